import type { Learning } from '../model/learning.js';
import type { Evidence } from '../plan/types.js';
import { type Chain } from '../history/index.js';
import { type OutdatedOptions } from './options.js';
export interface CollectInput {
    cwd: string;
    /** `cwd` is the top of the work tree (the caller knows; one git call less). */
    cwdIsRoot?: boolean;
    env?: NodeJS.ProcessEnv;
    learnings: readonly Learning[];
    options: OutdatedOptions;
    /** `A..B`: only commits reachable from B and not from A count; B's tree is "now". */
    range?: string | null;
    /** Called as each phase starts (for progress on a terminal). */
    onPhase?: (phase: string) => void;
    /** The chain, started before the learnings were read (startRangeChain, with the same range and repository top). */
    early?: EarlyChain | null;
}
/** The first-parent chain of a range's end, read while the caller still loads the learnings. */
export interface EarlyChain {
    cwd: string;
    range: string;
    shallow: Promise<boolean>;
    /** The whole chain, or with a chain cache, maybe only the range's (see `before` in Chain). */
    chain: Promise<Chain>;
    /** The whole chain (when the range's does not say where every learning starts). */
    whole: () => Promise<Chain>;
}
/**
 * Starts reading the chain of `range` when its end is a commit id (what the
 * hooks pass): it needs no learning, so it runs while they are read. `root` is
 * the top of the work tree. Null for anything else (collectEvidence reads it).
 * With `chainCache` (a file in the git dir, src/history/chain-cache.ts) and a
 * start that is a commit id, only the range's part of the chain may be read.
 */
export declare function startRangeChain(root: string, env: NodeJS.ProcessEnv | undefined, range: string | null, chainCache?: string): EarlyChain | null;
/** Where a learning's check started. */
export interface Since {
    /** Null: from the first commit (the learning is older than the repository's history). */
    commit: string | null;
    via: 'anchor' | 'record' | 'date' | 'range';
}
export interface CollectResult {
    /** The end of the range (HEAD unless --range says otherwise); null in a repository without commits. */
    head: string | null;
    range: string | null;
    /** Learning.key → its evidence, strongest first. Learnings without evidence are absent. */
    evidence: Map<string, Evidence[]>;
    since: Map<string, Since>;
    warnings: string[];
    checked: {
        learnings: number;
        commits: number;
    };
}
export declare function collectEvidence(input: CollectInput): Promise<CollectResult>;
/**
 * Evidence lists the earliest and the latest commits behind it, this many of
 * each, and how many there are: a file touched in 500 commits since a learning
 * was written would otherwise carry 500 commits into the plan (the report, the
 * hooks and the Action show the first, the last and the count).
 */
export declare const LISTED_AT_EACH_END = 5;
