// Registers the store's merge driver with git: `.gitattributes` says which files
// use it (versioned, shared by every clone), the repository's config says what to
// run (local, so every clone runs `discoveries init` once).

import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { git, runGit } from '../git/exec.js';
import { writeFileAtomic } from './atomic.js';
import type { StorePaths } from './paths.js';
import { shellQuote } from '../text/shell-quote.js';

export const CASES_DRIVER = 'discoveries-cases';
export const COUNTERS_DRIVER = 'discoveries-counters';
export const VIEW_DRIVER = 'discoveries-view';

const posix = (p: string) => p.split(sep).join('/');

/** The `.gitattributes` lines, relative to the project root (where the file lives). */
export function attributeLines(paths: StorePaths): string[] {
  const agents = posix(relative(paths.root, paths.agentsDir));
  return [
    `/${posix(relative(paths.root, paths.cases))} merge=${CASES_DRIVER}`,
    `/${posix(relative(paths.root, paths.counters))} merge=${COUNTERS_DRIVER}`,
    `/${posix(relative(paths.root, paths.globalView))} merge=${VIEW_DRIVER} linguist-generated`,
    `/${agents}/*/discoveries.md merge=${VIEW_DRIVER} linguist-generated`,
  ];
}

const DRIVERS = [CASES_DRIVER, COUNTERS_DRIVER, VIEW_DRIVER];

export interface MergeDriverStatus {
  attributes: boolean;
  config: boolean;
}

export async function mergeDriverStatus(paths: StorePaths, env?: NodeJS.ProcessEnv): Promise<MergeDriverStatus> {
  const file = join(paths.root, '.gitattributes');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const attributes = attributeLines(paths).every((line) => text.split(/\r?\n/).includes(line));
  const configured = await Promise.all(
    DRIVERS.map(async (name) => (await runGit(['config', '--get', `merge.${name}.driver`], { cwd: paths.root, env, allowFailure: true })).code === 0),
  );
  return { attributes, config: configured.every(Boolean) };
}

/**
 * Adds the attribute lines that are missing and points the local git config at
 * `command` (how to run this CLI from the repository's top level). Returns what changed.
 */
export async function installMergeDriver(paths: StorePaths, command: string, env?: NodeJS.ProcessEnv): Promise<string[]> {
  const changed: string[] = [];
  const file = join(paths.root, '.gitattributes');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const present = new Set(text.split(/\r?\n/));
  const missing = attributeLines(paths).filter((line) => !present.has(line));
  if (missing.length > 0) {
    const prefix = text === '' || text.endsWith('\n') ? '' : '\n';
    const header = text.includes('discovery-curator') ? '' : '# discovery-curator: merge the discovery store by record, not by line\n';
    writeFileAtomic(file, `${text}${prefix}${header}${missing.join('\n')}\n`);
    changed.push('.gitattributes');
  }
  const settings: Array<[string, string]> = [
    [`merge.${CASES_DRIVER}.name`, 'discovery-curator: merge discoveries by id'],
    [`merge.${CASES_DRIVER}.driver`, `${command} merge-driver cases %O %A %B %P`],
    [`merge.${COUNTERS_DRIVER}.name`, 'discovery-curator: counters only grow'],
    [`merge.${COUNTERS_DRIVER}.driver`, `${command} merge-driver counters %O %A %B %P`],
    [`merge.${VIEW_DRIVER}.name`, 'discovery-curator: generated views take both sides'],
    [`merge.${VIEW_DRIVER}.driver`, `${command} merge-driver view %O %A %B %P`],
  ];
  for (const [key, value] of settings) {
    const current = await runGit(['config', '--get', key], { cwd: paths.root, env, allowFailure: true });
    if (current.code === 0 && current.stdout.trim() === value) continue;
    await git(['config', key, value], { cwd: paths.root, env });
    if (!changed.includes('git config')) changed.push('git config');
  }
  return changed;
}

/** Removes the local git config entries (the attribute lines are left to `uninstall`). */
export async function removeMergeDriverConfig(paths: StorePaths, env?: NodeJS.ProcessEnv): Promise<void> {
  for (const name of DRIVERS) {
    await runGit(['config', '--remove-section', `merge.${name}`], { cwd: paths.root, env, allowFailure: true });
  }
}

/**
 * How git should run this CLI from the top level: `node <path to discoveries.js>`,
 * relative when the CLI lives inside the repository (node_modules, or this repo's dist).
 */
export function cliCommand(gitRoot: string, cliEntry: string | null): string {
  if (!cliEntry) return 'npx --no-install discoveries';
  const rel = relative(gitRoot, cliEntry);
  const path = rel.startsWith('..') ? cliEntry : posix(rel);
  return `node ${shellQuote(path)}`;
}
