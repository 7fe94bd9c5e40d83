// Two hooks at once: one waits for the other or leaves the work to the next
// hook; nothing is lost and nothing shows up twice.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { removeRepos } from '../support/git-repo.js';
import { HookRepo, installPackages, setupHookRepo } from './support.js';

afterAll(removeRepos);

function lockFile(hr: HookRepo): string {
  return join(hr.gitDir(), 'discoveries', 'hook.lock');
}

function holdLock(hr: HookRepo, pid: number): void {
  mkdirSync(dirname(lockFile(hr)), { recursive: true });
  writeFileSync(lockFile(hr), JSON.stringify({ pid, host: hostname(), since: new Date().toISOString(), token: `test-${pid}` }));
}

function commitAsync(repo: HookRepo, cwd: string, message: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `git add -A && git commit -q -m "${message}"`], { cwd, env: repo.env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stderr }));
  });
}

describe('the hook lock', () => {
  it('a hook that cannot get the lock skips with a notice; the next one catches up', () => {
    const { hr } = setupHookRepo();
    holdLock(hr, process.pid);
    hr.ok('rm', '-q', 'src/http.ts');
    const busy = hr.commit('Remove http while another hook runs');
    expect(busy.code).toBe(0);
    expect(busy.stderr).toContain('discoveries: another discoveries hook is running; skipped');
    expect(hr.pending()).toEqual([]);

    rmSync(lockFile(hr));
    hr.write('README.md', '# later\n');
    const next = hr.commit('Later');
    expect(next.stderr).toContain('outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });

  it('a lock left by a process that died is taken over', () => {
    const { hr } = setupHookRepo();
    // pid 2^22+1 is above Linux's pid_max default: no such process.
    holdLock(hr, 4194305);
    hr.ok('rm', '-q', 'src/http.ts');
    const result = hr.commit('Remove http');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('this commit outdated disc-001');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });

  it('commits racing in three worktrees: every finding once, in the right worktree', async () => {
    const { hr } = setupHookRepo();
    hr.write('src/cache.ts', 'export const ttl = 60;\n');
    hr.commit('Add a cache');
    hr.cli(['add', 'Cached entries in src/cache.ts live 60 seconds']);
    hr.commit('Discovery about the cache');
    const trees = ['a', 'b'].map((name) => {
      const dir = join(dirname(hr.dir), `wt-${name}`);
      hr.ok('worktree', 'add', '-q', dir, '-b', `side-${name}`);
      installPackages(dir);
      const wt = HookRepo.at(dir, hr);
      expect(wt.cli(['init']).code).toBe(0);
      return wt;
    });
    hr.ok('rm', '-q', 'src/http.ts');
    trees[0]!.ok('rm', '-q', 'src/db.ts');
    trees[1]!.ok('rm', '-q', 'src/cache.ts');
    const results = await Promise.all([commitAsync(hr, hr.dir, 'main'), commitAsync(hr, trees[0]!.dir, 'a'), commitAsync(hr, trees[1]!.dir, 'b')]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0]);

    // A hook that lost the race left its commit to the next hook on that branch.
    for (const repo of [hr, ...trees]) {
      repo.write('notes.md', `after the race in ${repo.dir}\n`);
      expect(repo.commit('After the race').code).toBe(0);
    }
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    expect(trees[0]!.pending(trees[0]!.dir)).toEqual(['disc-002 outdate side-a']);
    expect(trees[1]!.pending(trees[1]!.dir)).toEqual(['disc-003 outdate side-b']);
    const said = results.map((r) => r.stderr).join('');
    for (const id of ['disc-001', 'disc-002', 'disc-003']) expect(said.split(`outdated ${id}`).length).toBeLessThanOrEqual(2);
  });
});
