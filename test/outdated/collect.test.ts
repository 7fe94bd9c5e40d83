import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { collectEvidence, startRangeChain, type EarlyChain } from '../../src/outdated/collect.js';
import { DEFAULT_OUTDATED_OPTIONS } from '../../src/outdated/options.js';
import { check, learning, move } from './support.js';

afterAll(removeRepos);

const HTTP = ['export const MAX_RETRIES = 3;', 'export function retry(fn) {', '  return backoff(fn, MAX_RETRIES);', '}', 'export function get(url) {', '  return fetch(url);', '}', ''].join('\n');

describe('outdated detection on a real repository', () => {
  it('flags an edit to a line holding a named identifier, with the commit and the line', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('README.md', '# x\n');
    const anchor = repo.commit('add http client');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5'));
    const edit = repo.commit('retry more');
    const d = learning('The retry logic in `src/http.ts` retries `MAX_RETRIES` times', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['anchor-changed']);
    const c = change(d.id)!;
    expect(c.action).toBe('outdate');
    expect(c.to).toBe('outdated');
    expect(c.outdatedCommit).toBe(edit);
    expect(c.evidence[0]!.commits.map((x) => x.subject)).toEqual(['retry more']);
    expect(c.evidence[0]!.lines).toEqual([{ file: 'src/http.ts', start: 1, end: 1 }]);
    expect(c.reason).toContain('MAX_RETRIES');
  });

  it('quotes the author, date and subject of every commit it cites, whatever the subject holds', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP);
    const anchor = repo.commit('add http client');
    repo.write('README.md', '# x\n');
    repo.commit('docs', { author: 'Ana Docs <ana@example.com>', date: '2026-01-04T09:00:00Z' });
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5'));
    // A control character in a subject must not shift which commit's fields are read.
    repo.commit('retry \u0001more', { author: 'Zoë Ünal <zoe@example.com>', date: '2026-01-05T10:00:00Z' });
    repo.commit('later');
    const d = learning('`src/http.ts` retries `MAX_RETRIES` times', { anchorCommit: anchor });
    const e = learning('The docs live in README.md', { anchorCommit: anchor });
    const { change } = await check(repo, [d, e]);
    expect(change(d.id)!.evidence[0]!.commits.map((c) => [c.subject, c.author, c.date])).toEqual([['retry \u0001more', 'Zoë Ünal', '2026-01-05T10:00:00+00:00']]);
    expect(change(e.id)!.evidence[0]!.commits.map((c) => [c.subject, c.author, c.date])).toEqual([['docs', 'Ana Docs', '2026-01-04T09:00:00+00:00']]);
  });

  it('quotes a long commit subject cut short in the reason, and keeps it whole in the commit it cites', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP);
    const anchor = repo.commit('add http client');
    const subject = `Retry five times instead of three, because the upstream gateway drops about one request in forty under load (measured over a week of logs)`;
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5'));
    const sha = repo.commit(subject);
    const d = learning('`src/http.ts` retries `MAX_RETRIES` times', { anchorCommit: anchor });
    const { change } = await check(repo, [d]);
    const evidence = change(d.id)!.evidence[0]!;
    expect(evidence.commits[0]!.subject).toBe(subject);
    expect(evidence.summary).toBe(`MAX_RETRIES changed in src/http.ts (line 1) in ${sha.slice(0, 7)} "Retry five times instead of three, because the upstream gateway drops…"`);
  });

  it('does not take a changed line holding a plain word (`name`) for a change to what the discovery says, until the word is gone', async () => {
    const USERS = ['export function label(user) {', '  return user.name;', '}', 'export function sortByName(users) {', '  return users.sort((a, b) => a.name.localeCompare(b.name));', '}', ''].join('\n');
    const repo = makeRepo();
    repo.write('src/users.ts', USERS);
    const anchor = repo.commit('add users');
    repo.write('src/users.ts', USERS.replace('return user.name;', 'return user.name.trim();'));
    repo.commit('trim labels');
    const d = learning('Users are labelled by their `name` in src/users.ts', { anchorCommit: anchor });
    const named = learning('`sortByName()` in src/users.ts sorts by `name`', { anchorCommit: anchor });
    const kept = await check(repo, [d, named]);
    expect(kept.kinds(d.id)).toEqual(['touched']);
    expect(kept.change(d.id)!.action).toBe('review');
    expect(kept.kinds(named.id)).toEqual(['touched']);
    repo.write('src/users.ts', USERS.replaceAll('.name', '.displayName'));
    repo.commit('display names');
    const gone = await check(repo, [d]);
    expect(gone.kinds(d.id)).toEqual(['anchor-changed']);
    expect(gone.change(d.id)!.action).toBe('outdate');
  });

  it('reads a plain-word key written with a value (`strict: true`) only on lines that say that value', async () => {
    const CONFIG = [
      'export const parser = { strict: true };',
      'export const linter = { strict: false };',
      "export const output = 'dist';",
      "export const target = 'es2022';",
      'export const sourcemaps = true;',
      '',
    ].join('\n');
    const repo = makeRepo();
    repo.write('src/config.ts', CONFIG);
    const anchor = repo.commit('add config');
    repo.write('src/config.ts', CONFIG.replace('linter = { strict: false }', 'linter = { strict: true }'));
    repo.commit('strict linting');
    const d = learning('The parser in src/config.ts runs with `strict: true`', { anchorCommit: anchor });
    const other = await check(repo, [d]);
    expect(other.kinds(d.id)).toEqual(['touched']);
    expect(other.change(d.id)!.action).toBe('review');
    repo.write('src/config.ts', CONFIG.replace('parser = { strict: true }', 'parser = { strict: false }'));
    repo.commit('lenient parser');
    const own = await check(repo, [d]);
    expect(own.kinds(d.id)).toEqual(['anchor-changed']);
    expect(own.change(d.id)!.action).toBe('outdate');
  });

  it("reads a method named with its object (`ROUTES.get`) only on lines that call it on that object, not another object's `.get`", async () => {
    const LOOKUP = [
      "export const ROUTES = new Map([['home', '/']]);",
      "export const ALIASES = new Map([['start', 'home']]);",
      'export function route(name) {',
      '  const alias = ALIASES.get(name);',
      '  return ROUTES.get(alias ?? name);',
      '}',
      '',
    ].join('\n');
    const repo = makeRepo();
    repo.write('src/lookup.ts', LOOKUP);
    const anchor = repo.commit('add lookup');
    repo.write('src/lookup.ts', LOOKUP.replace('ALIASES.get(name)', 'ALIASES.get(name.toLowerCase())'));
    repo.commit('case-blind aliases');
    const d = learning('`ROUTES.get` in src/lookup.ts is the only way a route name becomes a path', { anchorCommit: anchor });
    const other = await check(repo, [d]);
    expect(other.kinds(d.id)).toEqual(['touched']);
    expect(other.change(d.id)!.action).toBe('review');
    repo.write('src/lookup.ts', LOOKUP.replace('ALIASES.get(name)', 'ALIASES.get(name.toLowerCase())').replace('return ROUTES.get(alias ?? name);', 'return PATHS[alias ?? name];'));
    repo.commit('routes from a table');
    const own = await check(repo, [d]);
    expect(own.kinds(d.id)).toEqual(['anchor-changed']);
    expect(own.change(d.id)!.reason).toContain('ROUTES.get');
  });

  it('still reads a nested config key written with its parents (`compilerOptions.strict`) on the line that sets the key', async () => {
    const TSCONFIG = ['{', '  "compilerOptions": {', '    "strict": true,', '    "target": "es2022"', '  }', '}', ''].join('\n');
    const repo = makeRepo();
    repo.write('tsconfig.json', TSCONFIG);
    const anchor = repo.commit('add tsconfig');
    repo.write('tsconfig.json', TSCONFIG.replace('"strict": true', '"strict": false'));
    repo.commit('lenient');
    const d = learning('`compilerOptions.strict` is on in tsconfig.json', { anchorCommit: anchor });
    const { kinds } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['anchor-changed']);
  });

  it('reads a nested key written with its parent and a value (`commit.gpgsign=false`) on its own line, not on a sibling under another parent', async () => {
    const SETUP = ['#!/bin/sh', 'git config commit.gpgsign false', 'git config tag.gpgsign false', ''].join('\n');
    const repo = makeRepo();
    repo.write('scripts/setup.sh', SETUP);
    const anchor = repo.commit('add setup');
    repo.write('scripts/setup.sh', SETUP.replace('git config tag.gpgsign false', 'git config --local tag.gpgsign false'));
    repo.commit('local tag setting');
    const d = learning('scripts/setup.sh sets `commit.gpgsign=false` so tests never sign', { anchorCommit: anchor });
    const sibling = await check(repo, [d]);
    expect(sibling.kinds(d.id)).toEqual(['touched']);
    repo.write('scripts/setup.sh', SETUP.replace('git config commit.gpgsign false', 'git config commit.gpgsign true'));
    repo.commit('sign commits');
    const own = await check(repo, [d]);
    expect(own.kinds(d.id)).toEqual(['anchor-changed']);
  });

  it("takes a class of the language's own (`WeakMap`, `RegExp`) as a plain word: a change to another line using one is no change to what the discovery says", async () => {
    const CACHE = [
      'const byToken = new WeakMap();',
      'const byClause = new WeakMap();',
      'export const WORD = new RegExp("^\\\\w+$");',
      'export function tokenOf(t) {',
      '  return byToken.get(t);',
      '}',
      'export function clauseOf(c) {',
      '  return byClause.get(c);',
      '}',
      '',
    ].join('\n');
    const repo = makeRepo();
    repo.write('src/cache.ts', CACHE);
    const anchor = repo.commit('add caches');
    repo.write('src/cache.ts', CACHE.replace('const byClause = new WeakMap();', 'const byClause = new WeakMap<object, string>();').replace('^', '^\\\\s*'));
    repo.commit('typed cache, leading space');
    const d = learning('Each cache in src/cache.ts has its own WeakMap and every RegExp is a module constant', { anchorCommit: anchor });
    const kept = await check(repo, [d]);
    expect(kept.kinds(d.id)).toEqual(['touched']);
    repo.write('src/cache.ts', CACHE.replaceAll('new WeakMap()', 'new Map()'));
    repo.commit('plain maps');
    const gone = await check(repo, [d]);
    expect(gone.kinds(d.id)).toEqual(['anchor-changed']);
    expect(gone.change(d.id)!.reason).toContain('WeakMap');
  });

  it('takes a method written without its object (`.map()`) as a plain word: any array says it, so only its going away counts', async () => {
    const BUILD = ['export function names(items) {', '  return items.map((i) => i.name);', '}', 'export function ids(items) {', '  return items.map((i) => i.id);', '}', ''].join('\n');
    const repo = makeRepo();
    repo.write('src/build.ts', BUILD);
    const anchor = repo.commit('add build');
    repo.write('src/build.ts', BUILD.replace('items.map((i) => i.name)', 'items.map((i) => i.name.trim())'));
    repo.commit('trim names');
    const d = learning('Hot arrays in src/build.ts are built with push, never returned from `.map()`', { anchorCommit: anchor });
    const kept = await check(repo, [d]);
    expect(kept.kinds(d.id)).toEqual(['touched']);
    expect(kept.change(d.id)!.action).toBe('review');
  });

  it('keeps a line holding a named term that was only moved or re-spaced, and flags one whose words all stayed elsewhere in the file', async () => {
    const repo = makeRepo();
    const before = ['export const MAX_RETRIES = 3;', 'export const TIMEOUT_MS = 500;', 'export const retry = (fn) => backoff(fn, MAX_RETRIES);', ''].join('\n');
    repo.write('src/http.ts', before);
    const anchor = repo.commit('add http client');
    // MAX_RETRIES's line moved to the end and re-spaced: still there. TIMEOUT_MS's line changed, though
    // each of its words (`export`, `const`, `500;`) is still on some other line of the file.
    const after = ['export const TIMEOUT_MS = 900;', 'export const retry = (fn) => backoff(fn, MAX_RETRIES);', 'export const OTHER = 500;', 'export  const\tMAX_RETRIES = 3;', ''].join('\n');
    repo.write('src/http.ts', after);
    const edit = repo.commit('longer timeout');
    const kept = learning('`MAX_RETRIES` in `src/http.ts` is the retry limit', { anchorCommit: anchor });
    const changed = learning('`TIMEOUT_MS` in `src/http.ts` is the timeout', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [kept, changed]);
    expect(kinds(kept.id)).toEqual(['touched']);
    // Not even a restatement: the line is still in the file, whitespace aside.
    expect(change(kept.id)!.evidence[0]!.summary).toMatch(/nothing it names did$/);
    expect(kinds(changed.id)).toEqual(['anchor-changed']);
    expect(change(changed.id)!.outdatedCommit).toBe(edit);
    expect(change(changed.id)!.evidence[0]!.lines).toEqual([{ file: 'src/http.ts', start: 2, end: 2 }]);
  });

  it('names only the changed ones among many lines holding a term, however the others moved', async () => {
    const repo = makeRepo();
    const keys = 'abcdefghijkl'.split('');
    const before = keys.map((k, i) => `tenantLimits.${k} = ${i};`);
    repo.write('src/limits.ts', `${before.join('\n')}\n`);
    const anchor = repo.commit('limits');
    const after = [...before.slice(1), before[0]!].map((l) => (l === 'tenantLimits.e = 4;' ? 'tenantLimits.e = 40;' : l.replace(' = ', '  =  ')));
    repo.write('src/limits.ts', `${after.join('\n')}\n`);
    repo.commit('raise e');
    const d = learning('`tenantLimits` in `src/limits.ts` are per tenant', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['anchor-changed']);
    expect(change(d.id)!.evidence[0]!.lines).toEqual([{ file: 'src/limits.ts', start: 5, end: 5 }]);
  });

  it('only reports a touch that leaves what the discovery names alone', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP);
    const anchor = repo.commit('add http client');
    repo.write('src/http.ts', HTTP.replace('return fetch(url);', 'return fetch(url, { cache: "no-store" });'));
    repo.commit('no cache');
    const d = learning('`retry()` in src/http.ts uses `MAX_RETRIES`', { anchorCommit: anchor });
    const graded = await check(repo, [d]);
    expect(graded.kinds(d.id)).toEqual(['touched']);
    expect(graded.change(d.id)!.action).toBe('review');
    expect(graded.change(d.id)!.to).toBe('active');
    const strict = await check(repo, [d], { policy: 'strict' });
    expect(strict.change(d.id)!.action).toBe('outdate');
  });

  it('cites, under the strict policy, the edits of a file changed and changed back, moved or not, and not its move', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('src/stay.ts', HTTP);
    const anchor = repo.commit('add http client');
    move(repo, 'src/http.ts', 'src/net/http.ts');
    repo.commit('move http');
    const edit = repo.write('src/net/http.ts', `${HTTP}// note\n`).write('src/stay.ts', `${HTTP}// note\n`).commit('note');
    const revert = repo.write('src/net/http.ts', HTTP).write('src/stay.ts', HTTP).commit('drop the note');
    const moved = learning('`retry()` lives in src/http.ts', { anchorCommit: anchor });
    const stayed = learning('`retry()` lives in src/stay.ts', { anchorCommit: anchor });
    const strict = await check(repo, [moved, stayed], { policy: 'strict' });
    expect(strict.kinds(moved.id)).toEqual(['renamed', 'touched']);
    const touch = strict.change(moved.id)!.evidence.find((e) => e.kind === 'touched')!;
    expect(touch.commits.map((c) => c.sha)).toEqual([edit, revert]);
    expect(strict.change(stayed.id)!.evidence.map((e) => [e.kind, e.commits.map((c) => c.sha)])).toEqual([['touched', [edit, revert]]]);
    expect((await check(repo, [moved, stayed])).kinds(stayed.id)).toEqual([]);
  });
});

