import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GenomeSource } from '../../src/sources/genome.js';
import type { SourceInfo } from '../../src/sources/source.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { commitRef, genomeMemories, gitIn, initRepo, planChange, put } from './fixtures.js';

afterAll(removeRepos);

const now = new Date('2026-06-01T12:00:00.000Z');

interface Setup {
  repo: TestRepo;
  genome: string;
  written: string;
  load: (env?: NodeJS.ProcessEnv) => Promise<GenomeSource>;
  genomeGit: (...args: string[]) => string;
}

/** A code repository with a genome in `.genome/`: its own repository, ignored by the code one. */
function setup(): Setup {
  const repo = makeRepo();
  repo
    .write('src/http/retry.ts', 'export const attempts = 3;\n')
    .write('test/fixtures/db.sql', 'insert into users values (1);\n')
    .write('.gitignore', '.genome/\n');
  const written = repo.commit('code');
  const genome = join(repo.dir, '.genome');
  initRepo(genome, repo.env);
  put(genome, 'memories/memories.jsonl', genomeMemories(written));
  put(genome, 'agents/root.yaml', 'name: root\nversion: 1\n');
  put(genome, 'agents/code-reader.yaml', 'name: code-reader\nversion: 2\n');
  put(genome, 'routing/rules.yaml', 'rules:\n  - id: rule-1\n    condition: flaky test\n    preference: code-reader\n    strength: 0.7\n');
  gitIn(genome, repo.env, 'add', '-A');
  gitIn(genome, repo.env, 'commit', '-q', '-m', 'genome: initial bootstrap');
  const info: SourceInfo = { kind: 'genome', format: 'genome', path: '.genome', absolute: genome, origin: 'git-root', priority: 2, aliases: [], checked: true };
  return { repo, genome, written, load: (env = repo.env) => GenomeSource.load(info, env), genomeGit: (...args) => gitIn(genome, repo.env, ...args) };
}

describe('genome memories (seed 003) as learnings', () => {
  it('maps memories with their code anchor, dates and lines, and renders what recall injects', async () => {
    const { repo, genome, written, load, genomeGit } = setup();
    // A memory the genome tool added without a date or anchor: dated by the genome commit that wrote it.
    const file = join(genome, 'memories/memories.jsonl');
    put(genome, 'memories/memories.jsonl', `${readFileSync(file, 'utf8')}{"id":"mem-5e5e","content":"Seed data lives in test/fixtures/","tags":[],"confidence":0.4}\n`);
    genomeGit('add', '-A');
    execCommit(genome, repo.env, 'genome: add memory mem-5e5e', '2026-02-03T04:05:06Z');
    const source = await load();
    expect(source.learnings().map((l) => [l.key, l.line, l.status, l.anchorCommit, l.createdAt, l.baseDir, l.readOnly])).toEqual([
      ['.genome/memories/memories.jsonl#mem-7f3a', 1, 'active', written, '2026-01-01T00:05:00.000Z', '', false],
      ['.genome/memories/memories.jsonl#mem-91c2', 2, 'active', written, '2026-01-01T00:06:00.000Z', '', false],
      ['.genome/memories/memories.jsonl#mem-0b11', 3, 'active', null, '2026-01-01T00:07:00.000Z', '', false],
      ['.genome/memories/memories.jsonl#mem-5e5e', 4, 'active', null, '2026-02-03T04:05:06.000Z', '', false],
    ]);
    expect(source.summary()).toBe('4 memories (4 active), 2 agents, 1 routing rule');
    expect(source.render().map((v) => v.content)).toEqual([
      '<memories>\n- Integration tests need test/fixtures/db.sql loaded first\n- The retry policy is in src/http/retry.ts, three attempts\n- Prefer small pull requests\n- Seed data lives in test/fixtures/\n</memories>\n',
      '<routing_hints>\n- flaky test -> code-reader (0.7)\n</routing_hints>\n',
    ]);
  });
});

function execCommit(dir: string, env: NodeJS.ProcessEnv, message: string, date: string): void {
  gitIn(dir, { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }, 'commit', '-q', '-m', message);
}

