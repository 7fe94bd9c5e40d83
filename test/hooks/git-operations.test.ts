// Every git operation a developer runs, with the hooks installed: the right
// findings appear once, git's exit codes are git's, and no hook leaves a tracked
// file changed.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { removeRepos } from '../support/git-repo.js';
import { DB_TS, HookRepo, installPackages, setupHookRepo } from './support.js';

afterAll(removeRepos);

/** The branch `feature` with one commit that deletes src/http.ts (so disc-001 is outdated there). */
function withFeatureDeletingHttp(hr: HookRepo): void {
  hr.ok('checkout', '-q', '-b', 'feature');
  hr.ok('rm', '-q', 'src/http.ts');
  expect(hr.commit('Remove the http client').code).toBe(0);
  hr.ok('checkout', '-q', 'main');
}

/** A clone of `origin` with its own node_modules and `discoveries init`, as a teammate has it. */
function cloneOf(origin: HookRepo): HookRepo {
  const dir = join(dirname(origin.dir), 'clone');
  const cloned = spawnSync('git', ['clone', '-q', origin.dir, dir], { env: origin.env, encoding: 'utf8' });
  expect(cloned.status).toBe(0);
  const clone = HookRepo.at(dir, origin);
  clone.ok('config', 'user.name', 'Teammate');
  clone.ok('config', 'user.email', 'mate@example.com');
  clone.ok('config', 'commit.gpgsign', 'false');
  installPackages(dir);
  expect(clone.cli(['init']).code).toBe(0);
  expect(clone.trackedChanges()).toBe('');
  return clone;
}

