// The typed checks. Each looks for one way a newer discovery can contradict an
// older one and says which words made it think so; anything they do not catch
// is `related`, `duplicate` or `unrelated`, never a contradiction.

import type { ContradictionKind } from '../plan/types.js';
import { exclusiveHit, mayBeExclusive } from './exclusive.js';
import { flagHit } from './flags.js';
import { actionOnly, handedOver, instruction, obligedEverywhere, suppliesSameThing } from './instructions.js';
import { analyze, copyStated, durationKindOf, withoutHead, expansionOf, stateNamed, type Analysis, type AntonymUse, type ClaimSignals, type Clause, type Denial, type Prefixed, type StatedQuantity } from './analyze.js';
import { escapeRegExp } from '../text/regexp.js';
import { memoize } from '../text/memo.js';
import { stem } from './stem.js';
import { isUnitWord } from './quantities.js';
import { settingState } from './setting-states.js';
import { catalogueQuantity, sameCatalogueQuantity, type CatalogueQuantity } from './settings-catalogue.js';
import { anchorTerms, FILE_EXTENSIONS, GENERIC_SEGMENTS, keyPathTerms, normalizeAnchor, POPULAR_FILES, splitIdentifier, termOfWord, termWeight, toggleSetting, wordTerms, type Token } from './tokens.js';
import { ALTERNATIVE_GROUPS, spellingsOf } from './alternatives.js';
import { aliases, inOrder, namedByAlias } from './aliases.js';
import { ANTONYMS, DECLARATION_STEMS, GENERIC_STEMS, LIGHT_STEMS, NEGATION_WORDS, QUALIFIERS, QUANTITY_CONTRASTS, QUANTITY_PREDICATE_STEMS, STOPWORDS, SUBJECT_CONTRASTS, SYNONYM_STEMS, VERB_SYNONYMS } from './vocabulary.js';

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

export interface Hit {
  kind: ContradictionKind;
  reason: string;
  older: string[];
  newer: string[];
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

const NO_CURRENT: ClaimSignals['current'] = [];
const DIMS = ['duration', 'size', 'percent', 'pixels', 'rate', 'port', 'version', 'clock', 'count', 'text', 'limitless'];
/** "No limit on uploads" meets a limit of any dimension. */
const LIMITED_DIMS = (1 << DIMS.indexOf('limitless')) - 1 - (1 << DIMS.indexOf('text')) - (1 << DIMS.indexOf('version')) - (1 << DIMS.indexOf('clock')) - (1 << DIMS.indexOf('port'));

/** What kinds of claims a discovery makes, so most pairs are ruled out without reading them again. */
function signalsOf(a: Analysis): ClaimSignals {
  if (a.signals !== null) return a.signals;
  let deniesStrongly = false;
  for (const d of a.denials) if (standsAgainstNewer(d)) deniesStrongly = true;
  const s: ClaimSignals = { dims: 0, groups: 0, hasPositive: false, hasNegative: false, hasFlippers: false, polar: [], denies: a.denials.length > 0, deniesStrongly, moves: moves(a).length > 0, current: NO_CURRENT, exclusive: mayBeExclusive(a), polarBits: NO_BITS };
  for (const c of a.clauses) {
    // What clausePolarity rules out before reading anything: a pair of such clauses can only disagree
    // when their signs differ or one has a flipping word.
    if (!c.conditional && c.terms.size > 0) {
      s.polar.push(c);
      if (c.positive) s.hasPositive = true;
      else s.hasNegative = true;
      if (c.flips) s.hasFlippers = true;
    }
    for (const q of c.quantities) {
      s.dims |= q.dim === 'limitless' ? LIMITED_DIMS : 1 << DIMS.indexOf(q.dim);
      if (isSetting(q)) s.dims |= 1 << DIMS.indexOf('duration');
      if (countOfRate(q)) s.dims |= 1 << DIMS.indexOf('rate');
      if (!q.former) (s.current === NO_CURRENT ? (s.current = []) : s.current).push({ q, c });
    }
    for (const g of c.alternatives.keys()) if (!ALTERNATIVE_GROUPS[g]!.contextOnly) s.groups |= 1 << g % 31;
  }
  if (s.polar.length > 0) s.polarBits = polarBitsOf(s.polar);
  a.signals = s;
  return s;
}

const NO_BITS = new Int32Array(0);
const BIT_SAYS_SO = 1;
const BIT_FLIPPING = 2;

/**
 * What polarityHit and mayDisagree read of a clause first, as three numbers: its positively weighted terms
 * and all its terms, each term one bit of 32 by a hash of its text, then its sign and whether it has
 * flipping words. Two clauses whose bits share no term cannot share one, so the pair is skipped without
 * loading either clause. A clause with acronyms or un-/non- prefixes is read in any case: all bits set.
 */
function polarBitsOf(polar: readonly Clause[]): Int32Array {
  const bits = new Int32Array(3 * polar.length);
  for (let k = 0; k < polar.length; k++) {
    const c = polar[k]!;
    let weighted = 0;
    let all = 0;
    if (c.acronyms.size > 0 || c.prefixed.length > 0) weighted = all = -1;
    else
      for (const term of c.terms.keys()) {
        const w = c.terms.get(term)!;
        const bit = termBit(term);
        all |= bit;
        if (w > 0) weighted |= bit;
      }
    bits[3 * k] = weighted;
    bits[3 * k + 1] = all;
    bits[3 * k + 2] = (c.positive ? BIT_SAYS_SO : 0) | (c.flips ? BIT_FLIPPING : 0);
  }
  return bits;
}

function termBit(term: string): number {
  let h = 0;
  for (let i = 0; i < term.length; i++) h = (Math.imul(h, 31) + term.charCodeAt(i)) | 0;
  return 1 << (h & 31);
}

/** The first check that fires, most explicit first. This is all `findContradictions` needs. */
export function findHit(older: Analysis, newer: Analysis): Hit | null {
  const o = signalsOf(older);
  const n = signalsOf(newer);
  const polarity = (o.hasPositive && n.hasNegative) || (o.hasNegative && n.hasPositive) || o.hasFlippers || n.hasFlippers;
  const substitution = n.denies || o.deniesStrongly;
  const values = (o.dims & n.dims) !== 0;
  const alternatives = (o.groups & n.groups) !== 0;
  const moving = n.moves;
  if (!polarity && !substitution && !values && !alternatives && !moving) return onlyHit(older, newer);
  // "X was replaced" before "X is no longer used": the latter reads as polarity when the older says "uses X".
  return (
    (substitution ? substitutionHit(older, newer, EXPLICIT) : null) ??
    (n.denies ? withoutFlagHit(older, newer) : null) ??
    (values ? valueHit(older, newer) : null) ??
    (polarity ? polarityHit(older, newer, o, n) : null) ??
    (substitution ? substitutionHit(older, newer, IMPLIED) : null) ??
    (alternatives ? alternativeHit(older, newer) : null) ??
    (moving ? (moveHit(older, newer) ?? relocationHit(older, newer)) : null) ??
    onlyHit(older, newer)
  );
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

/**
 * Room for each analysis' summary, read by mayHit: three numbers per analysis (its signal bits, dims and groups),
 * filled on its first pair. Typed arrays and module-level functions, not a closure over them: a closure made per run
 * takes its compiled code with it when it dies, and the engine compiles it again on the next run (disc-036).
 */
export function hitSummaries(count: number): Int32Array {
  return new Int32Array(count * 3);
}

function summaryOf(analyses: readonly Analysis[], summaries: Int32Array, k: number): number {
  const at = k * 3;
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
  summaries[at + 1] = s.dims;
  summaries[at + 2] = s.groups;
  summaries[at] = b;
  return b;
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
    (summaries[older * 3 + 1]! & summaries[newer * 3 + 1]!) !== 0 ||
    (summaries[older * 3 + 2]! & summaries[newer * 3 + 2]!) !== 0
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

// ---------------------------------------------------------------------------
// Term-set comparison

interface Alignment {
  shared: number;
  onlyA: number;
  onlyB: number;
  sharedTerms: string[];
}

function align(a: Map<string, number>, b: Map<string, number>): Alignment {
  let shared = 0;
  let onlyA = 0;
  let onlyB = 0;
  const sharedTerms: string[] = [];
  // Keys, not entries, here and in the other loops a pair check runs: each entry is an array the engine
  // allocates, and the garbage collector's share of a check grows with them.
  for (const term of a.keys()) {
    const w = a.get(term)!;
    if (b.has(term)) {
      shared += w;
      if (w > 0) sharedTerms.push(term);
    } else onlyA += w;
  }
  for (const term of b.keys()) if (!a.has(term)) onlyB += b.get(term)!;
  return { shared, onlyA, onlyB, sharedTerms };
}

export function weightedJaccard(a: Map<string, number>, b: Map<string, number>): number {
  const { shared, onlyA, onlyB } = align(a, b);
  const total = shared + onlyA + onlyB;
  return total === 0 ? 0 : shared / total;
}


/** The words of the two texts being compared, for reading what each extra word is attached to. */
interface Wording {
  a: Clause;
  b: Clause;
}

/**
 * Two clauses (or quantity contexts) talk about the same thing. Extra words on one side (a reason, a
 * detail, a longer name for the same thing) do not make subjects differ; what does is a specific word
 * on each side in the same place ("`metrics` service" / "`admin` service", "stored in Redis" / "stored
 * in cookies"), a scope on each side ("locally" / "in CI"), or a name on each side the other lacks.
 */
function sameSubject(
  a: Map<string, number>,
  b: Map<string, number>,
  ratio: number,
  aText: Map<string, number> = a,
  bText: Map<string, number> = b,
  verbs: Verbs = NO_VERBS,
  wording?: Wording,
): boolean {
  const first = sameSubjectAs(a, b, ratio, aText, bText, verbs, wording);
  if (first !== NOT_SAME) return first === SAME;
  if (!wording || !eachHasOwn(a, b)) return false;
  // "source maps" and "sourcemaps": read again with the words joined, when joining changes anything.
  const [x, y] = joinCompounds(a, b, wording);
  return (x !== a || y !== b) && sameSubjectAs(x, y, ratio, aText, bText, verbs, wording) === SAME;
}

/** sameSubjectAs: the same subject; different ones; nothing in common (joining words would not help). */
const SAME = 2;
const NOT_SAME = 1;
const NOTHING_SHARED = 0;

/** What the verbs of the two clauses compared are, without copying them into one set. */
interface Verbs {
  has(term: string): boolean;
}

function bothVerbs(p: Clause, q: Clause): Verbs {
  return { has: (t) => p.verbs.has(t) || q.verbs.has(t) };
}

function sameSubjectAs(
  a: Map<string, number>,
  b: Map<string, number>,
  ratio: number,
  aText: Map<string, number>,
  bText: Map<string, number>,
  verbs: Verbs,
  wording: Wording | undefined,
): number {
  let shared = 0;
  let sharedAnchors = 0;
  let onlyA = 0;
  let onlyB = 0;
  let discA = false;
  let discB = false;
  let qualifierA = false;
  let qualifierB = false;
  let namesA: string[] | null = null;
  let namesB: string[] | null = null;
  let keysA: string[] | null = null;
  let keysB: string[] | null = null;
  // "the Postgres volume" / "the db volume", "phx" / "Phoenix": one subject named two ways (aliases.ts).
  const roles = wording ? aliases(wording.a, wording.b, a, b) : null;
  for (const t of a.keys()) {
    const w = a.get(t)!;
    const v = b.get(t);
    if (v !== undefined) {
      // A name one side put in backticks is a name on both.
      const m = w > v ? w : v;
      shared += m;
      if (m >= 2) sharedAnchors++;
      continue;
    }
    // A state word only one side uses ("manually") says how, not what about.
    if (t.startsWith('ant:')) continue;
    // `UserSerializer.phone` and "phone on UserSerializer": a name written another way is shared.
    if (roles?.has(t) || (wording && ((NAME_CHARS.test(t) && sameName(t, b)) || compoundExplained(t, wording.a, b)))) {
      shared += w;
      if (wording && namespaced(t)) (keysA ??= []).push(t);
      continue;
    }
    onlyA += w;
    if (QUALIFIERS.has(t)) qualifierA = true;
    if (w >= 2) (namesA ??= []).push(t);
  }
  if (shared === 0) return NOTHING_SHARED;
  for (const t of b.keys()) {
    const w = b.get(t)!;
    if (a.has(t) || t.startsWith('ant:')) continue;
    if (roles?.has(t) || (wording && ((NAME_CHARS.test(t) && sameName(t, a)) || compoundExplained(t, wording.b, a)))) {
      shared += w;
      if (wording && namespaced(t)) (keysB ??= []).push(t);
      continue;
    }
    onlyB += w;
    if (QUALIFIERS.has(t)) qualifierB = true;
    if (w >= 2) (namesB ??= []).push(t);
  }
  if (qualifierA && qualifierB) return NOTHING_SHARED;
  // `org.gradle.caching` read as "Gradle … cache": a namespaced key names one setting exactly, so a word the prose
  // adds that the key lacks names another ("the configuration cache").
  if ((keysA && prosePastKeys(keysA, b, a, verbs)) || (keysB && prosePastKeys(keysB, a, b, verbs))) return NOT_SAME;
  // "The job retries …" / "The webhook sender retries …": what each sentence is about is absent from the other.
  if (wording && sharedAnchors < 2 && headsDiffer(wording.a, wording.b)) return NOT_SAME;
  // "the api service" / "the api-gateway service": a hyphenated name is one name, and its first part alone another.
  if (wording && (partNamesAnother(wording.a, wording.b, a) || partNamesAnother(wording.b, wording.a, b))) return NOT_SAME;
  // Nothing else only one side says could make them differ.
  if (onlyA === 0 || onlyB === 0) return SAME;
  // How much of the shorter side the longer one covers: a reason or a detail the other leaves out is not a
  // difference. Without the wording, every extra word counts.
  if (shared / (shared + (wording ? Math.min(onlyA, onlyB) : onlyA + onlyB)) < ratio) return NOT_SAME;
  // Each side names something the other does not (`build` job vs `deploy` job): two different things.
  if (namesA && namesB && namesDiffer(namesA, namesB)) return NOT_SAME;
  if (sharedAnchors >= 2) return SAME;
  for (const t of a.keys()) if (!b.has(t) && !roles?.has(t) && discriminates(t, a.get(t)!, bText, verbs)) {
    discA = true;
    break;
  }
  for (const t of b.keys()) if (!a.has(t) && !roles?.has(t) && discriminates(t, b.get(t)!, aText, verbs)) {
    discB = true;
    break;
  }
  if (!wording) return discA && discB ? NOT_SAME : SAME;
  // Every word only one side has, general ones too: "the `api` log group" / "the audit log group".
  return (discA || discB) && slotsContrast(wording.a, wording.b, extras(a, b, verbs, roles), extras(b, a, verbs, roles), a, b) ? NOT_SAME : SAME;
}

/**
 * `c` writes a hyphenated name ("api-gateway", "user-service") whose first part the other clause writes as a word
 * of its own ("the api service") and whose last part it never writes: the other side names the thing the first
 * part names, not this one. "the gateway" / "the api-gateway" is one thing; adjectives ("read-only",
 * "user-facing") are not names.
 */
function partNamesAnother(c: Clause, other: Clause, own: Map<string, number>): boolean {
  for (const t of c.tokens) {
    if (t.kind !== 'word' || t.terms.length < 2 || !t.norm.includes('-')) continue;
    const last = t.terms[t.terms.length - 1]!;
    if (other.terms.has(last) || !own.has(last) || GENERIC_STEMS.has(last) || termWeight(last) === 0) continue;
    // A last part that is an action makes a kind of what follows: a "dependency-bump PR" is a "dependency PR".
    if (QUANTITY_PREDICATE_STEMS.has(last) || ACTION_NOUN_STEMS.has(last) || /(ing|ion|ment)$/.test(t.norm)) continue;
    const first = t.norm.slice(0, t.norm.indexOf('-'));
    if (c.tokens.some((x) => x !== t && x.norm === first)) continue;
    const at = other.tokens.findIndex((x) => x.kind === 'word' && x.norm === first);
    if (at < 0) continue;
    // The part alone names a thing when it is what the other clause is about ("The api listens …") or comes before a
    // general noun ("the api service"); before another word it qualifies it ("the initial budget" / "initial-bundle budget").
    const next = other.tokens[at + 1];
    if (other.head === other.tokens[at] || (next !== undefined && next.kind === 'word' && next.terms.length > 0 && next.terms.every((x) => GENERIC_STEMS.has(x)))) return true;
  }
  return false;
}

/**
 * A specific word the other discovery never uses. Verbs do not count: "runs" and "collects" differ in
 * wording more often than in subject.
 */
function discriminates(term: string, w: number, other: Map<string, number>, verbs: Verbs): boolean {
  return w > 0 && !GENERIC_STEMS.has(term) && !term.startsWith('ant:') && !verbs.has(term) && !other.has(term) && !explainedBy(term, other);
}

/** Terms only `a` has that could name something: not verbs, not states, not `b`'s names written another way. */
function extras(a: Map<string, number>, b: Map<string, number>, verbs: Verbs, roles: Set<string> | null = null): string[] {
  const out: string[] = [];
  for (const t of a.keys()) { const w = a.get(t)!; if (w > 0 && !b.has(t) && !t.startsWith('ant:') && !verbs.has(t) && !sameName(t, b) && !roles?.has(t)) out.push(t); }
  return out;
}

/** A key under a reverse-domain namespace: `org.gradle.caching`, `com.android.build`. */
function namespaced(term: string): boolean {
  const dot = term.indexOf('.');
  return dot > 0 && NAMESPACE_ROOTS.has(term.slice(0, dot)) && !term.includes('/');
}

/** `prose` has a word of its own, no verb or state, that none of the keys its side explained contains. */
function prosePastKeys(keys: readonly string[], prose: Map<string, number>, own: Map<string, number>, verbs: Verbs): boolean {
  for (const [u, w] of prose) {
    if (w !== 1 || own.has(u) || u.startsWith('ant:') || verbs.has(u) || STOPWORDS.has(u) || LIGHT_STEMS.has(u) || u === 'org') continue;
    if (!keys.some((k) => partsOf(k).some(([p, st, canonical]) => p === u || st === u || canonical === (SYNONYM_STEMS[u] ?? u)))) return true;
  }
  return false;
}

/** Each map has a term the other lacks. */
function eachHasOwn(a: Map<string, number>, b: Map<string, number>): boolean {
  let own = false;
  for (const t of a.keys()) if (!b.has(t)) {
    own = true;
    break;
  }
  if (!own) return false;
  for (const t of b.keys()) if (!a.has(t)) return true;
  return false;
}

const SUBJECT_ENDS = new Set(
  `is are was were be been has have had do does did can could should must may might will would shall never always not cannot
  isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't can't couldn't shouldn't mustn't won't wouldn't
  isnt arent wasnt werent dont doesnt didnt cant shouldnt mustnt wont`.split(/\s+/),
);
function headsDiffer(p: Clause, q: Clause): boolean {
  const a = p.head;
  const b = q.head;
  return a !== null && b !== null && !subjectFound(p, a, q) && !subjectFound(q, b, p);
}

/** A general head ("the backfill job", "`Order` objects") is found through the word that specifies it. */
function subjectFound(c: Clause, head: Token, other: Clause): boolean {
  if (namesToken(other, head) || spelledApart(c, head, other)) return true;
  if (!generalHead(head)) return false;
  const modifier = c.tokens[c.tokens.indexOf(head) - 1];
  return modifier !== undefined && modifier.terms.length > 0 && (namesToken(other, modifier) || namedByAlias(c, modifier, other));
}

/**
 * The other clause writes the word as one where this clause writes it as two, or the other way round: "code
 * base" / "codebase", "front-end" / "frontend", "the user id" / `userId`, "max retries" / `MAX_RETRIES`.
 */
function spelledApart(c: Clause, token: Token, other: Clause): boolean {
  if (token.kind !== 'word' || token.terms.length === 0) return false;
  if (token.terms.length === 1 && compoundAt(other, token.terms[0]!) !== null) return true;
  const at = c.tokens.indexOf(token);
  const before = c.tokens[at - 1];
  const joined = token.norm.includes('-') ? token.norm : before?.kind === 'word' && before.terms.length > 0 ? before.norm + token.norm : null;
  if (joined === null) return false;
  const letters = joined.replace(/-/g, '');
  if (other.terms.has(termOfWord(letters))) return true;
  // An identifier is its words run together: `userId`, `max-retries`, `MAX_RETRIES`.
  for (const t of other.tokens) if (t.kind === 'code' && t.terms.length > 1 && t.terms[0]!.replace(/[_-]/g, '') === letters) return true;
  return false;
}

function generalHead(t: Token): boolean {
  return t.terms.length > 0 && t.terms.every((x) => GENERIC_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x));
}

/** A command (`go generate ./...`) is words; a path, an identifier or a snippet is one name. */
const COMMAND = /^[a-z0-9][\w.:/@-]*( [\w.:/@=-]+)+$/;

/** The clause names the term in full: as a word, or as a whole name (not as `image-resize`'s "image"). */
function namesTerm(c: Clause, term: string): boolean {
  // Only a term the clause counts can be one it names in full.
  if (!c.terms.has(term) || term.startsWith('ant:')) return c.terms.has(term);
  for (const t of c.tokens) {
    if (t.kind === 'code' && !COMMAND.test(t.terms[0] ?? '')) {
      if (t.terms[0] === term) return true;
      if (t.terms.includes(term)) {
        // A setting's key is words: `search.indexing.enabled=true` names search indexing.
        if (toggleSetting(t.raw) || settingState(t.raw)) return true;
        // So is a key path: `resources.limits.cpu` names CPU limits.
        if (t.quoted && t.raw.includes('.') && keyPathTerms(t.raw).includes(term)) return true;
        // A route is named by what it serves: `POST /exports` is the export endpoint.
        if (routeResource(t) === term) return true;
      }
    } else if (t.terms.includes(term)) return true;
  }
  return false;
}

/** A route path's last segment (`/exports`, `/api/v2/users/:id`), as its term; a file path has none. */
const ROUTE = /^\/(?:[a-z0-9_-]+\/)*([a-z][a-z0-9_-]*)(?:\/(?::[a-z_]+|\{[a-z_]+\}|\[[a-z_]+\]))?$/;

function routeResource(t: Token): string | undefined {
  const m = ROUTE.exec(t.terms[0] ?? '');
  if (!m) return undefined;
  const words = wordTerms(m[1]!.replace(/_/g, '-'));
  return words[words.length - 1];
}

/**
 * The other clause names the subject of a negation: its head word, or for a general head ("Code in
 * `plugins/`", "the `tenant_id` query param") a specific word of the subject; and not with another word
 * in front of the same head ("The CSRF cookie" against "The session cookie").
 */
function subjectNamed(c: Clause, head: Token, other: Clause): boolean {
  const at = c.tokens.indexOf(head);
  const modifier = c.tokens[at - 1];
  const specificModifier = modifier !== undefined && modifier.terms.some((x) => (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x));
  if (spelledApart(c, head, other)) return true;
  if (namesToken(other, head)) {
    if (!specificModifier || namesToken(other, modifier!)) return true;
    // A modifier the other side lacks, where the other side puts its own word in front of the same head.
    // The head as a word ("the price lookup"), not as a part of a name (`pricing/lookup.ts`) written first.
    let there = tokenSharingTerm(other.tokens, head, true);
    if (there < 0) there = tokenSharingTerm(other.tokens, head, false);
    const theirs = there > 0 ? other.tokens[there - 1]! : undefined;
    const theirsSpecific = theirs !== undefined && theirs.terms.some((x) => (other.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x));
    return !theirsSpecific;
  }
  // "The `node-agent` container": a name in backticks before the head is what the subject is called.
  if (modifier?.kind === 'code' && namesToken(other, modifier)) return true;
  if (!generalHead(head)) return false;
  // The specific words of the subject: from the clause start to the verb.
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t === head) continue;
    if (i > at && SUBJECT_ENDS.has(t.norm)) break;
    if (t.terms.some((x) => (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x)) && (namesToken(other, t) || namedByAlias(c, t, other))) return true;
  }
  return false;
}

