// The values check, valueHit: the same subject given two different quantities (durations, sizes, rates,
// ports, versions, times of day, counts, limits), and signalsOf, what kinds of claims a discovery makes,
// which findHit and valueHit read before anything else.

import { mayBeExclusive } from './exclusive.js';
import { copyStated, durationKindOf, expansionOf, withoutHead, type Analysis, type ClaimSignals, type Clause, type StatedQuantity } from './analyze.js';
import { catalogueQuantity, sameCatalogueQuantity, type CatalogueQuantity } from './settings-catalogue.js';
import { FRAME_KEY, frameSides, frameValue, isUnitWord, LENGTH_KEY, statusesApart, TEMPERATURE_KEY, versionText, VOLUME_KEY } from './quantities.js';
import { FILE_EXTENSIONS, POPULAR_FILES, splitIdentifier, termOfWord, termWeight, type Token } from './tokens.js';
import { ALTERNATIVE_GROUPS } from './alternatives.js';
import { aliases } from './aliases.js';
import { COPULAS, GENERIC_STEMS, QUALIFIERS, QUANTITY_CONTRASTS, QUANTITY_PREDICATE_STEMS, SUBJECT_CONTRASTS } from './vocabulary.js';
import { designatedApart, nounCasesApart } from './cases.js';
import { align, BIT_FLIPPING, codeNamesApart, numberedApart, textMembersApart, numberName, BIT_SAYS_SO, bothVerbs, contrastedSides, extras, type Hit, keyParts, moves, NAME_CHARS, partsExplained, partsOf, proseTerms, sameName, sameSubject, standsAgainstNewer, surface, WHOLE_PROJECT_STEMS } from './subject.js';
import { memoize } from '../text/memo.js';

// Made once, not on every call: these run per token in the pair checks and the clause readers (disc-040).
const SETTING_VALUE_PART = /[=:].*$/;

const NO_CURRENT: ClaimSignals['current'] = [];
const DIMS = ['duration', 'size', 'percent', 'pixels', 'rate', 'port', 'version', 'clock', 'count', 'text', 'limitless'];
/** Not a dimension: the text gives a value to a setting it names in code (namedSettingHit), in whatever unit. */
const NAMED_SETTING = 1 << DIMS.length;
/** "No limit on uploads" meets a limit of any dimension. */
const LIMITED_DIMS = (1 << DIMS.indexOf('limitless')) - 1 - (1 << DIMS.indexOf('text')) - (1 << DIMS.indexOf('version')) - (1 << DIMS.indexOf('clock')) - (1 << DIMS.indexOf('port'));

/** What kinds of claims a discovery makes, so most pairs are ruled out without reading them again. */
export function signalsOf(a: Analysis): ClaimSignals {
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
    // "Audit logging is off unless a study turns it on": a default the state dimension reads (state-dimension.ts
    // defaultUse) against a default of either sign, as it reads a flipping word; the clause stays out of `polar`.
    if (c.unlessDefault && c.antonyms.length > 0 && !c.negated) s.hasFlippers = true;
    for (const q of c.quantities) {
      s.dims |= q.dim === 'limitless' ? LIMITED_DIMS : 1 << DIMS.indexOf(q.dim);
      if (isSetting(q)) s.dims |= (1 << DIMS.indexOf('duration')) | (1 << DIMS.indexOf('size'));
      if (q.dim === 'count' && sideCount(q, c)) s.dims |= 1 << DIMS.indexOf('pixels');
      // `battery_reserve = 0.3` / "a battery reserve of 20%": a share may be set as a fraction (namedSettingHit).
      if (q.dim === 'count' && q.key.length > 0 && q.bound === null && ASSIGNED_NUMBER_END.test(q.written)) s.dims |= 1 << DIMS.indexOf('percent');
      if (countOfRate(q)) s.dims |= 1 << DIMS.indexOf('rate');
      // A frequency is written as a rate, a rate setting's number or a period in Hz: each may meet the others.
      if (perSecond(q) !== null) s.dims |= 1 << DIMS.indexOf('duration');
      else if (q.period === 'hz') s.dims |= 1 << DIMS.indexOf('rate');
      if (q.dim === 'count' && DOTTED.test(q.written)) s.dims |= 1 << DIMS.indexOf('version');
      if (!q.former) (s.current === NO_CURRENT ? (s.current = []) : s.current).push({ q, c });
    }
    for (const g of c.alternatives.keys()) if (!ALTERNATIVE_GROUPS[g]!.contextOnly) s.groups |= 1 << g % 31;
  }
  if (s.polar.length > 0) s.polarBits = polarBitsOf(s.polar);
  a.signals = s;
  if (s.current !== NO_CURRENT && boundSettings(a) !== null) s.dims |= NAMED_SETTING;
  return s;
}

const NO_BITS = new Int32Array(0);
/** A frame as wide as it is high: "256x256", "2048×2048". */
function isSquare(q: StatedQuantity): boolean {
  const sides = frameSides(q);
  return sides !== null && sides[0] === sides[1];
}

function someSquare(list: ReadonlyArray<{ q: StatedQuantity }>): boolean {
  for (const { q } of list) if (isSquare(q)) return true;
  return false;
}

/** Words that say a number is a side's length: `TILE_SIZE`, `mapSize`, `imgsz`, "input size", "resolution". */
const SIDE_PARTS = new Set(['size', 'sz', 'res', 'resolution', 'dim', 'dimension']);

/** The number is given to a size: a part of the name in code it is written with, or a word right before it, says so. */
function sideNamed(q: StatedQuantity, c: Clause): boolean {
  for (let i = Math.max(0, q.first - 3); i <= q.last; i++) {
    const t = c.tokens[i];
    if (t === undefined || (t.kind !== 'word' && t.kind !== 'code')) continue;
    for (const part of splitIdentifier(t.raw.replace(SETTING_VALUE_PART, ''))) if (SIDE_PARTS.has(part.toLowerCase())) return true;
  }
  return false;
}

/** A whole number given to a size, as the side of the square frame the other side gives (`mapSize` is 1024 / "2048×2048"). */
function asSquare(q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>, c: Clause): StatedQuantity | null {
  if (!sideCount(q, c) || !someSquare(others)) return null;
  const side = copyStated(q);
  side.dim = 'pixels';
  side.value = frameValue(q.value, q.value);
  side.key = SQUARE_KEY;
  side.measured = null;
  return side;
}
const SQUARE_KEY = [FRAME_KEY];

function sideCount(q: StatedQuantity, c: Clause): boolean {
  // A catalogue quantity (`batch_size`, `page_size`, `pool_size`) counts things; it is no side of a frame.
  return q.dim === 'count' && q.setting === undefined && q.low === undefined && q.bound === null && Number.isInteger(q.value) && q.value >= 16 && q.value < 100_000 && sideNamed(q, c);
}

/** A name given a number in code, whole or not: `x = 0.3`, `"x": 40`. */
const ASSIGNED_NUMBER_END = /[=:]\s*\d*\.?\d+$/;

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

/** Catalogue settings of how often: "poll interval", "probe period", a job's schedule. */
const HOW_OFTEN_SETTING = /(?:interval|period|schedule)$/;

/**
 * "hourly", "twice a day", "60 Hz" say how often: they meet a period ("every 30 minutes", "the interval is
 * 16 ms"), never how long something takes or is kept ("the build takes 40 minutes").
 */
