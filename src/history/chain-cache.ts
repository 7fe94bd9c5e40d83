// The hooks' range chain. A hook checks watermark..HEAD, a few commits, but
// where a learning's check starts depends on where its anchor sits on HEAD's
// first-parent chain, and reading that whole chain costs git a walk of the
// entire history (a quarter of a second at 50,000 commits without a
// commit-graph). Yet for an anchor older than the range, all the check needs to
// know is "on the chain, before the range": it then starts at the range's start.
//
// So the hooks keep, in the git dir, the first-parent chain of the last commit
// they read it for (one commit id a line, oldest first, that commit last). A
// commit never changes its parents, so neither does its chain: when the range's
// start is in the file (the last check's end, or an older commit of its chain
// after an amend or a rebase), git lists only the range's commits; when the file
// stops before the start (a hook moved the watermark without reading the
// chain), git lists the commits since the file's last one. The file answers
// "before the range" by a byte search, and takes the new commits. Anything else
// (no file, another line of history, a shallow clone) reads the whole chain, as
// `check` does, and writes the file afresh.

import { appendFileSync, readFileSync, truncateSync } from 'node:fs';
import { batchEnv, runGit } from '../git/exec.js';
import { writeFileAtomic } from '../store/atomic.js';
import type { Chain, GitContext } from './index.js';

/**
 * The chain from `start` to `end` (positions: 0 = start), with `before` telling
 * the commits on the first-parent chain before `start`; null when the file
 * cannot tell (the caller reads the whole chain, and calls writeChainCache).
 * `start` and `end` are full commit ids; the repository is not shallow.
 */
export async function readRangeChain(ctx: GitContext, start: string, end: string, file: string): Promise<Chain | null> {
  let cached: Buffer;
  try {
    cached = readFileSync(file);
  } catch {
    return null;
  }
  const line = start.length + 1;
  // A write cut short leaves a partial line: the whole file is then ignored (and rewritten).
  if (cached.length < line || cached.length % line !== 0 || cached[cached.length - 1] !== 10) return null;
  const lines = cached.length / line;
  const startLine = lineOf(cached, line, start, 'last');
  // Listed from the start when the file holds it, else from the file's last commit.
  const from = startLine >= 0 ? start : cached.toString('latin1', cached.length - line, cached.length - 1);
  const listed = await listSince(ctx, from, end);
  if (!listed) return null;
  const at = listed.shas.indexOf(start);
  if (at < 0) return null;
  const shas = listed.shas.slice(at);
  const times = listed.times.slice(at);
  const posOf = new Map<string, number>();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i]!, i);
  // Listed since the file's end, older than the start: before the range too.
  const between = new Set(listed.shas.slice(0, at));
  const limit = startLine >= 0 ? startLine : lines;
  // Asked several times for each anchor (look-up, placing, entry points): each search reads up to the whole file once.
  const searched = new Map<string, boolean>();
  const before = (sha: string): boolean => {
    if (sha.length !== start.length || posOf.has(sha)) return false;
    let found = searched.get(sha);
    if (found === undefined) searched.set(sha, (found = between.has(sha) || lineOf(cached, line, sha, 'first', limit) >= 0));
    return found;
  };
  // The file becomes the chain of `end`: what it held up to `from`, then what git listed.
  if (startLine >= 0 && startLine < lines - 1) truncateSync(file, (startLine + 1) * line);
  appendFileSync(file, listed.shas.slice(1).map((sha) => `${sha}\n`).join(''));
  return { end, shas, times, posOf, shallow: false, before };
}

/**
 * `from`, then the first-parent chain of `end` after it, oldest first, with
 * committer times; null when `from` is not on that chain or is `end`.
 */
async function listSince(ctx: GitContext, from: string, end: string): Promise<{ shas: string[]; times: number[] } | null> {
  const list = await runGit(['rev-list', '--first-parent', '--timestamp', '--boundary', end, `^${from}`, '--'], { ...ctx, env: batchEnv(ctx.env), allowFailure: true });
  if (list.code !== 0) return null;
  // `<time> <sha>` per line, newest first; then `<time> -<sha>`, the boundary: the
  // first commit of the chain the walk excludes, which is `from` when from is on the chain.
  const shas: string[] = [];
  const times: number[] = [];
  let boundary: { sha: string; time: number } | null = null;
  for (const text of list.stdout.split('\n')) {
    const space = text.indexOf(' ');
    if (space < 0) continue;
    const time = Number(text.slice(0, space));
    if (text[space + 1] === '-') {
      if (boundary) return null;
      boundary = { sha: text.slice(space + 2), time };
    } else {
      shas.push(text.slice(space + 1));
      times.push(time);
    }
  }
  if (!boundary || boundary.sha !== from || shas.length === 0 || shas[0] !== end) return null;
  shas.push(from);
  times.push(boundary.time);
  return { shas: shas.reverse(), times: times.reverse() };
}

/** The line of the file holding `sha` (the first one, or the last), among its first `limit`; -1 if none. */
function lineOf(cached: Buffer, line: number, sha: string, which: 'first' | 'last', limit = cached.length / line): number {
  const needle = `${sha}\n`;
  if (which === 'last') {
    for (let at = cached.lastIndexOf(needle, (limit - 1) * line, 'latin1'); at >= 0; at = at > 0 ? cached.lastIndexOf(needle, at - 1, 'latin1') : -1) if (at % line === 0) return at / line;
    return -1;
  }
  for (let at = cached.indexOf(needle, 0, 'latin1'); at >= 0 && at < limit * line; at = cached.indexOf(needle, at + 1, 'latin1')) if (at % line === 0) return at / line;
  return -1;
}

/** Writes the whole chain of `chain.end` (read by readChain) for the next hook's readRangeChain. */
export function writeChainCache(file: string, chain: Chain): void {
  if (chain.shallow || chain.before) return;
  // Losing it in a crash only costs the next hook a whole read: no fsync.
  writeFileAtomic(file, chain.shas.map((sha) => `${sha}\n`).join(''), { durable: false });
}
