// Polarity by absence: the older says a thing has or does X, the newer that the same thing does its work without
// X. "Chat notifications set the `apns-collapse-id` header" / "`push/apns.ts` sends chat pushes without an
// `apns-collapse-id`"; "`build.zig` links libc for the `server` executable" / "The `server` exe is built without
// libc". The denial ("without X") comes from analyze.ts; flags.ts reads the same denial when X is a command's flag.

import { MARKER_STARTS, type Analysis, type Clause, type Denial } from './analyze.js';
import { termWeight, tokenize, type Token } from './tokens.js';
import { GENERIC_STEMS, QUALIFIERS, VERB_HYPONYMS, VERB_SYNONYMS } from './vocabulary.js';
import { casesApart, namedOccasionsApart } from './cases.js';
import { clauseText, differentThings, headsDiffer, pathNamesSubject, type Hit } from './subject.js';

/** The older asserts X in a clause about what the newer says goes without X. */
export function absenceHit(older: Analysis, newer: Analysis): Hit | null {
  for (const d of newer.denials) {
    // "runs outside of any transaction" goes without one as much as "without" says (analyze.ts splitFragments).
    if (d.cue !== 'without' && d.cue !== 'outside of') continue;
    const lacking = newer.clauses[d.clause];
    // "fails without X", "never runs without X": a requirement, not an absence.
    if (lacking === undefined || !lacking.positive || lacking.conditional || lacking.modals.length > 0) continue;
    for (const key of d.keys) {
      if (GENERIC_STEMS.has(key) || !(termWeight(key) > 0)) continue;
      // The newer itself has X elsewhere ("without `--strict` locally; CI adds `--strict`").
      if (assertedOutside(newer, key, d)) continue;
      for (const having of older.clauses) {
        if (!having.positive || having.conditional || ((having.terms.get(key) ?? 0) <= 0 && !assignsKey(having, key))) continue;
        if (older.denials.some((x) => x.terms.has(key))) continue;
        if (!oneSubject(having, lacking, d)) continue;
        return {
          kind: 'polarity',
          reason: `polarity: the older has "${d.phrase}", the newer goes without it ("${clauseText(having)}" / "${clauseText(lacking)}")`,
          older: [d.phrase],
          newer: [d.cue, d.phrase],
        };
      }
    }
  }
  return null;
}

/** `Cache-Control: public, max-age=31536000`, `RETRIES=3`: a name in code written with its value (a module constant, disc-040). */
const ASSIGNED_KEY = /^([A-Za-z_][\w.-]*)\s*[:=]/;

/**
 * The clause writes `key` in code with a value ("sets `Cache-Control: public, max-age=31536000`"): the header or setting
 * is there, so going without `Cache-Control` denies it (recall-94).
 */
function assignsKey(c: Clause, key: string): boolean {
  for (const t of c.tokens) {
    if (t.kind !== 'code') continue;
    const assigned = ASSIGNED_KEY.exec(t.raw);
    if (assigned !== null && assigned[1]!.toLowerCase() === key) return true;
  }
  return false;
}

/** A positive clause of the discovery names `key` outside the denial. */
function assertedOutside(analysis: Analysis, key: string, d: Denial): boolean {
  for (const c of analysis.clauses) if (c.positive && (c.terms.get(key) ?? 0) > 0 && c !== analysis.clauses[d.clause]) return true;
  return false;
}

/**
 * The clause that has X and the one that goes without it are about one thing: a specific word in common besides X,
 * no different subjects, no scope ("in CI", "locally") each names apart, no name each has of its own.
 */
