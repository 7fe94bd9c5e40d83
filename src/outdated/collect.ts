// Outdated detection: for every active learning, the commits since it was
// written (its anchor commit, else the commit that last wrote its record, else
// its date) that changed what it talks about, graded by how strong they are.
// The cost is a fixed number of git calls whatever the number of learnings:
// the chain (over the whole history, the walk's own), the store blame, one
// history walk over the union of all ranges, the end tree, and batched object
// reads for the files that matter.

import type { Learning } from '../model/learning.js';
import type { CommitRef, Evidence, LineRange } from '../plan/types.js';
import { extractPathMentions, type PathMention } from '../anchors/paths.js';
import { extractAnchors, type AnchorTerm } from '../anchors/identifiers.js';
import { joinPath, PathResolver, type Resolution } from '../anchors/resolve.js';
import { addWalkedPaths, blobAt, chainFromWalk, indexFrom, isShallow, pathsUnder, readChain, readCommitMeta, readTree, startLog, type Chain, type ChainMetaLookup, type CommitMetaLookup, type GitContext, type HistoryIndex, type LogOptions, type LogStream, type PathEvent } from '../history/index.js';
import { readEntryPoints, type EntryPoints } from '../history/graph.js';
import { readRangeChain, writeChainCache } from '../history/chain-cache.js';
import { readGeneratedPatterns } from '../history/generated.js';
import { blameFile, type BlamedLine, type FileHistory } from '../history/blame.js';
import { BlobCache, BlobSession, lookupObjects, type ObjectInfo } from '../history/blobs.js';
import { findRepoRoot } from '../git/exec.js';
import { UserError } from '../errors.js';
import { hubMatcher, type OutdatedOptions } from './options.js';
import { trackFile, trackFolder, trackGlob, type Bridge, type Exclusion, type FileTrack, type FolderTrack, type TrackedEvent } from './track.js';
import { changedAnchorLines, changedShare, termMatchers, type AnchorLine, type TermMatcher } from './grade.js';
import { codeSyntaxOf, type CodeSyntax } from './syntax.js';
import { lastingList } from '../lists.js';
import { quoted, SUBJECT_ROOM } from '../text/quote.js';

export interface CollectInput {
  cwd: string;
  /** `cwd` is the top of the work tree (the caller knows; one git call less). */
  cwdIsRoot?: boolean;
  env?: NodeJS.ProcessEnv;
  learnings: readonly Learning[];
  options: OutdatedOptions;
  /** `A..B`: only commits reachable from B and not from A count; B's tree is "now". */
  range?: string | null;
  /** Called as each phase starts (for progress on a terminal). */
  onPhase?: (phase: string) => void;
  /** The chain, started before the learnings were read (startRangeChain, with the same range and repository top). */
  early?: EarlyChain | null;
}

/** The first-parent chain of a range's end, read while the caller still loads the learnings. */
export interface EarlyChain {
  cwd: string;
  range: string;
  shallow: Promise<boolean>;
  /** The whole chain, or with a chain cache, maybe only the range's (see `before` in Chain). */
  chain: Promise<Chain>;
  /** The whole chain (when the range's does not say where every learning starts). */
  whole: () => Promise<Chain>;
}

/**
 * Starts reading the chain of `range` when its end is a commit id (what the
 * hooks pass): it needs no learning, so it runs while they are read. `root` is
 * the top of the work tree. Null for anything else (collectEvidence reads it).
 * With `chainCache` (a file in the git dir, src/history/chain-cache.ts) and a
 * start that is a commit id, only the range's part of the chain may be read.
 */
export function startRangeChain(root: string, env: NodeJS.ProcessEnv | undefined, range: string | null, chainCache?: string): EarlyChain | null {
  if (!range) return null;
  const dots = range.indexOf('..');
  const start = dots < 0 ? '' : range.slice(0, dots);
  const end = dots < 0 ? '' : range.slice(dots + 2);
  if (range.includes('...') || !FULL_ID.test(end)) return null;
  const ctx: GitContext = { cwd: root, env };
  const shallow = isShallow(ctx);
  let whole: Promise<Chain> | null = null;
  const readWhole = () => {
    if (!whole) {
      whole = readChain(ctx, end, { shallow });
      if (chainCache) whole.then((c) => writeChainCache(chainCache, c)).catch(() => {});
      whole.catch(() => {});
    }
    return whole;
  };
  const chain =
    chainCache && FULL_ID.test(start) && start.length === end.length
      ? shallow.then((isShallow) => (isShallow ? null : readRangeChain(ctx, start, end, chainCache).catch(() => null))).then((c) => c ?? readWhole())
      : readWhole();
  // Reported (if it fails) when collectEvidence awaits it; the caller may fail before that.
  shallow.catch(() => {});
  chain.catch(() => {});
  return { cwd: root, range, shallow, chain, whole: readWhole };
}

/** Where a learning's check started. */
export interface Since {
  /** Null: from the first commit (the learning is older than the repository's history). */
  commit: string | null;
  via: 'anchor' | 'record' | 'date' | 'range';
}

export interface CollectResult {
  /** The end of the range (HEAD unless --range says otherwise); null in a repository without commits. */
  head: string | null;
  range: string | null;
  /** Learning.key → its evidence, strongest first. Learnings without evidence are absent. */
  evidence: Map<string, Evidence[]>;
  since: Map<string, Since>;
  warnings: string[];
  checked: { learnings: number; commits: number };
}

type Start =
  | { kind: 'ok'; pos: number; via: Since['via']; bridge?: { sha: string; pos: number } }
  | { kind: 'shallow' }
  | { kind: 'none' };

/** Binary search for the first step (a version of the file) no longer holding a line. */
interface Search {
  raw: string;
  steps: TrackedEvent[];
  lo: number;
  hi: number;
}

const FULL_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

interface Walks {
  log: LogStream;
  /** The end tree: whole, or (`partial`) only the files at or under the paths the learnings mention. */
  tree: Promise<Map<string, string>>;
  partial: boolean;
  /** The whole end tree, read once (the partial one does not do). */
  fullTree: () => Promise<Map<string, string>>;
  chain: Promise<Chain>;
  /** The chain comes from the walk (chainFromWalk): it is known once the walk ends. */
  fromWalk: boolean;
}

/** Above this many characters of mentioned paths, a range's end tree is listed whole (they must fit on a command line). */
const LISTED_PATHS_MAX_CHARS = 100_000;

/**
 * The history walk, the end tree and the chain, started together. With
 * `mentioned` (a range check whose mentions are all plain paths) only the files
 * at or under those paths are listed: the whole tree (which grows with the
 * repository) is read only when some mention cannot be resolved as written.
 */
function startWalks(
  ctx: GitContext,
  end: string,
  shallow: Promise<boolean>,
  meta: boolean,
  onMixed: LogOptions['onMixed'],
  exclude: string | undefined,
  mentioned: { paths: string[]; allAsWritten: (listed: ReadonlySet<string>) => boolean } | null,
  early?: Promise<Chain>,
  fromWalk = false,
): Walks {
  // A range's start bounds the walk: every learning's check starts at or after it.
  const generated = readGeneratedPatterns(ctx.cwd);
  const log = startLog(ctx, end, {
    meta,
    onMixed,
    ...(exclude ? { exclude } : {}),
    ...(fromWalk ? { chain: true } : {}),
    ...(generated ? { generated } : {}),
  });
  let full: Promise<Map<string, string>> | null = null;
  const fullTree = () => {
    if (!full) {
      full = readTree(ctx, end);
      full.catch(() => {});
    }
    return full;
  };
  const tree = !mentioned
    ? fullTree()
    : (mentioned.paths.length > 0 ? readTree(ctx, end, mentioned.paths) : Promise.resolve(new Map<string, string>())).then((listed) => {
        // Some mention needs a suffix or a base name looked up (or a path only the walk may know): the whole tree is read meanwhile.
        if (!mentioned.allAsWritten(new Set(listed.keys()))) void fullTree();
        return listed;
      });
  // Without them in the walk, every commit's author, date and subject come with the chain (readChain).
  const chain = fromWalk ? log.done.then((raw) => chainFromWalk(raw, end)) : (early ?? readChain(ctx, end, { shallow }, { meta: !meta }));
  // Whatever fails first is reported; the others must not crash the process meanwhile.
  log.done.catch(() => {});
  tree.catch(() => {});
  chain.catch(() => {});
  return { log, tree, partial: mentioned !== null, fullTree, chain, fromWalk };
}

/** Whether every mention resolves to a file or a folder as written (the same in any tree that has those paths). */
function allAsWritten(resolver: PathResolver, learnings: Iterable<Learning>, mentionsOf: (l: Learning) => readonly PathMention[]): boolean {
  for (const learning of learnings) {
    for (const mention of mentionsOf(learning)) {
      const r = resolver.resolve(mention, learning.baseDir);
      if (!r || r.status !== 'resolved' || r.how !== 'exact' || r.kind === 'glob') return false;
    }
  }
  return true;
}

/**
 * The paths these learnings' mentions are tried as, as written (see
 * PathResolver.resolve); null when one is a glob or they are too many to list.
 * A candidate that is not a normalized repository path is in no tree.
 */
