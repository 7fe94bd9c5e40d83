// What the Action does before any discovery is checked: refuse bad inputs with
// a clear message, skip events it has nothing to do for, insist on full history.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { runAction } from '../support/action.js';
import { ActionWorld, TOKEN, ZERO } from '../support/action-world.js';
import { pushPayload } from '../support/webhook-payloads.js';
import { removeRepos } from '../support/git-repo.js';

let world: ActionWorld;

beforeAll(async () => {
  world = await ActionWorld.create();
  world.dev.write('README.md', 'hello\n');
  world.dev.commit('first');
  world.push();
  world.dev.write('README.md', 'hello again\n');
  world.dev.commit('second');
  world.push();
});

afterAll(async () => {
  await world.close();
  removeRepos();
});

describe('inputs', () => {
  it('names every invalid input and its fix in one line, and never prints the token', async () => {
    const head = world.originSha('main')!;
    const result = await world.runPush(
      { before: ZERO, after: head },
      { inputs: { policy: 'lenient', draft: 'yes', 'store-path': '../outside.jsonl', branch: 'bad..name' } },
    );
    expect(result.code).toBe(1);
    const error = result.annotations.find((a) => a.level === 'error')!;
    expect(error.message).toContain("policy must be 'graded' or 'strict', got 'lenient'");
    expect(error.message).toContain("draft must be true or false, got 'yes'");
    expect(error.message).toContain("store-path '../outside.jsonl' points outside the repository");
    expect(error.message).toContain("branch 'bad..name' is not a valid branch name");
    expect(error.message.split('\n')).toHaveLength(1);
    expect(result.stdout).toContain(`::add-mask::${TOKEN}`);
    expect(result.log.replace(`::add-mask::${TOKEN}`, '')).not.toContain(TOKEN);
    expect(world.server.requests).toHaveLength(0);
  });

  it('says how to pass a token when there is none', async () => {
    const result = await world.runPush({ before: ZERO, after: world.originSha('main')! }, { token: '' });
    expect(result.code).toBe(1);
    expect(result.annotations[0]!.message).toContain("github-token is empty: pass 'github-token: ${{ github.token }}'");
  });
});

describe('events with nothing to do', () => {
  it.each([
    ['a merge queue branch', 'refs/heads/gh-readonly-queue/main/pr-5-abc', 'merge queue branch gh-readonly-queue/main/pr-5-abc'],
    ['a tag', 'refs/tags/v1.0.0', 'push to refs/tags/v1.0.0 (not a branch)'],
    ['another branch', 'refs/heads/feature', 'push to feature, not to the base branch main'],
  ])('skips a push to %s and says why, without calling GitHub', async (_name, ref, reason) => {
    const before = world.server.requests.length;
    const result = await world.runPush({ before: ZERO, after: world.originSha('main')!, ref });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`nothing to do: ${reason}`);
    expect(result.outputs['pull-request-operation']).toBe('none');
    expect(result.outputs['outdated-count']).toBe('0');
    expect(world.server.requests.length).toBe(before);
  });
});

describe('the checkout', () => {
  it('says to add actions/checkout when the workspace is not a git checkout', async () => {
    const empty = mkdtempSync(join(world.dev.dir, '..', 'empty-workspace-'));
    const result = await runAction({
      workspace: empty,
      home: join(world.dev.dir, '..', 'home'),
      repository: 'acme/widgets',
      eventName: 'push',
      payload: pushPayload({ owner: 'acme', repo: 'widgets' }, { ref: 'refs/heads/main', before: ZERO, after: world.originSha('main')! }),
      sha: world.originSha('main')!,
      ref: 'refs/heads/main',
      apiUrl: world.server.url,
      inputs: { 'github-token': TOKEN },
    });
    expect(result.code).toBe(1);
    expect(result.annotations.find((a) => a.level === 'error')?.message).toContain("is not a git checkout: add a step 'uses: actions/checkout@v5' with 'fetch-depth: 0'");
  });
});

describe('history', () => {
  it('fails on a shallow checkout and says to set fetch-depth: 0', async () => {
    const head = world.originSha('main')!;
    const result = await world.runPush({ before: ZERO, after: head }, { depth: 1 });
    expect(result.code).toBe(1);
    expect(result.annotations.find((a) => a.level === 'error')?.message).toContain("set 'fetch-depth: 0' on actions/checkout");
    expect(result.summary).toContain('fetch-depth: 0');
    expect(world.server.writes()).toHaveLength(0);
  });
});
