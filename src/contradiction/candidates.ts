// Which discoveries are worth comparing: an inverted index from terms (anchors
// such as paths and identifiers, and word stems) to the discoveries using them.
// Terms used by too many discoveries are not indexed: a file every other
// discovery mentions (package.json) says nothing about two of them being
// related. A pair is a candidate when what it shares weighs enough.

import type { Analysis } from './analyze.js';
import { termWeight } from './tokens.js';

export interface CandidateOptions {
  /** A term in more than this share of the discoveries is too common to relate two (default 0.05). */
  commonShare?: number;
  /** …but a term is never too common below this many discoveries (default 8). */
  commonFloor?: number;
  /** Shared weight a pair needs: an anchor counts 2, a word 1, a term shared counting the heavier of its two uses (default 2). */
  minScore?: number;
  /** At most this many candidates per discovery, best first (default 10). */
  maxPerDiscovery?: number;
  /** Shared weight over the geometric mean of both weights, below which a pair is not compared (default 0.2). */
  minSimilarity?: number;
}

export interface CandidateIndex {
  /** Indexed terms per discovery, with their weights. */
  readonly terms: ReadonlyArray<ReadonlyArray<readonly [string, number]>>;
  /** term → discoveries (positions in the input), ascending. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** term → the weight each of those discoveries gives it, in the same order. */
  readonly postingWeights: ReadonlyMap<string, readonly number[]>;
  readonly tooCommon: ReadonlySet<string>;
}

const DEFAULTS: Required<CandidateOptions> = { commonShare: 0.05, commonFloor: 8, minScore: 2, maxPerDiscovery: 10, minSimilarity: 0.2 };

/** What a term weighs in the index, as one discovery uses it: 0 when it is not indexed. */
function indexWeight(term: string, w: number): number {
  return Math.min(2, w > 0 ? w : termWeight(term));
}

function indexable(analysis: Analysis): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const term of analysis.terms.keys()) {
    const weight = indexWeight(term, analysis.terms.get(term)!);
    if (weight > 0) out.push([term, weight]);
  }
  return out;
}

export function buildIndex(analyses: readonly Analysis[], options: CandidateOptions = {}): CandidateIndex {
  const o = { ...DEFAULTS, ...options };
  const perDoc = analyses.map(indexable);
  const df = new Map<string, number>();
  for (const terms of perDoc) for (const [term] of terms) df.set(term, (df.get(term) ?? 0) + 1);
  const limit = Math.max(o.commonFloor, Math.floor(o.commonShare * analyses.length));
  const tooCommon = new Set<string>();
  for (const [term, n] of df) if (n > limit) tooCommon.add(term);
  const postings = new Map<string, number[]>();
  const postingWeights = new Map<string, number[]>();
  const terms = perDoc.map((list, doc) => {
    const kept = list.filter(([term]) => !tooCommon.has(term));
    for (const [term, weight] of kept) {
      let p = postings.get(term);
      if (!p) {
        postings.set(term, (p = []));
        postingWeights.set(term, []);
      }
      p.push(doc);
      postingWeights.get(term)!.push(weight);
    }
    return kept;
  });
  return { terms, postings, postingWeights, tooCommon };
}

/**
 * Candidate pairs [older, newer] (positions in the input, which callers sort
 * oldest first): each discovery keeps its best-scoring older partners. The
 * score is the shared weight over the geometric mean of both discoveries'
 * weights, so a short discovery sharing all it says ranks first. Pure and
 * deterministic: ties go to the more recent older discovery.
 */
export function candidatePairs(analyses: readonly Analysis[], options: CandidateOptions = {}): Array<[number, number]> {
  const n = analyses.length;
  const sorted = packedCandidatePairs(analyses, options);
  const out: Array<[number, number]> = new Array(sorted.length);
  for (let k = 0; k < sorted.length; k++) {
    const v = sorted[k]!;
    const older = Math.floor(v / n);
    out[k] = [older, v - older * n];
  }
  return out;
}

/**
 * candidatePairs, each pair packed as older * n + newer in ascending order: findContradictions reads
 * ~86,000 of them on a large store, and a two-element array each is work for the garbage collector.
 * Called once per check, so each loop's body is a module-level function of its own: the engine keeps
 * their compiled code between checks, where a loop compiled while it runs is compiled again on every
 * call (disc-036). Options are read one by one, not spread into a copy whose shape dies with it.
 */
