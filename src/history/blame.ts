// Which commit last changed each line of a store file: one `git blame
// --incremental` per file (not per record). Used to tell a learning's own commit
// (the one that wrote its record, often together with the code it describes)
// from later ones, and as its anchor when the record has none. (`--root`: a
// record in the first commit is that commit's, not an unknown boundary.)

// node:fs, not node:fs/promises: a hook loads this module, and node:fs/promises costs it ~0.7 ms to load for a few small calls.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runGit } from '../git/exec.js';
import type { GitContext } from './index.js';

export interface BlamedLine {
  /** Null for lines not committed yet. */
  sha: string | null;
}

/** Above this many lines, blaming the whole file is cheaper than naming them. */
const MAX_LINE_ARGS = 200;

/**
 * What a history walk already knows of the file: the commits of HEAD's
 * first-parent chain that changed it (no rename, copy or deletion among them),
 * down to a chain commit at or after which every blamed line's answer matters.
 */
export interface FileHistory {
  /** HEAD when the walk read the chain. */
  end: string;
  /** The chain's commits that changed the file, oldest first. */
  changes: readonly string[];
  /**
   * A chain commit older than every change: a line older than it is blamed on
   * it (a git blame boundary) instead of on its own commit. Null: none.
   */
  base: string | null;
}

/**
 * 1-based line → blame, for the working-tree file at `path` (repository-relative).
 * Empty when git cannot blame it. With `only`, just those lines (a check of a few
 * learnings in a 10,000-line store should not read git's output for all of them).
 * With `history`, git visits only the commits that changed the file (see historyArgs).
 */
export async function blameFile(ctx: GitContext, path: string, only?: readonly number[], history?: FileHistory | null): Promise<Map<number, BlamedLine>> {
  const ranges = only && only.length > 0 && only.length <= MAX_LINE_ARGS ? lineRanges(only) : [];
  const dir = history && history.changes.length > 0 ? mkdtempSync(join(tmpdir(), 'discoveries-blame-')) : null;
  try {
    const shortcut = dir && history ? await historyArgs(ctx, history, dir) : [];
    if (ranges.length > 0) {
      const some = await runBlame(ctx, path, [...shortcut, ...ranges.flatMap(([a, b]) => ['-L', `${a},${b}`])]);
      if (some.size > 0) return some;
    }
    return await runBlame(ctx, path, shortcut);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * git blame walks every commit of the history to find the few that changed the
 * file (on a 50,000-commit history, a third of its time). The walk has found
 * them already: given as grafts (`-S`), each change's first parent is the
 * previous change, whose version of the file is its real first parent's (no
 * commit between changed it), so every line is blamed on the same commit.
 * Other parents stay: a merge's other side is walked as it is. The oldest
 * change keeps its real parents (a creation's rename is looked for there), and
 * `^base` stops git where no answer matters any more.
 */
async function historyArgs(ctx: GitContext, history: FileHistory, dir: string): Promise<string[]> {
  const changes = history.changes;
  const parents = await runGit(['rev-list', '--no-walk=unsorted', '--parents', '--stdin'], { ...ctx, input: `${changes.join('\n')}\n`, allowFailure: true });
  if (parents.code !== 0) return [];
  const others = new Map<string, string[]>();
  for (const line of parents.stdout.split('\n')) {
    const [sha, , ...rest] = line.split(' ');
    if (sha) others.set(sha, rest);
  }
  const grafts: string[] = [];
  for (let i = 1; i < changes.length; i++) {
    const rest = others.get(changes[i]!);
    if (!rest) return [];
    grafts.push([changes[i]!, changes[i - 1]!, ...rest].join(' '));
  }
  // HEAD's version is the newest change's.
  if (history.end !== changes[changes.length - 1]) grafts.push(`${history.end} ${changes[changes.length - 1]!}`);
  const file = join(dir, 'grafts');
  writeFileSync(file, `${grafts.join('\n')}\n`);
  return ['-S', file, ...(history.base ? [`^${history.base}`] : [])];
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
  // `--incremental`: a header per group of lines blamed on one commit, without the lines themselves (porcelain
  // repeats the whole file: 2.2 MB to read and split for a 10,000-line store, against 37 KB).
  const result = await runGit(['-c', 'core.quotePath=false', 'blame', '--incremental', '--root', ...extra, '--', path], { ...ctx, allowFailure: true });
  const lines = new Map<number, BlamedLine>();
  if (result.code !== 0) return lines;
  const out = result.stdout;
  for (let at = 0; at < out.length; ) {
    let nl = out.indexOf('\n', at);
    if (nl < 0) nl = out.length;
    // `<sha> <line in the source> <line in the file> <count>`; the other lines of a group start with a word.
    const header = GROUP.exec(out.slice(at, nl));
    at = nl + 1;
    if (!header) continue;
    const sha = /^0+$/.test(header[1]!) ? null : header[1]!;
    const first = Number(header[2]);
    const count = Number(header[3]);
    for (let line = first; line < first + count; line++) lines.set(line, { sha });
  }
  return lines;
}

const GROUP = /^([0-9a-f]{40}) \d+ (\d+) (\d+)$/;
