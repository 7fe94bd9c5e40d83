// The last reading of a polarity pair (recall-117): one side denies the very verb the other does, to the same thing.
// "`SeatMapParser` reads the exit-row flag from the GDS seat map payload" / "Exit-row flags in GDS payloads are no
// longer read by `SeatMapParser`", "The `load_buoys` ETL job emits OpenLineage events" / "`load_buoys` no longer emits
// lineage events": the checks before it ask whether the two clauses are about one subject in the same words, and the
// two sides name the claim apart (active against passive, a name in code against words, a fronted "while"). Read
// here by roles: the denied verb, its object (the subject of a passive) and its doer, each found on the other side.

import type { Analysis, Clause } from './analyze.js';
import type { Hit } from './subject.js';
import { clauseText } from './subject.js';
import { designatedApart } from './cases.js';
import { termOfWord, type Token } from './tokens.js';
import { IRREGULAR_FORMS, LINKS, BARRIERS, COPULAS, VERB_SYNONYMS } from './vocabulary.js';

/** Words that deny the verb after them (a denial with "no X" or "without" names a thing, not a verb: not read here). */
const VERB_DENIALS = new Set([
  'not', 'never', "doesn't", "don't", "didn't", "isn't", "aren't", "wasn't", "weren't", "won't", 'doesnt', 'dont',
  'isnt', 'arent', 'stopped', 'ceased', 'longer',
]);
const PASSIVE_DENIALS = new Set(["isn't", "aren't", "wasn't", "weren't", 'isnt', 'arent']);
/** Between the denial and its verb: "no longer", "does not even", "has stopped", "is not being". */
const BETWEEN = new Set(['no', 'longer', 'be', 'been', 'being', 'even', 'actually', 'always', 'automatically', 'currently', 'ever', 'anymore', 'now', 'has', 'have', 'had']);
/** Verbs too light to carry a claim of their own: what they say lies in their objects. */
const LIGHT_VERBS = new Set(['be', 'is', 'are', 'have', 'has', 'do', 'doe', 'get', 'go', 'make', 'take', 'keep', 'let', 'need', 'want', 'seem', 'becom', 'stai', 'stay', 'happen', 'work', 'exist', 'allow', 'support', 'us', 'use', 'run', 'appli', 'apply', 'depend', 'reli', 'mean', 'matter', 'wait', 'come', 'call', 'touch', 'includ']);
/** Words that end an object phrase besides LINKS and BARRIERS: a relative "it sends", a pronoun, "at all". */
const OBJECT_ENDS = new Set(['it', 'they', 'them', 'we', 'its', 'their', 'at', 'anymore', 'longer', 'now', 'either', 'instead', 'only', 'just', 'also', 'too', 'again']);
/** Stop words of an object or subject phrase: not informative. */
const FILLER = new Set(['the', 'a', 'an', 'our', 'this', 'these', 'those', 'that', 'each', 'every', 'all', 'any', 'some', 'its', 'their', 'no', 'longer', 'anymore', 'now', 'ani', 'everi', 'anymor', 'longer']);

interface Reading {
  /** The verb's term, as VERB_SYNONYMS names its family. */
  verb: string;
  at: number;
  passive: boolean;
  /** Terms of the thing done to (object of an active verb, subject of a passive one). */
  object: string[];
  /** The object's last word: what it is ("payloads" in "credit report payloads"). */
  head: string | null;
  /** The doer's noun phrase (subject of an active verb, agent after "by"), maybe empty. */
  doer: Token[];
  /** Terms after the object (and after the subject's noun phrase): where, when, how, for what. */
  rest: string[];
  /** Terms of a case fronted before a comma ("While a driver is offline, …"). */
  fronted: string[];
}

function family(term: string): string {
  return VERB_SYNONYMS[term] ?? term;
}

function headOf(tokens: readonly Token[], from: number, to: number): string | null {
  for (let i = to - 1; i >= from; i--) {
    const t = tokens[i]!;
    if (t.terms.length > 0 && !FILLER.has(t.norm)) return t.terms[0]!;
  }
  return null;
}

function termsOf(tokens: readonly Token[], from: number, to: number, into: string[]): void {
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (FILLER.has(t.norm)) continue;
    // "429 responses" / "503 responses": a number names which ones.
    if (t.kind === 'number' && t.terms.length === 0) into.push(t.norm);
    for (const term of t.terms) if (!FILLER.has(term)) into.push(term);
  }
}

/** The end of the noun phrase that opens at `from`: before a preposition, a clause word, a comma. */
function phraseEnd(tokens: readonly Token[], from: number, to: number): number {
  let i = from;
  for (; i < to; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct' || LINKS.has(t.norm) || BARRIERS.has(t.norm) || OBJECT_ENDS.has(t.norm)) break;
  }
  return i;
}

