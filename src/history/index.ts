// The one-pass history index. One `git log --first-parent` gives the chain of
// commits that led to the end of the range (positions: 0 = oldest); one more,
// with `--raw -z -M`, gives every path each commit on that chain changed, with
// old and new blob ids, over the union of all learnings' ranges (over the whole
// history, that one gives the chain too: chainFromWalk). Every learning
// is then answered from memory: its range is "positions after its start".
// Merges appear once, as their diff against the first parent (what they brought
// into the mainline); octopus merges the same; the root commit as all additions.

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { batchEnv, GitError, runGit, streamGit } from '../git/exec.js';
import { UserError } from '../errors.js';
import { lastingListOf } from '../lists.js';

export interface GitContext {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

export interface CommitMeta {
  sha: string;
  author: string;
  /** ISO 8601 author date. */
  date: string;
  subject: string;
}

export type EventStatus = 'A' | 'M' | 'D' | 'T' | 'R-from' | 'R-to';

export interface PathEvent {
  /** Chain position of the commit. */
  pos: number;
  status: EventStatus;
  oldBlob: string | null;
  newBlob: string | null;
  /** For renames: the path on the other side. */
  other?: string;
  /** The path this event is listed under (set by the walk). */
  path?: string;
}

/**
 * The walk's events, made by `new`: they live until the check ends, and built by object
 * literals their allocation sites got pretenured mid-walk, which threw away the optimised
 * parser that inlined them (its `push` was compiled five times a check). Objects made by
 * `new` have no allocation site. Copies of an event (trackedAs) are made here too, so code
 * reading events meets one shape.
 */
export class WalkEvent implements PathEvent {
  constructor(
    public pos: number,
    public status: EventStatus,
    public oldBlob: string | null,
    public newBlob: string | null,
    public other: string | undefined,
    public path: string,
  ) {}
}

export interface Chain {
  end: string;
  /** First-parent chain of `end`, oldest first. */
  shas: string[];
  /** Committer times (seconds), per position. */
  times: number[];
  posOf: Map<string, number>;
  shallow: boolean;
  /**
   * Set on a range chain (src/history/chain-cache.ts), whose first commit is the
   * range's start, not the root: whether a commit is on the first-parent chain
   * before that start.
   */
  before?: (sha: string) => boolean;
  /** Every commit's author, date and subject, when they were read with the chain (readChain with `meta`). */
  meta?: ChainMetaLookup;
}

const LOG_CONFIG = ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false'];
/** The chain with metadata: four NUL-ended fields per commit. */
const CHAIN_META_FORMAT = '--format=%x01%ct %H%x00%an%x00%aI%x00%s';

/**
 * Reads the first-parent chain ending at `end` (a commit-ish). `rev-list
 * --timestamp` gives the committer times without reading each commit when the
 * repository has a commit-graph (`log --format=%ct` always reads them).
 * With `meta`, every commit's author, date and subject come with it, from one
 * `git log` (which reads every commit): a whole-history check cites commits from
 * all over the chain, and a second pass over it to read them would cost as much
 * again (`rev-list` parses every commit too, without a commit-graph).
 */
export async function readChain(ctx: GitContext, end: string, known?: { shallow: Promise<boolean> }, options: { meta?: boolean } = {}): Promise<Chain> {
  const args = options.meta
    ? [...LOG_CONFIG, 'log', '--first-parent', '--no-color', '-z', CHAIN_META_FORMAT, `${end}^{commit}`, '--']
    : ['rev-list', '--first-parent', '--timestamp', `${end}^{commit}`, '--'];
  const [head, list] = await Promise.all([
    known
      ? known.shallow.then((shallow) => ({ code: 0, stdout: `${shallow}\n`, stderr: '' }))
      : runGit(['rev-parse', '--is-shallow-repository', '--verify', '--quiet', `${end}^{commit}`], { ...ctx, allowFailure: true }),
    runGit(args, { ...ctx, env: batchEnv(ctx.env), allowFailure: true }),
  ]);
  const shallowLine = head.stdout.trim().split('\n')[0];
  const parsed = options.meta ? parseChainLog(list.stdout) : parseRevList(list.stdout);
  // Without the rev-parse (the caller knows the repository is shallow or not), the list's newest commit is the end.
  const sha = known ? parsed.shas[0] : head.stdout.trim().split('\n')[1];
  if (head.code !== 0 || !sha || (known && list.code !== 0)) {
    throw new UserError(`'${end}' is not a commit in this repository`, { fix: 'pass a branch, tag or commit that exists (git log shows them)' });
  }
  if (list.code !== 0) throw new GitError([options.meta ? 'log' : 'rev-list', '--first-parent', sha], list.code, list.stderr);
  const { shas, times } = parsed;
  shas.reverse();
  times.reverse();
  // HEAD may have moved between the two calls: the chain must end where rev-parse said.
  if (shas[shas.length - 1] !== sha) return readChain(ctx, sha, known, options);
  const posOf = new Map<string, number>();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i]!, i);
  const chain: Chain = { end: sha, shas, times, posOf, shallow: shallowLine === 'true' };
  if (parsed.fields) chain.meta = chainMetaLookup(list.stdout, parsed.fields, chain);
  return chain;
}

