// The Action's only door into the core: find the store as the CLI would, build
// the review plan (the same one `discoveries check` builds), and apply it to a
// checkout (store + views), so the Action never re-implements detection or the
// store format.

import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config.js';
import { UserError } from '../src/errors.js';
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

export async function applyPlan(request: ApplyRequest): Promise<void> {
  void request;
  throw new ActionError('Applying a plan to the store (src/store/) is not in this build yet');
}