function oneSubject(having: Clause, lacking: Clause, d: Denial): boolean {
  let shared = false;
  for (const [t, w] of having.terms) {
    if (w <= 0 || d.terms.has(t) || t.startsWith('ant:') || GENERIC_STEMS.has(t) || !(termWeight(t) > 0)) continue;
    if ((lacking.terms.get(t) ?? 0) > 0) shared = true;
  }
  // "The `ingest` lambda" / `lambdas/ingest/handler.js`: a subject named by its path on one side is one subject, and the
  // words each side adds around it no two things (recall-94).
  if (!shared || (differentThings(having, lacking) && !(namedByPath(having, lacking) && restWritten(lacking, having, d)))) return false;
  const own = (x: Clause, y: Clause, test: (t: string, w: number) => boolean) => {
    for (const [t, w] of x.terms) if (w > 0 && !y.terms.has(t) && !d.terms.has(t) && test(t, w)) return true;
    return false;
  };
  const qualifier = (t: string) => QUALIFIERS.has(t);
  // "without --coverage locally": the denial runs to the clause's end, so a scope after X is in it.
  let scoped = false;
  for (const t of d.terms) if (QUALIFIERS.has(t) && !d.keys.includes(t) && !having.terms.has(t)) scoped = true;
  if (own(having, lacking, qualifier) && (scoped || own(lacking, having, qualifier))) return false;
  const name = (_: string, w: number) => w >= 2;
  if (own(having, lacking, name) && own(lacking, having, name)) return false;
  // "The `sync` worker" / "The `audit` worker": a word of each side's own right before the same word.
  const before = ownModified(lacking, having);
  return before.size === 0 || !hasAny(ownModified(having, lacking), before);
}

/** One clause's subject is a path whose parts the other's subject words all name (subject.ts pathNamesSubject). */
function namedByPath(x: Clause, y: Clause): boolean {
  return (x.head !== null && pathNamesSubject(x, x.head, y)) || (y.head !== null && pathNamesSubject(y, y.head, x));
}

/** Every specific word `lacking` writes after its subject, outside what it goes without, is in `having`: one action on one thing. */
function restWritten(lacking: Clause, having: Clause, d: Denial): boolean {
  const from = lacking.head === null ? 0 : lacking.tokens.indexOf(lacking.head) + 1;
  for (let i = from; i < lacking.tokens.length; i++) {
    for (const t of lacking.tokens[i]!.terms) if (termWeight(t) > 0 && !GENERIC_STEMS.has(t) && !t.startsWith('ant:') && !d.terms.has(t) && !having.terms.has(t)) return false;
  }
  return true;
}

/** The terms of `x` that a word of its own, which `y` lacks, stands right before. */
function ownModified(x: Clause, y: Clause): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < x.tokens.length; i++) {
    const t = x.tokens[i]!;
    // A marker of change ("now", "again") says when, not which: "are now published" / "publishes".
    if (t.terms.length === 0 || MARKER_STARTS.has(t.norm) || t.terms.some((z) => y.terms.has(z))) continue;
    for (const z of x.tokens[i + 1]!.terms) if (termWeight(z) > 0 && y.terms.has(z)) out.add(z);
  }
  return out;
}

