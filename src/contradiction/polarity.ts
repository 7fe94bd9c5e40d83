// The polarity check, polarityHit: one text says a thing is so and the other that it is not, read through
// negation, modality ("must" / "may"), antonyms, on/off settings, instructions and order of steps.

import type { ContradictionKind } from '../plan/types.js';
import { actionOnly, actsOnOthersSubject, objectTerms, countedApart, deniesSameFlag, destinationsApart, DISREGARD_STEMS, MANNER_WORDS, oneFamilyOnName, fieldSetIn, rulesMeet, sameObjectOfRules, rulesOnOneName, handedOver, instruction, obligedEverywhere, opposedInstructions, suppliesSameThing, waitedOnRequired } from './instructions.js';
import { deniesRepeating, exceptionNamed } from './absence.js';
import { roleNounForTool, wordingRow } from './aliases.js';
import { casesApart, deniedPastValue, designatedApart, namedOccasionsApart, nounCasesApart, purposesApart } from './cases.js';
import { attributiveAt, deniedStateAt, excludedState, expansionOf, NO_READ_TERMS, NO_READ_TOKENS, stateNamed, termReadings, UNREAD_TERM_READINGS, WAITING, type Analysis, type AntonymUse, type ClaimSignals, type Clause, type Prefixed, type TermReadings } from './analyze.js';
import { memoize } from '../text/memo.js';
import { statusesApart } from './quantities.js';
import { stem } from './stem.js';
import { configFileToken, FILE_EXTENSIONS, normalizeAnchor, POPULAR_FILES, splitIdentifier, termOfWord, termWeight, toggleSetting, type Token } from './tokens.js';
import { namesOthersAction, STEP_NOUNS } from './absence.js';
import { ANTONYMS, BARRIERS, SUBJECT_ENDS, DECLARATION_STEMS, EMBODIMENTS, GENERIC_STEMS, LINKS, NEGATION_WORDS, PASSIVE_AUXILIARIES, QUALIFIERS, QUANTITY_PREDICATE_STEMS, STOPWORDS, UNIVERSAL_QUANTIFIERS, VERB_HYPONYMS, VERB_SYNONYMS } from './vocabulary.js';
import { consequencesApart, frontedScopeApart, deniesOnlySome, ACTION_NOUN_STEMS, align, BIT_FLIPPING, BIT_SAYS_SO, bothVerbs, clauseText, compoundAt, contrastedSides, type Hit, labelledApart, namesTerm, namesToken, otherWordStart, pathNamesSubject, madeStateOfUnnamed, qualifiedApart, sameName, sameSubject, subjectNamed, surface, placesOfWorkApart, verbStateApart, versionsApart } from './subject.js';

// Made once, not on every call: these run per token in the pair checks and the clause readers (disc-040).
const ADVERB_END = /ly$/;
const REACH_WORD = /^[a-z]+-wide$/;

export function polarityHit(older: Analysis, newer: Analysis, o: ClaimSignals, n: ClaimSignals): Hit | null {
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
  if (c.negated && negationAfterState(c, other)) positive = !positive;
  // "streams CSV and never buffers the whole file": the negation already says the flipped state, once.
  for (const a of c.antonyms) if ((flipsAgainst(a, c, other) && !(c.negated && mateDenied(c, a))) || saysWhichOnly(a, c, other)) positive = !positive;
  for (const p of c.prefixed) if (prefixNegates(p, c, other)) positive = !positive;
  // "nullable" against "required": the first state of an excluding pair denies the second (opposite-states.ts); against
  // a negation in disguise ("non-nullable" / "optional", "mandatory" / "disabled") it is what that one denies.
  const excluded = excludedState(c, other);
  if (excluded !== null && !excluded.denying) positive = !positive;
  return positive;
}

/**
 * "The `/fixtures` endpoint is public and needs no API key", "Settlement batches run at read committed to avoid
 * serialization failures": the state is said of the subject first, and the negation that follows belongs to another
 * predicate (what it needs, what it is for). Against the other state of its pair ("is private") the state alone is
 * the claim. Only a state said of the subject, after its head word: in "Public endpoints are not cached" the state
 * names which endpoints, and the negation is the claim.
 */
function negationAfterState(c: Clause, other: Clause): boolean {
  let firstNegation = -1;
  for (let i = 0; i < c.tokens.length && firstNegation < 0; i++) if (c.negations.includes(c.tokens[i]!.norm)) firstNegation = i;
  if (firstNegation < 0) return false;
  if (negationInOpening(c, other, firstNegation)) return true;
  const head = c.head === null ? -1 : c.tokens.indexOf(c.head);
  if (head < 0) return false;
  for (const a of c.antonyms) {
    if (a.negating || !other.antonyms.some((x) => x.canon === a.canon && x.sign !== a.sign && !x.negating)) continue;
    // The whole state before the negation: "requires no authentication" is one state with its "no" inside.
    const words = a.word.toLowerCase().split(' ');
    for (let k = head + 1; k + words.length - 1 < firstNegation; k++) if (c.tokens[k]!.norm === words[0]) return true;
  }
  return false;
}

/**
 * "With no committed offset, `fraud-alerts` starts from the latest offset": the negation is in the case set off by a
 * comma before the clause, and the state after the comma, against the other state of its pair, is the claim.
 */
function negationInOpening(c: Clause, other: Clause, firstNegation: number): boolean {
  const first = c.tokens[0];
  if (first === undefined || !OPENING_CASES.has(first.norm)) return false;
  let comma = -1;
  for (let i = 1; i < c.tokens.length && comma < 0; i++) if (c.tokens[i]!.raw === ',') comma = i;
  if (comma < 0 || firstNegation > comma) return false;
  for (const a of c.antonyms) {
    if (a.negating || !other.antonyms.some((x) => x.canon === a.canon && x.sign !== a.sign && !x.negating)) continue;
    const word = a.word.toLowerCase().split(' ')[0];
    for (let k = comma + 1; k < c.tokens.length; k++) if (c.tokens[k]!.norm === word) return true;
  }
  return false;
}

const OPENING_CASES = new Set(['with', 'without', 'when', 'if', 'once', 'after', 'before', 'until', 'while']);

/**
 * "Always build with `--no-build-isolation`" / "Don't edit `--no-build-isolation` into the Makefile": a `--no-` flag
 * both sides write is a name there, its "no" negates neither clause. True when such flags flip `c` an odd number of times.
 */
function namesFlagAlike(c: Clause, other: Clause): boolean {
  let flips = false;
  for (const a of c.antonyms) {
    if (!a.negating || a.sign >= 0 || !a.word.startsWith('--no-')) continue;
    if (writesFlag(other, a.word)) flips = !flips;
  }
  return flips;
}

/**
 * "The app requests the optional `camera` permission" against "doesn't request the `camera` permission": a negation in
 * disguise before the noun it describes, in a state the other clause never takes, says which permission and denies
 * nothing: the clause reads as if it were not there (analyze.ts attributiveAt).
 */
function saysWhichOnly(a: AntonymUse, c: Clause, other: Clause): boolean {
  if (!a.negating || a.sign >= 0 || !c.flips || other.terms.has(a.canon)) return false;
  const tokens = c.tokens;
  for (let i = 2; i < tokens.length; i++) if (tokens[i]!.raw === a.word && tokens[i]!.kind === 'word') return attributiveAt(tokens, i);
  return false;
}

/** `other` writes the flag in code, alone or among a command's words (`pip install --no-deps`). */
function writesFlag(other: Clause, flag: string): boolean {
  for (const t of other.tokens) if (t.kind === 'code' && (t.raw === flag || (t.raw.includes(' ') && t.raw.split(' ').includes(flag)))) return true;
  return false;
}

/**
 * A two-state antonym ("async") counts against its other state only, and once: "append-only and immutable"
 * names one state twice.
 */
function flipsAgainst(a: AntonymUse, c: Clause, other: Clause): boolean {
  if (a.negating || a.sign >= 0) return false;
  let inOther = false;
  for (const x of other.antonyms) if (x.canon === a.canon) inOther = true;
  if (!inOther && !writesVerbOfState(a.canon, other)) return false;
  for (const x of c.antonyms) if (x.canon === a.canon && !x.negating && x.sign < 0) return x === a;
  return false;
}

/**
 * "Webhook payloads are unsigned" against "the API signs its payloads": the other state of the pair is the participle
 * of a verb the other clause writes in another form ("signed" / "signs", "encrypted" / "encrypts"), so that clause
 * gives the state as an action. Only a participle (-ed) of the pair's first state, never an adjective the verb's stem
 * happens to share ("valid" / "validates"), and only the verb's forms, not the participle itself (an antonym there).
 */
function writesVerbOfState(canon: string, other: Clause): boolean {
  const verbs = PARTICIPLE_STEMS.get(canon);
  if (verbs === undefined) return false;
  for (const t of other.tokens) {
    if (t.kind !== 'word' || t.norm.endsWith('ed') || !VERB_FORM.test(t.norm)) continue;
    if (verbs.has(stem(t.norm))) return true;
  }
  return false;
}

/** A verb's own forms: "signs", "sign", "signing"; the stem test does the rest. */
const VERB_FORM = /^[a-z]{4,}$/;

/** `ant:<n>` → stems of the -ed participles on the pair's first side ("encrypted", "hashed", "signed"). */
const PARTICIPLE_STEMS = new Map<string, Set<string>>();
ANTONYMS.forEach(([positive, , negating], n) => {
  if (negating) return;
  for (const w of positive.split(/\s+/)) {
    if (!/^[a-z]{4,}ed$/.test(w)) continue;
    const s = stem(w);
    if (s.length < 4) continue;
    const set = PARTICIPLE_STEMS.get(`ant:${n}`) ?? new Set<string>();
    set.add(s);
    PARTICIPLE_STEMS.set(`ant:${n}`, set);
  }
});

/** "unpaginated" negates "paginated" when only the other side uses the word (and, in a compound, its other parts). */
function prefixNegates(p: Prefixed, c: Clause, other: Clause): boolean {
  return other.terms.has(p.base) && !c.terms.has(p.base) && (p.along === undefined || p.along.every((x) => other.terms.has(x)));
}

/**
 * The clause's terms read against the other clause: an abbreviation, a setting's key or a synonym written as the
 * other side writes it, an un-/non- prefix as the word it negates. The first half of a reading, all the substance
 * test needs: most clause pairs stop there, before the states are noted.
 */
function termsAgainst(c: Clause, other: Clause): Map<string, number> {
  let terms = c.terms;
  // "HMR" against "hot module reload": the abbreviation stands for the other side's words.
  for (const acronym of c.acronyms) {
    if (!terms.has(acronym) || other.terms.has(acronym)) continue;
    const expansion = expansionOf(other, acronym);
    if (!expansion) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.delete(acronym);
    for (const t of expansion) terms.set(t, termWeight(t));
  }
  // `isMinifyEnabled = false` against "minification is enabled": a setting's key is written in the verb or
  // noun form the code uses, prose in its own; the same word start is the same word.
  const readings = termReadingsOf(c);
  for (const t of readings.toggles) {
    const toggle = toggleSetting(t.raw)!;
    // `strict: false` against "strict mode is on": the other side read the key's word as a state.
    const named = stateNamed(toggle.key);
    if (named !== undefined && other.terms.has(named) && t.terms[0] !== undefined && !other.terms.has(t.terms[0])) {
      if (terms === c.terms) terms = new Map(c.terms);
      terms.delete(t.terms[0]);
    }
    for (const x of t.terms) {
      if (other.terms.has(x) || !/^[a-z]{5,}$/.test(x)) continue;
      const same = otherWordStart(x, other.terms);
      if (same === undefined) continue;
      if (terms === c.terms) terms = new Map(c.terms);
      terms.set(same, terms.get(x) ?? 1);
      terms.delete(x);
    }
  }
  // "doesn't send logs" against "ships its logs": one action in other words, read as the word both share.
  // Only across a denial: between two assertions the verbs' own words tell two claims apart.
  if (c.negated !== other.negated) for (const x of readings.synonyms) {
    const canonical = VERB_SYNONYMS[x]!;
    if (other.terms.has(x) || c.terms.has(canonical === x ? '' : canonical)) continue;
    if (!synonymIn(other.terms, canonical, x)) continue;
    const w = c.terms.get(x)!;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.delete(x);
    terms.set(canonical, Math.max(w, terms.get(canonical) ?? 0));
  }
  // "can import bank statements from CSV" against "CSV import isn't supported anymore": what the clause says its subject
  // can do, the other side denies as unsupported, so the clause says it is supported (the other side's state).
  if (!c.negated && other.negated) for (const a of other.antonyms) {
    if (!a.word.toLowerCase().startsWith(SUPPORT) || terms.has(a.canon) || !canDo(c, other)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(a.canon, 1);
  }
  // "The CDN doesn't store 404s" against "caches 404s": a denied general verb is read as the other's specific one.
  if (c.negated && !other.negated) for (const x of readings.hyponyms) {
    const specific = hyponymIn(other, x);
    if (specific === undefined || terms.has(specific)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(specific, terms.get(x)!);
    terms.delete(x);
  }
  // `src/main.rs` against `main.rs`: a path and its file name (or a shorter path to it) are one file, read as the
  // other side writes it. A path is a name (code or a path-like word): the clause's few code tokens, not every term.
  for (const x of readings.paths) {
    if (other.terms.has(x)) continue;
    const same = shorterPathIn(other, x);
    if (same === undefined || terms.has(same)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(same, terms.get(x)!);
    terms.delete(x);
  }
  // "nullable" against "required": the state is read as the other's pair, denied (positiveAgainst), so the two
  // clauses share it as they would share "optional" and "required".
  const excluded = excludedState(c, other);
  if (excluded !== null && terms.has(excluded.own)) {
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(excluded.canon, terms.get(excluded.own)!);
    terms.delete(excluded.own);
  }
  // "unpaginated" against "paginated": the prefix is an antonym only when the other side uses the word.
  for (const p of c.prefixed) {
    if (!prefixNegates(p, c, other)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(p.base, 1);
  }
  return terms;
}

/** The clause's TermReadings, read on its first pair. */
function termReadingsOf(c: Clause): TermReadings {
  if (c.termReadings === UNREAD_TERM_READINGS) c.termReadings = readTermReadings(c);
  return c.termReadings;
}

/**
 * What termsAgainst's loops would each find in the clause before looking at the other: a term without a VERB_SYNONYMS
 * word, or whose word has no VERB_HYPONYMS entry (hyponymIn's first test), and a token that is no code path or sets no
 * toggle are passed over whatever the other clause is.
 */
function readTermReadings(c: Clause): TermReadings {
  let synonyms = NO_READ_TERMS;
  let hyponyms = NO_READ_TERMS;
  let paths = NO_READ_TERMS;
  let toggles = NO_READ_TOKENS;
  for (const x of c.terms.keys()) {
    const canonical = VERB_SYNONYMS[x];
    if (canonical !== undefined) (synonyms === NO_READ_TERMS ? (synonyms = []) : synonyms).push(x);
    if (VERB_HYPONYMS[canonical ?? x] !== undefined) (hyponyms === NO_READ_TERMS ? (hyponyms = []) : hyponyms).push(x);
  }
  for (const t of c.tokens) {
    if (t.kind !== 'code') continue;
    const x = t.terms[0];
    if (x !== undefined && x.includes('/') && c.terms.has(x)) (paths === NO_READ_TERMS ? (paths = []) : paths).push(x);
    if (c.antonyms.length > 0 && toggleSetting(t.raw) !== null) (toggles === NO_READ_TOKENS ? (toggles = []) : toggles).push(t);
  }
  return termReadings(synonyms, hyponyms, paths, toggles);
}

/**
 * A term of `other` that names the file of the path `x` by a shorter path or its file name alone. Not a name
 * every package of a repository has (POPULAR_FILES): `tsconfig.json` is the root's, not `packages/editor/tsconfig.json`.
 */
function shorterPathIn(other: Clause, x: string): string | undefined {
  // The path's tails after each slash, looked up: cheaper than reading every term of the other clause against it.
  for (let at = x.indexOf('/'); at >= 0 && at < x.length - 1; at = x.indexOf('/', at + 1)) {
    const tail = x.slice(at + 1);
    if (tail.includes('.') && other.terms.has(tail) && !POPULAR_FILES.has(tail)) return tail;
  }
  return undefined;
}

/**
 * The whole reading: the states the clause takes (antonyms, negating prefixes, the other side's prefixed words it
 * writes plainly) added to `read` (termsAgainst(c, other)), `terms` (read with any antecedent) and `positive`
 * (positiveAgainst(c, other)).
 */
function reading(c: Clause, other: Clause, read: Map<string, number>, terms: Map<string, number>, positive: boolean): Reading {
  const signs = c.antonyms.length + c.prefixed.length + other.prefixed.length > 0 ? new Map<string, Set<number>>() : NO_SIGNS;
  const words = signs === NO_SIGNS ? NO_WORDS : new Map<string, string[]>();
  for (const a of c.antonyms) note(signs, words, a.canon, a.sign, a.word);
  const excluded = excludedState(c, other);
  if (excluded !== null) note(signs, words, excluded.canon, excluded.sign === 1 ? -1 : 1, excluded.word);
  for (const p of c.prefixed) if (prefixNegates(p, c, other)) note(signs, words, p.base, -1, p.word);
  for (const x of other.prefixed) {
    if (read.has(x.base) && !signs.has(x.base)) note(signs, words, x.base, 1, x.base);
  }
  return { terms, positive, signs, words };
}

/**
 * A verb of the clause whose action the general verb `x` covers (VERB_HYPONYMS: "store" covers "cache"), when the clause
 * lacks `x`'s own. A verb, not a noun: "manual bumps cause conflicts" bumps nothing, "all mail goes through X" sends nothing.
 */
function hyponymIn(c: Clause, x: string): string | undefined {
  const general = VERB_SYNONYMS[x] ?? x;
  const specific = VERB_HYPONYMS[general];
  if (specific === undefined || c.terms.has(general) || c.terms.has(x)) return undefined;
  for (const t of c.verbs) if (c.terms.has(t) && specific.has(VERB_SYNONYMS[t] ?? t)) return t;
  // An instruction opens with its verb: "Bump `CURRENT_PROJECT_VERSION` by hand".
  const first = c.tokens[0];
  if (first !== undefined && first.kind === 'word') for (const t of first.terms) if (c.terms.has(t) && specific.has(VERB_SYNONYMS[t] ?? t)) return t;
  return undefined;
}

function note(signs: Map<string, Set<number>>, words: Map<string, string[]>, canon: string, sign: number, word: string): void {
  let s = signs.get(canon);
  if (s === undefined) signs.set(canon, (s = new Set()));
  s.add(sign);
  let w = words.get(canon);
  if (w === undefined) words.set(canon, (w = []));
  w.push(word);
}

const SUPPORT = 'support';
const ANTONYM_TERM = 'ant:';

/**
 * `c` says its subject can do a verb `other` names, and `other` names nothing else `c` does not: "The app can import
 * bank statements" against "bank statement import isn't supported".
 */
function canDo(c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.norm !== 'can') continue;
    // "can also import": past a word with no term of its own.
    const next = tokens[i + 1]!.terms.length === 0 ? tokens[i + 2] : tokens[i + 1];
    const verb = next?.terms[0];
    if (verb === undefined || !other.terms.has(verb)) continue;
    // Every word of the denial the clause's own: "TIFF export isn't supported" says nothing of "can export … as PSD".
    for (const t of other.terms.keys()) if (!c.terms.has(t) && !t.startsWith(ANTONYM_TERM)) return false;
    return true;
  }
  return false;
}

/** `terms` has a word of the VERB_SYNONYMS group `canonical` other than `x`. */
function synonymIn(terms: Map<string, number>, canonical: string, x: string): boolean {
  for (const t of terms.keys()) if (t !== x && VERB_SYNONYMS[t] === canonical) return true;
  return false;
}

const NO_FOLDERS: string[] = [];

// Loops in functions of their own rather than callbacks written inline: an inline callback is a new closure on every
// call, and its compiled code died with it at each full GC, so these were compiled again in every bench run (disc-036).

/**
 * After the word at `at`, the other side's noun, past at most two generic words of the clause's own: "internal service
 * tokens" against "every token" names a kind of the other's tokens, as "unverified emails" does of its emails.
 */
function sharedHeadAfter(tokens: readonly Token[], at: number, other: Map<string, number>, c: Clause): boolean {
  for (let m = at + 1; m < tokens.length && m <= at + 3; m++) {
    const t = tokens[m]!;
    if (t.terms.some((x) => other.has(x) && !c.verbs.has(x))) return true;
    if (t.kind !== 'word' || t.terms.length === 0 || !t.terms.every((x) => GENERIC_STEMS.has(x))) return false;
  }
  return false;
}

/** From `from` to the clause's next punctuation, a specific word of the clause's own that the other side never writes. */
function ownRestriction(tokens: readonly Token[], from: number, c: Clause, other: Map<string, number>): boolean {
  for (let m = from; m < tokens.length && tokens[m]!.kind !== 'punct'; m++)
    for (const x of tokens[m]!.terms) if (termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x) && !other.has(x) && !x.startsWith('ant:')) return true;
  return false;
}

const RELATIVE_PRONOUNS = new Set(['that', 'which', 'whose', 'who', 'where']);

/** A term of `own` the other side has, a generic word, or a verb of `c`. */
function someSharedOrGeneric(own: readonly string[], other: Map<string, number>, c: Clause): boolean {
  for (const x of own) if (other.has(x) || GENERIC_STEMS.has(x) || c.verbs.has(x)) return true;
  return false;
}

/** A word token whose first term is `verb`'s. */
function writesWordOf(tokens: readonly Token[], verb: Token): boolean {
  for (const t of tokens) if (t.kind === 'word' && t.terms[0] === verb.terms[0]) return true;
  return false;
}

/** The first token with terms, all of them terms of `before`; -1 when none. */
function firstWithTermsOf(tokens: readonly Token[], before: Token): number {
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.terms.length === 0) continue;
    let all = true;
    for (const x of t.terms) if (!before.terms.includes(x)) all = false;
    if (all) return k;
  }
  return -1;
}