interface ParsedChain {
  /** Newest first. */
  shas: string[];
  times: number[];
  /** With metadata: where each commit's author field starts in the output. */
  fields?: number[];
}

/** `<time> <sha>` per line, newest first. */
function parseRevList(out: string): ParsedChain {
  const shas: string[] = [];
  const times: number[] = [];
  for (let at = 0; at < out.length; ) {
    let nl = out.indexOf('\n', at);
    if (nl < 0) nl = out.length;
    const space = out.indexOf(' ', at);
    if (space > at && space < nl) {
      times.push(Number(out.slice(at, space)));
      shas.push(out.slice(space + 1, nl));
    }
    at = nl + 1;
  }
  return { shas, times };
}

/**
 * The chain log: four NUL-ended fields per commit, newest first. Neither a
 * name nor a subject can hold a NUL (git cuts them there), so the fields are
 * counted, not searched for a marker a subject might hold.
 */
function parseChainLog(out: string): ParsedChain {
  const shas: string[] = [];
  const times: number[] = [];
  const fields: number[] = [];
  let end = out.length;
  while (end > 0 && (out.charCodeAt(end - 1) === 10 || out.charCodeAt(end - 1) === 0)) end--;
  for (let at = 0; at < end; ) {
    if (out.charCodeAt(at) === 10) at++; // between records, if git ever writes one
    const space = out.indexOf(' ', at);
    const nul = out.indexOf('\0', at);
    if (out.charCodeAt(at) !== 1 || space < 0 || nul < 0 || space > nul) break;
    times.push(Number(out.slice(at + 1, space)));
    shas.push(out.slice(space + 1, nul));
    fields.push(nul + 1);
    at = nul + 1;
    for (let k = 0; k < 3 && at <= end; k++) {
      const next = out.indexOf('\0', at);
      at = next < 0 ? end + 1 : next + 1;
    }
  }
  return { shas, times, fields };
}

/** Reads a commit's author, date and subject out of the chain log when asked (most are never cited). */
function chainMetaLookup(out: string, fields: readonly number[], chain: Chain): ChainMetaLookup {
  const last = chain.shas.length - 1;
  return {
    get(sha) {
      const pos = chain.posOf.get(sha);
      return pos === undefined ? undefined : this.at(pos);
    },
    at(pos) {
      const sha = chain.shas[pos];
      if (sha === undefined) return undefined;
      const at = fields[last - pos]!;
      const authorEnd = out.indexOf('\0', at);
      const dateEnd = out.indexOf('\0', authorEnd + 1);
      // The last subject may end the output without a NUL (and with a line break).
      let subjectEnd = out.indexOf('\0', dateEnd + 1);
      if (subjectEnd < 0) subjectEnd = out.charCodeAt(out.length - 1) === 10 ? out.length - 1 : out.length;
      return { sha, author: out.slice(at, authorEnd), date: out.slice(authorEnd + 1, dateEnd), subject: out.slice(dateEnd + 1, subjectEnd) };
    },
  };
}

export interface HistoryIndex {
  chain: Chain;
  /** Diffs are known for positions > indexedFrom (-1: from the root commit). */
  indexedFrom: number;
  commits: Map<number, CommitMeta>;
  /** Path → its changes, by position. A rename appears under both paths. */
  events: Map<string, PathEvent[]>;
  /** Every path in `events`, sorted (for folder prefix look-ups). */
  eventPaths: string[];
  /** The paths renamed away at some point (an R-from event): a file's changes can be taken whole only when it is not one of them. */
  renamedAway: Set<string>;
  /** Path → blob id at the end of the range. */
  endTree: Map<string, string>;
  /** Every path in `endTree`, sorted. */
  endPaths: string[];
}

/**
 * Whether the repository at `ctx.cwd` (its top) is a shallow clone (its first
 * commits' parents are missing). In a main work tree git answers from the
 * `shallow` file in `.git`, so that file answers here without starting git.
 */
export async function isShallow(ctx: GitContext): Promise<boolean> {
  const env = ctx.env ?? process.env;
  if (!env.GIT_DIR && !env.GIT_COMMON_DIR && !env.GIT_WORK_TREE) {
    try {
      if (statSync(join(ctx.cwd, '.git')).isDirectory()) return existsSync(join(ctx.cwd, '.git', 'shallow'));
    } catch {
      // No `.git` here (a worktree's is a file): ask git.
    }
  }
  const result = await runGit(['rev-parse', '--is-shallow-repository'], { ...ctx, allowFailure: true });
  return result.stdout.trim() === 'true';
}

