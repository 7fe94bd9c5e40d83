// One state of one thing on each side, read at the level of the whole text: "The `api` container runs as root"
// / "The `api` image runs as a non-root user", "`recv` calls in `net/conn.cpp` are blocking" / "`net/conn.cpp`
// puts every socket in non-blocking mode". polarity.ts compares clause with clause and asks that the words
// around the state name the same subject; written by two people, the subject is named in other words on each
// side ("the `date_range` filter" / "date filtering") and that test refuses. Here the principle is the other
// way round: when each text states exactly one value of one two-state dimension, and the two texts share a
// specific word of what that state is said of, the values are compared even though the rest of the wording
// differs. The guards are the ways two notes name two things: contrasted sides ("client" / "server"), a name or
// a scope of its own on each side ("staging" / "prod"), a condition, a state both sides also agree on.

import { deniedStateAt, type Analysis, type AntonymUse, type Clause } from './analyze.js';
import { deniedPastValue, designatedApart } from './cases.js';
import { clauseText, consequencesApart, contrastedSides, frontedScopeApart, labelledApart, madeStateOfUnnamed, placesOfWorkApart, qualifiedApart, qualifiedOwn, verbStateApart, versionsApart, type Hit } from './subject.js';
import { configFileToken, POPULAR_FILES, termOfWord, termWeight, type Token } from './tokens.js';
import { signalsOf } from './values.js';
import { ANTONYMS, EMBODIMENTS, GENERIC_STEMS, LINKS, QUALIFIERS, QUANTITY_CONTRASTS, SCOPE_OPENERS, UNIVERSAL_QUANTIFIERS } from './vocabulary.js';

interface Stated {
  /** The state's value as the text says it: its sign, flipped by a negation of its clause. */
  sign: number;
  clause: Clause;
  use: AntonymUse;
  /** The text says both values (in two clauses, or "was sync, now async"): no one value to compare. */
  mixed: boolean;
}

/** A text meets many others, and its states are its own: read once per analysis, not per pair. */
const STATES = new WeakMap<Analysis, Map<string, Stated>>();
const NO_STATES = new Map<string, Stated>();

/** Each two-state dimension the text states, with its one value (or `mixed`). Conditional clauses say when, not what. */
function statesOf(a: Analysis): Map<string, Stated> {
  // Most texts state none: a look at their clauses answers, with no WeakMap entry.
  if (!statesSaid(signalsOf(a).polar) && !defaultsSaid(a)) return NO_STATES;
  let out = STATES.get(a);
  if (out !== undefined) return out;
  out = NO_STATES;
  for (const c of a.clauses) {
    if ((c.conditional && !c.unlessDefault) || c.terms.size === 0) continue;
    if (!statesClause(c)) continue;
    for (const found of c.antonyms) {
      if (namesSetting(c, found)) continue;
      const use = c.unlessDefault ? defaultUse(found) : found;
      const sign = use.sign;
      if (out === NO_STATES) out = new Map();
      const seen = out.get(use.canon);
      if (seen === undefined) out.set(use.canon, { sign, clause: c, use, mixed: false });
      else if (seen.sign !== sign) seen.mixed = true;
    }
  }
  STATES.set(a, out);
  return out;
}

/** Nouns a state word names a setting with: "the `async` option", "the strict flag" say which setting, not its state. */
const SETTING_NOUNS = new Set(['option', 'options', 'flag', 'flags', 'parameter', 'parameters', 'param', 'params', 'argument', 'arguments', 'switch', 'keyword']);

/** The state word is written right before a setting noun: it names the setting ("only when the `async` option is passed"). */
function namesSetting(c: Clause, use: AntonymUse): boolean {
  const at = useAt(c, use);
  if (at < 0 || use.word.includes(' ')) return false;
  const next = c.tokens[at + 1];
  return next !== undefined && next.kind === 'word' && SETTING_NOUNS.has(next.norm);
}

/** A clause statesOf reads: with a state word, neither negated nor marked as a change. */
function statesClause(c: Clause): boolean {
  // A negated clause is the polarity check's to read: what "doesn't require X" denies is often not the state.
  return c.antonyms.length > 0 && !c.negated && (c.markers.length === 0 || onlyNow(c.markers));
}

/**
 * "The airport table is now loaded eagerly": a clause marking a change that says one state still states that one
 * value, now. Not "no longer" or "anymore" (negations), nor "again"; "was sync, now async" in one text is mixed.
 */