function hasAny(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

const NECESSITY_CUE = /\b(need|needs|require|requires|required)\b/;

/**
 * One side says a named thing is not used here ("We don't depend on kemal", "Don't use pnpm here", "`ios/` doesn't use
 * CocoaPods"), the other that it is ("Crystal app uses the `kemal` shard"): the denial names nothing but the thing
 * and, at most, a subject or scope the other side names too. A denial with a subject or a scope of its own ("The admin
 * app doesn't use Redux", "we don't use Redis for sessions") is about something narrower.
 */
export function deniedUseHit(older: Analysis, newer: Analysis): Hit | null {
  return deniedUse(older, newer, false) ?? deniedUse(newer, older, true);
}

function deniedUse(having: Analysis, lacking: Analysis, olderLacks: boolean): Hit | null {
  for (const d of lacking.denials) {
    // "No need to go through Terraform" says it is not required, not that it is not used: modality's, not this.
    if (d.source !== 'negated-use' || d.keys.length !== 1 || NECESSITY_CUE.test(d.cue)) continue;
    const key = d.keys[0]!;
    if (GENERIC_STEMS.has(key) || !(termWeight(key) > 0) || !(isName(key, having) || isName(key, lacking))) continue;
    const denying = lacking.clauses[d.clause];
    if (denying === undefined || denying.positive || denying.conditional) continue;
    if (assertedOutside(lacking, key, d) || having.denials.some((x) => x.terms.has(key))) continue;
    for (const c of having.clauses) {
      if (!c.positive || c.conditional || c.negated || (c.terms.get(key) ?? 0) <= 0) continue;
      if (deniesRepeating(denying, c) || exceptionNamed(having, denying) || casesApart(denying, lacking, c, having) || namedOccasionsApart(denying, c)) continue;
      if (!onlyNamesShared(denying, d, c, having)) continue;
      const [o, n] = olderLacks ? [denying, c] : [c, denying];
      return {
        kind: 'polarity',
        reason: `polarity: the ${olderLacks ? 'older' : 'newer'} says ${d.phrase} is not used, the ${olderLacks ? 'newer' : 'older'} uses it ("${clauseText(o)}" / "${clauseText(n)}")`,
        older: olderLacks ? [d.cue, d.phrase] : [d.phrase],
        newer: olderLacks ? [d.phrase] : [d.cue, d.phrase],
      };
    }
  }
  return null;
}

/** Every specific word of the denying clause besides the denied thing and its verb is one the other side writes too. */
function onlyNamesShared(denying: Clause, d: Denial, c: Clause, having: Analysis): boolean {
  const negation = denying.tokens.findIndex((x) => denying.negations.includes(x.norm));
  for (const [t, w] of denying.terms) {
    if (w <= 0 || t === d.keys[0] || denying.verbs.has(t) || GENERIC_STEMS.has(t) || !(termWeight(t) > 0)) continue;
    // Named in the clause that uses the thing; the subject may be named elsewhere in its discovery, and nowhere denied there.
    if (c.terms.has(t) || ofThisProject(denying, t)) continue;
    if (!having.terms.has(t) || deniedIn(having, t) || !subjectTerm(denying, t, negation)) return false;
  }
  return !differentThings(c, denying);
}

/** The discovery denies `t`, or writes it in a negated clause ("…, not the worker"). */
function deniedIn(a: Analysis, t: string): boolean {
  for (const d of a.denials) if (d.terms.has(t)) return true;
  for (const c of a.clauses) if (!c.positive && c.terms.has(t)) return true;
  return false;
}

/**
 * A name rather than a word: written as code or a proper noun somewhere in the discovery (`kemal`, "CocoaPods",
 * "Paket" after the sentence's first word), not "caching" or "transactions".
 */
function isName(key: string, a: Analysis): boolean {
  if ((a.terms.get(key) ?? 0) >= 2) return true;
  for (const c of a.clauses) {
    for (let i = 0; i < c.tokens.length; i++) {
      const t = c.tokens[i]!;
      if (!t.terms.includes(key)) continue;
      // In code, the name itself or a command it starts (`pnpm install`), not a part (`--legacy-peer-deps` is no "deps").
      if (t.kind === 'code' ? t.terms[0] === key || t.norm.startsWith(`${key} `) : INNER_CAPITAL.test(t.raw) || (i > 0 && CAPITALISED.test(t.raw))) return true;
    }
  }
  return false;
}

/** A capital after the first letter (`GitHub`, `iOS`) or at the start of a word past the first: a name, not a plain word. */
const INNER_CAPITAL = /^.+[A-Z]/;
const CAPITALISED = /^[A-Z]/;
const THIS_OR_OUR = new Set(['this', 'our']);

/** `t` is written before the clause's negation at `negation`: the subject's, not the object's or a scope's. */
function subjectTerm(c: Clause, t: string, negation: number): boolean {
  for (let i = 0; i < negation; i++) if (c.tokens[i]!.terms.includes(t)) return true;
  return false;
}

/** "in this game", "our app": the project itself, where the other discovery is too, not a narrower scope. */
function ofThisProject(c: Clause, t: string): boolean {
  for (let i = 1; i < c.tokens.length; i++) if (c.tokens[i]!.terms.includes(t) && THIS_OR_OUR.has(c.tokens[i - 1]!.norm)) return true;
  return false;
}

/**
 * "Never call `preserve()` twice" against "Always call `preserve()` first": the denied clause says how often ("twice",
 * "again", "more than once") where the other does not, so it denies doing the thing again, not doing it.
 */
export function deniesRepeating(c: Clause, other: Clause): boolean {
  // "The endpoint is private again" against "… is public": no denial, "again" marks a return, not a repeat.
  if (!c.negated || other.negated) return false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    const repeat = REPEATING.has(t.norm) || (t.norm === 'more' && c.tokens[i + 1]?.norm === 'than' && c.tokens[i + 2]?.norm === 'once');
    if (repeat && !other.tokens.some((u) => u.norm === t.norm)) return true;
  }
  return false;
}