describe('applying a review plan to a genome', () => {
  it('makes one genome commit per mutation, keeps confidence and every memory, and leaves the code repository alone', async () => {
    const { repo, genome, written, load, genomeGit } = setup();
    repo.write('src/net/retry.ts', repo.read('src/http/retry.ts')).remove('src/http/retry.ts');
    const moved = repo.commit('Move the HTTP client under src/net');
    repo.remove('test/fixtures/db.sql');
    const dropped = repo.commit('Seed the database from migrations');
    const before = readFileSync(join(genome, 'memories/memories.jsonl'), 'utf8');

    const source = await load();
    const [fixtures, retry, small] = source.learnings();
    const outcome = await source.apply(
      [
        planChange(fixtures!, 'outdate', {
          reason: `test/fixtures/db.sql was deleted in ${dropped.slice(0, 7)} "Seed the database from migrations"`,
          outdatedCommit: dropped,
          evidence: [{ kind: 'deleted', mention: 'test/fixtures/db.sql', path: 'test/fixtures/db.sql', commits: [commitRef(repo, dropped)], summary: 'test/fixtures/db.sql was deleted' }],
        }),
        planChange(retry!, 'rewrite', {
          reason: 'src/http/retry.ts moved to src/net/retry.ts',
          rewrite: { content: 'The retry policy is in src/net/retry.ts, three attempts', renames: [{ from: 'src/http/retry.ts', to: 'src/net/retry.ts' }] },
          evidence: [{ kind: 'renamed', mention: 'src/http/retry.ts', path: 'src/http/retry.ts', newPath: 'src/net/retry.ts', commits: [commitRef(repo, moved)], summary: 'src/http/retry.ts moved to src/net/retry.ts' }],
        }),
        planChange(small!, 'review', { reason: 'nothing to do' }),
      ],
      { now, commit: repo.head(), env: repo.env },
    );
    expect(outcome.applied).toEqual([
      { id: 'mem-7f3a', action: 'outdate', from: 'active', to: 'outdated' },
      { id: 'mem-91c2', action: 'rewrite', from: 'active', to: 'active' },
    ]);
    expect(outcome.commits).toHaveLength(2);
    expect(genomeGit('log', '--format=%s', '-3').split('\n')).toEqual([
      'genome: rewrite memory mem-91c2 (src/http/retry.ts → src/net/retry.ts)',
      'genome: outdate memory mem-7f3a',
      'genome: initial bootstrap',
    ]);
    expect(genomeGit('log', '-1', '--skip=1', '--format=%b')).toContain(`- deleted: test/fixtures/db.sql was deleted\n\nCode repository at ${repo.head()}.`);
    // Each commit changes one line: the memory it is about.
    expect(genomeGit('show', '--format=', '--numstat', 'HEAD~1')).toBe('1\t1\tmemories/memories.jsonl');
    expect(genomeGit('status', '--porcelain')).toBe('');
    expect(repo.git('status', '--porcelain')).toBe('');

    const after = readFileSync(join(genome, 'memories/memories.jsonl'), 'utf8').split('\n');
    const original = before.split('\n');
    expect(after).toHaveLength(original.length);
    expect(after[2]).toBe(original[2]);
    expect(JSON.parse(after[0]!)).toEqual({
      ...JSON.parse(original[0]!),
      status: 'outdated',
      outdated_reason: `test/fixtures/db.sql was deleted in ${dropped.slice(0, 7)} "Seed the database from migrations"`,
      outdated_commit: dropped,
      outdated_at: '2026-06-01T12:00:00.000Z',
    });
    expect(JSON.parse(after[1]!)).toEqual({ ...JSON.parse(original[1]!), content: 'The retry policy is in src/net/retry.ts, three attempts', code_commit: repo.head(), rewritten_at: '2026-06-01T12:00:00.000Z' });
    expect(JSON.parse(after[1]!)).toMatchObject({ confidence: 0.55, use_count: 3, source: 'session-42' });

    const reread = await load();
    expect(reread.learnings().map((l) => [l.id, l.status, l.anchorCommit])).toEqual([
      ['mem-7f3a', 'outdated', written],
      ['mem-91c2', 'active', repo.head()],
      ['mem-0b11', 'active', null],
    ]);
    expect(reread.render()[0]!.content).toBe('<memories>\n- The retry policy is in src/net/retry.ts, three attempts\n- Prefer small pull requests\n</memories>\n');
  });

  it('records a contradiction on both memories and archives without deleting', async () => {
    const { repo, load, genomeGit } = setup();
    const source = await load();
    const [fixtures, retry, small] = source.learnings();
    await source.apply(
      [
        planChange(retry!, 'supersede', { supersededBy: 'mem-0b11', conflictsWith: ['mem-0b11'], reason: 'contradicted by mem-0b11' }),
        planChange(small!, 'link', { conflictsWith: ['mem-91c2'] }),
      ],
      { now, commit: repo.head(), env: repo.env },
    );
    const later = await load();
    const outdated = later.learnings()[1]!;
    await later.apply([{ ...planChange(outdated, 'archive'), from: 'outdated', to: 'archived' }], { now, commit: repo.head(), env: repo.env });
    expect(genomeGit('log', '--format=%s', '-3').split('\n')).toEqual(['genome: archive memory mem-91c2', 'genome: link memory mem-0b11 to mem-91c2', 'genome: supersede memory mem-91c2 by mem-0b11']);
    const lines = readFileSync(join(repo.dir, '.genome/memories/memories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((m) => [m.id, m.status ?? 'active', m.superseded_by ?? null, m.conflicts_with ?? null, m.confidence])).toEqual([
      ['mem-7f3a', 'active', null, null, 0.8],
      ['mem-91c2', 'archived', 'mem-0b11', ['mem-0b11'], 0.55],
      ['mem-0b11', 'active', null, ['mem-91c2'], 0.9],
    ]);
    void fixtures;
  });

  it('fixes a moved path in the same commit that marks a memory outdated', async () => {
    const { repo, genome, load, genomeGit } = setup();
    const source = await load();
    const retry = source.learnings()[1]!;
    await source.apply(
      [planChange(retry, 'outdate', { reason: 'attempts changed in src/net/retry.ts', rewrite: { content: 'The retry policy is in src/net/retry.ts, three attempts', renames: [{ from: 'src/http/retry.ts', to: 'src/net/retry.ts' }] } })],
      { now, commit: repo.head(), env: repo.env },
    );
    expect(genomeGit('log', '-1', '--format=%s')).toBe('genome: outdate memory mem-91c2');
    const memory = JSON.parse(readFileSync(join(genome, 'memories/memories.jsonl'), 'utf8').split('\n')[1]!);
    expect(memory).toMatchObject({ status: 'outdated', content: 'The retry policy is in src/net/retry.ts, three attempts', outdated_reason: 'attempts changed in src/net/retry.ts', confidence: 0.55 });
  });

  it('commits to the genome even inside a code-repository hook (GIT_DIR set), and never half-applies', async () => {
    const { repo, genome, load, genomeGit } = setup();
    const hookEnv = { ...repo.env, GIT_DIR: join(repo.dir, '.git'), GIT_INDEX_FILE: join(repo.dir, '.git', 'index'), GIT_WORK_TREE: repo.dir };
    const source = await load(hookEnv);
    const [fixtures, retry] = source.learnings();
    const outcome = await source.apply([planChange(fixtures!, 'outdate')], { now, commit: repo.head(), env: hookEnv });
    expect(outcome.applied).toHaveLength(1);
    expect(genomeGit('log', '-1', '--format=%s')).toBe('genome: outdate memory mem-7f3a');
    expect(repo.git('log', '--format=%s')).toBe('code');

    // A commit the genome refuses (its own pre-commit hook fails): the file goes back as it was.
    const hook = join(genome, '.git/hooks/pre-commit');
    put(genome, '.git/hooks/pre-commit', '#!/bin/sh\necho "genome is frozen" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const text = readFileSync(join(genome, 'memories/memories.jsonl'), 'utf8');
    const refused = await (await load()).apply([planChange(retry!, 'outdate')], { now, commit: repo.head(), env: repo.env });
    expect(refused.skipped).toEqual([{ id: 'mem-91c2', reason: 'commit in .genome failed: genome is frozen' }]);
    expect(readFileSync(join(genome, 'memories/memories.jsonl'), 'utf8')).toBe(text);
    expect(genomeGit('status', '--porcelain')).toBe('');
  });

  it('refuses to write over uncommitted genome changes, and a genome that is not a repository', async () => {
    const { repo, genome, load } = setup();
    const file = join(genome, 'memories/memories.jsonl');
    put(genome, 'memories/memories.jsonl', `${readFileSync(file, 'utf8')}{"id":"mem-new","content":"being written","confidence":0.5}\n`);
    const source = await load();
    const outcome = await source.apply([planChange(source.learnings()[0]!, 'outdate')], { now, commit: null, env: repo.env });
    expect(outcome.skipped).toEqual([{ id: 'mem-7f3a', reason: '.genome/memories/memories.jsonl has uncommitted changes in the genome repository (commit them first)' }]);

    const plain = makeRepo();
    plain.write('notes/genome/memories/memories.jsonl', genomeMemories('abc')).commit('a genome folder without its own git');
    const info: SourceInfo = { kind: 'genome', format: 'genome', path: 'notes/genome', absolute: plain.path('notes/genome'), origin: 'config', priority: 2, aliases: [], checked: true };
    const unversioned = await GenomeSource.load(info, plain.env);
    expect(unversioned.warnings).toEqual(["notes/genome: not a git repository of its own: memories are checked but not changed (fix: run 'git init' in notes/genome, as seed 003's genome does)"]);
    const skipped = await unversioned.apply([planChange(unversioned.learnings()[0]!, 'outdate')], { now, commit: null, env: plain.env });
    expect(skipped.skipped).toEqual([{ id: 'mem-7f3a', reason: 'notes/genome is not a git repository: every genome change must be a commit' }]);
  });
});