function onlyNow(markers: readonly string[]): boolean {
  for (const m of markers) if (m !== 'now') return false;
  return true;
}

/**
 * "Audit logging is off unless a study turns it on": a switch's state before "unless" is its default, opt-in (off) or
 * opt-out (on), the pair "on by default" is of; another state ("public unless the creator changes it") is the state
 * a thing has when nothing is done, read as said. The clause after "unless" is the exception, not a second value.
 */
function defaultUse(use: AntonymUse): AntonymUse {
  if (use.canon !== ENABLED_CANON) return use;
  return { canon: OPT_IN_CANON, sign: use.sign === 1 ? -1 : 1, word: use.word, negating: false };
}
const ENABLED_CANON = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(' ').includes('enabled'))}`;
const OPT_IN_CANON = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(' ').includes('opt-in'))}`;

/** A clause before "unless" that states a state (see defaultUse). */
function defaultsSaid(a: Analysis): boolean {
  for (const c of a.clauses) if (c.unlessDefault && statesClause(c)) return true;
  return false;
}

function statesSaid(polar: readonly Clause[]): boolean {
  for (const c of polar) if (statesClause(c)) return true;
  return false;
}

/**
 * A word that can name what a state is of: specific, not a state, not a generic noun, no verb, no scope ("in
 * staging", "in prod"), and written outside a path on both sides: "In `packages/admin-1/`" is where, not what.
 */
function subjectWord(term: string, p: Clause, q: Clause): boolean {
  return (
    !term.startsWith('ant:') && termWeight(term) > 0 && !GENERIC_STEMS.has(term) && !QUALIFIERS.has(term) && !p.verbs.has(term) && !q.verbs.has(term) && !/[/.]/.test(term) && outsidePath(term, p) && outsidePath(term, q)
  );
}

/** The clause does not write the term in paths only (a folder or a file). */
function outsidePath(term: string, c: Clause): boolean {
  let inPath = false;
  for (const t of c.tokens) {
    if (!t.terms.includes(term)) continue;
    if (t.kind === 'code' && /[/\\]/.test(t.raw)) inPath = true;
    else return true;
  }
  return !inPath;
}

/** A generic word written as a name (`api` in "the `api` container"), no path: names what it is said of. */
function codeName(term: string, p: Clause, q: Clause): boolean {
  if (/[/.]/.test(term)) return false;
  for (const c of [p, q]) for (const t of c.tokens) if (t.kind === 'code' && t.terms[0] === term && t.terms.length === 1) return true;
  return false;
}

/** `orders`, `billing_dashboard`: a code name of one plain identifier, no path or call. */
const PLAIN_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** "uploaded", "written": a participle's ending. */
const PARTICIPLE_END = /(?:ed|en)$/;
/** "the depot's": a possessive, straight or curly apostrophe. */
const POSSESSIVE_END = /['’]s$/;

/** A word the other clause lacks stands right before a word it has: "the `orders` table", "the billing dashboard". */
function specifiesShared(c: Clause, other: Clause): boolean {
  for (const t of c.tokens) if (t.kind === 'code' && PLAIN_IDENTIFIER.test(t.raw) && compoundSpecifies(t.terms, other)) return true;
  for (let i = 0; i + 1 < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    const next = c.tokens[i + 1]!;
    if (t.terms.length === 0 || next.terms.length === 0) continue;
    if (t.terms.every((x) => termWeight(x) === 0 || other.terms.has(x) || x.startsWith('ant:'))) continue;
    // "Strict null checks" on both sides names one thing; "requires `X`" / "treats `X`" act on it, they do not narrow it.
    if (writtenIn(t, other) || t.terms.some((x) => c.verbs.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x) && !x.startsWith('ant:') && !c.verbs.has(x) && !other.verbs.has(x))) return true;
  }
  return false;
}

/** The other clause writes the word as such: a state word read as a state on one side only ("Strict" of "Strict null checks") is still one word. */
function writtenIn(t: Token, other: Clause): boolean {
  for (const u of other.tokens) if (u.kind === t.kind && u.norm === t.norm) return true;
  return false;
}

/** A single identifier (no path, file or setting) of parts one of which the other clause has and another it lacks: `userId` against "the session id". */
function compoundSpecifies(terms: readonly string[], other: Clause): boolean {
  if (terms.length < 3) return false;
  let shared = false;
  let own = false;
  for (let k = 1; k < terms.length; k++) {
    const x = terms[k]!;
    if (termWeight(x) === 0 || x.startsWith('ant:')) continue;
    if (other.terms.has(x)) shared = true;
    else if (!GENERIC_STEMS.has(x)) own = true;
  }
  return shared && own;
}

