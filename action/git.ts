// The git side of the Action, through src/git/exec.ts: history depth, the
// review branch (rebuilt in a temporary worktree from the base branch's tip,
// committed as github-actions[bot], pushed with a lease), and the credentials
// for those pushes.

import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { git, runGit } from '../src/git/exec.js';
import { explainGitError, ActionError } from './errors.js';

export const BOT_NAME = 'github-actions[bot]';
export const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com';

/** Where the Action keeps what it fetches, apart from the user's branches and remote-tracking refs. */
const PRIVATE_REF = 'refs/discovery-curator';

export interface GitContext {
  cwd: string;
  /** The environment for every git call (with the push credentials when there are any). */
  env: NodeJS.ProcessEnv;
  remote: string;
}

// Hooks never run: a checkout may have hooks installed (husky after `npm ci`),
// and a pull request's code must never execute.
const SAFE = ['-c', 'core.hooksPath=/dev/null'];

function run(context: GitContext, args: string[], options: { cwd?: string; allowFailure?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  return runGit([...SAFE, ...args], { cwd: options.cwd ?? context.cwd, env: options.env ?? context.env, allowFailure: options.allowFailure });
}

async function out(context: GitContext, args: string[], cwd?: string): Promise<string> {
  return (await git([...SAFE, ...args], { cwd: cwd ?? context.cwd, env: context.env })).trim();
}

/**
 * The environment git needs to push with `token`. actions/checkout leaves its
 * own token in the repository config as an `http.<server>/.extraheader`; adding
 * ours next to it would send two Authorization headers, which GitHub rejects.
 * An empty value first resets the list, then ours is the only one. Passed in the
 * environment (GIT_CONFIG_*), so the token never appears on a command line.
 */
export function gitAuthEnv(base: NodeJS.ProcessEnv, serverUrl: string, token: string): NodeJS.ProcessEnv {
  const key = `http.${new URL(serverUrl).origin}/.extraheader`;
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
  const env: NodeJS.ProcessEnv = { ...base, GIT_TERMINAL_PROMPT: '0' };
  let count = Number(base.GIT_CONFIG_COUNT ?? '0');
  if (!Number.isInteger(count) || count < 0) count = 0;
  for (const value of ['', header]) {
    env[`GIT_CONFIG_KEY_${count}`] = key;
    env[`GIT_CONFIG_VALUE_${count}`] = value;
    count += 1;
  }
  env.GIT_CONFIG_COUNT = String(count);
  return env;
}

/** The base64 form of the token inside the header, which must be masked as well. */
export function basicAuthSecret(token: string): string {
  return Buffer.from(`x-access-token:${token}`).toString('base64');
}

export async function unshallow(context: GitContext): Promise<void> {
  try {
    await out(context, ['fetch', '--unshallow', '--no-tags', '--quiet', context.remote]);
  } catch (error) {
    throw explainGitError(error, 'fetch the full history (unshallow)');
  }
}

export async function hasCommit(context: GitContext, sha: string): Promise<boolean> {
  return (await run(context, ['cat-file', '-e', `${sha}^{commit}`], { allowFailure: true })).code === 0;
}

/** Makes sure a commit is present, fetching `refspec` from the remote if it is not. */
export async function ensureCommit(context: GitContext, sha: string, refspec: string): Promise<void> {
  if (await hasCommit(context, sha)) return;
  const fetched = await run(context, ['fetch', '--no-tags', '--quiet', context.remote, refspec], { allowFailure: true });
  if (fetched.code !== 0 || !(await hasCommit(context, sha))) {
    throw new ActionError(`Commit ${sha.slice(0, 12)} is not in the checkout and could not be fetched: set fetch-depth: 0 on actions/checkout`);
  }
}

export async function mergeBase(context: GitContext, a: string, b: string): Promise<string> {
  const result = await run(context, ['merge-base', a, b], { allowFailure: true });
  if (result.code !== 0) {
    throw new ActionError(`Can't find where the pull request branched off (no merge base of ${a.slice(0, 12)} and ${b.slice(0, 12)}): set fetch-depth: 0 on actions/checkout`);
  }
  return result.stdout.trim();
}

export async function headSha(context: GitContext): Promise<string> {
  return out(context, ['rev-parse', 'HEAD']);
}

/** The tip of a branch on the remote, or null when it does not exist. */
export async function remoteBranchSha(context: GitContext, branch: string): Promise<string | null> {
  try {
    const listing = await out(context, ['ls-remote', '--heads', context.remote, `refs/heads/${branch}`]);
    const line = listing.split('\n').find((l) => l.endsWith(`\trefs/heads/${branch}`));
    return line ? line.split('\t')[0]! : null;
  } catch (error) {
    throw explainGitError(error, `read the branches of ${context.remote}`);
  }
}

/** Fetches a remote branch into the Action's own ref namespace and returns its sha. */
export async function fetchBranch(context: GitContext, branch: string, name: string): Promise<string> {
  const local = `${PRIVATE_REF}/${name}`;
  try {
    await out(context, ['fetch', '--no-tags', '--quiet', '--no-write-fetch-head', context.remote, `+refs/heads/${branch}:${local}`]);
  } catch (error) {
    throw explainGitError(error, `fetch ${branch}`);
  }
  return out(context, ['rev-parse', local]);
}

/** The committer date of a commit: a time that is the same on every rerun. */
export async function commitDate(context: GitContext, sha: string): Promise<Date> {
  return new Date(await out(context, ['show', '-s', '--format=%cI', sha]));
}

export async function commitTreeAndParents(context: GitContext, sha: string): Promise<{ tree: string; parents: string[] }> {
  const [tree, ...parents] = (await out(context, ['show', '-s', '--format=%T %P', sha])).split(' ').filter(Boolean);
  return { tree: tree!, parents };
}

/**
 * Checks out `sha` in a temporary worktree, lets `change` edit files there, and
 * returns the tree git would commit (everything staged), or null when nothing changed.
 */
export async function treeAfterChange(context: GitContext, sha: string, tempDir: string, change: (dir: string) => Promise<void>): Promise<string | null> {
  const dir = join(mkdtempSync(join(tempDir, 'discovery-curator-')), 'worktree');
  const env = { ...context.env, GIT_LFS_SKIP_SMUDGE: '1' };
  await run(context, ['worktree', 'add', '--detach', '--quiet', dir, sha], { env });
  try {
    await change(dir);
    await run(context, ['add', '-A'], { cwd: dir });
    const tree = (await run(context, ['write-tree'], { cwd: dir })).stdout.trim();
    const before = (await commitTreeAndParents(context, sha)).tree;
    return tree === before ? null : tree;
  } finally {
    await run(context, ['worktree', 'remove', '--force', dir], { allowFailure: true });
    rmSync(join(dir, '..'), { recursive: true, force: true });
    await run(context, ['worktree', 'prune'], { allowFailure: true });
  }
}

/** A commit by github-actions[bot] with the given tree on top of `parent`. */
export async function commitTree(context: GitContext, input: { tree: string; parent: string; message: string; now: Date }): Promise<string> {
  const date = input.now.toISOString();
  const env = {
    ...context.env,
    GIT_AUTHOR_NAME: BOT_NAME,
    GIT_AUTHOR_EMAIL: BOT_EMAIL,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_NAME: BOT_NAME,
    GIT_COMMITTER_EMAIL: BOT_EMAIL,
    GIT_COMMITTER_DATE: date,
  };
  const result = await runGit([...SAFE, 'commit-tree', input.tree, '-p', input.parent, '-F', '-'], { cwd: context.cwd, env, input: input.message });
  return result.stdout.trim();
}

/**
 * Points the remote branch at `sha`, but only if it is still where we saw it
 * (`expected`, or absent when null): a run that raced us is never overwritten.
 */
export async function pushBranch(context: GitContext, input: { sha: string; branch: string; expected: string | null }): Promise<void> {
  const ref = `refs/heads/${input.branch}`;
  try {
    await out(context, ['push', '--quiet', '--no-verify', `--force-with-lease=${ref}:${input.expected ?? ''}`, context.remote, `${input.sha}:${ref}`]);
  } catch (error) {
    throw explainGitError(error, `push the review branch ${input.branch}`);
  }
}

export async function deleteBranch(context: GitContext, input: { branch: string; expected: string }): Promise<void> {
  const ref = `refs/heads/${input.branch}`;
  try {
    await out(context, ['push', '--quiet', '--no-verify', `--force-with-lease=${ref}:${input.expected}`, context.remote, `:${ref}`]);
  } catch (error) {
    throw explainGitError(error, `delete the review branch ${input.branch}`);
  }
}