function pathsAsWritten(learnings: readonly Learning[], mentionsOf: (l: Learning) => readonly PathMention[]): string[] | null {
  const out = new Set<string>();
  let chars = 0;
  for (const learning of learnings) {
    for (const mention of mentionsOf(learning)) {
      if (mention.kind === 'glob') return null;
      for (const path of learning.baseDir ? [joinPath(learning.baseDir, mention.path), mention.path] : [mention.path]) {
        if (out.has(path) || !path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')) continue;
        out.add(path);
        chars += path.length + 1;
        if (chars > LISTED_PATHS_MAX_CHARS) return null;
      }
    }
  }
  return [...out];
}

interface Subject {
  learning: Learning;
  start: number;
  since: Since;
  bridge?: { sha: string; pos: number };
  exclusion?: Exclusion & { sha?: string };
  mentions: PathMention[];
  resolutions: Resolution[];
  anchors: AnchorTerm[];
  /** False until the line of its record has been blamed (see `exclusion`). */
  recordKnown: boolean;
}

/** One mention followed through the history. */
interface Tracked {
  resolution: Resolution;
  file?: FileTrack;
  folder?: FolderTrack;
  glob?: TrackedEvent[];
}

/**
 * A file written by its base name or a suffix that matches several paths the history saw (`helpers.ts` for
 * `src/a/helpers.ts`, moved since to `src/b/helpers.ts`; another file of that name added and deleted later) names the
 * one that existed when the learning was written: only the candidates that existed at its start are counted.
 */
function narrowToStart(resolution: Resolution | null, index: HistoryIndex, start: number): Resolution | null {
  if (!resolution || resolution.status !== 'unresolved' || resolution.reason !== 'ambiguous') return resolution;
  const { mention } = resolution;
  // Five is the resolver's cap (resolve.ts): the list may be cut, and what is left of it proves nothing.
  if (mention.kind === 'dir' || mention.kind === 'glob' || resolution.candidates.length >= 5) return resolution;
  // A file was in the tree at `start` when it had a version there (blobAt: from its changes around it, or the end tree).
  const existed = resolution.candidates.filter((path) => blobAt(index, path, start) !== null);
  if (existed.length === 0) return resolution;
  if (existed.length > 1) return { ...resolution, candidates: existed };
  return { status: 'resolved', mention, path: existed[0]!, kind: 'file', how: mention.path.includes('/') ? 'suffix' : 'basename' };
}

/** Whether a tracked change happened at one of these positions. */
function touches(tracked: readonly Tracked[], positions: ReadonlySet<number>): boolean {
  if (positions.size === 0) return false;
  const any = (events: readonly { pos: number }[]) => events.some((e) => positions.has(e.pos));
  return tracked.some((t) => (t.file && any(t.file.counted)) || (t.folder && any(t.folder.counted)) || (t.glob && any(t.glob)));
}

/**
 * Where a file changed, under this path or (through renames) an earlier one:
 * git blame follows a file's renames, so a line's commit is one of these.
 */
function changePositions(index: HistoryIndex, path: string): Set<number> {
  const out = new Set<number>();
  const paths = [path];
  const seen = new Set(paths);
  while (paths.length > 0) {
    for (const event of index.events.get(paths.pop()!) ?? []) {
      out.add(event.pos);
      if (event.status === 'R-to' && event.other && !seen.has(event.other)) {
        seen.add(event.other);
        paths.push(event.other);
      }
    }
  }
  return out;
}

export async function collectEvidence(input: CollectInput): Promise<CollectResult> {
  const root = input.cwdIsRoot ? input.cwd : await findRepoRoot(input.cwd, input.env);
  if (!root) throw new UserError(`${input.cwd} is not inside a git repository`, { fix: 'run discoveries check from a clone of the repository' });
  const ctx: GitContext = { cwd: root, env: input.env };
  const phase = input.onPhase ?? (() => {});
  const notes = new Notes();

  const range = parseRange(input.range ?? null);
  const active = input.learnings.filter((l) => l.status === 'active');
  const result: CollectResult = { head: null, range: input.range ?? null, evidence: new Map(), since: new Map(), warnings: [], checked: { learnings: active.length, commits: 0 } };

  phase('reading history');
  // One look-up for the end of the range, every anchor and the range start.
  const anchorNames = [...new Set(active.map((l) => l.anchorCommit).filter((a): a is string => !!a).map((a) => `${a}^{commit}`))];
  if (range.start) anchorNames.push(`${range.start}^{commit}`);
  // Everything that does not depend on anything else starts now, in parallel: the
  // look-up, the chain, the end tree and the history walk (told later how far back
  // to go). When the end is named by a commit id (the hooks' ranges), they need
  // not wait for the look-up to resolve it; whatever fails is reported below.
  // A range is usually a few commits: their authors, dates and subjects come with the walk.
  const withMeta = range.start !== null;
  const early = input.early && input.early.cwd === root && input.early.range === input.range && FULL_ID.test(range.end) ? input.early : null;
  const shallow = early ? early.shallow : isShallow(ctx);
  const notACommit = () => new UserError(`'${range.end}' is not a commit in this repository`, { fix: 'pass --range A..B with commits that exist (git log shows them)' });
  // A learning's record commit is asked of blame (after the walk) only when one
  // of its files changed in a commit that also changed its store file. In a
  // range, as soon as the walk meets such a commit, the store files are blamed,
  // while git walks on. Over the whole history that blame would walk it all
  // again beside the walk: they are blamed as soon as it ends, git told which
  // commits changed the store (see FileHistory), while the learnings are graded.
  // A range check lists only the files its mentions name as written (most resolve so), not the whole end tree.
  const mentionCache = new Map<Learning, PathMention[]>();
  const mentionsOf = (learning: Learning) => {
    let list = mentionCache.get(learning);
    if (!list) mentionCache.set(learning, (list = extractPathMentions(learning.content)));
    return list;
  };
  const asWritten = range.start !== null ? pathsAsWritten(active, mentionsOf) : null;
  const mentioned = asWritten && { paths: asWritten, allAsWritten: (listed: ReadonlySet<string>) => allAsWritten(new PathResolver(listed), active, mentionsOf) };
  const lined = active.filter((l) => l.line !== null);
  const earlyBlames = new Map<string, Promise<Map<number, BlamedLine>>>();
  let earlyBlamesDone = false;
  const blameStores = (learnings: readonly Learning[], historyOf?: (path: string) => FileHistory | null) => {
    for (const [path, lines] of linesByPath(learnings)) {
      const read = blameFile(ctx, path, lines, historyOf?.(path));
      read.catch(() => {});
      earlyBlames.set(path, read);
    }
    void Promise.allSettled(earlyBlames.values()).then(() => (earlyBlamesDone = true));
  };
  let mixed = false;
  const onMixed: LogOptions['onMixed'] =
    lined.length === 0
      ? undefined
      : {
          paths: new Set(lined.map((l) => l.source.path)),
          call: () => {
            if (range.start === null) mixed = true;
            else blameStores(lined);
          },
        };
  let objects: Map<string, ObjectInfo | null>;
  let walks: Walks;
  if (FULL_ID.test(range.end)) {
    walks = startWalks(ctx, range.end, shallow, withMeta, onMixed, range.start && FULL_ID.test(range.start) ? range.start : undefined, mentioned, early?.chain);
    const chain = await walks.chain.catch((error: unknown) => {
      throw error instanceof UserError ? notACommit() : error;
    });
    // Full commit ids on the chain need no look-up; the rest (tags, short ids, commits off the chain) do.
    const idOf = (name: string) => name.slice(0, -'^{commit}'.length);
    const known = (sha: string) => chain.posOf.has(sha) || (chain.before?.(sha) ?? false);
    const onChain = (name: string) => FULL_ID.test(idOf(name)) && known(idOf(name));
    objects = await lookupObjects(ctx, anchorNames.filter((n) => !onChain(n)));
    for (const name of anchorNames) if (onChain(name)) objects.set(name, { sha: idOf(name), type: 'commit' });
    // A range's chain says where a learning starts when its anchor is on the chain (in
    // the range, or before it: it starts at the range's start). Any other start (an
    // anchor off the chain or missing, the record's commit, the date) is found on the whole chain.
    const anchoredOnChain = (l: Learning) => {
      const sha = l.anchorCommit ? objects.get(`${l.anchorCommit}^{commit}`)?.sha : undefined;
      return sha !== undefined && known(sha);
    };
    if (chain.before && early && !active.every(anchoredOnChain)) walks = { ...walks, chain: early.whole() };
  } else {
    let shallowClone: boolean;
    [objects, shallowClone] = await Promise.all([lookupObjects(ctx, [`${range.end}^{commit}`, ...anchorNames]), range.start === null ? shallow : Promise.resolve(true)]);
    const hasCommits = objects.get(`${range.end}^{commit}`);
    if (!hasCommits) {
      if (range.end === 'HEAD' && input.range == null) {
        result.warnings.push('this repository has no commits yet: nothing to check');
        return result;
      }
      throw notACommit();
    }
    // Over the whole history, the walk reads every commit anyway: the chain comes from it, not from a log of its own
    // (in a shallow clone, the chain's first commit must be the clone's, which a walk that stops early does not reach).
    const fromWalk = range.start === null && !shallowClone;
    walks = startWalks(ctx, hasCommits.sha, shallow, withMeta, onMixed, range.start ? objects.get(`${range.start}^{commit}`)?.sha : undefined, mentioned, undefined, fromWalk);
  }
  const { log, tree } = walks;
  let walking = true;
  log.done.then(
    () => (walking = false),
    () => (walking = false),
  );
  const isHub = hubMatcher(input.options.hubFiles);
  const blobCache = new BlobCache();
  const resolveSha = (name: string) => objects.get(`${name}^{commit}`)?.sha ?? null;
  const blamed = new Map<string, Map<number, BlamedLine>>();
  /** Blames the lines of these learnings (the reads only: see `blame`). */
  const readBlames = async (learnings: readonly Learning[], historyOf?: (path: string) => FileHistory | null) => {
    const byPath = linesByPath(learnings);
    // A line's blame is the same whether it is blamed alone or with the whole file.
    const read = await Promise.all(
      [...byPath].sort(([a], [b]) => cmp(a, b)).map(async ([path, lines]) => [path, await (earlyBlames.get(path) ?? blameFile(ctx, path, lines, historyOf?.(path)))] as const),
    );
    for (const [path, lines] of read) {
      const known = blamed.get(path);
      if (!known) blamed.set(path, lines);
      else for (const [line, b] of lines) known.set(line, b);
    }
    return read;
  };
  const blamedLine = (learning: Learning) => (learning.line !== null ? blamed.get(learning.source.path)?.get(learning.line) : undefined);
  const anchorsCache = new Map<Learning, AnchorTerm[]>();
  const anchorsOf = (learning: Learning) => {
    let list = anchorsCache.get(learning);
    if (!list) anchorsCache.set(learning, (list = extractAnchors(learning.content)));
    return list;
  };
  const matchersCache = new Map<Learning, TermMatcher[]>();
  const matchersOf = (learning: Learning) => {
    let list = matchersCache.get(learning);
    if (!list) matchersCache.set(learning, (list = termMatchers(anchorsOf(learning))));
    return list;
  };
  /**
   * A file's two versions read for what a learning names (readContent), while git walks: the versions the
   * prefetch asked for are read as they come in, a few between two turns of the event loop (the walk's
   * output is read between them), so that grading, once the walk ends, finds most of them read.
   * Stops with the walk: what is left is read by grading itself. By learning, then base and final version
   * (a learning has a reading or two: a key string joining all three, built and hashed for each of
   * 25,000 look-ups, cost more than comparing them).
   */
  const readings = new Map<Learning, Array<{ baseline: string; final: string; reading: ContentReading }>>();
  const keepReading = (learning: Learning, baseline: string, final: string, reading: ContentReading) => {
    const list = readings.get(learning);
    if (!list) {
      readings.set(learning, [{ baseline, final, reading }]);
      return;
    }
    const same = list.find((r) => r.baseline === baseline && r.final === final);
    if (same) same.reading = reading;
    else list.push({ baseline, final, reading });
  };
  const readingOf = (learning: Learning, baseline: string, final: string) => readings.get(learning)?.find((r) => r.baseline === baseline && r.final === final)?.reading;
  const toRead: Array<{ learning: Learning; path: string; baseline: string; final: string }> = [];
  let readingScheduled = false;
  const readSome = () => {
    readingScheduled = false;
    if (!walking) {
      toRead.length = 0;
      return;
    }
    const { texts } = blobCache;
    for (let n = 0; n < READINGS_PER_TURN && toRead.length > 0; n++) {
      const { learning, path, baseline, final } = toRead.pop()!;
      keepReading(learning, baseline, final, readContent(texts.get(baseline) ?? null, texts.get(final) ?? null, matchersOf(learning), isHub(path), codeSyntaxOf(path), learning.content));
    }
    if (toRead.length > 0) scheduleReading();
  };
  const scheduleReading = () => {
    if (readingScheduled) return;
    readingScheduled = true;
    setImmediate(readSome);
  };
  const readWhenIn = (learning: Learning, path: string, baseline: string, final: string, both: Promise<unknown>) => {
    both.then(
      () => {
        if (!walking) return;
        toRead.push({ learning, path, baseline, final });
        scheduleReading();
      },
      () => {},
    );
  };
  /**
   * With the chain from the walk, what needs no chain is done while git walks: the blame of the learnings
   * that start at their record's commit, how far back the walk must go (it stops once it has read every
   * commit a learning starts at), what the learnings' texts name, and the file versions they will be graded on.
   */
  const whileWalking = async (): Promise<{ blamed: ReadonlySet<Learning>; prefetch: BlobSession | null }> => {
    // Learnings whose anchor this history does not hold start at their record's commit (placed once the chain is known).
    const first = active.filter((l) => l.line !== null && !(l.anchorCommit && resolveSha(l.anchorCommit)));
    await readBlames(first);
    const { starts: startShas, bounded } = startCommits(active, resolveSha, blamedLine);
    if (bounded) log.stopAtAll([...startShas.values()].filter((sha): sha is string => sha !== null));
    const readTexts = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        mentionsOf(active[i]!);
        anchorsOf(active[i]!);
      }
    };
    for (let i = 0; i < active.length; i += LEARNINGS_PER_TURN) {
      if (walking && i > 0) await letGitWrite();
      readTexts(i, Math.min(i + LEARNINGS_PER_TURN, active.length));
    }
    const prefetch = walking ? prefetchVersions(active, startShas, await tree, log, new BlobSession(ctx, { buffered: true, cache: blobCache }), isHub, mentionsOf, anchorsOf, readWhenIn) : null;
    return { blamed: new Set(first), prefetch };
  };
  const walkedFirst = walks.fromWalk ? await whileWalking() : null;
  const chain = await walks.chain;
  walkedFirst?.prefetch?.close();
  result.head = chain.end;

  // Where the anchors sit relative to the chain.
  let entries: EntryPoints | null = null;
  const offChain = (sha: string | null | undefined) => !!sha && !chain.posOf.has(sha) && !chain.before?.(sha);
  if (anchorNames.some((n) => offChain(objects.get(n)?.sha))) entries = await readEntryPoints(ctx, chain);
  const locate = (sha: string): { pos: number; onChain: boolean } | null => {
    const pos = chain.posOf.get(sha);
    if (pos !== undefined) return { pos, onChain: true };
    // Before a range chain's first commit (the range's start): the check starts at the start.
    if (chain.before?.(sha)) return { pos: -1, onChain: true };
    const entry = entries?.entryOf(sha);
    return entry === undefined ? null : { pos: entry, onChain: false };
  };
  /** Blames the lines of these learnings; reads the merges' side branches when a line comes from one. */
  const blame = async (learnings: readonly Learning[], historyOf?: (path: string) => FileHistory | null) => {
    const read = await readBlames(learnings, historyOf);
    if (!entries && read.some(([, lines]) => [...lines.values()].some((b) => offChain(b.sha)))) entries = await readEntryPoints(ctx, chain);
  };

  // The commit that last wrote a learning's line (blame) is its start when it has
  // no anchor commit this history holds: those lines are blamed now. It is also
  // the commit whose changes are the learning's own; that matters only when it
  // changed a file the learning mentions, so for the others it is asked later,
  // and only for learnings whose files changed in a commit that also changed
  // their source file (the only commits a record's can be).
  const anchored = (l: Learning) => {
    if (!l.anchorCommit) return false;
    const sha = resolveSha(l.anchorCommit);
    return sha ? locate(sha) !== null : chain.shallow;
  };
  const blamedFirst = new Set(active.filter((l) => l.line !== null && !anchored(l)));
  if (walkedFirst) {
    // Blamed while git walked: those whose anchor this history does not hold; placed now. Those whose anchor turned out to be off the chain are blamed now.
    await blame([...blamedFirst].filter((l) => !walkedFirst.blamed.has(l)));
    if (!entries && [...blamed.values()].some((lines) => [...lines.values()].some((b) => offChain(b.sha)))) entries = await readEntryPoints(ctx, chain);
  } else {
    await blame([...blamedFirst]);
  }

  let rangeStart = -1;
  if (range.start) {
    const sha = resolveSha(range.start);
    const at = sha ? locate(sha) : null;
    if (!sha || !at) throw new UserError(`range start '${range.start}' is not in the history of '${range.end}'`, { fix: 'use A..B where A is an ancestor of B' });
    rangeStart = at.onChain ? at.pos : at.pos - 1;
  }

  // Each learning's start, and what its text names: 30 µs a learning, while git walks (with the chain
  // from the walk, the texts were read while it walked). git stops writing when its pipe (64 KB, 4 ms
  // of a walk) is full, so its output is read every few dozen.
  const subjects: Subject[] = [];
  // In batches, from a function of their own: a loop of ten thousand turns here would make this whole function
  // hot, and V8 compiled all of it (180 ms of background CPU on the check bench) only to throw it away at its first
  // await (no feedback yet for what follows).
  const addSubjects = (from: number, to: number) => {
    for (let i = from; i < to; i++) addSubject(active[i]!);
  };
  const addSubject = (learning: Learning) => {
    const line = blamedLine(learning);
    const start = startOf(learning, line, chain, resolveSha, locate, notes);
    if (start.kind === 'shallow') {
      notes.add('shallow', learning.id);
      return;
    }
    if (start.kind === 'none') return;
    let pos = start.pos;
    let via = start.via;
    let bridge = start.bridge;
    if (pos < rangeStart) {
      pos = rangeStart;
      via = 'range';
      bridge = undefined;
    }
    const subject: Subject = {
      learning,
      start: pos,
      since: { commit: bridge ? bridge.sha : pos >= 0 ? chain.shas[pos]! : null, via },
      bridge,
      // Set by setExclusion; present from the start so that every subject has one shape (grading reads them monomorphically).
      exclusion: undefined,
      // Both read the text only: done while git walks.
      mentions: mentionsOf(learning),
      resolutions: lastingList<Resolution>(),
      anchors: anchorsOf(learning),
      recordKnown: learning.line === null || blamedFirst.has(learning),
    };
    setExclusion(subject, line);
    subjects.push(subject);
  };
  for (let i = 0; i < active.length; i += LEARNINGS_PER_TURN) {
    if (walking && i > 0) await letGitWrite();
    addSubjects(i, Math.min(i + LEARNINGS_PER_TURN, active.length));
  }
  function setExclusion(subject: Subject, line: BlamedLine | undefined): void {
    // The commit that wrote the record: its own changes are what the learning describes.
    if (line?.sha && !(chain.shallow && line.sha === chain.shas[0])) {
      const at = locate(line.sha);
      // One shape for both (sha undefined on the chain): code reading exclusions stays monomorphic.
      if (at && at.pos > subject.start) subject.exclusion = { pos: at.pos, sha: at.onChain ? undefined : line.sha };
    }
  }
  if (subjects.length === 0) {
    log.stopAt(chain.end);
    await Promise.all([log.done, tree]);
    result.warnings = notes.render(chain);
    return result;
  }

  const from = Math.min(...subjects.map((s) => s.start));
  if (from >= 0 && !walks.fromWalk) log.stopAt(chain.shas[from]!);
  const prefetch =
    walking && !walks.partial
      ? prefetchVersions(
          subjects.map((s) => s.learning),
          new Map(subjects.map((s) => [s.learning, s.start >= 0 ? chain.shas[s.start]! : null])),
          await tree,
          log,
          new BlobSession(ctx, { buffered: true, cache: blobCache }),
          isHub,
          mentionsOf,
          anchorsOf,
          readWhenIn,
        )
      : null;
  // The prefetch's last answers come once it is closed; grading waits for those it needs.
  const [raw, endTree] = await Promise.all([log.done, tree]).finally(() => prefetch?.close());
  // A partial end tree: the paths the walk saw are known from it (their newest change).
  if (walks.partial) addWalkedPaths(endTree, raw);
  let index = indexFrom(raw, chain, endTree);
  if (mixed) blameStores(lined.filter((l) => !blamedFirst.has(l)), (path) => storeHistory(index, path, from));
  result.checked.commits = chain.shas.length - 1 - from;

  phase('resolving paths');
  /**
   * Resolves every subject's mentions; false when one was not resolved as written (or is a folder gone at the end, whose new place is looked for in the whole tree).
   * It lets the event loop turn every few hundred: the store's blame, asked for as the walk ended, starts meanwhile (a temporary
   * directory, a parents look-up, then git blame) on the core this loop leaves idle, not once the learnings are tracked.
   */
  const resolveMentions = async (): Promise<boolean> => {
    const resolver = new PathResolver(new Set([...index.endTree.keys(), ...index.events.keys()]));
    let asWritten = true;
    // In batches, from a function of their own (see addSubjects): with the loop here, V8 compiled this async function
    // twice (on the stack, then again as the loop resumed after an await), each time with the resolver inlined.
    for (let i = 0; i < subjects.length; i += RESOLVED_PER_TURN) {
      if (i > 0) await letGitWrite();
      if (!resolveSubjects(resolver, i, Math.min(i + RESOLVED_PER_TURN, subjects.length))) asWritten = false;
    }
    return asWritten;
  };
  /** Resolves the mentions of subjects `from` to `to`; false when one was not resolved as written (see resolveMentions). */
  const resolveSubjects = (resolver: PathResolver, from: number, to: number): boolean => {
    let asWritten = true;
    for (let i = from; i < to; i++) {
      const subject = subjects[i]!;
      // Emptied, not replaced: a field written again after the subjects were made made V8 throw away the code
      // that made and read them (addSubject, track; 'code dependencies').
      subject.resolutions.length = 0;
      const seen = new Set<string>();
      for (const mention of subject.mentions) {
        const resolution = narrowToStart(resolver.resolve(mention, subject.learning.baseDir), index, subject.start);
        if (!resolution || resolution.status !== 'resolved' || resolution.how !== 'exact' || resolution.kind === 'glob') asWritten = false;
        else if (resolution.kind === 'dir' && pathsUnder(index.endPaths, resolution.path).length === 0) asWritten = false;
        if (!resolution) continue;
        const key = resolution.status === 'resolved' ? `${resolution.kind}:${resolution.path}` : `?${mention.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        subject.resolutions.push(resolution);
      }
    }
    return asWritten;
  };
  // Every path a mention was tried as is in the partial tree when it is in the whole one: what resolves as written resolves the same.
  if (!(await resolveMentions()) && walks.partial) {
    const whole = await walks.fullTree();
    index = { ...index, endTree: whole, endPaths: [...whole.keys()].sort() };
    await resolveMentions();
  }
  // The files a learning mentions as they were at a commit off the chain (its anchor, or its record's commit).
  const blobsAt = new Map<string, string | null>();
  const lookUpFiles = async (pairs: ReadonlyArray<readonly [Subject, string]>) => {
    const names: string[] = [];
    for (const [subject, sha] of pairs) for (const r of subject.resolutions) if (r.status === 'resolved' && r.kind === 'file') names.push(`${sha}:${r.path}`);
    if (names.length === 0) return;
    for (const [name, info] of await lookupObjects(ctx, names)) blobsAt.set(name, info?.sha ?? null);
  };
  const blobMap = (sha: string, subject: Subject) => {
    const map = new Map<string, string | null>();
    for (const r of subject.resolutions) if (r.status === 'resolved' && r.kind === 'file') map.set(r.path, blobsAt.get(`${sha}:${r.path}`) ?? null);
    return map;
  };
  await lookUpFiles(subjects.flatMap((s) => [...(s.bridge ? [[s, s.bridge.sha] as const] : []), ...(s.exclusion?.sha ? [[s, s.exclusion.sha] as const] : [])]));

  phase('grading evidence');
  // Without them in the walk, the cited commits' authors, dates and subjects came with the chain.
  const commits = new CommitRefs(index, ctx, chain.meta);
  const perLearning = new Map<Subject, Evidence[]>();
  for (const subject of subjects) perLearning.set(subject, evidenceList());
  // The versions every changed file is graded on are asked for in bulk (git
  // buffers its answers); the binary searches' steps, one small read each, from another process.
  const blobs = new BlobSession(ctx, { cache: blobCache });
  let bulk = new BlobSession(ctx, { buffered: true, cache: blobCache });
  try {
    // Per mentioned file whose two versions decide between anchor-changed, rewritten and touched: its evidence, written.
    const pendingContent: Array<Promise<void>> = [];
    const track = (subject: Subject): Tracked[] => {
      const exclusion: Exclusion | undefined = subject.exclusion ? { pos: subject.exclusion.pos, blobs: subject.exclusion.sha ? blobMap(subject.exclusion.sha, subject) : undefined } : undefined;
      const bridge: Bridge | undefined = subject.bridge ? { pos: subject.bridge.pos, blobs: blobMap(subject.bridge.sha, subject) } : undefined;
      // One shape for every Tracked (each field set, most undefined): grading reads them monomorphically.
      // Built with push (grade loops over it): an array made by map has another elements kind, which throws optimised code away.
      const tracked: Tracked[] = [];
      for (const resolution of subject.resolutions) {
        if (resolution.status === 'unresolved') tracked.push({ resolution, file: undefined, folder: undefined, glob: undefined });
        else if (resolution.kind === 'file') tracked.push({ resolution, file: trackFile(index, resolution.path, subject.start, exclusion, bridge), folder: undefined, glob: undefined });
        else if (resolution.kind === 'dir') tracked.push({ resolution, file: undefined, folder: trackFolder(index, resolution.path, subject.start, exclusion), glob: undefined });
        else tracked.push({ resolution, file: undefined, folder: undefined, glob: trackGlob(index, resolution.matcher!, subject.start, exclusion) });
      }
      return tracked;
    };
    const grade = (subject: Subject, tracked: readonly Tracked[]) => {
      const out = perLearning.get(subject)!;
      for (const { resolution, file, folder, glob } of tracked) {
        const mention = resolution.mention.text;
        if (resolution.status === 'unresolved') {
          out.push(unresolvedEvidence(resolution));
        } else if (file) {
          const hub = isHub(file.endPath) && isHub(file.startPath);
          fileEvidence(file, mention, hub, input.options, commits, out, () => {
            // A hub file's content matters only for the lines the learning names.
            // Both versions are asked for now: git reads them while the other learnings are tracked.
            if (!hub || subject.anchors.length > 0) {
              // Most were read while git walked (prefetchVersions): those are graded now, without a promise each.
              // (A version read is a text, or null for a binary file; undefined: not read.)
              const before = blobCache.texts.get(file.baseline!);
              const after = blobCache.texts.get(file.final!);
              if (before !== undefined && after !== undefined) {
                const narrowed = examine(subject, file, mention, out, before, after);
                if (narrowed) {
                  narrowed.catch(() => {}); // reported when gradeContent awaits it
                  pendingContent.push(narrowed);
                }
                return;
              }
              const graded = Promise.all([bulk.request(file.baseline!), bulk.request(file.final!)]).then(([before, after]) => examine(subject, file, mention, out, before, after));
              graded.catch(() => {}); // reported when gradeContent awaits it
              pendingContent.push(graded);
            }
          });
        } else if (folder) {
          // Asked of the folder's few files, not of each of their changes.
          const counted = folder.paths.some(isHub) ? folder.counted.filter((e) => !isHub(e.path)) : folder.counted;
          if (folder.filesAtEnd === 0 && folder.counted.length > 0) {
            const last = folder.counted[folder.counted.length - 1]!;
            if (folder.movedTo) {
              const moves = folder.counted.filter((e) => e.status === 'R-from');
              const cited = commits.cite(moves);
              const movedTo = folder.movedTo;
              out.push(commits.describe({ kind: 'renamed', mention, path: resolution.path, newPath: movedTo, ...listed(cited) }, () => `${resolution.path}/ moved to ${movedTo}/ ${inText(cited)}`));
            } else {
              const cited = commits.cite([last]);
              out.push(commits.describe({ kind: 'deleted', mention, path: resolution.path, ...listed(cited) }, () => `${resolution.path}/ no longer exists (emptied ${inText(cited)})`));
            }
          } else if (folder.filesAtEnd === 0) {
            out.push({ kind: 'unresolved', mention, path: null, commits: [], summary: `${mention} did not exist when this was written` });
          } else if (counted.length > 0) {
            out.push(touchedEvidence(mention, resolution.path, counted, commits, 'folder'));
          }
        } else if (glob) {
          const counted = glob.filter((e) => !isHub(e.path));
          if (counted.length > 0) out.push(touchedEvidence(mention, resolution.path, counted, commits, 'glob'));
        }
      }
    };

    // Content: both versions of each file were asked for while tracking; then, to
    // tell which commit changed a named line, a binary search over the versions
    // between, started as soon as both versions are in, from another cat-file
    // process (while the bulk read and the tracking go on). Each file is graded
    // as soon as what it needs is in, while git reads on and the learnings are
    // tracked, not in a single-threaded stretch after the last version came
    // (a learning's evidence is sorted before it is reported).
    function examine(subject: Subject, track: FileTrack, mention: string, out: Evidence[], before: string | null, after: string | null): Promise<void> | undefined {
      const hub = isHub(track.endPath);
      const ready = readingOf(subject.learning, track.baseline!, track.final!);
      const code = codeSyntaxOf(track.endPath);
      const reading = ready && ready.hub === hub && ready.code === code ? ready : readContent(before, after, matchersOf(subject.learning), hub, code, subject.learning.content);
      const found = reading.found;
      const lines = found.filter((l) => !l.restated);
      if (lines.length === 0) {
        gradeChange(track, mention, out, reading.share, found);
        return undefined;
      }
      const steps = track.counted.filter((e) => e.newBlob !== null || e.status === 'D');
      // Built with push: lists made by map differ in elements kind, which throws optimised code away.
      const searches: Search[] = [];
      const narrowing: Array<Promise<void>> = [];
      for (const line of lines) {
        const search: Search = { raw: line.raw, steps, lo: 0, hi: steps.length - 1 };
        searches.push(search);
        narrowing.push(narrow(search));
      }
      return Promise.all(narrowing).then(() => attribute(track, mention, out, lines, searches));
    }
    /** The last step holds the final version, which lacks the line: a binary search for the first step that does. */
    async function narrow(s: Search): Promise<void> {
      while (s.lo < s.hi) {
        const mid = (s.lo + s.hi) >>> 1;
        const blob = s.steps[mid]!.newBlob;
        const text = blob ? await blobs.request(blob) : null;
        if (text === null || !text.includes(s.raw)) s.hi = mid;
        else s.lo = mid + 1;
      }
    }
    /** A changed file whose named lines (if any, `restated`) still say the same: rewritten, or touched. */
    function gradeChange(track: FileTrack, mention: string, out: Evidence[], share: number, restated: AnchorLine[]): void {
      if (isHub(track.endPath)) return;
      const content = contentChanges(track);
      const events = content.length > 0 ? content : track.counted;
      if (share >= input.options.rewrittenThreshold) {
        const cited = commits.cite(events);
        const endPath = track.endPath;
        out.push(commits.describe({ kind: 'rewritten', mention, path: endPath, ...listed(cited) }, () => `${endPath} was mostly rewritten (${Math.round(share * 100)}% of its lines) ${inText(cited)}`));
      } else {
        out.push(touchedEvidence(mention, track.endPath, events, commits, 'file', restated));
      }
    }
    /** The named lines a file lost, and (the searches done) the commits that changed them. */
    function attribute(track: FileTrack, mention: string, out: Evidence[], lines: AnchorLine[], searches: Search[]): void {
      const culprits: TrackedEvent[] = [];
      for (const s of searches) {
        const step = s.steps[s.lo];
        if (step && !culprits.includes(step)) culprits.push(step);
      }
      culprits.sort((a, b) => a.pos - b.pos);
      const terms = [...new Set(lines.flatMap((l) => l.terms))];
      // A function whose body was rewritten is cited by the lines of its declaration and body.
      const numbers: number[] = [];
      for (const l of lines) for (let n = l.line; n <= Math.max(l.line, l.bodyEnd); n++) numbers.push(n);
      const ranges = toRanges(track.startPath, numbers);
      const cited = commits.cite(culprits.length > 0 ? culprits : track.counted);
      const startPath = track.startPath;
      // Lists built by loops, not map: a map's result is packed or holey as the code that made it ran optimised
      // or not, and this function was compiled again for the other kind ('wrong map').
      const changedText = (some: AnchorLine[]) => {
        const numbers: number[] = [];
        for (const l of some) numbers.push(l.line);
        let where = '';
        for (const r of toRanges(startPath, numbers)) where += `${where ? ', ' : ''}${r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`}`;
        return `${[...new Set(some.flatMap((l) => l.terms))].join(', ')} changed in ${startPath} (line${some.length > 1 ? 's' : ''} ${where})`;
      };
      const rewrote = (some: AnchorLine[]) =>
        `the body of ${[...new Set(some.flatMap((l) => l.terms))].join(', ')} in ${startPath} was mostly rewritten (${some.map((l) => `lines ${l.line + 1}-${l.bodyEnd}`).join(', ')})`;
      const summary = () => {
        const changed = lines.filter((l) => l.bodyEnd === 0);
        const bodies = lines.filter((l) => l.bodyEnd > 0);
        return `${[changed.length > 0 ? changedText(changed) : '', bodies.length > 0 ? rewrote(bodies) : ''].filter(Boolean).join('; ')} ${inText(cited)}`;
      };
      out.push(commits.describe({ kind: 'anchor-changed', mention, path: track.endPath, anchors: terms, ...listed(cited), lines: ranges }, summary));
    }
    /** Waits for the files' evidence (a buffered read answers its last requests once closed). */
    async function gradeContent(graded: Array<Promise<void>>): Promise<void> {
      bulk.close();
      bulk = new BlobSession(ctx, { buffered: true, cache: blobCache });
      for (const done of graded) await done;
    }

    // Learnings whose record's commit is not known yet: tracked as if it changed
    // none of their files, which holds unless one of their files changed in a
    // commit that also changed their source file. Those are blamed (while the
    // others are graded) and tracked again.
    const sourceChanges = new Map<string, Set<number>>();
    const changesOf = (path: string) => {
      let set = sourceChanges.get(path);
      if (!set) sourceChanges.set(path, (set = changePositions(index, path)));
      return set;
    };
    const later: Subject[] = [];
    const trackAndGrade = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const subject = subjects[i]!;
        const tracked = track(subject);
        if (!subject.recordKnown && touches(tracked, changesOf(subject.learning.source.path))) later.push(subject);
        else grade(subject, tracked);
      }
    };
    // Grading asks git for file versions as it goes: its output is read every
    // few dozen learnings (its pipe holds about a hundred), so it reads on meanwhile.
    for (let i = 0; i < subjects.length; i += LEARNINGS_PER_TURN) {
      if (i > 0) await letGitWrite();
      trackAndGrade(i, Math.min(i + LEARNINGS_PER_TURN, subjects.length));
    }
    // The working tree's file is blamed: its commits are HEAD's, the chain's only in a whole-history check.
    const blamedLater = blame(
      later.map((s) => s.learning),
      range.start === null ? (path) => storeHistory(index, path, from) : undefined,
    );
    blamedLater.catch(() => {});
    const gradeLater = async () => {
      await blamedLater;
      for (const subject of later) setExclusion(subject, blamedLine(subject.learning));
      await lookUpFiles(later.filter((s) => s.exclusion?.sha).map((s) => [s, s.exclusion!.sha!] as const));
      for (const subject of later) grade(subject, track(subject));
    };
    // The store blamed while git walked (a long walk outlasts the blame): they are graded with the others.
    const blamedAlready = earlyBlamesDone && later.every((s) => earlyBlames.has(s.learning.source.path));
    if (later.length > 0 && blamedAlready) await gradeLater();
    await gradeContent(pendingContent.splice(0));
    if (later.length > 0 && !blamedAlready) {
      await gradeLater();
      await gradeContent(pendingContent.splice(0));
    }
  } finally {
    blobs.close();
    bulk.close();
  }
  await commits.fill();

  report(perLearning, result);
  result.warnings = notes.render(chain);
  return result;
}

