import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/plan/build.js';
import { naturalCompare } from '../../src/text/natural-order.js';
import { learning } from '../outdated/support.js';

describe('naturalCompare', () => {
  it('counts numbers as numbers, of any size and padding', () => {
    expect(['disc-10', 'disc-2', 'disc-1', 'disc-009', 'disc-1000'].sort(naturalCompare)).toEqual(['disc-1', 'disc-2', 'disc-009', 'disc-10', 'disc-1000']);
    expect(naturalCompare('disc-99999999999999999999', 'disc-100000000000000000000')).toBeLessThan(0);
    expect(['b', 'a10', 'a9x', 'a9'].sort(naturalCompare)).toEqual(['a9', 'a9x', 'a10', 'b']);
  });

  it('orders the review plan by id as a person counts, whatever order the store had', () => {
    const touched = { kind: 'touched' as const, mention: 'src/a.ts', path: 'src/a.ts', commits: [], summary: 'src/a.ts changed' };
    const ids = ['disc-100', 'disc-9', 'disc-10'];
    const learnings = ids.map((id) => learning('src/a.ts', { id }));
    const plan = buildPlan({
      head: 'h'.repeat(40),
      range: null,
      policy: 'graded',
      archiveAfterDays: 7,
      now: new Date('2026-02-01T00:00:00Z'),
      learnings,
      evidence: new Map(learnings.map((l) => [l.key, [touched]])),
    });
    expect(plan.changes.map((c) => c.id)).toEqual(['disc-9', 'disc-10', 'disc-100']);
  });
});
