import type { ContradictionKind } from '../plan/types.js';
import { type Analysis } from './analyze.js';
import { type Hit } from './subject.js';
export type { Hit } from './subject.js';
export { weightedJaccard } from './subject.js';
export type Relation = 'contradiction' | 'duplicate' | 'related' | 'unrelated';
export interface Comparison {
    contradicts: boolean;
    kind: ContradictionKind | null;
    /** One line a reviewer can check against the two texts. */
    reason: string;
    /** The words in each text that triggered the check. */
    triggers: {
        older: string[];
        newer: string[];
    };
    relation: Relation;
    /** Weighted share of content terms the two have in common, 0–1. */
    overlap: number;
}
/** Compares two discovery texts, the first written earlier. */
export declare function compareTexts(older: string, newer: string): Comparison;
export declare function compareAnalyses(older: Analysis, newer: Analysis): Comparison;
/** The first check that fires, most explicit first. This is all `findContradictions` needs. */
export declare function findHit(older: Analysis, newer: Analysis): Hit | null;
/**
 * Room for each analysis' summary, read by mayHit: five numbers per analysis (its signal bits, dims, groups, frames and
 * delivery sides), filled on its first pair. Typed arrays and module-level functions, not a closure over them: a closure made per run
 * takes its compiled code with it when it dies, and the engine compiles it again on the next run (disc-036).
 */
export declare function hitSummaries(count: number): Int32Array;
/**
 * Fills the summary of analyses[k] now rather than on its first pair: right after the text is read, what signalsOf
 * reads of it (every clause's words) is still in the processor's caches, and on its first pair it no longer is.
 * For the same reason it reads now what acronymsSpelledOut reads of it, and the shortened texts firstReadingsHit may
 * read on its pairs (without code asides, the first claim and its tail): nearly all of them are read in a run over all
 * pairs anyway (about 3,900 of 4,100 on the bench), and read here, next to their whole text, they cost about half what
 * they cost between the pair checks. They go into analyze's cache, so a pair finds them there; the results are the
 * same either way.
 */
export declare function summarize(analyses: readonly Analysis[], summaries: Int32Array, k: number): void;
/**
 * For analyses read by position (findContradictions' pair loop): false when findHit would return null before
 * reading either text, true when it has to read them. `summaries` comes from hitSummaries(analyses.length).
 */
export declare function mayHit(analyses: readonly Analysis[], summaries: Int32Array, older: number, newer: number): boolean;