const record = (id: string) => `${JSON.stringify({ id, type: 'discovery', status: 'active', content: id })}\n`;

describe('renames, deletions and moves', () => {
  it('follows a file written by its base name when it moves to a folder of its own, and rewrites nothing the text does not write', async () => {
    const repo = makeRepo();
    repo.write('src/a/helpers.ts', HTTP).write('src/b/other.ts', '// other\n');
    const anchor = repo.commit('add helpers');
    move(repo, 'src/a/helpers.ts', 'src/b/helpers.ts');
    const moved = repo.commit('move helpers');
    const d = learning('The retry count lives in `helpers.ts`.', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    // Both paths are in the history: the one that existed when the learning was written is meant, not 'matches 2 files'.
    expect(kinds(d.id)).toEqual(['renamed']);
    const c = change(d.id)!;
    expect(c.evidence[0]!.commits.map((x) => x.sha)).toEqual([moved]);
    expect(c.action).toBe('review');
    expect(c.rewrite).toBeUndefined();
  });

  it('reads a base name that two files had at once as ambiguous, and one added and deleted later as naming the file that stayed', async () => {
    const repo = makeRepo();
    repo.write('src/tokens.ts', HTTP).write('lib/tokens.ts', '// lib\n');
    const both = repo.commit('two tokens files');
    repo.git('rm', '-q', 'lib/tokens.ts');
    const one = repo.commit('drop lib/tokens.ts');
    repo.write('tools/tokens.ts', '// tool\n').commit('add a tool');
    repo.git('rm', '-q', 'tools/tokens.ts');
    repo.commit('drop the tool');
    const early = learning('`tokens.ts` splits words', { anchorCommit: both });
    const late = learning('`tokens.ts` splits words', { anchorCommit: one });
    const { kinds, change } = await check(repo, [early, late]);
    expect(kinds(early.id)).toEqual(['unresolved']);
    expect(change(early.id)!.reason).toContain('matches 2 files');
    expect(kinds(late.id)).toEqual([]);
  });

  it('proposes the new path for a renamed file and keeps the discovery active', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP);
    const anchor = repo.commit('add');
    move(repo, 'src/http.ts', 'src/net/client.ts');
    const moved = repo.commit('move http client');
    const d = learning('Retries live in `src/http.ts`; see http.ts for the policy', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['renamed']);
    const c = change(d.id)!;
    expect(c.action).toBe('rewrite');
    expect(c.to).toBe('active');
    expect(c.rewrite!.content).toBe('Retries live in `src/net/client.ts`; see client.ts for the policy');
    expect(c.evidence[0]!.commits[0]!.sha).toBe(moved);
  });

  it('flags a deleted file as outdated, naming the deleting commit', async () => {
    const repo = makeRepo();
    repo.write('src/legacy.ts', 'export const x = 1;\n').write('src/keep.ts', 'k\n');
    const anchor = repo.commit('add');
    repo.remove('src/legacy.ts');
    const del = repo.commit('drop legacy');
    const d = learning('Never import src/legacy.ts from the UI', { anchorCommit: anchor });
    const { change } = await check(repo, [d]);
    expect(change(d.id)).toMatchObject({ action: 'outdate', to: 'outdated', outdatedCommit: del });
    expect(change(d.id)!.reason).toBe(`src/legacy.ts was deleted in ${del.slice(0, 7)} "drop legacy"`);
  });

  it('follows a directory move and proposes the new folder', async () => {
    const repo = makeRepo();
    repo.write('src/routes/a.ts', 'a\n').write('src/routes/b.ts', 'b\n');
    const anchor = repo.commit('routes');
    move(repo, 'src/routes', 'app/routes');
    repo.commit('move routes');
    const d = learning('All API routes in src/routes/', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['renamed']);
    expect(change(d.id)!.rewrite!.content).toBe('All API routes in app/routes/');
  });

  it('calls a mostly replaced file rewritten, and an unknown path unresolved', async () => {
    const repo = makeRepo();
    repo.write('src/db.ts', Array.from({ length: 20 }, (_, i) => `const a${i} = ${i};`).join('\n'));
    const anchor = repo.commit('db');
    repo.write('src/db.ts', Array.from({ length: 20 }, (_, i) => `let b${i} = ${i * 2};`).join('\n'));
    repo.commit('rewrite db');
    const d = learning('The pool in src/db.ts is global; see `src/pool.ts` too', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['rewritten', 'unresolved']);
    expect(change(d.id)!.action).toBe('outdate');
    expect(change(d.id)!.evidence[1]!.summary).toBe('src/pool.ts is not a path in this repository');
  });

  it('measures a rewrite against the file the learning knew: growing is a touch, losing most lines a rewrite', async () => {
    const repo = makeRepo();
    const lines = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `export const c${from + i} = ${from + i};`);
    repo.write('src/grown.ts', lines(0, 10).join('\n'));
    repo.write('src/shrunk.ts', lines(0, 20).join('\n'));
    const anchor = repo.commit('both');
    // Three times its size, every old line still there (a share of all lines would call it 75% rewritten).
    repo.write('src/grown.ts', [...lines(0, 10), ...lines(10, 40)].join('\n'));
    // Twelve of twenty lines gone, two added (a share of all lines would say 47%: not rewritten).
    repo.write('src/shrunk.ts', [...lines(0, 8), ...lines(100, 102)].join('\n'));
    repo.commit('grow one, cut the other');
    const grown = learning('The constants live in src/grown.ts', { anchorCommit: anchor });
    const shrunk = learning('The constants live in src/shrunk.ts', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [grown, shrunk]);
    expect(kinds(grown.id)).toEqual(['touched']);
    expect(change(grown.id)!.action).toBe('review');
    expect(kinds(shrunk.id)).toEqual(['rewritten']);
    expect(change(shrunk.id)!.evidence[0]!.summary).toMatch(/^src\/shrunk\.ts was mostly rewritten \(60% of its lines\)/);
  });

  it('grades each file of a discovery as its versions come in, and reports them strongest first with their commits', async () => {
    // Files are graded when their versions are read (a named line's commit after a search over its versions), not in one pass at the end: the order they finish in must not show.
    const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `export const ${prefix}${i} = ${i};`);
    const repo = makeRepo();
    repo.write('src/a_touched.ts', lines('t', 10).join('\n'));
    repo.write('src/b_rewritten.ts', lines('r', 10).join('\n'));
    repo.write('src/c_named.ts', ['export const TIMEOUT_MS = 100;', ...lines('n', 9)].join('\n'));
    const anchor = repo.commit('three files');
    repo.write('src/c_named.ts', ['export const TIMEOUT_MS = 100;', ...lines('n', 9), 'export const extra = 1;'].join('\n'));
    repo.commit('grow named');
    repo.write('src/c_named.ts', ['export const TIMEOUT_MS = 250;', ...lines('n', 9), 'export const extra = 1;'].join('\n'));
    const culprit = repo.commit('slower timeout');
    repo.write('src/a_touched.ts', [...lines('t', 10), 'export const more = 1;'].join('\n'));
    repo.write('src/c_named.ts', ['export const TIMEOUT_MS = 250;', ...lines('n', 9), 'export const extra = 2;'].join('\n'));
    repo.commit('touch two');
    repo.write('src/b_rewritten.ts', lines('w', 10).join('\n'));
    repo.commit('rewrite one');
    const d = learning('`TIMEOUT_MS` in src/c_named.ts is read by src/a_touched.ts and src/b_rewritten.ts', { anchorCommit: anchor });
    const other = learning('src/b_rewritten.ts holds the constants', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d, other]);
    expect(kinds(d.id)).toEqual(['anchor-changed', 'rewritten', 'touched']);
    const [named, rewritten, touched] = change(d.id)!.evidence;
    expect(named!.commits.map((c) => c.sha)).toEqual([culprit]);
    expect(named!.summary).toBe(`TIMEOUT_MS changed in src/c_named.ts (line 1) in ${culprit.slice(0, 7)} "slower timeout"`);
    expect(rewritten!.summary).toMatch(/^src\/b_rewritten\.ts was mostly rewritten \(100% of its lines\) in [0-9a-f]{7} "rewrite one"$/);
    expect(touched!.summary).toMatch(/^src\/a_touched\.ts changed in [0-9a-f]{7} "touch two"; nothing it names did$/);
    expect(kinds(other.id)).toEqual(['rewritten']);
  });

  it('says nothing about a change that was reverted, or about hub files alone', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('package.json', '{"name":"x"}\n');
    const anchor = repo.commit('add');
    repo.write('src/http.ts', `${HTTP}// tmp\n`).write('package.json', '{"name":"x","version":"2"}\n');
    repo.commit('tmp');
    repo.write('src/http.ts', HTTP);
    repo.commit('revert tmp');
    const d = learning('src/http.ts retries; scripts are in package.json', { anchorCommit: anchor });
    const { result } = await check(repo, [d]);
    expect(result.evidence.size).toBe(0);
  });

  it('follows a case-only rename', async () => {
    const repo = makeRepo();
    repo.write('src/Http.ts', HTTP);
    const anchor = repo.commit('add');
    repo.git('mv', 'src/Http.ts', 'src/http.ts');
    repo.commit('lower-case file name');
    const d = learning('`src/Http.ts` owns retries', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['renamed']);
    expect(change(d.id)!.rewrite!.content).toBe('`src/http.ts` owns retries');
  });

  it('handles paths with spaces and unicode', async () => {
    const repo = makeRepo();
    repo.git('config', 'core.quotePath', 'true');
    repo.write('docs/user guide/über.md', 'Run `setupDatabase` first\n');
    const anchor = repo.commit('docs');
    repo.git('mv', 'docs/user guide/über.md', 'docs/user guide/ünter.md');
    repo.commit('rename');
    repo.write('docs/user guide/ünter.md', 'Run `seedDatabase` first\n');
    const edit = repo.commit('edit');
    const d = learning('Per `docs/user guide/über.md`, call setupDatabase', { anchorCommit: anchor });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['renamed', 'anchor-changed']);
    const c = change(d.id)!;
    expect(c.action).toBe('outdate');
    expect(c.rewrite!.content).toBe('Per `docs/user guide/ünter.md`, call setupDatabase');
    expect(c.evidence[1]!.commits.map((x) => x.sha)).toEqual([edit]);
  });
});

