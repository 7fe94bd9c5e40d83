import type { GitContext } from './index.js';
export interface ObjectInfo {
    sha: string;
    type: string;
}
/** Resolves each name (`abc123`, `abc123^{commit}`, `abc123:src/x.ts`); null when missing. */
export declare function lookupObjects(ctx: GitContext, names: readonly string[]): Promise<Map<string, ObjectInfo | null>>;
/** Reads blobs by id. Binary blobs (with a NUL byte in the first 8000) come back as null. */
export declare function readBlobs(ctx: GitContext, shas: Iterable<string>): Promise<Map<string, string | null>>;
/**
 * One `git cat-file --batch` kept open for several rounds of reads (a round
 * depends on what the previous one found), so rounds cost no new process.
 */
export declare class BlobSession {
    private readonly ctx;
    /** Started on the first request: a check that reads no file content starts no process. */
    private process;
    private buffer;
    private queue;
    private need;
    private failure;
    private readonly cache;
    private readonly buffered;
    private closed;
    /**
     * `buffered`: for one bulk read whose requests are all sent before any answer
     * is awaited. git then writes its answers in large blocks (not three writes per
     * blob), and only finishes when `close` is called: a read that awaits an answer
     * must call it first. `cache`: shared with another session (no blob read twice).
     */
    constructor(ctx: GitContext, options?: {
        buffered?: boolean;
        cache?: Map<string, string | null>;
    });
    private get child();
    private readonly pending;
    private unsent;
    /**
     * Asks for one blob; git starts on it while the caller goes on (requests are
     * sent in batches, and all at the next `read` or `flush`).
     */
    request(sha: string): Promise<string | null>;
    /** Sends the requests not sent yet. */
    flush(): void;
    /** Texts by blob id (null: binary or missing). Already-read blobs are not asked again. */
    read(shas: Iterable<string>): Promise<Map<string, string | null>>;
    /** A blob already read (undefined when it was not). */
    cached(sha: string): string | null | undefined;
    /** Sends what is left and lets git finish (a buffered session's last answers come then). */
    close(): void;
    private onData;
}