/** A name made of parts (`packages/catalog`, `src/middleware/auth.ts`, `db.Transaction`): its parts are not claims of their own. */
function isNamePath(x: string): boolean {
  // /[a-z0-9][/._:-][a-z0-9]/ written out: a regular expression test allocated on every call (48,000 a bench run).
  for (let i = 1; i < x.length - 1; i++) {
    const sep = x.charCodeAt(i);
    if ((sep === 47 || sep === 46 || sep === 95 || sep === 58 || sep === 45) && lowerAlphanumeric(x.charCodeAt(i - 1)) && lowerAlphanumeric(x.charCodeAt(i + 1))) return true;
  }
  return false;
}

function lowerAlphanumeric(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
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
  const pPositive = positiveAgainst(p, q);
  if (pPositive === positiveAgainst(q, p)) return null;
  // What the two share, read first: every test from here to the states only rules a pair out, and the two on what is
  // shared, the cheapest, rule out about three clause pairs in four that get this far (14,600 of 19,500 a bench run).
  const pRead = termsAgainst(p, q);
  const qRead = termsAgainst(q, p);
  // "SearchBox sends every keystroke to Algolia; there's no debounce": a short clause that names only what it denies
  // is about what the clause before it is about.
  // "Attach `/tmp` after the worker is up; never mount it before the worker starts": the pronoun is the name the
  // instruction before it acts on, which the other side never writes beside a name of its own.
  if (pronounForOtherName(older, p, q) || pronounForOtherName(newer, q, p)) return null;
  const aTerms = elliptic(p) || (pronounDenial(p) && antecedentNamed(older, p, q)) ? withAntecedent(pRead, older, p) : pRead;
  const bTerms = elliptic(q) || (pronounDenial(q) && antecedentNamed(newer, q, p)) ? withAntecedent(qRead, newer, q) : qRead;
  const al = align(aTerms, bTerms);
  // A shared folder and its own parts ("`packages/catalog/`", "catalog") are one thing in common, not two:
  // a scope, not a claim. Its parts are read as words are (`packages/admin-1/` has "administrator").
  const folders = al.sharedTerms.length >= 2 ? al.sharedTerms.filter(isNamePath) : NO_FOLDERS;
  const distinct =
    folders.length === 0
      ? al.sharedTerms
      : withoutFolderParts(al.sharedTerms, folders);
  // "In `packages/x/`, the playground is public" / "In `packages/x/`, the ALB is internal": with only the folder
  // and the state in common, each side's own words name its own subject.
  if (al.onlyA > 0 && al.onlyB > 0 && onlyStatesAndFolders(distinct, p)) return null;
  // Something both talk about besides the verb and the state: "turned off" / "turn it on" alone is no subject.
  // An instruction that is its verb alone ("Don't squash-merge") is about that action.
  if (!sharesMoreThanVerbAndState(al.sharedTerms, p, q) && !actionOnly(p, q) && !actionOnly(q, p)) return null;
  // "Session 22 ran the tests in parallel" / "Session 23 did not": what two sessions did.
  // "Carrier A's trunk doesn't register" / "Carrier B's trunk registers": two members of one kind, named apart (cases.ts).
  if (labelledApart(older, p, newer, q) || consequencesApart(p, older, q, newer) || designatedApart(p, older, q, newer)) return null;
  // "Always run migrations before starting the API" / "Never start the API before migrations run": one order, said twice.
  if (sameOrder(p, q)) return null;
  // `cache.enabled=false` against `cache.ttl=300`: another setting of the same thing is set, not switched.
  const pSwitched = switched(p);
  // "`.npmrc` does not set `shamefully-hoist`" against "sets `shamefully-hoist=true`": the setting is the subject.
  let settingDenied = false;
  if (pSwitched !== switched(q)) {
    const [setting, other] = pSwitched ? [p, q] : [q, p];
    if (setsValue(other)) return null;
    settingDenied = forbidsSwitchedOn(other, setting);
    // "The `isMinifyEnabled` flag controls R8" against `isMinifyEnabled = false`: naming a setting is no state of it.
    // "Never set `iceRestart` on offers" against "must be created with `iceRestart: true`" is a rule about that setting, though.
    if (namesSettingOnly(other, setting) && !settingDenied) return null;
  }
  // "ESLint does not run in the hook" / "the hook only runs Prettier, not ESLint": the difference is
  // something one side rules out, so the two agree. Unless the two take opposite states of one pair (read below):
  // "`/fixtures` is public and needs no API key" / "`/fixtures` is private; requests without a key get 401" rule out
  // the key on the way to their states, which are the claims.
  // Most discoveries rule nothing out: then there is no term to look up.
  let ruledOut = false;
  if (rulesOut(newer) && !settingDenied) for (const term of aTerms.keys()) { const w = aTerms.get(term)!; if (w > 0 && !bTerms.has(term) && deniedBy(newer, term)) ruledOut = true; }
  if (rulesOut(older) && !settingDenied) for (const term of bTerms.keys()) { const w = bTerms.get(term)!; if (w > 0 && !aTerms.has(term) && deniedBy(older, term)) ruledOut = true; }
  // Without a state word on each side (what reading reads), the two cannot take opposite states: stop here, as before.
  if (ruledOut && (p.antonyms.length + p.prefixed.length + q.prefixed.length === 0 || q.antonyms.length + q.prefixed.length + p.prefixed.length === 0)) return null;
  const substantial = distinct.length >= 2 || (al.shared >= 1 && ((al.onlyA === 0 && al.onlyB === 0) || banOnly(p, q) || banOnly(q, p) || bansNamed(p, q) || bansNamed(q, p) || deniedDealing(p, q) || deniedDealing(q, p)));
  if (!substantial) return null;
  // The states each side takes, read only now: about five clause pairs in six have stopped above.
  const a = reading(p, q, pRead, aTerms, pPositive);
  const b = reading(q, p, qRead, bTerms, !pPositive);
  // The negation may be about something the other side never claimed: "is not public", "does not run on weekends".
  const negatedSide = a.positive ? { clause: q, other: p, otherTerms: a.terms } : { clause: p, other: q, otherTerms: b.terms };
  if (!negationAfterState(negatedSide.clause, negatedSide.other) && negationMissesOther(negatedSide.clause, negatedSide.other, negatedSide.otherTerms, a.positive ? older : newer, q.markers.some((m) => m !== 'instead' && m !== 'again'), a.positive ? newer : older)) return null;
  // "Don't run `./gradlew integrationTest` locally" against "Run `./gradlew test` before pushing": what is denied is a
  // name the other clause never writes, beside a name of its own: two names, two claims.
  if (deniesAnotherName(negatedSide.clause, negatedSide.other, a.positive ? older : newer)) return null;
  if (passiveOnAnotherObject(negatedSide.clause, negatedSide.other)) return null;
  // "The `tidewatch` poller's backup thread doesn't retry" against "The `tidewatch` poller retries": a part of the
  // thing the other names, and the part's own word, is the subject.
  if (possessedPart(p, q) || possessedPart(q, p)) return null;
  // "Never call `preserve()` twice" against "Always call `preserve()` first": the rule denies doing it again.
  if (deniesRepeating(negatedSide.clause, negatedSide.other)) return null;
  // "The `/export` endpoint streams CSV and never buffers the whole file" / "The `/export` endpoint streams CSV": the
  // negation denies the other state of the pair the clause asserts, so it says the other side's state twice.
  if (negatesOwnPairMate(p, q) || negatesOwnPairMate(q, p)) return null;
  const ratio = q.markers.length > 0 ? 0.4 : 0.5;
  const antonymCanon = opposedState(a, b);
  if (ruledOut && antonymCanon === null) return null;
  // "rejects images larger than 10 MiB" / "`MAX_IMAGE_BYTES = 10485760`": what is turned away past a value is the
  // limit the other side states, so the two values are what to compare (values.ts), not the two polarities.
  // So is "accepts guest lists of up to 150 people", the opposite state up to the value: one limit from either end.
  if (deniedPastValue(negatedSide.clause, negatedSide.other, antonymCanon !== null)) return null;
  // Two rules that meet (instructions.ts) and both write one name are about that name, whatever else each calls it:
  // "Calls to `session_store` must always pass a timeout" / "`session_store` calls should never pass one". So are two that
  // do the verb both write to a thing both name: "Always strip EXIF GPS data" / "Do not strip GPS metadata".
  if (!settingDenied && !sameSubject(a.terms, b.terms, ratio, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q }) && (antonymCanon === null || !stateOfOneSubject(p, q, a, b, antonymCanon)) && !kindsOfOneName(p, q, a.terms, b.terms, ratio, older, newer) && !(rulesMeet(p, q) && (shareCodeName(p, q) || oneActionOnOneThing(p, q))) && !namedSubjectDenied(negatedSide.clause, negatedSide.other) && !deniedDealing(negatedSide.clause, negatedSide.other)) return null;
  // "The client cache is persistent" / "The server cache is ephemeral": each names one side of a pair.
  if (contrastedSides(a.terms, b.terms) || statusesApart(p.tokens, q.tokens)) return null;
  // "A dry run of the payroll export" / "A dry run of the invoice import": the shared words, but of two things.
  // "Members on frozen plans are not billed" / "Active members are billed monthly": one noun each subject narrows with
  // words of its own is two cases (cases.ts). Not for two states: "The Postgres volume" / "The db volume" is one.
  if (qualifiedApart(p, older, q, newer) || (antonymCanon === null && nounCasesApart(p, older, q, newer))) return null;
  // "Builds must run with `--minify` in production" / "Don't run with `--minify` when you preview drafts": a case of
  // its own on each side (a when, a while, a for, an environment), so each rule holds on its own occasion.
  if (antonymCanon === null && occasionOf(p, older, newer) && occasionOf(q, newer, older)) return null;
  // "Redis isn't used for rate limiting" / "uses Redis for session storage": what a thing is used for, each its own.
  if (antonymCanon === null && purposesApart(p, q)) return null;
  // "The `archivist` job must always checksum scans before upload" / "… should never delete scans before upload": two
  // rules on one thing, each on an act of its own, neither act the other's in other words or a kind of it.
  if (antonymCanon === null && rulesOnOtherActs(p, q)) return null;
  // "Don't restart `rotctld` during a pass" / "Restart `rotctld` between passes": one thing both name, in another
  // relation of time or place on each side (during / between, inside / after), is two cases, each rule on its own.
  // Not against opposite states: "runs inside the cluster" / "runs outside the cluster" is where it runs.
  if (antonymCanon === null && (casesApart(p, older, q, newer) || namedOccasionsApart(p, q))) return null;
  // "Use `probe-rs run` to flash the boards, except on the CI runners" / "The CI runners don't use `probe-rs run`": the
  // other side says what the exception already said.
  if (exceptionNamed(older, q) || exceptionNamed(newer, p)) return null;
  if (antonymCanon !== null) {
    const pAt = stateAt(p, a, antonymCanon);
    const qAt = stateAt(q, b, antonymCanon);
    if (versionsApart(p, pAt, q, qAt) || frontedScopeApart(p, older, q, newer)) return null;
    if (verbStateApart(p, pAt, q, qAt) || verbStateApart(q, qAt, p, pAt) || placesOfWorkApart(p, q, antonymCanon)) return null;
    // "The transcoder is idle overnight" / "… is busy during opening hours": a when or where of its own after the
    // state on both sides says each holds in its own case.
    // One side's case an environment or a time ("in production"), the other's place after its state ("in the test
    // environment", "in the CLI build") is a case of the same kind.
    if (pAt >= 0 && qAt >= 0 && ((ownCaseAfter(p, pAt, q) && ownCaseAfter(q, qAt, p, true)) || (ownCaseAfter(p, pAt, q, true) && ownCaseAfter(q, qAt, p)))) return null;
  }
  // The newer restating the older elsewhere means this clause is about something narrower.
  for (const other of newer.clauses) {
    if (other === q || other.terms.size === 0 || !mayRestate(other, a.terms) || !carries(other, distinct)) continue;
    const terms = termsAgainst(other, p);
    if (positiveAgainst(other, p) === a.positive && sameSubject(a.terms, terms, 0.5, older.terms, newer.terms) && align(a.terms, terms).sharedTerms.length >= 2) return null;
  }
  // Likewise the older may already have said what the newer says ("cached, but disabled for release tags").
  for (const other of older.clauses) {
    if (other === p || other.terms.size === 0 || !mayRestate(other, b.terms) || !carries(other, distinct)) continue;
    const terms = termsAgainst(other, q);
    if (positiveAgainst(other, q) === b.positive && sameSubject(terms, b.terms, 0.5, older.terms, newer.terms) && align(terms, b.terms).sharedTerms.length >= 2) return null;
  }
  const subject = surface(p, withoutStates(al.sharedTerms));
  const olderText = clauseText(p);
  const newerText = clauseText(q);
  if (antonymCanon) {
    if (settingKeptBy(p, q, antonymCanon) || settingKeptBy(q, p, antonymCanon)) return null;
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
  for (const t of c.tokens) if (t.kind === 'code' && t.terms[0] === term && t.raw.endsWith('/')) return true;
  return false;
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
  for (const t of c.terms.keys()) { const w = c.terms.get(t)!; if (w > 0 && !t.startsWith('ant:') && !other.terms.has(t)) return false; }
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
 * "does not read `.gitignore`" / "respects `.gitignore`", "ignores `config.toml`" / "reads its defaults from
 * `config.toml`", "Don't call `goto()`" / "Always use `goto()`": the clause denies (or disregards) one dealing with a
 * name the other deals with in a verb of the same family (instructions.ts oneFamilyOnName). That name is their subject.
 */
function deniedDealing(c: Clause, other: Clause): boolean {
  if (c.negated) {
    const predicate = negatedPredicate(c);
    return predicate !== undefined && oneFamilyOnName(c, c.tokens.indexOf(predicate), other);
  }
  if (c.antonyms.length === 0) return false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'word' && DISREGARD_STEMS.has(stem(t.norm)) && oneFamilyOnName(c, i, other)) return true;
  }
  return false;
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
  for (const c of a.signs.keys()) {
    const s = a.signs.get(c)!;
    const t = b.signs.get(c);
    if (!t || s.size !== 1 || t.size !== 1) continue;
    if ([...s][0] !== [...t][0]) canon = c;
  }
  return canon;
}

