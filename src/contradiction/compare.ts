// The typed checks. Each looks for one way a newer discovery can contradict an older one and says
// which words made it think so; anything they do not catch is `related`, `duplicate` or `unrelated`,
// never a contradiction. This file holds the entry points (compareTexts, compareAnalyses), findHit, which
// runs the checks most explicit first, with mayHit and the summaries findContradictions' pair loop reads
// first, and the relation when no check fires. The checks live in subject.ts (same subject), polarity.ts,
// values.ts and substitution.ts.

import type { ContradictionKind } from '../plan/types.js';
import { absenceHit, deniedUseHit, omittedActionHit } from './absence.js';
import { acronymsSpelledOut, readSpelling } from './acronyms.js';
import { exclusiveHit, onlyRestated } from './exclusive.js';
import { coreDenialHit } from './core-denial.js';
import { flagHit } from './flags.js';
import { keptWithHit } from './kept-with.js';
import { deliveriesMayMeet, deliveryDirectionHit, deliverySides } from './delivery-direction.js';
import { analyze, type Analysis, type Denial } from './analyze.js';
import { phrasalReading } from './phrasal.js';
import { carriedReading, readingFor, type CarriedReading } from './carried.js';
import { POPULAR_FILES, termWeight } from './tokens.js';
import { clauseText, type Hit, weightedJaccard } from './subject.js';
import { namesTwoOwners } from './owners.js';
import { polarityHit } from './polarity.js';
import { signalsOf, valueHit } from './values.js';
import { stateDimensionHit } from './state-dimension.js';
import { actionSides, deniedAs, kindsOfOneThing, opposedBits, opposedFamilies, undoneLater } from './opposite-actions.js';
import { alternativeHit, frameBits, frameHit, moveHit, relocationHit, substitutionHit } from './substitution.js';

export type { Hit } from './subject.js';
export { weightedJaccard } from './subject.js';

export type Relation = 'contradiction' | 'duplicate' | 'related' | 'unrelated';

export interface Comparison {
  contradicts: boolean;
  kind: ContradictionKind | null;
  /** One line a reviewer can check against the two texts. */
  reason: string;
  /** The words in each text that triggered the check. */
  triggers: { older: string[]; newer: string[] };
  relation: Relation;
  /** Weighted share of content terms the two have in common, 0–1. */
  overlap: number;
}

/** Compares two discovery texts, the first written earlier. */
export function compareTexts(older: string, newer: string): Comparison {
  return compareAnalyses(analyze(older), analyze(newer));
}

export function compareAnalyses(older: Analysis, newer: Analysis): Comparison {
  const overlap = weightedJaccard(older.terms, newer.terms);
  const hit = findHit(older, newer);
  if (hit) {
    return { contradicts: true, kind: hit.kind, reason: hit.reason, triggers: { older: hit.older, newer: hit.newer }, relation: 'contradiction', overlap };
  }
  const relation = relationOf(older, newer, overlap);
  const reason =
    relation === 'duplicate'
      ? 'duplicate: both say the same thing'
      : relation === 'related'
        ? 'related: same subject, no incompatible claim found'
        : 'unrelated: no subject in common';
  return { contradicts: false, kind: null, reason, triggers: { older: [], newer: [] }, relation, overlap };
}

/** The first check that fires, most explicit first. This is all `findContradictions` needs. */
export function findHit(older: Analysis, newer: Analysis): Hit | null {
  return (
    firstReadingsHit(older, newer) ??
    oppositeActionHit(older, newer) ??
    carriedHit(older, newer) ??
    phrasalHit(older, newer) ??
    ofOneOwner(older, newer, deliveryDirectionHit(older, newer)) ??
    ofOneOwner(older, newer, coreDenialHit(older, newer))
  );
}

/**
 * "Records must be kept indefinitely" / "Records should now be purged after seven years": one side's verb undoes what
 * the other's does (opposite-actions.ts), neither negated. The undoing side is read once more as the denial of the
 * other side's verb ("should now be not kept"), and the checks decide as they would for a plain "not".
 */