/** The terms one side has and the other lacks include a name (weight 2) or a scope qualifier ("staging"). */
function ownKinds(terms: Map<string, number>, other: Map<string, number>): { qualifier: boolean; name: boolean } {
  let qualifier = false;
  let name = false;
  for (const [t, w] of terms) {
    if (other.has(t)) continue;
    if (QUALIFIERS.has(t) || PLATFORMS.has(t)) qualifier = true;
    if (w >= 2) name = true;
  }
  return { qualifier, name };
}

/** Every word of the two-state pairs of the antonym list, lower case, with its pair and side: read where the analysis did not take it for a state. */
const STATE_WORDS = new Map<string, string>();
for (let n = 0; n < ANTONYMS.length; n++) {
  const [yes, no, negating] = ANTONYMS[n]!;
  // "enabled" / "disabled" switch a thing, they do not sort things into kinds; "on", "off" are prepositions too.
  if (negating) continue;
  for (const w of yes.split(/\s+/)) if (!STATE_WORDS.has(w)) STATE_WORDS.set(w, `${n}+`);
  for (const w of no.split(/\s+/)) if (!STATE_WORDS.has(w)) STATE_WORDS.set(w, `${n}-`);
}

/** Platforms a scope is named by besides QUALIFIERS' ("on iOS" / "Android builds"). */
const PLATFORMS = new Set(['io', 'ios', 'ipado', 'ipados', 'tvos', 'watchos', 'visionos']);

/**
 * "The public web app has CSRF enabled" / "The internal admin API has CSRF disabled": words naming each side's
 * subject (not read as its state) are themselves opposite states, so the two name two things, one of each kind.
 */
function contrastedKinds(p: Clause, q: Clause): boolean {
  const sides = kindWords(p, q);
  if (sides.size === 0) return false;
  for (const side of kindWords(q, p)) if (sides.has(side.slice(0, -1) + (side.endsWith('+') ? '-' : '+'))) return true;
  return false;
}

/** The pair sides of the clause's own words of the antonym list that it does not read as its states. */
function kindWords(c: Clause, other: Clause): Set<string> {
  const out = new Set<string>();
  for (const t of c.tokens) {
    const side = STATE_WORDS.get(t.norm);
    if (side === undefined || t.terms.some((x) => other.terms.has(x))) continue;
    if (c.antonyms.some((a) => a.word.toLowerCase().split(' ').includes(t.norm))) continue;
    out.add(side);
  }
  return out;
}

/** Nouns that name a thing's working, not a thing of its own: "CSRF protection" and "CSRF checks" are one feature. */
const FEATURE_HEADS = new Set(['protection', 'check', 'checks', 'checking', 'support', 'validation', 'verification', 'enforcement', 'mode', 'feature', 'handling']);

/**
 * The clause names a place of its own: a phrase after "in", "on", "for"… none of whose specific words the other
 * clause has, even as the start of a longer word ("is optional on the signup form" against "checkout requires
 * it for shipping"). "In `sim/`" and "for the simulator code" name one place.
 */
function ownScope(c: Clause, other: Clause, otherText: Analysis, stateAt = -1): boolean {
  let open = false;
  let own = false;
  let qualified = false;
  let ownAt = -2;
  // "loaded lazily on first lookup", "run open-loop on a timer": after the manner an action is done in, "on" and a
  // moment or signal (TRIGGERS) say when that action runs, which the manner itself says: part of the state.
  const manner = stateAt >= 0 && mannerOfAction(c, stateAt);
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    // "can write to `grain_grades` now that graders edit discounts in the UI": a reason after the state says why it
    // holds, and a place in it is where that reason happens, no case of the state.
    if (i > stateAt && stateAt >= 0 && t.kind === 'word' && reasonOpensAt(c, i)) return open && own;
    if (t.kind === 'word' && SCOPE_OPENERS.has(t.norm)) {
      if (open && own) return true;
      if (manner && i > stateAt && t.norm === 'on') {
        const end = triggerPhraseEnd(c, i);
        if (end > i) {
          open = false;
          i = end;
          continue;
        }
      }
      // "on for all namespaces", "runs on every push": a scope that takes in every one is the whole, not a part.
      open = !UNIVERSAL_QUANTIFIERS.has(c.tokens[i + 1]?.norm ?? '');
      own = false;
      qualified = false;
      continue;
    }
    if (!open) continue;
    if (t.kind === 'punct') {
      if (own) return true;
      open = false;
      continue;
    }
    // "disabled in the monorepo's tsconfig": where the state is set (tokens.ts configFileToken), unless a scope
    // qualifier says which case ("in `config/staging.yml`").
    if (configFileToken(t) && !t.terms.some((x) => QUALIFIERS.has(x)) && !qualified) {
      open = false;
      continue;
    }
    for (const x of t.terms) {
      if (QUALIFIERS.has(x)) qualified = true;
      if (x.startsWith('ant:') || termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      if (sharedWord(x, other) || otherText.terms.has(x)) {
        // "in this theatre's school matinees" against "every matinee booking", "in the staging wiki" against "the wiki
        // editor": words of its own right before the shared word narrow it to a case of its own.
        if (ownAt === i - 1) return true;
        open = false;
        break;
      }
      own = true;
      ownAt = i;
    }
  }
  return open && own;
}