/** Each learning's start and evidence, strongest first, into the result. */
function report(perLearning: ReadonlyMap<Subject, Evidence[]>, result: CollectResult): void {
  // In batches, from a function of their own (see addSubjects): one loop over ten thousand subjects here was compiled on the stack for one pass.
  const subjects = [...perLearning.keys()];
  const reportSome = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const subject = subjects[i]!;
      const out = perLearning.get(subject)!;
      result.since.set(subject.learning.key, subject.since);
      if (out.length > 0) result.evidence.set(subject.learning.key, sortEvidence(out));
    }
  };
  for (let i = 0; i < subjects.length; i += LEARNINGS_PER_TURN) reportSome(i, Math.min(i + LEARNINGS_PER_TURN, subjects.length));
}

/**
 * Asks for the two versions a mentioned file will most likely be graded on (as
 * it was at the learning's start, and at the end) as soon as the walk has read
 * every change since that start, while git still walks: Node's main thread
 * mostly waits on the walk then, while once it ends it is the busiest part of
 * the check (12,600 versions read and decoded, 9,400 promises awaited on the
 * check bench). A guess (the record's own commit and renames are not known yet):
 * grading asks for what it needs and finds these read or under way, and grades
 * at once a file whose two versions are in. Files are resolved against the end
 * tree only; on the check bench 9 of 12,600 versions read were not needed. A
 * walk that ends before the learnings are read (a range) prefetches nothing.
 * `starts`: the commit each learning starts at (null: none the walk reads).
 */
