import type { Analysis } from './analyze.js';
export interface CandidateOptions {
    /** A term in more than this share of the discoveries is too common to relate two (default 0.05). */
    commonShare?: number;
    /** …but a term is never too common below this many discoveries (default 8). */
    commonFloor?: number;
    /** Shared weight a pair needs: an anchor counts 2, a word 1, a term shared counting the heavier of its two uses (default 2). */
    minScore?: number;
    /** At most this many candidates per discovery, best first (default 10). */
    maxPerDiscovery?: number;
    /** Shared weight over the geometric mean of both weights, below which a pair is not compared (default 0.2). */
    minSimilarity?: number;
}
export interface CandidateIndex {
    /** Indexed terms per discovery, with their weights. */
    readonly terms: ReadonlyArray<ReadonlyArray<readonly [string, number]>>;
    /** term → discoveries (positions in the input), ascending. */
    readonly postings: ReadonlyMap<string, readonly number[]>;
    /** term → the weight each of those discoveries gives it, in the same order. */
    readonly postingWeights: ReadonlyMap<string, readonly number[]>;
    readonly tooCommon: ReadonlySet<string>;
}
export declare function buildIndex(analyses: readonly Analysis[], options?: CandidateOptions): CandidateIndex;
/**
 * Candidate pairs [older, newer] (positions in the input, which callers sort
 * oldest first): each discovery keeps its best-scoring older partners. The
 * score is the shared weight over the geometric mean of both discoveries'
 * weights, so a short discovery sharing all it says ranks first. Pure and
 * deterministic: ties go to the more recent older discovery.
 */
export declare function candidatePairs(analyses: readonly Analysis[], options?: CandidateOptions): Array<[number, number]>;
/**
 * candidatePairs, each pair packed as older * n + newer in ascending order: findContradictions reads
 * ~86,000 of them on a large store, and a two-element array each is work for the garbage collector.
 * Called once per check, so each loop's body is a module-level function of its own: the engine keeps
 * their compiled code between checks, where a loop compiled while it runs is compiled again on every
 * call (disc-036). Options are read one by one, not spread into a copy whose shape dies with it.
 */
export declare function packedCandidatePairs(analyses: readonly Analysis[], options?: CandidateOptions): Float64Array;
/**
 * Packed pairs (packedCandidatePairs) in the order to check them, for the caches of the processor: discovery by
 * discovery in breadth-first order of the graph the pairs make, each with its partners met before it. A check reads
 * both analyses of its pair; in the order of the older discovery the newer one was seldom in a cache (a discovery's
 * partners are spread over the whole store), and on the bench store a random order took 18% more time than that
 * one. Breadth first, the partners of a discovery are numbered together, so a pair mostly reads analyses that the
 * pairs just before it read. The pairs are the same ones; findContradictions sorts its findings after.
 */
export declare function localPairOrder(pairs: Float64Array, n: number): Float64Array;
/** Candidates of one discovery (a position in the input) among all the others, best first. */
export declare function candidatesOf(target: number, analyses: readonly Analysis[], options?: CandidateOptions): number[];
/**
 * One index for many lookups: a hook's first run or an ingest can bring
 * thousands of new discoveries, and an index per discovery would be quadratic.
 */
export declare function candidateFinder(analyses: readonly Analysis[], options?: CandidateOptions): (target: number) => number[];
