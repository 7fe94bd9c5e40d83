import type { Chain, GitContext } from './index.js';
export interface EntryPoints {
    /** Chain position of the merge that first brought `sha` in; undefined when `sha` is not an ancestor of the end. */
    entryOf(sha: string): number | undefined;
}
export declare function readEntryPoints(ctx: GitContext, chain: Chain): Promise<EntryPoints>;
