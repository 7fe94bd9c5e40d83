// The part of the store a hook needs: when a range can only have changed a few
// discoveries, parsing and validating all 10,000 lines costs more than the
// check. The slice keeps those discoveries' lines where they are (line numbers
// matter: the detector blames them) and blanks the others, then reads it with
// the store's own parser, so the learnings are exactly what the full store gives.

import { readFileSync } from 'node:fs';
import type { Config } from '../config.js';
import { DiscoveryStore } from '../store/discovery-store.js';
import type { StorePaths } from '../store/paths.js';

/** Beyond this many ids, a slice saves little: read the whole store. */
const MAX_IDS = 64;

/**
 * The store with only the lines that name one of `ids`; null when a full read
 * is needed (too many ids, or a line that is not a whole JSON object, which
 * only the full read can judge).
 */
export function readStoreSlice(paths: StorePaths, config: Config, ids: ReadonlySet<string>): DiscoveryStore | null {
  if (ids.size > MAX_IDS) return null;
  let bytes: Buffer;
  try {
    bytes = readFileSync(paths.cases);
  } catch {
    return null;
  }
  // Line starts, and a cheap look at each line's shape (bytes: no decoding of lines nobody needs).
  const starts: number[] = [];
  for (let at = 0; at <= bytes.length; ) {
    starts.push(at);
    const end = bytes.indexOf(0x0a, at);
    const stop = end < 0 ? bytes.length : end;
    if (!wholeObject(bytes, at, stop)) return null;
    if (end < 0) break;
    at = end + 1;
  }
  // Every line that names one of the ids (its own record, or one that refers to it).
  const keep = new Set<number>();
  for (const id of ids) {
    const needle = Buffer.from(`"${id}"`);
    for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + needle.length)) keep.add(lineOf(starts, at));
  }
  const lines: string[] = new Array<string>(starts.length).fill('');
  for (const i of keep) {
    const end = bytes.indexOf(0x0a, starts[i]!);
    lines[i] = bytes.toString('utf8', starts[i]!, end < 0 ? bytes.length : end);
  }
  return DiscoveryStore.fromText(paths, config, lines.join('\n'));
}

/** Blank, or `{` … `}` (surrounding white space allowed). */
function wholeObject(bytes: Buffer, from: number, to: number): boolean {
  let a = from;
  let b = to - 1;
  while (a <= b && isSpace(bytes[a]!)) a++;
  while (b >= a && isSpace(bytes[b]!)) b--;
  return a > b || (bytes[a] === 0x7b && bytes[b] === 0x7d);
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0d;
}

/** Index of the line holding offset `at`. */
function lineOf(starts: readonly number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
