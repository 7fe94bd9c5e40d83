// A cheap look at the store before a hook checks: a line that is not a whole
// JSON object (a merge conflict, a cut-off write) means the full read has to
// judge it, and a store with blocking problems is not checked (so the commits
// are checked once it is repaired). Reading bytes, not parsing 10,000 records.

import { readFileSync, statSync } from 'node:fs';
import { writeFileAtomic } from '../store/atomic.js';

/** True when every line is blank or `{` … `}`; also true for a missing file. */
export function storeLooksWhole(file: string): boolean {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return true;
  }
  for (let at = 0; at < bytes.length; ) {
    const end = bytes.indexOf(0x0a, at);
    const stop = end < 0 ? bytes.length : end;
    let a = at;
    let b = stop - 1;
    while (a <= b && isSpace(bytes[a]!)) a++;
    while (b >= a && isSpace(bytes[b]!)) b--;
    if (a <= b && (bytes[a] !== 0x7b || bytes[b] !== 0x7d)) return false;
    if (end < 0) break;
    at = end + 1;
  }
  return true;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0d;
}

/** A file changed this recently may change again within its timestamp's resolution: its verdict is not kept. */
const SETTLED_MS = 2000;

/**
 * storeLooksWhole, remembered in `seenFile` (the hook's state folder) for a
 * store whose size, time and inode have not changed since it was last found
 * whole: the scan of a 10,000-record store costs ~10 ms a hook. A store written
 * less than two seconds before it was read is scanned again next time (as git
 * does with racily clean files).
 */
export function storeLooksWholeSince(file: string, seenFile: string, now = Date.now()): boolean {
  let stamp: string;
  let settled: boolean;
  try {
    const stat = statSync(file);
    stamp = `${stat.size} ${stat.mtimeMs} ${stat.ino}`;
    settled = now - stat.mtimeMs >= SETTLED_MS;
  } catch {
    return true; // missing: as storeLooksWhole
  }
  try {
    if (readFileSync(seenFile, 'utf8').trim() === stamp) return true;
  } catch {
    // Not seen yet.
  }
  const whole = storeLooksWhole(file);
  if (whole && settled) {
    try {
      writeFileAtomic(seenFile, `${stamp}\n`, { durable: false });
    } catch {
      // Only a scan again next time.
    }
  }
  return whole;
}