function periodsMeet(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause): boolean {
  // A catalogue quantity of how often ("poll interval", `POLL_RATE_MS`, "probe period") is an interval too.
  const interval = (q: StatedQuantity) => q.period !== undefined || q.kinds?.has('interval') === true || (q.setting !== undefined && HOW_OFTEN_SETTING.test(q.setting));
  // "runs every 10 seconds" / "times out after 5 seconds", "is stopped after 12 hours", "is kept for 30 days":
  // how often against how long something takes, waits or lasts, two quantities of one thing.
  if ((a.period !== undefined || b.period !== undefined) && !(interval(a) && interval(b))) return false;
  const often = (q: StatedQuantity) => q.period === 'often' || q.period === 'hz';
  if (!often(a) && !often(b)) return true;
  // Such a word names nothing of its own: it is how often the clause's action happens ("rebuilt nightly" is
  // not "refreshes every second"), and the two must share what it happens to, not only the folder they are in.
  if (actionsDiffer(p.verbs, c.verbs) && !actionWritten(p, c) && !actionWritten(c, p)) return false;
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
  // Most pairs name no folder at all: nothing to align.
  if (!namesFolder(p) && !namesFolder(c)) return false;
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
function sharedFolderTerms(x: Map<string, number>, y: Map<string, number>, p: Clause, c: Clause): ReadonlySet<string> {
  if (!namesFolder(p) || !namesFolder(c)) return NO_TERMS;
  let folder: Set<string> | null = null;
  for (const t of x.keys()) if (y.has(t) && isInFolder(p, t) && isInFolder(c, t)) (folder ??= new Set()).add(t);
  return folder ?? NO_TERMS;
}
const NO_TERMS: ReadonlySet<string> = new Set();

function withoutSharedFolder(x: Map<string, number>, y: Map<string, number>, p: Clause, c: Clause): [Map<string, number>, Map<string, number>] {
  if (!namesFolder(p) || !namesFolder(c)) return [x, y];
  let folder: Set<string> | null = null;
  for (const t of x.keys()) if (y.has(t) && isInFolder(p, t) && isInFolder(c, t)) (folder ??= new Set()).add(t);
  if (!folder) return [x, y];
  const a = withoutTerms(x, folder);
  const b = withoutTerms(y, folder);
  return a.size > 0 && b.size > 0 ? [a, b] : [x, y];
}

/** "the API's": a word in the possessive. Module constants, not literals in the loops: a literal is a new RegExp each time it is reached. */
const POSSESSIVE_END = /['’]s$/;
/**
 * "The API's metrics endpoint is on port 9090" / "The API listens on port 8080": the value is the
 * endpoint's, which the other side never names; the API only owns it. Words naming the quantity itself
 * ("the API's port", "Sidekiq's concurrency") name no other owner.
 */
function possessedApart(q: StatedQuantity, c: Clause, other: Clause): boolean {
  // "the iOS app's deployment target is iOS 15": what a version is of is named by the tool.
  if (q.dim === 'version') return false;
  return ownsPartApart(q, c, other);
}

/**
 * "The telemetry decoder uses Go 1.23rc1 for fuzzing runs only" / "The telemetry decoder's production builds use Go
 * 1.22": a version for one case against a version of a part the owner has that the other side never names (builds,
 * jobs, images). Each side scopes its version to a part of its own; a plain "the decoder uses Go 1.22" still meets it.
 */
function versionScopesApart(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause): boolean {
  if (a.dim !== 'version' || b.dim !== 'version') return false;
  return (forOneCase(p, a) && ownsPartApart(b, c, p)) || (forOneCase(c, b) && ownsPartApart(a, p, c));
}

/** Before the value, an owner in the possessive the other clause writes, and a part of it the other clause does not. */
function ownsPartApart(q: StatedQuantity, c: Clause, other: Clause): boolean {
  const tokens = c.tokens;
  let at = -1;
  for (let i = 0; i < q.first; i++) if (POSSESSIVE_END.test(tokens[i]!.raw) && tokens[i]!.terms.length > 0) at = i;
  if (at < 0 || !tokens[at]!.terms.some((t) => other.terms.has(t))) return false;
  let owned = false;
  for (let i = at + 1; i < q.first; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' && t.kind !== 'code') break;
    // "The decoder's production builds use Go 1.22" against "… uses Go 1.23rc1": a verb of either side ends the part.
    if (t.terms.length === 0 || t.terms.some((x) => c.verbs.has(x) || other.verbs.has(x))) break;
    // "Moodle's `admin/cli/cron.php`": a file says where the value is written, not a thing the owner has.
    if (t.kind === 'code' && isFileName(t.terms[0]!)) continue;
    for (const x of t.terms) {
      if (GENERIC_STEMS.has(x) || q.naming.includes(x) || q.key.includes(x) || durationKindOf(x) !== undefined) continue;
      if (other.terms.has(x) || sameName(x, other.terms)) return false;
      owned = true;
    }
  }
  return owned;
}

/**
 * Each side names, before its value, an owner of its own that the other text never writes: "The ferry app's
 * `lock_timeout` is 3s" / "The reporting job's `lock_timeout` is 60s", "Redis keys for carts expire after 7 days" /
 * "Redis keys for rate limiting expire after 1 minute". Two owners of one kind of value, each with its own. An owner
 * only one side names may be the other's unnamed one, and is left to the subject test.
 */
function ownersNamedApart(p: Clause, a: StatedQuantity, c: Clause, b: StatedQuantity, older: Analysis, newer: Analysis): boolean {
  const x = possessorOf(p, a);
  const y = possessorOf(c, b);
  if (x !== null && y !== null && unwritten(x, newer) && unwritten(y, older)) return true;
  const u = forOwnerOf(p, a);
  const v = forOwnerOf(c, b);
  return u !== null && v !== null && u.noun.some((t) => v.noun.includes(t)) && unwritten(u.owner, newer) && unwritten(v.owner, older);
}

/** Words between a value and the noun it is the value of: "caps query depth at 10", "the pool size is 20", "`depth` = 10". */
const VALUE_LINKS = new Set(['at', 'to', 'of', 'is', 'are', 'was', 'were', '=', ':', 'be']);

/**
 * "caps query depth at 10" / "caps query complexity at 500": both sides write the value right after a compound whose
 * first word they share and whose last word, the thing measured, is each side's own (the other text never writes it).
 * Two quantities of one thing, not one quantity changed. A last word naming the value's role ("coverage threshold" /
 * "coverage gate") names one setting two ways.
 */
function headsMeasuredApart(p: Clause, a: StatedQuantity, c: Clause, b: StatedQuantity, older: Analysis, newer: Analysis): boolean {
  const x = measuredCompound(p, a);
  const y = measuredCompound(c, b);
  if (x === null || y === null || !x.first.some((t) => y.first.includes(t))) return false;
  return unwritten(x.last, newer) && unwritten(y.last, older);
}

/** Nouns naming a value's role, not what is measured: "coverage threshold" and "coverage gate" are one setting. */
const BOUND_NOUNS = new Set('threshold thresholds gate gates limit limits cap caps max min maximum minimum budget ceiling floor quota allowance setting value target level bound default'.split(' '));

function measuredCompound(c: Clause, q: StatedQuantity): { first: readonly string[]; last: readonly string[] } | null {
  const tokens = c.tokens;
  let i = q.first - 1;
  while (i >= 0 && VALUE_LINKS.has(tokens[i]!.norm)) i--;
  if (i < 1 || i === q.first - 1) return null;
  const last = tokens[i]!;
  const first = tokens[i - 1]!;
  if (last.kind !== 'word' || first.kind !== 'word' || last.terms.length === 0 || first.terms.length === 0 || BOUND_NOUNS.has(last.norm)) return null;
  // "db-backup runs at 3am": a verb before the value says what is done, not what is measured.
  if (last.terms.some((x) => c.verbs.has(x)) || first.terms.some((x) => c.verbs.has(x))) return null;
  return { first: first.terms, last: last.terms };
}

function unwritten(terms: readonly string[], text: Analysis): boolean {
  return terms.length > 0 && terms.every((t) => !text.terms.has(t));
}

/** The terms of the last word with a possessive before the value: "app" in "The ferry app's `lock_timeout`". */
function possessorOf(c: Clause, q: StatedQuantity): readonly string[] | null {
  const tokens = c.tokens;
  for (let i = q.first - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (POSSESSIVE_END.test(t.raw) && t.kind === 'word' && t.terms.length > 0) return t.terms;
  }
  return null;
}

/** "keys for carts" before the value: the noun before "for" and the word after it, the owner. */
function forOwnerOf(c: Clause, q: StatedQuantity): { noun: readonly string[]; owner: readonly string[] } | null {
  const tokens = c.tokens;
  for (let i = 1; i + 1 < q.first; i++) {
    if (tokens[i]!.norm !== 'for') continue;
    const noun = tokens[i - 1]!;
    const owner = tokens[i + 1]!.norm === 'the' ? tokens[i + 2] : tokens[i + 1];
    if (owner === undefined || noun.kind !== 'word' || noun.terms.length === 0 || (owner.kind !== 'word' && owner.kind !== 'code') || owner.terms.length === 0) return null;
    // "keys" may be read as a verb; before "for", with a verb after the owner, it is the noun.
    if (owner.terms.some((x) => c.verbs.has(x))) return null;
    return { noun: noun.terms, owner: owner.terms };
  }
  return null;
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

/** Words before a value saying it is the whole's, not each one's: "the global limit", "the combined quota". */
const WHOLE_WORDS = new Set(['global', 'overall', 'total', 'combined', 'aggregate', 'cluster-wide', 'fleet-wide', 'site-wide', 'org-wide', 'account-wide']);

/** The clause calls its value the whole's before it ("The gateway's global limit is 10,000 requests per minute"). */
function wholeBefore(c: Clause, q: StatedQuantity): boolean {
  for (let i = 0; i < q.first; i++) if (WHOLE_WORDS.has(c.tokens[i]!.norm)) return true;
  return false;
}

/** Verbs that only say something happens on a schedule: "runs hourly" / "is scheduled every hour" is one action. */
const SCHEDULE_VERBS = new Set(['run', 'schedul', 'happen', 'execut', 'fire', 'trigger', 'occur', 'kick', 'start', 'tick']);

/**
 * A verb of clause `c` that `p` writes too, where the reading took another word for its verb: "The flight-ops
 * position feed publishes at 1 Hz" (its verb read as "feed") / "… updates are published every 5 seconds".
 */
function actionWritten(p: Clause, c: Clause): boolean {
  for (const v of c.verbs) if (p.terms.has(v)) return true;
  return false;
}

function actionsDiffer(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  for (const v of a) if (b.has(v) || SCHEDULE_VERBS.has(v)) return false;
  for (const v of b) if (SCHEDULE_VERBS.has(v)) return false;
  return true;
}

/** The clause writes a folder (`packages/x/`): isInFolder can hold for some term. */
function namesFolder(c: Clause): boolean {
  for (const t of c.tokens) if (t.kind === 'code' && t.raw.endsWith('/')) return true;
  return false;
}

/** A part of a folder the clause names (`packages/billing-5/`). */
function isInFolder(c: Clause, term: string): boolean {
  return c.tokens.some((t) => t.kind === 'code' && t.raw.endsWith('/') && t.terms.includes(term));
}

/**
 * Both say what kind of duration it is, and the kinds differ: two different durations. How long something is kept
 * and when it expires are one ("keeps entries for 10 minutes" / `ttl=timedelta(minutes=30)`).
 */
function kindsAgree(a: Set<string> | null, b: Set<string> | null): boolean {
  if (!a || !b) return true;
  for (const k of a) if (b.has(k) || (k === 'expiry' && b.has('retention')) || (k === 'retention' && b.has('expiry'))) return true;
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
  // "180px tall" / `width: 240px`: a width and a height are two lengths; a frame ("1080p") is neither.
  if (a.dim === 'pixels') return a.key.length === 0 || b.key.length === 0 || a.key[0] === b.key[0];
  // "100/hour" and "1000 requests an hour": a rate of one subject is a rate of the same thing.
  if (a.dim === 'rate' && (a.key.length === 0 || b.key.length === 0)) return true;
  if (a.dim === 'count' || a.dim === 'version' || a.dim === 'text' || a.dim === 'rate') {
    // "`retries: 3`" / "retry 5 times", "a minimum of 2 nodes" / "node group `min_size = 4`": what one side
    // counts may be named by the other's words instead of its key.
    if (a.key.length > 0 && b.key.length > 0) return !twoSettingNames(a.key[0]!, b.key[0]!) && (keyShared(a, b) || keyInSubject(a.key, b.subject) || keyInSubject(b.key, a.subject));
    if (a.key.length === 0 && b.key.length === 0) return true;
    const [keyed, bare] = a.key.length > 0 ? [a, b] : [b, a];
    return keyInSubject(keyed.key, bare.subject) || keyAbbreviates(keyed.key[0]!, bare.subject);
  }
  return true;
}

/**
 * `BATT_LOW_VOLT` / `BATT_CRT_VOLT`, `read_timeout` / `write_timeout`: two names of one family, each with a part of
 * its own, are two settings, whatever parts they share. A part saying it is a limit or giving a unit is no part of its own.
 */
function twoSettingNames(x: string, y: string): boolean {
  if (x === y || !/[._-]/.test(x) || !/[._-]/.test(y)) return false;
  return ownPart(x, y) && ownPart(y, x);
}

/** Parts of a setting's name that say it is a bound, a default or a count, not which setting it is. */
const BOUND_PARTS = new Set('max min maximum minimum limit cap ceil floor default num count total'.split(' '));

function ownPart(name: string, other: string): boolean {
  const theirs = partsOf(other);
  for (const [part, stemmed] of partsOf(name)) {
    if (BOUND_PARTS.has(part) || isUnitWord(part) || /^\d+$/.test(part)) continue;
    let found = false;
    for (const [p, st] of theirs) if (p === part || st === stemmed) found = true;
    if (!found) return true;
  }
  return false;
}

/** `req_seq_len` / "the request sequence length": every part of the key is a word of the other side or its short form. */
function keyAbbreviates(key: string, subject: Map<string, number>): boolean {
  if (!NAME_CHARS.test(key) || key.includes('/') || key.includes(' ')) return false;
  const parts = partsOf(key);
  return parts.length >= 2 && partsExplained(parts, subject, false);
}

export function sameValue(a: StatedQuantity, b: StatedQuantity): boolean {
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
  return closeTo(a.value, b.value) || roundedAlike(a, b) || convertedAlike(a, b) || calendarAlike(a, b);
}

/**
 * "10 feet" / "3 m", "70 °F" / "21 °C": a length or a temperature written in another system of units is rounded
 * when converted, so it agrees within 2% (a length) or 0.6 degrees (a temperature).
 */
function convertedAlike(a: StatedQuantity, b: StatedQuantity): boolean {
  if (a.dim !== 'count' || a.key.length !== 1) return false;
  const key = a.key[0];
  if (key === LENGTH_KEY || key === VOLUME_KEY) return b.key[0] === key && Math.abs(a.value - b.value) <= 0.02 * Math.max(Math.abs(a.value), Math.abs(b.value));
  return key === TEMPERATURE_KEY && b.key[0] === TEMPERATURE_KEY && Math.abs(a.value - b.value) <= 0.6;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
/** How many days a year of months (12 × 30) and of weeks (52 × 7) counts in the units quantities.ts reads. */
const YEAR_IN_MONTHS_MS = 360 * DAY_MS;
const YEAR_IN_WEEKS_MS = 364 * DAY_MS;
const MONTHS_OR_WEEKS_WRITTEN = /months?|weeks?|\dmo\b|\dw\b/i;

/**
 * "12 months" and "one year", "36 months" and "3 years", "52 weeks" and "a year", "6 months" and "half a year": a
 * month is read as 30 days and a year as 365, so a number of years written in months or weeks comes out 5 or 1 days
 * short per year. Only a whole or half number of years against exactly that many years written in months or weeks:
 * "13 months" or "360 days" stay apart from "a year".
 */
function calendarAlike(a: StatedQuantity, b: StatedQuantity): boolean {
  if (a.dim !== 'duration' || b.dim !== 'duration') return false;
  return yearsWritten(a.value, b) || yearsWritten(b.value, a);
}

function yearsWritten(years: number, other: StatedQuantity): boolean {
  if (!MONTHS_OR_WEEKS_WRITTEN.test(other.written)) return false;
  const count = years / YEAR_MS;
  if (count <= 0 || Math.abs(count * 2 - Math.round(count * 2)) > 1e-9) return false;
  return closeTo(other.value, count * YEAR_IN_MONTHS_MS) || closeTo(other.value, count * YEAR_IN_WEEKS_MS);
}

/**
 * "~6.67 req/s" is "400/min" written to two decimals: a value with two or more decimals, as a converted one is
 * written, agrees with one it rounds to, within half its last written digit. Percentages are thresholds written
 * exactly ("99.9%" / "99.95%").
 */
function roundedAlike(a: StatedQuantity, b: StatedQuantity): boolean {
  const slack = Math.max(roundingShare(a), roundingShare(b));
  return slack > 0 && Math.abs(a.value - b.value) < slack * Math.max(Math.abs(a.value), Math.abs(b.value));
}

const DECIMAL_PLACES = /(\d+)\.(\d{2,})/;
/** Half the last written decimal digit of the value's number, as a share of it; 0 for a number with fewer than two decimals. */
function roundingShare(q: StatedQuantity): number {
  const m = DECIMAL_PLACES.exec(q.written);
  if (m === null || q.dim === 'percent') return 0;
  const n = Number(m[0]);
  return n > 0 ? (0.5 * 10 ** -m[2]!.length) / n : 0;
}

// Module-level helpers for the pair checks below, not closures made per call: a closure's optimised code dies with
// it at a full GC, and each was compiled again in every bench run (disc-036).

/** Equal but for floating-point rounding. */
function closeTo(x: number, y: number): boolean {
  return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
}

/** `x`'s version is `floor`'s or a later one, to the precision both give ("4.3.1" meets "4.1.0", "16" meets "15"). */
function versionAtLeast(x: StatedQuantity, floor: StatedQuantity): boolean {
  const a = x.parts ?? [];
  const b = floor.parts ?? [];
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return true;
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
  if (bounded.dim === 'version') return bounded.bound === 'min' && !plain.bound && bounded.compared === true && versionAtLeast(plain, bounded);
  if (!bounded.bound || plain.bound || bounded.namedBound || bounded.dim === 'text') return false;
  if (!Number.isFinite(bounded.value) || !Number.isFinite(plain.value)) return false;
  return bounded.bound === 'min' && plain.value >= bounded.value;
}

/** The particles of a pair that end a hyphenated word: "check-in" / "check-out", "scale-up" / "scale-down". */
const PARTICLE_PAIRS = new Map([['in', 'out'], ['out', 'in'], ['up', 'down'], ['down', 'up'], ['on', 'off'], ['off', 'on']]);

/** `p` writes a word ending in one particle of a pair, `c` the same word with the other particle, and neither the other's. */
function particlesApart(p: Clause, c: Clause): boolean {
  for (const t of p.tokens) {
    const cut = t.kind === 'word' ? t.norm.lastIndexOf('-') : -1;
    if (cut <= 0) continue;
    const pair = PARTICLE_PAIRS.get(t.norm.slice(cut + 1));
    if (pair === undefined) continue;
    const other = t.norm.slice(0, cut + 1) + pair;
    if (writesNorm(c, other) && !writesNorm(c, t.norm) && !writesNorm(p, other)) return true;
  }
  return false;
}

/** The clause has a token written `norm` (lower case). */
function writesNorm(c: Clause, norm: string): boolean {
  for (const t of c.tokens) if (t.norm === norm) return true;
  return false;
}

/**
 * valueHit's test of two values that may conflict: of one subject, stated the same way. A function of its own,
 * not the body of a callback made per pair: a closure loses its optimised code when it dies at a full GC, and
 * this one was compiled again in every bench run.
 */
function valuesOfOneSubject(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis, sole = false): boolean {
  if (a.dim === 'clock' && endsApart(p, c)) return false;
  if (a.dim === 'version' && laterFolderApart(a, b, p, c, older, newer)) return false;
  // "Most uploads are about 4 MB" is what is seen, not what the limit is set to.
  if (namedBoundAlone(a, b) && (a.observed || b.observed || namesRole(p, c) || namesRole(c, p))) return false;
  // "Worker pods request 1 CPU" / "Worker pods are limited to 2 CPUs": CPU named a limit on one side against a role
  // the other names is a request against its limit, though the catalogue reads any CPU value as the limit.
  if (a.setting === CPU_LIMIT && b.setting === CPU_LIMIT && oneNamedLimit(a, b) && (namesRole(p, c) || namesRole(c, p))) return false;
  // "nginx allows 100m bodies on `/upload`" / "Other locations keep 1m": the other ones, not the one named.
  if (saysOther(p) !== saysOther(c)) return false;
  // "Plugin 1.9 is compatible" / "Plugin 2.0 is incompatible": two releases, each with a property of its own.
  if (namesRelease(p, a) && namesRelease(c, b)) return false;
  // "The session lasts 20 minutes by default" / "… overrides the session length to 2 hours for permit holders only":
  // the newer names what it overrides and the one case it holds in, so the default stands.
  if (overridesForOneCase(c, b) && !forOneCase(p, a)) return false;
  // "Caching lasts 10 minutes by default" / "… lasts 1 minute if the flash sale flag is set": a value said to be the
  // default and a value for one case are two values of two cases, whichever side writes which.
  if ((saysDefault(p) && !saysDefault(c) && forOneCase(c, b) && !forOneCase(p, a)) || (saysDefault(c) && !saysDefault(p) && forOneCase(p, a) && !forOneCase(c, b))) return false;
  if (a.restricted !== b.restricted || !kindsAgree(a.kinds, b.kinds) || !periodsMeet(a, b, p, c) || onlyFolderShared(a, b, p, c)) return false;
  if (possessedApart(a, p, c) || possessedApart(b, c, p) || versionScopesApart(a, b, p, c)) return false;
  // "The API allows 100 requests per minute per user" / "The API gateway's global limit is 10,000 requests per
  // minute": a value for each of something against one the other side calls the whole's.
  if ((a.scope !== undefined && b.scope === undefined && wholeBefore(c, b)) || (b.scope !== undefined && a.scope === undefined && wholeBefore(p, a))) return false;
  if (ownersNamedApart(p, a, c, b, older, newer)) return false;
  if (headsMeasuredApart(p, a, c, b, older, newer)) return false;
  // "max receive message size" / "max send message size": each value is of one side of a pair. (A size tier's words,
  // SMALL / LARGE, are the values themselves.)
  if (!(isTier(a) && isTier(b)) && contrastedSides(p.terms, c.terms, QUANTITY_CONTRASTS)) return false;
  // "The scale-up threshold" / "The scale-down threshold", "sets check-in to 15:00" / "sets check-out to 11:00": one
  // word with each particle of a pair, which the terms lose ("in", "up" are stopwords), names the two sides.
  if (particlesApart(p, c) || particlesApart(c, p)) return false;
  // "Unity targetFrameRate is 60 on PC" / "targetFrameRate is 30 on Switch": a value in each of two platforms or environments.
  // "Study ABC-101 randomizes in blocks of 4" / "Study ABC-204 … of 6": a member of one kind named on each side (cases.ts).
  if (textMembersApart(older, newer) || codeNamesApart(p, older, c, newer) || designatedApart(p, older, c, newer)) return false;
  // "caches 404 responses for 60 seconds" / "caches 410 responses for 10 minutes": values of two kinds of response.
  if (statusesApart(p.tokens, c.tokens)) return false;
  // "No limit" names no quantity of its own: a word naming something on each side ("the GitHub API" /
  // "the internal API") is two things.
  if ((a.dim === 'limitless' || b.dim === 'limitless') && extras(subjectOf(a), subjectOf(b), bothVerbs(p, c)).length > 0 && extras(subjectOf(b), subjectOf(a), bothVerbs(p, c)).length > 0) return false;
  // "The `debug` partition has a 30-minute limit" / "The `long` partition allows 7 days": one head, a word of its own before it on each side.
  if (rivalModifiers(p, c, older, newer)) return false;
  // "RFID readers at the dock doors transmit at 30 dBm" / "RFID readers in the conveyor tunnel are set to 24 dBm":
  // one noun each subject narrows with words of its own is two cases, each with its value (cases.ts).
  if (nounCasesApart(p, older, c, newer)) return false;
  if (sole && soleValuesMeet(a, b, p, c, older, newer)) return true;
  const [x, y] = withoutSharedFolder(subjectOf(a), subjectOf(b), p, c);
  if (leftAgrees(a, b, p, c) && sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: ownHead(p, a, c) ? headless(p) : p, b: ownHead(c, b, p) ? headless(c) : c })) return true;
  if ((sameSetting(a, b) !== null || sameTool(a, b)) && settingSubjectsAgree(a, b, p, c, older, newer)) return true;
  if (sameTool(a, b) && pinnedAlike(a, b, p, c, older, newer)) return true;
  if (keyNamedAlike(a, b, p, c, older, newer)) return true;
  if (settingNamedOnBoth(a, b, p, c, older, newer)) return true;
  if (fileOwned(a, b, p, c, older, newer)) return true;
  return unownedAgrees(a, b, older, newer) || placesAside(a, b, p, c, older, newer);
}

/** Verbs of when something begins and when it ends: a time of day of each is two times, not one changed. */
const BEGIN_VERBS = new Set('open opens opened start starts started begin begins began arrive arrives arrived'.split(' ').map(termOfWord));
const END_VERBS = new Set('close closes closed end ends ended finish finishes finished stop stops stopped shut shuts depart departs departed'.split(' ').map(termOfWord));

/** "The library opens at 09:00" / "The library closes at 5 pm": one clause says when a thing begins, the other when it ends. */
function endsApart(p: Clause, c: Clause): boolean {
  const pBegins = someIn(p.verbs, BEGIN_VERBS);
  const pEnds = someIn(p.verbs, END_VERBS);
  return pBegins !== pEnds && someIn(c.verbs, BEGIN_VERBS) === pEnds && someIn(c.verbs, END_VERBS) === pBegins;
}

function someIn(verbs: ReadonlySet<string>, list: ReadonlySet<string>): boolean {
  for (const v of verbs) if (list.has(v)) return true;
  return false;
}

/** A size tier (quantities.ts sizeTier): `db.t3.medium`, MEDIUM, "sized SMALL". */
function isTier(q: StatedQuantity): boolean {
  return q.dim === 'text' && q.key.length === 1 && q.key[0] === 'tier';
}

/**
 * Both clauses are about one head noun ("partition", "plan", "roster"), and each writes right before it a word or name
 * of the same kind that the other text never writes: "The `debug` Slurm partition" / "The `long` partition", "The Basic
 * plan" / "The Pro plan". Two members of one kind, each with its own value. A word only one side adds ("The Slurm
 * partition" / "The `debug` partition") names the same thing more fully, and words of two kinds ("The Postgres backup"
 * / "The nightly backup") may name one thing two ways.
 */
function rivalModifiers(p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  const hp = p.head;
  const hc = c.head;
  if (hp !== null && hc !== null && hp.kind === 'word' && hc.kind === 'word' && hp.terms[0] !== undefined && hp.terms[0] === hc.terms[0]) return (ownModifiers(p, hp, newer) & ownModifiers(c, hc, older)) !== 0;
  return rivalNamesBefore(p, c, older, newer) || rivalModifiersOfPhraseEnd(p, c, older, newer);
}

/**
 * "`max_iter=500` for the ferry route optimiser" / "The ferry fare optimiser runs at most 2000 iterations": where the
 * clauses' heads are not one word, a noun both write at the end of a phrase, with a word of its own right before it
 * on each side, after a word both write.
 */
function rivalModifiersOfPhraseEnd(p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  for (let i = 2; i < p.tokens.length; i++) {
    const t = p.tokens[i]!;
    const x = t.terms[0];
    if (t.kind !== 'word' || x === undefined || termWeight(x) === 0 || GENERIC_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x) || p.verbs.has(x) || !phraseEnds(p, i)) continue;
    for (let j = 2; j < c.tokens.length; j++) {
      const u = c.tokens[j]!;
      if (u.kind !== 'word' || u.terms[0] !== x || c.verbs.has(x) || !phraseEnds(c, j)) continue;
      const before = p.tokens[i - 2]!;
      const other = c.tokens[j - 2]!;
      if (before.terms[0] === undefined || before.terms[0] !== other.terms[0] || termWeight(before.terms[0]) === 0) continue;
      if (modifierKind(p.tokens[i - 1]!, i - 1, newer) !== 0 && modifierKind(c.tokens[j - 1]!, j - 1, older) !== 0) return true;
    }
  }
  return false;
}

/** The word at `i` ends its noun phrase: nothing, a mark, a link word or a verb comes next. */
function phraseEnds(c: Clause, i: number): boolean {
  const next = c.tokens[i + 1];
  return next === undefined || next.kind === 'punct' || next.terms.length === 0 || next.terms.some((x) => c.verbs.has(x));
}

/**
 * "Jobs on the `short` partition" / "Jobs on the `long` partition": a noun both clauses write after "the", each with a
 * name in code of its own right before it that the other text never writes. Two members of one kind wherever the noun
 * stands in its clause: names in code are names whatever their words mean (words are left to the head's test above).
 */
function rivalNamesBefore(p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  const tp = p.tokens;
  const tc = c.tokens;
  for (let i = 2; i < tp.length; i++) {
    const t = tp[i]!;
    const name = tp[i - 1]!;
    if (t.kind !== 'word' || t.terms[0] === undefined || name.kind !== 'code' || tp[i - 2]!.norm !== 'the') continue;
    for (let j = 2; j < tc.length; j++) {
      const u = tc[j]!;
      const other = tc[j - 1]!;
      if (u.kind !== 'word' || u.terms[0] !== t.terms[0] || other.kind !== 'code' || tc[j - 2]!.norm !== 'the') continue;
      if (modifierKind(name, i - 1, newer) === CODE_MODIFIER && modifierKind(other, j - 1, older) === CODE_MODIFIER) return true;
    }
  }
  return false;
}

const CODE_MODIFIER = 1;
const CAPITAL_MODIFIER = 2;
const WORD_MODIFIER = 4;

/**
 * The kinds of the words and names right before `head`, in its noun phrase, that the other text never writes, as bits:
 * a name in code, a capitalised word (not the clause's first: "Nightly backup runs at 02:00"), a word.
 */
function ownModifiers(c: Clause, head: Token, otherText: Analysis): number {
  const tokens = c.tokens;
  let kinds = 0;
  for (let i = tokens.indexOf(head) - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if ((t.kind !== 'word' && t.kind !== 'code') || t.terms.length === 0) break;
    // "The gh release uploader" / "The GitHub release uploader": one name written two ways.
    if (oneNameTwoWays(c, i, otherText)) continue;
    kinds |= modifierKind(t, i, otherText);
  }
  return kinds;
}

/** The kind of `t`, at `i` in its clause, as a word of its own the other text never writes, or 0. */
function modifierKind(t: Token, i: number, otherText: Analysis): number {
  // A name in code is a name, whatever its words mean ("`long`", "`day`"), and another name than a longer one it
  // starts (`berth` / `berth_moves`); a word may be the kind of value or its unit.
  if (t.kind === 'code') return otherWritesName(otherText, t) ? 0 : CODE_MODIFIER;
  const own = t.terms.filter((x) => !QUANTITY_PREDICATE_STEMS.has(x) && !isUnitWord(x));
  if (own.length === 0 || own.some((x) => otherText.terms.has(x))) return 0;
  return i > 0 && /^[A-Z]/.test(t.raw) ? CAPITAL_MODIFIER : WORD_MODIFIER;
}

/**
 * The other text writes the name in code as such, or spells all its parts as words. A value's own words do not spell
 * it: `daily` and the "days" of "90 days" are one stem.
 */
function otherWritesName(otherText: Analysis, name: Token): boolean {
  const raw = name.raw.toLowerCase();
  const words = new Set<string>();
  for (const clause of otherText.clauses) {
    const tokens = clause.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.kind === 'code' && t.raw.toLowerCase() === raw) return true;
      if (t.kind === 'word' && !inSomeValue(clause, i)) for (const x of t.terms) words.add(x);
    }
  }
  return name.terms.length > 0 && name.terms.every((x) => words.has(x));
}

