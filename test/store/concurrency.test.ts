import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { builtCli, runBuiltCli } from '../support/cli.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';

afterAll(removeRepos);

function addMany(cwd: string, env: NodeJS.ProcessEnv, prefix: string, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // One shell loop per writer, so the two writers really interleave.
    const script = `for i in $(seq 1 ${count}); do "${process.execPath}" "${builtCli}" add "${prefix} discovery number $i" >/dev/null || exit 1; done`;
    const child = spawn('sh', ['-c', script], { cwd, env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

describe('two processes writing at once', () => {
  it('lose no update and never hand out one id twice', async () => {
    const repo = makeRepo();
    expect(runBuiltCli(['init'], { cwd: repo.dir, env: repo.env }).code).toBe(0);
    const codes = await Promise.all([addMany(repo.dir, repo.env, 'hook', 12), addMany(repo.dir, repo.env, 'cli', 12)]);
    expect(codes).toEqual([0, 0]);
    const records = readFileSync(repo.path('.axiom/cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records).toHaveLength(24);
    expect(new Set(records.map((r) => r.id)).size).toBe(24);
    expect(JSON.parse(readFileSync(repo.path('.axiom/metrics/counters.json'), 'utf8')).discovery).toBe(24);
  });

  it('takes over a lock left behind by a process that died', () => {
    const repo = makeRepo();
    runBuiltCli(['init'], { cwd: repo.dir, env: repo.env });
    // pid 2^22+1 is above Linux's pid_max default, so no such process exists.
    writeFileSync(repo.path('.axiom/.lock'), JSON.stringify({ pid: 4194305, host: hostname(), since: new Date().toISOString(), token: 'dead' }));
    const result = runBuiltCli(['add', 'Survives a stale lock'], { cwd: repo.dir, env: repo.env });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
