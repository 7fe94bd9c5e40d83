// Everything an Action run needs, real: a bare repository as `origin` on
// "GitHub", a developer's clone that pushes to it, the fake GitHub API in front
// of it, and fresh runner checkouts made the way actions/checkout makes them.

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeRepo, type TestRepo } from './git-repo.js';
import { FakeGitHub, workflowToken, type Actor, type TokenGrant } from './github-server.js';
import { runAction, type ActionResult } from './action.js';
import { pullRequestPayload, pushPayload, type PullRequestEvent } from './webhook-payloads.js';

export const OWNER = 'acme';
export const REPO = 'widgets';
export const ZERO = '0'.repeat(40);

/** A GITHUB_TOKEN with what the README's push workflow grants. */
export const TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';

export interface RunOptions {
  inputs?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
  /** actions/checkout's fetch-depth (0: everything). */
  depth?: number;
  token?: string;
}

export class ActionWorld {
  private constructor(
    readonly origin: TestRepo,
    readonly dev: TestRepo,
    readonly server: FakeGitHub,
  ) {}

  static async create(tokens: Record<string, TokenGrant> = {}): Promise<ActionWorld> {
    const origin = makeRepo({ bare: true });
    const server = await FakeGitHub.start({
      owner: OWNER,
      repo: REPO,
      origin: origin.dir,
      tokens: { [TOKEN]: workflowToken({ contents: 'write', pull_requests: 'write' }), ...tokens },
    });
    const dev = makeRepo();
    dev.git('remote', 'add', 'origin', origin.dir);
    return new ActionWorld(origin, dev, server);
  }

  async close(): Promise<void> {
    await this.server.close();
  }

  /** Writes the store (one JSON record per line). */
  writeStore(records: object[], path = '.axiom/cases.jsonl'): void {
    this.dev.write(path, records.map((r) => `${JSON.stringify(r)}\n`).join(''));
  }

  /** Pushes the developer's branch to origin; returns the before and after shas. */
  push(branch = 'main', options: { force?: boolean } = {}): { before: string; after: string } {
    const before = this.originSha(branch) ?? ZERO;
    this.dev.git('push', '-q', ...(options.force ? ['--force'] : []), 'origin', `HEAD:refs/heads/${branch}`);
    return { before, after: this.dev.head() };
  }

  originSha(ref: string): string | null {
    try {
      return this.origin.git('rev-parse', '--verify', '--quiet', ref.startsWith('refs/') ? ref : `refs/heads/${ref}`);
    } catch {
      return null;
    }
  }

