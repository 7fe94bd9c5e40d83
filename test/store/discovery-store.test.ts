import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '../../src/config.js';
import { DiscoveryStore, updateStore } from '../../src/store/discovery-store.js';
import { storePaths } from '../../src/store/paths.js';
import { writeFileAtomic } from '../../src/store/atomic.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { TRICKY_STORE_LINES } from '../support/store-lines.js';

afterAll(removeRepos);

const now = new Date('2026-03-01T10:00:00.000Z');
const newDiscovery = (content: string) => ({ content, scope: 'global' as const, taskId: null, agentId: null, impact: 'medium' as const, category: 'Testing', commit: null, now });

function project(cases?: string, counters?: string) {
  const repo = makeRepo();
  const paths = storePaths(repo.dir);
  mkdirSync(join(paths.dir, 'metrics'), { recursive: true });
  if (cases !== undefined) writeFileSync(paths.cases, cases);
  if (counters !== undefined) writeFileSync(paths.counters, counters);
  return { repo, paths, config: defaultConfig() };
}

describe('discovery ids', () => {
  it('counts from the counter file, zero-pads to three digits and grows past 999', async () => {
    const { paths, config } = project('', '{"ava": 5, "discovery": 998}\n');
    const ids = await updateStore(paths, config, (store) => [store.create(newDiscovery('a')).id, store.create(newDiscovery('b')).id, store.create(newDiscovery('c')).id]);
    expect(ids).toEqual(['disc-999', 'disc-1000', 'disc-1001']);
    const counters = JSON.parse(readFileSync(paths.counters, 'utf8'));
    expect(counters).toEqual({ ava: 5, discovery: 1001 });
    // Sorted naturally: disc-999 before disc-1000.
    expect(readFileSync(paths.cases, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id)).toEqual(['disc-999', 'disc-1000', 'disc-1001']);
  });

  it('never reuses an id that is in the file even when the counter lags behind', async () => {
    const { paths, config } = project('{"id":"disc-007","type":"discovery","status":"deleted","content":"old","metadata":{"scope":"global"}}\n', '{"discovery": 2}\n');
    const id = await updateStore(paths, config, (store) => store.create(newDiscovery('new one')).id);
    expect(id).toBe('disc-008');
  });

  it('starts at disc-001 in a repository without a store', async () => {
    const { paths, config } = project();
    expect(await updateStore(paths, config, (store) => store.create(newDiscovery('first')).id)).toBe('disc-001');
    expect(existsSync(paths.cases)).toBe(true);
  });
});