/** The first token (a word, if `wordOnly`) with a term of `head`, or -1. */
function tokenSharingTerm(tokens: readonly Token[], head: Token, wordOnly: boolean): number {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (wordOnly && t.kind !== 'word') continue;
    for (const x of t.terms) if (head.terms.includes(x)) return i;
  }
  return -1;
}

/**
 * One side names the subject by its file or folder, the other in words: "The backup script" / `scripts/backup.sh`,
 * "the container entrypoint" / `docker/entrypoint.sh`, "the ingest lambda" / `lambdas/ingest/index.js`. Either
 * side's head may be the path.
 */
function pathNamesSubject(c: Clause, head: Token, other: Clause): boolean {
  const theirs = other.head;
  if (theirs === null) return false;
  if (isPathToken(head)) return !isPathToken(theirs) && phraseNamesPath(other, theirs, head, c);
  // Only a path in the other's subject: "`api/auth.ts` checks …", "The `ingest/` lambda …"; not a scope ("In
  // `packages/x/`, …") nor an object ("run `tests/integration` with …").
  const end = other.tokens.indexOf(theirs);
  for (let i = 0; i <= end; i++) {
    const t = other.tokens[i]!;
    if (isPathToken(t) && !LINKS.has(other.tokens[i - 1]?.norm ?? '') && phraseNamesPath(c, head, t, other)) return true;
  }
  return false;
}

/** A file or folder written as code: `scripts/backup.sh`, `.husky/`, `entrypoint.sh` (not a command). */
function isPathToken(t: Token): boolean {
  return t.kind === 'code' && !/\s/.test(t.raw) && (t.raw.includes('/') || /^[\w.-]*\w\.[a-z][a-z0-9]{0,4}$/i.test(t.raw));
}

/** The terms of a path's parts, and of its last part without the extension. */
const pathParts = memoize((raw: string): { all: Set<string>; base: Set<string>; whole: string; folders: Set<string> } => {
  const segments = raw.toLowerCase().split('/').filter((x) => x !== '' && x !== '.' && x !== '..' && !x.includes('*'));
  const last = raw.split('/').filter(Boolean).pop() ?? '';
  const baseRaw = last.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/^\./, '');
  const termsOf = (x: string) => splitIdentifier(x).flatMap((w) => wordTerms(w.toLowerCase()));
  const wholeOf = (x: string) => termOfWord(x.replace(/^\./, '').replace(/[_-]/g, ''));
  const all = new Set<string>();
  for (const segment of segments) for (const piece of segment.split('.')) for (const t of termsOf(piece)) all.add(t);
  const folders = new Set(segments.slice(0, raw.endsWith('/') ? segments.length : -1).map(wholeOf));
  return { all, base: new Set(termsOf(baseRaw)), whole: wholeOf(baseRaw.toLowerCase()), folders };
});

/**
 * The noun phrase ending in `head` names the path: the head is the file ("the container entrypoint" /
 * `entrypoint.sh`), or every word in front of the head is a part of the path and one of them its file or the head
 * one of its folders ("the auth middleware" / `api/middleware/auth.ts`). A word the path lacks ("the legacy
 * cleanup job" / `jobs/cleanup_job.rb`) names something else. `pathSide` is the clause that writes the path.
 */
function phraseNamesPath(c: Clause, head: Token, path: Token, pathSide: Clause): boolean {
  if (head.kind !== 'word' || head.terms.length === 0) return false;
  const parts = pathParts(path.raw);
  const at = c.tokens.indexOf(head);
  const modifiers: string[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct' || t.terms.length === 0 || SUBJECT_ENDS.has(t.norm)) break;
    if (t.kind === 'code') return false;
    for (const x of t.terms) if (termWeight(x) > 0) modifiers.push(x);
  }
  const headTerm = head.terms[head.terms.length - 1]!;
  // "The tax lookup" is not `pricing/lookup.ts` when that side writes "the price lookup" itself.
  let inWords = false;
  for (const t of pathSide.tokens) {
    if (t.kind === 'word' && t.terms.includes(headTerm)) {
      inWords = true;
      break;
    }
  }
  const allInPath = everyIn(modifiers, parts.all);
  if (parts.whole === headTerm && (!inWords || allInPath)) return true;
  // A word alone names a folder written whole ("Husky" / `.husky/`), not a part of a name ("CI" / `.gitlab-ci.yml`).
  if (modifiers.length === 0) return parts.folders.has(headTerm) && !GENERIC_STEMS.has(headTerm);
  if (!allInPath) return false;
  for (const x of modifiers) if (parts.base.has(x)) return true;
  return parts.all.has(headTerm);
}

function everyIn(xs: readonly string[], set: Set<string>): boolean {
  for (const x of xs) if (!set.has(x)) return false;
  return true;
}

/** The clause names what the token names: the same word, the same name written another way, or its initials (HMR). */
function namesToken(c: Clause, token: Token): boolean {
  const own = token.terms;
  // A name the clause took from its aside ("… (`MAX_UPLOAD_BYTES` in `config/limits.py`)").
  if (token.kind === 'code' && own[0] !== undefined && c.terms.has(own[0])) return true;
  for (let i = 0; i < own.length; i++) {
    // (A word the clause does not have at all cannot be one of its words.)
    if (namesTerm(c, own[i]!) || sameName(own[i]!, c.terms)) return true;
    // A name is named as a whole, not by its parts.
    if (token.kind === 'code') break;
  }
  if (token.kind === 'code') {
    const toggle = toggleSetting(token.raw);
    const named = toggle ? stateNamed(toggle.key) : undefined;
    if (named !== undefined && c.terms.has(named)) return true;
    // `isMinifyEnabled` is "minification" (reading: the same word start).
    if (toggle && own.length === 1 && /^[a-z]{5,}$/.test(own[0]!) && otherWordStart(own[0]!, c.terms) !== undefined) return true;
  }
  // Both ways below need the clause to have the name's last part.
  const last = own[own.length - 1];
  if (last !== undefined && own.length > 1 && c.terms.has(last)) {
    // `management.health.db.enabled=false` is about the last part of its key: the db (health check).
    if (token.kind === 'code' && toggleSetting(token.raw) && namesTerm(c, last)) return true;
    // "`orders-svc`" on one side, "orders-svc" on the other: the same spelling, with or without backticks.
    if (token.kind === 'code' || token.norm.includes('-')) for (const t of c.tokens) if (t.norm === token.norm && t.kind !== 'punct') return true;
  }
  // `physics_ticks_per_second` is "the physics tick rate": a key is named by its parts, all of them but units
  // (`minSdk` is not `targetSdk`), in words: another key's parts (`maxRetryDelayMs`) name another setting.
  if (token.kind === 'code' && own.length > 2 && !COMMAND.test(own[0] ?? '')) {
    const parts = keyParts(token);
    if (parts.length >= 2 && partsExplained(parts, proseTerms(c), false)) return true;
  }
  return /^[A-Z]{2,5}s?$/.test(token.raw) && expansionOf(c, token.norm.replace(/s$/, '')) !== undefined;
}

const KEY_PARTS = new WeakMap<Token, Array<[string, string, string, boolean]>>();

/** The parts of a name token, camelCase split as well: read once per token. */
function keyParts(token: Token): Array<[string, string, string, boolean]> {
  let parts = KEY_PARTS.get(token);
  if (!parts) {
    parts = partsOf(splitIdentifier(token.raw).join('_').toLowerCase());
    KEY_PARTS.set(token, parts);
  }
  return parts;
}

const PROSE_TERMS = new WeakMap<Clause, Map<string, number>>();

/** The terms a clause writes as words, not as parts of names. */
function proseTerms(c: Clause): Map<string, number> {
  let terms = PROSE_TERMS.get(c);
  if (!terms) {
    terms = new Map();
    for (const t of c.tokens) if (t.kind === 'word') t.terms.forEach((x, k) => terms!.set(x, t.weights[k] ?? 1));
    PROSE_TERMS.set(c, terms);
  }
  return terms;
}

/** Two clauses about different things: different subjects, or different words in one place ("e2e tests" / "auth tests"). */
function differentThings(p: Clause, q: Clause): boolean {
  if (headsDiffer(p, q)) return true;
  const extra = (x: Clause, y: Clause) => [...x.terms].filter(([t, w]) => w > 0 && !y.terms.has(t) && !x.verbs.has(t) && !t.startsWith('ant:')).map(([t]) => t);
  const a = extra(p, q);
  const b = extra(q, p);
  return a.length > 0 && b.length > 0 && slotsContrast(p, q, a, b, p.terms, q.terms);
}

/** Modifiers saying something is there and working, not which one it is. */
const CURRENT_STATE = new Set('running live active existing current actual incoming outgoing ongoing pending remaining upcoming underlying respective corresponding'.split(' '));

/** Modifiers that mean "all of it": "the repository tests" includes "the Go unit tests". */
const UNIVERSAL = new Set(['repositori', 'repo', 'project', 'codebas', 'monorepo', 'entir', 'whole', 'global', 'everi']);

/** `pnpm db:migrate` and `db:migrate`, `settings.Config` and "`Config` in `settings`": one name written two ways. */
const sameNameCache = new WeakMap<Map<string, number>, Map<string, boolean>>();

function sameName(term: string, other: Map<string, number>): boolean {
  if (!NAME_CHARS.test(term)) return false;
  // The same clause is compared with many others: remember what its terms explain.
  let known = sameNameCache.get(other);
  if (!known) sameNameCache.set(other, (known = new Map()));
  let answer = known.get(term);
  if (answer === undefined) known.set(term, (answer = namesAnotherWay(term, other)));
  return answer;
}

function namesAnotherWay(term: string, other: Map<string, number>): boolean {
  if (explainedBy(term, other)) return true;
  // A plain term can only be the last segment of a path or a word of a command on the other side.
  const plain = !term.includes('/') && !term.includes(' ');
  for (const u of other.keys()) {
    if (u === term || (plain && !u.includes('/') && !u.includes(' '))) continue;
    if (sameFile(term, u)) return true;
  }
  return false;
}

const NAME_CHARS = /[^a-z0-9]/;

/**
 * The words of the clause that make the one word `term`, as their terms: two neighbours ("source maps" →
 * sourcemap) or one hyphenated word ("drop-down" → dropdown, "auto-scaled" → autoscale); null if none.
 */
function compoundAt(c: Clause, term: string): readonly string[] | null {
  if (term.length < 6) return null;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const x = tokens[i]!;
    // The first word starts the compound: a cheap test before stemming the two together.
    if (x.kind !== 'word' || x.norm.length < 2 || x.terms.length === 0 || !term.startsWith(x.norm.slice(0, Math.min(x.norm.length, 4)))) continue;
    if (x.norm.includes('-')) {
      if (x.terms.length >= 2 && termOfWord(x.norm.replace(/-/g, '')) === term) return x.terms;
      continue;
    }
    const y = tokens[i + 1];
    if (x.norm.length >= term.length || y === undefined || y.kind !== 'word' || y.terms.length === 0) continue;
    // A stem is the word less its ending: only a joined pair starting like the term is worth stemming.
    const joined = x.norm + y.norm;
    if (!joined.startsWith(term.slice(0, -1)) || joined.length > term.length + 4) continue;
    if (termOfWord(joined) === term) return [...x.terms, ...y.terms];
  }
  return null;
}

/**
 * "sourcemaps" and "source maps", "codebase" and "code base": one word on one side, two on the other.
 * Both sides then share the word and the two.
 */
function joinCompounds(a: Map<string, number>, b: Map<string, number>, wording: Wording): [Map<string, number>, Map<string, number>] {
  const out: [Map<string, number>, Map<string, number>] = [a, b];
  joinInto(a, wording.b, 1, a, b, out);
  joinInto(b, wording.a, 0, a, b, out);
  return out;
}

/**
 * joinCompounds for the words of `one` that side `into` (0: a, 1: b) writes as two in `two`; `out` holds both
 * sides, copied on the first change. A function of its own, not a closure made per call: a closure loses its
 * optimised code when it dies at a full GC, and this one was compiled again in every bench run.
 */
function joinInto(one: Map<string, number>, two: Clause, into: 0 | 1, a: Map<string, number>, b: Map<string, number>, out: [Map<string, number>, Map<string, number>]): void {
  for (const [t, w] of one) {
    if (w === 0 || NAME_CHARS.test(t) || out[into].has(t)) continue;
    const parts = compoundAt(two, t);
    if (parts === null) continue;
    if (out[0] === a) out[0] = new Map(a);
    if (out[1] === b) out[1] = new Map(b);
    // The side with the one word gets the two, the side with the two gets the one.
    const single = out[1 - into]!;
    const split = out[into];
    for (const p of parts) if (split.has(p) && !single.has(p)) single.set(p, split.get(p)!);
    split.set(t, w);
  }
}

/** Prepositions that tie a word to its neighbour: "stored in Redis" and "stored in cookies" fill one place. */
const LINKS = new Set('in on at to for from by with into onto through via under over inside outside across against within between per of after before during until'.split(' '));
/** Words that end the phrase a word belongs to: what follows is another phrase. */
const BARRIERS = new Set('and or but nor once when whenever if while because since then that which who whose where so as than unless although though'.split(' '));

/**
 * Where the words specific to each side sit: next to which word both sides share, on which side of
 * it, through which preposition. "Access tokens" / "Refresh tokens" put different words in one
 * place (two subjects); "processed through a queue" / "handled inside the request" do not.
 */
function slotsContrast(
  aTokens: Clause,
  bTokens: Clause,
  discA: readonly string[],
  discB: readonly string[],
  a: Map<string, number>,
  b: Map<string, number>,
): boolean {
  const slotsA = slotsOf(aTokens, discA, a, b);
  if (slotsA.size === 0) return false;
  // Two general words in one place ("the backfill job" / "the backfill chunk size") do not name two things.
  for (const [slot, specific] of slotsOf(bTokens, discB, b, a)) if (slotsA.has(slot) && (specific || slotsA.get(slot))) return true;
  return false;
}

/** Where each word only this side has sits, and whether one of the words there is specific. */
function slotsOf(clause: Clause, specific: readonly string[], own: Map<string, number>, other: Map<string, number>): Map<string, boolean> {
  const tokens = clause.tokens;
  const slots = new Map<string, boolean>();
  const counts = (t: Token) => t.terms.some((x) => (own.get(x) ?? 0) > 0);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.terms.some((x) => specific.includes(x))) continue;
    // "a running broker" / "a live broker": a word for its state says which state it is in, not which one it is.
    if (t.kind === 'word' && CURRENT_STATE.has(t.norm)) continue;
    // An adverb ("locally") says how something is done, not which thing it is.
    if (t.kind === 'word' && t.norm.length > 4 && t.norm.endsWith('ly')) continue;
    // A name both sides use, or whose last part the other side uses ("application/json" and "JSON", `npm run
    // build` and `build`), is shared; `X-Request-Id` is not "request".
    const whole = t.terms[0];
    const last = t.terms.length > 1 ? (whole?.includes('/') ? t.terms[1] : t.terms[t.terms.length - 1]) : undefined;
    if ((whole !== undefined && other.has(whole)) || (last !== undefined && other.has(last))) continue;
    // "the repository tests" are all the tests: a word meaning "all of it" narrows nothing.
    if (t.terms.some((x) => UNIVERSAL.has(x)) && tokens[i + 1]?.terms.some((x) => other.has(x))) continue;
    const kind = t.terms.some((x) => specific.includes(x) && !GENERIC_STEMS.has(x) && !QUANTITY_PREDICATE_STEMS.has(x));
    for (const step of [-1, 1]) {
      let link = '';
      for (let j = i + step; j >= 0 && j < tokens.length; j += step) {
        const n = tokens[j]!;
        // A verb between them: one is the subject, the other part of what is said about it.
        if (n.kind === 'punct' || n.kind === 'number' || BARRIERS.has(n.norm) || SUBJECT_ENDS.has(n.norm)) break;
        if (!counts(n)) {
          if (LINKS.has(n.norm)) {
            if (link !== '') break;
            link = ` ${n.norm}`;
          }
          continue;
        }
        // A word shared by both sides fixes the place; a run of them ("cache Redis instance") is one name.
        let shared = false;
        for (const x of n.terms) {
          if (!other.has(x) || !own.has(x)) continue;
          // Next to a verb ("retries a failed request") is another place than next to a noun ("the retry helper").
          const slot = `${step}${link}|${x}|${clause.verbs.has(x) ? 'v' : 'n'}`;
          slots.set(slot, kind || slots.get(slot) === true);
          shared = true;
        }
        // "store secrets in the repository" / "secrets are stored in …": past the preposition, a run of shared words.
        if (!shared) break;
      }
    }
  }
  return slots;
}

// ---------------------------------------------------------------------------
// Polarity, modality, antonyms

function polarityHit(older: Analysis, newer: Analysis, o: ClaimSignals, n: ClaimSignals): Hit | null {
  const ob = o.polarBits;
  const nb = n.polarBits;
  for (let x = 0; x < o.polar.length; x++) {
    for (let y = 0; y < n.polar.length; y++) {
      const signs = ob[3 * x + 2]! ^ nb[3 * y + 2]!;
      // The same sign, no flipping word: nothing to disagree on (mayDisagree's first test).
      if ((signs & BIT_SAYS_SO) === 0 && ((ob[3 * x + 2]! | nb[3 * y + 2]!) & BIT_FLIPPING) === 0) continue;
      // No weighted term of one among the other's terms: mayDisagree would say no.
      if ((ob[3 * x]! & nb[3 * y + 1]!) === 0 && (ob[3 * x + 1]! & nb[3 * y]!) === 0) continue;
      const p = o.polar[x]!;
      const q = n.polar[y]!;
      const hit = clausePolarity(p, q, older, newer);
      if (hit) return hit;
    }
  }
  return null;
}

interface Reading {
  terms: Map<string, number>;
  positive: boolean;
  signs: Map<string, Set<number>>;
  words: Map<string, string[]>;
}

/** Whether the clause says something is so, read against the other ("async" flips only against "sync"): reading's `positive`. */
function positiveAgainst(c: Clause, other: Clause): boolean {
  let positive = c.positive !== namesFlagAlike(c, other);
  for (const a of c.antonyms) if (flipsAgainst(a, c, other)) positive = !positive;
  for (const p of c.prefixed) if (prefixNegates(p, c, other)) positive = !positive;
  return positive;
}

/**
 * "Always build with `--no-build-isolation`" / "Don't edit `--no-build-isolation` into the Makefile": a `--no-` flag
 * both sides write is a name there, its "no" negates neither clause. True when such flags flip `c` an odd number of times.
 */
function namesFlagAlike(c: Clause, other: Clause): boolean {
  let flips = false;
  for (const a of c.antonyms) {
    if (!a.negating || a.sign >= 0 || !a.word.startsWith('--no-')) continue;
    if (other.tokens.some((t) => t.kind === 'code' && t.raw === a.word)) flips = !flips;
  }
  return flips;
}

/**
 * A two-state antonym ("async") counts against its other state only, and once: "append-only and immutable"
 * names one state twice.
 */
function flipsAgainst(a: AntonymUse, c: Clause, other: Clause): boolean {
  if (a.negating || a.sign >= 0) return false;
  let inOther = false;
  for (const x of other.antonyms) if (x.canon === a.canon) inOther = true;
  if (!inOther) return false;
  for (const x of c.antonyms) if (x.canon === a.canon && !x.negating && x.sign < 0) return x === a;
  return false;
}

/** "unpaginated" negates "paginated" when only the other side uses the word (and, in a compound, its other parts). */
function prefixNegates(p: Prefixed, c: Clause, other: Clause): boolean {
  return other.terms.has(p.base) && !c.terms.has(p.base) && (p.along === undefined || p.along.every((x) => other.terms.has(x)));
}

function reading(c: Clause, other: Clause): Reading {
  let terms = c.terms;
  const own = () => (terms === c.terms ? (terms = new Map(c.terms)) : terms);
  let positive = c.positive !== namesFlagAlike(c, other);
  const signs = c.antonyms.length + c.prefixed.length + other.prefixed.length > 0 ? new Map<string, Set<number>>() : NO_SIGNS;
  const words = signs === NO_SIGNS ? NO_WORDS : new Map<string, string[]>();
  const note = (canon: string, sign: number, word: string) => {
    if (!signs.has(canon)) signs.set(canon, new Set());
    signs.get(canon)!.add(sign);
    if (!words.has(canon)) words.set(canon, []);
    words.get(canon)!.push(word);
  };
  for (const a of c.antonyms) {
    note(a.canon, a.sign, a.word);
    if (flipsAgainst(a, c, other)) positive = !positive;
  }
  // "HMR" against "hot module reload": the abbreviation stands for the other side's words.
  for (const acronym of c.acronyms) {
    if (!terms.has(acronym) || other.terms.has(acronym)) continue;
    const expansion = expansionOf(other, acronym);
    if (!expansion) continue;
    own().delete(acronym);
    for (const t of expansion) own().set(t, termWeight(t));
  }
  // `isMinifyEnabled = false` against "minification is enabled": a setting's key is written in the verb or
  // noun form the code uses, prose in its own; the same word start is the same word.
  if (c.antonyms.length > 0) for (const t of c.tokens) {
    const toggle = t.kind === 'code' ? toggleSetting(t.raw) : null;
    if (!toggle) continue;
    // `strict: false` against "strict mode is on": the other side read the key's word as a state.
    const named = stateNamed(toggle.key);
    if (named !== undefined && other.terms.has(named) && t.terms[0] !== undefined && !other.terms.has(t.terms[0])) own().delete(t.terms[0]);
    for (const x of t.terms) {
      if (other.terms.has(x) || !/^[a-z]{5,}$/.test(x)) continue;
      const same = otherWordStart(x, other.terms);
      if (same === undefined) continue;
      own().set(same, own().get(x) ?? 1);
      own().delete(x);
    }
  }
  // "doesn't send logs" against "ships its logs": one action in other words, read as the word both share.
  // Only across a denial: between two assertions the verbs' own words tell two claims apart.
  if (c.negated !== other.negated) for (const [x, w] of c.terms) {
    const canonical = VERB_SYNONYMS[x];
    if (canonical === undefined || other.terms.has(x) || c.terms.has(canonical === x ? '' : canonical)) continue;
    if (!synonymIn(other.terms, canonical, x)) continue;
    own().delete(x);
    own().set(canonical, Math.max(w, own().get(canonical) ?? 0));
  }
  // "unpaginated" against "paginated": the prefix is an antonym only when the other side uses the word.
  for (const p of c.prefixed) {
    if (prefixNegates(p, c, other)) {
      own().set(p.base, 1);
      positive = !positive;
      note(p.base, -1, p.word);
    }
  }
  for (const x of other.prefixed) {
    if (terms.has(x.base) && !signs.has(x.base)) note(x.base, 1, x.base);
  }
  return { terms, positive, signs, words };
}

