import { UserError } from '../errors.js';
export interface LockOptions {
    /** Give up after this long. */
    timeoutMs?: number;
    /** A lock older than this is stale whatever its process. */
    staleMs?: number;
    /** Shown in the error when the lock can't be had. */
    displayPath?: string;
}
interface LockOwner {
    pid: number;
    host: string;
    since: string;
    token: string;
}
export declare class LockTimeoutError extends UserError {
    constructor(displayPath: string, owner: LockOwner | null);
}
export declare function withLock<T>(lockPath: string, action: () => Promise<T> | T, options?: LockOptions): Promise<T>;
/** Takes the lock and returns the function that releases it. */
export declare function acquireLock(lockPath: string, options?: LockOptions): Promise<() => void>;
export {};
