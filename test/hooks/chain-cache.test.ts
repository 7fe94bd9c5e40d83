// A hook reads only its range's part of the first-parent chain, with the chain
// of the last commit it checked kept in the git dir (src/history/chain-cache.ts):
// its findings must stay exactly those of `check --range` (which reads the whole
// chain) wherever a discovery's anchor sits: before the range, off the
// first-parent chain, brought by a merge in the range; and a missing, damaged
// or unrelated cache only costs a whole read.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeRepos } from '../support/git-repo.js';
import { type HookRepo, setupHookRepo } from './support.js';

afterAll(removeRepos);

interface Change {
  id: string;
  action: string;
  reason: string;
}

/** The findings the hooks recorded for HEAD, and what `check --range base..HEAD` plans, each as its whole JSON. */
function hookAndCheck(hr: HookRepo, base: string): { hook: string[]; check: string[] } {
  const head = hr.head();
  const pending = JSON.parse(readFileSync(join(hr.gitDir(), 'discoveries', 'pending.json'), 'utf8')) as { findings: Array<{ head: string; change: Change }> };
  const check = hr.cli(['check', '--range', `${base}..HEAD`, '--dry-run', '--json']);
  expect(check.code).toBe(0);
  const planned = (JSON.parse(check.stdout) as { changes: Change[] }).changes.filter((c) => ['outdate', 'supersede', 'rewrite', 'link'].includes(c.action));
  return {
    hook: pending.findings
      .filter((f) => f.head === head)
      .map((f) => JSON.stringify(f.change))
      .sort(),
    check: planned.map((c) => JSON.stringify(c)).sort(),
  };
}

/** A commit with the hooks, traced: the git commands the hook ran. */
function tracedCommit(hr: HookRepo, message: string, ...extra: string[]): { stderr: string; gitCalls: string[] } {
  const trace = join(hr.gitDir(), 'trace.txt');
  writeFileSync(trace, '');
  hr.ok('add', '-A');
  const result = hr.git(['commit', '-q', '-m', message, ...extra], { env: { GIT_TRACE2_PERF: trace } });
  expect(result.code).toBe(0);
  const gitCalls = readFileSync(trace, 'utf8')
    .split('\n')
    .filter((l) => / d1 \| main +\| start /.test(l))
    .map((l) => l.slice(l.lastIndexOf('|') + 1).trim());
  return { stderr: result.stderr, gitCalls };
}

const cacheTs = (ttl: number) => ['// cache', `export const ttl = ${ttl};`, 'export const max = 100;', 'export const name = "c";', ''].join('\n');

/** src/cache.ts and disc-003 about it, committed. */
function withCache(hr: HookRepo): void {
  hr.write('src/cache.ts', cacheTs(60));
  hr.commit('Cache');
  expect(hr.cli(['add', 'Cached entries in src/cache.ts live 60 seconds']).code).toBe(0);
  hr.commit('Cache discovery');
}

const chainFile = (hr: HookRepo) => join(hr.gitDir(), 'discoveries', 'chain');
const wholeChain = (hr: HookRepo) => `${hr.ok('rev-list', '--first-parent', '--reverse', 'HEAD')}\n`;
/** The hook listed the whole first-parent chain (not only the range's commits). */
const readWhole = (calls: string[]) => calls.some((c) => c.startsWith('git rev-list --first-parent --timestamp') && !c.includes('--boundary'));