/** A reason opens at `i`: "because", "since", "now that", "so that". */
function reasonOpensAt(c: Clause, i: number): boolean {
  const w = c.tokens[i]!.norm;
  if (w === 'because') return true;
  return (w === 'now' || w === 'so') && c.tokens[i + 1]?.norm === 'that';
}

/**
 * The state at `at` is the manner of an action, not a state the thing is in: an adverb ("loaded lazily", "are
 * transcoded synchronously") or a word right after a verb other than a copula ("run open-loop"). "is cold on startup",
 * "is locked on boot" are states that hold at a time, a case of their own.
 */
function mannerOfAction(c: Clause, at: number): boolean {
  const t = c.tokens[at];
  if (t === undefined || t.kind !== 'word') return false;
  if (MANNER_ADVERB.test(t.norm)) return true;
  let k = at - 1;
  while (k >= 0 && c.tokens[k]!.kind === 'word' && MANNER_SKIPPED.has(c.tokens[k]!.norm)) k--;
  const v = c.tokens[k];
  if (v === undefined || v.kind !== 'word' || COPULA_LIKE.has(v.norm)) return false;
  return RUN_VERBS.has(v.norm) || v.terms.some((x) => c.verbs.has(x));
}
/** Verbs of running that the clause reading may take for a plural noun ("zones run open-loop"). */
const RUN_VERBS = new Set('run runs ran operate operates work works execute executes fire fires load loads render renders sync syncs process processes'.split(' '));
const MANNER_ADVERB = /^[a-z-]{3,}ly$/;
const MANNER_SKIPPED = new Set(['now', 'still', 'always', 'only', 'also', 'then']);
const COPULA_LIKE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'stay', 'stays', 'remain', 'remains', 'become', 'becomes', 'get', 'gets', 'seem', 'seems', 'look', 'looks', 'feel', 'feels']);

/**
 * Where the phrase opened at `i` ("on first lookup", "on a timer", "on soil moisture feedback", "on the first door
 * open") ends, when its last word is a moment or a signal an action runs on (TRIGGERS); else -1. The phrase ends at
 * punctuation, a scope opener or a link word.
 */
function triggerPhraseEnd(c: Clause, i: number): number {
  let last = -1;
  for (let k = i + 1; k < c.tokens.length && k <= i + 5; k++) {
    const u = c.tokens[k]!;
    if (u.kind !== 'word' || SCOPE_OPENERS.has(u.norm) || LINKS.has(u.norm)) break;
    last = k;
  }
  return last > i && TRIGGERS.has(c.tokens[last]!.norm) ? last : -1;
}

/**
 * Moments and signals an action runs on, the head of "on first X" / "on a X" after a manner: timers and schedules,
 * demand and requests, a program's start, a user's gestures, writes and changes, readings and feedback.
 */
const TRIGGERS = new Set(
  (
    'timer timers schedule schedules cron interval intervals tick ticks clock heartbeat heartbeats poll ' +
    'demand request requests call calls invocation invocations lookup lookups access accesses use usage read reads fetch ' +
    'startup start boot bootup launch load pageload reload refresh restart resume wake wakeup init initialization initialisation ' +
    'open opening click clicks tap taps press keypress keystroke keystrokes scroll scrolling hover focus submit submission input ' +
    'save saves write writes commit commits change changes update updates upload uploads download arrival receipt ' +
    'event events signal signals trigger triggers interrupt interrupts message messages ' +
    'feedback reading readings measurement measurements sample samples login logon signin connect connection'
  ).split(' '),
);