describe('long histories', () => {
  it('lists the earliest and latest commits behind an evidence, with the count, and the earliest stays the outdated commit', async () => {
    const repo = makeRepo();
    const lines = (n: number) => Array.from({ length: 24 }, (_, i) => `export const value${i} = ${i < n ? 'changed' : i};`).join('\n') + '\n';
    const notes = (n: number) => `# Notes\n\n${Array.from({ length: 20 }, (_, i) => `- note ${i}`).join('\n')}\n\nversion ${n}\n`;
    repo.write('src/values.ts', lines(0)).write('src/notes.md', notes(0));
    const anchor = repo.commit('start');
    const rewrites: string[] = [];
    for (let n = 1; n <= 24; n++) {
      repo.write('src/values.ts', lines(n)).write('src/notes.md', notes(n));
      rewrites.push(repo.commit(`change ${n}`));
    }
    const rewritten = learning('src/values.ts holds the values', { anchorCommit: anchor });
    const touched = learning('`NOTES` live in src/notes.md', { anchorCommit: anchor });
    const { change, kinds } = await check(repo, [rewritten, touched]);
    expect(kinds(rewritten.id)).toEqual(['rewritten']);
    const evidence = change(rewritten.id)!.evidence[0]!;
    expect(evidence.commitCount).toBe(24);
    expect(evidence.commits.map((c) => c.sha)).toEqual([...rewrites.slice(0, 5), ...rewrites.slice(19)]);
    expect(evidence.commits.map((c) => c.subject)).toEqual(['change 1', 'change 2', 'change 3', 'change 4', 'change 5', 'change 20', 'change 21', 'change 22', 'change 23', 'change 24']);
    expect(evidence.summary).toBe(`src/values.ts was mostly rewritten (100% of its lines) in 24 commits (${rewrites[0]!.slice(0, 7)}…${rewrites[23]!.slice(0, 7)})`);
    expect(change(rewritten.id)!.outdatedCommit).toBe(rewrites[0]);
    const touch = change(touched.id)!.evidence[0]!;
    expect(touch.commits).toHaveLength(10);
    expect(touch.commitCount).toBe(24);
    expect(touch.summary).toContain('changed in 24 commits');
  });

  it("counts a commit that changed several files of a folder once, and leaves the folder's hub files out", async () => {
    const repo = makeRepo();
    repo.write('src/api/a.ts', 'a0\n').write('src/api/b.ts', 'b0\n').write('src/api/package.json', '{}\n');
    const anchor = repo.commit('start');
    const changes: string[] = [];
    for (let n = 1; n <= 12; n++) changes.push(repo.write('src/api/a.ts', `a${n}\n`).write('src/api/b.ts', `b${n}\n`).commit(`change ${n}`));
    repo.write('src/api/package.json', '{"v":1}\n').commit('hub only');
    const d = learning('Everything in src/api/ is generated', { anchorCommit: anchor });
    const evidence = (await check(repo, [d])).change(d.id)!.evidence[0]!;
    expect(evidence.kind).toBe('touched');
    expect(evidence.commitCount).toBe(12);
    expect(evidence.commits.map((c) => c.sha)).toEqual([...changes.slice(0, 5), ...changes.slice(7)]);
    expect(evidence.files).toEqual(['src/api/a.ts', 'src/api/b.ts']);
  });

  it('lists every commit when there are ten or fewer, without a count', async () => {
    const repo = makeRepo();
    repo.write('src/notes.md', 'v0\n');
    const anchor = repo.commit('start');
    for (let n = 1; n <= 10; n++) repo.write('src/notes.md', `v${n}\n`).commit(`change ${n}`);
    const d = learning('`NOTES` live in src/notes.md', { anchorCommit: anchor });
    const evidence = (await check(repo, [d])).change(d.id)!.evidence[0]!;
    expect(evidence.commits).toHaveLength(10);
    expect(evidence).not.toHaveProperty('commitCount');
  });
});

