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
/**
 * One side restricts with "only" ("Sentry is only initialized when `SENTRY_DSN` is set", "The uplink is only enabled
 * during a scheduled pass window", "The workflow only runs on pushes to `main`") and the other says the same from the
 * other end: the case left out is negated ("With no `SENTRY_DSN`, Sentry init is skipped", "Outside scheduled pass
 * windows the uplink stays disabled") or everything else is ("and by nothing else"). A negation that says so is the
 * "only" restated, not its denial.
 */
export declare function onlyRestated(older: Analysis, newer: Analysis): boolean;
