import { UserError } from '../errors.js';
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
    /** The path this event is listed under (set by the walk). */
    path?: string;
}
/**
 * The walk's events, made by `new`: they live until the check ends, and built by object
 * literals their allocation sites got pretenured mid-walk, which threw away the optimised
 * parser that inlined them (its `push` was compiled five times a check). Objects made by
 * `new` have no allocation site. Copies of an event (trackedAs) are made here too, so code
 * reading events meets one shape.
 */
export declare class WalkEvent implements PathEvent {
    pos: number;
    status: EventStatus;
    oldBlob: string | null;
    newBlob: string | null;
    other: string | undefined;
    path: string;
    constructor(pos: number, status: EventStatus, oldBlob: string | null, newBlob: string | null, other: string | undefined, path: string);
}
export interface Chain {
    end: string;
    /** First-parent chain of `end`, oldest first. */
    shas: string[];
    /** Committer times (seconds), per position. */
    times: number[];
    posOf: Map<string, number>;
    shallow: boolean;
    /**
     * Set on a range chain (src/history/chain-cache.ts), whose first commit is the
     * range's start, not the root: whether a commit is on the first-parent chain
     * before that start.
     */
    before?: (sha: string) => boolean;
    /** Every commit's author, date and subject, when they were read with the chain (readChain with `meta`). */
    meta?: ChainMetaLookup;
}
/**
 * Reads the first-parent chain ending at `end` (a commit-ish). `rev-list
 * --timestamp` gives the committer times without reading each commit when the
 * repository has a commit-graph (`log --format=%ct` always reads them).
 * With `meta`, every commit's author, date and subject come with it, from one
 * `git log` (which reads every commit): a whole-history check cites commits from
 * all over the chain, and a second pass over it to read them would cost as much
 * again (`rev-list` parses every commit too, without a commit-graph).
 */
export declare function readChain(ctx: GitContext, end: string, known?: {
    shallow: Promise<boolean>;
}, options?: {
    meta?: boolean;
}): Promise<Chain>;
export interface HistoryIndex {
    chain: Chain;
    /** Diffs are known for positions > indexedFrom (-1: from the root commit). */
    indexedFrom: number;
    commits: Map<number, CommitMeta>;
    /** Path → its changes, by position. A rename appears under both paths. */
    events: Map<string, PathEvent[]>;
    /** Every path in `events`, sorted (for folder prefix look-ups). */
    eventPaths: string[];
    /** The paths renamed away at some point (an R-from event): a file's changes can be taken whole only when it is not one of them. */
    renamedAway: Set<string>;
    /** Path → blob id at the end of the range. */
    endTree: Map<string, string>;
    /** Every path in `endTree`, sorted. */
    endPaths: string[];
}
/**
 * Whether the repository at `ctx.cwd` (its top) is a shallow clone (its first
 * commits' parents are missing). In a main work tree git answers from the
 * `shallow` file in `.git`, so that file answers here without starting git.
 */
export declare function isShallow(ctx: GitContext): Promise<boolean>;
/** The history walk, started before anyone knows how far back it must go. */
export interface LogStream {
    /** Stop when this commit is reached (its own changes are not needed). Stops at once if it was passed already. */
    stopAt(sha: string): void;
    /**
     * Stop at the commit that completes this set, once every one of these commits has been
     * reached (that last one's own changes are not needed); at the first commit when the set
     * is empty. Stops at once if all were passed already.
     */
    stopAtAll(shas: Iterable<string>): void;
    /**
     * Calls `onRead` now and after each piece of output the walk reads, until it ends: with how
     * many commits it has started (newest first; every one before the last is complete), the
     * events so far (positions counted from the newest, as in RawLog) and the commits started.
     */
    watch(onRead: OnRead): void;
    done: Promise<RawLog>;
}
type OnRead = (started: number, events: ReadonlyMap<string, readonly PathEvent[]>, shas: readonly string[]) => void;
export interface RawLog {
    /** Newest first. */
    shas: string[];
    /** Per entry of `shas`; empty when the walk did not read them (`meta: false`). */
    commits: CommitMeta[];
    /** Positions are indexes into `shas` (newest first) until `indexFrom` turns them around. */
    events: Map<string, PathEvent[]>;
    /** With `chain`: what makes the walk's commits a first-parent chain (chainFromWalk). */
    chain?: WalkedChain;
}
/** The chain as a walk with `chain` read it. */
export interface WalkedChain {
    /** Committer times (seconds), per entry of `shas`. */
    times: number[];
    /** The commit the walk stopped at (stopAt, stopAtAll), without its changes; null when it did not stop there. */
    boundary: {
        sha: string;
        time: number;
    } | null;
    /** Whether the walk stopped before the first commit of the history. */
    stopped: boolean;
    /** Each commit's author, date and subject, three NUL-ended fields, as git wrote them (UTF-8). */
    metaBytes: Buffer;
    /** Per entry of `shas`: where its fields start in `metaBytes`. */
    metaStarts: number[];
}
export interface LogOptions {
    /**
     * Read each commit's author, date and subject in the walk (the default). Without
     * them git need not open every commit (a commit-graph knows the rest): callers
     * read the few they cite afterwards, with readCommitMeta.
     */
    meta?: boolean;
    /**
     * Called once, as soon as the walk reads a commit that changed one of these
     * paths together with some other path.
     */
    onMixed?: {
        paths: ReadonlySet<string>;
        call: () => void;
    };
    /**
     * A commit (full id) whose history is not walked (`end ^exclude`): the start of a
     * range. Only a bound: the caller still says where to stop (`stopAt`).
     */
    exclude?: string;
    /**
     * Read each commit's committer time, author, date and subject too (RawLog.chain), so
     * that the walk itself gives the first-parent chain (chainFromWalk) and no other git
     * process reads every commit for it. The authors, dates and subjects are kept as bytes
     * and decoded only for the commits asked about. Only without `meta`.
     */
    chain?: boolean;
    /**
     * Glob patterns (pathspec `:(glob)`) of files walked apart, with exact renames only: the
     * files `.gitattributes` marks generated (src/history/generated.ts). git's inexact rename
     * detection compares every deleted file with every added one, and build output with hashed
     * names (`chunk-3F2A.js`), deleted and added again on every rebuild, made it most of a
     * whole-history check's time.
     */
    generated?: readonly string[];
}
/**
 * Walks the first-parent chain of `end` newest first, with each commit's
 * changed paths and blob ids (merges against their first parent, the root
 * commit as additions, renames detected). One git process for the whole walk;
 * two with `generated` (those files walked apart, joined by position).
 */