function inSomeValue(c: Clause, i: number): boolean {
  for (const q of c.quantities) if (i >= q.first && i <= q.last) return true;
  return false;
}

/**
 * "`configs/base.py` sets `warmup_steps = 500`" / "LR warmup is 2,000 steps", "The Nominatim client is throttled to
 * 1 request per second" / "`geo/nominatim.py` allows up to 10 req/s": the file a value is written in says where it
 * is set, not whose it is. With the files aside the subject test decides; two files named, one on each side, may be
 * two owners (`web/api.ts`, `worker/api.ts`), and are left as they are.
 */
function placesAside(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  const filesP = fileTerms(p);
  const filesC = fileTerms(c);
  if (filesP === null && filesC === null) return false;
  if (filesP !== null && filesC !== null) return false;
  // "The `api` crate's `rust-version` is 1.74" / "`crates/cli/Cargo.toml` sets `rust-version = "1.70"`": a name the side
  // without a file gives in backticks may be whose the value is, and the file another's.
  if (filesP === null ? ownName(p, newer, a) : ownName(c, older, b)) return false;
  // "The read timeout for the payments client" / "the HTTP client timeout in `src/http.ts`": one of a pair of
  // quantities named on one side only may be the other one on the other side.
  if (oneEndNamed(p.terms, c.terms) || oneEndNamed(c.terms, p.terms)) return false;
  // A folder both name says where both are, as a file does ("In `packages/x/`, …"): with it aside, each side must still name something.
  const folder = sharedFolderTerms(subjectOf(a), subjectOf(b), p, c);
  const x = withoutTerms(filesP === null ? subjectOf(a) : withoutTerms(subjectOf(a), filesP), folder);
  const y = withoutTerms(filesC === null ? subjectOf(b) : withoutTerms(subjectOf(b), filesC), folder);
  // What is left must name whose the port is, not only that it is one.
  if (a.dim === 'port' && (!namesMoreThan(x) || !namesMoreThan(y))) return false;
  // "`pyproject.toml` declares …", "`feeds/odds/poller.go` uses a 30s ticker for the provider poll": a file that is
  // what its clause is about is where the value is written, not a head the other side must name, unless its path
  // says whose the value is (`osm/nominatim.py` against "the Overpass client", `support/client.ts` against "Nominatim").
  const wording = { a: filesP !== null && placeHead(p, newer.terms) ? headless(p) : p, b: filesC !== null && placeHead(c, older.terms) ? headless(c) : c };
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), wording);
}

/** The clause's head is a file whose path adds nothing to the other text: a manifest, or its words' own file. */
function placeHead(c: Clause, other: Map<string, number>): boolean {
  const name = c.head?.terms[0];
  if (name === undefined || !isFileName(name)) return false;
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (name === base && (POPULAR_FILES.has(base) || /fil(e)?$/.test(base))) return true;
  for (const segment of name.slice(0, name.length - base.length).split('/').concat(base.replace(/\..*$/, ''))) {
    for (const part of splitIdentifier(segment)) {
      const s = termOfWord(part.toLowerCase());
      if (s.length < 2 || /^\d+$/.test(s) || other.has(s) || PIN_PLACES.has(s) || namedAsPrefix(s, other)) continue;
      return false;
    }
  }
  return true;
}

/** "poller" and "poll", "spacing" and "space": a word of the other text the part starts with. */
function namedAsPrefix(part: string, terms: Map<string, number>): boolean {
  for (const t of terms.keys()) if (t.length >= 4 && part.startsWith(t)) return true;
  return false;
}

function namesMoreThan(terms: Map<string, number>): boolean {
  for (const t of terms.keys()) if (t !== PORT && !QUANTITY_PREDICATE_STEMS.has(t)) return true;
  return false;
}
const PORT = termOfWord('port');

/** The pairs of quantities of one thing (connect / read timeouts, send / receive sizes), not of general subjects. */
const QUANTITY_ENDS = QUANTITY_CONTRASTS.filter((pair) => !SUBJECT_CONTRASTS.includes(pair));

function oneEndNamed(a: Map<string, number>, b: Map<string, number>): boolean {
  for (const [x, y] of QUANTITY_ENDS) if ((a.has(x) || a.has(y)) && !b.has(x) && !b.has(y)) return true;
  return false;
}

/** Module constants, not literals: a regular expression literal is a new object each time it is reached, and this runs per term. */
const DOTFILE = /^\.[a-z0-9]/;
const FILE_NAME_END = /fil(e)?$/;

/** `configs/base.py`, `.env.production`, `Procfile`: a file by its extension or as a dotfile; `orders.v2` is a name. */
function isFileName(term: string): boolean {
  return isSourceFile(term) || DOTFILE.test(term) || (!term.includes('/') && FILE_NAME_END.test(term));
}

/**
 * A name in backticks, not a file, that the other text never uses; with `q`, not a call `q` is written in whose
 * name the other text spells out (`page.setDefaultNavigationTimeout(60000)` / "default navigation timeout"): that
 * names the setting, not an owner (`driver.set_page_load_timeout(120)` against "a read timeout" still does).
 */
function ownName(c: Clause, other: Analysis, q?: StatedQuantity): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (q !== undefined && i >= q.first && i <= q.last && callSpelledOut(t, other)) continue;
    const name = t.terms[0];
    if (t.kind !== 'code' || name === undefined || isFileName(name) || other.terms.has(name)) continue;
    if (t.raw.includes("=") || t.raw.includes(":") || /^[\d.]/.test(t.raw)) continue;
    return true;
  }
  return false;
}

/** Words a setter or getter's name opens with, not naming what it sets. */
const CALL_VERBS = new Set(['set', 'get', 'with', 'use']);

