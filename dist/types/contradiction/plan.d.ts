import type { Learning } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import type { CandidateOptions } from './candidates.js';
export declare function contradictionChanges(learnings: readonly Learning[], options?: CandidateOptions): PlanChange[];
