// One hook run, start to end: skip rules, the hook lock, watermark..HEAD, the
// review plan for that range, new findings into the pending file, the watermark
// moved, the path index refreshed, a line or two for the developer and the
// details in the log. Nothing tracked is written (except, with
// hooks.stagePending, the store the user's own pre-commit is about to commit).
// Every failure ends here as a result with a reason, never as an exception.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { runGit } from '../git/exec.js';
import { DiscoveryStore, updateStore } from '../store/discovery-store.js';
import { applyPlanToStore } from '../store/learnings.js';
import { acquireLock, LockTimeoutError } from '../store/lock.js';
import { readIndexedRecords, writeRecordIndex } from '../store/record-index.js';
import { displayPath, type StorePaths } from '../store/paths.js';
import { UserError } from '../errors.js';
import { hubMatcher } from '../outdated/options.js';
import { linesAddedSince, mentionsOf, planForRange, sourcesForIndex, startDiscovery } from './check.js';
import { hookFiles, KNOWN_GIT_VARIABLE, readHookGit, rememberSuperproject, type HookFiles, type HookGit } from './git-state.js';
import { appendLog } from './log.js';
import { storeLooksWholeSince } from './store-shape.js';
import { findingsMessage, subjectFor } from './message.js';
import { indexIsStale, learningsTouching, mtimeOf, pathFromTop, setStageFlag, SOURCE_NAMES, writePathIndex } from './path-index.js';
import { addFindings, forProjectStore, isHookFinding, readPending, removeFindings, writePending, type Finding, type PendingFile } from './pending.js';
import { skipBeforeGit, skipForOperation, type HookName } from './skip.js';
import { formatRange, rangeToCheck, readWatermark, writeWatermark, type CheckRange } from './watermark.js';

export const DEFAULT_DEADLINE_MS = 2000;
/** How long a hook waits for another hook's lock before it leaves the work to the next one. */
const LOCK_WAIT_MS = 1000;
/** No hook holds the lock this long; an older lock is from a process that died. */
const LOCK_STALE_MS = 30_000;

export interface HookProject {
  root: string;
  paths: StorePaths;
  config: Config;
}

export interface HookRunInput {
  hook: HookName;
  /** git's arguments to the hook. */
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: () => Date;
  /** Finds the project (store paths, config) in the repository git names; may throw (a broken config). */
  loadProject: (git: HookGit) => Promise<HookProject>;
  /** Aborted at the deadline: the run stops, records what it did not check, and returns. */
  signal: AbortSignal;
  deadlineMs: number;
}

export type HookStatus = 'skipped' | 'up-to-date' | 'checked' | 'busy' | 'stopped' | 'failed' | 'staged';

export interface HookRunResult {
  status: HookStatus;
  reason: string;
  /** Findings new in this run. */
  added: Finding[];
  /** What to print (at most a few lines). */
  lines: string[];
  /** The path index was rebuilt (a run that read every source: the code cache prefers another's, see src/cli/hook-cache.ts). */
  indexRebuilt?: boolean;
  /** A review plan was computed (a check that stopped short of one ran little of the check's code: see src/cli/hook-cache.ts). */
  planned?: boolean;
}

export async function runHook(input: HookRunInput): Promise<HookRunResult> {
  const skip = skipBeforeGit(input.hook, input.args, input.env);
  if (skip) return { status: 'skipped', reason: skip, added: [], lines: [] };
  // git gives hooks GIT_INDEX_FILE relative to the top of the work tree, and the
  // hook may run in a subfolder (the project's): only pre-commit needs it, made absolute.
  // What the hook script read of the repository is for this process only, not for the git it runs.
  const { GIT_INDEX_FILE: indexFile, [KNOWN_GIT_VARIABLE]: known, ...env } = input.env;
  // The project is found from what git says (no second git call), its config cached in the git dir.
  const git = await readHookGit(input.cwd, env, known);
  if (!git) return { status: 'skipped', reason: 'not in a git work tree', added: [], lines: [] };
  const project = await input.loadProject(git).then(
    (loaded) => ({ loaded }),
    (error: unknown) => ({ error }),
  );
  if (input.hook === 'pre-commit' && indexFile) env.GIT_INDEX_FILE = resolve(git.workTree, indexFile);
  const files = hookFiles(git);
  const started = Date.now();
  const indexTime = mtimeOf(files.index);
  const result = await runInRepository({ ...input, env }, git, files, project).catch((error: unknown) => failure(error));
  const ms = Date.now() - started;
  const logLines = [`${input.hook} ${input.args.join(' ')} ${git.ref ?? 'HEAD'}: ${result.status}, ${result.reason} (${ms} ms)`.replace(/ {2,}/g, ' ')];
  for (const f of result.added) logLines.push(`${f.change.id} ${f.change.action}: ${f.change.reason}`);
  if (result.status === 'failed' && result.error instanceof Error && result.error.stack && !(result.error instanceof UserError)) logLines.push(result.error.stack);
  appendLog(files.log, input.now(), logLines);
  return { status: result.status, reason: result.reason, added: result.added, lines: result.lines, indexRebuilt: mtimeOf(files.index) !== indexTime, planned: result.planned === true };
}