describe('writing the store', () => {
  const task = '{"id":"task-001","type":"task","status":"done","title":"Ship login","custom":{"nested":[1,2]}}';
  const handWritten = '{"content":"Use pnpm","id":"disc-002","status":"active","type":"discovery","metadata":{"scope":"global","impact":"low","x-team":"infra"},"owner":"ana"}';

  it('keeps other record types and untouched discoveries byte for byte, and sorts by id', async () => {
    const { paths, config } = project(`${task}\n${handWritten}\n`);
    await updateStore(paths, config, (store) => void store.create(newDiscovery('Tests use vitest')));
    const lines = readFileSync(paths.cases, 'utf8').split('\n');
    expect(lines[0]).toBe(handWritten);
    expect(lines[1]).toMatch(/^\{"id":"disc-003","type":"discovery","status":"active","content":"Tests use vitest",/);
    expect(lines[2]).toBe(task);
  });

  it('keeps unknown fields when a record is changed, in a stable key order', async () => {
    const { paths, config } = project(`${handWritten}\n`);
    await updateStore(paths, config, (store) => {
      const d = store.require('disc-002');
      d.status = 'outdated';
      store.markChanged(d);
    });
    const record = JSON.parse(readFileSync(paths.cases, 'utf8'));
    expect(record.owner).toBe('ana');
    expect(record.metadata['x-team']).toBe('infra');
    expect(Object.keys(record).slice(0, 4)).toEqual(['id', 'type', 'status', 'content']);
  });

  it('refuses to write while a line is malformed, naming file and line, and changes nothing', async () => {
    const text = `${handWritten}\n{"id":"disc-003","type":"discovery",\n`;
    const { paths, config } = project(text);
    await expect(updateStore(paths, config, (store) => void store.create(newDiscovery('x')))).rejects.toThrow(
      /the line ends before its JSON object does/,
    );
    try {
      await updateStore(paths, config, () => undefined);
    } catch (error) {
      expect((error as { format(): string }).format()).toMatch(/^\.axiom\/cases\.jsonl:2: .*nothing was written \(fix: .*discoveries doctor/);
    }
    expect(readFileSync(paths.cases, 'utf8')).toBe(text);
  });

  it('keeps a malformed line verbatim when the config says keep', async () => {
    const text = `${handWritten}\nnot json at all\n`;
    const { paths } = project(text);
    const config = { ...defaultConfig(), store: { path: '.axiom/cases.jsonl', onMalformed: 'keep' as const } };
    await updateStore(paths, config, (store) => void store.create(newDiscovery('x')));
    expect(readFileSync(paths.cases, 'utf8')).toContain('\nnot json at all\n');
  });

  it('reports invalid statuses and duplicate ids as problems with their lines', () => {
    const { paths, config } = project(
      '{"id":"disc-001","type":"discovery","status":"stale","content":"a","metadata":{}}\n' +
        '{"id":"disc-002","type":"discovery","status":"active","content":"b","metadata":{}}\n' +
        '{"id":"disc-002","type":"discovery","status":"active","content":"c","metadata":{}}\n',
    );
    const problems = DiscoveryStore.read(paths, config).blockingProblems();
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [1, 'disc-001 has status "stale"'],
      [3, 'duplicate id disc-002 (also on line 2)'],
    ]);
  });

  it('deduplicates on lower-cased, trimmed content', () => {
    const { paths, config } = project(`${handWritten}\n`);
    const store = DiscoveryStore.read(paths, config);
    expect(store.findDuplicate('  USE PNPM ')?.id).toBe('disc-002');
    expect(store.findDuplicate('Use pnpm workspaces')).toBeUndefined();
  });

  it('finds duplicates of what it read, created and changed, whenever it is first asked', () => {
    // Content hashes are computed on the first question, from the contents as read.
    const { paths, config } = project(`${handWritten}\n`);
    const changedFirst = DiscoveryStore.read(paths, config);
    const d = changedFirst.require('disc-002');
    d.content = 'Use bun';
    changedFirst.markChanged(d);
    expect(changedFirst.findDuplicate('use bun')?.id).toBe('disc-002');
    expect(changedFirst.findDuplicate('Use pnpm')?.id).toBe('disc-002');
    const created = changedFirst.create(newDiscovery('Run the linter before pushing'));
    expect(changedFirst.findDuplicate('run the linter before pushing ')?.id).toBe(created.id);

    const askedFirst = DiscoveryStore.read(paths, config);
    expect(askedFirst.findDuplicate('Use pnpm')?.id).toBe('disc-002');
    const e = askedFirst.require('disc-002');
    e.content = 'Use bun';
    askedFirst.markChanged(e);
    expect(askedFirst.findDuplicate('use bun')?.id).toBe('disc-002');
  });
});

describe('reading part of a store', () => {

  it('finds the same records, on the same lines, as reading it all', () => {
    const lines = TRICKY_STORE_LINES;
    const { paths, config } = project(`${lines.join('\r\n')}\r\n`);
    const text = readFileSync(paths.cases, 'utf8');
    const whole = DiscoveryStore.fromText(paths, config, text);
    const wanted = ['disc-001', 'disc-003', 'disc-004', 'disc-404'];
    const part = DiscoveryStore.partial(paths, config, readFileSync(paths.cases), wanted);
    const view = (store: DiscoveryStore) =>
      store
        .discoveries()
        .filter((d) => wanted.includes(d.id))
        .map((d) => [d.id, d.content, store.lineOf(d.id)]);
    expect(view(part)).toEqual(view(whole));
    expect(view(part)).toEqual([
      ['disc-001', 'one – über', 1],
      ['disc-003', 'three', 6],
      ['disc-004', 'four', 7],
      ['disc-004', 'four again', 7],
    ]);
    // What it says about the lines it read is what the whole read says about them, the duplicate id included.
    const said = (store: DiscoveryStore) => store.problems.map((p) => `${p.line}: ${p.message}`);
    expect(said(whole)).toEqual(expect.arrayContaining(said(part)));
    expect(said(part)).toContain('8: duplicate id disc-004 (also on line 7)');
    expect(() => part.serialize()).toThrow('was read in part and cannot be written');
    expect(() => part.save()).toThrow('was read in part and cannot be written');
  });
});

describe('atomic writes', () => {
  it('leaves the old file intact and no temp file behind when the write fails', () => {
    const { paths } = project('{"id":"a"}\n');
    const target = join(paths.dir, 'blocked');
    mkdirSync(join(target, 'child'), { recursive: true }); // renaming a file over a non-empty folder fails
    expect(() => writeFileAtomic(target, 'new')).toThrow();
    expect(readdirSync(paths.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(readFileSync(paths.cases, 'utf8')).toBe('{"id":"a"}\n');
  });
});
