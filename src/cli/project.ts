// Finds the project a command runs on and everything derived from it: root,
// config, store paths. Shared by every command that touches a store.

import { basename, join } from 'node:path';
import { defaultConfig, loadConfig, type Config } from '../config.js';
import { findRepoRoot, headCommit } from '../git/exec.js';
import { displayPath, findProjectRoot, storePaths, type StorePaths } from '../store/paths.js';
import { DiscoveryStore, updateStore } from '../store/discovery-store.js';
import { AXIOM_DIALECT, SWARM_DIALECT } from '../store/dialect.js';
import type { Io } from './io.js';

/** Every store command accepts `--store <path>` to work on a case file other than `.axiom/cases.jsonl`. */
export const STORE_OPTION = { store: { type: 'string' } } as const;

export interface Project {
  root: string;
  gitRoot: string | null;
  paths: StorePaths;
  config: Config;
  io: Io;
}

/** What a caller already knows about the repository (the hooks): no git call, and the config cached in its state folder. */
export interface KnownRepository {
  gitRoot: string;
  /** A folder of the tool's own state (in the git dir): the parsed config is kept there. */
  stateDir: string;
}

export async function openProject(io: Io, storeOverride?: string, known?: KnownRepository): Promise<Project> {
  const gitRoot = known ? known.gitRoot : await findRepoRoot(io.cwd, io.env);
  const root = findProjectRoot(io.cwd, gitRoot);
  const configPath = storeOverride ? storePaths(root, { store: storeOverride }).config : join(root, '.axiom', 'config.yml');
  const config = await loadConfig(configPath, displayPath(storePaths(root), configPath), known ? { cacheFile: join(known.stateDir, 'config-cache.json') } : {});
  const store = storeOverride ?? config.store.path;
  // A swarm idea store (seed 000) is the same store with greens and yellow ideas.
  const dialect = basename(store) === 'ideas.jsonl' ? SWARM_DIALECT : AXIOM_DIALECT;
  const paths = storePaths(
    root,
    { store, globalView: config.views.global || undefined, agentsDir: config.views.agentsDir || undefined },
    dialect,
  );
  return { root, gitRoot, paths, config, io };
}

/** The project on default config: for the doctor, which must run when the config is what is broken. */
export async function openProjectWithDefaults(io: Io, storeOverride?: string): Promise<Project> {
  const gitRoot = await findRepoRoot(io.cwd, io.env);
  const root = findProjectRoot(io.cwd, gitRoot);
  return { root, gitRoot, paths: storePaths(root, { store: storeOverride }), config: defaultConfig(), io };
}

export function readStore(project: Project): DiscoveryStore {
  return DiscoveryStore.read(project.paths, project.config);
}

export function changeStore<T>(project: Project, change: (store: DiscoveryStore) => T | Promise<T>): Promise<T> {
  return updateStore(project.paths, project.config, change);
}

/** HEAD of the project's repository, or null outside git / before the first commit. */
export async function currentCommit(project: Project): Promise<string | null> {
  return project.gitRoot ? headCommit(project.root, project.io.env) : null;
}

export function rel(project: Project, absolute: string): string {
  return displayPath(project.paths, absolute);
}