type Internal = HookRunResult & { error?: unknown };

function failure(error: unknown): Internal {
  const message = error instanceof UserError ? error.format() : error instanceof Error ? error.message : String(error);
  return {
    status: 'failed',
    reason: message,
    added: [],
    lines: [`discoveries: hook skipped: ${message.split('\n')[0]} (details in the hook log; run 'discoveries doctor')`],
    error,
  };
}

async function runInRepository(input: HookRunInput, git: HookGit, files: HookFiles, loaded: { loaded: HookProject } | { error: unknown }): Promise<Internal> {
  const quiet = (status: HookStatus, reason: string): Internal => ({ status, reason, added: [], lines: [] });
  const operation = skipForOperation(input.hook, git.inProgress, git.rebaseEndsHere);
  if (operation) return quiet('skipped', operation);
  if (git.head === null) return quiet('skipped', 'no commits yet');
  if ('error' in loaded) throw loaded.error;
  const project = loaded.loaded;

  let release: () => void;
  try {
    release = await acquireLock(files.lock, { timeoutMs: Math.min(LOCK_WAIT_MS, input.deadlineMs / 2), staleMs: LOCK_STALE_MS, displayPath: files.lock });
  } catch (error) {
    if (!(error instanceof LockTimeoutError)) throw error;
    return {
      status: 'busy',
      reason: error.message,
      added: [],
      lines: ['discoveries: another discoveries hook is running; skipped (the next commit, merge or checkout catches up).'],
    };
  }
  try {
    if (input.hook === 'pre-commit') return await stagePending(input, git, files, project);
    return await check(input, git, files, project);
  } finally {
    release();
  }
}

