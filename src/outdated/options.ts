// What `check` can be told, with the defaults it uses when `.axiom/config.yml`
// says nothing. The config loader maps the file onto these.

import type { Policy } from '../plan/types.js';
import { UserError } from '../errors.js';
import { globToRegExp } from '../anchors/resolve.js';

export interface OutdatedOptions {
  /** `graded`: only strong evidence flips a learning; `strict`: seed 001's rule, any change to a mentioned file flips it. */
  policy: Policy;
  /**
   * Files that change with almost everything (lockfiles, manifests): a change to
   * one never counts as evidence on its own. Globs over repository paths; a
   * pattern without `/` matches the file name in any folder.
   */
  hubFiles: string[];
  /** Share of the old version's lines gone from the new one at or above which a file counts as rewritten. */
  rewrittenThreshold: number;
  /** Outdated learnings nobody reviewed for this many days are archived by `check`. 0 turns it off. */
  archiveAfterDays: number;
}

export const DEFAULT_HUB_FILES = [
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'bun.lockb',
  'bun.lock',
  'deno.lock',
  'Cargo.lock',
  'Cargo.toml',
  'go.mod',
  'go.sum',
  'Gemfile',
  'Gemfile.lock',
  'poetry.lock',
  'uv.lock',
  'Pipfile.lock',
  'pyproject.toml',
  'requirements*.txt',
  'composer.json',
  'composer.lock',
  'mix.lock',
  'pubspec.lock',
  'Package.resolved',
  'CHANGELOG.md',
  '.axiom/**',
];

export const DEFAULT_OUTDATED_OPTIONS: OutdatedOptions = {
  policy: 'graded',
  hubFiles: DEFAULT_HUB_FILES,
  rewrittenThreshold: 0.5,
  archiveAfterDays: 7,
};

/** Defaults overlaid with what was given; throws a UserError naming the bad key. `file` is for the message. */
export function resolveOutdatedOptions(given: Partial<Record<keyof OutdatedOptions, unknown>> = {}, file = '.axiom/config.yml'): OutdatedOptions {
  const options = { ...DEFAULT_OUTDATED_OPTIONS };
  if (given.policy !== undefined) {
    if (given.policy !== 'graded' && given.policy !== 'strict') {
      throw new UserError(`policy must be 'graded' or 'strict', not ${JSON.stringify(given.policy)}`, { file, fix: 'set policy: graded (the default) or policy: strict' });
    }
    options.policy = given.policy;
  }
  if (given.hubFiles !== undefined) {
    if (!Array.isArray(given.hubFiles) || !given.hubFiles.every((h) => typeof h === 'string')) {
      throw new UserError('hubFiles must be a list of paths or globs', { file, fix: 'write e.g. hubFiles: [package.json, "*.lock"]' });
    }
    options.hubFiles = given.hubFiles as string[];
  }
  if (given.rewrittenThreshold !== undefined) {
    const t = given.rewrittenThreshold;
    if (typeof t !== 'number' || !(t > 0 && t <= 1)) {
      throw new UserError(`rewrittenThreshold must be a number above 0 and at most 1, not ${JSON.stringify(t)}`, { file, fix: 'e.g. rewrittenThreshold: 0.5' });
    }
    options.rewrittenThreshold = t;
  }
  if (given.archiveAfterDays !== undefined) {
    const d = given.archiveAfterDays;
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0) {
      throw new UserError(`archiveAfterDays must be a whole number of days (0 turns it off), not ${JSON.stringify(d)}`, { file, fix: 'e.g. archiveAfterDays: 7' });
    }
    options.archiveAfterDays = d;
  }
  return options;
}

/** A predicate telling hub files from the rest. */
export function hubMatcher(patterns: readonly string[]): (path: string) => boolean {
  const full: RegExp[] = [];
  const names: RegExp[] = [];
  for (const p of patterns) (p.includes('/') ? full : names).push(globToRegExp(p));
  // A check asks about the same few thousand paths again and again, each against every pattern.
  const known = new Map<string, boolean>();
  return (path) => {
    let hub = known.get(path);
    if (hub === undefined) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      hub = names.some((r) => r.test(name)) || full.some((r) => r.test(path));
      known.set(path, hub);
    }
    return hub;
  };
}
