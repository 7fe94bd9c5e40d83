// Term-set comparison: whether two clauses talk about the same thing (sameSubject and the name, path and
// wording tests it reads), weightedJaccard, the Hit every check returns, and the helpers more than one
// check reads, among them the moves a text names ("X moved to B"), read by signalsOf and by moveHit.

import type { ContradictionKind } from '../plan/types.js';
import { expansionOf, stateNamed, type Analysis, type Clause, type Denial, type StatedQuantity, UNREAD_NAME_PARTS } from './analyze.js';
import { memoize } from '../text/memo.js';
import { stem } from './stem.js';
import { isUnitWord } from './quantities.js';
import { settingState } from './setting-states.js';
import { FILE_EXTENSIONS, GENERIC_SEGMENTS, keyPathTerms, rawSpan, splitIdentifier, termOfWord, termWeight, toggleSetting, wordTerms, type Token } from './tokens.js';
import { aliases, inOrder, kinNamed, namedByAlias, wordingRow } from './aliases.js';
import { ANTONYMS, BARRIERS, GENERIC_STEMS, LIGHT_STEMS, LINKS, QUALIFIERS, QUANTITY_PREDICATE_STEMS, SCOPE_OPENERS, STOPWORDS, SUBJECT_CONTRASTS, SUBJECT_ENDS, SYNONYM_STEMS, VERB_STATES } from './vocabulary.js';

// Made once, not on every call: these run per token in the pair checks and the clause readers (disc-040).
const CAPITALISED = /^[A-Z]/;
const NAME_JOINERS = /[-_]/g;

export interface Hit {
  kind: ContradictionKind;
  reason: string;
  older: string[];
  newer: string[];
}

/**
 * Each clause is said of its own label ("Session 22 …" / "Session 23 …", analyze.ts ownLabels): two sessions',
 * rounds' or releases' claims are of two things, and so are two members of one kind named by their numbers ("Line 1 …"
 * / "Line 4 …", numberedApart). A clause with no label may be of any.
 */
export function labelledApart(older: Analysis, p: Clause, newer: Analysis, q: Clause): boolean {
  if (numberedApart(p, q)) return true;
  if (older.owners === null || newer.owners === null) return false;
  const a = older.owners[p.index];
  const b = newer.owners[q.index];
  return a != null && b != null && a !== b;
}

/** Nouns that a number after them measures, not names: "Timeout 30", "Limit 5". */
const MEASURE_NOUNS = new Set('timeout timeouts limit limits size max min cap threshold interval delay ttl version'.split(' '));

/**
 * A number that says which one, not how much: "Line 4 in the MES runs two shifts", "Kiln 2 fires at 1240 °C", "in
 * Greenhouse 1" (a plain number right after a noun, the clause's head or capitalised inside the sentence), "The 720p
 * rendition targets 3 Mbps" (a number right before the head, with a value after it). Returns the noun it names a
 * member of, or null.
 */
export function numberName(c: Clause, q: StatedQuantity): string | null {
  const tokens = c.tokens;
  const head = c.head;
  const before = tokens[q.first - 1];
  if (q.dim === 'count' && q.key.length === 0 && q.first === q.last && Number.isInteger(q.value) && before?.kind === 'word' && before.terms.length > 0) {
    // Capitalised, not an abbreviation: "SDK 33", "API 34" give a level of the SDK, "Kiln 2" names a kiln.
    const capitalised = CAPITALISED.test(before.raw) && before.raw !== before.raw.toUpperCase();
    if ((before === head || capitalised) && !MEASURE_NOUNS.has(before.norm)) return before.terms[0]!;
  }
  if (head !== null && tokens[q.last + 1] === head && (q.first === 0 || tokens[q.first - 1]!.norm === 'the') && c.quantities.some((o) => o.first > q.last + 1)) return head.terms[0] ?? null;
  if (head !== null && tokens[q.last] === head && q.first === q.last - 1 && (q.first === 0 || tokens[q.first - 1]!.norm === 'the') && c.quantities.some((o) => o.first > q.last)) return head.terms[0] ?? null;
  return null;
}

/**
 * "Kiln 2 at the pottery fires at 1240 °C" / "Kiln 5 at the pottery fires at 1060 °C": each clause names another
 * member of one kind by its number, so their values are of two things.
 */
export function numberedApart(p: Clause, q: Clause): boolean {
  for (const a of p.quantities) {
    const kind = numberName(p, a);
    if (kind === null) continue;
    for (const b of q.quantities) if (numberName(q, b) === kind && a.written.toLowerCase() !== b.written.toLowerCase()) return true;
  }
  return false;
}

/**
 * "In the staging portal, loan applications are scored in non-blocking mode", "In simulation, the robots load the map
 * read-write": a phrase of where or when set off before the clause says the state holds there, and when the other text
 * never names that place or time the two states are of two cases. Words only: "In `config/app.ts`, …" says where the
 * state is set, not a case of its own.
 */
export function frontedScopeApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean {
  return frontedScopeOwn(p, newer) || frontedScopeOwn(q, older);
}

function frontedScopeOwn(c: Clause, other: Analysis): boolean {
  const tokens = c.tokens;
  if (tokens.length < 4 || tokens[0]!.kind !== 'word' || !SCOPE_OPENERS.has(tokens[0]!.norm)) return false;
  let own = false;
  for (let i = 1; i < tokens.length && i <= 6; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct') return own && t.raw === ',';
    if (t.kind !== 'word') return false;
    for (const x of t.terms) {
      if (x.startsWith('ant:') || termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      if (other.terms.has(x)) return false;
      own = true;
    }
  }
  return false;
}

/**
 * "A dry run of the payroll export is obligatory" / "A dry run of the invoice import is optional", "Approval is
 * required for release branches" / "… optional for feature branches": the shared words name a kind of thing, and an
 * "of" or "for" phrase on each side says which one, each naming something the other text never does. One side
 * without such a phrase ("A dry run is optional") may be about every one, so it still meets the other.
 */
export function qualifiedApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean {
  return (qualifiedOwn(p, q, newer) && qualifiedOwn(q, p, older)) || membersApart(p, older, q, newer) || codeNamesApart(p, older, q, newer) || antecedentsApart(p, older, q, newer);
}

/**
 * A clause that says its state of a pronoun ("Claimant accounts … don't require MFA; it's optional for them",
 * "Confidential clients authenticate with `private_key_jwt`; PKCE is optional for them") is said of what the clause
 * before it names; when that clause and the other side's each write a word of their own right before a noun both
 * write ("staff accounts" / "Claimant accounts", "Public clients" / "Confidential clients"), the two are two members
 * of one kind. Read only for such a clause: elsewhere the subject tests read the clause itself.
 */
function antecedentsApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean {
  const ps = saidOfPronoun(p) ? older.clauses[p.index - 1] : p;
  const qs = saidOfPronoun(q) ? newer.clauses[q.index - 1] : q;
  if (ps === undefined || qs === undefined || (ps === p && qs === q)) return false;
  return ownWordBeforeShared(ps, qs) && ownWordBeforeShared(qs, ps);
}

/** The clause's subject is a pronoun ("they're non-refundable"), or its state is "for" one ("optional for them"); a pronoun as an object ("never hardcode them") is not what the state is of. */
function saidOfPronoun(c: Clause): boolean {
  if (c.index === 0) return false;
  const tokens = c.tokens;
  const first = CONJUNCTIONS.has(tokens[0]?.norm ?? '') ? 1 : 0;
  if (SUBJECT_PRONOUNS.has(tokens[first]?.norm ?? '')) return true;
  for (let i = 1; i < tokens.length; i++) if (tokens[i - 1]!.norm === 'for' && (tokens[i]!.norm === 'them' || tokens[i]!.norm === 'it')) return true;
  return false;
}

const SUBJECT_PRONOUNS = new Set(['it', "it's", 'they', "they're"]);
const CONJUNCTIONS = new Set(['and', 'but', 'so']);

/** A word the other clause lacks, no verb, stands right before a noun it writes: "staff accounts" against "Claimant accounts". */
function ownWordBeforeShared(c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1]!;
    if (t.kind !== 'word' || next.kind !== 'word' || t.terms.length === 0 || next.terms.length === 0) continue;
    if (t.terms.some((x) => termWeight(x) === 0 || other.terms.has(x) || x.startsWith('ant:') || c.verbs.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x) && !x.startsWith('ant:') && !c.verbs.has(x) && !other.verbs.has(x))) return true;
  }
  return false;
}

/**
 * Each clause names a member of one kind of place a claim holds in, a platform or an environment, and the other text
 * never names it: "… is 60 on PC" / "… is 30 on Switch", "Sentry traces in prod …" / "Staging samples every trace",
 * "The Android app …" / "On iOS …". Two members, each with its own setting. A member on one side only ("The export
 * runs at 02:00 in production" / "The export runs at 04:00") narrows a claim the other makes of every one, and two
 * words for one member (prod, production) are one.
 */
