// Two instructions about one action ("Always run `terraform plan` with `-lock=false`" / "Never pass
// `-lock=false` to terraform"): what tells a reader they ask for opposite things although their words differ.
// The polarity check (polarity.ts clausePolarity) asks these when it would otherwise read the words that differ
// as two different claims.

import { WAITED_ON, type Analysis, type Clause } from './analyze.js';
import { stem } from './stem.js';
import { termWeight, type Token } from './tokens.js';
import { IMPERATIVE_VERBS, QUALIFIERS, UNIVERSAL_QUANTIFIERS } from './vocabulary.js';

/** The clause tells the reader what to do: a modal ("always", "must") or a bare imperative ("Regenerate the types …"). */
export function instruction(c: Clause): boolean {
  if (c.modals.length > 0) return true;
  // "Locally, don't use `--frozen-lockfile`": a scope set off by a comma may come first.
  let from = 0;
  for (let i = 1; i <= 4 && i < c.tokens.length; i++) if (c.tokens[i]!.norm === ',') from = i + 1;
  if (from > 0 && !prohibition(c.tokens, from)) from = 0;
  // "Don't add …", "Do not pass …": a prohibition opens with its negation.
  if (prohibition(c.tokens, from)) return true;
  if (imperativeAt(c.tokens, 0)) return true;
  // "After changing the config, run `shopify app deploy`", "When committing generated files, use `--no-verify`": a
  // condition set off by a comma may come before the imperative.
  const after = afterFrontedCondition(c.tokens);
  return after > 0 && (prohibition(c.tokens, after) || imperativeAt(c.tokens, after));
}

/**
 * A verb at `at`, then its object: "Regenerate the types", "Run `make gen`". "The hook runs make generate" opens with
 * its subject, "Tests use vitest" with a plural, "In `packages/x/`, the hook runs …" with a place.
 */
function imperativeAt(tokens: readonly Token[], at: number): boolean {
  const first = tokens[at];
  const second = tokens[at + 1];
  if (first === undefined || second === undefined || first.kind !== 'word' || ARTICLES.has(first.norm) || OPENING_PREPOSITIONS.has(first.norm) || THIRD_PERSON_S.test(first.norm)) return false;
  if (second.kind === 'code' || (ARTICLES.has(second.norm) && second.norm !== 'no' && second.norm !== 'all')) return true;
  // "Commit reference files to `ref/`", "Clear all notebook outputs", "Write migrations as one-way changes": a verb
  // instructions open with, then a bare noun phrase. "Commit messages follow …", "Build scripts run nightly" open with
  // their subject: a finite verb, an auxiliary or another such verb comes later.
  return IMPERATIVE_VERBS.has(first.norm) && second.kind === 'word' && second.norm !== 'no' && !finiteAfter(tokens, at + 1);
}

/** A word from `from` on that makes the clause a statement: an auxiliary, a copula, a modal, or a verb of IMPERATIVE_VERBS ("Build scripts run …"). */
function finiteAfter(tokens: readonly Token[], from: number): boolean {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct' || STEP_BREAKS.has(t.norm)) return false;
    if (t.kind !== 'word') continue;
    if (FINITE_WORDS.has(t.norm) || (IMPERATIVE_VERBS.has(t.norm) && tokens[i - 1]?.kind === 'word' && !ARTICLES.has(tokens[i - 1]!.norm) && !NEXT_STEP_WORDS.has(tokens[i - 1]!.norm))) return true;
  }
  return false;
}

/** "Runs", "uses": a verb's third person, so the clause's subject comes first; not "access" or "class". */
const THIRD_PERSON_S = /[^s]s$/;
/** Counting words after "multiple", "no" and "every" that make a rule's count or reach its own. */
const TIMES = /^times?$/;
const EXCEPTIONS = /^exceptions?$/;
const EVERY_PLACE = /^(environments?|machines?|contexts?|builds?|places?)$/;

/** Auxiliaries, copulas and modals: a clause that has one states or rules with it. */
const FINITE_WORDS = new Set("is are was were be been has have had does did can could should must may might will would shall isn't aren't wasn't weren't doesn't didn't won't can't".split(' '));

/** Where a second step or a reason begins: "Write migrations as one-way changes and do not add `down` steps". */
const STEP_BREAKS = new Set(['and', 'but', 'or', 'so', 'because', 'since', 'then']);

/** "to", "and", "then": after them a verb is another step of the same instruction ("Clear outputs and commit"). */
const NEXT_STEP_WORDS = new Set(['to', 'and', 'then', 'or', 'before', 'after']);

/** Where the main clause starts after an opening condition ("When the schema changes, …"), or 0 when there is none. */
function afterFrontedCondition(tokens: readonly Token[]): number {
  if (!SUBORDINATORS.has(tokens[0]?.norm ?? '')) return 0;
  for (let i = 2; i < tokens.length && i <= 14; i++) if (tokens[i]!.norm === ',') return i + 1;
  return 0;
}

/** Words that open a condition or a time before the main clause: "When …,", "After …,", "Once …,". */
const SUBORDINATORS = new Set('when whenever after before once if while'.split(' '));

