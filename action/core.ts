// The Action's only door into the core: find the store as the CLI would, build
// the review plan (the same one `discoveries check` builds), and apply it to a
// checkout (store + views), so the Action never re-implements detection or the
// store format.

import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config.js';
import { UserError } from '../src/errors.js';
import { updateStore } from '../src/store/discovery-store.js';
import { applyPlanToStore } from '../src/store/learnings.js';
import { displayPath, storePaths, type StorePaths } from '../src/store/paths.js';
import type { Policy, ReviewPlan } from '../src/plan/types.js';
import { ActionError } from './errors.js';

export interface StoreLocation {
  /** Repository-relative, forward slashes. */
  storePath: string;
  markdownPath: string;
  /** The input if given, else the config's `check.policy`. */
  policy: Policy;
}

interface OpenedStore {
  paths: StorePaths;
  config: Config;
}

/** Where the store and its view are, as the CLI finds them, overridden by the inputs. */
export async function locateStore(root: string, inputs: { storePath: string | null; markdownPath: string | null; policy: Policy | null }): Promise<StoreLocation> {
  const { paths, config } = await openStore(root, inputs);
  return {
    storePath: displayPath(paths, paths.cases),
    markdownPath: displayPath(paths, paths.globalView),
    policy: inputs.policy ?? config.check.policy,
  };
}

async function openStore(root: string, inputs: { storePath: string | null; markdownPath: string | null }): Promise<OpenedStore> {
  try {
    const configPath = inputs.storePath ? storePaths(root, { store: inputs.storePath }).config : join(root, '.axiom', 'config.yml');
    const config = await loadConfig(configPath, displayPath(storePaths(root), configPath));
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

export async function buildPlan(request: PlanRequest): Promise<ReviewPlan> {
  void request;
  throw new ActionError('The review plan builder (src/plan/build.ts) is not in this build yet');
}

export interface ApplyResult {
  applied: string[];
  /** Changes the store refused: the discovery moved on since the check (on a newer base tip). */
  skipped: Array<{ id: string; reason: string }>;
}

/** Applies the plan to the store in `cwd` in one atomic write with its views, as `discoveries check` does. */
export async function applyPlan(request: ApplyRequest): Promise<ApplyResult> {
  const { paths, config } = await openStore(request.cwd, { storePath: request.store.storePath, markdownPath: request.store.markdownPath });
  try {
    const outcome = await updateStore(paths, config, (store) => applyPlanToStore(store, request.plan.changes, { now: request.now, commit: request.plan.head }));
    return { applied: outcome.applied.map((a) => a.id), skipped: outcome.skipped };
  } catch (error) {
    if (error instanceof UserError) throw new ActionError(`The store on the base branch can't be updated: ${error.format()}`);
    throw error;
  }
}