export function membersApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean {
  const x = membersOf(p);
  if (x === 0) return false;
  const y = membersOf(q);
  if (y === 0 || (x & y) !== 0) return false;
  return (x & membersOfText(newer)) === 0 && (y & membersOfText(older)) === 0;
}

/** The members a clause names, as bits of MEMBERS' values: a platform or an environment. */
function membersOf(c: Clause): number {
  let bits = 0;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) bits |= memberBit(tokens, i);
  return bits;
}

/**
 * Each clause names a thing by a one-word name in code that the other text never writes, in any spelling: "in the
 * Quarkus `order-intake` service" / "in the Quarkus `carrier-gateway`", "on `tickets`" / "on `ticket_comments`", "The
 * `critical` queue" / "`low` is weighted 1". Two names, two things, each with its own state or value. A name written on
 * one side only ("`invoice-api`" / "the invoice API", "`MAX_RETRIES`" / "`max_retries`") is one thing; files, paths,
 * dotted keys and settings with their values are where or what is set, not whose.
 */
export function codeNamesApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean {
  return ownCodeName(p, newer) && ownCodeName(q, older);
}

function ownCodeName(c: Clause, other: Analysis): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'code' && ONE_NAME.test(t.raw) && ownerPlace(tokens, i) && !codeNameWritten(t.raw, other)) return true;
  }
  return false;
}

/**
 * The name at `i` says whose or where: after a link word ("on `tickets`", "in the Quarkus `carrier-gateway`"), or
 * between "the" and a noun ("the `critical` queue"). A name elsewhere may be the value or the state itself ("The
 * default branch is `main`", "is declared `Reliable`").
 */
function ownerPlace(tokens: readonly Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && tokens[k]!.kind === 'word' && (tokens[k]!.norm === 'the' || CAPITALISED.test(tokens[k]!.raw)) && !OWNER_LINKS.has(tokens[k]!.norm)) k--;
  const before = tokens[k];
  if (before !== undefined && before.kind === 'word' && OWNER_LINKS.has(before.norm)) return true;
  const next = tokens[i + 1];
  return tokens[i - 1]?.norm === 'the' && next !== undefined && next.kind === 'word' && next.terms.length > 0;
}

const OWNER_LINKS = new Set(['on', 'in', 'for', 'at', 'of']);

/** One identifier, hyphens and underscores allowed: no path, no dotted key, no value, no call. */
const ONE_NAME = /^[A-Za-z][A-Za-z0-9_-]*[A-Za-z0-9]$/;
const POSSESSIVE_END = /['’]s$/;
const FILE_EXTENSION_END = /\.[A-Za-z0-9]+$/;

/** The text writes the name: as code spelled the same (case, hyphens and underscores aside) or as its words. */
function codeNameWritten(raw: string, text: Analysis): boolean {
  const flat = raw.toLowerCase().replace(NAME_JOINERS, '');
  const parts = splitIdentifier(raw).map((x) => termOfWord(x.toLowerCase()));
  // Words, not the parts of other names: `ticket_comments` does not write `tickets`.
  const words = new Set<string>();
  for (const c of text.clauses) for (const t of c.tokens) {
    if (t.kind === 'code' && t.raw.toLowerCase().replace(NAME_JOINERS, '') === flat) return true;
    if (t.kind === 'word') for (const x of t.terms) words.add(x);
  }
  if (parts.length === 0) return false;
  for (const x of parts) if (!words.has(x)) return false;
  return true;
}

/** Each text names a platform or an environment, and none both do: "Sentry traces in prod …" / "Staging samples every trace". */
export function textMembersApart(older: Analysis, newer: Analysis): boolean {
  const x = membersOfText(older);
  if (x === 0) return false;
  const y = membersOfText(newer);
  return y !== 0 && (x & y) === 0;
}

/** Per text, as the value check asks for every pair of values (valuesOfOneSubject), not once per pair of texts. */
const TEXT_MEMBERS = new WeakMap<Analysis, number>();

function membersOfText(a: Analysis): number {
  let bits = TEXT_MEMBERS.get(a);
  if (bits !== undefined) return bits;
  bits = 0;
  for (const c of a.clauses) bits |= membersOf(c);
  TEXT_MEMBERS.set(a, bits);
  return bits;
}

function memberBit(tokens: readonly Token[], i: number): number {
  const t = tokens[i]!;
  if (t.kind !== 'word' && t.kind !== 'code') return 0;
  const raw = t.raw.toLowerCase();
  const bit = MEMBERS.get(raw);
  if (bit === undefined) return 0;
  // "switch" and "console" are platforms only as names: "on Switch", "the Console build".
  if (CAPITALISED_MEMBERS.has(raw) && !CAPITALISED.test(t.raw)) return 0;
  // "web" in "web hooks", "production" in "production dependencies": a member only where it is not one word of a longer noun.
  const next = tokens[i + 1];
  if (next !== undefined && next.kind === 'word' && NOT_MEMBER_BEFORE.has(next.norm)) return 0;
  return bit;
}

/**
 * Platforms and environments, each word mapped to its member's bit: two words for one member share it. A member names
 * where a claim holds, so two claims in two members are two claims.
 */
const MEMBERS: ReadonlyMap<string, number> = new Map(
  [
    'ios iphone', 'android', 'web browser', 'desktop', 'mobile', 'tablet tablets ipad ipados', 'windows', 'macos', 'linux', 'pc',
    'switch', 'xbox', 'playstation ps5 ps4', 'console', 'tvos', 'watchos',
    'prod production', 'staging', 'qa', 'preview', 'sandbox',
  ].flatMap((words, n) => words.split(' ').map((w) => [w, 1 << n] as const)),
);

const CAPITALISED_MEMBERS = new Set(['switch', 'console', 'preview', 'sandbox', 'qa']);

/** Nouns a member word may be the first of, where it names no place: "web hooks", "desktop notifications". */
const NOT_MEMBER_BEFORE = new Set(['hook', 'hooks', 'server', 'servers', 'dependency', 'dependencies']);

/**
 * Before its state each side names what the state is of, and the two are two things. "The tide-gauge firmware 3.2 is
 * compatible…" / "Firmware 3.1 of the wave buoy is incompatible…": a version of its own on each side, two releases.
 * "The scheduler sends reminder emails asynchronously" / "The scheduler sends cancellation notices synchronously",
 * "Exports in the ledger are written synchronously" / "the upload request is asynchronous": the state is of the
 * object or the subject each side names, and neither side names the other's (statedThingsApart). `end` is each
 * side's state token.
 */
export function versionsApart(p: Clause, pEnd: number, q: Clause, qEnd: number): boolean {
  return releasesApart(p, pEnd, q, qEnd) || statedThingsApart(p, pEnd, q, qEnd);
}

function releasesApart(p: Clause, pEnd: number, q: Clause, qEnd: number): boolean {
  const mine = versionsBefore(p, pEnd);
  if (mine.size === 0) return false;
  const theirs = versionsBefore(q, qEnd);
  if (theirs.size === 0) return false;
  for (const v of theirs) if (mine.has(v)) return false;
  return true;
}

function versionsBefore(c: Clause, end: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < end && i < c.tokens.length; i++) {
    const m = VERSION.exec(c.tokens[i]!.norm);
    if (m !== null) out.add(m[1]!);
  }
  return out;
}

const VERSION = /^v?(\d+(?:\.\d+)+)$/;

/**
 * Each side's state is said of a thing of its own, which the other clause never writes, not even as the start of a
 * word. Either a verb's object stands before the state on one side at least ("The scheduler sends reminder emails
 * asynchronously" / "…sends cancellation notices synchronously", "reads the humidity sensor synchronously" / "Display
 * updates are non-blocking"): what is done how, to two things. Or both subjects are names of their own ("`HL7Listener`
 * is instantiated once" / "`HL7Parser` is instantiated per message"). Two subjects in plain words are often one thing
 * said two ways ("The `worker` pod" / "the `worker` deployment", "Relations" / "associations"): not read apart.
 */
function statedThingsApart(p: Clause, pEnd: number, q: Clause, qEnd: number): boolean {
  const mine = statedThing(p, pEnd);
  if (mine === null) return false;
  const theirs = statedThing(q, qEnd);
  if (theirs === null || mine.head === theirs.head) return false;
  if (!mine.object && !theirs.object && !(mine.name && theirs.name)) return false;
  // "The importer in `census/load.py` runs single-process" / "`census/load.py` loads districts in parallel": a state
  // of the whole actor on one side, of what it handles on the other, where the actor is one both sides write.
  if (mine.object ? theirs.acts && actorWritten(p, pEnd, q) : theirs.object && mine.acts && actorWritten(q, qEnd, p)) return false;
  // "The invoicing worker renders PDF invoices" / "The invoicing worker sends payment reminders": two objects of one
  // actor are told apart by what each side does to, not by the actor's name.
  if (mine.object && theirs.object) return mine.words.every((x) => !writesWord(q, x, theirs.verb)) && theirs.words.every((x) => !writesWord(p, x, mine.verb));
  return mine.words.every((x) => !writesWord(q, x)) && theirs.words.every((x) => !writesWord(p, x));
}

