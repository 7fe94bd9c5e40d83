import type { Learning } from '../model/learning.js';
import type { ContradictionFinding } from '../plan/types.js';
import { type CandidateOptions } from './candidates.js';
import { type Comparison } from './compare.js';
/** `rules`: the typed checks; `seed`: seed 001's algorithm taken literally, on the same candidate pairs. */
export type ContradictionMethod = 'rules' | 'seed';
export interface ContradictionOptions extends CandidateOptions {
    method?: ContradictionMethod;
}
/**
 * "Newer" is the later createdAt; equal (or missing) dates fall back to the key,
 * numbers compared as numbers (disc-999 before disc-1000), so the order never
 * depends on input order.
 */
export declare function byAge(a: Learning, b: Learning): number;
/**
 * Every contradiction between the given learnings (pass the active ones). Each
 * learning is compared only with its candidates from the index, never with all
 * the others.
 */
export declare function findContradictions(learnings: readonly Learning[], options?: ContradictionOptions): ContradictionFinding[];
/**
 * Contradictions a new learning brings: it is compared, as the newer, with its
 * candidates among the existing ones (pass the active ones).
 */
export declare function findContradictionsWith(incoming: Learning, existing: readonly Learning[], options?: ContradictionOptions): ContradictionFinding[];
/**
 * Contradictions the incoming learnings bring, each against its candidates
 * among all of them and the existing ones; one index for all, each pair once.
 */
export declare function findContradictionsOf(incoming: readonly Learning[], existing: readonly Learning[], options?: ContradictionOptions): ContradictionFinding[];
export interface DiscoveryComparison {
    contradicts: boolean;
    kind: Comparison['kind'];
    reason: string;
    triggers: Comparison['triggers'];
    relation: Comparison['relation'];
    overlap: number;
}
/** Explains one pair: does the newer text contradict the older, how, and because of which words. */
export declare function compareDiscoveries(older: string, newer: string): DiscoveryComparison;