/** The history walk, started before anyone knows how far back it must go. */
export interface LogStream {
  /** Stop when this commit is reached (its own changes are not needed). Stops at once if it was passed already. */
  stopAt(sha: string): void;
  /**
   * Stop at the commit that completes this set, once every one of these commits has been
   * reached (that last one's own changes are not needed); at the first commit when the set
   * is empty. Stops at once if all were passed already.
   */
  stopAtAll(shas: Iterable<string>): void;
  /**
   * Calls `onRead` now and after each piece of output the walk reads, until it ends: with how
   * many commits it has started (newest first; every one before the last is complete), the
   * events so far (positions counted from the newest, as in RawLog) and the commits started.
   */
  watch(onRead: OnRead): void;
  done: Promise<RawLog>;
}

type OnRead = (started: number, events: ReadonlyMap<string, readonly PathEvent[]>, shas: readonly string[]) => void;

export interface RawLog {
  /** Newest first. */
  shas: string[];
  /** Per entry of `shas`; empty when the walk did not read them (`meta: false`). */
  commits: CommitMeta[];
  /** Positions are indexes into `shas` (newest first) until `indexFrom` turns them around. */
  events: Map<string, PathEvent[]>;
  /** With `chain`: what makes the walk's commits a first-parent chain (chainFromWalk). */
  chain?: WalkedChain;
}

/** The chain as a walk with `chain` read it. */
export interface WalkedChain {
  /** Committer times (seconds), per entry of `shas`. */
  times: number[];
  /** The commit the walk stopped at (stopAt, stopAtAll), without its changes; null when it did not stop there. */
  boundary: { sha: string; time: number } | null;
  /** Whether the walk stopped before the first commit of the history. */
  stopped: boolean;
  /** Each commit's author, date and subject, three NUL-ended fields, as git wrote them (UTF-8). */
  metaBytes: Buffer;
  /** Per entry of `shas`: where its fields start in `metaBytes`. */
  metaStarts: number[];
}

export interface LogOptions {
  /**
   * Read each commit's author, date and subject in the walk (the default). Without
   * them git need not open every commit (a commit-graph knows the rest): callers
   * read the few they cite afterwards, with readCommitMeta.
   */
  meta?: boolean;
  /**
   * Called once, as soon as the walk reads a commit that changed one of these
   * paths together with some other path.
   */
  onMixed?: { paths: ReadonlySet<string>; call: () => void };
  /**
   * A commit (full id) whose history is not walked (`end ^exclude`): the start of a
   * range. Only a bound: the caller still says where to stop (`stopAt`).
   */
  exclude?: string;
  /**
   * Read each commit's committer time, author, date and subject too (RawLog.chain), so
   * that the walk itself gives the first-parent chain (chainFromWalk) and no other git
   * process reads every commit for it. The authors, dates and subjects are kept as bytes
   * and decoded only for the commits asked about. Only without `meta`.
   */
  chain?: boolean;
  /**
   * Glob patterns (pathspec `:(glob)`) of files walked apart, with exact renames only: the
   * files `.gitattributes` marks generated (src/history/generated.ts). git's inexact rename
   * detection compares every deleted file with every added one, and build output with hashed
   * names (`chunk-3F2A.js`), deleted and added again on every rebuild, made it most of a
   * whole-history check's time.
   */
  generated?: readonly string[];
}

/**
 * Walks the first-parent chain of `end` newest first, with each commit's
 * changed paths and blob ids (merges against their first parent, the root
 * commit as additions, renames detected). One git process for the whole walk;
 * two with `generated` (those files walked apart, joined by position).
 */
