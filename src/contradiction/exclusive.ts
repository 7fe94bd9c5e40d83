// Exclusivity: "deploys only from main" rules out every other source, so "deploys from main and release/*"
// or "also deploys from release branches" says what the older ruled out. Read from how people write it:
// the cue before ("only", "just", "exclusively", "solely") or after ("only", "alone") what is singled out,
// and on the other side the same predicate with one more thing coordinated ("A and B", "A or B", "A as
// well as B", "plus B") or added ("also B", "B too", "B as well"). Everything else the exclusive clause says
// must be said by the other too: "only admins can delete projects" says nothing of who can view them.
import type { Analysis, Clause } from './analyze.js';
import { tokenize, type Token } from './tokens.js';

export interface ExclusiveHit {
  only: Clause;
  other: Clause;
  /** The words that single out, and the thing the other side adds. */
  cue: string;
  added: string;
}

const BEFORE = new Set(['only', 'just', 'exclusively', 'solely']);
const AFTER = new Set(['only', 'alone']);
const AUXILIARIES = new Set('is are was were be been being can could should must may might will would do does did has have had'.split(' '));
/** Words that end the thing singled out: what follows is the rest of the clause. */
const ENDS = new Set([
  ...AUXILIARIES,
  ...'and or but when if while because unless that which who where for in on at to from by with via through during until after before'.split(' '),
]);
/** "only if", "only when", "only once", "only a few": a condition or a count, not a thing singled out. */
const NOT_SINGLING = new Set(['if', 'when', 'whenever', 'once', 'one', 'a', 'an', 'then']);
const JOINS = new Set(['and', 'or', 'plus', '&', ',', '/']);

/**
 * "and returns XML", "lint errors block merging": a finite verb, with something after it, starts the predicate;
 * after a join it is a second predicate, not another thing joined.
 */
function startsPredicate(tokens: readonly Token[], k: number): boolean {
  const next = tokens[k + 1];
  return tokens[k]!.kind === 'word' && /[^s']s$|ed$/.test(tokens[k]!.norm) && next !== undefined && next.kind !== 'punct' && !ENDS.has(next.norm);
}

/** A cheap test per analysis: does any clause single something out? */
export function mayBeExclusive(a: Analysis): boolean {
  for (const c of a.clauses) if (singledOut(c)) return true;
  return false;
}

interface Singled {
  terms: Set<string>;
  cue: string;
  /** The cue's own terms ("alone", the state "exclusive"): no claim the other side must repeat. */
  cueTerms: Set<string>;
}

const SINGLED = new WeakMap<Clause, Singled | null>();

function cueTerms(c: Clause, cue: Token): Set<string> {
  const terms = new Set(cue.terms);
  for (const a of c.antonyms) if (a.word.toLowerCase() === cue.norm) terms.add(a.canon);
  return terms;
}

/** A word of BEFORE or AFTER: without one, nothing is singled out. */
function hasCue(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const norm = tokens[i]!.norm;
    if (BEFORE.has(norm) || AFTER.has(norm)) return true;
  }
  return false;
}

/** The terms of what the clause singles out with "only A" / "A only" / "A alone", or null. */
function singledOut(c: Clause): Singled | null {
  // Every clause is asked once (signalsOf), and most have no cue word: they need no WeakMap entry.
  if (!hasCue(c.tokens)) return null;
  const known = SINGLED.get(c);
  if (known !== undefined) return known;
  let found: Singled | null = null;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length && !found; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct') continue;
    // "only from main": what is singled out is the phrase after the cue (and its preposition).
    if (BEFORE.has(t.norm) && !NOT_SINGLING.has(tokens[i + 1]?.norm ?? '') && tokens[i - 1]?.norm !== 'not') {
      let j = i + 1;
      const verb = (k: number) => (tokens[k]?.terms.length ?? 0) > 0 && tokens[k]!.terms.every((x) => c.verbs.has(x));
      // "Just run `make test`", "the job just restarts the pod": "just" before a verb means "simply".
      if (t.norm === 'just' && (verb(j) || i === 0)) continue;
      // "only runs Prettier", "only deploy from main": what is singled out is the verb's object. ("only admins
      // can", "only lint errors block": a noun before a verb, or one read as a verb, is the subject.)
      const after = tokens[j + 1];
      if (verb(j) && after !== undefined && !AUXILIARIES.has(after.norm) && (/[^s]s$|ed$/.test(tokens[j]!.norm) || (ENDS.has(after.norm) && after.terms.length === 0) || after.kind === 'code')) j++;
      if (j < tokens.length && ENDS.has(tokens[j]!.norm) && !JOINS.has(tokens[j]!.norm)) j++;
      const terms = new Set<string>();
      for (; j < tokens.length; j++) {
        const u = tokens[j]!;
        // The first word is what is singled out even when read as a verb ("only admins can …").
        if (u.kind === 'punct' || ENDS.has(u.norm) || (terms.size > 0 && u.terms.length > 0 && (u.terms.every((x) => c.verbs.has(x)) || startsPredicate(tokens, j)))) break;
        for (const x of u.terms) terms.add(x);
      }
      if (terms.size > 0) found = { terms, cue: t.raw, cueTerms: cueTerms(c, t) };
    }
    // "accepts JSON only", "main alone": the word before the cue.
    if (!found && AFTER.has(t.norm) && i > 0) {
      const prev = tokens[i - 1]!;
      if (prev.kind !== 'punct' && prev.terms.length > 0 && !prev.terms.every((x) => c.verbs.has(x))) found = { terms: new Set(prev.terms), cue: t.raw, cueTerms: cueTerms(c, t) };
    }
  }
  SINGLED.set(c, found);
  return found;
}

