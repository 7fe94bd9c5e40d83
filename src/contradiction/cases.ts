// Cases of time or place two texts put one thing in: "during a pass" against "between passes", "inside loops" against
// "after the loop". A rule said for one case and its opposite said for another is two rules, each on its own occasion.

import type { Analysis, Clause } from './analyze.js';
import { stem } from './stem.js';
import { termWeight, type Token } from './tokens.js';
import { isUnitWord } from './quantities.js';
import { sameValue } from './values.js';
import { BARRIERS, LINKS, UNIVERSAL_QUANTIFIERS } from './vocabulary.js';

// Made once, not on every call: these run per token in the pair checks and the clause readers (disc-040).
const MID_PREFIX = /^mid-[a-z]/;
const LONE_WORD_BETWEEN = /^[\s,`'")]*([a-z]+)\s+$/i;
const POSSESSIVE_S = /^['’]s$/;
const CODE_LIKE_NAME = /[a-z0-9][/._-][a-z0-9]/i;
const NOT_NAME_PART = /[^a-z0-9]+/;
const CAPITAL_START = /^[A-Z]/;

/**
 * The relation each thing a case phrase names stands in: "during a pass" (pass: during), "between runs", "after the
 * loop", "mid-run" (run: during). A phrase runs to the next punctuation, link or opener, and keeps its first three words.
 */
function caseRelations(c: Clause, text: Analysis): Map<string, string> {
  const relations = new Map<string, string>();
  readCases(c.tokens, undefined, relations);
  const at = text.clauses.indexOf(c);
  const next = at < 0 ? undefined : text.clauses[at + 1];
  if (next === undefined) return relations;
  // "Never vacuum the kiln while it is firing": the text reads the case as a clause of its own, opened by its relation.
  const opener = splitCaseOpener(c, next, text);
  if (opener !== undefined) readCases(next.tokens, opener, relations);
  // "Report.gs calls `flush()` once, after the loop": a phrase without a verb after a comma is the clause's case too.
  else if (next.verbs.size === 0) readCases(next.tokens, undefined, relations);
  return relations;
}

function readCases(tokens: readonly Token[], opened: string | undefined, relations: Map<string, string>): void {
  for (let i = opened === undefined ? 0 : -1; i < tokens.length; i++) {
    let relation = opened;
    if (i >= 0) {
      const t = tokens[i]!;
      if (t.kind !== 'word') continue;
      const mid = MID_PREFIX.test(t.norm);
      relation = mid ? 'during' : CASE_RELATIONS.get(t.norm);
      if (relation === undefined) continue;
      if (mid) for (const x of t.terms.slice(1)) if (termWeight(x) > 0) relations.set(x, relation);
    }
    let words = 0;
    for (let j = i + 1; j < tokens.length && words < 3; j++) {
      const u = tokens[j]!;
      if (u.kind === 'punct' || LINKS.has(u.norm) || CASE_RELATIONS.has(u.norm) || PHRASE_ENDS.has(u.norm)) break;
      if (u.terms.length === 0) continue;
      words++;
      for (const x of u.terms) if (termWeight(x) > 0 && !relations.has(x)) relations.set(x, relation!);
    }
  }
}

/** The relation word ("while", "during") the text splits the clause at before `next`, when `next` is that case. */
function splitCaseOpener(c: Clause, next: Clause, text: Analysis): string | undefined {
  const last = c.tokens[c.tokens.length - 1];
  if (last === undefined || next.tokens.length === 0) return undefined;
  const from = text.text.indexOf(last.raw, Math.max(0, text.text.indexOf(c.tokens[0]!.raw)));
  const to = from < 0 ? -1 : text.text.indexOf(next.tokens[0]!.raw, from + last.raw.length);
  if (to < 0) return undefined;
  const word = LONE_WORD_BETWEEN.exec(text.text.slice(from + last.raw.length, to))?.[1]?.toLowerCase();
  return word === undefined ? undefined : CASE_RELATIONS.get(word);
}

/** Both clauses put one thing in a case phrase, in relations that part (caseRelations): "during a pass" / "between passes". */
export function casesApart(p: Clause, pText: Analysis, q: Clause, qText: Analysis): boolean {
  const a = caseRelations(p, pText);
  if (a.size === 0) return false;
  const b = caseRelations(q, qText);
  for (const [term, relation] of a) {
    const other = b.get(term);
    if (other !== undefined && other !== relation && !(relation === 'between' && EDGES.has(other)) && !(other === 'between' && EDGES.has(relation))) return true;
  }
  return false;
}

/** Relations of time or place a case phrase opens with, words of one relation mapped to one. */
const CASE_RELATIONS = new Map([
  ['during', 'during'], ['while', 'during'], ['throughout', 'during'], ['amid', 'during'],
  ['between', 'between'], ['before', 'before'], ['until', 'before'], ['after', 'after'], ['since', 'after'],
  ['inside', 'inside'], ['within', 'inside'], ['outside', 'outside'],
]);

/** "Before each test case" is "between test cases": an edge of each is the gap between two. */
const EDGES = new Set(['before', 'after']);

/** Besides the links (prepositions), words that end a case phrase: a condition, or a clause of its own about the thing. */
const PHRASE_ENDS = new Set(['when', 'if', 'unless', 'except', 'without', 'whose', 'that', 'which', 'who', 'where']);

/**
 * Both clauses name, after their verb and in a phrase of one relation of time, a thing in code, and neither writes a
 * part of the other's: "No need to restart the scanner service after editing `barcode_rules.json`" / "Restart it after
 * changing `scanner.env`". Each rule is for its own occasion. Names in words are left alone: one thing is often written
 * in two ways.
 */
export function namedOccasionsApart(p: Clause, q: Clause): boolean {
  const a = namedOccasions(p);
  if (a.length === 0) return false;
  const b = namedOccasions(q);
  if (b.length === 0) return false;
  const pParts = partsOf(p);
  const qParts = partsOf(q);
  for (const [relation, mine] of a) {
    const theirs = b.filter(([r]) => r === relation);
    if (theirs.length > 0 && !mine.some((x) => qParts.has(x)) && theirs.every(([, y]) => !y.some((x) => pParts.has(x)))) return true;
  }
  return false;
}

/** The code names in each phrase of time after the clause's verb, as their parts. */
function namedOccasions(c: Clause): Array<[string, string[]]> {
  const tokens = c.tokens;
  let from = tokens.findIndex((t) => c.negations.includes(t.norm) || t.terms.some((x) => c.verbs.has(x)));
  if (from < 0) from = 0;
  const places: Array<[string, string[]]> = [];
  for (let i = from; i < tokens.length; i++) {
    const relation = TIME_RELATIONS.get(tokens[i]!.norm);
    if (relation === undefined) continue;
    const parts: string[] = [];
    let words = 0;
    for (let j = i + 1; j < tokens.length && words < 3; j++) {
      const u = tokens[j]!;
      // "in `dispatch-api`'s `app/main.py`": a possessive goes on to what it owns.
      if (u.kind === 'punct' && POSSESSIVE_S.test(u.raw)) continue;
      if (u.kind === 'punct' || LINKS.has(u.norm) || PHRASE_ENDS.has(u.norm)) break;
      if (u.terms.length === 0) continue;
      words++;
      if (u.kind === 'code') parts.push(...nameParts(u.raw));
    }
    if (parts.length > 0) places.push([relation, parts]);
  }
  return places;
}

/**
 * Every part of every name the clause writes, in code or not ("Sources/Core" is `Sources/Core`); plain words are left
 * out: "the scanner service" does not name `scanner.env`.
 */
function partsOf(c: Clause): Set<string> {
  const parts = new Set<string>();
  for (const t of c.tokens) if (t.kind === 'code' || CODE_LIKE_NAME.test(t.raw)) for (const x of nameParts(t.raw)) parts.add(x);
  return parts;
}

function nameParts(raw: string): string[] {
  return raw.toLowerCase().split(NOT_NAME_PART).filter((x) => x.length > 0);
}

/**
 * Prepositions of time, words of one relation mapped to one. Not of place: "enabled in `a.yml`" / "disabled in
 * `b.yml`" is where a setting is written, often one setting said twice (a hold-out pair was lost with them).
 */
const TIME_RELATIONS = new Map([
  ['after', 'after'], ['before', 'before'], ['until', 'before'], ['during', 'during'], ['while', 'during'], ['between', 'between'],
]);

/** Words right before a value that say the denial holds past it: "larger than 10 MiB", "over 40 passengers", "above 20 MB". */
const THRESHOLD_WORDS = new Set(['than', 'over', 'above', 'exceeding', 'beyond']);

/**
 * The denial is of what lies past a value ("rejects comments longer than 500 characters", "refuses attachments over
 * 2 MiB"), and the other clause states the same value, not past a value of its own: one limit said from the
 * other end. With the opposite state on the other side (`opposite`), its value must be an upper bound: "accepts up to
 * 150 people", "the maximum size it accepts is 50 MB".
 */
export function deniedPastValue(denial: Clause, other: Clause, opposite: boolean): boolean {
  if (denial.quantities.length === 0 || other.quantities.length === 0) return false;
  for (const q of denial.quantities) {
    if (q.former || !THRESHOLD_WORDS.has(denial.tokens[q.first - 1]?.norm ?? '')) continue;
    // "must always use a `queueSize` greater than 1" / "never set it above 1": two thresholds, two opposite rules.
    // Against the opposite state ("accepts"), only up to the value: "accepts parcels heavier than 30 kg" is no limit.
    // Another value is another limit, a claim whichever check reads it ("rejects TLEs more than 3 days old" / "TLEs up
    // to 14 days old are accepted").
    for (const o of other.quantities) if (!o.former && o.dim === q.dim && (!opposite || o.bound === 'max') && !THRESHOLD_WORDS.has(other.tokens[o.first - 1]?.norm ?? '') && sameValue(q, o)) return true;
  }
  return false;
}

const USE = stem('use');

const NO_PURPOSE: string[] = [];

/**
 * The content terms of the clause's phrases opened by "for" ("for the hotel app's search": hotel, app, search); none
 * for a purpose that covers every case, "for every request", which holds of the other side's too.
 */
function purposeTerms(c: Clause): string[] {
  const out: string[] = [];
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.norm !== 'for') continue;
    for (let j = i + 1; j < tokens.length; j++) {
      const u = tokens[j]!;
      if (u.kind === 'punct' && POSSESSIVE_S.test(u.raw)) continue;
      if (u.kind === 'punct' || LINKS.has(u.norm) || PHRASE_ENDS.has(u.norm)) break;
      if (UNIVERSAL_QUANTIFIERS.has(u.norm)) return NO_PURPOSE;
      for (const x of u.terms) if (termWeight(x) > 0) out.push(x);
    }
  }
  return out;
}

/**
 * Both clauses say what one thing is used for, and each purpose has a word the other clause never writes: "The hotel
 * app uses Postgres for bookings" / "Postgres is not used for the hotel app's search". Two uses, each its own; not
 * against a use "for every request", which covers uploads too.
 */
export function purposesApart(a: Clause, b: Clause): boolean {
  if (!a.verbs.has(USE) || !b.verbs.has(USE)) return false;
  const pa = purposeTerms(a);
  if (pa.length === 0) return false;
  const pb = purposeTerms(b);
  return pb.length > 0 && pa.some((x) => !b.terms.has(x)) && pb.some((x) => !a.terms.has(x));
}

/** Words that open what narrows a noun right after it: a phrase of where or which ("members on frozen plans"), a relative clause. */
const NARROWING_OPENERS = new Set(['on', 'in', 'at', 'of', 'for', 'from', 'with', 'without', 'whose', 'that', 'which', 'where', 'who']);

/** Kinds of narrowing words, as bits: a plain word, a capitalised name inside the sentence ("the EU region"). */
const PLAIN_NARROWING = 1;
const NAME_NARROWING = 2;

/**
 * "Members on frozen plans are not billed" / "Active members are billed monthly", "The EU dispatch region" / "the US
 * region": a noun both subjects write, each narrowing it with words the other text never writes (words before it, a
 * phrase or relative clause right after it), names two cases of one kind, and the claim of each holds of its own. One
 * side narrowed only is a narrower claim, read elsewhere. The words must be of one kind (rivalModifiers in values.ts):
 * "The Postgres dump" / "The nightly dump", a name and a schedule, may call one thing two ways.
 */
export function nounCasesApart(p: Clause, pText: Analysis, q: Clause, qText: Analysis): boolean {
  // A rule said "always" or of every one covers each kind the other narrows to (instructions.ts), and so do its modals;
  // "never" alone is how plain notes deny ("are never lent out").
  if (ruled(p) || ruled(q) || universal(p) || universal(q)) return false;
  for (const term of p.terms.keys()) {
    if ((p.terms.get(term) ?? 0) <= 0 || !q.terms.has(term) || term.startsWith('ant:') || p.verbs.has(term) || q.verbs.has(term)) continue;
    const mine = narrowedOwn(p, term, qText);
    if (mine !== 0 && (mine & narrowedOwn(q, term, pText)) !== 0) return true;
  }
  return false;
}

/**
 * The kinds of words `otherText` never writes that narrow the noun `term` in the subject of `c` (before its verb): the
 * words before it in its phrase, or a phrase right after it. What follows the verb is where or when it is done ("flags
 * on boot"), which writers word apart for one case.
 */
function narrowedOwn(c: Clause, term: string, otherText: Analysis): number {
  const tokens = c.tokens;
  const end = subjectEnd(c);
  let kinds = 0;
  for (let i = 0; i < end; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || !t.terms.includes(term)) continue;
    // The head of its phrase, not a word naming another thing's kind: "assignment" in "the assignment service".
    const opener = tokens[i + 1];
    if (i + 1 < end && opener !== undefined && opener.kind !== 'punct' && !LINKS.has(opener.norm) && !NARROWING_OPENERS.has(opener.norm)) continue;
    for (let j = i - 1; j >= 0; j--) {
      const u = tokens[j]!;
      if (u.kind !== 'word' || (u.terms.length === 0 && !capitalName(u))) break;
      kinds |= ownWord(u, j, c, otherText);
    }
    if (opener === undefined || !NARROWING_OPENERS.has(opener.norm)) continue;
    for (let j = i + 2, words = 0; j < end && words < 3; j++) {
      const u = tokens[j]!;
      if (u.kind === 'punct' || BARRIERS.has(u.norm) || LINKS.has(u.norm)) break;
      if (u.terms.length === 0 && !capitalName(u)) continue;
      words++;
      kinds |= ownWord(u, j, c, otherText);
    }
  }
  return kinds;
}

/** Where the clause's subject ends: its first verb, negation, copula or auxiliary; 0 when none is found. */
function subjectEnd(c: Clause): number {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    // "Live chat conversations auto-close": a plural in -tions / -sions is a noun, whatever the tagger read.
    if (AUXILIARIES.has(t.norm) || c.negations.includes(t.norm) || (t.terms.some((x) => c.verbs.has(x)) && !nounEnding(t.norm))) return i;
  }
  return 0;
}

const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'do', 'does', 'did', "doesn't", "don't", "didn't", 'has', 'have', 'had', "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", 'can', "can't", 'cannot', 'will', "won't", 'should', 'must', 'may']);

function nounEnding(norm: string): boolean {
  return norm.endsWith('tions') || norm.endsWith('sions');
}

/**
 * The kind of the word at `i` when it is one the other text never writes, none of its terms a verb, state or word for
 * every case; else 0. A name in code narrows nothing here: a file or folder after a noun says where it is, and one
 * thing is often named in words on one side and in code on the other.
 */
function ownWord(t: Token, i: number, c: Clause, otherText: Analysis): number {
  if (t.kind !== 'word') return 0;
  // "The US region", "The X stepper": a capital name the stopwords read as a word is its own when the other never writes it.
  if (t.terms.length === 0) return capitalName(t) && !writtenAs(otherText, t.raw) ? NAME_NARROWING : 0;
  // "Live chat conversations" / "Idle chats": a state word whose pair the other text writes is its claim, not which one.
  for (const a of c.antonyms) if (a.word.toLowerCase() === t.norm && otherText.terms.has(a.canon)) return 0;
  let own = false;
  for (const x of t.terms) {
    if (termWeight(x) === 0) continue;
    if (otherText.terms.has(x) || x.startsWith('ant:') || c.verbs.has(x) || UNIVERSAL_STEMS.has(x)) return 0;
    own = true;
  }
  // "The gh release uploader" / "GitHub release uploader", "Min" / "Minimum": one word and its short form.
  if (!own || shortFormIn(otherText, t.norm)) return 0;
  return i > 0 && CAPITAL_START.test(t.raw) ? NAME_NARROWING : PLAIN_NARROWING;
}

const UNIVERSAL_STEMS = new Set(['everi', 'all', 'ani', 'each', 'entir', 'whole']);

/** The clause says its claim of every one: "every", "all", "each", "any"; not a period, "every 14 days", "each night". */
function universal(c: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!UNIVERSAL_QUANTIFIERS.has(tokens[i]!.norm)) continue;
    const next = tokens[i + 1];
    if (next === undefined || (next.kind !== 'number' && !isUnitWord(next.norm) && !PERIOD_WORDS.has(next.norm))) return true;
  }
  return false;
}

const PERIOD_WORDS = new Set(['day', 'night', 'week', 'month', 'year', 'hour', 'minute', 'morning', 'evening', 'weekday', 'weekend', 'shift', 'quarter']);

/** The clause has a modal other than a plain "never". */
function ruled(c: Clause): boolean {
  for (const m of c.modals) if (m !== 'never') return true;
  return false;
}

/** One to four capital letters, nothing else: "US", "EU", "X"; not "A" or "I", more often the article or pronoun. */
function capitalName(t: Token): boolean {
  const raw = t.raw;
  if (raw.length > 4 || raw === 'A' || raw === 'I') return false;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 65 || code > 90) return false;
  }
  return raw.length > 0;
}

/** The text has a token written `raw`, case aside. */
function writtenAs(text: Analysis, raw: string): boolean {
  const lower = raw.toLowerCase();
  for (const c of text.clauses) for (const t of c.tokens) if (t.norm === lower) return true;
  return false;
}

/** The text writes a word that `norm` is a short form of, or one that is a short form of it. */
function shortFormIn(text: Analysis, norm: string): boolean {
  for (const c of text.clauses) for (const t of c.tokens) if (t.kind === 'word' && t.norm !== norm && (shortFormOf(norm, t.norm) || shortFormOf(t.norm, norm))) return true;
  return false;
}

/**
 * `short` is a short form of `long`: up to four letters, the first one first, in order in it ("gh", "github"; "min",
 * "minimum").
 * Looser than aliases.ts's abbreviates, which wants three letters saved and a consonant pattern ("gh" would fail it):
 * here a short form only stops a word from counting as a case of its own.
 */
function shortFormOf(short: string, long: string): boolean {
  if (short.length < 2 || short.length > 4 || short.length >= long.length || short.charCodeAt(0) !== long.charCodeAt(0)) return false;
  let at = 0;
  for (let k = 0; k < short.length; k++) {
    at = long.indexOf(short[k]!, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

/**
 * A name right after a kind noun, saying which one of the kind: one capital letter ("Carrier A's trunk", "Elevator
 * B"), an id with a digit ("Study ABC-101"); a possessive "'s" may follow. Names in code are read apart (CODE_DESIGNATOR).
 */
const DESIGNATOR = /^(?:[A-Z]|[A-Z][A-Za-z]*-?\d[A-Za-z0-9-]*)(?:['’]s)?$/;
const CODE_DESIGNATOR = /^[A-Za-z][A-Za-z0-9_-]*[A-Za-z0-9]$/;
const POSSESSIVE_END = /['’]s$/;

/**
 * Each subject names one member of one kind by a name of its own after the kind's noun: "Carrier A's trunk doesn't
 * register" / "Carrier B's trunk registers", "Study ABC-101 randomizes in blocks of 4" / "Study ABC-204 … of 6", "Alert
 * `TrunkFlapping` uses `for: 15m`" / "The `TrunkDown` alert has `for: 1m`". Two members, each with its own claim, as
 * numbers name two (numberedApart in subject.ts). Only in the subject, before the verb (or the first value when the
 * clause's verbs are not read): after it a name is often the value or the thing used ("uses database `orders`"); and
 * each side's name must be one the other text never writes.
 */
export function designatedApart(p: Clause, pText: Analysis, q: Clause, qText: Analysis): boolean {
  const mine = designators(p);
  if (mine === NO_DESIGNATORS) return false;
  const theirs = designators(q);
  if (theirs === NO_DESIGNATORS) return false;
  for (const [kind, name] of mine) {
    for (const [otherKind, otherName] of theirs) {
      if (kind === otherKind && name !== otherName && !nameWritten(qText, name) && !nameWritten(pText, otherName)) return true;
    }
  }
  return false;
}

const NO_DESIGNATORS: Array<[string, string]> = [];

/** The (kind term, name) pairs the clause's subject writes: a noun, then a name of one of its kind (or, in code, "the `x` noun"). */
function designators(c: Clause): Array<[string, string]> {
  const tokens = c.tokens;
  // A clause whose verbs were not read ("Pump P-101 runs at 1450 rpm") ends its subject by its first value at latest;
  // so does one whose verb read is a capitalised noun before a name ("The ferry to Pier C": "pier" read as a verb).
  let end = subjectEnd(c);
  if (end === 0 || (CAPITAL_START.test(tokens[end]!.raw) && DESIGNATOR.test(tokens[end + 1]?.raw ?? ''))) end = c.quantities.length > 0 ? c.quantities[0]!.first : tokens.length;
  let out = NO_DESIGNATORS;
  for (let i = 1; i < end; i++) {
    const t = tokens[i]!;
    let kind: Token | undefined;
    if (t.kind === 'code' ? CODE_DESIGNATOR.test(t.raw) : t.kind === 'word' && DESIGNATOR.test(t.raw)) kind = tokens[i - 1];
    if (!kindNoun(kind, c) && t.kind === 'code' && CODE_DESIGNATOR.test(t.raw) && tokens[i - 1]!.norm === 'the' && i + 1 < end) kind = tokens[i + 1];
    if (!kindNoun(kind, c)) continue;
    if (out === NO_DESIGNATORS) out = [];
    out.push([kind!.terms[0]!, designatorName(t.raw)]);
  }
  return out;
}

/** A plain noun that a name can say which one of: a word with a term, not an acronym ("AWS EC2"), not the clause's verb unless capitalised. */
function kindNoun(t: Token | undefined, c: Clause): boolean {
  if (t === undefined || t.kind !== 'word' || t.terms.length === 0 || t.raw === t.raw.toUpperCase()) return false;
  if (CAPITAL_START.test(t.raw)) return true;
  for (const x of t.terms) if (c.verbs.has(x)) return false;
  return true;
}

function designatorName(raw: string): string {
  const name = raw.replace(POSSESSIVE_END, '');
  return name.length === 1 ? name : name.toLowerCase();
}

/** The text writes the name: a single letter as a capital not opening its clause (not the article "A"), others case aside. */
function nameWritten(text: Analysis, name: string): boolean {
  for (const c of text.clauses) {
    const tokens = c.tokens;
    for (let i = name.length === 1 ? 1 : 0; i < tokens.length; i++) if (designatorName(tokens[i]!.raw) === name) return true;
  }
  return false;
}