export function startLog(ctx: GitContext, end: string, options: LogOptions = {}): LogStream {
  const withChain = options.chain === true;
  const withMeta = options.meta !== false && !withChain;
  const format = withMeta ? '--format=%x01%H%x00%an%x00%aI%x00%s' : withChain ? '--format=%x01%H %ct%x00%an%x00%aI%x00%s' : '--format=%x01%H';
  const args = (renames: string, logFormat: string, pathspecs: readonly string[]) => [
    ...LOG_CONFIG,
    'log',
    '--first-parent',
    // Merges as what they brought into the mainline (explicit: older defaults differ).
    '--diff-merges=first-parent',
    '--raw',
    '-z',
    '--no-abbrev',
    renames,
    '--root',
    '--no-color',
    '--no-ext-diff',
    // With paths, every commit of the chain is still listed (a commit that changed none of them has no changes).
    ...(pathspecs.length > 0 ? ['--sparse'] : []),
    logFormat,
    end,
    ...(options.exclude ? [`^${options.exclude}`] : []),
    ...(pathspecs.length > 0 ? ['--', ...pathspecs] : []),
  ];
  // The walk's watcher is kept here, not on the parser: set mid-walk, a field of the parser changed
  // after its optimised code took it for a constant, and V8 threw that code away.
  let onRead: OnRead | null = null;
  const watch = (parser: RawLogParser, watcher: OnRead) => {
    if (parser.stopped) return;
    onRead = watcher;
    parser.report(watcher);
  };
  const read = (parser: RawLogParser) => (chunk: Buffer) => {
    const more = parser.push(chunk);
    if (more && onRead) parser.report(onRead);
    return more;
  };
  const walk = (parser: RawLogParser, args: string[], magic = false, watched = false) =>
    streamGit(args, magic ? withPathspecMagic(ctx) : ctx, watched ? read(parser) : (chunk) => parser.push(chunk)).then(
      () => {
        parser.end();
        return parser.result();
      },
      (error: unknown) => {
        throw olderGitError(error) ?? error;
      },
    );
  const generatedPatterns = options.generated ?? [];
  if (generatedPatterns.length === 0) {
    const parser = new RawLogParser(withMeta, withChain, options.onMixed);
    return {
      stopAt: (sha) => parser.stopAt(sha),
      stopAtAll: (shas) => parser.stopAtAll(shas),
      watch: (watcher) => watch(parser, watcher),
      done: walk(parser, args('-M', format, []), false, true),
    };
  }
  // Two processes over the same chain, listing the same commits in the same order: the files
  // marked generated with exact renames only (a moved file still found, by its blob id, at no
  // cost), the others as before. The generated files' changes join the others' by position.
  let mixedCalled = false;
  const onMixed = options.onMixed && { paths: options.onMixed.paths, call: () => ((mixedCalled = true), options.onMixed!.call()) };
  const parser = new RawLogParser(withMeta, withChain, onMixed);
  const generated = new RawLogParser(false, false);
  // The generated files' walk stops where the other does: at the same commit, or (when the other
  // had passed it already and stopped at once) after as many commits.
  const stopGenerated = (stop: () => void) => (parser.stopped ? generated.stopAfter(parser.read) : stop());
  const sources = walk(parser, args('-M', format, [':/', ...generatedPatterns.map((p) => `:(exclude,glob)${p}`)]), true, true);
  sources.catch(() => generated.stopAfter(0));
  const done = Promise.all([sources, walk(generated, args('-M100%', '--format=%x01%H', generatedPatterns.map((p) => `:(glob)${p}`)), true)]).then(([raw, gen]) => {
    mergeWalks(raw, gen, mixedCalled ? undefined : options.onMixed);
    return raw;
  });
  return {
    stopAt: (sha) => {
      parser.stopAt(sha);
      stopGenerated(() => generated.stopAt(sha));
    },
    stopAtAll: (shas) => {
      const list = [...shas];
      parser.stopAtAll(list);
      stopGenerated(() => generated.stopAtAll(list));
    },
    watch: (watcher) => watch(parser, watcher),
    done,
  };
}

/**
 * The split walks' pathspecs are magic (`:/`, `:(exclude,glob)`): a caller's GIT_LITERAL_PATHSPECS
 * would make git read them as file names and list no change at all, and GIT_ICASE_PATHSPECS
 * would take files apart that differ from a pattern only in case.
 */
function withPathspecMagic(ctx: GitContext): GitContext {
  const env = { ...(ctx.env ?? process.env) };
  for (const key of ['GIT_LITERAL_PATHSPECS', 'GIT_GLOB_PATHSPECS', 'GIT_NOGLOB_PATHSPECS', 'GIT_ICASE_PATHSPECS']) delete env[key];
  return { ...ctx, env };
}

/**
 * Adds the generated files' walk to the other files' (same chain, newest first): changes past
 * the commits the other read are dropped. Calls `onMixed` if one of its paths changed in a
 * commit that changed a generated file too, as one walk would have (neither walk could tell).
 */
function mergeWalks(raw: RawLog, generated: RawLog, onMixed: LogOptions['onMixed']): void {
  const read = raw.shas.length;
  const both = Math.min(read, generated.shas.length);
  for (let r = 0; r < both; r++) {
    if (raw.shas[r] !== generated.shas[r]) throw new Error(`the two history walks disagree at ${raw.shas[r]} (did HEAD move during the check?)`);
  }
  let watched: Set<number> | null = null;
  if (onMixed) {
    watched = new Set();
    for (const path of onMixed.paths) for (const event of raw.events.get(path) ?? []) watched.add(event.pos);
  }
  for (const [path, list] of generated.events) {
    let kept = list.length;
    while (kept > 0 && list[kept - 1]!.pos >= read) kept--;
    if (kept === 0) continue;
    if (kept < list.length) list.length = kept;
    const positions = watched;
    if (positions && list.some((event) => positions.has(event.pos))) {
      watched = null;
      onMixed!.call();
    }
    const known = raw.events.get(path);
    if (!known) raw.events.set(path, list);
    else raw.events.set(path, [...known, ...list].sort((a, b) => a.pos - b.pos)); // not expected: each path is in one walk
  }
}

