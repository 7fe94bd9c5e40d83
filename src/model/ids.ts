// Ids like `disc-007`: a prefix and a counter, zero-padded to three digits and
// growing past 999 (`disc-1000`). Sorted naturally, so disc-999 < disc-1000.

export const DISCOVERY_PREFIX = 'disc';

export function formatId(prefix: string, n: number): string {
  return `${prefix}-${String(n).padStart(3, '0')}`;
}

/** The counter in an id of the given prefix, or null for another kind of id. */
export function idNumber(id: string, prefix: string = DISCOVERY_PREFIX): number | null {
  const match = /^(.*)-(\d+)$/.exec(id);
  if (!match || match[1] !== prefix) return null;
  return Number(match[2]);
}

export function compareIds(a: string, b: string): number {
  const ma = /^(.*?)(\d+)$/.exec(a);
  const mb = /^(.*?)(\d+)$/.exec(b);
  if (ma && mb && ma[1] === mb[1]) {
    const diff = Number(ma[2]) - Number(mb[2]);
    if (diff !== 0) return diff;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

const AGENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Agent ids name view folders (`agents/{persona}/`), so only safe characters are accepted. */
export function isValidAgentId(id: string): boolean {
  return AGENT_ID.test(id) && !id.includes('..');
}

/** Task ids are free text but single-line and printable. */
export function isValidTaskId(id: string): boolean {
  return id.trim() !== '' && id.length <= 200 && ![...id].some((c) => c.charCodeAt(0) < 0x20);
}