/** The clause writes the term as a plain word right before a specific word the other clause lacks ("billing gateway"). */
function modifiesOwn(term: string, c: Clause, other: Clause): boolean {
  for (let i = 0; i + 1 < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind !== 'word' || !t.terms.includes(term)) continue;
    // Past the other plain words both write ("Wildlife camera clips" / "Wildlife camera battery reports").
    let k = i + 1;
    while (k + 1 < c.tokens.length && c.tokens[k]!.kind === 'word' && c.tokens[k]!.terms.length > 0 && c.tokens[k]!.terms.every((x) => other.terms.has(x) && !x.startsWith('ant:'))) k++;
    const next = c.tokens[k]!;
    if (next.kind !== 'word') return false;
    if (FEATURE_HEADS.has(next.norm)) return false;
    // "Airport reference data" / "the airport reference table": the data and what holds it are one thing.
    if (DATA_HEADS.has(next.norm) && other.tokens.some((u) => u !== next && DATA_HEADS.has(u.norm))) return false;
    return next.terms.some((x) => termWeight(x) > 0 && !x.startsWith('ant:') && !other.terms.has(x) && !c.verbs.has(x));
  }
  return false;
}

/** Words for a body of data and what holds it, which writers use for one another: "reference data" / "reference table". */
const DATA_HEADS = new Set(['data', 'table', 'tables', 'dataset', 'datasets', 'records', 'rows']);

/** The clause writes the term as a participle after a form of "be", past adverbs ("is statically linked", "are uploaded"). */
function passiveVerbIn(term: string, c: Clause): boolean {
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind !== 'word' || !t.terms.includes(term) || !PARTICIPLE_END.test(t.norm)) continue;
    let k = i - 1;
    while (k > 0 && c.tokens[k]!.norm.endsWith('ly')) k--;
    if (BE_FORMS.has(c.tokens[k]!.norm)) return true;
  }
  return false;
}
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been']);

/** The clause has the term only after a word of place or destination ("to the reserve's server", "on the SD card"). */
function afterPlaceWord(term: string, c: Clause): boolean {
  return onlyInPhrasesAfter(term, c, PLACE_WORDS);
}
const PLACE_WORDS = new Set(['to', 'on', 'in', 'into', 'onto', 'at', 'from', 'through', 'via', 'against']);

/** The clause has the term only in phrases after "in", "on", "for"…: "on every event" is where, not what. */
function inScope(term: string, c: Clause): boolean {
  return onlyInPhrasesAfter(term, c, SCOPE_OPENERS);
}

/** The clause has the term, and only in phrases an opener word starts (a phrase ends at punctuation). */
function onlyInPhrasesAfter(term: string, c: Clause, openers: ReadonlySet<string>): boolean {
  let open = false;
  let found = false;
  for (const t of c.tokens) {
    if (t.kind === 'word' && openers.has(t.norm)) open = true;
    else if (t.kind === 'punct') open = false;
    else if (t.terms.includes(term)) {
      if (!open) return false;
      found = true;
    }
  }
  return found;
}

/** The other clause has the term, or a word it starts or that starts it ("sim" / "simulator", "product" / `ProductRepository`). */
function sharedWord(x: string, other: Clause): boolean {
  if (other.terms.has(x)) return true;
  if (x.length < 3) return false;
  for (const u of other.terms.keys()) if (u.length >= 3 && (u.startsWith(x) || x.startsWith(u))) return true;
  return false;
}

/**
 * A state written as a setting (`gateway.tracing.enabled=false`) whose key has a specific word that the other
 * side has nowhere, not even as the start of a word ("livereload" / "live reload").
 */
function otherKey(use: AntonymUse, other: Clause, otherText: Analysis): boolean {
  // A switch turned off on the command line (`--no-cache`, `-fno-exceptions`) names what it turns off too.
  const flag = NEGATED_SWITCH.exec(use.word);
  if (flag === null && !/[=:]/.test(use.word)) return false;
  const key = flag !== null ? flag[1]! : use.word.split(/[=:]/)[0]!;
  for (const w of key.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)) {
    if (w.length < 3) continue;
    const x = termOfWord(w.toLowerCase());
    if (x.startsWith('ant:') || termWeight(x) === 0 || GENERIC_STEMS.has(x) || STATE_WORDS.has(w.toLowerCase())) continue;
    if (!sharedWord(x, other) && !otherText.terms.has(x)) return true;
  }
  return false;
}

