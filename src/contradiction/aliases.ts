// One subject named two ways. The subject test (subject.ts sameSubject) counts a
// word one side writes and the other lacks as a difference; these are the words
// that name the other side's subject another way, and so count as shared:
//
// - a tool and its role: "the Postgres volume" / "the db volume", "the Tauri app"
//   / "the desktop client" (roles and their words: alternatives.ts);
// - a short form: "phx" / "Phoenix", "recsys" / "recommendation", "k8s".
// - a kin noun: "the smoke suite" / "the smoke tests", "links" / "URLs", "photos" / "images".
//
// Only for the subject of a claim (state, value, polarity, modality): two members
// of one role are the substitution check's business, and what else the two sides
// say still decides whether they are about one thing.

import type { Clause } from './analyze.js';
import { ALTERNATIVE_GROUPS } from './alternatives.js';
import { stem } from './stem.js';
import { wordTerms, type Token } from './tokens.js';
import { GENERIC_STEMS, LINKS, QUALIFIERS, QUANTITY_PREDICATE_STEMS } from './vocabulary.js';

/**
 * A tool named on one side and its role in words on the other: "the Postgres volume" / "the db volume", "the
 * Tauri app" / "the desktop client". The terms of both (`postgr`, `databas`), or null. Only where the side
 * with the role words names no other tool that could fill that role (then "the Redis volume" is another thing);
 * a tool of another role there ("The mobile repo uses Yarn") only when the role word is in that side's subject.
 * Only through role words that say which role ("db", "desktop"), not general ones ("app", "service", "data"), its
 * verbs ("stored") or a platform's name ("iOS").
 * Two members of one role are the substitution check's business: this reads one member against words.
 */
function roleNamed(p: Clause, q: Clause, a: Map<string, number>, b: Map<string, number>): Set<string> | null {
  if (p.memberTerms.size === 0 && q.memberTerms.size === 0) return null;
  // Each side as the tool's, in turn; a function called twice rather than a loop over arrays built per call.
  return roleNamedBy(q, p, b, a, roleNamedBy(p, q, a, b, null));
}

/**
 * roleNamed with `member` the side naming the tool: its finds added to `out`. Why not substitution.ts's roleWordIn,
 * which reads the same: that one excuses a scope word where both sides name a tool of one role; this one finds the
 * terms align() takes as one subject, so it reads where the role word stands and which tools the role side names.
 */
function roleNamedBy(member: Clause, other: Clause, own: Map<string, number>, theirs: Map<string, number>, out: Set<string> | null): Set<string> | null {
  if (member.memberTerms.size === 0) return out;
  const toolOfItsOwn = namesOtherTool(other, member);
  for (const t of member.memberTerms.keys()) {
    const memberships = member.memberTerms.get(t)!;
    if (!own.has(t) || theirs.has(t)) continue;
    for (const m of memberships) {
      const group = ALTERNATIVE_GROUPS[m.group]!;
      if (group.contextOnly) continue;
      for (const r of theirs.keys()) {
        const weight = theirs.get(r)!;
        if (weight <= 0 || own.has(r) || !group.roleStems.has(r) || GENERIC_STEMS.has(r) || other.verbs.has(r) || r.startsWith('ant:')) continue;
        // "the Redis volume" / "the Postgres volume" / "the db volume": a tool of its own on the role's side that could
        // fill that role is another thing. A tool of another role is what the clause says about it: "The mobile repo
        // uses Yarn" / "`pnpm` is the package manager for the React Native repo" (a package manager is no mobile app).
        if (rivalForRole(other, member, r)) continue;
        // Then the role word is what the clause is about, in its subject ("over five runs" is a tail), and that tool
        // is not: "The Redis db volume" is Redis's.
        if (toolOfItsOwn && (!inSubject(other, r) || toolInSubject(other, member))) continue;
        // "iOS" is a role word of mobile frameworks, and a platform of its own; a scope ("dev", "desktop") is
        // the role only where the tool's side has no scope of its own ("Vite's preview server" / "the dev server").
        if (NAME_TERMS.has(r) || (QUALIFIERS.has(r) && hasScope(own))) continue;
        (out ??= new Set()).add(t).add(r);
      }
    }
  }
  return out;
}

