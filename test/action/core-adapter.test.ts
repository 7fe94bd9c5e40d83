// The Action's door into the core: it finds the store as the CLI does and
// applies a plan the way `discoveries check` does (store and views, one write).

import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPlan, buildPlan, locateStore, readStore } from '../../action/core.js';
import { runBuiltCli } from '../support/cli.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { makeChange, makePlan } from './plans.js';

afterAll(() => removeRepos());

describe('locating the store', () => {
  it('uses the defaults, then the config, then the inputs', async () => {
    const repo = makeRepo();
    expect(await locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null })).toEqual({
      storePath: '.axiom/cases.jsonl',
      markdownPath: '.axiom/discoveries.md',
      policy: 'graded',
      source: { kind: 'worktree' },
    });
    repo.write('.axiom/config.yml', 'views:\n  global: docs/DISCOVERIES.md\ncheck:\n  policy: strict\n');
    expect(await locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null })).toEqual({
      storePath: '.axiom/cases.jsonl',
      markdownPath: 'docs/DISCOVERIES.md',
      policy: 'strict',
      source: { kind: 'worktree' },
    });
    expect(await locateStore(repo.dir, repo.env, { storePath: 'kb/cases.jsonl', markdownPath: null, policy: 'graded' })).toEqual({
      storePath: 'kb/cases.jsonl',
      markdownPath: 'kb/discoveries.md',
      policy: 'graded',
      source: { kind: 'worktree' },
    });
  });

  it('reports a broken config as one line naming file and line', async () => {
    const repo = makeRepo();
    repo.write('.axiom/config.yml', 'check:\n  policy: lenient\n');
    await expect(locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null })).rejects.toThrow(/^\.axiom\/config\.yml:2: check\.policy must be one of graded, strict/);
  });
});

describe("reading a pull request's store", () => {
  it('reads the store and config of the head commit through git, not the working tree', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', 'x\n').commit('code');
    expect(runBuiltCli(['add', 'Retries live in `src/http.ts`'], { cwd: repo.dir, env: repo.env }).code).toBe(0);
    repo.write('.axiom/config.yml', 'check:\n  policy: strict\n');
    const head = repo.commit('store');
    // The working tree says something else; only the commit counts.
    repo.write('.axiom/config.yml', 'check:\n  policy: graded\n').remove('.axiom/cases.jsonl');
    const location = await locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null }, { kind: 'commit', sha: head });
    expect(location.policy).toBe('strict');
    const { store, exists } = await readStore(repo.dir, repo.env, location);
    expect(exists).toBe(true);
    expect(store.discoveries().map((d) => [d.id, d.content])).toEqual([['disc-001', 'Retries live in `src/http.ts`']]);
  });

  it('never reads a file outside the repository through a store replaced by a symlink', async () => {
    const repo = makeRepo();
    const secret = join(repo.env.HOME!, 'secret.txt');
    writeFileSync(secret, 'TOP SECRET\n');
    mkdirSync(repo.path('.axiom'));
    symlinkSync(secret, repo.path('.axiom/cases.jsonl'));
    symlinkSync(secret, repo.path('.axiom/config.yml'));
    const both = repo.commit('store and config are symlinks');
    const refused = await locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null }, { kind: 'commit', sha: both }).catch((e: Error) => e);
    expect(String(refused)).toContain('.axiom/config.yml:1: the config must be a mapping');
    expect(String(refused)).not.toContain('TOP SECRET');

    repo.remove('.axiom/config.yml');
    const head = repo.commit('only the store is a symlink');
    const location = await locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null }, { kind: 'commit', sha: head });
    const plan = await buildPlan({ cwd: repo.dir, env: repo.env, now: new Date(), store: location, range: null });
    expect(JSON.stringify(plan)).not.toContain('TOP SECRET');
    expect(plan.warnings.join('\n')).toContain('leads outside the repository');
    // Read from the working tree, the same store would have leaked the file.
    const leaked = await readStore(repo.dir, repo.env, { ...location, source: { kind: 'worktree' } });
    expect(leaked.store.problems.map((p) => p.message).join('\n')).toContain('TOP SECRET');
  });
});

describe('building the plan', () => {
  // The Action repeats the steps of `discoveries check`; if check learns
  // something new (contradictions, say) and the Action does not, this fails.
  it('gives exactly the plan `discoveries check --dry-run --json` gives', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', 'export function retry() {\n  return 3;\n}\n').write('src/old/a.ts', 'a\n').write('src/db.ts', 'pool\n');
    repo.write('AGENTS.md', '# Agents\n\n## Layout\n\n- Database access goes through `src/db.ts`.\n- Helpers: `src/old/a.ts`.\n');
    repo.commit('code');
    for (const text of ['Retries: `retry()` in `src/http.ts`', 'Helpers live in `src/old/a.ts`', 'The pool is in `src/db.ts`', 'Never use `src/db.ts` directly']) {
      expect(runBuiltCli(['add', text], { cwd: repo.dir, env: repo.env }).code).toBe(0);
    }
    repo.commit('discoveries');
    repo.write('src/http.ts', 'export function retryWithBackoff() {}\n');
    repo.git('mv', 'src/old/a.ts', 'src/a.ts');
    repo.remove('src/db.ts');
    repo.commit('rework');
    const cli = runBuiltCli(['check', '--dry-run', '--json'], { cwd: repo.dir, env: repo.env });
    expect(cli.code, cli.stderr).toBe(0);
    const store = await locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null });
    const plan = await buildPlan({ cwd: repo.dir, env: repo.env, now: new Date(), store, range: null });
    expect(plan.changes.length).toBeGreaterThanOrEqual(5);
    expect(plan.changes.some((c) => c.source.path === 'AGENTS.md')).toBe(true);
    expect(JSON.parse(JSON.stringify(plan))).toEqual(JSON.parse(cli.stdout));
  });
});

describe('applying a plan', () => {
  it('writes the new statuses and regenerates the view, skipping what moved on', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', 'x\n').commit('code');
    for (const text of ['Retries live in `src/http.ts`', 'Pool in `src/db.ts`']) {
      expect(runBuiltCli(['add', text], { cwd: repo.dir, env: repo.env }).code).toBe(0);
    }
    const before = repo.read('.axiom/discoveries.md');
    const store = await locateStore(repo.dir, repo.env, { storePath: null, markdownPath: null, policy: null });
    const plan = makePlan([makeChange({ id: 'disc-001' }), makeChange({ id: 'disc-002', from: 'outdated' })]);
    const result = await applyPlan({ cwd: repo.dir, env: repo.env, now: new Date('2026-03-01T00:00:00Z'), plan, store });
    expect(result.applied).toEqual(['disc-001']);
    expect(result.skipped).toEqual([{ id: 'disc-002', reason: 'status changed since the check (outdated → active)' }]);
    const records = repo.read('.axiom/cases.jsonl').trim().split('\n').map((l) => JSON.parse(l) as { id: string; status: string; metadata: { outdatedReason?: string } });
    expect(records[0]).toMatchObject({ id: 'disc-001', status: 'outdated', metadata: { outdatedReason: 'src/http.ts was deleted' } });
    expect(records[1]!.status).toBe('active');
    expect(repo.read('.axiom/discoveries.md')).not.toBe(before);
  });
});
