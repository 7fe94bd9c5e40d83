import type { Chain, GitContext } from './index.js';
/**
 * The chain from `start` to `end` (positions: 0 = start), with `before` telling
 * the commits on the first-parent chain before `start`; null when the file
 * cannot tell (the caller reads the whole chain, and calls writeChainCache).
 * `start` and `end` are full commit ids; the repository is not shallow.
 */
export declare function readRangeChain(ctx: GitContext, start: string, end: string, file: string): Promise<Chain | null>;
/** Writes the whole chain of `chain.end` (read by readChain) for the next hook's readRangeChain. */
export declare function writeChainCache(file: string, chain: Chain): void;