/** `terms` has a word of the VERB_SYNONYMS group `canonical` other than `x`. */
function synonymIn(terms: Map<string, number>, canonical: string, x: string): boolean {
  for (const t of terms.keys()) if (t !== x && VERB_SYNONYMS[t] === canonical) return true;
  return false;
}

const NO_FOLDERS: string[] = [];

/** Each side has one word of a SUBJECT_CONTRASTS pair and not the other: two subjects, not two states of one. */
function contrastedSides(a: Map<string, number>, b: Map<string, number>, pairs = SUBJECT_CONTRASTS): boolean {
  for (const [x, y] of pairs) {
    if (a.has(x) && !a.has(y) && b.has(y) && !b.has(x)) return true;
    if (a.has(y) && !a.has(x) && b.has(x) && !b.has(y)) return true;
  }
  return false;
}

/** A word of `terms` that `x` starts or that starts `x` ("minif" / "minifi", "creat" / "creation"). */
function otherWordStart(x: string, terms: Map<string, number>): string | undefined {
  for (const u of terms.keys()) {
    if (u.length < 5 || u.charCodeAt(0) !== x.charCodeAt(0) || !/^[a-z]+$/.test(u)) continue;
    if (u.startsWith(x) || x.startsWith(u)) return u;
  }
  return undefined;
}

/** A name made of parts (`packages/catalog`, `src/middleware/auth.ts`, `db.Transaction`): its parts are not claims of their own. */
function isNamePath(x: string): boolean {
  return /[a-z0-9][/._:-][a-z0-9]/.test(x);
}

/** The terms of a name's parts, read as words (`packages/admin-1/` has "administrator"); a folder recurs in many pairs. */
const pathPartTerms = memoize((x: string): readonly string[] => {
  const out: string[] = [];
  for (const part of x.split(/[^a-z0-9]+/)) out.push(termOfWord(part));
  return out;
});

const NO_SIGNS: Map<string, Set<number>> = new Map();
const NO_WORDS: Map<string, string[]> = new Map();

/** Cheap test before the full reading: could these two clauses disagree at all? */
function mayDisagree(p: Clause, q: Clause): boolean {
  if (p.positive === q.positive && !p.flips && !q.flips) return false;
  if (p.acronyms.size > 0 || q.acronyms.size > 0 || p.prefixed.length > 0 || q.prefixed.length > 0) return true;
  const small = p.terms.size <= q.terms.size ? p.terms : q.terms;
  const large = small === p.terms ? q.terms : p.terms;
  for (const term of small.keys()) if (small.get(term)! > 0 && large.has(term)) return true;
  return false;
}

/** Cheap test before reading a clause as a restatement: it shares two words with what it would restate. */
function mayRestate(c: Clause, terms: Map<string, number>): boolean {
  if (c.acronyms.size > 0 || c.prefixed.length > 0) return true;
  let shared = 0;
  for (const term of c.terms.keys()) if (c.terms.get(term)! > 0 && terms.has(term) && ++shared >= 2) return true;
  return false;
}

function rulesOut(analysis: Analysis): boolean {
  for (const d of analysis.denials) if (d.source !== 'negated-use') return true;
  return false;
}

function deniedBy(analysis: Analysis, term: string): boolean {
  return analysis.denials.some((d) => d.source !== 'negated-use' && d.terms.has(term));
}

function clausePolarity(p: Clause, q: Clause, older: Analysis, newer: Analysis): Hit | null {
  // "The dev server won't start unless you run the migrations" restates "run the migrations before starting it".
  if (p.conditional || q.conditional || p.terms.size === 0 || q.terms.size === 0 || !mayDisagree(p, q)) return null;
  if (positiveAgainst(p, q) === positiveAgainst(q, p)) return null;
  // "Always run migrations before starting the API" / "Never start the API before migrations run": one order, said twice.
  if (sameOrder(p, q)) return null;
  // `cache.enabled=false` against `cache.ttl=300`: another setting of the same thing is set, not switched.
  const pSwitched = switched(p);
  if (pSwitched !== switched(q)) {
    const [setting, other] = pSwitched ? [p, q] : [q, p];
    if (setsValue(other)) return null;
    // "The `isMinifyEnabled` flag controls R8" against `isMinifyEnabled = false`: naming a setting is no state of it.
    if (namesSettingOnly(other, setting)) return null;
  }
  const a = reading(p, q);
  const b = reading(q, p);
  const al = align(a.terms, b.terms);
  // "ESLint does not run in the hook" / "the hook only runs Prettier, not ESLint": the difference is
  // something one side rules out, so the two agree.
  // Most discoveries rule nothing out: then there is no term to look up.
  if (rulesOut(newer)) for (const term of a.terms.keys()) { const w = a.terms.get(term)!; if (w > 0 && !b.terms.has(term) && deniedBy(newer, term)) return null; }
  if (rulesOut(older)) for (const term of b.terms.keys()) { const w = b.terms.get(term)!; if (w > 0 && !a.terms.has(term) && deniedBy(older, term)) return null; }
  // A shared folder and its own parts ("`packages/catalog/`", "catalog") are one thing in common, not two:
  // a scope, not a claim. Its parts are read as words are (`packages/admin-1/` has "administrator").
  const folders = al.sharedTerms.length >= 2 ? al.sharedTerms.filter(isNamePath) : NO_FOLDERS;
  const distinct =
    folders.length === 0
      ? al.sharedTerms
      : withoutFolderParts(al.sharedTerms, folders);
  const substantial = distinct.length >= 2 || (al.shared >= 1 && ((al.onlyA === 0 && al.onlyB === 0) || banOnly(p, q) || banOnly(q, p) || bansNamed(p, q) || bansNamed(q, p)));
  if (!substantial) return null;
  // "In `packages/x/`, the playground is public" / "In `packages/x/`, the ALB is internal": with only the folder
  // and the state in common, each side's own words name its own subject.
  if (al.onlyA > 0 && al.onlyB > 0 && onlyStatesAndFolders(distinct, p)) return null;
  // Something both talk about besides the verb and the state: "turned off" / "turn it on" alone is no subject.
  // An instruction that is its verb alone ("Don't squash-merge") is about that action.
  if (!sharesMoreThanVerbAndState(al.sharedTerms, p, q) && !actionOnly(p, q) && !actionOnly(q, p)) return null;
  // The negation may be about something the other side never claimed: "is not public", "does not run on weekends".
  const negatedSide = a.positive ? { clause: q, other: p, otherTerms: a.terms } : { clause: p, other: q, otherTerms: b.terms };
  if (negationMissesOther(negatedSide.clause, negatedSide.other, negatedSide.otherTerms, a.positive ? older : newer, q.markers.some((m) => m !== 'instead' && m !== 'again'), a.positive ? newer : older)) return null;
  const ratio = q.markers.length > 0 ? 0.4 : 0.5;
  const antonymCanon = opposedState(a, b);
  if (!sameSubject(a.terms, b.terms, ratio, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q }) && (antonymCanon === null || !stateOfOneSubject(p, q, a, b, antonymCanon))) return null;
  // "The client cache is persistent" / "The server cache is ephemeral": each names one side of a pair.
  if (contrastedSides(a.terms, b.terms)) return null;
  // The newer restating the older elsewhere means this clause is about something narrower.
  for (const other of newer.clauses) {
    if (other === q || other.terms.size === 0 || !mayRestate(other, a.terms) || !carries(other, distinct)) continue;
    const c = reading(other, p);
    if (c.positive === a.positive && sameSubject(a.terms, c.terms, 0.5, older.terms, newer.terms) && align(a.terms, c.terms).sharedTerms.length >= 2) return null;
  }
  // Likewise the older may already have said what the newer says ("cached, but disabled for release tags").
  for (const other of older.clauses) {
    if (other === p || other.terms.size === 0 || !mayRestate(other, b.terms) || !carries(other, distinct)) continue;
    const c = reading(other, q);
    if (c.positive === b.positive && sameSubject(c.terms, b.terms, 0.5, older.terms, newer.terms) && align(c.terms, b.terms).sharedTerms.length >= 2) return null;
  }
  const subject = surface(p, withoutStates(al.sharedTerms));
  const olderText = clauseText(p);
  const newerText = clauseText(q);
  if (antonymCanon) {
    const wa = a.words.get(antonymCanon) ?? [];
    const wb = b.words.get(antonymCanon) ?? [];
    return {
      kind: 'antonym',
      reason: `antonym: ${subject} is "${wa.join(' ')}" in the older, "${wb.join(' ')}" in the newer ("${olderText}" / "${newerText}")`,
      older: wa,
      newer: wb,
    };
  }
  const modalWords = [...p.modals, ...q.modals].filter((m) => m !== 'never' || p.modals.length + q.modals.length > 1);
  const kind: ContradictionKind = modalWords.length > 0 ? 'modality' : 'polarity';
  // The cue words, or for the side without any, the predicate they apply to ("requires").
  const negatedClause = a.positive ? q : p;
  const word = negatedPredicate(negatedClause);
  const olderTriggers = cuesOf(p).length > 0 ? cuesOf(p) : predicateWords(p, word);
  const newerTriggers = cuesOf(q).length > 0 ? cuesOf(q) : predicateWords(q, word);
  const which = a.positive ? 'negates' : 'affirms';
  return {
    kind,
    reason: `${kind}: the newer ${which} what the older says about ${subject} ("${olderText}" / "${newerText}")`,
    older: olderTriggers,
    newer: newerTriggers,
  };
}

/** The clause's word for the negated predicate `word`, or its negating states: a polarity hit's triggers on a side without cue words. */
function predicateWords(c: Clause, word: Token | undefined): string[] {
  if (word) for (const t of c.tokens) if (t.terms[0] === word.terms[0] || t.norm === word.norm) return [t.raw];
  // `export const prerender = false` has no negation word: the setting is what says "not".
  const out: string[] = [];
  for (const x of c.antonyms) if (x.negating && x.sign < 0) out.push(x.word);
  return out;
}

// clausePolarity's readings of the shared terms, as functions of their own rather than callbacks made per
// clause pair: a closure loses its optimised code when it dies at a full GC, and these were compiled again in
// every bench run.

/** The shared terms less those that are a part of a shared folder (or the folder's parts read as words). */
function withoutFolderParts(shared: string[], folders: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of shared) {
    let part = false;
    for (const x of folders) if (x !== t && (x.includes(t) || pathPartTerms(x).includes(t))) part = true;
    if (!part) out.push(t);
  }
  return out;
}

/** Every term is a state (`ant:`) or a folder of the clause. */
function onlyStatesAndFolders(terms: readonly string[], p: Clause): boolean {
  for (const t of terms) if (!t.startsWith('ant:') && !isFolderOf(p, t)) return false;
  return true;
}

/** A shared term that is neither a state nor a verb of both clauses. */
function sharesMoreThanVerbAndState(shared: readonly string[], p: Clause, q: Clause): boolean {
  for (const t of shared) if (!t.startsWith('ant:') && !(p.verbs.has(t) && q.verbs.has(t))) return true;
  return false;
}

function withoutStates(terms: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of terms) if (!t.startsWith('ant:')) out.push(t);
  return out;
}

/** The clause's cue words: modals, negations, markers, each once. */
function cuesOf(c: Clause): string[] {
  return [...new Set([...c.modals, ...c.negations, ...c.markers])];
}

const ORDER_WORDS = new Set(['before', 'after']);

/**
 * Two clauses of opposite sign that state one order of two steps: "always A before B" and "never B before A",
 * or "never A before B" and "A after B". The steps are read as the words on each side of "before" / "after".
 */
function sameOrder(p: Clause, q: Clause): boolean {
  const a = orderSteps(p);
  if (a === null) return false;
  const b = orderSteps(q);
  if (b === null) return false;
  // The same word with the steps swapped, or the other word with them in place. A word of one step only names it:
  // "the image" in "build the image before pushing it" / "never push the image before building it" is in both.
  const [first, second] = a[0] === b[0] ? [b[2], b[1]] : [b[1], b[2]];
  const step = (x: Set<string>, y: Set<string>, notX: Set<string>, notY: Set<string>) => [...x].some((t) => y.has(t) && !notX.has(t) && !notY.has(t));
  return step(a[1], first, a[2], second) && step(a[2], second, a[1], first);
}

type OrderSteps = [word: string, before: Set<string>, after: Set<string>];

/** A clause meets many others, and its steps are its own: read once per clause, not per pair. */
const ORDER_STEPS = new WeakMap<Clause, OrderSteps | null>();

/** The order word of a clause that has exactly one, with the step words on each side of it. */
function orderSteps(c: Clause): OrderSteps | null {
  // Most clauses have no order word: they are answered without the WeakMap, whose entries cost more than the look.
  if (!hasOrderWord(c.tokens)) return null;
  let steps = ORDER_STEPS.get(c);
  if (steps !== undefined) return steps;
  let at = -1;
  let once = true;
  for (let i = 0; i < c.tokens.length; i++) {
    if (!ORDER_WORDS.has(c.tokens[i]!.norm)) continue;
    if (at >= 0) once = false;
    else at = i;
  }
  steps = at < 0 || !once ? null : [c.tokens[at]!.norm, stepTerms(c, 0, at), stepTerms(c, at + 1, c.tokens.length)];
  ORDER_STEPS.set(c, steps);
  return steps;
}

/**
 * The content terms the clause counts among its tokens from `from` to `to`: one step of an order. A function of
 * its own, not a closure made per clause: a closure loses its optimised code when it dies at a full GC.
 */
function stepTerms(c: Clause, from: number, to: number): Set<string> {
  const out = new Set<string>();
  for (let i = from; i < to; i++) for (const x of c.tokens[i]!.terms) if (termWeight(x) > 0 && !x.startsWith('ant:') && (c.terms.get(x) ?? 0) > 0) out.add(x);
  return out;
}

function hasOrderWord(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const norm = tokens[i]!.norm;
    if (norm === 'before' || norm === 'after') return true;
  }
  return false;
}

/** The clause writes the term as a folder (`packages/catalog/`, with its slash), not as a route or a file. */
function isFolderOf(c: Clause, term: string): boolean {
  return c.tokens.some((t) => t.kind === 'code' && t.terms[0] === term && t.raw.endsWith('/'));
}

/** The pairs that permit or require ("allowed" / "banned", "required" / "optional"): a ban is an instruction. */
const PERMISSIONS = new Set(['allowed', 'required'].map((w) => `ant:${ANTONYMS.findIndex(([yes]) => yes.split(' ').includes(w))}`));

/**
 * "OnPush is banned", "X is mandatory": the clause bans or requires one thing and says nothing else, so the
 * thing alone is its claim against an instruction about it ("must use OnPush").
 */
function banOnly(c: Clause, other: Clause): boolean {
  // Against another instruction only: "warnings do not" (block the merge) says nothing about using warnings.
  if (other.modals.length === 0 || !c.antonyms.some((x) => PERMISSIONS.has(x.canon))) return false;
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith('ant:') && !other.terms.has(t)) return false;
  return true;
}

/**
 * "Don't set `dynamic_axes`" against "must always mark the batch dimension in `dynamic_axes`": a prohibition whose
 * object is a name the other instruction writes too is a claim about that name, however little else they share.
 */
function bansNamed(c: Clause, other: Clause): boolean {
  if (!c.negated || !instruction(c) || !instruction(other)) return false;
  const predicate = negatedPredicate(c);
  return predicate !== undefined && namedObjectShared(c.tokens, c.tokens.indexOf(predicate), other);
}

/**
 * A clause restates a claim only with the words the two clauses dispute: "Always rebase feature branches
 * onto main" says nothing about merging main into them, "Components should use Default change detection"
 * nothing about OnPush. A folder both are in is where, not what.
 */
function carries(c: Clause, disputed: readonly string[]): boolean {
  for (const t of disputed) if (!t.startsWith('ant:') && !isNamePath(t) && !c.terms.has(t)) return false;
  return true;
}

/** The pair of states the two readings each take one member of, and only one ("optimistic" / "pessimistic"). */
function opposedState(a: Reading, b: Reading): string | null {
  let canon: string | null = null;
  for (const [c, s] of a.signs) {
    const t = b.signs.get(c);
    if (!t || s.size !== 1 || t.size !== 1) continue;
    if ([...s][0] !== [...t][0]) canon = c;
  }
  return canon;
}

/**
 * Opposite states of one subject, attached to different words on each side: "The `ledger` table uses
 * optimistic locking" / "ledger writes use pessimistic locking", "Tilemaps load synchronously" / "Tilemaps
 * stream in asynchronously". The subject test reads every word and sees two subjects; here a specific word
 * both write before the state is the subject, unless the rest names two things: a word of one side right
 * before a shared one ("the `orders` table" / "the `inventory` table"), a name or a scope on each side, or
 * two subjects that are each a thing ("the billing gateway" / "billing workers") or each an action ("S3
 * uploads" / "S3 replication") of their own. A thing and an action on it ("table" / "writes") are one subject.
 */
function stateOfOneSubject(p: Clause, q: Clause, a: Reading, b: Reading, canon: string): boolean {
  const pAt = stateAt(p, a, canon);
  const qAt = stateAt(q, b, canon);
  if (pAt < 0 || qAt < 0) return false;
  const pSubject = subjectBefore(p, pAt, q);
  const qSubject = subjectBefore(q, qAt, p);
  let shared = false;
  for (const x of pSubject) if (qSubject.has(x)) shared = true;
  if (!shared) return false;
  if (specifiesShared(p, pAt, q) || specifiesShared(q, qAt, p)) return false;
  const ownA = ownKinds(a.terms, b.terms);
  const ownB = ownKinds(b.terms, a.terms);
  if ((ownA.qualifier && ownB.qualifier) || (ownA.name && ownB.name)) return false;
  // What each side says the state is of, beyond the shared word: one thing and an action on it at most.
  const pOwn = ownBefore(p, pAt, q);
  const qOwn = ownBefore(q, qAt, p);
  if (pOwn.length === 0 || qOwn.length === 0) return true;
  if ([...pOwn, ...qOwn].some((t) => t.terms.some((x) => GENERIC_STEMS.has(x)))) return false;
  const pAction = pOwn.every(isAction);
  const qAction = qOwn.every(isAction);
  return pAction !== qAction && (pAction || pOwn.every((t) => !isAction(t))) && (qAction || qOwn.every((t) => !isAction(t)));
}

/**
 * The words before the state at `end` that the other clause has too and that may name the subject. A function
 * of its own, not a closure made per call: a closure loses its optimised code when it dies at a full GC.
 */
function subjectBefore(c: Clause, end: number, other: Clause): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < end; i++) for (const x of c.tokens[i]!.terms) if (other.terms.has(x) && stateSubjectWord(x, c, other)) out.add(x);
  return out;
}

/** Whether the terms only one side has include a scope qualifier ("staging") or a name (weight 2). */
function ownKinds(terms: Map<string, number>, other: Map<string, number>): { qualifier: boolean; name: boolean } {
  let qualifier = false;
  let name = false;
  for (const t of terms.keys()) if (!other.has(t)) {
    if (QUALIFIERS.has(t)) qualifier = true;
    if (terms.get(t)! >= 2) name = true;
  }
  return { qualifier, name };
}

/**
 * The words before the state that the other clause lacks, verbs aside: "table" in "The `ledger` table uses
 * optimistic locking". The word a state adverb qualifies is the verb ("load" in "load synchronously").
 */