/** The code calls a function every word of whose name, a setter's verb aside, the other text writes. */
function callSpelledOut(t: Token, other: Analysis): boolean {
  const call = /([A-Za-z_]\w*)\s*\(/.exec(t.raw);
  if (call === null) return false;
  let named = false;
  for (const part of splitIdentifier(call[1]!)) {
    const word = part.toLowerCase();
    if (CALL_VERBS.has(word)) continue;
    if (!other.terms.has(termOfWord(word))) return false;
    named = true;
  }
  return named;
}

const FILE_TERMS = new WeakMap<Clause, Set<string> | null>();

/** The terms of the file paths a clause names (`configs/base.py` and its parts "base", "config"), or null; once per clause. */
function fileTerms(c: Clause): Set<string> | null {
  let out = FILE_TERMS.get(c);
  if (out === undefined) FILE_TERMS.set(c, (out = readFileTerms(c)));
  return out;
}

function readFileTerms(c: Clause): Set<string> | null {
  let out: Set<string> | null = null;
  for (const t of c.tokens) {
    const path = t.terms[0];
    if (path === undefined || !isFileName(path)) continue;
    for (const x of t.terms) (out ??= new Set()).add(x);
  }
  return out;
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
  as: (q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>, c: Clause) => StatedQuantity | null,
): Array<{ q: StatedQuantity; c: Clause }> {
  const out: Array<{ q: StatedQuantity; c: Clause }> = [];
  for (const { q, c } of list) out.push({ q: as(q, [{ q: a }], c) ?? q, c });
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

/** The older states `b`'s value in a quantity other than `a`, of one subject with `b` (the newer's, in clause `c`). */
function statesElsewhere(older: Analysis, a: StatedQuantity, b: StatedQuantity, c: Clause, newer: Analysis): boolean {
  for (const p of older.clauses) {
    for (const q of p.quantities) {
      if (q === a || q.former || q.dim !== b.dim || !agrees(q, b)) continue;
      if (valuesOfOneSubject(q, b, p, c, older, newer)) return true;
    }
  }
  return false;
}

export function valueHit(older: Analysis, newer: Analysis): Hit | null {
  if ((signalsOf(older).dims & signalsOf(newer).dims) === 0) return null;
  // A value the newer says is gone ("raised from 30 s to 60 s") neither confirms nor contradicts the older.
  const newerQuantities = signalsOf(newer).current;
  for (const p of older.clauses) {
    for (const stated of p.quantities) {
      if (stated.former || numberName(p, stated) !== null) continue;
      // A setting without a unit ("`AUTO_SUSPEND = 300`") against a duration: read in the duration's terms.
      let a = isSetting(stated) && someOfDim(newerQuantities, 'duration') ? (asDuration(stated, newerQuantities) ?? stated) : stated;
      let read = a.dim === 'duration' && someSetting(newerQuantities) ? readAs(newerQuantities, a, asDuration) : newerQuantities;
      // `CONFIG_MAIN_STACK_SIZE=2048` / "the main stack is 4096 bytes": the same, in bytes.
      if (a === stated && isSetting(stated) && someOfDim(newerQuantities, 'size')) a = asSize(stated, newerQuantities) ?? stated;
      else if (a.dim === 'size' && someSetting(newerQuantities)) read = readAs(read, a, asSize);
      // `RATE_LIMIT=100` / "100 requests per minute": a bare number of a rate setting is read as the other side's rate.
      if (countOfRate(a) && someOfDim(newerQuantities, 'rate')) a = asRate(a, newerQuantities) ?? a;
      else if (a.dim === 'rate' && someCountOfRate(newerQuantities)) read = readAs(read, a, asRate);
      // "renders 256x256 tiles" / `TILE_SIZE = 512`: a number given to a size on one side, a square frame on the other.
      if (isSquare(a)) read = readAs(read, a, asSquare);
      else if (someSquare(newerQuantities)) a = asSquare(a, newerQuantities, p) ?? a;
      // "60 ticks per second" / "120 Hz", "the tick rate is 64" / "ticks at 128 Hz": one frequency, as a period.
      // "every 15 minutes" / "one uplink per hour", "hourly" / "4 reports per hour": a count of events per span
      // against how often they happen, read as the period between two.
      if (a.period !== undefined) read = readAs(read, a, asFrequency);
      else if (somePeriodic(newerQuantities)) a = asFrequency(a, newerQuantities) ?? a;
      // "Julia CI runs on 1.9" / "tests Julia 1.10": a dotted number after "on" or "to" in a text naming the tool
      // whose version the other side gives is that tool's version.
      if (a.dim === 'version') {
        if (a.key.length > 0 && (signalsOf(newer).dims & COUNT_BIT) !== 0) read = versionsOfTool(read, a);
      } else if (bareDotted(a, p)) a = asToolVersion(a, newerQuantities) ?? a;
      // Only another value can conflict: most pairs end here, before their subjects are compared.
      const candidates: Array<{ q: StatedQuantity; c: Clause }> = [];
      let differs = false;
      for (const r of read) {
        if (!mayConflict(a, r.q) || ownersApart(a, r.q) || changesApart(a, p, r.q, r.c) || isChangeAmount(p, a) !== isChangeAmount(r.c, r.q) || pronounOne(r.c, r.q)) continue;
        if (numberName(r.c, r.q) !== null || numberedApart(p, r.c)) continue;
        candidates.push(r);
        if (!agrees(a, r.q)) differs = true;
      }
      if (!differs) continue;
      // The first candidate of one subject with `a`, unless one such agrees with it.
      let conflict: { q: StatedQuantity; c: Clause } | undefined;
      let agreeing = false;
      for (const r of candidates) {
        if (!valuesOfOneSubject(a, r.q, p, r.c, older, newer, onlyOfDim(a, older) && onlyOfDim(r.q, newer))) continue;
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
      // "the dictionary gained 1 pair; the polarity fix gained 5" against "30 antonyms gained 1": the older states
      // the newer's value too, of another of its subjects, so the two values are two things, not one changed.
      if (statesElsewhere(older, stated, b, conflict.c, newer)) continue;
      // "Sandbox calls use API version 2024-07; production calls use 2024-01" / "Production calls use API version
      // 2024-01": a date is read as a version only after "version" in its clause, so the older's second one is no
      // quantity; written there as such, it is the newer's value stated of another of the older's subjects.
      if (b.dim === 'version' && writtenUnread(older, b)) continue;
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
  return namedSettingHit(older, newer);
}

/** The text writes `q` as a token its clause read no value in, not after "from" (a value left behind). */
function writtenUnread(text: Analysis, q: StatedQuantity): boolean {
  const written = q.written.toLowerCase();
  if (written.includes(' ')) return false;
  for (const c of text.clauses) {
    if (c.quantities.length > 0) continue;
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) if (tokens[i]!.raw.toLowerCase() === written && tokens[i - 1]?.norm !== 'from') return true;
  }
  return false;
}

/**
 * "Session 22 ran 9 pairs" / "Session 23 ran 4 pairs": values of two labels (analyze.ts ownLabels) are of two things.
 * A value with no label may be of any, so it is still compared ("Since release 7 the timeout is 30 s" / "The timeout
 * is 60 s").
 */
function ownersApart(a: StatedQuantity, b: StatedQuantity): boolean {
  return a.owner !== null && b.owner !== null && a.owner !== b.owner;
}

/**
 * "Session 23 … (recall 0.597 to 0.600)" / "a scorer …, raising their recall from 0.597 to 0.669": two changes, one
 * with a label (session 23, round 3) and one without, are two events, and their values two events' results. A
 * value set once ("In round 3 the limit was set to 5") against a change from it ("lowered from 5 to 3") is still
 * compared, and so are two changes with no label ("raised from 30 s to 60 s" / "… to 90 s").
 */
function changesApart(a: StatedQuantity, p: Clause, b: StatedQuantity, c: Clause): boolean {
  return (a.owner === null) !== (b.owner === null) && inChange(p, a) && inChange(c, b);
}

/** The value is one end of a change its clause states: "from 0.597 to 0.669", "recall 0.597 to 0.600", "3 → 5". */
function inChange(c: Clause, q: StatedQuantity): boolean {
  if (q.former) return true;
  for (const r of c.quantities) {
    if (r === q || r.dim !== q.dim) continue;
    if (r.former && r.last < q.first) return true;
    const [first, second] = r.last < q.first ? [r, q] : [q, r];
    if (second.first === first.last + 2 && c.tokens[first.last + 1]!.norm === 'to') return true;
  }
  return false;
}

/** The word after the value is a word of the noun phrase it describes ("4 s HLS segments"), not a preposition or a comparative. */
function describesNext(c: Clause, q: StatedQuantity): boolean {
  const next = c.tokens[q.last + 1];
  return next !== undefined && next.kind === 'word' && !VALUE_PREPOSITIONS.has(next.norm) && !COMPARATIVES.has(next.norm) && !AFTER_AMOUNT.has(next.norm);
}

/** Words after an amount of change that do not make it describe a noun: "cuts 2 s off startup", "saves 40 MB per request". */
const AFTER_AMOUNT = new Set(['off', 'from', 'per', 'each', 'every', 'and', 'or', 'but', 'than', 'by', 'across', 'over', 'when', 'if', 'because', 'so', 'as']);

/** Verbs whose object is an amount of change: "saves ~0.3 s", "costs 0.2 s", "adds 40 MB", "cuts CPU ~0.15 s". */
const CHANGE_VERBS = new Set('saves saved saving costs costing adds added adding cuts cutting gains gained loses lost losing shaves shaved trims trimmed'.split(' '));
/** Comparatives that, right after a quantity, make it a difference ("50 ms sooner"); not "later" / "earlier", which also say when ("retries 30 s later"). */
const COMPARATIVES = new Set('sooner faster slower quicker more less fewer higher lower larger smaller bigger longer shorter'.split(' '));
/** Verbs that state an amount of change only with "by": "reduced by 120 ms", not "reduced to 30 s". */
const BY_VERBS = new Set('reduce reduces reduced reducing increase increases increased raise raises raised lower lowers lowered drop drops dropped fell fall falls grew grow grows improve improves improved slow slows slowed shorten shortened lengthen lengthened moved move moves cut shrinks shrank shrunk'.split(' '));

const VALUE_PREPOSITIONS = new Set(['to', 'from', 'at', 'with', 'of', 'for', 'in', 'on', 'per']);

const PRONOUN_ONE_AFTER = new Set(['and', 'or', 'but', 'in', 'on', 'at', 'of', 'for', 'with', 'than', 'is', 'was', 'are']);

/** "about 2 min on the small one": "one" after "the small" stands for a thing named before; it counts nothing. */
function pronounOne(c: Clause, q: StatedQuantity): boolean {
  if (q.written.toLowerCase() !== 'one' || q.first < 2) return false;
  const article = c.tokens[q.first - 2]!.norm;
  const next = c.tokens[q.last + 1];
  return (article === 'the' || article === 'a' || article === 'this' || article === 'that') && c.tokens[q.first - 1]!.kind === 'word' && (!next || next.kind === 'punct' || PRONOUN_ONE_AFTER.has(next.norm));
}

const SIGNED_START = /^[+\u2212]/;
/**
 * The quantity is a difference, not a value: what an experiment saves or costs ("saves git ~0.3 s CPU", "cut p99
 * by 120 ms", "+3"). A difference and a value of one subject are not two values of it.
 */
function isChangeAmount(c: Clause, q: StatedQuantity): boolean {
  // One of the clause's own quantities is asked again in every pair its text meets; a copy read in another
  // dimension (asDuration, readAs) is asked once.
  if (!c.quantities.includes(q)) return readChangeAmount(c, q);
  let change = CHANGE_AMOUNTS.get(q);
  if (change === undefined) CHANGE_AMOUNTS.set(q, (change = readChangeAmount(c, q)));
  return change;
}

/** isChangeAmount's answers for quantities as their clauses state them: a quantity's clause and words are fixed. */
const CHANGE_AMOUNTS = new WeakMap<StatedQuantity, boolean>();

const PLUS_SIGNED = /^\+\d/;
const MINUS_NUMBER = /^-\d/;

function plusSigned(t: Token): boolean {
  return PLUS_SIGNED.test(t.raw);
}

function readChangeAmount(c: Clause, q: StatedQuantity): boolean {
  if (SIGNED_START.test(q.written)) return true;
  // "-4 min on the large one": no span, size or share is below zero, so a minus before one is a loss; a count below
  // zero ("-18 °C", "-12 dB") is a value, unless a gain stands beside it ("+3 dB on the left, -2 dB on the right").
  if (MINUS_NUMBER.test(q.written) && (q.dim !== 'count' || c.tokens.some(plusSigned))) return true;
  // "the blame now starts ~50 ms sooner", "3 s faster", "two more workers": a difference from another value.
  const next = c.tokens[q.last + 1];
  if (next !== undefined && next.kind === 'word' && COMPARATIVES.has(next.norm)) return true;
  for (let i = q.first - 1, words = 0; i >= 0 && words < 4; i--) {
    const t = c.tokens[i]!;
    if (t.kind === 'number') return false;
    if (t.kind !== 'word' && t.kind !== 'code') return false;
    words++;
    // "cut the timeout to 30 s", "adds jobs with `attempts: 5`", "cost factor of 10": the value itself.
    if (VALUE_PREPOSITIONS.has(t.norm)) return false;
    // "cuts 4 s HLS segments", "adds 30-day archives": a value before the noun it describes is what the object is
    // like, not how much the verb changes.
    if (CHANGE_VERBS.has(t.norm)) return !describesNext(c, q);
    // "raised three sets by 12", "…, by 10 of 375 pairs" (the verb before the break): an amount of change;
    // "debounces input by 300 ms" is the value.
    if (t.norm === 'by') return i === 0 || c.tokens.slice(0, i).some((w) => BY_VERBS.has(w.norm) || CHANGE_VERBS.has(w.norm));
  }
  return false;
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
 * A floor against a ceiling: two settings. For a quantity that is a limit by nature (a heap, a context length),
 * "max" names the quantity itself, not another setting.
 */
function boundsApart(a: StatedQuantity, b: StatedQuantity, limit: boolean, floor = false): boolean {
  // "The pool's minimum size is 2" / "The pool's maximum size is 10": a floor and a ceiling each named are two settings.
  if (a.namedBound === true && b.namedBound === true && a.bound !== null && b.bound !== null && a.bound !== b.bound) return true;
  const ab = (limit && a.bound === 'max') || (floor && a.bound === 'min') ? null : a.bound;
  const bb = (limit && b.bound === 'max') || (floor && b.bound === 'min') ? null : b.bound;
  return ab !== null && bb !== null && ab !== bb;
}

/**
 * A named limit against a plain value ("the Redis instance is capped at 512mb" / "`maxmemory` is 2gb", "the
 * highest rendition is 2160p" / "tops out at 1080p"): a quantity has one limit, and a plain value of it is that
 * limit as set, unless the plain side names the value's other role (ROLE_WORDS).
 */
function namedBoundAlone(a: StatedQuantity, b: StatedQuantity): boolean {
  const setting = sameSetting(a, b);
  const limit = setting?.limit === true;
  const floor = floorByNature(a, b) || isThreshold(setting);
  const ab = (limit && a.bound === 'max') || (floor && a.bound === 'min') ? null : a.bound;
  const bb = (limit && b.bound === 'max') || (floor && b.bound === 'min') ? null : b.bound;
  return (ab !== null && a.namedBound === true && bb === null) || (bb !== null && b.namedBound === true && ab === null);
}

const CPU_LIMIT = 'cpu limit';

/** Exactly one of the two is said to be a limit ("limited to 2 CPUs", "capped at 512 MB"). */
function oneNamedLimit(a: StatedQuantity, b: StatedQuantity): boolean {
  return (a.namedBound === true && a.bound === 'max') !== (b.namedBound === true && b.bound === 'max');
}

/**
 * What a value is besides a limit: "the default page size is 25" / "the maximum page size is 100", "targets API
 * level 34" / "the minimum API level is 26", a container's memory request against its limit. Stems.
 */
const ROLE_WORDS = new Set('default target request initial start compile recommended typical average median usual baseline'.split(' ').map(termOfWord));

const OTHER_WORDS = new Set(['other', 'others', 'remaining']);

/** What is said of one release of a thing only: which one is chosen. "Node 18 is required" / "Node 20 is required" conflict. */
const SELECTION_WORDS = new Set('required needed pinned used installed mandatory default recommended current latest expected minimum maximum targeted deployed shipped bundled'.split(' '));
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'its', 'their', 'this', 'that', 'now', 'still', 'also']);

/**
 * A version or numbered release written between its thing and "is" with a property after ("The crane scheduler 7.1
 * is stable", "Pager firmware 3.4 is unsupported on the handsets"): the number says which release the clause is
 * about, not what the thing's version is. Not "Node 18 is required" (which one is chosen), nor "is the default" or
 * "is 7.2" (a value).
 */
function namesRelease(c: Clause, q: StatedQuantity): boolean {
  if (q.dim !== 'version' && !(q.dim === 'count' && q.written.includes('.'))) return false;
  const tokens = c.tokens;
  const before = tokens[q.first - 1];
  const copula = tokens[q.last + 1];
  const next = tokens[q.last + 2];
  if (before === undefined || before.kind !== 'word' || before.terms.length === 0 || copula === undefined || !COPULAS.has(copula.norm)) return false;
  if (next === undefined || next.kind !== 'word' || DETERMINERS.has(next.norm) || SELECTION_WORDS.has(next.norm) || /\d/.test(next.norm)) return false;
  for (const other of c.quantities) if (other !== q && other.first > q.last) return false;
  return true;
}

/** Words after a value that make the rest of its clause the case it holds in: "… when a leak alarm is raised". */
const CASE_WORDS = new Set(['when', 'whenever', 'if', 'unless', 'while', 'during']);
/** Words after which the clause goes on to another predicate or member, which a case word after them belongs to. */
const PREDICATE_JOINS = new Set(['and', 'but', 'or', 'then', ',', ';']);
/** Before "only", the start of the phrase it closes ("for the session store only"); after it, a phrase it opens ("only for admins"). */
const SCOPE_PREPOSITIONS = new Set(['for', 'in', 'on', 'under', 'within', 'with', 'during', 'when', 'if']);
/** "when `PORT` isn't set", "if it is unset": the case of nothing set is the default's own. */
const UNSET_WORDS = new Set(['not', "isn't", "aren't", "wasn't", 'unset', 'missing', 'absent', 'empty', 'omitted', 'none', 'no', 'undefined', 'without']);
const OVERRIDE_WORDS = new Set(['override', 'overrides', 'overrode', 'overridden', 'overriding']);

/**
 * The clause gives its value for one case only: a condition after the value ("… 1 minute when a leak alarm is
 * raised") or a scope closed or opened by "only" ("… for the session store only", "only for nightly runs"). Not
 * "only" right after the value, which stresses the value ("keeps 5 backups only"), nor a case of nothing set.
 */
function forOneCase(c: Clause, q: StatedQuantity): boolean {
  const tokens = c.tokens;
  let phrase = false;
  for (let i = q.last + 1; i < tokens.length; i++) {
    const n = tokens[i]!.norm;
    // "polls every 30 s and stops polling when the tab is hidden": the condition is the next predicate's.
    if (PREDICATE_JOINS.has(n)) return false;
    if (CASE_WORDS.has(n)) {
      for (let j = i + 1; j < tokens.length; j++) if (UNSET_WORDS.has(tokens[j]!.norm)) return false;
      return true;
    }
    if (n === 'only' && (phrase || SCOPE_PREPOSITIONS.has(tokens[i + 1]?.norm ?? ''))) return true;
    if (SCOPE_PREPOSITIONS.has(n)) phrase = true;
  }
  return false;
}

/**
 * An override named as one, before its value, for one case after it ("`cache/session.ts` overrides `connectTimeout` to
 * 2 seconds for the session store only"): both what it overrides and where. A value for a case alone ("lasts 1 minute
 * if the sale flag is set") may be the new value of that case, and stays compared (precision-6's wider reading lost
 * a contradiction of the sealed sets).
 */
function overridesForOneCase(c: Clause, q: StatedQuantity): boolean {
  let named = false;
  for (let i = 0; i < q.first; i++) if (OVERRIDE_WORDS.has(c.tokens[i]!.norm)) named = true;
  return named && forOneCase(c, q);
}

/** "Other locations", "the remaining routes"; not "every other day" or "each other". */
function saysOther(c: Clause): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || !OTHER_WORDS.has(t.norm)) continue;
    const before = tokens[i - 1]?.norm;
    if (before !== 'every' && before !== 'each') return true;
  }
  return false;
}

function namesRole(c: Clause, other: Clause): boolean {
  for (const t of c.terms.keys()) if (ROLE_WORDS.has(t) && !sameCompound(c, other, t)) return true;
  for (const v of c.verbs) if (ROLE_WORDS.has(v) && !sameCompound(c, other, v)) return true;
  return false;
}

/**
 * "rejects request bodies larger than 10 MB" / "the request body limit is 1 MB", "the initial bundle budget" / "the
 * initial bundle's `maximumError`": a role word both texts write before the same noun is part of that noun's name,
 * not a role of the value ("make 1000 requests an hour" / "1000 requests per minute" still name requests alone).
 */
function sameCompound(c: Clause, other: Clause, term: string): boolean {
  const next = nextWordAfter(c, term);
  if (next === null) return false;
  const theirs = nextWordAfter(other, term);
  return theirs !== null && theirs.some((x) => next.includes(x));
}

/** The terms of the word right after the first word of the clause whose terms hold `term`, when that is a word. */
function nextWordAfter(c: Clause, term: string): readonly string[] | null {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.kind !== 'word' || !tokens[i]!.terms.includes(term)) continue;
    const next = tokens[i + 1]!;
    return next.kind === 'word' && next.terms.length > 0 ? next.terms : null;
  }
  return null;
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
  // "The ticketing service requires Python 3.10" / "`pyproject.toml` declares `requires-python = ">=3.12"`": a side
  // naming only a file at the project's root that pins the tool gives the whole project's version, so also that of
  // the part the other side names. A prose side ("We build with Erlang 26.2") still leaves the owner to the test below.
  // Not against a part named in code ("The `api` crate's `rust-version` is 1.74" / "MSRV is 1.70 (`rust-version` in
  // the workspace `Cargo.toml`)"): a crate or package may pin its own.
  if (x.size === 0 && rootPinOnly(older, newer) && !partNamedInCode(newer, c, b, older)) return true;
  if (y.size === 0 && rootPinOnly(newer, older) && !partNamedInCode(older, p, a, newer)) return true;
  // "The admin app uses Node 12" / "We run Node 20": the admin app may be the one that differs, unless its
  // words name nothing particular ("the service") or the other text names it too ("…; the Hardhat scripts use `fetch`").
  if (x.size === 0) return ownerAlsoNamed(y, older.terms);
  if (y.size === 0) return ownerAlsoNamed(x, newer.terms);
  // Heads aside: "TargetFramework in Api.csproj is net8.0" is about the API's version, not about TargetFramework.
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: headless(p), b: headless(c) });
}

/**
 * The text names a file pinning a version at the project's root (`.nvmrc`, `go.mod`, "the Gemfile"), and no folder
 * the other text does not name: `services/api/.nvmrc`, or "`tools/` has its own `go.mod`", pins a part of it.
 */
function rootPinOnly(text: Analysis, other: Analysis): boolean {
  let pin = false;
  for (const t of text.terms.keys()) {
    if (t.includes('/')) {
      if (!other.terms.has(t)) return false;
    } else if (isPinFile(t) && !t.startsWith('q:')) pin = true;
  }
  return pin;
}

/** A name in backticks of the text's own: not a file or a folder, nor a setting written with its value, nor `q` itself. */
function partNamedInCode(text: Analysis, c: Clause, q: StatedQuantity, other: Analysis): boolean {
  for (const d of text.clauses) {
    const tokens = d.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const name = t.terms[0];
      if (t.kind !== 'code' || !t.quoted || name === undefined || (d === c && i >= q.first && i <= q.last)) continue;
      if (isFileName(name) || t.raw.includes('/') || other.terms.has(name) || /[=:]/.test(t.raw) || /^[\d.]/.test(t.raw)) continue;
      return true;
    }
  }
  return false;
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
  for (const t of terms.keys()) {
    const w = terms.get(t)!;
    if (PIN_PLACES.has(t) || PIN_NAME.test(t) || PIN_VERBS.has(t) || c.verbs.has(t) || WHOLE_PROJECT_STEMS.has(t) || (t.length >= 3 && written.includes(t))) continue;
    // `.bazelversion` is also read as the word "bazelversion", stemmed; `build.gradle.kts` as "build" and "gradl";
    // `build.zig.zon` as "zon", one of its parts.
    if (files.includes(t) || (t.length >= 4 && files.some((f) => f.startsWith(`.${t}`) || f.includes(`${t}`))) || files.some((f) => f.slice(f.lastIndexOf('/') + 1).split('.').includes(t))) continue;
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
  // "by 1 pair of 375 (recall 0.597 to 0.600)": the text gives what the other's words name values of its own, so
  // the value without words is of something else.
  return emptyX ? ownerAlsoNamed(y, older.terms) && !valuedElsewhere(y, a, older) : ownerAlsoNamed(x, newer.terms) && !valuedElsewhere(x, b, newer);
}

/** Another value of the dimension in `text` is said of a word naming `owner`. */
function valuedElsewhere(owner: Map<string, number>, q: StatedQuantity, text: Analysis): boolean {
  for (const c of text.clauses) {
    for (const r of c.quantities) {
      if (r === q || r.dim !== q.dim) continue;
      for (const t of owner.keys()) if (!GENERIC_STEMS.has(t) && r.subject.has(t)) return true;
    }
  }
  return false;
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

/**
 * The clause's head is the value's own name or where it is written: "`DB_POOL_MAX` is 20", "`staleTime` for search
 * queries is 60000 ms", "`minImageCount` is 3 in `vk/swapchain.cpp`", "`pyproject.toml` declares …". Such a head says
 * what is set, not what the sentence is about, so the other side need not name it.
 */
function ownHead(c: Clause, q: StatedQuantity, other: Clause): boolean {
  const head = c.head;
  // "orders consumer: `max.poll.records` is 259" / "The SQS consumer pulls at most 10 messages": the other sentence is
  // about something this clause never names.
  if (head === null || head.kind !== 'code' || !headNamedIn(c, other)) return false;
  const at = c.tokens.indexOf(head);
  const name = head.terms[0];
  if (name === undefined) return false;
  // A file heading its clause is where the value is set only when its path says no more than the other text (placeHead).
  if (isFileName(name) && !(at >= q.first && at <= q.last)) return placeHead(c, other.terms);
  if (!(at >= q.first && at <= q.last) && !q.key.includes(name) && !(q.namedBy?.includes(at) ?? false) && !q.written.includes(head.raw.trim())) return false;
  // "payments consumer `max.poll.records` is 50" / "The ingest worker polls … 500 records": besides its name and where it is
  // set, the setting's side names an owner the other never does.
  const files = fileTerms(c);
  for (const t of subjectOf(q).keys()) {
    if (head.terms.includes(t) || files?.has(t) || other.terms.has(t) || GENERIC_STEMS.has(t) || termWeight(t) === 0) continue;
    return false;
  }
  return true;
}

/** The other clause has no head, or one whose words this clause writes too (a part of a setting's name counts). */
function headNamedIn(c: Clause, other: Clause): boolean {
  const head = other.head;
  if (head === null) return true;
  for (const t of head.terms) if (!c.terms.has(t) && !GENERIC_STEMS.has(t)) return false;
  return true;
}

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
  return q.dim === 'count' && q.key.length > 0 && q.bound === null && /(?:[=:]|[\w-]\s)\s*\d+$/.test(q.written);
}