/** The tokens from `at` open with a prohibition: "don't", "do not". */
function prohibition(tokens: readonly Token[], at: number): boolean {
  return PROHIBITION_OPENERS.has(tokens[at]?.norm ?? '') || (tokens[at]?.norm === 'do' && tokens[at + 1]?.norm === 'not');
}

/** Words a statement may open with before its subject: "In `packages/x/`, the hook runs …". */
const OPENING_PREPOSITIONS = new Set('in on at for from with by to under inside within after before during when if once since'.split(' '));

const PROHIBITION_OPENERS = new Set(["don't", 'dont']);

const ARTICLES = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'our', 'its', 'their', 'each', 'every', 'all', 'some', 'no']);

/**
 * Verbs that put a named thing to use: pass a flag, add a call, set an option, use a helper, include a header.
 * Between two instructions, any of them asks for the thing to be there; "edit", "commit", "document" do other things
 * to it.
 */
const SUPPLY_STEMS = new Set('use pass add set specify supply include put append prefix apply give provide'.split(' ').map((w) => stem(w)));

/** Prepositions after which a name is what an action is done with: "start it with `--offline`", "built using Bazel". */
const INSTRUMENTS = new Set(['with', 'using', 'via', 'through']);

/** Where the named object of a verb ends: "pass `--offline` to Gradle". */
const OBJECT_ENDS = new Set('to in on at for from by into onto inside within when if unless because since so and or but'.split(' '));

/**
 * "Never pass `--offline` to Gradle" against "Always start the daemon with `--offline`"; "Don't add
 * `AbortSignal.timeout`" against "should use `AbortSignal.timeout(5000)`"; "Never pass `--atomic`" against "must
 * run `helm upgrade --atomic`": both clauses are instructions, the negated one puts a named thing to use
 * (`verb`, a SUPPLY_STEMS verb at `tokens[at]`), and the other takes that thing with a verb of the same kind,
 * after an instrument preposition, or as an argument of the command it runs. The two then disagree on whether
 * the thing is used, whatever the verbs.
 */
export function suppliesSameThing(c: Clause, at: number, other: Clause): boolean {
  const verb = c.tokens[at]?.terms[0];
  if (verb === undefined || !SUPPLY_STEMS.has(verb) || !instruction(c) || !instruction(other)) return false;
  if (scopedApart(c, other)) return false;
  const object = namedObject(c.tokens, at + 1) ?? passiveSubject(c, at);
  if (object === undefined) return suppliedInWords(c, at, other);
  const otherSupplies = [...other.verbs].some((v) => SUPPLY_STEMS.has(v));
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'code' || !namesObject(t, object)) continue;
    if (otherSupplies) return true;
    for (let j = Math.max(0, i - 3); j < i; j++) if (INSTRUMENTS.has(tokens[j]!.norm)) return true;
    // `helm upgrade --atomic` runs helm with `--atomic`; `ctrl.Result{Requeue: true}` sets `Requeue: true`.
    if (t.norm !== object.norm && (t.norm.split(' ').includes(object.norm) || fieldOfLiteral(t.norm, object.norm))) return true;
  }
  return false;
}

/**
 * "`--runInBand` must not be passed there": a verb in the passive takes its object before it, as the clause's subject.
 * Only a name in code: "Tests must not be passed a seed" is about the tests.
 */
function passiveSubject(c: Clause, at: number): Token | undefined {
  const head = c.head;
  if (head === null || head.kind !== 'code' || c.tokens.indexOf(head) >= at) return undefined;
  for (let j = at - 1; j >= 0 && j >= at - 3; j--) if (PASSIVE_BE.has(c.tokens[j]!.norm)) return head;
  return undefined;
}

const PASSIVE_BE = new Set(['be', 'been', 'is', 'are', 'being']);

/**
 * suppliesSameThing for a thing written in words: "must never pass a timeout to `spin_once`" against "always call
 * `rclpy.spin_once` with a timeout", "don't prefix rake tasks with bundle exec" against "should be run with `bundle
 * exec`". What the prohibition supplies (the object after its verb, or what it supplies it with) is, word for word,
 * what the other takes after an instrument preposition.
 */
function suppliedInWords(c: Clause, at: number, other: Clause): boolean {
  const object = objectTerms(c, at);
  if (object.size > 0 && takenAsInstrument(object, other)) return true;
  const tokens = c.tokens;
  for (let j = at + 1; j < tokens.length; j++) {
    if (tokens[j]!.kind === 'punct') return false;
    if (!INSTRUMENTS.has(tokens[j]!.norm)) continue;
    const means = objectTerms(c, j);
    return means.size > 0 && takenAsInstrument(means, other);
  }
  return false;
}

/** Every term of `thing` is in what `other` writes after one instrument preposition, up to the next phrase. */
function takenAsInstrument(thing: Set<string>, other: Clause): boolean {
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!INSTRUMENTS.has(tokens[i]!.norm)) continue;
    const taken = objectTerms(other, i);
    let all = true;
    for (const x of thing) if (!taken.has(x)) all = false;
    if (all) return true;
  }
  return false;
}

/**
 * "Always send `If-Match`" against "should never carry `If-Match`"; "Always commit `Cargo.lock`" against "Don't
 * check in Cargo.lock": two instructions, one asking for something to be done to a named thing and the other
 * forbidding it. Each instruction names one action on the thing, and a reader takes the two as telling them to do
 * and not to do what is done to it, whatever verbs they use. `named` is the negated clause's object (after the
 * verb at `c.tokens[at]`) when it is a name the other clause writes too; places each names apart keep them apart.
 */