/**
 * The clause has the term, a word it starts or that starts it ("export" / "exporter"), or another way to write the
 * name; after `from` (a token index), only the words after it count.
 */
function writesWord(c: Clause, x: string, from = -1): boolean {
  if (from >= 0) {
    for (let i = from + 1; i < c.tokens.length; i++) for (const u of c.tokens[i]!.terms) if (sharesStart(u, x)) return true;
    return false;
  }
  if (c.terms.has(x) || sameName(x, c.terms)) return true;
  for (const u of c.terms.keys()) if (sharesStart(u, x)) return true;
  return false;
}

/** One term is the other, or, both of four letters or more, starts it. */
function sharesStart(u: string, x: string): boolean {
  return u === x || (u.length >= 4 && x.length >= 4 && (u.startsWith(x) || x.startsWith(u)));
}

const NOUN_ENDING = /(?:tions?|sions?|ments?|ness|ances?|ences?|ity|ities)$/;
const BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had']);

interface StatedThing {
  /** The phrase's last specific word (a name's first term). */
  head: string;
  /** Its specific words. */
  words: string[];
  /** The object of a verb, not the clause's subject. */
  object: boolean;
  /** Its head is written as code. */
  name: boolean;
  /** The clause's subject does something, with no object ("The importer runs single-process"), not a passive. */
  acts: boolean;
  /** Where the verb before an object is, or -1. */
  verb: number;
}

/**
 * What the state at `end` is said of: the object a verb takes right before the state ("sends reminder emails
 * asynchronously", "generates every index eagerly"), else the clause's subject ("Thumbnails in the app are generated
 * lazily"). A phrase of generic words only ("the service") names a kind, not which thing: none.
 */
function statedThing(c: Clause, end: number): StatedThing | null {
  if (end <= 0 || end > c.tokens.length) return null;
  let verb = -1;
  for (let i = end - 1; i >= 0; i--) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct' && t.raw !== ',') break;
    if (t.kind !== 'word') continue;
    if (BE.has(t.norm)) break;
    // "Ticket associations load lazily": a word with a noun's ending is no verb, whatever the tagger read.
    if (t.terms.some((x) => c.verbs.has(x)) && !NOUN_ENDING.test(t.norm)) {
      verb = i;
      break;
    }
  }
  const phrase: Token[] = [];
  let object = false;
  if (verb >= 0) {
    for (let i = verb + 1; i < end; i++) {
      const t = c.tokens[i]!;
      if (t.kind === 'punct' || (t.kind === 'word' && (LINKS.has(t.norm) || BARRIERS.has(t.norm)))) break;
      if (t.terms.some((x) => termWeight(x) > 0 && !x.startsWith('ant:'))) phrase.push(t);
    }
    object = phrase.length > 0;
  }
  let acts = false;
  if (verb > 0 && !object) {
    let before = verb - 1;
    while (before >= 0 && c.tokens[before]!.kind !== 'word') before--;
    acts = before >= 0 && !BE.has(c.tokens[before]!.norm) && !c.tokens[before]!.terms.some((x) => c.verbs.has(x));
  }
  if (!object) {
    const subject = subjectPhrase(c, end);
    if (subject === null) return null;
    phrase.push(...subject);
  }
  const last = phrase[phrase.length - 1];
  if (last === undefined) return null;
  // A name is told from another by its last part: `HL7Listener` / `HL7Parser`, not `packages/billing` / `@acme/billing`.
  if (last.kind === 'code') {
    const part = lastNamePart(last.raw);
    return part === null || object ? null : { head: part, words: [part], object, name: true, acts, verb };
  }
  const words: string[] = [];
  for (const t of phrase) for (const x of t.kind === 'code' ? t.terms.slice(0, 1) : t.terms) if (termWeight(x) > 0 && !x.startsWith('ant:') && !GENERIC_STEMS.has(x) && !QUALIFIERS.has(x)) words.push(x);
  // A generic head ("step", "files") is told by the specific words before it: "the checksum step", "choir part files".
  const head = words[words.length - 1];
  return head === undefined ? null : { head, words, object, name: false, acts, verb };
}

/** The clause's subject's words back from its head, past an owner ("the agent's checksum step" is the step). */
function subjectPhrase(c: Clause, end: number): Token[] | null {
  const h = c.head;
  const at = h === null || h === undefined ? -1 : c.tokens.indexOf(h);
  if (at < 0 || at >= end) return null;
  const phrase: Token[] = [];
  for (let i = at; i >= 0; i--) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct' || (i < at && /['’]s$/.test(t.raw)) || (t.kind === 'word' && (LINKS.has(t.norm) || BARRIERS.has(t.norm)))) break;
    if (t.terms.some((x) => termWeight(x) > 0 && !x.startsWith('ant:'))) phrase.unshift(t);
  }
  return phrase;
}

/** The subject that does what the clause says to its object is written by the other clause too. */
function actorWritten(c: Clause, end: number, other: Clause): boolean {
  const subject = subjectPhrase(c, end);
  if (subject === null) return false;
  for (const t of subject) for (const x of t.kind === 'code' ? t.terms.slice(0, 1) : t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && writesWord(other, x)) return true;
  return false;
}

/** A name's last part as a term: `HL7Parser` → "parser", `packages/billing` → "bill". */
function lastNamePart(raw: string): string | null {
  const parts = raw.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter((x) => x.length > 0);
  const last = parts[parts.length - 1];
  if (last === undefined || last.length < 3) return null;
  const x = termOfWord(last.toLowerCase());
  return termWeight(x) > 0 && !GENERIC_STEMS.has(x) ? x : null;
}

const QUALIFYING = new Set(['of', 'for']);

/** The clause has an "of" / "for" phrase after a word the other clause shares, or after its state, naming a thing the other text lacks. */
export function qualifiedOwn(c: Clause, other: Clause, otherText: Analysis): boolean {
  const tokens = c.tokens;
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i]!.kind !== 'word' || !(QUALIFYING.has(tokens[i]!.norm) ? qualifiesShared(c, tokens[i - 1]!, other) : tokens[i]!.norm === 'to' && stateWord(c, tokens[i - 1]!, other))) continue;
    // After "to", a verb is an infinitive ("safe to delete") and bare: "to cashiers" names whom, whatever the tagger read.
    const toward = tokens[i]!.norm === 'to';
    for (let k = i + 1; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (t.kind === 'punct' || t.kind === 'number' || BARRIERS.has(t.norm) || LINKS.has(t.norm)) break;
      if (t.terms.some((x) => c.verbs.has(x)) && !(toward && /[^s]s$/.test(t.norm))) break;
      for (const x of t.terms) {
        if (termWeight(x) === 0 || x.startsWith('ant:') || WHOLE_PROJECT_STEMS.has(x) || otherText.terms.has(x) || sameName(x, otherText.terms)) continue;
        // A general word says which one only before a word both write: "feature branches" / "release branches".
        if (GENERIC_STEMS.has(x) && !(tokens[k + 1]?.terms.some((y) => otherText.terms.has(y)) ?? false)) continue;
        return true;
      }
    }
  }
  return false;
}

/**
 * "visible to cashiers" / "invisible to customers": whom a state is toward says which case, as "for" does. Also a
 * prefixed state and the word it negates ("accessible to members" / "inaccessible to anonymous browsers").
 */
function stateWord(c: Clause, t: Token, other: Clause): boolean {
  for (const a of c.antonyms) if (a.word.toLowerCase() === t.norm) return true;
  for (const p of c.prefixed) if (p.word === t.norm) return true;
  for (const p of other.prefixed) if (t.terms.includes(p.base)) return true;
  return false;
}

/** The word before "of" / "for" is one both clauses write ("a dry run of"), or the clause's state or modal ("required for"). */
function qualifiesShared(c: Clause, head: Token, other: Clause): boolean {
  if (head.kind !== 'word' && head.kind !== 'code') return false;
  for (const x of head.terms) if (termWeight(x) > 0 && other.terms.has(x)) return true;
  if (c.modals.includes(head.norm)) return true;
  for (const a of c.antonyms) if (a.word.toLowerCase() === head.norm) return true;
  return false;
}

// A polar clause's sign bits: written by polarBitsOf (values.ts), read by polarityHit (polarity.ts).
export const BIT_SAYS_SO = 1;
export const BIT_FLIPPING = 2;

interface Alignment {
  shared: number;
  onlyA: number;
  onlyB: number;
  sharedTerms: string[];
}

