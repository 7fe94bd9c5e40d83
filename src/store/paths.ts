// Where a repository's AXIOM store lives. Everything is relative to the project
// root; the store folder holds the case file, the counters, the config and the views.

import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { UserError } from '../errors.js';
import { AXIOM_DIALECT, type StoreDialect } from './dialect.js';

export interface StorePaths {
  /** Project root: every relative path in the store and its config resolves against it. */
  root: string;
  /** `.axiom` */
  dir: string;
  cases: string;
  counters: string;
  config: string;
  lock: string;
  globalView: string;
  agentsDir: string;
  /** Which vocabulary the store speaks (AXIOM discoveries or swarm ideas). */
  dialect: StoreDialect;
}

export const DEFAULT_STORE = '.axiom/cases.jsonl';

export interface PathOverrides {
  /** Case file, relative to root (default `.axiom/cases.jsonl`). */
  store?: string;
  /** Global view, relative to root (default `<store folder>/discoveries.md`). */
  globalView?: string;
  /** Agent views folder, relative to root (default `<store folder>/agents`). */
  agentsDir?: string;
}

export function storePaths(root: string, overrides: PathOverrides = {}, dialect: StoreDialect = AXIOM_DIALECT): StorePaths {
  const cases = insideRoot(root, overrides.store ?? DEFAULT_STORE, 'store path');
  const dir = dirname(cases);
  return {
    root,
    dir,
    cases,
    counters: join(dir, 'metrics', 'counters.json'),
    config: join(dir, 'config.yml'),
    lock: join(dir, '.lock'),
    globalView: insideRoot(root, overrides.globalView ?? relative(root, join(dir, dialect.viewFile)), 'view path'),
    agentsDir: insideRoot(root, overrides.agentsDir ?? relative(root, join(dir, 'agents')), 'agents folder'),
    dialect,
  };
}

/** The project's own store as the sources take it (`loadSources`' `store`): its folder and its case file, relative and in `/` form. */
export function projectStoreRef(paths: StorePaths): { projectRoot: string; path: string } {
  return { projectRoot: paths.root, path: relative(paths.root, paths.cases).split(sep).join('/') };
}

/** Resolves a configured path, refusing anything that would land outside the project. */
export function insideRoot(root: string, path: string, what: string): string {
  const resolved = resolve(root, path);
  const rel = relative(root, resolved);
  if (isAbsolute(path) || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    throw new UserError(`${what} '${path}' points outside the project`, { fix: 'use a path relative to the repository root, without ../' });
  }
  return resolved;
}

/** Repository-relative, forward slashes: how paths appear in messages and JSON. */
export function displayPath(paths: StorePaths, absolute: string): string {
  return relative(paths.root, absolute).split(sep).join('/');
}

/**
 * The project a command runs on: the nearest folder from `cwd` up to the git root
 * that has a store folder; otherwise the nearest with a package.json (a package
 * in a subfolder of the repository keeps its store beside it); otherwise the git
 * root; otherwise `cwd`.
 */
export function findProjectRoot(cwd: string, gitRoot: string | null, storeDir = '.axiom'): string {
  let dir = resolve(cwd);
  const stop = gitRoot ? resolve(gitRoot) : null;
  let nearestPackage: string | null = null;
  for (;;) {
    const candidate = join(dir, storeDir);
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return dir;
    if (nearestPackage === null && existsSync(join(dir, 'package.json'))) nearestPackage = dir;
    if (stop !== null && dir === stop) break;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return (stop !== null ? nearestPackage : null) ?? stop ?? resolve(cwd);
}
