// The fake GitHub is only worth something if it refuses what GitHub would
// refuse; these tests show it does, through real HTTP requests.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHub, workflowToken, GITHUB_ACTIONS_BOT } from '../support/github-server.js';
import { githubValidator } from '../support/openapi-validator.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';

const q = (s = '') => new URLSearchParams(s);

describe('OpenAPI request validator', () => {
  const v = githubValidator();

  it('accepts requests GitHub documents', () => {
    expect(v.check({ method: 'GET', path: '/repos/acme/widgets/pulls', query: q('state=open&head=acme:x&base=main&per_page=10'), body: undefined })).toMatchObject({
      ok: true,
      operationId: 'pulls/list',
    });
    expect(v.check({ method: 'POST', path: '/repos/acme/widgets/issues/3/labels', query: q(), body: { labels: ['discoveries'] } })).toMatchObject({ ok: true });
    expect(v.check({ method: 'PATCH', path: '/repos/acme/widgets/pulls/7', query: q(), body: { state: 'closed' } })).toMatchObject({ ok: true });
  });

  it('prefers literal path segments over parameters', () => {
    expect(v.check({ method: 'GET', path: '/repos/acme/widgets/pulls/comments', query: q(), body: undefined })).toMatchObject({
      operationId: 'pulls/list-review-comments-for-repo',
    });
  });

  it('lets multi-segment parameters span slashes', () => {
    expect(v.check({ method: 'DELETE', path: '/repos/acme/widgets/git/refs/heads/discoveries/review', query: q(), body: undefined })).toMatchObject({
      ok: true,
      params: { ref: 'heads/discoveries/review' },
    });
  });

  it.each([
    ['an unknown path', { method: 'GET', path: '/repos/acme/widgets/pull', query: q(), body: undefined }, 'no GitHub REST path'],
    ['a method the path lacks', { method: 'PUT', path: '/user', query: q(), body: undefined }, 'PUT is not an operation'],
    ['a non-integer path parameter', { method: 'PATCH', path: '/repos/acme/widgets/pulls/abc', query: q(), body: {} }, 'pull_number="abc" should be integer'],
    ['a value outside the enum', { method: 'GET', path: '/repos/acme/widgets/pulls', query: q('state=opened'), body: undefined }, 'not one of ["open","closed","all"]'],
    ['an unknown query parameter', { method: 'GET', path: '/repos/acme/widgets/pulls', query: q('per-page=100'), body: undefined }, 'unknown query parameter per-page'],
    ['a missing required property', { method: 'POST', path: '/repos/acme/widgets/pulls', query: q(), body: { title: 'x', base: 'main' } }, 'body.head is required'],
    ['an unknown property', { method: 'POST', path: '/repos/acme/widgets/pulls', query: q(), body: { head: 'x', base: 'main', draf: true } }, 'body.draf is not a known property'],
    ['a property of the wrong type', { method: 'POST', path: '/repos/acme/widgets/pulls', query: q(), body: { head: 'x', base: 'main', draft: 'true' } }, 'body.draft should be boolean'],
    ['an array below minItems', { method: 'POST', path: '/repos/acme/widgets/issues/3/labels', query: q(), body: { labels: [] } }, 'fewer than 1 items'],
    ['a body where none is taken', { method: 'GET', path: '/user', query: q(), body: {} }, 'takes no JSON body'],
    ['a missing required body', { method: 'POST', path: '/repos/acme/widgets/issues/3/comments', query: q(), body: undefined }, 'a JSON body is required'],
  ])('rejects %s', (_name, request, message) => {
    const result = v.check(request);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(message);
  });
});

describe('fake GitHub server', () => {
  let server: FakeGitHub;
  const token = 'ghs_workflowtoken';
  const readOnly = 'ghs_readonlytoken';

  beforeAll(async () => {
    const origin = makeRepo({ bare: true });
    server = await FakeGitHub.start({
      owner: 'acme',
      repo: 'widgets',
      origin: origin.dir,
      tokens: { [token]: workflowToken({ contents: 'write', pull_requests: 'write' }), [readOnly]: workflowToken() },
    });
  });
  afterAll(async () => {
    await server.close();
    removeRepos();
  });

  const call = (method: string, path: string, body?: unknown, auth = token) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `token ${auth}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('answers 400 to a request GitHub would not accept, and remembers it', async () => {
    const response = await call('POST', '/repos/acme/widgets/pulls', { head: 'x', base: 'main', draf: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('body.draf is not a known property');
    expect(server.invalid.at(-1)?.error).toContain('draf');
    server.invalid.length = 0;
  });

  it('refuses writes to a read-only token as GitHub does for fork pull requests', async () => {
    server.addPull({ number: 5, head: 'feature', base: 'main', user: { login: 'octocat', id: 1, type: 'User' } });
    const response = await call('POST', '/repos/acme/widgets/issues/5/comments', { body: 'hi' }, readOnly);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe('Resource not accessible by integration');
  });

  it('pages comments with Link headers, 100 at most per page', async () => {
    for (let i = 0; i < 150; i++) server.addComment(5, `comment ${i}`, GITHUB_ACTIONS_BOT);
    const first = await call('GET', '/repos/acme/widgets/issues/5/comments?per_page=100');
    expect(((await first.json()) as unknown[]).length).toBe(100);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await fetch(next!, { headers: { authorization: `token ${token}` } });
    expect(((await second.json()) as unknown[]).length).toBe(50);
    expect(second.headers.get('link')).not.toContain('rel="next"');
  });

  it('answers 404 for a repository the token cannot see and 401 for an unknown token', async () => {
    expect((await call('GET', '/repos/acme/other/pulls')).status).toBe(404);
    expect((await call('GET', '/repos/acme/widgets/pulls', undefined, 'nope')).status).toBe(401);
  });

  it('plays back canned failures such as rate limits, once', async () => {
    server.failNext({ match: 'pulls/list', status: 429, body: { message: 'You have exceeded a secondary rate limit.' }, headers: { 'retry-after': '1' } });
    expect((await call('GET', '/repos/acme/widgets/pulls')).status).toBe(429);
    expect((await call('GET', '/repos/acme/widgets/pulls')).status).toBe(200);
  });
});