/** Terms of languages and platforms ("ios", "android", "web"): a role word spelled like one names a part of the project, not the role. */
const NAME_TERMS = new Set(ALTERNATIVE_GROUPS.filter((g) => g.contextOnly).flatMap((g) => g.members.flat().filter((k) => !k.includes(' ')).flatMap((k) => wordTerms(k.toLowerCase()))));

function hasScope(terms: Map<string, number>): boolean {
  for (const t of terms.keys()) if (QUALIFIERS.has(t)) return true;
  return false;
}

/** Terms one side writes that name the other side's subject another way: a tool by its role, a word by its short form, a head after one modifier. */
export function aliases(p: Clause, q: Clause, a: Map<string, number>, b: Map<string, number>): Set<string> | null {
  let roles = roleNamed(p, q, a, b);
  const short = shortForms(p, q, a, b) ?? shortForms(q, p, b, a);
  if (short) if (roles) for (const t of short) roles.add(t);
  else roles = short;
  const heads = headsOfOneThing(p, q, a, b);
  if (heads) if (roles) for (const t of heads) roles.add(t);
  else roles = heads;
  const kin = kinNouns(p, q, a, b);
  if (kin) if (roles) for (const t of kin) roles.add(t);
  else roles = kin;
  return roles;
}

/**
 * Nouns plain notes swap for one thing whatever comes before them: "the e2e suite" / "the e2e tests", "preview
 * links" / "preview URLs", "uploaded photos" / "uploaded images", "an approval from the payments team" / "a
 * payments-team review", "the health endpoint" / "the health route", "`ContainerStatusController`" / "the container
 * status endpoint" (an MVC controller is how code names the endpoints it serves; not "handler", which handles events
 * and jobs as well). Each row is one thing; as terms. Written from how notes and code name things, not from any set
 * of discoveries: a row holds nouns that never name two things side by side in one system (not "job" / "task",
 * "image" / "container", "data" / "metadata"). A word of its own right before the noun, on either side, says which
 * one ("The order history endpoint" / "The `Orders` controller"), unless it is a word of the quantity ("Max image
 * upload size").
 */
const KIN_NOUNS: ReadonlyMap<string, number> = new Map(
  ['test spec suite', 'link url uri', 'photo image picture', 'approval review', 'endpoint route controller'].flatMap((row, k) =>
    row.split(' ').map((w) => [wordTerms(w)[0]!, k] as const),
  ),
);

/** The token is a noun of a KIN_NOUNS row and the other clause writes another noun of that row, not its own: "photos" / "images". */
export function kinNamed(c: Clause, token: Token, other: Clause): boolean {
  if (token.kind !== 'word' || token.terms.length !== 1) return false;
  const x = token.terms[0]!;
  const row = KIN_NOUNS.get(x);
  if (row === undefined || c.verbs.has(x) || other.terms.has(x)) return false;
  // "Product photos" / "Banner images": a word before the head that the other side lacks says which thing.
  const before = c.tokens[c.tokens.indexOf(token) - 1];
  if (before !== undefined && before.kind !== 'punct' && before.terms.length > 0 && !before.terms.some((t) => other.terms.has(t))) return false;
  for (const y of other.terms.keys()) if (y !== x && KIN_NOUNS.get(y) === row && !other.verbs.has(y) && !c.terms.has(y)) return true;
  return false;
}

/** The terms each side writes as a noun of one KIN_NOUNS row that the other side lacks; or null. */
function kinNouns(p: Clause, q: Clause, a: Map<string, number>, b: Map<string, number>): Set<string> | null {
  let out: Set<string> | null = null;
  for (const x of a.keys()) {
    const row = KIN_NOUNS.get(x);
    if (row === undefined || b.has(x) || p.verbs.has(x) || ownWordBefore(p, x, b)) continue;
    for (const y of b.keys()) {
      if (y === x || KIN_NOUNS.get(y) !== row || a.has(y) || q.verbs.has(y) || ownWordBefore(q, y, a)) continue;
      (out ??= new Set()).add(x).add(y);
    }
  }
  return out;
}

/**
 * The word right before the clause's noun `x` is a word the other side lacks: "The order history endpoint" / "The
 * `Orders` controller" says which endpoint, as kinNamed reads a token ("Product photos" / "Banner images").
 */
