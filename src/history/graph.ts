// Commits off the first-parent chain: a learning anchored on a side branch
// that was merged later. One `git rev-list --parents` over the end's history
// (only run when some anchor is off the chain) maps every such commit to the
// merge that brought it into the chain.

import { git } from '../git/exec.js';
import type { Chain, GitContext } from './index.js';

export interface EntryPoints {
  /** Chain position of the merge that first brought `sha` in; undefined when `sha` is not an ancestor of the end. */
  entryOf(sha: string): number | undefined;
}

export async function readEntryPoints(ctx: GitContext, chain: Chain): Promise<EntryPoints> {
  // A range chain (it starts at the range's start): only the commits the range brought have an entry in it.
  const out = await git(['rev-list', '--parents', chain.end, ...(chain.before ? [`^${chain.shas[0]!}`] : [])], ctx);
  const parents = new Map<string, string[]>();
  for (const line of out.split('\n')) {
    if (line.length < 40) continue;
    const [sha, ...rest] = line.split(' ');
    parents.set(sha!, rest);
  }
  const entry = new Map<string, number>();
  for (let pos = 0; pos < chain.shas.length; pos++) {
    const merge = chain.shas[pos]!;
    entry.set(merge, pos);
    const stack = (parents.get(merge) ?? []).slice(1);
    while (stack.length > 0) {
      const sha = stack.pop()!;
      if (entry.has(sha) || (chain.before && !parents.has(sha))) continue;
      entry.set(sha, pos);
      for (const parent of parents.get(sha) ?? []) if (!entry.has(parent)) stack.push(parent);
    }
  }
  return { entryOf: (sha) => entry.get(sha) };
}
