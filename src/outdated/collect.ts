// Outdated detection: for every active learning, the commits since it was
// written (its anchor commit, else the commit that last wrote its record, else
// its date) that changed what it talks about, graded by how strong they are.
// The cost is a fixed number of git calls whatever the number of learnings:
// the chain, the store blame, one history walk over the union of all ranges,
// the end tree, and batched object reads for the files that matter.

import type { Learning } from '../model/learning.js';
import type { CommitRef, Evidence, LineRange } from '../plan/types.js';
import { extractPathMentions } from '../anchors/paths.js';
import { extractAnchors, type AnchorTerm } from '../anchors/identifiers.js';
import { PathResolver, type Resolution } from '../anchors/resolve.js';
import { indexFrom, readChain, readCommitMeta, readTree, startLog, type Chain, type GitContext, type HistoryIndex } from '../history/index.js';
import { readEntryPoints, type EntryPoints } from '../history/graph.js';
import { blameFile, type BlamedLine } from '../history/blame.js';
import { BlobSession, lookupObjects } from '../history/blobs.js';
import { findRepoRoot } from '../git/exec.js';
import { UserError } from '../errors.js';
import { hubMatcher, type OutdatedOptions } from './options.js';
import { trackFile, trackFolder, trackGlob, type Bridge, type Exclusion, type FileTrack, type TrackedEvent } from './track.js';
import { changedAnchorLines, changedShare, lineBag, termMatchers, type AnchorLine, type LineBag, type TermMatcher } from './grade.js';

export interface CollectInput {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  learnings: readonly Learning[];
  options: OutdatedOptions;
  /** `A..B`: only commits reachable from B and not from A count; B's tree is "now". */
  range?: string | null;
  /** Called as each phase starts (for progress on a terminal). */
  onPhase?: (phase: string) => void;
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

interface Attribution {
  item: { subject: Subject; track: FileTrack; mention: string; out: Evidence[] };
  lines: AnchorLine[];
  culprits: TrackedEvent[];
}

/** Binary search for the first step (a version of the file) no longer holding a line. */
interface Search {
  attribution: Attribution;
  raw: string;
  steps: TrackedEvent[];
  lo: number;
  hi: number;
}

interface Subject {
  learning: Learning;
  start: number;
  since: Since;
  bridge?: { sha: string; pos: number };
  exclusion?: Exclusion & { sha?: string };
  resolutions: Resolution[];
  anchors: AnchorTerm[];
}

export async function collectEvidence(input: CollectInput): Promise<CollectResult> {
  const root = await findRepoRoot(input.cwd, input.env);
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
  const objects = await lookupObjects(ctx, [`${range.end}^{commit}`, ...anchorNames]);
  const hasCommits = objects.get(`${range.end}^{commit}`);
  if (!hasCommits) {
    if (range.end === 'HEAD' && input.range == null) {
      result.warnings.push('this repository has no commits yet: nothing to check');
      return result;
    }
    throw new UserError(`'${range.end}' is not a commit in this repository`, { fix: 'pass --range A..B with commits that exist (git log shows them)' });
  }
  // Everything that does not depend on anything else starts now, in parallel:
  // the chain, the store blame, the end tree and the history walk (told later how far back to go).
  const sources = [...new Set(active.filter((l) => l.line !== null).map((l) => l.source.path))].sort();
  const log = startLog(ctx, hasCommits.sha, { meta: false });
  const tree = readTree(ctx, hasCommits.sha);
  // Whatever fails first is reported; the others must not crash the process meanwhile.
  log.done.catch(() => {});
  tree.catch(() => {});
  const [chain, blames] = await Promise.all([
    readChain(ctx, hasCommits.sha),
    Promise.all(sources.map(async (path) => [path, await blameFile(ctx, path, active.filter((l) => l.source.path === path && l.line !== null).map((l) => l.line!))] as const)).then((e) => new Map(e)),
  ]);
  result.head = chain.end;

  // Where the anchors sit relative to the chain.
  const resolveSha = (name: string) => objects.get(`${name}^{commit}`)?.sha ?? null;

  let entries: EntryPoints | null = null;
  const needsGraph = anchorNames.some((n) => { const o = objects.get(n); return o && !chain.posOf.has(o.sha); }) || [...blames.values()].some((b) => [...b.values()].some((l) => l.sha && !chain.posOf.has(l.sha)));
  if (needsGraph) entries = await readEntryPoints(ctx, chain);
  const locate = (sha: string): { pos: number; onChain: boolean } | null => {
    const pos = chain.posOf.get(sha);
    if (pos !== undefined) return { pos, onChain: true };
    const entry = entries?.entryOf(sha);
    return entry === undefined ? null : { pos: entry, onChain: false };
  };

  let rangeStart = -1;
  if (range.start) {
    const sha = resolveSha(range.start);
    const at = sha ? locate(sha) : null;
    if (!sha || !at) throw new UserError(`range start '${range.start}' is not in the history of '${range.end}'`, { fix: 'use A..B where A is an ancestor of B' });
    rangeStart = at.onChain ? at.pos : at.pos - 1;
  }

  // Each learning's start.
  const subjects: Subject[] = [];
  for (const learning of active) {
    const blamed = learning.line !== null ? blames.get(learning.source.path)?.get(learning.line) : undefined;
    const start = startOf(learning, blamed, chain, resolveSha, locate, notes);
    if (start.kind === 'shallow') {
      notes.add('shallow', learning.id);
      continue;
    }
    if (start.kind === 'none') continue;
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
      resolutions: [],
      anchors: extractAnchors(learning.content),
    };
    // The commit that wrote the record: its own changes are what the learning describes.
    if (blamed?.sha && !(chain.shallow && blamed.sha === chain.shas[0])) {
      const at = locate(blamed.sha);
      if (at && at.pos > pos) subject.exclusion = at.onChain ? { pos: at.pos } : { pos: at.pos, sha: blamed.sha };
    }
    subjects.push(subject);
  }
  if (subjects.length === 0) {
    log.stopAt(chain.end);
    await Promise.all([log.done, tree]);
    result.warnings = notes.render(chain);
    return result;
  }