export function align(a: Map<string, number>, b: Map<string, number>): Alignment {
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
export function sameSubject(
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

interface BothVerbs extends Verbs {
  p: Clause;
  q: Clause;
}

export function bothVerbs(p: Clause, q: Clause): Verbs {
  const both: BothVerbs = { p, q, has: eitherHasVerb };
  return both;
}

// One function for every bothVerbs, not a closure made per call: a closure's compiled code died with it at each full GC.
function eitherHasVerb(this: BothVerbs, t: string): boolean {
  return this.p.verbs.has(t) || this.q.verbs.has(t);
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
  // "The job retries …" / "The webhook sender retries …": what each sentence is about is absent from the other, and
  // each subject has a word of its own. A subject named more fully on one side only ("TypeScript strict mode" / "The
  // web package's tsconfig has `"strict": false`") is one subject.
  // Read last, after the cheaper tests that refuse anyway, and only where the answer turns on it.
  const headsMayDiffer = wording !== undefined && sharedAnchors < 2;
  // "the api service" / "the api-gateway service": a hyphenated name is one name, and its first part alone another.
  if (wording && (partNamesAnother(wording.a, wording.b, a) || partNamesAnother(wording.b, wording.a, b))) return NOT_SAME;
  // Nothing else only one side says could make them differ.
  if (onlyA === 0 || onlyB === 0) return headsMayDiffer && headsDiffer(wording!.a, wording!.b) && subjectRivals(wording!.a, wording!.b, aText, bText) ? NOT_SAME : SAME;
  // How much of the shorter side the longer one covers: a reason or a detail the other leaves out is not a
  // difference. Without the wording, every extra word counts.
  if (shared / (shared + (wording ? Math.min(onlyA, onlyB) : onlyA + onlyB)) < ratio) return NOT_SAME;
  if (headsMayDiffer && headsDiffer(wording!.a, wording!.b) && subjectRivals(wording!.a, wording!.b, aText, bText)) return NOT_SAME;
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
 * Each side's subject (its words before the verb) has a word of its own that the other text never writes; code
 * names are read by their parts. "Refresh tokens" / `ACCESS_TOKEN_TTL`, "The API service" / "The legacy admin
 * app": two rival owners. Words that only one side adds, with nothing in their place on the other ("Court filings"
 * / "The filings poller"), name the same thing more fully. A file where something is set or written (`.nvmrc`,
 * `src/db.ts`) says where, not whose.
 */
export function subjectRivals(p: Clause, q: Clause, pText: Map<string, number>, qText: Map<string, number>): boolean {
  return ownSubjectWord(p, q, qText) && ownSubjectWord(q, p, pText);
}

function ownSubjectWord(c: Clause, other: Clause, otherText: Map<string, number>): boolean {
  let seen = false;
  // "In `packages/search/`, the indexer …": a scope before the subject is where, not what.
  const comma = scopeEnd(c);
  for (let i = comma + 1; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct') {
      if (seen) break;
      continue;
    }
    if (t.kind === 'number') continue;
    if (BARRIERS.has(t.norm) || SUBJECT_ENDS.has(t.norm)) break;
    // Verbs are guessed: a capitalised name ("Max Redis connections") or a word before a noun ("the Unity physics
    // step") is part of the subject.
    if (t.kind === 'word' && !isName(t) && t.terms.some((x) => c.verbs.has(x)) && !beforeNoun(c, i)) break;
    // A place or a means ("in the API env", "with Ruby") is not whose it is; "of" and "for" say whose ("replicas of the cache").
    if (seen && LINKS.has(t.norm) && !QUALIFYING.has(t.norm)) break;
    seen = true;
    if (t.kind === 'code') {
      // `EXPORT_MAX_RPS = 100`: a setting and its value, read by the setting's name.
      const assigned = ASSIGNED.exec(t.raw);
      if (assigned === null && COMMAND.test(t.terms[0] ?? '')) continue;
      if (isFileOrFolder(t)) {
        // A source file the sentence is about is a part of the code ("`osm/nominatim.py` allows …"); a settings file
        // or a file after "in" says where.
        if (i === 0 && CODE_FILE.test(t.raw) && !namesToken(other, t)) for (const x of pathParts(t.raw).base) if (!GENERIC_SEGMENTS.has(x) && ownWord(x, otherText, other, false)) return true;
        continue;
      }
      if (namesToken(other, t)) continue;
      const parts = assigned === null ? keyParts(t) : partsOf(splitIdentifier(assigned[1]!).join('_').toLowerCase());
      if (parts.length < 2) {
        for (const x of t.terms) if (ownWord(x, otherText, other, false)) return true;
        continue;
      }
      for (const [part, st, canonical, optional] of parts) {
        // A general part tells one name from another as a general word does (`Order.items` / `Order.customer`); the
        // kind of value (max, ttl) and its unit do not.
        if ((optional && !GENERIC_STEMS.has(st)) || QUANTITY_PREDICATE_STEMS.has(st) || QUANTITY_PREDICATE_STEMS.has(canonical) || isUnitWord(part) || shortForKind(part)) continue;
        if (!otherText.has(part) && !otherText.has(st) && !otherText.has(canonical) && !shortFor(part, otherText) && !partOfOtherName(st, other)) return true;
      }
      continue;
    }
    if (t.kind !== 'word' || CURRENT_STATE.has(t.norm)) continue;
    for (const x of t.terms) if (ownWord(x, otherText, other, beforeNoun(c, i))) return true;
  }
  return false;
}

/** A file or folder, not a dotted name (`Order.items`, `radius.base`): a path, a dotfile, or a known extension. */
function isFileOrFolder(t: Token): boolean {
  if (!isPathToken(t)) return false;
  const last = t.raw.split('/').filter(Boolean).pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot === 0 || (dot < 0 && t.raw.includes('/')) || FILE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

/** A source file: code, not settings or data. */
const CODE_FILE = /\.(?:js|ts|tsx|jsx|mjs|cjs|py|go|rs|rb|java|kt|swift|ex|exs|php|cs|cpp|c|dart|sh|bash|ps1|pl|lua)$/i;

/** `KEY=value`, `key: value`: the key a setting written with its value names. */
const ASSIGNED = /^([A-Za-z_][\w.-]*)\s*[:=]/;

/** The word at `i` is followed by a word of the same noun phrase, not by an article, a number, a name or a verb. */
function beforeNoun(c: Clause, i: number): boolean {
  const next = c.tokens[i + 1];
  return next !== undefined && next.kind === 'word' && next.terms.length > 0 && !isName(next) && !next.terms.some((x) => c.verbs.has(x)) && !LINKS.has(next.norm) && !SUBJECT_ENDS.has(next.norm) && !BARRIERS.has(next.norm);
}

/** Where a leading scope ("In `packages/uploads/`, …") ends: its comma, or -1. */
function scopeEnd(c: Clause): number {
  return LINKS.has(c.tokens[0]?.norm ?? '') ? c.tokens.findIndex((t) => t.raw === ',') : -1;
}

/** The clause writes `x` only in its leading scope: where it is, not what it is about. */
function onlyInScope(x: string, c: Clause): boolean {
  const end = scopeEnd(c);
  if (end < 0) return false;
  let inScope = false;
  for (let i = 0; i < c.tokens.length; i++) {
    if (!c.tokens[i]!.terms.includes(x)) continue;
    if (i > end) return false;
    inScope = true;
  }
  return inScope;
}

/** A subject word the other text lacks in every spelling; "whole" and "project" say which one only as the head. */
function ownWord(x: string, otherText: Map<string, number>, other: Clause, modifier: boolean): boolean {
  if (termWeight(x) === 0 || x.startsWith('ant:') || QUANTITY_PREDICATE_STEMS.has(x) || (WHOLE_PROJECT_STEMS.has(x) && modifier) || isUnitWord(x)) return false;
  // "The upload limit" / "In `packages/uploads/`, `HISTSIZE` is …": a word the other side writes only as its scope is still this side's own.
  if (onlyInScope(x, other)) return true;
  return !otherText.has(x) && !sameName(x, otherText) && !explainedBy(x, otherText) && !partOfOtherName(x, other) && compoundAt(other, x) === null;
}

/** A code name in the clause has `x` as a part: "thumbnail" in `thumbnailCacheMaxEntries`. */
function partOfOtherName(x: string, c: Clause): boolean {
  const canon = SYNONYM_STEMS[x] ?? x;
  for (const t of c.tokens) {
    if (t.kind !== 'code') continue;
    for (const [part, st, canonical] of keyParts(t)) if (part === x || st === x || canonical === canon) return true;
  }
  return false;
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
    // Loops, not callbacks: a closure made per token of every clause pair was a fifth of clausePolarity's garbage.
    let again = false;
    for (const x of c.tokens) if (x !== t && x.norm === first) again = true;
    if (again) continue;
    let at = -1;
    for (let k = 0; k < other.tokens.length && at < 0; k++) if (other.tokens[k]!.kind === 'word' && other.tokens[k]!.norm === first) at = k;
    if (at < 0) continue;
    // The part alone names a thing when it is what the other clause is about ("The api listens …") or comes before a
    // general noun ("the api service"); before another word it qualifies it ("the initial budget" / "initial-bundle budget").
    const next = other.tokens[at + 1];
    if (other.head === other.tokens[at] || (next !== undefined && next.kind === 'word' && next.terms.length > 0 && allGeneric(next.terms))) return true;
  }
  return false;
}

function allGeneric(terms: readonly string[]): boolean {
  for (const x of terms) if (!GENERIC_STEMS.has(x)) return false;
  return true;
}

/**
 * A specific word the other discovery never uses. Verbs do not count: "runs" and "collects" differ in
 * wording more often than in subject.
 */
function discriminates(term: string, w: number, other: Map<string, number>, verbs: Verbs): boolean {
  return w > 0 && !GENERIC_STEMS.has(term) && !term.startsWith('ant:') && !verbs.has(term) && !other.has(term) && !explainedBy(term, other);
}

/** Terms only `a` has that could name something: not verbs, not states, not `b`'s names written another way. */
export function extras(a: Map<string, number>, b: Map<string, number>, verbs: Verbs, roles: Set<string> | null = null): string[] {
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
  for (const u of prose.keys()) {
    const w = prose.get(u)!;
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

export function headsDiffer(p: Clause, q: Clause): boolean {
  const a = p.head;
  const b = q.head;
  return a !== null && b !== null && !subjectFound(p, a, q) && !subjectFound(q, b, p);
}

/** A general head ("the backfill job", "`Order` objects") is found through the word that specifies it. */
function subjectFound(c: Clause, head: Token, other: Clause): boolean {
  // "Profile photos" / "Profile images": a head the other side names with its kin noun (aliases.ts KIN_NOUNS).
  if (namesToken(other, head) || spelledApart(c, head, other) || pathNamesSubject(c, head, other) || kinNamed(c, head, other)) return true;
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

/** `key=value`, `key: value` with a value after it: the key an assignment written as code names. */
const ASSIGNMENT = /^([A-Za-z_][\w]*)\s*[=:]\s*\S/;

/** The key's term of an assignment written as code (`dtype=np.float64`, `iceRestart: true`), or undefined. */
function assignedKey(raw: string): string | undefined {
  const m = ASSIGNMENT.exec(raw);
  return m ? termOfWord(m[1]!.toLowerCase()) : undefined;
}

/** The clause names the term in full: as a word, or as a whole name (not as `image-resize`'s "image"). */
export function namesTerm(c: Clause, term: string): boolean {
  // Only a term the clause counts can be one it names in full.
  if (!c.terms.has(term) || term.startsWith('ant:')) return c.terms.has(term);
  for (const t of c.tokens) {
    if (t.kind === 'code' && !COMMAND.test(t.terms[0] ?? '')) {
      if (t.terms[0] === term) return true;
      if (t.terms.includes(term)) {
        // A setting's key is words: `search.indexing.enabled=true` names search indexing.
        if (toggleSetting(t.raw) || settingState(t.raw)) return true;
        // An assignment names its key: `dtype=np.float64` is a dtype.
        if (assignedKey(t.raw) === term) return true;
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
export function subjectNamed(c: Clause, head: Token, other: Clause): boolean {
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
export function pathNamesSubject(c: Clause, head: Token, other: Clause): boolean {
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
    // "The `sync` worker" / `workers/sync.py`: a one-word name in front of the head is a word of the phrase.
    if (t.kind === 'code' && (t.terms.length !== 1 || isPathToken(t))) return false;
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
export function namesToken(c: Clause, token: Token): boolean {
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
export function keyParts(token: Token): Array<[string, string, string, boolean]> {
  let parts = KEY_PARTS.get(token);
  if (!parts) {
    parts = partsOf(splitIdentifier(token.raw).join('_').toLowerCase());
    KEY_PARTS.set(token, parts);
  }
  return parts;
}

const PROSE_TERMS = new WeakMap<Clause, Map<string, number>>();

/** The terms a clause writes as words, not as parts of names. */
export function proseTerms(c: Clause): Map<string, number> {
  let terms = PROSE_TERMS.get(c);
  if (!terms) {
    terms = new Map();
    for (const t of c.tokens) if (t.kind === 'word') t.terms.forEach((x, k) => terms!.set(x, t.weights[k] ?? 1));
    PROSE_TERMS.set(c, terms);
  }
  return terms;
}

/** Two clauses about different things: different subjects, or different words in one place ("e2e tests" / "auth tests"). */
export function differentThings(p: Clause, q: Clause): boolean {
  if (headsDiffer(p, q)) return true;
  const extra = (x: Clause, y: Clause) => [...x.terms].filter(([t, w]) => w > 0 && !y.terms.has(t) && !x.verbs.has(t) && !t.startsWith('ant:')).map(([t]) => t);
  const a = extra(p, q);
  const b = extra(q, p);
  return a.length > 0 && b.length > 0 && slotsContrast(p, q, a, b, p.terms, q.terms);
}

/** Modifiers saying something is there and working, not which one it is. */
const CURRENT_STATE = new Set('running live active existing current actual incoming outgoing ongoing pending remaining upcoming underlying respective corresponding'.split(' '));

/** Modifiers that mean "all of it": "the repository tests" includes "the Go unit tests". */
export const WHOLE_PROJECT_STEMS = new Set(['repositori', 'repo', 'project', 'codebas', 'monorepo', 'entir', 'whole', 'global', 'everi']);

/**
 * `pnpm db:migrate` and `db:migrate`, `settings.Config` and "`Config` in `settings`": one name written two ways.
 * Not remembered per map: most calls meet a map made for one pair (in the contradictions bench 84% of calls missed
 * a per-map cache), and the WeakMap entries cost more than the look.
 */
export function sameName(term: string, other: Map<string, number>): boolean {
  if (!NAME_CHARS.test(term)) return false;
  return namesAnotherWay(term, other);
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

export const NAME_CHARS = /[^a-z0-9]/;

/**
 * The words of the clause that make the one word `term`, as their terms: two neighbours ("source maps" →
 * sourcemap) or one hyphenated word ("drop-down" → dropdown, "auto-scaled" → autoscale); null if none.
 */
export function compoundAt(c: Clause, term: string): readonly string[] | null {
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
  for (const t of one.keys()) {
    const w = one.get(t)!;
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
  const slotsA = slotsOf(aTokens, discA, a, b, bTokens);
  if (slotsA.size === 0) return false;
  for (const [slot, kindB] of slotsOf(bTokens, discB, b, a, aTokens)) {
    const kindA = slotsA.get(slot);
    if (kindA === undefined) continue;
    // Two general words in one place ("the backfill job" / "the backfill chunk size") do not name two things.
    if (((kindA | kindB) & SPECIFIC) === 0) continue;
    // "the `geoip` filter" / "geoip enrichment": one head named two ways after the name that says which thing; not
    // against more words of the other's own there ("the `hivesync` daemon" / "the `hivesync` config file").
    if ((kindA | kindB) & RENAMED_HEAD && ((kindA | kindB) & NARROWED) === 0) continue;
    if (subjectAgainstPredicate(kindA, kindB)) continue;
    // "the rest rules" / "rest limits": only general heads of one kind after the word that says which thing.
    if (((kindA | kindB) & OTHER_WORDING) === 0 && (kindA & kindB & WORDINGS) !== 0) continue;
    return true;
  }
  return false;
}

/**
 * slotsOf's marks: a word there is specific; every word there is a head right after a name both write, ending its
 * phrase; a word there begins or ends a phrase of its own around that name (headAfterShared).
 */
const SPECIFIC = 1;
const RENAMED_HEAD = 2;
const NARROWED = 4;
/** Only where either clause marks a change ("now", "no longer"): the word sits after its clause's first verb; the clause has no verb; it is the clause's head. */
const PREDICATE = 8;
const VERBLESS = 16;
const HEAD = 32;
const NOT_AFTER = 0;
/**
 * A word there that is not a general head of a WORDING_HEADS row right after a specific shared word, ending its
 * phrase; then one bit per row of such heads (aliases.ts wordingRow): "the rest rules" / "rest limits" word one thing.
 */
const OTHER_WORDING = 64;
const WORDING = 128;
const WORDINGS = WORDING * 63;

/**
 * "Checkout emails a PDF invoice" / "The checkout flow doesn't email invoices now", "The Rust `ais-decoder` service
 * runs on `tokio`" / "`ais-decoder` now uses `async-std`": when a clause says things changed, a word one side says
 * after its verb and the head the other side gives its subject, in one place next to a word both write, are no two
 * things: one says what the thing does, the other what it is. Not when both words are in a subject ("The admin
 * dashboard's e2e tests" / "The checkout e2e tests run on Playwright now"), both in a predicate, the word in the
 * subject is not its head ("The catalog search endpoint"), or a clause has no verb read to tell the two apart.
 */
function subjectAgainstPredicate(kindA: number, kindB: number): boolean {
  if (((kindA ^ kindB) & PREDICATE) === 0 || ((kindA | kindB) & VERBLESS) !== 0) return false;
  return (((kindA & PREDICATE) === 0 ? kindA : kindB) & HEAD) !== 0;
}

/** Where each word only this side has sits, and what the words there are (SPECIFIC, RENAMED_HEAD, NARROWED). */
function slotsOf(clause: Clause, specific: readonly string[], own: Map<string, number>, other: Map<string, number>, otherClause: Clause): Map<string, number> {
  const tokens = clause.tokens;
  const slots = new Map<string, number>();
  const counts = (t: Token) => t.terms.some((x) => (own.get(x) ?? 0) > 0);
  // Where the predicate starts, read only when either clause marks a change (subjectAgainstPredicate).
  const firstVerb = clause.markers.length > 0 || otherClause.markers.length > 0 ? firstVerbAt(clause) : -1;
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
    if (t.terms.some((x) => WHOLE_PROJECT_STEMS.has(x)) && tokens[i + 1]?.terms.some((x) => other.has(x))) continue;
    const kind = t.terms.some((x) => specific.includes(x) && !GENERIC_STEMS.has(x) && !QUANTITY_PREDICATE_STEMS.has(x));
    for (const step of [-1, 1]) {
      let link = '';
      // The WORDING_HEADS row of a head right after a run of shared words ("Part 117 rest rules"), or -1.
      let row = -1;
      for (let j = i + step; j >= 0 && j < tokens.length; j += step) {
        const n = tokens[j]!;
        // A verb between them: one is the subject, the other part of what is said about it.
        if (n.kind === 'punct' || n.kind === 'number' || BARRIERS.has(n.norm) || SUBJECT_ENDS.has(n.norm)) break;
        // "no longer checks noise curfew limits": a general head of WORDING_HEADS is read in its own phrase, not against
        // the subject before its verb ("The lease checker").
        if (row >= 0 && n.kind === 'word' && n.terms.some((x) => clause.verbs.has(x))) break;
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
          // "the labels of the returns bins" says which labels where "warehouse pallet labels" does: one place.
          const slot = step === -1 && link === ' of' && !clause.verbs.has(x) ? `1|${x}|n` : `${step}${link}|${x}|${clause.verbs.has(x) ? 'v' : 'n'}`;
          const after = step === -1 && link === '' && j === i - 1 && !clause.verbs.has(x) ? headAfterShared(clause, i, own, other, otherClause) : NOT_AFTER;
          const before = slots.get(slot);
          const renamed = after === RENAMED_HEAD && (before === undefined || (before & RENAMED_HEAD) !== 0);
          // "validates against the rest rules" / "checks rest limits": a general head right after a specific shared word,
          // ending its phrase, for every word of the run before it; not past a preposition.
          if (j === i - 1) row = (after === NOT_AFTER || after === RENAMED_HEAD) && !clause.verbs.has(x) && !GENERIC_STEMS.has(x) ? wordingRow(clause, t) : -1;
          else if (link !== '') row = -1;
          const place = firstVerb < 0 ? 0 : firstVerb === tokens.length ? VERBLESS : (i > firstVerb ? PREDICATE : 0) | (t === clause.head ? HEAD : 0);
          slots.set(slot, (kind ? SPECIFIC : 0) | ((before ?? 0) & (SPECIFIC | NARROWED | PREDICATE | VERBLESS | HEAD | OTHER_WORDING | WORDINGS)) | (renamed ? RENAMED_HEAD : 0) | (after === NARROWED ? NARROWED : 0) | place | (row < 0 ? OTHER_WORDING : WORDING << row));
          shared = true;
        }
        // "store secrets in the repository" / "secrets are stored in …": past the preposition, a run of shared words.
        if (!shared) break;
      }
    }
  }
  return slots;
}

/** The index of the clause's first verb, or its length when it has none. */
function firstVerbAt(c: Clause): number {
  const tokens = c.tokens;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind === 'word' && t.terms.some((x) => c.verbs.has(x))) return k;
  }
  return tokens.length;
}

/**
 * Whether the word of its own at `i` is RENAMED_HEAD, NARROWED or neither. "the `geoip` filter" / "geoip enrichment",
 * "the Vulkan renderer" / "the Vulkan backend": a word of one side's own right after a name both write, ending the
 * phrase, is the head of the thing that name says, named another way. NARROWED: after a possessive ("the site's
 * staging copy" is a part of the site), with more words of its own after it or before the name ("the `hivesync`
 * config file", "the Unity XR project"): a thing of its own.
 */
function headAfterShared(clause: Clause, i: number, own: Map<string, number>, other: Map<string, number>, otherClause: Clause): number {
  const tokens = clause.tokens;
  const t = tokens[i]!;
  const before = tokens[i - 1];
  if (t.kind !== 'word' || before === undefined || before.kind === 'punct') return NOT_AFTER;
  // "the site's staging copy" is a part of the site.
  if (/'s$/i.test(before.raw)) return NARROWED;
  // "the Unity XR project" / "the XR rig": a word of its own before the name is a phrase of its own.
  const first = tokens[i - 2];
  if (first !== undefined && first.kind !== 'punct' && first.terms.some((x) => (own.get(x) ?? 0) > 0) && !first.terms.some((x) => other.has(x))) return NARROWED;
  const after = tokens[i + 1];
  const ends = after === undefined || after.kind === 'punct' || after.terms.every((x) => !((own.get(x) ?? 0) > 0)) || after.terms.some((x) => clause.verbs.has(x));
  if (!ends) return NARROWED;
  // The word that says which thing is a name (`geoip`, Vulkan, OTA) on either side, not a common word ("patient names" /
  // "patient initials").
  const named = before.kind === 'code' || (i - 1 > 0 && CAPITALISED.test(before.raw)) || /^[A-Z0-9]{2,}$/.test(before.raw) || before.terms.some((x) => (other.get(x) ?? 0) >= 2);
  // The name whole on the other side, not a part of another name there (`/health_261` / `/api_276/health`, "CSS" / "postCSS").
  return named && otherClause.tokens.some((t) => writesName(t, before)) ? RENAMED_HEAD : NOT_AFTER;
}

const lettersOf = (raw: string) => raw.toLowerCase().replace(/[^a-z0-9]/g, '');

/** `t` is the name `name` whole, however written ("orchestra-web" / `orchestra-web`), or a file of that name (`ci.yml` for "CI"). */
function writesName(t: Token, name: Token): boolean {
  const whole = name.terms[0];
  if (whole === undefined) return false;
  if (t.terms[0] === whole || lettersOf(t.raw) === lettersOf(name.raw)) return true;
  const file = t.kind === 'code' ? /(?:^|\/)([^/.]+)\.[a-z0-9]+$/i.exec(t.raw) : null;
  return file !== null && termOfWord(file[1]!.toLowerCase()) === whole;
}

/** Each side has one word of a SUBJECT_CONTRASTS pair and not the other: two subjects, not two states of one. */
export function contrastedSides(a: Map<string, number>, b: Map<string, number>, pairs = SUBJECT_CONTRASTS): boolean {
  for (const [x, y] of pairs) {
    if (a.has(x) && !a.has(y) && b.has(y) && !b.has(x)) return true;
    if (a.has(y) && !a.has(x) && b.has(x) && !b.has(y)) return true;
  }
  return false;
}

/** A word of `terms` that `x` starts or that starts `x` ("minif" / "minifi", "creat" / "creation"). */
export function otherWordStart(x: string, terms: Map<string, number>): string | undefined {
  for (const u of terms.keys()) {
    if (u.length < 5 || u.charCodeAt(0) !== x.charCodeAt(0) || !/^[a-z]+$/.test(u)) continue;
    if (u.startsWith(x) || x.startsWith(u)) return u;
  }
  return undefined;
}

/** Operations named by a bare verb form: "ledger writes", "cache reads". */
export const ACTION_NOUN_STEMS = new Set(['read', 'write', 'update', 'insert', 'delete', 'upload', 'download', 'lookup', 'save', 'load', 'send'].map(termOfWord));

export function clauseText(c: Clause): string {
  return c.tokens
    .map((t) => (t.quoted ? `\`${t.raw}\`` : t.raw))
    .join(' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s+/g, '(');
}

/** The words of a clause that carry the given terms, as written: "auth tokens", "`src/http.ts`". */
export function surface(c: Clause, terms: readonly string[]): string {
  const wanted = new Set(terms);
  const words: string[] = [];
  for (const t of c.tokens) {
    if (words.length >= 5) break;
    if (!t.terms.some((x) => wanted.has(x))) continue;
    words.push(t.quoted ? `\`${t.raw}\`` : t.kind === 'code' ? t.raw : t.norm);
  }
  return words.length > 0 ? words.join(' ') : 'the same subject';
}

const NO_VERBS: Verbs = new Set<string>();

export function namesDiffer(namesA: readonly string[], namesB: readonly string[]): boolean {
  return namesA.length > 0 && namesB.length > 0 && namesA.some((x) => !namesB.some((y) => sameFile(x, y)));
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
export function partsExplained(parts: Array<[string, string, string, boolean]>, other: Map<string, number>, kinds = true): boolean {
  let specific = 0;
  for (const [p, s, canonical, optional] of parts) {
    const kind = QUANTITY_PREDICATE_STEMS.has(s) || QUANTITY_PREDICATE_STEMS.has(canonical);
    // "min" is minutes and minimum: a unit only where it cannot be the kind of value. `len` is length
    // shortened, which the other side's words for the subject leave out.
    if (optional || (kinds && kind) || (isUnitWord(p) && !kind) || (!kind && shortForKind(p))) continue;
    if (!other.has(p) && !other.has(s) && !other.has(canonical) && !shortFor(p, other) && !writtenJoined(p, other)) return false;
    specific++;
  }
  return specific > 0;
}

/** `govuk` and "GOV.UK": a name part the other side writes with its dots or hyphens. */
function writtenJoined(part: string, other: Map<string, number>): boolean {
  if (part.length < 4) return false;
  for (const t of other.keys()) if (t.length > part.length && /[.-]/.test(t) && !t.includes('/') && t.replace(/[.-]/g, '') === part) return true;
  return false;
}

/** The parts of a name the clause writes, split at `_`, `.`, `-` or where camelCase changes case; null for one word. */
function namePartsIn(term: string, clause: Clause): Array<[string, string, string, boolean]> | null {
  if (NAME_CHARS.test(term)) {
    if (term.includes('/') || term.includes(' ')) return null;
    const parts = partsOf(term);
    return parts.length >= 2 ? parts : null;
  }
  if (clause.nameParts === UNREAD_NAME_PARTS) clause.nameParts = readNameParts(clause);
  return clause.nameParts.get(term) ?? null;
}

/**
 * namePartsIn for every one-word term of the clause, read once: the first token whose term it is decides, and only
 * an identifier of two parts or more is kept. A clause meets many others, and each of its terms was looked for
 * among its tokens again in every pair.
 */
function readNameParts(clause: Clause): Map<string, Array<[string, string, string, boolean]>> {
  let out: Map<string, Array<[string, string, string, boolean]>> | null = null;
  const seen = new Set<string>();
  for (const t of clause.tokens) {
    const term = t.terms[0];
    if (term === undefined || seen.has(term)) continue;
    seen.add(term);
    if (NAME_CHARS.test(term) || plainWord(t.raw)) continue;
    const words = splitIdentifier(t.raw);
    if (words.length < 2) continue;
    const parts = partsOf(words.join('_').toLowerCase());
    if (parts.length >= 2) (out ??= new Map()).set(term, parts);
  }
  return out ?? NO_NAME_PARTS;
}

const NO_NAME_PARTS = new Map<string, Array<[string, string, string, boolean]>>();

/**
 * A letter or digit and then only small letters and digits ("retries", "The", "v2"): splitIdentifier finds one word in
 * it (no case change, no separator), so readNameParts need not ask. Most tokens of a clause are such words.
 */
function plainWord(raw: string): boolean {
  if (raw.length === 0) return false;
  const first = raw.charCodeAt(0);
  if (!((first >= 97 && first <= 122) || (first >= 65 && first <= 90) || (first >= 48 && first <= 57))) return false;
  for (let k = 1; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false;
  }
  return true;
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
export const partsOf = memoize(namePartsOf);

/**
 * partsOf's reading, pushed into an array in a loop: the array of a filter/map chain is packed or holey depending on
 * whether the chain ran optimised, and a kind the readers had not met threw their optimised code away in a later run
 * ("wrong map" in explainedBy, compoundExplained, sameSubjectAs; disc-036).
 */
function namePartsOf(term: string): Array<[string, string, string, boolean]> {
  const out: Array<[string, string, string, boolean]> = [];
  for (const p of term.split(NOT_NAME_PART)) {
    if (p.length <= 1) continue;
    const s = stem(p);
    // `physics_ticks_per_second`: a function word inside a name joins its parts, it names nothing. Nor does the
    // reverse-domain namespace a Java-style key opens with (`org.gradle.configuration-cache`, `com.android.…`).
    out.push([p, s, SYNONYM_STEMS[s] ?? s, FILE_EXTENSIONS.has(p) || GENERIC_STEMS.has(s) || STOPWORDS.has(p) || (out.length === 0 && NAMESPACE_ROOTS.has(p) && term.startsWith(`${p}.`))]);
  }
  return out;
}

const NOT_NAME_PART = /[^a-z0-9]+/;

/** Top-level domains a reverse-domain name starts with: a namespace, not a word of what the key is about. */
const NAMESPACE_ROOTS = new Set(['org', 'com', 'io', 'net', 'dev']);

/** `http.ts` and `src/http.ts` name one file; `db:migrate` is the script `npm run db:migrate` runs. */
export function sameFile(a: string, b: string): boolean {
  if (a === b || endsWithAfter(a, b, SLASH) || endsWithAfter(b, a, SLASH)) return true;
  if (a.includes('/') && b.includes('/') && sameRoute(a, b)) return true;
  // What a command runs is its last word: `npm run build` is `build`, not "run".
  if (endsWithAfter(a, b, SPACE) || endsWithAfter(b, a, SPACE)) return true;
  // `php artisan night-audit` runs the `NightAudit` command, `rake sync_inventory` the `SyncInventory` task: the last
  // word in kebab or snake case is the class's name in CamelCase, read lower-cased as one word.
  return lastWordJoined(a, b) || lastWordJoined(b, a);
}

/**
 * The last word of the command `a`, its hyphens and underscores (one or two) left out, is the plain name `b`. Compared
 * in place: this runs for every pair of terms the subject test looks at.
 */
function lastWordJoined(a: string, b: string): boolean {
  const space = a.lastIndexOf(' ');
  const extra = a.length - space - 1 - b.length;
  if (space < 0 || extra < 1 || extra > 2 || b.length < 6) return false;
  let j = 0;
  let dropped = 0;
  for (let i = space + 1; i < a.length; i++) {
    const ch = a.charCodeAt(i);
    if (ch === HYPHEN || ch === UNDERSCORE) {
      if (j === 0 || ++dropped > extra) return false;
      continue;
    }
    if (j >= b.length || ch !== b.charCodeAt(j)) return false;
    j++;
  }
  return j === b.length && dropped === extra;
}

const HYPHEN = 45;
const UNDERSCORE = 95;

const SLASH = 47;
const SPACE = 32;

/** `a` ends with the character `separator` and then `b`: `a.endsWith('/' + b)` without building that string once per pair of terms. */
function endsWithAfter(a: string, b: string, separator: number): boolean {
  const at = a.length - b.length - 1;
  return at >= 0 && a.charCodeAt(at) === separator && a.endsWith(b);
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

/**
 * What the older ruled out that the newer may not rely on again: an explicit removal or replacement, and
 * "without X" / "outside of X", which say how a thing is done now as plainly as "with X" does ("runs tests
 * without --coverage" / "runs tests with --coverage"). An implied denial ("isn't used by the worker") is
 * read only from the newer.
 */
export function standsAgainstNewer(d: Denial): boolean {
  return d.strong || d.source === 'contrast';
}

// ---------------------------------------------------------------------------
// Moves a text names ("X moved to B"): read by signalsOf (values.ts) and moveHit (substitution.ts)

/** Verbs saying the subject left one place for another. */
export const MOVE_VERBS = new Set('moved migrated switched converted ported rewritten moves migrates switches relocated relocates'.split(' '));
/** Any of them in the text: most texts have none, and their clauses are not read. */
const MOVE_WORD = new RegExp(`\\b(?:${[...MOVE_VERBS].join('|')})\\b`, 'i');
const MOVE_FILLERS = new Set(['over', 'all', 'fully', 'now', 'back', 'entirely', 'completely']);
const INTO = new Set(['to', 'into', 'onto', 'in']);

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

function namesWhereFrom(tokens: readonly Token[]): boolean {
  for (const x of tokens) if (x.norm === 'from' || x.norm === 'off') return true;
  return false;
}

/** "CI moved to GitHub Actions", "login was switched over to Cognito": a move that names only where it went. */
export function moves(a: Analysis): readonly Move[] {
  // Every analysis is asked once (signalsOf); few name a move, and the others need no WeakMap entry.
  if (!MOVE_WORD.test(a.text)) return NO_MOVES;
  let found = MOVES.get(a);
  if (found) return found;
  found = [];
  for (const c of a.clauses) {
    if (!c.positive) continue;
    const t = c.tokens;
    // "moved from X to Y" and "moved off X" name what was left: the change check reads those.
    if (namesWhereFrom(t)) continue;
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
      found.push({ clause: c, target, written: rawSpan(t, j, end - 1), subject });
      break;
    }
  }
  MOVES.set(a, found);
  return found;
}

/** The first token from `from` on that is not an article. */
export function pastArticles(t: readonly Token[], from: number): number {
  let j = from;
  while (j < t.length && (t[j]!.norm === 'the' || t[j]!.norm === 'a' || t[j]!.norm === 'an')) j++;
  return j;
}

/** A name, not a word: written in code, capitalised mid-sentence, or with a version or extension in it. */
export function isName(t: Token): boolean {
  if (t.kind === 'code' || t.quoted) return true;
  if (t.kind !== 'word' || t.terms.length === 0) return false;
  const first = t.raw.charCodeAt(0);
  return (first >= 65 && first <= 90) || /[./]\w/.test(t.raw);
}

/** Words that make "not" deny a claim of some of a kind only: "not every PR", "not all jobs". */
const PARTIAL = new Set(['every', 'all', 'each']);

/**
 * "Not every PR needs a changelog entry" (the "not" at `at`) denies it of some of them only: a claim of one kind
 * that names something specific the denial does not ("User-facing PRs need one") still stands.
 */
export function deniesOnlySome(tokens: readonly Token[], at: number, claim: Clause, denial: Clause): boolean {
  if (!PARTIAL.has(tokens[at + 1]?.norm ?? '')) return false;
  for (const t of claim.terms.keys()) {
    if (claim.terms.get(t)! > 0 && termWeight(t) > 0 && !t.startsWith('ant:') && !GENERIC_STEMS.has(t) && !denial.terms.has(t)) return true;
  }
  return false;
}

/** Verbs that give their object a state: "makes X optional", "treats X as required", "marks X deprecated". */
const MAKING_VERBS = new Set(
  'make makes made making treat treats treated treating mark marks marked marking leave leaves left leaving keep keeps kept keeping consider considers considered declare declares declared render renders rendered flag flags flagged'.split(' '),
);

/** The other clause assigns the name a value: `isMinifyEnabled = true`, `strict: false`. */
function keyAssigned(name: string, other: Clause): boolean {
  for (const u of other.tokens) if (u.kind === 'code' && u.raw.length > name.length && u.raw.startsWith(name) && /^\s*[=:]/.test(u.raw.slice(name.length))) return true;
  return false;
}

/**
 * The state at `n` is given by a making verb to the object right before it ("treats the `memo` field as optional"),
 * and some specific word of that object is one the other clause never names.
 */
export function madeStateOfUnnamed(tokens: Token[], n: number, otherClause: Clause): boolean {
  let end = n - 1;
  if (tokens[end]?.norm === 'as') end--;
  else if (tokens[end]?.norm === 'be' && tokens[end - 1]?.norm === 'to') end -= 2;
  let verb = -1;
  for (let i = end - 1; i >= 0 && i >= end - 5; i--) {
    const t = tokens[i]!;
    if (t.kind === 'punct' || LINKS.has(t.norm)) break;
    if (t.kind === 'word' && MAKING_VERBS.has(t.norm)) {
      verb = i;
      break;
    }
  }
  if (verb < 0 || verb >= end) return false;
  let specific = false;
  for (let i = verb + 1; i <= end; i++) {
    const t = tokens[i]!;
    if (!t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !x.startsWith('ant:'))) continue;
    specific = true;
    // A setting is named with its value on the other side (`isMinifyEnabled = true`).
    if (!namesToken(otherClause, t) && !(t.kind === 'code' && keyAssigned(t.raw, otherClause))) return true;
  }
  return !specific && tokens[end] !== undefined && tokens[end]!.terms.length > 0 && !namesToken(otherClause, tokens[end]!);
}

/**
 * "`TileCache` is a singleton, so every view shares one cache" / "`MarkerStore` is per request, so each view gets its own
 * store": a clause opened by "so" says what follows for the subject of its text's first clause; when both states are
 * such consequences, first clauses whose subjects differ part them, whatever words the consequences share.
 */
export function consequencesApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean {
  if (!p.consequence || !q.consequence) return false;
  const ps = older.clauses[0];
  const qs = newer.clauses[0];
  return ps !== undefined && qs !== undefined && headsDiffer(ps, qs);
}

/**
 * The state at `at` is a verb with its object (VERB_STATES: "The telemetry agent streams sensor readings to the
 * broker"), and the other clause, its state at `otherAt`, is about neither its doer nor what it does it to: the head
 * of the other's subject is a word the verb's clause never writes, and the other does not name the verb's doer before
 * its own state either ("Firmware logs are batched by the telemetry agent", "Tile requests are batched by the CDN in
 * front of the map renderer"; not "SPI transfers in `drivers/spi.c` are interrupt-driven" / "`drivers/spi.c` polls
 * the DMA status register", nor a possessor, "the chat service's moderation check"), or the two heads are one word
 * each side narrows with a word of its own right before it ("The export job streams response bodies" / "The
 * thumbnail job in `export/job.py` sets `streaming=False`"). A clause with no subject of its own ("Chat completions
 * come back as a single response") is not read against such a verb either.
 */
export function verbStateApart(c: Clause, at: number, other: Clause, otherAt: number): boolean {
  const verb = c.tokens[at];
  if (verb === undefined || !VERB_STATES.has(verb.norm)) return false;
  // "The receipt email shows the card brand" / "… hides the billing address": what is shown or hidden is the object,
  // and the other clause must name it.
  if (OBJECT_STATE_VERBS.has(verb.norm) && !objectNamedIn(c, at, other)) return true;
  const head = other.head;
  if (head == null || head.terms.length === 0) return true;
  const own = c.head;
  let named = false;
  for (let i = 0; i < c.tokens.length && !named; i++) if (i !== at && sharesHeadTerm(c.tokens[i]!, head)) named = true;
  if (own != null) {
    for (let i = 0; i < otherAt && !named; i++) {
      const t = other.tokens[i]!;
      if (sharesHeadTerm(t, own) && !POSSESSIVE_END.test(t.raw)) named = true;
    }
  }
  if (!named) return true;
  if (own == null || own.terms[0] !== head.terms[0]) return false;
  const mine = headModifier(c, own);
  const theirs = headModifier(other, head);
  return mine !== undefined && theirs !== undefined && mine !== theirs && !writesPlainWord(other, mine) && !writesPlainWord(c, theirs);
}

/** The pair of where work is done: client-side ("on the client", "on the device") / server-side ("on the server"). */
const PLACE_OF_WORK = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(' ').includes('client-side'))}`;
/** Verbs that say work is done, not which work: "runs on the server", "happens in the browser". */
const DOING_STEMS = new Set(['run', 'runs', 'ran', 'happen', 'happens', 'execute', 'executes', 'executed', 'perform', 'performs', 'performed', 'done', 'does', 'work', 'works', 'live', 'lives', 'belong', 'belongs', 'occur', 'occurs', 'take', 'takes', 'taken'].map(stem));

/**
 * "Shipping rates are calculated server-side" / "The storefront formats shipping rates on the client": where work is
 * done is a state of that work, so two clauses whose own verbs (not "runs", "happens") share none place two actions on
 * one thing, one on each side, and do not disagree. "computed server-side" / "computes … on the client" is one action.
 */
export function placesOfWorkApart(c: Clause, other: Clause, canon: string): boolean {
  if (canon !== PLACE_OF_WORK) return false;
  let mine = false;
  let theirs = false;
  // A verb the other clause writes anywhere is one action (a noun read as a verb, "drafts", stays a word of both).
  for (const v of c.verbs) {
    if ((c.terms.get(v) ?? 0) <= 0 || DOING_STEMS.has(v)) continue;
    if (other.terms.has(v)) return false;
    mine = true;
  }
  for (const v of other.verbs) {
    if ((other.terms.get(v) ?? 0) <= 0 || DOING_STEMS.has(v)) continue;
    if (c.terms.has(v)) return false;
    theirs = true;
  }
  return mine && theirs;
}

/** Verbs whose state is their object's only: shown or hidden. */
const OBJECT_STATE_VERBS = new Set(['shows', 'hides']);

/** A specific word of the verb's object (up to a punctuation mark or a preposition) is written in the other clause. */
function objectNamedIn(c: Clause, at: number, other: Clause): boolean {
  for (let i = at + 1; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct' || LINKS.has(t.norm)) break;
    for (const x of t.terms) {
      if (x.startsWith('ant:') || termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      for (const u of other.tokens) if (u.terms.includes(x)) return true;
    }
  }
  return false;
}

/**
 * The token writes a term of the head that is not a general word ("upload" of `/upload` in `POST /upload`). A path
 * names its file: only its last segment's words count (`tiles/cache.go` is the cache, not the tiles; `export/job.py`
 * a job, not the export).
 */
function sharesHeadTerm(t: Token, head: Token): boolean {
  const theirs = nameTerms(head);
  const mine = nameTerms(t);
  for (const x of theirs) if (!GENERIC_STEMS.has(x) && mine.includes(x)) return true;
  return false;
}

/** A token's terms, or for a path in code the terms of its last segment's words. */
function nameTerms(t: Token): readonly string[] {
  if (t.kind !== 'code' || !t.raw.includes('/')) return t.terms;
  const last = t.raw.slice(t.raw.lastIndexOf('/') + 1).replace(FILE_EXTENSION_END, '');
  const out: string[] = [];
  for (const part of splitIdentifier(last)) out.push(termOfWord(part.toLowerCase()));
  return out;
}

/** The term of the plain word right before the subject's head ("export" in "The export job"), if any. */
function headModifier(c: Clause, head: Token): string | undefined {
  const k = c.tokens.indexOf(head);
  const before = k > 0 ? c.tokens[k - 1]! : undefined;
  if (before === undefined || before.kind !== 'word') return undefined;
  const term = before.terms[0];
  return term !== undefined && termWeight(term) > 0 && !term.startsWith('ant:') ? term : undefined;
}

/** The clause writes the term as a plain word, not inside a name in code. */
function writesPlainWord(c: Clause, term: string): boolean {
  for (const t of c.tokens) if (t.kind === 'word' && t.terms.includes(term)) return true;
  return false;
}
