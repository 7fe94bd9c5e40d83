// The Action's door into the core: it finds the store as the CLI does and
// applies a plan the way `discoveries check` does (store and views, one write).

import { afterAll, describe, expect, it } from 'vitest';
import { applyPlan, locateStore } from '../../action/core.js';
import { runBuiltCli } from '../support/cli.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { makeChange, makePlan } from './plans.js';

afterAll(() => removeRepos());

describe('locating the store', () => {
  it('uses the defaults, then the config, then the inputs', async () => {
    const repo = makeRepo();
    expect(await locateStore(repo.dir, { storePath: null, markdownPath: null, policy: null })).toEqual({
      storePath: '.axiom/cases.jsonl',
      markdownPath: '.axiom/discoveries.md',
      policy: 'graded',
    });
    repo.write('.axiom/config.yml', 'views:\n  global: docs/DISCOVERIES.md\ncheck:\n  policy: strict\n');
    expect(await locateStore(repo.dir, { storePath: null, markdownPath: null, policy: null })).toEqual({
      storePath: '.axiom/cases.jsonl',
      markdownPath: 'docs/DISCOVERIES.md',
      policy: 'strict',
    });
    expect(await locateStore(repo.dir, { storePath: 'kb/cases.jsonl', markdownPath: null, policy: 'graded' })).toEqual({
      storePath: 'kb/cases.jsonl',
      markdownPath: 'kb/discoveries.md',
      policy: 'graded',
    });
  });

  it('reports a broken config as one line naming file and line', async () => {
    const repo = makeRepo();
    repo.write('.axiom/config.yml', 'check:\n  policy: lenient\n');
    await expect(locateStore(repo.dir, { storePath: null, markdownPath: null, policy: null })).rejects.toThrow(/^\.axiom\/config\.yml:2: check\.policy must be one of graded, strict/);
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
    const store = await locateStore(repo.dir, { storePath: null, markdownPath: null, policy: null });
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