/**
 * The clause asserts one state of a pair and denies the other right after a negation ("streams CSV and never buffers
 * the whole file", "is async and never blocks the caller"), and the other clause states the asserted one only: both
 * say the same state.
 */
function negatesOwnPairMate(c: Clause, other: Clause): boolean {
  if (c.antonyms.length < 2 || other.antonyms.length === 0) return false;
  for (const x of c.antonyms) {
    if (!deniedRightBefore(c, x.word)) continue;
    for (const y of c.antonyms) {
      if (y === x || y.canon !== x.canon || y.sign === x.sign || deniedRightBefore(c, y.word)) continue;
      let agrees = false;
      let opposes = false;
      for (const z of other.antonyms) if (z.canon === y.canon) { if (z.sign === y.sign) agrees = true; else opposes = true; }
      if (agrees && !opposes) return true;
    }
  }
  return false;
}

/** The clause also denies the other state of `a`'s pair right after a negation ("streams CSV and never buffers the whole file"). */
function mateDenied(c: Clause, a: AntonymUse): boolean {
  for (const y of c.antonyms) if (y !== a && y.canon === a.canon && y.sign !== a.sign && deniedRightBefore(c, y.word)) return true;
  return false;
}

/** A negation word is the token right before the state's first word, or two before past an adverb ("never fully buffers"). */
function deniedRightBefore(c: Clause, word: string): boolean {
  const first = word.split(' ')[0]!.toLowerCase();
  for (let k = 1; k < c.tokens.length; k++) {
    if (c.tokens[k]!.norm !== first) continue;
    if (NEGATION_WORDS.has(c.tokens[k - 1]!.norm)) return true;
    if (k >= 2 && ADVERB_END.test(c.tokens[k - 1]!.norm) && NEGATION_WORDS.has(c.tokens[k - 2]!.norm)) return true;
  }
  return false;
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
  if (ownA.qualifier && ownB.qualifier) return false;
  // A name each side has of its own parts the subjects only where it stands before the state and the other side
  // does not spell it another way: "`LedgerClient.postEntry()` is synchronous" / "postEntry() in `ledger_client.dart`
  // is async" is one function, "locked down to `https://app.acme.io`" says what the state lets in, not whose it is.
  if (ownA.name && ownB.name && ownNameBefore(p, pAt, q) && ownNameBefore(q, qAt, p)) return false;
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
 * Before the state at `end`, a name (weight 2) the other clause neither writes nor spells another way: not as a
 * path's last part (`packages/billing` / `@acme/billing`), a flag's other dashes (`--region` / `-Region`), nor as
 * the words of an identifier it writes in parts (`LedgerClient` / `ledger_client.dart`).
 */
function ownNameBefore(c: Clause, end: number, other: Clause): boolean {
  for (let i = 0; i < end; i++) {
    const t = c.tokens[i]!;
    for (const x of t.terms) {
      if (termWeight(x) < 2 || (c.terms.get(x) ?? 0) < 2 || other.terms.has(x) || x.startsWith('ant:')) continue;
      if (sameName(x, other.terms) || spelledApart(t, other)) continue;
      return true;
    }
  }
  return false;
}

/** The other clause writes this code name in other characters or in parts: its letters, or all its words. */
function spelledApart(t: Token, other: Clause): boolean {
  if (t.kind !== 'code') return false;
  const letters = lettersOf(t.raw);
  const last = lettersOf(t.raw.slice(t.raw.lastIndexOf('/') + 1));
  if (letters.length < 3) return false;
  for (const u of other.tokens) {
    if (u.kind !== 'code') continue;
    const theirs = lettersOf(u.raw);
    const theirLast = lettersOf(u.raw.slice(u.raw.lastIndexOf('/') + 1));
    if (theirs === letters || (last.length >= 4 && theirLast === last)) return true;
  }
  const parts = splitIdentifier(t.raw.replace(/\(\)$/, ''));
  if (parts.length < 2) return false;
  for (const part of parts) if (!other.terms.has(termOfWord(part.toLowerCase()))) return false;
  return true;
}

function lettersOf(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The words before the state that the other clause lacks, verbs aside: "table" in "The `ledger` table uses
 * optimistic locking". The word a state adverb qualifies is the verb ("load" in "load synchronously").
 */
function ownBefore(c: Clause, end: number, other: Clause): Token[] {
  let last = end - 1;
  while (last >= 0 && c.tokens[last]!.terms.length === 0) last--;
  const adverb = end < c.tokens.length && ADVERB_END.test(c.tokens[end]!.norm);
  const out: Token[] = [];
  for (let i = 0; i < end; i++) {
    const t = c.tokens[i]!;
    if (adverb && i === last) continue;
    // A name the other side spells another way is theirs too, and the kind word after it ("the `--region` flag")
    // says what sort of thing that name is.
    if (spelledApart(t, other)) continue;
    const previous = c.tokens[i - 1];
    if (previous !== undefined && previous.kind === 'code' && t.kind === 'word' && t.terms.every((x) => GENERIC_STEMS.has(x)) && (namesToken(other, previous) || spelledApart(previous, other))) continue;
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
  // A setting written as code (`"strict": false`, `score ASC`) is one token, spaces and all.
  for (let k = 0; k < c.tokens.length; k++) if (c.tokens[k]!.kind === 'code' && c.tokens[k]!.raw === word) return k;
  return deniedStateAt(c, word);
}

/**
 * After the state at `at`, a phrase of when or where ("in staging", "during opening hours", "overnight", "in the test
 * environment") naming a word the other clause lacks. With `anyPlace`, any word of a place counts ("in the kiosk
 * build"): read so when the other side's case is an environment or a time, which makes this one a case too.
 */
function ownCaseAfter(c: Clause, at: number, other: Clause, anyPlace = false): boolean {
  let open = false;
  let timed = false;
  for (let i = at + 1; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct') return false;
    if (t.kind === 'word' && (CASE_OPENERS.has(t.norm) || PLACE_OPENERS.has(t.norm))) {
      open = !UNIVERSAL_QUANTIFIERS.has(c.tokens[i + 1]?.norm ?? '');
      timed = CASE_OPENERS.has(t.norm);
      continue;
    }
    if (t.kind === 'word' && CASE_WORDS.has(t.norm) && !other.tokens.some((u) => u.norm === t.norm)) return true;
    if (!open) continue;
    if (ENVIRONMENT_WORDS.has(t.norm) && namesOwnEnvironment(c.tokens[i - 1]!, other)) return true;
    // A place is a case of its own only when it is an environment ("in the test environment", "in staging"): "on the
    // `file` device", "in `.tmux.conf`" say where the state is set or of what.
    for (const x of t.terms) if (termWeight(x) > 0 && !x.startsWith('ant:') && !other.terms.has(x) && (timed || QUALIFIERS.has(x) || (anyPlace && t.kind === 'word' && !GENERIC_STEMS.has(x)))) return true;
  }
  return false;
}


/**
 * The clause's subject is a possessed part, "A's B", whose possessor the other clause names and whose own words it
 * never writes: "the poller's backup thread", "the plugin's admin page".
 */
function possessedPart(c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length && i < 6; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct' || SUBJECT_ENDS.has(t.norm)) return false;
    if (!/['’]s$/.test(t.raw) || !t.terms.some((x) => other.terms.has(x))) continue;
    let own = false;
    for (let k = i + 1; k < tokens.length; k++) {
      const u = tokens[k]!;
      if (u.kind === 'punct' || SUBJECT_ENDS.has(u.norm) || NEGATION_CUES.has(u.norm) || u.terms.some((x) => c.verbs.has(x))) break;
      if (u.kind === 'word' && !EMBODIMENTS.has(u.norm)) for (const x of u.terms) if (termWeight(x) > 0 && !x.startsWith('ant:') && !GENERIC_STEMS.has(x) && !other.terms.has(x)) own = true;
      if (!own && u.terms.some((x) => other.terms.has(x))) return false;
    }
    return own;
  }
  return false;
}

/**
 * A phrase of the clause naming an occasion the other text never names: "when you preview drafts", "while it
 * operates the lid", "inside a transaction", an environment ("in production", "in local development"), or a kind of
 * what the other names ("for casual matches" against "for every ranked match"). A "for" phrase whose own word is its
 * noun ("for internal links" / "for internal navigation") may say the same thing in other words; "by hand" and
 * "locally" say how or where the act is done, which a case of the other ("when you need a quick change") may include.
 */
function ownOccasion(c: Clause, other: Analysis, opened = ''): boolean {
  let open = opened !== '';
  let kind = opened;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct') { open = false; continue; }
    if (t.kind === 'word' && (OCCASION_OPENERS.has(t.norm) || PLACE_OPENERS.has(t.norm))) {
      open = true;
      kind = OCCASION_OPENERS.has(t.norm) ? t.norm : 'in';
      continue;
    }
    if (!open) continue;
    for (const x of t.terms) {
      if (termWeight(x) === 0 || x.startsWith('ant:') || other.terms.has(x)) continue;
      if (QUALIFIERS.has(x)) return true;
      if (kind === 'in' || GENERIC_STEMS.has(x)) continue;
      if ((kind !== 'for' && kind !== 'to') || (t.kind === 'word' && (c.tokens[i + 1]?.terms ?? []).some((y) => other.terms.has(y)))) return true;
    }
  }
  return false;
}

/**
 * The clause, or a clause of its text that says when it holds, names an occasion of its own (ownOccasion): the text
 * splits "must not wear gloves while they operate the lid" in two, and a setting in an aside ("(`record_replays:
 * true`)") holds where the clause before it does.
 */
function occasionOf(c: Clause, text: Analysis, other: Analysis): boolean {
  if (ownOccasion(c, other)) return true;
  const at = text.clauses.indexOf(c);
  if (at < 0) return false;
  const previous = text.clauses[at - 1];
  if (previous !== undefined && c.tokens.every((t) => t.kind === 'code' || t.kind === 'punct') && ownOccasion(previous, other)) return true;
  const next = text.clauses[at + 1];
  const last = c.tokens[c.tokens.length - 1];
  if (next === undefined || last === undefined || next.tokens.length === 0) return false;
  const from = text.text.indexOf(last.raw, Math.max(0, text.text.indexOf(c.tokens[0]!.raw)));
  const to = from < 0 ? -1 : text.text.indexOf(next.tokens[0]!.raw, from + last.raw.length);
  if (to < 0) return false;
  const between = text.text.slice(from + last.raw.length, to);
  return /^[\s,`'")]*(?:(?:when|whenever|while|during|once)\s+)+$/i.test(between) && ownOccasion(next, other, 'when');
}

const OCCASION_OPENERS = new Set(['when', 'whenever', 'while', 'during', 'inside', 'within', 'for', 'to']);

/** "in the test environment": the word before "environment" names one, whatever the word, when the other side lacks it. */
function namesOwnEnvironment(before: Token, other: Clause): boolean {
  return before.kind === 'word' && before.terms.length > 0 && !before.terms.some((x) => other.terms.has(x)) && !CASE_OPENERS.has(before.norm) && !PLACE_OPENERS.has(before.norm);
}

const CASE_OPENERS = new Set(['during', 'while']);
const ENVIRONMENT_WORDS = new Set(['environment', 'environments', 'env', 'envs']);
const PLACE_OPENERS = new Set(['in', 'on', 'inside', 'within', 'under']);
/** Times said in one word: a case of their own as much as "during the night" is. */
const CASE_WORDS = new Set(['overnight', 'nightly', 'weekends', 'weekdays', 'locally']);

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
    // "The `date_range` filter" against "date filtering": an identifier with a word the other writes. Not a path:
    // `/beta/stats` is another endpoint than `/stats`.
    if (t.kind === 'code' && !t.raw.includes('/') && t.terms.slice(1).some((x) => termWeight(x) > 0 && other.terms.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
  }
  return false;
}

/** A word naming something done rather than a thing: "processing", "replication", "writes". */
function isAction(t: Token): boolean {
  return /(ing|ion|ions|ment|ments|ery|eries|ance|ence)$/.test(t.norm) || t.terms.some((x) => ACTION_NOUN_STEMS.has(x));
}

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

/**
 * `prose` is a prohibition whose verb puts the setting to use ("Never set `iceRestart`", "Don't pass `ConsistentRead`")
 * and `setting`, a rule of opposite force, switches it on: the prohibition forbids what the rule asks.
 */
function forbidsSwitchedOn(prose: Clause, setting: Clause): boolean {
  if (!prose.negated || instruction(prose) !== instruction(setting)) return false;
  const predicate = negatedPredicate(prose);
  if (predicate === undefined) return false;
  // "has no `linkerd.io/inject` annotation": the setting is what "no" denies.
  const at = prose.tokens.indexOf(predicate);
  const object = predicate.kind === 'code' ? predicate : SWITCHING_ON.has(predicate.terms[0] ?? '') ? prose.tokens.slice(at + 1, at + 4).find((t) => t.kind === 'code') : undefined;
  if (object === undefined) return false;
  for (const t of setting.tokens) {
    const toggle = t.kind === 'code' ? toggleSetting(t.raw) : null;
    if (toggle !== null && toggle.on && normalizeAnchor(toggle.name) === normalizeAnchor(object.raw)) return true;
  }
  return false;
}

/**
 * "`night_mode` is false" / "The app sets `night_mode: false` and `large_font: true`": `other` sets the very setting
 * `prose` names in code to the state `prose` gives it, so the opposite state read is another setting's.
 */
function settingKeptBy(prose: Clause, other: Clause, canon: string): boolean {
  const use = prose.antonyms.find((u) => u.canon === canon);
  if (use === undefined) return false;
  const named = new Set<string>();
  for (const t of prose.tokens) if (t.kind === 'code' && toggleSetting(t.raw) === null) named.add(normalizeAnchor(t.raw));
  if (named.size === 0) return false;
  for (const t of other.tokens) {
    const set = t.kind === 'code' ? BOOLEAN_ASSIGNMENT.exec(t.raw) : null;
    if (set !== null && named.has(normalizeAnchor(set[1]!)) && ON_VALUES.has(set[2]!.toLowerCase()) === (use.sign === 1)) return true;
  }
  return false;
}

/** `night_mode: false`, `CACHE=on`: a setting given a two-state value (toggleSetting leaves `*_mode` keys to modes). */
const BOOLEAN_ASSIGNMENT = /^([\w.\-/]+)\s*[:=]\s*(true|false|on|off|yes|no|enabled|disabled)$/i;
const ON_VALUES = new Set(['true', 'on', 'yes', 'enabled']);

/** Verbs that put a setting to use: "set", "pass", "enable", "use", "add". */
const SWITCHING_ON = new Set('set pass enable use add specify include turn'.split(' ').map((w) => stem(w)));

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
/** Determiners that point at the writer's own setting: a scope they open is where both notes are, not a narrower case. */
const DEICTIC = new Set(['this', 'these', 'our']);
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
  if (!negationMissesOtherFrom(c, otherClause, other, otherText, superseding, ownText, 0)) return false;
  // "has no network card and doesn't log readings", "skips the vibration channels and doesn't forward alarms": each of
  // two coordinated negations (analyze.ts negationsCoordinated) denies a predicate of its own, so a later one may be
  // what meets the other side when the first denies something it never names.
  if (!c.negated || c.negations.length < 2) return true;
  const tokens = c.tokens;
  let seen = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!(NEGATION_CUES.has(tokens[i]!.norm) || c.negations.includes(tokens[i]!.norm))) continue;
    if (++seen === 1 || !coordinatedBefore(tokens, i)) continue;
    if (!negationMissesOtherFrom(c, otherClause, other, otherText, superseding, ownText, i)) return false;
  }
  return true;
}

/** A coordinator ("and", "or", a comma, a semicolon) within the three tokens before the negation at `i`. */
function coordinatedBefore(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) if (NEGATION_COORDINATORS.has(tokens[j]!.norm)) return true;
  return false;
}

const NEGATION_COORDINATORS = new Set(['and', 'or', ',', ';']);

function negationMissesOtherFrom(c: Clause, otherClause: Clause, other: Map<string, number>, otherText: Analysis, superseding: boolean, ownText: Analysis | undefined, from: number): boolean {
  const tokens = c.tokens;
  let n: number;
  // A state that negates ("disables", "is excluded") is its own predicate.
  let state = false;
  let ending = false;
  if (c.negated) {
    n = -1;
    for (let i = from; i < tokens.length && n < 0; i++) if ((NEGATION_CUES.has(tokens[i]!.norm) || c.negations.includes(tokens[i]!.norm)) && tokens[i + 1]?.norm !== 'null') n = i;
    // "skips `/healthz`": a verb that negates is its own predicate, and what follows is what it is done to.
    // "stopped sending the welcome email" is "no longer sends it": the verb after it is the predicate.
    // "neither retries nor buffers failed spans" denies both: against "buffers failed spans", the part after "nor".
    if (n >= 0 && tokens[n]!.norm === 'neither') n = norAnswering(tokens, n, otherClause);
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
  // "Never pass `--minify` to the Tailwind CLI" against "Always run `npx tailwindcss` with `--minify` in the production
  // build": two rules on one name and one action on it; the scopes and objects around the name do not part them.
  // "Never call `preserve()` twice" against "Always call `preserve()` first": how often, not whether.
  if (countedApart(c, otherClause)) return true;
  // "The operator doesn't watch Secrets cluster-wide" against "watches Secrets in its own namespace": how far it is
  // done is denied, not that it is.
  if (c.negated && deniedReach(c, n, otherClause)) return true;
  // "Never send `load_peak` to the billing service" against "must send `load_peak` to the port dashboard": two rules
  // on sending one thing to two recipients.
  if (c.modals.length + otherClause.modals.length > 0 && destinationsApart(c, otherClause) && instruction(c) && instruction(otherClause)) return true;
  if (rulesOnOneName(c, n, otherClause) && !ownManner(c, otherClause, ownText)) return false;
  // Whose doing the negation is: "The app server does not serve images" says nothing against "images are
  // served through signed URLs", nor "ESLint is not run in the hook" against "the hook runs `terraform fmt`".
  const head = c.head;
  // The subject may be named otherwise, though ("cudnn determinism is not enabled in `train.py`" against "`train.py`
  // sets `deterministic = True`"): then the denied verb must be the other clause's own (below).
  let renamed = false;
  if (head && tokens.indexOf(head) < n && passiveOfOthersDoer(c, head, n, otherClause)) return true;
  // "The billing API treats the `memo` field as optional": a state a verb gives its object ("makes X optional",
  // "marks X as deprecated") is the object's, not the subject's; the other side must name that object.
  if (state && madeStateOfUnnamed(tokens, n, otherClause)) return true;
  if (head && tokens.indexOf(head) < n && !existential(tokens, n) && !subjectNamed(c, head, otherClause) && !pathNamesSubject(c, head, otherClause) && !nameExtended(head, otherClause) && !kindOfName(head, otherClause)) {
    if (!renamedSubject(c, head, n, otherClause) && !passiveOfOthersObject(c, head, n, otherClause) && !activeOnOthersPassive(c, n, otherClause, superseding || ending || c.markers.some((m) => m !== 'instead' && m !== 'again'))) return true;
    renamed = true;
    // "rm_work is disabled for our builds" says nothing of "invoices build with LuaLaTeX": a state must be the other's too.
    if (state && !stateNamedIn(c, tokens[n]!, otherClause, other)) return true;
  }
  // "Not every PR needs a changelog entry" denies it of some of them: a claim about one kind ("user-facing PRs") stands.
  if (c.negated && tokens[n]!.norm === 'not' && deniesOnlySome(tokens, n, otherClause, c)) return true;
  // "no longer", "anymore", "now": the writer says things changed ("instead" and "again" say something else).
  const changed = superseding || ending || c.markers.some((m) => m !== 'instead' && m !== 'again');
  let k = state ? n : n + 1;
  let verbMisses = false;
  // The other clause writes the predicate's verb (or its synonym), as a word or as a part of a name (`Y.Doc.destroy()`).
  let verbShared = false;
  let stateAsVerb = false;
  // The predicate is a verb of any dealing with its object ("touch", "hit", "access").
  let dealing = false;
  // The last token of the predicate when it is a listed state of several words.
  let stateEnd = -1;
  if (!state) {
    // The predicate: past "be", "need to", "have to" ("doesn't need to expose `/metrics`": expose).
    while (
      k < tokens.length &&
      (tokens[k]!.terms.length === 0 || ['longer', 'be', 'been', 'being'].includes(tokens[k]!.norm) || (['need', 'needs', 'have', 'has'].includes(tokens[k]!.norm) && tokens[k + 1]?.norm === 'to'))
    )
      k++;
    // "is not public": a state the other side never gave.
    const predicate = tokens[k];
    const predicateState = predicate ? c.antonyms.find((x) => x.word.toLowerCase().split(' ')[0] === predicate.norm) : undefined;
    const stateCanon = predicateState?.canon;
    // "Rate plan edits no longer sync to Booking.com", "no longer waits for the database write": a state word that is
    // also a verb, between the subject and what it is done to, is the verb, to be read as verbs are below.
    // What follows its preposition is what it is done to: "waits for the stock service" is about the stock service.
    // Only where the state would rule the pair out: the other side gives no state of that dimension.
    stateAsVerb = stateCanon !== undefined && !other.has(stateCanon) && verbBetween(c, tokens, k);
    const canon = stateAsVerb ? undefined : stateCanon;
    // "isn't safe for concurrent use", "is not updated in place": a state of several words is one predicate, and the
    // preposition inside it opens no scope.
    if (!stateAsVerb && predicateState !== undefined && predicateState.word.includes(' ')) stateEnd = k + predicateState.word.split(' ').length - 1;
    // "is not allowed" is an instruction about its subject, not a state of it.
    // Unless the state is also a form of a verb the other side writes: "Segment calls are not batched" denies "the
    // client batches events", as "are not sent" denies "sends".
    if (canon && !other.has(canon) && !PERMISSIONS.has(canon) && !predicate!.terms.some((t) => other.has(t))) return true;
    // "are not run automatically" against "run `bin/migrate` after the deploy": the manner is denied, not the action.
    // Not "manually": an instruction to do it is a manual step ("don't have to be loaded manually" / "load them with …").
    const after = tokens[k + 1];
    const manner = after ? c.antonyms.find((x) => x.word.toLowerCase().split(' ')[0] === after.norm) : undefined;
    // "Don't pass `--no-deps`" against `pip install --no-deps`: a flag both write is a name, no manner.
    if (manner && !other.has(manner.canon) && !changed && !(manner.canon === AUTOMATIC && manner.sign < 0) && !writesFlag(otherClause, manner.word)) return true;
    // "does not retry jobs" against "processes jobs": a different verb is a different claim, unless the
    // writer says things changed ("no longer", "anymore", "now") about the same object.
    const verb = predicate && !canon ? predicate.terms.filter((t) => termWeight(t) > 0) : [];
    verbMisses = verb.length > 0 && (c.verbs.has(verb[0]!) || ending) && noneNamed(verb, other, otherText);
    verbShared = verb.length > 0 && (other.has(verb[0]!) || (VERB_SYNONYMS[verb[0]!] !== undefined && other.has(VERB_SYNONYMS[verb[0]!]!)));
    // "does not run any type checking" against "type-checks the code": a light verb whose object names the
    // other side's action says the same as that action's verb.
    // "does not touch the database" against "checks database connectivity": a verb that means any dealing with
    // the object at all denies every more specific one, and with a kind of store, the tool of that kind the other
    // clause names ("pings Postgres", below).
    dealing = predicate !== undefined && ANY_DEALING_WORDS.has(predicate.norm);
    if (verbMisses && dealing) verbMisses = false;
    // "doesn't persist the token" against "stores the token": the same action in other words (VERB_SYNONYMS).
    if (verbMisses && VERB_SYNONYMS[verb[0]!] !== undefined && other.has(VERB_SYNONYMS[verb[0]!]!)) verbMisses = false;
    // "doesn't store 404 responses" against "caches 404 responses": a denial of the general verb covers the specific one.
    if (verbMisses && hyponymIn(otherClause, verb[0]!) !== undefined) verbMisses = false;
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb[0]!) && tokens.slice(k + 1).some((t) => t.terms.some((x) => termWeight(x) > 0 && otherClause.verbs.has(x)))) verbMisses = false;
    // "no longer runs the VAT number lookup" against "verifies the VAT number": the noun of the other's action in other words.
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb[0]!) && lightObjectNamesAction(tokens, k + 1, otherClause)) verbMisses = false;
    // "must never run privileged" against `privileged: true`: a light verb and the state a setting on the other side switches.
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb[0]!) && switched(otherClause) && tokens[k + 1]?.terms.some((x) => namesTerm(otherClause, x))) verbMisses = false;
    // "doesn't emit `order.created`" against "publishes `order.created` events": another verb of the same kind
    // (ACTION_KINDS) about a thing both name specifically, or whose every word the other writes ("doesn't produce
    // audit records" / "writes an audit record"). "does not cache `/api/search`" against "rate-limits `/api/search`"
    // stays two claims.
    if (verbMisses && sameKindOfAction(verb[0]!, otherClause) && (namedObjectShared(tokens, k + 1, otherClause) || wholeObjectIn(tokens, k + 1, otherClause))) verbMisses = false;
    // "Don't run zod on the client" against "validate forms with the zod schemas": running or using the tool the
    // other side does its action with denies that action done with it.
    if (verbMisses && (ACTION_LIGHT_VERBS.has(verb[0]!) || verb[0] === USE) && usedAsInstrument(tokens, k + 1, otherClause)) verbMisses = false;
    // "Never pass `--offline`" against "Always start the daemon with `--offline`": two instructions on whether a named
    // thing is used, in verbs of one kind (instructions.ts).
    if (verbMisses && suppliesSameThing(c, k, otherClause)) verbMisses = false;
    if (verbMisses && opposedInstructions(c, k, otherClause, sharedNamedObject(tokens, k + 1, otherClause))) verbMisses = false;
    if (verbMisses && deniesSameFlag(c, k, otherClause)) verbMisses = false;
    // "Always use `goto()`" against "Don't call `goto()`", "respects `.gitignore`" against "does not read `.gitignore`":
    // verbs of one family done to one name (instructions.ts oneFamilyOnName).
    if (verbMisses && oneFamilyOnName(c, k, otherClause)) verbMisses = false;
    // "Queries through `ledger_client` must always pass an explicit deadline" against "`ledger_client` calls should never
    // carry a deadline": two rules of opposite force that meet, whose object is all in the other clause, ask for one action
    // on it and its absence, whatever verb each writes (instructions.ts sameObjectOfRules).
    if (verbMisses && rulesMeet(c, otherClause) && wholeObjectIn(tokens, k + 1, otherClause) && sameObjectOfRules(c, k, otherClause)) verbMisses = false;
    // "must not wait on a co-signature" against "must be co-signed by a second pharmacist": a rule not to wait for what
    // the other rule requires first (instructions.ts waitedOnRequired); what is waited on, not the wait, is the claim.
    if (verbMisses && c.negated && WAITING.has(predicate!.norm) && waitedOnRequired(c, k, otherClause)) return false;
    if (verbMisses && !changed) return true;
    // A subject named otherwise is the other's only when the action is too: "Docs are not deployed from pull requests"
    // says nothing of "PR builds only run `mkdocs build`", whatever else the other discovery deploys.
    if (renamed && verb.length > 0 && !verbNamedIn(verb, otherClause, other)) return true;
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
  for (let j = passive ? tokens.length : stateAsVerb && tokens[k + 1]!.norm !== 'the' ? k + 2 : k + 1; j < tokens.length; j++) {
    const t = tokens[j]!;
    // "doesn't run tsc / any type checking", "X or Y": every alternative is part of what is denied.
    if ((t.norm === '/' || t.norm === 'or') && object.length > 0) {
      alternative = true;
      continue;
    }
    if (t.kind === 'punct' || t.kind === 'number' || LINKS.has(t.norm) || RESTRICTIVES.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) break;
    if (state && startsPredicate(tokens, j)) break;
    // "stopped gzipping what it sends": a free relative is the object, and names nothing the other side must.
    if (object.length === 0 && (t.norm === 'what' || t.norm === 'whatever') && FREE_RELATIVE_PRONOUNS.has(tokens[j + 1]?.norm ?? '')) break;
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
  if (objectTokens.length >= 2 && otherHead(objectTokens, c, otherClause, other)) return true;
  let specific = object.filter((t) => !GENERIC_STEMS.has(t));
  // "has no `eqeqeq` rule" against "turns on `eqeqeq`": the kind of declaration is no object of its own.
  if (!state && specific.some((t) => DECLARATION_STEMS.has(t)) && tokens[k] !== undefined && namesToken(otherClause, tokens[k]!))
    specific = specific.filter((t) => !DECLARATION_STEMS.has(t));
  // The object must be in the clause the negation answers, named as such: not only somewhere else in the
  // other discovery, nor only as part of another name ("API responses" against `api.acme.io`).


  // "source maps" here, "sourcemaps" there.
  const compound = objectWords.length === 2 && namesTerm(otherClause, termOfWord(objectWords[0]! + objectWords[1]!));
  // "There's no unique constraint on `users.email`" against "has a unique index": after "no", the word read as the
  // predicate opens the noun phrase that is denied, and is as much the thing named as the words after it (all of it:
  // "no pre-commit hook" is not about "offset commits"). "the remote cache" against `--remote_cache`: an object
  // spelled as the parts of one name the other writes is that name. A denial's word that ends such a name names it
  // (`Stripe-Signature`), but a rule's only with the verb both write: "never log the moisture value" is not about
  // sending the `Soil-Moisture` header.
  if (specific.length > 0 && !compound && noneNamedAnyWay(object, otherClause, other) && !(c.negated && (c.modals.length === 0 || verbShared) && !copular(tokens, n) && wordEndsName(objectTokens, otherClause)) && !spelledAsName(specific, otherClause) && !(determinerDenies(c, n, k) && allNamed(ownWeighted(tokens[k]!, c), otherClause, other)) && !(verbShared && partOfNameRuledOn(c, objectTokens, specific, otherClause)) && !(c.negated && fieldSetIn(tokens, k + 1, otherClause)) && !(dealing && roleNounForTool(object, otherClause))) return true;
  // Two rules that meet (instructions.ts): a narrower case or scope of one is covered by the other's "always".
  // "Don't update snapshot files by hand: `jest -u` rewrites them": a manner the other rule never names is how the
  // thing is not done, not that it is not done, unless the same discovery hands the work to an automation.
  const meet = rulesMeet(c, otherClause) && !ownManner(c, otherClause, ownText) && !(c.negated && actsOnOthersSubject(c, objectTerms(c, k), otherClause));
  // "never sent to unverified emails": a word narrowing what both talk about is a narrower claim.
  for (let j = k + 1; !meet && j < tokens.length - 1; j++) {
    // "treats `effectiveDateTime` as optional and defaults it to the receipt time": a second predicate says what
    // else is done, not which case the state holds in.
    if (state && startsPredicate(tokens, j)) break;
    const t = tokens[j]!;
    const own = t.terms.filter((x) => (c.terms.get(x) ?? 0) > 0);
    if (own.length === 0 || someSharedOrGeneric(own, other, c)) continue;
    // "Never pass `--single-transaction` to the backup mysqldump" against "mysqldump should always use it": "always"
    // covers every kind, but not another environment ("prod" builds).
    if (!own.some((x) => QUALIFIERS.has(x)) && obligedOn(c, k, otherClause)) continue;
    if (sharedHeadAfter(tokens, j, other, c)) return true;
  }
  if (verbMisses && !meet) {
    // Things changed, but nothing after the new verb is what the other side talks about.
    if (!restNamesOther(tokens, k + 1, c, other)) return true;
  }
  const setting = state && tokens[n]!.kind === 'code' && toggleSetting(tokens[n]!.raw) !== null;
  // "does not run on weekends", "skips rows whose email exists", "not sent through ActiveJob anymore": a scope
  // the other side never mentions.
  for (let j = Math.max(k, stateEnd) + 1; !meet && j < tokens.length; j++) {
    if (startsPredicate(tokens, j)) break;
    if (!SCOPE_PREPOSITIONS.has(tokens[j]!.norm) && !RESTRICTIVES.has(tokens[j]!.norm)) continue;
    // "does not retry jobs that failed validation" against "retries failed jobs": a relative clause naming something
    // the other side never does says which of them, as much as a scope does, whatever else in it both write.
    if (!changed && RELATIVE_PRONOUNS.has(tokens[j]!.norm) && tokens[j - 1]?.kind !== 'punct' && ownRestriction(tokens, j + 1, c, other) && !obligedOn(c, k, otherClause)) return true;
    // When things changed, "on a schedule", "in CI" say how; "through ActiveJob", "via X" name what is gone.
    if (changed && !ROUTES.has(tokens[j]!.norm)) break;
    // "disabled in this cluster", "optional in our requests": the writer's own project, which the other note is about
    // too; a scope after it still narrows ("in our app for paper tickets"), and so does "this week's".
    if (DEICTIC.has(tokens[j + 1]?.norm ?? '') && !/'s$/.test(tokens[j + 2]?.raw ?? '')) continue;
    // "Never regenerate the types by hand; CI does it" against "Always regenerate them after editing the schema":
    // the manner is no scope when something else is said to do the work (instructions.ts).
    if (ownText !== undefined && handedOver(tokens, j, c, ownText, otherClause)) {
      j++;
      continue;
    }
    // "aren't logged by the parking meter firmware in maintenance mode": a passive's agent, which the other side names
    // too, is who does it, not a scope; a scope after it still narrows.
    if (tokens[j]!.norm === 'by' && passiveAt(tokens, k) && !scopeAbsent(tokens, j + 1, setting, other, otherText)) continue;
    // "Strict null checks are disabled in the monorepo's tsconfig", "source maps are disabled in `next.config.js`":
    // a configuration file after a state is where it is set, not a case it is limited to, unless it names an
    // environment ("in `config/staging.yaml`") or the other side speaks of a configuration of its own ("the Vite config").
    if (state && tokens[j]!.norm !== 'by' && namesConfigFile(tokens, j + 1) && !scopeQualified(tokens, j + 1, false) && !namesConfiguration(otherClause)) break;
    // `db.enabled=false` "in application.properties": where the setting is written, not when it holds.
    // "Never `cleanWs()` in the pipeline" against "should always end with `cleanWs()`": "always" covers the place
    // or case. A means ("by hand", "through X") is no place, and an environment ("in CI", "locally") is where
    // rules are meant to differ.
    // "We don't pass `-lineinfo` to nvcc" against "kernels are compiled with `-lineinfo`": the command named alone that a
    // flag both write is handed to is where the other side's flag goes too, no scope of its own.
    if (tokens[j]!.norm === 'to' && flagRecipient(tokens, j, otherClause)) {
      j++;
      continue;
    }
    if (scopeAbsent(tokens, j + 1, setting, other, otherText)) {
      if (!(!ROUTES.has(tokens[j]!.norm) && !scopeQualified(tokens, j + 1, setting) && obligedOn(c, k, otherClause))) return true;
      break;
    }
    // "Never compress images with oxipng in the screenshot tests": a means both name is no scope, but a place or
    // case after it may still be one of its own.
    if (tokens[j]!.norm !== 'with') break;
  }
  return false;
}

/**
 * "pass `-lineinfo` to nvcc": "to" at `tokens[j]` follows a flag in code that `other` writes on its own, never inside a
 * command (`gfortran -fcheck=bounds` names the command it goes to), and opens a single word or name, no article and no
 * noun after it ("to the release build" is a place).
 */
function flagRecipient(tokens: readonly Token[], j: number, other: Clause): boolean {
  const flag = tokens[j - 1];
  const recipient = tokens[j + 1];
  if (flag === undefined || flag.kind !== 'code' || flag.raw.charCodeAt(0) !== 45 || recipient === undefined || recipient.terms.length === 0) return false;
  if (recipient.kind !== 'code' && recipient.kind !== 'word') return false;
  const after = tokens[j + 2];
  if (after !== undefined && after.kind !== 'punct' && after.terms.length > 0) return false;
  let alone = false;
  for (const t of other.tokens) {
    if (t.kind !== 'code') continue;
    if (t.raw === flag.raw) alone = true;
    else if (t.raw.includes(' ') && t.raw.split(' ').includes(flag.raw)) return false;
  }
  return alone;
}

/** The parts of a name in code, split only where it is not letters or digits ("./gradlew test": gradlew, test), so that
 * `MutableStateFlow` and `StateFlow` stay two names. */
const spanParts = memoize((raw: string): readonly string[] => raw.toLowerCase().split(/[^a-z0-9]+/).filter((x) => x.length > 0));

/** Every part of `name` is a part of `other`, in order of appearance or not: `kubectl apply` of `kubectl apply -f k8s/`. */
function partsWithin(name: readonly string[], other: readonly string[]): boolean {
  return name.length > 0 && name.every((x) => other.includes(x));
}

/** The clause writes the name `raw` in code, as a part of a longer name, or as a longer name of its own, or spells all its parts as words. */
function writesName(c: Clause, raw: string): boolean {
  const parts = spanParts(raw);
  const words: string[] = [];
  for (const t of c.tokens) {
    if (t.kind === 'code') {
      const own = spanParts(t.raw);
      if (partsWithin(parts, own) || partsWithin(own, parts)) return true;
    } else if (t.kind === 'word') words.push(t.norm, ...t.terms);
  }
  return partsWithin(parts, words) || parts.every((x) => words.includes(stem(x)));
}

/** `c` writes the name in code, or a name in code with its parts or within them. */
function writesCodeName(c: Clause, raw: string): boolean {
  const parts = spanParts(raw);
  for (const t of c.tokens) {
    if (t.kind !== 'code') continue;
    const own = spanParts(t.raw);
    if (partsWithin(parts, own) || partsWithin(own, parts)) return true;
  }
  return false;
}

/**
 * The negated clause `c` denies something done to a name in code that the other discovery never writes, and `other`
 * writes a name in code that `c` never does: "Don't use `DebugGame Editor` for daily work" against "Day-to-day work
 * uses the `Development Editor` configuration", "Don't run `npm install` in CI" against "CI installs with `npm ci`".
 * What one side does to one name and the other does not do to another are two claims. The name must be what is
 * denied, not a time or a kind of another thing: "never requeue after `Status().Update()`", "don't pin `FROM` lines",
 * "doesn't use remote caching — `nx.json` has no token".
 */
function deniesAnotherName(c: Clause, other: Clause, otherText: Analysis): boolean {
  if (!c.negated) return false;
  const tokens = c.tokens;
  let n = -1;
  for (let i = 0; i < tokens.length && n < 0; i++) if (NEGATION_WORDS.has(tokens[i]!.norm) || c.negations.includes(tokens[i]!.norm)) n = i;
  if (n < 0) return false;
  let denied: Token | undefined;
  for (let j = n + 1; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || ORDER_WORDS.has(t.norm) || CONDITION_WORDS.has(t.norm)) return false;
    if (t.kind === 'code') {
      denied = t;
      break;
    }
  }
  if (denied === undefined || spanParts(denied.raw).length === 0) return false;
  // "the `Backup Radio` channel" against "the `Primary Radio` channel": a name before a noun is a kind of that noun,
  // another name only when the other side writes its name before the same noun.
  const next = tokens[tokens.indexOf(denied) + 1];
  const kind = next !== undefined && next.kind === 'word' && next.terms.length > 0 && !SCOPE_PREPOSITIONS.has(next.norm) && !ADVERB_END.test(next.norm) ? next.terms[0] : undefined;
  // A package named for its work ("`body-parser`", "`image-resizer`") is spelled by words saying that work is done:
  // only the name written in code is the package.
  const dependency = kind !== undefined && DEPENDENCY_KINDS.has(kind);
  for (const clause of otherText.clauses) if (dependency ? writesCodeName(clause, denied.raw) : writesName(clause, denied.raw)) return false;
  // The same action on both sides: "Don't build for `B`" against "Build the firmware with `A`".
  let verb: Token | undefined;
  // "no longer uses": the rest of the negation is no verb.
  for (let j = n + 1; j < tokens.length && verb === undefined; j++) if (tokens[j]!.kind === 'word' && tokens[j]!.terms.length > 0 && !NEGATION_RESTS.has(tokens[j]!.norm)) verb = tokens[j];
  if (verb === undefined || verb === denied) return false;
  // "Don't use `npm install` in CI" against "CI installs dependencies with `npm ci`", "Don't set `http.Client.Timeout`"
  // against "Use `context.WithTimeout`": a verb of using or setting a thing, the other's name the thing it uses. (With
  // "call", "pass", "apply", "enable", "add" too, a hold-out pair was lost.)
  const usage = !writesWordOf(other.tokens, verb);
  if (usage && !USAGE_VERBS.has(verb.terms[0] ?? '')) return false;
  const others = other.tokens;
  for (let j = 0; j < others.length; j++) {
    const t = others[j]!;
    if (t.kind === 'code' && spanParts(t.raw).length > 0 && !writesName(c, t.raw) && (kind === undefined || others[j + 1]?.terms[0] === kind || dependencyDone(kind, usage, others, j, denied)) && (!usage || usedThere(others, j))) return true;
  }
  return false;
}

/**
 * "no longer uses the `body-parser` package" against "parses JSON bodies with `express.json()`": a package, library or
 * module denied is a tool, and another name the other side does its work with, sharing no part with it, is another
 * tool, though the other side calls it no package.
 */
function dependencyDone(kind: string, usage: boolean, others: readonly Token[], at: number, denied: Token): boolean {
  if (!usage || !DEPENDENCY_KINDS.has(kind) || !INSTRUMENTS.has(others[at - 1]?.norm ?? '')) return false;
  const parts = spanParts(denied.raw);
  for (const x of spanParts(others[at]!.raw)) if (parts.includes(x)) return false;
  return true;
}

/** Words after a negation that complete it: "no longer", "not anymore". */
const NEGATION_RESTS = new Set(['longer', 'anymore']);

/** Kinds of a named dependency: "the `body-parser` package", "the `moment` library". */
const DEPENDENCY_KINDS = new Set(['package', 'library', 'module', 'plugin', 'gem', 'crate', 'dependency', 'sdk'].map((w) => stem(w)));

/** The name at `at` is what a verb of using, or an instrument's preposition, right before it takes: "with `npm ci`", "Use `context.WithTimeout`". */
function usedThere(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  return before !== undefined && (INSTRUMENTS.has(before.norm) || (before.kind === 'word' && USAGE_VERBS.has(before.terms[0] ?? '')));
}

/** Verbs that say a named thing is used: the action is the thing's own. */
const USAGE_VERBS = new Set(['use', 'set'].map((w) => stem(w)));

// negationMissesOther's readings of the words after the predicate, as loops in functions of their own rather than
// slice/flatMap/filter chains: the arrays those build differ in element kind from pair to pair (empty or not), and
// each new kind threw the whole function's optimised code away, a 70-180 ms compile each time (disc-036).

/** `c` says how its action is (not) done, "by hand" or "manually", and `other` does not; no automation takes the work over. */
function ownManner(c: Clause, other: Clause, ownText: Analysis | undefined): boolean {
  const tokens = c.tokens;
  for (let j = 0; j < tokens.length; j++) {
    const t = tokens[j]!.norm;
    // "by hand", "manually", "by piping it into `nft`": how the action is done.
    const next = tokens[j + 1]?.norm ?? '';
    const word = t === 'manually' ? t : t === 'by' && (MANNER_WORDS.has(next) || /^[a-z]{3,}ing$/.test(next)) ? next : undefined;
    if (word === undefined || other.tokens.some((x) => x.norm === word)) continue;
    // "by hand or with make" against "with `make gql`": the ban covers the other's means too.
    if (orOthersMeans(tokens, j + 2, other)) continue;
    return ownText === undefined || !handedOver(tokens, t === 'by' ? j : -1, c, ownText, other);
  }
  return false;
}

/**
 * After the negated verb and its object, a reach of its own ("cluster-wide", "site-wide") the other clause never writes:
 * a reach said before the verb, or one the other side answers with the other state of its pair ("node-local"), is
 * left to the states.
 */
function deniedReach(c: Clause, n: number, other: Clause): boolean {
  const tokens = c.tokens;
  for (let j = n + 2; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct') return false;
    if (t.kind !== 'word' || !REACH_WORD.test(t.norm) || other.tokens.some((x) => x.norm === t.norm)) continue;
    if (c.antonyms.some((a) => a.word.toLowerCase().split(' ').includes(t.norm) && other.antonyms.some((b) => b.canon === a.canon))) continue;
    return true;
  }
  return false;
}

/** After `from`, "or" and then, within three words, a word the other clause writes: a means added to the manner. */
function orOthersMeans(tokens: readonly Token[], from: number, other: Clause): boolean {
  for (let j = from; j < tokens.length; j++) {
    if (tokens[j]!.kind === 'punct') return false;
    if (tokens[j]!.norm !== 'or') continue;
    for (let h = j + 1; h < tokens.length && h <= j + 3; h++) {
      const word = tokens[h]!.norm;
      if (tokens[h]!.terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
      // "with make" against `make gql`: a command's first word.
      if (tokens[h]!.kind === 'word' && other.tokens.some((x) => x.kind === 'code' && x.norm.split(' ')[0] === word)) return true;
    }
  }
  return false;
}

/** The "nor" after "neither" at `n` when the word after it is the other clause's and the word after "neither" is not; else `n`. */
function norAnswering(tokens: readonly Token[], n: number, other: Clause): number {
  const named = (k: number) => tokens[k] !== undefined && tokens[k]!.terms.some((x) => termWeight(x) > 0 && other.terms.has(x));
  for (let m = n + 2; m < tokens.length; m++) if (tokens[m]!.norm === 'nor') return named(m + 1) && !named(n + 1) ? m : n;
  return n;
}

/**
 * The clause's negation at `n` is the determiner "no" and `k` the word right after it: "has no OTA cluster". Not in a
 * condition: "when no `--timeout` is passed" says what happens then.
 */
function determinerDenies(c: Clause, n: number, k: number): boolean {
  if (!c.negated || c.tokens[n]?.norm !== 'no' || k !== n + 1) return false;
  for (let i = 0; i < n; i++) if (CONDITION_WORDS.has(c.tokens[i]!.norm)) return false;
  return true;
}

const CONDITION_WORDS = new Set(['if', 'when', 'whenever', 'unless', 'until', 'once']);

/** Every term is named by the other clause, by name or as a compound; and there is one. */
function allNamed(terms: readonly string[], otherClause: Clause, other: Map<string, number>): boolean {
  for (const t of terms) if (noneNamedAnyWay([t], otherClause, other)) return false;
  return terms.length > 0;
}

/** The token's weighted terms that count in the clause. */
function ownWeighted(t: Token, c: Clause): string[] {
  const out: string[] = [];
  for (const x of t.terms) if (termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x)) out.push(x);
  return out;
}

/**
 * A clause that leans on the one before it: "there's no debounce", "no manual step needed". At most two words of its
 * own, after an existential opening. (A clause with "it" has a verb and an object of its own, "it needs no locks":
 * read with the clause before, it met every claim about locks.)
 */
function elliptic(c: Clause): boolean {
  // The opening first: most clauses open otherwise, and then their terms need no count.
  let first: string | undefined;
  for (const t of c.tokens) {
    if (t.kind === 'punct') continue;
    first = t.norm;
    break;
  }
  if (first !== 'there' && first !== "there's" && first !== 'no' && first !== 'nothing') return false;
  let own = 0;
  for (const t of c.terms.keys()) if (c.terms.get(t)! > 0 && !t.startsWith('ant:') && ++own > 2) return false;
  return true;
}

/**
 * "`i18n:pull` now writes the YAML files to disk but doesn't commit them": a denial with no subject of its own (it
 * opens with a negation that says of a subject, not an instruction's "don't") whose object is a pronoun is about what the clause before it is about, as an elliptic
 * "there's no" clause is (withAntecedent). Few words of its own: the verb, and at most one more.
 */
function pronounDenial(c: Clause): boolean {
  if (!c.negated || c.index === 0) return false;
  const tokens = c.tokens;
  let first = 0;
  while (first < tokens.length && tokens[first]!.kind === 'punct') first++;
  // "…, but doesn't sign it", "; it never clears it": a conjunction, and a subject pronoun before its negation, open
  // the same denial of the clause before's subject.
  if (first < tokens.length && CLAUSE_CONJUNCTIONS.has(tokens[first]!.norm)) first++;
  if (first + 1 < tokens.length && SUBJECT_PRONOUNS.has(tokens[first]!.norm) && PRONOUN_NEGATIONS.has(tokens[first + 1]!.norm)) first++;
  if (first >= tokens.length || !(ELIDED_SUBJECT_NEGATIONS.has(tokens[first]!.norm) || (first > 0 && PRONOUN_NEGATIONS.has(tokens[first]!.norm)) || pronounBan(tokens, first))) return false;
  let pronoun = false;
  for (let i = first + 1; i < tokens.length && !pronoun; i++) if (OBJECT_PRONOUNS.has(tokens[i]!.norm)) pronoun = true;
  if (!pronoun) return false;
  let own = 0;
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith('ant:') && ++own > 2) return false;
  return true;
}

/**
 * What the pronoun stands for, the object of the clause before `c` (the words after its first verb, up to a link or
 * punctuation), is written whole in `other`: "writes the nightly dumps to S3 but doesn't encrypt them" answers
 * "encrypts the nightly dumps", not "… writes the audit logs to S3 but doesn't encrypt them".
 */
function antecedentNamed(analysis: Analysis, c: Clause, other: Clause): boolean {
  const at = analysis.clauses.indexOf(c);
  if (at <= 0) return false;
  const before = analysis.clauses[at - 1]!;
  const tokens = before.tokens;
  let verbAt = -1;
  for (let i = 0; i < tokens.length && verbAt < 0; i++) if (tokens[i]!.kind === 'word' && tokens[i]!.terms.some((x) => before.verbs.has(x))) verbAt = i;
  if (verbAt < 0) return false;
  // "Tag slugs must now keep the editor's casing; don't downcase them": after a rule, a ban's pronoun stands for the
  // rule's subject, the words before its modal, when the other side writes each of them.
  if (before.modals.length > 0 && c.tokens.length > 0 && pronounBan(c.tokens, 0) && ruleSubjectWritten(tokens, other)) return true;
  let named = false;
  // "appends to the Staging sheet; it never clears it": a preposition right after the verb opens what it acts on.
  const from = LINKS.has(tokens[verbAt + 1]?.norm ?? '') ? verbAt + 2 : verbAt + 1;
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct' || LINKS.has(t.norm) || t.norm === 'and' || t.norm === 'but' || t.norm === 'as') break;
    for (const x of t.terms) {
      if (termWeight(x) <= 0) continue;
      if (!other.terms.has(x)) return false;
      named = true;
    }
  }
  return named;
}

/**
 * "Tag slugs must keep their casing; don't downcase them": a ban that opens the clause ("don't", "do not", "never")
 * leaves its subject out too, and its pronoun stands for what the rule before it is about (antecedentNamed).
 */
function pronounBan(tokens: readonly Token[], first: number): boolean {
  const t = tokens[first]!.norm;
  return t === "don't" || t === 'dont' || t === 'never' || (t === 'do' && tokens[first + 1]?.norm === 'not');
}

/**
 * A ban whose object is a pronoun ("never mount it before the worker starts"), after an instruction that opens with
 * its verb and a name in code ("Attach `/tmp` after the worker is up"): the pronoun stands for that name. When the
 * other clause does not write it and writes a name in code the ban's discovery never does, the two rules are about
 * two things (recall-103).
 */
function pronounForOtherName(analysis: Analysis, c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  if (c.index === 0 || !c.negated || tokens.length === 0 || !pronounBan(tokens, 0)) return false;
  let pronoun = false;
  for (const t of tokens) if (OBJECT_PRONOUNS.has(t.norm)) pronoun = true;
  if (!pronoun) return false;
  const at = analysis.clauses.indexOf(c);
  const before = at > 0 ? analysis.clauses[at - 1]! : undefined;
  const name = before?.tokens[1];
  if (before === undefined || name === undefined || name.kind !== 'code' || before.tokens[0]!.kind !== 'word' || !instruction(before)) return false;
  let own = false;
  for (const t of other.tokens) {
    if (t.kind !== 'code') continue;
    if (t.norm === name.norm) return false;
    if (!analysis.clauses.some((x) => x.tokens.some((u) => u.kind === 'code' && u.norm === t.norm))) own = true;
  }
  return own;
}

const OBJECT_PRONOUNS = new Set(['it', 'them']);
/** Every word before the first modal of `tokens` (a rule's subject, two words at least) is written in `other`. */
function ruleSubjectWritten(tokens: readonly Token[], other: Clause): boolean {
  let named = 0;
  for (const t of tokens) {
    if (t.kind === 'punct') return false;
    if (RULE_MODALS.has(t.norm)) return named >= 2;
    for (const x of t.terms) {
      if (termWeight(x) <= 0) continue;
      if (!other.terms.has(x)) return false;
      named++;
    }
  }
  return false;
}

const RULE_MODALS = new Set(['must', 'should', 'shall']);

/** Negations that say of a subject left out ("… but doesn't commit them"); "don't", "never" open an instruction too. */
const CLAUSE_CONJUNCTIONS = new Set(['but', 'and', 'yet', 'so']);
const SUBJECT_PRONOUNS = new Set(['it', 'they']);
/** Negations after a subject pronoun ("it never clears it", "they don't sign them"), besides ELIDED_SUBJECT_NEGATIONS. */
const PRONOUN_NEGATIONS = new Set(["doesn't", 'doesnt', "don't", 'dont', 'never', "won't", 'wont', "didn't", 'didnt', "isn't", 'isnt', "aren't", 'arent']);
const ELIDED_SUBJECT_NEGATIONS = new Set(["doesn't", 'doesnt', "didn't", 'didnt', "isn't", 'isnt', "aren't", 'arent', "wasn't", 'wasnt']);

/** The clause's terms, with those of the clause before it in its discovery that it lacks. */
function withAntecedent(terms: Map<string, number>, analysis: Analysis, c: Clause): Map<string, number> {
  const at = analysis.clauses.indexOf(c);
  if (at <= 0) return terms;
  // "reads its configuration from env vars; there's no config file": a clause denying a kind of what the one before
  // names says something of its own.
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith('ant:') && analysis.clauses[at - 1]!.terms.has(t)) return terms;
  const out = new Map(terms);
  for (const [t, w] of analysis.clauses[at - 1]!.terms) if (!out.has(t) && !t.startsWith('ant:')) out.set(t, w);
  return out;
}

/**
 * The words of the object, two or more, are the parts of one name the other clause writes: "the chart version" is
 * `chart/version`, "the build number" `BUILD_NUMBER`.
 */
function spelledAsName(object: readonly string[], other: Clause): boolean {
  if (object.length < 2) return false;
  for (const t of other.tokens) {
    if (t.kind !== 'code') continue;
    let all = true;
    // "order creation" is `Order::create`: a word and the name's part may differ in their ending only.
    for (const x of object) if (!t.terms.includes(x) && !(/^[a-z]{5,}$/.test(x) && t.terms.some((y) => y.length >= 5 && (y.startsWith(x) || x.startsWith(y))))) all = false;
    if (all) return true;
  }
  return false;
}

/**
 * "Never freeze the ledger" against "Always call `ledger.freeze()`", "must never send the key" against "should always send
 * an `Idempotency-Key`": two rules of opposite force that meet (instructions.ts), one naming in prose what the other
 * names in code. With the verb both write (negationMissesOther's verbShared), a word of the object (`specific`) that is a
 * part of a name the other rule writes is that name's thing, as it is not between two statements ("API responses" /
 * `api.acme.io`); so is a name in code that opens the other's dotted name (`Y.Doc` / `Y.Doc.destroy()`), not one that
 * only shares a part with it (`schema_239.graphql` / `schema.graphql`).
 */
function partOfNameRuledOn(c: Clause, objectTokens: readonly Token[], specific: readonly string[], other: Clause): boolean {
  let part = false;
  for (const t of objectTokens) {
    for (const u of other.tokens) {
      if (u.kind !== 'code') continue;
      if (t.kind === 'word' ? t.terms.some((x) => specific.includes(x) && u.terms.includes(x)) : t.kind === 'code' && u.norm.startsWith(t.norm + '.')) part = true;
    }
  }
  return part && rulesMeet(c, other);
}

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
      // "from `node_modules`" against `node_modules/govuk-frontend/dist`: the folder a path the other writes starts in.
      if (t.kind === 'code' && x === t.terms[0] && folderOfPath(x, other)) return false;
      named = true;
    }
  }
  return named;
}

/** The phrase from `from` to the next punctuation names a configuration file (tokens.ts configFileToken). */
function namesConfigFile(tokens: readonly Token[], from: number): boolean {
  for (let j = from; j < tokens.length && tokens[j]!.kind !== 'punct'; j++) if (configFileToken(tokens[j]!)) return true;
  return false;
}

/** The clause speaks of a configuration: a configuration file, or "config", "configuration", "settings" as words. */
function namesConfiguration(c: Clause): boolean {
  for (const t of c.tokens) if (configFileToken(t) || (t.kind === 'word' && CONFIGURATION_WORDS.has(t.norm))) return true;
  return false;
}
const CONFIGURATION_WORDS = new Set(['config', 'configs', 'configuration', 'configurations', 'settings']);

/** `x` is the first folder of a path among the other side's terms. */
function folderOfPath(x: string, other: Map<string, number>): boolean {
  if (!/^[a-z0-9_.@-]+$/.test(x)) return false;
  for (const t of other.keys()) if (t.length > x.length && t.startsWith(x) && t[x.length] === '/') return true;
  return false;
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

/**
 * "Percussion parts are never scanned" against "The librarian scans the bowing marks into the part PDFs": the head of
 * a passive denial's subject is what the verb is not done to; the other side does the verb to an object of its own
 * and names that head only after it, in a phrase of where or against what ("into the part PDFs", "against a cached
 * list"). Two objects of one verb, two claims.
 */
function passiveOnAnotherObject(negated: Clause, active: Clause): boolean {
  const tokens = negated.tokens;
  let k = -1;
  for (let i = 1; i < tokens.length && k < 0; i++) if (tokens[i]!.terms.some((x) => active.verbs.has(x)) && passiveAt(tokens, i)) k = i;
  if (k < 0) return false;
  let aux = k - 1;
  while (aux > 0 && !PASSIVE_AUXILIARIES.has(tokens[aux]!.norm) && !NEGATED_BE_FORMS.test(tokens[aux]!.norm)) aux--;
  const head = tokens[aux - 1];
  if (head === undefined || head.kind !== 'word') return false;
  const headTerms = head.terms.filter((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x));
  if (headTerms.length === 0) return false;
  const verbStems = tokens[k]!.terms;
  const at = active.tokens.findIndex((t) => t.kind === 'word' && t.terms.some((x) => verbStems.includes(x)));
  if (at < 0 || active.tokens[at]!.norm === tokens[k]!.norm) return false;
  // The active side's object: from its verb to the first phrase of where or against what.
  let ownObject = false;
  let j = at + 1;
  for (; j < active.tokens.length; j++) {
    const t = active.tokens[j]!;
    if (t.kind === 'punct' || OBJECT_PREPOSITIONS.has(t.norm)) break;
    if (t.terms.some((x) => headTerms.includes(x))) return false;
    if (t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x))) ownObject = true;
  }
  if (!ownObject || j >= active.tokens.length || active.tokens[j]!.kind === 'punct') return false;
  for (let i = j + 1; i < active.tokens.length && active.tokens[i]!.kind !== 'punct'; i++) if (active.tokens[i]!.terms.some((x) => headTerms.includes(x))) return true;
  return false;
}
const OBJECT_PREPOSITIONS = new Set(['into', 'against', 'onto', 'to', 'from', 'with']);

/** The predicate at `k` is in the passive: a form of "be" before it, past the negation ("aren't logged", "is no longer sent"). */
function passiveAt(tokens: readonly Token[], k: number): boolean {
  for (let i = k - 1; i >= 0 && i >= k - 4; i--) {
    const norm = tokens[i]!.norm;
    if (PASSIVE_AUXILIARIES.has(norm) || NEGATED_BE_FORMS.test(norm)) return true;
    if (!NEGATION_WORDS.has(norm) && norm !== 'longer' && norm !== 'ever') return false;
  }
  return false;
}
const NEGATED_BE_FORMS = /^(isn't|aren't|wasn't|weren't|isnt|arent|wasnt|werent)$/;

/**
 * "request bodies" against "request headers": the negated object ends in a word the other side lacks, and the
 * other side puts a word of its own right after the word before it. Two things of one kind, not one. Not two general
 * heads of one kind ending the phrase after a specific word ("no longer checks renewal limits" / "enforces the renewal
 * rules", aliases.ts wordingRow): one thing in two wordings, as the subject test reads them.
 */
function otherHead(object: readonly Token[], c: Clause, other: Clause, otherTerms: Map<string, number>): boolean {
  const last = object[object.length - 1]!;
  const before = object[object.length - 2]!;
  // "apply prod terraform locally": an adverb after the object is how, not what.
  if (last.kind !== 'word' || before.kind !== 'word' || ADVERB_END.test(last.norm) || last.terms.some((x) => otherTerms.has(x) || other.terms.has(x))) return false;
  // "skips the continuing-education check" / "verifies continuing-education credits", "omits the phone number
  // normalization step" / "normalizes phone numbers": a noun of the other side's action (a step of it) heads no other thing.
  if (namesOthersAction(last, other) || (STEP_NOUNS.has(last.norm) && namesOthersAction(before, other))) return false;
  const at = firstWithTermsOf(other.tokens, before);
  const next = other.tokens[at + 1];
  if (!(at >= 0 && next !== undefined && next.kind === 'word' && next.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !before.terms.includes(x)))) return false;
  return !sameWording(last, c, before, next, other, at + 2);
}

/** The object after a light verb at `from`, up to its phrase's end, holds a noun of an action of `other` (namesOthersAction). */
function lightObjectNamesAction(tokens: readonly Token[], from: number, other: Clause): boolean {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || SCOPE_PREPOSITIONS.has(t.norm)) return false;
    if (namesOthersAction(t, other)) return true;
  }
  return false;
}

/** `last` and `next`, each right after the specific word `before`, are heads of one WORDING_HEADS row, `next` ending its phrase. */
function sameWording(last: Token, c: Clause, before: Token, next: Token, other: Clause, end: number): boolean {
  const row = wordingRow(c, last);
  if (row < 0 || wordingRow(other, next) !== row || before.terms.some((x) => GENERIC_STEMS.has(x))) return false;
  const after = other.tokens[end];
  return after === undefined || after.kind === 'punct' || after.terms.length === 0 || LINKS.has(after.norm) || BARRIERS.has(after.norm) || after.terms.some((x) => other.verbs.has(x));
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
  return sharedNamedObject(tokens, from, other) !== undefined;
}

/** namedObjectShared's name: the first the other clause writes too. */
function sharedNamedObject(tokens: readonly Token[], from: number, other: Clause): Token | undefined {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || BARRIERS.has(t.norm)) break;
    const named = t.kind === 'code' || t.quoted || (t.kind === 'word' && /^[A-Z]/.test(t.raw) && j > 0) || t.weights.some((w) => w >= 2);
    if (!named || t.terms.length === 0) continue;
    if (namesToken(other, t)) return t;
  }
  return undefined;
}

/**
 * General verbs by what they say about a thing: that it is there, that it is used or run, that it is handed
 * on, that it is made. Between two of one kind, "does not X `foo`" answers "Ys `foo`" ("doesn't pick up
 * `//itest`" / "includes `//itest`"); across kinds, or with a specific operation (cache, lint, validate), the
 * two say different things ("does not create `config.yml`" / "reads `config.yml`").
 */
const ACTION_KINDS: Record<string, number[]> = (() => {
  const kinds = [
    'include contain have add ship bundle define declare register pick collect pull extend part capture',
    'read load fetch pick get import use require depend link call run execute invoke apply collect initialize init mount pull part parse decode deserialize unmarshal',
    'expose export serve provide publish emit return broadcast render display show list surface include',
    'create write generate add edit install set configure enable produce emit output',
    // Taking things out: "doesn't filter debug lines" answers "drops debug-level lines".
    'drop filter strip remove discard exclude omit skip ignore purge prune trim redact mask',
    // Looking a thing over: "doesn't look at `exp`" answers "checks the `exp` claim".
    'check verify validate inspect examine look scan audit lint enforce assert test',
    // Keeping a thing inside another: "doesn't wrap it in a transaction" answers "opens a transaction around it".
    'wrap open begin start enclose',
    // Keeping a trace of what happens: "aren't recorded as metrics" answers "emits a metric".
    'record log track count trace capture emit report meter measure instrument',
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

/** Verbs for dealing with something in any way: "never touches", "doesn't hit", "does not depend on", "doesn't talk to". */
const ANY_DEALING_WORDS = new Set(
  'talk talks talking touch touches touching hit hits hitting access accesses accessing involve involves involving depend depends relies rely interact interacts contact contacts reach reaches'.split(' '),
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

/**
 * The word at `k`, right after a negation (or "no longer") with no copula, is a verb of the clause followed by what it
 * is done to or where to: "don't sync to Booking.com", "no longer waits for the write". Not "isn't sync", nor a state
 * ending the clause ("doesn't block").
 */
function verbBetween(c: Clause, tokens: readonly Token[], k: number): boolean {
  const t = tokens[k]!;
  if (t.kind !== 'word' || t.terms.length === 0 || !c.verbs.has(t.terms[0]!)) return false;
  const next = tokens[k + 1];
  if (next === undefined || next.kind !== 'word' || !(LINKS.has(next.norm) || SCOPE_PREPOSITIONS.has(next.norm) || next.norm === 'the')) return false;
  // The negation of a verb: "doesn't", "does not", "never", "no longer", not after a copula or a modal ("is not
  // enabled in", "should not include the": a state, and a rule, read as such).
  const before = tokens[k - 1]?.norm ?? '';
  if (DO_NEGATIONS.has(before)) return true;
  const earlier = tokens[k - 2]?.norm ?? '';
  if (before === 'not') return DO_FORMS.has(earlier);
  if (before === 'never') return !COPULAS_AND_MODALS.has(earlier);
  return before === 'longer' && earlier === 'no' && !COPULAS_AND_MODALS.has(tokens[k - 3]?.norm ?? '');
}

const DO_NEGATIONS = new Set(["doesn't", "don't", "didn't", 'doesnt', 'dont']);
const DO_FORMS = new Set(['do', 'does', 'did']);
const COPULAS_AND_MODALS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', "'s", "'re", 'should', 'must', 'can', 'could', 'will', 'would', 'may', 'might', 'shall']);

/** "what it sends", "whatever they write": the pronoun after a free relative's first word. */
const FREE_RELATIVE_PRONOUNS = new Set(['it', 'they', 'we', 'you']);

/** A code token naming a file by its extension: `values.yaml`, application.properties. */
function isFileName(t: Token): boolean {
  if (t.kind !== 'code') return false;
  const dot = t.norm.lastIndexOf('.');
  // `.env` is a file too.
  return dot >= 0 && FILE_EXTENSIONS.has(t.norm.slice(dot + 1));
}

const NEGATION_CUES = new Set(['not', 'no', 'never', "n't", 'cannot', "can't", "don't", "doesn't", "isn't", "aren't", "wasn't", "weren't", "won't", "didn't", 'dont', 'doesnt', 'isnt', 'arent']);

/**
 * The subject of the denial at `n` is what the other clause talks about under another name: a word of it is echoed
 * there, inside a name or in another form (subjectEchoed), and either none of it is written as such ("Nix integration
 * is off in `stack.yaml`" against "`stack.yaml` has `nix: enable: true`") or the other clause's own subject is written
 * in the denial ("parquet output from the events pipeline isn't partitioned" against "the events pipeline writes
 * parquet"). Not a denial inside a condition ("falls back to 3000 when `PORT` isn't set"), nor a noun read as a verb
 * ("Trivy ignores are kept in …"). A subject the other side never echoes is another thing: "Request bodies aren't
 * logged by the Go services" says nothing of "logs from the Go services are JSON".
 */
function renamedSubject(c: Clause, head: Token, n: number, other: Clause): boolean {
  for (let i = 0; i < n; i++) if (CONDITION_WORDS.has(c.tokens[i]!.norm)) return false;
  if (!c.negated && PASSIVE_AUXILIARIES.has(c.tokens[n + 1]?.norm ?? '')) return false;
  if (!subjectEchoed(c, head, n, other)) return false;
  if (phraseUnmentioned(c.tokens, c.tokens.indexOf(head), n, other)) return true;
  return !headWritten(head, other) && otherSubjectIn(c, other);
}

/**
 * "`shared/build.gradle.kts` declares no iOS targets, only …" against "The `shared` module targets iOS: … declared in
 * `shared/build.gradle.kts`": the denial's subject is a name the other clause writes, and what comes after the negation
 * names something specific the other clause names too, besides the verb ("doesn't retry on 400s" against "retries 3
 * times" is about 400s). The reason or the alternative a writer adds does not make it another subject, however many
 * words of its own it brings.
 */
function namedSubjectDenied(c: Clause, other: Clause): boolean {
  const head = c.head;
  if (head === null || !isNameToken(head, c)) return false;
  const at = c.tokens.indexOf(head);
  let n = -1;
  for (let i = at + 1; i < c.tokens.length && n < 0; i++) if (NEGATION_CUES.has(c.tokens[i]!.norm) || c.negations.includes(c.tokens[i]!.norm)) n = i;
  if (n < 0 || CONDITION_WORDS.has(c.tokens[0]?.norm ?? '')) return false;
  if (!(namesToken(other, head) || pathNamesSubject(c, head, other) || nameExtended(head, other))) return false;
  let shared = false;
  for (let j = n + 1; j < c.tokens.length; j++) {
    const t = c.tokens[j]!;
    if (t.kind === 'punct' || LINKS.has(t.norm) || BARRIERS.has(t.norm)) break;
    // "doesn't require a Content-Type header" against "requires an `Authorization` header": a name of the denial's own.
    if (isNameToken(t, c) && !namesToken(other, t)) return false;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !x.startsWith('ant:') && (c.terms.get(x) ?? 0) > 0 && other.terms.has(x) && !head.terms.includes(x) && !c.verbs.has(x)) shared = true;
  }
  return shared;
}

/** A name rather than a word: code, quoted, a capital inside the word or a weighted term ("LaunchDarkly", `src/flags.ts`). */
function isNameToken(t: Token, c: Clause): boolean {
  return t.kind === 'code' || t.quoted || /^.+[A-Z]/.test(t.raw) || t.terms.some((x) => (c.terms.get(x) ?? 0) >= 2);
}

/**
 * The head is a name the other clause writes as the start of a longer one: "MoveHandler" in `MoveHandler::apply`,
 * "docker-compose" in `docker-compose.yml`, "`/api/`" in `/api/*`. A member, a file or a pattern of the name is the thing named.
 */
function nameExtended(head: Token, other: Clause): boolean {
  const name = head.raw.toLowerCase().replace(/^`|`$/g, '');
  if (!(head.kind === 'code' || /[A-Z].*[A-Z]|-/.test(head.raw.slice(1))) || !/^[\w./@-]{3,}$/.test(name)) return false;
  for (const t of other.tokens) {
    if (t.kind !== 'code') continue;
    const raw = t.raw.toLowerCase();
    if (raw.length > name.length && raw.startsWith(name) && (/[/*]$/.test(name) || /^(::|\.|#|\/|\*|\()/.test(raw.slice(name.length)))) return true;
  }
  return false;
}

/** No token from `from` to `to` shares a specific term with the other clause, or is named by it. */
function phraseUnmentioned(tokens: readonly Token[], from: number, to: number, other: Clause): boolean {
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    for (const o of other.tokens) for (const x of o.terms) if (termWeight(x) > 0 && t.terms.includes(x)) return false;
    if (t.terms.length > 0 && namesToken(other, t)) return false;
  }
  return true;
}

/** The other clause writes the head's word as a word, not only inside a name (`db/migrations/`). */
function headWritten(head: Token, other: Clause): boolean {
  for (const t of other.tokens) if (t.kind === 'word') for (const x of t.terms) if (termWeight(x) > 0 && head.terms.includes(x)) return true;
  return false;
}

/** The other clause's subject is named in `c`, and not narrowed there by a word of `c`'s own ("Release-tag builds" against "Builds"). */
function otherSubjectIn(c: Clause, other: Clause): boolean {
  const theirs = other.head;
  if (theirs === null || !(subjectNamed(other, theirs, c) || pathNamesSubject(other, theirs, c))) return false;
  for (let i = 1; i < c.tokens.length; i++) {
    if (!c.tokens[i]!.terms.some((x) => theirs.terms.includes(x))) continue;
    const before = c.tokens[i - 1]!;
    if (before.kind === 'word' && before.terms.some((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x) && !other.terms.has(x))) return false;
  }
  return true;
}

/** The other clause has the denied verb, in its own word or a VERB_SYNONYMS one. */
function verbNamedIn(verb: readonly string[], otherClause: Clause, other: Map<string, number>): boolean {
  for (const v of verb) {
    if (other.has(v) || otherClause.terms.has(v)) return true;
    const canonical = VERB_SYNONYMS[v];
    if (canonical !== undefined && other.has(canonical)) return true;
  }
  return false;
}

/**
 * Nouns that say what sort of thing a name is: the `postgis` container and the `postgis` service, the `postinstall`
 * script and the `postinstall` hook are one thing called two ways.
 */
const KIND_NOUNS = new Set('service container module package crate library app build firmware image script hook job step binary executable exe cli tool plugin extension project variant target lane pipeline workflow workspace handler'.split(' ').map((w) => termOfWord(w)));

/**
 * The subject test, read again without the kind nouns that follow a name both clauses write ("the `postgis`
 * container" / "the `postgis` service"): only after a name, as "the session cookie" / "the session store" are two things.
 */
function kindsOfOneName(p: Clause, q: Clause, a: Map<string, number>, b: Map<string, number>, ratio: number, older: Analysis, newer: Analysis): boolean {
  const x = withoutKinds(p, q, a);
  const y = withoutKinds(q, p, b);
  // Each side calls the name a kind of thing: "the iOS package" against "the iOS Podfile" names two things.
  if (x === a || y === b) return false;
  return sameSubject(x, y, ratio, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q });
}

/** The clause's terms less the KIND_NOUNS right after a name (code, quoted, capitalised or weighted) the other clause writes too. */
function withoutKinds(c: Clause, other: Clause, terms: Map<string, number>): Map<string, number> {
  let out = terms;
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind !== 'word' || !t.terms.some((x) => KIND_NOUNS.has(x))) continue;
    const before = c.tokens[i - 1]!;
    if (!before.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && other.terms.has(x))) continue;
    if (before.kind !== 'code' || !namesToken(other, before)) continue;
    for (const x of t.terms) if (KIND_NOUNS.has(x) && !other.terms.has(x)) {
      if (out === terms) out = new Map(terms);
      out.delete(x);
    }
  }
  return out;
}

/**
 * The object after `from` (past a leading "of": "part of the default task"), up to the next phrase, has specific
 * words and the other clause has every one of them: "doesn't produce audit records" / "writes an audit record".
 */
function wholeObjectIn(tokens: readonly Token[], from: number, other: Clause): boolean {
  let j = from;
  while (j < tokens.length && (tokens[j]!.terms.length === 0 || tokens[j]!.norm === 'of') && tokens[j]!.kind !== 'punct') j++;
  let any = false;
  for (; j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || LINKS.has(t.norm) || BARRIERS.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) break;
    for (const x of t.terms) {
      if (termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      // "the generated files" against "thumbnails are generated": a participle is no object the other names.
      if (!other.terms.has(x) || other.verbs.has(x)) return false;
      any = true;
    }
  }
  return any;
}

/**
 * A specific word of the subject phrase before the denial at `n` is in the other clause: as a word, a word with the
 * same start ("subscription" / "subscribes"), or a part of a name (`torch.backends.cudnn.deterministic`, `.buildkite/`).
 */
function subjectEchoed(c: Clause, head: Token, n: number, other: Clause): boolean {
  let from = c.tokens.indexOf(head);
  while (from > 0 && c.tokens[from - 1]!.norm !== ',' && c.tokens[from - 1]!.terms.length > 0) from--;
  for (let i = from; i < n; i++) {
    const t = c.tokens[i]!;
    const own = t.kind === 'code' ? [...t.terms, ...identifierTerms(t.raw)] : t.terms;
    for (const x of own) {
      if (termWeight(x) === 0 || GENERIC_STEMS.has(x) || x.startsWith('ant:')) continue;
      if (other.terms.has(x)) return true;
      const plain = ALPHABETIC.test(x);
      if (plain && otherWordStart(x, other.terms) !== undefined) return true;
      for (const o of other.tokens) {
        if (o.kind !== 'code') continue;
        const parts = identifierTerms(o.raw);
        if (parts.includes(x)) return true;
        // "Registration" against `Accounts.register_user/1`, "Subscription" against `subscribe_customer/2`: the noun of
        // an action is named by the verb a name is built from, as a word is by a word of the same start.
        if (plain && t.kind === 'word') for (const u of parts) if (oneStem(x, u)) return true;
      }
    }
  }
  return false;
}

const ALPHABETIC = /^[a-z]+$/;

/**
 * Two stems of one word, a verb and its noun: one starts the other ("regist" / "registr", "cancel" / "cancel"), or they
 * part only at the last letter of the shorter, six letters in ("subscrib" / "subscript"). Five letters are too few:
 * "provis" / "provid" are two words.
 */
function oneStem(x: string, u: string): boolean {
  const short = Math.min(x.length, u.length);
  if (short < 5 || x.charCodeAt(0) !== u.charCodeAt(0)) return false;
  let i = 0;
  while (i < short && x.charCodeAt(i) === u.charCodeAt(i)) i++;
  return i === short || (i >= 6 && i >= short - 1);
}

/** The terms of a name's parts, camelCase and separators split: a name recurs in many pairs. */
const identifierTerms = memoize((raw: string): readonly string[] => {
  const out: string[] = [];
  for (const part of raw.split(/[^A-Za-z0-9]+/)) for (const w of splitIdentifier(part)) if (w.length > 1) out.push(termOfWord(w.toLowerCase()));
  // An empty literal is an array of small integers, the others of strings: one kind for all, or the optimised
  // `includes` that had met only strings is thrown away in a later run (disc-036).
  return out.length > 0 ? out : NO_IDENTIFIER_TERMS;
});
const NO_IDENTIFIER_TERMS: readonly string[] = [''].slice(0, 0);

/** The other clause has the dimension of the state at `t` ("enabled" / "disabled") or its word, in any VERB_SYNONYMS form. */
function stateNamedIn(c: Clause, t: Token, otherClause: Clause, other: Map<string, number>): boolean {
  for (const a of c.antonyms) if ((a.word.toLowerCase().split(' ')[0] === t.norm || a.word === t.raw) && other.has(a.canon)) return true;
  return verbNamedIn(t.terms, otherClause, other);
}

/**
 * Words a rule's force is said in, before its act: "must always", "should never", "are expected to", "is required to".
 * Read by `ruleAct` as no act of their own.
 */
const FORCE_WORDS = new Set(
  'must should shall always never not do does don\'t doesn\'t mustn\'t shouldn\'t to be expected required supposed meant obliged ever please'.split(' '),
);

/**
 * Specific acts done to a thing, one family a row (a row's words are one act in other words): two rules whose acts are
 * in two rows are about two acts. Acts a writer names many ways ("deploy" / "push", "hit" / "touch", "enable" / "turn
 * on", "return" / "expose", "ask for" / "prompt") are in no row, so two rules on them are never kept apart.
 */
const ACT_FAMILIES: ReadonlyMap<string, number> = new Map(
  [
    'delete remove erase purge wipe discard drop clear prune',
    'log record journal',
    'checksum hash fingerprint',
    'sign countersign',
    'squash',
    'rebase',
    'rename',
    'compress zip gzip',
    'encrypt',
    'decrypt',
    'print',
    'photograph',
    'label tag annotate',
    'validate verify lint audit inspect',
    'retry',
    'weigh',
    'embed bundle vendor',
    'commit',
    'edit rewrite overwrite patch',
    'approve',
    'merge',
    'archive',
    'translate',
    'resize crop',
    'reuse',
    'restart reboot',
    'index',
    'minify',
    'reorder sort',
  ].flatMap((row, family) => row.split(' ').map((w) => { const x = stem(w); return [VERB_SYNONYMS[x] ?? x, family] as const; })),
);

/** Particles that make a verb another act: "check in", "sign off", "log out", "clear up". */
const PARTICLES = new Set(['in', 'out', 'off', 'on', 'up', 'down', 'over', 'back', 'away']);

/**
 * The act a rule's clause commands or forbids: the verb right after the words of its force ("must always V", "Never
 * V", "are expected to V"), active. A passive ("must be co-signed") or a verb further on is no act read here.
 */
function ruleAct(c: Clause): string | undefined {
  const tokens = c.tokens;
  let i = 0;
  while (i < tokens.length && i < 6 && !FORCE_WORDS.has(tokens[i]!.norm)) i++;
  if (i === tokens.length || i === 6) return undefined;
  for (; i < tokens.length && FORCE_WORDS.has(tokens[i]!.norm); i++) if (tokens[i]!.norm === 'be') return undefined;
  const t = tokens[i];
  if (t === undefined || t.kind !== 'word') return undefined;
  // "check in `poetry.lock`" is committing it, "sign off on" approving: a verb and its particle are another act.
  if (PARTICLES.has(tokens[i + 1]?.norm ?? '')) return undefined;
  const x = t.terms[0];
  return x !== undefined && c.verbs.has(x) && termWeight(x) > 0 ? (VERB_SYNONYMS[x] ?? x) : undefined;
}

/**
 * Two rules of opposite sign ("must always" / "should never", "Always V" / "Never V") on acts of their own: each act
 * one of ACT_FAMILIES, the two in two rows, neither written anywhere in the other clause, not one verb in other words
 * (VERB_SYNONYMS) and neither a kind of the other (VERB_HYPONYMS: "never edit" covers "rename").
 * "Always sign commits" says nothing of squashing them.
 */
function rulesOnOtherActs(p: Clause, q: Clause): boolean {
  if (!instruction(p) || !instruction(q)) return false;
  const a = ruleAct(p);
  const familyA = a === undefined ? undefined : ACT_FAMILIES.get(a);
  if (a === undefined || familyA === undefined) return false;
  const b = ruleAct(q);
  if (b === undefined || ACT_FAMILIES.get(b) === undefined || ACT_FAMILIES.get(b) === familyA) return false;
  if (p.terms.has(b) || q.terms.has(a)) return false;
  for (const [x] of p.terms) if ((VERB_SYNONYMS[x] ?? x) === b) return false;
  for (const [x] of q.terms) if ((VERB_SYNONYMS[x] ?? x) === a) return false;
  return VERB_HYPONYMS[a]?.has(b) !== true && VERB_HYPONYMS[b]?.has(a) !== true;
}

/**
 * "Always strip EXIF GPS data from uploaded photos" / "Do not strip GPS metadata from uploads anymore": two rules that
 * meet, on the verb both write, done to a thing both name besides it, are one rule and its reverse, whatever else each
 * calls the thing.
 */
function oneActionOnOneThing(p: Clause, q: Clause): boolean {
  let verb: string | undefined;
  for (const v of p.verbs) if (termWeight(v) > 0 && q.verbs.has(v)) { verb = v; break; }
  if (verb === undefined) return false;
  for (const [t, w] of p.terms) if (w > 0 && !p.verbs.has(t) && !q.verbs.has(t) && !GENERIC_STEMS.has(t) && (q.terms.get(t) ?? 0) > 0 && doneTo(p, verb, t) && doneTo(q, verb, t)) return true;
  return false;
}

/**
 * The word `thing` is in what `verb` is done to: the phrase right after the verb, or before it in the passive ("PII must
 * be encrypted"), up to a preposition that opens a scope of its own ("of" goes on: "the directory of the Hugo site").
 * A word, not a part of a name in code: "send a `WindAlert` message" is not "send wind readings"; nor a word of that
 * scope: "redact names from lab reports" is not "redact lab report dates".
 */
function doneTo(c: Clause, verb: string, thing: string): boolean {
  const tokens = c.tokens;
  let v = -1;
  for (let i = 0; i < tokens.length && v < 0; i++) if (tokens[i]!.terms.includes(verb)) v = i;
  if (v < 0) return false;
  const step = PASSIVE_AUXILIARIES.has(tokens[v - 1]?.norm ?? '') ? -1 : 1;
  for (let i = v + step; i >= 0 && i < tokens.length; i += step) {
    const t = tokens[i]!;
    if (t.kind === 'punct' || BARRIERS.has(t.norm) || (LINKS.has(t.norm) && t.norm !== 'of')) return false;
    if (t.kind === 'word' && t.terms.includes(thing)) return true;
  }
  return false;
}

/** Both clauses write one name in code, a folder aside (a folder is where, not what): `session_store`, `Deno.env.get`. */
function shareCodeName(p: Clause, q: Clause): boolean {
  for (const t of p.tokens) {
    if (t.kind !== 'code' || t.terms.length === 0 || t.raw.endsWith('/')) continue;
    for (const u of q.tokens) if (u.kind === 'code' && u.terms[0] === t.terms[0]) return true;
  }
  return false;
}

/**
 * "Tickless idle is not used on the sensor node" against "The FreeRTOS port uses `configUSE_TICKLESS_IDLE` on the sensor
 * node": a passive denial's subject is what the verb is done to, and an agentless one denies it of any agent. True when
 * the other clause does the same verb actively to that subject (its object, named in words or as a name's parts), and
 * the denial names no agent of its own ("aren't transcoded by the CDN" against "the worker transcodes them" stays two).
 */
function passiveOfOthersObject(c: Clause, head: Token, n: number, other: Clause): boolean {
  if (!c.negated) return false;
  const tokens = c.tokens;
  let k = n + 1;
  while (k < tokens.length && (tokens[k]!.terms.length === 0 || tokens[k]!.norm === 'longer' || tokens[k]!.norm === 'be' || tokens[k]!.norm === 'been')) k++;
  const predicate = tokens[k];
  if (predicate === undefined || predicate.kind !== 'word' || !PARTICIPLE_END.test(predicate.norm) || !passiveAt(tokens, k)) return false;
  if (!subjectEchoed(c, head, n, other)) return false;
  let verbAt = -1;
  for (let i = 0; i < other.tokens.length && verbAt < 0; i++) if (other.verbs.has(other.tokens[i]!.terms[0] ?? '') && other.tokens[i]!.terms[0] === predicate.terms[0]) verbAt = i;
  // "Audio uploads aren't transcoded" against "Video uploads are transcoded": two passives are two subjects.
  if (verbAt < 0 || passiveAt(other.tokens, verbAt)) return false;
  if (!objectAfter(other.tokens, verbAt, head)) return false;
  for (let j = k + 1; j < tokens.length && tokens[j]!.kind !== 'punct'; j++) if (tokens[j]!.norm === 'by') return byOthersSubject(tokens, j, other);
  return true;
}

/**
 * "The PMS stopped broadcasting room status changes" against "Room status changes are broadcast on the `housekeeping`
 * channel": an active denial that things changed, of the verb the other clause says in the passive with no doer of its
 * own, done to that clause's whole subject. The passive's subject is what the denial acts on, whoever it names as the
 * doer. Not without a change ("The PMS doesn't broadcast them" may leave it to another), nor against a passive with
 * an agent of its own ("are broadcast by the front desk app"), nor when the passive's subject has a word the denial's
 * object lacks ("Room status changes" / "stopped broadcasting status changes").
 */
function activeOnOthersPassive(c: Clause, n: number, other: Clause, changed: boolean): boolean {
  if (!changed || !c.negated || other.negated) return false;
  const tokens = c.tokens;
  let k = n + 1;
  while (k < tokens.length && (tokens[k]!.terms.length === 0 || tokens[k]!.norm === 'longer')) k++;
  const predicate = tokens[k];
  if (predicate === undefined || predicate.kind !== 'word' || passiveAt(tokens, k)) return false;
  const verb = predicate.terms[0];
  if (verb === undefined || !c.verbs.has(verb) || !other.verbs.has(verb)) return false;
  const ot = other.tokens;
  let verbAt = -1;
  for (let i = 1; i < ot.length && verbAt < 0; i++) if (ot[i]!.terms[0] === verb && passiveAt(ot, i)) verbAt = i;
  if (verbAt < 1) return false;
  for (let j = verbAt + 1; j < ot.length && ot[j]!.kind !== 'punct'; j++) if (ot[j]!.norm === 'by') return false;
  // The denial's object: the words after its verb, up to a link, a scope or punctuation.
  let end = k + 1;
  while (end < tokens.length && tokens[end]!.kind !== 'punct' && !LINKS.has(tokens[end]!.norm) && !SCOPE_PREPOSITIONS.has(tokens[end]!.norm)) end++;
  let named = false;
  for (let i = 0; i < verbAt; i++) {
    const t = ot[i]!;
    if (PASSIVE_AUXILIARIES.has(t.norm)) continue;
    for (const x of t.terms) {
      if (termWeight(x) <= 0) continue;
      if (!inTokens(tokens, k + 1, end, x)) return false;
      named = true;
    }
  }
  return named;
}

function inTokens(tokens: readonly Token[], from: number, to: number, term: string): boolean {
  for (let i = from; i < to; i++) if (tokens[i]!.terms.includes(term)) return true;
  return false;
}

/**
 * "Firmware downloads to the vineyard gateway are not retried" against "The vineyard gateway retries failed uploads":
 * a passive denial's subject is what the verb is done to, so the doer the other clause names, written only in the
 * denial's subject after its head ("to the vineyard gateway", "from the API"), says whose the denied thing is, not that
 * it is the thing the doer acts on. True when the other clause does the verb actively to an object of its own, none of
 * whose words the denial's subject writes, and the denial's head is none of the other clause's words.
 */
function passiveOfOthersDoer(c: Clause, head: Token, n: number, other: Clause): boolean {
  if (!c.negated) return false;
  const tokens = c.tokens;
  const at = tokens.indexOf(head);
  let k = n + 1;
  while (k < tokens.length && (tokens[k]!.terms.length === 0 || tokens[k]!.norm === 'longer' || tokens[k]!.norm === 'be' || tokens[k]!.norm === 'been')) k++;
  const predicate = tokens[k];
  if (predicate === undefined || predicate.kind !== 'word' || !PARTICIPLE_END.test(predicate.norm) || !passiveAt(tokens, k)) return false;
  if (namesToken(other, head)) return false;
  let verbAt = -1;
  for (let i = 0; i < other.tokens.length && verbAt < 0; i++) if (other.verbs.has(other.tokens[i]!.terms[0] ?? '') && other.tokens[i]!.terms[0] === predicate.terms[0]) verbAt = i;
  if (verbAt < 1 || passiveAt(other.tokens, verbAt)) return false;
  // The denial's subject, its head and the words after it up to the verb.
  const subjectTerms = new Set<string>();
  for (let i = 0; i < n; i++) for (const x of tokens[i]!.terms) subjectTerms.add(x);
  // The other clause's object: its first content word after the verb, before any scope.
  let object: Token | undefined;
  for (let i = verbAt + 1; i < other.tokens.length && object === undefined; i++) {
    const t = other.tokens[i]!;
    if (t.kind === 'punct' || LINKS.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) break;
    if (t.terms.some((x) => termWeight(x) > 0)) object = t;
  }
  if (object === undefined || object.terms.some((x) => subjectTerms.has(x))) return false;
  // The doer, named after the head in the denial's subject.
  const doer = new Set<string>();
  for (let i = 0; i < verbAt; i++) for (const x of other.tokens[i]!.terms) if (termWeight(x) > 0) doer.add(x);
  for (let i = at + 1; i < n; i++) if (tokens[i]!.terms.some((x) => doer.has(x))) return true;
  return false;
}

const PARTICIPLE_END = /(ed|en|wn|t)$/;

/** The head's word is the object of the verb at `verbAt`, as a word or a part of a name: before any scope ("into the part PDFs"). */
function objectAfter(tokens: readonly Token[], verbAt: number, head: Token): boolean {
  for (let i = verbAt + 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct' || LINKS.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) return false;
    for (const x of head.terms) if (termWeight(x) > 0 && (t.terms.includes(x) || (t.kind === 'code' && identifierTerms(t.raw).includes(x)))) return true;
  }
  return false;
}

/** The agent after "by" at `j` is one the other clause names. */
function byOthersSubject(tokens: readonly Token[], j: number, other: Clause): boolean {
  for (let i = j + 1; i < tokens.length && i <= j + 3; i++) if (tokens[i]!.terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
  return false;
}

/**
 * "doesn't verify signatures" against "verifies the `Stripe-Signature` header", "the request context" against `r.Context()`:
 * a name's last part says what kind of thing it is, so a word of the denied object that is that part names it. Only a
 * word, not a part of a name the denial writes (`pull_request_target` is not `pull_request`).
 */
function wordEndsName(objectTokens: readonly Token[], other: Clause): boolean {
  for (const t of objectTokens) if (t.kind === 'word') for (const x of t.terms) if (nameEndsIn(other, x)) return true;
  return false;
}

/** A name in code the other clause writes, of two parts or more (a path's aside), whose last part is `term`. */
function nameEndsIn(other: Clause, term: string): boolean {
  if (term.length < 4) return false;
  for (const t of other.tokens) {
    // A path's last part is its file's name, and a flag or a command is no kind of thing.
    if (t.kind !== 'code' || NOT_A_NAMED_KIND.test(t.raw)) continue;
    const parts = nameParts(t.raw);
    if (parts.length >= 2 && parts[parts.length - 1] === term) return true;
  }
  return false;
}

const NOT_A_NAMED_KIND = /[\s/]|^-/;

/**
 * The terms of a name's parts, a file extension and call parentheses aside: `Stripe-Signature`, `r.Context()`. Unlike
 * identifierTerms it keeps one-letter parts, so that `r.Context()` has two parts and its last one names a kind.
 */
const nameParts = memoize((raw: string): readonly string[] => {
  const out: string[] = [];
  const base = raw.replace(/\(\)$/, '').replace(/\.[A-Za-z0-9]+$/, (x) => (FILE_EXTENSIONS.has(x.slice(1).toLowerCase()) ? '' : x));
  for (const piece of base.split(/[^A-Za-z0-9]+/)) for (const w of splitIdentifier(piece)) if (w.length > 0) out.push(termOfWord(w.toLowerCase()));
  return out;
});

/** The negation at `n` follows a form of "be" or is one: "isn't a Hilt entry point" classes its subject, no action is denied. */
function copular(tokens: readonly Token[], n: number): boolean {
  return NEGATED_BE_FORMS.test(tokens[n]!.norm) || /^(is|are|was|were)$/.test(tokens[n - 1]?.norm ?? '');
}

/** "The processor" against `PluginProcessor.cpp`: a word for the head that is the last part of a name the other clause writes. */
function kindOfName(head: Token, other: Clause): boolean {
  return head.kind === 'word' && head.terms.length === 1 && nameEndsIn(other, head.terms[0]!);
}
