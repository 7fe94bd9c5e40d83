// A hook never blocks or breaks git: broken config, broken store, no time left,
// hooks turned off, a missing CLI. git exits as it would without the hooks, the
// hook says one line at most, and the work is caught up once the cause is gone.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { removeRepos } from '../support/git-repo.js';
import { setupHookRepo } from './support.js';

afterAll(removeRepos);

describe('a hook never breaks git', () => {
  it('with a broken config: git succeeds, one line says why, fixing it catches up', () => {
    const { hr } = setupHookRepo();
    const config = hr.repo.read('.axiom/config.yml');
    hr.write('.axiom/config.yml', 'check:\n  policy: [not, valid\n');
    hr.ok('rm', '-q', 'src/http.ts');
    const commit = hr.commit('Remove http with a broken config');
    expect(commit.code).toBe(0);
    const lines = commit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^discoveries: hook skipped: \.axiom\/config\.yml:\d+: invalid YAML/);
    expect(hr.git(['checkout', '-q', '-b', 'other']).code).toBe(0);
    expect(hr.git(['checkout', '-q', 'main']).code).toBe(0);
    expect(hr.log()).toContain('invalid YAML');

    hr.write('.axiom/config.yml', config);
    const fixed = hr.commit('Fix the config');
    expect(fixed.code).toBe(0);
    expect(fixed.stderr).toContain('outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });

  it('with a broken store: git succeeds, the hook points at doctor, the commits are checked once it is repaired', () => {
    const { hr } = setupHookRepo();
    const store = hr.repo.read('.axiom/cases.jsonl');
    hr.write('.axiom/cases.jsonl', `${store}{not json\n`);
    hr.ok('rm', '-q', 'src/http.ts');
    const commit = hr.commit('Remove http with a broken store');
    expect(commit.code).toBe(0);
    expect(commit.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^discoveries: not checked: \.axiom\/cases\.jsonl:3: .*\(run 'discoveries doctor'\)$/)]);
    expect(hr.pending()).toEqual([]);

    hr.write('.axiom/cases.jsonl', store);
    const fixed = hr.commit('Repair the store');
    expect(fixed.stderr).toContain('outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });

  it('with a pending file that cannot be written: git succeeds and the hook says so in one line', () => {
    const { hr } = setupHookRepo();
    mkdirSync(join(hr.gitDir(), 'discoveries', 'pending.json'), { recursive: true });
    hr.ok('rm', '-q', 'src/http.ts');
    const commit = hr.commit('Remove http');
    expect(commit.code).toBe(0);
    expect(commit.stderr.trim().split('\n')).toHaveLength(1);
    expect(commit.stderr).toMatch(/^discoveries: hook skipped: /);
    expect(hr.trackedChanges()).toBe('');
  });

  it('out of time: the hook stops, says so, and review finishes the check', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    const commit = hr.git(['commit', '-q', '-m', 'Remove http in a hurry'], { env: { DISCOVERIES_HOOK_DEADLINE_MS: '1' } });
    expect(commit.code).toBe(0);
    expect(commit.stderr).toBe("discoveries: stopped after 1 ms checking 1 commit; run 'discoveries review' to finish the check.\n");
    expect(hr.pending()).toEqual([]);
    // The next hook does not redo it (the watermark moved on); review does.
    hr.cli(['add', 'Guides live in docs/']);
    expect(hr.commit('A discovery about docs').stderr).toBe('');
    const review = hr.cli(['review']);
    expect(review.stdout).toContain('finished the check a hook stopped at its deadline: 1 new finding');
    expect(review.stdout).toContain('disc-001  outdated');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });
});

describe('turning the hooks off', () => {
  for (const [name, env] of [
    ['HUSKY=0', { HUSKY: '0' }],
    ['DISCOVERIES_SKIP=1', { DISCOVERIES_SKIP: '1' }],
    ['CI', { CI: 'true' }],
  ] as const) {
    it(`${name} skips the hook; the commits are checked by the next hook that runs`, () => {
      const { hr } = setupHookRepo();
      hr.ok('rm', '-q', 'src/http.ts');
      hr.ok('add', '-A');
      const before = hr.log();
      const skipped = hr.git(['commit', '-q', '-m', 'Remove http'], { env });
      expect(skipped).toMatchObject({ code: 0, stderr: '' });
      expect(hr.log()).toBe(before);
      expect(hr.pending()).toEqual([]);
      hr.write('README.md', '# later\n');
      expect(hr.commit('Later').stderr).toContain('outdated disc-001');
    });
  }

  it('a missing CLI is named, once, and git goes on', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    hr.ok('add', '-A');
    const result = hr.git(['commit', '-q', '-m', 'Remove http'], { env: { DISCOVERIES_CLI: '/nonexistent/discoveries.js' } });
    expect(result).toMatchObject({ code: 0, stderr: 'discoveries: /nonexistent/discoveries.js is missing (hook skipped; reinstall discovery-curator)\n' });
  });
});