  const from = Math.min(...subjects.map((s) => s.start));
  if (from >= 0) log.stopAt(chain.shas[from]!);
  const [raw, endTree] = await Promise.all([log.done, tree]);
  const index = indexFrom(raw, chain, endTree);
  result.checked.commits = chain.shas.length - 1 - from;

  phase('resolving paths');
  const resolver = new PathResolver(new Set([...index.endTree.keys(), ...index.events.keys()]));
  const lookups: string[] = [];
  for (const subject of subjects) {
    const seen = new Set<string>();
    for (const mention of extractPathMentions(subject.learning.content)) {
      const resolution = resolver.resolve(mention, subject.learning.baseDir);
      if (!resolution) continue;
      const key = resolution.status === 'resolved' ? `${resolution.kind}:${resolution.path}` : `?${mention.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      subject.resolutions.push(resolution);
      if (resolution.status === 'resolved' && resolution.kind === 'file') {
        if (subject.bridge) lookups.push(`${subject.bridge.sha}:${resolution.path}`);
        if (subject.exclusion?.sha) lookups.push(`${subject.exclusion.sha}:${resolution.path}`);
      }
    }
  }
  const blobsAt = lookups.length > 0 ? await lookupObjects(ctx, lookups) : new Map();
  const blobMap = (sha: string, subject: Subject) => {
    const map = new Map<string, string | null>();
    for (const r of subject.resolutions) if (r.status === 'resolved' && r.kind === 'file') map.set(r.path, blobsAt.get(`${sha}:${r.path}`)?.sha ?? null);
    return map;
  };

  phase('grading evidence');
  const isHub = hubMatcher(input.options.hubFiles);
  const commits = new CommitRefs(index, ctx);
  const perLearning = new Map<Subject, Evidence[]>();
  const blobs = new BlobSession(ctx);
  try {
    const pendingContent: Array<{ subject: Subject; track: FileTrack; mention: string; out: Evidence[]; before: Promise<string | null>; after: Promise<string | null> }> = [];
    for (const subject of subjects) {
      const out: Evidence[] = [];
      perLearning.set(subject, out);
      const exclusion: Exclusion | undefined = subject.exclusion ? { pos: subject.exclusion.pos, blobs: subject.exclusion.sha ? blobMap(subject.exclusion.sha, subject) : undefined } : undefined;
      const bridge: Bridge | undefined = subject.bridge ? { pos: subject.bridge.pos, blobs: blobMap(subject.bridge.sha, subject) } : undefined;
      for (const resolution of subject.resolutions) {
        const mention = resolution.mention.text;
        if (resolution.status === 'unresolved') {
          out.push(unresolvedEvidence(resolution));
          continue;
        }
        if (resolution.kind === 'file') {
          const track = trackFile(index, resolution.path, subject.start, exclusion, bridge);
          const hub = isHub(track.endPath) && isHub(track.startPath);
          fileEvidence(track, mention, hub, input.options, commits, out, () => {
            // A hub file's content matters only for the lines the learning names.
            // Both versions are asked for now: git reads them while the other learnings are tracked.
            if (!hub || subject.anchors.length > 0) {
              pendingContent.push({ subject, track, mention, out, before: blobs.request(track.baseline!), after: blobs.request(track.final!) });
            }
          });
        } else if (resolution.kind === 'dir') {
          const folder = trackFolder(index, resolution.path, subject.start, exclusion);
          const counted = folder.counted.filter((e) => !isHub(e.path));
          if (folder.filesAtEnd === 0 && folder.counted.length > 0) {
            const last = folder.counted[folder.counted.length - 1]!;
            if (folder.movedTo) {
              const moves = folder.counted.filter((e) => e.status === 'R-from');
              const refs = commits.refs(moves);
              const movedTo = folder.movedTo;
              out.push(commits.describe({ kind: 'renamed', mention, path: resolution.path, newPath: movedTo, commits: refs }, () => `${resolution.path}/ moved to ${movedTo}/ ${inText(refs)}`));
            } else {
              const refs = commits.refs([last]);
              out.push(commits.describe({ kind: 'deleted', mention, path: resolution.path, commits: refs }, () => `${resolution.path}/ no longer exists (emptied ${inText(refs)})`));
            }
          } else if (folder.filesAtEnd === 0) {
            out.push({ kind: 'unresolved', mention, path: null, commits: [], summary: `${mention} did not exist when this was written` });
          } else if (counted.length > 0) {
            out.push(touchedEvidence(mention, resolution.path, counted, commits, 'folder'));
          }
        } else {
          const counted = trackGlob(index, resolution.matcher!, subject.start, exclusion).filter((e) => !isHub(e.path));
          if (counted.length > 0) out.push(touchedEvidence(mention, resolution.path, counted, commits, 'glob'));
        }
      }
    }

    // Content: both versions of each file were asked for while tracking; then, to
    // tell which commit changed a named line, a binary search over the versions
    // between, one round per step for all findings at once (one cat-file process throughout).
    blobs.flush();
    const bags = new Map<string, LineBag | null>();
    const bagOf = (sha: string, text: string | null) => {
      let bag = bags.get(sha);
      if (bag === undefined) bags.set(sha, (bag = text === null ? null : lineBag(text)));
      return bag;
    };
    const matchers = new Map<Subject, TermMatcher[]>();
    const searches: Search[] = [];
    const attributions: Attribution[] = [];
    for (const item of pendingContent) {
      const beforeText = await item.before;
      const before = bagOf(item.track.baseline!, beforeText);
      const after = bagOf(item.track.final!, await item.after);
      let terms = matchers.get(item.subject);
      if (!terms) matchers.set(item.subject, (terms = termMatchers(item.subject.anchors)));
      const lines = before && after ? changedAnchorLines(before, after, terms, beforeText ?? undefined) : [];
      if (lines.length > 0) {
        const steps = item.track.counted.filter((e) => e.newBlob !== null || e.status === 'D');
        const attribution: Attribution = { item, lines, culprits: [] };
        attributions.push(attribution);
        for (const line of lines) searches.push({ attribution, raw: line.raw, steps, lo: 0, hi: steps.length - 1 });
        continue;
      }
      if (isHub(item.track.endPath)) continue;
      const share = before && after ? changedShare(before, after) : 1;
      const content = item.track.counted.filter((e) => e.status !== 'R-from');
      const events = content.length > 0 ? content : item.track.counted;
      if (share >= input.options.rewrittenThreshold) {
        const refs = commits.refs(events);
        const endPath = item.track.endPath;
        item.out.push(commits.describe({ kind: 'rewritten', mention: item.mention, path: endPath, commits: refs }, () => `${endPath} was mostly rewritten (${Math.round(share * 100)}% of its lines) ${inText(refs)}`));
      } else {
        item.out.push(touchedEvidence(item.mention, item.track.endPath, events, commits, 'file'));
      }
    }
    // The last step holds the final version, which lacks the line: search for the first step that does.
    let open = searches.filter((s) => s.lo < s.hi);
    while (open.length > 0) {
      const wanted = new Set<string>();
      for (const s of open) {
        const blob = s.steps[(s.lo + s.hi) >>> 1]!.newBlob;
        if (blob) wanted.add(blob);
      }
      await blobs.read(wanted);
      for (const s of open) {
        const mid = (s.lo + s.hi) >>> 1;
        const blob = s.steps[mid]!.newBlob;
        const text = blob ? (blobs.cached(blob) ?? null) : null;
        if (text === null || !text.includes(s.raw)) s.hi = mid;
        else s.lo = mid + 1;
      }
      open = open.filter((s) => s.lo < s.hi);
    }
    for (const s of searches) {
      const step = s.steps[s.lo];
      if (step && !s.attribution.culprits.includes(step)) s.attribution.culprits.push(step);
    }
    for (const { item, lines, culprits } of attributions) {
      culprits.sort((a, b) => a.pos - b.pos);
      const terms = [...new Set(lines.flatMap((l) => l.terms))];
      const ranges = toRanges(item.track.startPath, lines.map((l) => l.line));
      const where = ranges.map((r) => (r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`)).join(', ');
      const refs = commits.refs(culprits.length > 0 ? culprits : item.track.counted);
      const startPath = item.track.startPath;
      item.out.push(
        commits.describe({ kind: 'anchor-changed', mention: item.mention, path: item.track.endPath, anchors: terms, commits: refs, lines: ranges }, () => `${terms.join(', ')} changed in ${startPath} (line${lines.length > 1 ? 's' : ''} ${where}) ${inText(refs)}`),
      );
    }
  } finally {
    blobs.close();
  }
  await commits.fill();

  for (const [subject, out] of perLearning) {
    result.since.set(subject.learning.key, subject.since);
    if (out.length > 0) result.evidence.set(subject.learning.key, sortEvidence(out));
  }
  result.warnings = notes.render(chain);
  return result;
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
  if (track.baseline === null && track.counted.length === 0) {
    out.push({ kind: 'unresolved', mention, path: null, commits: [], summary: `${track.startPath} did not exist when this was written` });
    return;
  }
  if (track.final === null) {
    const last = track.counted[track.counted.length - 1];
    const refs = last ? commits.refs([last]) : [];
    out.push(commits.describe({ kind: 'deleted', mention, path: track.endPath, commits: refs }, () => `${track.endPath} was deleted${last ? ` ${inText(refs)}` : ''}`));
    return;
  }
  if (track.renames.length > 0) {
    const moves = track.counted.filter((e) => e.status === 'R-from');
    const refs = commits.refs(moves);
    out.push(commits.describe({ kind: 'renamed', mention, path: track.startPath, newPath: track.endPath, commits: refs }, () => `${track.startPath} moved to ${track.endPath} ${inText(refs)}`));
  }
  const content = track.counted.filter((e) => e.status !== 'R-from');
  if (track.baseline === null) {
    if (!hub) out.push(touchedEvidence(mention, track.endPath, track.counted, commits, 'created'));
    return;
  }
  if (track.baseline !== track.final) {
    needsContent();
    return;
  }
  // Changed and changed back: nothing to see, except under the seed's literal rule.
  if (options.policy === 'strict' && content.length > 0 && !hub) out.push(touchedEvidence(mention, track.endPath, content, commits, 'file'));
}

