// The check a hook runs: the review plan `discoveries check --range base..head`
// builds (checkSources, over every learning source), computed without writing
// anything; and what the path index is built from (the same sources' learnings,
// their files, the detector's path mentions and hub files). Hooks never detect
// on their own; this module is the one place they reach the detectors.

import { join } from 'node:path';
import { outdatedOptions, type Config } from '../config.js';
import { runGit } from '../git/exec.js';
import { extractPathMentions } from '../anchors/paths.js';
import type { Learning } from '../model/learning.js';
import type { ReviewPlan } from '../plan/types.js';
import { checkSources } from '../sources/check.js';
import { MEMORIES_FILE } from '../sources/genome.js';
import { checkableLearnings, loadSources, type LoadSourcesInput } from '../sources/index.js';
import { discoverSources, type Discovery, type KnownLayout } from '../sources/discover.js';
import { projectStoreRef, type StorePaths } from '../store/paths.js';
import type { Mention } from './path-index.js';

export interface RangeCheckInput {
  env: NodeJS.ProcessEnv;
  paths: StorePaths;
  config: Config;
  /** `base..head`; base null: all of head's history (each learning from its anchor). */
  base: string | null;
  head: string;
  now: Date;
  /** Learning keys to look for evidence for; all when absent. */
  only?: ReadonlySet<string>;
  /**
   * Lines added or changed in the range, by source path (repository-relative):
   * contradictions are looked for only for the learnings on them. Absent: all.
   */
  newLines?: ReadonlyMap<string, ReadonlySet<number>>;
  /** Where the repository is, as the hook's git call said: the sources are found without asking again. */
  gitLayout?: KnownLayout;
  /** The discovery startDiscovery began (same input). */
  discovered?: Promise<Discovery>;
  /** Reads a store's records of `only` without the whole file, when it can (see LoadSourcesInput.readRecords). */
  readRecords?: LoadSourcesInput['readRecords'];
  /** The first-parent chain of the last commit checked (src/history/chain-cache.ts). */
  chainCache?: string;
}


/** What finding the sources takes (the same for planForRange and startDiscovery). */
function discoveryInput(input: Pick<RangeCheckInput, 'env' | 'paths' | 'config' | 'now' | 'gitLayout'>): LoadSourcesInput {
  return {
    cwd: input.paths.root,
    env: input.env,
    now: input.now,
    config: input.config,
    store: projectStoreRef(input.paths),
    ...(input.gitLayout ? { gitLayout: input.gitLayout } : {}),
  };
}

/**
 * Starts finding the sources (a git call to check the cached list, unless
 * `trustListing`: see DiscoverInput) so it runs alongside the hook's other git
 * calls; pass the result to planForRange.
 */
export function startDiscovery(input: Pick<RangeCheckInput, 'env' | 'paths' | 'config' | 'now' | 'gitLayout'>, options: { trustListing?: boolean } = {}): Promise<Discovery> {
  const started = discoverSources({ ...discoveryInput(input), ...(options.trustListing ? { trustListing: true } : {}) });
  started.catch(() => {}); // reported when planForRange awaits it
  return started;
}

export async function planForRange(input: RangeCheckInput): Promise<ReviewPlan> {
  const only = input.only;
  const { plan } = await checkSources({
    ...discoveryInput(input),
    ...(input.discovered ? { discovered: input.discovered } : {}),
    ...(input.chainCache ? { chainCache: input.chainCache } : {}),
    options: outdatedOptions(input.config),
    range: input.base ? `${input.base}..${input.head}` : null,
    ...(only ? { only: (l: Learning) => only.has(l.key) } : {}),
    // No learning source changed (no new lines to look for contradictions with): only the examined learnings are read.
    ...(only && input.newLines && input.newLines.size === 0 ? { needed: only, ...(input.readRecords ? { readRecords: input.readRecords } : {}) } : {}),
    ...(input.newLines ? { contradictionsFor: (l: Learning) => l.line !== null && (input.newLines!.get(l.source.path)?.has(l.line) ?? false) } : {}),
  });
  return plan;
}

export interface IndexSources {
  learnings: Learning[];
  /** Repository-relative paths of every source checked (a genome: its folder). */
  sourcePaths: string[];
  /** The files to watch: newer than the index means it is stale. */
  sourceFiles: string[];
}

/** Every source `check` would read, with its learnings and files. */
export async function sourcesForIndex(paths: StorePaths, config: Config, env: NodeJS.ProcessEnv, now: Date): Promise<IndexSources> {
  const loaded = await loadSources({ cwd: paths.root, env, now, config, store: projectStoreRef(paths) });
  const checked = loaded.sources.filter((s) => s.info.checked);
  return {
    learnings: checkableLearnings(checked),
    sourcePaths: checked.map((s) => (s.info.kind === 'genome' ? `${s.info.path}/` : s.info.path)),
    sourceFiles: checked.map((s) => (s.info.kind === 'genome' ? join(s.info.absolute, MEMORIES_FILE) : s.info.absolute)),
  };
}

/** Path mentions in a learning's text, as the outdated detector reads them. */
export function mentionsOf(content: string): Mention[] {
  return extractPathMentions(content).map((m) => ({ path: m.path, kind: m.kind }));
}

/**
 * The lines each source file gained or changed since `base` (working tree, as
 * the learnings' line numbers are): one `git diff -U0` over the sources.
 */
export async function linesAddedSince(workTree: string, base: string, sourcePaths: readonly string[], env: NodeJS.ProcessEnv): Promise<Map<string, Set<number>>> {
  const out = new Map<string, Set<number>>();
  if (sourcePaths.length === 0) return out;
  const diff = await runGit(['-c', 'core.quotePath=false', 'diff', '-U0', '--no-color', '--no-ext-diff', '--no-renames', '--src-prefix=a/', '--dst-prefix=b/', base, '--', ...sourcePaths], { cwd: workTree, env, allowFailure: true });
  let file: string | null = null;
  for (const line of diff.stdout.split('\n')) {
    if (line.startsWith('+++ ')) {
      file = line === '+++ /dev/null' ? null : line.slice(6);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && file !== null) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      const lines = out.get(file) ?? new Set<number>();
      for (let n = start; n < start + count; n++) lines.add(n);
      out.set(file, lines);
    }
  }
  return out;
}