export function packedCandidatePairs(analyses: readonly Analysis[], options: CandidateOptions = {}): Float64Array {
  const minScore = options.minScore ?? DEFAULTS.minScore;
  const minSimilarity = options.minSimilarity ?? DEFAULTS.minSimilarity;
  const maxPerDiscovery = options.maxPerDiscovery ?? DEFAULTS.maxPerDiscovery;
  const n = analyses.length;
  // Terms as integer ids, each discovery's (id, weight) lists in flat typed arrays, sized for every term once.
  let total = 0;
  for (let doc = 0; doc < n; doc++) total += analyses[doc]!.terms.size;
  const ids = new Map<string, number>();
  const df = new Int32Array(Math.max(1, total));
  const docStart = new Int32Array(n + 1);
  const termIds = new Int32Array(Math.max(1, total));
  const termWeights = new Float64Array(termIds.length);
  // The most any discovery weighs each term: a shared term counts what the heavier side gives it.
  const maxWeight = new Float64Array(termIds.length);
  let count = 0;
  for (let from = 0; from < n; from += BLOCK) count = collectTerms(analyses, from, Math.min(n, from + BLOCK), ids, df, docStart, termIds, termWeights, maxWeight, count);
  docStart[n] = count;
  const limit = Math.max(options.commonFloor ?? DEFAULTS.commonFloor, Math.floor((options.commonShare ?? DEFAULTS.commonShare) * n));
  // Postings of the terms that are not too common, ascending by discovery.
  const starts = new Int32Array(ids.size + 1);
  for (let id = 0; id < ids.size; id++) starts[id + 1] = starts[id]! + (df[id]! > limit ? 0 : df[id]!);
  const list = new Int32Array(starts[ids.size]!);
  const listWeights = new Float64Array(list.length);
  const fill = starts.slice(0, ids.size);
  const weights = new Float64Array(n);
  // Each discovery's terms that are not too common, compacted in place: the pair loop then reads only those.
  const keptStart = new Int32Array(n + 1);
  let kept = 0;
  for (let from = 0; from < n; from += BLOCK) kept = keepTerms(from, Math.min(n, from + BLOCK), docStart, keptStart, termIds, termWeights, df, limit, list, listWeights, fill, weights, kept);
  keptStart[n] = kept;

  const score = new Float64Array(n);
  const touched = new Int32Array(n);
  // Pairs packed as older * n + newer, so one number orders them.
  let packed = new Float64Array(Math.min(n * maxPerDiscovery, 1 << 20) || 1);
  let pairs = 0;
  const perOlder = new Int32Array(n + 1);
  const heapIds = new Int32Array(maxPerDiscovery);
  const heapScores = new Float64Array(maxPerDiscovery);
  for (let from = 0; from < n; from += BLOCK) {
    const to = Math.min(n, from + BLOCK);
    // Room for the block's pairs before it runs: at most maxPerDiscovery per discovery.
    while (pairs + (to - from) * maxPerDiscovery > packed.length) {
      const bigger = new Float64Array(packed.length * 2);
      bigger.set(packed);
      packed = bigger;
    }
    pairs = pairBlock(from, to, n, keptStart, termIds, termWeights, maxWeight, starts, list, listWeights, score, touched, weights, minScore, minSimilarity, heapIds, heapScores, packed, pairs, perOlder);
  }
  return sortByOlder(packed, pairs, perOlder, n);
}

/** Discoveries per block of the loops above: few enough blocks that a loop over them is never compiled mid-run. */
const BLOCK = 256;

/**
 * Packed pairs (packedCandidatePairs) in the order to check them, for the caches of the processor: discovery by
 * discovery in breadth-first order of the graph the pairs make, each with its partners met before it. A check reads
 * both analyses of its pair; in the order of the older discovery the newer one was seldom in a cache (a discovery's
 * partners are spread over the whole store), and on the bench store a random order took 18% more time than that
 * one. Breadth first, the partners of a discovery are numbered together, so a pair mostly reads analyses that the
 * pairs just before it read. The pairs are the same ones; findContradictions sorts its findings after.
 */