const REPEATING = new Set(['twice', 'again', 'repeatedly', 'thrice']);

/**
 * The text makes an exception ("except on the CI runners", "apart from the `api/` folder", "other than drafts") and
 * the other side's clause names a specific word of it: that clause is about the exception.
 */
export function exceptionNamed(text: Analysis, c: Clause): boolean {
  if (!EXCEPTION_CUE.test(text.text)) return false;
  const tokens = tokenize(text.text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const cue = t.norm === 'except' || t.norm === 'excluding' || ((t.norm === 'apart' || t.norm === 'other' || t.norm === 'save') && (tokens[i + 1]?.norm === 'from' || tokens[i + 1]?.norm === 'than' || tokens[i + 1]?.norm === 'for'));
    if (!cue) continue;
    for (let k = i + 1; k < tokens.length; k++) {
      const u = tokens[k]!;
      if (u.kind === 'punct' && u.raw !== ',') break;
      if (u.kind === 'code' && c.tokens.some((v) => v.kind === 'code' && v.norm === u.norm)) return true;
      for (const x of u.terms) if (termWeight(x) > 0 && !x.startsWith('ant:') && !GENERIC_STEMS.has(x) && !c.verbs.has(x) && (c.terms.get(x) ?? 0) > 0) return true;
    }
  }
  return false;
}

const EXCEPTION_CUE = /\b(except|excluding|apart from|other than|save for)\b/i;

/** Nouns for one step of a process, after the action's own noun: "the normalization step", "no dedup pass". */
export const STEP_NOUNS = new Set(['step', 'steps', 'stage', 'stages', 'pass', 'passes', 'phase', 'phases']);
/** Action nouns spelled as their verb ("the VAT number lookup", "an interaction check"), beside those ending -ion, -ing, -ment. */
const BARE_ACTION_NOUNS = new Set(['check', 'checks', 'lookup', 'lookups', 'scan', 'scans', 'audit', 'audits', 'dedup', 'dedupe', 'retry', 'retries', 'cleanup', 'rebuild', 'rebuilds', 'review', 'reviews']);
const ACTION_NOUN_END = /(ion|ing|ment)$/;

/**
 * `t` is a noun of the action a verb of `other` does, as VERB_SYNONYMS groups it or as a general action covering that
 * verb (VERB_HYPONYMS): "check" against "verifies" or "scans", "lookup" against "verifies", "normalization" against
 * "normalizes". A noun of an action, not a thing named after one ("the audit log" ends in "log").
 */
export function namesOthersAction(t: Token, other: Clause): boolean {
  if (t.kind !== 'word' || !(BARE_ACTION_NOUNS.has(t.norm) || ACTION_NOUN_END.test(t.norm))) return false;
  for (const x of t.terms) {
    const canon = VERB_SYNONYMS[x] ?? x;
    const covered = VERB_HYPONYMS[canon];
    for (const v of other.verbs) {
      const cv = VERB_SYNONYMS[v] ?? v;
      if (cv === canon || (covered !== undefined && covered.has(cv))) return true;
    }
  }
  return false;
}


/**
 * An action said to be left out by a noun of it ("without any TEID lookup", "there's no batching", "with no filtering",
 * "does no speed validation", "no dedup step runs"): the clause, the noun, and the words before it that say what the
 * action is done to ("TEID", "speed"), read once per discovery.
 */
interface Omission {
  clause: Clause;
  noun: Token;
  modifiers: string[];
  /** Specific words of a scope right after the noun phrase ("for internal zones"): a narrower case than the other's. */
  scope: string[];
}