const NEGATED_SWITCH = /^(?:--no-|-fno-)([a-z][a-z0-9-]*)$/;

/** The two texts name one path or identifier, other than a file most projects have. */
function sharesAnchor(older: Analysis, newer: Analysis): boolean {
  for (const x of older.anchors) if (newer.anchors.has(x) && !POPULAR_FILES.has(x)) return true;
  return false;
}

/** Opposite values of one state dimension, each the only value its text states, of a subject both name. */
export function stateDimensionHit(older: Analysis, newer: Analysis): Hit | null {
  const o = statesOf(older);
  if (o.size === 0) return null;
  const n = statesOf(newer);
  let found: [Stated, Stated] | null = null;
  for (const [canon, x] of o) {
    const y = n.get(canon);
    if (y === undefined || x.mixed || y.mixed || x.sign === y.sign) continue;
    // Two dimensions in dispute is no longer one state of one thing.
    if (found !== null) return null;
    found = [x, y];
  }
  if (found === null) return null;
  const [x, y] = found;
  const p = x.clause;
  const q = y.clause;
  if ((p.conditional && !p.unlessDefault) || (q.conditional && !q.unlessDefault) || labelledApart(older, p, newer, q) || consequencesApart(p, older, q, newer) || designatedApart(p, older, q, newer)) return null;
  // "rejects guest lists over 150 people" / "accepts guest lists of up to 150 people": one limit from either end,
  // for the values to compare.
  if (x.sign < 0 ? deniedPastValue(p, q, true) : deniedPastValue(q, p, true)) return null;
  // "The grant portal marks the fax number as optional": the state is the object's, which the other side never names.
  if (madeStateOfUnnamed(p.tokens, useAt(p, x.use), q) || madeStateOfUnnamed(q.tokens, useAt(q, y.use), p)) return null;
  let shared: string | null = null;
  // "The billing gateway" / "billing workers", "S3 uploads" / "S3 replication": a plain word both write before a word
  // of each side's own is an area of two things, unless another shared word names the subject.
  let areaOnly = true;
  for (const t of p.terms.keys()) {
    if (!q.terms.has(t) || !(subjectWord(t, p, q) || codeName(t, p, q)) || (inScope(t, p) && inScope(t, q))) continue;
    shared ??= t;
    // "is statically linked", "are uploaded … to the reserve's server": the state's verb and a place both sides send
    // the thing to say what is done and where, not what it is done to.
    if (passiveVerbIn(t, p) || passiveVerbIn(t, q) || (afterPlaceWord(t, p) && afterPlaceWord(t, q))) continue;
    if (!modifiesOwn(t, p, q) || !modifiesOwn(t, q, p)) areaOnly = false;
  }
  if (shared !== null && areaOnly) return null;
  // "`users.email` is a `citext` column, so lookups are case-insensitive": the state's clause continues the
  // text's first one, whose subject is the state's, when both texts name that thing (a path or an identifier).
  if (shared === null && (sharesAnchor(older, newer) || p.consequence || q.consequence)) {
    const pf = older.clauses[0]!;
    const qf = newer.clauses[0]!;
    for (const t of pf.terms.keys()) if (qf.terms.has(t) && (p === pf || q === qf) && (subjectWord(t, pf, qf) || codeName(t, pf, qf))) shared ??= t;
  }
  // "The matchmaking queue in `mm/queue.go` is FIFO" / "`mm/queue.go` pops the newest first (LIFO)": a clause that
  // says only the state is said of what the clause before it names.
  if (shared === null) {
    const ps = bareState(p) ? older.clauses[p.index - 1] : p;
    const qs = bareState(q) ? newer.clauses[q.index - 1] : q;
    if (ps !== undefined && qs !== undefined && (ps !== p || qs !== q)) for (const t of ps.terms.keys()) if (qs.terms.has(t) && (subjectWord(t, ps, qs) || codeName(t, ps, qs) || nameTerm(t))) shared ??= t;
  }
  // "The logger's file transport is blocking" / "Log writes are non-blocking": one word, written whole and cut short.
  if (shared === null) shared = wordStartInBoth(p, q);
  // "`recv` calls in `net/conn.cpp` are blocking" / "`net/conn.cpp` puts every socket in non-blocking mode": a file or
  // an identifier both state clauses write is what each text's one state is of.
  if (shared === null) shared = anchorInBoth(p, q, older, newer);
  if (shared === null) return null;
  if (contrastedSides(p.terms, q.terms) || contrastedKinds(p, q) || qualifiedApart(p, older, q, newer)) return null;
  // "Exports … are written synchronously" / "Imports are queued, so the upload request is asynchronous": each side's
  // state is of its subject, read in the clause a consequence follows, and the two are the two sides of a pair.
  if (contrastedSides(subjectTerms(p, older), subjectTerms(q, newer), QUANTITY_CONTRASTS)) return null;
  if (versionsApart(p, useAt(p, x.use), q, useAt(q, y.use)) || frontedScopeApart(p, older, q, newer)) return null;
  // "The telemetry agent streams sensor readings" / "Firmware logs are batched by the telemetry agent": a verb's state is its object's too.
  if (verbStateApart(p, useAt(p, x.use), q, useAt(q, y.use)) || verbStateApart(q, useAt(q, y.use), p, useAt(p, x.use)) || placesOfWorkApart(p, q, x.use.canon)) return null;
  // "The print spooler respects the page quota" / "… disregards jobs from the guest network": an active verb read as a
  // state is a state of its object, and an object the other clause never writes is another thing.
  if (objectApart(p, useAt(p, x.use), q) || objectApart(q, useAt(q, y.use), p)) return null;
  // "The admin dashboard" / "the billing dashboard": each side narrows the shared word to a thing of its own.
  // "Ferry manifest snapshots" / "the snapshots of the cabin inventory": a word before it on one side, an "of" after it on the other.
  if ((specifiesShared(p, q) || qualifiedOwn(p, q, newer)) && (specifiesShared(q, p) || qualifiedOwn(q, p, older))) return null;
  // "The print queue's job store" / "the print queue's usage counters": two parts of one owner.
  if (ownPartOf(p, q) && ownPartOf(q, p)) return null;
  // "The lab scheduler is single-threaded" / "The lab scheduler's export worker is multi-threaded": the part's state
  // is not the whole's, when the other side's subject is the owner itself.
  if (partOfOthersSubject(p, q) || partOfOthersSubject(q, p)) return null;
  // "Spell check is enabled in the comment box" / "…is disabled in the title field": two places, one state each;
  // "Audit logging is enabled" / "…is disabled for uploads and exports": the state of a part, not of the whole.
  if (ownScope(p, q, newer, useAt(p, x.use)) || ownScope(q, p, older, useAt(q, y.use))) return null;
  // `gateway.tracing.enabled=false` against "compression is enabled in the gateway": the key names another thing.
  if (otherKey(x.use, y.clause, newer) || otherKey(y.use, x.clause, older)) return null;
  const ownP = ownKinds(p.terms, q.terms);
  const ownQ = ownKinds(q.terms, p.terms);
  if ((ownP.qualifier && ownQ.qualifier) || (ownP.name && ownQ.name)) return null;
  return {
    kind: 'antonym',
    reason: `antonym: ${shared} is "${x.use.word}" in the older, "${y.use.word}" in the newer ("${clauseText(p)}" / "${clauseText(q)}")`,
    older: [x.use.word],
    newer: [y.use.word],
  };
}