function ownBefore(c: Clause, end: number, other: Clause): Token[] {
  let last = end - 1;
  while (last >= 0 && c.tokens[last]!.terms.length === 0) last--;
  const adverb = /ly$/.test(c.tokens[end]!.norm);
  const out: Token[] = [];
  for (let i = 0; i < end; i++) {
    const t = c.tokens[i]!;
    if (adverb && i === last) continue;
    if (t.terms.some((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !other.terms.has(x) && !c.verbs.has(x) && !x.startsWith('ant:'))) out.push(t);
  }
  return out;
}

/** Where the clause's word for the state starts (its first token), or -1. */
function stateAt(c: Clause, r: Reading, canon: string): number {
  const word = r.words.get(canon)?.[0];
  if (word === undefined) return -1;
  const first = word.split(' ')[0]!.toLowerCase();
  for (let k = 0; k < c.tokens.length; k++) if (c.tokens[k]!.norm === first || c.tokens[k]!.raw.toLowerCase() === first) return k;
  return -1;
}

/** A word that can name what a state is of: specific, no verb of either clause, no state. */
function stateSubjectWord(x: string, c: Clause, other: Clause): boolean {
  return termWeight(x) > 0 && !x.startsWith('ant:') && !GENERIC_STEMS.has(x) && !c.verbs.has(x) && !other.verbs.has(x) && (c.terms.get(x) ?? 0) > 0;
}

/**
 * Before the state, a word the other clause lacks stands right before a word it has: "the `orders` table".
 * A name is specific already: "POST /exports" is still `/exports`.
 */
function specifiesShared(c: Clause, end: number, other: Clause): boolean {
  for (let i = 0; i + 1 < end; i++) {
    const t = c.tokens[i]!;
    const next = c.tokens[i + 1]!;
    if (t.terms.length === 0 || next.kind !== 'word' || next.terms.length === 0) continue;
    if (t.terms.every((x) => termWeight(x) === 0 || other.terms.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
  }
  return false;
}

/** A word naming something done rather than a thing: "processing", "replication", "writes". */
function isAction(t: Token): boolean {
  return /(ing|ion|ions|ment|ments|ery|eries|ance|ence)$/.test(t.norm) || t.terms.some((x) => ACTION_NOUN_STEMS.has(x));
}

/** Operations named by a bare verb form: "ledger writes", "cache reads". */
const ACTION_NOUN_STEMS = new Set(['read', 'write', 'update', 'insert', 'delete', 'upload', 'download', 'lookup', 'save', 'load', 'send'].map(termOfWord));

/** The clause switches a setting on or off (`search.enabled=false`). */
function switched(c: Clause): boolean {
  return c.antonyms.length > 0 && c.tokens.some((t) => t.kind === 'code' && toggleSetting(t.raw) !== null);
}

const ASSIGNMENT = /^["']?[A-Za-z_][\w.-]*["']?\s*[=:]\s*\S/;

/** The clause gives a setting a value that is no state (`cache.ttl=300`). */
function setsValue(c: Clause): boolean {
  for (const t of c.tokens) if (t.kind === 'code' && ASSIGNMENT.test(t.raw) && toggleSetting(t.raw) === null) return true;
  return false;
}

/** `prose` names, as code, a setting that `setting` switches, and reads no state of anything. */
function namesSettingOnly(prose: Clause, setting: Clause): boolean {
  if (prose.antonyms.length > 0) return false;
  // Loops, not callbacks made per call: a closure loses its optimised code when it dies at a full GC.
  const names = new Set<string>();
  for (const t of setting.tokens) {
    const name = t.kind === 'code' ? toggleSetting(t.raw)?.name : undefined;
    if (name !== undefined) names.add(normalizeAnchor(name));
  }
  for (const t of prose.tokens) if (t.kind === 'code' && toggleSetting(t.raw) === null && names.has(normalizeAnchor(t.raw))) return true;
  return false;
}

const COPULA_PARTS = new Set(['longer', 'be', 'been', 'being']);

/** The first content word after the clause's negation: what it says is not so. */
function negatedPredicate(c: Clause): Token | undefined {
  const tokens = c.tokens;
  let n = 0;
  while (n < tokens.length && !NEGATION_CUES.has(tokens[n]!.norm) && !c.negations.includes(tokens[n]!.norm)) n++;
  for (let k = n + 1; k < tokens.length; k++) if (tokens[k]!.terms.length > 0 && !COPULA_PARTS.has(tokens[k]!.norm)) return tokens[k];
  return undefined;
}

/** Verbs saying an action ended ("stopped sending", "ceased publishing"): a change, like "no longer". */
const ENDING_VERBS = /^(stop|stops|stopped|ceased?|ceases)$/;

const SCOPE_PREPOSITIONS = new Set(['on', 'for', 'during', 'in', 'when', 'if', 'outside', 'inside', 'within', 'between', 'except', 'at', 'from', 'to', 'via', 'through', 'by']);
/** Prepositions naming the route or the means of the negated action. */
const ROUTES = new Set(['through', 'via', 'by', 'to']);
/** Words starting a restriction of the noun before them: "skips rows whose email exists". */
const RESTRICTIVES = new Set(['whose', 'that', 'which', 'who', 'where', 'with', 'without']);

/**
 * Another predicate starts at `j`: after a comma (", defaults to us-east-1"), or "and"/"but" with a verb
 * ("is optional and defaults to an empty string"); what follows is no scope or object of the negation.
 */
function startsPredicate(tokens: Token[], j: number): boolean {
  const t = tokens[j]!.norm;
  if (t === ',') return true;
  return (t === 'and' || t === 'but') && /[^s]s$|ed$/.test(tokens[j + 1]?.norm ?? '') && tokens[j + 2] !== undefined && tokens[j + 2]!.kind !== 'punct';
}

/**
 * "… and there's no debounce anywhere": an existential denies the thing itself, whatever the clause began
 * with ("Button pins are read raw and there's no debounce" is not about the pins).
 */
function existential(tokens: Token[], n: number): boolean {
  const before = tokens[n - 1]?.norm ?? '';
  // "there's" is read as "there".
  return before === 'there' || (/^(is|are|was|were)$/.test(before) && tokens[n - 2]?.norm === 'there');
}

/**
 * True when what the negation applies to is absent from the other side: the predicate right after
 * "not" ("not public" against "stored in the bucket"), what it is done to ("does not autoscale the
 * database", "disables the HPA" against "sets 3 replicas"), or a scope the other side never mentions
 * ("does not run on weekends" against "runs every 5 minutes").
 */
function negationMissesOther(c: Clause, otherClause: Clause, other: Map<string, number>, otherText: Analysis, superseding: boolean, ownText?: Analysis): boolean {
  const tokens = c.tokens;
  let n: number;
  // A state that negates ("disables", "is excluded") is its own predicate.
  let state = false;
  let ending = false;
  if (c.negated) {
    n = -1;
    for (let i = 0; i < tokens.length && n < 0; i++) if ((NEGATION_CUES.has(tokens[i]!.norm) || c.negations.includes(tokens[i]!.norm)) && tokens[i + 1]?.norm !== 'null') n = i;
    // "skips `/healthz`": a verb that negates is its own predicate, and what follows is what it is done to.
    // "stopped sending the welcome email" is "no longer sends it": the verb after it is the predicate.
    ending = n >= 0 && ENDING_VERBS.test(tokens[n]!.norm) && /ing$/.test(tokens[n + 1]?.norm ?? '');
    if (n >= 0 && !NEGATION_WORDS.has(tokens[n]!.norm) && !ending) state = true;
  } else {
    const negating = c.antonyms.find((x) => x.sign < 0 && x.negating);
    if (!negating) return false;
    const first = negating.word.toLowerCase().split(' ')[0];
    // A setting (`isMinifyEnabled = false`) is one token, spaces and all.
    n = -1;
    for (let i = 0; i < tokens.length && n < 0; i++) if (tokens[i]!.norm === first || (tokens[i]!.kind === 'code' && tokens[i]!.raw === negating.word)) n = i;
    state = true;
  }
  if (n < 0) return false;
  // `project.godot` has `vsync_enabled=false` against "the Godot project's scripts are GDScript": a setting
  // switches what its key names; when the other side never names that, the file they share is no claim.
  if (state && tokens[n]!.kind === 'code' && !settingNamed(tokens[n]!, otherClause, other)) return true;
  // Whose doing the negation is: "The app server does not serve images" says nothing against "images are
  // served through signed URLs", nor "ESLint is not run in the hook" against "the hook runs `terraform fmt`".
  const head = c.head;
  if (head && tokens.indexOf(head) < n && !existential(tokens, n) && !subjectNamed(c, head, otherClause) && !pathNamesSubject(c, head, otherClause)) return true;
  // "Not every PR needs a changelog entry" denies it of some of them: a claim about one kind ("user-facing PRs") stands.
  if (c.negated && tokens[n]!.norm === 'not' && PARTIAL.has(tokens[n + 1]?.norm ?? '') && ownSpecific(otherClause, c)) return true;
  // "no longer", "anymore", "now": the writer says things changed ("instead" and "again" say something else).
  const changed = superseding || ending || c.markers.some((m) => m !== 'instead' && m !== 'again');
  let k = state ? n : n + 1;
  let verbMisses = false;
  if (!state) {
    // The predicate: past "be", "need to", "have to" ("doesn't need to expose `/metrics`": expose).
    while (
      k < tokens.length &&
      (tokens[k]!.terms.length === 0 || ['longer', 'be', 'been', 'being'].includes(tokens[k]!.norm) || (['need', 'needs', 'have', 'has'].includes(tokens[k]!.norm) && tokens[k + 1]?.norm === 'to'))
    )
      k++;
    // "is not public": a state the other side never gave.
    const predicate = tokens[k];
    const canon = predicate ? c.antonyms.find((x) => x.word.toLowerCase().split(' ')[0] === predicate.norm)?.canon : undefined;
    // "is not allowed" is an instruction about its subject, not a state of it.
    if (canon && !other.has(canon) && !PERMISSIONS.has(canon)) return true;
    // "are not run automatically" against "run `bin/migrate` after the deploy": the manner is denied, not the action.
    // Not "manually": an instruction to do it is a manual step ("don't have to be loaded manually" / "load them with …").
    const after = tokens[k + 1];
    const manner = after ? c.antonyms.find((x) => x.word.toLowerCase().split(' ')[0] === after.norm) : undefined;
    if (manner && !other.has(manner.canon) && !changed && !(manner.canon === AUTOMATIC && manner.sign < 0)) return true;
    // "does not retry jobs" against "processes jobs": a different verb is a different claim, unless the
    // writer says things changed ("no longer", "anymore", "now") about the same object.
    const verb = predicate && !canon ? predicate.terms.filter((t) => termWeight(t) > 0) : [];
    verbMisses = verb.length > 0 && (c.verbs.has(verb[0]!) || ending) && noneNamed(verb, other, otherText);
    // "does not run any type checking" against "type-checks the code": a light verb whose object names the
    // other side's action says the same as that action's verb.
    // "does not touch the database" against "checks database connectivity": a verb that means any dealing with
    // the object at all denies every more specific one.
    if (verbMisses && ANY_DEALING_WORDS.has(predicate!.norm)) verbMisses = false;
    // "doesn't persist the token" against "stores the token": the same action in other words (VERB_SYNONYMS).
    if (verbMisses && VERB_SYNONYMS[verb[0]!] !== undefined && other.has(VERB_SYNONYMS[verb[0]!]!)) verbMisses = false;
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb[0]!) && tokens.slice(k + 1).some((t) => t.terms.some((x) => termWeight(x) > 0 && otherClause.verbs.has(x)))) verbMisses = false;
    // "must never run privileged" against `privileged: true`: a light verb and the state a setting on the other side switches.
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb[0]!) && switched(otherClause) && tokens[k + 1]?.terms.some((x) => namesTerm(otherClause, x))) verbMisses = false;
    // "doesn't emit `order.created`" against "publishes `order.created` events": another verb of the same kind
    // (ACTION_KINDS) about a thing both name specifically. "does not cache `/api/search`" against "rate-limits
    // `/api/search`" stays two claims.
    if (verbMisses && sameKindOfAction(verb[0]!, otherClause) && namedObjectShared(tokens, k + 1, otherClause)) verbMisses = false;
    // "Don't run zod on the client" against "validate forms with the zod schemas": running or using the tool the
    // other side does its action with denies that action done with it.
    if (verbMisses && (ACTION_LIGHT_VERBS.has(verb[0]!) || verb[0] === USE) && usedAsInstrument(tokens, k + 1, otherClause)) verbMisses = false;
    // "Never pass `--offline`" against "Always start the daemon with `--offline`": two instructions on whether a named
    // thing is used, in verbs of one kind (instructions.ts).
    if (verbMisses && suppliesSameThing(c, k, otherClause)) verbMisses = false;
    if (verbMisses && !changed) return true;
    // Even when things changed, "can't impersonate users anymore" does not answer "creates an admin user".
    if (verbMisses && [...otherClause.verbs].some((v) => termWeight(v) > 0 && !c.terms.has(v) && !QUANTITY_PREDICATE_STEMS.has(v))) return true;
  }
  // "does not autoscale the database": what the predicate is done to, when the other side never names it.
  const object: string[] = [];
  const objectWords: string[] = [];
  const objectTokens: Token[] = [];
  let alternative = false;
  // "was turned off last quarter": a state said in the passive has no object; what follows says when or why.
  const passive = state && PASSIVE_AUXILIARIES.has(tokens[n - 1]?.norm ?? '');
  for (let j = passive ? tokens.length : k + 1; j < tokens.length; j++) {
    const t = tokens[j]!;
    // "doesn't run tsc / any type checking", "X or Y": every alternative is part of what is denied.
    if ((t.norm === '/' || t.norm === 'or') && object.length > 0) {
      alternative = true;
      continue;
    }
    if (t.kind === 'punct' || t.kind === 'number' || LINKS.has(t.norm) || RESTRICTIVES.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) break;
    if (state && startsPredicate(tokens, j)) break;
    if (t.terms.length === 0) {
      if (object.length > 0 && !alternative) break;
      continue;
    }
    alternative = false;
    const own = t.terms.filter((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0);
    object.push(...own);
    if (own.length > 0 && t.kind === 'word') objectWords.push(t.norm);
    if (own.length > 0) objectTokens.push(t);
  }
  if (objectTokens.length >= 2 && otherHead(objectTokens, otherClause, other)) return true;
  let specific = object.filter((t) => !GENERIC_STEMS.has(t));
  // "has no `eqeqeq` rule" against "turns on `eqeqeq`": the kind of declaration is no object of its own.
  if (!state && specific.some((t) => DECLARATION_STEMS.has(t)) && tokens[k] !== undefined && namesToken(otherClause, tokens[k]!))
    specific = specific.filter((t) => !DECLARATION_STEMS.has(t));
  // The object must be in the clause the negation answers, named as such: not only somewhere else in the
  // other discovery, nor only as part of another name ("API responses" against `api.acme.io`).


  // "source maps" here, "sourcemaps" there.
  const compound = objectWords.length === 2 && namesTerm(otherClause, termOfWord(objectWords[0]! + objectWords[1]!));
  if (specific.length > 0 && !compound && noneNamedAnyWay(object, otherClause, other)) return true;
  // "never sent to unverified emails": a word narrowing what both talk about is a narrower claim.
  for (let j = k + 1; j < tokens.length - 1; j++) {
    const t = tokens[j]!;
    const own = t.terms.filter((x) => (c.terms.get(x) ?? 0) > 0);
    if (own.length === 0 || own.some((x) => other.has(x) || GENERIC_STEMS.has(x) || c.verbs.has(x))) continue;
    // "Never pass `--single-transaction` to the backup mysqldump" against "mysqldump should always use it": "always"
    // covers every kind, but not another environment ("prod" builds).
    if (!own.some((x) => QUALIFIERS.has(x)) && obligedOn(c, k, otherClause)) continue;
    if (tokens[j + 1]!.terms.some((x) => other.has(x) && !c.verbs.has(x))) return true;
  }
  if (verbMisses) {
    // Things changed, but nothing after the new verb is what the other side talks about.
    if (!restNamesOther(tokens, k + 1, c, other)) return true;
  }
  const setting = state && tokens[n]!.kind === 'code' && toggleSetting(tokens[n]!.raw) !== null;
  // "does not run on weekends", "skips rows whose email exists", "not sent through ActiveJob anymore": a scope
  // the other side never mentions.
  for (let j = k + 1; j < tokens.length; j++) {
    if (startsPredicate(tokens, j)) break;
    if (!SCOPE_PREPOSITIONS.has(tokens[j]!.norm) && !RESTRICTIVES.has(tokens[j]!.norm)) continue;
    // When things changed, "on a schedule", "in CI" say how; "through ActiveJob", "via X" name what is gone.
    if (changed && !ROUTES.has(tokens[j]!.norm)) break;
    // "Never regenerate the types by hand; CI does it" against "Always regenerate them after editing the schema":
    // the manner is no scope when something else is said to do the work (instructions.ts).
    if (ownText !== undefined && handedOver(tokens, j, c, ownText, otherClause)) {
      j++;
      continue;
    }
    // `db.enabled=false` "in application.properties": where the setting is written, not when it holds.
    // "Never `cleanWs()` in the pipeline" against "should always end with `cleanWs()`": "always" covers the place
    // or case. A means ("by hand", "through X") is no place, and an environment ("in CI", "locally") is where
    // rules are meant to differ.
    if (scopeAbsent(tokens, j + 1, setting, other, otherText) && !(!ROUTES.has(tokens[j]!.norm) && !scopeQualified(tokens, j + 1, setting) && obligedOn(c, k, otherClause))) return true;
    break;
  }
  return false;
}

// negationMissesOther's readings of the words after the predicate, as loops in functions of their own rather than
// slice/flatMap/filter chains: the arrays those build differ in element kind from pair to pair (empty or not), and
// each new kind threw the whole function's optimised code away, a 70-180 ms compile each time (disc-036).

/** No term of `object` is named by the other clause, by name or as a compound. */
function noneNamedAnyWay(object: readonly string[], otherClause: Clause, other: Map<string, number>): boolean {
  for (const t of object) if (namesTerm(otherClause, t) || sameName(t, other) || compoundAt(otherClause, t) !== null) return false;
  return true;
}

/** None of `terms` is in the other clause or the other discovery. */
function noneNamed(terms: readonly string[], other: Map<string, number>, otherText: Analysis): boolean {
  for (const t of terms) if (other.has(t) || otherText.terms.has(t)) return false;
  return true;
}

/** A weighted term of the clause's own from `from` on that the other side names. */
function restNamesOther(tokens: readonly Token[], from: number, c: Clause, other: Map<string, number>): boolean {
  for (let j = from; j < tokens.length; j++) {
    for (const t of tokens[j]!.terms) if (termWeight(t) > 0 && (c.terms.get(t) ?? 0) > 0 && other.has(t)) return true;
  }
  return false;
}

/** The scope from `from` to the next comma names something (file names aside after a setting), none of it in the other discovery. */
function scopeAbsent(tokens: readonly Token[], from: number, setting: boolean, other: Map<string, number>, otherText: Analysis): boolean {
  let named = false;
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.norm === ',') break;
    if (setting && isFileName(t)) continue;
    for (const x of t.terms) {
      if (!(termWeight(x) > 0) || GENERIC_STEMS.has(x)) continue;
      if (other.has(x) || otherText.terms.has(x)) return false;
      named = true;
    }
  }
  return named;
}

/** The scope from `from` to the next comma says which environment or kind ("in CI", "prod" builds): QUALIFIERS. */
function scopeQualified(tokens: readonly Token[], from: number, setting: boolean): boolean {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.norm === ',') break;
    if (setting && isFileName(t)) continue;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && QUALIFIERS.has(x)) return true;
  }
  return false;
}

/**
 * The prohibition `c` (its predicate at `k`) bans putting a named thing to use that the obligation `other` asks for
 * everywhere: "Never `cleanWs()` in the pipeline" / "should always end with `cleanWs()`". A ban of another thing
 * ("Don't use `DateTime.UtcNow` in domain code" / "date code should use date-fns") is another claim.
 */
function obligedOn(c: Clause, k: number, other: Clause): boolean {
  return obligedEverywhere(c, other) && namedObjectShared(c.tokens, k, other);
}

/** The automatic / manual pair of states. */
const AUTOMATIC = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(' ').includes('automatically'))}`;

/** The auxiliaries of a passive: "is disabled", "was turned off", "has been removed". */
const PASSIVE_AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got']);

/** Words that make "not" deny a claim of some of a kind only: "not every PR", "not all jobs". */
const PARTIAL = new Set(['every', 'all', 'each']);

/** `a` names something specific `b` does not: "user-facing" in "User-facing PRs need …" against "not every PR needs …". */
function ownSpecific(a: Clause, b: Clause): boolean {
  for (const [t, w] of a.terms) if (w > 0 && termWeight(t) > 0 && !t.startsWith('ant:') && !GENERIC_STEMS.has(t) && !b.terms.has(t)) return true;
  return false;
}

/**
 * "request bodies" against "request headers": the negated object ends in a word the other side lacks, and the
 * other side puts a word of its own right after the word before it. Two things of one kind, not one.
 */
function otherHead(object: readonly Token[], other: Clause, otherTerms: Map<string, number>): boolean {
  const last = object[object.length - 1]!;
  const before = object[object.length - 2]!;
  // "apply prod terraform locally": an adverb after the object is how, not what.
  if (last.kind !== 'word' || before.kind !== 'word' || /ly$/.test(last.norm) || last.terms.some((x) => otherTerms.has(x) || other.terms.has(x))) return false;
  const at = other.tokens.findIndex((t) => t.terms.length > 0 && t.terms.every((x) => before.terms.includes(x)));
  const next = other.tokens[at + 1];
  return at >= 0 && next !== undefined && next.kind === 'word' && next.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !before.terms.includes(x));
}

/** The other side names what the setting `t` switches: a word of its key, in any word form, or the state it is named by. */
function settingNamed(t: Token, other: Clause, terms: Map<string, number>): boolean {
  const toggle = toggleSetting(t.raw);
  if (toggle === null) return true;
  const named = stateNamed(toggle.key);
  if (named !== undefined && terms.has(named)) return true;
  for (const part of splitIdentifier(toggle.key)) {
    const x = termOfWord(part.toLowerCase());
    if (x.length < 2 || STOPWORDS.has(x)) continue;
    if (terms.has(x) || namesTerm(other, x) || otherWordStart(x, terms) !== undefined) return true;
  }
  return false;
}

/** The words after the negated verb, up to the next phrase, name something specific the other clause names too. */
function namedObjectShared(tokens: readonly Token[], from: number, other: Clause): boolean {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || BARRIERS.has(t.norm)) break;
    const named = t.kind === 'code' || t.quoted || (t.kind === 'word' && /^[A-Z]/.test(t.raw) && j > 0) || t.weights.some((w) => w >= 2);
    if (!named || t.terms.length === 0) continue;
    if (namesToken(other, t)) return true;
  }
  return false;
}

/**
 * General verbs by what they say about a thing: that it is there, that it is used or run, that it is handed
 * on, that it is made. Between two of one kind, "does not X `foo`" answers "Ys `foo`" ("doesn't pick up
 * `//itest`" / "includes `//itest`"); across kinds, or with a specific operation (cache, lint, validate), the
 * two say different things ("does not create `config.yml`" / "reads `config.yml`").
 */
const ACTION_KINDS: Record<string, number[]> = (() => {
  const kinds = [
    'include contain have add ship bundle define declare register pick collect pull',
    'read load fetch pick get import use require depend link call run execute invoke apply collect initialize init mount pull',
    'expose export serve provide publish emit return',
    'create write generate add edit install set configure enable',
  ];
  const out = Object.create(null) as Record<string, number[]>;
  kinds.forEach((verbs, n) => {
    for (const v of verbs.split(' ')) (out[stem(v)] ??= []).push(n);
  });
  return out;
})();

/** The other clause's verb (or its state verb, "includes") is of a kind the negated verb is too. */
function sameKindOfAction(verb: string, other: Clause): boolean {
  const kinds = ACTION_KINDS[verb];
  if (kinds === undefined) return false;
  const same = (v: string) => ACTION_KINDS[v]?.some((k) => kinds.includes(k)) === true;
  for (const v of other.verbs) if (same(v)) return true;
  for (const a of other.antonyms) if (a.sign > 0 && same(stem(a.word.toLowerCase().split(' ')[0]!))) return true;
  return false;
}

/** Verbs for dealing with something in any way: "never touches", "doesn't hit", "does not depend on". */
const ANY_DEALING_WORDS = new Set(
  'touch touches touching hit hits hitting access accesses accessing involve involves involving depend depends relies rely interact interacts contact contacts reach reaches'.split(' '),
);

/** Verbs that take an action as their object: "run the type checking", "do any caching", "perform retries". */
const ACTION_LIGHT_VERBS = new Set(['run', 'do', 'perform', 'execut', 'trigger'].map((w) => stem(w)));

const USE = stem('use');
/** Prepositions naming what an action is done with: "validated with zod", "built using Bazel", "sent via SES". */
const INSTRUMENTS = new Set(['with', 'using', 'via', 'through']);

/**
 * The object after `from` (up to the next phrase) is specific, all of it is in the other clause, and the other
 * clause writes it after one of INSTRUMENTS: "Don't run zod" / "validate forms with the zod schemas".
 */
function usedAsInstrument(tokens: readonly Token[], from: number, other: Clause): boolean {
  const object = new Set<string>();
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || LINKS.has(t.norm) || BARRIERS.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) break;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x)) object.add(x);
  }
  // "doesn't run `cosign verify`" names more than the tool "signs with cosign" uses.
  if (object.size === 0 || [...object].some((x) => !other.terms.has(x))) return false;
  for (let i = 0; i < other.tokens.length; i++) {
    if (!INSTRUMENTS.has(other.tokens[i]!.norm)) continue;
    for (let j = i + 1; j < other.tokens.length && j <= i + 4; j++) {
      const t = other.tokens[j]!;
      if (t.kind === 'punct' || LINKS.has(t.norm) || BARRIERS.has(t.norm)) break;
      if (t.terms.some((x) => object.has(x))) return true;
    }
  }
  return false;
}

/** A code token naming a file by its extension: `values.yaml`, application.properties. */
function isFileName(t: Token): boolean {
  if (t.kind !== 'code') return false;
  const dot = t.norm.lastIndexOf('.');
  // `.env` is a file too.
  return dot >= 0 && FILE_EXTENSIONS.has(t.norm.slice(dot + 1));
}

