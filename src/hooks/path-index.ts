// The path index: what the shell pre-filter greps the changed files for, so a
// commit that touches nothing any active discovery mentions never starts Node.
//
// The shell runs `git diff --name-only --no-renames --line-prefix=: W HEAD | grep -qFf paths.idx`,
// so every changed path arrives as `:<path>` and a pattern matches anywhere in
// that line. Patterns only have to be a superset of what the check would look
// at: a false "yes" costs one Node start, a false "no" only delays a finding
// (the shell never moves the watermark). So mentions go in as written, not
// anchored (`http.ts` also matches `:src/http.ts`, `lib/x.rb` matches
// `:pkg/lib/x.rb`), which makes the index depend on the store and config only,
// never on the tree, and lets it stay valid until one of those changes.

import { readFileSync, rmSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Discovery } from '../model/discovery.js';
import { writeFileAtomic } from '../store/atomic.js';
import type { StorePaths } from '../store/paths.js';
import type { HookFiles } from './git-state.js';

export const INDEX_HEADER = ':# discovery-curator path index v1';

export interface Mention {
  /** Normalised: forward slashes, no leading `./`, no trailing `/`. */
  path: string;
  kind: 'file' | 'dir' | 'glob' | 'maybe';
}

export interface IndexInput {
  discoveries: readonly Discovery[];
  /** The store file, relative to the repository's top level: always in the index, so new discoveries get checked. */
  storePath: string;
  mentionsOf: (content: string) => Mention[];
  isHub: (path: string) => boolean;
}

/** The index lines: a header, the quoted-path catch-all, the store, then every mention's pattern (hub files left out), sorted. */
export function buildPathIndex(input: IndexInput): string[] {
  const patterns = new Set<string>();
  for (const d of input.discoveries) {
    if (d.status !== 'active') continue;
    for (const { pattern, hub } of mentionPatterns(d.content, input)) if (!hub) patterns.add(pattern);
  }
  // git quotes paths with control characters, quotes or backslashes even with core.quotePath=false: let Node look.
  return [INDEX_HEADER, ':"', `:${input.storePath}`, ...[...patterns].sort()];
}

/**
 * Which discoveries each pattern belongs to (hub files included), one line a
 * pattern: `pattern<TAB>id id …`. The hook uses it to hand the detector only the
 * discoveries a range can have changed.
 */
export function buildPatternOwners(input: IndexInput): string[] {
  const owners = new Map<string, string[]>();
  for (const d of input.discoveries) {
    if (d.status !== 'active') continue;
    for (const { pattern } of mentionPatterns(d.content, input)) {
      const ids = owners.get(pattern);
      if (!ids) owners.set(pattern, [d.id]);
      else if (ids[ids.length - 1] !== d.id) ids.push(d.id);
    }
  }
  return [...owners].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([pattern, ids]) => `${pattern}\t${ids.join(' ')}`);
}

function mentionPatterns(content: string, input: Pick<IndexInput, 'mentionsOf' | 'isHub'>): Array<{ pattern: string; hub: boolean }> {
  const out: Array<{ pattern: string; hub: boolean }> = [];
  for (const mention of input.mentionsOf(content)) {
    const pattern = patternFor(mention);
    if (pattern !== null) out.push({ pattern, hub: mention.kind !== 'glob' && input.isHub(mention.path) });
  }
  return out;
}

/** Ids of the active discoveries with a pattern that matches one of `changed` (repository paths); null when the owners file is missing. */
export function discoveriesTouching(ownersFile: string, changed: readonly string[]): Set<string> | null {
  let text: string;
  try {
    text = readFileSync(ownersFile, 'utf8');
  } catch {
    return null;
  }
  const lines = changed.map((path) => `:${path}`);
  const ids = new Set<string>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const pattern = line.slice(0, tab);
    if (lines.some((l) => l.includes(pattern))) for (const id of line.slice(tab + 1).split(' ')) ids.add(id);
  }
  return ids;
}

function patternFor(mention: Mention): string | null {
  const path = mention.path.replace(/[\r\n]/g, '');
  if (path === '') return null;
  switch (mention.kind) {
    case 'dir':
      return `${path}/`;
    case 'glob': {
      // The longest run without wildcards: every path the glob matches contains it.
      const runs = path.split(/[*?[\]{}]/).filter((run) => run.length >= 3);
      if (runs.length === 0) return ':';
      return runs.reduce((a, b) => (b.length > a.length ? b : a));
    }
    default:
      return path;
  }
}

/** Whether the index is missing or older than a file it was built from. */
export function indexIsStale(files: HookFiles, watched: readonly string[]): boolean {
  const built = mtime(files.index);
  if (built === null || mtime(files.watch) === null || mtime(files.owners) === null) return true;
  return watched.some((file) => {
    const changed = mtime(file);
    return changed !== null && changed > built;
  });
}

export interface WriteIndexInput extends IndexInput {
  files: HookFiles;
  /** Store and config: the shell rebuilds (starts Node) when either is newer than the index. */
  watched: readonly string[];
  stagePending: boolean;
}

/** Writes the index, the list of files it depends on, and the stage-pending flag. */
export function writePathIndex(input: WriteIndexInput): number {
  const lines = buildPathIndex(input);
  // The watch list first, the index last: the index's time says when all three were written.
  writeFileAtomic(input.files.watch, `${input.watched.join('\n')}\n`);
  writeFileAtomic(input.files.owners, `${buildPatternOwners(input).join('\n')}\n`);
  writeFileAtomic(input.files.index, `${lines.join('\n')}\n`);
  setStageFlag(input.files, input.stagePending);
  return lines.length - 3;
}

export function setStageFlag(files: HookFiles, on: boolean): void {
  const present = mtime(files.stageFlag) !== null;
  if (on && !present) writeFileAtomic(files.stageFlag, 'hooks.stagePending is on\n');
  if (!on && present) rmSync(files.stageFlag, { force: true });
}

function mtime(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** A path as git names it: relative to the top of the work tree, forward slashes. */
export function pathFromTop(workTree: string, absolute: string): string {
  return relative(workTree, absolute).split(sep).join('/');
}

/** The files whose change makes the index stale. */
export function watchedFiles(paths: StorePaths): string[] {
  return [paths.cases, paths.config];
}