function oppositeActionHit(older: Analysis, newer: Analysis): Hit | null {
  const o = actionSides(older.text);
  const n = actionSides(newer.text);
  const families = opposedFamilies(o, n);
  if (families === 0 || kindsOfOneThing(older, newer)) return null;
  for (let k = 0; families >> k !== 0; k++) {
    if ((families & (1 << k)) === 0) continue;
    const olderUndoes = (o.undoes & (1 << k)) !== 0;
    if (olderUndoes ? undoneLater(newer, older) : undoneLater(older, newer)) continue;
    const denied = olderUndoes ? deniedAs(older.text, k, newer.text) : deniedAs(newer.text, k, older.text);
    if (denied === null) continue;
    const hit = olderUndoes ? firstReadingsHit(analyze(denied.text), newer) : firstReadingsHit(older, analyze(denied.text));
    if (hit === null || (hit.kind !== 'polarity' && hit.kind !== 'modality')) continue;
    const reason = `${hit.kind}: "${denied.from}" undoes what the other side does, read as "${denied.to}"; ${hit.reason}`;
    return olderUndoes ? { ...hit, reason, older: [denied.from] } : { ...hit, reason, newer: [denied.from] };
  }
  return null;
}

/**
 * "Matchmaking tickets must include the player's MMR" / "Clients must not put MMR in matchmaking tickets": a rule on
 * what a carrier holds, said from the carrier's end on one side and from the item's or the doer's on the other, is read
 * once more as "<carrier> must (not) include <item>" (carried.ts), and counts when the checks find two opposed rules.
 * Two sides that each put an item in a carrier are read as written: their doers may differ.
 */
function carriedHit(older: Analysis, newer: Analysis): Hit | null {
  const o = carriedReading(older.text);
  const n = carriedReading(newer.text);
  if ((o === null && n === null) || (o?.placement === true && n?.placement === true)) return null;
  // "Every choir rehearsal recording must include `setlist.csv`" / "Don't include `setlist.csv` in concert programme
  // PDFs": the reading makes the carrier the subject, so the other side must name that carrier too, in a word that is
  // no part of the item.
  if ((o !== null && !carrierNamed(o, n, newer)) || (n !== null && !carrierNamed(n, o, older))) return null;
  const hit = firstReadingsHit(o !== null ? analyze(readingFor(o, newer.text)) : older, n !== null ? analyze(readingFor(n, older.text)) : newer);
  if (hit === null || hit.kind !== 'modality') return null;
  const read = (o ?? n)!;
  const reason = `modality: "${read.from}" read as "${read.to}"; ${hit.reason}`;
  return { ...hit, reason, older: o !== null ? [o.from] : hit.older, newer: n !== null ? [n.from] : hit.newer };
}

/**
 * "Never kick off the hotel inventory sync by hand" / "Trigger the hotel inventory sync manually": a phrasal verb read
 * once more as the one-word verb of its action the other side writes (phrasal.ts); a polarity or modality hit counts.
 */
function phrasalHit(older: Analysis, newer: Analysis): Hit | null {
  const o = phrasalReading(older.text, newer.text);
  const n = phrasalReading(newer.text, older.text);
  if (o === null && n === null) return null;
  // "Kick off the ledger reconciliation" / "Never trigger the payroll export": the action must be done to a thing the
  // other side names.
  if ((o !== null && !objectNamed(o.objects, newer)) || (n !== null && !objectNamed(n.objects, older))) return null;
  const hit = firstReadingsHit(o !== null ? analyze(o.text) : older, n !== null ? analyze(n.text) : newer);
  if (hit === null || (hit.kind !== 'modality' && hit.kind !== 'polarity')) return null;
  return { ...hit, reason: `${hit.kind}: a phrasal verb read as the other side's verb; ${hit.reason}` };
}

/** Each phrasal verb's object has a content word the other side writes. */
function objectNamed(objects: readonly string[], other: Analysis): boolean {
  return objects.every((object) => [...analyze(object).terms.keys()].some((t) => termWeight(t) > 0 && other.terms.has(t)));
}

/** A content word of the reading's carrier is in the other side's carrier (or text, when it has no reading), and not in the item. */
function carrierNamed(read: CarriedReading, other: CarriedReading | null, otherText: Analysis): boolean {
  const item = analyze(read.item).terms;
  const there = other !== null ? analyze(other.carrier).terms : otherText.terms;
  for (const term of analyze(read.carrier).terms.keys()) if (termWeight(term) > 0 && !item.has(term) && there.has(term)) return true;
  return false;
}

