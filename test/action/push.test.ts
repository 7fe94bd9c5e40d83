// The Action after merges to main, end to end: the built bundle as a child
// process, real git with a bare `origin`, the fake GitHub checking every
// request against the OpenAPI description, and a store written by the real CLI.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ActionWorld, TOKEN, ZERO } from '../support/action-world.js';
import { runBuiltCli } from '../support/cli.js';
import { removeRepos } from '../support/git-repo.js';
import { workflowToken } from '../support/github-server.js';

const BRANCH = 'discoveries/review';

function cli(world: ActionWorld, ...args: string[]): string {
  const result = runBuiltCli(args, { cwd: world.dev.dir, env: world.dev.env });
  if (result.code !== 0) throw new Error(`discoveries ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** A repository whose two discoveries name two files, pushed to main. */
function seed(world: ActionWorld): void {
  world.dev.write('src/http.ts', 'export function retry() {\n  return 3;\n}\n');
  world.dev.write('src/db.ts', 'export const pool = 10;\n');
  world.dev.commit('code');
  cli(world, 'add', 'HTTP retries live in `src/http.ts`; ask @acme/platform-team before changing them');
  cli(world, 'add', 'The database pool is created in `src/db.ts`');
  world.dev.commit('discoveries');
}

describe('review pull request lifecycle', () => {
  let world: ActionWorld;

  beforeAll(async () => {
    world = await ActionWorld.create();
    seed(world);
  });
  afterEach(() => expect(world.server.invalid).toEqual([]));
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('does nothing while every discovery still matches the code', async () => {
    const result = await world.runPush(world.push());
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ 'pull-request-operation': 'none', 'outdated-count': '0', 'outdated-ids': '[]', 'pull-request-number': '' });
    expect(world.server.pulls).toHaveLength(0);
    expect(world.originSha(BRANCH)).toBeNull();
    expect(result.summary).toContain('every active discovery still matches the code');
  });

  let firstCommit = '';

  it('opens the review pull request when a push makes a discovery outdated', async () => {
    world.dev.remove('src/http.ts');
    world.dev.commit('Remove the HTTP client');
    const push = world.push();
    const result = await world.runPush(push, { inputs: { labels: 'discoveries, automated' } });
    expect(result.code, result.log).toBe(0);

    const pull = world.server.openPulls()[0]!;
    expect(world.server.pulls).toHaveLength(1);
    expect(pull).toMatchObject({ head: BRANCH, base: 'main', labels: ['discoveries', 'automated'] });
    expect(result.outputs).toMatchObject({
      'pull-request-operation': 'created',
      'pull-request-number': String(pull.number),
      'pull-request-url': `https://github.com/acme/widgets/pull/${pull.number}`,
      'outdated-count': '1',
      'outdated-ids': '["disc-001"]',
    });

    // The branch: one commit by github-actions[bot] on top of main, store and view updated.
    firstCommit = world.originSha(BRANCH)!;
    expect(world.origin.git('log', '-1', '--format=%an <%ae>|%P|%s', firstCommit)).toBe(
      `github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>|${push.after}|discoveries: outdate disc-001`,
    );
    const store = world.reviewFile('.axiom/cases.jsonl').split('\n').map((l) => JSON.parse(l) as { id: string; status: string; metadata: Record<string, unknown> });
    expect(store.find((d) => d.id === 'disc-001')).toMatchObject({ status: 'outdated', metadata: { outdatedCommit: push.after } });
    expect(store.find((d) => d.id === 'disc-002')?.status).toBe('active');
    expect(world.reviewFile('.axiom/discoveries.md')).not.toBe(world.origin.git('show', 'main:.axiom/discoveries.md'));
    expect(world.origin.git('diff', '--name-only', 'main', BRANCH).split('\n').sort()).toEqual(['.axiom/cases.jsonl', '.axiom/discoveries.md']);

    // What reviewers read.
    expect(pull.title).toBe('Review discoveries: 1 outdated');
    expect(pull.body).toContain('### `disc-001` · active → outdated');
    expect(pull.body).toContain(`/commit/${push.after}`);
    expect(pull.body).toContain('`@acme/platform-team`');
    expect(result.annotations.filter((a) => a.level === 'warning')).toContainEqual(
      expect.objectContaining({ properties: expect.objectContaining({ file: '.axiom/cases.jsonl', line: '1' }) }),
    );
    expect(result.summary).toContain('| `disc-001` | active → outdated |');
    // Checkout's persisted credentials never reach GitHub's API.
    expect(world.server.requests.every((r) => r.authorizationHeaders === 1)).toBe(true);
  });

  it('changes nothing when run again on the same commit', async () => {
    const before = world.server.requests.length;
    const result = await world.runPush({ before: ZERO, after: world.originSha('main')! });
    expect(result.code, result.log).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('none');
    expect(world.originSha(BRANCH)).toBe(firstCommit);
    expect(world.server.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(result.stdout).toContain('no new commit');
  });

  it('updates the same pull request when a second push outdates another discovery', async () => {
    world.dev.remove('src/db.ts');
    world.dev.commit('Drop the database');
    const push = world.push();
    const result = await world.runPush(push);
    expect(result.code, result.log).toBe(0);
    expect(world.server.pulls).toHaveLength(1);
    const pull = world.server.pulls[0]!;
    expect(result.outputs).toMatchObject({ 'pull-request-operation': 'updated', 'pull-request-number': String(pull.number), 'outdated-count': '2' });
    expect(JSON.parse(result.outputs['outdated-ids']!)).toEqual(['disc-001', 'disc-002']);
    const tip = world.originSha(BRANCH)!;
    expect(tip).not.toBe(firstCommit);
    expect(world.origin.git('rev-list', '--count', `main..${BRANCH}`)).toBe('1');
    expect(world.origin.git('log', '-1', '--format=%P', tip)).toBe(push.after);
    expect(pull.title).toBe('Review discoveries: 2 outdated');
    expect(pull.body).toContain('`disc-002`');
  });

  it('closes the pull request and deletes the branch once main has the changes', async () => {
    cli(world, 'outdate', 'disc-001', 'disc-002', '--reason', 'the code is gone');
    world.dev.commit('Mark the stale discoveries outdated');
    const result = await world.runPush(world.push());
    expect(result.code, result.log).toBe(0);
    const pull = world.server.pulls[0]!;
    expect(pull.state).toBe('closed');
    expect(result.outputs).toMatchObject({ 'pull-request-operation': 'closed', 'pull-request-number': String(pull.number), 'outdated-count': '0' });
    expect(world.originSha(BRANCH)).toBeNull();
    expect(world.server.commentsOn(pull.number).at(-1)?.body).toMatch(/^Closing: /);
  });
});