describe('anchors and the record commit', () => {
  it("does not count the commit that wrote the discovery's own record, but counts later ones", async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('.axiom/cases.jsonl', '');
    const anchor = repo.commit('start');
    // The agent writes the discovery and the code it describes in one commit.
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 4')).write('.axiom/cases.jsonl', record('disc-001'));
    repo.commit('retry 4 times, note it');
    const d = learning('src/http.ts: `MAX_RETRIES` is 4', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    expect((await check(repo, [d])).result.evidence.size).toBe(0);
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 6'));
    const later = repo.commit('retry 6 times');
    const after = await check(repo, [d]);
    expect(after.kinds(d.id)).toEqual(['anchor-changed']);
    expect(after.change(d.id)!.outdatedCommit).toBe(later);
  });

  it('gives each discovery naming one folder the changes since its own start, less its own record commit', async () => {
    const repo = makeRepo();
    repo.write('src/api/a.ts', 'a0\n').write('src/api/b.ts', 'b0\n').write('.axiom/cases.jsonl', record('disc-901'));
    const first = repo.commit('start');
    const before = repo.write('src/api/a.ts', 'a1\n').commit('change a');
    // The second discovery is written with a change to the folder: that change is what it describes.
    const own = repo.write('src/api/b.ts', 'b1\n').write('.axiom/cases.jsonl', record('disc-901') + record('disc-902')).commit('change b, note it');
    const after = repo.write('src/api/a.ts', 'a2\n').write('src/api/c.ts', 'c0\n').commit('change a, add c');
    const older = learning('Everything in src/api/ is generated', { id: 'disc-901', anchorCommit: first, line: 1 });
    const newer = learning('Everything in src/api/ is generated', { id: 'disc-902', anchorCommit: before, line: 2 });
    // In either order: the folder's changes gathered for one serve the other.
    for (const order of [[older, newer], [newer, older]]) {
      const { change } = await check(repo, order);
      expect(change(older.id)!.evidence[0]!.commits.map((c) => c.sha)).toEqual([before, own, after]);
      expect(change(older.id)!.evidence[0]!.files).toEqual(['src/api/a.ts', 'src/api/b.ts', 'src/api/c.ts']);
      expect(change(newer.id)!.evidence[0]!.commits.map((c) => c.sha)).toEqual([after]);
      expect(change(newer.id)!.evidence[0]!.files).toEqual(['src/api/a.ts', 'src/api/c.ts']);
    }
  });

  it("counts a later commit that changed the store and the file for another discovery's record", async () => {
    // The record's commit is read (blame) only for discoveries whose files changed in a commit
    // that also changed the store: such a commit counts unless it is the discovery's own.
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('.axiom/cases.jsonl', '');
    const anchor = repo.commit('start');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 4')).write('.axiom/cases.jsonl', record('disc-001'));
    repo.commit('retry 4 times, note it');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5')).write('.axiom/cases.jsonl', record('disc-001') + record('disc-002'));
    const other = repo.commit('retry 5 times, note something else');
    const mine = learning('src/http.ts: `MAX_RETRIES` is 4', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    const theirs = learning('src/http.ts: `MAX_RETRIES` is 5', { id: 'disc-002', anchorCommit: anchor, line: 2 });
    const plain = learning('src/http.ts: `MAX_RETRIES` is 3', { id: 'disc-003', anchorCommit: anchor });
    const { kinds, change } = await check(repo, [mine, theirs, plain]);
    expect(kinds('disc-001')).toEqual(['anchor-changed']);
    expect(change('disc-001')!.outdatedCommit).toBe(other);
    expect(kinds('disc-002')).toEqual([]);
    // Without a line in a store there is no record commit to leave out: both commits count.
    expect(change('disc-003')!.evidence[0]!.commits.map((c) => c.subject)).toEqual(['retry 4 times, note it']);
  });

  it("leaves out the record's own commit after the store was renamed", async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('notes/cases.jsonl', '');
    const anchor = repo.commit('start');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 4')).write('notes/cases.jsonl', record('disc-001'));
    repo.commit('retry 4 times, note it');
    move(repo, 'notes/cases.jsonl', '.axiom/cases.jsonl');
    repo.commit('move the store');
    const d = learning('src/http.ts: `MAX_RETRIES` is 4', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    expect((await check(repo, [d])).result.evidence.size).toBe(0);
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 6'));
    const later = repo.commit('retry 6 times');
    expect((await check(repo, [d])).change(d.id)!.outdatedCommit).toBe(later);
  });

  it('counts a later commit that changed the store and the file for a record written before the anchor', async () => {
    // The record's line is older than every discovery's start: it is none of those commits' own change.
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('.axiom/cases.jsonl', record('disc-001'));
    repo.commit('note it');
    repo.write('src/other.ts', 'x\n');
    const anchor = repo.commit('unrelated');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5')).write('.axiom/cases.jsonl', record('disc-001') + record('disc-002'));
    const mixed = repo.commit('retry 5 times, note something else');
    const d = learning('src/http.ts: `MAX_RETRIES` is 3', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['anchor-changed']);
    expect(change(d.id)!.outdatedCommit).toBe(mixed);
  });

  it('takes a record rewritten with the code as written then: only the store commits after it count', async () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP).write('.axiom/cases.jsonl', record('disc-001'));
    const anchor = repo.commit('start, note it');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 4')).write('.axiom/cases.jsonl', record('disc-001') + record('disc-002'));
    repo.commit('retry 4 times, note something else');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 4').replace('fetch(url)', 'fetch(url, { retry: true })')).write('.axiom/cases.jsonl', record('disc-001b') + record('disc-002'));
    repo.commit('rewrite the note with the code');
    repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 7').replace('fetch(url)', 'fetch(url, { retry: true })')).write('.axiom/cases.jsonl', record('disc-001b') + record('disc-002') + record('disc-003'));
    const last = repo.commit('retry 7 times, note a third');
    const d = learning('Retries are configured in src/http.ts', { id: 'disc-001b', anchorCommit: anchor, line: 1 });
    const { change } = await check(repo, [d]);
    const evidence = change(d.id)!.evidence[0]!;
    expect(evidence.kind).toBe('touched');
    expect(evidence.commits.map((c) => c.sha)).toEqual([last]);
  });

  it("leaves out a record's commit that came from a merged branch, not the branch's later changes", async () => {
    // The store changed on main too: the merge is not the store's first change since the anchor.
    const store = (first: string, last: string) => record(first) + ['x', 'x', 'x', 'x', ''].join('\n') + record(last);
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const LIMIT = 1;\n').write('.axiom/cases.jsonl', store('disc-000', 'disc-009'));
    const anchor = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/a.ts', 'export const LIMIT = 2;\n').write('.axiom/cases.jsonl', store('disc-001', 'disc-009'));
    repo.commit('limit 2, note it');
    repo.write('src/a.ts', 'export const LIMIT = 3;\n');
    repo.commit('limit 3 on the branch');
    repo.git('checkout', '-q', 'main');
    repo.write('src/c.ts', 'c\n').write('.axiom/cases.jsonl', store('disc-000', 'disc-010'));
    repo.commit('note something else on main');
    repo.git('merge', '-q', '--no-ff', '--no-edit', 'feature');
    const merge = repo.head();
    const d = learning('`LIMIT` in src/a.ts is 2', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    const { kinds, change } = await check(repo, [d]);
    expect(kinds(d.id)).toEqual(['anchor-changed']);
    expect(change(d.id)!.outdatedCommit).toBe(merge);
  });

  it('falls back to the commit that last wrote the record, then to the date', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const LIMIT = 1;\n').write('.axiom/cases.jsonl', '');
    repo.commit('a', { date: '2026-01-01T00:00:00Z' });
    repo.write('src/a.ts', 'export const LIMIT = 2;\n');
    repo.commit('limit 2', { date: '2026-01-02T00:00:00Z' });
    repo.write('.axiom/cases.jsonl', record('disc-001'));
    repo.commit('note', { date: '2026-01-03T00:00:00Z' });
    repo.write('src/a.ts', 'export const LIMIT = 3;\n');
    repo.commit('limit 3', { date: '2026-01-04T00:00:00Z' });
    const byRecord = learning('`LIMIT` in src/a.ts', { id: 'disc-001', line: 1 });
    const byDate = learning('`LIMIT` in src/a.ts', { id: 'disc-002', createdAt: '2026-01-01T12:00:00Z' });
    const { change } = await check(repo, [byRecord, byDate]);
    expect(change('disc-001')!.evidence[0]!.commits.map((c) => c.subject)).toEqual(['limit 3']);
    expect(change('disc-001')!.since!.via).toBe('record');
    // The line the date-anchored discovery saw (`LIMIT = 1`) went away in 'limit 2'.
    expect(change('disc-002')!.evidence[0]!.commits.map((c) => c.subject)).toEqual(['limit 2']);
    expect(change('disc-002')!.since!.via).toBe('date');
  });

  it('walks back as far as its oldest discovery starts: its anchor, its record\'s commit, or by its date', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const LIMIT = 1;\n').write('.axiom/cases.jsonl', '');
    repo.commit('a', { date: '2026-01-01T00:00:00Z' });
    repo.write('src/a.ts', 'export const LIMIT = 2;\n');
    const anchor = repo.commit('limit 2', { date: '2026-01-02T00:00:00Z' });
    repo.write('.axiom/cases.jsonl', record('disc-001'));
    repo.commit('note', { date: '2026-01-03T00:00:00Z' });
    for (const n of [3, 4]) {
      repo.write('src/a.ts', `export const LIMIT = ${n};\n`);
      repo.commit(`limit ${n}`, { date: `2026-01-0${n + 1}T00:00:00Z` });
    }
    const byRecord = learning('`LIMIT` in src/a.ts', { id: 'disc-001', line: 1 });
    const byAnchor = learning('`LIMIT` in src/a.ts', { id: 'disc-002', anchorCommit: anchor });
    const byDate = learning('`LIMIT` in src/a.ts', { id: 'disc-003', createdAt: '2026-01-01T12:00:00Z' });
    expect((await check(repo, [byRecord])).result.checked.commits).toBe(2);
    const anchored = await check(repo, [byRecord, byAnchor]);
    expect(anchored.result.checked.commits).toBe(3);
    expect(anchored.change('disc-002')!.evidence[0]!.commits.map((c) => [c.subject, c.author, c.date])).toEqual([['limit 3', 'Test User', '2026-01-04T00:00:00+00:00']]);
    const dated = await check(repo, [byRecord, byAnchor, byDate]);
    expect(dated.result.checked.commits).toBe(4);
    expect(dated.change('disc-003')!.evidence[0]!.commits.map((c) => c.subject)).toEqual(['limit 2']);
    expect(dated.change('disc-002')).toEqual(anchored.change('disc-002'));
  });

  it('after a rebase, an anchor outside the history falls back to the rebased record commit and says so', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const LIMIT = 1;\n').write('.axiom/cases.jsonl', '');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/b.ts', 'b\n');
    const oldAnchor = repo.commit('feature work');
    repo.write('.axiom/cases.jsonl', record('disc-001'));
    repo.commit('note');
    repo.git('checkout', '-q', 'main');
    repo.write('src/a.ts', 'export const LIMIT = 2;\n');
    repo.commit('limit 2 on main');
    repo.git('checkout', '-q', 'feature');
    repo.git('rebase', '-q', 'main');
    repo.write('src/a.ts', 'export const LIMIT = 3;\n');
    repo.commit('limit 3');
    // oldAnchor still exists (reflog) but is no longer in HEAD's history; garbage is not there at all.
    const d = learning('`LIMIT` in src/a.ts is 2', { id: 'disc-001', line: 1, anchorCommit: oldAnchor });
    const gone = learning('`LIMIT` in src/a.ts', { id: 'disc-002', anchorCommit: 'f'.repeat(40), createdAt: '2020-01-01T00:00:00Z' });
    const { change, plan } = await check(repo, [d, gone]);
    expect(change('disc-001')!.evidence[0]!.commits.map((c) => c.subject)).toEqual(['limit 3']);
    // One discovery each: the verb agrees with it ("1 discovery … names", not "name").
    expect(plan.warnings.join('\n')).toContain('1 discovery (disc-001) names an anchor commit outside the history');
    expect(plan.warnings.join('\n')).toContain('1 discovery (disc-002) names an anchor commit this repository does not have');
    expect(plan.warnings.join('\n')).toContain('last wrote its record instead');
  });
});

