import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defaultConfig } from '../../src/config.js';
import type { PlanChange } from '../../src/plan/types.js';
import { SWARM_DIALECT } from '../../src/store/dialect.js';
import { DiscoveryStore, updateStore } from '../../src/store/discovery-store.js';
import { applyPlanToStore, storeLearnings } from '../../src/store/learnings.js';
import { storePaths } from '../../src/store/paths.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';

afterAll(removeRepos);

const now = new Date('2026-06-01T00:00:00.000Z');
const line = (id: string, content: string, status = 'active', extra = '') =>
  `{"id":"${id}","type":"discovery","status":"${status}","content":"${content}","parentId":null,"createdAt":"2026-01-01T00:00:00.000Z","updatedAt":"2026-01-01T00:00:00.000Z","metadata":{"scope":"global","sourceTaskId":null,"sourceAgentId":null,"impact":"high","validated":true,"validatedAt":null,"appliedTo":[],"supersededBy":null,"anchorCommit":"abc"${extra}}}`;

function change(id: string, action: PlanChange['action'], extra: Partial<PlanChange> = {}): PlanChange {
  return { key: `.axiom/cases.jsonl#${id}`, id, source: { kind: 'axiom', path: '.axiom/cases.jsonl' }, line: null, content: '', action, from: 'active', to: action === 'archive' ? 'archived' : 'outdated', reason: `because ${action}`, evidence: [], ...extra };
}

describe('the store as learnings', () => {
  it('maps every discovery to a learning with its line, anchor and source', () => {
    const repo = makeRepo();
    const paths = storePaths(repo.dir);
    mkdirSync(paths.dir, { recursive: true });
    writeFileSync(paths.cases, `${line('disc-001', 'a')}\n{"id":"task-1","type":"task"}\n${line('disc-002', 'b', 'outdated')}\n`);
    const learnings = storeLearnings(DiscoveryStore.read(paths, defaultConfig()));
    expect(learnings.map((l) => [l.key, l.line, l.status, l.anchorCommit, l.validated, l.impact])).toEqual([
      ['.axiom/cases.jsonl#disc-001', 1, 'active', 'abc', true, 'high'],
      ['.axiom/cases.jsonl#disc-002', 3, 'outdated', 'abc', true, 'high'],
    ]);
  });
});

describe('applying a review plan', () => {
  it('flips, supersedes, rewrites, archives and links in one write, and skips what moved on', async () => {
    const repo = makeRepo();
    const paths = storePaths(repo.dir);
    mkdirSync(paths.dir, { recursive: true });
    writeFileSync(
      paths.cases,
      [line('disc-001', 'retry in src/http.ts'), line('disc-002', 'use jest'), line('disc-003', 'see src/old.ts'), line('disc-004', 'old', 'outdated'), line('disc-005', 'use vitest'), line('disc-006', 'gone', 'archived')].join('\n') + '\n',
    );
    const outcome = await updateStore(paths, defaultConfig(), (store) =>
      applyPlanToStore(
        store,
        [
          change('disc-001', 'outdate', { outdatedCommit: 'f00d' }),
          change('disc-002', 'supersede', { supersededBy: 'disc-005', conflictsWith: ['disc-005'] }),
          change('disc-003', 'rewrite', { to: 'active', rewrite: { content: 'see src/new.ts', renames: [{ from: 'src/old.ts', to: 'src/new.ts' }] } }),
          change('disc-004', 'archive', { from: 'outdated' }),
          change('disc-005', 'link', { to: 'active', conflictsWith: ['disc-002'] }),
          change('disc-006', 'outdate'),
          { ...change('disc-001', 'outdate'), source: { kind: 'swarm', path: '.swarm/ideas.jsonl' } },
        ],
        { now, commit: 'head' },
      ),
    );
    expect(outcome.skipped).toEqual([{ id: 'disc-006', reason: 'status changed since the check (active → archived)' }]);
    const records = readFileSync(paths.cases, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(records[0]).toMatchObject({ status: 'outdated', metadata: { outdatedReason: 'because outdate', outdatedCommit: 'f00d' } });
    expect(records[1]).toMatchObject({ status: 'outdated', metadata: { supersededBy: 'disc-005', conflictsWith: ['disc-005'] } });
    expect(records[2]).toMatchObject({ status: 'active', content: 'see src/new.ts', metadata: { anchorCommit: 'head' } });
    expect(records[3]).toMatchObject({ status: 'archived', metadata: { archivedReason: 'outdated_unreviewed' } });
    expect(records[4]).toMatchObject({ status: 'active', metadata: { conflictsWith: ['disc-002'] } });
    expect(readFileSync(paths.globalView, 'utf8')).toContain('**Outdated** (superseded by disc-005): ~~use jest~~');
  });
});

describe('a discovery both outdated and renamed', () => {
  it('gets the new path in its content as well as the outdated status', async () => {
    const repo = makeRepo();
    const paths = storePaths(repo.dir);
    mkdirSync(paths.dir, { recursive: true });
    writeFileSync(paths.cases, `${line('disc-001', 'retry() in src/http.ts backs off 3 times')}\n`);
    await updateStore(paths, defaultConfig(), (store) =>
      applyPlanToStore(store, [change('disc-001', 'outdate', { rewrite: { content: 'retry() in src/net/http.ts backs off 3 times', renames: [{ from: 'src/http.ts', to: 'src/net/http.ts' }] } })], { now, commit: 'head' }),
    );
    expect(JSON.parse(readFileSync(paths.cases, 'utf8'))).toMatchObject({ status: 'outdated', content: 'retry() in src/net/http.ts backs off 3 times', metadata: { anchorCommit: 'abc' } });
  });
});

describe('the swarm dialect (seed 000)', () => {
  it('stores yellow ideas with idea-NNN ids, greens as parents, and learnings.md views', async () => {
    const repo = makeRepo();
    const paths = storePaths(repo.dir, { store: '.swarm/ideas.jsonl' }, SWARM_DIALECT);
    mkdirSync(paths.dir, { recursive: true });
    const green = '{"id":"idea-020","color":"green","status":"done","content":"Login form"}';
    writeFileSync(paths.cases, `${green}\n`);
    await updateStore(paths, defaultConfig(), (store) => {
      store.create({ content: 'rehype requires explicit config for GFM', scope: 'global', taskId: 'idea-020', agentId: 'ed-001', impact: 'high', category: 'Architecture', commit: null, now });
      store.create({ content: 'Use unified() not rehype()', scope: 'local', taskId: 'idea-020', agentId: 'ed-001', impact: 'medium', category: 'Architecture', commit: null, now });
    });
    const lines = readFileSync(paths.cases, 'utf8').trim().split('\n');
    expect(lines[0]).toBe(green);
    expect(JSON.parse(lines[1]!)).toMatchObject({ id: 'idea-021', color: 'yellow', parentId: 'idea-020', metadata: { sourceGreenId: 'idea-020' } });
    expect(Object.keys(JSON.parse(lines[1]!)).slice(0, 2)).toEqual(['id', 'color']);
    expect(readFileSync(paths.globalView, 'utf8')).toMatch(/^# Project Learnings\n[\s\S]*- \[idea-021\] rehype requires explicit config for GFM/);
    expect(readFileSync(`${paths.agentsDir}/ed/learnings.md`, 'utf8')).toMatch(/^# Ed Learnings\n[\s\S]*## Patterns Observed\n- \[idea-022\] Use unified\(\) not rehype\(\)/);
  });
});