function ownWordBefore(c: Clause, x: string, other: Map<string, number>): boolean {
  const tokens = c.tokens;
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || t.terms.length !== 1 || t.terms[0] !== x) continue;
    const before = tokens[k - 1]!;
    // A word of the quantity ("Max image upload size") says what is measured, not which thing.
    if (before.kind !== 'punct' && before.terms.length > 0 && !before.terms.some((y) => other.has(y) || GENERIC_STEMS.has(y) || QUANTITY_PREDICATE_STEMS.has(y))) return true;
  }
  return false;
}

/**
 * Nouns that name one thing after one modifier, whichever each writer picks: a unique index is a unique constraint,
 * a feature flag a feature toggle, a health check a health probe. Each row is the modifier, then the heads; as terms.
 * Written from how schemas, configs and ops notes name things, not from any set of discoveries. The modifier alone
 * says which thing: "the unique index" / "the partial index" are two.
 */
const HEADS_OF_ONE_THING: ReadonlyArray<readonly [modifier: string, heads: ReadonlySet<string>]> = [
  'unique: index constraint key',
  'foreign: key constraint',
  'primary: key constraint',
  'feature: flag toggle switch',
  'health: check probe endpoint',
  'rate: limit limiter throttle',
  'connection: pool pooler',
  'message: queue broker bus',
  'error: tracker tracking reporting',
  'cron: job entry schedule',
  'log: level verbosity',
  'service: account principal',
  'access: token jwt',
].map((row) => {
  const [modifier, heads] = row.split(':') as [string, string];
  return [wordTerms(modifier.trim())[0]!, new Set(heads.trim().split(/\s+/).map((h) => wordTerms(h)[0]!))] as const;
});

/**
 * General head nouns that say how a note words a thing, not which thing it is, once a specific word both sides write
 * comes right before them: "the Part 117 rest rules" / "Part 117 rest limits", "its own retry loop" / "no retry
 * logic", "METAR observations" / "METAR data", "proxy settings" / "proxy config". Each row is one kind (rules,
 * code that does a thing, recorded facts, settings, a screen, what comes back); nouns of two rows name two things
 * ("the retry limit" / "the retry logic"). As words, not stems: "settings" and "readings" stem to verbs. Written from
 * how plain notes name the thing a modifier picks out, not from any set of discoveries.
 */
const WORDING_HEADS: ReadonlyMap<string, number> = new Map(
  [
    'rule rules limit limits check checks constraint constraints requirement requirements restriction restrictions policy policies quota quotas',
    'logic loop loops routine routines mechanism mechanisms handling behaviour behavior implementation',
    'data info information record records observation observations reading readings entry entries dataset datasets',
    'setting settings config configs configuration configurations option options preference preferences',
    'page pages screen screens ui',
    'result results response responses output outputs',
  ].flatMap((row, k) => row.split(' ').map((w) => [w, k] as const)),
);

/** The WORDING_HEADS row of the word `t`, written as a noun (not one of its clause's verbs), or -1. */
export function wordingRow(c: Clause, t: Token): number {
  if (t.kind !== 'word') return -1;
  const row = WORDING_HEADS.get(t.norm);
  if (row === undefined) return -1;
  for (const x of t.terms) if (c.verbs.has(x)) return -1;
  return row;
}

/** The heads `p` and `q` write after one HEADS_OF_ONE_THING modifier, each a head the other side lacks; or null. */
function headsOfOneThing(p: Clause, q: Clause, a: Map<string, number>, b: Map<string, number>): Set<string> | null {
  let out: Set<string> | null = null;
  for (const [modifier, heads] of HEADS_OF_ONE_THING) {
    if (!a.has(modifier) || !b.has(modifier)) continue;
    const x = headAfter(p, modifier, heads);
    const y = x === undefined ? undefined : headAfter(q, modifier, heads);
    if (y === undefined || x === y || b.has(x!) || a.has(y)) continue;
    (out ??= new Set()).add(x!).add(y);
  }
  return out;
}

/** The term of `heads` the clause writes right after the word `modifier` ("unique constraint"), or undefined. */
function headAfter(c: Clause, modifier: string, heads: ReadonlySet<string>): string | undefined {
  for (let k = 0; k + 1 < c.tokens.length; k++) {
    if (c.tokens[k]!.kind !== 'word' || c.tokens[k]!.terms[0] !== modifier) continue;
    const next = c.tokens[k + 1]!;
    if (next.kind === 'word' && next.terms.length === 1 && heads.has(next.terms[0]!)) return next.terms[0];
  }
  return undefined;
}