async function check(input: HookRunInput, git: HookGit, files: HookFiles, project: HookProject): Promise<Internal> {
  const head = git.head!;
  const branch = git.ref ?? 'HEAD';
  const watermark = readWatermark(git, git.ref);
  // The checkout that ends a rebase with nothing to replay is that rebase's only hook.
  const event = input.hook === 'post-checkout' && git.rebaseEndsHere ? 'post-rewrite' : input.hook;
  const phases = new Phases();
  // Usually the watermark is an ancestor of HEAD and the range starts there: what
  // it changed is asked for first, and says so (no merge base to ask for).
  const likely = watermark !== null && watermark !== head ? changedPaths(git, watermark, head, input.env) : null;
  likely?.catch(() => {});
  // Sources are found from the project root (its git root is the hook's work tree); git already said where
  // everything is. With commits to check, finding them starts now too, from the cached list as it stands:
  // commits that changed no learning source are checked only for the learnings of the sources the path
  // index was built from, which that list names. Commits that did are checked with the list git confirms.
  const gitLayout = git.superproject !== undefined ? { gitRoot: git.workTree, gitDir: git.gitDir, superproject: git.superproject } : undefined;
  const discoveryInput = { env: input.env, paths: project.paths, config: project.config, now: input.now(), ...(gitLayout ? { gitLayout } : {}) };
  const discovered = likely ? startDiscovery(discoveryInput, { trustListing: true }) : undefined;
  // (git answered when it named the top of the work tree: not timed out, not failed)
  if (git.superprojectKey) discovered?.then((d) => d.gitRoot !== null && rememberSuperproject(git, d.superproject), () => {});
  const since = watermark !== null && (await likely?.catch(() => null))?.parents.has(watermark) ? watermark : null;
  const range: CheckRange = since !== null ? { kind: 'range', base: since, head, reason: 'since the last check' } : await rangeToCheck(git, event, head, watermark, input.env);
  phases.mark('range');
  const rebuilt = indexIsStale(files);
  if (rebuilt) await rebuildIndexFor(git, files, project, input.env, input.now());
  else setStageFlag(files, project.config.hooks.stagePending);
  phases.mark('index');
  if (range.kind === 'none') {
    if (watermark !== head) writeWatermark(git, git.ref, head);
    return { status: 'up-to-date', reason: range.reason, added: [], lines: [] };
  }

  // Only learnings whose mentions match a path the range changed can have evidence
  // in it. A range that changed no learning source and none of those paths has
  // nothing to check: no source is even read.
  const changed = range.base === null ? null : (range.base === watermark && likely ? await likely : await changedPaths(git, range.base, head, input.env)).paths;
  const sourceChanged = changed === null || changed.some((path) => isSourcePath(files, git, path));
  if (sourceChanged && !rebuilt && changed !== null) {
    // A source came or changed in these commits: its learnings join the index (and the owners, read next).
    await rebuildIndexFor(git, files, project, input.env, input.now());
  }
  const touching = changed !== null ? learningsTouching(files.owners, changed) : null;
  phases.mark('paths');
  if (touching !== null && touching.size === 0 && !sourceChanged) {
    writeWatermark(git, git.ref, head);
    return { status: 'checked', reason: `${formatRange(range)}: no active learning mentions a changed path; ${phases.summary()}`, added: [], lines: [] };
  }
  if (!storeLooksWholeSince(project.paths.cases, join(files.stateDir, 'store-whole'))) {
    const problems = DiscoveryStore.read(project.paths, project.config).blockingProblems();
    if (problems.length > 0) {
      // Not moving the watermark: once the store is repaired, these commits are checked.
      const first = problems[0]!;
      const file = pathFromTop(git.workTree, join(project.paths.root, first.file));
      return {
        status: 'failed',
        reason: `store has problems: ${first.message}`,
        added: [],
        lines: [`discoveries: not checked: ${file}${first.line ? `:${first.line}` : ''}: ${first.message} (run 'discoveries doctor')`],
      };
    }
  }

  const only = touching ?? undefined;
  // Contradictions are looked for among the learnings these commits (or the working tree) added or changed.
  let newLines: Map<string, Set<number>> | undefined;
  if (range.base !== null) {
    const sources = sourceChanged ? [...new Set([...watchedPaths(files, git), ...changed!.filter((p) => isSourcePath(files, git, p))])] : [];
    newLines = sources.length > 0 ? await linesAddedSince(git.workTree, range.base, sources.filter((p) => p !== pathFromTop(git.workTree, project.paths.config)), input.env) : new Map();
  }
  // The project store's records of `only` are read at the offsets the record index gives; when it cannot say, the store is scanned and indexed after.
  let indexRecords = false;
  const readRecords = (file: string, ids: ReadonlySet<string>) => {
    const lines = file === project.paths.cases ? readIndexedRecords(file, files.records, ids) : null;
    indexRecords ||= lines === null && file === project.paths.cases;
    return lines;
  };
  const confirmed = discovered && sourceChanged ? startDiscovery(discoveryInput) : discovered;
  const planned = planForRange({ env: input.env, paths: project.paths, config: project.config, base: range.base, head, now: input.now(), only, newLines, readRecords, chainCache: files.chain, ...(gitLayout ? { gitLayout } : {}), ...(confirmed ? { discovered: confirmed } : {}) });
  planned.catch(() => {}); // a plan finishing after the deadline is dropped, not reported
  const outcome = await Promise.race([planned.then((plan) => ({ plan })), aborted(input.signal)]);
  phases.mark(`plan (${only ? only.size : 'all'} examined)`);

  if (!('plan' in outcome)) {
    // Out of time: record the range for `discoveries review`, and move on so the next hook is fast again.
    const { pending } = readPending(files.pending);
    pending.unchecked = pending.unchecked.filter((u) => !(u.branch === branch && u.head === head));
    pending.unchecked.push({ branch, base: range.base, head });
    writePending(files.pending, pending);
    writeWatermark(git, git.ref, head);
    const commits = await countCommits(git, range, input.env);
    return {
      status: 'stopped',
      reason: `deadline of ${input.deadlineMs} ms reached checking ${formatRange(range) ?? head}`,
      added: [],
      lines: [`discoveries: stopped after ${formatDuration(input.deadlineMs)} checking ${commits}; run 'discoveries review' to finish the check.`],
    };
  }

  if (indexRecords) writeRecordIndex(project.paths.cases, files.records);
  const now = input.now().toISOString();
  const found: Finding[] = outcome.plan.changes.filter(isHookFinding).map((change) => ({ branch, head, event, foundAt: now, change }));
  if (found.length === 0) {
    // Nothing to add: the pending file (which can be megabytes) is not read.
    writeWatermark(git, git.ref, head);
    return { status: 'checked', reason: `${formatRange(range) ?? `all of ${head.slice(0, 12)}`} (${range.reason}): 0 new, 0 already pending; ${phases.summary()}`, added: [], lines: [], planned: true };
  }
  const { pending, problem } = readPending(files.pending);
  const added = addFindings(pending, found);
  if (added.length > 0 || problem) writePending(files.pending, pending);
  writeWatermark(git, git.ref, head);

  const onBranch = pending.findings.filter((f) => f.branch === branch).length;
  // The fast path leaves the watermark behind commits that touched nothing; the evidence says which commit did it.
  const caughtUp = event === 'post-commit' ? added.some((f) => f.change.evidence.some((e) => e.commits.some((c) => c.sha !== head))) : event === 'post-checkout';
  const lines = findingsMessage(subjectFor(event, caughtUp), added, onBranch);
  if (problem) lines.push(`discoveries: ${problem}; it was started afresh.`);
  const reason = `${formatRange(range) ?? `all of ${head.slice(0, 12)}`} (${range.reason}): ${added.length} new, ${found.length - added.length} already pending; ${phases.summary()}`;
  return { status: 'checked', reason, added, lines, planned: true };
}

