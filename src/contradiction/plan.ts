// Contradictions as review-plan changes, for `discoveries check`, the hooks and
// the Action: every active learning against its candidates, resolved (newer
// wins, or review). Pass the result as `contradictions` to buildPlan/checkSources.

import type { Learning } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import type { CandidateOptions } from './candidates.js';
import { findContradictions } from './find.js';
import { resolveContradictions } from './resolve.js';

export function contradictionChanges(learnings: readonly Learning[], options: CandidateOptions = {}): PlanChange[] {
  const active = learnings.filter((l) => l.status === 'active');
  return resolveContradictions(findContradictions(active, options), learnings);
}
