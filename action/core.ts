// The Action's only door into the core: find the store as the CLI would, build
// the review plan (the same one `discoveries check` builds), and apply it to a
// checkout (store + views), so the Action never re-implements detection or the
// store format.
//
// On a pull request the store and its config are read from the head commit
// through git, never from the working tree: a pull request could make
// `.axiom/cases.jsonl` a symlink to a file on the runner, and whatever was read
// would end up in a public comment.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig, validateConfigText, type Config } from '../src/config.js';
import { UserError } from '../src/errors.js';
import { runGit } from '../src/git/exec.js';
import type { Learning } from '../src/model/learning.js';
import { DiscoveryStore, formatProblem, updateStore } from '../src/store/discovery-store.js';
import { applyPlanToStore, storeLearnings } from '../src/store/learnings.js';
import { displayPath, storePaths, type StorePaths } from '../src/store/paths.js';
import type { Policy, ReviewPlan } from '../src/plan/types.js';
import { collectEvidence } from '../src/outdated/collect.js';
import { resolveOutdatedOptions } from '../src/outdated/options.js';
import { buildPlan as buildReviewPlan } from '../src/plan/build.js';
import { ActionError } from './errors.js';

/** Where the store is read from: the checkout (the trusted base branch) or a commit (a pull request's head). */
export type StoreSource = { kind: 'worktree' } | { kind: 'commit'; sha: string };

export interface StoreLocation {
  /** Repository-relative, forward slashes. */
  storePath: string;
  markdownPath: string;
  /** The input if given, else the config's `check.policy`. */
  policy: Policy;
  source: StoreSource;
}

export interface StoreInputs {
  storePath: string | null;
  markdownPath: string | null;
  policy: Policy | null;
}

interface OpenedStore {
  paths: StorePaths;
  config: Config;
}

/** A repository file's text from the source, or null when it does not exist there. */
async function readText(root: string, env: NodeJS.ProcessEnv, source: StoreSource, relative: string): Promise<string | null> {
  if (source.kind === 'worktree') {
    try {
      return readFileSync(join(root, relative), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  // cat-file: the blob as committed, no filters, no textconv; a symlink gives its target's name, not the file.
  const result = await runGit(['cat-file', 'blob', `${source.sha}:${relative}`], { cwd: root, env, allowFailure: true });
  return result.code === 0 ? result.stdout : null;
}

async function openStore(root: string, env: NodeJS.ProcessEnv, inputs: Omit<StoreInputs, 'policy'>, source: StoreSource): Promise<OpenedStore> {
  try {
    const configPath = inputs.storePath ? storePaths(root, { store: inputs.storePath }).config : join(root, '.axiom', 'config.yml');
    const configDisplay = displayPath(storePaths(root), configPath);
    const text = await readText(root, env, source, configDisplay);
    let config = defaultConfig();
    if (text !== null) {
      const checked = await validateConfigText(text, configDisplay);
      if (checked.errors.length > 0) throw checked.errors[0]!;
      config = checked.config;
    }
    const paths = storePaths(root, {
      store: inputs.storePath ?? config.store.path,
      globalView: inputs.markdownPath ?? (config.views.global || undefined),
      agentsDir: config.views.agentsDir || undefined,
    });
    return { paths, config };
  } catch (error) {
    if (error instanceof UserError) throw new ActionError(error.format());
    throw error;
  }
}

/** Where the store and its view are, as the CLI finds them, overridden by the inputs. */
export async function locateStore(root: string, env: NodeJS.ProcessEnv, inputs: StoreInputs, source: StoreSource = { kind: 'worktree' }): Promise<StoreLocation> {
  const { paths, config } = await openStore(root, env, inputs, source);
  return {
    storePath: displayPath(paths, paths.cases),
    markdownPath: displayPath(paths, paths.globalView),
    policy: inputs.policy ?? config.check.policy,
    source,
  };
}

/** The store's learnings and config, read from the location's source. */
export async function readLearnings(root: string, env: NodeJS.ProcessEnv, store: StoreLocation): Promise<{ learnings: Learning[]; config: Config; warnings: string[] }> {
  const { paths, config } = await openStore(root, env, store, store.source);
  const text = await readText(root, env, store.source, store.storePath);
  const counters = await readText(root, env, store.source, displayPath(paths, paths.counters));
  const opened = DiscoveryStore.fromText(paths, config, text ?? '', counters);
  // Reading goes on past bad lines (they are reported); only writing refuses them.
  const warnings = opened.problems.map((p) => formatProblem(p));
  if (text === null) warnings.push(`${store.storePath} does not exist${store.source.kind === 'commit' ? ` at ${store.source.sha.slice(0, 7)}` : ''}: nothing to check`);
  return { learnings: storeLearnings(opened), config, warnings };
}

export interface PlanRequest {
  /** The repository root (the runner's workspace). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  store: StoreLocation;
  /** `A..B` for a pull request's commits; null checks each active discovery from its own anchor. */
  range: string | null;
}

export interface ApplyRequest {
  /** A checkout (the temporary worktree of the review branch). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  plan: ReviewPlan;
  store: StoreLocation;
}

/**
 * The review plan for the store, as `discoveries check --dry-run` computes it
 * (the same steps as src/cli/commands/check.ts; the workspace is the repository root).
 */
export async function buildPlan(request: PlanRequest): Promise<ReviewPlan> {
  const { learnings, config, warnings } = await readLearnings(request.cwd, request.env, request.store);
  try {
    const options = resolveOutdatedOptions({
      policy: request.store.policy,
      hubFiles: config.check.hubFiles,
      rewrittenThreshold: config.check.rewrittenThreshold,
      archiveAfterDays: config.lifecycle.autoArchiveDays,
    });
    const result = await collectEvidence({ cwd: request.cwd, env: request.env, learnings, options, range: request.range });
    return buildReviewPlan({
      learnings,
      evidence: result.evidence,
      since: result.since,
      head: result.head,
      range: result.range,
      policy: options.policy,
      archiveAfterDays: options.archiveAfterDays,
      now: request.now,
      warnings: [...warnings, ...result.warnings],
      checked: result.checked,
    });
  } catch (error) {
    if (error instanceof UserError) throw new ActionError(error.format());
    throw error;
  }
}

export interface ApplyResult {
  applied: string[];
  /** Changes the store refused: the discovery moved on since the check (on a newer base tip). */
  skipped: Array<{ id: string; reason: string }>;
}

/** Applies the plan to the store in `cwd` in one atomic write with its views, as `discoveries check` does. */
export async function applyPlan(request: ApplyRequest): Promise<ApplyResult> {
  const { paths, config } = await openStore(request.cwd, request.env, request.store, { kind: 'worktree' });
  try {
    const outcome = await updateStore(paths, config, (store) => applyPlanToStore(store, request.plan.changes, { now: request.now, commit: request.plan.head }));
    return { applied: outcome.applied.map((a) => a.id), skipped: outcome.skipped };
  } catch (error) {
    if (error instanceof UserError) throw new ActionError(`The store on the base branch can't be updated: ${error.format()}`);
    throw error;
  }
}