function roles(c: Clause, at: number, passive: boolean, verb: string, subjectEnd: number): Reading {
  const tokens = c.tokens;
  const object: string[] = [];
  const doer: Token[] = [];
  const rest: string[] = [];
  const fronted: string[] = [];
  let head: string | null;
  let start = 0;
  // A fronted case ("While a driver is offline, …", "On first launch …") is no part of the subject.
  for (let i = 0; i < subjectEnd; i++) if (tokens[i]!.kind === 'punct' && tokens[i]!.norm === ',') start = i + 1;
  termsOf(tokens, 0, start, fronted);
  const subject = phraseEnd(tokens, start, subjectEnd);
  if (passive) {
    termsOf(tokens, start, subject, object);
    head = headOf(tokens, start, subject);
    termsOf(tokens, subject, subjectEnd, rest);
    let i = at + 1;
    if (tokens[i]?.norm === 'by') {
      const end = phraseEnd(tokens, i + 1, tokens.length);
      for (let k = i + 1; k < end; k++) doer.push(tokens[k]!);
      i = end;
    }
    termsOf(tokens, i, claimEnd(tokens, i), rest);
  } else {
    for (let k = start; k < subject; k++) doer.push(tokens[k]!);
    termsOf(tokens, subject, subjectEnd, rest);
    const end = phraseEnd(tokens, at + 1, tokens.length);
    termsOf(tokens, at + 1, end, object);
    head = headOf(tokens, at + 1, end);
    termsOf(tokens, end, claimEnd(tokens, end), rest);
  }
  return { verb, at, passive, object, head, doer, rest, fronted };
}

/**
 * Where the claim's own words end: before "and", "but", "which" and the like, which open another claim ("has stopped
 * producing PDFs and now writes only the HTML report"); a clause of time or condition ("while idle") is the claim's case
 * and stays.
 */
const RELATIVES = new Set(['that', 'which', 'whose', 'who', 'whom', 'where']);

function claimEnd(tokens: readonly Token[], from: number): number {
  for (let i = from; i < tokens.length; i++) {
    const norm = tokens[i]!.norm;
    if (!BARRIERS.has(norm) || CASE_OPENERS.has(norm)) continue;
    // "jobs that failed validation" narrows the object; ", which means …" is a claim of its own.
    if (RELATIVES.has(norm) && tokens[i - 1]?.kind !== 'punct') continue;
    return i;
  }
  return tokens.length;
}

const deniedReadings = new WeakMap<Clause, Reading | null>();

/** "X no longer sends Y", "Y aren't written to Z", "X has stopped writing Y": the denied verb and its roles. */
function deniedReading(c: Clause): Reading | null {
  let r = deniedReadings.get(c);
  if (r !== undefined) return r;
  r = null;
  if (c.negated && !c.conditional && c.modals.length === 0) {
    const tokens = c.tokens;
    let cue = -1;
    for (let i = 0; i < tokens.length; i++) {
      if (VERB_DENIALS.has(tokens[i]!.norm)) {
        cue = i;
        break;
      }
    }
    if (cue >= 0) {
      let j = cue + 1;
      // "no longer": the denial opens at "no".
      if (tokens[cue]!.norm === 'longer' && tokens[cue - 1]?.norm === 'no') cue--;
      while (j < tokens.length && BETWEEN.has(tokens[j]!.norm)) j++;
      const v = tokens[j];
      if (v !== undefined && v.kind === 'word' && v.terms.length > 0 && !LIGHT_VERBS.has(v.terms[0]!) && !VERB_DENIALS.has(v.norm)) {
        let subjectEnd = cue;
        // "is not", "are no longer", "has stopped": the auxiliary closes the subject.
        const before = tokens[cue - 1]?.norm;
        if (before !== undefined && (COPULAS.has(before) || before === 'has' || before === 'have' || before === 'does' || before === 'do')) subjectEnd = cue - 1;
        const passive =
          PASSIVE_DENIALS.has(tokens[cue]!.norm) ||
          (before !== undefined && COPULAS.has(before)) ||
          tokens.slice(cue + 1, j).some((t) => t.norm === 'be' || t.norm === 'been' || t.norm === 'being');
        const participle = v.norm.endsWith('ed') || v.norm.endsWith('en') || IRREGULAR_FORMS[v.norm] !== undefined;
        if (!passive || participle) r = roles(c, j, passive, family(v.terms[0]!), subjectEnd);
      }
    }
  }
  deniedReadings.set(c, r);
  return r;
}