/** git before 2.31 does not know `--diff-merges=first-parent`: say which git is needed instead of git's own complaint. */
export function olderGitError(error: unknown): UserError | null {
  if (!(error instanceof GitError) || !/diff-merges/.test(error.stderr)) return null;
  const said = error.stderr.trim().split('\n')[0] ?? '';
  return new UserError(`discoveries check needs git 2.31 or later to walk merges (--diff-merges=first-parent); git said: ${said}`, {
    fix: 'upgrade git (git --version shows the one in use)',
  });
}

/**
 * Parses `git log --raw -z` output as it streams, from the bytes: commit ids and
 * blob ids are ASCII and sliced out directly, paths decoded as UTF-8; no string
 * is made for a token that is not kept.
 */
export class RawLogParser {
  private readonly shas: string[] = [];
  private readonly commits: CommitMeta[] = [];
  private readonly events = new Map<string, PathEvent[]>();
  private stopSha: string | null = null;
  private halted = false;
  private rest: Buffer | null = null;
  /** Header fields of the commit being read (with meta: sha, author, date, subject). */
  private header: string[] | null = null;
  private seq = -1;
  /** A change whose path (or two paths, for renames and copies) comes next. */
  private status = '';
  private oldBlob: string | null = null;
  private newBlob: string | null = null;
  private firstPath: string | null = null;
  private needPaths = 0;

  /** For `onMixed`: whether the commit being read changed a watched path, and another one. */
  private watched = false;
  private other = false;

  /** With `chain` (see WalkedChain). */
  private readonly times: number[] = [];
  private boundary: WalkedChain['boundary'] = null;
  private metaBytes: Buffer = Buffer.alloc(0);
  private metaLength = 0;
  private readonly metaStarts: number[] = [];
  /** stopAtAll's commits not reached yet. */
  private stopSet: Set<string> | null = null;
  private stopCount = -1;

  constructor(
    private readonly withMeta: boolean,
    private readonly withChain: boolean,
    private onMixed?: LogOptions['onMixed'],
  ) {
    if (withChain) this.metaBytes = Buffer.allocUnsafe(1 << 20);
  }

  /** Whether the walk has gone far enough. */
  get stopped(): boolean {
    return this.halted;
  }

  /** How many commits it has started. */
  get read(): number {
    return this.shas.length;
  }

  stopAt(sha: string): void {
    this.stopSha = sha;
    if (this.shas.includes(sha)) this.halted = true; // everything newer is in already
  }

  /** Stop once this many commits have been read (at once if they have). */
  stopAfter(count: number): void {
    this.stopCount = count;
    if (this.shas.length >= count) this.halted = true;
  }

  stopAtAll(shas: Iterable<string>): void {
    const left = new Set(shas);
    for (const sha of this.shas) left.delete(sha);
    // Passed them all already (a walk that has not started stops at its first commit).
    if (left.size === 0 && this.shas.length > 0) this.halted = true;
    else this.stopSet = left;
  }

  /** Tells `onRead` what the walk has read so far (see LogStream.watch). */
  report(onRead: OnRead): void {
    onRead(this.shas.length, this.events, this.shas);
  }

  /** False once the walk has gone far enough. */
  push(chunk: Buffer): boolean {
    if (this.halted) return false;
    const data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    let nul = data.indexOf(0, start);
    while (nul >= 0) {
      const next = this.token(data, start, nul);
      if (next < 0) break; // a commit whose fields end in the next piece: read again from its start then
      start = next;
      if (this.halted) return false;
      nul = data.indexOf(0, start);
    }
    this.rest = start < data.length ? Buffer.from(data.subarray(start)) : null;
    return true;
  }

  end(): void {
    if (this.halted || !this.rest) return;
    const rest = this.rest;
    this.rest = null;
    let end = rest.length;
    if (rest[end - 1] === 10) end--;
    if (end === 0) return;
    // The output's last token has no NUL of its own: it ends here.
    const data = Buffer.concat([rest.subarray(0, end), ZERO]);
    let start = 0;
    for (let nul = data.indexOf(0); nul >= 0 && !this.halted; nul = data.indexOf(0, start)) {
      start = this.token(data, start, nul);
      if (start < 0) return;
    }
  }

  result(): RawLog {
    const raw: RawLog = { shas: this.shas, commits: this.commits, events: this.events };
    if (this.withChain) {
      const { times, boundary, metaStarts } = this;
      raw.chain = { times, boundary, stopped: this.halted, metaBytes: this.metaBytes.subarray(0, this.metaLength), metaStarts };
    }
    return raw;
  }