export function localPairOrder(pairs: Float64Array, n: number): Float64Array {
  const count = pairs.length;
  if (count < 2) return pairs;
  // Each discovery's partners, both ways, as adjacency lists in one array.
  const starts = new Int32Array(n + 1);
  for (let from = 0; from < count; from += PAIR_BLOCK) countEnds(pairs, n, from, Math.min(count, from + PAIR_BLOCK), starts);
  for (let v = 0; v < n; v++) starts[v + 1] = starts[v + 1]! + starts[v]!;
  const partners = new Int32Array(2 * count);
  const fill = starts.slice(0, n);
  for (let from = 0; from < count; from += PAIR_BLOCK) placeEnds(pairs, n, from, Math.min(count, from + PAIR_BLOCK), fill, partners);
  // Breadth-first numbers, from the oldest discovery on: a discovery's number is its place in the queue.
  const number = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let start = 0; start < n; start++) {
    if (number[start]! >= 0) continue;
    number[start] = tail;
    queue[tail++] = start;
    while (head < tail) tail = visit(queue[head++]!, starts, partners, number, queue, tail);
  }
  // Each pair under the later-numbered of its two discoveries, and among those by the other's number: two sorts by
  // counting, the second stable.
  const later = new Int32Array(count);
  const earlier = new Int32Array(count);
  for (let from = 0; from < count; from += PAIR_BLOCK) numberPairs(pairs, n, number, from, Math.min(count, from + PAIR_BLOCK), later, earlier);
  const byEarlier = sortedByKey(earlier, null, n);
  const order = sortedByKey(later, byEarlier, n);
  const out = new Float64Array(count);
  for (let from = 0; from < count; from += PAIR_BLOCK) gather(pairs, order, from, Math.min(count, from + PAIR_BLOCK), out);
  return out;
}

/** Pairs per block of localPairOrder's loops, for the same reason as BLOCK. */
const PAIR_BLOCK = 4096;

function countEnds(pairs: Float64Array, n: number, from: number, to: number, starts: Int32Array): void {
  for (let k = from; k < to; k++) {
    const older = Math.floor(pairs[k]! / n);
    starts[older + 1]!++;
    starts[pairs[k]! - older * n + 1]!++;
  }
}

function placeEnds(pairs: Float64Array, n: number, from: number, to: number, fill: Int32Array, partners: Int32Array): void {
  for (let k = from; k < to; k++) {
    const older = Math.floor(pairs[k]! / n);
    const newer = pairs[k]! - older * n;
    partners[fill[older]!++] = newer;
    partners[fill[newer]!++] = older;
  }
}

/** Numbers the partners of `v` not yet numbered and queues them; returns the queue's new end. */
function visit(v: number, starts: Int32Array, partners: Int32Array, number: Int32Array, queue: Int32Array, tail: number): number {
  for (let e = starts[v]!; e < starts[v + 1]!; e++) {
    const w = partners[e]!;
    if (number[w]! >= 0) continue;
    number[w] = tail;
    queue[tail++] = w;
  }
  return tail;
}

function numberPairs(pairs: Float64Array, n: number, number: Int32Array, from: number, to: number, later: Int32Array, earlier: Int32Array): void {
  for (let k = from; k < to; k++) {
    const older = Math.floor(pairs[k]! / n);
    const a = number[older]!;
    const b = number[pairs[k]! - older * n]!;
    later[k] = a > b ? a : b;
    earlier[k] = a > b ? b : a;
  }
}

/** The positions `order` lists (all positions when null), stably sorted by `keys` (each below `n`) by counting. */
function sortedByKey(keys: Int32Array, order: Int32Array | null, n: number): Int32Array {
  const count = keys.length;
  const starts = new Int32Array(n + 1);
  for (let from = 0; from < count; from += PAIR_BLOCK) countKeys(keys, from, Math.min(count, from + PAIR_BLOCK), starts);
  for (let v = 0; v < n; v++) starts[v + 1] = starts[v + 1]! + starts[v]!;
  const out = new Int32Array(count);
  for (let from = 0; from < count; from += PAIR_BLOCK) placeByKey(keys, order, from, Math.min(count, from + PAIR_BLOCK), starts, out);
  return out;
}