function touchedEvidence(mention: string, path: string, events: TrackedEvent[], commits: CommitRefs, what: 'file' | 'folder' | 'glob' | 'created'): Evidence {
  const files = what === 'file' || what === 'created' ? [] : [...new Set(events.map((e) => e.path))];
  const refs = commits.refs(events);
  const label = what === 'folder' ? `${path}/` : path;
  const summary = () =>
    what === 'created'
      ? `${path} was created after this was written, ${inText(refs)}`
      : what === 'file'
        ? `${label} changed ${inText(refs)}; nothing it names did`
        : `${files.length} file${files.length === 1 ? '' : 's'} in ${label} changed ${inText(refs)}`;
  return commits.describe({ kind: 'touched', mention, path, commits: refs, ...(what === 'file' || what === 'created' ? {} : { files: files.slice(0, 50) }) }, summary);
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
    const shallow = this.byReason.get('shallow');
    if (shallow) out.push(`${count(shallow)} (${ids(shallow)}) ${were(shallow)} written before the first commit of this shallow clone and not checked: fetch more history (fetch-depth: 0)`);
    const missing = this.byReason.get('anchor-missing');
    if (missing) out.push(`${count(missing)} (${ids(missing)}) name an anchor commit this repository does not have (rebased or garbage-collected): checked from the commit that last wrote their record instead`);
    const notAncestor = this.byReason.get('anchor-not-ancestor');
    if (notAncestor) out.push(`${count(notAncestor)} (${ids(notAncestor)}) name an anchor commit outside the history of ${chain.end.slice(0, 7)} (rebased?): checked from the commit that last wrote their record instead`);
    const none = this.byReason.get('no-start');
    if (none) out.push(`${count(none)} (${ids(none)}) have no anchor commit, no committed record and no date: not checked`);
    return out;
  }
}

