// The review plan for a discovery store: learnings from the store, evidence from
// the history (optionally limited to a range), the plan built from both. This is
// what `discoveries check` prints and applies and what the git hooks leave
// pending, so both always agree on what a range of commits did.

import { relative, sep } from 'node:path';
import type { Config } from '../config.js';
import { collectEvidence } from '../outdated/collect.js';
import { resolveOutdatedOptions } from '../outdated/options.js';
import type { DiscoveryStore } from '../store/discovery-store.js';
import { storeLearnings } from '../store/learnings.js';
import { buildPlan } from './build.js';
import type { Policy, ReviewPlan } from './types.js';

export interface StorePlanInput {
  /** Top of the work tree: git runs here. */
  gitRoot: string;
  /** The project folder the store belongs to (a subfolder of gitRoot, or gitRoot). */
  projectRoot: string;
  store: DiscoveryStore;
  config: Config;
  env: NodeJS.ProcessEnv;
  /** `A..B`: only commits in it count, and B is "now"; null: each discovery's anchor..HEAD. */
  range: string | null;
  now: Date;
  /** Overrides config.check.policy. */
  policy?: Policy;
  /**
   * Look for outdated evidence for these discoveries only (by id). For a range
   * that changed none of the paths the others mention there is none to find:
   * the hooks pass the ones whose mentions match the range's changed paths.
   * Every other part of the plan still sees all learnings.
   */
  only?: ReadonlySet<string>;
  onPhase?: (phase: string) => void;
}

export async function planForStore(input: StorePlanInput): Promise<ReviewPlan> {
  const { config, store } = input;
  const options = resolveOutdatedOptions({
    policy: input.policy ?? config.check.policy,
    hubFiles: config.check.hubFiles,
    rewrittenThreshold: config.check.rewrittenThreshold,
    archiveAfterDays: config.lifecycle.autoArchiveDays,
  });
  const problems = store.blockingProblems();
  const learnings = storeLearnings(store);
  // Git wants repository-relative paths (blame) and mentions resolve from the project folder;
  // the plan keeps the store's own names so the store can apply it.
  const fromRepo = relative(input.gitRoot, input.projectRoot).split(sep).join('/');
  const checked = input.only ? learnings.filter((l) => input.only!.has(l.id)) : learnings;
  const forGit = fromRepo
    ? checked.map((l) => ({ ...l, source: { ...l.source, path: `${fromRepo}/${l.source.path}` }, baseDir: l.baseDir || fromRepo }))
    : checked;
  const result = await collectEvidence({ cwd: input.gitRoot, env: input.env, learnings: forGit, options, range: input.range, onPhase: input.onPhase });
  return buildPlan({
    learnings,
    evidence: result.evidence,
    since: result.since,
    head: result.head,
    range: result.range,
    policy: options.policy,
    archiveAfterDays: options.archiveAfterDays,
    now: input.now,
    warnings: [...problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`), ...result.warnings],
    checked: result.checked,
  });
}
