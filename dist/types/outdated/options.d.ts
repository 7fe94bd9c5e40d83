import type { Policy } from '../plan/types.js';
export interface OutdatedOptions {
    /** `graded`: only strong evidence flips a learning; `strict`: seed 001's rule, any change to a mentioned file flips it. */
    policy: Policy;
    /**
     * Files that change with almost everything (lockfiles, manifests): a change to
     * one never counts as evidence on its own. Globs over repository paths; a
     * pattern without `/` matches the file name in any folder.
     */
    hubFiles: string[];
    /** Share of the old version's lines gone from the new one at or above which a file counts as rewritten. */
    rewrittenThreshold: number;
    /** Outdated learnings nobody reviewed for this many days are archived by `check`. 0 turns it off. */
    archiveAfterDays: number;
}
export declare const DEFAULT_HUB_FILES: string[];
export declare const DEFAULT_OUTDATED_OPTIONS: OutdatedOptions;
/** Defaults overlaid with what was given; throws a UserError naming the bad key. `file` is for the message. */
export declare function resolveOutdatedOptions(given?: Partial<Record<keyof OutdatedOptions, unknown>>, file?: string): OutdatedOptions;
/** A predicate telling hub files from the rest. */
export declare function hubMatcher(patterns: readonly string[]): (path: string) => boolean;
