import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { SWARM_DIALECT } from '../../src/store/dialect.js';
import { DiscoveryStore } from '../../src/store/discovery-store.js';
import { storePaths } from '../../src/store/paths.js';
import type { SourceInfo } from '../../src/sources/source.js';
import { DialectStoreSource } from '../../src/sources/swarm.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { runCli } from '../support/cli.js';
import { commitRef, planChange, swarmIdeas } from './fixtures.js';

afterAll(removeRepos);

const now = new Date('2026-06-01T12:00:00.000Z');

function load(repo: TestRepo, folder = ''): DialectStoreSource {
  const prefix = folder ? `${folder}/` : '';
  const info: SourceInfo = { kind: 'swarm', format: 'swarm', path: `${prefix}.swarm/ideas.jsonl`, absolute: repo.path(`${prefix}.swarm/ideas.jsonl`), origin: 'git-root', priority: 2, aliases: [], checked: true };
  return new DialectStoreSource(info, { repoRoot: repo.dir, projectRoot: repo.path(folder), store: '.swarm/ideas.jsonl', dialect: SWARM_DIALECT, config: defaultConfig() });
}

function setup(folder = ''): TestRepo {
  const repo = makeRepo();
  const prefix = folder ? `${folder}/` : '';
  repo.write(`${prefix}src/http/retry.ts`, 'export const attempts = 3;\n').write(`${prefix}src/markdown/render.ts`, 'export const render = 1;\n').write(`${prefix}.swarm/ideas.jsonl`, swarmIdeas()).commit('ideas');
  return repo;
}