/** The checks on the two texts as written, then on the readings findHit tries after them. */
function firstReadingsHit(older: Analysis, newer: Analysis): Hit | null {
  const hit = checked(older, newer);
  if (hit !== null) return hit;
  // "the AE form" / "the adverse events form": read once more with the acronym spelled as the other side spells it.
  // For the checks that ask whether the two are about one subject; a substitution names two things by nature.
  const spelled = acronymsSpelledOut(older, newer);
  if (spelled !== null) {
    const again = checked(spelled[0], spelled[1]);
    if (again !== null && again.kind !== 'substitution') return again;
  }
  // The newer's claim read without the code its asides name ("is 28 days (`loan_days: 28` in `circulation.yml`)"):
  // the key's and the path's words made its subject another than the older's. The older's asides go too, so the two
  // claims are read alike.
  if (newer.withoutCodeAsides !== null) {
    const was = older.withoutCodeAsides === null ? older : analyze(older.withoutCodeAsides);
    const claim = analyze(newer.withoutCodeAsides);
    const found = checked(was, claim);
    if (found !== null) return found;
  }
  // The newer's first claim without the reason or second claim after it ("now that the vendor HAL emits warnings we
  // can't fix"), against the older's first claim: a tail of the older's is no claim the newer's first one answers
  // ("…; three seeds agree within 0.2 points"). Not when the newer's tail says what the older says ("Don't edit the
  // generated files; run `make generate` after editing the proto files").
  if (newer.claimBeforeTail === null) return null;
  // A tail spoils the claim only through a negation of its own or words of the older's: most tails have neither.
  const tail = analyze(newer.tail!);
  if (!spoils(tail, older)) return null;
  const was = older.claimBeforeTail === null ? older : analyze(older.claimBeforeTail);
  const claim = analyze(newer.claimBeforeTail);
  const found = checked(was, claim);
  return found === null || covers(tail, older) ? null : found;
}

/** The checks on one reading of the two texts, a hit kept only when its claims are of one owner. */
function checked(older: Analysis, newer: Analysis): Hit | null {
  return ofOneOwner(older, newer, firstHit(older, newer));
}

function firstHit(older: Analysis, newer: Analysis): Hit | null {
  const o = signalsOf(older);
  const n = signalsOf(newer);
  const polarity = (o.hasPositive && n.hasNegative) || (o.hasNegative && n.hasPositive) || o.hasFlippers || n.hasFlippers;
  const substitution = n.denies || o.deniesStrongly;
  const values = (o.dims & n.dims) !== 0;
  const alternatives = (o.groups & n.groups) !== 0;
  const moving = n.moves;
  const framing = (frameBits(older) & frameBits(newer)) !== 0;
  if (!polarity && !substitution && !values && !alternatives && !moving && !framing) return onlyHit(older, newer) ?? keptWithHit(older, newer);
  // "X was replaced" before "X is no longer used": the latter reads as polarity when the older says "uses X".
  return (
    (substitution ? substitutionHit(older, newer, EXPLICIT) : null) ??
    (n.denies ? withoutFlagHit(older, newer) : null) ??
    (values ? valueHit(older, newer) : null) ??
    (polarity ? polarityHit(older, newer, o, n) : null) ??
    (n.denies ? absenceHit(older, newer) : null) ??
    (polarity || n.denies || o.denies ? omittedActionHit(older, newer) : null) ??
    (substitution ? substitutionHit(older, newer, IMPLIED) : null) ??
    (alternatives ? alternativeHit(older, newer) : null) ??
    // After the substitution and alternative checks: "Don't use moment.js" against a date-fns newer is a change of tool first.
    (n.denies || o.denies ? deniedUseHit(older, newer) : null) ??
    (moving ? (moveHit(older, newer) ?? relocationHit(older, newer)) : null) ??
    (polarity ? stateDimensionHit(older, newer) : null) ??
    (framing ? frameHit(older, newer) : null) ??
    onlyHit(older, newer) ??
    // "Strip outputs from notebooks before committing" / "Commit notebooks with their outputs": neither is negated.
    keptWithHit(older, newer)
  );
}

/** Whether a tail has a negation of its own or a word of the older's. */
function spoils(tail: Analysis, older: Analysis): boolean {
  for (const c of tail.clauses) if (c.negations.length > 0) return true;
  for (const term of tail.terms.keys()) if (older.terms.has(term)) return true;
  return false;
}

