// Contradictions as review-plan changes, for `discoveries check`, the hooks and
// the Action: every active learning against its candidates, resolved (newer
// wins, or review). Pass the result as `contradictions` to buildPlan/checkSources.

import type { Learning } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { findContradictions, findContradictionsOf, type ContradictionOptions } from './find.js';
import { resolveContradictions } from './resolve.js';

export function contradictionChanges(learnings: readonly Learning[], options: ContradictionOptions = {}): PlanChange[] {
  const active = learnings.filter((l) => l.status === 'active');
  return resolveContradictions(findContradictions(active, options), learnings);
}

/**
 * Only the contradictions that involve `incoming` learnings (the hooks pass the
 * ones added or changed in the commits they check), each against its candidates
 * among all active learnings; resolved as contradictionChanges resolves them.
 */
export function contradictionChangesFor(learnings: readonly Learning[], incoming: (learning: Learning) => boolean, options: ContradictionOptions = {}): PlanChange[] {
  const active = learnings.filter((l) => l.status === 'active');
  const fresh = active.filter(incoming);
  if (fresh.length === 0) return [];
  const findings = findContradictionsOf(fresh, active, options);
  return resolveContradictions(findings, learnings);
}
