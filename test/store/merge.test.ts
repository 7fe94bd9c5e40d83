import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { mergeCaseFiles, mergeCounterFiles } from '../../src/store/merge.js';
import { runBuiltCli } from '../support/cli.js';
import { makeRepo, removeRepos, sharedRepo, type TestRepo } from '../support/git-repo.js';

afterAll(removeRepos);

const rec = (id: string, content: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id, type: 'discovery', status: 'active', content, parentId: null, createdAt: extra.createdAt ?? `2026-01-01T00:00:0${id.slice(-1)}.000Z`, updatedAt: extra.updatedAt ?? '2026-01-01T00:00:00.000Z', metadata: { scope: 'global', supersededBy: null, ...(extra.metadata as object) } });

function records(repo: TestRepo) {
  return readFileSync(repo.path('.axiom/cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
}

function editRecord(repo: TestRepo, id: string, edit: (r: { status: string; metadata: Record<string, unknown> }) => void) {
  const file = repo.path('.axiom/cases.jsonl');
  const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  for (const r of lines) if (r.id === id) edit(r);
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
}

function setSupersededBy(repo: TestRepo, id: string, by: string) {
  editRecord(repo, id, (r) => Object.assign(r, { status: 'outdated' }, { metadata: { ...r.metadata, supersededBy: by } }));
}

function cliIn(repo: TestRepo) {
  return (...args: string[]) => {
    const r = runBuiltCli(args, { cwd: repo.dir, env: repo.env });
    expect(r.stderr).toBe('');
    return r;
  };
}

/** main and feature both add discoveries from the same starting store (a copy of one built once). */
const diverged = sharedRepo(() => {
  const repo = makeRepo();
  const cli = cliIn(repo);
  cli('init');
  cli('add', 'Shared from before the branches');
  repo.commit('init store');
  repo.git('checkout', '-q', '-b', 'feature');
  cli('add', 'Feature: the retry logic lives in src/net/retry.ts');
  cli('add', 'Feature: retries use exponential backoff with jitter');
  setSupersededBy(repo, 'disc-002', 'disc-003');
  // A reviewer's "not a contradiction" names a discovery by id too.
  editRecord(repo, 'disc-003', (r) => (r.metadata.compatibleWith = ['disc-001', 'disc-002']));
  repo.commit('feature discoveries');
  repo.git('checkout', '-q', 'main');
  cli('add', 'Main: tests use vitest');
  cli('add', 'Main: the API is served on port 3000');
  cli('add', 'Main: migrations run with pnpm db:migrate');
  repo.commit('main discoveries');
  return repo;
});

/** The diverged branches, with the merge driver `init` registers or without it (as in a clone where init never ran). */
function divergedBranches(withDriver: boolean) {
  const repo = diverged();
  if (!withDriver) {
    repo.git('config', '--remove-section', 'merge.discoveries-cases');
    repo.git('config', '--remove-section', 'merge.discoveries-counters');
    repo.git('config', '--remove-section', 'merge.discoveries-view');
  }
  return { repo, cli: cliIn(repo) };
}

describe('merging two branches that both add discoveries', () => {
  it('merges without a conflict through the driver; theirs are renumbered with their references', () => {
    const { repo, cli } = divergedBranches(true);
    repo.git('merge', '-q', '--no-edit', 'feature'); // throws on conflict
    const all = records(repo);
    expect(all.map((r) => r.id)).toEqual(['disc-001', 'disc-002', 'disc-003', 'disc-004', 'disc-005', 'disc-006']);
    const retry = all.find((r) => r.content.startsWith('Feature: the retry logic'));
    const backoff = all.find((r) => r.content.startsWith('Feature: retries use'));
    expect(retry.id).toBe('disc-005');
    expect(backoff.id).toBe('disc-006');
    expect(retry.metadata.supersededBy).toBe('disc-006');
    expect(all.find((r) => r.id === 'disc-006').metadata.compatibleWith).toEqual(['disc-001', 'disc-005']);
    expect(all.find((r) => r.content.startsWith('Main: tests')).id).toBe('disc-002');
    expect(JSON.parse(repo.read('.axiom/metrics/counters.json')).discovery).toBe(4);
    // The view took both sides without a conflict; doctor calls it stale until the next write.
    expect(repo.read('.axiom/discoveries.md')).toContain('Feature: retries use exponential backoff');
    expect(cli('doctor').stdout).toMatch(/discoveries\.md: view is out of date/);
    expect(cli('add', 'After the merge').stdout).toContain('disc-007');
    expect(repo.read('.axiom/discoveries.md')).toContain('[disc-006] Feature: retries use exponential backoff');
    expect(cli('doctor').stdout).toContain('The store is healthy.');
  });

  it('also replays cleanly in a rebase', () => {
    const { repo } = divergedBranches(true);
    repo.git('checkout', '-q', 'feature');
    repo.git('rebase', '-q', 'main');
    expect(new Set(records(repo).map((r) => r.id)).size).toBe(6);
  });

  it('without the driver git conflicts, and doctor --fix merges both sides and renumbers', () => {
    const { repo, cli } = divergedBranches(false);
    expect(() => repo.git('merge', '-q', '--no-edit', 'feature')).toThrow();
    expect(repo.read('.axiom/cases.jsonl')).toContain('<<<<<<<');
    const before = runBuiltCli(['add', 'x'], { cwd: repo.dir, env: repo.env });
    expect(before.code).toBe(2);
    expect(before.stderr).toMatch(/\.axiom\/cases\.jsonl:\d+: git conflict marker/);
    const fixed = cli('doctor', '--fix');
    expect(fixed.stdout).toMatch(/merged 1 conflict block/);
    const all = records(repo);
    expect(all).toHaveLength(6);
    expect(new Set(all.map((r) => r.id)).size).toBe(6);
    const retry = all.find((r) => r.content.startsWith('Feature: the retry logic'));
    const backoff = all.find((r) => r.content.startsWith('Feature: retries use'));
    expect(retry.metadata.supersededBy).toBe(backoff.id);
    expect(backoff.metadata.compatibleWith).toEqual(['disc-001', retry.id]);
    expect(fixed.code).toBe(0);
  });
});

describe('record-level three-way merge', () => {
  it('merges different fields changed on each side of the same record', () => {
    const base = rec('disc-001', 'Use pnpm');
    const ours = JSON.stringify({ ...JSON.parse(base), status: 'outdated', updatedAt: '2026-02-01T00:00:00.000Z' });
    const theirs = JSON.stringify({ ...JSON.parse(base), metadata: { scope: 'global', supersededBy: null, category: 'Dependencies' } });
    const merged = JSON.parse(mergeCaseFiles(base, ours, theirs).text);
    expect(merged.status).toBe('outdated');
    expect(merged.metadata.category).toBe('Dependencies');
  });

  it('lets the later update win a field both sides changed, and unions id lists', () => {
    const base = rec('disc-001', 'Use pnpm');
    const ours = JSON.stringify({ ...JSON.parse(base), status: 'outdated', updatedAt: '2026-02-01T00:00:00.000Z', metadata: { scope: 'global', conflictsWith: ['disc-004'] } });
    const theirs = JSON.stringify({ ...JSON.parse(base), status: 'archived', updatedAt: '2026-03-01T00:00:00.000Z', metadata: { scope: 'global', conflictsWith: ['disc-009'] } });
    const merged = JSON.parse(mergeCaseFiles(base, ours, theirs).text);
    expect(merged.status).toBe('archived');
    expect(merged.metadata.conflictsWith).toEqual(['disc-004', 'disc-009']);
  });

  it('keeps a change made on one side over a deletion on the other', () => {
    const base = `${rec('disc-001', 'a')}\n${rec('disc-002', 'b')}\n`;
    const ours = `${rec('disc-001', 'a')}\n`;
    const theirs = `${rec('disc-001', 'a')}\n${rec('disc-002', 'b changed')}\n`;
    expect(mergeCaseFiles(base, ours, theirs).text).toContain('b changed');
  });

  it('keeps both versions of a foreign record it cannot merge, and says so', () => {
    const result = mergeCaseFiles('', '{"id":"task-1","type":"task","title":"a"}\n', '{"id":"task-1","type":"task","title":"b"}\n');
    expect(result.conflicts).toEqual(['task-1']);
    expect(result.text.trim().split('\n')).toHaveLength(2);
  });

  it('lets counters only grow', () => {
    expect(JSON.parse(mergeCounterFiles('{"discovery":1,"ava":1}', '{"discovery":5,"ava":1}', '{"discovery":3,"ava":2}'))).toEqual({ discovery: 5, ava: 2 });
  });
});