/**
 * A file version prefetchVersions asks for once the walk reaches a learning's start. Made by `new`, its list by
 * lastingList: they live until the walk ends, and as literals their allocation sites were pretenured mid-walk,
 * which threw away prefetchVersions' optimised code.
 */
class Wanted {
  constructor(
    readonly learning: Learning,
    readonly path: string,
    readonly final: string,
  ) {}
}

function prefetchVersions(
  learnings: readonly Learning[],
  starts: ReadonlyMap<Learning, string | null>,
  endTree: ReadonlyMap<string, string>,
  log: LogStream,
  session: BlobSession,
  isHub: (path: string) => boolean,
  mentionsOf: (learning: Learning) => readonly PathMention[],
  anchorsOf: (learning: Learning) => readonly AnchorTerm[],
  readWhenIn: (learning: Learning, path: string, baseline: string, final: string, both: Promise<unknown>) => void,
): BlobSession {
  const resolver = new PathResolver(endTree.keys());
  // By the commit the learning starts at: once the walk (newest first) starts that one, it has read every change after it.
  const wanted = new Map<string, Wanted[]>();
  const want = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const learning = learnings[i]!;
      const start = starts.get(learning);
      if (!start) continue;
      for (const mention of mentionsOf(learning)) {
        const r = resolver.resolve(mention, learning.baseDir);
        if (r?.status !== 'resolved' || r.kind !== 'file' || (isHub(r.path) && anchorsOf(learning).length === 0)) continue;
        let list = wanted.get(start);
        if (!list) wanted.set(start, (list = lastingList<Wanted>()));
        list.push(new Wanted(learning, r.path, endTree.get(r.path)!));
      }
    }
  };
  // In batches, from a function of their own (see addSubjects): a loop of ten thousand turns here made V8 compile this
  // whole function on the stack, only to throw the code away at the first line after the loop it had not run yet.
  for (let i = 0; i < learnings.length; i += LEARNINGS_PER_TURN) want(i, Math.min(i + LEARNINGS_PER_TURN, learnings.length));
  /** Asks for the versions of these learnings' files (they start at the walk's commit `commit`). */
  const askFor = (files: readonly Wanted[], commit: number, events: ReadonlyMap<string, readonly PathEvent[]>): boolean => {
    let asked = false;
    for (const { learning, path, final } of files) {
      // The oldest change after the start (the list is newest first; the start's own commit is `commit`): its old side is the version at the start.
      const list = events.get(path);
      let at = list ? list.length - 1 : -1;
      while (at >= 0 && list![at]!.pos >= commit) at--;
      const baseline = at >= 0 ? list![at]!.oldBlob : final;
      if (baseline === null || baseline === final) continue;
      readWhenIn(learning, path, baseline, final, Promise.all([session.request(baseline), session.request(final)]));
      asked = true;
    }
    return asked;
  };
  /**
   * Asks for the versions of the learnings that start at the walk's commits `from` to `to`; whether it asked for any.
   * The asking is askFor's: the newest commits start no learning, and V8 optimised this loop before any did, then threw
   * the code away at the first that did and compiled it all again (askFor inlined, 55 ms of background time each).
   */
  const askFrom = (from: number, to: number, events: ReadonlyMap<string, readonly PathEvent[]>, shas: readonly string[]): boolean => {
    let asked = false;
    for (let commit = from; commit < to; commit++) {
      const files = wanted.get(shas[commit]!);
      if (files && askFor(files, commit, events)) asked = true;
    }
    return asked;
  };
  let seen = 0;
  log.watch((started, events, shas) => {
    // In batches (see `want`): the first report covers every commit read so far, and with the loop here V8 compiled
    // this callback on the stack, then twice more.
    let asked = false;
    while (seen < started) {
      const to = Math.min(seen + LEARNINGS_PER_TURN, started);
      if (askFrom(seen, to, events, shas)) asked = true;
      seen = to;
    }
    if (asked) session.flush();
  });
  return session;
}

