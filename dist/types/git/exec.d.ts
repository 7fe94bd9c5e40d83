import { type ChildProcessWithoutNullStreams } from 'node:child_process';
export declare class GitError extends Error {
    readonly args: readonly string[];
    readonly code: number | null;
    readonly stderr: string;
    constructor(args: readonly string[], code: number | null, stderr: string);
}
export interface GitOptions {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    /** Written to git's stdin. */
    input?: string;
    /** Kill git after this long and reject. */
    timeoutMs?: number;
    /** Resolve with the result instead of rejecting on a non-zero exit. */
    allowFailure?: boolean;
}
export interface GitResult {
    stdout: string;
    stderr: string;
    code: number | null;
}
/** Runs git with the caller's environment unchanged (it may run hooks) and buffers stdout. */
export declare function runGit(args: readonly string[], options: GitOptions): Promise<GitResult>;
/**
 * git flushes its output after every record (every commit of a log) when it
 * writes to a pipe: 50,000 small writes and as many reads here. For reads whose
 * output is consumed as a whole or in bulk, let it buffer (not for commands that
 * run hooks or other programs, which would inherit the variable).
 */
export declare function batchEnv(env: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv;
/** Runs git and returns stdout; rejects with GitError on failure. */
export declare function git(args: readonly string[], options: GitOptions): Promise<string>;
/** The repository's top-level folder, or null when cwd is not inside a work tree. */
export declare function findRepoRoot(cwd: string, env?: NodeJS.ProcessEnv): Promise<string | null>;
/** Full sha of HEAD, or null in a repository without commits (or outside one). */
export declare function headCommit(cwd: string, env?: NodeJS.ProcessEnv): Promise<string | null>;
/**
 * Runs git and hands stdout to `onData` chunk by chunk instead of buffering it:
 * for outputs that can be hundreds of megabytes (history walks, blob batches).
 * Read-only commands only: git buffers its output (GIT_FLUSH=0).
 * `onData` returning false stops git early (its exit code is then ignored).
 * Rejects with GitError on a non-zero exit unless allowFailure.
 */
export declare function streamGit(args: readonly string[], options: GitOptions, onData: (chunk: Buffer) => void | boolean): Promise<Omit<GitResult, 'stdout'> & {
    stopped: boolean;
}>;
/** A long-lived git process answering several rounds of requests on stdin (`cat-file --batch`). The caller owns its pipes and ends stdin. */
export declare function spawnGit(args: readonly string[], options: Pick<GitOptions, 'cwd' | 'env'>): ChildProcessWithoutNullStreams;