export function opposedInstructions(c: Clause, at: number, other: Clause, named: Token | undefined): boolean {
  if (named === undefined || !c.negated || !other.positive || !instruction(c) || !instruction(other) || scopedApart(c, other)) return false;
  // "Don't commit anything under `data/`" against "Store results as Parquet in `data/interim/`": a folder after a place
  // preposition is where the rule holds, not what it is about.
  if (named.raw.endsWith('/') && PLACES.has(c.tokens[c.tokens.indexOf(named) - 1]?.norm ?? '')) return false;
  // "Never log `X-Request-Id` in the audit service" against "Always attach it to calls from the billing client": with
  // other verbs, a place only the prohibition names is where it holds, not a part of the other's "always".
  if (placesOf(c, PLACES, at + 1).some((place) => place.some((t) => !other.terms.has(t)))) return false;
  // "must be signed with `release.keystore`" against "Never commit `release.keystore`": a tool the other action is
  // done with is no object of it.
  return !onlyAsInstrument(other, named);
}

/**
 * For two rules that meet with different verbs, the negated one's object (after the verb at `c.tokens[at]`) is what the
 * other acts on: it names no place of its own ("Never log `X-Request-Id` in the audit service" / "Always attach it to
 * outgoing calls"), and the other does not take the object as a tool ("must be signed with the release key" / "Never
 * commit the release key"): signing with a key and committing it are two actions on it.
 */
export function sameObjectOfRules(c: Clause, at: number, other: Clause): boolean {
  if (placesOf(c, PLACES, at + 1).some((place) => place.some((t) => !other.terms.has(t)))) return false;
  const object = objectTerms(c, at);
  if (actsOnOthersSubject(c, object, other)) return false;
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i]!.terms.some((x) => object.has(x))) continue;
    for (let j = Math.max(0, i - 3); j < i; j++) if (INSTRUMENTS.has(tokens[j]!.norm)) return false;
  }
  return true;
}

/**
 * "Celery tasks must call `commit()`" against "Don't enqueue Celery tasks": the object of `c`'s action is what the
 * other's rule is for, its subject, and the other acts on a named thing of its own: two actions, the rules do not
 * meet. ("Host permissions must be granted" names its object first, and nothing else.)
 */
export function actsOnOthersSubject(c: Clause, object: Set<string>, other: Clause): boolean {
  const head = other.head;
  if (head?.terms[0] === undefined || !object.has(head.terms[0])) return false;
  for (let i = other.tokens.indexOf(head) + 1; i < other.tokens.length; i++) {
    const t = other.tokens[i]!;
    if (t.kind === 'code' && t.terms[0] !== undefined && !c.terms.has(t.terms[0])) return true;
  }
  return false;
}

/** The content terms of the object after the verb at `c.tokens[at]`, up to where the object ends. */
export function objectTerms(c: Clause, at: number): Set<string> {
  const object = new Set<string>();
  for (let j = at + 1; j < c.tokens.length; j++) {
    const t = c.tokens[j]!;
    if (t.kind === 'punct' || OBJECT_ENDS.has(t.norm)) break;
    for (const x of t.terms) if (termWeight(x) > 0) object.add(x);
  }
  return object;
}

/** Every time `other` writes the name `t` as code, an instrument preposition stands right before it ("with `x`"). */
function onlyAsInstrument(other: Clause, t: Token): boolean {
  if (t.kind !== 'code') return false;
  let any = false;
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind !== 'code' || !namesObject(tokens[i]!, t)) continue;
    if (!INSTRUMENTS.has(tokens[i - 1]?.norm ?? '')) return false;
    any = true;
  }
  return any;
}

/**
 * "pytest isn't configured with `--strict-markers`" against "`pyproject.toml` passes `--strict-markers` to pytest";
 * "We don't pass `-lineinfo` to nvcc" against "kernels are compiled with `-lineinfo`": a flag is passed or it is not,
 * so a statement denying it as the object of its verb (right after it, or after an instrument preposition) says it is
 * not passed where the other says it is, whatever the verbs. Places each names apart keep them apart.
 * A rule against a statement reads the same way when the rule's verb puts the flag to use (SUPPLY_STEMS: "Never pass
 * `--no-owner` to pg_restore", "`--check` must not be passed") or takes it after an instrument preposition ("Never
 * start gunicorn with `--preload`"): the rule forbids what the statement says is done ("`restore.sh` calls
 * `pg_restore` with `--no-owner`"). Two rules are suppliesSameThing's.
 */
