// The one-pass history index. One `git log --first-parent` gives the chain of
// commits that led to the end of the range (positions: 0 = oldest); one more,
// with `--raw -z -M`, gives every path each commit on that chain changed, with
// old and new blob ids, over the union of all learnings' ranges. Every learning
// is then answered from memory: its range is "positions after its start".
// Merges appear once, as their diff against the first parent (what they brought
// into the mainline); octopus merges the same; the root commit as all additions.

import { git, runGit, streamGit } from '../git/exec.js';
import { UserError } from '../errors.js';

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
}

export interface Chain {
  end: string;
  /** First-parent chain of `end`, oldest first. */
  shas: string[];
  /** Committer times (seconds), per position. */
  times: number[];
  posOf: Map<string, number>;
  shallow: boolean;
}

const LOG_CONFIG = ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false'];

/** Reads the first-parent chain ending at `end` (a commit-ish). */
export async function readChain(ctx: GitContext, end: string): Promise<Chain> {
  const head = await runGit(['rev-parse', '--is-shallow-repository', '--verify', '--quiet', `${end}^{commit}`], { ...ctx, allowFailure: true });
  const [shallowLine, sha] = head.stdout.trim().split('\n');
  if (head.code !== 0 || !sha) {
    throw new UserError(`'${end}' is not a commit in this repository`, { fix: 'pass a branch, tag or commit that exists (git log shows them)' });
  }
  const out = await git([...LOG_CONFIG, 'log', '--first-parent', '--no-color', '--format=%H %ct', sha], ctx);
  const shas: string[] = [];
  const times: number[] = [];
  for (const line of out.split('\n')) {
    if (line.length < 41) continue;
    shas.push(line.slice(0, 40));
    times.push(Number(line.slice(41)));
  }
  shas.reverse();
  times.reverse();
  const posOf = new Map<string, number>();
  shas.forEach((s, i) => posOf.set(s, i));
  return { end: sha, shas, times, posOf, shallow: shallowLine === 'true' };
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
  /** Path → blob id at the end of the range. */
  endTree: Map<string, string>;
  /** Every path in `endTree`, sorted. */
  endPaths: string[];
}

/** The history walk, started before anyone knows how far back it must go. */
export interface LogStream {
  /** Stop when this commit is reached (its own changes are not needed). Stops at once if it was passed already. */
  stopAt(sha: string): void;
  done: Promise<RawLog>;
}

interface RawLog {
  /** Newest first. */
  shas: string[];
  commits: CommitMeta[];
  /** Positions are indexes into `shas` (newest first) until `indexFrom` turns them around. */
  events: Map<string, PathEvent[]>;
}

/**
 * Walks the first-parent chain of `end` newest first, with each commit's
 * changed paths and blob ids (merges against their first parent, the root
 * commit as additions, renames detected). One git process for the whole walk.
 */
export function startLog(ctx: GitContext, end: string): LogStream {
  const shas: string[] = [];
  const seen = new Set<string>();
  const commits: CommitMeta[] = [];
  const events = new Map<string, PathEvent[]>();
  let stopSha: string | null = null;
  let halted = false;
  const add = (path: string, event: PathEvent) => {
    const list = events.get(path);
    if (list) list.push(event);
    else events.set(path, [event]);
  };

  // Tokens: `\x01sha`, parents, author, date, subject; then per change `:meta` and one or two paths.
  let header: string[] | null = null;
  let seq = -1;
  let pending: { status: string; oldBlob: string | null; newBlob: string | null; paths: string[]; need: number } | null = null;
  const onToken = (raw: string) => {
    if (halted) return;
    const token = raw.charCodeAt(0) === 10 ? raw.slice(1) : raw; // a newline separates the header from the changes
    if (header) {
      header.push(token);
      if (header.length === 5) {
        const [sha, , author, date, subject] = header as [string, string, string, string, string];
        header = null;
        if (sha === stopSha) {
          halted = true;
          return;
        }
        seq = shas.length;
        shas.push(sha);
        seen.add(sha);
        commits.push({ sha, author, date, subject });
      }
      return;
    }
    if (pending) {
      pending.paths.push(token);
      if (pending.paths.length === pending.need) {
        const { status, oldBlob, newBlob, paths } = pending;
        pending = null;
        if (status === 'R' || status === 'C') {
          const [source, target] = paths as [string, string];
          if (status === 'R') add(source, { pos: seq, status: 'R-from', oldBlob, newBlob: null, other: target });
          add(target, { pos: seq, status: 'R-to', oldBlob: null, newBlob, other: source });
        } else {
          add(paths[0]!, { pos: seq, status: status as EventStatus, oldBlob, newBlob });
        }
      }
      return;
    }
    if (token.charCodeAt(0) === 1) {
      header = [token.slice(1)];
      return;
    }
    if (token.charCodeAt(0) === 58 /* : */) {
      // `:100644 100644 <old> <new> M`
      const parts = token.split(' ');
      const status = (parts[4] ?? 'M').charAt(0);
      const oldBlob = parts[2] && !ZERO.test(parts[2]) ? parts[2] : null;
      const newBlob = parts[3] && !ZERO.test(parts[3]) ? parts[3] : null;
      pending = { status: status === 'U' || status === 'X' ? 'M' : status, oldBlob, newBlob, paths: [], need: status === 'R' || status === 'C' ? 2 : 1 };
    }
  };
  const splitter = new NulSplitter(onToken);
  const args = [
    ...LOG_CONFIG,
    'log',
    '--first-parent',
    // Merges as what they brought into the mainline (explicit: older defaults differ).
    '--diff-merges=first-parent',
    '--raw',
    '-z',
    '--no-abbrev',
    '-M',
    '--root',
    '--no-color',
    '--no-ext-diff',
    '--format=%x01%H%x00%P%x00%an%x00%aI%x00%s',
    end,
  ];
  const done = streamGit(args, ctx, (chunk) => {
    splitter.push(chunk);
    return !halted;
  }).then(() => {
    if (!halted) splitter.end();
    return { shas, commits, events };
  });
  return {
    stopAt(sha) {
      stopSha = sha;
      if (seen.has(sha)) halted = true; // everything newer is in already
    },
    done,
  };
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
  for (const list of raw.events.values()) {
    for (const event of list) event.pos = n - 1 - event.pos;
    list.reverse();
  }
  return {
    chain,
    indexedFrom: n - 1 - read,
    commits,
    events: raw.events,
    eventPaths: [...raw.events.keys()].sort(),
    endTree,
    endPaths: [...endTree.keys()].sort(),
  };
}

export async function readTree(ctx: GitContext, commit: string): Promise<Map<string, string>> {
  const tree = new Map<string, string>();
  const parser = new NulSplitter((entry) => {
    // `<mode> <type> <sha>\t<path>`
    const tab = entry.indexOf('\t');
    if (tab < 0) return;
    const meta = entry.slice(0, tab);
    if (!meta.includes(' blob ') && !meta.includes(' commit ')) return;
    tree.set(entry.slice(tab + 1), meta.slice(meta.lastIndexOf(' ') + 1));
  });
  await streamGit(['ls-tree', '-r', '-z', '--full-tree', commit], ctx, (chunk) => parser.push(chunk));
  parser.end();
  return tree;
}

const ZERO = /^0+$/;

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