/**
 * One CommitRef object per commit, shared by every evidence that cites it. The
 * walk reads no commit's author, date or subject: `fill` reads them for the
 * commits cited, and only then are the summaries (which quote subjects) written.
 */
class CommitRefs {
  private readonly cache = new Map<number, CommitRef>();
  private readonly unread: CommitRef[] = [];
  private readonly summaries: Array<{ evidence: Evidence; text: () => string }> = [];

  constructor(
    private readonly index: HistoryIndex,
    private readonly ctx: GitContext,
  ) {}

  ref(pos: number): CommitRef {
    let ref = this.cache.get(pos);
    if (!ref) {
      const meta = this.index.commits.get(pos);
      if (meta) {
        ref = { sha: meta.sha, subject: meta.subject, author: meta.author, date: meta.date };
      } else {
        ref = { sha: this.index.chain.shas[pos] ?? '', subject: '', author: '', date: '' };
        if (ref.sha) this.unread.push(ref);
      }
      this.cache.set(pos, ref);
    }
    return ref;
  }

  refs(events: readonly { pos: number }[]): CommitRef[] {
    const out: CommitRef[] = [];
    let sorted = true;
    for (let i = 1; i < events.length; i++) if (events[i]!.pos < events[i - 1]!.pos) sorted = false;
    const positions = sorted ? events.map((e) => e.pos) : events.map((e) => e.pos).sort((a, b) => a - b);
    for (let i = 0; i < positions.length; i++) if (i === 0 || positions[i] !== positions[i - 1]) out.push(this.ref(positions[i]!));
    return out;
  }