export function deniesSameFlag(c: Clause, at: number, other: Clause): boolean {
  // "calls `pg_restore` with `--no-owner`" names the flag and is no denial (polarity.ts namesFlagAlike).
  if (!c.negated || !writesSomeFlag(c) || (!other.positive && !negatedByFlagOnly(other))) return false;
  const rule = instruction(c);
  const otherRule = instruction(other);
  if (rule && otherRule) return false;
  const mixed = rule || otherRule;
  const verb = c.tokens[at]?.terms[0];
  const supplies = verb !== undefined && SUPPLY_STEMS.has(verb);
  // A rule's flag is what its verb supplies, or what it is done with: "don't document `--force`" is about the docs.
  let object = !mixed || supplies ? namedObject(c.tokens, at + 1) : undefined;
  if (object === undefined) {
    for (let j = at + 1; j < c.tokens.length && j <= at + 2; j++) if (INSTRUMENTS.has(c.tokens[j]!.norm)) object = namedObject(c.tokens, j + 1);
  }
  if (object === undefined && mixed && supplies) object = passiveSubject(c, at);
  // A rule and a statement each holding on an occasion of its own ("for the nightly linkcheck run" / "on pull
  // requests") are two cases; "pass `--force` to `helm upgrade`" against `git push --force` are two commands.
  if (object === undefined || !FLAG.test(object.raw) || scopedApart(c, other, mixed) || (mixed && recipientUnnamed(c, object, other))) return false;
  if (!other.positive && flagDenying(other) !== object.raw) return false;
  for (const t of other.tokens) if (t.kind === 'code' && namesObject(t, object)) return true;
  return false;
}

/** The clause writes a flag in code (`--locked`, `-W`): deniesSameFlag's cheap first test. */
function writesSomeFlag(c: Clause): boolean {
  for (const t of c.tokens) if (t.kind === 'code' && t.raw.charCodeAt(0) === 45) return true;
  return false;
}

/** The clause reads as a denial only through one `--no-` flag it names: "calls `pg_restore` with `--no-owner`". */
function negatedByFlagOnly(c: Clause): boolean {
  return !c.negated && flagDenying(c) !== undefined;
}

/** The clause's one state of negative sign, when it is a `--no-` flag; undefined when it has none or another. */
function flagDenying(c: Clause): string | undefined {
  let flag: string | undefined;
  for (const a of c.antonyms) {
    if (a.sign >= 0) continue;
    if (flag !== undefined || !a.negating || !a.word.startsWith('--no-')) return undefined;
    flag = a.word;
  }
  return flag;
}

/**
 * "pass `--force` to `helm upgrade`": the command the flag is handed to (after "to", past an article), when `other`
 * writes it nowhere, neither as a word nor as a word of a command in code.
 */
function recipientUnnamed(c: Clause, flag: Token, other: Clause): boolean {
  const tokens = c.tokens;
  const at = tokens.indexOf(flag);
  if (tokens[at + 1]?.norm !== 'to') return false;
  let r = at + 2;
  if (ARTICLES.has(tokens[r]?.norm ?? '')) r++;
  const recipient = tokens[r];
  if (recipient === undefined || recipient.kind === 'punct') return false;
  if (recipient.kind !== 'code') return recipient.terms[0] === undefined || !other.terms.has(recipient.terms[0]);
  const command = recipient.norm.split(' ')[0]!;
  for (const t of other.tokens) if (t.norm === command || (t.kind === 'code' && t.norm.split(' ').includes(command))) return false;
  return true;
}

const FLAG = /^--?[a-z][\w-]*(?:[= ].*)?$/i;

/** Prepositions that say where or when an instruction holds: "in CI", "on the build agents", "during a release". */
const PLACES = new Set(['in', 'on', 'during', 'inside', 'within', 'under', 'at']);

/**
 * "Never pass `-x` to pytest in CI" against "Always run pytest with `-x` in the pre-push hook": each holds in a
 * place the other never names, so they do not meet. A place only one side names is a part of the other's "always".
 */
export function scopedApart(c: Clause, other: Clause, withFor = false): boolean {
  const places = withFor ? OBLIGATION_SCOPES : PLACES;
  return placeOwn(c, other, places) && placeOwn(other, c, places);
}

/**
 * `c` names a place none of whose words `other` has. A module-level function, not a closure made per call: a
 * closure's optimised code dies with it, and this one was compiled again in every bench run (disc-036).
 */
function placeOwn(c: Clause, other: Clause, places: Set<string>): boolean {
  for (const place of placesOf(c, places)) {
    let named = false;
    for (const t of place) if (other.terms.has(t)) named = true;
    if (!named) return true;
  }
  return false;
}

/**
 * "The Docker build must set `NODE_ENV=production`" against "Never set `NODE_ENV=production` in the build stage":
 * an obligation that holds everywhere covers whatever place or case the prohibition names, so that scope does not
 * keep the two apart. The obligation is positive, an instruction too, and names no place of its own the prohibition
 * lacks ("Always run pytest with `-x` in the pre-push hook" / "Never pass `-x` to pytest in CI" meet nowhere).
 */
export function obligedEverywhere(prohibition: Clause, obligation: Clause): boolean {
  if (!obligation.positive || !instruction(prohibition) || !instruction(obligation)) return false;
  return placesOf(obligation, OBLIGATION_SCOPES).every((place) => place.every((t) => prohibition.terms.has(t)));
}

/**
 * Two rules of opposite force ("must always" / "should never", each with its modal) that hold on common ground:
 * neither names a place or purpose the other lacks while the other names one of its own (scopedApart, "for the
 * webpack build" included), the prohibition names no environment of its own ("locally"), and they are not about two
 * kinds of one thing ("the queue workers" / "the web workers"). A rule's "always" or "never" then covers whatever
 * narrower case or scope the other writes ("Never derive `Jason.Encoder` on Ecto schemas" / "Schemas in `lib/` must
 * derive it"), so those words do not keep the two apart.
 */