export declare function startLog(ctx: GitContext, end: string, options?: LogOptions): LogStream;
/** git before 2.31 does not know `--diff-merges=first-parent`: say which git is needed instead of git's own complaint. */
export declare function olderGitError(error: unknown): UserError | null;
/**
 * Parses `git log --raw -z` output as it streams, from the bytes: commit ids and
 * blob ids are ASCII and sliced out directly, paths decoded as UTF-8; no string
 * is made for a token that is not kept.
 */
export declare class RawLogParser {
    private readonly withMeta;
    private readonly withChain;
    private onMixed?;
    private readonly shas;
    private readonly commits;
    private readonly events;
    private stopSha;
    private halted;
    private rest;
    /** Header fields of the commit being read (with meta: sha, author, date, subject). */
    private header;
    private seq;
    /** A change whose path (or two paths, for renames and copies) comes next. */
    private status;
    private oldBlob;
    private newBlob;
    private firstPath;
    private needPaths;
    /** For `onMixed`: whether the commit being read changed a watched path, and another one. */
    private watched;
    private other;
    /** With `chain` (see WalkedChain). */
    private readonly times;
    private boundary;
    private metaBytes;
    private metaLength;
    private readonly metaStarts;
    /** stopAtAll's commits not reached yet. */
    private stopSet;
    private stopCount;
    constructor(withMeta: boolean, withChain: boolean, onMixed?: LogOptions['onMixed']);
    /** Whether the walk has gone far enough. */
    get stopped(): boolean;
    /** How many commits it has started. */
    get read(): number;
    stopAt(sha: string): void;
    /** Stop once this many commits have been read (at once if they have). */
    stopAfter(count: number): void;
    stopAtAll(shas: Iterable<string>): void;
    /** Tells `onRead` what the walk has read so far (see LogStream.watch). */
    report(onRead: OnRead): void;
    /** False once the walk has gone far enough. */
    push(chunk: Buffer): boolean;
    end(): void;
    result(): RawLog;
    /**
     * One NUL-ended token, `data[start, end)`; returns where the next one starts (after the fields it
     * read too, if any), or -1 for a commit whose fields are not all in `data` yet.
     */
    private token;
    private commit;
    /**
     * `<sha> <committer time>`, then three fields kept as bytes (short fields: a byte loop costs less
     * than a search and a copy each). Returns where the next token starts, or -1 when this piece of
     * output does not hold all three: the commit is read again, whole, with the next piece. (A count
     * of fields still to read, kept on the parser, changed only at those few boundaries, and each
     * change made V8 throw away the optimised parser.)
     */
    private chainCommit;
    /** Whether the walk stops at this commit, before its changes (see stopAt, stopAtAll, stopAfter). */
    private stopsAt;
    private keepBytes;
    /** `:100644 100644 <old> <new> M` (modes are always six digits; ids 40 or 64). */
    private meta;
    private change;
    private add;
}
/** Author, date and subject of each commit (one git call, whatever their number). */
export declare function readCommitMeta(ctx: GitContext, shas: readonly string[]): Promise<Map<string, CommitMeta>>;
/** Commit metadata by commit id. */
export interface CommitMetaLookup {
    get(sha: string): CommitMeta | undefined;
}
/**
 * A chain's commit metadata, by id or by chain position: a check cites commits by
 * position, and looking each id up again in a map of the whole chain (50,000 ids)
 * cost more than reading its fields.
 */
export interface ChainMetaLookup extends CommitMetaLookup {
    at(pos: number): CommitMeta | undefined;
}
/**
 * Adds to `tree` (a partial end tree) every path the walk saw that is still
 * there at its end, with its blob: the newest change to a path says what the
 * end holds (the walk starts at the end and follows the first-parent chain).
 * Call before `indexFrom` (the events are still newest first).
 */
export declare function addWalkedPaths(tree: Map<string, string>, raw: RawLog): void;
/**
 * The first-parent chain of `end` from a finished walk with `chain` (startLog): every
 * commit it read, and the one it stopped at. When it stopped before the history's
 * first commit, the chain starts there, like a range's chain (`before`), and no
 * commit is known to lie before it: a check stops its walk only once it has read
 * every commit a learning starts at, so nothing it places lies before.
 */
export declare function chainFromWalk(raw: RawLog, end: string): Chain;
/** Turns a finished walk into the index, positions counted from the oldest commit of the chain. */
export declare function indexFrom(raw: RawLog, chain: Chain, endTree: Map<string, string>): HistoryIndex;
/**
 * Path → blob id of every file in `commit`'s tree; with `paths`, only of the
 * files at those paths or under those folders (literal pathspecs: the paths must
 * be repository paths, normalized).
 */
export declare function readTree(ctx: GitContext, commit: string, paths?: readonly string[]): Promise<Map<string, string>>;
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
