// Review plans as the core builds them, for the rendering tests.
import type { PlanChange, ReviewPlan } from '../../src/plan/types.js';

const HEAD = 'c0ffee0000000000000000000000000000000001';

export function makeChange(overrides: Partial<PlanChange> = {}): PlanChange {
  const id = overrides.id ?? 'disc-001';
  return {
    key: `.axiom/cases.jsonl#${id}`,
    id,
    source: { kind: 'axiom', path: '.axiom/cases.jsonl' },
    line: 3,
    content: 'HTTP retries live in `src/http.ts` and back off for 30s',
    action: 'outdate',
    from: 'active',
    to: 'outdated',
    reason: 'src/http.ts was deleted',
    evidence: [
      {
        kind: 'deleted',
        mention: 'src/http.ts',
        path: 'src/http.ts',
        commits: [{ sha: 'abcdef1234567890abcdef1234567890abcdef12', subject: 'Remove the old client', author: 'Ada', date: '2026-01-02T10:00:00Z' }],
        summary: 'src/http.ts was deleted in abcdef1',
      },
    ],
    outdatedCommit: 'abcdef1234567890abcdef1234567890abcdef12',
    ...overrides,
  };
}

export function makePlan(changes: PlanChange[], overrides: Partial<ReviewPlan> = {}): ReviewPlan {
  return { head: HEAD, range: null, policy: 'graded', changes, warnings: [], ...overrides };
}