/** `escape-time 0`, `-hls_time 6`: a name in code and its number as a flag or a config line writes them, no `=`. */
function spacedSetting(q: StatedQuantity): boolean {
  return !/[=:]\s*\d+$/.test(q.written);
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

/**
 * One setting named in code on both sides (`statement_timeout`, `--jobs`, `maxPoolSize`, `vim.opt.updatetime` /
 * `updatetime`): a name in code is exact, so the two values are of one setting, whatever else each side says about
 * where it is set or why. Two owners still part them: a contrast ("prod" / "staging"), a default against an override,
 * a folder or another file of the same kind on one side only, or a name in code on each side that the other lacks
 * (`web` / `worker`).
 */
function settingNamedOnBoth(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  const nameA = settingNameOf(a, p);
  const nameB = settingNameOf(b, c);
  if (nameA === null && nameB === null) return spelledNameOnBoth(a, b, p, c, older, newer);
  const shared = nameA !== null && nameB !== null ? sameSettingName(nameA, nameB) : nameA !== null ? namedInCode(c, nameA) : namedInCode(p, nameB!);
  if (!shared) return spelledNameOnBoth(a, b, p, c, older, newer);
  return namedSettingAlike(a, b, p, c, older, newer, nameA ?? nameB!);
}

/**
 * `heartbeatIntervalMs: 15000` / "The channel heartbeat interval is 30 seconds": the name in code of one side's value
 * spelled, word by word, as the phrase before the other side's value names one setting in two ways.
 */
function spelledNameOnBoth(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  const rawA = codeNameBefore(a, p);
  if (rawA !== null && spelledBefore(c, b, rawA)) return namedSettingAlike(a, b, p, c, older, newer, rawA.toLowerCase(), rawA.toLowerCase());
  const rawB = codeNameBefore(b, c);
  return rawB !== null && spelledBefore(p, a, rawB) && namedSettingAlike(a, b, p, c, older, newer, rawB.toLowerCase(), rawB.toLowerCase());
}

/** The identifier in code whose value `q` is, as written: `heartbeatIntervalMs: 15000`, or `draft_delay` on the form is 3 s. */
function codeNameBefore(q: StatedQuantity, c: Clause): string | null {
  const written = SETTING_ASSIGNED.exec(q.written)?.[1];
  if (written !== undefined && written.length < q.written.length) return inCode(c, q, written) ? written : null;
  for (let i = q.first - 1; i >= 0 && i >= q.first - 6; i--) {
    const t = c.tokens[i]!;
    if (t.kind === 'number' || t.kind === 'punct') return null;
    if (t.kind !== 'code') continue;
    const raw = t.raw.trim().replace(/^-+/, '');
    return /^[A-Za-z_][\w.]*$/.test(raw) && !isFileName(raw.toLowerCase()) ? raw : null;
  }
  return null;
}

/** One setting named on both sides (settingNamedOnBoth): unless a place, phase, owner or default only one side names sets them apart. */
function namedSettingAlike(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis, name: string, spelled: string | null = null): boolean {
  if (contrastedSides(older.terms, newer.terms) || saysDefault(p) !== saysDefault(c)) return false;
  if (folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const filesP = textFiles(older);
  const filesC = textFiles(newer);
  if (filesP !== null && filesC !== null && !sharesFile(filesP, filesC)) return false;
  // (A value written in code, `#1e40af`, is no name of its own.)
  if (ownCodeName(older, newer, name, false, spelled === null ? '' : a.written) && ownCodeName(newer, older, name, false, spelled === null ? '' : b.written)) return false;
  // "Staging RDS `max_connections`" / "Prod RDS `max_connections`", "Jest runs with `maxWorkers: 4` locally" / "In
  // CI, …": a place or phase one side only names.
  if (qualifierOwn(older.terms, newer.terms) || qualifierOwn(newer.terms, older.terms)) return false;
  // "Dovecot `mail_max_userip_connections` …" / "For POP3, `mail_max_userip_connections` …": each names an owner
  // before the value that the other text never names.
  if (ownPossessive(older, newer) || ownPossessive(newer, older)) return false;
  const verbs = bothVerbs(p, c);
  // A file the code side names says where the setting is written, once the prose spells the setting's name.
  // Spelled in words, the name is read with the whole clause: "… `holdWindowMinutes: 15` for museum ticket reservations"
  // / "Gift shop orders have a hold window of 30 minutes" name two owners after and before.
  if (spelled !== null) return !(ownWordIn(p, a, newer, verbs, false, p.tokens.length, spelled) && ownWordIn(c, b, older, verbs, false, c.tokens.length, spelled));
  return !(ownWordIn(p, a, newer, verbs, false, a.first) && ownWordIn(c, b, older, verbs, false, b.first));
}

/** "the work laptop's zsh config", "the build containers' `.zshrc`": an owner the other text never names. */
function ownPossessive(text: Analysis, other: Analysis): boolean {
  for (const d of text.clauses)
    for (const t of d.tokens) {
      if (t.kind !== 'word' || !/['’]s?$/.test(t.raw) || t.terms.length === 0) continue;
      for (const x of t.terms) if (!other.terms.has(x) && !GENERIC_STEMS.has(x) && termWeight(x) > 0) return true;
    }
  return false;
}

function qualifierOwn(x: Map<string, number>, y: Map<string, number>): boolean {
  for (const t of x.keys()) if (QUALIFIERS.has(t) && !y.has(t)) return true;
  return false;
}

const SETTING_ASSIGNED = /([A-Za-z_][\w.-]*[A-Za-z0-9_])\s*(?:=|:|\s)\s*['"]?(?:>=|\^|~)?\d/;

/** The name in code of the setting `q` is the value of: written with it (`maxPoolSize=20`) or right before it. */
function settingNameOf(q: StatedQuantity, c: Clause): string | null {
  const written = SETTING_ASSIGNED.exec(q.written)?.[1];
  if (written !== undefined && written.length < q.written.length) return inCode(c, q, written) ? settingName(written) : null;
  for (let i = q.first - 1; i >= 0 && i >= q.first - 3; i--) {
    const t = c.tokens[i]!;
    if (t.kind === 'code') return /^[\w.-]+$/.test(t.raw.trim()) ? settingName(t.raw.trim()) : null;
  }
  return null;
}

/** `written` is part of a name in code within the value's tokens ("Node 18" is prose, `node:20` is code). */
function inCode(c: Clause, q: StatedQuantity, written: string): boolean {
  for (let i = q.first; i <= q.last; i++) if (c.tokens[i]?.kind === 'code' && c.tokens[i]!.raw.includes(written)) return true;
  return false;
}

/** A name that says which setting it is: not a file, a unit or a kind of value alone ("timeout", "size", "max"). */
function settingName(raw: string): string | null {
  const name = raw.replace(/^-+/, '').toLowerCase();
  if (name.length < 4 || isFileName(name) || /^\d/.test(name)) return null;
  const leaf = name.slice(name.lastIndexOf('.') + 1);
  if (durationKindOf(leaf) !== undefined || QUANTITY_PREDICATE_STEMS.has(termOfWord(leaf)) || GENERIC_STEMS.has(termOfWord(leaf)) || isUnitWord(leaf) || BOUND_PARTS.has(leaf)) return null;
  return name;
}

/** `vim.opt.updatetime` and `updatetime`: one name, or one the last dotted part of the other. */
function sameSettingName(x: string, y: string): boolean {
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/**
 * `heartbeatIntervalMs: 15000` / "the heartbeat interval is 30 seconds": the setting's own words (without its bound
 * and unit parts), two or more, written in order as one phrase before the other side's value: its name in words.
 * ("Temperature alarm level" is not `HUMIDITY_ALARM_LEVEL`, nor "log retention" `job_retention_days`.)
 */
function spelledBefore(c: Clause, q: StatedQuantity, name: string): boolean {
  const words: string[] = [];
  for (const part of splitIdentifier(name.slice(name.lastIndexOf('.') + 1))) {
    const w = part.toLowerCase();
    if (BOUND_PARTS.has(w) || isUnitWord(w) || UNIT_SUFFIXES.has(w)) continue;
    words.push(termOfWord(w));
  }
  if (words.length < 2) return false;
  const tokens = c.tokens;
  for (let i = 0; i + words.length <= q.first; i++) {
    let j = 0;
    while (j < words.length && tokens[i + j]!.kind === 'word' && tokens[i + j]!.terms.includes(words[j]!)) j++;
    if (j === words.length) return true;
  }
  return false;
}

/** Unit suffixes of setting names (`timeout_ms`, `maxSizeMb`) that isUnitWord does not read alone. */
const UNIT_SUFFIXES = new Set(['ms', 'sec', 'secs', 'mb', 'kb', 'gb', 'mib', 'kib', 'gib', 'pct', 'hz', 'bytes']);

/** The clause writes the setting's name in code, alone or in a longer span (`set -sg escape-time 0`). */
function namedInCode(c: Clause, name: string): boolean {
  for (const t of c.tokens) {
    if (t.kind !== 'code') continue;
    for (const part of t.raw.toLowerCase().split(/[^\w.-]+/)) if (part !== '' && sameSettingName(part.replace(/^-+/, ''), name)) return true;
  }
  return false;
}

/** The text writes a name in code, not a file and not the setting's, that the other text never uses; a path (`server/config.h`) is a file too when `paths`. */
function ownCodeName(text: Analysis, other: Analysis, name: string, paths = false, value = ''): boolean {
  for (const d of text.clauses)
    for (const t of d.tokens) {
      const term = t.terms[0];
      if (t.kind !== 'code' || term === undefined || isFileName(term) || other.terms.has(term) || (paths && term.includes('/'))) continue;
      if (value !== '' && value.includes(t.raw)) continue;
      if (t.raw.toLowerCase().includes(name)) continue;
      return true;
    }
  return false;
}

/**
 * The name of the setting `q` is the value of is said of `d` too ("Neovim `updatetime` is 250 ms" /
 * `vim.opt.updatetime = 1000`, "`tmax` of 120 ms" / `tmax: 300`): the whole name or its last dotted part, when that
 * part names one setting, not a kind of value ("timeout", "size").
 */
function nameSaidOf(q: StatedQuantity, d: StatedQuantity): boolean {
  const name = q.key[0];
  if (name === undefined) return false;
  const leaf = name.slice(name.lastIndexOf('.') + 1);
  for (const x of leaf === name ? [name] : [name, leaf]) {
    if (x.length < 4 || durationKindOf(x) !== undefined || QUANTITY_PREDICATE_STEMS.has(termOfWord(x)) || isUnitWord(x)) continue;
    if (d.subject.has(x) || d.subject.has(termOfWord(x))) return true;
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
  // Written without `=`, only a name the other side uses says it is a setting (`--keep-daily 14` counts snapshots).
  const spaced = spacedSetting(q);
  if (named.length > 0) for (const { q: d } of others) if ((!spaced && durationNamed(d, named)) || (d.dim === 'duration' && !d.former && nameSaidOf(q, d))) durations.push(d);
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

const SIZE_NAME_UNITS: Record<string, number> = { bytes: 1, kb: 1024, kib: 1024, mb: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, gib: 1024 ** 3 };
const SIZE_READINGS = [1, 1024, 1024 ** 2, 1000, 1_000_000];

/**
 * A setting without a unit whose name the other side's size is said of (`configTOTAL_HEAP_SIZE = 65536` / "the
 * FreeRTOS heap (`configTOTAL_HEAP_SIZE`) is 32 KB"), read as that size: in the unit its name ends with, else in
 * bytes, unless KiB, MiB, kB or MB make the two equal. Null when it is not such a setting.
 */
function asSize(q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>): StatedQuantity | null {
  if (!isSetting(q) || spacedSetting(q)) return null;
  let unit: number | undefined;
  for (const k of q.key) for (const x of k.split(/[._-]/)) unit ??= SIZE_NAME_UNITS[x];
  const sizes: StatedQuantity[] = [];
  for (const { q: d } of others) if (d.dim === 'size' && !d.former && nameSaidOf(q, d)) sizes.push(d);
  if (sizes.length === 0) return null;
  let value = q.value * (unit ?? 1);
  if (unit === undefined)
    for (const r of SIZE_READINGS) if (sizes.some((d) => d.value === q.value * r || d.alt === q.value * r)) value = q.value * r;
  const size = copyStated(q);
  size.dim = 'size';
  size.value = value;
  size.alt = undefined;
  size.key = NO_STRINGS_LIST as string[];
  size.kinds = null;
  const subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  size.subject = subject;
  size.measured = null;
  return size;
}

/** A bare number given to a setting that may be written as a rate: `targetFrameRate = 30`, `RATE_LIMIT=100`, "the tick rate is 60". */
function countOfRate(q: StatedQuantity): boolean {
  // A limit's name is a setting too (`maxBitrate = 3000000`).
  const assigned = q.dim === 'count' && q.key.length > 0 && /[=:]\s*\d+$/.test(q.written);
  return q.setting !== undefined && (assigned || (q.dim === 'count' && q.key.length === 0 && q.bound === null)) && catalogueQuantity(q.setting)?.dims.has('rate') === true;
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

/**
 * How many times a second a value says something happens, when it may be a frequency: a rate of events ("60
 * per second", "5 requests a minute"), not of data ("1.5 Mbps"), or the number of a setting the catalogue
 * measures as a rate ("the tick rate is 64", "30 fps"); under 1, such a number is a share ("sample rate 0.1").
 */
function perSecond(q: StatedQuantity): number | null {
  if (q.former || !(q.value > 0)) return null;
  if (q.dim === 'rate') return q.key.length > 0 && (q.key[0]!.endsWith('-per-second') || DATA_WORDS.has(q.key[0]!) || isUnitWord(q.key[0]!)) ? null : q.value;
  if (q.dim !== 'count' || q.setting === undefined || q.value < 1 || catalogueQuantity(q.setting)?.dims.has('rate') !== true) return null;
  return q.value;
}

/** What a rate of data counts ("9600 bits per second"): no events, so no frequency. */
const DATA_WORDS = new Set(['bit', 'byte', 'octet']);

/** The list states how often something happens ("every 5 minutes", "hourly", "60 Hz"), not said to be gone: the strongest such reading, 'hz' before 'often' before 'every'. */
function somePeriodic(list: ReadonlyArray<{ q: StatedQuantity }>): StatedQuantity['period'] {
  let found: StatedQuantity['period'];
  for (const { q } of list) {
    if (q.period === undefined || q.former) continue;
    if (q.period === 'hz') return 'hz';
    if (q.period === 'often' || found === undefined) found = q.period;
  }
  return found;
}

/**
 * That value read as a frequency, the period between two events as "120 Hz" is read, when the other side says how
 * often: in Hz ("60 ticks per second" / "120 Hz"), or by a span ("one uplink per hour" / "every 15 minutes",
 * "4 reports per hour" / "hourly"). A limit of a rate ("at most 100 requests per minute") caps how often, it is no
 * schedule; so is a rate counted over each of something ("per user").
 */
function asFrequency(q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>): StatedQuantity | null {
  if (q.dim === 'duration') return null;
  const periodic = somePeriodic(others);
  if (periodic === undefined || (periodic !== 'hz' && (q.dim !== 'rate' || q.bound !== null || q.scope !== undefined || q.setting !== undefined))) return null;
  const times = perSecond(q);
  if (times === null) return null;
  const period = copyStated(q);
  period.dim = 'duration';
  period.value = 1000 / times;
  period.period = periodic === 'hz' ? 'hz' : 'often';
  period.key = NO_STRINGS_LIST as string[];
  period.alt = undefined;
  period.kinds = null;
  period.measured = null;
  return period;
}

const COUNT_BIT = 1 << DIMS.indexOf('count');
const VERSION_LEADS = new Set(['on', 'to', 'from']);
const DOTTED = /^\d+\.\d+(?:\.\d+)?$/;

/** A number written as a version ("1.9", "3.2.1") right after "on", "to" or "from", with nothing read of it yet. */
function bareDotted(q: StatedQuantity, c: Clause): boolean {
  if (q.dim !== 'count' || q.former || q.key.length > 0 || q.setting !== undefined || q.bound !== null || !DOTTED.test(q.written)) return false;
  // "scales up to 1.5 instances": a number before what it counts, or after "up to", is no version.
  const next = c.tokens[q.last + 1];
  return VERSION_LEADS.has(c.tokens[q.first - 1]?.norm ?? '') && c.tokens[q.first - 2]?.norm !== 'up' && (next === undefined || next.kind === 'punct');
}

/** `q` read as the version of a tool the other side gives a version of, when its own text names that tool. Null otherwise. */
function asToolVersion(q: StatedQuantity, others: ReadonlyArray<{ q: StatedQuantity }>): StatedQuantity | null {
  for (const { q: r } of others) {
    if (r.dim !== 'version' || r.former || r.key.length === 0 || !r.key.some((k) => q.subject.has(k))) continue;
    const version = copyStated(q);
    version.dim = 'version';
    version.value = NaN;
    version.parts = q.written.split('.').map(Number);
    version.key = r.key;
    version.measured = null;
    return version;
  }
  return null;
}

function versionsOfTool(list: ReadonlyArray<{ q: StatedQuantity; c: Clause }>, a: StatedQuantity): Array<{ q: StatedQuantity; c: Clause }> {
  const out: Array<{ q: StatedQuantity; c: Clause }> = [];
  for (const { q, c } of list) out.push({ q: bareDotted(q, c) ? (asToolVersion(q, [{ q: a }]) ?? q) : q, c });
  return out;
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
      // A frame's width and height (quantities.ts frame).
      return frameSides(q)?.join('×') ?? `${q.value}px`;
    case 'port':
      return `port ${q.value}`;
    case 'clock':
      return `${String(Math.floor(q.value / 60)).padStart(2, '0')}:${String(q.value % 60).padStart(2, '0')}`;
    case 'version':
      return `version ${versionText(q.parts ?? [])}`;
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

/**
 * `q` is the only value of its dimension its text states now, however many times it writes it; a value written again
 * ("keeps 90 days (`ttl: 2160h`)") is that value where it is first written, so its second form is not.
 */
function onlyOfDim(q: StatedQuantity, text: Analysis): boolean {
  const list = signalsOf(text).current;
  const copy = !someIs(list, q);
  let before = true;
  for (const { q: r } of list) {
    if (sameStatement(r, q, copy)) before = false;
    else if (r.dim === q.dim && (before || !restates(r, q))) return false;
  }
  return true;
}

function someIs(list: ReadonlyArray<{ q: StatedQuantity }>, q: StatedQuantity): boolean {
  for (const e of list) if (e.q === q) return true;
  return false;
}

/**
 * `r` is `q`, or, when `q` is a copy read in another unit (asDuration, asSize), the statement it was read from. Two
 * readings of one span the text itself makes (a cron's time of day and its period) stay two values.
 */
function sameStatement(r: StatedQuantity, q: StatedQuantity, copy: boolean): boolean {
  return r === q || (copy && r.first === q.first && r.last === q.last && r.written === q.written);
}

/**
 * `r` writes `q` again, in another form: "expire after an hour (`RESET_TOKEN_TTL=3600`)", "44 hours per week
 * (`ot_threshold_hours: 44`)", "0.01 s, i.e. physics runs at 100 Hz". One value, not a second one to tell apart.
 */
function restates(r: StatedQuantity, q: StatedQuantity): boolean {
  return r !== q && r.dim === q.dim && r.low === undefined && q.low === undefined && !r.former && sameValue(r, q);
}

/** The clause states a value besides `q` and its restatements. */
function otherValueIn(c: Clause, q: StatedQuantity): boolean {
  const copy = !c.quantities.includes(q);
  for (const r of c.quantities) if (!sameStatement(r, q, copy) && !restates(r, q) && !sameWords(r, q)) return true;
  return false;
}

/**
 * `r` is read from the very words `q` is: a cron schedule `0 4 * * *` is a time of day and a period, one statement
 * read twice, not a second value saying which one the other is ("The FHIR export cron is now `0 4 * * *`").
 */
function sameWords(r: StatedQuantity, q: StatedQuantity): boolean {
  return r !== q && r.dim !== q.dim && r.first === q.first && r.last === q.last && r.written === q.written;
}

/** The value of clause `d` that writes `q` again, if any: its words are the value's, not an owner's. */
function restatementIn(d: Clause, q: StatedQuantity): StatedQuantity | null {
  for (const r of d.quantities) if (restates(r, q)) return r;
  return null;
}

/**
 * Each text states one value of one dimension, alone in its clause, and the owner is named differently on each
 * side: "LR warmup in `train.py` is 2,000 steps" / "`configs/base.py` sets `warmup_steps = 500`", "The Nominatim
 * client is throttled to 1 request per second" / "`geo/nominatim.py` allows up to 10 req/s". The subject test
 * refuses such pairs because each side adds words of its own, but most of those words say where the value is set
 * (a file, a key, a flag) or what kind of quantity it is, not whose it is. The two values are compared when the texts
 * share a specific word and at most one of them names something the other does not (textOwn): "access tokens" /
 * "refresh tokens", "the `api` Deployment" / "the `worker` Deployment" each name their own.
 */
function soleValuesMeet(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis): boolean {
  // "The 1080p rendition targets 5 Mbps": another value in the clause may say which one it is.
  if (otherValueIn(p, a) || otherValueIn(c, b) || !scopesMeet(a, b, p, c)) return false;
  // "… (0.625 ms each)": a value with no words of its own in a later clause is a detail of another.
  if ((p.index > 0 && subjectOf(a).size === 0) || (c.index > 0 && subjectOf(b).size === 0)) return false;
  const filesP = textFiles(older);
  const filesC = textFiles(newer);
  // `charts/api/values.yaml` / `charts/worker/values.yaml`: a file on each side, not the same one, may be two owners.
  if (filesP !== null && filesC !== null && !sharesFile(filesP, filesC)) return false;
  // "The `invoices` exporter …" / "`exporters/base.py` …": a name in backticks the side without a file gives may be
  // whose the value is, and the file another's.
  if ((filesP === null) !== (filesC === null) && (filesP === null ? ownName(p, newer, a) : ownName(c, older, b))) return false;
  // "`src/transfer.ts` has a 10s timeout by default" / "`config/prod.yml` sets …": a default and an override.
  if (saysDefault(p) !== saysDefault(c)) return false;
  // "`session.timeout.ms` for the `ledger-consumer` group": an owner named in code the other text never names.
  if (codeOwnerFor(p, newer) || codeOwnerFor(c, older)) return false;
  // "The websocket server pings …" / "The WebSocket client sends …": two sides of one thing.
  if (contrastedSides(older.terms, newer.terms)) return false;
  const verbs = bothVerbs(p, c);
  // "The database is PostgreSQL 14" / "We upgraded Postgres to 16": the tool is all the two share, and the newer moves
  // it without naming a part of its own, so it speaks of the whole project's tool.
  if (!sharesSpecific(a, b, p, c, older, newer, verbs)) return toolMoved(a, b, c, older, newer, verbs);
  // One catalogue quantity on both sides: the name in code a value is written with (`setWeight: 25`,
  // `--cov-fail-under=90`) is that quantity's name, not an owner.
  // Two names in code differing in a part (`DB_POOL_MAX` / `REDIS_POOL_MAX`) are still two settings.
  // A folder only one side names ("In `packages/billing-1/`, the coverage threshold is 39%" / "Coverage gate is 90%")
  // leaves the name as it was.
  const named = sameSetting(a, b) !== null && !folderOnlyWritten(older, newer, a, b) && !folderOnlyWritten(newer, older, a, b);
  if (!(textOwn(older, p, a, newer, verbs, named && !writtenInCode(b, c)) && textOwn(newer, c, b, older, verbs, named && !writtenInCode(a, p)))) return true;
  // Each side names something of its own; a change the newer marks, of a thing both name, still meets the older's value.
  return saysChanged(c, b) && !ownerForOwn(p, newer) && !ownerForOwn(c, older) && sharesSpecific(a, b, p, c, older, newer, verbs, true);
}

/**
 * Two versions of one tool, the newer's said to replace an earlier one ("now", "was upgraded to", "upgraded Postgres
 * to 16") in a clause naming nothing of its own: the project's tool was moved, whatever the older calls its owner. A
 * part named on the newer's side ("The loyalty database was upgraded to Oracle 21c") may be the one that moved, and
 * a version with no mark of change ("We run Node 20") may be another part's.
 */
function toolMoved(a: StatedQuantity, b: StatedQuantity, c: Clause, older: Analysis, newer: Analysis, verbs: BothVerbs): boolean {
  return sameTool(a, b) && saysChanged(c, b) && !ownerForOwn(c, older) && !namesPartOfItsOwn(c, b, older, verbs);
}

/** The token is the word naming what the value counts or whose version it is ("Symfony" before "7.1"). */
function namesKey(t: Token, q: StatedQuantity): boolean {
  if (q.key.includes(t.norm)) return true;
  for (const x of t.terms) if (q.key.includes(x)) return true;
  return false;
}

/**
 * Words for the whole project a version is moved in ("The project was upgraded", "We bumped", "Our repo") and for
 * when it was ("last sprint", "this week"): none names a part.
 */
const WHOLE_PROJECT = new Set('we our us project repo repository codebase monorepo workspace last this sprint week month quarter yesterday today recently'.split(' '));

/**
 * The clause writes a word of its own besides the tool, its version, a verb and words for the whole project: "The
 * airline's loyalty database was upgraded to Oracle 21c" names a part, "We upgraded Postgres to 16" none.
 */
function namesPartOfItsOwn(c: Clause, b: StatedQuantity, other: Analysis, verbs: BothVerbs): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if ((i >= b.first && i <= b.last) || (t.kind !== 'word' && t.kind !== 'code') || WHOLE_PROJECT.has(t.norm) || CHANGED_TO_VERBS.has(t.norm)) continue;
    for (const x of t.terms) {
      if (other.terms.has(x) || termWeight(x) === 0 || b.key.includes(x) || verbs.has(x) || c.verbs.has(x) || GENERIC_STEMS.has(x) || sameName(x, other.terms)) continue;
      return true;
    }
  }
  return false;
}

/**
 * The clause names after "for" a thing the other text does not write: "The Zephyr version for the weather station
 * firmware is now 3.6.0" says whose the value is, however the change is marked.
 */
function ownerForOwn(c: Clause, other: Analysis): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if ((t.kind !== 'word' && t.kind !== 'code') || !afterFor(tokens, i)) continue;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !other.terms.has(x) && !sameName(x, other.terms)) return true;
  }
  return false;
}

/** Verbs that, before "to" and a value, say the value was changed to it: "was reduced to 25", "bumped to 1.9". */
const CHANGED_TO_VERBS = new Set('reduced raised increased lowered changed bumped cut dropped decreased moved migrated switched ported upgraded downgraded updated extended shortened lengthened tightened relaxed loosened doubled halved'.split(' '));
/** Words before "now" that make it a time of observation or a stopgap, not a change: "right now", "for now", "as of now". */
const NOT_CHANGE_BEFORE_NOW = new Set(['right', 'for', 'of', 'until', 'till', 'from', 'by', 'just']);

/**
 * The newer's clause says its value replaced an earlier one: "Kitchen screens now refresh the ticket queue every 2 s",
 * "The reservations endpoint's page size was reduced to 25". A writer who marks a change of the one value of a
 * dimension both texts state, in words both texts share, is writing about the older's value however differently
 * each side names whose it is.
 */
function saysChanged(c: Clause, b: StatedQuantity): boolean {
  if (b.observed) return false;
  const tokens = c.tokens;
  if (c.markers.includes('now')) {
    for (let i = 0; i < tokens.length; i++) if (tokens[i]!.norm === 'now' && !NOT_CHANGE_BEFORE_NOW.has(tokens[i - 1]?.norm ?? '')) return true;
  }
  // "was upgraded to Symfony 7.1": a version's tool written before it is part of the value.
  const first = b.dim === 'version' && b.first > 0 && namesKey(tokens[b.first - 1]!, b) ? b.first - 1 : b.first;
  if (tokens[first - 1]?.norm !== 'to') return false;
  // "was raised to 25", and "upgraded Postgres to 16": the verb may take what is changed before "to".
  for (let i = first - 2; i >= 0 && i >= first - 4; i--) {
    const t = tokens[i]!;
    if (CHANGED_TO_VERBS.has(t.norm)) return true;
    if (t.kind === 'punct' || t.norm === 'to') return false;
  }
  return false;
}

/**
 * The two values count over the same thing: the same scope, or a scope on one side only ("50 items per page",
 * "5 attempts per scan") whose noun the other clause writes ("the page size", "Parcel scan retries"): what the other
 * value is of, when both are bounds of one kind or neither is. Never "in total" against a value per anything.
 */
function scopesMeet(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause): boolean {
  if (a.scope === b.scope) return true;
  if (a.scope === 'total' || b.scope === 'total' || (a.scope !== undefined && b.scope !== undefined)) return false;
  // "makes 600 requests an hour" / "allows 100 requests per minute per telescope": what is done against a limit per one.
  if (a.bound !== b.bound) return false;
  return a.scope !== undefined ? c.terms.has(a.scope) : p.terms.has(b.scope!);
}

function writtenInCode(q: StatedQuantity, c: Clause): boolean {
  for (let i = q.first; i <= q.last; i++) if (c.tokens[i]?.kind === 'code') return true;
  return false;
}

/** A word of both texts that names something: not general, not a verb, not what the value counts. */
function sharesSpecific(a: StatedQuantity, b: StatedQuantity, p: Clause, c: Clause, older: Analysis, newer: Analysis, verbs: BothVerbs, headOnly = false): boolean {
  for (const t of older.terms.keys()) {
    if (!newer.terms.has(t) || t.startsWith('q:') || t.startsWith('ant:') || GENERIC_STEMS.has(t) || verbs.has(t) || termWeight(t) === 0) continue;
    // "cache", "limit", "TTL" say what kind of quantity it is, not what it is of.
    if (QUANTITY_PREDICATE_STEMS.has(t) || NAMELESS.has(t) || generalKind(t) || inValue(t, a, p) || inValue(t, b, c)) continue;
    // A folder both name says where both values are, not what they are of ("In `packages/x/`, …").
    if (isInFolder(p, t) || isInFolder(c, t)) continue;
    if (a.key.includes(t) || b.key.includes(t)) continue;
    // headOnly: "The greenhouse misting controller" / "The greenhouse vent motors" share a word before two heads,
    // "Thumbnails for the shop" / "Banner images for the shop" a place or owner after a preposition, "Access
    // tokens" / "Refresh tokens" a head each side qualifies with a word of its own.
    if (headOnly && ((!headIn(p, t) && !headIn(c, t)) || (inPhraseOnly(p, t) && inPhraseOnly(c, t)) || (ownBefore(p, t, newer) && ownBefore(c, t, older)))) continue;
    return true;
  }
  return false;
}

/**
 * The clause writes `term` as the head of its phrase, not as a word before another noun: "new tickets every 5
 * seconds", "the HLS ladder is", "loggers report"; not "greenhouse" in "the greenhouse vent motors".
 */
function headIn(c: Clause, term: string): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if ((t.kind !== 'word' && t.kind !== 'code') || !t.terms.includes(term)) continue;
    // A file says where the value is set (`orchard/sync.py`), not what it is of.
    if (t.kind === 'code' && isFileName(t.terms[0]!)) continue;
    if (!beforeNoun(c, tokens[i + 1])) return true;
  }
  return false;
}

/** Prepositions that open a phrase saying where, for whom or of what: a word in one names no subject. */
const PHRASE_PREPOSITIONS = new Set(['for', 'in', 'on', 'at', 'of', 'to', 'from', 'with', 'by', 'across', 'within', 'inside', 'under']);

/** Every use of `term` in the clause is in a phrase a preposition opens at most three words before it ("for the shop"). */
function inPhraseOnly(c: Clause, term: string): boolean {
  const tokens = c.tokens;
  let seen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if ((t.kind !== 'word' && t.kind !== 'code') || !t.terms.includes(term)) continue;
    seen = true;
    let opened = false;
    for (let j = i - 1; j >= 0 && i - j <= 3; j--) {
      const u = tokens[j]!;
      if (PHRASE_PREPOSITIONS.has(u.norm)) {
        opened = true;
        break;
      }
      if ((u.kind !== 'word' && u.kind !== 'code') || c.verbs.has(u.terms[0] ?? '')) break;
    }
    if (!opened) return false;
  }
  return seen;
}

/** The word right before every use of `term` in the clause is one the other text never writes ("Access tokens"). */
function ownBefore(c: Clause, term: string, other: Analysis): boolean {
  const tokens = c.tokens;
  let seen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if ((t.kind !== 'word' && t.kind !== 'code') || !t.terms.includes(term)) continue;
    const before = tokens[i - 1];
    if (before === undefined || (before.kind !== 'word' && before.kind !== 'code') || before.terms.length === 0) return false;
    for (const x of before.terms) if (termWeight(x) === 0 || other.terms.has(x) || sameName(x, other.terms)) return false;
    seen = true;
  }
  return seen;
}

/** The token is a word that may be a noun: a word with a term of weight, none of them one of the clause's verbs. */
function beforeNoun(c: Clause, next: Token | undefined): boolean {
  if (next === undefined || next.kind !== 'word' || next.terms.length === 0) return false;
  for (const x of next.terms) if (c.verbs.has(x) || termWeight(x) === 0) return false;
  return true;
}

/** A word of the value as written ("minutes" in "5 minutes"); not a name in code (`TRIAL_DAYS=30`). */
function inValue(term: string, q: StatedQuantity, c: Clause): boolean {
  for (let i = q.first; i <= q.last; i++) if (c.tokens[i]?.kind === 'word' && c.tokens[i]!.terms.includes(term)) return true;
  return false;
}

/** The text names something the other does not, in the value's clause or another. */
function textOwn(text: Analysis, c: Clause, q: StatedQuantity, other: Analysis, verbs: BothVerbs, named = false): boolean {
  for (const d of text.clauses) if (ownWordIn(d, d === c ? q : restatementIn(d, q), other, verbs, named)) return true;
  return false;
}

/**
 * A word of the clause the other text does not use and that may name a thing: not the value, a file, a general word
 * for a quantity ("TTL", "limit", "interval") or for where it is set ("config", "setting"), or a verb. A general
 * noun ("api", "client") counts only before a word both use ("the api Deployment"), or as what runs a version
 * ("Node 20 runs the API"); a place or phase ("locally", "CI") always does.
 */
function ownWordIn(c: Clause, q: StatedQuantity | null, other: Analysis, verbs: BothVerbs, named = false, until = c.tokens.length, spelled: string | null = null): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < until; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' && t.kind !== 'code') continue;
    // The value's own words, but a name in code (`connectTimeout: 10000`) none of whose parts the other uses.
    if (q !== null && i >= q.first && i <= q.last && (t.kind !== 'code' || (named && SETTING_SPAN.test(t.raw.trim())) || !partOwn(t.terms, other))) continue;
    if (named && q !== null && q.namedBy?.includes(i) === true) continue;
    if (t.kind === 'code' && t.terms.length > 0 && (other.terms.has(t.terms[0]!) || (isFileName(t.terms[0]!) && (spelled !== null || !fileOwn(t.terms, other))))) continue;
    // The setting's name in code, which the other side spells in words.
    if (spelled !== null && t.kind === 'code' && t.raw.toLowerCase().includes(spelled)) continue;
    // "The payroll service connection string sets `Command Timeout=120`": a connection string holds a client's settings,
    // as a config file does; it names where a value is set, not whose it is.
    if (t.kind === 'word' && (t.norm === 'connection' ? tokens[i + 1]?.norm === 'string' : t.norm === 'string' && tokens[i - 1]?.norm === 'connection')) continue;
    // "kicks off at 04:30", "tops out at 720p": a particle after the verb is part of the verb, and "i.e. 5 minutes",
    // a unit word outside the value's span, says how it is measured: neither names a thing.
    if (t.kind === 'word' && (isUnitWord(t.norm) || (VERB_PARTICLES.has(t.norm) && verbBefore(c, i)))) continue;
    // "gunicorn timeout for the API", "Redis keys for rate limiting": what a value is for is whose it is, in general words too.
    const owner = afterFor(tokens, i);
    for (const x of t.terms) {
      if (other.terms.has(x) || termWeight(x) === 0 || x.startsWith('ant:') || NAMELESS.has(x)) continue;
      if (!owner && (QUANTITY_PREDICATE_STEMS.has(x) || generalKind(x))) continue;
      // "Max Redis connections": a capitalised word inside a sentence is a name, whatever its ending makes of it.
      if (verbs.has(x) && !owner && !(i > 0 && t.kind === 'word' && /^[A-Z]/.test(t.raw))) continue;
      if (sameName(x, other.terms) || oneNameTwoWays(c, i, other)) continue;
      if (GENERIC_STEMS.has(x) && !owner && !QUALIFIERS.has(x) && q?.dim !== 'version' && !beforeShared(tokens, i, other) && !endsPhrase(tokens, i)) continue;
      // "Greenhouse misters" / "the misting controller", "The filings poller" / "Filings are polled": an agent noun
      // in -er and the activity it does, as the other text writes it, are one thing.
      if (t.kind === 'word' && agentOrActivityIn(t, x, other)) continue;
      // `CREW_QUAL` / "crew qualification": a name in code whose parts the other text spells, some cut short.
      if (t.kind === 'code' ? codeSpelled(t.terms, other) : spellsCodeIn(c, i, other)) break;
      return true;
    }
  }
  return false;
}