describe('discovery text that tries to do more than be read', () => {
  let world: ActionWorld;

  beforeAll(async () => {
    world = await ActionWorld.create();
    world.dev.write('src/render.ts', 'export const render = () => "";\n');
    world.dev.commit('code');
    cli(world, 'add', 'Rendering in `src/render.ts` | ping @acme/security-team and @octocat <script>alert(1)</script> | done');
    world.dev.commit('discovery');
    world.push();
    world.dev.remove('src/render.ts');
    world.dev.commit('Remove rendering');
  });
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('pings nobody, injects no HTML and keeps the table intact in the pull request', async () => {
    const result = await world.runPush(world.push());
    expect(result.code, result.log).toBe(0);
    const body = world.server.pulls[0]!.body;
    const outsideCode = body.replace(/(`+)[\s\S]*?\1/g, '');
    expect(outsideCode).not.toMatch(/@[a-z]/i);
    expect(outsideCode).not.toMatch(/(?<!\\)<script/);
    const row = body.split('\n').find((l) => l.startsWith('| `disc-001`'))!;
    expect(row.match(/(?<!\\)\|/g)).toHaveLength(4);
    expect(result.summary.replace(/(`+)[\s\S]*?\1/g, '')).not.toMatch(/(?<!\\)<script/);
  });
});