export function rulesMeet(c: Clause, other: Clause): boolean {
  if (c.positive === other.positive || !hasForce(c) || !hasForce(other)) return false;
  return !scopedApart(c, other, true) && !destinationsApart(c, other) && !kindsApart(c, other) && !ownQualifier(c, other) && !countedApart(c, other) && !countedApart(other, c) && !ownSource(c, other) && !ownSource(other, c);
}

/**
 * "Don't import GOV.UK Frontend from `node_modules`": a source or route named in code that the other rule lacks is what
 * the rule is about ("from there, not at all"), so it does not meet "must use the GOV.UK template".
 */
function ownSource(c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!SOURCES.has(tokens[i]!.norm)) continue;
    for (let j = i + 1; j < tokens.length && j <= i + 2; j++) {
      const t = tokens[j]!;
      // A folder (`lib/app_web/channels/`) is where the rule holds, which scopedApart weighs.
      if (t.kind === 'code' && !t.raw.endsWith('/') && t.terms[0] !== undefined && !other.terms.has(t.terms[0])) return true;
    }
  }
  return false;
}

const SOURCES = new Set(['from', 'via', 'through']);

/**
 * "Never call `preserve()` twice", "never set more than three tags": a rule on how often or how many says nothing of
 * whether the thing is done at all, so it does not meet "Always call `preserve()` first".
 */
export function countedApart(c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!.norm;
    const counted =
      COUNT_WORDS.has(t) ||
      ((t === 'more' || t === 'fewer' || t === 'less') && tokens[i + 1]?.norm === 'than' && (tokens[i + 2]?.kind === 'number' || NUMBER_WORDS.has(tokens[i + 2]?.norm ?? ''))) ||
      (t === 'multiple' && TIMES.test(tokens[i + 1]?.norm ?? ''));
    if (counted && !other.tokens.some((x) => x.norm === t)) return true;
  }
  return false;
}

const COUNT_WORDS = new Set(['twice', 'repeatedly', 'thrice']);
const NUMBER_WORDS = new Set('once one two three four five six seven eight nine ten'.split(' '));

/**
 * A rule binds its reader: with a modal ("must", "never"), as a prohibition ("Don't call `goto()`"), or as an
 * imperative that says it holds everywhere ("Use `pnpm install --frozen-lockfile` everywhere"). A plain imperative
 * ("Use `publishToMavenLocal` to test snapshots") says how to do one thing, not that it is always done.
 */
function hasForce(c: Clause): boolean {
  return c.modals.length > 0 || (instruction(c) && (c.negated || everywhere(c)));
}

/**
 * `a` says in words an environment or kind (QUALIFIERS: "locally", "in CI", "e2e") that `b` does not: where rules are
 * meant to differ. A part of a name (`lib/app_web/`, `kube.*`) is no environment.
 */
function ownQualifier(a: Clause, b: Clause): boolean {
  // "Use `--frozen-lockfile` everywhere, in CI and on your machine" covers "locally": the rule names every place.
  if (b.positive && everywhere(b)) return false;
  for (const t of a.tokens) if (t.kind === 'word') for (const x of t.terms) if (QUALIFIERS.has(x) && !b.terms.has(x)) return true;
  return false;
}

/** The rule says it holds in every place or case: "everywhere", "no exceptions", "in every environment". */
function everywhere(c: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!.norm;
    if (t === 'everywhere') return true;
    const next = tokens[i + 1]?.norm ?? '';
    if ((t === 'no' || t === 'without') && EXCEPTIONS.test(next)) return true;
    if ((t === 'every' || t === 'all' || t === 'each') && EVERY_PLACE.test(next)) return true;
  }
  return false;
}

/** A word both write, with a word of its own right before it on each side: "the queue workers" / "the web workers". */
function kindsApart(a: Clause, b: Clause): boolean {
  const x = ownlyModified(a, b);
  if (x.length === 0) return false;
  const y = ownlyModified(b, a);
  for (const t of x) if (y.includes(t)) return true;
  return false;
}

/** The words `a` shares with `b` (verbs aside) that `a` writes right after a word `b` lacks. */
function ownlyModified(a: Clause, b: Clause): string[] {
  const out: string[] = [];
  for (let i = 1; i < a.tokens.length; i++) {
    const t = a.tokens[i]!;
    const before = a.tokens[i - 1]!;
    if (t.kind !== 'word' || before.kind === 'punct' || before.terms.length === 0) continue;
    // "Every Terraform module must declare …": a rule over every one of a thing names no kind of its own.
    if (quantifiedPhrase(a.tokens, i - 1)) continue;
    const x = t.terms[0];
    if (x === undefined || !b.terms.has(x) || a.verbs.has(x) || b.verbs.has(x)) continue;
    let own = true;
    for (const y of before.terms) if (b.terms.has(y) || a.verbs.has(y) || y.startsWith('ant:')) own = false;
    if (own) out.push(x);
  }
  return out;
}

