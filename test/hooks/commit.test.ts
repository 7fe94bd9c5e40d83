import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeRepos } from '../support/git-repo.js';
import { DB_TS, setupHookRepo } from './support.js';

afterAll(removeRepos);

describe('commits with the hooks installed', () => {
  it('a commit that deletes a mentioned file reports the outdated discovery once, and changes nothing tracked', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    const result = hr.commit('Remove the http client');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('discoveries: this commit outdated disc-001 (src/http.ts was deleted).');
    expect(result.stderr).toContain("1 finding pending; run 'discoveries review'");
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    expect(hr.trackedChanges()).toBe('');
    expect(hr.ok('show', 'HEAD:.axiom/cases.jsonl')).toContain('"status":"active"');

    // The next commits say nothing more about it.
    hr.write('README.md', '# demo, edited\n');
    const next = hr.commit('Edit the readme');
    expect(next.stderr).toBe('');
    hr.write('src/db.ts', DB_TS.replace("name = 'demo'", "name = 'demo-2'"));
    expect(hr.commit('Touch db').stderr).toBe('');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });

  it('leaves out of its message the subject of the commit just made, however long', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    const result = hr.commit('Remove the http client: every caller now goes through the generated SDK, which retries and times out on its own');
    expect(result.stderr).toContain('discoveries: this commit outdated disc-001 (src/http.ts was deleted).');
  });

  it('reads the touched records of a settled store at their offsets, and sees records added since', () => {
    const { hr } = setupHookRepo();
    const index = join(hr.gitDir(), 'discoveries', 'store-records');
    // Written over ten seconds ago: settled, so the hooks index it.
    const settle = () => {
      const past = new Date(Date.now() - 10_000);
      utimesSync(hr.path('.axiom/cases.jsonl'), past, past);
    };
    settle();
    hr.ok('rm', '-q', 'src/db.ts');
    expect(hr.commit('Remove db').stderr).toContain('outdated disc-002');
    expect(existsSync(index)).toBe(true);
    hr.ok('rm', '-q', 'src/http.ts');
    expect(hr.commit('Remove http').stderr).toContain('outdated disc-001');

    hr.write('src/cache.ts', 'export const ttl = 60;\n');
    hr.cli(['add', 'Cached entries in src/cache.ts live 60 seconds']);
    hr.commit('Cache, and a discovery about it');
    settle();
    hr.ok('rm', '-q', 'src/cache.ts');
    expect(hr.commit('Remove cache').stderr).toContain('outdated disc-003');
    expect(readFileSync(index, 'utf8')).toContain('disc-003\t');
    expect(hr.pending()).toEqual(['disc-002 outdate main', 'disc-001 outdate main', 'disc-003 outdate main']);
  });

  it('inside another repository, asks git about a superproject once per state of that repository’s index', () => {
    const { hr } = setupHookRepo();
    const outer = dirname(hr.dir);
    const inOuter = (...args: string[]) => spawnSync('git', args, { cwd: outer, env: hr.env, encoding: 'utf8' });
    inOuter('init', '-q');
    writeFileSync(join(outer, 'README.md'), 'outer\n');
    inOuter('add', 'README.md');
    const remembered = join(hr.gitDir(), 'discoveries', 'superproject');
    hr.write('README.md', '# one\n');
    hr.commit('Readme');
    hr.ok('rm', '-q', 'src/db.ts');
    expect(hr.commit('Remove db').stderr).toContain('outdated disc-002');
    expect(readFileSync(remembered, 'utf8').split('\n')[1]).toBe('');

    // Now the outer repository has it as a submodule (a gitlink in its index): asked again.
    expect(inOuter('add', 'repo').status).toBe(0);
    hr.ok('rm', '-q', 'src/http.ts');
    expect(hr.commit('Remove http').stderr).toContain('outdated disc-001');
    expect(readFileSync(remembered, 'utf8').split('\n')[1]).toBe(outer);
    expect(hr.pending()).toEqual(['disc-002 outdate main', 'disc-001 outdate main']);
  });

  it('the hook starts Node without NODE_EXTRA_CA_CERTS: no start-up cost or warning from a certificate file it never needs', () => {
    const { hr } = setupHookRepo();
    // Node 20 reads the file before any code runs and warns on every start when it is missing.
    hr.env.NODE_EXTRA_CA_CERTS = join(hr.dir, 'missing-ca.pem');
    hr.ok('rm', '-q', 'src/http.ts');
    const result = hr.commit('Remove the http client');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('discoveries: this commit outdated disc-001 (src/http.ts was deleted).');
    expect(result.stderr).not.toContain('extra certs');
  });

  it('a commit touching nothing any discovery mentions never starts the CLI', () => {
    const { hr } = setupHookRepo();
    const before = hr.log();
    hr.write('docs/guide.md', 'hello\n');
    const result = hr.commit('Add a guide');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(hr.log()).toBe(before);
  });

  it('commit -n skips pre-commit but post-commit still checks', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    const result = hr.commit('Remove http', '-n');
    expect(result.code).toBe(0);
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });

  it('an amend is checked once: by post-commit, not again by post-rewrite', () => {
    const { hr } = setupHookRepo();
    hr.write('notes.txt', 'x\n');
    hr.commit('Notes');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.ok('add', '-A');
    const result = hr.git(['commit', '-q', '--amend', '-m', 'Notes, and remove http']);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/outdated disc-001/g)).toHaveLength(1);
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    // Amending again finds the same thing: still pending once.
    const again = hr.git(['commit', '-q', '--amend', '-m', 'Remove http']);
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });

  it('a finding the user reviewed does not come back', () => {
    const { hr } = setupHookRepo();
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Remove http');
    const review = hr.cli(['review', '--yes']);
    expect(review.code).toBe(0);
    expect(review.stdout).toContain('disc-001 marked outdated');
    expect(hr.pending()).toEqual([]);
    const result = hr.commit('Review discoveries');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(hr.pending()).toEqual([]);
  });
});
