import type { GitContext } from './index.js';
export interface BlamedLine {
    /** Null for lines not committed yet. */
    sha: string | null;
}
/** 1-based line → blame, for the working-tree file at `path` (repository-relative). Empty when git cannot blame it. */
export declare function blameFile(ctx: GitContext, path: string): Promise<Map<number, BlamedLine>>;