/** The noun phrase the word before `at + 1` belongs to opens with "every", "each", "all" or "any" ("every image CDN URL"). */
function quantifiedPhrase(tokens: readonly Token[], at: number): boolean {
  for (let j = at; j >= 0 && j >= at - 3; j--) {
    const t = tokens[j]!;
    if (UNIVERSAL_QUANTIFIERS.has(t.norm)) return true;
    if (t.kind === 'punct' || t.terms.length === 0) return false;
  }
  return false;
}

/**
 * Each rule sends to a place of its own: "Never send `load_peak` to the billing service" / "must send `load_peak` to
 * the port dashboard" are two rules on two recipients (rulesMeet, and polarity.ts's negationMissesOther).
 */
export function destinationsApart(c: Clause, other: Clause): boolean {
  return ownDestination(c, other) && ownDestination(other, c);
}

/** `c` sends to a place ("to the port dashboard", "to `audit-log`") none of whose words `other` writes. */
function ownDestination(c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i]!.norm !== 'to' || (!ARTICLES.has(tokens[i + 1]!.norm) && tokens[i + 1]!.kind !== 'code')) continue;
    let named = false;
    let any = false;
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (t.kind === 'punct' || OBJECT_ENDS.has(t.norm)) break;
      for (const x of t.terms) {
        if ((c.terms.get(x) ?? 0) <= 0) continue;
        any = true;
        if (other.terms.has(x)) named = true;
      }
    }
    if (any && !named) return true;
  }
  return false;
}

/** Where, for what or when an obligation holds: its places, "for the webpack build", "before storing them in the boathouse". */
const OBLIGATION_SCOPES = new Set([...PLACES, 'for', 'when', 'while', 'before', 'after']);

/**
 * "Don't squash-merge" against "PRs must be squash-merged": an instruction that is its verb and nothing else is
 * about the action itself, so the same verb in another instruction is what both talk about.
 */
export function actionOnly(c: Clause, other: Clause): boolean {
  if (!instruction(c) || !instruction(other)) return false;
  let any = false;
  for (const t of c.terms.keys()) {
    const w = c.terms.get(t)!;
    if (w <= 0 || termWeight(t) === 0 || t.startsWith('ant:')) continue;
    if (!c.verbs.has(t) || !other.verbs.has(t)) return false;
    any = true;
  }
  return any;
}

/** The content terms of each place phrase of a clause. */
function placesOf(c: Clause, places = PLACES, from = 0): string[][] {
  const out: string[][] = [];
  const tokens = c.tokens;
  for (let i = from; i < tokens.length; i++) {
    if (!places.has(tokens[i]!.norm)) continue;
    const place: string[] = [];
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (t.kind === 'punct' || OBJECT_ENDS.has(t.norm) || places.has(t.norm)) break;
      for (const x of t.terms) if ((c.terms.get(x) ?? 0) > 0) place.push(x);
    }
    if (place.length > 0) out.push(place);
  }
  return out;
}

/** The first name in backticks after the verb, before what the object ends at. */
function namedObject(tokens: readonly Token[], from: number): Token | undefined {
  for (let j = from; j < tokens.length && j <= from + 3; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || OBJECT_ENDS.has(t.norm)) return undefined;
    if (t.kind === 'code') return t;
  }
  return undefined;
}

/**
 * One name, written in full or without its call or arguments: `AbortSignal.timeout` and `AbortSignal.timeout(5000)`,
 * `ConfigureAwait(false)` and `ConfigureAwait(false)`; or a flag among a command's words.
 */
function namesObject(t: Token, object: Token): boolean {
  const bare = (x: string) => x.replace(CALL_ARGUMENTS, '').replace(INDEX_ARGUMENTS, '');
  if (t.norm === object.norm || bare(t.norm) === bare(object.norm)) return true;
  return (object.norm.startsWith('-') && t.norm.split(' ').includes(object.norm)) || fieldOfLiteral(t.norm, object.norm);
}

/** The named object after `from` is a setting the other clause writes as a field of a literal (fieldOfLiteral). */
export function fieldSetIn(tokens: readonly Token[], from: number, other: Clause): boolean {
  const object = namedObject(tokens, from);
  if (object === undefined) return false;
  for (const t of other.tokens) if (t.kind === 'code' && fieldOfLiteral(t.norm, object.norm)) return true;
  return false;
}

/**
 * `ctrl.Result{Requeue: true}` sets `Requeue: true`, `dict(autocommit=True)` sets `autocommit=True`: a setting (a key
 * and its value) written whole as a field of a struct literal or an argument of a call is that setting (recall-103).
 * Only the whole field, between the literal's opening or a comma and its closing or a comma: not `Retry: false`, nor
 * `MaxRetry: true`.
 */
function fieldOfLiteral(name: string, setting: string): boolean {
  if (name.length <= setting.length + 2 || !(setting.includes(':') || setting.includes('='))) return false;
  for (let at = name.indexOf(setting); at > 0; at = name.indexOf(setting, at + 1)) {
    const before = name[at - 1] === ' ' ? name[at - 2] : name[at - 1];
    const after = name[at + setting.length];
    if ((before === '{' || before === '(' || before === ',') && (after === '}' || after === ')' || after === ',')) return true;
  }
  return false;
}

