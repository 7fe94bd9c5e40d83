import type { Analysis, Clause } from './analyze.js';
export interface ExclusiveHit {
    only: Clause;
    other: Clause;
    /** The words that single out, and the thing the other side adds. */
    cue: string;
    added: string;
}
/** A cheap test per analysis: does any clause single something out? */
export declare function mayBeExclusive(a: Analysis): boolean;
export declare function exclusiveHit(older: Analysis, newer: Analysis): ExclusiveHit | null;