describe('merges', () => {
  it('fast-forward: the merge reports what it brought in', () => {
    const { hr } = setupHookRepo();
    withFeatureDeletingHttp(hr);
    const result = hr.git(['merge', '-q', 'feature']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('discoveries: this merge outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate feature', 'disc-001 outdate main']);
    expect(hr.trackedChanges()).toBe('');
  });

  it('non-fast-forward merge commit', () => {
    const { hr } = setupHookRepo();
    withFeatureDeletingHttp(hr);
    hr.write('README.md', '# demo on main\n');
    hr.commit('Main moves on');
    const result = hr.git(['merge', '-q', '--no-edit', 'feature']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('this merge outdated disc-001');
    expect(hr.pending().filter((p) => p.endsWith('main'))).toEqual(['disc-001 outdate main']);
    expect(hr.trackedChanges()).toBe('');
  });

  it('a conflicted merge keeps git’s exit code 1, and the commit that concludes it reports the finding', () => {
    const { hr } = setupHookRepo();
    hr.ok('checkout', '-q', '-b', 'feature');
    hr.write('README.md', '# feature readme\n');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Feature');
    hr.ok('checkout', '-q', 'main');
    hr.write('README.md', '# main readme\n');
    hr.commit('Main');
    const merge = hr.git(['merge', '-q', 'feature']);
    expect(merge.code).toBe(1);
    expect(merge.stderr).not.toContain('discoveries:');
    hr.write('README.md', '# merged readme\n');
    hr.ok('add', 'README.md');
    const conclude = hr.git(['commit', '-q', '--no-edit']);
    expect(conclude.code).toBe(0);
    expect(conclude.stderr).toMatch(/discoveries: .* outdated disc-001/);
    expect(hr.pending().filter((p) => p.endsWith('main'))).toEqual(['disc-001 outdate main']);
    expect(hr.trackedChanges()).toBe('');
  });

  it('a squash merge says nothing; the commit after it reports', () => {
    const { hr } = setupHookRepo();
    withFeatureDeletingHttp(hr);
    const squash = hr.git(['merge', '-q', '--squash', 'feature']);
    expect(squash.code).toBe(0);
    expect(squash.stderr).not.toContain('discoveries:');
    expect(hr.pending().filter((p) => p.endsWith('main'))).toEqual([]);
    const commit = hr.git(['commit', '-q', '-m', 'Squashed feature']);
    expect(commit.code).toBe(0);
    expect(commit.stderr).toContain('this commit outdated disc-001');
    expect(hr.pending().filter((p) => p.endsWith('main'))).toEqual(['disc-001 outdate main']);
  });
});

describe('pull', () => {
  it('a pull that merges reports what came in', () => {
    const { hr: origin } = setupHookRepo();
    const clone = cloneOf(origin);
    origin.ok('rm', '-q', 'src/http.ts');
    origin.commit('Remove http upstream');
    const pull = clone.git(['pull', '-q', '--no-rebase']);
    expect(pull.code).toBe(0);
    expect(pull.stderr).toContain('this merge outdated disc-001');
    expect(clone.pending()).toEqual(['disc-001 outdate main']);
    expect(clone.trackedChanges()).toBe('');
  });

  it('pull --rebase with local commits: checked once, at the end of the rebase', () => {
    const { hr: origin } = setupHookRepo();
    const clone = cloneOf(origin);
    origin.ok('rm', '-q', 'src/http.ts');
    origin.commit('Remove http upstream');
    clone.write('notes.md', 'local work\n');
    clone.commit('Local work');
    clone.write('notes.md', 'more local work\n');
    clone.commit('More local work');
    const pull = clone.git(['pull', '-q', '--rebase']);
    expect(pull.code).toBe(0);
    expect(pull.stderr.match(/discoveries: this rebase outdated disc-001/g)).toHaveLength(1);
    expect(clone.pending()).toEqual(['disc-001 outdate main']);
    expect(clone.trackedChanges()).toBe('');
  });

  it('pull --rebase with no local commits', () => {
    const { hr: origin } = setupHookRepo();
    const clone = cloneOf(origin);
    origin.ok('rm', '-q', 'src/http.ts');
    origin.commit('Remove http upstream');
    const pull = clone.git(['pull', '-q', '--rebase']);
    expect(pull.code).toBe(0);
    expect(pull.stderr).toContain('outdated disc-001');
    expect(clone.pending()).toEqual(['disc-001 outdate main']);
  });

  it('fetch + reset fires no hook; the next commit catches up', () => {
    const { hr: origin } = setupHookRepo();
    const clone = cloneOf(origin);
    origin.ok('rm', '-q', 'src/http.ts');
    origin.commit('Remove http upstream');
    clone.ok('fetch', '-q');
    const reset = clone.git(['reset', '-q', '--hard', 'origin/main']);
    expect(reset).toMatchObject({ code: 0, stderr: '' });
    expect(clone.pending()).toEqual([]);
    clone.write('README.md', '# unrelated change\n');
    const commit = clone.commit('Unrelated');
    expect(commit.code).toBe(0);
    expect(commit.stderr).toContain('outdated disc-001');
    expect(clone.pending()).toEqual(['disc-001 outdate main']);
  });
});

describe('rebase', () => {
  it('with local commits: post-commit is skipped for every step, post-rewrite reports once', () => {
    const { hr } = setupHookRepo();
    hr.ok('checkout', '-q', '-b', 'feature');
    for (let i = 1; i <= 3; i++) {
      hr.write(`notes/${i}.md`, `${i}\n`);
      hr.commit(`Note ${i}`);
    }
    hr.ok('checkout', '-q', 'main');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Remove http on main');
    hr.ok('checkout', '-q', 'feature');
    const before = hr.log();
    const rebase = hr.git(['rebase', '-q', 'main']);
    expect(rebase.code).toBe(0);
    expect(rebase.stderr.match(/discoveries:.*disc-001/g)).toHaveLength(1);
    expect(rebase.stderr).toContain('this rebase outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main', 'disc-001 outdate feature']);
    // One Node run for the whole rebase: the per-step post-commits never got past the shell.
    expect(hr.log().slice(before.length).match(/^\S+ post-/gm)).toHaveLength(1);
    expect(hr.trackedChanges()).toBe('');
  });

  it('without local commits (the branch was only behind)', () => {
    const { hr } = setupHookRepo();
    hr.ok('branch', 'feature');
    hr.ok('checkout', '-q', 'feature');
    hr.ok('checkout', '-q', 'main');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Remove http on main');
    hr.ok('checkout', '-q', 'feature');
    const rebase = hr.git(['rebase', '-q', 'main']);
    expect(rebase.code).toBe(0);
    expect(rebase.stderr).toContain('this rebase outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main', 'disc-001 outdate feature']);
    expect(hr.ok('rev-parse', 'feature')).toBe(hr.ok('rev-parse', 'main'));
  });

  it('a rebase stopped by a conflict keeps git’s exit code and is checked when it finishes', () => {
    const { hr } = setupHookRepo();
    hr.ok('checkout', '-q', '-b', 'feature');
    hr.write('README.md', '# feature\n');
    hr.commit('Feature readme');
    hr.ok('checkout', '-q', 'main');
    hr.write('README.md', '# main\n');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Main readme, no http');
    hr.ok('checkout', '-q', 'feature');
    const rebase = hr.git(['rebase', '-q', 'main']);
    expect(rebase.code).toBe(1);
    expect(rebase.stderr).not.toContain('discoveries:');
    hr.write('README.md', '# both\n');
    hr.ok('add', 'README.md');
    const done = hr.git(['-c', 'core.editor=true', 'rebase', '--continue']);
    expect(done.code).toBe(0);
    expect(done.stderr).toContain('this rebase outdated disc-001');
    expect(hr.pending().filter((p) => p.endsWith('feature'))).toEqual(['disc-001 outdate feature']);
  });
});