const NO_OMISSIONS: Omission[] = [];
const OMISSIONS = new WeakMap<Analysis, Omission[]>();
/** Words between the cue and the noun that say nothing of what is left out. */
const OMISSION_FILLERS = new Set(['any', 'the', 'a', 'an', 'its', 'their', 'such', 'real', 'actual', 'further', 'more']);
/** What ends a noun phrase after the cue: a preposition or link opens a scope or another claim. */
const PHRASE_ENDS = new Set(['on', 'for', 'during', 'in', 'when', 'if', 'outside', 'inside', 'within', 'between', 'except', 'at', 'from', 'to', 'via', 'through', 'by', 'of', 'but', 'so', 'because', 'since', 'before', 'after', 'unless', 'until', 'while', 'with', 'against', 'that', 'which', 'is', 'are', 'was', 'were', 'runs', 'run', 'happens', 'anymore', 'now']);
/** Nouns in -ion or -ing that name a thing more often than an action: "runs with no connection" needs none, connects nothing. */
const THING_NOUNS = new Set(['connection', 'connections', 'location', 'locations', 'permission', 'permissions', 'position', 'positions', 'collection', 'collections', 'selection', 'application', 'applications', 'production', 'extension', 'extensions', 'building', 'setting', 'settings', 'string', 'thing', 'nothing', 'anything', 'something', 'everything', 'warning', 'warnings', 'mapping', 'mappings', 'binding', 'bindings', 'ceiling', 'padding', 'heading', 'listing', 'listings', 'pricing', 'routing', 'config', 'session', 'sessions', 'version', 'versions', 'region', 'regions', 'option', 'options', 'section', 'sections', 'function', 'functions', 'question', 'questions', 'mention', 'exception', 'exceptions', 'attachment', 'attachments', 'environment', 'environments', 'department', 'document', 'documents', 'comment', 'comments', 'element', 'elements', 'payment', 'payments', 'shipment', 'shipments', 'argument', 'arguments', 'statement', 'statements', 'segment', 'segments', 'moment', 'component', 'components', 'equipment', 'instrument', 'apartment', 'requirement', 'requirements']);
/** Prepositions opening a case after the noun phrase ("no validation for internal zones"). */
const CASE_PREPOSITIONS = new Set(['for', 'in', 'on', 'during', 'when', 'if', 'at', 'except', 'outside', 'inside', 'within']);

/** The discovery's omissions of an action by its noun, read once (a cheap scan: most texts have no "no", "without"). */
function omissionsOf(a: Analysis): Omission[] {
  let found = OMISSIONS.get(a);
  if (found !== undefined) return found;
  found = NO_OMISSIONS;
  for (const c of a.clauses) {
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i]!.norm;
      // "no longer" is a change marker, "no one" a person: neither leaves an action out.
      const cue = w === 'without' || (w === 'no' && tokens[i + 1]?.norm !== 'longer' && tokens[i + 1]?.norm !== 'one');
      if (!cue || c.conditional) continue;
      const read = readOmission(c, tokens, i + 1);
      if (read === null) continue;
      if (found === NO_OMISSIONS) found = [];
      found.push(read);
    }
  }
  // "forwards packets without any TEID lookup": analyze.ts takes a "without" phrase out of its clause as a denial.
  for (const d of a.denials) {
    const c = a.clauses[d.clause];
    if (d.cue !== 'without' || c === undefined || c.conditional || !c.positive || c.modals.length > 0) continue;
    const read = readOmission(c, tokenize(d.phrase), 0);
    if (read === null) continue;
    if (found === NO_OMISSIONS) found = [];
    found.push(read);
  }
  OMISSIONS.set(a, found);
  return found;
}

/** The noun phrase from `from`: at most four words, its last an action noun (or one before a step noun). */
function readOmission(c: Clause, tokens: readonly Token[], from: number): Omission | null {
  let j = from;
  while (j < tokens.length && OMISSION_FILLERS.has(tokens[j]!.norm)) j++;
  const start = j;
  while (j < tokens.length && j - start < 5 && tokens[j]!.kind === 'word' && !PHRASE_ENDS.has(tokens[j]!.norm)) j++;
  // "the calls without a session cookie get 403": a phrase inside the subject, followed by the clause's own verb.
  if (j === start) return null;
  let last = j - 1;
  if (STEP_NOUNS.has(tokens[last]!.norm) && last > start) last--;
  const noun = tokens[last]!;
  if (!(BARE_ACTION_NOUNS.has(noun.norm) || ACTION_NOUN_END.test(noun.norm)) || THING_NOUNS.has(noun.norm)) return null;
  const modifiers: string[] = [];
  for (let m = start; m < last; m++) {
    const t = tokens[m]!;
    if (t.norm === 'or' || t.norm === 'and') continue;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x)) modifiers.push(x);
  }
  const scope: string[] = [];
  if (j < tokens.length && CASE_PREPOSITIONS.has(tokens[j]!.norm)) {
    for (let m = j + 1; m < tokens.length && tokens[m]!.kind !== 'punct'; m++) for (const x of tokens[m]!.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x)) scope.push(x);
  }
  return { clause: c, noun, modifiers, scope };
}

