import type { GitContext } from './index.js';
export interface BlamedLine {
    /** Null for lines not committed yet. */
    sha: string | null;
}
/**
 * What a history walk already knows of the file: the commits of HEAD's
 * first-parent chain that changed it (no rename, copy or deletion among them),
 * down to a chain commit at or after which every blamed line's answer matters.
 */
export interface FileHistory {
    /** HEAD when the walk read the chain. */
    end: string;
    /** The chain's commits that changed the file, oldest first. */
    changes: readonly string[];
    /**
     * A chain commit older than every change: a line older than it is blamed on
     * it (a git blame boundary) instead of on its own commit. Null: none.
     */
    base: string | null;
}
/**
 * 1-based line → blame, for the working-tree file at `path` (repository-relative).
 * Empty when git cannot blame it. With `only`, just those lines (a check of a few
 * learnings in a 10,000-line store should not read git's output for all of them).
 * With `history`, git visits only the commits that changed the file (see historyArgs).
 */
export declare function blameFile(ctx: GitContext, path: string, only?: readonly number[], history?: FileHistory | null): Promise<Map<number, BlamedLine>>;