  /**
   * A fresh runner checkout, made as actions/checkout makes it: the branch (or
   * refs/pull ref) fetched, `sha` (default: its tip) checked out detached, and
   * checkout's token left in the config as an extra header.
   */
  checkout(ref: string, depth = 0, sha?: string): string {
    const dir = join(this.dev.dir, '..', `runner-${Math.random().toString(36).slice(2, 8)}`);
    mkdirSync(dir);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: this.dev.env, stdio: 'pipe' });
    git('init', '-q');
    git('remote', 'add', 'origin', depth > 0 ? `file://${this.origin.dir}` : this.origin.dir);
    const depthArgs = depth > 0 ? [`--depth=${depth}`] : [];
    if (depth === 0) git('fetch', '-q', '--no-tags', 'origin', '+refs/heads/*:refs/remotes/origin/*');
    const local = ref.startsWith('refs/pull/') ? 'refs/remotes/pull/merge' : `refs/remotes/origin/${ref}`;
    git('fetch', '-q', '--no-tags', ...depthArgs, 'origin', `+${sha ?? (ref.startsWith('refs/') ? ref : `refs/heads/${ref}`)}:${local}`);
    git('checkout', '-q', '--detach', local);
    git('config', `http.${this.server.url}/.extraheader`, 'AUTHORIZATION: basic Y2hlY2tvdXQ6Y2hlY2tvdXQtdG9rZW4=');
    return dir;
  }

  /** Runs the Action as the push workflow would after `push()`. */
  async runPush(push: { before: string; after: string; forced?: boolean; ref?: string }, options: RunOptions = {}): Promise<ActionResult> {
    const ref = push.ref ?? 'refs/heads/main';
    const branch = ref.replace('refs/heads/', '');
    const known = ref.startsWith('refs/heads/') && this.originSha(branch);
    const workspace = this.checkout(known ? branch : 'main', options.depth ?? 0, known ? push.after : undefined);
    return runAction({
      workspace,
      home: join(this.dev.dir, '..', 'home'),
      repository: `${OWNER}/${REPO}`,
      eventName: 'push',
      payload: pushPayload({ owner: OWNER, repo: REPO }, { ref, before: push.before, after: push.after, forced: push.forced }),
      sha: push.after,
      ref,
      apiUrl: this.server.url,
      inputs: { 'github-token': options.token ?? TOKEN, ...options.inputs },
      env: options.env,
    });
  }

  /**
   * Opens pull request `number` from the developer's `branch` into main, as
   * GitHub would: refs/pull/N/head and the test merge refs/pull/N/merge in origin.
   */
  openPullRequest(number: number, branch: string, options: { author?: Actor; fork?: string } = {}): PullRequestEvent {
    const author = options.author ?? { login: 'octocat', id: 583231, type: 'User' as const };
    const head = this.dev.git('rev-parse', branch);
    this.dev.git('push', '-q', '--force', 'origin', `${head}:refs/pull/${number}/head`);
    const base = this.originSha('main')!;
    const merge = join(this.dev.dir, '..', `merge-${number}-${Math.random().toString(36).slice(2, 6)}`);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: merge, env: this.dev.env, stdio: 'pipe' }).toString().trim();
    execFileSync('git', ['clone', '-q', this.origin.dir, merge], { env: this.dev.env, stdio: 'pipe' });
    git('config', 'user.name', 'GitHub');
    git('config', 'user.email', 'noreply@github.com');
    git('config', 'commit.gpgsign', 'false');
    git('fetch', '-q', 'origin', `refs/pull/${number}/head`);
    git('checkout', '-q', '--detach', base);
    git('merge', '-q', '--no-ff', '-m', `Merge ${head} into ${base}`, head);
    git('push', '-q', '--force', 'origin', `HEAD:refs/pull/${number}/merge`);
    const existing = this.server.pulls.find((p) => p.number === number);
    if (existing) existing.headSha = head;
    else {
      this.server.addPull({ number, head: branch, headOwner: options.fork ?? OWNER, headSha: head, base: 'main', user: author, title: `Pull request ${number}` });
    }
    return { number, base: { ref: 'main', sha: base }, head: { ref: branch, sha: head }, author: author.login, forkOwner: options.fork };
  }

  async runPullRequest(event: PullRequestEvent, options: RunOptions = {}): Promise<ActionResult> {
    const workspace = this.checkout(`refs/pull/${event.number}/merge`, options.depth ?? 0);
    const merge = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: workspace, env: this.dev.env }).toString().trim();
    return runAction({
      workspace,
      home: join(this.dev.dir, '..', 'home'),
      repository: `${OWNER}/${REPO}`,
      eventName: 'pull_request',
      payload: pullRequestPayload({ owner: OWNER, repo: REPO }, event),
      sha: merge,
      ref: `refs/pull/${event.number}/merge`,
      apiUrl: this.server.url,
      inputs: { 'github-token': options.token ?? TOKEN, ...options.inputs },
      env: options.env,
    });
  }

  /** Makes origin refuse pushes, as GitHub does for a token without contents: write. */
  refusePushes(): void {
    const hook = join(this.origin.dir, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "Permission to acme/widgets.git denied to github-actions[bot]." >&2\nexit 1\n', { mode: 0o755 });
  }

  /** The file as the review branch on origin has it. */
  reviewFile(path: string, branch = 'discoveries/review'): string {
    return this.origin.git('show', `refs/heads/${branch}:${path}`);
  }
}
