// Contradictions among many learnings: sort them oldest first, find candidate
// pairs through the index, and run the typed checks on each pair, the earlier
// learning as the older. Pure: the same learnings give the same findings in
// whatever order they come.

import type { Learning } from '../model/learning.js';
import type { ContradictionFinding } from '../plan/types.js';
import { analyze, type Analysis } from './analyze.js';
import { candidateFinder, localPairOrder, packedCandidatePairs, type CandidateOptions } from './candidates.js';
import { compareTexts, findHit, hitSummaries, mayHit, summarize, type Comparison, type Hit } from './compare.js';
import { compareNaturalParts, naturalCompare, naturalParts } from '../text/natural-order.js';
import { seedVerdict } from './seed-baseline.js';

/** `rules`: the typed checks; `seed`: seed 001's algorithm taken literally, on the same candidate pairs. */
export type ContradictionMethod = 'rules' | 'seed';

export interface ContradictionOptions extends CandidateOptions {
  method?: ContradictionMethod;
}

// The pair check and the pair loop's body are module-level functions taking their state as arguments, not closures
// made per call: a closure's compiled code dies with it, and the engine compiles it again on the next run (disc-036).
function pairHit(learnings: readonly Learning[], analyses: readonly Analysis[], summaries: Int32Array, seed: boolean, i: number, j: number): Hit | null {
  if (seed) return seedVerdict(learnings[i]!.content, learnings[j]!.content);
  return mayHit(analyses, summaries, i, j) ? findHit(analyses[i]!, analyses[j]!) : null;
}

/**
 * "Newer" is the later createdAt; equal (or missing) dates fall back to the key,
 * numbers compared as numbers (disc-999 before disc-1000), so the order never
 * depends on input order.
 */
export function byAge(a: Learning, b: Learning): number {
  const x = a.createdAt ?? '';
  const y = b.createdAt ?? '';
  if (x !== y) return x < y ? -1 : 1;
  return naturalCompare(a.key, b.key);
}

/** The same order as sorting with byAge, splitting each key into text and numbers once rather than per comparison. */
function sortByAge(learnings: readonly Learning[]): Learning[] {
  // Loops and a module-level comparator, not callbacks made per call: a closure's optimised code dies with it at a
  // full GC, and these were compiled again on every run (disc-036).
  const keyed: Aged[] = [];
  for (const l of learnings) keyed.push({ l, at: l.createdAt ?? '', parts: naturalParts(l.key) });
  keyed.sort(byAt);
  const out: Learning[] = [];
  for (const k of keyed) out.push(k.l);
  return out;
}

interface Aged {
  l: Learning;
  at: string;
  parts: ReturnType<typeof naturalParts>;
}

function byAt(a: Aged, b: Aged): number {
  return a.at !== b.at ? (a.at < b.at ? -1 : 1) : compareNaturalParts(a.parts, b.parts);
}

/** Each learning's analysis, in order, with its summary for mayHit when `summaries` is given (see summarize). */
function analysesOf(learnings: readonly Learning[], summaries: Int32Array | null): Analysis[] {
  const out: Analysis[] = [];
  for (const l of learnings) {
    out.push(analyze(l.content));
    if (summaries !== null) summarize(out, summaries, out.length - 1);
  }
  return out;
}

function finding(older: Learning, newer: Learning, hit: Hit): ContradictionFinding {
  return { kind: hit.kind, olderKey: older.key, newerKey: newer.key, reason: hit.reason, triggers: [...hit.older, ...hit.newer] };
}

/** Each learning's text (trimmed) as a number, equal for equal texts: a pair's texts are then compared without reading them. */
function textIds(learnings: readonly Learning[]): Int32Array {
  const ids = new Map<string, number>();
  const out = new Int32Array(learnings.length);
  for (let k = 0; k < learnings.length; k++) {
    const text = learnings[k]!.content.trim();
    let id = ids.get(text);
    if (id === undefined) ids.set(text, (id = ids.size));
    out[k] = id;
  }
  return out;
}

const PAIR_BLOCK = 1024;

/**
 * Copied for each check's findings: an array literal starts out as an array of small integers, and checkPacked's
 * optimised push, which had met an array of objects, was thrown away on the first finding of every check ("wrong map").
 */
const NO_FINDINGS: ContradictionFinding[] = [{} as ContradictionFinding].slice(0, 0);