/**
 * Every path a commit in base..head changed (merges against each parent), as git
 * names them, and those commits' parents: `base` is an ancestor of head exactly
 * when it is the parent of one of them (the merge base git would name).
 */
async function changedPaths(git: HookGit, base: string, head: string, env: NodeJS.ProcessEnv): Promise<{ paths: string[]; parents: Set<string> }> {
  const log = await runGit(['log', '--format=%x01%P', '--name-only', '--no-renames', '-m', '-z', `${base}..${head}`], { cwd: git.workTree, env });
  const paths = new Set<string>();
  const parents = new Set<string>();
  for (const token of log.stdout.split(/[\0\n]/)) {
    if (token.startsWith('\x01')) for (const sha of token.slice(1).split(' ')) parents.add(sha);
    else if (token) paths.add(token);
  }
  return { paths: [...paths], parents };
}

/** Rebuilds the path index from every learning source `check` reads. */
async function rebuildIndexFor(git: HookGit, files: HookFiles, project: HookProject, env: NodeJS.ProcessEnv, now: Date): Promise<number> {
  const sources = await sourcesForIndex(project.paths, project.config, env, now);
  watchedCache = null;
  return writePathIndex({
    files,
    watched: [project.paths.config, project.paths.cases, ...sources.sourceFiles],
    learnings: sources.learnings,
    sourcePaths: [pathFromTop(git.workTree, project.paths.cases), ...sources.sourcePaths],
    extra: project.config.sources.include,
    mentionsOf,
    isHub: hubMatcher(project.config.check.hubFiles),
    stagePending: project.config.hooks.stagePending,
  });
}

/** Rebuilds the index now (init). */
export async function rebuildIndex(git: HookGit, project: HookProject, env: NodeJS.ProcessEnv, now: Date): Promise<number> {
  return rebuildIndexFor(git, hookFiles(git), project, env, now);
}

/** A learning source's file (one the index was built from), or a path a new source would have. */
function isSourcePath(files: HookFiles, git: HookGit, path: string): boolean {
  const line = `:${path}`;
  if (SOURCE_NAMES.some((name) => line.includes(name))) return true;
  return watchedPaths(files, git).has(path);
}

let watchedCache: { file: string; paths: Set<string> } | null = null;