/**
 * What the walk knows of a store file's history since `from` (the oldest
 * start), for its blame (FileHistory). Lines older than `from` are blamed on
 * it: no learning starts before it, so no such line is a learning's own change.
 * Null when the file was renamed, deleted or changed type since (git then looks
 * for its earlier name in a parent's tree, which must be the real one) or when
 * the clone is shallow.
 */
function storeHistory(index: HistoryIndex, path: string, from: number): FileHistory | null {
  const { chain } = index;
  if (chain.shallow) return null;
  const events = (index.events.get(path) ?? []).filter((e) => e.pos > from);
  if (events.some((e, i) => e.status !== 'M' && !(i === 0 && e.status === 'A'))) return null;
  return { end: chain.end, changes: events.map((e) => chain.shas[e.pos]!), base: from >= 0 ? chain.shas[from]! : null };
}

/**
 * An empty list that holds objects: a fresh `[]` holds small integers until its
 * first push, and optimised code that pushed only into such lists expects one
 * (--trace-deopt: 'not a Smi' in grade and gradeContent, each compiled again).
 */
function evidenceList(): Evidence[] {
  return lastingList<Evidence>();
}

/**
 * The commit each learning starts at, by its anchor or (none in this history) its record's commit
 * (null: a record not committed yet, which starts at the end). `bounded` is false when one has
 * neither and is placed by its date, which needs the whole chain. Not the check's last word: an
 * anchor off the first-parent chain is never reached, and the walk goes on to the first commit.
 */