/** Packed pairs (older * n + newer) from..to of findContradictions: their findings go into `findings`. */
function checkPacked(
  sorted: readonly Learning[],
  analyses: readonly Analysis[],
  summaries: Int32Array,
  seed: boolean,
  texts: Int32Array,
  pairs: Float64Array,
  from: number,
  to: number,
  findings: ContradictionFinding[],
): void {
  const n = sorted.length;
  for (let k = from; k < to; k++) {
    const i = Math.floor(pairs[k]! / n);
    const j = pairs[k]! - i * n;
    if (texts[i] === texts[j]) continue;
    const hit = pairHit(sorted, analyses, summaries, seed, i, j);
    if (hit && !judgedCompatible(sorted[i]!, sorted[j]!)) findings.push(finding(sorted[i]!, sorted[j]!, hit));
  }
}

/**
 * Every contradiction between the given learnings (pass the active ones). Each
 * learning is compared only with its candidates from the index, never with all
 * the others.
 */
export function findContradictions(learnings: readonly Learning[], options: ContradictionOptions = {}): ContradictionFinding[] {
  const sorted = sortByAge(learnings);
  const seed = options.method === 'seed';
  const summaries = hitSummaries(sorted.length);
  // Nearly every learning is in a candidate pair: its summary is filled as it is read (summarize).
  const analyses = analysesOf(sorted, seed ? null : summaries);
  const texts = textIds(sorted);
  const findings = NO_FINDINGS.slice();
  // Checked in an order that keeps the analyses a pair reads in the caches (localPairOrder); the findings are sorted below.
  const pairs = localPairOrder(packedCandidatePairs(analyses, options), analyses.length);
  // In blocks, so that no loop here runs long enough to be compiled mid-call (and again on the next call).
  for (let from = 0; from < pairs.length; from += PAIR_BLOCK) checkPacked(sorted, analyses, summaries, seed, texts, pairs, from, Math.min(pairs.length, from + PAIR_BLOCK), findings);
  return findings.sort(byKeys);
}

/**
 * Contradictions a new learning brings: it is compared, as the newer, with its
 * candidates among the existing ones (pass the active ones).
 */
export function findContradictionsWith(incoming: Learning, existing: readonly Learning[], options: ContradictionOptions = {}): ContradictionFinding[] {
  return findContradictionsOf([incoming], existing, options);
}

/**
 * Contradictions the incoming learnings bring, each against its candidates
 * among all of them and the existing ones; one index for all, each pair once.
 */
export function findContradictionsOf(incoming: readonly Learning[], existing: readonly Learning[], options: ContradictionOptions = {}): ContradictionFinding[] {
  if (incoming.length === 0) return [];
  const keys = new Set(incoming.map((l) => l.key));
  const all = sortByAge([...existing.filter((l) => !keys.has(l.key)), ...incoming]);
  // Most of these analyses meet only a few new learnings (a hook brings one): their summaries are filled on first use.
  const analyses = analysesOf(all, null);
  const summaries = hitSummaries(all.length);
  const seed = options.method === 'seed';
  const candidates = candidateFinder(analyses, options);
  const texts = all.map((l) => l.content.trim());
  const seen = new Set<number>();
  const findings: ContradictionFinding[] = [];
  for (let at = 0; at < all.length; at++) {
    if (!keys.has(all[at]!.key)) continue;
    for (const other of candidates(at)) {
      const [i, j] = other < at ? [other, at] : [at, other];
      const pair = i * all.length + j;
      if (seen.has(pair)) continue;
      seen.add(pair);
      if (texts[i] === texts[j]) continue;
      const hit = pairHit(all, analyses, summaries, seed, i, j);
      if (hit && !judgedCompatible(all[i]!, all[j]!)) findings.push(finding(all[i]!, all[j]!, hit));
    }
  }
  return findings.sort(byKeys);
}

function byKeys(a: ContradictionFinding, b: ContradictionFinding): number {
  return cmp(a.olderKey, b.olderKey) || cmp(a.newerKey, b.newerKey);
}

/** A reviewer said this pair does not conflict (`compatibleWith` on either side, by id or key): the rules are not asked again. */
function judgedCompatible(a: Learning, b: Learning): boolean {
  const x = a.compatibleWith;
  const y = b.compatibleWith;
  return (x !== undefined && (x.includes(b.id) || x.includes(b.key))) || (y !== undefined && (y.includes(a.id) || y.includes(a.key)));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface DiscoveryComparison {
  contradicts: boolean;
  kind: Comparison['kind'];
  reason: string;
  triggers: Comparison['triggers'];
  relation: Comparison['relation'];
  overlap: number;
}

/** Explains one pair: does the newer text contradict the older, how, and because of which words. */
export function compareDiscoveries(older: string, newer: string): DiscoveryComparison {
  if (typeof older !== 'string' || typeof newer !== 'string') throw new TypeError('compareDiscoveries(older, newer) takes two strings');
  const c = compareTexts(older, newer);
  return { contradicts: c.contradicts, kind: c.kind, reason: c.reason, triggers: c.triggers, relation: c.relation, overlap: Math.round(c.overlap * 1000) / 1000 };
}