/** The same verb said in `c`, not denied: its roles, or null. */
function assertedReading(c: Clause, verb: string): Reading | null {
  if (c.negated || !c.positive || c.conditional || c.modals.length > 0) return null;
  const tokens = c.tokens;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || t.terms.length === 0 || family(t.terms[0]!) !== verb) continue;
    const before = tokens[k - 1]?.norm;
    const passive = before !== undefined && (COPULAS.has(before) || before === 'be' || before === 'been');
    let subjectEnd = k;
    if (passive || before === 'keeps' || before === 'still' || before === 'always' || before === 'also' || before === 'automatically') subjectEnd = k - 1;
    return roles(c, k, passive, verb, subjectEnd);
  }
  return null;
}

interface Terms {
  has(term: string): boolean;
}

const clauseWordSets = new WeakMap<Clause, Set<string>>();

/**
 * Every term a clause writes, antonyms and all (its `terms` map has "blocklist" as its antonym pair's key), and each
 * part of a name in code as the other side may write it in words (`lua/ui/hud.lua`: "lua", "ui", "hud").
 */
function clauseWords(c: Clause): Set<string> {
  let words = clauseWordSets.get(c);
  if (words === undefined) clauseWordSets.set(c, (words = wordsOf(c.tokens)));
  return words;
}

function wordsOf(tokens: readonly Token[]): Set<string> {
  const words = new Set<string>();
  for (const t of tokens) {
    for (const term of t.terms) words.add(term);
    if (t.kind === 'number') words.add(t.norm);
    if (t.kind === 'code') for (const part of t.norm.split(NON_ALNUM)) if (part.length > 1) words.add(termOfWord(part));
  }
  return words;
}

const NON_ALNUM = /[^a-z0-9]+/;
const EXCEPTIONS = /\b(?:except|apart from|other than|excluding|save for|with the exception of)\b/i;

function someIn(terms: readonly string[], other: Terms): boolean {
  for (const t of terms) if (other.has(t)) return true;
  return false;
}

function allIn(terms: readonly string[], other: Terms): boolean {
  for (const t of terms) if (!other.has(t)) return false;
  return true;
}

/**
 * One side denies the verb the other asserts (the same word or one of its VERB_SYNONYMS family), the thing it is done
 * to is named on both sides (the denied object's last word in the other clause), the doers, where both are named,
 * share a word, and the denial adds no case of its own (every word after its object is in the other text).
 */
function denialMeets(neg: Clause, negText: Analysis, pos: Clause, posText: Analysis): Reading | null {
  const d = deniedReading(neg);
  if (d === null || d.object.length === 0) return null;
  if (!pos.terms.has(d.verb) && !hasFamily(pos, d.verb)) return null;
  const a = assertedReading(pos, d.verb);
  if (a === null || a.object.length === 0) return null;
  const posTerms = clauseWords(pos);
  // The object: every word of the denied one is in the other clause, and the asserted one has a word of the denial's.
  if (!objectMeets(d, posTerms)) return null;
  if (!someIn(a.object, negText.terms)) return null;
  // An active verb needs its doer: "Don't restart `rotctld` during a pass", "…, which starts rviz2" are no statements of one.
  if ((!d.passive && d.doer.length === 0) || (!a.passive && a.doer.length === 0)) return null;
  if (!doerMeets(d.doer, pos, a.doer)) return null;
  // "Dispatch shifts rotate weekly, apart from the night desk": the other side has made the exception itself.
  if (EXCEPTIONS.test(posText.text)) return null;
  // No case of the denial's own: after its object, fronted before a comma, or in a clause of time or condition after it.
  if (!allIn(d.rest, posTerms) || !allIn(d.fronted, posText.terms) || !allIn(a.fronted, negText.terms)) return null;
  const next = negText.clauses[neg.index + 1];
  if (next !== undefined && next.tokens.length > 0 && (CASE_OPENERS.has(next.tokens[0]!.norm) || RELATIVES.has(next.tokens[0]!.norm)) && !allIn([...next.terms.keys()], posText.terms)) return null;
  // "Bakery A's oven" / "Bakery B's oven": one member of a kind each, the letter no word the doer test weighs.
  if (designatedApart(neg, negText, pos, posText)) return null;
  return d;
}

/**
 * Every word of the denied object is in the other clause ("lineage events" / "OpenLineage events" is not), but its
 * head may be a general word for what the other names, after words that are ("the Prometheus actuator endpoint" /
 * "Prometheus metrics on `/actuator/prometheus`", "credit report payloads" / "the full credit report JSON").
 */
function objectMeets(d: Reading, posTerms: Terms): boolean {
  let own = 0;
  for (const t of d.object) if (!posTerms.has(t)) own++;
  if (own === 0) return true;
  return own === 1 && d.head !== null && !posTerms.has(d.head) && GENERAL_HEADS.has(d.head) && d.object.length > 1;
}

/** Heads that name a thing by what it is in general, as stems: output, payload, data, traffic, endpoint… */
const GENERAL_HEADS = new Set(
  'output outputs payload payloads data traffic endpoint endpoints information info artifact artifacts artefact artefacts'
    .split(' ')
    .map(termOfWord),
);