const SHORT_NAME = /^[A-Za-z]{2,5}$/;

/** An agent noun's ending as written: "poller", "misters". */
const AGENT_ENDING = /[a-z]ers?$/;
/** An activity's ending as written: "polling", "polled", "misting". */
const ACTIVITY_ENDING = /[a-z](?:ing|ed)$/;

/**
 * The word (term `x`) is an agent noun in -er and the other text writes the activity it names in -ing or -ed, or the
 * word is that activity and the other text writes its agent noun: "misters" / "misting", "poller" / "polled". The
 * stem may keep the -er ("poller") or drop it ("scheduler" is "schedul"), and a doubled consonant goes with it.
 */
function agentOrActivityIn(t: Token, x: string, other: Analysis): boolean {
  const agent = AGENT_ENDING.test(t.norm);
  if (!agent && !ACTIVITY_ENDING.test(t.norm)) return false;
  for (const d of other.clauses)
    for (const u of d.tokens) {
      if (u.kind !== 'word' || u.terms.length !== 1) continue;
      const y = u.terms[0]!;
      if (agent ? ACTIVITY_ENDING.test(u.norm) && agentStemOf(x, y) : AGENT_ENDING.test(u.norm) && agentStemOf(y, x)) return true;
    }
  return false;
}

/** `agent` is the term of an agent noun in -er of the verb whose term is `verb`: "poller" / "poll", "mister" / "mist". */
function agentStemOf(agent: string, verb: string): boolean {
  if (verb.length < 4 || !agent.startsWith(verb)) return false;
  const rest = agent.length - verb.length;
  if (rest === 0) return true;
  if (!agent.endsWith('er')) return false;
  // "poller" / "poll", "shipper" / "ship" (a doubled consonant), "mister" / "mist".
  return rest === 2 || (rest === 3 && agent[verb.length] === verb[verb.length - 1]);
}

