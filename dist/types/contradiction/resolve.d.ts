import type { Learning } from '../model/learning.js';
import type { ContradictionFinding, PlanChange } from '../plan/types.js';
/** Why the older should not simply be flipped, or null when the newer may win. */
export declare function reviewReason(older: Learning, newer: Learning): string | null;
/**
 * The plan changes for a set of findings: one change per learning, sorted by
 * source path then id. An older contradicted by several newer learnings is
 * superseded by the newest of them and conflicts with all.
 */
export declare function resolveContradictions(findings: readonly ContradictionFinding[], learnings: readonly Learning[]): PlanChange[];
