// Resolving path mentions against what the repository holds: the tree at the
// end of the check plus every path the history index saw. Order: the path as
// written (relative to the learning's folder, then the root), a unique suffix
// (`lib/x.rb` for `actionview/lib/x.rb`), a unique base name. Only repository
// paths are ever candidates, so a mention can never reach outside it.

import type { MentionKind, PathMention } from './paths.js';
import { lastingList } from '../lists.js';

export interface PathUniverse {
  /** Every path known: files at the end of the range and paths the history saw. */
  readonly paths: ReadonlySet<string>;
}

export type Resolution =
  | { status: 'resolved'; mention: PathMention; path: string; kind: 'file' | 'dir' | 'glob'; how: 'exact' | 'suffix' | 'basename'; matcher?: RegExp }
  | { status: 'unresolved'; mention: PathMention; reason: 'not-found' | 'ambiguous'; candidates: string[] };

export class PathResolver {
  private readonly files: ReadonlySet<string>;
  private readonly dirs = new Set<string>();
  private readonly byBase = new Map<string, string[]>();
  private readonly dirsByBase = new Map<string, string[]>();
  private sortedFiles: string[] | null = null;

  constructor(paths: Iterable<string>) {
    const files = new Set(paths);
    this.files = files;
    for (const file of files) {
      const base = file.slice(file.lastIndexOf('/') + 1);
      push(this.byBase, base, file);
      let slash = file.lastIndexOf('/');
      while (slash > 0) {
        const dir = file.slice(0, slash);
        if (this.dirs.has(dir)) break;
        this.dirs.add(dir);
        push(this.dirsByBase, dir.slice(dir.lastIndexOf('/') + 1), dir);
        slash = dir.lastIndexOf('/');
      }
    }
  }

  isFile(path: string): boolean {
    return this.files.has(path);
  }

  isDir(path: string): boolean {
    return this.dirs.has(path);
  }

  /** Files matching a glob, sorted. */
  glob(matcher: RegExp): string[] {
    this.sortedFiles ??= [...this.files].sort();
    return this.sortedFiles.filter((f) => matcher.test(f));
  }

  resolve(mention: PathMention, baseDir: string): Resolution | null {
    const tried = baseDir ? [joinPath(baseDir, mention.path), mention.path] : [mention.path];
    if (mention.kind === 'glob') {
      for (const pattern of tried) {
        const matcher = globToRegExp(pattern);
        if (this.glob(matcher).length > 0) return { status: 'resolved', mention, path: pattern, kind: 'glob', how: 'exact', matcher };
      }
      return this.resolveGlobBelow(mention);
    }
    for (const candidate of tried) {
      const kind = this.kindOf(candidate, mention.kind);
      if (kind) return { status: 'resolved', mention, path: candidate, kind, how: 'exact' };
    }
    // A unique suffix, then a unique base name: agents often write paths relative to a package.
    const wantsDir = mention.kind === 'dir';
    const base = mention.path.slice(mention.path.lastIndexOf('/') + 1);
    const pool = wantsDir ? (this.dirsByBase.get(base) ?? NO_PATHS) : (this.byBase.get(base) ?? NO_PATHS);
    // Not found or ambiguous, answered by one call: a base name that matched several paths (a file moved, its old
    // path in the history) came only once the check resolved against the history's paths, after V8 had optimised
    // this against the end tree's, and a call of its own there threw that code away ('insufficient type feedback').
    let reason: 'not-found' | 'ambiguous' = 'not-found';
    let candidates = NO_PATHS;
    if (mention.path.includes('/')) {
      const suffix = `/${mention.path}`;
      const matches = pool.filter((p) => p.endsWith(suffix));
      const scoped = preferScope(matches, baseDir);
      if (scoped.length === 1) return { status: 'resolved', mention, path: scoped[0]!, kind: wantsDir ? 'dir' : 'file', how: 'suffix' };
      if (scoped.length > 1) {
        reason = 'ambiguous';
        candidates = scoped;
      }
    } else if (!wantsDir && mention.kind !== 'maybe') {
      const scoped = preferScope(pool, baseDir);
      // Both compared at every call: a name that matched nothing came after V8 had optimised this, for a comparison it had never seen made.
      const one = scoped.length === 1;
      const several = scoped.length > 1;
      if (one) return { status: 'resolved', mention, path: scoped[0]!, kind: 'file', how: 'basename' };
      if (several) {
        reason = 'ambiguous';
        candidates = scoped;
      }
    }
    return unresolvedOrNull(mention, reason, candidates);
  }

  /**
   * A glob written without the folders above it, as agents write paths relative to a package: like a
   * `.gitignore` pattern, `dev*.jsonl` matches in any folder; `fixtures/*.jsonl` too, when every file it
   * matches lies below one folder (a unique suffix, as for a file).
   */
  private resolveGlobBelow(mention: PathMention): Resolution {
    const pattern = mention.path.replace(/^\.\//, '');
    const path = `**/${pattern}`;
    const matcher = globToRegExp(path);
    const found = this.glob(matcher);
    if (found.length === 0) return { status: 'unresolved', mention, reason: 'not-found', candidates: [] };
    if (pattern.includes('/')) {
      // What the pattern does not cover: the folder it was written relative to (one per match when `**` is not in it).
      const depth = pattern.split('/').length;
      const above = new Set(found.map((f) => f.split('/').slice(0, -depth).join('/')));
      if (pattern.includes('**') || above.size > 1) return { status: 'unresolved', mention, reason: 'ambiguous', candidates: [...above].slice(0, 5) };
    }
    return { status: 'resolved', mention, path, kind: 'glob', how: pattern.includes('/') ? 'suffix' : 'basename', matcher };
  }

  private kindOf(path: string, wanted: MentionKind): 'file' | 'dir' | null {
    if (wanted !== 'dir' && this.files.has(path)) return 'file';
    if (wanted !== 'file' && this.dirs.has(path)) return 'dir';
    return null;
  }
}

/**
 * No path, as a list of the same kind as the lists of paths by base name (an empty literal holds small integers: the
 * first name that matched nothing made V8 throw away the optimised `resolve`, 'wrong map'). Never written to.
 */
const NO_PATHS: string[] = lastingList<string>();

/** `maybe` mentions (`owner/repo`, `red/green`) are only counted when they exist. */
function unresolvedOrNull(mention: PathMention, reason: 'not-found' | 'ambiguous', candidates: string[]): Resolution | null {
  if (mention.kind === 'maybe') return null;
  return { status: 'unresolved', mention, reason, candidates: candidates.slice(0, 5) };
}

function preferScope(matches: string[], baseDir: string): string[] {
  if (!baseDir || matches.length < 2) return matches;
  const inside = matches.filter((m) => m.startsWith(`${baseDir}/`));
  return inside.length > 0 ? inside : matches;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function joinPath(dir: string, path: string): string {
  return dir ? `${dir.replace(/\/+$/, '')}/${path}` : path;
}

/** `src/**\/*.test.ts` → a RegExp over repository paths. `**` crosses folders, `*` and `?` do not. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        i++;
        if (glob[i + 1] === '/') {
          i++;
          out += '(?:.*/)?';
        } else out += '.*';
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      if (end < 0) out += '\\{';
      else {
        out += `(?:${glob
          .slice(i + 1, end)
          .split(',')
          .map((alt) => alt.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
          .join('|')})`;
        i = end;
      }
    } else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}(?:/.*)?$`);
}