describe('a hook reads only the range’s part of the chain', () => {
  it('anchors before the range start at its start, as check --range says; the chain file follows HEAD', () => {
    const { hr } = setupHookRepo();
    for (let i = 0; i < 5; i++) {
      hr.write('README.md', `# demo ${i}\n`);
      hr.commit(`Docs ${i}`);
    }
    // No chain kept (deleted, or never written): the whole one is read, and kept.
    rmSync(chainFile(hr), { force: true });
    hr.ok('rm', '-q', 'src/http.ts');
    const first = tracedCommit(hr, 'No http client');
    expect(first.stderr).toContain('this commit outdated disc-001');
    expect(readWhole(first.gitCalls)).toBe(true);
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));
    const base = hr.head();

    for (let i = 0; i < 3; i++) {
      hr.write('README.md', `# more ${i}\n`);
      hr.commit(`More docs ${i}`);
    }
    hr.ok('rm', '-q', 'src/db.ts');
    const second = tracedCommit(hr, 'No database');
    expect(second.stderr).toContain('this commit outdated disc-002');
    expect(readWhole(second.gitCalls)).toBe(false);
    expect(second.gitCalls.some((c) => c.includes('--boundary'))).toBe(true);
    const { hook, check } = hookAndCheck(hr, base);
    expect(hook).toEqual(check);
    expect(hook.length).toBe(1);
    // The range's commits were added to the chain kept.
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));
  });

  it('after an amend, and after a hook that moved on without reading the chain, still only the range is read', () => {
    const { hr } = setupHookRepo();
    withCache(hr);
    hr.ok('rm', '-q', 'src/http.ts');
    tracedCommit(hr, 'No http client');
    // The amended commit replaces the last one the file ends with: the range starts at its parent, which the file holds.
    hr.ok('rm', '-q', 'src/db.ts');
    const amend = tracedCommit(hr, 'No http client, no database', '--amend');
    expect(amend.stderr).toContain('this commit outdated disc-002');
    expect(readWhole(amend.gitCalls)).toBe(false);
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));

    // A stale path index sends a commit that touches nothing to the CLI, which moves the watermark without reading the chain.
    rmSync(join(hr.gitDir(), 'discoveries', 'paths.idx'));
    hr.write('README.md', '# docs\n');
    tracedCommit(hr, 'Docs');
    expect(readFileSync(chainFile(hr), 'utf8')).not.toBe(wholeChain(hr));
    const base = hr.head();
    hr.write('src/cache.ts', cacheTs(90));
    const commit = tracedCommit(hr, 'Longer cache');
    expect(commit.stderr).toContain('this commit outdated disc-003');
    expect(readWhole(commit.gitCalls)).toBe(false);
    const { hook, check } = hookAndCheck(hr, base);
    expect(hook).toEqual(check);
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));
  });

  it('an anchor off the first-parent chain (a discovery written on a merged branch) gives check --range’s plan', () => {
    const { hr } = setupHookRepo();
    hr.ok('checkout', '-q', '-b', 'feature');
    withCache(hr);
    hr.ok('checkout', '-q', 'main');
    hr.write('README.md', '# main moves on\n');
    hr.commit('Main moves on');
    expect(hr.git(['merge', '-q', '--no-edit', '--no-ff', 'feature']).code).toBe(0);
    hr.ok('rm', '-q', 'src/http.ts');
    tracedCommit(hr, 'No http client');
    const base = hr.head();

    // disc-003's anchor is on the merged branch: the whole chain says where its check starts.
    hr.write('src/cache.ts', cacheTs(90));
    hr.ok('rm', '-q', 'src/db.ts');
    const commit = tracedCommit(hr, 'Longer cache, no database');
    expect(commit.stderr).toMatch(/this commit outdated .*disc-002.*disc-003/);
    expect(readWhole(commit.gitCalls)).toBe(true);
    const { hook, check } = hookAndCheck(hr, base);
    expect(hook).toEqual(check);
    expect(hook.length).toBe(2);
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));
  });

  it('a merge in the range: anchors before it and on the merged branch give check --range’s plan', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    tracedCommit(hr, 'No http client');
    const base = hr.head();
    hr.ok('checkout', '-q', '-b', 'feature');
    hr.ok('rm', '-q', 'src/db.ts');
    hr.commit('No database');
    hr.ok('checkout', '-q', 'main');
    hr.write('README.md', '# main moves on\n');
    hr.commit('Main moves on');
    const merge = hr.git(['merge', '-q', '--no-edit', '--no-ff', 'feature']);
    expect(merge.code).toBe(0);
    expect(merge.stderr).toContain('this merge outdated disc-002');
    const { hook, check } = hookAndCheck(hr, base);
    expect(hook).toEqual(check);
    expect(hook.length).toBe(1);
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));
  });

  it('a damaged or unrelated chain file only costs a whole read', () => {
    const { hr } = setupHookRepo();
    withCache(hr);
    hr.ok('rm', '-q', 'src/http.ts');
    tracedCommit(hr, 'No http client');
    const base = hr.head();
    // Cut short in the middle of a line, as by a crash while appending.
    writeFileSync(chainFile(hr), readFileSync(chainFile(hr), 'utf8').slice(0, -7));
    hr.ok('rm', '-q', 'src/db.ts');
    const commit = tracedCommit(hr, 'No database');
    expect(commit.stderr).toContain('this commit outdated disc-002');
    expect(readWhole(commit.gitCalls)).toBe(true);
    expect(hookAndCheck(hr, base).hook).toEqual(hookAndCheck(hr, base).check);
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));

    // The chain of another line of history (a branch that split off earlier): not this range's.
    const split = hr.head();
    hr.ok('checkout', '-q', '-b', 'other', 'HEAD~2');
    hr.write('README.md', '# other\n');
    hr.commit('Other');
    hr.ok('checkout', '-q', 'main');
    writeFileSync(chainFile(hr), `${hr.ok('rev-list', '--first-parent', '--reverse', 'other')}\n`);
    hr.write('src/cache.ts', cacheTs(90));
    const again = tracedCommit(hr, 'Longer cache');
    expect(again.stderr).toContain('this commit outdated disc-003');
    expect(readWhole(again.gitCalls)).toBe(true);
    expect(hookAndCheck(hr, split).hook).toEqual(hookAndCheck(hr, split).check);
    expect(readFileSync(chainFile(hr), 'utf8')).toBe(wholeChain(hr));
  });
});
