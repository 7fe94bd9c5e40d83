import type { GitContext } from './index.js';
export interface BlamedLine {
    /** Null for lines not committed yet. */
    sha: string | null;
}
/**
 * 1-based line → blame, for the working-tree file at `path` (repository-relative).
 * Empty when git cannot blame it. With `only`, just those lines (a check of a few
 * learnings in a 10,000-line store should not read git's output for all of them).
 */
export declare function blameFile(ctx: GitContext, path: string, only?: readonly number[]): Promise<Map<number, BlamedLine>>;