function watchedPaths(files: HookFiles, git: HookGit): Set<string> {
  if (watchedCache?.file === files.watch) return watchedCache.paths;
  let listed: string[] = [];
  try {
    listed = readFileSync(files.watch, 'utf8').split('\n').filter(Boolean);
  } catch {
    // No index yet: only the source names count.
  }
  const paths = new Set(listed.map((abs) => pathFromTop(git.workTree, abs)));
  watchedCache = { file: files.watch, paths };
  return paths;
}

/**
 * hooks.stagePending: applies this branch's pending findings to the store and
 * stages it, so they go into the commit being made. The store is left unstaged
 * (but updated) when it already had changes of the user's that are not staged.
 */
async function stagePending(input: HookRunInput, git: HookGit, files: HookFiles, project: HookProject): Promise<Internal> {
  if (!project.config.hooks.stagePending) {
    setStageFlag(files, false);
    return { status: 'skipped', reason: 'hooks.stagePending is off', added: [], lines: [] };
  }
  const branch = git.ref ?? 'HEAD';
  const { pending } = readPending(files.pending);
  const storeInRepo = pathFromTop(git.workTree, project.paths.cases);
  const own = { inRepo: { kind: project.paths.dialect.kind, path: storeInRepo }, file: displayPath(project.paths, project.paths.cases) };
  // Only the project's own store goes into the commit; other sources' findings wait for review.
  const mine = pending.findings.filter((f) => f.branch === branch && forProjectStore(f.change, own) !== null);
  if (mine.length === 0) return { status: 'skipped', reason: 'nothing pending for this branch’s store', added: [], lines: [] };

  const dirty = await runGit(['diff', '--quiet', '--', storeInRepo], { cwd: git.workTree, env: input.env, allowFailure: true });
  const outcome = await updateStore(project.paths, project.config, (store) =>
    applyPlanToStore(store, mine.map((f) => forProjectStore(f.change, own)!), { now: input.now(), commit: git.head }),
  );
  removeFindings(pending, mine);
  writePending(files.pending, pending);
  const ids = outcome.applied.map((a) => a.id);
  if (ids.length === 0) return { status: 'staged', reason: 'nothing left to apply', added: [], lines: [] };
  if (dirty.code !== 0) {
    return {
      status: 'staged',
      reason: `applied ${ids.join(', ')}; not staged (unstaged changes in the store)`,
      added: [],
      lines: [`discoveries: applied ${list(ids)} to ${displayPath(project.paths, project.paths.cases)} but did not stage it: it has other unstaged changes.`],
    };
  }
  // The store, its counters and the views it renders: what one store write changes.
  const written = [project.paths.cases, project.paths.counters, project.paths.globalView, project.paths.agentsDir].filter((p) => existsSync(p));
  await runGit(['add', '--all', '--', ...written.map((p) => pathFromTop(git.workTree, p))], { cwd: git.workTree, env: input.env, allowFailure: true });
  return {
    status: 'staged',
    reason: `staged ${ids.join(', ')}`,
    added: [],
    lines: [`discoveries: staged ${ids.length} pending finding${ids.length === 1 ? '' : 's'} into this commit (${list(ids)}).`],
  };
}

function list(ids: string[]): string {
  return ids.length <= 4 ? ids.join(', ') : `${ids.slice(0, 4).join(', ')} and ${ids.length - 4} more`;
}

/** How long each step of a check took, for the log. */
class Phases {
  private last = performance.now();
  private readonly steps: string[] = [];

  mark(name: string): void {
    const now = performance.now();
    this.steps.push(`${name} ${Math.round(now - this.last)} ms`);
    this.last = now;
  }

  summary(): string {
    return this.steps.join(', ');
  }
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function aborted(signal: AbortSignal): Promise<{ aborted: true }> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve({ aborted: true });
    else signal.addEventListener('abort', () => resolve({ aborted: true }), { once: true });
  });
}

async function countCommits(git: HookGit, range: Extract<CheckRange, { kind: 'range' }>, env: NodeJS.ProcessEnv): Promise<string> {
  const result = await runGit(['rev-list', '--count', range.base ? `${range.base}..${range.head}` : range.head], { cwd: git.workTree, env, allowFailure: true, timeoutMs: 500 });
  const n = Number(result.stdout.trim());
  return Number.isFinite(n) && result.code === 0 ? `${n} commit${n === 1 ? '' : 's'}` : 'the new commits';
}

export type { PendingFile };
