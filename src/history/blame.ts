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

/** 1-based line → blame, for the working-tree file at `path` (repository-relative). Empty when git cannot blame it. */
export async function blameFile(ctx: GitContext, path: string): Promise<Map<number, BlamedLine>> {
  const result = await runGit(['-c', 'core.quotePath=false', 'blame', '--porcelain', '--root', '--', path], { ...ctx, allowFailure: true });
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