describe('merges, root commits, shallow clones and ranges', () => {
  it('checks a discovery anchored on a side branch from its anchor, through the merge', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const LIMIT = 1;\n').write('src/b.ts', 'export const SIZE = 1;\n').write('.axiom/cases.jsonl', '');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/a.ts', 'export const LIMIT = 2;\n').write('.axiom/cases.jsonl', record('disc-001'));
    const anchor = repo.commit('limit 2, note it');
    repo.write('src/b.ts', 'export const SIZE = 2;\n');
    repo.commit('size 2 on the branch, after the note');
    repo.git('checkout', '-q', 'main');
    repo.write('src/c.ts', 'c\n');
    repo.commit('unrelated on main');
    repo.git('merge', '-q', '--no-ff', '--no-edit', 'feature');
    const merge = repo.head();
    const d = learning('`LIMIT` in src/a.ts is 2 and `SIZE` in src/b.ts is 1', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    const { kinds, change } = await check(repo, [d]);
    // src/a.ts changed in the anchor commit itself: known. src/b.ts changed after it: evidence, carried by the merge.
    expect(kinds(d.id)).toEqual(['anchor-changed']);
    expect(change(d.id)!.evidence[0]!.path).toBe('src/b.ts');
    expect(change(d.id)!.outdatedCommit).toBe(merge);
  });

  it('does not count a merge that only brings in the commit that wrote the discovery', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const LIMIT = 1;\n').write('.axiom/cases.jsonl', '');
    const anchor = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/a.ts', 'export const LIMIT = 2;\n').write('.axiom/cases.jsonl', record('disc-001'));
    repo.commit('limit 2, note it');
    repo.git('checkout', '-q', 'main');
    repo.write('src/c.ts', 'c\n');
    repo.commit('unrelated on main');
    repo.git('merge', '-q', '--no-ff', '--no-edit', 'feature');
    const d = learning('`LIMIT` in src/a.ts is 2', { id: 'disc-001', anchorCommit: anchor, line: 1 });
    expect((await check(repo, [d])).result.evidence.size).toBe(0);
  });

  it('attributes changes from an octopus merge to the merge', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const A = 1;\n').write('src/b.ts', 'export const B = 1;\n').write('src/c.ts', 'c\n');
    const anchor = repo.commit('base');
    for (const [branch, file, text] of [
      ['one', 'src/a.ts', 'export const A = 2;\n'],
      ['two', 'src/b.ts', 'export const B = 1;\nexport const B2 = 1;\n'],
      ['three', 'src/x.ts', 'x\n'],
    ] as const) {
      repo.git('checkout', '-q', '-b', branch, anchor);
      repo.write(file, text);
      repo.commit(`${branch}: ${file}`);
    }
    repo.git('checkout', '-q', 'main');
    repo.git('merge', '-q', '--no-ff', '--no-edit', 'one', 'two', 'three');
    const octopus = repo.head();
    expect(repo.git('rev-list', '--parents', '-n', '1', 'HEAD').split(' ')).toHaveLength(5); // the merge and its four parents
    const a = learning('`A` is defined in src/a.ts', { anchorCommit: anchor });
    const b = learning('`B` is defined in src/b.ts', { anchorCommit: anchor });
    const { change } = await check(repo, [a, b]);
    expect(change(a.id)).toMatchObject({ action: 'outdate', outdatedCommit: octopus });
    expect(change(b.id)).toMatchObject({ action: 'review' });
    expect(change(b.id)!.evidence[0]!.commits[0]!.subject).toMatch(/^Merge branches 'one', 'two' and 'three'/);
  });

  it('includes the root commit when a discovery predates the history', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const A = 1;\n');
    const root = repo.commit('root', { date: '2026-01-01T00:00:00Z' });
    repo.remove('src/a.ts');
    repo.commit('drop a', { date: '2026-01-02T00:00:00Z' });
    const d = learning('`A` lives in src/a.ts', { createdAt: '2025-12-31T00:00:00Z' });
    const rooted = learning('`A` lives in src/a.ts', { anchorCommit: root });
    const { change } = await check(repo, [d, rooted]);
    expect(change(d.id)!.since).toEqual({ commit: null, via: 'date' });
    expect(change(d.id)!.action).toBe('outdate');
    expect(change(rooted.id)!.evidence[0]!.kind).toBe('deleted');
  });

  it('in a shallow clone, asks for more history instead of reporting everything as changed', async () => {
    const origin = makeRepo();
    origin.write('src/a.ts', 'export const A = 1;\n').write('.axiom/cases.jsonl', record('disc-blamed'));
    const old = origin.commit('old');
    origin.write('src/a.ts', 'export const A = 2;\n');
    origin.commit('change a');
    origin.write('src/b.ts', 'b\n');
    const recent = origin.commit('recent');
    const clone = makeRepo();
    clone.git('fetch', '-q', '--depth', '1', `file://${origin.dir}`, 'main');
    clone.git('checkout', '-q', 'FETCH_HEAD');
    expect(clone.git('rev-parse', '--is-shallow-repository')).toBe('true');
    const d = learning('`A` in src/a.ts is 1', { id: 'disc-old', anchorCommit: old });
    const ok = learning('`A` in src/a.ts is 2', { id: 'disc-new', anchorCommit: recent });
    // No anchor: its record's line blames to the clone's first commit, which stands for all older history.
    const blamed = learning('`A` in src/a.ts is 1', { id: 'disc-blamed', line: 1 });
    const { plan } = await check(clone, [d, ok, blamed]);
    expect(plan.changes).toEqual([]);
    expect(plan.warnings).toHaveLength(1);
    expect(plan.warnings[0]).toContain('2 discoveries (disc-old, disc-blamed)');
    expect(plan.warnings[0]).toContain('fetch more history (fetch-depth: 0)');
  });

  it('--range A..B counts only the commits in the range', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const A = 1;\n').write('src/b.ts', 'export const B = 1;\n');
    const anchor = repo.commit('base');
    repo.write('src/a.ts', 'export const A = 2;\n');
    const before = repo.commit('a 2');
    repo.write('src/b.ts', 'export const B = 2;\n');
    repo.commit('b 2');
    const d = learning('`A` in src/a.ts and `B` in src/b.ts', { anchorCommit: anchor });
    const { result } = await check(repo, [d], { range: `${before}..HEAD` });
    expect(result.evidence.get(d.key)!.map((e) => e.path)).toEqual(['src/b.ts']);
    await expect(check(repo, [d], { range: 'nope..HEAD' })).rejects.toThrow("range start 'nope' is not in the history of 'HEAD'");
  });

  it('--range by commit ids (what the hooks pass) gives what names give; a tag id and a missing id too', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const A = 1;\n').write('src/b.ts', 'export const B = 1;\n');
    const anchor = repo.commit('base');
    repo.write('src/a.ts', 'export const A = 2;\n');
    const before = repo.commit('a 2');
    repo.write('src/b.ts', 'export const B = 2;\n');
    const head = repo.commit('b 2');
    repo.git('tag', '-a', '-m', 'release', 'v1', head);
    const tagId = repo.git('rev-parse', 'v1');
    const byAnchorTag = learning('`A` in src/a.ts and `B` in src/b.ts', { id: 'disc-tag', anchorCommit: repo.git('rev-parse', 'v1') });
    const d = learning('`A` in src/a.ts and `B` in src/b.ts', { anchorCommit: anchor });
    const byName = JSON.stringify((await check(repo, [d, byAnchorTag], { range: `${before}..HEAD` })).plan);
    expect(JSON.stringify((await check(repo, [d, byAnchorTag], { range: `${before}..${head}` })).plan)).toBe(byName.replace('"range":"' + before + '..HEAD"', `"range":"${before}..${head}"`));
    const byTag = await check(repo, [d], { range: `${before}..${tagId}` });
    expect(byTag.result.head).toBe(head);
    expect(byTag.result.evidence.get(d.key)!.map((e) => e.path)).toEqual(['src/b.ts']);
    const missing = 'e'.repeat(40);
    await expect(check(repo, [d], { range: `${before}..${missing}` })).rejects.toThrow(`'${missing}' is not a commit in this repository`);
  });

  it('--range lists only the mentioned paths of the end tree, and resolves and grades as a whole-history check does', async () => {
    const repo = makeRepo();
    repo.write('pkg/core/http.ts', HTTP).write('pkg/core/util.ts', 'export const U = 1;\n').write('pkg/old/a.ts', 'a\n').write('pkg/new/keep.ts', 'keep\n');
    repo.write('lib/gone.ts', 'gone\n').write('lib/moved.ts', `export const MOVED = 1;\n${HTTP}`).write('docs/guide.md', '# guide\n').write('app/src/main.ts', 'main\n');
    repo.commit('base');
    repo.write('README.md', '# x\n');
    const before = repo.commit('readme');
    repo.write('pkg/core/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5'));
    repo.commit('retry more');
    move(repo, 'lib/moved.ts', 'lib/renamed/moved.ts');
    repo.write('lib/renamed/moved.ts', `export const MOVED = 2;\n${HTTP}`);
    repo.remove('lib/gone.ts');
    repo.commit('move and delete');
    move(repo, 'pkg/old/a.ts', 'pkg/new/a.ts');
    repo.write('pkg/core/util.ts', 'export const U = 2;\n').write('docs/guide.md', '# the guide\n').write('app/src/main.ts', 'main 2\n').write('lib/fresh.ts', 'fresh\n');
    repo.commit('folder moved, util, docs, main, fresh');
    // The folder's new place holds no file the range changed.
    repo.remove('pkg/new/a.ts');
    repo.commit('a.ts gone');
    const texts = [
      // As written: the partial listing is enough.
      '`MAX_RETRIES` in pkg/core/http.ts',
      '`MOVED` in lib/moved.ts and lib/gone.ts',
      'lib/fresh.ts and docs/guide.md and pkg/core/',
      // A folder emptied in the range: where it went is looked for in the whole tree.
      'pkg/old/ holds the old code',
      // A suffix, a base name, a glob: the whole tree.
      'core/util.ts sets `U`',
      'util.ts and guide.md',
      'docs/*.md are the guides',
    ];
    for (const text of texts) {
      const d = learning(text, { anchorCommit: before });
      const inRange = await check(repo, [d], { range: `${before}..HEAD` });
      const whole = await check(repo, [d]);
      expect(inRange.result.evidence.get(d.key)!.length).toBeGreaterThan(0);
      expect(JSON.stringify(inRange.result.evidence.get(d.key)), text).toBe(JSON.stringify(whole.result.evidence.get(d.key)));
    }
    // Relative to the learning's folder, as written and by suffix.
    for (const text of ['src/main.ts', 'main.ts changed']) {
      const d = learning(text, { anchorCommit: before, baseDir: 'app' });
      const inRange = await check(repo, [d], { range: `${before}..HEAD` });
      expect(inRange.kinds(d.id), text).toEqual(['rewritten']);
      expect(JSON.stringify(inRange.result.evidence.get(d.key)), text).toBe(JSON.stringify((await check(repo, [d])).result.evidence.get(d.key)));
    }
  });

  it('a chain started before the learnings are read (the hooks) gives the same evidence; one for another range is not used', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const A = 1;\n').write('src/b.ts', 'export const B = 1;\n');
    const anchor = repo.commit('base');
    repo.write('src/a.ts', 'export const A = 2;\n');
    const before = repo.commit('a 2');
    repo.write('src/b.ts', 'export const B = 2;\n');
    const head = repo.commit('b 2');
    const d = learning('`A` in src/a.ts and `B` in src/b.ts', { anchorCommit: anchor });
    const range = `${before}..${head}`;
    const run = (early: EarlyChain | null, r = range) => collectEvidence({ cwd: repo.dir, env: repo.env, learnings: [d], options: DEFAULT_OUTDATED_OPTIONS, range: r, early });
    expect(startRangeChain(repo.dir, repo.env, `${before}..HEAD`)).toBeNull();
    const plain = await run(null);
    expect(plain.evidence.get(d.key)!.map((e) => e.path)).toEqual(['src/b.ts']);
    expect(await run(startRangeChain(repo.dir, repo.env, range))).toEqual(plain);
    const whole = await run(null, `${anchor}..${head}`);
    expect(await run(startRangeChain(repo.dir, repo.env, `${anchor}..${before}`), `${anchor}..${head}`)).toEqual(whole);
    const missing = 'e'.repeat(40);
    await expect(run(startRangeChain(repo.dir, repo.env, `${before}..${missing}`), `${before}..${missing}`)).rejects.toThrow(`'${missing}' is not a commit in this repository`);
  });

  it('gives the same plan for the same inputs', async () => {
    const repo = makeRepo();
    repo.write('src/a.ts', 'export const A = 1;\n').write('src/b.ts', 'b\n');
    const anchor = repo.commit('base');
    repo.write('src/a.ts', 'export const A = 2;\n').remove('src/b.ts');
    repo.commit('change');
    const ls = [learning('`A` in src/a.ts', { anchorCommit: anchor }), learning('src/b.ts and src/a.ts', { anchorCommit: anchor })];
    const first = JSON.stringify((await check(repo, ls)).plan);
    const second = JSON.stringify((await check(repo, [...ls].reverse())).plan);
    expect(second).toBe(first);
  });
});

