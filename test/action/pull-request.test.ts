// The Action on pull requests, end to end: one sticky comment listing what the
// pull request's own commits make outdated, found again across pages, edited
// only when it changes, resolved when nothing is left; fork and Dependabot
// pull requests (read-only tokens) still get the summary and outputs.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ActionWorld } from '../support/action-world.js';
import { runBuiltCli } from '../support/cli.js';
import { removeRepos } from '../support/git-repo.js';
import { GITHUB_ACTIONS_BOT, workflowToken, type Actor } from '../support/github-server.js';

const MARKER = '<!-- discovery-curator:pr-comment .axiom/cases.jsonl -->';
const OCTOCAT: Actor = { login: 'octocat', id: 583231, type: 'User' };
const READ_ONLY = 'ghs_read_only';

function cli(world: ActionWorld, ...args: string[]): void {
  const result = runBuiltCli(args, { cwd: world.dev.dir, env: world.dev.env });
  if (result.code !== 0) throw new Error(`discoveries ${args.join(' ')} failed: ${result.stderr}`);
}

async function seededWorld(): Promise<ActionWorld> {
  const world = await ActionWorld.create({ [READ_ONLY]: workflowToken() });
  world.dev.write('src/http.ts', 'export function retry() {\n  return 3;\n}\n');
  world.dev.write('src/db.ts', 'export const pool = 10;\n');
  world.dev.commit('code');
  cli(world, 'add', 'HTTP retries live in `src/http.ts`');
  cli(world, 'add', 'The database pool is created in `src/db.ts`');
  world.dev.commit('discoveries');
  world.push();
  return world;
}

describe('the sticky comment', () => {
  let world: ActionWorld;
  let commentId = 0;

  beforeAll(async () => {
    world = await seededWorld();
  });
  afterEach(() => expect(world.server.invalid).toEqual([]));
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('lists what the pull request makes outdated, with the fix', async () => {
    world.dev.git('checkout', '-q', '-b', 'remove-http');
    world.dev.remove('src/http.ts');
    world.dev.commit('Remove the HTTP client');
    const event = world.openPullRequest(5, 'remove-http');
    const result = await world.runPullRequest(event);
    expect(result.code, result.log).toBe(0);
    const comments = world.server.commentsOn(5);
    expect(comments).toHaveLength(1);
    const comment = comments[0]!;
    commentId = comment.id;
    expect(comment.user).toEqual(GITHUB_ACTIONS_BOT);
    expect(comment.body.startsWith(MARKER)).toBe(true);
    expect(comment.body).toContain('### Discoveries this pull request makes outdated');
    expect(comment.body).toContain('| `disc-001` | active → outdated |');
    expect(comment.body).not.toContain('disc-002');
    expect(comment.body).toContain('npx discoveries check --range origin/main..HEAD');
    expect(result.outputs).toMatchObject({
      'comment-operation': 'created',
      'pull-request-number': '5',
      'pull-request-operation': 'none',
      'outdated-count': '1',
      'outdated-ids': '["disc-001"]',
    });
    expect(result.annotations).toContainEqual(expect.objectContaining({ level: 'warning', properties: expect.objectContaining({ file: '.axiom/cases.jsonl', line: '1' }) }));
    // The base branch is untouched: no review branch, no pull request opened.
    expect(world.originSha('discoveries/review')).toBeNull();
    expect(world.server.pulls).toHaveLength(1);
  });

  it('leaves the comment alone when a new commit changes nothing it says', async () => {
    world.dev.write('docs/notes.md', 'notes\n');
    world.dev.commit('Add notes');
    const result = await world.runPullRequest(world.openPullRequest(5, 'remove-http'));
    expect(result.code, result.log).toBe(0);
    expect(result.outputs['comment-operation']).toBe('none');
    expect(world.server.requests.filter((r) => r.operationId === 'issues/update-comment')).toEqual([]);
    expect(world.server.commentsOn(5)).toHaveLength(1);
  });

  it('finds its comment among more than 100 others (by marker and author) and edits it', async () => {
    // A busy pull request: 150 comments before ours (so it is on the second
    // page), one of them a person quoting our marker.
    const existing = world.server.comments.find((c) => c.id === commentId)!;
    world.server.comments.splice(world.server.comments.indexOf(existing), 1);
    for (let i = 0; i < 150; i++) world.server.addComment(5, i === 70 ? `${MARKER}\n> quoting the bot` : `review comment ${i}`, OCTOCAT);
    commentId = world.server.addComment(5, existing.body, existing.user).id;
    world.dev.remove('src/db.ts');
    world.dev.commit('Remove the database too');
    const result = await world.runPullRequest(world.openPullRequest(5, 'remove-http'));
    expect(result.code, result.log).toBe(0);
    expect(result.outputs['comment-operation']).toBe('updated');
    const ours = world.server.commentsOn(5).filter((c) => c.user.login === GITHUB_ACTIONS_BOT.login);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.id).toBe(commentId);
    expect(ours[0]!.body).toContain('`disc-002`');
    expect(world.server.commentsOn(5).find((c) => c.body.includes('quoting the bot'))!.body).not.toContain('disc-002');
    expect(world.server.requests.filter((r) => r.operationId === 'issues/list-comments').length).toBeGreaterThanOrEqual(2);
  });

  it('marks the comment resolved when the pull request fixes the store', async () => {
    cli(world, 'outdate', 'disc-001', 'disc-002', '--reason', 'removed in this pull request');
    world.dev.commit('Outdate the discoveries this pull request breaks');
    const result = await world.runPullRequest(world.openPullRequest(5, 'remove-http'));
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ 'comment-operation': 'resolved', 'outdated-count': '0' });
    const ours = world.server.commentsOn(5).find((c) => c.id === commentId)!;
    expect(ours.body.startsWith(MARKER)).toBe(true);
    expect(ours.body).toContain('✅ Resolved');
    const again = await world.runPullRequest(world.openPullRequest(5, 'remove-http'));
    expect(again.outputs['comment-operation']).toBe('none');
  });

  it('writes no comment on a pull request that breaks nothing', async () => {
    world.dev.git('checkout', '-q', 'main');
    world.dev.git('checkout', '-q', '-b', 'docs-only');
    world.dev.write('docs/guide.md', 'guide\n');
    world.dev.commit('Add a guide');
    const result = await world.runPullRequest(world.openPullRequest(6, 'docs-only'));
    expect(result.code, result.log).toBe(0);
    expect(world.server.commentsOn(6)).toEqual([]);
    expect(result.outputs['comment-operation']).toBe('none');
  });
});