/** The other clause names the singled-out thing with another joined to it, or adds another with "also". */
function addsAnother(only: Clause, { terms: singled, cueTerms: cue }: Singled, other: Clause): string | null {
  if (other.negated || other.conditional || only.negated || only.conditional) return null;
  // Everything the exclusive clause says besides what it singles out, the other says too.
  // And it says something besides: "only Prettier runs there" against "(too slow)" shares no predicate.
  let said = false;
  for (const x of only.terms.keys()) {
    const w = only.terms.get(x)!;
    if (w === 0 || singled.has(x) || cue.has(x)) continue;
    if (!other.terms.has(x)) return null;
    said = true;
  }
  if (!said) return null;
  // Pushed, not spread/filter/map: the chain's arrays were a "wrong map" here in every bench run.
  const extra: string[] = [];
  for (const x of other.terms.keys()) { const w = other.terms.get(x)!; if (w > 0 && !only.terms.has(x) && !other.verbs.has(x)) extra.push(x); }
  if (extra.length === 0) return null;
  const tokens = other.tokens;
  const names = (t: Token) => t.terms.some((x) => singled.has(x));
  const at = tokens.findIndex(names);
  let group: Token[];
  // "Type errors also block merging" against "only lint errors …": a kind of the singled-out thing is another one.
  if (at >= 0 && [...singled].every((x) => other.terms.has(x))) {
    // "main and release/* branches", "JSON or XML", "Postgres as well as MySQL": the run of joined names.
    let start = at;
    let end = at;
    let joined = false;
    const joinAt = (k: number) => JOINS.has(tokens[k]?.norm ?? '') || (tokens[k]?.norm === 'as' && tokens[k + 1]?.norm === 'well' && tokens[k + 2]?.norm === 'as');
    // A verb ends the run: "accepts JSON and returns XML" adds an action, not another thing accepted.
    const word = (k: number) => k >= 0 && k < tokens.length && tokens[k]!.kind !== 'punct' && !ENDS.has(tokens[k]!.norm) && tokens[k]!.terms.length > 0 && (k === at || !tokens[k]!.terms.every((x) => other.verbs.has(x)));
    for (;;) {
      let k = end + 1;
      while (word(k)) k++;
      if (k > end + 1) end = k - 1;
      if (!joinAt(k)) break;
      // "on main and on release branches": the preposition said again before the next one.
      const again = tokens[k + 1]?.norm === tokens[start - 1]?.norm && ENDS.has(tokens[k + 1]!.norm) ? 1 : 0;
      const skip = (tokens[k]!.norm === 'as' ? 3 : 1) + again;
      if (!word(k + skip) || startsPredicate(tokens, k + skip)) break;
      end = k + skip;
      if (tokens[k]!.norm !== ',') joined = true;
    }
    for (;;) {
      let k = start - 1;
      while (word(k)) k--;
      if (k < start - 1) start = k + 1;
      if (!(k >= 0 && JOINS.has(tokens[k]!.norm) && word(k - 1))) break;
      start = k - 1;
      if (tokens[k]!.norm !== ',') joined = true;
    }
    // "In `packages/x/`, lint errors block the merge": a comma alone joins a place to the clause, not a list.
    if (!joined) return null;
    group = tokens.slice(start, end + 1);
  } else {
    // "we also deploy from release branches", "release branches as well": another in the same place.
    // "(too slow)" is no addition: "too" adds only at the end of what it adds to ("release branches too").
    const adding = tokens.some((t, k) => t.norm === 'also' || (t.norm === 'too' && (tokens[k + 1] === undefined || tokens[k + 1]!.kind === 'punct')) || (t.norm === 'as' && tokens[k + 1]?.norm === 'well'));
    if (!adding) return null;
    // One phrase: "In staging, owners can also delete projects" adds a place and a role, not one more of a kind.
    const where = tokens.flatMap((t, k) => (t.terms.some((x) => extra.includes(x)) ? [k] : []));
    const run = tokens.slice(where[0], where[where.length - 1]! + 1);
    if (run.some((t) => t.kind === 'punct' || ENDS.has(t.norm))) return null;
    group = run;
  }
  const inGroup = new Set(group.flatMap((t) => t.terms));
  if (!extra.every((x) => inGroup.has(x))) return null;
  return group.filter((t) => t.terms.some((x) => extra.includes(x))).map((t) => t.raw).join(' ');
}