describe('swarm ideas (seed 000) as learnings', () => {
  it('reads yellow ideas (not greens) with their lines, scopes and the store folder as base', () => {
    const repo = setup('packages/api');
    const source = load(repo, 'packages/api');
    expect(source.learnings().map((l) => [l.key, l.line, l.status, l.scope, l.baseDir, l.readOnly])).toEqual([
      ['packages/api/.swarm/ideas.jsonl#idea-021', 2, 'active', 'global', 'packages/api', false],
      ['packages/api/.swarm/ideas.jsonl#idea-024', 4, 'active', 'global', 'packages/api', false],
      ['packages/api/.swarm/ideas.jsonl#idea-025', 5, 'active', 'local', 'packages/api', false],
    ]);
    expect(source.summary()).toBe('3 yellow ideas (3 active, 0 outdated, 0 archived) · 1 to archive (parent green done)');
    // Read and written back with no change: the same bytes (greens, unknown fields and all).
    const paths = storePaths(repo.path('packages/api'), { store: '.swarm/ideas.jsonl' }, SWARM_DIALECT);
    expect(DiscoveryStore.fromText(paths, defaultConfig(), swarmIdeas()).serialize()).toBe(swarmIdeas());
  });

  it("proposes archiving a done Green's yellows, applies it with a plan, and regenerates learnings.md", async () => {
    const repo = setup();
    repo.remove('src/http/retry.ts');
    const deleted = repo.commit('Remove the hand-rolled retry');
    const source = load(repo);
    const own = source.ownChanges();
    expect(own.map((c) => [c.id, c.action, c.from, c.to, c.line, c.reason])).toEqual([
      ['idea-021', 'archive', 'active', 'archived', 2, 'its parent green idea-020 is done (parent_green_completed)'],
    ]);
    const retry = source.learnings().find((l) => l.id === 'idea-024')!;
    const outcome = await source.apply(
      [
        ...own,
        planChange(retry, 'outdate', {
          reason: `src/http/retry.ts was deleted in ${deleted.slice(0, 7)}`,
          outdatedCommit: deleted,
          evidence: [{ kind: 'deleted', mention: 'src/http/retry.ts', path: 'src/http/retry.ts', commits: [commitRef(repo, deleted)], summary: 'src/http/retry.ts was deleted' }],
        }),
      ],
      { now, commit: repo.head(), env: repo.env },
    );
    expect(outcome.applied).toEqual([
      { id: 'idea-021', action: 'archive', from: 'active', to: 'archived' },
      { id: 'idea-024', action: 'outdate', from: 'active', to: 'outdated' },
    ]);
    expect(outcome.written).toEqual(['.swarm/ideas.jsonl', '.swarm/learnings.md', '.swarm/agents/ed/learnings.md']);

    const lines = repo.read('.swarm/ideas.jsonl').trim().split('\n');
    const original = swarmIdeas().trim().split('\n');
    expect(lines[0]).toBe(original[0]); // the done green, untouched
    expect(lines[2]).toBe(original[2]); // the active green, unknown metadata kept
    expect(lines[4]).toBe(original[4]);
    expect(JSON.parse(lines[1]!)).toMatchObject({ status: 'archived', metadata: { archivedReason: 'parent_green_completed', archivedAt: now.toISOString() } });
    expect(JSON.parse(lines[3]!)).toMatchObject({ status: 'outdated', metadata: { outdatedReason: `src/http/retry.ts was deleted in ${deleted.slice(0, 7)}`, outdatedCommit: deleted } });

    const view = repo.read('.swarm/learnings.md');
    expect(view).toContain(`- [idea-024] **Outdated** (src/http/retry.ts was deleted in ${deleted.slice(0, 7)}): ~~The retry policy lives in src/http/retry.ts~~`);
    expect(view).not.toContain('idea-021');
    expect(repo.read('.swarm/agents/ed/learnings.md')).toContain('- [idea-025] Use unified() not rehype() in src/markdown/render.ts');
    expect(load(repo).ownChanges()).toEqual([]);
  });

  it('rewrites a renamed path and leaves the store alone for review-only plans', async () => {
    const repo = setup();
    const source = load(repo);
    const before = repo.read('.swarm/ideas.jsonl');
    const render = source.learnings().find((l) => l.id === 'idea-025')!;
    expect((await source.apply([planChange(render, 'review')], { now, commit: repo.head(), env: repo.env })).written).toEqual([]);
    expect(repo.read('.swarm/ideas.jsonl')).toBe(before);
    await source.apply(
      [planChange(render, 'rewrite', { rewrite: { content: 'Use unified() not rehype() in src/md/render.ts', renames: [{ from: 'src/markdown/render.ts', to: 'src/md/render.ts' }] } })],
      { now, commit: repo.head(), env: repo.env },
    );
    expect(JSON.parse(repo.read('.swarm/ideas.jsonl').trim().split('\n')[4]!)).toMatchObject({ content: 'Use unified() not rehype() in src/md/render.ts', status: 'active', metadata: { anchorCommit: repo.head() } });
  });

  it("'complete-task' archives a Green's yellows in the swarm store and regenerates its views", async () => {
    const repo = setup();
    const result = await runCli(['complete-task', 'idea-023', '--store', '.swarm/ideas.jsonl'], { cwd: repo.dir, env: repo.env, now });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe('Archived 2 discoveries of idea-023: idea-024, idea-025\n');
    const ideas = repo.read('.swarm/ideas.jsonl').trim().split('\n').map((l) => JSON.parse(l));
    expect(ideas.filter((i) => i.parentId === 'idea-023').map((i) => [i.id, i.status, i.metadata.archivedReason])).toEqual([
      ['idea-024', 'archived', 'parent_green_completed'],
      ['idea-025', 'archived', 'parent_green_completed'],
    ]);
    expect(repo.read('.swarm/learnings.md')).toContain('- [idea-021] rehype requires explicit config for GFM');
    expect(repo.exists('.swarm/agents/ed/learnings.md')).toBe(false);
    const list = await runCli(['list', '--store', '.swarm/ideas.jsonl', '--status', 'archived', '--json'], { cwd: repo.dir, env: repo.env });
    expect(JSON.parse(list.stdout).map((d: { id: string }) => d.id)).toEqual(['idea-024', 'idea-025']);
  });
});