/** Whether `a` has nearly all of `b`'s words, weighed as `b` weighs them. */
function covers(a: Analysis, b: Analysis): boolean {
  let all = 0;
  let kept = 0;
  b.terms.forEach((w, term) => {
    all += w;
    if (a.terms.has(term)) kept += w;
  });
  return all > 0 && kept >= 0.8 * all;
}

/** The kinds a negation reads: "only X when C" said again as "not X without C" is none of them (exclusive.ts onlyRestated). */
const RESTATES_ONLY = new Set<string>(['polarity', 'antonym', 'modality']);

/** A hit between two members of one family (owners.ts) is no contradiction; a substitution names two by nature. */
function ofOneOwner(older: Analysis, newer: Analysis, hit: Hit | null): Hit | null {
  if (!hit || hit.kind === 'substitution') return hit;
  if (RESTATES_ONLY.has(hit.kind) && onlyRestated(older, newer)) return null;
  return namesTwoOwners(older.text, newer.text, [...hit.older, ...hit.newer], hit.older, hit.newer) ? null : hit;
}

// findHit's opening test, read from typed arrays instead of the analyses: about a third of the candidate
// pairs stop there, and loading two analyses scattered over the heap costs those pairs more than the test.
const BIT_POSITIVE = 1;
const BIT_NEGATIVE = 2;
const BIT_FLIPS = 4;
const BIT_DENIES = 8;
const BIT_DENIES_STRONGLY = 16;
const BIT_MOVES = 32;
const BIT_EXCLUSIVE = 64;
const BIT_KNOWN = 128;
/** Bits 8–19: the families of opposite actions whose doing side the text writes; bits 20–31 their undoing side. */
const ACTION_DOES_SHIFT = 8;
const ACTION_UNDOES_SHIFT = 20;

/** Numbers per analysis in the summaries: signal bits, dims, groups, frames, delivery sides (delivery-direction.ts). */
const SLOTS = 5;

/**
 * Room for each analysis' summary, read by mayHit: five numbers per analysis (its signal bits, dims, groups, frames and
 * delivery sides), filled on its first pair. Typed arrays and module-level functions, not a closure over them: a closure made per run
 * takes its compiled code with it when it dies, and the engine compiles it again on the next run (disc-036).
 */
export function hitSummaries(count: number): Int32Array {
  return new Int32Array(count * SLOTS);
}

function summaryOf(analyses: readonly Analysis[], summaries: Int32Array, k: number): number {
  const at = k * SLOTS;
  if (summaries[at] !== 0) return summaries[at]!;
  const s = signalsOf(analyses[k]!);
  let b = BIT_KNOWN;
  if (s.hasPositive) b |= BIT_POSITIVE;
  if (s.hasNegative) b |= BIT_NEGATIVE;
  if (s.hasFlippers) b |= BIT_FLIPS;
  if (s.denies) b |= BIT_DENIES;
  if (s.deniesStrongly) b |= BIT_DENIES_STRONGLY;
  if (s.moves) b |= BIT_MOVES;
  if (s.exclusive) b |= BIT_EXCLUSIVE;
  const sides = actionSides(analyses[k]!.text);
  b |= (sides.does << ACTION_DOES_SHIFT) | (sides.undoes << ACTION_UNDOES_SHIFT);
  summaries[at + 1] = s.dims;
  summaries[at + 2] = s.groups;
  summaries[at + 3] = frameBits(analyses[k]!);
  summaries[at + 4] = deliverySides(analyses[k]!);
  summaries[at] = b;
  return b;
}

/**
 * Fills the summary of analyses[k] now rather than on its first pair: right after the text is read, what signalsOf
 * reads of it (every clause's words) is still in the processor's caches, and on its first pair it no longer is.
 * For the same reason it reads now what acronymsSpelledOut reads of it, and the shortened texts firstReadingsHit may
 * read on its pairs (without code asides, the first claim and its tail): nearly all of them are read in a run over all
 * pairs anyway (about 3,900 of 4,100 on the bench), and read here, next to their whole text, they cost about half what
 * they cost between the pair checks. They go into analyze's cache, so a pair finds them there; the results are the
 * same either way.
 */
