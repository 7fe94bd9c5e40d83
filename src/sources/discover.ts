// Finding learning sources, the way seed 002 finds skills: the current folder
// first, then the git root (skipped when it is the same folder; in a submodule,
// then the superproject's root, from `--show-superproject-working-tree`), then
// the user's home for skills. A skill found earlier shadows one of the same
// folder name found later. Every git call has a 5 s timeout; when git is
// missing, slow or not a repository, the scan goes on with what it has.
//
// Inside the repository one `git ls-files` (tracked and untracked, not ignored)
// finds nested AGENTS.md/CLAUDE.md, Cursor rules, prompt point files and nested
// genome repositories; stores are also looked for at their usual places, since
// they are often ignored. A symlink and its target are one source (the target,
// with the link as an alias); a link leading outside the repository is not read.
// Nothing outside the repository is read except the home skill folders.

import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { globToRegExp } from '../anchors/resolve.js';
import type { Config } from '../config.js';
import { loadYaml } from '../config.js';
import { runGit } from '../git/exec.js';
import type { SourceKind } from '../model/learning.js';
import { writeFileAtomic } from '../store/atomic.js';
import { isGenomeDir, MEMORIES_FILE } from './genome.js';
import type { SourceFormat, SourceInfo, SourceOrigin } from './source.js';

export const GIT_TIMEOUT_MS = 5_000;
const CACHE_VERSION = 1;

export interface Candidate extends SourceInfo {
  /** Repository-relative folder its relative paths resolve against. */
  baseDir: string;
  /** Dialect stores: the folder holding `.swarm` / `.axiom`. */
  projectRoot?: string;
}

export interface Shadowed {
  path: string;
  name: string;
  by: string;
}

export interface Excluded {
  path: string;
  pattern: string;
}

export interface DiscoverInput {
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  config: Config;
  /** Ignore the cache (seed 002: the user asks for a re-scan). */
  rescan?: boolean;
  /** How long one git call may take (seed 002: 5 s). */
  gitTimeoutMs?: number;
  /** Where the repository is, when the caller already asked git (the hooks): no git call for it. */
  gitLayout?: KnownLayout;
  /**
   * Take the cached list even when the git index changed since (its age and
   * fingerprint still count): no `git ls-files`. For a hook whose commits changed
   * no learning source, which examines only the learnings of the sources its
   * path index was built from; a commit that adds a source changes a path the hook
   * sees as one, and that hook asks again without it.
   */
  trustListing?: boolean;
}

/** The repository's top, its git dir (absolute) and the superproject's top (null: not a submodule), as git printed them. */
export interface KnownLayout {
  gitRoot: string;
  gitDir: string;
  superproject: string | null;
}

export interface Discovery {
  cwd: string;
  /** `git rev-parse --show-toplevel` of cwd, or null outside git. */
  gitRoot: string | null;
  /** The superproject's root when cwd is in a submodule. */
  superproject: string | null;
  /** What source paths are relative to: the git root, else cwd. */
  repoRoot: string;
  home: string | null;
  candidates: Candidate[];
  shadowed: Shadowed[];
  excluded: Excluded[];
  warnings: string[];
  /** Skill folders looked at (seed 002's differentiated message). */
  skillFolders: number;
  /** Where it was looked (for "nothing found"). */
  searched: string[];
  cache: { used: boolean; file: string | null; ageMinutes: number | null };
}

interface GitLayout {
  gitRoot: string | null;
  gitDir: string | null;
  superproject: string | null;
  warning: string | null;
}

