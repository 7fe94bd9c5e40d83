// The Action's only door into the core. It checks every learning source of the
// repository through the same entry point as `discoveries check`
// (src/sources/check.ts: the discovery store, swarm ideas, prompt points,
// genome memories, agent files) and applies the plan to a checkout with each
// source's own writer, so the Action never re-implements detection or a format.
//
// On a pull request nothing from it may leak or run. The config and the store's
// problems are read from the head commit through git (a config or store
// replaced by a symlink would otherwise put a runner file into the summary),
// and a store that leads outside the repository is not read at all.

import { readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { defaultConfig, validateConfigText, type Config } from '../src/config.js';
import { UserError } from '../src/errors.js';
import { runGit } from '../src/git/exec.js';
import { outdatedOptions } from '../src/config.js';
import type { PlanChange, Policy, ReviewPlan } from '../src/plan/types.js';
import { checkSources } from '../src/sources/check.js';
import { applyPlanToSources, loadSources, type RewriteProposal } from '../src/sources/index.js';
import { DiscoveryStore } from '../src/store/discovery-store.js';
import { displayPath, storePaths, type StorePaths } from '../src/store/paths.js';
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
async function readText(root: string, env: NodeJS.ProcessEnv, source: StoreSource, relativePath: string): Promise<string | null> {
  if (source.kind === 'worktree') {
    try {
      return readFileSync(join(root, relativePath), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
  // cat-file: the blob as committed, no filters, no textconv; a symlink gives its target's name, not the file.
  const result = await runGit(['cat-file', 'blob', `${source.sha}:${relativePath}`], { cwd: root, env, allowFailure: true });
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

/** The store read from the location's source: its config and the problems that would stop a write. */
export async function readStore(root: string, env: NodeJS.ProcessEnv, store: StoreLocation): Promise<{ store: DiscoveryStore; config: Config; exists: boolean }> {
  const { paths, config } = await openStore(root, env, store, store.source);
  const text = await readText(root, env, store.source, store.storePath);
  const counters = await readText(root, env, store.source, displayPath(paths, paths.counters));
  return { store: DiscoveryStore.fromText(paths, config, text ?? '', counters), config, exists: text !== null };
}

/** True when the path (after symlinks) stays inside the repository; false when it leads out or does not exist. */
function staysInside(root: string, relativePath: string): boolean {
  try {
    const real = realpathSync(join(root, relativePath));
    const rel = relative(realpathSync(root), real);
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
  } catch {
    return false;
  }
}

export interface PlanRequest {
  /** The repository root (the runner's workspace). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  store: StoreLocation;
  /** `A..B` for a pull request's commits; null checks each active learning from its own anchor. */
  range: string | null;
}

/** The review plan over every source, as `discoveries check --dry-run` computes it. */
export async function buildPlan(request: PlanRequest): Promise<ReviewPlan> {
  const { store, config } = await readStore(request.cwd, request.env, request.store);
  const warnings = store.blockingProblems().map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
  const inside = staysInside(request.cwd, request.store.storePath);
  try {
    const options = outdatedOptions(config, request.store.policy);
    const { plan } = await checkSources({
      cwd: request.cwd,
      env: request.env,
      now: request.now,
      config,
      // A store that leads outside the repository is left to discovery, which refuses it.
      ...(inside ? { store: { projectRoot: request.cwd, path: request.store.storePath } } : {}),
      options,
      range: request.range,
      warnings,
      rescan: true,
    });
    return plan;
  } catch (error) {
    if (error instanceof UserError) throw new ActionError(error.format());
    throw error;
  }
}

export interface ApplyRequest {
  /** A checkout (the temporary worktree of the review branch). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  plan: ReviewPlan;
  store: StoreLocation;
}

export interface ApplyResult {
  applied: string[];
  /** Changes a store refused: the learning moved on since the check (on a newer base tip). */
  skipped: Array<{ id: string; reason: string }>;
  /** Changes for stores the review branch cannot hold (a genome is its own repository). */
  elsewhere: PlanChange[];
  /** Path rewrites read-only files (AGENTS.md, …) would accept; offered, never written. */
  proposals: RewriteProposal[];
  errors: Array<{ source: string; error: string }>;
}

/** Applies the plan to every source in the checkout `cwd`, each in its own format (store and views in one write). */
export async function applyPlan(request: ApplyRequest): Promise<ApplyResult> {
  const { config } = await openStore(request.cwd, request.env, request.store, { kind: 'worktree' });
  try {
    const loaded = await loadSources({
      cwd: request.cwd,
      env: request.env,
      now: request.now,
      config,
      store: { projectRoot: request.cwd, path: request.store.storePath },
      rescan: true,
    });
    const outcomes = await applyPlanToSources(loaded.sources, request.plan, { now: request.now, commit: request.plan.head, env: request.env });
    const here = new Set(loaded.sources.map((s) => `${s.ref.kind}:${s.ref.path}`));
    return {
      applied: outcomes.flatMap((o) => o.applied.map((a) => a.id)),
      skipped: outcomes.flatMap((o) => o.skipped.filter((s) => !s.reason.startsWith('agent files are read-only'))),
      elsewhere: request.plan.changes.filter((c) => c.action !== 'review' && !here.has(`${c.source.kind}:${c.source.path}`)),
      proposals: outcomes.flatMap((o) => o.proposals),
      errors: outcomes.filter((o) => o.error).map((o) => ({ source: o.source, error: o.error! })),
    };
  } catch (error) {
    if (error instanceof UserError) throw new ActionError(`The stores on the base branch can't be updated: ${error.format()}`);
    throw error;
  }
}