function startCommits(
  learnings: readonly Learning[],
  resolveSha: (name: string) => string | null,
  blamedLine: (learning: Learning) => BlamedLine | undefined,
): { starts: Map<Learning, string | null>; bounded: boolean } {
  const starts = new Map<Learning, string | null>();
  let bounded = true;
  for (const learning of learnings) {
    const anchor = learning.anchorCommit ? resolveSha(learning.anchorCommit) : null;
    const line = anchor ? undefined : blamedLine(learning);
    if (anchor || line) starts.set(learning, anchor ?? line!.sha);
    else bounded = false;
  }
  return { starts, bounded };
}

/** What a file's two versions say for one learning (a pure function of the texts, what it names and whether the file is a hub). */
interface ContentReading {
  /** The lines of the older version holding what it names that changed (readContent). */
  found: AnchorLine[];
  /** With no such line and not a hub: the share of the file's lines that changed (1 when a version is not text); else NaN. */
  share: number;
  hub: boolean;
  /** The file's comment syntax: null when it is not source code. */
  code: CodeSyntax | null;
}

function readContent(before: string | null, after: string | null, terms: TermMatcher[], hub: boolean, code: CodeSyntax | null, said: string): ContentReading {
  // Without terms there is no line to find (and an empty list of them has another elements kind, which throws changedAnchorLines' optimised code away).
  const found = before !== null && after !== null && terms.length > 0 ? changedAnchorLines(before, after, terms, { code, said }) : [];
  const share = hub || found.some((l) => !l.restated) ? NaN : before !== null && after !== null ? changedShare(before, after) : 1;
  return { found, share, hub, code };
}