/** What "by" names when it says how an action is done, by whom: "by hand", "by yourself". */
export const MANNER_WORDS = new Set(['hand', 'yourself', 'yourselves', 'themselves', 'oneself']);

/** What does work nobody has to do by hand: CI, a workflow, a hook, a bot, a schedule. */
const AUTOMATION_STEMS = new Set(
  'ci pipeline workflow job hook postinstall bot cron schedule scheduler renovate dependabot automation action'.split(' ').map((w) => stem(w)),
);

/**
 * "Never regenerate the types by hand; CI does it" against "Always regenerate them after editing the schema": the
 * manner phrase at `tokens[at]` ("by hand") is no scope of its own when the same discovery says an automation does
 * the work, so the ban is on doing it at all, and meets an instruction to do it. "Don't update snapshots by hand:
 * `jest -u` rewrites them" names a tool to do it with instead, and stays a manner.
 */
export function handedOver(tokens: readonly Token[], at: number, c: Clause, own: Analysis, other: Clause): boolean {
  if (tokens[at]?.norm !== 'by' || !MANNER_WORDS.has(tokens[at + 1]?.norm ?? '') || !instruction(other)) return false;
  return own.clauses.some((x) => x !== c && x.positive && [...x.terms.keys()].some((t) => AUTOMATION_STEMS.has(t)));
}

/**
 * Two instructions of opposite force about one thing they both name, with one action on it: "Never pass
 * `--configuration-cache` to the KMP build" against "Gradle should always be run with `--configuration-cache`",
 * "Never set `$ErrorActionPreference` globally in `tools/`" against "scripts under `tools/` must set it". A rule
 * is about the name it governs; the scopes and objects around it say where, and do not keep the rules apart when
 * the action is the same (the same verb, or putting the name to use: SUPPLY_STEMS, or after "with"), unless each
 * holds in a place the other never names (scopedApart). Another action on the name ("commit" / "sign with",
 * "mock" / "read through") is another rule.
 */
export function rulesOnOneName(c: Clause, n: number, other: Clause): boolean {
  if (!c.negated || !other.positive || !instruction(c) || !instruction(other) || scopedApart(c, other) || kindsApart(c, other) || ownQualifier(c, other) || countedApart(c, other)) return false;
  let at = -1;
  for (let j = n + 1; j < c.tokens.length && at < 0; j++) {
    const x = c.tokens[j]!.terms[0];
    if (x !== undefined && c.verbs.has(x)) at = j;
  }
  if (at < 0) return false;
  const verb = c.tokens[at]!.terms[0]!;
  const sameVerb = other.verbs.has(verb);
  const supplies = SUPPLY_STEMS.has(verb);
  if (!sameVerb && !supplies) return false;
  // The name is what the verb is done to ("wrap database queries in `withTimeout()`" is about the queries).
  const object = namedObject(c.tokens, at + 1);
  if (object === undefined || object.terms.length === 0) return false;
  const otherSupplies = supplies && [...other.verbs].some((v) => SUPPLY_STEMS.has(v));
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind !== 'code' || !namesObject(tokens[i]!, object)) continue;
    // An item of a collection (`rows[0]`) is a name of its own.
    if (tokens[i]!.norm !== object.norm && (tokens[i]!.norm.includes('[') || object.norm.includes('['))) continue;
    if (sameVerb || otherSupplies) return true;
    for (let h = Math.max(0, i - 3); h < i; h++) if (INSTRUMENTS.has(tokens[h]!.norm)) return true;
  }
  return false;
}

/**
 * Verbs of one family of dealing with a named thing: putting it to use (calling a function, passing a flag, sending a
 * header, importing a module), or taking it in (reading a file, honouring an ignore list). Two of one family on one
 * name ask or say the same about it: "Always use `goto()`" / "Don't call `goto()`", "respects `.gitignore`" / "does
 * not read `.gitignore`". Other dealings are other claims: committing a file is not reading it.
 */
const USE_FAMILY = new Set(
  'use call run pass send set enable import invoke apply include add put supply specify provide execute enqueue insert wrap'.split(' ').map((w) => stem(w)),
);
const READ_FAMILY = new Set('read respect honor honour load obey follow parse source consult use apply'.split(' ').map((w) => stem(w)));
/** Verbs that deny a taking in: "ignores `config.toml`", "skips `.gitignore`". */
export const DISREGARD_STEMS = new Set('ignore skip bypass disregard'.split(' ').map((w) => stem(w)));

function familiesOf(verb: string): Set<string>[] {
  const out: Set<string>[] = [];
  if (USE_FAMILY.has(verb)) out.push(USE_FAMILY);
  if (READ_FAMILY.has(verb)) out.push(READ_FAMILY);
  if (DISREGARD_STEMS.has(verb)) out.push(READ_FAMILY);
  return out;
}

/**
 * The verb at `c.tokens[at]` is done to a name in backticks right after it, and `other` writes that name after a verb
 * of the same family (at most four words before it, nothing between but words): the two say or ask opposite things
 * of one dealing with one thing, whatever verb each writes. Places each names apart keep them apart.
 */