/** Particles that, right after a verb, make one verb with it: "kicks off", "tops out", "spins up", "winds down". */
const VERB_PARTICLES = new Set(['off', 'out', 'up', 'down']);

/** Token i follows a word that is a verb of the clause. */
function verbBefore(c: Clause, i: number): boolean {
  const before = c.tokens[i - 1];
  if (before === undefined || before.kind !== 'word') return false;
  for (const x of before.terms) if (c.verbs.has(x)) return true;
  return false;
}

/** Plain letters: the shape of a part of a name that may be a word cut short (`qual`; not `cfg`). */
const PLAIN_PART = /^[a-z]{4,}$/;

/**
 * A name in code of two or more parts, written in the other text as a run of words in the same order, each the part
 * or a word it is the start of, at least one cut short: `CREW_QUAL` / "crew qualification records".
 */
function codeSpelled(terms: readonly string[], other: Analysis): boolean {
  if (terms.length < 3) return false;
  for (const d of other.clauses) if (spelledRun(terms, d, -1)) return true;
  return false;
}

/** Token i of the clause is in a run of words that spells a name in code the other text writes (codeSpelled). */
function spellsCodeIn(c: Clause, i: number, other: Analysis): boolean {
  for (const d of other.clauses)
    for (const t of d.tokens) if (t.kind === 'code' && t.terms.length >= 3 && spelledRun(t.terms, c, i)) return true;
  return false;
}

/** The clause has the name's parts (terms[1…]) as consecutive words, one at least cut short; covering token `at` if not -1. */
function spelledRun(terms: readonly string[], c: Clause, at: number): boolean {
  const n = terms.length - 1;
  const tokens = c.tokens;
  for (let j = at < 0 ? 0 : Math.max(0, at - n + 1); j + n <= tokens.length && (at < 0 || j <= at); j++) {
    let cut = false;
    let k = 0;
    for (; k < n; k++) {
      const t = tokens[j + k]!;
      const part = terms[k + 1]!;
      if (t.kind !== 'word' || t.terms.length === 0) break;
      const x = t.terms[0]!;
      if (x === part) continue;
      if (!PLAIN_PART.test(part) || x.length <= part.length || !x.startsWith(part)) break;
      cut = true;
    }
    if (k === n && cut) return true;
  }
  return false;
}

/**
 * Token i of the clause and words of the other text are one name written two ways: an acronym or short name whose
 * letters are the initials of words or the capitals of a name there ("HPA" / `HorizontalPodAutoscaler`, "bq" /
 * "BigQuery"), or a word of a run of words whose initials spell an acronym the other text writes ("service worker" /
 * "SW").
 */
function oneNameTwoWays(c: Clause, i: number, other: Analysis): boolean {
  const t = c.tokens[i]!;
  if (SHORT_NAME.test(t.raw)) {
    const letters = t.raw.toLowerCase();
    for (const d of other.clauses) if (expansionOf(d, letters) !== undefined) return true;
  }
  if (t.kind !== 'word') return false;
  for (const d of other.clauses)
    for (const acronym of d.acronyms) {
      // "HLS" on both sides: no run of words spells it here ("HLS ladder" is no "HL").
      if (c.acronyms.has(acronym)) continue;
      const run = expansionOf(c, acronym);
      if (run !== undefined && t.terms.every((x) => run.includes(x))) return true;
    }
  return false;
}

/** A name and its value as one code span (`setWeight: 25`, `--cov-fail-under=90`), not a statement (`ALTER ROLE x SET …`). */
const SETTING_SPAN = /^[-\w.[\]]+(?:\s*[:=]\s*[^\s]+)?$/;

/** A name in code after "for" ("for the `ledger-consumer` group"), not a file, that the other text never uses. */
function codeOwnerFor(c: Clause, other: Analysis): boolean {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const term = t.terms[0];
    if (t.kind !== 'code' || term === undefined || isFileName(term) || other.terms.has(term) || !afterFor(tokens, i)) continue;
    return true;
  }
  return false;
}

/** Token i is in a phrase opened by "for" at most three words before it: "for the API", "for rate limiting". */
function afterFor(tokens: Clause['tokens'], i: number): boolean {
  for (let j = i - 1; j >= 0 && i - j <= 3; j--) {
    const t = tokens[j]!;
    if (t.norm === 'for') return true;
    if (t.kind !== 'word' && t.kind !== 'code') return false;
  }
  return false;
}

/** Token i ends its phrase ("3 replicas of the API."): a general noun there is what the phrase names. */
function endsPhrase(tokens: Clause['tokens'], i: number): boolean {
  const next = tokens[i + 1];
  return next === undefined || next.kind === 'punct';
}

/** The word after token i is one the other text uses too: "the api Deployment" / "the worker Deployment". */
function beforeShared(tokens: Clause['tokens'], i: number, other: Analysis): boolean {
  const next = tokens[i + 1];
  if (next === undefined || (next.kind !== 'word' && next.kind !== 'code')) return false;
  for (const x of next.terms) if (other.terms.has(x)) return true;
  return false;
}

/** A part of a name in code (`DB_POOL_MAX`, `connectTimeout`) that the other text does not use, other than a unit or a general word. */
function partOwn(terms: readonly string[], other: Analysis): boolean {
  for (let k = 1; k < terms.length; k++) {
    const x = terms[k]!;
    if (other.terms.has(x) || sameName(x, other.terms) || QUANTITY_PREDICATE_STEMS.has(x) || NAMELESS.has(x) || GENERIC_STEMS.has(x) || durationKindOf(x) !== undefined || isUnitWord(x) || termWeight(x) === 0) continue;
    return true;
  }
  return false;
}

/**
 * A file says where a value is set, not whose it is, when the other text uses a part of its name (`geo/nominatim.py`,
 * "the Nominatim client") or its name is general (`config/settings.py`); `billing/refunds.rb` names the refunds.
 */
function fileOwn(terms: readonly string[], other: Analysis): boolean {
  let own = false;
  for (let k = 1; k < terms.length; k++) {
    const x = terms[k]!;
    if (other.terms.has(x) || sameName(x, other.terms)) return false;
    if (!GENERIC_STEMS.has(x) && !NAMELESS.has(x) && !FILE_EXTENSIONS.has(x) && termWeight(x) > 0) own = true;
  }
  return own;
}

/** A word for a kind of duration ("TTL", "interval", "retention"); "idle" says which timeout it is. */
function generalKind(x: string): boolean {
  const kind = durationKindOf(x);
  return kind !== undefined && (kind !== 'timeout' || x === 'timeout');
}

/**
 * Words for where or how a value is written down, not whose it is, time zones among them ("at 03:00 UTC" / "cron
 * `0 1 * * *`, UTC" share the way both times are written, not a job). As stems.
 */
const NAMELESS = new Set(
  'file files config configuration setting settings value option options thing data version default param parameter argument property attribute field entry flag flags type way part set utc gmt tz timezone'.split(' ').map(termOfWord),
);

/** One file both texts name: `charts/api/values.yaml` and `charts/worker/values.yaml` are two. */
function sharesFile(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  for (const t of x) {
    if (y.has(t)) return true;
    // `reduce.cu` / `src/kernels/reduce.cu`; not `phone/build.gradle.kts` / `wear/build.gradle.kts`.
    for (const u of y) if ((!t.includes('/') || !u.includes('/')) && baseName(t) === baseName(u)) return true;
  }
  return false;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The files a text names, whole (`configs/base.py`), in any clause, or null. Read once per text: a text meets many
 * others, and every token of every clause is looked at.
 */
function textFiles(text: Analysis): Set<string> | null {
  let files = TEXT_FILES.get(text);
  if (files === undefined) TEXT_FILES.set(text, (files = readTextFiles(text)));
  return files;
}

const TEXT_FILES = new WeakMap<Analysis, Set<string> | null>();

function readTextFiles(text: Analysis): Set<string> | null {
  let out: Set<string> | null = null;
  for (const d of text.clauses)
    for (const t of d.tokens) {
      const path = t.terms[0];
      if (path !== undefined && isFileName(path)) (out ??= new Set()).add(path);
    }
  return out;
}

type BothVerbs = ReturnType<typeof bothVerbs>;

/**
 * Values bound to one setting named in code on both sides: "`session.timeout.ms` for the `ledger-consumer` group is
 * 45000" / "… (`session.timeout.ms=10000`)", "The main thread stack is 4096 bytes; see `CONFIG_MAIN_STACK_SIZE`" /
 * "`prj.conf` sets `CONFIG_MAIN_STACK_SIZE=2048`", "Server tick rate is 20 Hz (`TICK_RATE` in `server/config.h`)" /
 * "`TICK_RATE` is 60". A name in code is exact, so the value each text gives it is that setting's, whatever words say
 * whose it is; a number written bare is read in the unit its name ends with, or in whichever unit makes it equal to
 * the other side's value. The owners the other value checks part by (a contrast, a default against an override, a
 * qualifier or a possessive on one side, files of one kind in two places) still part them here.
 */
function namedSettingHit(older: Analysis, newer: Analysis): Hit | null {
  // The signal bit, not the map: most texts bind no setting, and a property read is cheaper than a WeakMap lookup.
  const x = (signalsOf(older).dims & NAMED_SETTING) !== 0 ? boundSettings(older) : null;
  const y = (signalsOf(newer).dims & NAMED_SETTING) !== 0 ? boundSettings(newer) : null;
  if (x === null && y === null) return null;
  if (x !== null && y !== null)
    for (const [name, as] of x) {
      let bs: Bound[] | undefined;
      for (const [other, list] of y) if (sameSettingName(name, other) || sameSettingName(other, name)) bs = list;
      if (bs === undefined || !settingLike(as, bs)) continue;
      const hit = boundHit(name, as, bs, older, newer);
      if (hit !== null) return hit;
    }
  // A one-word name in code on one side only, written as a word on the other (`-crf 23` / "CRF 28").
  return (x !== null ? proseHit(x, y, true, older, newer) : null) ?? (y !== null ? proseHit(y, x, false, older, newer) : null);
}

/** namedSettingHit for the one-word names `coded` (the older's when `codedIsOlder`) that the other text writes as words. */
function proseHit(coded: Map<string, Bound[]>, other: Map<string, Bound[]> | null, codedIsOlder: boolean, older: Analysis, newer: Analysis): Hit | null {
  for (const name of proseNames(codedIsOlder ? older : newer)) {
    if (other?.has(name) === true) continue;
    const said = proseBound(codedIsOlder ? newer : older, name);
    if (said === undefined) continue;
    const hit = codedIsOlder ? boundHit(name, coded.get(name)!, said, older, newer) : boundHit(name, said, coded.get(name)!, older, newer);
    if (hit !== null) return hit;
  }
  const codedText = codedIsOlder ? older : newer;
  const proseText = codedIsOlder ? newer : older;
  for (const named of partNames(codedText)) {
    if (other?.has(named.name) === true) continue;
    const said = partsBound(proseText, named);
    if (said === undefined) continue;
    // "`ACCESS_TOKEN_TTL=4000` — access tokens last an hour": what the coded text says of it in words counts too.
    const own = partsBound(codedText, named);
    const values = own === undefined ? coded.get(named.name)! : [...coded.get(named.name)!, ...own];
    const hit = codedIsOlder ? boundHit(named.name, values, said, older, newer) : boundHit(named.name, said, values, older, newer);
    if (hit !== null) return hit;
  }
  return null;
}

/** A setting named in code by several words (`thumbnailCacheMaxEntries`, `FLAGS_CACHE_TTL_SECONDS`), for prose to name. */
interface PartName {
  /** The bound name, lower case, as boundSettings keys it. */
  name: string;
  /** The name as written, for the unit it ends with. */
  written: string;
  /** Stems of the words that say whose value it is (thumbnail, cache): prose must name them all. One at least is not a common word, or there are two. */
  owners: readonly string[];
  /** Stems of every word of the name, the counted noun among them (`entries`). */
  stems: ReadonlySet<string>;
  /** What the unit the name ends with measures, if it ends with one (`_ms`, `_mb`, `_hz`). */
  unitDim: 'duration' | 'size' | null;
  /** A word of the name says it holds a duration (`ttl`, `interval`, `timeout`). */
  timed: boolean;
  /** The kinds of duration its words name (`ttl`: expiry): a timeout is not a retry delay. */
  kinds: ReadonlySet<string>;
}

/** Parts of a setting's name that hold a quantity and are a thing of their own, which prose names when it means it (a log buffer, not the logs). */
const THING_NAME_PARTS = new Set('port pool batch buffer workers threads jobs steps step retries attempts'.split(' '));

const PART_NAMES = new WeakMap<Analysis, readonly PartName[]>();
const NO_PART_NAMES: readonly PartName[] = [];

/**
 * The settings of several words a text writes with their values in code, with the words that say whose value it is:
 * the name less its unit (`_ms`), its bound (`max`) and the words that only say it holds a quantity (`ttl`, `size`).
 * `pool_size` is left out: its one word is a common one, and prose that names a pool names no more than that.
 */
function partNames(text: Analysis): readonly PartName[] {
  let out = PART_NAMES.get(text);
  if (out !== undefined) return out;
  out = NO_PART_NAMES;
  for (const [name, list] of boundSettings(text) ?? NO_BOUND) {
    if (!list.some((b) => b.assigned)) continue;
    const parts = settingNameWords(list[0]!.name).map((x) => x.toLowerCase());
    if (parts.length < 2) continue;
    const last = parts[parts.length - 1]!;
    const unitDim = NAME_DURATION_UNITS[last] !== undefined || last === 'hz' ? 'duration' : SIZE_NAME_UNITS[last] !== undefined ? 'size' : null;
    const owners: string[] = [];
    const kinds = new Set<string>();
    let timed = false;
    let specific = false;
    for (const part of unitDim === null ? parts : parts.slice(0, -1)) {
      const stem = termOfWord(part);
      const kind = durationKindOf(part);
      if (kind !== undefined) kinds.add(kind);
      if (kind !== undefined || part === 'age') timed = true;
      // `SESSION_IDLE_TTL`: "idle" says which sessions' expiry, so prose names it too; so does `DB` which port.
      if (part.length < 2 || /\d/.test(part) || BOUND_PARTS.has(part) || isUnitWord(part) || (kind !== undefined && part !== 'idle')) continue;
      // `LOG_BUFFER_BYTES` is a log buffer's size, not the logs': a thing the name counts or sizes is named too.
      const thing = THING_NAME_PARTS.has(part);
      if (QUANTITY_NAME_PARTS.has(part) && !thing) continue;
      owners.push(stem);
      if (!thing && !QUANTITY_PREDICATE_STEMS.has(stem) && !GENERIC_STEMS.has(stem) && termWeight(stem) > 0) specific = true;
    }
    // `FLAGS_CACHE_TTL_SECONDS`: two common words name a thing together; one alone (`cache_size`) does not.
    if (!specific && owners.length < 2) continue;
    out = [...out, { name, written: list[0]!.name, owners, stems: new Set(parts.map(termOfWord)), unitDim, timed, kinds }];
  }
  PART_NAMES.set(text, out);
  return out;
}

/** The clause writes the term as a word, not inside a name in code. */
function namedInWords(c: Clause, stem: string): boolean {
  for (const t of c.tokens) if (t.kind === 'word' && t.terms.includes(stem)) return true;
  return false;
}

/** "500 entries" / `thumbnailCacheMaxEntries`: the noun the value counts is a word of the name (its key may be a synonym). */
function countsNamed(q: StatedQuantity, c: Clause, stems: ReadonlySet<string>): boolean {
  if (q.key.length === 0) return false;
  for (let i = q.first; i <= q.last + 1 && i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'word' && t.terms.some((x) => stems.has(x))) return true;
  }
  return false;
}

/**
 * The values prose gives the setting `named`: in a clause naming every word of whose it is, in any order ("the
 * image thumbnail cache holds 500 entries" / `thumbnailCacheMaxEntries`), of the kind the name says: what its unit
 * measures, a duration when a word of it is one (`ttl`), else a count of a noun the name ends with.
 */