/** Subjects whose mentions are resolved between two turns of the event loop (the store's blame starts meanwhile). */
const RESOLVED_PER_TURN = 64;

/** Versions read for what the learnings name between two turns of the event loop while git walks (~30 µs each). */
const READINGS_PER_TURN = 32;

/**
 * Learnings handled between two turns of the event loop while git writes: its
 * pipe (64 KB, 4 ms of a walk, about a hundred file versions) must be read
 * every few dozen.
 */
const LEARNINGS_PER_TURN = 64;

/** Lets the event loop read what git wrote meanwhile (a long synchronous loop would stall a full pipe). */
function letGitWrite(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The record lines of these learnings, by store file. */
function linesByPath(learnings: readonly Learning[]): Map<string, number[]> {
  const byPath = new Map<string, number[]>();
  for (const l of learnings) {
    if (l.line === null) continue;
    const lines = byPath.get(l.source.path);
    if (lines) lines.push(l.line);
    else byPath.set(l.source.path, [l.line]);
  }
  return byPath;
}

function fileEvidence(
  track: FileTrack,
  mention: string,
  hub: boolean,
  options: OutdatedOptions,
  commits: CommitRefs,
  out: Evidence[],
  needsContent: () => void,
): void {
  // Read first, at every call: only a file changed and changed back reaches its use, after V8 had optimised this (see trackFile).
  const strict = options.policy === 'strict';
  if (track.baseline === null && track.counted.length === 0) {
    out.push({ kind: 'unresolved', mention, path: null, commits: [], summary: `${track.startPath} did not exist when this was written` });
    return;
  }
  if (track.final === null) {
    const last = track.counted[track.counted.length - 1];
    const cited = commits.cite(last ? [last] : []);
    out.push(commits.describe({ kind: 'deleted', mention, path: track.endPath, ...listed(cited) }, () => `${track.endPath} was deleted${last ? ` ${inText(cited)}` : ''}`));
    return;
  }
  if (track.renames.length > 0) {
    const moves = track.counted.filter((e) => e.status === 'R-from');
    const cited = commits.cite(moves);
    out.push(commits.describe({ kind: 'renamed', mention, path: track.startPath, newPath: track.endPath, ...listed(cited) }, () => `${track.startPath} moved to ${track.endPath} ${inText(cited)}`));
  }
  if (track.baseline === null) {
    if (!hub) out.push(touchedEvidence(mention, track.endPath, track.counted, commits, 'created'));
    return;
  }
  if (track.baseline !== track.final) {
    needsContent();
    return;
  }
  // Changed and changed back: nothing to see, except under the seed's literal rule.
  if (!strict || hub) return;
  const content = contentChanges(track);
  if (content.length > 0) out.push(touchedEvidence(mention, track.endPath, content, commits, 'file'));
}

/**
 * A file's changes less its moves. A move away is counted exactly when it is listed in `renames`, so a file
 * never moved gives its list as it is, without reading each change again for each learning that names it.
 */
function contentChanges(track: FileTrack): TrackedEvent[] {
  return track.renames.length === 0 ? track.counted : track.counted.filter((e) => e.status !== 'R-from');
}

function touchedEvidence(mention: string, path: string, events: TrackedEvent[], commits: CommitRefs, what: 'file' | 'folder' | 'glob' | 'created', restated: AnchorLine[] = []): Evidence {
  const files = what === 'file' || what === 'created' ? [] : [...new Set(events.map((e) => e.path))];
  const cited = commits.cite(events);
  const label = what === 'folder' ? `${path}/` : path;
  const summary = () =>
    what === 'created'
      ? `${path} was created after this was written, ${inText(cited)}`
      : what === 'file'
        ? `${label} changed ${inText(cited)}; ${restated.length > 0 ? restatedText(restated) : 'nothing it names did'}`
        : `${files.length} file${files.length === 1 ? '' : 's'} in ${label} changed ${inText(cited)}`;
  return commits.describe({ kind: 'touched', mention, path, ...listed(cited), ...(what === 'file' || what === 'created' ? {} : { files: files.slice(0, 50) }) }, summary);
}

/**
 * Why changed lines holding what a learning names are no evidence: `line 3 still says the same about toggleSetting: only other
 * members of its list changed`, `… about retry(): only the arguments of a call to retry() changed`.
 */
function restatedText(lines: AnchorLine[]): string {
  const terms = [...new Set(lines.flatMap((l) => l.terms))];
  const numbers = [...new Set(lines.map((l) => l.line))].sort((a, b) => a - b);
  const one = numbers.length === 1;
  const of = (kind: AnchorLine['restated']) => lines.filter((l) => l.restated === kind);
  const called = of('call');
  const moved = of('moved');
  const declared = of('modifier');
  const calls = called.length === 1 ? 'a call' : 'calls';
  const changes = [...new Set(declared.map((l) => l.detail).filter(Boolean))].join('; ');
  const how = [
    of('list').length > 0 ? `other members of ${one ? 'its list' : 'their lists'}` : '',
    of('format').length > 0 ? `${one ? 'its' : 'their'} layout (spacing, quotes, trailing commas, line breaks)` : '',
    of('comment').length > 0 ? (of('comment').length === 1 ? 'a comment' : 'comments') : '',
    called.length > 0 ? `the arguments of ${calls} to ${[...new Set(called.flatMap((l) => l.terms))].join(', ')}` : '',
    moved.length > 0 ? `where ${moved.length === 1 ? 'a call' : 'calls'} to ${[...new Set(moved.flatMap((l) => l.terms))].join(', ')} ${moved.length === 1 ? 'is' : 'are'} made (moved to another statement)` : '',
    declared.length > 0 ? `modifiers that do not change what it does${changes ? ` (${changes})` : ''}` : '',
    of('optional').length > 0 ? `optional parameters added to the declaration of ${[...new Set(of('optional').map((l) => l.detail))].join(', ')}` : '',
    of('section').length > 0 ? `how ${of('section').length === 1 ? 'its setting is' : 'their settings are'} written (the same key and value, under its section's header)` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return `line${one ? '' : 's'} ${numbers.join(', ')} still say${one ? 's' : ''} the same about ${terms.join(', ')}: only ${how} changed`;
}

function unresolvedEvidence(resolution: Extract<Resolution, { status: 'unresolved' }>): Evidence {
  const mention = resolution.mention.text;
  const summary =
    resolution.reason === 'ambiguous'
      ? `${mention} matches ${resolution.candidates.length === 5 ? 'several' : resolution.candidates.length} files (${resolution.candidates.slice(0, 3).join(', ')}); write more of the path`
      : `${mention} is not a path in this repository`;
  return { kind: 'unresolved', mention, path: null, commits: [], summary };
}

const KIND_RANK: Record<Evidence['kind'], number> = { deleted: 0, renamed: 1, 'anchor-changed': 2, rewritten: 3, touched: 4, unresolved: 5 };

function sortEvidence(list: Evidence[]): Evidence[] {
  return list.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || cmp(a.path ?? a.mention, b.path ?? b.mention) || cmp(a.mention, b.mention));
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function toRanges(file: string, lines: number[]): LineRange[] {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const out: LineRange[] = [];
  for (const line of sorted) {
    const last = out[out.length - 1];
    if (last && line === last.end + 1) last.end = line;
    else out.push({ file, start: line, end: line });
  }
  return out;
}

function parseRange(range: string | null): { start: string | null; end: string } {
  if (range === null) return { start: null, end: 'HEAD' };
  if (range.includes('...')) throw new UserError(`--range ${range}: use two dots (A..B), not three`, { fix: 'pass --range A..B' });
  const dots = range.indexOf('..');
  if (dots < 0) return { start: range, end: 'HEAD' };
  const start = range.slice(0, dots) || null;
  const end = range.slice(dots + 2) || 'HEAD';
  if (!start) throw new UserError(`--range ${range}: missing the start commit`, { fix: 'pass --range A..B' });
  return { start, end };
}

function startOf(
  learning: Learning,
  blamed: BlamedLine | undefined,
  chain: Chain,
  resolveSha: (name: string) => string | null,
  locate: (sha: string) => { pos: number; onChain: boolean } | null,
  notes: Notes,
): Start {
  if (learning.anchorCommit) {
    const sha = resolveSha(learning.anchorCommit);
    const at = sha ? locate(sha) : null;
    if (at?.onChain) return { kind: 'ok', pos: at.pos, via: 'anchor' };
    if (at && sha) return { kind: 'ok', pos: at.pos, via: 'anchor', bridge: { sha, pos: at.pos } };
    if (!sha && chain.shallow) return { kind: 'shallow' };
    notes.add(sha ? 'anchor-not-ancestor' : 'anchor-missing', learning.id);
  }
  if (blamed) {
    if (blamed.sha === null) return { kind: 'ok', pos: chain.shas.length - 1, via: 'record' }; // not committed yet: written against now
    // In a shallow clone, its first commit holds everything older: not the record's real commit.
    if (chain.shallow && blamed.sha === chain.shas[0]) return { kind: 'shallow' };
    const at = locate(blamed.sha);
    if (at) return { kind: 'ok', pos: at.pos, via: 'record', ...(at.onChain ? {} : { bridge: { sha: blamed.sha, pos: at.pos } }) };
  }
  if (learning.createdAt) {
    const time = Date.parse(learning.createdAt) / 1000;
    if (!Number.isNaN(time)) {
      // The last commit of the chain made at or before the date (committer dates can be skewed; this is the last resort).
      let lo = 0;
      let hi = chain.times.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (chain.times[mid]! <= time) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0 && chain.shallow) return { kind: 'shallow' };
      return { kind: 'ok', pos: lo - 1, via: 'date' };
    }
  }
  notes.add('no-start', learning.id);
  return { kind: 'none' };
}

/** Warnings that say what the plan could not see, one line per reason. */
class Notes {
  private readonly byReason = new Map<string, string[]>();

  add(reason: 'shallow' | 'anchor-missing' | 'anchor-not-ancestor' | 'no-start', id: string): void {
    const list = this.byReason.get(reason);
    if (list) list.push(id);
    else this.byReason.set(reason, [id]);
  }

  render(chain: Chain): string[] {
    const out: string[] = [];
    const ids = (list: string[]) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`;
    const count = (list: string[]) => (list.length === 1 ? '1 discovery' : `${list.length} discoveries`);
    const were = (list: string[]) => (list.length === 1 ? 'was' : 'were');
    const name = (list: string[]) => (list.length === 1 ? 'names' : 'name');
    const their = (list: string[]) => (list.length === 1 ? 'its' : 'their');
    const shallow = this.byReason.get('shallow');
    if (shallow) out.push(`${count(shallow)} (${ids(shallow)}) ${were(shallow)} written before the first commit of this shallow clone and not checked: fetch more history (fetch-depth: 0)`);
    const missing = this.byReason.get('anchor-missing');
    if (missing) out.push(`${count(missing)} (${ids(missing)}) ${name(missing)} an anchor commit this repository does not have (rebased or garbage-collected): checked from the commit that last wrote ${their(missing)} record instead`);
    const notAncestor = this.byReason.get('anchor-not-ancestor');
    if (notAncestor) out.push(`${count(notAncestor)} (${ids(notAncestor)}) ${name(notAncestor)} an anchor commit outside the history of ${chain.end.slice(0, 7)} (rebased?): checked from the commit that last wrote ${their(notAncestor)} record instead`);
    const none = this.byReason.get('no-start');
    if (none) out.push(`${count(none)} (${ids(none)}) ${none.length === 1 ? 'has' : 'have'} no anchor commit, no committed record and no date: not checked`);
    return out;
  }
}

/**
 * A commit as evidence cites it, made by `new`: refs are kept until the check ends (cached and in
 * the plan), and made by object literals their allocation sites were pretenured mid-check, which
 * threw away the optimised code that inlined them (cite, citeSorted). Objects made by `new` have
 * no allocation site.
 */
class Ref implements CommitRef {
  constructor(
    public sha: string,
    public subject: string,
    public author: string,
    public date: string,
  ) {}
}

/**
 * One CommitRef object per commit, shared by every evidence that cites it. The
 * walk reads no commit's author, date or subject: they come with the chain
 * (`prefetched`), or `fill` reads them for the commits cited. A summary (which
 * quotes subjects) is written as soon as every commit cited so far is known:
 * while git still reads file versions, not in the stretch after the last one.
 */
class CommitRefs {
  /** By chain position (a Map of tens of thousands of numbers spends its time growing and rehashing). */
  private readonly cache: Array<CommitRef | undefined>;
  private readonly unread: CommitRef[] = [];
  private readonly summaries: Array<{ evidence: Evidence; text: () => string }> = [];

  constructor(
    private readonly index: HistoryIndex,
    private readonly ctx: GitContext,
    private readonly prefetched?: ChainMetaLookup,
  ) {
    // Filled by push, not made by `new Array(length)`: V8 makes an array that large in its runtime, which turns
    // one of its optimisations off for the whole process (the ArrayConstructor protector, --trace-protector-invalidation),
    // and throws away the code compiled with it (resolveMentions, Node's processImmediate).
    const cache: Array<CommitRef | undefined> = [];
    for (let pos = index.chain.shas.length; pos > 0; pos--) cache.push(undefined);
    this.cache = cache;
  }

  ref(pos: number): CommitRef {
    let ref = this.cache[pos];
    if (!ref) {
      const meta = this.index.commits.get(pos);
      if (meta) {
        ref = new Ref(meta.sha, meta.subject, meta.author, meta.date);
      } else {
        const sha = this.index.chain.shas[pos] ?? '';
        const known = this.prefetched?.at(pos);
        ref = known ? new Ref(sha, known.subject, known.author, known.date) : new Ref(sha, '', '', '');
        if (sha && !known) this.unread.push(ref);
      }
      this.cache[pos] = ref;
    }
    return ref;
  }

  /** The commits of these events, oldest first, each once; only the earliest and latest few are listed. */
  cite(events: readonly { pos: number }[]): Cited {
    const n = events.length;
    let sorted = true;
    for (let i = 1; i < n && sorted; i++) if (events[i]!.pos < events[i - 1]!.pos) sorted = false;
    if (!sorted) return this.citeSorted(events.map((e) => ({ pos: e.pos })).sort((a, b) => a.pos - b.pos));
    return this.citeSorted(events);
  }

  /**
   * `cite` for events in order: their commits are counted, and only the first and last few
   * kept, without a list of them all (a folder's evidence may stand on thousands of changes).
   */
  private citeSorted(events: readonly { pos: number }[]): Cited {
    const n = events.length;
    const kept: number[] = [];
    let count = 0;
    for (let i = 0; i < n; i++) {
      const pos = events[i]!.pos;
      if (i > 0 && pos === events[i - 1]!.pos) continue;
      count++;
      if (kept.length < 2 * LISTED_AT_EACH_END) kept.push(pos);
    }
    if (count > 2 * LISTED_AT_EACH_END) {
      kept.length = LISTED_AT_EACH_END;
      const latest: number[] = [];
      for (let i = n - 1; latest.length < LISTED_AT_EACH_END; i--) {
        const pos = events[i]!.pos;
        if (i < n - 1 && pos === events[i + 1]!.pos) continue;
        latest.push(pos);
      }
      for (let k = latest.length - 1; k >= 0; k--) kept.push(latest[k]!);
    }
    const refs = lastingList<CommitRef>();
    for (const pos of kept) refs.push(this.ref(pos));
    return { refs, count };
  }

  /** The evidence, its summary written now or (it may quote a commit's subject not read yet) by `fill`. */
  describe(fields: Omit<Evidence, 'summary'>, text: () => string): Evidence {
    const evidence: Evidence = { ...fields, summary: '' };
    if (this.unread.length === 0) evidence.summary = text();
    else this.summaries.push({ evidence, text });
    return evidence;
  }

  /** Reads the cited commits' authors, dates and subjects not known yet, then writes the summaries left. */
  async fill(): Promise<void> {
    const unread = this.unread;
    if (unread.length > 0) fillFrom(unread, await readCommitMeta(this.ctx, unread.map((r) => r.sha)));
    this.unread.length = 0;
    for (const { evidence, text } of this.summaries) evidence.summary = text();
    this.summaries.length = 0;
  }
}

/** Fills in what `meta` knows; returns the refs it did not know. */
function fillFrom(refs: readonly CommitRef[], meta: CommitMetaLookup): CommitRef[] {
  const missing: CommitRef[] = [];
  for (const ref of refs) {
    const m = meta.get(ref.sha);
    if (!m) {
      missing.push(ref);
      continue;
    }
    ref.subject = m.subject;
    ref.author = m.author;
    ref.date = m.date;
  }
  return missing;
}

/**
 * Evidence lists the earliest and the latest commits behind it, this many of
 * each, and how many there are: a file touched in 500 commits since a learning
 * was written would otherwise carry 500 commits into the plan (the report, the
 * hooks and the Action show the first, the last and the count).
 */
export const LISTED_AT_EACH_END = 5;

/** The commits behind an evidence: the listed ones (oldest first) and how many there are in all. */
interface Cited {
  refs: CommitRef[];
  count: number;
}

function listed(cited: Cited): Pick<Evidence, 'commits' | 'commitCount'> {
  return cited.count > cited.refs.length ? { commits: cited.refs, commitCount: cited.count } : { commits: cited.refs };
}

/** `in 1a2b3c4 "subject"` or `in 3 commits (1a2b3c4…5d6e7f8)`. */
function inText({ refs, count }: Cited): string {
  if (count === 0) return '';
  if (count === 1) return `in ${refs[0]!.sha.slice(0, 7)} ${quoted(refs[0]!.subject, SUBJECT_ROOM)}`;
  return `in ${count} commits (${refs[0]!.sha.slice(0, 7)}…${refs[refs.length - 1]!.sha.slice(0, 7)})`;
}
