import { afterAll, describe, expect, it } from 'vitest';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { check, learning } from './support.js';

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
});