  /** The evidence, its summary written by `fill` (it may quote a commit's subject). */
  describe(fields: Omit<Evidence, 'summary'>, text: () => string): Evidence {
    const evidence: Evidence = { ...fields, summary: '' };
    this.summaries.push({ evidence, text });
    return evidence;
  }

  /** Reads the cited commits' authors, dates and subjects, then writes the summaries. */
  async fill(): Promise<void> {
    if (this.unread.length > 0) {
      const meta = await readCommitMeta(this.ctx, this.unread.map((r) => r.sha));
      for (const ref of this.unread) {
        const m = meta.get(ref.sha);
        if (!m) continue;
        ref.subject = m.subject;
        ref.author = m.author;
        ref.date = m.date;
      }
      this.unread.length = 0;
    }
    for (const { evidence, text } of this.summaries) evidence.summary = text();
    this.summaries.length = 0;
  }
}

/** `in 1a2b3c4 "subject"` or `in 3 commits (1a2b3c4…5d6e7f8)`. */
function inText(refs: readonly CommitRef[]): string {
  if (refs.length === 0) return '';
  if (refs.length === 1) return `in ${refs[0]!.sha.slice(0, 7)} "${refs[0]!.subject}"`;
  return `in ${refs.length} commits (${refs[0]!.sha.slice(0, 7)}…${refs[refs.length - 1]!.sha.slice(0, 7)})`;
}