/**
 * A clause's words as written that may be short forms ("phx", "recsys", "k8s"), and its longer words: each as its
 * term followed by its norm, in one flat list. Flat, and one shared empty value for a clause with neither: every
 * clause a subject test reads keeps its entry as long as its analysis lives, and what lives on the garbage
 * collector copies (a pair per word was ~0.7 MB more per contradictions bench run).
 */
interface Written {
  short: string[];
  long: string[];
}
const WRITTEN = new WeakMap<Clause, Written>();
const NOTHING_WRITTEN: Written = { short: [''].slice(0, 0), long: [''].slice(0, 0) };
const SHORT_SHAPE = /^(?:[a-z][^aeiouy\d\W]{2,4}|[a-z]\d{1,2}[a-z]|[a-z]{6,7})$/;

function written(c: Clause): Written {
  let w = WRITTEN.get(c);
  if (!w) {
    let short: string[] | null = null;
    let long: string[] | null = null;
    for (let k = 0; k < c.tokens.length; k++) {
      const t = c.tokens[k]!;
      if ((t.kind !== 'word' && t.kind !== 'code') || t.terms.length !== 1) continue;
      const term = t.terms[0]!;
      if (GENERIC_STEMS.has(term) || c.verbs.has(term)) continue;
      if (SHORT_SHAPE.test(t.norm)) (short ??= []).push(term, t.norm);
      if (t.norm.length >= 5 && LETTERS.test(t.norm)) (long ??= []).push(term, t.norm);
    }
    w = short === null && long === null ? NOTHING_WRITTEN : { short: short ?? NOTHING_WRITTEN.short, long: long ?? NOTHING_WRITTEN.long };
    WRITTEN.set(c, w);
  }
  return w;
}
const LETTERS = /^[a-z]+$/;

/**
 * "phx" / "the Phoenix app", "recsys" / "the recommendation model", "k8s" / "Kubernetes": a word of `p` the other
 * side lacks, written as a short form of a word only the other side has. The terms of both, or null. What else the
 * two sides say still decides (slotsContrast): this only stops the short form alone from making two subjects.
 */
function shortForms(p: Clause, q: Clause, a: Map<string, number>, b: Map<string, number>): Set<string> | null {
  const shorts = written(p).short;
  if (shorts.length === 0) return null;
  const longs = written(q).long;
  let out: Set<string> | null = null;
  for (let i = 0; i < shorts.length; i += 2) {
    const term = shorts[i]!;
    if (b.has(term) || !a.has(term)) continue;
    for (let j = 0; j < longs.length; j += 2) {
      const long = longs[j]!;
      if (a.has(long) || !b.has(long) || !abbreviates(shorts[i + 1]!, longs[j + 1]!, longs)) continue;
      (out ??= new Set()).add(term).add(long);
    }
  }
  return out;
}

/**
 * `short` is written the way people shorten `long`: its first letter and count of letters between (k8s,
 * i18n), its consonants from the same first letter, the second among the first five letters and the last
 * in the word's second half (phx, cfg, mgr, ctx), or the first syllable followed by the start of a general
 * word or of another word of that side (rec-sys for "recommendation system"). A short form is shorter by at
 * least three letters.
 */
function abbreviates(short: string, long: string, others: readonly string[]): boolean {
  if (short[0] !== long[0] || long.length < short.length + 3) return false;
  const numeronym = /^[a-z](\d{1,2})[a-z]$/.exec(short);
  if (numeronym) return long.length === Number(numeronym[1]) + 2 && long.endsWith(short[short.length - 1]!);
  if (!/[aeiouy]/.test(short.slice(1))) {
    // The last letter in the word's second half: "mgr" is manager, not migration.
    const second = long.indexOf(short[1]!, 1);
    const last = long.lastIndexOf(short[short.length - 1]!);
    return second > 0 && second <= 4 && last > second && last * 2 >= long.length && inOrder(short.slice(2, -1), long.slice(second + 1, last));
  }
  // A short form is not the word's start alone ("web" in "webhook"): two syllables of two words.
  for (let k = 3; k <= short.length - 3; k++) {
    if (!long.startsWith(short.slice(0, k))) break;
    const rest = short.slice(k);
    if (GENERAL_WORD_STARTS.has(rest) || startsAnother(others, long, rest)) return true;
  }
  return false;
}

