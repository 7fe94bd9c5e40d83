// The Action's GitHub calls against the fake GitHub (real HTTP, every request
// checked against the OpenAPI description): finding and creating the review
// pull request, comments across pages, and failures turned into instructions.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../action/github.js';
import { retryDelay } from '../../action/github.js';
import { ReadOnlyTokenError } from '../../action/errors.js';
import { FakeGitHub, GITHUB_ACTIONS_BOT, workflowToken } from '../support/github-server.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';

const WRITE = 'ghs_write';
const READ = 'ghs_read';
const PAT = 'github_pat_user';
const NO_ACCESS = 'github_pat_other_repo';

let server: FakeGitHub;
let origin: TestRepo;
const logs: string[] = [];

const api = (token = WRITE) =>
  new GitHubApi({ token, apiUrl: server.url, repo: { owner: 'acme', repo: 'widgets' }, userAgent: 'test', log: (m) => logs.push(m), maxWaitMs: 5_000 });

beforeAll(async () => {
  origin = makeRepo({ bare: true });
  const dev = makeRepo();
  dev.write('a.txt', 'a\n');
  dev.commit('base');
  dev.git('push', '-q', origin.dir, 'HEAD:refs/heads/main');
  dev.write('a.txt', 'b\n');
  dev.commit('review');
  dev.git('push', '-q', origin.dir, 'HEAD:refs/heads/discoveries/review');
  server = await FakeGitHub.start({
    owner: 'acme',
    repo: 'widgets',
    origin: origin.dir,
    tokens: {
      [WRITE]: workflowToken({ contents: 'write', pull_requests: 'write' }),
      [READ]: workflowToken(),
      [PAT]: { actor: { login: 'octocat', id: 1, type: 'User' }, installation: false, permissions: { contents: 'write', pull_requests: 'write', issues: 'write' } },
      [NO_ACCESS]: { ...workflowToken({ pull_requests: 'write' }), repositories: ['acme/other'] },
    },
  });
});

afterEach(() => {
  expect(server.invalid).toEqual([]);
  server.pulls.length = 0;
  server.actionsMayCreatePullRequests = true;
});

afterAll(async () => {
  await server.close();
  removeRepos();
});

describe('the review pull request', () => {
  it('is found by head and base, and created when there is none', async () => {
    expect(await api().findOpenPull('discoveries/review', 'main')).toBeNull();
    const { pull, created } = await api().createPull({ branch: 'discoveries/review', base: 'main', title: 'T', body: 'B', draft: true });
    expect(created).toBe(true);
    expect(server.pulls[0]).toMatchObject({ head: 'discoveries/review', base: 'main', draft: true, user: GITHUB_ACTIONS_BOT });
    expect((await api().findOpenPull('discoveries/review', 'main'))?.number).toBe(pull.number);
    expect(await api().findOpenPull('discoveries/review', 'develop')).toBeNull();
  });

  it('is reused when GitHub says one already exists (another run was faster)', async () => {
    const raced = server.addPull({ head: 'discoveries/review', base: 'main', user: GITHUB_ACTIONS_BOT });
    // The list is stale for one call, as it can be right after another run created it.
    server.failNext({ match: 'pulls/list', status: 200, body: [] as unknown as Record<string, unknown> });
    const first = await api().findOpenPull('discoveries/review', 'main');
    expect(first).toBeNull();
    const { pull, created } = await api().createPull({ branch: 'discoveries/review', base: 'main', title: 'T', body: 'B', draft: false });
    expect(created).toBe(false);
    expect(pull.number).toBe(raced.number);
  });

  it('explains the repository setting when Actions may not create pull requests', async () => {
    server.actionsMayCreatePullRequests = false;
    await expect(api().createPull({ branch: 'discoveries/review', base: 'main', title: 'T', body: 'B', draft: false })).rejects.toThrow(
      /not permitted to create or approve pull requests in acme\/widgets\. Enable it under Settings → Actions → General → Workflow permissions/,
    );
  });

  it('names the missing permission for a read-only token', async () => {
    const error = await api(READ)
      .createPull({ branch: 'discoveries/review', base: 'main', title: 'T', body: 'B', draft: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadOnlyTokenError);
    expect((error as Error).message).toContain("the token lacks pull-requests: write (403 Resource not accessible by integration). Add 'permissions: { pull-requests: write }'");
  });

  it('says the token cannot see the repository on a 404', async () => {
    await expect(api(NO_ACCESS).findOpenPull('discoveries/review', 'main')).rejects.toThrow(/404 Not Found for acme\/widgets.*fine-grained PAT needs this repository selected/);
  });
});

describe('comments', () => {
  it('reads every page (more than 100 comments)', async () => {
    server.addPull({ number: 7, head: 'feature', base: 'main', user: { login: 'octocat', id: 1, type: 'User' } });
    for (let i = 0; i < 230; i++) server.addComment(7, `comment ${i}`, i % 2 ? GITHUB_ACTIONS_BOT : { login: 'octocat', id: 1, type: 'User' });
    const comments = await api().listComments(7);
    expect(comments).toHaveLength(230);
    expect(comments[229]!.body).toBe('comment 229');
    expect(server.requests.filter((r) => r.operationId === 'issues/list-comments' && r.status === 200).length).toBeGreaterThanOrEqual(3);
  });

  it('knows who it is with a PAT, and not with an installation token', async () => {
    expect(await api(PAT).viewerLogin()).toBe('octocat');
    expect(await api(WRITE).viewerLogin()).toBeNull();
  });
});

describe('rate limits', () => {
  it('waits as long as GitHub says and retries', async () => {
    server.failNext({ match: 'pulls/list', status: 429, body: { message: 'You have exceeded a secondary rate limit.' }, headers: { 'retry-after': '1' } });
    const started = Date.now();
    expect(await api().findOpenPull('discoveries/review', 'main')).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(logs.some((l) => l.includes('GitHub answered 429') && l.includes('retrying in 1s'))).toBe(true);
  });

  it('gives up with the reset time when the limit is used up for longer than it may wait', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600;
    server.failNext({
      match: 'pulls/list',
      status: 403,
      body: { message: 'API rate limit exceeded for installation ID 1.' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    });
    await expect(api().findOpenPull('discoveries/review', 'main')).rejects.toThrow(
      new RegExp(`rate limit is used up until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`),
    );
  });

  it('computes the wait from retry-after, the reset time, or backs off', () => {
    const error = (status: number, headers: Record<string, string>, message = 'x') => ({ status, message, response: { data: { message }, headers } });
    const now = 1_000_000_000_000;
    expect(retryDelay(error(429, { 'retry-after': '3' }), 0, 60_000, now)).toBe(3000);
    expect(retryDelay(error(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 10) }), 0, 60_000, now)).toBe(11_000);
    expect(retryDelay(error(403, {}, 'You have exceeded a secondary rate limit'), 0, 120_000, now)).toBe(60_000);
    expect(retryDelay(error(503, {}), 1, 60_000, now)).toBe(2000);
    expect(retryDelay(error(403, {}, 'Resource not accessible by integration'), 0, 60_000, now)).toBeNull();
    expect(retryDelay(error(422, {}), 0, 60_000, now)).toBeNull();
  });
});
