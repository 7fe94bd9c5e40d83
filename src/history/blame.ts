// Which commit last changed each line of a store file: one `git blame
// --porcelain` per file (not per record). Used to tell a learning's own commit
// (the one that wrote its record, often together with the code it describes)
// from later ones, and as its anchor when the record has none. (`--root`: a
// record in the first commit is that commit's, not an unknown boundary.)

import { runGit } from '../git/exec.js';
import type { GitContext } from './index.js';

export interface BlamedLine {
  /** Null for lines not committed yet. */
  sha: string | null;
}

/** Above this many lines, blaming the whole file is cheaper than naming them. */
const MAX_LINE_ARGS = 200;

/**
 * 1-based line → blame, for the working-tree file at `path` (repository-relative).
 * Empty when git cannot blame it. With `only`, just those lines (a check of a few
 * learnings in a 10,000-line store should not read git's output for all of them).
 */
export async function blameFile(ctx: GitContext, path: string, only?: readonly number[]): Promise<Map<number, BlamedLine>> {
  const ranges = only && only.length > 0 && only.length <= MAX_LINE_ARGS ? lineRanges(only) : [];
  if (ranges.length > 0) {
    const some = await runBlame(ctx, path, ranges.flatMap(([a, b]) => ['-L', `${a},${b}`]));
    if (some.size > 0) return some;
  }
  return runBlame(ctx, path, []);
}

function lineRanges(lines: readonly number[]): Array<[number, number]> {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const out: Array<[number, number]> = [];
  for (const line of sorted) {
    const last = out[out.length - 1];
    if (last && line === last[1] + 1) last[1] = line;
    else out.push([line, line]);
  }
  return out;
}

async function runBlame(ctx: GitContext, path: string, extra: string[]): Promise<Map<number, BlamedLine>> {
  const result = await runGit(['-c', 'core.quotePath=false', 'blame', '--porcelain', '--root', ...extra, '--', path], { ...ctx, allowFailure: true });
  const lines = new Map<number, BlamedLine>();
  if (result.code !== 0) return lines;
  let current: { sha: string; line: number } | null = null;
  for (const text of result.stdout.split('\n')) {
    if (text.startsWith('\t')) {
      if (current) {
        const sha = /^0+$/.test(current.sha) ? null : current.sha;
        lines.set(current.line, { sha });
      }
      current = null;
      continue;
    }
    const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(text);
    if (header) current = { sha: header[1]!, line: Number(header[2]) };
  }
  return lines;
}