/** A longer word of that side (`others`: terms and norms, flat) other than `long` starts with `rest`. */
function startsAnother(others: readonly string[], long: string, rest: string): boolean {
  for (let j = 1; j < others.length; j += 2) {
    const w = others[j]!;
    if (w !== long && w.length >= rest.length + 3 && w.startsWith(rest)) return true;
  }
  return false;
}

/** The starts (3–4 letters) of general words a short form may end in: "sys" (system), "serv" (service). */
const GENERAL_WORD_STARTS = new Set([...GENERIC_STEMS].filter((w) => /^[a-z]{6,}$/.test(w)).flatMap((w) => [w.slice(0, 3), w.slice(0, 4)]));

/** The clause names a tool (not a language or platform) that `other` does not. */
function namesOtherTool(c: Clause, other: Clause): boolean {
  for (const [group, name] of c.alternatives) if (!ALTERNATIVE_GROUPS[group]!.contextOnly && other.alternatives.get(group) !== name) return true;
  return false;
}

/**
 * The clause writes the term before its first verb and any preposition: in what it is about, not in what it says
 * about it or in a phrase of place or time ("over five runs").
 */
function inSubject(c: Clause, term: string): boolean {
  const tokens = c.tokens;
  for (let k = 0; k < tokens.length; k++) {
    if (LINKS.has(tokens[k]!.norm)) return false;
    const x = tokens[k]!.terms;
    if (x.length === 0) continue;
    if (x.includes(term)) return true;
    for (const y of x) if (c.verbs.has(y)) return false;
  }
  return false;
}

/** The clause names a tool (not a language or platform) that `other` does not write, in its subject. */
function toolInSubject(c: Clause, other: Clause): boolean {
  for (const t of c.memberTerms.keys()) {
    if (other.terms.has(t)) continue;
    for (const m of c.memberTerms.get(t)!) if (!ALTERNATIVE_GROUPS[m.group]!.contextOnly && inSubject(c, t)) return true;
  }
  return false;
}

/**
 * The clause names a tool (not a language or platform) that `other` does not, of a group the role word `role` is a
 * word of: a rival for the role the other side's tool fills ("the Redis volume" against "db" for Postgres).
 */
function rivalForRole(c: Clause, other: Clause, role: string): boolean {
  for (const [group, name] of c.alternatives) {
    const g = ALTERNATIVE_GROUPS[group]!;
    if (!g.contextOnly && other.alternatives.get(group) !== name && g.roleStems.has(role)) return true;
  }
  return false;
}

/** The other clause names the token another way: a tool by its role ("the Tauri app" / "the desktop client"), a word by its short form. */
export function namedByAlias(c: Clause, token: Token, other: Clause): boolean {
  const named = aliases(c, other, c.terms, other.terms);
  return named !== null && token.terms.some((x) => named.has(x));
}

/** Every letter of `short` appears in `long`, in order. */
export function inOrder(short: string, long: string): boolean {
  let k = 0;
  for (let i = 0; i < long.length && k < short.length; i++) if (long[i] === short[k]) k++;
  return k === short.length;
}

/**
 * "doesn't touch the database" against "pings Postgres", "must never hit any cache" against "rate-limits through
 * Redis": a word that names a kind of store (ROLE_NOUNS), as the object of a verb of any dealing, is every tool of that
 * kind, so it names the one the other clause writes (recall-111). `object` is the denied object's terms; the tool is a
 * member of a catalogue group (alternatives.ts) whose role words include the noun.
 */
export function roleNounForTool(object: readonly string[], other: Clause): boolean {
  if (other.memberTerms.size === 0) return false;
  for (const r of object) {
    if (!ROLE_NOUNS.has(r)) continue;
    for (const memberships of other.memberTerms.values()) {
      for (const m of memberships) {
        const group = ALTERNATIVE_GROUPS[m.group]!;
        if (!group.contextOnly && group.roleStems.has(r)) return true;
      }
    }
  }
  return false;
}

/** Nouns that name a kind of store a program deals with, and nothing narrower: "the database", "a cache", "any queue". */
const ROLE_NOUNS = new Set('database databases db dbs datastore datastores cache caches queue queues broker brokers'.split(' ').map((w) => stem(w)));