const NEGATION_CUES = new Set(['not', 'no', 'never', "n't", 'cannot', "can't", "don't", "doesn't", "isn't", "aren't", "wasn't", "weren't", "won't", "didn't", 'dont', 'doesnt', 'isnt', 'arent']);

function clauseText(c: Clause): string {
  return c.tokens
    .map((t) => (t.quoted ? `\`${t.raw}\`` : t.raw))
    .join(' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(');
}

/** The words of a clause that carry the given terms, as written: "auth tokens", "`src/http.ts`". */
function surface(c: Clause, terms: readonly string[]): string {
  const wanted = new Set(terms);
  const words: string[] = [];
  for (const t of c.tokens) {
    if (words.length >= 5) break;
    if (!t.terms.some((x) => wanted.has(x))) continue;
    words.push(t.quoted ? `\`${t.raw}\`` : t.kind === 'code' ? t.raw : t.norm);
  }
  return words.length > 0 ? words.join(' ') : 'the same subject';
}

// ---------------------------------------------------------------------------
// Values

/**
 * "hourly", "twice a day", "60 Hz" say how often: they meet a period ("every 30 minutes", "the interval is
 * 16 ms"), never how long something takes or is kept ("the build takes 40 minutes").
 */
function periodsMeet(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause): boolean {
  const interval = (q: StatedQuantity) => q.period !== undefined || q.kinds?.has('interval') === true;
  // "runs every 10 seconds" / "times out after 5 seconds", "is stopped after 12 hours", "is kept for 30 days":
  // how often against how long something takes, waits or lasts, two quantities of one thing.
  if ((a.period !== undefined || b.period !== undefined) && !(interval(a) && interval(b))) return false;
  const often = (q: StatedQuantity) => q.period === 'often' || q.period === 'hz';
  if (!often(a) && !often(b)) return true;
  // Such a word names nothing of its own: it is how often the clause's action happens ("rebuilt nightly" is
  // not "refreshes every second"), and the two must share what it happens to, not only the folder they are in.
  if (actionsDiffer(p.verbs, c.verbs)) return false;
  const y = subjectOf(b);
  for (const term of subjectOf(a).keys()) if (y.has(term) && !isInFolder(p, term) && !isInFolder(c, term)) return true;
  return false;
}

/**
 * "In `packages/x/`, the lock timeout is 10 s" / "In `packages/x/`, the request timeout is 30 s": the folder
 * says where both values are set, not what they measure; when it is all the two share and each names
 * something of its own, they are two quantities.
 */
function onlyFolderShared(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause): boolean {
  const x = subjectOf(a);
  const y = subjectOf(b);
  const { sharedTerms } = align(x, y);
  if (sharedTerms.length === 0 || !sharedTerms.every((t) => isInFolder(p, t) || isInFolder(c, t))) return false;
  // A general word counts here ("the request timeout" / "the lock timeout"): nothing else ties the two.
  const verbs = bothVerbs(p, c);
  return extras(x, y, verbs).length > 0 && extras(y, x, verbs).length > 0;
}

/**
 * The two subjects without the folder both clauses name: it says where each value is set, and its
 * weight would make "the app log group" and "the audit log group" of one package one subject.
 */
function withoutSharedFolder(x: Map<string, number>, y: Map<string, number>, p: Clause, c: Clause): [Map<string, number>, Map<string, number>] {
  let folder: Set<string> | null = null;
  for (const t of x.keys()) if (y.has(t) && isInFolder(p, t) && isInFolder(c, t)) (folder ??= new Set()).add(t);
  if (!folder) return [x, y];
  const a = withoutTerms(x, folder);
  const b = withoutTerms(y, folder);
  return a.size > 0 && b.size > 0 ? [a, b] : [x, y];
}

/**
 * "The API's metrics endpoint is on port 9090" / "The API listens on port 8080": the value is the
 * endpoint's, which the other side never names; the API only owns it. Words naming the quantity itself
 * ("the API's port", "Sidekiq's concurrency") name no other owner.
 */
function possessedApart(q: StatedQuantity, c: Clause, other: Clause): boolean {
  // "the iOS app's deployment target is iOS 15": what a version is of is named by the tool.
  if (q.dim === 'version') return false;
  const tokens = c.tokens;
  let at = -1;
  for (let i = 0; i < q.first; i++) if (/['’]s$/.test(tokens[i]!.raw) && tokens[i]!.terms.length > 0) at = i;
  if (at < 0 || !tokens[at]!.terms.some((t) => other.terms.has(t))) return false;
  let owned = false;
  for (let i = at + 1; i < q.first; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' && t.kind !== 'code') break;
    if (t.terms.length === 0 || t.terms.some((x) => c.verbs.has(x))) break;
    for (const x of t.terms) {
      if (GENERIC_STEMS.has(x) || q.naming.includes(x) || q.key.includes(x) || durationKindOf(x) !== undefined) continue;
      if (other.terms.has(x) || sameName(x, other.terms)) return false;
      owned = true;
    }
  }
  return owned;
}

/** Things a value is often set for one of, and a whole has many of: "25 connections per pod", "batch size 32 per GPU". */
const INSTANCES = new Set(
  'pod instanc node replica worker process container host machin core cpu gpu partit shard thread server executor task consum vm box dyno'.split(' '),
);

/**
 * "Max DB connections: 100" / "at most 25 DB connections per pod": a value for each of some instances
 * against one that says no such thing is another quantity (the total, or a limit elsewhere), unless the
 * other side's value is of that instance ("each pod may open at most 15").
 */
function perInstanceOnly(scoped: StatedQuantity, other: StatedQuantity): boolean {
  if (scoped.scope === undefined || other.scope !== undefined || !INSTANCES.has(scoped.scope)) return false;
  return !other.subject.has(scoped.scope) && !other.key.includes(scoped.scope);
}

/** Verbs that only say something happens on a schedule: "runs hourly" / "is scheduled every hour" is one action. */
const SCHEDULE_VERBS = new Set(['run', 'schedul', 'happen', 'execut', 'fire', 'trigger', 'occur', 'kick', 'start', 'tick']);

function actionsDiffer(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  for (const v of a) if (b.has(v) || SCHEDULE_VERBS.has(v)) return false;
  for (const v of b) if (SCHEDULE_VERBS.has(v)) return false;
  return true;
}

/** A part of a folder the clause names (`packages/billing-5/`). */
function isInFolder(c: Clause, term: string): boolean {
  return c.tokens.some((t) => t.kind === 'code' && t.raw.endsWith('/') && t.terms.includes(term));
}

/** Both say what kind of duration it is, and the kinds differ: two different durations. */
function kindsAgree(a: Set<string> | null, b: Set<string> | null): boolean {
  if (!a || !b) return true;
  for (const k of a) if (b.has(k)) return true;
  return false;
}

// quantityKeysMatch's tests as loops, not callbacks made per pair: a closure's optimised code dies with it at a full GC.

function keyShared(a: StatedQuantity, b: StatedQuantity): boolean {
  for (const k of a.key) if (b.key.includes(k)) return true;
  return false;
}

function keyInSubject(key: readonly string[], subject: Map<string, number>): boolean {
  for (const k of key) if (subject.has(k)) return true;
  return false;
}

function quantityKeysMatch(a: StatedQuantity, b: StatedQuantity): boolean {
  // "100/hour" and "1000 requests an hour": a rate of one subject is a rate of the same thing.
  if (a.dim === 'rate' && (a.key.length === 0 || b.key.length === 0)) return true;
  if (a.dim === 'count' || a.dim === 'version' || a.dim === 'text' || a.dim === 'rate') {
    // "`retries: 3`" / "retry 5 times", "a minimum of 2 nodes" / "node group `min_size = 4`": what one side
    // counts may be named by the other's words instead of its key.
    if (a.key.length > 0 && b.key.length > 0) return keyShared(a, b) || keyInSubject(a.key, b.subject) || keyInSubject(b.key, a.subject);
    if (a.key.length === 0 && b.key.length === 0) return true;
    const [keyed, bare] = a.key.length > 0 ? [a, b] : [b, a];
    return keyInSubject(keyed.key, bare.subject) || keyAbbreviates(keyed.key[0]!, bare.subject);
  }
  return true;
}

/** `req_seq_len` / "the request sequence length": every part of the key is a word of the other side or its short form. */
function keyAbbreviates(key: string, subject: Map<string, number>): boolean {
  if (!NAME_CHARS.test(key) || key.includes('/') || key.includes(' ')) return false;
  const parts = partsOf(key);
  return parts.length >= 2 && partsExplained(parts, subject, false);
}

function sameValue(a: StatedQuantity, b: StatedQuantity): boolean {
  if (a.dim === 'version') {
    const x = a.parts ?? [];
    const y = b.parts ?? [];
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
    return true;
  }
  if (a.dim === 'text') return a.text === b.text;
  // 60 Hz is 16.67 ms, which writers round to 16 or 17.
  if (a.period === 'hz' || b.period === 'hz') return Math.abs(a.value - b.value) <= 0.05 * Math.max(a.value, b.value);
  // Sizes read both ways (1000 or 1024 a "k"), and token counts ("8k" is 8000 or 8192).
  if (a.dim === 'size' || a.alt !== undefined || b.alt !== undefined) {
    // Four comparisons, not two arrays: a literal of numbers is Smi or double elements by its values (a "wrong map").
    const xa = a.alt ?? a.value;
    const ya = b.alt ?? b.value;
    return closeTo(a.value, b.value) || closeTo(a.value, ya) || closeTo(xa, b.value) || closeTo(xa, ya);
  }
  return closeTo(a.value, b.value);
}

// Module-level helpers for the pair checks below, not closures made per call: a closure's optimised code dies with
// it at a full GC, and each was compiled again in every bench run (disc-036).

/** Equal but for floating-point rounding. */
function closeTo(x: number, y: number): boolean {
  return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
}

/** The same value, or a plain value that meets the other side's floor ("at least 2 reviewers" / "4 approvals"). */
function agrees(a: StatedQuantity, b: StatedQuantity): boolean {
  if (a.dim === 'limitless' || b.dim === 'limitless') return a.dim === b.dim;
  if (a.low !== undefined || b.low !== undefined) return rangeAgrees(a, b);
  return sameValue(a, b) || withinBound(a, b) || withinBound(b, a) || seenUnderLimit(a, b) || seenUnderLimit(b, a) || firstTryCounted(a, b) || firstTryCounted(b, a);
}

/** "4 attempts" and "3 retries" are one setting: the attempts count the first try, the retries do not. */
function firstTryCounted(attempts: StatedQuantity, retries: StatedQuantity): boolean {
  if (attempts.dim !== 'count' || retries.dim !== 'count' || attempts.value !== retries.value + 1) return false;
  return triesCounted(attempts) === 'attempt' && triesCounted(retries) === 'retry';
}

const RETRY = termOfWord('retry');
const RETRIES = termOfWord('retries');

/** Whether a count of tries counts every attempt or the retries after the first one. */
function triesCounted(q: StatedQuantity): 'attempt' | 'retry' | null {
  const retry = q.subject.has(RETRY) || q.subject.has(RETRIES) || q.naming.includes(RETRY) || q.naming.includes(RETRIES) || /retr/i.test(q.written);
  if (retry) return /attempt/i.test(q.written) ? null : 'retry';
  return /attempts?\b|\btries\b/i.test(q.written) ? 'attempt' : null;
}

/**
 * What is usually or presently seen, at or under a limit: "uploads are capped at 25 MB" / "typical uploads
 * are under 3 MB", "the pool has up to 10 connections" / "4 open connections". The limit says what may be,
 * the other what is.
 */
function seenUnderLimit(limit: StatedQuantity, seen: StatedQuantity): boolean {
  if (limit.bound !== 'max' || !seen.observed || limit.observed || seen.namedBound || seen.bound === 'min') return false;
  if (limit.dim === 'text' || limit.dim === 'version' || limit.dim === 'port' || limit.dim === 'clock') return false;
  if (!Number.isFinite(limit.value) || !Number.isFinite(seen.value)) return false;
  return seen.value <= limit.value * (1 + 1e-9);
}

/** A range's lower end as a value of its own. */
function lowEnd(q: StatedQuantity): StatedQuantity {
  const low = copyStated(q);
  low.value = q.low!;
  low.alt = undefined;
  return low;
}

/** Two ranges agree when both ends do; a range and one value when the value lies inside it ("between 2 and 5" / "4"). */
function rangeAgrees(a: StatedQuantity, b: StatedQuantity): boolean {
  if (a.low !== undefined && b.low !== undefined) return sameValue(a, b) && sameValue(lowEnd(a), lowEnd(b));
  const [range, one] = a.low !== undefined ? [a, b] : [b, a];
  const slack = 1e-9 * Math.max(1, Math.abs(range.value));
  return one.value >= range.low! - slack && one.value <= range.value + slack;
}

/**
 * A value at or above a floor written as a way of stating a requirement ("at
 * least 2", ">= 2"), not as a named setting ("the minimum SDK is 26"). Only
 * floors: "up to 5" is how a limit's value is written, so "retries 3 times" /
 * "retries up to 5 times" stays a change (labelled so in three eval sets).
 */
function withinBound(bounded: StatedQuantity, plain: StatedQuantity): boolean {
  if (!bounded.bound || plain.bound || bounded.namedBound || bounded.dim === 'text' || bounded.dim === 'version') return false;
  if (!Number.isFinite(bounded.value) || !Number.isFinite(plain.value)) return false;
  return bounded.bound === 'min' && plain.value >= bounded.value;
}

/**
 * valueHit's test of two values that may conflict: of one subject, stated the same way. A function of its own,
 * not the body of a callback made per pair: a closure loses its optimised code when it dies at a full GC, and
 * this one was compiled again in every bench run.
 */
function valuesOfOneSubject(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  if (a.dim === 'version' && laterFolderApart(a, b, p, c, older, newer)) return false;
  if (a.restricted !== b.restricted || !kindsAgree(a.kinds, b.kinds) || !periodsMeet(a, b, p, c) || onlyFolderShared(a, b, p, c)) return false;
  if (possessedApart(a, p, c) || possessedApart(b, c, p)) return false;
  // "max receive message size" / "max send message size": each value is of one side of a pair.
  if (contrastedSides(p.terms, c.terms, QUANTITY_CONTRASTS)) return false;
  // "No limit" names no quantity of its own: a word naming something on each side ("the GitHub API" /
  // "the internal API") is two things.
  if ((a.dim === 'limitless' || b.dim === 'limitless') && extras(subjectOf(a), subjectOf(b), bothVerbs(p, c)).length > 0 && extras(subjectOf(b), subjectOf(a), bothVerbs(p, c)).length > 0) return false;
  const [x, y] = withoutSharedFolder(subjectOf(a), subjectOf(b), p, c);
  if (leftAgrees(a, b, p, c) && sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: p, b: c })) return true;
  if ((sameSetting(a, b) !== null || sameTool(a, b)) && settingSubjectsAgree(a, b, p, c, older, newer)) return true;
  if (sameTool(a, b) && pinnedAlike(a, b, p, c, older, newer)) return true;
  if (keyNamedAlike(a, b, p, c, older, newer)) return true;
  if (fileOwned(a, b, p, c, older, newer)) return true;
  return unownedAgrees(a, b, older, newer);
}

// valueHit's tests as functions of their own, not callbacks made per quantity: a closure's optimised code dies with it
// at a full GC, and each was compiled again in every bench run (disc-036).

function someOfDim(list: ReadonlyArray<{ q: StatedQuantity }>, dim: StatedQuantity['dim']): boolean {
  for (const { q } of list) if (q.dim === dim) return true;
  return false;
}

function someSetting(list: ReadonlyArray<{ q: StatedQuantity }>): boolean {
  for (const { q } of list) if (isSetting(q)) return true;
  return false;
}

function someCountOfRate(list: ReadonlyArray<{ q: StatedQuantity }>): boolean {
  for (const { q } of list) if (countOfRate(q)) return true;
  return false;
}

/** Each of the newer's values read in the terms of `a` (asDuration, asRate), or as it is. */
function readAs(
  list: ReadonlyArray<{ q: StatedQuantity; c: Clause }>,
  a: StatedQuantity,
  as: (q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>) => StatedQuantity | null,
): Array<{ q: StatedQuantity; c: Clause }> {
  const out: Array<{ q: StatedQuantity; c: Clause }> = [];
  for (const { q, c } of list) out.push({ q: as(q, [{ q: a }]) ?? q, c });
  return out;
}

/** `b` may state another value of what `a` states: the same dimension, bounds, scope and key; their subjects are not read yet. */
function mayConflict(a: StatedQuantity, b: StatedQuantity): boolean {
  if (a.dim === 'limitless' || b.dim === 'limitless') return limitMeets(a, b);
  if (b.dim !== a.dim || (a.dim === 'version' && (a.among || b.among))) return false;
  // One catalogue quantity named on both sides ("concurrency 10" / "25 threads (-c 25)"): the names agree.
  const setting = sameSetting(a, b);
  // `coverage_gate: 0.80` against "the canary gets 7 percent": a fraction read as a share is that setting's only;
  // so is a value written as its setting's flag (`-Xmx4096m` is the heap, not Redis' `maxmemory`).
  if (setting === null && a.setting !== undefined && b.setting !== undefined && (fromFraction(a) || fromFraction(b) || asFlag(a) || asFlag(b))) return false;
  return (
    !boundsApart(a, b, setting?.limit === true, floorByNature(a, b) || isThreshold(setting)) &&
    !(a.scope !== b.scope && (a.scope === 'total' || b.scope === 'total' || (a.scope !== undefined && b.scope !== undefined))) &&
    !perInstanceOnly(a, b) &&
    !perInstanceOnly(b, a) &&
    (setting !== null || quantityKeysMatch(a, b))
  );
}

function valueHit(older: Analysis, newer: Analysis): Hit | null {
  if ((signalsOf(older).dims & signalsOf(newer).dims) === 0) return null;
  // A value the newer says is gone ("raised from 30 s to 60 s") neither confirms nor contradicts the older.
  const newerQuantities = signalsOf(newer).current;
  for (const p of older.clauses) {
    for (const stated of p.quantities) {
      if (stated.former) continue;
      // A setting without a unit ("`AUTO_SUSPEND = 300`") against a duration: read in the duration's terms.
      let a = isSetting(stated) && someOfDim(newerQuantities, 'duration') ? (asDuration(stated, newerQuantities) ?? stated) : stated;
      let read = a.dim === 'duration' && someSetting(newerQuantities) ? readAs(newerQuantities, a, asDuration) : newerQuantities;
      // `RATE_LIMIT=100` / "100 requests per minute": a bare number of a rate setting is read as the other side's rate.
      if (countOfRate(a) && someOfDim(newerQuantities, 'rate')) a = asRate(a, newerQuantities) ?? a;
      else if (a.dim === 'rate' && someCountOfRate(newerQuantities)) read = readAs(read, a, asRate);
      // Only another value can conflict: most pairs end here, before their subjects are compared.
      const candidates: Array<{ q: StatedQuantity; c: Clause }> = [];
      let differs = false;
      for (const r of read) {
        if (!mayConflict(a, r.q)) continue;
        candidates.push(r);
        if (!agrees(a, r.q)) differs = true;
      }
      if (!differs) continue;
      // The first candidate of one subject with `a`, unless one such agrees with it.
      let conflict: { q: StatedQuantity; c: Clause } | undefined;
      let agreeing = false;
      for (const r of candidates) {
        if (!valuesOfOneSubject(a, r.q, p, r.c, older, newer)) continue;
        conflict ??= r;
        if (agrees(a, r.q)) {
          agreeing = true;
          break;
        }
      }
      if (conflict === undefined || agreeing) continue;
      // A text value the newer also mentions elsewhere is not replaced ("uses `main`; `master` is a mirror").
      if (a.dim === 'text' && newer.terms.has(a.text ?? '')) continue;
      const b = conflict.q;
      // "dev server", not "dev server port is port 3000".
      const written = a.written.toLowerCase();
      const named: string[] = [];
      for (const t of align(subjectOf(a), subjectOf(b)).sharedTerms) if (!written.includes(t)) named.push(t);
      const shared = surface(p, named);
      const [x, y] = describePair(a, b);
      const normalised = a.dim !== 'text' && (x !== a.written || y !== b.written) ? ` (${x} vs ${y})` : '';
      return {
        kind: 'value',
        reason: `value: ${shared} is ${a.written} in the older and ${b.written} in the newer${normalised}`,
        older: [a.written],
        newer: [b.written],
      };
    }
  }
  return null;
}

/**
 * "No limit on uploads" / "uploads are capped at 25 MB": no limit against a limit, of any dimension; a value
 * that is not said to be a limit ("3 retries") may be what happens under no limit. What either counts must agree.
 */
function limitMeets(a: StatedQuantity, b: StatedQuantity): boolean {
  if (a.dim === b.dim) return true;
  const limit = a.dim === 'limitless' ? b : a;
  const none = limit === a ? b : a;
  if (limit.bound !== 'max' || limit.dim === 'text' || limit.dim === 'version' || limit.dim === 'clock' || limit.dim === 'port') return false;
  return none.key.length === 0 || none.key.some((k) => limit.key.includes(k) || limit.subject.has(k) || limit.naming.includes(k));
}

/** A share written as a fraction (`sample_rate: 0.1`), which quantities.ts reads as a percentage of its setting. */
function fromFraction(q: StatedQuantity): boolean {
  return q.dim === 'percent' && q.setting !== undefined && !/%|percent|pct/i.test(q.written);
}

/** A value written as the flag that names its setting: `-Xmx2g`, `--max-old-space-size=4096`. */
function asFlag(q: StatedQuantity): boolean {
  return q.setting !== undefined && q.written.charCodeAt(0) === 45;
}

/** The catalogue quantity both values are of (settings-catalogue.ts), or null. */
function sameSetting(a: StatedQuantity, b: StatedQuantity): CatalogueQuantity | null {
  if (a.setting === undefined || b.setting === undefined || !sameCatalogueQuantity(a.setting, b.setting)) return null;
  return catalogueQuantity(a.setting) ?? null;
}

/** Platforms an app names one version of, the oldest it runs on: "minimum iOS 15" and "iOS 16" are one setting. */
const FLOOR_PLATFORMS = new Set(['ios', 'macos', 'tvos', 'watchos', 'visionos']);

/** Versions of one platform an app deploys to: its deployment target is a floor by nature. */
function floorByNature(a: StatedQuantity, b: StatedQuantity): boolean {
  return a.dim === 'version' && b.dim === 'version' && a.key.length === 1 && FLOOR_PLATFORMS.has(a.key[0]!) && b.key.includes(a.key[0]!);
}

/**
 * A threshold is both bounds at once: "the minimum coverage is 75%" and "CI fails below 80%" are one setting,
 * whichever way each side writes the limit.
 */
function isThreshold(setting: CatalogueQuantity | null): boolean {
  return setting !== null && setting.id.endsWith('threshold');
}

/** Versions of one named tool ("ESP-IDF 4.4" / "ESP-IDF v5.2", `net6.0` / "net8.0"): the version of <name>. */
function sameTool(a: StatedQuantity, b: StatedQuantity): boolean {
  return a.dim === 'version' && a.key.length > 0 && a.key.some((k) => b.key.includes(k));
}

/**
 * A floor against a ceiling, or a named limit against a plain value: two settings. For a quantity that
 * is a limit by nature (a heap, a context length), "max" names the quantity itself, not another setting.
 */
