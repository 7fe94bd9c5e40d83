// A lock file so two processes (a hook and a CLI call, two hooks) never lose
// each other's update. Created with O_EXCL; a lock whose process is gone, or that
// is older than `staleMs`, is taken over.

import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
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

export class LockTimeoutError extends UserError {
  constructor(displayPath: string, owner: LockOwner | null) {
    super(
      owner
        ? `${displayPath} is held by process ${owner.pid} on ${owner.host} since ${owner.since}`
        : `${displayPath} is held by another process`,
      { fix: 'wait for it to finish, or delete the lock file if no such process is running' },
    );
    this.name = 'LockTimeoutError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withLock<T>(lockPath: string, action: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  const release = await acquireLock(lockPath, options);
  try {
    return await action();
  } finally {
    release();
  }
}

/** Takes the lock and returns the function that releases it. */
export async function acquireLock(lockPath: string, options: LockOptions = {}): Promise<() => void> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const staleMs = options.staleMs ?? 10 * 60_000;
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), token: `${process.pid}-${Math.random()}` };
  const deadline = Date.now() + timeoutMs;
  mkdirSync(dirname(lockPath), { recursive: true });
  let wait = 5;
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      return () => releaseLock(lockPath, me.token);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (isStale(lockPath, owner, staleMs)) {
      rmSync(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new LockTimeoutError(options.displayPath ?? lockPath, owner);
    await sleep(Math.min(wait, Math.max(1, deadline - Date.now())));
    wait = Math.min(wait * 2, 100);
  }
}

function releaseLock(lockPath: string, token: string): void {
  // Only remove our own lock: a stale-lock takeover may have replaced it.
  if (readOwner(lockPath)?.token === token) rmSync(lockPath, { force: true });
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.since === 'string') {
      return { pid: parsed.pid, host: String(parsed.host ?? ''), since: parsed.since, token: String(parsed.token ?? '') };
    }
  } catch {
    // Missing, or written by a process that died mid-write.
  }
  return null;
}

function isStale(lockPath: string, owner: LockOwner | null, staleMs: number): boolean {
  if (owner === null) {
    // Unreadable: either its writer died mid-write, or is writing right now.
    try {
      return Date.now() - statSync(lockPath).mtimeMs > 2_000;
    } catch {
      return false;
    }
  }
  const age = Date.now() - Date.parse(owner.since);
  if (!(age < staleMs)) return true;
  if (owner.host !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