describe('a long history', () => {
  it('grades the same while the walk still runs as the learnings are read (their files read meanwhile) as over a range', async () => {
    const repo = makeRepo();
    // Thousands of commits, written by fast-import: the walk outlasts reading the learnings.
    const values = Array.from({ length: 40 }, () => Array.from({ length: 20 }, (_, i) => i));
    const changes = values.map(() => 0);
    // Each change sets one line's value: a short range touches a file, a long one rewrites it.
    const lines = (f: number, i: number) => {
      if (i > 0) values[f]![(changes[f]! += 7) % 20] = i;
      return values[f]!.map((v, k) => `export const fn_${f}_${k} = ${v};`).join('\n') + '\n';
    };
    const blob = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
    const parts: string[] = [];
    const commits = 6000;
    for (let i = 0; i < commits; i++) {
      const files = i === 0 ? Array.from({ length: 40 }, (_, f) => f) : [i % 40, (i * 7) % 40];
      let ops = files.map((f) => `M 100644 inline src/file_${f}.ts\n${blob(lines(f, i))}`).join('');
      // A file only the walk sees (deleted long ago) whose name another one has: a mention of that name is ambiguous.
      if (i === 0) ops += `M 100644 inline old/file_7.ts\n${blob('old\n')}`;
      if (i === 100) ops += 'D old/file_7.ts\n';
      parts.push(`commit refs/heads/main\nmark :${i + 1}\ncommitter T <t@example.com> ${1_700_000_000 + i * 60} +0000\n${blob(`change ${i}`)}${i > 0 ? `from :${i}\n` : ''}${ops}\n`);
    }
    execFileSync('git', ['fast-import', '--quiet'], { cwd: repo.dir, env: repo.env, input: parts.join('') });
    repo.git('checkout', '-q', '-f', 'main');
    const shas = repo.git('rev-list', '--reverse', 'main').split('\n');
    const learnings = [];
    for (let n = 0; n < 120; n++) {
      const f = n % 40;
      const at = shas[n % 2 === 0 ? commits - 1 - n * 5 : (n * 47) % commits]!;
      learnings.push(
        n % 3 === 0
          ? learning(`\`fn_${f}_${n % 20}\` in \`src/file_${f}.ts\` must stay pure`, { anchorCommit: at })
          : n % 3 === 1
            ? learning(`file_${f}.ts and src/file_${(f + 1) % 40}.ts share a cache`, { anchorCommit: at })
            : learning(`Retry \`fn_${f}_${(n * 3) % 20}\` up to 3 times, see src/file_${f}.ts`, { anchorCommit: at }),
      );
    }
    learnings.push(
      learning('Everything in old/ is generated', { anchorCommit: shas[50]! }),
      // Written after old/file_7.ts was deleted: only src/file_7.ts existed then.
      learning('`file_7.ts` is old', { anchorCommit: shas[commits - 3]! }),
      // Written while both existed: ambiguous.
      learning('`file_7.ts` is older', { anchorCommit: shas[50]! }),
    );
    const whole = await check(repo, learnings);
    const range = await check(repo, learnings, { range: `${shas[0]}..HEAD` });
    expect(whole.kinds(learnings[learnings.length - 1]!.id)).toEqual(['unresolved']);
    expect(whole.kinds(learnings[learnings.length - 2]!.id)).toEqual([]);
    expect(whole.kinds(learnings[learnings.length - 3]!.id)).toEqual(['deleted']);
    const kinds = new Set<string>();
    for (const l of learnings) {
      expect(whole.result.evidence.get(l.key)).toEqual(range.result.evidence.get(l.key));
      for (const e of whole.result.evidence.get(l.key) ?? []) kinds.add(e.kind);
    }
    expect([...kinds].sort()).toEqual(['anchor-changed', 'deleted', 'rewritten', 'touched', 'unresolved']);
  }, 60_000);
});
