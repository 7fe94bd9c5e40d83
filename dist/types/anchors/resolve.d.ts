import type { PathMention } from './paths.js';
export interface PathUniverse {
    /** Every path known: files at the end of the range and paths the history saw. */
    readonly paths: ReadonlySet<string>;
}
export type Resolution = {
    status: 'resolved';
    mention: PathMention;
    path: string;
    kind: 'file' | 'dir' | 'glob';
    how: 'exact' | 'suffix' | 'basename';
    matcher?: RegExp;
} | {
    status: 'unresolved';
    mention: PathMention;
    reason: 'not-found' | 'ambiguous';
    candidates: string[];
};
export declare class PathResolver {
    private readonly files;
    private readonly dirs;
    private readonly byBase;
    private readonly dirsByBase;
    private sortedFiles;
    constructor(paths: Iterable<string>);
    isFile(path: string): boolean;
    isDir(path: string): boolean;
    /** Files matching a glob, sorted. */
    glob(matcher: RegExp): string[];
    resolve(mention: PathMention, baseDir: string): Resolution | null;
    /**
     * A glob written without the folders above it, as agents write paths relative to a package: like a
     * `.gitignore` pattern, `dev*.jsonl` matches in any folder; `fixtures/*.jsonl` too, when every file it
     * matches lies below one folder (a unique suffix, as for a file).
     */
    private resolveGlobBelow;
    private kindOf;
}
export declare function joinPath(dir: string, path: string): string;
/** `src/**\/*.test.ts` → a RegExp over repository paths. `**` crosses folders, `*` and `?` do not. */
export declare function globToRegExp(glob: string): RegExp;
