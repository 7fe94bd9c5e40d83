// Every git call goes through here: one spawn wrapper, no shell, explicit cwd.
// (simple-git is not used at run time: it buffers whole outputs and keeps the
// process alive longer after git exits; the benchmark measures the difference.)

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${code === null ? 'killed' : `exit ${code}`}): ${stderr.trim().split('\n')[0] ?? ''}`);
    this.name = 'GitError';
  }
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
export async function runGit(args: readonly string[], options: GitOptions): Promise<GitResult> {
  const out: Buffer[] = [];
  const { stderr, code } = await spawnCollecting(args, options, options.env ?? process.env, (chunk) => {
    out.push(chunk);
  });
  return { stdout: Buffer.concat(out).toString('utf8'), stderr, code };
}

/**
 * git flushes its output after every record (every commit of a log) when it
 * writes to a pipe: 50,000 small writes and as many reads here. For reads whose
 * output is consumed as a whole or in bulk, let it buffer (not for commands that
 * run hooks or other programs, which would inherit the variable).
 */
export function batchEnv(env: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  return { ...(env ?? process.env), GIT_FLUSH: '0' };
}

/** Runs git and returns stdout; rejects with GitError on failure. */
export async function git(args: readonly string[], options: GitOptions): Promise<string> {
  return (await runGit(args, options)).stdout;
}

/** The repository's top-level folder, or null when cwd is not inside a work tree. */
export async function findRepoRoot(cwd: string, env?: NodeJS.ProcessEnv): Promise<string | null> {
  const result = await runGit(['rev-parse', '--show-toplevel'], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}

/** Full sha of HEAD, or null in a repository without commits (or outside one). */
export async function headCommit(cwd: string, env?: NodeJS.ProcessEnv): Promise<string | null> {
  const result = await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}

/**
 * Runs git and hands stdout to `onData` chunk by chunk instead of buffering it:
 * for outputs that can be hundreds of megabytes (history walks, blob batches).
 * Read-only commands only: git buffers its output (GIT_FLUSH=0).
 * `onData` returning false stops git early (its exit code is then ignored).
 * Rejects with GitError on a non-zero exit unless allowFailure.
 */
export function streamGit(
  args: readonly string[],
  options: GitOptions,
  onData: (chunk: Buffer) => void | boolean,
): Promise<Omit<GitResult, 'stdout'> & { stopped: boolean }> {
  return spawnCollecting(args, options, batchEnv(options.env), onData);
}

/** The one spawn behind runGit and streamGit. */
function spawnCollecting(
  args: readonly string[],
  options: GitOptions,
  env: NodeJS.ProcessEnv,
  onData: (chunk: Buffer) => void | boolean,
): Promise<Omit<GitResult, 'stdout'> & { stopped: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: options.cwd,
      env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
    });
    const err: Buffer[] = [];
    let failed: unknown = null;
    let stopped = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      if (failed || stopped) return;
      try {
        if (onData(chunk) === false) {
          stopped = true;
          child.kill();
        }
      } catch (error) {
        failed = error;
        child.kill();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (failed) return reject(failed);
      const stderr = Buffer.concat(err).toString('utf8');
      if (code !== 0 && !stopped && !options.allowFailure) reject(new GitError(args, code, stderr));
      else resolve({ stderr, code, stopped });
    });
    if (options.input !== undefined) {
      child.stdin!.on('error', () => {}); // git stopped reading (stopped early or failed): reported by 'close'
      child.stdin!.end(options.input);
    }
  });
}

/** A long-lived git process answering several rounds of requests on stdin (`cat-file --batch`). The caller owns its pipes and ends stdin. */
export function spawnGit(args: readonly string[], options: Pick<GitOptions, 'cwd' | 'env'>): ChildProcessWithoutNullStreams {
  return spawn('git', args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
}