  /**
   * One NUL-ended token, `data[start, end)`; returns where the next one starts (after the fields it
   * read too, if any), or -1 for a commit whose fields are not all in `data` yet.
   */
  private token(data: Buffer, start: number, end: number): number {
    if (this.header) {
      this.header.push(data.toString('utf8', start, end));
      if (this.header.length === 4) this.commit(this.header);
      return end + 1;
    }
    if (this.needPaths > 0) {
      const path = data.toString('utf8', start, end);
      // Read and written at every path, not only for a rename's first one (the first rename came after V8 had optimised
      // this, and it threw that code away for a field it had never seen read or written: see stopsAt).
      const first = this.firstPath;
      const source = this.needPaths === 2 && first === null;
      this.firstPath = source ? path : null;
      const next = end + 1;
      if (source) return next;
      this.change(first, path);
      return next;
    }
    let at = start;
    if (data[at] === 10) at++; // a newline separates the header from the changes
    if (data[at] === 1) {
      if (this.withChain) return this.chainCommit(data, at + 1, end);
      const sha = data.toString('latin1', at + 1, end);
      if (this.withMeta) this.header = [sha];
      else this.commit([sha]);
      return end + 1;
    }
    if (data[at] === 58 /* : */) return this.meta(data, at, end);
    return end + 1;
  }

  private commit(header: string[]): void {
    this.header = null;
    const sha = header[0]!;
    if (this.stopsAt(sha)) {
      this.halted = true;
      return;
    }
    this.seq = this.shas.length;
    this.watched = this.other = false;
    this.shas.push(sha);
    if (this.withMeta) this.commits.push({ sha, author: header[1]!, date: header[2]!, subject: header[3]! });
  }

  /**
   * `<sha> <committer time>`, then three fields kept as bytes (short fields: a byte loop costs less
   * than a search and a copy each). Returns where the next token starts, or -1 when this piece of
   * output does not hold all three: the commit is read again, whole, with the next piece. (A count
   * of fields still to read, kept on the parser, changed only at those few boundaries, and each
   * change made V8 throw away the optimised parser.)
   */
  private chainCommit(data: Buffer, at: number, end: number): number {
    let last = end + 1;
    for (let fields = 0; last < data.length; last++) if (data[last] === 0 && ++fields === 3) break;
    if (last >= data.length) return -1;
    let space = data.indexOf(32, at);
    if (space < 0 || space > end) space = end;
    const sha = data.toString('latin1', at, space);
    let time = 0;
    for (let i = space + 1; i < end; i++) time = time * 10 + data[i]! - 48;
    if (this.stopsAt(sha)) {
      this.boundary = { sha, time };
      this.halted = true;
      return end + 1;
    }
    this.seq = this.shas.length;
    this.watched = this.other = false;
    this.shas.push(sha);
    this.times.push(time);
    this.metaStarts.push(this.metaLength);
    this.keepBytes(data, end + 1, last + 1);
    return last + 1;
  }

  /** Whether the walk stops at this commit, before its changes (see stopAt, stopAtAll, stopAfter). */
  private stopsAt(sha: string): boolean {
    if (sha === this.stopSha || this.shas.length === this.stopCount) return true;
    const stops = this.stopSet;
    if (stops === null) return false;
    // Every comparison runs at every commit: one first run only at the first start commit reached, after V8 had
    // optimised the parser, made it throw that code away ('insufficient type feedback') and compile it again.
    if (stops.size > 0) stops.delete(sha);
    return stops.size === 0;
  }

  private keepBytes(data: Buffer, start: number, end: number): void {
    const length = end - start;
    if (this.metaLength + length > this.metaBytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * this.metaBytes.length, this.metaLength + length));
      this.metaBytes.copy(grown, 0, 0, this.metaLength);
      this.metaBytes = grown;
    }
    const bytes = this.metaBytes;
    let to = this.metaLength;
    for (let i = start; i < end; i++) bytes[to++] = data[i]!;
    this.metaLength = to;
  }

  /** `:100644 100644 <old> <new> M` (modes are always six digits; ids 40 or 64). */
  private meta(data: Buffer, at: number, end: number): number {
    const oldAt = at + 15;
    const oldEnd = data.indexOf(32, oldAt);
    if (oldEnd < 0 || oldEnd >= end) return end + 1;
    const newAt = oldEnd + 1;
    const newEnd = newAt + (oldEnd - oldAt);
    const letter = newEnd + 1 < end ? String.fromCharCode(data[newEnd + 1]!) : 'M';
    this.oldBlob = isZero(data, oldAt, oldEnd) ? null : data.toString('latin1', oldAt, oldEnd);
    this.newBlob = isZero(data, newAt, newEnd) ? null : data.toString('latin1', newAt, newEnd);
    this.status = letter === 'U' || letter === 'X' ? 'M' : letter;
    this.needPaths = letter === 'R' || letter === 'C' ? 2 : 1;
    this.firstPath = null;
    return end + 1;
  }

  private change(source: string | null, target: string): void {
    const { status, oldBlob, newBlob } = this;
    const pos = this.seq;
    this.needPaths = 0;
    this.firstPath = null;
    if (source !== null) {
      if (status === 'R') this.add(source, new WalkEvent(pos, 'R-from', oldBlob, null, target, source));
      this.add(target, new WalkEvent(pos, 'R-to', null, newBlob, source, target));
    } else {
      // Every event has the same fields in the same order: code reading them stays monomorphic.
      this.add(target, new WalkEvent(pos, status as EventStatus, oldBlob, newBlob, undefined, target));
    }
  }

  private add(path: string, event: PathEvent): void {
    if (this.onMixed) {
      if (this.onMixed.paths.has(path)) this.watched = true;
      else this.other = true;
      if (this.watched && this.other) {
        const { call } = this.onMixed;
        this.onMixed = undefined;
        call();
      }
    }
    const list = this.events.get(path);
    if (!list) {
      this.events.set(path, lastingListOf(event));
      return;
    }
    // Everything parsed here lives until the check ends, so each string is kept once: a path's
    // name, and a version, which is the old side of a change and the new side of the one before
    // (the walk runs newest first). The copies just decoded die young, which costs the GC nothing.
    const newer = list[list.length - 1]!;
    event.path = newer.path;
    if (event.newBlob !== null && event.newBlob === newer.oldBlob) event.newBlob = newer.oldBlob;
    list.push(event);
  }
}

