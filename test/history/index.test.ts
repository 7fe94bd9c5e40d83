import { afterAll, describe, expect, it } from 'vitest';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { NulSplitter, RawLogParser, blobAt, chainFromWalk, indexFrom, olderGitError, readChain, readTree, startLog } from '../../src/history/index.js';
import { execFileSync } from 'node:child_process';
import { GitError } from '../../src/git/exec.js';
import { blameFile } from '../../src/history/blame.js';

afterAll(removeRepos);

describe('the history index', () => {
  it('splits NUL-separated output across chunks without breaking multi-byte characters', () => {
    const tokens: string[] = [];
    const splitter = new NulSplitter((t) => tokens.push(t));
    const bytes = Buffer.from('docs/über.md\0src/a b.ts\0');
    for (let i = 0; i < bytes.length; i += 3) splitter.push(bytes.subarray(i, i + 3));
    splitter.end();
    expect(tokens).toEqual(['docs/über.md', 'src/a b.ts']);
  });

  it('indexes every commit of the chain with its changes, empty commits and the root included', async () => {
    const repo = makeRepo();
    repo.write('a.ts', 'a\n');
    const root = repo.commit('root');
    repo.commit('empty');
    repo.write('a.ts', 'a2\n').write('dir/b c.ts', 'b\n');
    repo.commit('change');
    const ctx = { cwd: repo.dir, env: repo.env };
    const chain = await readChain(ctx, 'HEAD');
    const index = indexFrom(await startLog(ctx, chain.end).done, chain, await readTree(ctx, chain.end));
    expect(index.indexedFrom).toBe(-1);
    expect([...index.commits.values()].map((c) => c.subject)).toEqual(['change', 'empty', 'root']);
    expect(index.events.get('a.ts')!.map((e) => [e.pos, e.status])).toEqual([
      [0, 'A'],
      [2, 'M'],
    ]);
    expect(index.events.get('dir/b c.ts')!.map((e) => e.status)).toEqual(['A']);
    expect(blobAt(index, 'a.ts', 0)).toBe(repo.git('rev-parse', `${root}:a.ts`));
    expect(blobAt(index, 'dir/b c.ts', 1)).toBeNull();
  });

  it('reads the same chain with every commit\'s author, date and subject as without them', async () => {
    const repo = makeRepo();
    repo.write('a.ts', 'a\n');
    repo.commit('root');
    repo.git('commit', '--allow-empty', '--allow-empty-message', '-q', '-m', '', '--author=Émile <e@example.com>', '--date=2026-03-01T12:00:00+02:00');
    repo.commit('multi\n\nline body');
    const ctx = { cwd: repo.dir, env: repo.env };
    const plain = await readChain(ctx, 'HEAD');
    const withMeta = await readChain(ctx, 'HEAD', undefined, { meta: true });
    expect(withMeta.shas).toEqual(plain.shas);
    expect(withMeta.times).toEqual(plain.times);
    expect(withMeta.end).toBe(plain.end);
    expect(plain.meta).toBeUndefined();
    expect(plain.shas.map((sha) => withMeta.meta!.get(sha))).toEqual([
      { sha: plain.shas[0], author: 'Test User', date: expect.stringMatching(/^2026-01-01T/), subject: 'root' },
      { sha: plain.shas[1], author: 'Émile', date: '2026-03-01T12:00:00+02:00', subject: '' },
      { sha: plain.shas[2], author: 'Test User', date: expect.stringMatching(/^2026-01-01T/), subject: 'multi' },
    ]);
    expect(withMeta.meta!.get('0'.repeat(40))).toBeUndefined();
  });

  it('takes from the walk the chain a log of its own gives, and stops once it has read every commit asked for', async () => {
    const repo = makeRepo();
    repo.write('a.ts', 'a\n');
    repo.commit('root');
    repo.git('commit', '--allow-empty', '--allow-empty-message', '-q', '-m', '', '--author=Émile <e@example.com>', '--date=2026-03-01T12:00:00+02:00');
    for (let i = 0; i < 4; i++) {
      repo.write('a.ts', `${i}\n`);
      repo.commit(`c${i}\n\nbody`);
    }
    const ctx = { cwd: repo.dir, env: repo.env };
    const read = await readChain(ctx, 'HEAD', undefined, { meta: true });
    const whole = chainFromWalk(await startLog(ctx, read.end, { chain: true }).done, read.end);
    expect([whole.end, whole.shas, whole.times, whole.before]).toEqual([read.end, read.shas, read.times, undefined]);
    expect(whole.shas.map((sha) => whole.meta!.get(sha))).toEqual(read.shas.map((sha) => read.meta!.get(sha)));
    // The oldest of the commits asked for (c0) ends the walk, whichever order they are named in; its own changes are not read.
    const log = startLog(ctx, read.end, { chain: true });
    log.stopAtAll([read.shas[4]!, read.shas[2]!]);
    const raw = await log.done;
    const partial = chainFromWalk(raw, read.end);
    expect([partial.shas, partial.times]).toEqual([read.shas.slice(2), read.times.slice(2)]);
    expect(partial.before).toBeDefined();
    expect(partial.meta!.get(read.shas[3]!)).toEqual(read.meta!.get(read.shas[3]!));
    const index = indexFrom(raw, partial, await readTree(ctx, read.end));
    expect(index.indexedFrom).toBe(0);
    expect(index.events.get('a.ts')!.map((e) => [e.pos, e.status])).toEqual([
      [1, 'M'],
      [2, 'M'],
      [3, 'M'],
    ]);
    // Asked for commits it has read already, it stops at once.
    const late = startLog(ctx, read.end, { chain: true });
    await new Promise<void>((resolve) => late.watch((started) => started >= 4 && resolve()));
    late.stopAtAll([read.shas[5]!]);
    expect(chainFromWalk(await late.done, read.end).before).toBeDefined();
  });

  it('reads a walk cut into pieces anywhere as it reads it whole, authors, dates and subjects too', async () => {
    const repo = makeRepo();
    repo.write('a.ts', 'a\n').write('dir/b c.ts', 'b\n');
    repo.commit('root');
    repo.git('mv', 'a.ts', 'über.ts');
    repo.git('commit', '-q', '-m', 'move', '--author=Émile <e@example.com>');
    repo.write('über.ts', 'a2\n').remove('dir/b c.ts');
    repo.commit('change');
    const out = execFileSync('git', ['log', '--first-parent', '--raw', '-z', '--no-abbrev', '-M', '--root', '--format=%x01%H %ct%x00%an%x00%aI%x00%s', 'HEAD'], { cwd: repo.dir, env: repo.env });
    const parse = (size: number) => {
      const parser = new RawLogParser(false, true);
      for (let i = 0; i < out.length; i += size) parser.push(out.subarray(i, i + size));
      parser.end();
      const raw = parser.result();
      return { shas: raw.shas, events: [...raw.events], chain: { ...raw.chain, metaBytes: raw.chain!.metaBytes.toString('utf8') } };
    };
    const whole = parse(out.length);
    expect(whole.chain.metaBytes.split('\0')).toEqual(['Test User', expect.stringMatching(/^2026-/), 'change', 'Émile', expect.stringMatching(/^2026-/), 'move', 'Test User', expect.stringMatching(/^2026-/), 'root', '']);
    expect(whole.events.map(([path, list]) => [path, list.map((e) => e.status)])).toEqual([
      ['dir/b c.ts', ['D', 'A']],
      ['über.ts', ['M', 'R-to']],
      ['a.ts', ['R-from', 'A']],
    ]);
    for (const size of [1, 2, 3, 5, 7, 16, 41]) expect(parse(size)).toEqual(whole);
  });

  it('stops the walk at the oldest commit it needs', async () => {
    const repo = makeRepo();
    for (let i = 0; i < 5; i++) {
      repo.write('a.ts', `${i}\n`);
      repo.commit(`c${i}`);
    }
    const ctx = { cwd: repo.dir, env: repo.env };
    const chain = await readChain(ctx, 'HEAD');
    const log = startLog(ctx, chain.end);
    log.stopAt(chain.shas[2]!);
    const index = indexFrom(await log.done, chain, await readTree(ctx, chain.end));
    expect(index.indexedFrom).toBeLessThanOrEqual(2);
    expect(index.commits.get(3)!.subject).toBe('c3');
  });

  it('blames each line of a store once, uncommitted lines as null', async () => {
    const repo = makeRepo();
    repo.write('.axiom/cases.jsonl', '{"id":"disc-001"}\n');
    const first = repo.commit('one');
    repo.write('.axiom/cases.jsonl', '{"id":"disc-001"}\n{"id":"disc-002"}\n');
    const blame = await blameFile({ cwd: repo.dir, env: repo.env }, '.axiom/cases.jsonl');
    expect(blame.get(1)).toEqual({ sha: first }); // the root commit, not a boundary
    expect(blame.get(2)).toEqual({ sha: null });
  });

  it('blames every line of a group of lines written together, and only the lines asked for', async () => {
    const repo = makeRepo();
    repo.write('.axiom/cases.jsonl', '{"id":"disc-001"}\n{"id":"disc-002"}\n');
    const first = repo.commit('two records');
    repo.write('.axiom/cases.jsonl', '{"id":"disc-001"}\n{"id":"disc-002"}\n{"id":"disc-003"}\n{"id":"disc-004"}\n{"id":"disc-005"}\n');
    const second = repo.commit('three more');
    repo.write('.axiom/cases.jsonl', '{"id":"disc-001"}\n{"id":"disc-002"}\n{"id":"disc-003"}\n{"id":"disc-004"}\n{"id":"disc-005"}\n{"id":"disc-006"}\n');
    const ctx = { cwd: repo.dir, env: repo.env };
    const whole = await blameFile(ctx, '.axiom/cases.jsonl');
    expect([...whole.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map((line) => whole.get(line)!.sha)).toEqual([first, first, second, second, second, null]);
    const some = await blameFile(ctx, '.axiom/cases.jsonl', [2, 4]);
    expect(new Map(some)).toEqual(new Map([[2, { sha: first }], [4, { sha: second }]]));
  });
});

describe('an older git', () => {
  it('is named as the cause, with the version needed, when it rejects --diff-merges', () => {
    // What git 2.30 prints; this machine's git is newer, so the error is built as the wrapper would.
    const old = new GitError(['log', '--diff-merges=first-parent'], 128, 'fatal: unrecognized argument: --diff-merges=first-parent\n');
    const error = olderGitError(old);
    expect(error?.message).toBe('discoveries check needs git 2.31 or later to walk merges (--diff-merges=first-parent); git said: fatal: unrecognized argument: --diff-merges=first-parent');
    expect(error?.fix).toBe('upgrade git (git --version shows the one in use)');
    expect(olderGitError(new GitError(['log'], 128, "fatal: bad revision 'nope'\n"))).toBeNull();
  });
});
