// Following one mentioned path through the indexed history of one learning's
// range: renames are followed, deletions noted, and the learning's own record
// commit does not count against it. Pure: reads the index only.

import { WalkEvent, blobAt, firstAfter, pathsUnder, type HistoryIndex, type PathEvent } from '../history/index.js';
import { lastingList } from '../lists.js';

/** The commit that wrote the learning's record: its changes are what the learning describes. */
export interface Exclusion {
  pos: number;
  /**
   * When the record commit is on a side branch merged at `pos`: the blobs it
   * had. The merge's change to a file is excluded only when it brought exactly
   * that version.
   */
  blobs?: ReadonlyMap<string, string | null>;
}

/** A learning anchored on a side branch: its files as of the anchor, compared with the merge that brought it in. */
export interface Bridge {
  pos: number;
  blobs: ReadonlyMap<string, string | null>;
}

export interface TrackedEvent extends PathEvent {
  path: string;
}

export interface FileTrack {
  startPath: string;
  endPath: string;
  /** Blob the learning was written against (null: the file did not exist then). */
  baseline: string | null;
  /** Blob at the end of the range (null: gone). */
  final: string | null;
  /** Changes that count, oldest first. */
  counted: TrackedEvent[];
  /** A lastingList, empty or not: lists of two kinds (an empty literal holds small integers) made V8 throw away the code reading them (fileEvidence, examine; 'wrong map'). */
  renames: Array<{ from: string; to: string; pos: number }>;
}

export function trackFile(index: HistoryIndex, path: string, start: number, exclusion?: Exclusion, bridge?: Bridge): FileTrack {
  let cur = path;
  let last = start;
  // The file's changes and the first after `start`: looked up once for the baseline and the scan that follows.
  let list = index.events.get(path);
  let from = list ? firstAfter(list, start) : 0;
  // The end version first: read at every call (a file with no change since `start` came after V8 had optimised this, which
  // it then threw away for a look-up it had never seen made).
  const final = index.endTree.get(path) ?? null;
  let baseline = bridge ? (bridge.blobs.get(path) ?? null) : list && from < list.length ? list[from]!.oldBlob : final;
  if (list && !bridge && !index.renamedAway.has(path)) return unmoved(path, list, from, baseline, final, exclusion);
  let counted: TrackedEvent[] = [];
  const renames: FileTrack['renames'] = lastingList();

  if (bridge) {
    const atMerge = blobAt(index, cur, bridge.pos);
    if (atMerge !== baseline) {
      const renamedAway = atMerge === null ? eventAt(index, cur, bridge.pos, 'R-from') : undefined;
      if (renamedAway) {
        counted.push(trackedAs(renamedAway, cur, renamedAway.newBlob));
        renames.push({ from: cur, to: renamedAway.other!, pos: bridge.pos });
        cur = renamedAway.other!;
      } else {
        counted.push(new WalkEvent(bridge.pos, baseline === null ? 'A' : atMerge === null ? 'D' : 'M', baseline, atMerge, undefined, cur));
      }
    }
    last = bridge.pos;
    list = index.events.get(cur);
    from = list ? firstAfter(list, last) : 0;
  }

  for (let guard = 0; guard < 1000; guard++) {
    if (!list) break;
    let moved = false;
    for (let i = from; i < list.length; i++) {
      const event = list[i]!;
      if (exclusion && event.pos === exclusion.pos && isOwnChange(exclusion, cur, event)) {
        // The record's own commit changed this file: what it left is what the learning describes.
        counted = counted.filter((e) => e.status === 'R-from');
        if (event.status === 'R-from') {
          cur = event.other!;
          baseline = blobAt(index, cur, event.pos);
          last = event.pos;
          moved = true;
          break;
        }
        baseline = event.newBlob;
        continue;
      }
      // A rename's new content is what the file holds after it (for telling which commit changed a line).
      counted.push(event.status === 'R-from' ? trackedAs(event, cur, blobAt(index, event.other!, event.pos)) : tracked(event, cur));
      if (event.status === 'R-from') {
        renames.push({ from: cur, to: event.other!, pos: event.pos });
        cur = event.other!;
        last = event.pos;
        moved = true;
        break;
      }
    }
    if (!moved) break;
    list = index.events.get(cur);
    from = list ? firstAfter(list, last) : 0;
  }
  return { startPath: path, endPath: cur, baseline, final: index.endTree.get(cur) ?? null, counted, renames };
}

/**
 * `trackFile` for a file never renamed away: its changes after `start` are a slice of its list, less those
 * before the record's own change (found by binary search). Its events, scattered over the heap, are not
 * read one by one for each learning that names the file.
 */
function unmoved(path: string, list: PathEvent[], from: number, baseline: string | null, final: string | null, exclusion: Exclusion | undefined): FileTrack {
  if (exclusion) {
    let last = -1;
    for (let i = Math.max(from, firstAfter(list, exclusion.pos - 1)); i < list.length && list[i]!.pos === exclusion.pos; i++) if (isOwnChange(exclusion, path, list[i]!)) last = i;
    if (last >= 0) {
      // The record's own commit changed this file: what it left is what the learning describes.
      baseline = list[last]!.newBlob;
      from = last + 1;
    }
  }
  // Each event already names this path (the walk lists an event under the path it names).
  return { startPath: path, endPath: path, baseline, final, counted: list.slice(from) as TrackedEvent[], renames: lastingList() };
}

function isOwnChange(exclusion: Exclusion, path: string, event: PathEvent): boolean {
  if (!exclusion.blobs) return true;
  return (exclusion.blobs.get(path) ?? null) === event.newBlob;
}

