// Every learning source of a repository, found, read and written back through
// one interface. `check`, the hooks and the Action load the sources, give the
// checkers `learnings()`, build one plan, and hand each source its changes.

import { existsSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Config } from '../config.js';
import type { Learning } from '../model/learning.js';
import type { PlanChange, ReviewPlan } from '../plan/types.js';
import { AXIOM_DIALECT, SWARM_DIALECT } from '../store/dialect.js';
import type { RecordReader } from '../store/record-index.js';
import { AgentFileSource } from './agent-files.js';
import { discoverSources, patternToRegExp, toPosix, type Candidate, type Discovery, type KnownLayout } from './discover.js';
import { GenomeSource } from './genome.js';
import { PromptPointsSource } from './prompt-points.js';
import type { KeepOutcome, KeepRequest, Source, SourceApplyContext, SourceApplyOutcome } from './source.js';
import { DialectStoreSource } from './swarm.js';

export type { Source, SourceInfo, SourceApplyContext, SourceApplyOutcome, RenderedView, SourceNote, RewriteProposal, AppliedChange, KeepRequest, KeepOutcome } from './source.js';
export type { Discovery, Candidate } from './discover.js';

export interface LoadSourcesInput {
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  config: Config;
  rescan?: boolean;
  /**
   * The discovery store a command works on (its project folder and case file,
   * relative to it): always a source, with the config's view paths, even where
   * discovery would not look (a project folder between cwd and the git root, --store).
   */
  store?: { projectRoot: string; path: string };
  /**
   * Keys of the only learnings the caller needs (a hook checking commits that
   * changed no learning source needs those whose mentions the commits touched).
   * Discovery stores then read just those records; `learnings()` gives those
   * only. Sources loaded so are for checking, not for listing or rendering.
   */
  needed?: ReadonlySet<string>;
  /**
   * With `needed`: reads those records of a store file without reading the whole
   * file, when it can (the hooks' record index, src/store/record-index.ts); null: it cannot.
   */
  readRecords?: RecordReader;
  /** Where the repository is, when the caller already asked git (see DiscoverInput.gitLayout). */
  gitLayout?: KnownLayout;
  /** The discovery, started by the caller with this same input (a hook starts it while git answers other questions). */
  discovered?: Promise<Discovery>;
}

export interface LoadedSources {
  discovery: Discovery;
  sources: Source[];
  /** Discovery warnings, then each source's, in source order. */
  warnings: string[];
  /** Sources that could not be read at all: path and why. */
  failed: Array<{ path: string; reason: string }>;
}

/** Claude Code follows imports this many hops deep. */
const MAX_IMPORT_DEPTH = 5;

async function loadCandidate(c: Candidate, discovery: Discovery, input: LoadSourcesInput): Promise<Source> {
  switch (c.format) {
    case 'axiom':
    case 'swarm': {
      const projectRoot = c.projectRoot ?? dirname(dirname(c.absolute));
      const own = input.store && realOrNull(resolve(input.store.projectRoot, input.store.path)) === c.absolute;
      const views = own ? { globalView: input.config.views.global || undefined, agentsDir: input.config.views.agentsDir || undefined } : undefined;
      return new DialectStoreSource(c, {
        repoRoot: discovery.repoRoot,
        projectRoot,
        store: toPosix(relative(projectRoot, c.absolute)),
        dialect: c.format === 'swarm' ? SWARM_DIALECT : AXIOM_DIALECT,
        config: input.config,
        ...(views ? { views } : {}),
        ...(input.needed ? { needed: input.needed, ...(input.readRecords ? { readRecords: input.readRecords } : {}) } : {}),
      });
    }
    case 'genome':
      return GenomeSource.load(c, input.env);
    case 'prompt-points':
      return PromptPointsSource.load(c);
    default:
      return AgentFileSource.load(c, { repoRoot: c.checked ? discovery.repoRoot : null, baseDir: c.baseDir });
  }
}

function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/** The command's own store as a candidate, when discovery did not find it where it is. */
function storeCandidate(store: NonNullable<LoadSourcesInput['store']>, discovery: Discovery): Candidate | null {
  const real = realOrNull(resolve(store.projectRoot, store.path));
  if (!real || discovery.candidates.some((c) => c.absolute === real)) return null;
  const projectRoot = realOrNull(store.projectRoot) ?? store.projectRoot;
  const swarm = basename(real) === 'ideas.jsonl';
  return {
    kind: swarm ? 'swarm' : 'axiom',
    format: swarm ? 'swarm' : 'axiom',
    path: toPosix(relative(discovery.repoRoot, real)),
    absolute: real,
    origin: inside(discovery.cwd, projectRoot) ? 'cwd' : 'git-root',
    priority: inside(discovery.cwd, projectRoot) ? 1 : 2,
    aliases: [],
    checked: inside(discovery.repoRoot, real),
    baseDir: toPosix(relative(discovery.repoRoot, projectRoot)),
    projectRoot,
  };
}

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
};