/** What opens a clause of time or condition: "Chargers do not send `MeterValues` while idle". */
const CASE_OPENERS = new Set(['while', 'when', 'whenever', 'if', 'unless', 'during', 'before', 'after', 'until', 'once', 'outside', 'except']);

/** A word of a doer is the other clause's when its term is there, or, in code, when every part of the name is. */
function tokenIn(t: Token, terms: Terms): boolean {
  // "Line 1" is not "Line 4", nor "Session 22" "Session 23".
  if (t.kind === 'number' && t.terms.length === 0) return terms.has(t.norm);
  if (t.terms.length === 0) return true;
  if (terms.has(t.terms[0]!)) return true;
  if (t.kind !== 'code' || t.terms.length < 2) return false;
  for (let i = 1; i < t.terms.length; i++) if (!terms.has(t.terms[i]!)) return false;
  return true;
}

function lastWord(tokens: readonly Token[]): Token | null {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.terms.length > 0 && !FILLER.has(tokens[i]!.norm)) return tokens[i]!;
  return null;
}

/** "The session border controller" / "The SBC": the doer's words' first letters are an abbreviation the other clause writes. */
function spelledOut(words: readonly Token[], pos: Clause): boolean {
  if (words.length < 2 || words.length > 5 || pos.acronyms.size === 0) return false;
  let initials = '';
  for (const t of words) initials += t.norm[0];
  return pos.acronyms.has(initials);
}

/**
 * The denial's doer names the other clause's: every word before its head is in the other clause ("The `thumbnail`
 * worker" is another worker than "The `ingest` worker"), and its head is too, or is a word of its own after such
 * words ("Our Unity build script" / "The Unity build pipeline": two heads of one component). A doer the denial does
 * not name (a passive) meets any.
 */
function doerMeets(doer: readonly Token[], pos: Clause, posDoer: readonly Token[]): boolean {
  const words: Token[] = [];
  for (const t of doer) if ((t.terms.length > 0 || t.kind === 'number') && !FILLER.has(t.norm)) words.push(t);
  if (words.length === 0) return true;
  if (spelledOut(words, pos)) return true;
  const head = words[words.length - 1]!;
  const posWords = clauseWords(pos);
  const posHead = lastWord(posDoer);
  // A word of it is the other side's doer's, where that names one: "The night desk" is not "Dispatch shifts …, apart
  // from the night desk", while "The podcast transcode script" is `bin/transcode` with a word of the object's.
  if (posDoer.length > 0) {
    const doerWords = wordsOf(posDoer);
    let shared = false;
    for (const t of words) if (tokenIn(t, doerWords)) shared = true;
    if (!shared) return false;
  }
  for (let i = 0; i < words.length - 1; i++) if (!tokenIn(words[i]!, posWords)) return false;
  if (tokenIn(head, posWords)) return true;
  if (head.kind !== 'word' || words.length < 2 || !COMPONENT_HEADS.has(head.terms[0]!)) return false;
  const other = posHead === null ? undefined : posHead.terms[0];
  return posHead !== null && (posHead.kind === 'code' || (other !== undefined && COMPONENT_HEADS.has(other)));
}

/**
 * Words for a built thing as a whole, which writers swap for one another ("build pipeline" / "build script", "the driver
 * app" / "the driver client"); not words for a role ("importer" / "exporter", "agent" / "scheduler"), which name
 * different things. As terms.
 */
const COMPONENT_HEADS = new Set(
  `app application client script pipeline job service worker tool module plugin extension addon bridge gateway
  controller unit binary program daemon process server system frontend backend site handler listener component library
  package firmware step task runner stage container function lambda integration hook cli utility`
    .split(/\s+/)
    .map(termOfWord),
);

function hasFamily(c: Clause, verb: string): boolean {
  for (const t of c.terms.keys()) if (family(t) === verb) return true;
  return false;
}

export function coreDenialHit(older: Analysis, newer: Analysis): Hit | null {
  for (const q of newer.clauses) {
    if (!q.negated) continue;
    for (const p of older.clauses) {
      if (denialMeets(q, newer, p, older) !== null) return hitOf(p, q, 'newer');
    }
  }
  for (const q of older.clauses) {
    if (!q.negated) continue;
    for (const p of newer.clauses) {
      if (denialMeets(q, older, p, newer) !== null) return hitOf(q, p, 'older');
    }
  }
  return null;
}

function hitOf(o: Clause, n: Clause, denier: 'older' | 'newer'): Hit {
  return {
    kind: 'polarity',
    reason: `polarity: the ${denier} denies the verb the other does to the same thing ("${clauseText(o)}" / "${clauseText(n)}")`,
    older: [clauseText(o)],
    newer: [clauseText(n)],
  };
}