function boundsApart(a: StatedQuantity, b: StatedQuantity, limit: boolean, floor = false): boolean {
  const ab = (limit && a.bound === 'max') || (floor && a.bound === 'min') ? null : a.bound;
  const bb = (limit && b.bound === 'max') || (floor && b.bound === 'min') ? null : b.bound;
  if (ab && bb && ab !== bb) return true;
  return (ab !== null && a.namedBound === true && !bb) || (bb !== null && b.namedBound === true && !ab);
}

/**
 * Two values of one catalogue quantity, or versions of one named tool: the words naming it ("context
 * length", `max_seq_len`, "the HPA", "Node") say what is measured, not whose it is. Without them, a side
 * with nothing left names no one else's; otherwise the usual subject test decides ("the API's pool" /
 * "the worker's pool", "locally" / "in CI" differ), a head that is one of those names aside.
 */
function settingSubjectsAgree(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  // What is counted ("20 items per page") and the tool a version is of name the quantity too.
  const naming = new Set([...a.naming, ...b.naming, ...countedNoun(a), ...countedNoun(b)]);
  // Nothing left next to the value: the rest of its clause says whose it is.
  let x = withoutTerms(subjectOf(a), naming);
  let y = withoutTerms(subjectOf(b), naming);
  if (x.size === 0) x = restOfClause(p, a, naming);
  if (y.size === 0) y = restOfClause(c, b, naming);
  // A side naming no owner ("The cache TTL is 24 hours") is about the other's only when the other's owner is
  // general or named in its text too ("Thumbnails are cached for 1 hour" is one cache of several). A tool's
  // version named without an owner ("We're on ESP-IDF v5.2") is the project's.
  if (x.size === 0 || y.size === 0) return sameTool(a, b) || ownerAlsoNamed(x.size === 0 ? y : x, x.size === 0 ? older.terms : newer.terms);
  const left = leftsAgree(withoutTerms(a.left, naming), withoutTerms(b.left, naming), a, b, p, c);
  const wording = { a: headNaming(p, a) ? headless(p) : p, b: headNaming(c, b) ? headless(c) : c };
  return left && sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), wording);
}

/**
 * Versions of one tool ("Node 18 is required" / "`.nvmrc` pins Node 20", "The Docker base image is Python 3.11" /
 * `FROM python:3.12-slim`): a project runs one version of a tool, and most words around it say where that version
 * is written down (a file, a manifest key, the image, the module) and that it is pinned, not whose it is. With
 * those set aside, two sides with nothing left are both the project's version; a side with words left names an
 * owner of its own, and the subject test decides ("the docs site" / "the API"). Two files of one kind
 * (`services/a/.nvmrc`, `services/b/.nvmrc`) are two owners.
 */
function pinnedAlike(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  const naming = new Set([...a.naming, ...b.naming, ...a.key, ...b.key]);
  // The tool's name as a word ("AWS" is "aw") and as a namespaced dependency (`hashicorp/aws`) names it too.
  for (const k of a.key) {
    naming.add(termOfWord(k));
    for (const t of [...p.terms.keys(), ...c.terms.keys()]) if (t.endsWith(`/${k}`)) for (const part of [t, ...t.split('/')]) naming.add(part);
  }
  // "macOS" is read as "mac" and "os" too: every part of a word that is the tool's name names it.
  for (const t of p.tokens) if (t.terms.length > 1 && a.key.includes(t.norm)) for (const part of t.terms) naming.add(part);
  for (const t of c.tokens) if (t.terms.length > 1 && a.key.includes(t.norm)) for (const part of t.terms) naming.add(part);
  let x = withoutPinPlaces(withoutTerms(subjectOf(a), naming), a, p, subjectOf(b));
  let y = withoutPinPlaces(withoutTerms(subjectOf(b), naming), b, c, subjectOf(a));
  // "The web package requires Node 20 (`engines.node` is `>=20`)": the parenthesis says where the version of its
  // sentence's subject is pinned, and that sentence says whose it is.
  if (x.size === 0) x = ownerElsewhere(a, p, older, naming, subjectOf(b)) ?? x;
  if (y.size === 0) y = ownerElsewhere(b, c, newer, naming, subjectOf(a)) ?? y;
  if (x.size === 0 && y.size === 0) return true;
  // A folder only one side names is whose it is ("In `packages/web/`, …").
  if (folderOnlyIn(x, y) || folderOnlyIn(y, x)) return false;
  // "The admin app uses Node 12" / "`.nvmrc` pins Node 20": the admin app may be the one that differs.
  if (x.size === 0 || y.size === 0) return false;
  // Heads aside: "TargetFramework in Api.csproj is net8.0" is about the API's version, not about TargetFramework.
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: headless(p), b: headless(c) });
}

/**
 * A version in a later clause (a parenthesis, a second sentence: "… (`engines.node` is `>=20`)") belongs to the
 * folder its text names before it, when the other text names none (`hashicorp/aws` is the tool's name, no folder).
 */
function laterFolderApart(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  if (p.index === 0 && c.index === 0) return false;
  return folderOnlyWritten(older, newer, a, b) || folderOnlyWritten(newer, older, a, b);
}

/** A folder the text writes as one (`packages/web/`) that the other text never names. */
function folderOnlyWritten(own: Analysis, other: Analysis, a: StatedQuantity, b: StatedQuantity): boolean {
  for (const clause of own.clauses)
    for (const t of clause.tokens) {
      if (t.kind !== 'code' || !t.raw.endsWith('/') || t.terms.length === 0) continue;
      const folder = t.terms[0]!;
      if (a.key.some((k) => folder.endsWith(`/${k}`)) || b.key.some((k) => folder.endsWith(`/${k}`))) continue;
      if (!other.terms.has(folder)) return true;
    }
  return false;
}

/** The owner another clause of the text gives a version of the same tool, when it names one. */
function ownerElsewhere(q: StatedQuantity, c: Clause, text: Analysis, naming: ReadonlySet<string>, other: Map<string, number>): Map<string, number> | null {
  for (const d of text.clauses) {
    if (d === c) continue;
    for (const r of d.quantities) {
      if (r.dim !== 'version' || !r.key.some((k) => q.key.includes(k))) continue;
      const owner = withoutPinPlaces(withoutTerms(subjectOf(r), naming), r, d, other);
      if (owner.size > 0) return owner;
    }
  }
  return null;
}

function folderOnlyIn(own: Map<string, number>, other: Map<string, number>): boolean {
  for (const t of own.keys()) if (t.includes('/') && !isPinFile(t) && !other.has(t)) return true;
  return false;
}

/** Words for what holds a project's toolchain version: its image, its module or project file, its runtime. */
const PIN_WORDS = 'image base container docker runtime toolchain module project repository repo codebase workspace engines version msrv build sdk target framework deployment xcode app application provider crate top level root'.split(' ');
const PIN_PLACES = new Set(PIN_WORDS.map(termOfWord));
/** A name made of such words only: `TargetFramework`, `baseImage`. */
const PIN_NAME = new RegExp(`^(?:${PIN_WORDS.join('|')})+$`);
/** What a file or a manifest does with a version: it says, holds, pins or requires it. */
const PIN_VERBS = new Set('say says said contain contains hold holds list lists declare declares pin pins pinned require requires specify specifies set sets compile compiles deploy deploys target targets start starts open opens'.split(' ').map(termOfWord));

/** A term naming a file, a key path (`engines.node`) or a file-like name ("Dockerfile"); a folder names an owner. */
function isPinFile(term: string): boolean {
  return /\.[a-z0-9_-]+$/.test(term) || (!term.includes('/') && /fil(e)?$/.test(term));
}

function withoutPinPlaces(terms: Map<string, number>, q: StatedQuantity, c: Clause, other: Map<string, number>): Map<string, number> {
  const written = q.written.toLowerCase();
  const files = [...terms.keys()].filter((t) => isPinFile(t) && !sameBaseElsewhere(t, other));
  const out = new Map<string, number>();
  for (const [t, w] of terms) {
    if (PIN_PLACES.has(t) || PIN_NAME.test(t) || PIN_VERBS.has(t) || c.verbs.has(t) || UNIVERSAL.has(t) || (t.length >= 3 && written.includes(t))) continue;
    // `.bazelversion` is also read as the word "bazelversion", stemmed; `build.gradle.kts` as "build" and "gradl".
    if (files.includes(t) || (t.length >= 4 && files.some((f) => f.startsWith(`.${t}`) || f.includes(`${t}`)))) continue;
    out.set(t, w);
  }
  return out;
}

/**
 * `services/billing/.nvmrc` against `services/search/.nvmrc`, `web/package.json` against `api/package.json`: one
 * kind of file in two places is two owners (`package.json` and `.nvmrc` are two places of one pin).
 */
function sameBaseElsewhere(term: string, other: Map<string, number>): boolean {
  const kind = term.slice(term.lastIndexOf('.'));
  for (const u of other.keys()) if (u !== term && isPinFile(u) && u.slice(u.lastIndexOf('.')) === kind) return true;
  return false;
}

/**
 * A value given to a setting whose name says what it is of (`ACCESS_TOKEN_TTL` is 3600 seconds,
 * `SEARCH_QUERY_TIMEOUT_MS=2500`) against the same quantity in prose ("access tokens are valid for 15 minutes"):
 * when the other side writes every part of the name but those naming the kind of value (ttl, timeout, size, max,
 * a unit), the name is the setting of what the prose is about, not a subject of its own. The rest of the two
 * subjects still has to agree, with the name aside.
 */
function keyNamedAlike(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  const keyA = keyNamedBy(a, p, c);
  const keyB = keyA === undefined ? keyNamedBy(b, c, p) : undefined;
  if (keyA === undefined && keyB === undefined) return false;
  // A default against what is set ("Default idle timeout: 120s" / "ALB idle_timeout is 300"), or a folder only one
  // side names ("In `packages/admin/`, …"): two settings.
  if (p.terms.has(DEFAULT) !== c.terms.has(DEFAULT) || folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const [key, keyed, prose] = keyA === undefined ? [keyB!, c, p] : [keyA, p, c];
  const x = keyA === undefined ? subjectOf(a) : withoutTerms(subjectOf(a), new Set([keyA]));
  const y = keyB === undefined ? subjectOf(b) : withoutTerms(subjectOf(b), new Set([keyB]));
  // Words the setting's side adds to its name must be the prose side's too: "payments consumer
  // `max.poll.records`" is not "the ingest worker polls … records".
  const own = keyed === p ? x : y;
  for (const t of own.keys()) if (!keyed.tokens.some((k) => k.terms[0] === key && k.terms.includes(t)) && !prose.terms.has(t) && !isPinFile(t) && termWeight(t) > 0 && !keyed.verbs.has(t)) return false;
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: keyA === undefined ? p : headless(p), b: keyB === undefined ? c : headless(c) });
}

const DEFAULT = termOfWord('default');

/** A source or config file's path: `src/http.ts`, `config/session.php`, `jest.config.js`. */
function isSourceFile(term: string): boolean {
  const dot = term.lastIndexOf('.');
  return dot > 0 && FILE_EXTENSIONS.has(term.slice(dot + 1));
}

/**
 * The file both sides locate the value in (`src/http.ts`), or a file on one side and a function of its package
 * (`pkg/httpx/client.go` / `httpx.NewClient`) or the name it is named for (`dags/etl_hourly.py` / `etl_hourly`) on
 * the other: the code named is the owner, whatever each side calls the thing in it. Null when no such file is shared.
 */
function sharedFile(p: Clause, c: Clause): string | null {
  // Whole paths as written: `app_12/build.gradle.kts` and `app_284/build.gradle.kts` share a file name, not a file.
  for (const t of p.tokens) {
    const path = t.terms[0];
    if (path !== undefined && isSourceFile(path) && c.tokens.some((u) => u.terms[0] === path)) return path;
  }
  for (const [files, names] of [[p, c], [c, p]] as const) {
    for (const f of files.terms.keys()) {
      if (!isSourceFile(f) || !f.includes('/')) continue;
      const folder = f.slice(0, f.lastIndexOf('/')).split('/').pop()!;
      for (const t of names.terms.keys()) if (folder.length >= 3 && t.startsWith(`${folder}.`) && !isSourceFile(t)) return f;
      // `dags/etl_hourly.py` / "the `etl_hourly` DAG": a file named for what the other side names in code.
      const base = f.slice(f.lastIndexOf('/') + 1, f.lastIndexOf('.'));
      if (base.length >= 5 && /[_-]/.test(base) && names.tokens.some((u) => u.kind === 'code' && u.terms[0] === base)) return f;
    }
  }
  return null;
}

/** "by default", "the default pool": a default in words, not a name such as Airflow's `default_args`. */
function saysDefault(c: Clause): boolean {
  return c.tokens.some((t) => t.kind === 'word' && t.terms[0] === DEFAULT);
}

/** Words for what holds a setting in code, not whose it is: "the HTTP client", "its axios instance". */
const HOLDERS = new Set('client instance object wrapper helper module class constructor factory config configuration setup args arguments options params settings'.split(' ').map(termOfWord));

/** A holder, or a name made of holders: `default_args`, `client_options`. */
function isHolder(term: string): boolean {
  if (HOLDERS.has(term)) return true;
  const parts = term.split(/[_.]/);
  return parts.length > 1 && parts.every((x) => HOLDERS.has(termOfWord(x)) || termOfWord(x) === DEFAULT);
}

/**
 * A value in code against a value in prose, both located in one file (or the file and a function of its package):
 * "The HTTP client in `src/http.ts` has a 10s timeout" / "`src/http.ts` creates its axios instance with
 * `timeout: 30000`". Two values of one kind in one file are one setting when the words each side adds name what holds
 * it, not a second thing: "connect" / "read" timeouts (QUANTITY_CONTRASTS), a default against an override, a folder
 * on one side only, or words of their own on both sides are two settings.
 */
function fileOwned(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  if (!(a.written.includes('=') || a.written.includes(':') || b.written.includes('=') || b.written.includes(':') || a.key.length > 0 || b.key.length > 0 || a.setting !== undefined || b.setting !== undefined)) return false;
  // What is measured must be named alike: one catalogue quantity, one kind of duration, or one counted thing.
  const kindOk = sameSetting(a, b) !== null || (a.dim === 'duration' && a.kinds !== null && b.kinds !== null && kindsAgree(a.kinds, b.kinds)) || (a.dim === 'count' && a.key.length > 0 && quantityKeysMatch(a, b));
  if (!kindOk) return false;
  const file = sharedFile(p, c);
  if (file === null) return false;
  if (saysDefault(p) !== saysDefault(c) || folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const ownWords = (q: StatedQuantity, other: Clause) => {
    const out: string[] = [];
    for (const t of subjectOf(q).keys()) {
      if (other.terms.has(t) || GENERIC_STEMS.has(t) || termWeight(t) === 0 || (t.length >= 3 && file.includes(t)) || isSourceFile(t) || q.naming.includes(t) || q.key.includes(t)) continue;
      out.push(t);
    }
    return out;
  };
  const x = ownWords(a, c);
  const y = ownWords(b, p);
  return x.length === 0 || y.length === 0 || x.every(isHolder) || y.every(isHolder);
}

/** The term of the setting name in `q`'s clause that the other clause writes out in words, if any. */
function keyNamedBy(q: StatedQuantity, c: Clause, other: Clause): string | undefined {
  for (const t of c.tokens) {
    if (t.kind !== 'code' || t.terms.length === 0 || (!q.subject.has(t.terms[0]!) && !q.written.includes(t.raw.replace(/^`|`$/g, '')))) continue;
    // `SEARCH_QUERY_TIMEOUT_MS=2500`: the name, not its value.
    const parts = t.raw.includes('=') || t.raw.includes(':') ? partsOf(splitIdentifier(t.raw.replace(/\s*[:=].*$/, '')).join('_').toLowerCase()) : keyParts(t);
    if (parts.length < 2 || !parts.some(([p, s]) => QUANTITY_PREDICATE_STEMS.has(s) || durationKindOf(p) !== undefined)) continue;
    if (partsExplained(parts, proseTerms(other))) return t.terms[0];
  }
  return undefined;
}

const HEADLESS = new WeakMap<Clause, Clause>();

/** The clause read with no head, one copy per clause: the per-clause caches (aliases, exclusive) then serve it in every pair. */
function headless(c: Clause): Clause {
  let copy = HEADLESS.get(c);
  if (copy === undefined) {
    copy = withoutHead(c);
    HEADLESS.set(c, copy);
  }
  return copy;
}

/**
 * One value's own words name no owner ("…, and the size limit is 10 MB"): it is the value of what its text
 * is about, so it meets the other's when everything the other's words name is named in that text too
 * ("The uploader accepts files, and …" / "Uploads are capped at 25 MB"). A value with an owner on each side
 * is left to the subject test.
 */
function unownedAgrees(a: StatedQuantity, b: StatedQuantity, older: Analysis, newer: Analysis): boolean {
  const x = subjectOf(a);
  const y = subjectOf(b);
  const emptyX = onlyGeneral(x);
  const emptyY = onlyGeneral(y);
  if (emptyX === emptyY) return false;
  return emptyX ? ownerAlsoNamed(y, older.terms) : ownerAlsoNamed(x, newer.terms);
}

function ownerAlsoNamed(owner: Map<string, number>, text: Map<string, number>): boolean {
  for (const t of owner.keys()) if (!GENERIC_STEMS.has(t) && !text.has(t)) return false;
  return true;
}

/** The clause's terms but the value's own words ("20 items") and the quantity's names. */
function restOfClause(c: Clause, q: StatedQuantity, naming: ReadonlySet<string>): Map<string, number> {
  const own = new Set(naming);
  for (let i = q.first; i <= q.last; i++) for (const t of c.tokens[i]?.terms ?? []) own.add(t);
  return withoutTerms(c.terms, own);
}

/** "20 items", "Node 20": a word for what is counted, or a tool's name; not a setting's name (`DB_POOL_MAX`), which says whose. */
function countedNoun(q: StatedQuantity): readonly string[] {
  return q.key.length === 1 && /^[a-z]+$/.test(q.key[0]!) ? q.key : NO_STRINGS_LIST;
}
const NO_STRINGS_LIST: readonly string[] = [];

/** The clause's head is a word naming the quantity ("Pagination defaults to 20", "Node 20 runs the API"). */
function headNaming(c: Clause, q: StatedQuantity): boolean {
  return c.head !== null && q.namedBy !== undefined && q.namedBy.includes(c.tokens.indexOf(c.head));
}

function withoutTerms(terms: Map<string, number>, drop: ReadonlySet<string>): Map<string, number> {
  let out: Map<string, number> | null = null;
  for (const t of terms.keys()) if (drop.has(t)) (out ??= new Map(terms)).delete(t);
  return out ?? terms;
}

/** A number given to a named setting, with no unit after it: `AUTO_SUSPEND = 300`, `retries: 3`. */
function isSetting(q: StatedQuantity): boolean {
  return q.dim === 'count' && q.key.length > 0 && q.bound === null && /[=:]\s*\d+$/.test(q.written);
}

const SETTING_UNITS: Record<string, number> = { ms: 1, millis: 1, s: 1000, sec: 1000, secs: 1000, second: 1000, seconds: 1000, min: 60_000, mins: 60_000, minutes: 60_000 };

/**
 * A setting's name says what the duration `d` is: all its words are the duration's ("auto-suspends" /
 * `AUTO_SUSPEND`), or one is a kind of duration the other side does not contradict (`EXPORT_TIMEOUT` / "export
 * timeout").
 */
function durationNamed(d: StatedQuantity, named: readonly string[]): boolean {
  if (d.dim !== 'duration' || d.former) return false;
  let all = true;
  for (const x of named) if (!saidOf(d, x)) all = false;
  if (all) return true;
  for (const x of named) {
    const kind = durationKindOf(x);
    if (kind === undefined || (d.kinds !== null && !d.kinds.has(kind))) continue;
    for (const y of named) if (y !== x && saidOf(d, y)) return true;
  }
  return false;
}

function saidOf(d: StatedQuantity, x: string): boolean {
  return d.subject.has(termOfWord(x)) || d.subject.has(x);
}

/**
 * A setting whose name says what the other side's duration is about ("`AUTO_SUSPEND = 300`" / "auto-suspends
 * after 60 seconds"), read as that duration: in the unit its name ends with (`timeout_ms`), else in
 * seconds, unless milliseconds or minutes make the two equal. Null when it is not such a setting.
 */
function asDuration(q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>): StatedQuantity | null {
  if (!isSetting(q)) return null;
  // Loops and functions of their own, not callbacks made per call: a closure loses its optimised code when it
  // dies at a full GC, and these were compiled again in every bench run.
  let unit: number | undefined;
  const named: string[] = [];
  for (const k of q.key)
    for (const x of k.split(/[._-]/)) {
      const u = SETTING_UNITS[x];
      if (u !== undefined) unit ??= u;
      else if (x.length > 1) named.push(x);
    }
  const durations: StatedQuantity[] = [];
  if (named.length > 0) for (const { q: d } of others) if (durationNamed(d, named)) durations.push(d);
  if (durations.length === 0) return null;
  const readings = unit !== undefined ? [q.value * unit] : [q.value * 1000, q.value, q.value * 60_000];
  const value = readings.find((r) => durations.some((d) => Math.abs(d.value - r) < 1e-6)) ?? readings[0]!;
  const subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  const duration = copyStated(q);
  duration.dim = 'duration';
  duration.value = value;
  duration.key = [];
  duration.kinds = null;
  duration.subject = subject;
  duration.measured = null;
  return duration;
}

/** A bare number given to a setting that may be written as a rate: `targetFrameRate = 30`, `RATE_LIMIT=100`. */
function countOfRate(q: StatedQuantity): boolean {
  return q.setting !== undefined && isSetting(q) && catalogueQuantity(q.setting)?.dims.has('rate') === true;
}

const RATE_PERIODS = [1, 60, 3600, 86_400];

/**
 * That number read as the rate of the same quantity on the other side: per second (frames, ticks), unless
 * per minute, hour or day makes the two equal (a rate limit's number names no period). Null when no rate
 * of that quantity is there.
 */
function asRate(q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>): StatedQuantity | null {
  if (!countOfRate(q)) return null;
  const rates = others.map(({ q: r }) => r).filter((r) => r.dim === 'rate' && !r.former && r.setting !== undefined && sameCatalogueQuantity(q.setting!, r.setting));
  if (rates.length === 0) return null;
  const readings = RATE_PERIODS.map((p) => q.value / p);
  const value = readings.find((v) => rates.some((r) => Math.abs(r.value - v) <= 1e-9 * Math.max(1, v))) ?? readings[0]!;
  const rate = copyStated(q);
  rate.dim = 'rate';
  rate.value = value;
  rate.key = NO_STRINGS_LIST as string[];
  rate.measured = null;
  return rate;
}

/** "Logs are kept for 14 days" / "Metrics are kept for 15 months": what comes before the value names the subject. */
function leftAgrees(a: StatedQuantity, b: StatedQuantity, p: Clause, q: Clause): boolean {
  return leftsAgree(a.left, b.left, a, b, p, q);
}

/** leftAgrees with the words before each value given apart from the value (no copy of it with other words). */
function leftsAgree(aLeft: Map<string, number>, bLeft: Map<string, number>, a: StatedQuantity, b: StatedQuantity, p: Clause, q: Clause): boolean {
  if (aLeft.size === 0 || bLeft.size === 0) return true;
  // "The app runs on Elixir 1.15.7" / "elixir-version is 1.16.0": general words ("app", "version") name no subject.
  if (onlyGeneral(aLeft) || onlyGeneral(bLeft)) return true;
  for (const term of aLeft.keys()) if (aLeft.get(term)! > 0 && bLeft.has(term)) return true;
  for (const k of a.key) if (bLeft.has(k)) return true;
  for (const k of b.key) if (aLeft.has(k)) return true;
  // "The Phoenix app listens on …" / "phx server binds …": the subject named another way.
  const named = aliases(p, q, aLeft, bLeft);
  if (named) for (const term of aLeft.keys()) if (named.has(term)) return true;
  return false;
}

function onlyGeneral(terms: Map<string, number>): boolean {
  for (const t of terms.keys()) if (!GENERIC_STEMS.has(t)) return false;
  return true;
}

/** What a quantity measures: the words around it plus what it counts or names. */
function subjectOf(q: StatedQuantity): Map<string, number> {
  let subject = q.measured;
  if (subject) return subject;
  subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  q.measured = subject;
  return subject;
}

/** Both values in one unit, so a reader sees the difference: "1 h vs 24 h", "10 MB vs 25 MB". */
function describePair(a: StatedQuantity, b: StatedQuantity): [string, string] {
  if (a.dim === 'limitless' || b.dim === 'limitless') return [describe(a), describe(b)];
  if (a.low !== undefined || b.low !== undefined) {
    // A range as its two ends: "2–5 vs 10".
    const [al, bl] = describePair({ ...a, value: a.low ?? a.value, low: undefined }, { ...b, value: b.low ?? b.value, low: undefined });
    const [ah, bh] = describePair({ ...a, low: undefined }, { ...b, low: undefined });
    return [a.low !== undefined ? `${al}–${ah}` : ah, b.low !== undefined ? `${bl}–${bh}` : bh];
  }
  if (a.dim === 'duration') {
    const units: Array<[number, string]> = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'min'], [1000, 's'], [1, 'ms']];
    const [size, name] = unitOfBoth(units, a.value, b.value) ?? [1, 'ms'];
    // 60 Hz is 16.67 ms, not 16.666666666666668 ms.
    return [`${round(a.value / size)} ${name}`, `${round(b.value / size)} ${name}`];
  }
  if (a.dim === 'size') {
    const units: Array<[number, string]> = [[1024 ** 3, 'GiB'], [1024 ** 2, 'MiB'], [1024, 'KiB'], [1, 'bytes']];
    const [size, name] = unitOfBoth(units, a.value, b.value) ?? [1, 'bytes'];
    return [`${a.value / size} ${name}`, `${b.value / size} ${name}`];
  }
  if (a.dim === 'rate') {
    // 100/hour and 1000/hour, not 0.02778/s and 0.2778/s.
    const periods: Array<[number, string]> = [[1, 's'], [60, 'min'], [3600, 'hour'], [86_400, 'day']];
    let [per, name] = periods[0]!;
    for (const [p, n] of periods) {
      if (!wholeCount(a.value * p) || !wholeCount(b.value * p)) continue;
      per = p;
      name = n;
      break;
    }
    return [`${round(a.value * per)}/${name}`, `${round(b.value * per)}/${name}`];
  }
  return [describe(a), describe(b)];
}

