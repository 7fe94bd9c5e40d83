// The watermark: per branch, the last commit the hooks checked. Every check
// covers watermark..HEAD, so commits that fired no hook (reset, fetch + reset,
// a skipped cherry-pick, a hook that lost the lock race) are caught up by the
// next one, and a rebase is checked once at its end.

import { existsSync, readFileSync } from 'node:fs';
import { runGit } from '../git/exec.js';
import { writeFileAtomic } from '../store/atomic.js';
import { watermarkFile, type HookGit } from './git-state.js';
import type { HookName } from './skip.js';

export function readWatermark(git: HookGit, ref: string | null): string | null {
  const file = watermarkFile(git, ref);
  if (!existsSync(file)) return null;
  const sha = readFileSync(file, 'utf8').trim();
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
}

export function writeWatermark(git: HookGit, ref: string | null, sha: string): void {
  // Not flushed to disk: a watermark lost in a crash only means those commits are checked again.
  writeFileAtomic(watermarkFile(git, ref), `${sha}\n`, { durable: false });
}

/** What to check: `base..head`, all of head's history (`base` null), or nothing. */
export type CheckRange = { kind: 'range'; base: string | null; head: string; reason: string } | { kind: 'none'; reason: string };

export function formatRange(range: Extract<CheckRange, { kind: 'range' }>): string | null {
  return range.base === null ? null : `${range.base}..${range.head}`;
}

/**
 * The commits to check at `head`. With a watermark: what is reachable from HEAD
 * and not from the watermark (after an amend or a rebase the watermark is not an
 * ancestor; their merge base is where the new commits start). Without one (a
 * new branch, a first run): what this event brought in, or nothing for a checkout.
 */
export async function rangeToCheck(
  git: HookGit,
  hook: HookName,
  head: string,
  watermark: string | null,
  env: NodeJS.ProcessEnv,
): Promise<CheckRange> {
  const cwd = git.workTree;
  if (watermark !== null) {
    if (watermark === head) return { kind: 'none', reason: 'nothing new since the last check' };
    const base = await mergeBase(cwd, env, watermark, head);
    if (base === head) return { kind: 'none', reason: 'HEAD moved back; nothing new' };
    if (base !== null) return { kind: 'range', base, head, reason: base === watermark ? 'since the last check' : 'since the last check (history rewritten)' };
    // The watermark is gone or unrelated (a branch recreated elsewhere): start over from this event.
  }
  switch (hook) {
    case 'post-commit': {
      const parent = await revParse(cwd, env, `${head}^1`);
      return { kind: 'range', base: parent, head, reason: 'this commit' };
    }
    case 'post-merge':
    case 'post-rewrite': {
      const before = await revParse(cwd, env, 'ORIG_HEAD');
      const base = before ? await mergeBase(cwd, env, before, head) : null;
      if (base === null || base === head) return { kind: 'none', reason: 'no earlier commit to compare with' };
      return { kind: 'range', base, head, reason: hook === 'post-merge' ? 'this merge' : 'this rebase' };
    }
    default:
      return { kind: 'none', reason: 'first check on this branch: starting here' };
  }
}

async function revParse(cwd: string, env: NodeJS.ProcessEnv, name: string): Promise<string | null> {
  const result = await runGit(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}

async function mergeBase(cwd: string, env: NodeJS.ProcessEnv, a: string, b: string): Promise<string | null> {
  const result = await runGit(['merge-base', a, b], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() || null : null;
}
