import type { Config } from '../config.js';
import type { SourceInfo } from './source.js';
export declare const GIT_TIMEOUT_MS = 5000;
export interface Candidate extends SourceInfo {
    /** Repository-relative folder its relative paths resolve against. */
    baseDir: string;
    /** Dialect stores: the folder holding `.swarm` / `.axiom`. */
    projectRoot?: string;
}
export interface Shadowed {
    path: string;
    name: string;
    by: string;
}
export interface Excluded {
    path: string;
    pattern: string;
}
export interface DiscoverInput {
    cwd: string;
    env: NodeJS.ProcessEnv;
    now: Date;
    config: Config;
    /** Ignore the cache (seed 002: the user asks for a re-scan). */
    rescan?: boolean;
    /** How long one git call may take (seed 002: 5 s). */
    gitTimeoutMs?: number;
    /** Where the repository is, when the caller already asked git (the hooks): no git call for it. */
    gitLayout?: KnownLayout;
    /**
     * Take the cached list even when the git index changed since (its age and
     * fingerprint still count): no `git ls-files`. For a hook whose commits changed
     * no learning source, which examines only the learnings of the sources its
     * path index was built from; a commit that adds a source changes a path the hook
     * sees as one, and that hook asks again without it.
     */
    trustListing?: boolean;
}
/** The repository's top, its git dir (absolute) and the superproject's top (null: not a submodule), as git printed them. */
export interface KnownLayout {
    gitRoot: string;
    gitDir: string;
    superproject: string | null;
}
export interface Discovery {
    cwd: string;
    /** `git rev-parse --show-toplevel` of cwd, or null outside git. */
    gitRoot: string | null;
    /** The superproject's root when cwd is in a submodule. */
    superproject: string | null;
    /** What source paths are relative to: the git root, else cwd. */
    repoRoot: string;
    home: string | null;
    candidates: Candidate[];
    shadowed: Shadowed[];
    excluded: Excluded[];
    warnings: string[];
    /** Skill folders looked at (seed 002's differentiated message). */
    skillFolders: number;
    /** Where it was looked (for "nothing found"). */
    searched: string[];
    cache: {
        used: boolean;
        file: string | null;
        ageMinutes: number | null;
    };
}
export declare const toPosix: (p: string) => string;
/** A configured pattern: a glob without `/` matches the name in any folder (as in .gitignore). */
export declare function patternToRegExp(pattern: string): RegExp;
/**
 * Two 32-bit FNV-style hashes (other seeds) of the listing's UTF-8 bytes, taken
 * four bytes a step, as 16 hex digits: it only tells one list of paths from
 * another, and node:crypto costs a hook ~7 ms to load. (A step a byte runs
 * unoptimised in a hook's one call: ~5 ms for 2,000 paths.)
 */
export declare function listingHash(text: string): string;
/** Finds every source, from the session cache when it is fresh. */
export declare function discoverSources(input: DiscoverInput): Promise<Discovery>;
