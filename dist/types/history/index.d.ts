export interface GitContext {
    cwd: string;
    env?: NodeJS.ProcessEnv;
}
export interface CommitMeta {
    sha: string;
    author: string;
    /** ISO 8601 author date. */
    date: string;
    subject: string;
}
export type EventStatus = 'A' | 'M' | 'D' | 'T' | 'R-from' | 'R-to';
export interface PathEvent {
    /** Chain position of the commit. */
    pos: number;
    status: EventStatus;
    oldBlob: string | null;
    newBlob: string | null;
    /** For renames: the path on the other side. */
    other?: string;
}
export interface Chain {
    end: string;
    /** First-parent chain of `end`, oldest first. */
    shas: string[];
    /** Committer times (seconds), per position. */
    times: number[];
    posOf: Map<string, number>;
    shallow: boolean;
}
/** Reads the first-parent chain ending at `end` (a commit-ish). */
export declare function readChain(ctx: GitContext, end: string): Promise<Chain>;
export interface HistoryIndex {
    chain: Chain;
    /** Diffs are known for positions > indexedFrom (-1: from the root commit). */
    indexedFrom: number;
    commits: Map<number, CommitMeta>;
    /** Path → its changes, by position. A rename appears under both paths. */
    events: Map<string, PathEvent[]>;
    /** Every path in `events`, sorted (for folder prefix look-ups). */
    eventPaths: string[];
    /** Path → blob id at the end of the range. */
    endTree: Map<string, string>;
    /** Every path in `endTree`, sorted. */
    endPaths: string[];
}
/** The history walk, started before anyone knows how far back it must go. */
export interface LogStream {
    /** Stop when this commit is reached (its own changes are not needed). Stops at once if it was passed already. */
    stopAt(sha: string): void;
    done: Promise<RawLog>;
}
interface RawLog {
    /** Newest first. */
    shas: string[];
    commits: CommitMeta[];
    /** Positions are indexes into `shas` (newest first) until `indexFrom` turns them around. */
    events: Map<string, PathEvent[]>;
}
/**
 * Walks the first-parent chain of `end` newest first, with each commit's
 * changed paths and blob ids (merges against their first parent, the root
 * commit as additions, renames detected). One git process for the whole walk.
 */
export declare function startLog(ctx: GitContext, end: string): LogStream;
/** Turns a finished walk into the index, positions counted from the oldest commit of the chain. */
export declare function indexFrom(raw: RawLog, chain: Chain, endTree: Map<string, string>): HistoryIndex;
export declare function readTree(ctx: GitContext, commit: string): Promise<Map<string, string>>;
/** Splits a byte stream on NUL and decodes each piece as UTF-8 (pieces may span chunks). */
export declare class NulSplitter {
    private readonly onToken;
    private rest;
    constructor(onToken: (token: string) => void);
    push(chunk: Buffer): void;
    end(): void;
}
/** Blob of `path` just after chain position `pos` (null: absent). Valid for pos ≥ index.indexedFrom. */
export declare function blobAt(index: HistoryIndex, path: string, pos: number): string | null;
/** Index of the first event with position > pos. */
export declare function firstAfter(list: readonly PathEvent[], pos: number): number;
/** Paths in a sorted list that lie under `dir` (a folder, without trailing slash). */
export declare function pathsUnder(sorted: readonly string[], dir: string): string[];
export {};