const ZERO = Buffer.alloc(1);

function isZero(data: Buffer, start: number, end: number): boolean {
  // Compared first, at every call: an id of zeros (an addition or a deletion) is rare, and a comparison only it reached
  // had no type feedback, so V8 threw away the parser's optimised code at the first one.
  const some = end > start;
  for (let i = start; i < end; i++) if (data[i] !== 48) return false;
  return some;
}

const META_FORMAT = '--format=%x01%H%x00%an%x00%aI%x00%s';

/** Author, date and subject of each commit (one git call, whatever their number). */
export async function readCommitMeta(ctx: GitContext, shas: readonly string[]): Promise<Map<string, CommitMeta>> {
  if (shas.length === 0) return new Map();
  return metaFrom(ctx, [...LOG_CONFIG, 'log', '--no-walk=unsorted', '--stdin', '--no-color', '-z', META_FORMAT], `${shas.join('\n')}\n`);
}

/** Commit metadata by commit id. */
export interface CommitMetaLookup {
  get(sha: string): CommitMeta | undefined;
}

/**
 * A chain's commit metadata, by id or by chain position: a check cites commits by
 * position, and looking each id up again in a map of the whole chain (50,000 ids)
 * cost more than reading its fields.
 */
export interface ChainMetaLookup extends CommitMetaLookup {
  at(pos: number): CommitMeta | undefined;
}

async function metaFrom(ctx: GitContext, args: string[], input?: string): Promise<Map<string, CommitMeta>> {
  const out = new Map<string, CommitMeta>();
  let fields: string[] = [];
  const parser = new NulSplitter((token) => {
    const at = token.indexOf('\u0001');
    if (at >= 0) {
      fields = [token.slice(at + 1)];
      return;
    }
    fields.push(token);
    if (fields.length === 4) {
      const [sha, author, date, subject] = fields as [string, string, string, string];
      out.set(sha, { sha, author, date, subject });
    }
  });
  await streamGit(args, input === undefined ? ctx : { ...ctx, input }, (chunk) => parser.push(chunk));
  parser.end();
  return out;
}

/**
 * Adds to `tree` (a partial end tree) every path the walk saw that is still
 * there at its end, with its blob: the newest change to a path says what the
 * end holds (the walk starts at the end and follows the first-parent chain).
 * Call before `indexFrom` (the events are still newest first).
 */
export function addWalkedPaths(tree: Map<string, string>, raw: RawLog): void {
  for (const [path, list] of raw.events) {
    if (tree.has(path)) continue;
    const newest = list[0]!;
    if (newest.newBlob !== null && newest.status !== 'D' && newest.status !== 'R-from') tree.set(path, newest.newBlob);
  }
}

/**
 * The first-parent chain of `end` from a finished walk with `chain` (startLog): every
 * commit it read, and the one it stopped at. When it stopped before the history's
 * first commit, the chain starts there, like a range's chain (`before`), and no
 * commit is known to lie before it: a check stops its walk only once it has read
 * every commit a learning starts at, so nothing it places lies before.
 */