/** One rev-parse for the root, the git dir and the superproject (seed 002, EC-03). */
async function gitLayout(cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<GitLayout> {
  try {
    const result = await runGit(['rev-parse', '--show-toplevel', '--absolute-git-dir', '--show-superproject-working-tree'], { cwd, env, allowFailure: true, timeoutMs });
    if (result.code === null) return { gitRoot: null, gitDir: null, superproject: null, warning: `git root detection timed out after ${seconds(timeoutMs)}: only ${cwd} and home were searched` };
    if (result.code !== 0) return { gitRoot: null, gitDir: null, superproject: null, warning: null };
    const [top, gitDir, superproject] = result.stdout.split('\n').map((l) => l.trim());
    return { gitRoot: top ? realpathSync(top) : null, gitDir: gitDir || null, superproject: superproject ? realpathSync(superproject) : null, warning: null };
  } catch {
    // git is not installed: skip git-root discovery.
    return { gitRoot: null, gitDir: null, superproject: null, warning: null };
  }
}

/** Repository files, tracked and untracked but not ignored; nested repositories appear as `dir/`. */
async function repositoryFiles(root: string, env: NodeJS.ProcessEnv, timeoutMs: number, warnings: string[]): Promise<string[] | null> {
  try {
    const result = await runGit(['-c', 'core.quotePath=false', 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, env, allowFailure: true, timeoutMs });
    if (result.code === null) {
      warnings.push(`listing the repository's files timed out after ${seconds(timeoutMs)}: only the usual places were searched`);
      return null;
    }
    if (result.code !== 0) return null;
    return [...new Set(result.stdout.split('\0').filter(Boolean))];
  } catch {
    return null;
  }
}

const seconds = (ms: number) => (ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`);

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'vendor', 'target', 'coverage', '.venv', 'venv', '__pycache__']);
const WALK_LIMIT = 20_000;

/** Outside git: a bounded walk of cwd. */
function walkFiles(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string, depth: number) => {
    if (depth > 8 || out.length >= WALK_LIMIT) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name)) continue;
        if (existsSync(join(full, '.git'))) out.push(`${toPosix(relative(root, full))}/`);
        else visit(full, depth + 1);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        out.push(toPosix(relative(root, full)));
      }
    }
  };
  visit(root, 0);
  return out;
}

export const toPosix = (p: string) => p.split(sep).join('/');

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** A configured pattern: a glob without `/` matches the name in any folder (as in .gitignore). */
export function patternToRegExp(pattern: string): RegExp {
  const glob = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  return globToRegExp(glob.includes('/') ? glob : `**/${glob}`);
}

interface Scan {
  layout: GitLayout;
  repoRoot: string;
  home: string | null;
  found: Candidate[];
  shadowed: Shadowed[];
  excluded: Excluded[];
  warnings: string[];
  skillFolders: number;
  searched: string[];
}

function agentFormat(name: string, path: string): SourceFormat | null {
  if (name === 'AGENTS.md') return 'agents-md';
  if (name === 'CLAUDE.md') return 'claude-md';
  if (path.endsWith('.github/copilot-instructions.md')) return 'copilot';
  if (/(^|\/)\.cursor\/rules\/(.*\/)?[^/]+\.mdc$/.test(path)) return 'cursor-rule';
  return null;
}

const KIND_OF: Record<SourceFormat, SourceKind> = {
  axiom: 'axiom',
  swarm: 'swarm',
  genome: 'genome',
  'prompt-points': 'prompt-points',
  'agents-md': 'agent-file',
  'claude-md': 'agent-file',
  'cursor-rule': 'agent-file',
  copilot: 'agent-file',
  skill: 'agent-file',
  import: 'agent-file',
  markdown: 'agent-file',
};

/** What a configured path holds, by its name and shape. */
function formatOfInclude(absolute: string): SourceFormat | null {
  if (statSync(absolute).isDirectory()) return isGenomeDir(absolute) ? 'genome' : null;
  const name = basename(absolute);
  if (name === 'ideas.jsonl') return 'swarm';
  if (name.endsWith('.jsonl')) return 'axiom';
  if (name.endsWith('.json')) return 'prompt-points';
  if (name === 'SKILL.md') return 'skill';
  if (name.endsWith('.mdc')) return 'cursor-rule';
  if (name === 'AGENTS.md') return 'agents-md';
  if (name === 'CLAUDE.md') return 'claude-md';
  if (name === 'copilot-instructions.md') return 'copilot';
  if (/\.(md|markdown|txt)$/.test(name)) return 'markdown';
  return null;
}

class Collector {
  readonly found: Candidate[] = [];
  readonly shadowed: Shadowed[] = [];
  readonly excluded: Excluded[] = [];
  readonly warnings: string[] = [];
  private readonly byReal = new Map<string, Candidate>();
  private readonly excludedReal = new Set<string>();
  private readonly skills = new Map<string, string>();
  private readonly excludes: Array<{ pattern: string; re: RegExp }>;
  skillFolders = 0;

  constructor(
    readonly repoRoot: string,
    readonly allowed: string[],
    private readonly home: string | null,
    exclude: readonly string[],
  ) {
    this.excludes = exclude.map((pattern) => ({ pattern, re: patternToRegExp(pattern) }));
  }

  display(absolute: string): string {
    if (this.home && isInside(this.home, absolute) && !isInside(this.repoRoot, absolute)) return `~/${toPosix(relative(this.home, absolute))}`;
    return toPosix(relative(this.repoRoot, absolute)) || '.';
  }

  private excludedBy(paths: string[]): string | null {
    for (const { pattern, re } of this.excludes) if (paths.some((p) => re.test(p))) return pattern;
    return null;
  }

  /** Adds a source found at `absolute` (a file, or a genome folder); symlinks resolve to their target, counted once. */
  add(absolute: string, format: SourceFormat, origin: SourceOrigin, priority: 1 | 2 | 3, extra: { name?: string; baseDir?: string; projectRoot?: string } = {}): Candidate | null {
    let real: string;
    try {
      real = realpathSync(absolute);
    } catch {
      return null;
    }
    const shown = this.display(absolute);
    if (this.excludedReal.has(real)) return null;
    const allowed = origin === 'home' ? (this.home ? [this.home] : []) : this.allowed;
    if (!allowed.some((root) => isInside(root, real))) {
      this.warnings.push(`${shown} leads outside the repository (${real}): not read`);
      return null;
    }
    const existing = this.byReal.get(real);
    if (existing) {
      if (existing.path !== shown && !existing.aliases.includes(shown)) existing.aliases.push(shown);
      return existing;
    }
    const path = this.display(real);
    const aliases = path === shown ? [] : [shown];
    const pattern = this.excludedBy([path, ...aliases]);
    if (pattern) {
      this.excluded.push({ path, pattern });
      this.excludedReal.add(real); // counted once, even when excluded
      return null;
    }
    const inRepo = isInside(this.repoRoot, real);
    const candidate: Candidate = {
      kind: KIND_OF[format],
      format,
      path,
      absolute: real,
      origin,
      priority,
      aliases,
      checked: inRepo,
      baseDir: extra.baseDir ?? (inRepo ? toPosix(relative(this.repoRoot, dirname(real))) : ''),
      ...(extra.name ? { name: extra.name } : {}),
      ...(extra.projectRoot ? { projectRoot: extra.projectRoot } : {}),
    };
    this.byReal.set(real, candidate);
    this.found.push(candidate);
    return candidate;
  }

  /** Seed 002's scan_skills_directory: skill folders (not hidden) with a SKILL.md, shadowed by name. */
  skillsIn(dir: string, origin: SourceOrigin, priority: 1 | 2 | 3): void {
    if (!existsSync(dir)) return;
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      if (name.startsWith('.')) continue;
      const folder = join(dir, name);
      try {
        if (!statSync(folder).isDirectory()) continue;
      } catch {
        continue;
      }
      this.skillFolders++;
      const file = join(folder, 'SKILL.md');
      if (!existsSync(file)) continue;
      const by = this.skills.get(name);
      if (by !== undefined) {
        if (by !== this.display(file)) this.shadowed.push({ path: this.display(file), name, by });
        continue;
      }
      let real: string;
      try {
        real = realpathSync(folder);
      } catch {
        continue;
      }
      const inRepo = isInside(this.repoRoot, real);
      const candidate = this.add(file, 'skill', origin, priority, { name, baseDir: inRepo ? toPosix(relative(this.repoRoot, real)) : '' });
      if (candidate) this.skills.set(name, candidate.path);
    }
  }
}

async function scan(input: DiscoverInput, layout: GitLayout): Promise<Scan> {
  const cwd = realpathSync(input.cwd);
  const repoRoot = layout.gitRoot ?? cwd;
  const homeValue = input.env.HOME ?? input.env.USERPROFILE;
  const home = homeValue && existsSync(homeValue) ? realpathSync(homeValue) : null;
  const config = input.config.sources;
  const allowed = [repoRoot, ...(layout.superproject ? [layout.superproject] : [])];
  const homeSkillDirs = home && config.home ? [join(home, '.claude', 'skills'), join(home, '.agents', 'skills')] : [];
  const c = new Collector(repoRoot, allowed, home, config.exclude);
  if (layout.warning) c.warnings.push(layout.warning);

  // The levels of seed 002, highest priority first.
  const levels: Array<{ dir: string; origin: SourceOrigin; priority: 1 | 2 }> = [{ dir: cwd, origin: 'cwd', priority: 1 }];
  if (layout.gitRoot && layout.gitRoot !== cwd) levels.push({ dir: layout.gitRoot, origin: 'git-root', priority: 2 });
  if (layout.superproject && layout.superproject !== cwd) levels.push({ dir: layout.superproject, origin: 'superproject', priority: 2 });
  const searched = levels.map((l) => l.dir);

  const files = layout.gitRoot ? await repositoryFiles(layout.gitRoot, input.env, input.gitTimeoutMs ?? GIT_TIMEOUT_MS, c.warnings) : null;
  // Git answered nothing in time: the usual places only (a walk of a repository that large would not be quicker).
  const timedOut = layout.gitRoot !== null && files === null && c.warnings.some((w) => w.startsWith("listing the repository's files timed out"));
  const listed = files ?? (timedOut ? [] : walkFiles(repoRoot));
  const levelOf = (absolute: string) => (isInside(cwd, absolute) ? levels[0]! : (levels.find((l) => l.origin === 'git-root') ?? levels[0]!));

  for (const level of levels) {
    // Stores at their usual places (often ignored by git, so not in the listing).
    const storePath = level.origin === 'superproject' ? '.axiom/cases.jsonl' : input.config.store.path;
    const axiom = join(level.dir, storePath);
    if (existsSync(axiom)) c.add(axiom, 'axiom', level.origin, level.priority, { projectRoot: level.dir, baseDir: toPosix(relative(repoRoot, level.dir)) });
    const swarm = join(level.dir, '.swarm', 'ideas.jsonl');
    if (existsSync(swarm)) c.add(swarm, 'swarm', level.origin, level.priority, { projectRoot: level.dir, baseDir: toPosix(relative(repoRoot, level.dir)) });
    for (const name of ['genome', '.genome']) {
      const dir = join(level.dir, name);
      if (isGenomeDir(dir)) c.add(dir, 'genome', level.origin, level.priority, { baseDir: '' });
    }
    c.skillsIn(join(level.dir, '.claude', 'skills'), level.origin, level.priority);
    c.skillsIn(join(level.dir, '.agents', 'skills'), level.origin, level.priority);
    if (level.origin === 'superproject') {
      // Another repository: only its top-level agent files, never its whole tree.
      for (const name of ['AGENTS.md', 'CLAUDE.md', '.github/copilot-instructions.md']) {
        const file = join(level.dir, name);
        if (existsSync(file)) c.add(file, agentFormat(basename(name), name)!, 'superproject', 2, { baseDir: '' });
      }
      const rules = join(level.dir, '.cursor', 'rules');
      if (existsSync(rules)) for (const f of readdirSync(rules).sort()) if (f.endsWith('.mdc')) c.add(join(rules, f), 'cursor-rule', 'superproject', 2, { baseDir: '' });
    }
  }

  // Everything in the repository, files under cwd first (priority 1), then the rest (priority 2).
  const inCwd = (p: string) => isInside(cwd, join(repoRoot, p));
  const ordered = [...listed.filter(inCwd), ...listed.filter((p) => !inCwd(p))];
  for (const path of ordered) {
    const absolute = join(repoRoot, path);
    const level = levelOf(absolute);
    if (path.endsWith('/')) {
      if (isGenomeDir(absolute)) c.add(absolute.replace(/\/$/, ''), 'genome', level.origin, level.priority, { baseDir: '' });
      continue;
    }
    const name = basename(path);
    const format = agentFormat(name, path);
    if (format) {
      const folder = format === 'cursor-rule' ? path.slice(0, Math.max(0, path.search(/(^|\/)\.cursor\//))) : format === 'copilot' ? path.slice(0, Math.max(0, path.indexOf('.github/') - 1)) : toPosix(dirname(path));
      c.add(absolute, format, level.origin, level.priority, { baseDir: folder === '.' ? '' : folder });
    } else if (/(^|\/)point_prompts\/[^/]+_points\.json$/.test(path)) {
      c.add(absolute, 'prompt-points', level.origin, level.priority, { baseDir: '' });
    } else if (path.endsWith(`/${MEMORIES_FILE}`) && isGenomeDir(dirname(dirname(absolute)))) {
      c.add(dirname(dirname(absolute)), 'genome', level.origin, level.priority, { baseDir: '' });
    }
  }

  // Submodules are gitlinks in the listing: a genome kept as a submodule is found through .gitmodules.
  const gitmodules = join(repoRoot, '.gitmodules');
  if (existsSync(gitmodules)) {
    for (const match of readFileSync(gitmodules, 'utf8').matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)) {
      const absolute = join(repoRoot, match[1]!);
      if (isInside(repoRoot, absolute) && isGenomeDir(absolute)) c.add(absolute, 'genome', levelOf(absolute).origin, levelOf(absolute).priority, { baseDir: '' });
    }
  }

  // Home: skills only (seed 002, priority 3).
  for (const dir of homeSkillDirs) c.skillsIn(dir, 'home', 3);
  if (homeSkillDirs.length > 0) searched.push(...homeSkillDirs);

  // Configuration: more sources, inside the repository only.
  for (const entry of input.config.sources.include) {
    const pattern = entry.replace(/^\.\//, '');
    if (/[*?{]/.test(pattern)) {
      const re = patternToRegExp(pattern);
      const matches = listed.filter((p) => re.test(p.replace(/\/$/, '')));
      if (matches.length === 0) c.warnings.push(`sources.include: '${entry}' matches nothing`);
      for (const m of matches) addInclude(c, join(repoRoot, m.replace(/\/$/, '')), entry);
      continue;
    }
    const absolute = resolve(repoRoot, pattern);
    if (isAbsolute(pattern) || !isInside(repoRoot, absolute)) {
      c.warnings.push(`sources.include: '${entry}' is outside the repository: not read`);
      continue;
    }
    if (!existsSync(absolute)) {
      c.warnings.push(`sources.include: '${entry}' does not exist`);
      continue;
    }
    addInclude(c, absolute, entry);
  }

  return { layout, repoRoot, home, found: c.found, shadowed: c.shadowed, excluded: c.excluded, warnings: c.warnings, skillFolders: c.skillFolders, searched };
}

function addInclude(c: Collector, absolute: string, entry: string): void {
  const format = formatOfInclude(absolute);
  if (!format) {
    c.warnings.push(`sources.include: '${entry}' is not a kind of source discoveries reads (a .md/.mdc agent file, a *.json of prompt points, a .jsonl store or a genome folder)`);
    return;
  }
  const projectRoot = format === 'swarm' || format === 'axiom' ? dirname(dirname(absolute)) : undefined;
  const skillDir = format === 'skill' ? toPosix(relative(c.repoRoot, dirname(absolute))) : undefined;
  c.add(absolute, format, 'config', 2, { ...(projectRoot ? { projectRoot } : {}), ...(skillDir !== undefined ? { baseDir: skillDir, name: basename(dirname(absolute)) } : {}), ...(format === 'genome' || format === 'prompt-points' ? { baseDir: '' } : {}) });
}

// ---------------------------------------------------------------------------
// The session cache (seed 002: `available-workflows.yaml`, ttl_minutes: 30).

interface CacheFile {
  version: number;
  discovery: { timestamp: string; ttl_minutes: number; fingerprint: string; index?: IndexState };
  sources: Candidate[];
  shadowed: Shadowed[];
  excluded: Excluded[];
  warnings: string[];
  skill_folders: number;
  searched: string[];
}

function fingerprint(input: DiscoverInput, layout: GitLayout, home: string | null): string {
  return JSON.stringify({ cwd: realpathSync(input.cwd), home, sources: input.config.sources, store: input.config.store.path, superproject: layout.superproject });
}

/**
 * What the git index says about the tree: when files are added or removed
 * (staged, committed, checked out) the session's view of the tree ended. Not
 * the index file's time alone: every commit rewrites it, and a hook would scan
 * the repository after each one. The time is the quick test; when it moved,
 * the list of paths the index holds decides.
 */
interface IndexState {
  mtime: number;
  /** A hash of `git ls-files -z --cached` (listingHash). */
  paths: string;
}

function indexTime(layout: GitLayout): number {
  if (!layout.gitDir) return 0;
  try {
    return statSync(join(layout.gitDir, 'index')).mtimeMs;
  } catch {
    return 0;
  }
}

function mtimeOf(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Two 32-bit FNV-style hashes (other seeds) of the listing's UTF-8 bytes, taken
 * four bytes a step, as 16 hex digits: it only tells one list of paths from
 * another, and node:crypto costs a hook ~7 ms to load. (A step a byte runs
 * unoptimised in a hook's one call: ~5 ms for 2,000 paths.)
 */
export function listingHash(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const words = new Int32Array(padded.buffer);
  let a = 0x811c9dc5 ^ bytes.length;
  let b = 0x5bd1e995;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    a = Math.imul(a ^ w, 0x01000193);
    b = Math.imul(b ^ w, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return `${hex(fmix(a))}${hex(fmix(b))}`;
}

/** murmur3's final mix: every input bit moves every output bit. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

async function indexPaths(root: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<string | null> {
  try {
    const result = await runGit(['ls-files', '-z', '--cached'], { cwd: root, env, allowFailure: true, timeoutMs });
    return result.code === 0 ? listingHash(result.stdout) : null;
  } catch {
    return null;
  }
}

/**
 * The cache as JSON, written next to the YAML file just after it: a hook reads
 * it without loading the YAML parser (~20 ms). Used only while it is at least as
 * new as the YAML file (an edited or removed YAML file is what counts).
 */
function jsonTwin(file: string): string {
  return file.replace(/\.yaml$/, '.json');
}

function readCacheValue(file: string): CacheFile | Promise<CacheFile> {
  const yamlTime = mtimeOf(file);
  const jsonTime = mtimeOf(jsonTwin(file));
  if (yamlTime !== null && jsonTime !== null && jsonTime >= yamlTime) {
    try {
      return JSON.parse(readFileSync(jsonTwin(file), 'utf8')) as CacheFile;
    } catch {
      // Unreadable: the YAML file decides.
    }
  }
  return loadYaml().then(({ parse }) => parse(readFileSync(file, 'utf8')) as CacheFile);
}

async function readCache(file: string, print: string, now: Date, ttlMinutes: number, index: (seen: IndexState) => Promise<IndexState | null>): Promise<{ value: CacheFile; age: number } | null> {
  if (!existsSync(file)) return null;
  try {
    const value = await readCacheValue(file);
    if (value?.version !== CACHE_VERSION || value.discovery?.fingerprint !== print) return null;
    const age = (now.getTime() - Date.parse(value.discovery.timestamp)) / 60_000;
    if (!(age >= 0 && age < Math.min(ttlMinutes, value.discovery.ttl_minutes))) return null;
    if (!Array.isArray(value.sources)) return null;
    const seen = value.discovery.index;
    if (!seen || typeof seen.paths !== 'string') return null;
    const current = await index(seen);
    if (!current || (current.mtime !== seen.mtime && current.paths !== seen.paths)) return null;
    return { value, age };
  } catch {
    return null; // unreadable: scan again
  }
}

async function writeCache(file: string, value: CacheFile): Promise<void> {
  try {
    const { stringify } = await loadYaml();
    // A cache: lost, it costs one scan. The JSON twin goes second, so it is never older than the YAML it copies.
    writeFileAtomic(file, stringify(value), { durable: false });
    writeFileAtomic(jsonTwin(file), `${JSON.stringify(value)}\n`, { durable: false });
  } catch {
    // A cache that can't be written only costs a scan next time.
  }
}

/** Finds every source, from the session cache when it is fresh. */
export async function discoverSources(input: DiscoverInput): Promise<Discovery> {
  const known = input.gitLayout;
  const layout: GitLayout = known
    ? { gitRoot: realpathSync(known.gitRoot), gitDir: known.gitDir, superproject: known.superproject ? realpathSync(known.superproject) : null, warning: null }
    : await gitLayout(input.cwd, input.env, input.gitTimeoutMs ?? GIT_TIMEOUT_MS);
  const cwd = realpathSync(input.cwd);
  const homeValue = input.env.HOME ?? input.env.USERPROFILE;
  const home = homeValue && existsSync(homeValue) ? realpathSync(homeValue) : null;
  const ttl = input.config.sources.cacheTtlMinutes;
  const cacheFile = layout.gitDir && ttl > 0 ? join(layout.gitDir, 'discoveries', 'sources-cache.yaml') : null;
  const print = fingerprint(input, layout, home);
  const base = { cwd, gitRoot: layout.gitRoot, superproject: layout.superproject, repoRoot: layout.gitRoot ?? cwd, home };

  const timeout = input.gitTimeoutMs ?? GIT_TIMEOUT_MS;
  // The index's time now, and its list of paths only when the time alone does not settle it.
  const mtime = indexTime(layout);
  const listPaths = () => (layout.gitRoot ? indexPaths(layout.gitRoot, input.env, timeout) : Promise.resolve(null));
  // The index changed after the cache was written (a commit since): its paths are needed, asked for while the cache is read.
  const early = cacheFile && !input.rescan && !input.trustListing && mtime > (mtimeOf(cacheFile) ?? Infinity) ? listPaths() : null;
  const indexState = async (seen?: IndexState): Promise<IndexState | null> => {
    if (seen && (seen.mtime === mtime || input.trustListing)) return seen;
    const paths = await (early ?? listPaths());
    return paths === null ? null : { mtime, paths };
  };

  if (cacheFile && !input.rescan) {
    const cached = await readCache(cacheFile, print, input.now, ttl, indexState);
    if (cached) {
      const v = cached.value;
      const present = v.sources.filter((s) => existsSync(s.absolute));
      return {
        ...base,
        candidates: present,
        shadowed: v.shadowed ?? [],
        excluded: v.excluded ?? [],
        warnings: v.warnings ?? [],
        skillFolders: v.skill_folders ?? 0,
        searched: v.searched ?? [],
        cache: { used: true, file: toPosix(relative(base.repoRoot, cacheFile)), ageMinutes: Math.floor(cached.age) },
      };
    }
  }
  const [result, index] = await Promise.all([scan(input, layout), cacheFile ? indexState() : null]);
  const found = [...result.found].sort((a, b) => a.priority - b.priority || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (cacheFile) {
    await writeCache(cacheFile, {
      version: CACHE_VERSION,
      discovery: { timestamp: input.now.toISOString(), ttl_minutes: ttl, fingerprint: print, ...(index ? { index } : {}) },
      sources: found,
      shadowed: result.shadowed,
      excluded: result.excluded,
      warnings: result.warnings,
      skill_folders: result.skillFolders,
      searched: result.searched,
    });
  }
  return {
    ...base,
    candidates: found,
    shadowed: result.shadowed,
    excluded: result.excluded,
    warnings: result.warnings,
    skillFolders: result.skillFolders,
    searched: result.searched,
    cache: { used: false, file: cacheFile ? toPosix(relative(base.repoRoot, cacheFile)) : null, ageMinutes: null },
  };
}