/** Active verbs that are states of what they are done to: "includes X", "ignores X", "leaves X out". */
const TRANSITIVE_STATES = new Set(
  'include includes exclude excludes respect respects honor honors honour honours obey obeys heed heeds ignore ignores disregard disregards leave leaves accept accepts reject rejects'.split(' '),
);

/** The state at `at` is an active verb whose object (up to a preposition or punctuation) has words, none written in `other`. */
function objectApart(c: Clause, at: number, other: Clause): boolean {
  const verb = c.tokens[at];
  if (verb === undefined || !TRANSITIVE_STATES.has(verb.norm)) return false;
  let seen = false;
  for (let j = at + 1; j < c.tokens.length; j++) {
    const t = c.tokens[j]!;
    if (t.kind === 'punct' || LINKS.has(t.norm)) break;
    for (const x of t.terms) {
      if (termWeight(x) === 0 || x.startsWith('ant:')) continue;
      if (other.terms.has(x)) return false;
      seen = true;
    }
  }
  return seen;
}

/** The clause's terms, with those of the text's first clause when it is a consequence of it ("…, so the request is async"). */
function subjectTerms(c: Clause, text: Analysis): Map<string, number> {
  const first = text.clauses[0];
  if (!c.consequence || first === undefined || first === c) return c.terms;
  return new Map([...first.terms, ...c.terms]);
}