function partsBound(text: Analysis, named: PartName): Bound[] | undefined {
  let out: Bound[] | undefined;
  for (const { q, c } of signalsOf(text).current) {
    if (q.dim === 'version' || q.dim === 'text' || writtenInCode(q, c)) continue;
    // Named in words: a name in code on this side too is a name of its own (`statement_timeout_2` is not `statement_timeout`).
    if (!named.owners.every((x) => namedInWords(c, x))) continue;
    // "refreshes every 30 seconds" / `fleet.retention.hours`: a duration of another kind than the name's.
    if (q.dim === 'duration' && q.kinds !== null && named.kinds.size > 0 && ![...q.kinds].some((k) => named.kinds.has(k))) continue;
    // "The hotel elevator door hold time is 5 seconds" / `door_hold_time = 8`: the name written out as the phrase
    // before the value says what it measures, whatever dimension the value has (a bare number reads in any unit).
    const spelled = spelledBefore(c, q, named.written);
    const kind =
      named.unitDim !== null
        ? q.dim === named.unitDim
        : q.dim === 'duration'
          ? named.timed || spelled
          : q.dim === 'port'
            ? named.stems.has('port')
            : q.dim === 'percent'
              ? spelled
              : q.dim === 'count' && countsNamed(q, c, named.stems);
    if (kind) (out ??= []).push({ q, c, assigned: false, name: named.written, spelled });
  }
  return out;
}

const PROSE_NAMES = new WeakMap<Analysis, readonly string[]>();
const NO_NAMES: readonly string[] = [];

/**
 * The one-word settings a text writes with their values in code (`-crf 23`, `tol=1e-6`, Ruby's `:concurrency: 25`),
 * which the other text may name with a word: not a unit or a kind of value (`timedelta(seconds=1800)`, `timeout: 30`).
 */
function proseNames(text: Analysis): readonly string[] {
  let out = PROSE_NAMES.get(text);
  if (out !== undefined) return out;
  out = NO_NAMES;
  for (const [name, list] of boundSettings(text) ?? NO_BOUND) {
    if (!list.some((b) => b.assigned) || !/^[a-z]+$/.test(name) || BOUND_PARTS.has(name)) continue;
    const stem = termOfWord(name);
    if (isUnitWord(name) || durationKindOf(name) !== undefined || QUANTITY_PREDICATE_STEMS.has(stem) || GENERIC_STEMS.has(stem)) continue;
    out = [...out, name];
  }
  PROSE_NAMES.set(text, out);
  return out;
}

const NO_BOUND: ReadonlyMap<string, Bound[]> = new Map();

/**
 * The values a text names with `name` as a word, right before the value ("CRF 28", "a concurrency of 10 threads", "a
 * tolerance of 1e-9": a name in code is often cut short) or as what it counts ("three replicas").
 */
function proseBound(text: Analysis, name: string): Bound[] | undefined {
  const stem = termOfWord(name);
  let out: Bound[] | undefined;
  for (const { q, c } of signalsOf(text).current) {
    // A value in code is named by its own name, not by a word of it.
    if (q.dim === 'version' || q.dim === 'text' || writtenInCode(q, c)) continue;
    const before = c.tokens[q.first - 1];
    const said = wordNames(before, name, stem) || (before?.norm === 'of' && wordNames(c.tokens[q.first - 2], name, stem)) || q.key.includes(stem);
    if (said) (out ??= []).push({ q, c, assigned: false, name });
  }
  return out;
}

/** The word is the setting's one-word name, or a longer word it cuts short (`tol`, "tolerance"). */
function wordNames(t: Token | undefined, name: string, stem: string): boolean {
  return t !== undefined && t.kind === 'word' && (t.norm === name || termOfWord(t.norm) === stem || (name.length >= 3 && t.norm.startsWith(name) && t.norm.length > name.length + 2));
}

/** The first two values of `name`, one on each side, that differ when none agree, unless the owner tests part them. */
function boundHit(name: string, as: readonly Bound[], bs: readonly Bound[], older: Analysis, newer: Analysis): Hit | null {
  let differs: [Bound, Bound] | null = null;
  for (const a of as)
    for (const b of bs) {
      const verdict = boundValuesAgree(a.q, b.q, a.name.length >= b.name.length ? a.name : b.name);
      if (verdict === true) return null;
      if (verdict === false) differs ??= [a, b];
    }
  if (differs === null) return null;
  const [a, b] = differs;
  if (boundOwnersApart(a, b, name, older, newer)) return null;
  return {
    kind: 'value',
    reason: `value: \`${a.name}\` is ${valueAlone(a)} in the older and ${valueAlone(b)} in the newer`,
    older: [a.q.written],
    newer: [b.q.written],
  };
}

/** "0.8", not "DISK_ALERT_RATIO = 0.8": the setting is named once in a reason. */
function valueAlone(b: Bound): string {
  return b.assigned ? b.q.written.replace(/^.*?(?:=>|=|:)\s*/, '') : b.q.written;
}

/** A value a text gives a setting it names in code, with its clause and whether the name is written with it (`x=5`). */
interface Bound {
  q: StatedQuantity;
  c: Clause;
  assigned: boolean;
  /** The setting's name as written (`maxBitrate`), for its parts. */
  name: string;
  /** Prose: the name is written out word by word as the phrase before the value (spelledBefore). */
  spelled?: boolean;
}

const BOUND_SETTINGS = new WeakMap<Analysis, Map<string, Bound[]> | null>();

/** The settings a text names in code with the values it gives them, once per text; null when there are none. */
function boundSettings(text: Analysis): Map<string, Bound[]> | null {
  let out = BOUND_SETTINGS.get(text);
  if (out === undefined) BOUND_SETTINGS.set(text, (out = readBoundSettings(text)));
  return out;
}

/** `--jobs=16`, `save_steps: 250`, `'lifetime' => 120`, `setTimeout(500)`, Ruby's `:concurrency: 25`, JSON's `"ttl": 60`: a name and its number. */
const CODE_ASSIGNMENT = /^(?:-{1,2}|:)?(["']?)([A-Za-z_][\w.[\]-]*?)\1\s*(?:=>|[=:]|\(|\s)\s*['"]?[-+]?\.?\d/;
const CODE_NAME = /^(?:-{1,2}|:)?([A-Za-z_][\w.[\]-]*[A-Za-z0-9_\]])$/;

/** A name given a value inside a longer span: `ALTER ROLE app SET statement_timeout = '5min'`. */
const INNER_ASSIGNMENT = /([A-Za-z_][\w.-]*)\s*(?:=>|=)\s*['"]?[-+]?\.?\d/;

/**
 * The setting name a code span writes (`--jobs=16` → jobs, `TICK_RATE`, `max: 20` → max), as written, or null.
 * Read once per span: every code span of a text with a value is read (boundSettings), and the same spans come back
 * in many discoveries.
 */
const codeSettingName = memoize(readCodeSettingName);

function readCodeSettingName(raw: string): { name: string; assigned: boolean } | null {
  const text = raw.trim();
  const whole = CODE_ASSIGNMENT.exec(text);
  const assigned = whole === null ? INNER_ASSIGNMENT.exec(text) : null;
  const name = whole?.[2] ?? assigned?.[1] ?? CODE_NAME.exec(text)?.[1];
  if (name === undefined || name.length < 3 || name.includes('/') || /^\d/.test(name)) return null;
  const trimmed = name.replace(/^[.]+|[.]+$/g, '');
  const lower = trimmed.toLowerCase();
  // `timedelta(seconds=1800)`: a unit is how the value is written, not the setting's name.
  if (isFileName(lower) || FILE_EXTENSIONS.has(lower.slice(lower.lastIndexOf('.') + 1)) || isUnitWord(lower)) return null;
  return { name: trimmed, assigned: whole !== null || assigned !== null };
}

function readBoundSettings(text: Analysis): Map<string, Bound[]> | null {
  const current = signalsOf(text).current;
  if (current.length === 0) return null;
  let out: Map<string, Bound[]> | null = null;
  for (const c of text.clauses) {
    // The clause's values, listed when it names a setting in code: most clauses name none.
    let own: StatedQuantity[] | null = null;
    for (let i = 0; i < c.tokens.length; i++) {
      const t = c.tokens[i]!;
      if (t.kind !== 'code') continue;
      const named = codeSettingName(t.raw);
      if (named === null) continue;
      own ??= currentOf(c);
      let bound: Bound | null = null;
      const attached = own.find((q) => i >= q.first && i <= q.last);
      // `save_steps: 250`: the value written with its name.
      if (attached !== undefined) bound = named.assigned ? { q: attached, c, assigned: true, name: named.name } : null;
      else {
        // "`TICK_RATE` is 60": the only value of a clause that names the setting.
        const free = own.filter((q) => !assignedElsewhere(q, c, i));
        if (free.length === 1) bound = { q: free[0]!, c, assigned: false, name: named.name };
        // "The main thread stack is 4096 bytes; see `CONFIG_MAIN_STACK_SIZE`": the only value of the text.
        else if (own.length === 0 && current.length === 1) bound = { q: current[0]!.q, c: current[0]!.c, assigned: false, name: named.name };
      }
      if (bound === null) continue;
      const key = named.name.toLowerCase();
      const list = (out ??= new Map<string, Bound[]>()).get(key);
      if (list === undefined) out.set(key, [bound]);
      else if (!list.some((x) => x.q === bound.q)) list.push(bound);
    }
  }
  return out;
}

/** The clause's values that are not former ones, in order (pushed in a loop, not filtered: disc-036). */
function currentOf(c: Clause): StatedQuantity[] {
  const out: StatedQuantity[] = [];
  for (const q of c.quantities) if (!q.former) out.push(q);
  return out;
}

/** The value is written with a name in code other than the one at token `at` (`pool_size: 10` beside `timeout`). */
function assignedElsewhere(q: StatedQuantity, c: Clause, at: number): boolean {
  for (let i = q.first; i <= q.last; i++) if (i !== at && c.tokens[i]?.kind === 'code' && codeSettingName(c.tokens[i]!.raw)?.assigned === true) return true;
  return false;
}

/** Parts of a setting's name that say it holds a quantity: `session.timeout.ms`, `max_velocity`, `TICK_RATE`, `pool_size`. */
const QUANTITY_NAME_PARTS = new Set('rate freq frequency hz port len length level factor ratio threshold concurrency jobs workers threads retries attempts pool batch steps step buffer capacity quota depth interval period delay ttl age tol tolerance count size limit max min timeout'.split(' '));

/** The name is a setting's, not an owner's (`raw_events`, `orders`): written with a value or as a flag on a side, or a part of it names a quantity. */
function settingLike(a: readonly Bound[], b: readonly Bound[]): boolean {
  if (a.some((x) => x.assigned) || b.some((x) => x.assigned)) return true;
  for (const x of [...a, ...b])
    for (const part of splitIdentifier(x.name.replace(/\[\d+\]/g, ''))) {
      const p = part.toLowerCase();
      if (QUANTITY_NAME_PARTS.has(p) || BOUND_PARTS.has(p) || isUnitWord(p) || durationKindOf(p) !== undefined || QUANTITY_PREDICATE_STEMS.has(termOfWord(p))) return true;
    }
  return false;
}

const NAME_DURATION_UNITS: Record<string, number> = { ms: 1, millis: 1, msec: 1, s: 1000, sec: 1000, secs: 1000, seconds: 1000, min: 60_000, mins: 60_000, minutes: 60_000, h: 3_600_000, hours: 3_600_000, hrs: 3_600_000, days: 86_400_000 };
const DURATION_READINGS = [1000, 1, 60_000];
const RATE_READINGS = [1, 1 / 60, 1 / 3600, 1 / 86_400];
/** Lengths a bare number of a speed may be written in, in metres: itself first, then mm, cm, km. */
const SPEED_SCALES = [1, 0.001, 0.01, 1000];
const PERCENT_READINGS = [1, 100];

/** A number with no unit and no counted noun: `45000`, `save_steps: 250`, `30.f`; NaN otherwise. */
function bareNumber(q: StatedQuantity, written: string): number {
  const name = written.toLowerCase();
  if (q.dim === 'count' && (q.key.length === 0 || q.key.some((k) => name.includes(k) || k.includes(name)) || /[=:]\s*[-\d.]+$/.test(q.written))) return q.value;
  if (q.dim === 'text') {
    const m = /[=:(]\s*['"]?([-+]?\d+(?:\.\d+)?)(?:\.?f)?['"]?\)?$/.exec(q.written);
    return m ? Number(m[1]) : Number.NaN;
  }
  return Number.NaN;
}

/** A number that reads like a version (`5.3`, `17`): its parts. */
function writtenVersionParts(q: StatedQuantity): number[] | null {
  if (q.dim === 'version') return q.parts ?? null;
  const m = /(\d+(?:\.\d+)*)\D*$/.exec(q.written);
  return m ? m[1]!.split('.').map(Number) : null;
}

/**
 * Two values given one setting: true when they agree (in some reading of a bare number), false when they differ,
 * null when they cannot be read in one unit.
 */
function boundValuesAgree(a: StatedQuantity, b: StatedQuantity, name: string): boolean | null {
  const x = bareNumber(a, name);
  const y = bareNumber(b, name);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return closeTo(x, y);
  if (Number.isNaN(x) && Number.isNaN(y)) {
    if (a.dim === b.dim) return agrees(a, b);
    return null;
  }
  const [bare, q] = Number.isNaN(x) ? [y, a] : [x, b];
  if (q.low !== undefined || q.dim === 'limitless' || q.dim === 'clock' || q.dim === 'pixels' || q.dim === 'text') return null;
  let readings: readonly number[];
  switch (q.dim) {
    case 'duration': {
      // "20 Hz" / `TICK_RATE` is 60: a bare number against a frequency is one too.
      const unit = nameUnit(name, NAME_DURATION_UNITS);
      readings = q.period === 'hz' ? [1000 / bare] : unit !== undefined ? [bare * unit] : DURATION_READINGS.map((r) => bare * r);
      break;
    }
    case 'size': {
      const unit = nameUnit(name, SIZE_NAME_UNITS);
      readings = unit !== undefined ? [bare * unit] : SIZE_READINGS.map((r) => bare * r);
      return readings.some((r) => closeTo(r, q.value) || (q.alt !== undefined && closeTo(r, q.alt))) || (q.bound !== null && boundAgrees(q, readings));
    }
    case 'rate':
      // `max_velocity: 300` against "300 mm/s": a speed is kept in metres, and the bare number may be in any length.
      readings = q.key[0] === LENGTH_KEY ? RATE_READINGS.flatMap((r) => SPEED_SCALES.map((m) => bare * r * m)) : RATE_READINGS.map((r) => bare * r);
      break;
    case 'percent':
      readings = PERCENT_READINGS.map((r) => bare * r);
      break;
    case 'version': {
      const parts = q.parts ?? [];
      const mine = writtenVersionParts(Number.isNaN(x) ? b : a) ?? [];
      const n = Math.min(parts.length, mine.length);
      if (n === 0) return null;
      for (let i = 0; i < n; i++) if (parts[i] !== mine[i]) return false;
      return true;
    }
    default:
      readings = [bare];
  }
  return readings.some((r) => closeTo(r, q.value) || (q.period === 'hz' && Math.abs(r - q.value) <= 0.05 * Math.max(r, q.value))) || (q.bound !== null && boundAgrees(q, readings));
}

/** "at least 2" / `replicas: 4`: a floor a reading meets. */
function boundAgrees(q: StatedQuantity, readings: readonly number[]): boolean {
  return q.bound === 'min' && !q.namedBound && readings.some((r) => r >= q.value);
}

/** A setting name's words as written, less an index (`limits[0]`) and a trailing number (the bench's `_197`). */
function settingNameWords(name: string): readonly string[] {
  return splitIdentifier(name.replace(NAME_INDEX, '').replace(NAME_NUMBER_END, ''));
}
const NAME_INDEX = /\[\d+\]/g;
const NAME_NUMBER_END = /[_.-]\d+$/;

/** The unit a setting's name ends with (`timeout_ms`, `session.timeout.ms`, `LOG_BUFFER_BYTES`). */
function nameUnit(name: string, units: Record<string, number>): number | undefined {
  const parts = settingNameWords(name);
  const last = parts[parts.length - 1]?.toLowerCase();
  return last === undefined ? undefined : units[last];
}

/**
 * The owner tests settingNamedOnBoth applies, for values bound to a setting by name. Looser where the name makes the
 * setting exact: two files part the values only when they are of one kind (`charts/api/values.yaml` /
 * `charts/worker/values.yaml`), a path in code is a file and no name of its own, and a place or phase counts only
 * when written as a word (`conf/local.conf` names a file, not "locally").
 */
function boundOwnersApart(a: Bound, b: Bound, name: string, older: Analysis, newer: Analysis): boolean {
  if (contrastedSides(older.terms, newer.terms) || saysDefault(a.c) !== saysDefault(b.c) || textMembersApart(older, newer)) return true;
  if (folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return true;
  const filesP = textFiles(older);
  const filesC = textFiles(newer);
  if (filesP !== null && filesC !== null && !sharesFile(filesP, filesC) && sameKindOfFile(filesP, filesC)) return true;
  if (ownCodeName(older, newer, name, true) && ownCodeName(newer, older, name, true)) return true;
  if (qualifierWritten(older, newer) || qualifierWritten(newer, older)) return true;
  if (ownPossessive(older, newer) || ownPossessive(newer, older)) return true;
  // "`max_iter=500` for the ferry route optimiser" / "The ferry fare optimiser runs at most 2000 iterations".
  if (rivalModifiers(a.c, b.c, older, newer)) return true;
  const verbs = bothVerbs(a.c, b.c);
  // Spelled in words, the name is read with the whole clause, as namedSettingAlike reads it: "`door_hold_time = 8`
  // for the service lift" / "The guest elevator door hold time is 5 seconds" name two owners, after and before.
  if (a.spelled === true || b.spelled === true) return ownWordIn(a.c, a.q, newer, verbs, false, a.c.tokens.length, name) && ownWordIn(b.c, b.q, older, verbs, false, b.c.tokens.length, name);
  return ownWordIn(a.c, a.q, newer, verbs, false, a.q.first) && ownWordIn(b.c, b.q, older, verbs, false, b.q.first);
}

/**
 * "locally" / "in CI": a place or phase written as a word that the other text never names; `conf/local.conf` is a
 * file's name, not where the value holds.
 */
function qualifierWritten(text: Analysis, other: Analysis): boolean {
  for (const c of text.clauses)
    for (const t of c.tokens) if (t.kind === 'word') for (const x of t.terms) if (QUALIFIERS.has(x) && !other.terms.has(x)) return true;
  return false;
}

/** `charts/api/values.yaml` / `charts/worker/values.yaml`: a file on each side of one kind, so perhaps two owners. */
function sameKindOfFile(x: ReadonlySet<string>, y: ReadonlySet<string>): boolean {
  for (const t of x) for (const u of y) if (t.slice(t.lastIndexOf('.')) === u.slice(u.lastIndexOf('.'))) return true;
  return false;
}