/** The first unit both values are a whole number of. */
function unitOfBoth(units: ReadonlyArray<[number, string]>, x: number, y: number): [number, string] | undefined {
  for (const unit of units) if (x % unit[0] === 0 && y % unit[0] === 0) return unit;
  return undefined;
}

/** A whole number of one or more, but for rounding. */
function wholeCount(x: number): boolean {
  return Math.abs(x - Math.round(x)) < 1e-6 && Math.round(x) >= 1;
}

function describe(q: StatedQuantity): string {
  switch (q.dim) {
    case 'duration':
      return formatDuration(q.value);
    case 'size':
      return `${q.value} bytes`;
    case 'rate':
      return `${round(q.value)}/s`;
    case 'percent':
      return `${q.value}%`;
    case 'pixels':
      return `${q.value}px`;
    case 'port':
      return `port ${q.value}`;
    case 'clock':
      return `${String(Math.floor(q.value / 60)).padStart(2, '0')}:${String(q.value % 60).padStart(2, '0')}`;
    case 'version':
      return `version ${(q.parts ?? []).join('.')}`;
    case 'text':
      return `"${q.text}"`;
    case 'limitless':
      return 'no limit';
    default:
      return String(q.value);
  }
}

function round(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toPrecision(4);
}

function formatDuration(ms: number): string {
  if (ms % 86_400_000 === 0) return `${ms / 86_400_000} d`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

// ---------------------------------------------------------------------------
// Substitution

function asserts(analysis: Analysis, key: string, acronym = false): Clause | null {
  const pathLike = /[/.]/.test(key);
  const library = libraryName(key);
  for (const c of analysis.clauses) {
    if (!c.positive) continue;
    if (c.terms.has(key) || (library !== null && c.terms.has(library))) return c;
    if (pathLike) for (const t of c.terms.keys()) if (anchorsMeet(t, key) || (t !== key && sameFile(t, key))) return c;
  }
  // "moved from CRA to Vite" against "built with Create React App".
  if (acronym) for (const c of analysis.clauses) if (c.positive && expansionOf(c, key)) return c;
  return null;
}

/** A C library's other name, with or without `lib`: `libx264` is x264, `libvpx` is vpx. Read once per key, not per clause. */
function libraryName(key: string): string | null {
  if (key.length < 3 || !/^[a-z0-9]+$/.test(key)) return null;
  return key.startsWith('lib') && key.length >= 6 ? key.slice(3) : `lib${key}`;
}

const LEADING_DOTS = /^\.+/;

/** `.circleci/` meets `.circleci/config.yml`; `src/routes` meets `src/routes/users.ts`. */
function anchorsMeet(a: string, b: string): boolean {
  if (a === b) return true;
  if (!/[/.]/.test(a) || !/[/.]/.test(b)) return false;
  const x = a.replace(LEADING_DOTS, '');
  const y = b.replace(LEADING_DOTS, '');
  return x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}

const NO_VERBS: Verbs = new Set<string>();

function namesDiffer(namesA: readonly string[], namesB: readonly string[]): boolean {
  return namesA.length > 0 && namesB.length > 0 && namesA.some((x) => !namesB.some((y) => sameFile(x, y)));
}

/** Names (anchors) only one of two term sets has, per side. */
function ownNames(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [t, w] of a) if (w >= 2 && !b.has(t)) out.push(t);
  return out;
}

/** `users.email` is explained by a text that says "users" and "email". */
function explainedBy(term: string, other: Map<string, number>): boolean {
  if (!NAME_CHARS.test(term)) return false;
  const parts = partsOf(term);
  if (parts.length < 2) return false;
  let matched = 0;
  const command = term.includes(' ');
  for (let k = 0; k < parts.length; k++) {
    const [p, s, canonical, optional] = parts[k]!;
    if (other.has(p) || other.has(s) || other.has(canonical)) matched++;
    // `.pre-commit-config.yaml` is explained by "pre-commit": "config" and "yaml" say what kind of file it is.
    // A command is what it runs: "npm" and "run" do not explain `npm run build`.
    else if (!optional || (command && k === parts.length - 1)) return false;
  }
  return matched >= 2;
}

/**
 * A setting or identifier named by its parts on the other side: `minSdkVersion` by "min SDK", `scrape_interval`
 * by "scrapes every 15s". Parts that only say what kind of value it is (max, interval, size, version) may be
 * missing; at least one part that says what it is about must be there.
 */
function compoundExplained(term: string, clause: Clause, other: Map<string, number>): boolean {
  const parts = namePartsIn(term, clause);
  return parts !== null && partsExplained(parts, other);
}

/** `kinds`: parts that say what kind of value it is (max, interval, size) may be missing. */
function partsExplained(parts: Array<[string, string, string, boolean]>, other: Map<string, number>, kinds = true): boolean {
  let specific = 0;
  for (const [p, s, canonical, optional] of parts) {
    const kind = QUANTITY_PREDICATE_STEMS.has(s) || QUANTITY_PREDICATE_STEMS.has(canonical);
    // "min" is minutes and minimum: a unit only where it cannot be the kind of value. `len` is length
    // shortened, which the other side's words for the subject leave out.
    if (optional || (kinds && kind) || (isUnitWord(p) && !kind) || (!kind && shortForKind(p))) continue;
    if (!other.has(p) && !other.has(s) && !other.has(canonical) && !shortFor(p, other)) return false;
    specific++;
  }
  return specific > 0;
}

/** The parts of a name the clause writes, split at `_`, `.`, `-` or where camelCase changes case; null for one word. */
function namePartsIn(term: string, clause: Clause): Array<[string, string, string, boolean]> | null {
  if (NAME_CHARS.test(term)) {
    if (term.includes('/') || term.includes(' ')) return null;
    const parts = partsOf(term);
    return parts.length >= 2 ? parts : null;
  }
  for (const t of clause.tokens) {
    if (t.terms[0] !== term) continue;
    const words = splitIdentifier(t.raw);
    if (words.length < 2) return null;
    const parts = partsOf(words.join('_').toLowerCase());
    return parts.length >= 2 ? parts : null;
  }
  return null;
}

/**
 * A name part that is a short form of a word the other side writes: its start, when the word goes on for
 * at least three more letters (`conn` / connections, `seq`, `len`, `env`), or its consonants in order from
 * the same first letter (`cfg`, `mgr`, `pkg`, `phx`). A rule rather than a list of pairs: identifiers
 * abbreviate whatever word they name.
 */
function shortFor(part: string, other: { keys(): Iterable<string> }): boolean {
  if (part.length < 3 || part.length > 5 || !/^[a-z]+$/.test(part)) return false;
  const outline = !/[aeiouy]/.test(part.slice(1));
  for (const t of other.keys()) {
    if (t[0] !== part[0] || t.length < part.length + 3 || !/^[a-z]+$/.test(t)) continue;
    if (t.startsWith(part) || (outline && inOrder(part, t))) return true;
  }
  return false;
}

/** `len`, `cnt`: a part that is a kind of value written short. */
const shortForKind = memoize((part: string): boolean => shortFor(part, QUANTITY_PREDICATE_STEMS), 10_000);

/** A name's parts: as written, stemmed, as its synonym, and whether it only says what kind of thing it is. */
const partsOf = memoize((term: string): Array<[string, string, string, boolean]> =>
  term
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 1)
    .map((p, k) => {
      const s = stem(p);
      // `physics_ticks_per_second`: a function word inside a name joins its parts, it names nothing. Nor does the
      // reverse-domain namespace a Java-style key opens with (`org.gradle.configuration-cache`, `com.android.…`).
      return [p, s, SYNONYM_STEMS[s] ?? s, FILE_EXTENSIONS.has(p) || GENERIC_STEMS.has(s) || STOPWORDS.has(p) || (k === 0 && NAMESPACE_ROOTS.has(p) && term.startsWith(`${p}.`))];
    }),
);

/** Top-level domains a reverse-domain name starts with: a namespace, not a word of what the key is about. */
const NAMESPACE_ROOTS = new Set(['org', 'com', 'io', 'net', 'dev']);