export function exclusiveHit(older: Analysis, newer: Analysis): ExclusiveHit | null {
  for (const [a, b] of [[older, newer], [newer, older]] as const) {
    for (const only of a.clauses) {
      const singled = singledOut(only);
      // The other text singling out the same thing says what this one says.
      if (!singled || b.clauses.some((c) => [...(singledOut(c)?.terms ?? [])].some((x) => singled.terms.has(x)))) continue;
      for (const other of b.clauses) {
        if (singledOut(other)) continue;
        const added = addsAnother(only, singled, other);
        if (added) return { only, other, cue: singled.cue, added };
      }
    }
  }
  return null;
}

/** Words that open the case left out of an "only": "outside pass windows", "with no `SENTRY_DSN`", "unless it is set". */
const COMPLEMENT_OPENERS = new Set(['outside', 'without', 'unless', 'absent']);
const NO_AFTER = new Set(['with', 'if', 'when', 'for']);
/** "by nothing else", "no other branch", "nothing but": the other side's own "only". */
const OTHERS_DENIED = new Set(['else', 'other', 'but']);
const SENTENCE_ENDS = new Set(['.', ';', '!', '?']);
/** Where the case named after an opener ends: "with no `SENTRY_DSN` in the environment", "outside pass windows the uplink …". */
const CASE_ENDS = new Set('the a an its in on at for to of from by with and or is are was were'.split(' '));

/**
 * One side restricts with "only" ("Sentry is only initialized when `SENTRY_DSN` is set", "The uplink is only enabled
 * during a scheduled pass window", "The workflow only runs on pushes to `main`") and the other says the same from the
 * other end: the case left out is negated ("With no `SENTRY_DSN`, Sentry init is skipped", "Outside scheduled pass
 * windows the uplink stays disabled") or everything else is ("and by nothing else"). A negation that says so is the
 * "only" restated, not its denial.
 */
export function onlyRestated(older: Analysis, newer: Analysis): boolean {
  const olderOnly = older.text.toLowerCase().includes('only');
  const newerOnly = newer.text.toLowerCase().includes('only');
  if (!olderOnly && !newerOnly) return false;
  const olderTokens = tokenize(older.text);
  const newerTokens = tokenize(newer.text);
  return (olderOnly && restates(olderTokens, newerTokens)) || (newerOnly && restates(newerTokens, olderTokens));
}

function restates(onlySide: readonly Token[], tokens: readonly Token[]): boolean {
  const scope = onlyScope(onlySide);
  if (scope === null) return false;
  for (let i = 0; i < tokens.length; i++) {
    const norm = tokens[i]!.norm;
    if ((norm === 'nothing' || norm === 'no') && OTHERS_DENIED.has(tokens[i + 1]?.norm ?? '')) return true;
    let from = -1;
    if (COMPLEMENT_OPENERS.has(norm)) from = i + (tokens[i + 1]?.norm === 'of' ? 2 : 1);
    else if (norm === 'no' && i > 0 && NO_AFTER.has(tokens[i - 1]!.norm)) from = i + 1;
    if (from < 0) continue;
    while (from < tokens.length && (tokens[from]!.norm === 'the' || tokens[from]!.norm === 'a' || tokens[from]!.norm === 'an')) from++;
    // The case named after the opener, up to the next punctuation: each of its words the "only" side restricts to.
    let named = 0;
    let missing = false;
    for (let k = from; k < tokens.length && k < from + 5 && tokens[k]!.kind !== 'punct' && !CASE_ENDS.has(tokens[k]!.norm); k++) {
      for (const x of tokens[k]!.terms) {
        if (scope.has(x)) named++;
        else missing = true;
      }
    }
    if (named > 0 && !missing) return true;
  }
  return false;
}

/** The terms said after "only" in its sentence ("only initialized when `SENTRY_DSN` is set"), or null without one. */
function onlyScope(tokens: readonly Token[]): Set<string> | null {
  let scope: Set<string> | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.norm !== 'only') continue;
    scope ??= new Set();
    for (let k = i + 1; k < tokens.length && !SENTENCE_ENDS.has(tokens[k]!.norm); k++) for (const x of tokens[k]!.terms) scope.add(x);
  }
  return scope;
}