export function chainFromWalk(raw: RawLog, end: string): Chain {
  const walked = raw.chain;
  if (!walked) throw new Error('chainFromWalk needs a walk with `chain`');
  const read = raw.shas.length;
  const shas: string[] = [];
  const times: number[] = [];
  if (walked.boundary) {
    shas.push(walked.boundary.sha);
    times.push(walked.boundary.time);
  }
  for (let r = read - 1; r >= 0; r--) {
    shas.push(raw.shas[r]!);
    times.push(walked.times[r]!);
  }
  const posOf = new Map<string, number>();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i]!, i);
  const chain: Chain = { end: shas[shas.length - 1] ?? end, shas, times, posOf, shallow: false };
  if (walked.stopped) chain.before = () => false;
  const last = shas.length - 1;
  const { metaBytes, metaStarts } = walked;
  // Decoded whole on the first question (one native call, not three for each commit cited). Where every
  // byte is a character (ASCII), the byte offsets are the text's; otherwise each commit's are decoded apart.
  let text: string | null = null;
  chain.meta = {
    get(sha) {
      const pos = posOf.get(sha);
      return pos === undefined ? undefined : this.at(pos);
    },
    at(pos) {
      if (!(pos >= 0 && pos <= last) || last - pos >= read) return undefined; // the boundary's were not read
      const sha = shas[pos]!;
      const at = metaStarts[last - pos]!;
      text ??= metaBytes.toString('utf8');
      if (text.length === metaBytes.length) {
        const authorEnd = text.indexOf('\0', at);
        const dateEnd = text.indexOf('\0', authorEnd + 1);
        return { sha, author: text.slice(at, authorEnd), date: text.slice(authorEnd + 1, dateEnd), subject: text.slice(dateEnd + 1, text.indexOf('\0', dateEnd + 1)) };
      }
      const authorEnd = metaBytes.indexOf(0, at);
      const dateEnd = metaBytes.indexOf(0, authorEnd + 1);
      const subjectEnd = metaBytes.indexOf(0, dateEnd + 1);
      return { sha, author: metaBytes.toString('utf8', at, authorEnd), date: metaBytes.toString('utf8', authorEnd + 1, dateEnd), subject: metaBytes.toString('utf8', dateEnd + 1, subjectEnd) };
    },
  };
  return chain;
}

/** Turns a finished walk into the index, positions counted from the oldest commit of the chain. */
export function indexFrom(raw: RawLog, chain: Chain, endTree: Map<string, string>): HistoryIndex {
  const n = chain.shas.length;
  const read = raw.shas.length;
  for (let r = 0; r < read; r++) {
    if (chain.shas[n - 1 - r] !== raw.shas[r]) throw new Error(`history walk and chain disagree at ${raw.shas[r]} (did HEAD move during the check?)`);
  }
  const commits = new Map<number, CommitMeta>();
  raw.commits.forEach((meta, r) => commits.set(n - 1 - r, meta));
  const renamedAway = new Set<string>();
  for (const [path, list] of raw.events) {
    for (const event of list) {
      event.pos = n - 1 - event.pos;
      if (event.status === 'R-from') renamedAway.add(path);
    }
    list.reverse();
  }
  return {
    chain,
    indexedFrom: n - 1 - read,
    commits,
    events: raw.events,
    eventPaths: [...raw.events.keys()].sort(),
    renamedAway,
    endTree,
    endPaths: [...endTree.keys()].sort(),
  };
}

/**
 * Path → blob id of every file in `commit`'s tree; with `paths`, only of the
 * files at those paths or under those folders (literal pathspecs: the paths must
 * be repository paths, normalized).
 */
export async function readTree(ctx: GitContext, commit: string, paths?: readonly string[]): Promise<Map<string, string>> {
  const tree = new Map<string, string>();
  const parser = new NulSplitter((entry) => {
    // `<mode> <type> <sha>\t<path>`
    const tab = entry.indexOf('\t');
    if (tab < 0) return;
    const meta = entry.slice(0, tab);
    if (!meta.includes(' blob ') && !meta.includes(' commit ')) return;
    tree.set(entry.slice(tab + 1), meta.slice(meta.lastIndexOf(' ') + 1));
  });
  const args = paths ? ['--literal-pathspecs', 'ls-tree', '-r', '-z', '--full-tree', commit, '--', ...paths] : ['ls-tree', '-r', '-z', '--full-tree', commit];
  await streamGit(args, ctx, (chunk) => parser.push(chunk));
  parser.end();
  return tree;
}

/** Splits a byte stream on NUL and decodes each piece as UTF-8 (pieces may span chunks). */
export class NulSplitter {
  private rest: Buffer | null = null;

  constructor(private readonly onToken: (token: string) => void) {}

  push(chunk: Buffer): void {
    let data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    let nul = data.indexOf(0, start);
    while (nul >= 0) {
      this.onToken(data.toString('utf8', start, nul));
      start = nul + 1;
      nul = data.indexOf(0, start);
    }
    data = data.subarray(start);
    this.rest = data.length > 0 ? Buffer.from(data) : null;
  }

  end(): void {
    if (this.rest && this.rest.length > 0) {
      const last = this.rest.toString('utf8').replace(/\n$/, '');
      if (last) this.onToken(last);
    }
    this.rest = null;
  }
}

/** Blob of `path` just after chain position `pos` (null: absent). Valid for pos ≥ index.indexedFrom. */
export function blobAt(index: HistoryIndex, path: string, pos: number): string | null {
  const list = index.events.get(path);
  if (list) {
    const next = firstAfter(list, pos);
    if (next < list.length) return list[next]!.oldBlob;
  }
  return index.endTree.get(path) ?? null;
}

/** Index of the first event with position > pos. */
export function firstAfter(list: readonly PathEvent[], pos: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.pos > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Paths in a sorted list that lie under `dir` (a folder, without trailing slash). */
export function pathsUnder(sorted: readonly string[], dir: string): string[] {
  const prefix = `${dir}/`;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}