/** `http.ts` and `src/http.ts` name one file; `db:migrate` is the script `npm run db:migrate` runs. */
function sameFile(a: string, b: string): boolean {
  if (a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`)) return true;
  if (a.includes('/') && b.includes('/') && sameRoute(a, b)) return true;
  // What a command runs is its last word: `npm run build` is `build`, not "run".
  return (a.includes(' ') && a.endsWith(` ${b}`)) || (b.includes(' ') && b.endsWith(` ${a}`));
}

/**
 * `/users` and `/api/v1/users` are one route: an API is mounted under `/api` and a version, which notes write or
 * leave out. Two versions written (`/v1/orders`, `/v2/orders`) are two routes.
 */
function sameRoute(a: string, b: string): boolean {
  const x = MOUNTED.exec(a);
  const y = MOUNTED.exec(b);
  if (x === null || y === null || x[4] !== y[4] || (x[1] !== undefined && y[1] !== undefined && x[1] !== y[1])) return false;
  // Written the same but for the mount: one of them has one.
  if (x[2] === undefined && x[3] === undefined && y[2] === undefined && y[3] === undefined) return false;
  return x[3] === undefined || y[3] === undefined || x[3] === y[3];
}

/** A route path (after its HTTP method): the mount it starts with, `/api`, a version (`/v2`) or both; its version; the rest. */
const MOUNTED = /^(?:(get|post|put|patch|delete) )?(\/api(?=\/))?(?:\/(v\d+)(?=\/))?(?:\/api(?=\/))?(\/[a-z0-9_/:{}[\].-]+)$/;

function denies(analysis: Analysis, key: string): boolean {
  return analysis.denials.some((d) => d.keys.includes(key) || d.terms.has(key));
}

/** The assertion and the denial are about the same use of X: they share a word besides X. */
function contextShared(assertion: Clause, denial: Denial, denying: Analysis): boolean {
  // An implied denial ("Uvicorn is not used in development") speaks only for its own clause.
  const scope = denial.strong ? denying.terms : (denying.clauses[denial.clause]?.terms ?? new Map<string, number>());
  for (const [term, w] of assertion.terms) {
    if (w === 0 || denial.terms.has(term)) continue;
    if (scope.has(term)) return true;
  }
  return false;
}

const EXPLICIT = new Set<Denial['source']>(['contrast', 'change']);
const IMPLIED = new Set<Denial['source']>(['negated-use']);

/**
 * What the older ruled out that the newer may not rely on again: an explicit removal or replacement, and
 * "without X" / "outside of X", which say how a thing is done now as plainly as "with X" does ("runs tests
 * without --coverage" / "runs tests with --coverage"). An implied denial ("isn't used by the worker") is
 * read only from the newer.
 */
function standsAgainstNewer(d: Denial): boolean {
  return d.strong || d.source === 'contrast';
}

/** "isn't used by the worker", "without --coverage": said of the clause's own subject, not of every use of X. */
function weakDenial(d: Denial): boolean {
  return d.source === 'negated-use' || (d.source === 'contrast' && !d.strong);
}

/**
 * The clause that relies on X and the one that does without it are about different things: other subjects,
 * or each with words of its own besides X ("with --coverage in CI" / "without --coverage locally").
 */
function withoutOtherThing(relying: Clause, denying: Clause, d: Denial): boolean {
  if (differentThings(relying, denying)) return true;
  if (d.source === 'negated-use') return false;
  const own = (x: Clause, y: Clause) => {
    for (const [t, w] of x.terms) if (w > 0 && !y.terms.has(t) && !d.terms.has(t) && !x.verbs.has(t) && !t.startsWith('ant:')) return true;
    return false;
  };
  // "without --coverage locally": the fragment runs to the clause's end, so its scope words are in the denial.
  let scoped = false;
  for (const t of d.terms) if (!d.keys.includes(t) && !relying.terms.has(t) && termWeight(t) > 0) scoped = true;
  return own(relying, denying) && (scoped || own(denying, relying));
}

function substitutionHit(older: Analysis, newer: Analysis, sources: ReadonlySet<Denial['source']>): Hit | null {
  // The newer says X is gone or replaced; the older relies on X.
  for (const d of newer.denials) {
    if (!sources.has(d.source)) continue;
    for (const key of d.keys) {
      const clause = asserts(older, key, d.acronyms.includes(key));
      if (!clause || denies(older, key)) continue;
      // "In `packages/a/`, …" against "In `packages/b/`, …": each about its own place.
      const denying = newer.clauses[d.clause]?.terms ?? new Map<string, number>();
      const paths = (names: string[]) => names.filter((t) => t.includes('/') && !d.terms.has(t));
      if (namesDiffer(paths(ownNames(clause.terms, denying)), paths(ownNames(denying, clause.terms)))) continue;
      // "Auth tests don't need a seeded DB" says nothing about what "the e2e tests require".
      if (weakDenial(d) && newer.clauses[d.clause] && withoutOtherThing(clause, newer.clauses[d.clause]!, d)) continue;
      if (newer.clauses[d.clause] && labelNamesAnother(newer.clauses[d.clause]!, clause, older)) continue;
      const anchored = /[^a-z0-9]/.test(key);
      // An explicit "X was replaced/removed" needs no shared context when X is a specific name the older uses in full.
      const named = !GENERIC_STEMS.has(key) && d.keys.every((k) => asserts(older, k, d.acronyms.includes(k)) === clause);
      if (!(contextShared(clause, d, newer) || (d.strong && (anchored || named)))) continue;
      return {
        kind: 'substitution',
        reason: `substitution: the newer says "${d.phrase}" ${cueText(d)}, the older relies on it ("${clauseText(clause)}")`,
        older: [surface(clause, [key])],
        newer: [d.cue.replace(/^,\s*/, ''), d.phrase],
      };
    }
  }
  // The older said X was replaced or ruled out; the newer relies on X again.
  for (const d of older.denials) {
    if (!standsAgainstNewer(d) || !sources.has(d.source)) continue;
    for (const key of d.keys) {
      const clause = asserts(newer, key);
      if (!clause || denies(newer, key)) continue;
      if (!contextShared(clause, d, older)) continue;
      // "Run unit tests without --coverage" says nothing about how integration tests run.
      if (d.source === 'contrast' && !d.strong && older.clauses[d.clause] && withoutOtherThing(clause, older.clauses[d.clause]!, d)) continue;
      return {
        kind: 'substitution',
        reason: `substitution: the older ruled out "${d.phrase}" (${d.cue.replace(/^,\s*/, '')}), the newer relies on it again ("${clauseText(clause)}")`,
        older: [d.cue.replace(/^,\s*/, ''), d.phrase],
        newer: [surface(clause, [key])],
      };
    }
  }
  return null;
}

/**
 * "billing router: mux -> chi" against "The api-gateway uses gorilla/mux": a note's label names what changed.
 * When the label names something the older never does and the older's subject is absent from the note, the
 * note is about another thing.
 */
function labelNamesAnother(note: Clause, relied: Clause, older: Analysis): boolean {
  const colon = note.tokens.findIndex((t) => t.norm === ':');
  const head = relied.head;
  if (colon < 1 || !head || head.terms.length === 0 || head.terms.some((x) => note.terms.has(x))) return false;
  const label = note.tokens.slice(0, colon);
  // "api-gateway router:" against "HTTP routing in api-gateway": a label naming what the older names is its subject.
  if (label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && relied.terms.has(x)))) return false;
  return label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !older.terms.has(x) && !relied.terms.has(x) && otherWordStart(x, relied.terms) === undefined));
}

function cueText(d: Denial): string {
  if (d.cue.startsWith(',')) return `is ruled out ("${d.cue.slice(2)} ${d.phrase}")`;
  if (d.cue === 'instead of' || d.cue === 'rather than' || d.cue === 'over') return `is replaced${d.replacement ? ` by ${d.replacement}` : ''} ("${d.cue} ${d.phrase}")`;
  return `(${d.cue}${d.replacement ? `, now ${d.replacement}` : ''})`;
}

// ---------------------------------------------------------------------------
// Alternatives: two tools that do the same job, no marker words

function alternativeHit(older: Analysis, newer: Analysis): Hit | null {
  for (const p of older.clauses) {
    if (!p.positive || p.alternatives.size === 0) continue;
    for (const q of newer.clauses) {
      if (!q.positive || q.alternatives.size === 0) continue;
      for (const [group, x] of p.alternatives) {
        const y = q.alternatives.get(group);
        if (!y || y === x || ALTERNATIVE_GROUPS[group]!.contextOnly || coexists(p) || coexists(q) || labels(p) !== labels(q)) continue;
        if ((mentionsMember(newer, group, x) && !namedOnlyAsRetired(newer, q, group, x)) || mentionsMember(older, group, y)) continue;
        const a = without(p.terms, x);
        const b = without(q.terms, y);
        const al = align(a, b);
        const worded = al.shared >= 1 && sameSubject(a, b, 0.6, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q });
        // Members of a coexisting group (languages, output streams) differ only for one stated subject.
        if (!worded && !(ALTERNATIVE_GROUPS[group]!.exclusive && sameRole(p, q, group, older, newer))) continue;
        const about = worded ? surface(p, al.sharedTerms) : `the ${ALTERNATIVE_GROUPS[group]!.role}`;
        return {
          kind: 'substitution',
          reason: `substitution: the older uses ${x}, the newer ${y} for ${about} (both ${groupLabel(group)})`,
          older: [x],
          newer: [y],
        };
      }
    }
  }
  return null;
}

/** Words saying a tool is left behind: "the W&B project is archived", "`netlify.toml` is just a leftover". */
const RETIRED_WORDS = new Set(
  'archived deprecated unused dead leftover leftovers obsolete removed deleted dropped gone empty emptied retired decommissioned abandoned read-only deletion removal'.split(' '),
);

/**
 * "Experiment tracking moved to MLflow; the W&B project is archived": the newer names the older's tool, but only in
 * other clauses than the one naming its own, each saying the old one is not in use (negated, or a word of
 * RETIRED_WORDS). Naming it so is telling what happened to it, not keeping it next to the new one.
 */
function namedOnlyAsRetired(newer: Analysis, q: Clause, group: number, x: string): boolean {
  const spellings = spellingsOf(group, x);
  let named = false;
  for (const c of newer.clauses) {
    const text = clauseText(c).toLowerCase();
    if (!spellings.some((w) => new RegExp(`(^|[^a-z0-9-])${escapeRegExp(w)}($|[^a-z0-9-])`).test(text))) continue;
    if (c === q || (c.positive && !c.tokens.some((t) => RETIRED_WORDS.has(t.norm)))) return false;
    named = true;
  }
  return named;
}

/** Words saying the other tool is kept next to this one: "we also use X", "X as a fallback". */
const COEXISTENCE_WORDS = new Set(
  'also too alongside additionally addition both plus besides optionally optional sometimes occasionally partly fallback backup secondary mirror mirrored mirrors some legacy remaining certain except'.split(' '),
);
/** How a clause ties a tool to its role ("is deployed to", "lives in", "talks to") and when: neither is the subject. */
const ROLE_RELATION_STEMS = new Set(
  `use run deploy host live store keep write build manage provision track generate serve power back define declare
  configure do handle talk drive push export send ship go rely depend sit reside implement provide happen rewrite
  migrate move switch convert port adopt choose pick call connect point base sync year month week day ago since
  recently today later earlier goes`.split(/\s+/).flatMap((w) => wordTerms(w)),
);

/**
 * Two clauses naming different members of one role are about the same part of the project when, once the
 * names, the role's own words ("metrics", "storage"), the clauses' verbs and general words are set aside,
 * every word left on one side is found on the other, and no other role is filled differently ("the React
 * app" / "the Vue app"). "Uploaded files are stored in MinIO" / "Blobs live in Cloudflare R2" leave nothing;
 * "the admin app uses jest" / "the CLI uses vitest" leave "admin" and "CLI", two different parts.
 */
function sameRole(p: Clause, q: Clause, group: number, older: Analysis, newer: Analysis): boolean {
  // Xamarin.Forms is also a cross-platform framework: the members' other groups are the same two names again.
  const own = new Set([...groupsWith(p, group), ...groupsWith(q, group)]);
  for (const [h, m] of p.alternatives) {
    const n = own.has(h) ? undefined : q.alternatives.get(h);
    if (n !== undefined && n !== m) return false;
  }
  return scopeFound(p, group, q, newer) && scopeFound(q, group, p, older);
}

/** Every group the clause's member of `group` belongs to. */
function groupsWith(c: Clause, group: number): Set<number> {
  const out = new Set<number>();
  for (const members of c.memberTerms.values()) if (members.some((m) => m.group === group)) for (const m of members) out.add(m.group);
  return out;
}

/** "Service A", "region B": one-letter labels that tell parts apart and carry no term ("Vue 3" is a version). */
function labels(c: Clause): string {
  let out = '';
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.raw.length === 1 && t.raw >= 'A' && t.raw <= 'Z' && t.raw !== 'I' && c.tokens[i - 1]!.kind === 'word') out += t.raw;
  }
  return out;
}

/** A change under way ("we are migrating the tests to Vitest"): until it is done, both tools are in use. */
const UNDER_WAY = new Set(['migrating', 'moving', 'switching', 'transitioning', 'porting', 'converting', 'phasing']);
/** "New packages", "existing services": a subset of many things, next to the others. */
const SUBSET_WORDS = new Set(['new', 'newer', 'existing', 'older']);

const COEXISTING = new WeakMap<Clause, boolean>();

function coexists(c: Clause): boolean {
  let out = COEXISTING.get(c);
  if (out === undefined) COEXISTING.set(c, (out = keepsOthers(c)));
  return out;
}

function keepsOthers(c: Clause): boolean {
  // A tool's name is no such word: "built on Mirror" (a netcode library) keeps nothing else.
  return c.tokens.some((t, i) => (COEXISTENCE_WORDS.has(t.norm) && !c.memberTerms.has(t.terms[0] ?? '')) || UNDER_WAY.has(t.norm) || (SUBSET_WORDS.has(t.norm) && /[^s]s$/.test(c.tokens[i + 1]?.norm ?? '')));
}

/**
 * Prepositions that open a phrase about when, why, by what means or on whose word something holds ("after the
 * Q3 migration", "per the platform decision", "via OTLP", "as of PLAT-231", "see ADR-12"): the phrase tells the
 * story of the note, not which part of the project it is about. One word, or the words of a longer one.
 */
const NARRATIVE_PREPOSITIONS = new Set(['after', 'since', 'before', 'during', 'following', 'per', 'via', 'until', 'till', 'amid', 'see', 'cf']);
const NARRATIVE_PHRASES = [['as', 'of'], ['as', 'part', 'of'], ['thanks', 'to'], ['due', 'to'], ['according', 'to'], ['because', 'of'], ['prior', 'to'], ['ahead', 'of']];
const PHRASE_STARTS = new Set(NARRATIVE_PHRASES.map((words) => words[0]!));
/** Where a narrative phrase ends: a new noun phrase, another preposition, a conjunction. */
const PHRASE_ENDS = new Set('the a an our this that these those we i they you it its their his her in on for to at from by with into onto under within across inside and or but'.split(' '));
/**
 * Words that tell the story around a claim and never say which part it is about: time ("last sprint", "in
 * March", "Q3"), the people involved, the event that led to it (a migration, a review, a decision) and
 * the asides of chat ("FYI", "heads up"). General English, not names from any set of notes.
 */
const NARRATIVE_STEMS = new Set(
  `today yesterday tomorrow tonight weekend week weeks month months quarter quarters year years sprint sprints day days
  recently lately nowadays currently ago earlier later initially originally eventually finally soon meanwhile
  january february march april may june july august september october november december jan feb mar apr jun jul aug
  sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
  team teams folks everyone devs developers engineers maintainers
  migration migrations rewrite cutover decision outage postmortem retro refactor overhaul revamp
  fyi psa btw nb reminder heads tl;dr afaik iirc imo apparently`.split(/\s+/).flatMap((w) => wordTerms(w)),
);

/** Who a note says acts: the word after them is a verb ("we run", "I moved"), never a part of the project. */
const PEOPLE = new Set(['we', 'i', 'you', 'they', "we've", "we're", "i've", "they're", "we'll"]);
const PARTICLES = new Set(['out', 'off', 'away', 'back', 'through', 'over', 'down', 'up']);

/** A reference to a ticket, a decision record or a pull request: "PLAT-231", "#123", "ADR 12", "RFC-7". */
function isReference(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (/^#\d+$|^[A-Z][A-Z0-9]*-\d+$/.test(t.raw)) return true;
  return /^[A-Z]{2,5}$/.test(t.raw) && (tokens[i + 1]?.kind === 'number' || /^#\d+$/.test(tokens[i + 1]?.raw ?? ''));
}

/**
 * The terms of a clause that only tell its story: those of its narrative (see NARRATIVE_PREPOSITIONS and
 * NARRATIVE_STEMS), of references, of what the people in it do, and no other word of the clause. A phrase after
 * a narrative preposition runs to the next noun phrase, preposition, verb, tool or punctuation, so "Since Q2
 * the web app" keeps "web app" a part. Worked out once per clause.
 */
const STORY_TERMS = new WeakMap<Clause, Set<string>>();

function storyTerms(c: Clause): Set<string> {
  let story = STORY_TERMS.get(c);
  if (story !== undefined) return story;
  story = new Set<string>();
  const parts = new Set<string>();
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const phrase = NARRATIVE_PREPOSITIONS.has(t.norm) ? 1 : PHRASE_STARTS.has(t.norm) ? NARRATIVE_PHRASES.find((words) => words.every((w, k) => tokens[i + k]?.norm === w))?.length ?? 0 : 0;
    if (phrase > 0) {
      let j = i + phrase;
      for (; j < tokens.length; j++) {
        const u = tokens[j]!;
        if (u.kind === 'punct' || c.verbs.has(u.terms[0] ?? '') || u.terms.some((x) => c.memberTerms.has(x)) || (PHRASE_ENDS.has(u.norm) && j > i + phrase)) break;
        for (const x of u.terms) story.add(x);
      }
      i = j - 1;
      continue;
    }
    const reference = isReference(tokens, i);
    // "we collect crashes with Sentry": the word after a person is what they do, however it is spelled.
    const done = PEOPLE.has(tokens[i - 1]?.norm ?? '') || (PEOPLE.has(tokens[i - 2]?.norm ?? '') && tokens[i - 1]!.terms.every((x) => LIGHT_STEMS.has(x)));
    // "goes out via Postmark", "sent off to S3": a verb's particle is part of the relation.
    const prev = tokens[i - 1]?.terms[0];
    const particle = PARTICLES.has(t.norm) && prev !== undefined && (c.verbs.has(prev) || ROLE_RELATION_STEMS.has(prev));
    for (const x of t.terms) (reference || done || particle || NARRATIVE_STEMS.has(x) || /^[qh][1-4]$/.test(x) ? story : parts).add(x);
    if (reference && tokens[i + 1]?.kind === 'number') i++;
  }
  for (const x of parts) story.delete(x);
  STORY_TERMS.set(c, story);
  return story;
}

/** Every word of `c` that could say which part of the project it is about is in the other clause or text. */
function scopeFound(c: Clause, group: number, other: Clause, otherText: Analysis): boolean {
  const role = ALTERNATIVE_GROUPS[group]!.roleStems;
  const story = storyTerms(c);
  const evidence = toolEvidence(c, group);
  for (const term of c.terms.keys()) {
    const w = c.terms.get(term)!;
    if (w === 0 || c.verbs.has(term) || role.has(term) || story.has(term) || evidence?.has(term) === true || TOOL_FORMS.has(term)) continue;
    // The member itself, and a language or platform ("the Rust service"), which the other side's member may
    // imply; a tool for another role ("the Lambda functions") is a part of the project like any other word.
    const member = c.memberTerms.get(term);
    if (member && member.some((m) => m.group === group || !ALTERNATIVE_GROUPS[m.group]!.exclusive)) continue;
    if (GENERIC_STEMS.has(term) || LIGHT_STEMS.has(term) || ROLE_RELATION_STEMS.has(term) || STOPWORDS.has(term)) continue;
    if (!scopeMatch(term, other.terms) && !scopeMatch(term, otherText.terms)) return false;
  }
  return true;
}

/**
 * Terms of the code a clause cites as a tool's trace, not as a part of the project: an identifier or file named
 * after a member of the role (`UNLEASH_API_TOKEN`, `uv.lock`, `gtest_discover_tests`, `rake resque:work`), or a
 * path made of the role's words and general ones only (`lib/flags.ts` for feature flags). Null when there is none.
 */
const TOOL_EVIDENCE = new WeakMap<Clause, Map<number, Set<string> | null>>();

function toolEvidence(c: Clause, group: number): Set<string> | null {
  let byGroup = TOOL_EVIDENCE.get(c);
  if (byGroup === undefined) TOOL_EVIDENCE.set(c, (byGroup = new Map()));
  let out = byGroup.get(group);
  if (out === undefined) byGroup.set(group, (out = evidenceIn(c, group)));
  return out;
}

function evidenceIn(c: Clause, group: number): Set<string> | null {
  let out: Set<string> | null = null;
  for (const t of c.tokens) {
    if (t.kind !== 'code' || t.terms.length === 0 || !isToolEvidence(t.raw, group)) continue;
    for (const x of t.terms) (out ??= new Set()).add(x);
  }
  // A parenthesis after the tool (`(UNLEASH_URL, UNLEASH_API_TOKEN)`) is a clause of its own whose terms the clause keeps.
  for (const term of c.terms.keys()) {
    if (out?.has(term) || !/[._/:=]/.test(term) || !isToolEvidence(term, group)) continue;
    (out ??= new Set()).add(term);
    for (const x of anchorTerms(term)) out.add(x);
  }
  return out;
}

function isToolEvidence(raw: string, group: number): boolean {
  const parts: string[] = [];
  for (const piece of raw.split(/[^A-Za-z0-9+]+/)) for (const x of splitIdentifier(piece)) parts.push(x.toLowerCase());
  if (parts.length === 0) return false;
  for (const x of parts) if (memberSpelled(group, x)) return true;
  if (!/[/.]/.test(raw)) return false;
  // A file's extension says nothing of what the file is for.
  const extension = /\.[a-z0-9]+$/i.test(raw) ? parts.length - 1 : -1;
  for (let i = 0; i < parts.length; i++) if (i !== extension && !roleOrGeneral(group, parts[i]!)) return false;
  return true;
}

/** A one-word spelling of some member of the group, as identifiers write it (`gtest`, `mvnw`, `resque`). */
const MEMBER_WORDS = memoize((group: string): Set<string> => {
  const words = new Set<string>();
  for (const member of ALTERNATIVE_GROUPS[Number(group)]!.members) for (const spelling of member) if (/^[a-z0-9+]+$/i.test(spelling)) words.add(spelling.toLowerCase());
  return words;
});

function memberSpelled(group: number, part: string): boolean {
  return MEMBER_WORDS(String(group)).has(part);
}

function roleOrGeneral(group: number, part: string): boolean {
  const term = termOfWord(part);
  return ALTERNATIVE_GROUPS[group]!.roleStems.has(term) || GENERIC_STEMS.has(term) || GENERIC_SEGMENTS.has(part) || FILE_EXTENSIONS.has(part);
}

/** Words for the form a tool is used in ("the LaunchDarkly SDK", "the Vault agent"): the tool, not a part of the project. */
const TOOL_FORMS = new Set(['sdk', 'sdks', 'cli', 'agent'].map(termOfWord));

/** The same word, a synonym, or one word's form of the other ("scraper" / "scraping"). */
function scopeMatch(term: string, terms: Map<string, number>): boolean {
  if (terms.has(term)) return true;
  const canonical = SYNONYM_STEMS[term] ?? term;
  for (const other of terms.keys()) {
    if ((SYNONYM_STEMS[other] ?? other) === canonical) return true;
    const [short, long] = other.length < term.length ? [other, term] : [term, other];
    if (short.length >= 5 && long.startsWith(short)) return true;
  }
  return false;
}

/** Any spelling of a member, as a word of the text: "npm" is not mentioned by "pnpm". */
function mentionsMember(analysis: Analysis, group: number, name: string): boolean {
  return spellingsOf(group, name).some((s) => mentions(analysis, s));
}

/** A name as a word of a text: "npm" is not mentioned by "pnpm". One pattern per name, built once. */
const AS_WORD = new Map<string, RegExp>();
const LOWER_TEXT = new WeakMap<Analysis, string>();

function mentions(analysis: Analysis, name: string): boolean {
  const s = termOfWord(name.replace(/\.js$/, ''));
  if (analysis.terms.has(name) || analysis.terms.has(s)) return true;
  let pattern = AS_WORD.get(name);
  if (pattern === undefined) AS_WORD.set(name, (pattern = new RegExp(`(^|[^a-z0-9-])${escapeRegExp(name)}($|[^a-z0-9-])`)));
  let text = LOWER_TEXT.get(analysis);
  if (text === undefined) LOWER_TEXT.set(analysis, (text = analysis.text.toLowerCase()));
  return pattern.test(text);
}

function without(terms: Map<string, number>, name: string): Map<string, number> {
  const out = new Map(terms);
  for (const part of name.split(/\s+/)) {
    out.delete(part);
    out.delete(termOfWord(part));
  }
  return out;
}

function groupLabel(group: number): string {
  const g = ALTERNATIVE_GROUPS[group];
  return g ? `${g.role}: ${g.members.slice(0, 3).map((m) => m[0]).join('/')}` : '';
}

// ---------------------------------------------------------------------------
// Moves: "X moved to B" against "X runs on A", the old place never named

/** Verbs saying the subject left one place for another. */
const MOVE_VERBS = new Set('moved migrated switched converted ported rewritten moves migrates switches relocated relocates'.split(' '));
/** Any of them in the text: most texts have none, and their clauses are not read. */
const MOVE_WORD = new RegExp(`\\b(?:${[...MOVE_VERBS].join('|')})\\b`, 'i');
const MOVE_FILLERS = new Set(['over', 'all', 'fully', 'now', 'back', 'entirely', 'completely']);
const INTO = new Set(['to', 'into', 'onto', 'in']);
/**
 * Relations that hold one thing at a time: what a subject runs on, is handled by, stored in, written in. "Uses",
 * "supports", "calls" hold many ("uses Stripe" says nothing against "moved to Kubernetes"), so they are not here.
 */
const SINGLE_SLOT_VERBS = new Set(
  'run runs handled hosted deployed stored kept written built managed provisioned tracked generated served powered backed defined declared configured done'.split(' '),
);
const SLOT_PREPOSITIONS = new Set(['on', 'by', 'with', 'in', 'to', 'under', 'via', 'through']);

interface Move {
  clause: Clause;
  /** The thing moved to: its first word, and its name as written ("GitHub Actions"). */
  target: Token;
  written: string;
  /** The clause's terms without the target's: what moved. */
  subject: Map<string, number>;
}

const MOVES = new WeakMap<Analysis, Move[]>();
const NO_MOVES: readonly Move[] = [];

/** "CI moved to GitHub Actions", "login was switched over to Cognito": a move that names only where it went. */
function moves(a: Analysis): readonly Move[] {
  // Every analysis is asked once (signalsOf); few name a move, and the others need no WeakMap entry.
  if (!MOVE_WORD.test(a.text)) return NO_MOVES;
  let found = MOVES.get(a);
  if (found) return found;
  found = [];
  for (const c of a.clauses) {
    if (!c.positive) continue;
    const t = c.tokens;
    // "moved from X to Y" and "moved off X" name what was left: the change check reads those.
    if (t.some((x) => x.norm === 'from' || x.norm === 'off')) continue;
    for (let i = 0; i < t.length; i++) {
      if (!MOVE_VERBS.has(t[i]!.norm)) continue;
      let j = i + 1;
      while (j < t.length && MOVE_FILLERS.has(t[j]!.norm)) j++;
      if (!INTO.has(t[j]?.norm ?? '')) continue;
      j = pastArticles(t, j + 1);
      const target = t[j];
      if (!target || !isName(target)) continue;
      const subject = new Map(c.terms);
      for (let k = j; k < t.length; k++) for (const term of t[k]!.terms) subject.delete(term);
      for (const term of t[i]!.terms) subject.delete(term);
      let end = j + 1;
      while (end < t.length && isName(t[end]!)) end++;
      found.push({ clause: c, target, written: t.slice(j, end).map((x) => x.raw).join(' '), subject });
      break;
    }
  }
  MOVES.set(a, found);
  return found;
}

/** The first token from `from` on that is not an article. */
function pastArticles(t: readonly Token[], from: number): number {
  let j = from;
  while (j < t.length && (t[j]!.norm === 'the' || t[j]!.norm === 'a' || t[j]!.norm === 'an')) j++;
  return j;
}

/** A name, not a word: written in code, capitalised mid-sentence, or with a version or extension in it. */
function isName(t: Token): boolean {
  if (t.kind === 'code' || t.quoted) return true;
  if (t.kind !== 'word' || t.terms.length === 0) return false;
  const first = t.raw.charCodeAt(0);
  return (first >= 65 && first <= 90) || /[./]\w/.test(t.raw);
}

function isPath(t: Token): boolean {
  return t.raw.includes('/');
}

/** The name an older clause puts in a single-valued slot: "runs on CircleCI", "is handled by Auth0". */
function slotName(c: Clause): Token | null {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i + 1 < t.length; i++) {
    if (!SLOT_PREPOSITIONS.has(t[i]!.norm) || !SINGLE_SLOT_VERBS.has(t[i - 1]!.norm)) continue;
    const name = t[pastArticles(t, i + 1)];
    if (name && isName(name)) return name;
  }
  return null;
}

function moveHit(older: Analysis, newer: Analysis): Hit | null {
  for (const p of older.clauses) {
    const name = slotName(p);
    if (!name || isPath(name)) continue;
    for (const m of moves(newer)) {
      if (isPath(m.target)) continue;
      if (mentions(newer, name.norm) || mentions(older, m.target.norm)) continue;
      const a = new Map(p.terms);
      for (const term of name.terms) a.delete(term);
      const al = align(a, m.subject);
      if (!al.sharedTerms.some((x) => !GENERIC_STEMS.has(x))) continue;
      return {
        kind: 'substitution',
        reason: `substitution: the older has ${name.raw}, the newer says ${surface(m.clause, al.sharedTerms)} moved to ${m.written}`,
        older: [name.raw],
        newer: [m.written],
      };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// Relocations: "X moved to `b/`" against "X lives in `a/`", the old place named only as gone

/** Verbs that put a thing at a place in a repository: "lives in", "is defined in", "are served from". */
const LOCATION_VERBS = new Set('live lives sit sits reside resides is are located defined declared stored kept served found placed housed'.split(' '));
const LOCATION_PREPOSITIONS = new Set(['in', 'at', 'from', 'under', 'inside']);
/** Words saying a place is gone or emptied: the newer may name the old place so, and only so. */
const GONE_WORDS = new Set('deleted removed gone emptied empty dropped exists exist leftover archived'.split(' '));

/** The path an older clause puts its subject at ("lives in the top-level `config/` directory"), with its token. */
function locatedAt(c: Clause): Token | null {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i < t.length; i++) {
    if (!LOCATION_PREPOSITIONS.has(t[i]!.norm) || !LOCATION_VERBS.has(t[i - 1]!.norm)) continue;
    // An article and a word or two may come first: "in the top-level `config/` directory".
    for (let j = i + 1; j < t.length && j <= i + 3; j++) {
      const x = t[j]!;
      if (x.kind === 'code') return isPlace(x) ? x : null;
      if (x.kind !== 'word') break;
    }
  }
  return null;
}

/** A folder or a file in the repository: `config/`, `app/models/user.py`, `WORKSPACE` is no path. */
function isPlace(t: Token): boolean {
  return t.kind === 'code' && /^[\w@.-]+(?:\/[\w@.*-]*)+$|^[\w-]+\.[a-z]{1,5}$/i.test(t.raw);
}

/** One path inside the other: a move into a subfolder is a reorganisation of part of it, not of the whole. */
function nested(a: string, b: string): boolean {
  const x = a.replace(/\/$/, '') + '/';
  const y = b.replace(/\/$/, '') + '/';
  return x.startsWith(y) || y.startsWith(x);
}

/** Every clause of the newer that names `place` says it is gone ("`public/` no longer exists", "was deleted"). */
function namedOnlyAsGone(newer: Analysis, place: Token): boolean {
  const norm = normalizeAnchor(place.raw);
  for (const c of newer.clauses) {
    if (!c.tokens.some((x) => x.kind === 'code' && normalizeAnchor(x.raw) === norm)) continue;
    if (c.positive && !c.tokens.some((x) => GONE_WORDS.has(x.norm))) return false;
  }
  return true;
}

/**
 * The words naming what a clause puts somewhere, read before `end` (its verb): the specific ones ("SMS templates"),
 * or, when it has none, its general ones ("Settings"), marked so: a general name matches only another.
 */
function thingBefore(c: Clause, end: (t: Token) => boolean): { words: string[]; general: boolean } {
  const specific: string[] = [];
  const general: string[] = [];
  for (const t of c.tokens) {
    if (end(t)) break;
    for (const x of t.terms) {
      if (!(c.terms.get(x)! > 0) || LIGHT_STEMS.has(x) || STOPWORDS.has(x) || x.startsWith('ant:')) continue;
      (GENERIC_STEMS.has(x) ? general : specific).push(x);
    }
  }
  return specific.length > 0 ? { words: specific, general: false } : { words: general, general: true };
}

/**
 * "`User` was moved to `app/accounts/models.py`" against "The `User` model lives in `app/models/user.py`": a thing
 * has one place in a repository, and the newer says it left for another. Only when the newer names the old place as
 * gone or not at all, the two places are not one inside the other, and the newer's subject is the older's or part
 * of its name: "Form components moved to `src/forms/`" is about some of the components, not all of them.
 */
function relocationHit(older: Analysis, newer: Analysis): Hit | null {
  for (const p of older.clauses) {
    const place = locatedAt(p);
    if (!place) continue;
    for (const m of moves(newer)) {
      if (!isPlace(m.target) || nested(place.raw, m.target.raw) || !namedOnlyAsGone(newer, place)) continue;
      // What the older locates: its terms without the place's own (a file name that repeats the subject stays).
      const a = new Map(p.terms);
      for (const term of place.terms) if (!p.tokens.some((x) => x !== place && x.terms.includes(term))) a.delete(term);
      const moved = thingBefore(m.clause, (t) => MOVE_VERBS.has(t.norm));
      const specific = moved.words;
      if (specific.length === 0 || !specific.every((x) => a.has(x) || sameName(x, a))) continue;
      // "Settings moved to …" names nothing in particular: only against an older that names nothing either.
      if (moved.general && !thingBefore(p, (t) => LOCATION_VERBS.has(t.norm)).general) continue;
      return {
        kind: 'substitution',
        reason: `substitution: the older has ${surface(p, specific)} in ${place.raw}, the newer says it moved to ${m.written}`,
        older: [place.raw],
        newer: [m.written],
      };
    }
  }
  return null;
}
