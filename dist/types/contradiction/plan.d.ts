import type { Learning } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { type ContradictionOptions } from './find.js';
export declare function contradictionChanges(learnings: readonly Learning[], options?: ContradictionOptions): PlanChange[];
/**
 * Only the contradictions that involve `incoming` learnings (the hooks pass the
 * ones added or changed in the commits they check), each against its candidates
 * among all active learnings; resolved as contradictionChanges resolves them.
 */
export declare function contradictionChangesFor(learnings: readonly Learning[], incoming: (learning: Learning) => boolean, options?: ContradictionOptions): PlanChange[];
