import type { Impact, Status } from '../../src/model/discovery.js';
import type { Learning } from '../../src/model/learning.js';

export interface LearningSpec {
  id: string;
  content: string;
  createdAt?: string | null;
  status?: Status;
  impact?: Impact | null;
  validated?: boolean;
  readOnly?: boolean;
  path?: string;
}

/** A learning as the AXIOM store would map it, with the fields the checks use. */
export function learning(spec: LearningSpec): Learning {
  const path = spec.path ?? '.axiom/cases.jsonl';
  return {
    key: `${path}#${spec.id}`,
    id: spec.id,
    source: { kind: spec.readOnly ? 'agent-file' : 'axiom', path },
    content: spec.content,
    status: spec.status ?? 'active',
    createdAt: spec.createdAt === undefined ? '2025-01-01T00:00:00.000Z' : spec.createdAt,
    anchorCommit: null,
    validated: spec.validated ?? false,
    impact: spec.impact === undefined ? 'medium' : spec.impact,
    line: Number(spec.id.replace(/\D/g, '')) || null,
    baseDir: '',
    readOnly: spec.readOnly ?? false,
    scope: 'global',
  };
}

/** Learnings created a minute apart, in the order given. */
export function timeline(...contents: string[]): Learning[] {
  return contents.map((content, i) =>
    learning({ id: `disc-${String(i + 1).padStart(3, '0')}`, content, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() }),
  );
}

/** A deterministic shuffle (mulberry32). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