describe('cherry-pick, revert, checkout, reset', () => {
  it('cherry-pick is skipped while in progress and caught up by the next hook', () => {
    const { hr } = setupHookRepo();
    withFeatureDeletingHttp(hr);
    const pick = hr.git(['cherry-pick', 'feature']);
    expect(pick.code).toBe(0);
    expect(hr.trackedChanges()).toBe('');
    hr.write('README.md', '# after the pick\n');
    const next = hr.commit('Next');
    expect(next.code).toBe(0);
    expect(hr.pending().filter((p) => p.endsWith('main'))).toEqual(['disc-001 outdate main']);
  });

  it('revert of the commit that added a mentioned file', () => {
    const { hr } = setupHookRepo();
    hr.write('src/cache.ts', 'export const ttl = 60;\n');
    hr.commit('Add a cache');
    hr.cli(['add', 'Cached entries in src/cache.ts live 60 seconds']);
    hr.commit('Discovery about the cache');
    const revert = hr.git(['revert', '--no-edit', 'HEAD~1']);
    expect(revert.code).toBe(0);
    hr.write('README.md', '# later\n');
    hr.commit('Later');
    expect(hr.pending()).toEqual(['disc-003 outdate main']);
    expect(hr.trackedChanges()).toBe('');
  });

  it('checkout catches up with commits a branch got while no hook ran', () => {
    const { hr } = setupHookRepo();
    hr.ok('checkout', '-q', '-b', 'feature');
    hr.ok('checkout', '-q', 'main');
    // Move feature without any hook: a commit made with the hooks off, then a branch -f.
    hr.ok('checkout', '-q', '--detach');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.git(['commit', '-q', '-m', 'Remove http, hooks off'], { env: { DISCOVERIES_SKIP: '1' } });
    const moved = hr.head();
    hr.ok('checkout', '-q', 'main');
    hr.ok('branch', '-f', 'feature', moved);
    const checkout = hr.git(['checkout', '-q', 'feature']);
    expect(checkout.code).toBe(0);
    expect(checkout.stderr).toContain('discoveries: the commits since the last check outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate feature']);
  });

  it('a file checkout does nothing, and a failing checkout keeps git’s exit code', () => {
    const { hr } = setupHookRepo();
    hr.write('src/http.ts', 'changed\n');
    expect(hr.git(['checkout', '--', 'src/http.ts'])).toMatchObject({ code: 0, stderr: '' });
    expect(hr.git(['checkout', 'no-such-branch']).code).toBe(1);
  });

  it('reset --hard to an older commit and back finds nothing new and loses nothing', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Remove http');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    const tip = hr.head();
    expect(hr.git(['reset', '-q', '--hard', 'HEAD~1']).code).toBe(0);
    hr.write('notes.md', 'x\n');
    expect(hr.commit('Other work').stderr).toBe('');
    expect(hr.git(['reset', '-q', '--hard', tip]).code).toBe(0);
    hr.write('notes.md', 'y\n');
    hr.commit('Back on the tip');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });
});