describe('read-only tokens', () => {
  let world: ActionWorld;

  beforeAll(async () => {
    world = await seededWorld();
  });
  afterEach(() => expect(world.server.invalid).toEqual([]));
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('on a fork pull request: still checks, writes the summary and outputs, warns, and succeeds', async () => {
    world.dev.git('checkout', '-q', '-b', 'patch-1', 'main');
    world.dev.remove('src/http.ts');
    world.dev.commit('Remove the HTTP client (from a fork)');
    const event = world.openPullRequest(7, 'patch-1', { fork: 'contributor', author: { login: 'contributor', id: 99, type: 'User' } });
    const result = await world.runPullRequest(event, { token: READ_ONLY });
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ 'outdated-count': '1', 'outdated-ids': '["disc-001"]', 'comment-operation': 'none' });
    expect(result.summary).toContain('| `disc-001` | active → outdated |');
    expect(result.summary).toContain('read-only token');
    expect(result.annotations).toContainEqual(expect.objectContaining({ level: 'warning', message: expect.stringContaining('forks and Dependabot get a read-only token') }));
    expect(world.server.commentsOn(7)).toEqual([]);
  });

  it('on a Dependabot pull request: the same', async () => {
    world.dev.git('checkout', '-q', '-b', 'dependabot/npm_and_yarn/db-2.0.0', 'main');
    world.dev.remove('src/db.ts');
    world.dev.commit('Bump db from 1.0.0 to 2.0.0');
    const event = world.openPullRequest(8, 'dependabot/npm_and_yarn/db-2.0.0', { author: { login: 'dependabot[bot]', id: 49699333, type: 'Bot' } });
    const result = await world.runPullRequest(event, { token: READ_ONLY });
    expect(result.code, result.log).toBe(0);
    expect(result.outputs['outdated-ids']).toBe('["disc-002"]');
    expect(world.server.commentsOn(8)).toEqual([]);
  });

  it("on the repository's own pull request: fails and names the missing permission", async () => {
    world.dev.git('checkout', '-q', '-b', 'internal', 'main');
    world.dev.remove('src/http.ts');
    world.dev.commit('Remove the HTTP client');
    const result = await world.runPullRequest(world.openPullRequest(9, 'internal'), { token: READ_ONLY });
    expect(result.code).toBe(1);
    expect(result.annotations.find((a) => a.level === 'error')!.message).toContain("Add 'permissions: { pull-requests: write }'");
    expect(result.outputs['outdated-count']).toBe('1');
  });
});

describe('agent files', () => {
  let world: ActionWorld;

  beforeAll(async () => {
    world = await ActionWorld.create();
    world.dev.write('src/legacy.ts', 'export const legacy = true;\n');
    world.dev.write('CLAUDE.md', '# Notes\n\n- Legacy flags are read in `src/legacy.ts`.\n');
    world.dev.commit('code');
    world.push();
  });
  afterEach(() => expect(world.server.invalid).toEqual([]));
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('lists what the pull request makes untrue in CLAUDE.md, to edit by hand', async () => {
    world.dev.git('checkout', '-q', '-b', 'drop-legacy');
    world.dev.remove('src/legacy.ts');
    world.dev.commit('Drop legacy');
    const result = await world.runPullRequest(world.openPullRequest(4, 'drop-legacy'));
    expect(result.code, result.log).toBe(0);
    const body = world.server.commentsOn(4)[0]!.body;
    expect(body).toMatch(/\| `CLAUDE\.md#[\w-]+` \| edit by hand \|/);
    expect(body).toContain('# CLAUDE.md:3: edit by hand');
    expect(result.outputs['outdated-count']).toBe('0');
  });
});
