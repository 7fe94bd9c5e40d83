// The hooks report exactly what `discoveries check --range` would change for the
// same commits: same discoveries, same actions, same reasons, even though the
// hook looks for evidence only for the learnings the commits can have changed.
// (Contradictions: check reports every one among active learnings, the hooks
// those the checked commits brought; here there are none.)
import { afterAll, describe, expect, it } from 'vitest';
import { removeRepos } from '../support/git-repo.js';
import { storeLooksWhole, storeLooksWholeSince } from '../../src/hooks/store-shape.js';
import { HTTP_TS, setupHookRepo } from './support.js';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

afterAll(removeRepos);

describe('the hook’s plan is check --range’s plan', () => {
  it('for a commit that deletes, renames, changes an anchor and touches files', () => {
    const { hr } = setupHookRepo();
    hr.write('src/cache.ts', ['// cache', 'export const ttl = 60;', 'export const max = 100;', 'export const name = "c";', ''].join('\n'));
    hr.write('src/queue.ts', ['// queue', 'export const size = 5;', 'export const name = "q";', 'export const other = 1;', ''].join('\n'));
    hr.commit('More code');
    hr.cli(['add', '`retry()` in src/http.ts tries 3 times']);
    hr.cli(['add', 'Cached entries in src/cache.ts live 60 seconds']);
    hr.cli(['add', 'The queue in src/queue.ts holds 5 jobs']);
    hr.cli(['add', 'Docs are written in Markdown']);
    hr.commit('Discoveries');
    const base = hr.head();

    hr.ok('rm', '-q', 'src/db.ts');
    hr.write('src/http.ts', HTTP_TS.replace('export function retry(attempts = 3) {', 'export function retry(attempts = 5) {'));
    hr.ok('mv', 'src/cache.ts', 'src/store-cache.ts');
    hr.write('src/queue.ts', ['// queue', 'export const size = 5;', 'export const name = "q2";', 'export const other = 1;', ''].join('\n'));
    const commit = hr.commit('Refactor');
    expect(commit.code).toBe(0);

    const check = hr.cli(['check', '--range', `${base}..HEAD`, '--dry-run', '--json']);
    expect(check.code).toBe(0);
    const planned = (JSON.parse(check.stdout) as { changes: Array<{ id: string; action: string; reason: string }> }).changes.filter((c) =>
      ['outdate', 'supersede', 'rewrite', 'link'].includes(c.action),
    );
    const pending = JSON.parse(readFileSync(join(hr.gitDir(), 'discoveries', 'pending.json'), 'utf8')) as { findings: Array<{ change: { id: string; action: string; reason: string } }> };
    const pick = (c: { id: string; action: string; reason: string }) => `${c.id} ${c.action}: ${c.reason}`;
    expect(pending.findings.map((f) => pick(f.change)).sort()).toEqual(planned.map(pick).sort());
    expect(planned.map((c) => `${c.id} ${c.action}`).sort()).toEqual(['disc-002 outdate', 'disc-003 outdate', 'disc-004 rewrite']);
  });

  it('a damaged store line is seen without parsing the store', () => {
    const { hr } = setupHookRepo();
    const file = hr.path('.axiom/cases.jsonl');
    expect(storeLooksWhole(file)).toBe(true);
    writeFileSync(file, `${readFileSync(file, 'utf8')}<<<<<<< ours\n`);
    expect(storeLooksWhole(file)).toBe(false);
  });

  it('remembers a settled whole store by its size, time and inode, and looks again once it changes', () => {
    const { hr } = setupHookRepo();
    const file = hr.path('.axiom/cases.jsonl');
    const seen = join(hr.gitDir(), 'discoveries', 'store-whole');
    const later = Date.now() + 10_000;
    // Read the moment it was written: scanned, not remembered (it may change again within the timestamp's resolution).
    expect(storeLooksWholeSince(file, seen, statSync(file).mtimeMs)).toBe(true);
    expect(existsSync(seen)).toBe(false);
    expect(storeLooksWholeSince(file, seen, later)).toBe(true);
    expect(existsSync(seen)).toBe(true);
    // Remembered: a stamp that matches is trusted without a scan (shown by a stamp kept for a damaged store).
    const text = readFileSync(file, 'utf8');
    const damaged = `${text.slice(0, -1)}<\n`;
    writeFileSync(file, damaged);
    expect(storeLooksWholeSince(file, seen, later)).toBe(false);
    const stat = statSync(file);
    writeFileSync(seen, `${stat.size} ${stat.mtimeMs} ${stat.ino}\n`);
    expect(storeLooksWholeSince(file, seen, later)).toBe(true);
    writeFileSync(file, `${damaged}<<<<<<< ours\n`);
    expect(storeLooksWholeSince(file, seen, later)).toBe(false);
  });
});