export function summarize(analyses: readonly Analysis[], summaries: Int32Array, k: number): void {
  summaryOf(analyses, summaries, k);
  const a = analyses[k]!;
  readSpelling(a);
  if (a.withoutCodeAsides !== null) analyze(a.withoutCodeAsides);
  if (a.tail !== null) analyze(a.tail);
  if (a.claimBeforeTail !== null) analyze(a.claimBeforeTail);
}

/**
 * For analyses read by position (findContradictions' pair loop): false when findHit would return null before
 * reading either text, true when it has to read them. `summaries` comes from hitSummaries(analyses.length).
 */
export function mayHit(analyses: readonly Analysis[], summaries: Int32Array, older: number, newer: number): boolean {
  const o = summaryOf(analyses, summaries, older);
  const n = summaryOf(analyses, summaries, newer);
  return (
    ((o & BIT_POSITIVE) !== 0 && (n & BIT_NEGATIVE) !== 0) ||
    ((o & BIT_NEGATIVE) !== 0 && (n & BIT_POSITIVE) !== 0) ||
    ((o | n) & (BIT_FLIPS | BIT_EXCLUSIVE)) !== 0 ||
    (n & (BIT_DENIES | BIT_MOVES)) !== 0 ||
    (o & BIT_DENIES_STRONGLY) !== 0 ||
    (summaries[older * SLOTS + 1]! & summaries[newer * SLOTS + 1]!) !== 0 ||
    (summaries[older * SLOTS + 2]! & summaries[newer * SLOTS + 2]!) !== 0 ||
    (summaries[older * SLOTS + 3]! & summaries[newer * SLOTS + 3]!) !== 0 ||
    deliveriesMayMeet(summaries[older * SLOTS + 4]!, summaries[newer * SLOTS + 4]!) ||
    opposedBits((o >> ACTION_DOES_SHIFT) & 0xfff, (o >>> ACTION_UNDOES_SHIFT) & 0xfff, (n >> ACTION_DOES_SHIFT) & 0xfff, (n >>> ACTION_UNDOES_SHIFT) & 0xfff) !== 0
  );
}

/** "runs `mkdocs build --strict`" / "calls `mkdocs build` without `--strict`" (flags.ts). */
function withoutFlagHit(older: Analysis, newer: Analysis): Hit | null {
  const hit = flagHit(older, newer);
  if (!hit) return null;
  return {
    kind: 'polarity',
    reason: `polarity: the older runs \`${hit.command}\`, the newer runs it without \`${hit.flag}\` ("${clauseText(hit.withClause)}" / "${clauseText(hit.withoutClause)}")`,
    older: [hit.command],
    newer: ['without', hit.flag],
  };
}

/** "deploys only from main" / "deploys from main and release/*": the newer says what the older ruled out, or the reverse. */
function onlyHit(older: Analysis, newer: Analysis): Hit | null {
  if (!signalsOf(older).exclusive && !signalsOf(newer).exclusive) return null;
  const hit = exclusiveHit(older, newer);
  if (!hit) return null;
  const [o, n] = hit.only === older.clauses[hit.only.index] ? [hit.only, hit.other] : [hit.other, hit.only];
  return {
    kind: 'polarity',
    reason: `polarity: "${clauseText(hit.only)}" rules out what "${clauseText(hit.other)}" adds (${hit.added})`,
    older: o === hit.only ? [hit.cue] : [hit.added],
    newer: n === hit.only ? [hit.cue] : [hit.added],
  };
}

/** A text as compared for sameness (case, surrounding space and a final full stop aside): once per analysis, not per pair. */
const comparableText = new WeakMap<Analysis, string>();

function comparable(analysis: Analysis): string {
  let text = comparableText.get(analysis);
  if (text === undefined) comparableText.set(analysis, (text = analysis.text.trim().toLowerCase().replace(/[\s.]+$/, '')));
  return text;
}

function relationOf(older: Analysis, newer: Analysis, overlap: number): Relation {
  if (overlap >= 0.85 || comparable(older) === comparable(newer)) return 'duplicate';
  for (const anchor of older.anchors) if (newer.anchors.has(anchor) && !POPULAR_FILES.has(anchor)) return 'related';
  return overlap >= 0.15 ? 'related' : 'unrelated';
}

const EXPLICIT = new Set<Denial['source']>(['contrast', 'change']);
const IMPLIED = new Set<Denial['source']>(['negated-use']);
