// The path index: what the shell pre-filter greps the changed files for, so a
// commit that touches nothing any active learning mentions never starts Node.
//
// The shell runs `git diff --name-only --no-renames --line-prefix=: W HEAD | grep -qFf paths.idx`,
// so every changed path arrives as `:<path>` and a pattern matches anywhere in
// that line. Patterns only have to be a superset of what the check would look
// at: a false "yes" costs one Node start, a false "no" only delays a finding
// (the shell never moves the watermark). So mentions go in as written, not
// anchored (`http.ts` also matches `:src/http.ts`, `lib/x.rb` matches
// `:pkg/lib/x.rb`), which makes the index depend on the sources and config
// only, never on the tree, and lets it stay valid until one of those changes.
// Every learning source (the discovery store, agent files, …) is in it too,
// and so are the names new sources would have: a commit that adds learnings
// always reaches Node.

import { readFileSync, rmSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Learning } from '../model/learning.js';
import { writeFileAtomic } from '../store/atomic.js';
import type { HookFiles } from './git-state.js';

export const INDEX_HEADER = ':# discovery-curator path index v2';

/** Names a new learning source would have (see src/sources/discover.ts). */
export const SOURCE_NAMES = ['AGENTS.md', 'CLAUDE.md', 'copilot-instructions.md', '.mdc', 'SKILL.md', '_points.json', '.axiom/', '.swarm/', 'memories/memories.jsonl'];

export interface Mention {
  /** Normalised: forward slashes, no leading `./`, no trailing `/`. */
  path: string;
  kind: 'file' | 'dir' | 'glob' | 'maybe';
}

export interface IndexInput {
  learnings: readonly Pick<Learning, 'key' | 'status' | 'content'>[];
  /** Every source file (repository-relative; a folder ends in `/`): always in the index. */
  sourcePaths: readonly string[];
  /** More patterns that must start Node (config `sources.include`). */
  extra?: readonly string[];
  mentionsOf: (content: string) => Mention[];
  isHub: (path: string) => boolean;
}

/** The index lines: a header, the quoted-path catch-all, the sources, then every mention's pattern (hub files left out), sorted. */
export function buildPathIndex(input: IndexInput): string[] {
  const patterns = new Set<string>([...SOURCE_NAMES, ...(input.extra ?? []).flatMap(literalRuns)]);
  for (const l of input.learnings) {
    if (l.status !== 'active') continue;
    for (const { pattern, hub } of mentionPatterns(l.content, input)) if (!hub) patterns.add(pattern);
  }
  // git quotes paths with control characters, quotes or backslashes even with core.quotePath=false: let Node look.
  const sources = [...new Set(input.sourcePaths.map((p) => `:${p}`))].sort();
  return [INDEX_HEADER, ':"', ...sources, ...[...patterns].sort()];
}

/**
 * Which learnings each pattern belongs to (hub files included), one line a
 * pattern: `pattern<TAB>key<TAB>key…`. The hook uses it to hand the detector
 * only the learnings a range can have changed.
 */
export function buildPatternOwners(input: IndexInput): string[] {
  const owners = new Map<string, string[]>();
  for (const l of input.learnings) {
    if (l.status !== 'active') continue;
    for (const { pattern } of mentionPatterns(l.content, input)) {
      const keys = owners.get(pattern);
      if (!keys) owners.set(pattern, [l.key]);
      else if (keys[keys.length - 1] !== l.key) keys.push(l.key);
    }
  }
  return [...owners].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([pattern, keys]) => [pattern, ...keys].join('\t'));
}

function mentionPatterns(content: string, input: Pick<IndexInput, 'mentionsOf' | 'isHub'>): Array<{ pattern: string; hub: boolean }> {
  const out: Array<{ pattern: string; hub: boolean }> = [];
  for (const mention of input.mentionsOf(content)) {
    const pattern = patternFor(mention);
    if (pattern !== null) out.push({ pattern, hub: mention.kind !== 'glob' && input.isHub(mention.path) });
  }
  return out;
}

/** Keys of the active learnings with a pattern matching one of `changed` (repository paths); null when the owners file is missing. */
export function learningsTouching(ownersFile: string, changed: readonly string[]): Set<string> | null {
  let text: string;
  try {
    text = readFileSync(ownersFile, 'utf8');
  } catch {
    return null;
  }
  const lines = changed.map((path) => `:${path}`);
  const keys = new Set<string>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const pattern = line.slice(0, tab);
    if (lines.some((l) => l.includes(pattern))) for (const key of line.slice(tab + 1).split('\t')) keys.add(key);
  }
  return keys;
}

function patternFor(mention: Mention): string | null {
  const path = mention.path.replace(/[\r\n\t]/g, '');
  if (path === '') return null;
  switch (mention.kind) {
    case 'dir':
      return `${path}/`;
    case 'glob': {
      const runs = literalRuns(path);
      return runs.length === 0 ? ':' : runs.reduce((a, b) => (b.length > a.length ? b : a));
    }
    default:
      return path;
  }
}

/** The runs of a glob without wildcards, three characters or longer: every path it matches contains each. */
function literalRuns(glob: string): string[] {
  return glob
    .replace(/^\.\//, '')
    .split(/[*?[\]{}]/)
    .filter((run) => run.length >= 3);
}

/** Whether the index is missing or older than a file it was built from. */
export function indexIsStale(files: HookFiles): boolean {
  const built = mtimeOf(files.index);
  if (built === null || mtimeOf(files.owners) === null) return true;
  let watched: string[];
  try {
    watched = readFileSync(files.watch, 'utf8').split('\n').filter(Boolean);
  } catch {
    return true;
  }
  return watched.some((file) => {
    const changed = mtimeOf(file);
    return changed !== null && changed > built;
  });
}

export interface WriteIndexInput extends IndexInput {
  files: HookFiles;
  /** Sources and config: the shell (and Node) rebuild when one is newer than the index. */
  watched: readonly string[];
  stagePending: boolean;
}

/** Writes the watch list, the pattern owners, the index (last: its time says when all three were written) and the stage-pending flag. */
export function writePathIndex(input: WriteIndexInput): number {
  const lines = buildPathIndex(input);
  writeFileAtomic(input.files.watch, `${input.watched.join('\n')}\n`);
  writeFileAtomic(input.files.owners, `${buildPatternOwners(input).join('\n')}\n`);
  writeFileAtomic(input.files.index, `${lines.join('\n')}\n`);
  setStageFlag(input.files, input.stagePending);
  return lines.length;
}

export function setStageFlag(files: HookFiles, on: boolean): void {
  const present = mtimeOf(files.stageFlag) !== null;
  if (on && !present) writeFileAtomic(files.stageFlag, 'hooks.stagePending is on\n');
  if (!on && present) rmSync(files.stageFlag, { force: true });
}

/** A file's modification time; null when it is not there. */
export function mtimeOf(path: string): number | null {
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