function countKeys(keys: Int32Array, from: number, to: number, starts: Int32Array): void {
  for (let k = from; k < to; k++) starts[keys[k]! + 1]!++;
}

function placeByKey(keys: Int32Array, order: Int32Array | null, from: number, to: number, starts: Int32Array, out: Int32Array): void {
  for (let k = from; k < to; k++) {
    const position = order === null ? k : order[k]!;
    out[starts[keys[position]!]!++] = position;
  }
}

function gather(pairs: Float64Array, order: Int32Array, from: number, to: number, out: Float64Array): void {
  for (let k = from; k < to; k++) out[k] = pairs[order[k]!]!;
}

/** Pairs come out newer by newer, so placing them by older in that order sorts them (a counting sort). */
function sortByOlder(packed: Float64Array, pairs: number, perOlder: Int32Array, n: number): Float64Array {
  for (let older = 0; older < n; older++) perOlder[older + 1] = perOlder[older + 1]! + perOlder[older]!;
  const sorted = new Float64Array(pairs);
  for (let k = 0; k < pairs; k++) {
    const v = packed[k]!;
    sorted[perOlder[Math.floor(v / n)]!++] = v;
  }
  return sorted;
}

/** Discoveries from..to's indexable terms as (id, weight) from `count` on, new terms given the next id; returns the new count. */
function collectTerms(
  analyses: readonly Analysis[],
  from: number,
  to: number,
  ids: Map<string, number>,
  df: Int32Array,
  docStart: Int32Array,
  termIds: Int32Array,
  termWeights: Float64Array,
  maxWeight: Float64Array,
  count: number,
): number {
  for (let doc = from; doc < to; doc++) {
    docStart[doc] = count;
    count = collectDocTerms(analyses[doc]!.terms, ids, df, termIds, termWeights, maxWeight, count);
  }
  return count;
}

function collectDocTerms(
  terms: ReadonlyMap<string, number>,
  ids: Map<string, number>,
  df: Int32Array,
  termIds: Int32Array,
  termWeights: Float64Array,
  maxWeight: Float64Array,
  count: number,
): number {
  // Keys, not entries: an entry is an array the engine allocates, ~250,000 of them for 10,000 discoveries.
  for (const term of terms.keys()) {
    const weight = indexWeight(term, terms.get(term)!);
    if (weight <= 0) continue;
    let id = ids.get(term);
    if (id === undefined) {
      id = ids.size;
      ids.set(term, id);
    }
    df[id] = df[id]! + 1;
    if (weight > maxWeight[id]!) maxWeight[id] = weight;
    termIds[count] = id;
    termWeights[count] = weight;
    count++;
  }
  return count;
}

/** Posts discoveries from..to under their terms that are not too common and moves those terms to `kept` on; returns the new kept count. */
function keepTerms(
  from: number,
  to: number,
  docStart: Int32Array,
  keptStart: Int32Array,
  termIds: Int32Array,
  termWeights: Float64Array,
  df: Int32Array,
  limit: number,
  list: Int32Array,
  listWeights: Float64Array,
  fill: Int32Array,
  weights: Float64Array,
  kept: number,
): number {
  for (let doc = from; doc < to; doc++) {
    keptStart[doc] = kept;
    for (let k = docStart[doc]!; k < docStart[doc + 1]!; k++) {
      const id = termIds[k]!;
      if (df[id]! > limit) continue;
      listWeights[fill[id]!] = termWeights[k]!;
      list[fill[id]!++] = doc;
      weights[doc] = weights[doc]! + termWeights[k]!;
      // Rarest first (insertion sort: a discovery keeps about ten terms), so its most common terms come last, when
      // what is left to share is too little for a discovery not met yet (scoreOlder).
      let at = kept;
      const weight = termWeights[k]!;
      while (at > keptStart[doc]! && df[termIds[at - 1]!]! > df[id]!) {
        termIds[at] = termIds[at - 1]!;
        termWeights[at] = termWeights[at - 1]!;
        at--;
      }
      termIds[at] = id;
      termWeights[at] = weight;
      kept++;
    }
  }
  return kept;
}

