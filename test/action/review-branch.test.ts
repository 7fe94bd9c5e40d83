// The review branch's git side with real repositories: rebuilt in a temporary
// worktree, committed as github-actions[bot], pushed only over what we last saw.

import { chmodSync, mkdtempSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BOT_EMAIL, BOT_NAME, commitTree, deleteBranch, pushBranch, remoteBranchSha, treeAfterChange, type GitContext } from '../../action/git.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';

let origin: TestRepo;
let work: TestRepo;
let context: GitContext;
let temp: string;

beforeEach(() => {
  origin = makeRepo({ bare: true });
  work = makeRepo();
  work.write('.axiom/cases.jsonl', '{"id":"disc-001"}\n').write('src/a.ts', 'export {}\n');
  work.commit('base');
  work.git('remote', 'add', 'origin', origin.dir);
  work.git('push', '-q', 'origin', 'HEAD:refs/heads/main');
  context = { cwd: work.dir, env: work.env, remote: 'origin' };
  temp = mkdtempSync(join(work.dir, '..', 'runner-temp-'));
});

afterAll(() => removeRepos());

const edit = (text: string) => async (dir: string) => writeFileSync(join(dir, '.axiom/cases.jsonl'), text);

describe('review branch', () => {
  it('commits the changed files as github-actions[bot] on top of the base, leaving the checkout alone', async () => {
    const base = work.head();
    const tree = await treeAfterChange(context, base, temp, edit('{"id":"disc-001","status":"outdated"}\n'));
    expect(tree).not.toBeNull();
    const sha = await commitTree(context, { tree: tree!, parent: base, message: 'discoveries: outdate disc-001\n', now: new Date('2026-03-01T00:00:00Z') });
    expect(work.git('log', '-1', '--format=%an <%ae>|%cn|%P|%s', sha)).toBe(`${BOT_NAME} <${BOT_EMAIL}>|${BOT_NAME}|${base}|discoveries: outdate disc-001`);
    expect(work.git('show', `${sha}:.axiom/cases.jsonl`)).toBe('{"id":"disc-001","status":"outdated"}');
    expect(work.read('.axiom/cases.jsonl')).toBe('{"id":"disc-001"}\n');
    expect(work.git('worktree', 'list').split('\n')).toHaveLength(1);
    expect(readdirSync(temp)).toEqual([]);
  });

  it('reports no tree when the change leaves every byte as it was', async () => {
    expect(await treeAfterChange(context, work.head(), temp, edit('{"id":"disc-001"}\n'))).toBeNull();
  });

  it('never runs hooks, even when the checkout has some installed', async () => {
    work.write('.hooks/post-checkout', '#!/bin/sh\ntouch "$HOME/hook-ran"\nexit 1\n');
    chmodSync(work.path('.hooks/post-checkout'), 0o755);
    work.git('config', 'core.hooksPath', work.path('.hooks'));
    await treeAfterChange(context, work.head(), temp, edit('x\n'));
    expect(readdirSync(work.env.HOME!)).not.toContain('hook-ran');
  });

  it('pushes with a lease: creates, moves, refuses to overwrite what it did not see, deletes', async () => {
    const base = work.head();
    const tree = (await treeAfterChange(context, base, temp, edit('one\n')))!;
    const first = await commitTree(context, { tree, parent: base, message: 'one', now: new Date() });
    await pushBranch(context, { sha: first, branch: 'discoveries/review', expected: null });
    expect(await remoteBranchSha(context, 'discoveries/review')).toBe(first);

    const second = await commitTree(context, { tree, parent: base, message: 'two', now: new Date(Date.now() + 1000) });
    await expect(pushBranch(context, { sha: second, branch: 'discoveries/review', expected: null })).rejects.toThrow(/branch changed on the remote while this run was working/);
    await pushBranch(context, { sha: second, branch: 'discoveries/review', expected: first });
    expect(await remoteBranchSha(context, 'discoveries/review')).toBe(second);

    await expect(deleteBranch(context, { branch: 'discoveries/review', expected: first })).rejects.toThrow(/changed on the remote/);
    await deleteBranch(context, { branch: 'discoveries/review', expected: second });
    expect(await remoteBranchSha(context, 'discoveries/review')).toBeNull();
  });

  it('says the token may not push when the remote refuses', async () => {
    writeFileSync(join(origin.dir, 'hooks', 'pre-receive'), '#!/bin/sh\necho "Permission to acme/widgets.git denied to github-actions[bot]." >&2\nexit 1\n', { mode: 0o755 });
    await expect(pushBranch(context, { sha: work.head(), branch: 'discoveries/review', expected: null })).rejects.toThrow(
      /the token may not push .*Add 'permissions: \{ contents: write \}'/,
    );
  });
});