describe('when GitHub or git say no', () => {
  let world: ActionWorld;
  const READ_ONLY = 'ghs_contents_read_only';
  let push: { before: string; after: string };

  beforeAll(async () => {
    world = await ActionWorld.create({ [READ_ONLY]: workflowToken({ contents: 'read', pull_requests: 'write' }) });
    seed(world);
    world.push();
    world.dev.remove('src/http.ts');
    world.dev.commit('Remove the HTTP client');
    push = world.push();
  });
  afterEach(() => expect(world.server.invalid).toEqual([]));
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('computes everything and writes nothing on a dry run', async () => {
    const result = await world.runPush(push, { inputs: { 'dry-run': 'true' } });
    expect(result.code, result.log).toBe(0);
    expect(result.outputs).toMatchObject({ 'pull-request-operation': 'none', 'outdated-count': '1' });
    expect(result.summary).toContain('Dry run');
    expect(world.originSha(BRANCH)).toBeNull();
    expect(world.server.writes()).toEqual([]);
  });

  it('explains the repository setting when Actions may not open pull requests', async () => {
    world.server.actionsMayCreatePullRequests = false;
    const result = await world.runPush(push);
    world.server.actionsMayCreatePullRequests = true;
    expect(result.code).toBe(1);
    const error = result.annotations.find((a) => a.level === 'error')!.message;
    expect(error).toContain('GitHub Actions is not permitted to create or approve pull requests in acme/widgets');
    expect(error).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(result.outputs['outdated-count']).toBe('1');
    expect(result.summary).toContain('not permitted');
  });

  it('names contents: write when the push is refused', async () => {
    world.origin.git('update-ref', '-d', `refs/heads/${BRANCH}`);
    world.refusePushes();
    const result = await world.runPush(push, { token: READ_ONLY });
    expect(result.code).toBe(1);
    expect(result.annotations.find((a) => a.level === 'error')!.message).toContain("Add 'permissions: { contents: write }'");
  });

  it('fetches the history itself on a shallow checkout when unshallow is true', async () => {
    const result = await world.runPush(push, { depth: 1, inputs: { unshallow: 'true', 'dry-run': 'true' } });
    expect(result.code, result.log).toBe(0);
    expect(result.stdout).toContain('fetching the full history');
    expect(result.outputs['outdated-ids']).toBe('["disc-001"]');
  });

  it('fails the step after reporting when fail-on-outdated is set', async () => {
    const result = await world.runPush(push, { inputs: { 'fail-on-outdated': 'true', 'dry-run': 'true' } });
    expect(result.code).toBe(1);
    expect(result.annotations.find((a) => a.level === 'error')!.message).toBe('1 discovery is outdated: disc-001 (fail-on-outdated is true)');
    expect(result.outputs['outdated-count']).toBe('1');
  });

  it('masks the token and its git form, and prints neither', async () => {
    const result = await world.runPush(push, { inputs: { 'dry-run': 'true' } });
    const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
    expect(result.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(result.stdout).toContain(`::add-mask::${basic}`);
    const printed = result.log.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n');
    expect(printed).not.toContain(TOKEN);
    expect(printed).not.toContain(basic);
  });
});

describe('pushes of any shape', () => {
  let world: ActionWorld;

  beforeAll(async () => {
    world = await ActionWorld.create();
    seed(world);
  });
  afterEach(() => expect(world.server.invalid).toEqual([]));
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('handles the push that created the branch (before = 000…)', async () => {
    const push = world.push();
    expect(push.before).toBe(ZERO);
    const result = await world.runPush(push);
    expect(result.code, result.log).toBe(0);
    expect(result.outputs['pull-request-operation']).toBe('none');
  });

  it('handles a force push whose before is no longer in the history', async () => {
    world.dev.remove('src/http.ts');
    world.dev.commit('Remove the HTTP client');
    const pushed = world.push();
    world.dev.git('commit', '-q', '--amend', '-m', 'Remove the HTTP client (reworded)');
    const forced = world.push('main', { force: true });
    expect(forced.before).toBe(pushed.after);
    const result = await world.runPush({ ...forced, forced: true });
    expect(result.code, result.log).toBe(0);
    expect(result.stdout).toContain(`force-push ${pushed.after.slice(0, 7)}..${forced.after.slice(0, 7)}`);
    expect(result.outputs['outdated-ids']).toBe('["disc-001"]');
    expect(world.origin.git('log', '-1', '--format=%P', BRANCH)).toBe(forced.after);
  });

  it('builds the review branch on the newest tip of main when main moved during the run', async () => {
    const event = { before: world.originSha('main')!, after: world.originSha('main')! };
    world.dev.write('docs/later.md', 'a later commit\n');
    world.dev.commit('A later commit');
    const later = world.push();
    const result = await world.runPush(event);
    expect(result.code, result.log).toBe(0);
    expect(result.stdout).toContain(`main moved to ${later.after.slice(0, 7)} since this run started`);
    expect(world.origin.git('log', '-1', '--format=%P', BRANCH)).toBe(later.after);
    expect(result.outputs['pull-request-operation']).toBe('updated');
  });
});

describe('many outdated discoveries at once', () => {
  let world: ActionWorld;

  beforeAll(async () => {
    world = await ActionWorld.create();
    world.dev.write('src/legacy.ts', 'export const legacy = true;\n');
    world.dev.commit('code');
    const signals = Array.from({ length: 12 }, (_, i) => `<axiom>DISCOVERY_GLOBAL:Fact ${i + 1} about \`src/legacy.ts\` (variant ${i + 1})</axiom>`).join('\n');
    const ingested = runBuiltCli(['ingest', '-', '--task', 'task-1', '--agent', 'agent-1'], { cwd: world.dev.dir, env: world.dev.env, input: signals });
    expect(ingested.code, ingested.stderr).toBe(0);
    world.dev.commit('discoveries');
    world.push();
    world.dev.remove('src/legacy.ts');
    world.dev.commit('Remove legacy');
  });
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('caps the annotations at ten, the last pointing to the summary, which lists them all', async () => {
    const result = await world.runPush(world.push(), { inputs: { 'dry-run': 'true' } });
    expect(result.code, result.log).toBe(0);
    expect(result.outputs['outdated-count']).toBe('12');
    const warnings = result.annotations.filter((a) => a.level === 'warning');
    expect(warnings).toHaveLength(10);
    expect(warnings.at(-1)!.message).toBe('3 more in the summary');
    expect(result.summary.match(/^\| `disc-\d+` \| active → outdated \|/gm)).toHaveLength(12);
  });
});

describe('agent files next to the store', () => {
  let world: ActionWorld;

  beforeAll(async () => {
    world = await ActionWorld.create();
    world.dev.write('src/http.ts', 'export function retry() {}\n');
    world.dev.write('src/util/strings.ts', 'export const pad = 1;\n');
    world.dev.write('AGENTS.md', '# Agents\n\n## Layout\n\n- String helpers live in `src/util/strings.ts`.\n');
    world.dev.commit('code and AGENTS.md');
    cli(world, 'add', 'HTTP retries live in `src/http.ts`');
    world.dev.commit('discovery');
    world.push();
    world.dev.remove('src/http.ts');
    world.dev.write('src/text/strings.ts', world.dev.read('src/util/strings.ts')).remove('src/util/strings.ts');
    world.dev.commit('Remove the HTTP client, move string helpers');
  });
  afterEach(() => expect(world.server.invalid).toEqual([]));
  afterAll(async () => {
    await world.close();
    removeRepos();
  });

  it('offers the path rewrite AGENTS.md would accept, and never edits it', async () => {
    const result = await world.runPush(world.push());
    expect(result.code, result.log).toBe(0);
    const body = world.server.pulls[0]!.body;
    expect(body).toContain('### Agent files to review');
    expect(body).toContain('`AGENTS.md:5`');
    expect(body).toContain('- - String helpers live in `src/util/strings.ts`.');
    expect(body).toContain('+ - String helpers live in `src/text/strings.ts`.');
    expect(world.origin.git('diff', '--name-only', 'main', BRANCH).split('\n')).not.toContain('AGENTS.md');
    expect(result.annotations).toContainEqual(expect.objectContaining({ properties: expect.objectContaining({ file: 'AGENTS.md', line: '5' }) }));
  });
});