/** Each discovery from..to's best older partners, appended to `packed` from `pairs` on; returns the new pair count. */
function pairBlock(
  from: number,
  to: number,
  n: number,
  keptStart: Int32Array,
  termIds: Int32Array,
  termWeights: Float64Array,
  maxWeight: Float64Array,
  starts: Int32Array,
  list: Int32Array,
  listWeights: Float64Array,
  score: Float64Array,
  touched: Int32Array,
  weights: Float64Array,
  minScore: number,
  minSimilarity: number,
  heapIds: Int32Array,
  heapScores: Float64Array,
  packed: Float64Array,
  pairs: number,
  perOlder: Int32Array,
): number {
  // Terms and weights are whole numbers (1 or 2), so a score is the same sum in whatever order its terms come.
  const similarityFloor = minSimilarity * minSimilarity * (1 - 1e-9);
  for (let doc = from; doc < to; doc++) {
    const touchedCount = scoreOlder(doc, keptStart, termIds, termWeights, maxWeight, starts, list, listWeights, score, touched, weights, minScore, similarityFloor);
    const heapSize = bestOlder(weights[doc]!, touchedCount, touched, score, weights, minScore, minSimilarity, similarityFloor, heapIds, heapScores);
    pairs = placePairs(doc, n, heapSize, heapIds, packed, pairs, perOlder);
  }
  return pairs;
}

/**
 * Sums into `score` what `doc` shares with each older discovery, listing those it touches in `touched`; returns how
 * many. A shared term counts the larger of the two weights the pair gives it (a name one side writes as code, the
 * other in prose). An older discovery first met at a term can share at most the most any discovery weighs that term
 * and those after it: when
 * that is below what bestOlder asks of the pair (`minScore`, or the similarity, `similarityFloor` being its square
 * with a margin for rounding), it is not listed. Its terms come rarest first (keepTerms), so this skips most of
 * what the common terms at the end meet.
 */
function scoreOlder(
  doc: number,
  keptStart: Int32Array,
  termIds: Int32Array,
  termWeights: Float64Array,
  maxWeight: Float64Array,
  starts: Int32Array,
  list: Int32Array,
  listWeights: Float64Array,
  score: Float64Array,
  touched: Int32Array,
  weights: Float64Array,
  minScore: number,
  similarityFloor: number,
): number {
  let touchedCount = 0;
  const own = weights[doc]!;
  let left = 0;
  for (let k = keptStart[doc]!; k < keptStart[doc + 1]!; k++) left += maxWeight[termIds[k]!]!;
  const enough = Math.min(minScore, own);
  for (let k = keptStart[doc]!; k < keptStart[doc + 1]!; k++) {
    const id = termIds[k]!;
    const w = termWeights[k]!;
    for (let p = starts[id]!, end = starts[id + 1]!; p < end; p++) {
      const other = list[p]!;
      if (other >= doc) break;
      const s = score[other]!;
      if (s === 0) {
        const theirs = weights[other]!;
        if (left < enough && left < theirs) continue;
        if (left * left < similarityFloor * own * theirs) continue;
        touched[touchedCount++] = other;
      }
      const given = listWeights[p]!;
      score[other] = s + (given > w ? given : w);
    }
    left -= maxWeight[id]!;
  }
  return touchedCount;
}

/** Keeps the best-scoring touched older discoveries in the heap (and zeroes their scores); returns the heap's size. */
function bestOlder(
  ownWeight: number,
  touchedCount: number,
  touched: Int32Array,
  score: Float64Array,
  weights: Float64Array,
  minScore: number,
  minSimilarity: number,
  similarityFloor: number,
  heapIds: Int32Array,
  heapScores: Float64Array,
): number {
  let heapSize = 0;
  for (let k = 0; k < touchedCount; k++) {
    const other = touched[k]!;
    const s = score[other]!;
    score[other] = 0;
    const theirs = weights[other]!;
    // A very short discovery ("Use pnpm.") has only a word or two to share.
    if (s < Math.min(minScore, ownWeight, theirs)) continue;
    // Squared, the similarity needs no square root: most pairs fall clearly below the floor (`similarityFloor` is
    // its square with a margin that keeps a pair on the line for the exact test below).
    const product = ownWeight * theirs;
    if (s * s < similarityFloor * product) continue;
    const similarity = s / Math.sqrt(product);
    if (similarity < minSimilarity) continue;
    heapSize = heapOffer(heapIds, heapScores, heapSize, other, similarity);
  }
  return heapSize;
}