export function oneFamilyOnName(c: Clause, at: number, other: Clause): boolean {
  const verb = c.tokens[at]?.terms[0] ?? (c.tokens[at] ? stem(c.tokens[at]!.norm) : undefined);
  if (verb === undefined) return false;
  const families = familiesOf(verb);
  if (families.length === 0) return false;
  const object = namedObject(c.tokens, at + 1);
  if (object === undefined || object.terms.length === 0 || scopedApart(c, other) || kindsApart(c, other)) return false;
  // Two rules, or two statements of what is done: "Don't call `MPI_Finalize` on error paths" is no denial of "the exit
  // path calls `MPI_Finalize()`".
  if (instruction(c) !== instruction(other) || headsApart(c, other)) return false;
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind !== 'code' || !(namesObject(tokens[i]!, object) || endsWithName(tokens[i]!, object))) continue;
    for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
      const t = tokens[j]!;
      if (t.kind !== 'word') break;
      const x = stem(t.norm);
      if (families.some((f) => f.has(x)) && !DISREGARD_STEMS.has(x)) return true;
    }
  }
  return false;
}

/**
 * Each clause's subject is a word the other never writes: "The web frontend must send `Accept-Language`" / "The
 * geocoder client must never send it" are rules for two things.
 */
function headsApart(c: Clause, other: Clause): boolean {
  const a = c.head?.terms[0];
  const b = other.head?.terms[0];
  return a !== undefined && b !== undefined && a !== b && !other.terms.has(a) && !c.terms.has(b);
}

/** `changeDetection: ChangeDetectionStrategy.OnPush` ends with `OnPush`: a setting's value named on its own. */
function endsWithName(t: Token, object: Token): boolean {
  const name = object.norm.replace(CALL_ARGUMENTS, '');
  if (name.length < 3 || !IDENTIFIER.test(name)) return false;
  // After a member's dot, a key's colon or a space: what `[.:\s]${name}$` would match, with no pattern built per call.
  const at = t.norm.length - name.length - 1;
  return at >= 0 && t.norm.endsWith(name) && NAME_SEPARATOR.test(t.norm[at]!);
}

/** `eager()`, `items[0]`: the call's or index's arguments after a name. */
const CALL_ARGUMENTS = /\(.*\)$/;
const INDEX_ARGUMENTS = /\[.*\]$/;
const IDENTIFIER = /^[\w$]+$/;
const NAME_SEPARATOR = /[.:\s]/;

/**
 * "Dispenses must not wait on a co-signature" against "Dispenses must be co-signed by a second pharmacist", "don't wait
 * for canvass sign-off" against "may be published only after the sign-off is set": waiting for a thing is holding the
 * action until it is there, so a rule not to wait for it denies a rule that requires it first (recall-111). The verb at
 * `c.tokens[at]` is a form of "wait" before "for" / "on" / "until"; both clauses are rules; every word of what is
 * waited for is in the other rule, as a word or one of its family ("co-signature" / "co-signed", "clearance" /
 * "cleared"). "must not wait for the label printer" names a thing the other rule never asks for.
 */
export function waitedOnRequired(c: Clause, at: number, other: Clause): boolean {
  if (!WAITED_ON.has(c.tokens[at + 1]?.norm ?? '') || !other.positive || !instruction(c) || !(instruction(other) || permittedOnlyAfter(other))) return false;
  if (scopedApart(c, other) || kindsApart(c, other)) return false;
  let any = false;
  for (let j = at + 2; j < c.tokens.length; j++) {
    const t = c.tokens[j]!;
    if (t.kind === 'punct' || OBJECT_ENDS.has(t.norm)) break;
    // "must not wait for underwriter sign-off anymore": the writer's "anymore" is no part of what is waited for.
    if (c.markers.includes(t.norm)) continue;
    for (const x of t.terms) {
      if (termWeight(x) === 0) continue;
      if (!other.terms.has(x) && !familyIn(x, other)) return false;
      any = true;
    }
  }
  return any;
}

/**
 * A term of `other` of the same word family as `x`: the one stem and the other with a noun's ending ("sign" /
 * "signatur", "clear" / "clearanc"), or one stem of five letters or more and another a letter or two longer.
 */
function familyIn(x: string, other: Clause): boolean {
  if (x.length < 4) return false;
  for (const y of other.terms.keys()) {
    const [short, long] = y.length < x.length ? [y, x] : [x, y];
    if (short.length < 4 || !long.startsWith(short)) continue;
    const rest = long.length - short.length;
    if (NOUN_ENDINGS.has(long.slice(short.length)) || (rest <= 2 && short.length >= 5)) return true;
  }
  return false;
}

/** What a noun adds to its verb's stem, as the stemmer leaves it: signature, clearance, approval, endorsement. */
const NOUN_ENDINGS = new Set(['atur', 'ur', 'anc', 'enc', 'al', 'ment']);

/**
 * "Results may be published only after the sign-off is set", "can ship only once QA signs off": a permission held back
 * until something is there is a rule that it comes first.
 */
function permittedOnlyAfter(c: Clause): boolean {
  const tokens = c.tokens;
  let permitted = false;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!.norm;
    if (t === 'may' || t === 'can') permitted = true;
    else if (permitted && t === 'only' && ONLY_AFTER.has(tokens[i + 1]!.norm)) return true;
  }
  return false;
}

const ONLY_AFTER = new Set(['after', 'once', 'when', 'if']);