/** Finds and reads every source. A source that can't be read is reported and left out; the rest still load. */
export async function loadSources(input: LoadSourcesInput): Promise<LoadedSources> {
  const discovery = await (input.discovered ?? discoverSources(input));
  if (input.store) {
    const own = storeCandidate(input.store, discovery);
    if (own) {
      const at = discovery.candidates.findIndex((c) => c.priority > own.priority);
      discovery.candidates.splice(at < 0 ? discovery.candidates.length : at, 0, own);
    }
  }
  const sources: Source[] = [];
  const failed: LoadedSources['failed'] = [];
  const extraWarnings: string[] = [];
  const byReal = new Map<string, Source>();
  for (const candidate of discovery.candidates) {
    try {
      const source = await loadCandidate(candidate, discovery, input);
      sources.push(source);
      byReal.set(candidate.absolute, source);
    } catch (error) {
      failed.push({ path: candidate.path, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  }

  // `@path` imports in CLAUDE.md (and in what it imports): the imported file is a source once, however often imported.
  const excludes = input.config.sources.exclude.map((p) => patternToRegExp(p));
  const roots = [discovery.repoRoot, ...(discovery.superproject ? [discovery.superproject] : [])];
  let frontier = sources.filter((s): s is AgentFileSource => s instanceof AgentFileSource && s.imports.length > 0).map((s) => ({ source: s, depth: 1 }));
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { source, depth } of frontier) {
      for (const target of source.imports) {
        if (target.startsWith('~/')) continue; // the user's own memory: outside the repository
        const absolute = resolve(dirname(source.info.absolute), target);
        const root = roots.find((r) => inside(r, absolute));
        if (!root) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which is outside the repository: not read`);
          continue;
        }
        if (!existsSync(absolute) || !statSync(absolute).isFile()) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which does not exist`);
          continue;
        }
        const real = realpathSync(absolute);
        if (!roots.some((r) => inside(r, real))) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which leads outside the repository: not read`);
          continue;
        }
        const known = byReal.get(real);
        if (known) {
          if (known instanceof AgentFileSource && known.info.importedBy === undefined && known !== source) known.info.importedBy = source.info.path;
          continue;
        }
        const path = toPosix(relative(discovery.repoRoot, real));
        if (excludes.some((re) => re.test(path))) {
          discovery.excluded.push({ path, pattern: input.config.sources.exclude.find((p) => patternToRegExp(p).test(path))! });
          continue;
        }
        if (!/\.(md|mdc|markdown|txt)$/i.test(real)) continue; // package.json and the like: context, not rules
        const candidate: Candidate = {
          kind: 'agent-file',
          format: 'import',
          path,
          absolute: real,
          origin: source.info.origin,
          priority: source.info.priority,
          aliases: [],
          importedBy: source.info.path,
          checked: inside(discovery.repoRoot, real),
          baseDir: toPosix(relative(discovery.repoRoot, dirname(real))),
        };
        try {
          const imported = await AgentFileSource.load(candidate, { repoRoot: discovery.repoRoot, baseDir: candidate.baseDir });
          sources.push(imported);
          byReal.set(real, imported);
          if (depth < MAX_IMPORT_DEPTH && imported.imports.length > 0) next.push({ source: imported, depth: depth + 1 });
        } catch (error) {
          failed.push({ path, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
        }
      }
    }
    frontier = next;
  }

  const warnings = [...discovery.warnings, ...extraWarnings, ...sources.flatMap((s) => s.warnings)];
  return { discovery, sources, warnings, failed };
}

/** The learnings the checkers look at: every source in the repository (home skills are listed, not checked). */
export function checkableLearnings(sources: readonly Source[]): Learning[] {
  return sources.filter((s) => s.info.checked).flatMap((s) => s.learnings());
}

/** Changes sources propose themselves (a done Green's yellows), for the plan. */
export function sourceChanges(sources: readonly Source[]): PlanChange[] {
  return sources.filter((s) => s.info.checked).flatMap((s) => s.ownChanges());
}

/** Hands every source its share of the plan. One source failing does not stop the others; its error is its outcome. */
export async function applyPlanToSources(sources: readonly Source[], plan: Pick<ReviewPlan, 'changes'>, context: SourceApplyContext): Promise<Array<SourceApplyOutcome & { error?: string }>> {
  const outcomes: Array<SourceApplyOutcome & { error?: string }> = [];
  for (const source of sources) {
    if (!source.info.checked) continue;
    try {
      const outcome = await source.apply(plan.changes, context);
      if (outcome.applied.length + outcome.skipped.length + outcome.proposals.length + outcome.written.length > 0) outcomes.push(outcome);
    } catch (error) {
      outcomes.push({ source: source.info.path, applied: [], skipped: [], written: [], commits: [], proposals: [], error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

/**
 * Hands every source the learnings a reviewer kept: each records its own in its
 * format and drops its links to the others. One source failing does not stop the others.
 */
export async function keepInSources(sources: readonly Source[], requests: readonly KeepRequest[], context: SourceApplyContext): Promise<Array<KeepOutcome & { error?: string }>> {
  const outcomes: Array<KeepOutcome & { error?: string }> = [];
  for (const source of sources) {
    if (!source.info.checked) continue;
    try {
      const outcome = await source.keep(requests, context);
      if (outcome.done.length + outcome.skipped.length > 0) outcomes.push(outcome);
    } catch (error) {
      outcomes.push({ source: source.info.path, done: [], skipped: [], written: [], commits: [], error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