describe('worktrees and subfolders', () => {
  it('a second worktree has its own pending findings, shares watermarks and the lock', () => {
    const { hr } = setupHookRepo();
    const wtDir = join(dirname(hr.dir), 'wt');
    expect(hr.git(['worktree', 'add', '-q', wtDir, '-b', 'side']).code).toBe(0);
    // A new worktree has no node_modules and no .husky/_: the hooks stay silent until it is installed.
    const wt = HookRepo.at(wtDir, hr);
    wt.write('notes.md', 'before install\n');
    expect(wt.commit('Notes in the worktree')).toMatchObject({ code: 0, stderr: '' });
    installPackages(wtDir);
    const init = wt.cli(['init']);
    expect(init.stdout).toContain("set up husky's .husky/_ in this work tree");
    wt.ok('rm', '-q', 'src/db.ts');
    const commit = wt.commit('Remove db in the worktree');
    expect(commit.code).toBe(0);
    expect(commit.stderr).toContain('this commit outdated disc-002');
    expect(wt.pending(wtDir)).toEqual(['disc-002 outdate side']);
    expect(wt.trackedChanges(wtDir)).toBe('');
    // The main worktree's findings are its own; both worktrees share the per-branch watermarks.
    hr.ok('rm', '-q', 'src/http.ts');
    expect(hr.commit('Remove http on main').stderr).toContain('this commit outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    expect(wt.pending(wtDir)).toEqual(['disc-002 outdate side']);
    const watermarks = join(hr.gitDir(), 'discoveries', 'watermarks', 'refs', 'heads');
    expect(readFileSync(join(watermarks, 'side'), 'utf8').trim()).toBe(wt.head());
    expect(readFileSync(join(watermarks, 'main'), 'utf8').trim()).toBe(hr.head());
  });

  it('a package in a subfolder: hooks run from the top, check the subfolder’s store', () => {
    const { hr, initOutput } = setupHookRepo({ project: 'web' });
    expect(initOutput.stdout).toContain('set up husky in web/.husky (core.hooksPath=web/.husky/_)');
    expect(hr.ok('config', 'core.hooksPath')).toBe('web/.husky/_');
    hr.ok('rm', '-q', 'web/src/http.ts');
    const commit = hr.commit('Remove http');
    expect(commit.code).toBe(0);
    expect(commit.stderr).toContain('this commit outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    const review = hr.cli(['review', '--yes']);
    expect(review.stdout).toContain('disc-001 marked outdated');
    expect(hr.trackedChanges()).toBe(' M web/.axiom/cases.jsonl\n M web/.axiom/discoveries.md\n');
  });
});

describe('contradictions', () => {
  /** A discovery as an agent writes it: a line appended to the store, no CLI. */
  function appendDiscovery(hr: HookRepo, id: string, content: string, createdAt: string): void {
    const record = { id, type: 'discovery', status: 'active', content, parentId: null, createdAt, updatedAt: createdAt, metadata: { scope: 'global', sourceTaskId: null, sourceAgentId: 'agent-1', impact: 'medium', category: 'Database', validated: false, validatedAt: null, appliedTo: [], supersededBy: null } };
    hr.write('.axiom/cases.jsonl', `${hr.repo.read('.axiom/cases.jsonl')}${JSON.stringify(record)}\n`);
  }

  it('a commit that adds a discovery contradicting an older one reports it, once', () => {
    const { hr } = setupHookRepo();
    appendDiscovery(hr, 'disc-003', 'The connection pool in src/db.ts holds 20 connections', '2030-01-01T00:00:00.000Z');
    const commit = hr.commit('Agent notes');
    expect(commit.code).toBe(0);
    expect(commit.stderr).toContain('discoveries: this commit contradicted disc-002 (by disc-003).');
    expect(hr.pending()).toEqual(['disc-002 supersede main', 'disc-003 link main']);
    // Code commits after it do not bring it up again, nor older contradictions.
    hr.write('src/db.ts', DB_TS.replace("name = 'demo'", "name = 'other'"));
    expect(hr.commit('Touch db').stderr).toBe('');
    const review = hr.cli(['review', '--yes']);
    expect(review.stdout).toContain('disc-002 marked outdated (superseded)');
    expect(hr.repo.read('.axiom/cases.jsonl')).toMatch(/"id":"disc-002".*"supersededBy":"disc-003"/);
  });

  it('a pull that brings a contradicting discovery reports it in the merge', () => {
    const { hr: origin } = setupHookRepo();
    const clone = cloneOf(origin);
    appendDiscovery(origin, 'disc-003', 'The connection pool in src/db.ts holds 20 connections', '2030-01-01T00:00:00.000Z');
    origin.git(['add', '-A']);
    origin.git(['commit', '-q', '-m', 'Agent notes'], { env: { DISCOVERIES_SKIP: '1' } });
    const pull = clone.git(['pull', '-q', '--no-rebase']);
    expect(pull.code).toBe(0);
    expect(pull.stderr).toContain('this merge contradicted disc-002 (by disc-003)');
    expect(clone.pending()).toEqual(['disc-002 supersede main', 'disc-003 link main']);
  });
});