/** Where the clause writes the state word (-1 if only inside a setting). */
function useAt(c: Clause, use: AntonymUse): number {
  const first = use.word.split(' ')[0]!.toLowerCase();
  for (let k = 0; k < c.tokens.length; k++) if (c.tokens[k]!.norm === first) return k;
  return deniedStateAt(c, use.word);
}

/**
 * The clause's subject is a part of an owner both write, a part the other clause lacks: before it as a possessive
 * ("the queue's job store") or after it with "of" ("the render nodes of the animation farm").
 */
function ownPartOf(c: Clause, other: Clause): boolean {
  const head = c.head;
  if (head === null || head === undefined || head.terms.length === 0 || head.terms.some((x) => other.terms.has(x))) return false;
  const at = c.tokens.indexOf(head);
  for (let i = 0; i < at; i++) {
    const t = c.tokens[i]!;
    if (POSSESSIVE_END.test(t.raw) && t.terms.some((x) => other.terms.has(x))) return true;
  }
  return c.tokens[at + 1]?.norm === 'of' && ownerAfter(c, at + 2, other);
}

/**
 * The clause's subject is a part named after a possessive ("the booking service's database"), its head a word the
 * other clause never writes, and the possessive is the other clause's own subject's head ("The booking service is
 * stateless"): the whole on one side, its part on the other. Not what runs the owner (EMBODIMENTS).
 */
function partOfOthersSubject(c: Clause, other: Clause): boolean {
  const head = c.head;
  const whole = other.head;
  if (head === null || head === undefined || whole === null || whole === undefined || whole.terms.length === 0) return false;
  // "The parking gate agent's DaemonSet runs unprivileged": what runs the owner says the owner's state.
  if (head.terms.length === 0 || EMBODIMENTS.has(head.norm) || head.terms.some((x) => other.terms.has(x))) return false;
  const at = c.tokens.indexOf(head);
  for (let i = 0; i < at; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct') return false;
    if (POSSESSIVE_END.test(t.raw)) return whole.terms.every((x) => t.terms.includes(x));
  }
  return false;
}

/** From `from`, within the owner's few words, a word the other clause has: "of the tram depot's signalling link". */
function ownerAfter(c: Clause, from: number, other: Clause): boolean {
  for (let i = from; i < c.tokens.length && i < from + 4; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct') return false;
    for (const x of t.terms) if (termWeight(x) > 0 && !x.startsWith('ant:') && other.terms.has(x)) return true;
  }
  return false;
}

/** A file or an identifier with parts (`net/conn.cpp`, `send_email`), not a folder or a file most projects have. */
function nameTerm(x: string): boolean {
  return !x.startsWith('ant:') && /[^a-z0-9]/.test(x) && !POPULAR_FILES.has(x) && (!x.includes('/') || /\.[a-z0-9]+$/.test(x));
}

/** A clause that says the state and names nothing: "(LIFO)", "; it's async". Its subject is the clause before. */
function bareState(c: Clause): boolean {
  if (c.index === 0) return false;
  // "the flag is silently ignored" names a thing, if a generic one: the clause before may be about another.
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith('ant:')) return false;
  return true;
}

/**
 * The first specific word of each clause, its subject's head, when one starts the other: "The logger's file transport"
 * / "Log writes". A later word is a part or an object ("the auditor's disk writer" / "metrics writes").
 */
function wordStartInBoth(p: Clause, q: Clause): string | null {
  const t = firstSubjectWord(p, q);
  const u = firstSubjectWord(q, p);
  if (t === null || u === null || t === u || t.length < 3 || u.length < 3) return null;
  return u.startsWith(t) || t.startsWith(u) ? t : null;
}

function firstSubjectWord(c: Clause, other: Clause): string | null {
  for (const t of c.tokens) for (const x of t.terms) if ((c.terms.get(x) ?? 0) > 0 && subjectWord(x, c, other)) return x;
  return null;
}

/** A file or an identifier (not a file most projects have) that both clauses write, as the subject of one at least. */
function anchorInBoth(p: Clause, q: Clause, older: Analysis, newer: Analysis): string | null {
  for (const t of p.tokens) {
    const x = t.terms[0];
    if (t.kind !== 'code' || x === undefined || !older.anchors.has(x) || !newer.anchors.has(x) || POPULAR_FILES.has(x)) continue;
    // A folder is where, not what; so is a name both write after "in", "on", "for".
    if (x.endsWith('/') || (inScope(x, p) && inScope(x, q))) continue;
    for (const u of q.tokens) if (u.kind === 'code' && u.terms[0] === x) return x;
  }
  return null;
}