function eventAt(index: HistoryIndex, path: string, pos: number, status: PathEvent['status']): PathEvent | undefined {
  const list = index.events.get(path) ?? [];
  for (let i = firstAfter(list, pos - 1); i < list.length && list[i]!.pos === pos; i++) if (list[i]!.status === status) return list[i];
  return undefined;
}

export interface FolderTrack {
  /** Files under the folder at the end of the range. */
  filesAtEnd: number;
  counted: TrackedEvent[];
  /** The paths `counted` lists changes of (each change names one of them). */
  paths: string[];
  /** Where the folder went, when every file that left it moved to the same new folder and it is now empty. */
  movedTo: string | null;
}

/**
 * A folder's indexed changes after `from`, gathered once and shared by the learnings naming it: its paths, and
 * the changes under it in the order `trackFolder` reports them (by position, then path), moves within it
 * counted once. A learning starting at or after `from` takes a suffix of the list (less its record's own
 * changes); one starting earlier gathers them again from its start, so no learning pays for more of the
 * folder's history than its own range.
 */
interface FolderHistory {
  from: number;
  paths: string[];
  events: TrackedEvent[];
  filesAtEnd: number;
}

const folderHistories = new WeakMap<HistoryIndex, Map<string, FolderHistory>>();

function folderHistory(index: HistoryIndex, dir: string, start: number): FolderHistory {
  let byDir = folderHistories.get(index);
  if (!byDir) folderHistories.set(index, (byDir = new Map()));
  let history = byDir.get(dir);
  if (!history || history.from > start) {
    const events: TrackedEvent[] = [];
    const paths = history?.paths ?? pathsUnder(index.eventPaths, dir);
    for (const path of paths) collect(index, path, start, undefined, events);
    dropInnerMoves(events, (p) => p.startsWith(`${dir}/`));
    // Stable: changes at one position to one path keep the walk's order, as they do in any suffix of the list.
    events.sort((a, b) => a.pos - b.pos || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    history = { from: start, paths, events, filesAtEnd: history?.filesAtEnd ?? pathsUnder(index.endPaths, dir).length };
    byDir.set(dir, history);
  }
  return history;
}

/** Changes under a folder (or to files matching a glob) after `start`. */
export function trackFolder(index: HistoryIndex, dir: string, start: number, exclusion?: Exclusion): FolderTrack {
  const history = folderHistory(index, dir, start);
  const events = history.events;
  // A slice, and the record's own changes (one position: a run of the sorted list) found by binary search:
  // the events, scattered over the heap, are not read one by one for each learning.
  const counted = events.slice(firstAfter(events, start));
  if (exclusion && exclusion.pos > start) {
    const own = firstAfter(counted, exclusion.pos - 1);
    let end = own;
    while (end < counted.length && counted[end]!.pos === exclusion.pos) end++;
    if (end > own) {
      const kept = counted.slice(own, end).filter((e) => !isOwnChange(exclusion, e.path, e));
      counted.splice(own, end - own, ...kept);
    }
  }
  const { filesAtEnd, paths } = history;
  let movedTo: string | null = null;
  if (filesAtEnd === 0) {
    const targets = new Set<string>();
    for (const e of counted) {
      if (e.status !== 'R-from' || !e.other) continue;
      const rest = e.path.slice(dir.length); // `/file.ts`
      targets.add(e.other.endsWith(rest) ? e.other.slice(0, e.other.length - rest.length) : '\u0000');
    }
    const [only] = targets;
    if (targets.size === 1 && only && only !== '\u0000' && pathsUnder(index.endPaths, only).length > 0) movedTo = only;
  }
  return { filesAtEnd, counted, paths, movedTo };
}

export function trackGlob(index: HistoryIndex, matcher: RegExp, start: number, exclusion?: Exclusion): TrackedEvent[] {
  const counted: TrackedEvent[] = [];
  for (const path of index.eventPaths) if (matcher.test(path)) collect(index, path, start, exclusion, counted);
  dropInnerMoves(counted, (p) => matcher.test(p));
  return counted.sort((a, b) => a.pos - b.pos || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function collect(index: HistoryIndex, path: string, start: number, exclusion: Exclusion | undefined, into: TrackedEvent[]): void {
  const list = index.events.get(path)!;
  for (let i = firstAfter(list, start); i < list.length; i++) {
    const event = list[i]!;
    if (exclusion && event.pos === exclusion.pos && isOwnChange(exclusion, path, event)) continue;
    into.push(tracked(event, path));
  }
}

/** The event as a tracked one: the walk's own object when it already names its path (events are not changed once indexed). */
function tracked(event: PathEvent, path: string): TrackedEvent {
  return event.path === path ? (event as TrackedEvent) : trackedAs(event, path, event.newBlob);
}

/**
 * A copy of the event under `path`, with `newBlob`. Written out field by field in the walk's
 * order, not spread: a spread object has a shape of its own, and code reading events that
 * met only the walk's shape is thrown away and compiled again when it meets one (cite).
 */
function trackedAs(event: PathEvent, path: string, newBlob: string | null): TrackedEvent {
  return new WalkEvent(event.pos, event.status, event.oldBlob, newBlob, event.other, path);
}

/** A move within the folder counts once, as its R-from; a move into it stays (as an addition). */
function dropInnerMoves(events: TrackedEvent[], inside: (path: string) => boolean): void {
  let w = 0;
  for (const e of events) if (!(e.status === 'R-to' && e.other && inside(e.other))) events[w++] = e;
  events.length = w;
}