/** Appends the heap's pairs with `doc` as the newer, counting them per older; returns the new pair count. */
function placePairs(doc: number, n: number, heapSize: number, heapIds: Int32Array, packed: Float64Array, pairs: number, perOlder: Int32Array): number {
  for (let h = 0; h < heapSize; h++) {
    const other = heapIds[h]!;
    packed[pairs++] = other * n + doc;
    perOlder[other + 1]!++;
  }
  return pairs;
}

/**
 * The k best (score, then higher position) of what is offered: a min-heap on that order, in two typed arrays
 * the caller keeps, `size` long. Not a class: an object's fields are a shape the engine forgets once no such
 * object outlives a GC, and the code that relied on the shape is thrown away with it (disc-036).
 */
function heapLess(ids: Int32Array, scores: Float64Array, i: number, j: number): boolean {
  const a = scores[i]!;
  const b = scores[j]!;
  return a < b || (a === b && ids[i]! < ids[j]!);
}

function heapSwap(ids: Int32Array, scores: Float64Array, i: number, j: number): void {
  const id = ids[i]!;
  ids[i] = ids[j]!;
  ids[j] = id;
  const score = scores[i]!;
  scores[i] = scores[j]!;
  scores[j] = score;
}

/** Offers (id, score) to a heap of `size` out of `ids.length` places; returns its new size. */
function heapOffer(ids: Int32Array, scores: Float64Array, size: number, id: number, score: number): number {
  if (size < ids.length) {
    ids[size] = id;
    scores[size] = score;
    let i = size;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!heapLess(ids, scores, i, parent)) break;
      heapSwap(ids, scores, i, parent);
      i = parent;
    }
    return size + 1;
  }
  if (size === 0 || score < scores[0]! || (score === scores[0]! && id < ids[0]!)) return size;
  ids[0] = id;
  scores[0] = score;
  let i = 0;
  for (;;) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && heapLess(ids, scores, l, m)) m = l;
    if (r < size && heapLess(ids, scores, r, m)) m = r;
    if (m === i) break;
    heapSwap(ids, scores, i, m);
    i = m;
  }
  return size;
}

/** Candidates of one discovery (a position in the input) among all the others, best first. */
export function candidatesOf(target: number, analyses: readonly Analysis[], options: CandidateOptions = {}): number[] {
  return candidateFinder(analyses, options)(target);
}

/**
 * One index for many lookups: a hook's first run or an ingest can bring
 * thousands of new discoveries, and an index per discovery would be quadratic.
 */
export function candidateFinder(analyses: readonly Analysis[], options: CandidateOptions = {}): (target: number) => number[] {
  const o = { ...DEFAULTS, ...options };
  const index = buildIndex(analyses, o);
  const totals = index.terms.map((terms) => terms.reduce((sum, [, w]) => sum + w, 0));
  return (target) => candidatesIn(index, totals, target, o);
}

function candidatesIn(index: CandidateIndex, totals: readonly number[], target: number, o: Required<CandidateOptions>): number[] {
  const own = index.terms[target] ?? [];
  const ownWeight = totals[target] ?? 0;
  const score = new Map<number, number>();
  for (const [term, w] of own) {
    const docs = index.postings.get(term) ?? [];
    const weights = index.postingWeights.get(term) ?? [];
    for (let p = 0; p < docs.length; p++) {
      const other = docs[p]!;
      // A term one side names as code (`teleop`) and the other in prose ("teleop parameters") weighs as code.
      if (other !== target) score.set(other, (score.get(other) ?? 0) + Math.max(w, weights[p]!));
    }
  }
  const found: Array<[number, number]> = [];
  for (const other of score.keys()) {
    const s = score.get(other)!;
    const otherWeight = totals[other]!;
    const similarity = s / Math.sqrt(ownWeight * otherWeight);
    if (s >= Math.min(o.minScore, ownWeight, otherWeight) && similarity >= o.minSimilarity) found.push([other, similarity]);
  }
  found.sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  return found.slice(0, o.maxPerDiscovery).map(([other]) => other);
}