/**
 * One side leaves an action out by its noun, the other does it ("`gtpu_decap` forwards packets without any TEID
 * lookup" / "verifies the TEID"; "there's no batching" / "uploads events in batches"; "does no speed validation" /
 * "validates client positions against max speed"): what the noun says is done to (its words before it) must be in
 * the other clause, the two must share a subject word besides, and a case of its own after the noun ("for internal
 * zones") or a scope each side names apart makes it another claim (recall-125).
 */
export function omittedActionHit(older: Analysis, newer: Analysis): Hit | null {
  return omittedAction(older, newer, false) ?? omittedAction(newer, older, true);
}

function omittedAction(having: Analysis, lacking: Analysis, olderLacks: boolean): Hit | null {
  const omissions = omissionsOf(lacking);
  if (omissions.length === 0) return null;
  for (const o of omissions) {
    for (const c of having.clauses) {
      if (!c.positive || c.conditional || c.negations.length > 0) continue;
      if (!namesOthersAction(o.noun, c)) continue;
      if (!o.modifiers.every((x) => (c.terms.get(x) ?? 0) > 0)) continue;
      if (o.scope.some((x) => !c.terms.has(x))) continue;
      if (!sharesSubjectWord(c, o) || plainHeadsDiffer(c, o.clause)) continue;
      // "The `sync` worker" / "The `audit` worker": a word of each side's own right before the same word.
      const before = ownModified(o.clause, c);
      if ((before.size > 0 && hasAny(subjectTerms(c, ownModified(c, o.clause)), before)) || casesApart(o.clause, lacking, c, having) || namedOccasionsApart(o.clause, c)) continue;
      if (ownQualifiers(c, o.clause) && ownQualifiers(o.clause, c)) continue;
      const [p, q] = olderLacks ? [o.clause, c] : [c, o.clause];
      return {
        kind: 'polarity',
        reason: `polarity: the ${olderLacks ? 'older' : 'newer'} leaves out the ${o.noun.norm}, the ${olderLacks ? 'newer' : 'older'} does it ("${clauseText(p)}" / "${clauseText(q)}")`,
        older: [olderLacks ? o.noun.raw : clauseText(c)],
        newer: [olderLacks ? clauseText(c) : o.noun.raw],
      };
    }
  }
  return null;
}

/**
 * A specific word of the doing clause's subject (before its first verb), besides the action and what it is done to, is
 * written in the clause that leaves the action out: one doer, however else each side names it.
 */
function sharesSubjectWord(c: Clause, o: Omission): boolean {
  for (const tok of c.tokens) {
    if (tok.terms.some((x) => c.verbs.has(x))) break;
    for (const t of tok.terms) {
      if (GENERIC_STEMS.has(t) || t.startsWith('ant:') || !(termWeight(t) > 0) || o.noun.terms.includes(t) || o.modifiers.includes(t)) continue;
      if ((o.clause.terms.get(t) ?? 0) > 0) return true;
    }
  }
  return false;
}

/**
 * Both subjects end in a plain word and neither names the other's ("The label print call in `DepotPrinter`" / "The
 * status poll in `DepotPrinter`"); a name in code (`MoveHandler::apply` / `MoveHandler`) is left to sharesSubjectWord.
 */
function plainHeadsDiffer(p: Clause, q: Clause): boolean {
  return p.head !== null && q.head !== null && p.head.kind === 'word' && q.head.kind === 'word' && headsDiffer(p, q);
}

/** The terms of `terms` written in `c`'s subject, before its first verb: "The `sync` worker", not "the inner packet". */
function subjectTerms(c: Clause, terms: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const tok of c.tokens) {
    if (tok.terms.some((x) => c.verbs.has(x))) break;
    for (const x of tok.terms) if (terms.has(x)) out.add(x);
  }
  return out;
}

/** `x` names a qualifier ("staging", "locally") that `y` never writes. */
function ownQualifiers(x: Clause, y: Clause): boolean {
  for (const [t, w] of x.terms) if (w > 0 && QUALIFIERS.has(t) && !y.terms.has(t)) return true;
  return false;
}
