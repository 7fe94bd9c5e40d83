import type { GitContext } from './index.js';
export interface ObjectInfo {
    sha: string;
    type: string;
}
/** Resolves each name (`abc123`, `abc123^{commit}`, `abc123:src/x.ts`); null when missing. */
export declare function lookupObjects(ctx: GitContext, names: readonly string[]): Promise<Map<string, ObjectInfo | null>>;
/** Reads blobs by id. Binary blobs (with a NUL byte in the first 8000) come back as null. */
export declare function readBlobs(ctx: GitContext, shas: Iterable<string>): Promise<Map<string, string | null>>;
/** Shared by several sessions: the texts read, and the reads under way, so that no blob is read twice. */
export declare class BlobCache {
    readonly texts: Map<string, string | null>;
    readonly pending: Map<string, Promise<string | null>>;
}
/**
 * One `git cat-file --batch` kept open for several rounds of reads (a round
 * depends on what the previous one found), so rounds cost no new process.
 */
export declare class BlobSession {
    private readonly ctx;
    /** Started on the first request: a check that reads no file content starts no process. */
    private process;
    /** Output not read yet: the start of an answer whose rest has not come (pieces, joined once it has). */
    private parts;
    private partsLength;
    /**
     * Requests sent, oldest first, from `answered` on (shift() is linear in a long array: 12,000 blobs in a bulk read).
     * A lastingList, new ones too: an empty literal holds small integers, and the optimised `request` that pushed into
     * one was thrown away at its first request ('not a Smi'), once per session.
     */
    private queue;
    private answered;
    private need;
    private failure;
    private readonly cache;
    private readonly buffered;
    private closed;
    private flushing;
    /**
     * `buffered`: for one bulk read whose requests are all sent before any answer
     * is awaited. git then writes its answers in large blocks (not three writes per
     * blob), and only finishes when `close` is called: a read that awaits an answer
     * must call it first. Otherwise the requests of one turn of the event loop are
     * sent together after it (one write for all the searches an answer moved on).
     * `cache`: shared with other sessions.
     */
    constructor(ctx: GitContext, options?: {
        buffered?: boolean;
        cache?: BlobCache;
    });
    private get child();
    /** A lastingList, as `queue` is (an empty literal made `request` be compiled again). */
    private unsent;
    /** Asks for one blob (null: binary or missing); git starts on it while the caller goes on. */
    request(sha: string): Promise<string | null>;
    /** Sends the requests not sent yet. */
    flush(): void;
    /** Sends what is left and lets git finish (a buffered session's last answers come then). */
    close(): void;
    private onData;
    /** The oldest request not answered yet (there is one). */
    private next;
}
