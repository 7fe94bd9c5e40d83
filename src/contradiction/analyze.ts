// Reads one discovery into clauses: what each asserts (terms), whether it is
// negated, which modal and antonym words it uses, what quantities it states,
// and what the discovery says is gone or replaced ("denials"). The checks
// compare two of these; nothing here looks at a second discovery.

import { DICTIONARY_KEPT_TERMS } from './dictionary-antonyms.js';
import { findQuantities, giveUnit, isFrequencyWord, isUnitTerm, isUnitWord, labelAt, perScope, type Quantity } from './quantities.js';
import { stem } from './stem.js';
import { memoize } from '../text/memo.js';
import { GENERIC_SEGMENTS, rawSpan, splitIdentifier, termOfWord, termWeight, toggleSetting, tokenize, twoWordKey, wordTerms, type Token } from './tokens.js';
import { EXCLUDING_STATES, SITUATED_STATES } from './opposite-states.js';
import { mayStartProseKey, proseKeyLength, proseSettingState, settingState } from './setting-states.js';
import { ALTERNATIVE_GROUPS, ALTERNATIVE_INDEX, CASED_SPELLINGS, SPELLING_PREFIXES, TERMLESS_FIRST_WORDS, type Membership } from './alternatives.js';
import {
  ADDRESSEES,
  ANTONYMS,
  BARRIERS,
  COPULAS,
  GENERIC_STEMS,
  LIGHT_STEMS,
  LINKS,
  MODAL_WORDS,
  NEGATION_WORDS,
  NEGATIVE_VERB_STEMS,
  PREDICATIVE_ANTONYMS,
  QUANTITY_PREDICATE_STEMS,
  REPLACING_PARTICIPLES,
  STATE_VERB_WORDS,
  SUBJECT_ENDS,
  VERB_STATES,
  UNIVERSAL_QUANTIFIERS,
  PLACE_STATES,
} from './vocabulary.js';

// Made once, not on every call: these run per token in the pair checks and the clause readers (disc-040).
const ONCE_AS_COUNT = /^(a|an|per|every|each|or|more|again|\d+)$/;

export interface AntonymUse {
  /** `ant:<n>`: the pair, whichever side was written. */
  canon: string;
  sign: 1 | -1;
  word: string;
  /** "disabled" means "not enabled"; "async" is a state of its own. */
  negating: boolean;
}

export interface StatedQuantity extends Quantity {
  /** A value the clause says is gone: "raised from 30 s to 60 s", "(was 30 s)". */
  former: boolean;
  /** Terms near the quantity naming what it measures ("auth tokens", "dev server"). */
  subject: Map<string, number>;
  /** The part of `subject` written before the quantity: usually the thing measured, rather than a place or a qualifier. */
  left: Map<string, number>;
  /** `subject` with what is counted or named, filled by the checks on first use (values.ts subjectOf). */
  measured: Map<string, number> | null;
  /** Said of some of the subject only: "PRs that touch `infra/` need two approvals". */
  restricted: boolean;
  /** What is seen at some moment or on the whole, not what is set: "typically 2 MB", "4 open connections", "right now". */
  observed: boolean;
  /** For durations, the kinds the clause names (timeout, expiry, interval, delay, retention), else null. */
  kinds: Set<string> | null;
  /** The terms of the words naming its catalogue quantity (`setting`): what is measured, not whose it is. */
  naming: readonly string[];
  /** The label of its sentence whose value it is ("session 22", "round 3"), else null: see ownLabels. */
  owner: string | null;
}

export interface Clause {
  index: number;
  /** The clause without its contrast fragments (", not jest", "instead of axios"). */
  tokens: Token[];
  /** Odd number of negations ("not", "never", "no longer", "skips"). */
  negated: boolean;
  negations: string[];
  modals: string[];
  /** "no longer", "anymore", "now", "again": the writer says things changed. */
  markers: string[];
  antonyms: AntonymUse[];
  /** "unpaginated" → stem of "paginated": an antonym of a word the other discovery may use. */
  prefixed: Prefixed[];
  /** What the clause asserts, term → weight. Denied phrases are not in here. */
  terms: Map<string, number>;
  /** Terms of the clause's verbs: "runs" and "collects" differ in wording more often than in subject. */
  verbs: Set<string>;
  quantities: StatedQuantity[];
  /** Tool groups (ALTERNATIVE_GROUPS index) the clause says are in use, with the member named. */
  alternatives: Map<number, string>;
  /** Terms of the words that spell those members ("cloudflare", "r2") → the groups the member is in. */
  memberTerms: Map<string, readonly Membership[]>;
  /** Negation and antonyms together: false when the clause says something is not so. */
  positive: boolean;
  /** All-capital abbreviations written in the clause ("HMR", "RLS"), lower case. */
  acronyms: Set<string>;
  /** Part of "X unless Y": together they state a requirement. */
  conditional: boolean;
  /** The X of "X unless Y" (not itself opened by "unless", not negated until): what holds when nothing is done, a default. */
  unlessDefault: boolean;
  /** Opened by "so", "thus", "hence", "therefore": what follows from the clause before ("…, so the app shares one instance"). */
  consequence: boolean;
  /** The word the clause's subject is about ("helper" in "The retry helper in src/http.ts gives up"), null for instructions. */
  head: Token | null;
  /** Words that flip it only against the other side: the second state of a two-state pair ("async"), un-/non- prefixes. */
  flips: boolean;
  /** subject.ts namePartsIn's answers for the clause's one-word terms that name an identifier: UNREAD_NAME_PARTS until first asked. */
  nameParts: Map<string, Array<[string, string, string, boolean]>>;
  /** What polarity.ts termsAgainst reads of the clause whatever the other side is: UNREAD_TERM_READINGS until first asked. */
  termReadings: TermReadings;
}

/**
 * The few terms and tokens of a clause that termsAgainst can read otherwise against another clause, in the clause's
 * order: terms with a VERB_SYNONYMS word (`synonyms`) or a VERB_HYPONYMS entry (`hyponyms`), code paths among its terms
 * (`paths`), and, in a clause with antonyms, code tokens that set a toggle (`toggles`). A clause meets many others,
 * and walking all its terms and tokens again in each pair cost more than the rest of termsAgainst.
 */
export interface TermReadings {
  synonyms: string[];
  hyponyms: string[];
  paths: string[];
  toggles: Token[];
}

/** Built in one place, so every TermReadings has one shape (disc-036). */
export function termReadings(synonyms: string[], hyponyms: string[], paths: string[], toggles: Token[]): TermReadings {
  return { synonyms, hyponyms, paths, toggles };
}

/** An empty list of each element kind the filled lists have (strings, tokens), not a literal's small integers (disc-064). */
export const NO_READ_TERMS: string[] = [''].slice(0, 0);
export const NO_READ_TOKENS: Token[] = [{} as Token].slice(0, 0);

/** A clause's termReadings before they are read: an object of the same shape, so the field never changes kind (disc-036). */
export const UNREAD_TERM_READINGS: TermReadings = termReadings(NO_READ_TERMS, NO_READ_TERMS, NO_READ_TERMS, NO_READ_TOKENS);

/**
 * A clause's nameParts before they are read: a map, as they will be, not null, so the field never changes kind when
 * it is filled (a field that does throws away the code compiled for the clauses; disc-036).
 */
export const UNREAD_NAME_PARTS = new Map<string, Array<[string, string, string, boolean]>>();

/** "unpaginated": the stem it negates ("paginat"), as written; for a compound ("thread-unsafe") its other parts. */
export interface Prefixed {
  base: string;
  word: string;
  along?: string[];
}

export interface Denial {
  clause: number;
  /** Everything the denied phrase mentions. */
  terms: Set<string>;
  /** What identifies it: its anchors, else its specific words. */
  keys: string[];
  /** The denied phrase as written. */
  phrase: string;
  /** The words saying it is gone: "instead of", "was removed", "moved from", ", not". */
  cue: string;
  /** Explicit ("replaced", "instead of", "no longer used") or implied ("isn't used by the worker"). */
  strong: boolean;
  /** A contrast (", not X", "instead of X"), a change ("X was replaced", "moved from X") or a negated use ("don't use X"). */
  source: 'contrast' | 'change' | 'negated-use';
  /** What took its place, when said. */
  replacement: string;
  /** Keys written as an abbreviation ("CRA"), which the other side may spell out. */
  acronyms: string[];
}

export interface Analysis {
  text: string;
  clauses: Clause[];
  denials: Denial[];
  /** Every content term in the discovery, denied or not, term → weight. */
  terms: Map<string, number>;
  /** Normalised anchors (paths, identifiers, commands) for the candidate index. */
  anchors: Set<string>;
  /** What kinds of claims it makes, filled by the checks on first use (values.ts signalsOf). */
  signals: ClaimSignals | null;
  /** By clause index, the label each clause's sentence gives it ("session 22"; see ownLabels); null when the text names none. */
  owners: ReadonlyArray<string | null> | null;
  /** One bit per frame key its clauses fill (substitution.ts frameBits), -1 until first asked. */
  frameBits: number;
  /** The text without its asides in parentheses that name code (see codeAsidesCut), or null when it has none. */
  withoutCodeAsides: string | null;
  /** The text cut before a reason, a consequence or a second claim after its first (see claimAndTail), or null. */
  claimBeforeTail: string | null;
  /** What claimBeforeTail cut off, or null. */
  tail: string | null;
}

/** What kinds of claims a discovery makes, so most pairs are ruled out without reading them again. */
export interface ClaimSignals {
  /** Bit per quantity dimension stated. */
  dims: number;
  /** Bit per tool group (ALTERNATIVE_GROUPS) named, modulo 31. */
  groups: number;
  /** Of the clauses that can take part in a polarity check (`polar`): one says something is so, one that it is not. */
  hasPositive: boolean;
  hasNegative: boolean;
  /** …one has words that flip only against the other side: two-state antonyms, un-/non- prefixes. */
  hasFlippers: boolean;
  /** The clauses a polarity check reads: not conditional, with terms. */
  polar: Clause[];
  denies: boolean;
  deniesStrongly: boolean;
  /** "X moved to B" with no "from": read against an older "X runs on A" (subject.ts moves). */
  moves: boolean;
  /** The values it states as current (not "raised from 30 s"), with their clauses. */
  current: Array<{ q: StatedQuantity; c: Clause }>;
  /** A clause singles one thing out ("only A"): exclusive.ts reads it against what the other side adds. */
  exclusive: boolean;
  /** Three numbers per `polar` clause for polarityHit to skip a clause pair without reading it (values.ts polarBitsOf). */
  polarBits: Int32Array;
}


const BOUNDARY_PUNCT = new Set(['.', ';', '!', '?', '—', '(', ')', ':', '[', ']']);
/** Words starting a condition: the clause before and the one after state a requirement together. */
const CONDITIONS = new Set(['unless']);
const CONSEQUENCE_OPENERS = new Set(['so', 'thus', 'hence', 'therefore']);
const BOUNDARY_WORDS = new Set(['but', 'because', 'since', 'so', 'while', 'whereas', 'although', 'though', 'unless', 'which', 'otherwise', 'except', 'whereby', 'hence', 'thus', 'therefore']);
const MARKER_PHRASES: Array<[string[], string]> = [
  [['no', 'longer'], 'no longer'],
  [['any', 'longer'], 'any longer'],
  [['any', 'more'], 'any more'],
  [['anymore'], 'anymore'],
  [['now'], 'now'],
  [['nowadays'], 'now'],
  [['again'], 'again'],
  [['instead'], 'instead'],
];
/** The first words of the change markers: "now", "again", "no" (longer), "any" (more); absence.ts reads them too. */
export const MARKER_STARTS = new Set(MARKER_PHRASES.map(([phrase]) => phrase[0]!));
const AUX = new Set(['was', 'were', 'been', 'is', 'are', 'be', 'got', 'gets', 'get', 'has', 'have', "'s"]);
const ADVERBS = new Set(['now', 'also', 'finally', 'completely', 'fully', 'recently', 'entirely', 'since', 'just', 'already', 'all', 'then', 'both', 'officially']);
/** "stopped", "ceases": a verb that ends an action negates only with the action after it ("stopped sending"). */
const ENDING_VERB = /^(stop|ceas)/;
/** "Misrouted tickets dropped from 18% to 7%", "latency dropped by 40 ms": an amount fell; nothing was dropped. */
function quantityMoved(tokens: readonly Token[], r: number): boolean {
  const next = tokens[r + 1];
  if (next?.kind === 'number') return true;
  return (next?.norm === 'from' || next?.norm === 'to' || next?.norm === 'by') && tokens.slice(r + 2, r + 4).some((t) => t.kind === 'number');
}
/** Words after a removal verb that make it a rule of when things go, not a removal: "are deleted after 30 days". */
const SCHEDULED_BY = new Set(['after', 'every', 'within', 'once', 'older', 'past', 'beyond']);
/**
 * "Old logs are deleted after 30 days", "idle sessions are dropped after 15 minutes", "temp files are purged
 * nightly": a retention or expiry rule states a value; nothing is gone.
 */
function removedOnSchedule(tokens: readonly Token[], r: number): boolean {
  let k = r + 1;
  while (k < tokens.length && /ly$/.test(tokens[k]!.norm) && !isFrequencyWord(tokens[k]!.norm)) k++;
  const next = tokens[k];
  if (next !== undefined && isFrequencyWord(next.norm)) return true;
  if (next !== undefined && SCHEDULED_BY.has(next.norm)) {
    for (let j = k + 1; j <= k + 3 && j < tokens.length; j++) if (tokens[j]!.kind === 'number' || isUnitWord(tokens[j]!.norm)) return true;
    return false;
  }
  // "removed from the CDN cache after 1 hour", "anything older than 30 days gets deleted": elsewhere in the clause,
  // only a span of time makes it a rule.
  for (let j = 0; j <= k + 6 && j < tokens.length; j++) {
    if (!SCHEDULED_BY.has(tokens[j]!.norm)) continue;
    for (let u = j + 1; u <= j + 3 && u < tokens.length; u++) if (durationUnitWord(tokens[u]!.norm)) return true;
  }
  return false;
}

const TIME_UNIT_WORD = /^(?:ms|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?)$/;

/** "hour", "days", "minutes": a unit of time. */
function durationUnitWord(norm: string): boolean {
  return TIME_UNIT_WORD.test(norm);
}
const REMOVAL_WORDS = new Set(['removed', 'dropped', 'deleted', 'uninstalled', 'retired', 'deprecated', 'abandoned', 'discontinued', 'gone', 'replaced', 'swapped', 'eliminated', 'ditched', 'decommissioned', 'sunset', 'superseded', 'obsolete', 'ripped', 'yanked', 'scrapped', 'pulled', 'purged']);
/**
 * Participles that remove only with "out" after them: "was taken out", "compiled out of the image", "commented
 * out". Alone they say something else ("taken from the config", "compiled with clang"); "rolled out",
 * "split out", "factored out" put something in place, so they are not here.
 */
const OUT_REMOVALS = new Set(['taken', 'compiled', 'commented', 'stripped', 'torn', 'phased', 'cut', 'left', 'edited', 'weeded', 'ifdefed', "ifdef'd"]);
/** Words that may follow a removal without an object: "removed from the repo", "ripped out last sprint". */
const PREPOSITION_AFTER = new Set(['from', 'in', 'out', 'last', 'this', 'since', 'after', 'during', 'as', 'for', 'now', 'entirely', 'completely', 'altogether', 'anymore']);
const CHANGE_VERBS = new Set(['moved', 'migrated', 'switched', 'changed', 'ported', 'went', 'converted', 'upgraded', 'downgraded', 'transitioned', 'swapped', 'rewritten', 'rewrote', 'moves', 'move', 'migrate', 'switch', 'switches', 'changes', 'relocated', 'renamed']);
/** Verbs that, followed by "off"/"from" and no destination, say only what was left ("migrated off ECS"). */
const LEAVING_VERBS = new Set(['moved', 'migrated', 'switched', 'ported', 'went', 'transitioned', 'relocated', 'moving', 'migrating']);
const LEFT_WHEN = new Set(['in', 'at', 'during', 'last', 'this', 'after', 'before', 'ago', 'back', 'earlier', 'recently', 'years', 'months', 'weeks']);
const LEAVING_FILLERS = new Set(['away', 'over', 'all', 'fully', 'entirely', 'completely', 'finally', 'out']);
const PRONOUNS = new Set(['we', 'i', 'they', 'you', 'someone', 'the team']);
const USE_VERB_STEMS = new Set(['use', 'need', 'require', 'install', 'depend', 'rely', 'call', 'load', 'import', 'include', 'ship'].map((w) => stem(w)));
/** Present-tense auxiliaries of a passive: "are pulled" says what happens each time. */
const PRESENT_AUX = new Set(['is', 'are', 'get', 'gets']);
/** The auxiliaries of the perfect: "has replaced X" is active, "has been replaced" passive. */
const PERFECT_AUX = new Set(['has', 'have']);
/** Removal words that also describe a state ("is deprecated" is the antonym of "is supported"): the clause keeps its terms. */
const STATE_REMOVALS = new Set(['deprecated', 'obsolete']);
const PHRASE_CUT = new Set([',', 'now', 'that', 'because', 'since', 'so', 'when', 'while', 'as', 'if', 'unless', 'which', 'for', 'anymore', 'again', 'here', 'there', 'instead', 'anyway', 'either', 'any', 'yet', 'too', 'entirely', 'completely', 'altogether', 'in favor', 'in favour']);
/** "inaccessible", "irreversible", "immovable", "illegible": in-, im-, il-, ir- before a word in -able or -ible. */
const IN_PREFIXED = /^(?:in|im|il|ir)([a-z]{3,}(?:able|ible))$/;
/** Words of that shape whose rest is another word, not their opposite. */
const NOT_IN_PREFIXED = new Set(['importable', 'imposable', 'inheritable', 'impressionable', 'informable']);
const NOT_PREFIXED = new Set(['under', 'until', 'unless', 'unique', 'union', 'unit', 'units', 'universal', 'unix', 'unicode', 'uniform', 'unify', 'unified', 'unity', 'none', 'nonce', 'understand', 'undo', 'unwrap', 'unmount', 'update']);
/**
 * "unpaginated", "non-blocking": a negating prefix and the word it negates (group 2), which always starts with a
 * letter; "thread-unsafe": the same as the last part of a compound.
 */
const UN_PREFIXED = /^(non-|non|un)([a-z][a-z-]{3,})$/;
const UN_PREFIXED_LAST_PART = /-(non-|non|un)([a-z]{3,})$/;

/** antonym word (lower case, hyphenated) → use */
const ANTONYM_INDEX = new Map<string, { canon: string; sign: 1 | -1; negating: boolean }>();
ANTONYMS.forEach(([positive, negative, negating], n) => {
  for (const w of positive.split(/\s+/)) if (!ANTONYM_INDEX.has(w)) ANTONYM_INDEX.set(w, { canon: `ant:${n}`, sign: 1, negating });
  for (const w of negative.split(/\s+/)) if (!ANTONYM_INDEX.has(w)) ANTONYM_INDEX.set(w, { canon: `ant:${n}`, sign: -1, negating });
});
const ENABLED_CANON = ANTONYM_INDEX.get('enabled')!.canon;
/**
 * Antonyms written as several words ("out of order", "read only"): each first word with the words that may
 * follow it, so a common word that starts one ("in", "on", "single") costs a look-up, not a joined string.
 */
const ANTONYM_SECONDS = new Map<string, Set<string>>();

/**
 * Identifiers handed out in order or drawn at random: "Booking IDs are sequential" / "are now random", "Claim numbers
 * are generated sequentially" / "randomly". Said of identifiers, "sequential" is not "serial" (one after another, the
 * side of "parallel") nor "random" the side of "deterministic": each is read as a state of the identifier pair
 * (opposite-states.ts "sequential-ids" / "random-ids"), which the compounds ("sequential integers", "random UUIDs")
 * already are.
 */
const ID_SENSES = new Map<string, { canon: string; sign: 1 | -1; negating: boolean }>();
for (const w of 'sequential sequentially incrementing incrementally monotonic monotonically consecutive consecutively'.split(' ')) ID_SENSES.set(w, ANTONYM_INDEX.get('sequential-ids')!);
for (const w of 'random randomly randomized randomised unpredictable unguessable'.split(' ')) ID_SENSES.set(w, ANTONYM_INDEX.get('random-ids')!);
/**
 * "keeps per-user session state in memory", "stores each client's session state", "maintains playback state": state a
 * thing keeps, with up to four words of whose or what state between the verb and "state", is the stateful side of "stateless"
 * as "keeps state" is (vocabulary.ts). Not "keeps no state", nor "the state machine", "state file" (a thing named).
 */
const STATE_KEEPING = new Set(['keep', 'keeps', 'kept', 'keeping', 'store', 'stores', 'stored', 'storing', 'hold', 'holds', 'held', 'holding', 'maintain', 'maintains', 'maintained', 'maintaining', 'track', 'tracks', 'tracked', 'tracking']);
const STATEFUL_USE = ANTONYM_INDEX.get('keeps-state')!;
const NOT_KEPT_STATE = new Set(['no', 'zero', 'little', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'of', 'and', 'or', 'but', 'the', 'that', 'which']);
const STATE_NAMING = new Set(['machine', 'machines', 'file', 'files', 'store', 'stores', 'management', 'object', 'objects', 'tree', 'diagram', 'diagrams', 'transition', 'transitions', 'name', 'names', 'key', 'keys', 'bucket', 'backend', 'code', 'codes', 'field', 'fields', 'column', 'columns', 'flag', 'flags', 'variable', 'variables', 'enum']);

/** Where "state" ends a kept-state phrase opened by a keeping verb at `i` ("keeps per-user cart state"), or -1. */
function keptStateEnd(tokens: Token[], i: number): number {
  for (let k = i + 1; k <= i + 5 && k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || NOT_KEPT_STATE.has(t.norm)) return -1;
    if (t.norm === 'state' || t.norm === 'states') {
      if (k === i + 1) return -1;
      const next = tokens[k + 1];
      return next !== undefined && next.kind === 'word' && STATE_NAMING.has(next.norm) ? -1 : k;
    }
  }
  return -1;
}

/** Nouns for what identifies a record: "order numbers", "voucher codes", "primary keys", "slugs". */
const ID_NOUNS = new Set(['id', 'ids', 'identifier', 'identifiers', 'number', 'numbers', 'key', 'keys', 'code', 'codes', 'slug', 'slugs', 'uuid', 'uuids', 'guid', 'guids']);
/** Verbs of handing an identifier out, and the state verbs: "are generated sequentially", "are issued at random". */
const ID_VERBS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'stay', 'stays', 'remain', 'remains', 'generated', 'assigned', 'issued', 'allocated', 'created', 'minted', 'numbered', 'produced', 'chosen', 'picked', 'drawn', 'handed', 'given']);
const ID_ADVERBS = new Set(['now', 'still', 'always', 'all', 'strictly', 'purely', 'fully', 'just', 'simply', 'no', 'longer', 'not', "aren't", "isn't", 'never', 'also']);

/**
 * The state word at `i` is said of identifiers: right after a verb of handing them out or a state verb (adverbs aside),
 * or right after the identifier noun ("assigns IDs sequentially"), with an identifier noun before it in the clause.
 */
function saidOfIdentifiers(tokens: Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && ID_ADVERBS.has(tokens[k]!.norm)) k--;
  if (k < 0) return false;
  const before = tokens[k]!.norm;
  if (ID_NOUNS.has(before)) return true;
  if (!ID_VERBS.has(before)) return false;
  for (let j = k - 1; j >= 0; j--) if (tokens[j]!.kind === 'word' && ID_NOUNS.has(tokens[j]!.norm)) return true;
  return false;
}
for (const w of ANTONYM_INDEX.keys()) {
  const parts = w.split('-');
  for (let a = 1; a < parts.length; a++) {
    const first = parts.slice(0, a).join('-');
    if (!ANTONYM_SECONDS.has(first)) ANTONYM_SECONDS.set(first, new Set());
    for (let b = a + 1; b <= parts.length; b++) ANTONYM_SECONDS.get(first)!.add(parts.slice(a, b).join('-'));
  }
}
/** The words a listed state opening with "one" goes on with ("one-by-one", "one-after-another"). */
const ONE_SECONDS = ANTONYM_SECONDS.get('one');

/** Words after which the next word is a verb: auxiliaries, modals, infinitive "to". */
const VERB_BEFORE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'do', 'does', 'did', 'can', 'could', 'should', 'must', 'may', 'might', 'will', 'would', 'to', 'always', 'also', 'now', 'only']);

/**
 * Code that only ever spells one listed state, read as that state: an SQL column's `NOT NULL`, a frozen object, a
 * canned bucket ACL (`public-read`), wherever it stands in the sentence.
 */
const CODE_STATES: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  'not null': 'non-null',
  'object.freeze': 'immutable',
  'object.freeze()': 'immutable',
  'public-read': 'public',
  'public-read-write': 'public',
  // A Kubernetes access mode (`ReadWriteOnce`), a listed state written as code.
  readwriteonce: 'readwriteonce',
  readwriteoncepod: 'readwriteoncepod',
  readwritemany: 'readwritemany',
  readonlymany: 'readonlymany',
});

/**
 * A state spelled as code by a constant of an enum (`FetchType.LAZY`, `Sort.Direction.DESC`): the last segment, in
 * capitals after a dot, is the value; the type before it only says which setting. SQL's sort keywords after a column
 * (`created_at DESC`, `ORDER BY (ts ASC)`) are the two sort orders.
 */
const ENUM_CONSTANT = /^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.([A-Z][A-Z_]*)$/;
const SORT_KEYWORD = /^[\w."()\s,]*[\w"]\s+(ASC|DESC)\)?$/;
/**
 * A Map, not an object read by a computed key: readClause, which this is compiled into, met "asc" in one run and
 * "desc" in the next, and its optimised code was thrown away for a name it had not seen ("wrong name").
 */
const SORT_STATES = new Map([
  ['asc', 'ascending'],
  ['desc', 'descending'],
]);

const SYNC_CASED = /[a-z0-9]S|[a-z0-9]As/;
function codeStateOf(t: Token): string | undefined {
  if (t.kind !== 'code' || !t.quoted) return undefined;
  return codeState(t.raw) ?? undefined;
}

/**
 * codeStateOf for a span in backticks, by its text (a span's norm is its text trimmed, in lower case: tokenize). Read
 * once per span: every span of every clause is asked, and the same spans come back in many discoveries.
 */
const codeState = memoize((raw: string): string | null => readCodeState(raw, raw.trim().toLowerCase()) ?? null);

function readCodeState(raw: string, norm: string): string | undefined {
  const canned = CODE_STATES[norm];
  if (canned !== undefined) return canned;
  // Each pattern only where its literal part is there (a dot, "ASC"/"DESC", "NOT NULL"): most code tokens have none,
  // and the sort pattern backtracks over the whole token.
  const constant = raw.includes('.') ? ENUM_CONSTANT.exec(raw)?.[1]?.toLowerCase() : undefined;
  if (constant !== undefined) return SORT_STATES.get(constant) ?? (ANTONYM_INDEX.has(constant) && !CODE_STATE_WORDS.has(constant) ? constant : undefined);
  const sort = raw.includes('SC') ? SORT_KEYWORD.exec(raw)?.[1] : undefined;
  if (sort !== undefined) return SORT_STATES.get(sort.toLowerCase());
  // A schema or policy built by a call named for its state: zod's `.optional()`, `AutoMaterializePolicy.eager()`.
  const call = raw.endsWith('()') ? STATE_CALL.exec(raw)?.[1]?.toLowerCase() : undefined;
  if (call !== undefined && STATE_CALLS.has(call)) return call;
  // Node's `fs.readFileSync` / .NET's `ReadAsync()`: a function whose name ends in the way it returns. Only a call or
  // a member: `ErpSync`, `userSync` name a synchronisation.
  const suffix = SYNC_CASED.test(raw) && (raw.endsWith('()') || raw.includes('.')) ? SYNC_SUFFIX.exec(raw)?.[1] : undefined;
  if (suffix !== undefined) return suffix.toLowerCase();
  // A column definition with more in it (`NOT NULL DEFAULT ''`, `text NOT NULL`); `IS NOT NULL` is a condition.
  if (raw.includes('NOT NULL')) return COLUMN_NOT_NULL.test(raw) && !/\bis\s+not\s+null\b/i.test(raw) ? 'non-null' : undefined;
  return spelledState(raw);
}

/**
 * A state code spells with a word of its own, not a setting: an atom or a directive (`:public`, Luau's
 * `--!nonstrict`), a modifier keyword before what it declares (`mutable struct`, `async def`, `lazy val`), the last
 * module of a path (`Data.Map.Strict`, `Data.ByteString.Lazy`), or an argument of an annotation or call set to a state
 * (`@OneToMany(fetch = FetchType.LAZY)`, `@Column(nullable = false)`). The word must be a state of a two-state pair:
 * a switch's words (`:on`, `enabled = true`) say nothing of what the thing is.
 */
function spelledState(raw: string): string | undefined {
  const first = raw.charCodeAt(0);
  const sigil = first === 58 /* : */ || first === 45 /* - */ ? SIGIL_STATE.exec(raw)?.[1]?.toLowerCase() : undefined;
  if (sigil !== undefined) return twoStateWord(CODE_SPELLINGS[sigil] ?? sigil);
  const keyword = CODE_SPELLINGS[raw];
  if (keyword !== undefined) return keyword;
  const modifier = raw.includes(' ') ? MODIFIER_KEYWORD.exec(raw)?.[1] : undefined;
  if (modifier !== undefined) return twoStateWord(modifier);
  const module = raw.includes('.') ? MODULE_LAST.exec(raw)?.[1] : undefined;
  if (module !== undefined) return twoStateWord(module.toLowerCase());
  if (!raw.endsWith(')') || !raw.includes('=')) return undefined;
  const args = ARGUMENTS.exec(raw)?.[1];
  if (args === undefined) return undefined;
  for (const arg of args.split(',')) {
    const m = ARGUMENT.exec(arg.trim());
    if (!m) continue;
    const value = m[2]!;
    const setting = settingState(`${m[1]}=${value}`);
    if (setting && ANTONYM_INDEX.has(setting.state)) return setting.state;
    const constant = value.includes('.') ? ENUM_CONSTANT.exec(value)?.[1]?.toLowerCase() : undefined;
    if (constant !== undefined && twoStateWord(constant) !== undefined) return constant;
    // `nullable = false`, `readOnly = true`: a key that is a state word set true or false.
    const lower = value.toLowerCase();
    if (lower !== 'true' && lower !== 'false') continue;
    const key = twoStateKey(m[1]!);
    if (key !== undefined) return stateWordOf(key.canon, lower === 'true' ? key.sign : key.sign === 1 ? -1 : 1);
  }
  return undefined;
}

/**
 * Access keywords that are the private side of public in code only: `protected` (Java, C#, ETS's `:protected`) lets
 * a class's own or an owner write; in prose "protected" is said of much else ("protected by a mutex"). Rust's `pub`
 * is public ("All `Config` fields are `pub`"); `pub(crate)` is neither side and stays unread.
 */
const CODE_SPELLINGS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, { protected: 'private', pub: 'public' });
/** Code opening with "without" and naming one thing in words: `without sharing`, `WITHOUT ROWID`. */
const CODE_WITHOUT = /^without\s+[a-z][a-z_ ]*$/i;
/** `:public` (an Elixir or Ruby atom), `--!strict` (a Luau directive). */
const SIGIL_STATE = /^(?::|--!)([A-Za-z][a-z-]*)$/;
/** A modifier keyword before a declaration keyword: `mutable struct`, `async fn handle()`, `lazy val config`. */
const MODIFIER_KEYWORD = /^([a-z]+)\s+(?:struct|class|record|enum|interface|trait|object|fn|func|function|def|sub|val|var|let|field|property|method|type|table)\b/;
/** A module path whose last module is a capitalised word: `Data.Map.Strict`, `System.Collections.Immutable`. */
const MODULE_LAST = /^(?:[A-Z][A-Za-z0-9]*\.)+([A-Z][a-z]+)$/;
/** An annotation's or a call's arguments: `@OneToMany(fetch = FetchType.LAZY)`, `Column(nullable=False)`. */
const ARGUMENTS = /^@?[A-Za-z_][\w.]*\((.*)\)$/;
const ARGUMENT = /^([A-Za-z_][\w.]*)\s*=\s*["']?([\w.:-]+)["']?$/;

/** The word, when it is a state of a two-state pair (not a switch's "on" or "enabled"). */
function twoStateWord(word: string): string | undefined {
  const use = ANTONYM_INDEX.get(word);
  return use !== undefined && !use.negating ? word : undefined;
}

/** The first word the antonym list writes for one state of a pair. */
function stateWordOf(canon: string, sign: 1 | -1): string | undefined {
  return STATE_WORDS.get(`${canon}${sign}`);
}
const STATE_WORDS = new Map<string, string>();
for (const [word, use] of ANTONYM_INDEX) if (!STATE_WORDS.has(`${use.canon}${use.sign}`)) STATE_WORDS.set(`${use.canon}${use.sign}`, word);
/** The last call of a chain (`z.string().optional()`, `Policy.eager()`), when it has no arguments. */
const STATE_CALL = /\.([A-Za-z]+)\(\)$/;
/** Calls whose name is a state of what they build, not an action on it. */
const STATE_CALLS = new Set(['optional', 'nullable', 'nullish', 'required', 'strict', 'readonly', 'eager', 'lazy', 'mutable', 'immutable']);
/** `fs.readFileSync`, `hashSync()`, `ReadAsync`: a name ending in `Sync` or `Async` after a lower-case letter. */
const SYNC_SUFFIX = /^[A-Za-z_$][\w$.]*[a-z0-9](Sync|Async)(?:\(\))?$/;
const COLUMN_NOT_NULL = /^(?:[\w"]+\s+)*NOT NULL(?:\s+(?:DEFAULT|UNIQUE|PRIMARY|REFERENCES|CHECK)\b.*)?$/;

/** Values that read as states even in backticks (`false`, `async`); `require` in backticks is a function. */
const CODE_STATE_WORDS = new Set(['true', 'false', 'on', 'off', 'enabled', 'disabled', 'async', 'sync', 'public', 'private', 'readonly', 'nullable', 'optional', 'httponly', 'reliable', 'unreliable']);

const cache = new Map<string, Analysis>();

/** For benchmarks: forget every analysis, so the next run reads each text again. */
export function clearAnalysisCache(): void {
  cache.clear();
}

/** Analyses are pure functions of the text; the same text is read once. */
export function analyze(text: string): Analysis {
  const hit = cache.get(text);
  if (hit) return hit;
  const result = analyzeUncached(text);
  if (cache.size > 20_000) cache.clear();
  cache.set(text, result);
  return result;
}

/** Module constants, not literals in the loops below: a regular expression literal is a new object each time it is reached. */
const NOT_ALPHANUMERIC = /[^a-z0-9]/;
function analyzeUncached(text: string): Analysis {
  const tokens = tokenize(text);
  const segments = splitClauses(tokens);
  const clauses: Clause[] = [];
  const denials: Denial[] = [];
  const allTerms = new Map<string, number>();
  const anchors = new Set<string>();

  for (const t of tokens) {
    for (let k = 0; k < t.terms.length; k++) {
      const term = t.terms[k]!;
      if (!allTerms.has(term)) allTerms.set(term, quotedWeight(t, k, term));
    }
    if (t.kind === 'code' && t.terms[0] && NOT_ALPHANUMERIC.test(t.terms[0])) anchors.add(t.terms[0]);
  }

  let lastMain: Clause | undefined;
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s]!;
    const index = clauses.length;
    const { host, fragments } = splitFragments(segment.tokens, segment.aside, segment.joinedAt);
    let consumed: Set<Token> | null = null;
    const clauseDenials: Denial[] = [];
    for (const fragment of fragments) {
      const denial = makeDenial(index, fragment.tokens, fragment.cue, fragment.strong, '', 'contrast');
      if (denial) clauseDenials.push(denial);
    }
    const clause = readClause(index, host, segment.aside);
    // ", not UTC" after an aside ("stored in local lab time (Europe/Berlin), not UTC") is a segment of its own
    // without a host: it denies the state of the clause before the aside.
    const denying = host.some(isNotPunct) ? clause : lastMain;
    if (denying) for (const fragment of fragments) if (DENYING_CUES.has(fragment.cue)) deniedState(denying, index, fragment.tokens);
    if (!segment.aside && host.some(isNotPunct)) lastMain = clause;
    for (const found of substitutions(index, host, clause)) {
      clauseDenials.push(found.denial);
      if (!STATE_REMOVALS.has(found.denial.cue.split(' ').pop() ?? '')) for (const t of found.consumed) (consumed ??= new Set()).add(t);
    }
    if (consumed !== null && consumed.size > 0) {
      // Denied phrases are not assertions; rebuild terms and alternatives without them.
      const kept: Token[] = [];
      for (const t of host) if (!consumed.has(t)) kept.push(t);
      const reread = readClause(index, kept);
      clause.terms = reread.terms;
      clause.alternatives = reread.alternatives;
      clause.memberTerms = reread.memberTerms;
      clause.quantities = reread.quantities;
    }
    const previous = clauses[clauses.length - 1];
    const names = segment.aside && previous ? host.filter(isNotPunct) : NO_TOKENS;
    if (previous && names.length > 0 && names.length <= 2) unitAside(previous, names);
    if (previous && segment.aside && clause.quantities.length > 0) restatedAside(previous, clause);
    if (previous && names.length === 1 && names[0]!.kind === 'code' && /[=:]/.test(names[0]!.raw)) settingAside(previous, index, host);
    if (previous && names.length > 0 && names.length <= 4 && names.every((t) => t.kind === 'code' || t.kind === 'number' || t.terms.length === 0) && names.some((t) => t.kind !== 'word')) {
      // "pool size is 10 (`DB_POOL_MAX`)", "(`MAX_UPLOAD_BYTES` in `config/limits.py`)": the aside names the
      // setting the clause before talks about.
      for (const [written, w] of clause.terms) {
        // `MaxTime=02:00:00`, `x-transition.duration.300ms`: a name written with its value is the name; "300ms" is a value.
        const term = DIGIT_IN_TERM.test(written) && VALUE_IN_TERM.test(written) ? written.replace(VALUE_IN_TERM, '').replace(VALUE_AFTER_NAME, '') : written;
        if (term.length < 2) continue;
        if (!previous.terms.has(term)) previous.terms.set(term, w);
        // As the words around a value are read (collectSubject): a word naming the kind of quantity, a unit, a light
        // word or the value's own key says what is measured, not whose.
        if (QUANTITY_PREDICATE_STEMS.has(term) || LIGHT_STEMS.has(term) || isUnitTerm(term)) continue;
        for (const q of previous.quantities) {
          if (q.key.includes(term)) continue;
          if (!q.subject.has(term)) q.subject.set(term, w);
          if (!q.left.has(term)) q.left.set(term, w);
        }
      }
    }
    // "won't come up unless you've run the migrations": a requirement, not a statement that something is not so.
    const next = segments[s + 1];
    const beforeUnless = next !== undefined && CONDITIONS.has(next.opener);
    const until = notUntil(clause);
    clause.conditional = CONDITIONS.has(segment.opener) || beforeUnless || until;
    clause.unlessDefault = beforeUnless && !CONDITIONS.has(segment.opener) && !until;
    // The splitter ends the clause before "so" and drops the word (after a comma that ended the clause, "so" is its first word).
    clause.consequence = index > 0 && (CONSEQUENCE_OPENERS.has(segment.opener) || CONSEQUENCE_OPENERS.has(clause.tokens[0]?.norm ?? ''));
    clauses.push(clause);
    denials.push(...clauseDenials);
  }
  // "useAuth() returns a promise now — it's async": the state is of what the clause before is about.
  for (let k = 1; k < clauses.length; k++) {
    const c = clauses[k]!;
    const first = c.tokens.find(isNotPunct);
    const head = clauses[k - 1]!.head;
    if (!first || !head || c.antonyms.length === 0 || (first.norm !== 'it' && first.norm !== "it's" && first.norm !== 'they')) continue;
    head.terms.forEach((term, n) => {
      if (!c.terms.has(term)) c.terms.set(term, quotedWeight(head, n, term));
    });
  }
  // For the index: "enabled" and "disabled" are one subject, and two values of one kind may be one setting.
  for (const c of clauses) {
    // A state that stays a term ("valid", "absent") relates two discoveries by its word already: its pair would count it twice.
    for (const a of c.antonyms) if (!allTerms.has(a.canon) && !DICTIONARY_KEPT_TERMS.has(a.word.toLowerCase())) allTerms.set(a.canon, 1);
    for (const q of c.quantities) if (!allTerms.has(`q:${q.dim}`)) allTerms.set(`q:${q.dim}`, 1);
  }
  const analysis: Analysis = { text, clauses, denials, terms: allTerms, anchors, signals: null, owners: ownLabels(tokens, clauses), frameBits: -1, withoutCodeAsides: codeAsidesCut(text), claimBeforeTail: null, tail: null };
  claimAndTail(analysis);
  return analysis;
}

/**
 * "The loan period is 28 days (`loan_days: 28` in `circulation.yml`)", "Uploads go to S3 (`FILESYSTEM_DISK=s3`)": an
 * aside in parentheses that names code after a claim says where or how it is set, and the words of its key and path
 * are no part of the claim's subject. The text without such asides, or null when it has none (most texts: one look for "(`").
 */
function codeAsidesCut(text: string): string | null {
  if (!text.includes('(`')) return null;
  const cut = text.replace(CODE_ASIDE, '');
  return cut === text || cut.trim().length === 0 ? null : cut;
}
/**
 * "Do not enable `-Werror` in firmware builds now that the vendor HAL emits warnings we can't fix", "Formulary lookups
 * are no longer cached; every request hits SQL Server": what follows the first claim after a semicolon, a colon, a dash
 * or a word that opens a reason or a consequence says why, or what else holds; its own negations and subjects are not
 * the claim's. Sets the text up to there (outside code) and what follows, unless nothing follows, the claim before is
 * too short, or what follows keeps something as it was.
 */
function claimAndTail(a: Analysis): void {
  const text = a.text;
  TAIL_OPENER.lastIndex = 0;
  for (let m = TAIL_OPENER.exec(text); m !== null; m = TAIL_OPENER.exec(text)) {
    let ticks = 0;
    for (let i = 0; i < m.index; i++) if (text.charCodeAt(i) === 96 /* ` */) ticks++;
    if (ticks % 2 === 1) continue;
    const head = text.slice(0, m.index);
    let words = 1;
    for (let i = 0; i < head.length; i++) if (head.charCodeAt(i) === 32) words++;
    const tail = text.slice(m.index + m[0].length);
    // "Only the admin emails are rendered with Nunjucks; customer emails still use Handlebars", "moved to
    // `resources/mail/`; `resources/views/emails/` keeps the layouts": a tail that keeps something says what the claim
    // leaves as it was, and the claim is read with it.
    if (words < 3 || KEEPING.test(tail)) return;
    a.claimBeforeTail = `${head}.`;
    a.tail = tail;
    return;
  }
}
/** Words by which a second claim keeps something as it was: "`resources/views/emails/` keeps the layouts". */
const KEEPING = /\b(?:still|also|too|as well|as before|keep(?:s|ing)?|kept|stay(?:s|ed|ing)?|remain(?:s|ed|ing)?|retain(?:s|ed|ing)?|continu(?:e|es|ed|ing)|unchanged|untouched)\b/i;
const TAIL_OPENER = /;\s|:\s|\s(?:—|–|--?)\s|,?\s+(?:now that|because|since|so that)\s|,\s+(?:so|as|which)\s/g;

/**
 * An aside opening with code at the end of a clause: "(`KEY=1`).", "(`.uxml` under `Assets/UI/`)", not "(0.5 vCPU)" nor
 * "(see `docs/`)", nor one after a subject that it names: "The worker Deployment (`k8s/worker.yaml`) has 5 replicas".
 */
const CODE_ASIDE = /\s*\(`[^()]*\)(?=\s*(?:[.;,:!?]|$))/g;

/**
 * "Session 22 gained 93 true positives on 5,521 pairs" / "Session 23 gained 19 on 7,207": what a sentence says is of
 * the session it names, so two sessions' numbers and claims are of two things (values.ts and polarity.ts compare one
 * owner's only). A value or a clause is the label's before it in its sentence, or the sentence's first label's when
 * none comes before ("A second session (session 22: …) gained 93"). Returns each clause's label; quantities get
 * theirs by position. Most texts name no label: one look at the words, then nothing.
 */
function ownLabels(tokens: Token[], clauses: Clause[]): Array<string | null> | null {
  let labelled = false;
  for (let i = 1; i < tokens.length; i++) if (labelAt(tokens, i) !== null) labelled = true;
  if (!labelled) return null;
  const at = new Map<Token, number>();
  const sentence: number[] = [];
  const labels: Label[] = [];
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    at.set(t, i);
    sentence.push(n);
    const label = labelAt(tokens, i);
    if (label !== null && !datesState(tokens, i - 1)) labels.push({ at: i, sentence: n, label });
    if (t.kind === 'punct' && SENTENCE_ENDS.has(t.norm)) n++;
  }
  const owners: Array<string | null> = [];
  for (const c of clauses) {
    let end = -1;
    for (const t of c.tokens) end = Math.max(end, at.get(t) ?? -1);
    owners.push(end < 0 ? null : labelOf(labels, end, sentence[end]!));
    for (const q of c.quantities) {
      const t = c.tokens[q.first];
      const i = t === undefined ? undefined : at.get(t);
      if (i !== undefined) q.owner = labelOf(labels, i, sentence[i]!);
    }
  }
  return owners;
}

/**
 * "Since PR 12 we pin Python 3.11", "as of release 7": the label says from when the state holds, which is now; it
 * owns nothing, and a later label's value replaces it.
 */
function datesState(tokens: Token[], noun: number): boolean {
  const before = tokens[noun - 1]?.norm;
  return before === 'since' || before === 'from' || (before === 'of' && tokens[noun - 2]?.norm === 'as') || (before === 'with' && tokens[noun - 2]?.norm === 'starting');
}

interface Label {
  at: number;
  sentence: number;
  label: string;
}

/** The label of the token at `i`: the last one at or before it in its sentence, else the sentence's first. */
function labelOf(labels: readonly Label[], i: number, sentence: number): string | null {
  let owner: string | null = null;
  for (const l of labels) {
    if (l.sentence !== sentence) continue;
    if (l.at <= i || owner === null) owner = l.label;
    if (l.at > i) break;
  }
  return owner;
}
const SENTENCE_ENDS = new Set(['.', '!', '?']);

/** "You can't merge until the checks pass" is "the checks must pass before merging": a requirement, like "unless". */
function notUntil(c: Clause): boolean {
  if (!c.negated) return false;
  // Loops, not callbacks made per call: a closure's optimised code dies with it at a full GC (disc-036).
  let negated = false;
  for (const t of c.tokens) {
    if (negated && t.norm === 'until') return true;
    if (c.negations.includes(t.norm)) negated = true;
  }
  return false;
}

interface Segment {
  tokens: Token[];
  aside: boolean;
  /** The word that started it, when a word did ("because", "unless"). */
  opener: string;
  /** Where the predicate after an aside was joined on (a contrast before it ends there), or -1. */
  joinedAt: number;
}

/** Pronouns that start a new statement after a comma: "…, it writes a summary table back". */
const CLAUSE_PRONOUNS = new Set(['it', 'they', 'we', 'you', 'this', 'that', 'these', 'those', 'there', 'he', 'she', 'i']);
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'their', 'its', 'this', 'that', 'these', 'those', 'every', 'each', 'no']);
/** Verbs that show a comma starts a statement of its own: "…, `STRIPE_WEBHOOK_SECRET` is unused". */
const FINITE_AUX = /^(is|are|was|were|has|have|had|does|do|did|can|could|should|must|will|would|isn't|aren't|wasn't|weren't|hasn't|haven't|doesn't|don't|didn't|can't|cannot|won't|shouldn't|isnt|arent|doesnt|dont|cant|wont)$/;

/** A comma followed by a new subject and its verb, after a clause that already has one: a second statement. */
function newStatementAfterComma(tokens: Token[], comma: number, current: Token[]): boolean {
  return statementFollows(tokens, comma) && statesSomething(current);
}

function statementFollows(tokens: Token[], comma: number): boolean {
  const next = tokens[comma + 1];
  if (!next) return false;
  if (next.kind === 'word' && CLAUSE_PRONOUNS.has(next.norm)) return true;
  // "…, the workspace plugin rewrites yarn.lock": a determiner, a noun and a verb of its own.
  const determined = DETERMINERS.has(next.norm);
  for (let k = comma + 1; k < tokens.length && k <= comma + 5; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct') return false;
    if (FINITE_AUX.test(t.norm)) return k > comma + 1;
    const prev = tokens[k - 1]!;
    if (determined && k > comma + 2 && t.kind === 'word' && /[^s]s$|ed$/.test(t.norm) && (prev.kind === 'code' || (prev.kind === 'word' && prev.terms.length > 0 && !DETERMINERS.has(prev.norm)))) return true;
  }
  return false;
}

/**
 * After "and": a subject of its own, a determiner's noun phrase or a name in code, then an auxiliary or a negation
 * ("and the frame rate is capped", "and `public/` no longer exists"); not a second object ("and the worker").
 */
function andStatementFollows(tokens: Token[], and: number): boolean {
  const next = tokens[and + 1];
  if (!next || !(DETERMINERS.has(next.norm) || next.kind === 'code')) return false;
  for (let k = and + 2; k < tokens.length && k <= and + 5; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct' || t.norm === 'and' || t.norm === 'or') return false;
    if (t.kind === 'word' && (FINITE_AUX.test(t.norm) || NEGATION_WORDS.has(t.norm))) return true;
  }
  return false;
}

// Module-level tests rather than callbacks written inline: an inline callback is a new closure on every call, and its
// compiled code died with it at each full GC, so these were compiled again in every bench run (disc-036).
function isNotPunct(t: Token): boolean {
  return t.kind !== 'punct';
}

function namesWithTerms(t: Token): boolean {
  return (t.kind === 'word' || t.kind === 'code') && t.terms.length > 0;
}

/** Where "off" follows a change verb ("moved off X"), or -1. */
function offAfterChangeVerb(norms: readonly string[]): number {
  for (let k = 1; k < norms.length; k++) if (norms[k] === 'off' && CHANGE_VERBS.has(norms[k - 1]!)) return k;
  return -1;
}

/** Where "of" follows "out" after a change verb ("moved out of X"), or -1. */
function outOfAfterChangeVerb(norms: readonly string[]): number {
  for (let k = 2; k < norms.length; k++) if (norms[k] === 'of' && norms[k - 1] === 'out' && CHANGE_VERBS.has(norms[k - 2]!)) return k;
  return -1;
}

/** A short run of words naming something, with a name among them: "src/http.ts", "the `api` chart". */
function isLabel(tokens: Token[]): boolean {
  const words = tokens.filter(isNotPunct);
  return words.length > 0 && words.length <= 3 && words.some((t) => t.kind === 'code') && !statesSomething(tokens);
}

/** A note's opening topic: one to three words naming something, no verb. */
function isTopic(tokens: Token[]): boolean {
  const words = tokens.filter(isNotPunct);
  return words.length > 0 && words.length <= 3 && words.every(namesWithTerms) && !statesSomething(tokens);
}

/** The tokens have a verb: an auxiliary, or a verb form right after what it is said of ("job opens", "uploads go"). */
function statesSomething(tokens: Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    if (FINITE_AUX.test(t.norm) || NEGATION_WORDS.has(t.norm)) return true;
    const prev = tokens[i - 1];
    // "each one lives on …": "one" stands for a noun there.
    if (!prev || (prev.kind !== 'code' && (prev.kind !== 'word' || prev.terms.length === 0) && prev.norm !== 'one')) continue;
    if ((/[^s]s$|ed$/.test(t.norm) && t.norm.length > 3) || t.terms.some((x) => LIGHT_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x))) return true;
  }
  return false;
}

/** Words after "once" that leave it the adverb ("loaded once and cached", "once at startup"), not "once the plan is reviewed". */
const AFTER_ADVERB_ONCE = new Set(['and', 'but', 'nor', 'at', 'in', 'on', 'for', 'with', 'by', 'via', 'during', 'after', 'before', 'then']);

function splitClauses(tokens: Token[]): Segment[] {
  const segments: Segment[] = [];
  let current: Token[] = [];
  let aside = false;
  let opener = '';
  const flush = (nextAside: boolean, nextOpener = '') => {
    if (current.some(isNotPunct)) segments.push({ tokens: current, aside, opener, joinedAt: -1 });
    current = [];
    aside = nextAside;
    opener = nextOpener;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "Max DB connections: 100", "Default branch: `main`": a colon before a short value joins key and value.
    if (t.kind === 'punct' && t.norm === ':' && shortValueFollows(tokens, i + 1)) {
      current.push(t);
      continue;
    }
    // "src/http.ts: request timeout set to 10000 ms": a name as a label is what the statement is about.
    if (t.kind === 'punct' && t.norm === ':' && isLabel(current)) {
      current.push(t);
      continue;
    }
    // "Deploys: never on Fridays", "Tests — always run with --runInBand": a note that opens with a topic says
    // what the rule after it is about; the rule has no subject of its own.
    if (t.kind === 'punct' && (t.norm === ':' || t.norm === '—') && segments.length === 0 && isTopic(current)) {
      current.push(t);
      continue;
    }
    // "2–5 workers": a dash between two numbers joins a range's ends.
    if (t.norm === '—' && tokens[i - 1]?.kind === 'number' && tokens[i + 1]?.kind === 'number') {
      current.push(t);
      continue;
    }
    if (t.kind === 'punct' && BOUNDARY_PUNCT.has(t.norm)) {
      flush(t.norm === '(' || t.norm === '[' ? true : t.norm === ')' || t.norm === ']' ? false : aside);
      continue;
    }
    // "once the plan is reviewed" ends the clause; "once a day" is a frequency; "is created once" a state (opposite-states.ts).
    // "is loaded once and cached", "runs once at startup": the adverb, with nothing after it to subordinate.
    const subordinate = t.norm === 'once' && !ANTONYM_INDEX.has(`${tokens[i - 1]?.norm ?? ''}-once`) && !ONCE_AS_COUNT.test(tokens[i + 1]?.norm ?? '') && tokens[i + 1]?.kind !== 'number' && !isFrequencyWord(tokens[i + 1]?.norm ?? '') && !AFTER_ADVERB_ONCE.has(tokens[i + 1]?.norm ?? '');
    if (t.kind === 'word' && (BOUNDARY_WORDS.has(t.norm) || subordinate) && current.length > 0) {
      // "so that", "except for", "since" in "since 2020" still end the clause: what follows is a reason or an aside.
      flush(aside, t.norm);
      continue;
    }
    // "…, it writes a summary table back", "…, `X` is unused": a reason or a second statement, not more of this one.
    if (t.kind === 'punct' && t.norm === ',' && newStatementAfterComma(tokens, i, current)) {
      flush(aside);
      continue;
    }
    // "… moved to `web/static/` and `public/` no longer exists", "vsync is off and the frame rate is capped": "and"
    // before a subject with a verb of its own joins two statements, after a clause that stated one.
    if (t.kind === 'word' && t.norm === 'and' && andStatementFollows(tokens, i) && statesSomething(current)) {
      flush(aside);
      continue;
    }
    if (t.kind === 'punct' && t.norm === ',' && (tokens[i + 1]?.norm === 'and' || tokens[i + 1]?.norm === 'or') && tokens[i + 2]?.norm !== 'not') {
      flush(aside);
      i++;
      continue;
    }
    // ", then disabled", ", only the tests for …": a second predicate about something else.
    if (t.kind === 'punct' && t.norm === ',' && (tokens[i + 1]?.norm === 'then' || tokens[i + 1]?.norm === 'only')) {
      flush(aside);
      continue;
    }
    current.push(t);
  }
  flush(false);
  // "Skipping the hook (`--no-verify`) is not allowed": the predicate after an aside belongs to the subject before it.
  for (let k = 2; k < segments.length; k++) {
    const before = segments[k - 2]!;
    const aside = segments[k - 1]!;
    const after = segments[k]!;
    if (before.aside || !aside.aside || after.aside || after.opener !== '' || !predicateStarts(before.tokens, after.tokens)) continue;
    before.joinedAt = before.tokens.length;
    before.tokens = [...before.tokens, ...after.tokens];
    segments.splice(k, 1);
  }
  return segments;
}

const PREDICATE_VERB = /^[a-z]{2,}(?:[^s]s|ed)$/;

/**
 * The segment after an aside opens with its predicate: an auxiliary ("is not allowed"), or a verb in -s or in the
 * past after a subject with no verb of its own ("The reporting datasource (`app.datasource.reporting`) uses a pool
 * of 4", "the general polarity fix (a denied state …) gained 5").
 */
function predicateStarts(before: Token[], after: Token[]): boolean {
  const first = after[0];
  if (first === undefined || first.kind !== 'word') return false;
  if (FINITE_AUX.test(first.norm)) return true;
  return PREDICATE_VERB.test(first.norm) && before.some((t) => t.kind === 'word' && t.terms.length > 0) && !statesSomething(before);
}

function shortValueFollows(tokens: Token[], from: number): boolean {
  // "rate limit: 100 req/min per API key": a number right after the colon is the key's value, however long.
  if (tokens[from]?.kind === 'number') return true;
  let words = 0;
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind === 'punct' && (BOUNDARY_PUNCT.has(t.norm) || t.norm === ',')) break;
    if (t.kind !== 'punct') words++;
  }
  return words > 0 && words <= 3;
}

interface Fragment {
  tokens: Token[];
  cue: string;
  strong: boolean;
}

const WITHOUT = new Set(['without', 'minus', 'sans']);

const COORDINATORS = new Set(['and', 'or', ',', ';']);

/**
 * "has no `parfor` loops and doesn't depend on the toolbox", "no husky, no lefthook": each negation denies a predicate
 * of its own, joined by "and", "or" or a comma right before the next one, so two of them do not cancel the way "does
 * not skip" or "won't start without Redis" do. Every negation after the first opens its own coordinated part.
 */
/** Quotation marks a quoted phrase opens with, and the one it closes with. */
const QUOTE_CLOSES = new Map([["'", "'"], ['"', '"'], ['\u201c', '\u201d']]);
/** The longest quoted phrase read as a mention: a label, a status, a message ("'no onions'", "\"not found\""). */
const QUOTED_SPAN = 6;

/**
 * The word at `i` stands inside a short phrase in quotation marks: a mention ("forwards modifiers like 'no onions'",
 * "returns \"not found\"", "marks the run 'skipped'"), which names a text rather than denying anything. The nearest
 * mark before it opens the phrase (an even number of the same straight mark before that one) and its closing mark
 * follows within QUOTED_SPAN tokens; a lone apostrophe ("the users' settings aren't saved") closes nothing.
 */
function quotedMention(tokens: readonly Token[], i: number): boolean {
  let open = -1;
  for (let j = i - 1; j >= 0 && j >= i - QUOTED_SPAN; j--) if (tokens[j]!.kind === 'punct' && QUOTE_CLOSES.has(tokens[j]!.raw)) {
    open = j;
    break;
  }
  if (open < 0) return false;
  const mark = tokens[open]!.raw;
  const close = QUOTE_CLOSES.get(mark)!;
  if (close === mark) {
    let before = 0;
    for (let j = 0; j < open; j++) if (tokens[j]!.raw === mark) before++;
    if (before % 2 === 1) return false;
  }
  for (let j = i + 1; j < tokens.length && j <= open + QUOTED_SPAN; j++) if (tokens[j]!.raw === close) return true;
  return false;
}

function negationsCoordinated(tokens: readonly Token[], at: readonly number[]): boolean {
  if (at.length < 2) return false;
  for (let k = 1; k < at.length; k++) {
    let joined = false;
    for (let j = at[k]! - 1; j > at[k - 1]! && j >= at[k]! - 3; j--) if (COORDINATORS.has(tokens[j]!.norm)) joined = true;
    if (!joined) return false;
  }
  return true;
}

const DENIED = 'not';

/**
 * Where a state the clause took from a contrast after it (deniedState: "sends reminders from a queue worker, not
 * synchronously") stands: after all the clause names, which it is said of. -1 for any other word not found.
 */
export function deniedStateAt(c: Clause, word: string): number {
  return word.startsWith(`${DENIED} `) ? c.tokens.length : -1;
}

/**
 * The cues of a contrast fragment that denies what follows of the clause's own subject. "without" too, when all it
 * takes is a state ("publishes without blocking" is non-blocking, "returns the file without streaming" buffered).
 */
const DENYING_CUES = new Set([', not', ', never', 'not', ', but not', 'instead of', 'rather than', 'without']);
const COPULA: Token = { raw: 'is', norm: 'is', kind: 'word', terms: [], weights: [], quoted: false };

/**
 * "Timestamps are stored in local lab time, not UTC", "the middleware is a named one, not global": a contrast
 * fragment that is a state alone denies that state of what the clause is about, so the clause takes the state's
 * other side ("not UTC", "not global") as well as its own. Not a state naming a thing the clause does not
 * ("writes go to the primary, not the read-only replica" says which thing), and not a state the clause has already.
 */
function deniedState(host: Clause, index: number, tokens: Token[]): void {
  // Read as said of the subject ("is global"): a state such as "global" or "internal" is one only after a state verb.
  const read = readClause(index, [COPULA, ...tokens]);
  if (read.antonyms.length !== 1 || read.negated || read.prefixed.length > 0) return;
  const state = read.antonyms[0]!;
  for (const a of host.antonyms) if (a.canon === state.canon) return;
  for (const [term, weight] of read.terms) if (weight > 0 && term !== state.canon && !host.terms.has(term) && !read.verbs.has(term)) return;
  const denied: AntonymUse = { canon: state.canon, sign: state.sign > 0 ? -1 : 1, negating: state.negating, word: `${DENIED} ${state.word}` };
  host.antonyms = [...host.antonyms, denied];
  host.terms.set(state.canon, 1);
  if (denied.negating && denied.sign < 0) host.positive = !host.positive;
  if (!denied.negating && denied.sign < 0) host.flips = true;
}

/** Contrast fragments: ", not jest", "(not memory)", "instead of axios", "rather than X", "without X". */
function splitFragments(tokens: Token[], aside: boolean, joinedAt: number): { host: Token[]; fragments: Fragment[] } {
  const fragments: Fragment[] = [];
  const first = tokens.findIndex(isNotPunct);
  // "(not Y)": an aside that is only a negated phrase.
  if (aside && first >= 0 && ['not', 'never'].includes(tokens[first]!.norm) && !hasVerb(tokens.slice(first + 1))) {
    fragments.push({ tokens: tokens.slice(first + 1), cue: tokens[first]!.norm, strong: true });
    return { host: [], fragments };
  }
  const host: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const n1 = tokens[i + 1]?.norm;
    const n2 = tokens[i + 2]?.norm;
    let cue: string | null = null;
    let skip = 0;
    let strong = true;
    if (t.norm === ',' && (n1 === 'not' || n1 === 'never') && tokens[i + 2] && !['only', 'just', 'always'].includes(n2 ?? '')) {
      cue = `, ${n1}`;
      skip = 2;
    } else if (t.norm === ',' && (n1 === 'and' || n1 === 'but') && (n2 === 'not' || n2 === 'never')) {
      cue = `, ${n1} ${n2}`;
      skip = 3;
    } else if (t.norm === 'instead' && n1 === 'of') {
      cue = 'instead of';
      skip = 2;
    } else if (t.norm === 'rather' && n1 === 'than') {
      cue = 'rather than';
      skip = 2;
    } else if (t.norm === 'in' && n1 === 'place' && n2 === 'of') {
      // "uses `libsvtav1` in place of x264": "instead of" in other words.
      cue = 'in place of';
      skip = 3;
    } else if ((WITHOUT.has(t.norm) && !GOES_ON_WITHOUT.has(tokens[i - 1]?.norm ?? '') && !permittedBefore(tokens, i) && !deniedBefore(tokens, i)) || (t.norm === 'outside' && n1 === 'of')) {
      // "runs outside of a transaction" is "does not run in one"; "minus the e2e suite" is "without" it.
      cue = t.norm === 'outside' ? 'outside of' : 'without';
      skip = t.norm === 'outside' ? 2 : 1;
      // "merged without waiting for a native-speaker review" is merged without that review: waiting for a thing is
      // holding the action until it is there, so the thing waited on is what goes without (recall-111).
      if (cue === 'without') skip += waitingSpan(tokens, i + 1);
      strong = false;
    } else if (t.norm === 'over' && tokens.slice(0, i).some((x) => /^prefer/.test(x.norm))) {
      cue = 'over';
      skip = 1;
    }
    if (cue === null) {
      host.push(t);
      i++;
      continue;
    }
    let end = i + skip;
    // "taking the chain from the walk instead of a separate log (branch X) saves git 0.3 s": the aside ends the contrast.
    while (end < tokens.length && end !== joinedAt && !(tokens[end]!.norm === ',' || explanationStarts(tokens, end) || (cue !== 'without' && PHRASE_CUT.has(tokens[end]!.norm) && end > i + skip))) end++;
    fragments.push({ tokens: tokens.slice(i + skip, end), cue, strong });
    i = end;
  }
  return { host, fragments };
}

/**
 * "waiting for", "waiting on", "waiting until" at `at`: how many words hold the action until the thing after them is
 * there (0 when none do). Not "awaiting": "evaluates without awaiting promises" is about the await itself
 * (`awaitPromise: true`).
 */
export function waitingSpan(tokens: readonly Token[], at: number): number {
  return WAITING.has(tokens[at]?.norm ?? '') && WAITED_ON.has(tokens[at + 1]?.norm ?? '') && tokens[at + 2] !== undefined ? 2 : 0;
}

/** Forms of "wait", and the prepositions that name what is waited for ("wait on a co-signature"). */
export const WAITING = new Set(['wait', 'waits', 'waiting', 'waited']);
export const WAITED_ON = new Set(['for', 'on', 'upon', 'until']);

/**
 * "not in the checks: per-thread CPU was …", "not the cache — the pool was full": a colon or dash that stayed in the
 * clause (a short value after it, a label) starts what explains the contrast, not more of what is ruled out. A dash
 * between two numbers is a range.
 */
function explanationStarts(tokens: Token[], i: number): boolean {
  const norm = tokens[i]!.norm;
  if (norm === ':' || norm === ';') return true;
  return norm === '—' && !(tokens[i - 1]?.kind === 'number' && tokens[i + 1]?.kind === 'number');
}

const VERBISH = /^(is|are|was|were|be|been|has|have|had|do|does|did|can|could|will|would|should|must|may|might)$|n't$/;
function hasVerb(tokens: Token[]): boolean {
  return tokens.some((t) => VERBISH.test(t.norm) || (t.kind === 'word' && /(ed|es)$/.test(t.norm) && t.norm.length > 4));
}

/** Participles that, after "is" / "are" and before "to", put a duty on the subject: "are expected to review". */
const DUTY_PARTICIPLES = new Set(['expected', 'supposed', 'obliged', 'obligated', 'required']);
const BE_FORMS = new Set(['is', 'are', 'be', 'been', 'was', 'were']);

/** The subject before the "is" at `be` is every one of a thing ("Every message", "All exports") or who follows a rule ("Clerks"). */
function dutySubject(tokens: readonly Token[], be: number): boolean {
  if (ADDRESSEES.has(tokens[be - 1]?.norm ?? '')) return true;
  for (let j = 0; j < be; j++) if (UNIVERSAL_QUANTIFIERS.has(tokens[j]!.norm)) return true;
  return false;
}

/** "runs", "collected": a verb's ending (a module constant: a literal in the token loop is a new object per token). */
const FINITE_ENDING = /[^s]s$|ed$/;

const DIGIT_OR_CAPITALS = /\d|^[A-Z]{2,}s?$/;
const ACRONYM = /^[A-Z]{2,5}s?$/;
const PLURAL_END = /s$/;
function readClause(index: number, tokens: Token[], aside = false): Clause {
  const negations: string[] = [];
  /** Where each negation stands, for negationsCoordinated. */
  const negationAt: number[] = [];
  const modals: string[] = [];
  const markers: string[] = [];
  const antonyms: AntonymUse[] = [];
  const prefixed: Prefixed[] = [];
  const terms = new Map<string, number>();
  let alternatives: Map<number, string> | null = null;
  let memberTerms: Map<string, readonly Membership[]> | undefined;
  let memberEnd = 0;
  const skipTerms = takeSkip(tokens.length);
  let prefixedBases: Map<number, string> | undefined;
  let pendingResult: string | undefined;
  /** The first setting switched on or off in the clause (`search.enabled=false`). */
  let toggled: Token | undefined;
  let toggles: Array<{ token: Token; on: boolean; key: string }> | undefined;
  let settingStates: Array<{ use: AntonymUse; subject: string | undefined }> | undefined;
  /** A negation in disguise said of a noun in the clause's object ("requests the optional `camera` permission"). */
  let attributive = false;

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1]?.norm;
    if (MARKER_STARTS.has(t.norm)) for (const [phrase, marker] of MARKER_PHRASES) {
      if (phrase[0] === t.norm && phraseAt(tokens, i, phrase)) {
        markers.push(marker);
        if (marker !== 'no longer') phrase.forEach((_, k) => skipTerms.add(i + k));
        else skipTerms.add(i + 1);
      }
    }
    if (t.kind === 'code') {
      // Apex's `without sharing`, SQLite's `WITHOUT ROWID`, SQL's `without time zone`: code that opens with "without"
      // is the denial of what it names with "with" (`with sharing`), as "does not share" is.
      if (t.quoted && (t.raw.charCodeAt(0) | 32) === 119 /* w */ && CODE_WITHOUT.test(t.raw)) {
        negations.push('without');
        negationAt.push(i);
        // What it is without, in the words prose uses (`with sharing` is named "sharing" too).
        skipTerms.add(i);
        for (const term of t.terms.slice(1)) terms.set(term, 1);
        continue;
      }
      // `search.enabled=false`: the setting's key is the subject, its value says it is off.
      // In an aside ("(… `auto.commit=false`)") or next to its own state word ("disabled by setting `X=false`") it
      // says how, not what.
      // `cleanup.policy=delete`, `type: LoadBalancer`: a value naming a state is that state (setting-states.ts).
      const setting = aside ? null : settingState(t.raw);
      const state = setting ? ANTONYM_INDEX.get(setting.state) : undefined;
      if (setting && state) {
        // Written out, not spread from the index entry: the spread's map is a transition off the entry's, which dies
        // when no use survives a GC, and then negationMissesOther met a "wrong map" in every bench run.
        (settingStates ??= []).push({ use: { canon: state.canon, sign: state.sign, negating: state.negating, word: t.raw }, subject: setting.subject });
      } else {
        const toggle = aside ? null : toggleSetting(t.raw);
        if (toggle) (toggles ??= []).push({ token: t, on: toggle.on, key: toggle.key });
      }
    } else if (t.kind === 'word' && !aside && mayStartProseKey(t.norm)) {
      // "admin ALB scheme: internal", "PeerAuthentication is PERMISSIVE": the same setting written in prose.
      const found = proseSettingAt(tokens, i);
      if (found) {
        (settingStates ??= []).push({ use: found.use, subject: found.subject });
        for (let k = i; k <= found.value; k++) skipTerms.add(k);
        i = found.value;
        continue;
      }
    }
    const codeState = codeStateOf(t);
    if (codeState !== undefined) {
      const use = ANTONYM_INDEX.get(codeState)!;
      antonyms.push({ canon: use.canon, sign: use.sign, negating: use.negating, word: t.raw });
      skipTerms.add(i);
      continue;
    }
    // "one by one", "one after another", "in one transaction": a listed state opening with "one", which the tokenizer
    // reads as a number; not "one thread per connection", a count for each.
    if (t.kind === 'number' && next !== undefined && ONE_SECONDS?.has(next) === true && t.norm === 'one' && tokens[i + 2]?.norm !== 'per') {
      const antonym = antonymAt(tokens, i);
      if (antonym && antonym.length > 1) {
        antonyms.push({ canon: antonym.use.canon, sign: antonym.use.sign, negating: antonym.use.negating, word: antonym.use.word });
        for (let k = 0; k < antonym.length; k++) skipTerms.add(i + k);
        i += antonym.length - 1;
        continue;
      }
    }
    if (t.kind === 'word' || (t.kind === 'code' && t.quoted && CODE_STATE_WORDS.has(t.norm))) {
      // "not null" is the negative of "nullable", not a negation of the clause.
      if (t.norm === 'not' && next === 'null') {
        antonyms.push({ canon: ANTONYM_INDEX.get('nullable')!.canon, sign: -1, negating: false, word: 'not null' });
        skipTerms.add(i);
        skipTerms.add(i + 1);
        i++;
        continue;
      }
      if (t.norm === 'null' && ['non', 'non-'].includes(tokens[i - 1]?.norm ?? '')) continue;
      // "must set OnPush, no exceptions": a rule that holds everywhere, no negation of it.
      if (t.norm === 'no' && (next === 'exceptions' || next === 'exception')) {
        skipTerms.add(i);
        skipTerms.add(i + 1);
        i++;
        continue;
      }
      // "doesn't only call Xero" / "doesn't just talk to Xero": it does that and more, which denies nothing.
      // "neither emails it nor posts it", "doesn't cache X nor Y": "nor" carries on a negation, it does not undo it.
      if (t.norm === 'nor' && negations.length > 0) skipTerms.add(i);
      // "forwards modifiers like 'no onions'": a negation quoted is a mention, no denial (nor a word of what is said).
      else if (NEGATION_WORDS.has(t.norm) && quotedMention(tokens, i)) skipTerms.add(i);
      else if (NEGATION_WORDS.has(t.norm) && !((t.norm === 'not' || /n't$|nt$/.test(t.norm)) && ['only', 'just'].includes(next ?? ''))) {
        negations.push(t.norm === 'no' && next === 'longer' ? 'no longer' : t.norm);
        negationAt.push(i);
        skipTerms.add(i);
      } else if (t.kind === 'word' && t.terms.length === 1 && NEGATIVE_VERB_STEMS.has(t.terms[0]!) && (!ENDING_VERB.test(t.norm) || /ing$/.test(next ?? '')) && !t.norm.includes('-') && !quotedMention(tokens, i)) {
        // "stopped inlining" negates; "started and stopped in its teardown" does not; "the E-stop fault" is a noun.
        negations.push(t.norm);
        negationAt.push(i);
        skipTerms.add(i);
      }
      // "works without a config file" is "doesn't require one": the verb says it goes on, "without" what is not needed.
      if (t.kind === 'word' && t.norm === 'without' && i > 1 && GOES_ON_WITHOUT.has(tokens[i - 1]!.norm)) {
        negations.push('without');
        negationAt.push(i);
        skipTerms.add(i - 1);
        terms.set(REQUIRE, 1);
      } else if (t.kind === 'word' && t.norm === 'without' && (permittedBefore(tokens, i) || deniedBefore(tokens, i))) {
        // "can be merged without a review", "accepts requests without the header": the review, the header is not required;
        // "can't ship without a certificate": the certificate is required (the two negations cancel).
        negations.push('without');
        negationAt.push(i);
        terms.set(REQUIRE, 1);
      }
      // "leave X to Y": Y does it, not you.
      if (t.kind === 'word' && (t.norm === 'leave' || t.norm === 'leaves') && tokens.slice(i + 2).some((x) => x.norm === 'to')) {
        negations.push(t.norm);
        negationAt.push(i);
        skipTerms.add(i);
        // Who it is left to is not negated.
        const to = tokens.findIndex((x, k) => k > i + 1 && x.norm === 'to');
        for (let k = to; k < tokens.length; k++) skipTerms.add(k);
      }
      const modal = MODAL_WORDS[t.norm];
      if (modal !== undefined) {
        const needsTo = modal === 'need';
        // "don't bother running X" is "you needn't run X"; "no need for X" is "X is not needed".
        const bother = t.norm.startsWith('bother') && (next === 'to' || /ing$/.test(next ?? '')) && negations.length > 0;
        const needFor = t.norm === 'need' && next === 'for' && tokens[i - 1]?.norm === 'no';
        // "we prefer not to use default exports" is a rule; "prefers IPv6", "prefer X over Y" name a choice.
        const preference = modal === 'prefer' && (next === 'to' || (next === 'not' && tokens[i + 2]?.norm === 'to'));
        if (modal === 'prefer' ? preference : t.norm.startsWith('bother') ? bother : !needsTo || next === 'to' || needFor) {
          modals.push(t.norm);
          skipTerms.add(i);
        }
      }
      // "Analysts are expected to evolve the schemas", "Every Kafka message is required to carry `tenant_id`": a duty
      // said with a participle is a rule, as "must" is. "Node 18 is required to build the package" names what the build
      // needs, so "required" only of a subject that is every one of a thing or who follows the rule (ADDRESSEES).
      if (next === 'to' && DUTY_PARTICIPLES.has(t.norm) && BE_FORMS.has(tokens[i - 1]?.norm ?? '') && tokens[i + 2]?.kind === 'word' && (t.norm !== 'required' || dutySubject(tokens, i - 1))) {
        modals.push(t.norm);
        skipTerms.add(i);
        continue;
      }
      // "requires a bearer token": only who holds one gets in, the state "unauthenticated" denies. The verb is still
      // "requires" as well ("the token is optional").
      if (REQUIRING.has(t.norm)) {
        const credential = credentialAfter(tokens, i);
        if (credential > 0) antonyms.push({ canon: PRIVATE_USE.canon, sign: PRIVATE_USE.sign, negating: PRIVATE_USE.negating, word: rawSpan(tokens, i, credential) });
      }
      // "exposed through the public ALB", "reachable from the internet": where it can be reached from, the state "public".
      if (REACHED_FROM.has(t.norm) && exposedAt(tokens, i)) antonyms.push({ canon: PUBLIC_USE.canon, sign: PUBLIC_USE.sign, negating: PUBLIC_USE.negating, word: t.raw });
      // "returns a Promise": its result comes later, the state "async" (unless the clause says "async" itself).
      const pending = t.norm === 'returns' || t.norm === 'return' ? pendingResultAt(tokens, i) : -1;
      if (pending > 0) pendingResult = rawSpan(tokens, i, pending);
      const antonym = antonymAt(tokens, i) ?? splitCompoundAt(tokens, i);
      if (antonym) {
        // "never blocks", "never waits": the negation is part of the state word, not a denial of the clause besides.
        if (negationAt[negationAt.length - 1] === i) {
          negationAt.pop();
          negations.pop();
        }
        antonyms.push({ canon: antonym.use.canon, sign: antonym.use.sign, negating: antonym.use.negating, word: antonym.use.word });
        if (antonym.use.negating && antonym.use.sign < 0 && antonym.length === 1 && attributiveAt(tokens, i)) attributive = true;
        if (!antonym.keepsTerms) for (let k = -(antonym.lead ?? 0); k < antonym.length; k++) skipTerms.add(i + k);
        i += antonym.length - 1;
        continue;
      }
      // "unpaginated", and the last part of a compound: "thread-unsafe" against "thread-safe".
      const initial = t.norm.charCodeAt(0);
      const prefix = initial === 117 /* u */ || initial === 110 /* n */ ? UN_PREFIXED.exec(t.norm) : t.norm.includes('-un') || t.norm.includes('-non') ? UN_PREFIXED_LAST_PART.exec(t.norm) : null;
      if (prefix && !NOT_PREFIXED.has(t.norm)) {
        const base = stem(prefix[2]!);
        // "thread-unsafe" is the antonym of "thread-safe", not of "type-safe": the other parts must match too.
        const along = prefix.index > 0 ? wordTerms(t.norm.slice(0, prefix.index)) : undefined;
        prefixed.push(along && along.length > 0 ? { base, word: t.norm, along } : { base, word: t.norm });
        // "non-idempotent" splits into "non" and "idempotent": its own base would make it say the opposite of itself.
        if (t.terms.includes(base)) (prefixedBases ??= new Map()).set(i, base);
      } else if (t.norm.charCodeAt(0) === 105 /* i */) {
        // "inaccessible", "irrecoverable", "immovable", "illegible": the in- forms of a word in -able or -ible are its
        // negation as un- forms are ("accessible" / "inaccessible"); not "importable" or "inheritable".
        const negated = IN_PREFIXED.exec(t.norm);
        if (negated && !NOT_IN_PREFIXED.has(t.norm)) prefixed.push({ base: stem(negated[1]!), word: t.norm });
      }
    }
  }

  if (pendingResult !== undefined && !antonyms.some((a) => a.canon === ASYNC_USE.canon)) antonyms.push({ canon: ASYNC_USE.canon, sign: ASYNC_USE.sign, negating: ASYNC_USE.negating, word: pendingResult });
  // A state word of the clause's own ("is on", "disabled") says it, the setting says how; "on the dev
  // cluster" is a place, not a state.
  if (toggles && !antonyms.some((a) => a.canon === ENABLED_CANON)) {
    for (const x of toggles) {
      // `ordered: false`, `"strict": false`, `publicly_accessible = false`: a key that is a state of a two-state pair
      // sets that state, as "unordered" or "lenient" would; it switches nothing on or off.
      // Set true, it is also on ("`deterministic = True`" / "determinism is not enabled"); set false, reading it as
      // "off" too would flip the clause twice against "ordered".
      const pair = twoStateKey(x.key);
      if (pair !== undefined) {
        antonyms.push({ canon: pair.canon, sign: x.on ? pair.sign : pair.sign === 1 ? -1 : 1, negating: false, word: x.token.raw });
        if (!x.on) continue;
      }
      antonyms.push({ canon: ENABLED_CANON, sign: x.on ? 1 : -1, negating: true, word: x.token.raw });
      // `<Nullable>disable</Nullable>`, `strict: true`: a setting named by a state word is what prose calls
      // "nullable reference types", "strict mode", where the word is read as a state.
      const named = stateNamed(x.key);
      if (named !== undefined) terms.set(named, 1);
    }
    toggled = toggles[0]!.token;
  }
  if (settingStates) for (const x of settingStates) {
    antonyms.push(x.use);
    // `LOG_LEVEL=warn` says debug logging is off: the level names what is switched.
    if (x.subject !== undefined) for (const term of wordTerms(x.subject)) terms.set(term, 1);
  }
  let acronyms: Set<string> | null = null;
  let verbs: Set<string> | null = null;
  let finiteSeen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    const prev = tokens[i - 1];
    // "don't bother running": the modal is no verb, what follows it is.
    if (t.norm.startsWith('bother') && modals.includes(t.norm)) continue;
    const afterModal = prev !== undefined && prev.norm.startsWith('bother') && modals.includes(prev.norm);
    // "has been", "have changed" are verbs; "has analytics", "have their own instance" are what one has.
    const possession = prev !== undefined && (prev.norm === 'has' || prev.norm === 'have' || prev.norm === 'had') && !/(ed|en|wn|ne)$/.test(t.norm);
    // "no PDB gets created": after "no" comes a noun.
    const afterAuxiliary = prev !== undefined && !possession && (VERB_BEFORE.has(prev.norm) || (NEGATION_WORDS.has(prev.norm) && prev.norm !== 'no') || (prev.norm === 'longer' && tokens[i - 2]?.norm === 'no') || (negations.length > 0 && negations.includes(prev.norm) && ENDING_VERB.test(prev.norm) && /ing$/.test(t.norm)));
    // "The image uploads bucket is private": with an auxiliary later on, a plural before it is a noun.
    const finite = !finiteSeen && i > 0 && FINITE_ENDING.test(t.norm) && prev !== undefined && (prev.kind === 'code' || prev.terms.length > 0) && !(/s$/.test(t.norm) && auxiliaryAfter(tokens, i));
    // "archives every payload to S3", "deploys to EKS": a name with a digit or in capitals is no verb after "to".
    // "Episode items in `feed.xml` carry no transcript tag": a plural's verb has no -s, but a word between a noun and
    // a denying "no" is the verb that denies (recall-94).
    const beforeNo = tokens[i + 1]?.norm === 'no' && tokens[i + 2]?.norm !== 'longer' && prev !== undefined && (prev.kind === 'code' || prev.terms.length > 0) && t.terms.length > 0 && !LINKS.has(t.norm) && !COPULAS.has(t.norm);
    if ((afterAuxiliary || afterModal || finite || beforeNo) && !DIGIT_OR_CAPITALS.test(t.raw)) {
      for (const term of t.terms) (verbs ??= new Set()).add(term);
      finiteSeen = true;
    }
  }
  // A value's unit ("90 days", "10 MB") is not part of what the clause is about.
  for (let i = 1; i < tokens.length; i++) if (tokens[i - 1]!.kind === 'number' && isUnitWord(tokens[i]!.norm)) skipTerms.add(i);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const first = t.raw.charCodeAt(0);
    if (t.kind === 'word' && first >= 65 && first <= 90 && ACRONYM.test(t.raw)) (acronyms ??= new Set()).add(t.norm.replace(PLURAL_END, ''));
    const skipped = skipTerms.has(i);
    if (!skipped) {
      const negatedBase = prefixedBases?.get(i);
      for (let k = 0; k < t.terms.length; k++) {
        const term = t.terms[k]!;
        if (negatedBase !== undefined && (term === negatedBase || term === 'non')) continue;
        if (!terms.has(term)) terms.set(term, quotedWeight(t, k, term));
      }
    }
    // Function words ("the", "is") name no tool: most tokens stop here. A word with no term of its own ("Let's
    // Encrypt", "HERE Maps") or a state word read apart ("on the local filesystem") opens only a name of several words.
    const plain = !skipped && t.terms.length > 0;
    if ((t.kind === 'word' || t.kind === 'code') && i >= memberEnd && (plain || (skipped ? SPELLING_PREFIXES : TERMLESS_FIRST_WORDS).has(t.norm))) {
      const found = alternativeOf(tokens, i);
      if (found && (plain || found.length > 1)) {
        for (const m of found.members) if (alternatives === null || !alternatives.has(m.group)) (alternatives ??= new Map()).set(m.group, m.name);
        memberEnd = i + found.length;
        for (let k = i; k < memberEnd; k++) for (const term of tokens[k]!.terms) (memberTerms ??= new Map()).set(term, found.members);
      }
    }
  }
  for (const a of antonyms) terms.set(a.canon, 1);

  // Most clauses state no value: then no array and no closure for them.
  const found = findQuantities(tokens);
  const quantities: StatedQuantity[] = found.length === 0 ? NO_QUANTITIES : [];
  for (const q of found) quantities.push(statedOf(tokens, q));
  let kinds: Set<string> | null | undefined;
  for (const q of quantities) {
    q.restricted = restrictedBefore(tokens, q.first, q.last);
    q.observed = modals.length === 0 && observedAt(tokens, q.first, q.last);
    // "hourly", "every 5 minutes", "60 Hz" say how often and nothing else: an interval, whatever else the
    // clause is about ("the probe runs every 10 s with a 5 s timeout": the 10 s is no timeout).
    if (q.period !== undefined) q.kinds = INTERVAL;
    else if (q.dim === 'duration') q.kinds = kinds === undefined ? (kinds = durationKinds(tokens)) : kinds;
  }
  for (let n = 0; n < quantities.length; n++) {
    quantities[n]!.subject = quantitySubject(tokens, quantities, n, skipTerms, false);
    quantities[n]!.left = quantitySubject(tokens, quantities, n, skipTerms, true);
  }
  markFormer(tokens, quantities);
  SKIPS.push(skipTerms);

  // Only negations in disguise ("disabled") flip the clause on their own; "async" flips it only against "sync".
  let negativeAntonyms = 0;
  for (const a of antonyms) if (a.sign < 0 && a.negating) negativeAntonyms++;
  const negated = negations.length % 2 === 1 || negationsCoordinated(tokens, negationAt);
  // Thousands of analyses stay in memory during a check: empty collections are shared.
  return {
    index,
    tokens,
    negated,
    negations: negations.length > 0 ? negations : NONE,
    modals: modals.length > 0 ? modals : NONE,
    markers: markers.length > 0 ? markers : NONE,
    antonyms: antonyms.length > 0 ? antonyms : NO_ANTONYMS,
    prefixed: prefixed.length > 0 ? prefixed : NO_PREFIXED,
    terms,
    verbs: verbs ?? NO_STRINGS,
    quantities: quantities.length > 0 ? quantities : NO_QUANTITIES,
    alternatives: alternatives ?? NO_ALTERNATIVES,
    memberTerms: memberTerms ?? NO_MEMBERS,
    positive: ((negated ? 1 : 0) + negativeAntonyms) % 2 === 0,
    acronyms: acronyms ?? NO_STRINGS,
    conditional: false,
    unlessDefault: false,
    consequence: false,
    // "`search.enabled=false` in values.yaml" has no verb: the setting is what the clause is about.
    head: subjectHead(tokens, terms, verbs ?? NO_STRINGS) ?? (toggled ?? null),
    // Only the second state of a two-state pair flips ("async" against "sync"; polarity.ts flipsAgainst): a clause
    // saying "sync" reads the same against anything, so the checks need not pair it with clauses of its own sign.
    // A first state of an excluding pair (opposite-states.ts) flips against the second the same way, and a `--no-` flag
    // against the other side's writing of it (polarity.ts namesFlagAlike: "Don't pass `--no-deps`" / `pip install --no-deps`).
    // So does a negation in disguise said of a noun in the object (polarity.ts positiveAgainst).
    flips: prefixed.length > 0 || attributive || antonyms.some(flipsAlone),
    nameParts: UNREAD_NAME_PARTS,
    termReadings: UNREAD_TERM_READINGS,
  };
}

/** EXCLUDING_STATES read: each side's words, and the terms one text must write for the two to meet. */
const EXCLUDING = EXCLUDING_STATES.map(([first, second, context]) => ({
  first: new Set(first.split(' ')),
  second: new Set(second.split(' ')),
  context: context === undefined ? undefined : context.split(' ').map((w) => termOfWord(w)),
}));
/** Bit 2k: a word of the first state of EXCLUDING[k]; bit 2k+1: of its second. */
const FIRST_SIDES = EXCLUDING.reduce((bits, _, k) => bits | (1 << (2 * k)), 0);
/** Which sides of which excluding pairs an antonym's word (as written: "per-process", "lazily", "not null") is on. */
const excludingSides = memoize((word: string): number => {
  // "the timeout per process", "2 GB per worker": a rate's scope, not a state; "a per-process cache" is one.
  if (PER_SCOPE.test(word)) return 0;
  const norm = word.toLowerCase().replace(/\s+/g, '-');
  let bits = 0;
  EXCLUDING.forEach((e, k) => {
    if (e.first.has(norm)) bits |= 1 << (2 * k);
    if (e.second.has(norm)) bits |= 1 << (2 * k + 1);
  });
  return bits;
});

const PER_SCOPE = /^per\s/i;

/** The state of the other clause that a state of this one excludes, with the word saying it. */
export interface ExcludedState {
  canon: string;
  sign: 1 | -1;
  /** This clause's word ("nullable"). */
  word: string;
  /** This clause's pair, which the other does not take. */
  own: string;
  /** The other's state is a negation in disguise ("optional", "disabled"): its clause already reads as denying. */
  denying: boolean;
}

/** Determiners before a state said of the noun after it: "the optional `camera` permission", "any disabled suites". */
const ATTRIBUTIVE_DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'our', 'any', 'all', 'every', 'each', 'some', 'these', 'those']);

/**
 * The state word at `tokens[i]` stands between a determiner and the noun it describes, past the clause's opening
 * ("purges the deprecated API keys"): it says which keys, and denies nothing of the clause. At the clause's start ("The
 * optional fields are …") it names the subject, which the checks read as they always have.
 */
export function attributiveAt(tokens: readonly Token[], i: number): boolean {
  if (i < 2 || !ATTRIBUTIVE_DETERMINERS.has(tokens[i - 1]!.norm)) return false;
  const next = tokens[i + 1];
  return next !== undefined && (next.kind === 'word' || next.kind === 'code') && next.terms.length > 0;
}

/** An antonym use that may flip its clause against another: readClause's `flips` (a module-level function, disc-036). */
function flipsAlone(x: AntonymUse): boolean {
  return (!x.negating && x.sign < 0) || (excludingSides(x.word) & FIRST_SIDES) !== 0 || (x.negating && x.sign < 0 && x.word.startsWith('--no-'));
}

/**
 * When `c` says the first state of an excluding pair and `other` the second ("`email` is nullable" / "`email` is
 * required"), the other's state, which `c` denies; null when either clause also takes the other's pair (then the
 * two are compared as they are) or when the pair needs a word neither text writes.
 */
export function excludedState(c: Clause, other: Clause): ExcludedState | null {
  if (!c.flips || c.antonyms.length === 0 || other.antonyms.length === 0) return null;
  for (const mine of c.antonyms) {
    const bits = excludingSides(mine.word) & FIRST_SIDES;
    if (bits === 0) continue;
    for (const theirs of other.antonyms) {
      const common = bits & (excludingSides(theirs.word) >> 1);
      if (common === 0 || theirs.canon === mine.canon) continue;
      const k = Math.log2(common & -common) / 2;
      const context = EXCLUDING[k]!.context;
      if (context !== undefined && !someTermOf(context, c.terms, other.terms)) continue;
      if (takesState(c.antonyms, theirs.canon) || takesState(other.antonyms, mine.canon)) return null;
      return { canon: theirs.canon, sign: theirs.sign, word: mine.word, own: mine.canon, denying: theirs.negating && theirs.sign < 0 };
    }
  }
  return null;
}

// excludedState's tests as loops, not callbacks: it runs for every clause pair clausePolarity reads (about 110,000 calls a
// bench run), and each callback was a closure made per call.
function someTermOf(words: readonly string[], a: Map<string, number>, b: Map<string, number>): boolean {
  for (const t of words) if (a.has(t) || b.has(t)) return true;
  return false;
}

function takesState(antonyms: readonly AntonymUse[], canon: string): boolean {
  for (const u of antonyms) if (u.canon === canon) return true;
  return false;
}

/**
 * The clause read as if it had no head (values.ts headless), its fields written out in readClause's order: a
 * spread (`{ ...c, head: null }`) gets a map no literal keeps, which dies with the copies at a GC, and then every
 * check that had read one (sameSubjectAs, aliases, headsDiffer, …) was thrown away and compiled again in each
 * bench run ("weak objects" in --trace-deopt; disc-036).
 */
export function withoutHead(c: Clause): Clause {
  return {
    index: c.index,
    tokens: c.tokens,
    negated: c.negated,
    negations: c.negations,
    modals: c.modals,
    markers: c.markers,
    antonyms: c.antonyms,
    prefixed: c.prefixed,
    terms: c.terms,
    verbs: c.verbs,
    quantities: c.quantities,
    alternatives: c.alternatives,
    memberTerms: c.memberTerms,
    positive: c.positive,
    acronyms: c.acronyms,
    conditional: c.conditional,
    unlessDefault: c.unlessDefault,
    consequence: c.consequence,
    head: null,
    flips: c.flips,
    nameParts: c.nameParts,
    termReadings: c.termReadings,
  };
}

/**
 * A copy of a stated quantity for a check to change (read as another dimension, one end of a range), its
 * fields written out in readClause's order: a spread (`{ ...q, value }`) gets a map of its own, which dies
 * when no such copy outlives a GC, and the checks reading it were thrown away in every bench run (disc-036).
 */
export function copyStated(q: StatedQuantity): StatedQuantity {
  return {
    dim: q.dim,
    value: q.value,
    alt: q.alt,
    low: q.low,
    period: q.period,
    parts: q.parts,
    text: q.text,
    key: q.key,
    scope: q.scope,
    bound: q.bound,
    namedBound: q.namedBound,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among,
    compared: q.compared,
    written: q.written,
    first: q.first,
    last: q.last,
    naming: q.naming,
    subject: q.subject,
    left: q.left,
    former: q.former,
    measured: q.measured,
    restricted: q.restricted,
    observed: q.observed,
    kinds: q.kinds,
    owner: q.owner,
  };
}

/** The terms of the tokens at `at`, in order. */
function termsAt(tokens: Token[], at: readonly number[]): string[] {
  const out: string[] = [];
  for (const i of at) {
    const t = tokens[i];
    if (t !== undefined) for (const x of t.terms) out.push(x);
  }
  return out;
}

/**
 * A quantity of the clause as the checks read it. A function of its own, not a callback: a closure made per
 * clause loses its optimised code when it dies at a full GC, and this one was compiled again in every bench run.
 */
function statedOf(tokens: Token[], q: Quantity): StatedQuantity {
  return {
    dim: q.dim,
    value: q.value,
    alt: q.alt,
    low: q.low,
    period: q.period,
    parts: q.parts,
    text: q.text,
    // "no rate limit": what has no limit is all its key says.
    key: q.dim === 'limitless' ? q.key : q.key.filter((k) => !QUANTITY_PREDICATE_STEMS.has(k)),
    scope: q.scope ?? perBefore(tokens, q.first),
    bound: q.bound,
    namedBound: q.namedBound,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among,
    compared: q.compared,
    written: q.written,
    first: q.first,
    last: q.last,
    naming: q.namedBy ? termsAt(tokens, q.namedBy) : NO_NAMING,
    subject: EMPTY_TERMS,
    left: EMPTY_TERMS,
    former: false,
    measured: null,
    restricted: false,
    observed: false,
    kinds: null,
    owner: null,
  };
}

const DIGIT_IN_TERM = /\d/;
/** A name's term that carries a value: `ot_threshold_hours: 44`, `maxtime=02:00:00`, "300ms". */
const VALUE_IN_TERM = /\s*[=:\s].*$|^\d.*$|[._-]\d+(?:ms|s|m|h|d|px|kb|mb|gb)$/;
/** What is left of a value after its name: `x-transition.duration.` → `x-transition.duration`. */
const VALUE_AFTER_NAME = /[._-]+$/;

/**
 * "Velero's `weekly` schedule keeps 90 days (`ttl: 2160h`)": a value in an aside that names nothing else is the value
 * of the clause before it written another way, and is of what that value is of.
 * So is "runs on port 3001 in dev (`nuxt dev --port 3001`)".
 */
function restatedAside(previous: Clause, aside: Clause): void {
  for (const q of aside.quantities) {
    // A version's aside says where it is pinned, and the version check reads such a text whole (values.ts pinnedAlike).
    if (q.subject.size > 0 || q.dim === 'version') continue;
    const before = previous.quantities.find((r) => r.dim === q.dim);
    if (before === undefined) continue;
    q.subject = new Map(before.subject);
    q.left = new Map(before.left);
    q.measured = null;
  }
}

/**
 * "The `sessions` topic deletes old segments after 3 days (`cleanup.policy=delete`)", "Prod builds emit source maps
 * (`productionBrowserSourceMaps: true`)": an aside that is a setting alone says the state the clause before it left
 * unsaid, of what that clause is about. An aside is otherwise read as how, not what (readClause): a clause with a
 * state of its own keeps it.
 */
function settingAside(previous: Clause, index: number, aside: Token[]): void {
  if (previous.antonyms.length > 0 || previous.negated) return;
  const read = readClause(index, aside);
  if (read.antonyms.length === 0) return;
  previous.antonyms = read.antonyms;
  for (const a of read.antonyms) {
    previous.terms.set(a.canon, 1);
    if (a.sign < 0 && a.negating) previous.positive = !previous.positive;
  }
  previous.flips ||= read.flips;
}

/**
 * "`'lifetime' => 1440` (minutes)", "`AUTOSAVE_INTERVAL = 120` (in seconds)": an aside that is only a unit gives its
 * unit to the bare number that ends the clause before it.
 */
function unitAside(previous: Clause, aside: Token[]): void {
  const unit = aside[aside.length - 1]!;
  if (unit.kind !== 'word' || (aside.length === 2 && aside[0]!.norm !== 'in') || !isUnitWord(unit.norm)) return;
  const q = previous.quantities[previous.quantities.length - 1];
  if (q === undefined || q.last !== previous.tokens.length - 1) return;
  const key = q.key;
  if (!giveUnit(q, unit.norm)) return;
  // What the count's key named is what the duration or size is of.
  q.subject = new Map(q.subject);
  for (const k of key) if (!q.subject.has(k)) q.subject.set(k, termWeight(k));
  q.measured = null;
  if (q.dim === 'duration') q.kinds = q.period !== undefined ? INTERVAL : durationKinds(previous.tokens);
}

/** Words between a setting's key and its value in prose: "scheme: internal", "mode is STRICT", "set to lax". */
const SETTING_LINKS = new Set([':', '=', 'is', 'are', 'was', 'set', 'to', 'of']);

/**
 * A setting's key written in prose at `i`, then its value ("cleanup policy: delete", "PeerAuthentication is
 * PERMISSIVE", "the ALB scheme is `internal`"): the state the value names and where the value is. A one-word
 * key in plain lower case ("type", "mode") is a setting only with ":" or "=" after it: "the type is …" is prose.
 */
function proseSettingAt(tokens: Token[], i: number): { use: AntonymUse; subject: string | undefined; value: number } | null {
  // Keys are common words ("cache", "type", "log"): most are no setting, and nothing links them to a value.
  let linked = false;
  for (let k = i + 1; k < tokens.length && k <= i + 4; k++) if (SETTING_LINKS.has(tokens[k]!.norm)) linked = true;
  if (!linked) return null;
  const words: string[] = [];
  for (let k = i; k < tokens.length && k < i + 4 && tokens[k]!.kind === 'word'; k++) words.push(tokens[k]!.norm);
  const length = proseKeyLength(words);
  if (length === 0) return null;
  let v = i + length;
  let links = 0;
  let symbol = false;
  while (v < tokens.length && links < 2 && SETTING_LINKS.has(tokens[v]!.norm)) {
    if (tokens[v]!.kind === 'punct') symbol = true;
    v++;
    links++;
  }
  const value = tokens[v];
  if (links === 0 || value === undefined || (value.kind !== 'word' && value.kind !== 'code')) return null;
  if (!symbol && length === 1 && !/[a-z][A-Z]/.test(tokens[i]!.raw) && !value.quoted) return null;
  const keyWords = tokens.slice(i, i + length).map((t) => t.raw);
  const found = proseSettingState(keyWords, value.raw);
  const state = found ? ANTONYM_INDEX.get(found.state) : undefined;
  if (!found || !state) return null;
  // Written out like every other AntonymUse, not spread (one map; see the code setting above).
  return { use: { canon: state.canon, sign: state.sign, negating: state.negating, word: value.raw }, subject: found.subject, value: v };
}

/** The two-state pair (not a switch like enabled/disabled) a setting's key spells whole: `ordered`, `publiclyAccessible`, `read_only`. */
function twoStateKey(key: string): { canon: string; sign: 1 | -1 } | undefined {
  const last = key.slice(key.lastIndexOf('.') + 1).replace(/^["']|["']$/g, '');
  const use = ANTONYM_INDEX.get(last.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase());
  if (use !== undefined) return use.negating ? undefined : use;
  // `async_insert`, `lazyLoad`: a key of two words opening with a state sets that state of what the second names.
  const words = twoWordKey(last);
  const opening = words !== null ? ANTONYM_INDEX.get(words[0]) : undefined;
  if (opening !== undefined && !opening.negating) return opening;
  // `enable.auto.commit`, `auto_ack`, `autoMerge`: a routine step done by itself, the automatic state.
  const parts = key.replace(/^["']|["']$/g, '').replace(/([a-z0-9])([A-Z])/g, '$1.$2').toLowerCase().split(/[._-]+/);
  const auto = parts.lastIndexOf('auto');
  return auto >= 0 && auto === parts.length - 2 && AUTO_VERB.test(`auto${parts[auto + 1]}`) ? AUTOMATIC_USE : undefined;
}

/** The state of a pair one word names, whichever side ("invalid": the valid / invalid pair, the second side). */
export function stateOfWord(word: string): { canon: string; sign: 1 | -1 } | undefined {
  return ANTONYM_INDEX.get(word.toLowerCase());
}

/** The antonym pair a setting's key is a word of (`strict`, `Nullable`), other than enabled/disabled. */
export function stateNamed(key: string): string | undefined {
  const named = ANTONYM_INDEX.get(key.toLowerCase());
  return named && named.canon !== ENABLED_CANON ? named.canon : undefined;
}

/** An auxiliary or copula later in the clause ("… bucket is private"): the main verb is there. */
function auxiliaryAfter(tokens: Token[], i: number): boolean {
  // "smoke tests need", "tokens expire": a plural subject and its verb's bare form.
  const next = tokens[i + 1];
  if (next && next.kind === 'word' && !next.norm.endsWith('s') && next.terms.some((x) => LIGHT_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x))) return true;
  for (let k = i + 1; k < tokens.length; k++) if (tokens[k]!.kind === 'word' && FINITE_AUX.test(tokens[k]!.norm)) return true;
  return false;
}

const PERSONAL = new Set(['we', 'you', 'i', 'they', 'it', 'he', 'she', 'one', 'someone', 'nobody', 'everyone']);

/**
 * The word a clause's subject is about: the last word before its verb, without a trailing "in
 * `src/http.ts`" or a leading "In CI,". Null for instructions ("Always run …") and for pronouns.
 */
function subjectHead(tokens: Token[], terms: Map<string, number>, verbs: Set<string>): Token | null {
  // The verb: the first auxiliary, else the first verb form after a word ("nginx gzips").
  let verb = -1;
  let finite = -1;
  let denying = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    if (SUBJECT_ENDS.has(t.norm)) {
      // "The SCADA bridge skips the vibration channels and doesn't forward alarms": after a verb that negates ("skips",
      // "lacks", "omits"), an auxiliary after "and" or a comma opens a second predicate of the subject, and the
      // subject ends at that verb, not before the auxiliary.
      verb = denying >= 0 && coordinatedAt(tokens, i) ? denying : i;
      break;
    }
    if (finite < 0 && i > 0 && FINITE_FORM.test(t.norm) && !PLURAL_INGS.test(t.norm) && t.terms.some((x) => verbs.has(x)) && (tokens[i - 1]!.kind === 'code' || tokens[i - 1]!.terms.length > 0)) finite = i;
    if (denying < 0 && finite < 0 && i > 0 && FINITE_FORM.test(t.norm) && t.terms.length === 1 && NEGATIVE_VERB_STEMS.has(t.terms[0]!) && (tokens[i - 1]!.kind === 'code' || tokens[i - 1]!.terms.length > 0)) denying = i;
  }
  if (verb < 0) verb = finite;
  if (verb <= 0) return null;
  let start = 0;
  for (let i = 0; i < verb; i++) if (tokens[i]!.norm === ',') start = i + 1;
  let end = verb;
  let content = false;
  for (let i = start; i < verb; i++) {
    const t = tokens[i]!;
    if (content && LINKS.has(t.norm)) {
      end = i;
      break;
    }
    if (counts(t, terms)) content = true;
  }
  for (let i = end - 1; i >= start; i--) {
    const t = tokens[i]!;
    if (PERSONAL.has(t.norm)) return null;
    // "Passenger photos uploaded to the booking service": a participle after a noun says what was done to it.
    if (i > start && participleAfterNoun(t, tokens[i - 1]!, terms, verbs)) return tokens[i - 1]!;
    if (counts(t, terms)) return t;
  }
  return null;
}

/** A past participle of a verb right after a word of the subject ("photos uploaded", "rows deleted"). */
function participleAfterNoun(t: Token, before: Token, terms: Map<string, number>, verbs: Set<string>): boolean {
  return t.kind === 'word' && before.kind === 'word' && /[a-z]{3}ed$/.test(t.norm) && t.terms.some((x) => verbs.has(x)) && counts(before, terms) && !before.terms.some((x) => verbs.has(x));
}

const FINITE_FORM = /[^s]s$|ed$/;

/** "and", "but" or a comma right before the word at `i`: a coordinated predicate opens there. */
function coordinatedAt(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.norm;
  return before === 'and' || before === ',' || before === 'but';
}
/**
 * A plural noun in -ings ("The kiosk settings screen", "Sensor readings", "Route bindings") is no verb of the subject:
 * verbs that end so are short ("pings", "brings", "swings"), with at most three letters before "ings".
 */
const PLURAL_INGS = /^[a-z]{4,}ings$/;

/** The token carries a term the clause counts. */
function counts(t: Token, terms: Map<string, number>): boolean {
  for (const x of t.terms) if ((terms.get(x) ?? 0) > 0) return true;
  return false;
}

/** "PRs that touch `infra/` need two approvals": the value is for some of them only. */
function restrictedBefore(tokens: Token[], first: number, last: number): boolean {
  for (let i = 1; i < first; i++) {
    if (!RELATIVES.has(tokens[i]!.norm) || relativeStatesValue(tokens, i, first, last)) continue;
    const before = tokens[i - 1]!;
    if (before.kind === 'code' || (before.kind === 'word' && before.terms.some((x) => termWeight(x) > 0))) return true;
  }
  return false;
}

const RELATIVES = new Set(['that', 'who', 'whose', 'which', 'where']);

/**
 * "writes HLS segments that are 2 seconds long", "tiles that are 512 pixels wide": a relative clause whose only
 * predicate is the value says what all of them are, not which of them ("files that are over 10 MB go to S3").
 */
function relativeStatesValue(tokens: Token[], relative: number, first: number, last: number): boolean {
  let i = relative + 1;
  if (!COPULAS.has(tokens[i]?.norm ?? '')) return false;
  i++;
  if (i < first && APPROXIMATELY.has(tokens[i]!.norm)) i++;
  if (i !== first) return false;
  let j = last + 1;
  if (tokens[j]?.kind === 'word' && (MEASURE_ADJECTIVES.has(tokens[j]!.norm) || tokens[j]!.norm === 'each')) j++;
  return j >= tokens.length || tokens[j]!.kind === 'punct';
}

const APPROXIMATELY = new Set(['about', 'roughly', 'around', 'approximately', 'exactly']);
/** Adjectives after a value that name what it measures: "2 seconds long", "512 pixels wide". */
const MEASURE_ADJECTIVES = new Set(['long', 'wide', 'high', 'tall', 'deep', 'big', 'large', 'old', 'thick']);

/** "Per-GPU batch size is 32", "per pod, at most 25 connections": what the value is counted over, said before it. */
function perBefore(tokens: Token[], first: number): string | undefined {
  for (let i = 0; i < first; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    if (t.norm.startsWith('per-') && t.terms.length > 0) return t.terms[t.terms.length - 1];
    if (t.norm === 'per' && i + 1 < first) return perScope(tokens, i);
  }
  return undefined;
}

/**
 * Words saying a value is what is usually or presently seen, not what is configured: "typical uploads are
 * about 2 MB", "on a normal day it runs 6 pods", "running 4 processes right now", "currently uses 3 workers".
 * "now" is left out: writers mark a changed setting with it ("now retries 3 times").
 */
const OBSERVATION_WORDS = new Set('typical typically usually normally generally mostly average median currently'.split(' '));
const OBSERVATION_PHRASES = [['right', 'now'], ['at', 'the', 'moment'], ['in', 'practice'], ['on', 'average'], ['normal', 'day'], ['typical', 'day'], ['most', 'of', 'the', 'time']];
/** "can have 3 active sessions", "may hold 4": what is allowed, a setting. */
const PERMISSION_WORDS = new Set(['can', 'cannot', "can't", 'may', 'might', 'could', 'allowed', 'allows', 'allow']);
/** A state of what is counted, after the number: "4 open connections" is a load, not a setting ("can have 3 active sessions", with a modal, is one). */
const LOAD_STATES = new Set('open active running live in-flight inflight'.split(' '));

function observedAt(tokens: Token[], first: number, last: number): boolean {
  if (tokens.some((t) => PERMISSION_WORDS.has(t.norm))) return false;
  for (let i = first + 1; i <= last + 1 && i < tokens.length; i++) if (tokens[i]!.kind === 'word' && LOAD_STATES.has(tokens[i]!.norm)) return true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    if (OBSERVATION_WORDS.has(t.norm) || (i === 0 && t.norm === 'most')) return true;
    for (const words of OBSERVATION_PHRASES) if (phraseAt(tokens, i, words)) return true;
  }
  return false;
}

/** The words, in order, from `i` on. A loop, not some/every: closures made per token and quantity were ~4% of a run's allocation. */
function phraseAt(tokens: Token[], i: number, words: readonly string[]): boolean {
  for (let k = 0; k < words.length; k++) if (tokens[i + k]?.norm !== words[k]) return false;
  return true;
}

/** What a retention rule's verb is read as: "deleted", "dropped", "purged", "pruned", "evicted", "expunged". */
const REMOVAL_STEMS = 'remov drop purg prune evict expung';
/** Those verbs and the age a rule names ("anything older than 30 days gets deleted"): what kind of span, not whose. */
const REMOVAL_STEM_SET = new Set([...REMOVAL_STEMS.split(' '), 'older']);

/** Kinds of durations: a timeout is not a retry delay, nor how long something is kept. */
const DURATION_KINDS: Record<string, string> = Object.assign(
  Object.create(null) as Record<string, string>,
  Object.fromEntries(
    [
      ['expiry', 'expir expiri ttl lifetim life valid validity last'],
      // Expiring after a time idle is an idle timeout.
      ['timeout', 'timeout idl'],
      // A simulation's step is the span between two updates: "the timestep is 1800 s" / "steps forward every 20
      // minutes", "fixed delta 0.01 s" / "a fixed step of 20 Hz", "ticks at 30 Hz".
      ['interval', 'interv period frequenc poll schedul cron timestep delta tick cadenc'],
      ['delay', 'delai backoff wait cooldown'],
      // "Logs are deleted after 30 days": what goes after a time is kept for that time.
      ['retention', `retent retain kept keep ${REMOVAL_STEMS}`],
    ].flatMap(([kind, stems]) => stems!.split(' ').map((s) => [s, kind!])),
  ),
);

/** The kind of duration one word or name part names ("ttl" → expiry), if any. */
export function durationKindOf(part: string): string | undefined {
  return DURATION_KINDS[part] ?? DURATION_KINDS[stem(part)];
}

const TIME_OUT = /^tim(?:e|es|ed|ing)$/;
const WAIT = /^wait(?:s|ed|ing)?$/;

/** After the verb "wait" at `i`, a duration and then "for" ("waits 20 seconds for the ledger lock"). */
function waitsFor(tokens: Token[], i: number): boolean {
  let number = false;
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
    const t = tokens[j]!;
    if (t.kind === 'number') number = true;
    else if (t.norm === 'for') return number;
    else if (t.kind === 'punct') return false;
  }
  return false;
}

const AGENT_NOUN_END = /[a-z]er$/;
/** Words before "step" that make it a span of simulated time: "fixed step", "physics step", "simulation step". */
const STEP_OF_TIME = new Set(['fixed', 'time', 'physics', 'simulation', 'sim', 'render', 'integration', 'solver', 'model', 'update', 'frame', 'tick']);
/**
 * The kinds of duration a clause names ("timeout", "TTL", "every"…), null when none. A kind word right
 * before another only says which one it is ("poll interval", "long-poll wait time": a wait), and an agent
 * noun is a thing, not a kind ("the scheduler", "the SQS poller"), and so is a path.
 */
function durationKinds(tokens: Token[]): Set<string> | null {
  let kinds: Set<string> | null = null;
  let pending: string | undefined;
  let pendingAt = -1;
  // A loop, not forEach: a callback made per call loses its optimised code when it dies at a full GC.
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "times out after 5 seconds" is the timeout "a 5 s timeout" names.
    if (TIME_OUT.test(t.norm) && tokens[i + 1]?.norm === 'out') (kinds ??= new Set()).add('timeout');
    // "waits 5 seconds for the SMTP server": how long it waits for something to come is a timeout, not a delay
    // ("waits 5 seconds before retrying").
    if (WAIT.test(t.norm) && waitsFor(tokens, i)) {
      (kinds ??= new Set()).add('timeout');
      continue;
    }
    // A path's folders are where the value is set (`cron/reports.ts`), not what kind it is.
    if ((t.kind === 'word' && AGENT_NOUN_END.test(t.norm)) || (t.kind === 'code' && t.raw.includes('/'))) continue;
    // "a fixed step of 20 Hz", "the physics step": a step after a word of simulated time is a timestep, not a stage
    // of a job ("Step 5 of the checklist takes 20 minutes", "the payment step times out").
    if (t.norm === 'step' && STEP_OF_TIME.has(tokens[i - 1]?.norm ?? '')) {
      if (pending !== undefined && pendingAt < i - 1) (kinds ??= new Set()).add(pending);
      pending = 'interval';
      pendingAt = i;
      continue;
    }
    for (const x of t.terms) {
      // `session.timeout.ms`: the kind is in the name too.
      for (const part of x.includes('.') || x.includes('_') || x.includes('-') ? x.split(/[._-]/) : [x]) {
        const kind = DURATION_KINDS[part] ?? DURATION_KINDS[stem(part)];
        if (!kind) continue;
        // The kind before this one, in this word or the one before, qualified it.
        if (pending !== undefined && pendingAt < i - 1) (kinds ??= new Set()).add(pending);
        pending = kind;
        pendingAt = i;
      }
    }
  }
  if (pending !== undefined) (kinds ??= new Set()).add(pending);
  return kinds;
}

const NONE: string[] = [];
const NO_TOKENS: Token[] = [];
const EMPTY_TERMS = new Map<string, number>();
const NO_ANTONYMS: AntonymUse[] = [];
const NO_PREFIXED: Prefixed[] = [];
const NO_STRINGS = new Set<string>();
const NO_QUANTITIES: StatedQuantity[] = [];
const NO_NAMING: readonly string[] = [];
const INTERVAL = new Set(['interval']);
const NO_ALTERNATIVES = new Map<number, string>();
const NO_MEMBERS = new Map<string, readonly Membership[]>();


/** The terms of the run of words whose initials spell the acronym: "hot module reload" for "hmr". */
export function expansionOf(clause: Clause, acronym: string): string[] | undefined {
  const tokens = clause.tokens;
  // An acronym is lower-case letters (readClause): a name's capitals spell it only from its first letter's capital.
  const capital = acronym.charCodeAt(0) - 32;
  for (let i = 0; i < tokens.length; i++) {
    // "PDB" and PodDisruptionBudget: the capitals of one name.
    const raw = tokens[i]!.raw;
    if (raw.charCodeAt(0) === capital && /^[A-Z][a-z0-9]+[A-Z]/.test(raw) && raw.replace(/[^A-Z]/g, '').toLowerCase() === acronym) return tokens[i]!.terms;
    // Only runs starting with the acronym's first letter can spell it.
    if (tokens[i]!.kind !== 'word' || tokens[i]!.norm.charCodeAt(0) !== acronym.charCodeAt(0)) continue;
    let letters = '';
    for (let k = i; k < tokens.length && letters.length < acronym.length; k++) {
      const w = tokens[k]!;
      if (w.kind !== 'word') break;
      for (const part of w.norm.split('-')) if (part) letters += part[0];
      if (!acronym.startsWith(letters)) break;
      if (letters === acronym) return tokens.slice(i, k + 1).flatMap((t) => t.terms);
    }
  }
  return undefined;
}

/** A name the writer put in backticks weighs like an anchor, even a plain word (`build`, `email`). */
export function quotedWeight(t: Token, position: number, term: string): number {
  return t.weights[position] ?? termWeight(term);
}

/**
 * Token positions whose terms a clause leaves out (negation words, markers, units). The marks are the
 * object itself, not a field: a class with a field gets its shape from a transition the engine drops once
 * no instance is left, and then throws away readClause's optimised code and compiles it again (hundreds of
 * ms of CPU each time: the contradictions bench did so in every run).
 */
class Skip extends Uint8Array {
  constructor(size: number) {
    super(size + 4);
  }
  add(i: number): void {
    if (i >= 0 && i < this.length) this[i] = 1;
  }
  has(i: number): boolean {
    return this[i] === 1;
  }
}

/**
 * Skips readClause is done with, for the next clause: one typed array per clause was 15,000 array buffers per
 * contradictions bench run, which the garbage collector sweeps one by one. Cleared as far as the clause reads
 * (its tokens); marks past that are never read.
 */
const SKIPS: Skip[] = [];

function takeSkip(size: number): Skip {
  const kept = SKIPS.pop();
  if (kept === undefined || kept.length < size + 4) return new Skip(Math.max(size, 60));
  kept.fill(0, 0, size + 4);
  return kept;
}

const FORMER_STARTS = new Set(['was', 'were', 'previously', 'formerly', 'originally', 'before']);

/** "from 30 s to 60 s", "up from 3", "(was 30 s)": values the clause itself says are no longer current. */
function markFormer(tokens: Token[], quantities: StatedQuantity[]): void {
  if (quantities.length === 0) return;
  const first = tokens.find(isNotPunct);
  if (first && (FORMER_STARTS.has(first.norm) || (first.norm === 'used' && tokens[tokens.indexOf(first) + 1]?.norm === 'to'))) {
    for (const q of quantities) q.former = true;
    return;
  }
  quantities.forEach((q, n) => {
    // "batch size 3→5", "3 -> 5": the value before the arrow is the old one.
    const next = quantities[n + 1];
    if (tokens[q.last + 1]?.norm === '→' && next?.first === q.last + 2) {
      q.former = true;
      return;
    }
    const before = tokens[q.first - 1]?.norm;
    if (before !== 'from') return;
    const previous = tokens[q.first - 2]?.norm;
    const toNext = next && next.dim === q.dim && tokens.slice(q.last + 1, next.first).some((t) => t.norm === 'to');
    if (toNext || previous === 'up' || previous === 'down') q.former = true;
  });
}

/** The antonym starting at `i`, its length, and how many words before `i` belong to it ("turn" in "turn on"). */
function antonymAt(tokens: Token[], i: number): { use: AntonymUse; length: number; lead?: number; keepsTerms?: boolean } | null {
  const first = tokens[i]!.norm;
  const seconds = ANTONYM_SECONDS.get(first);
  if (STATE_KEEPING.has(first)) {
    const end = keptStateEnd(tokens, i);
    if (end > i + 1) return { use: { canon: STATEFUL_USE.canon, sign: STATEFUL_USE.sign, negating: STATEFUL_USE.negating, word: rawSpan(tokens, i, end) }, length: end - i + 1 };
  }
  const idSense = ID_SENSES.get(first);
  if (idSense !== undefined && !(seconds !== undefined && seconds.has(tokens[i + 1]?.norm ?? '')) && saidOfIdentifiers(tokens, i)) {
    return { use: { canon: idSense.canon, sign: idSense.sign, negating: idSense.negating, word: tokens[i]!.raw }, length: 1 };
  }
  if (!ANTONYM_INDEX.has(first) && seconds === undefined) return tokens[i]!.kind === 'word' ? (adverbOfStateAt(tokens, i) ?? prefixedStateAt(tokens, i) ?? stateCompoundAt(tokens, i)) : null;
  const multi = seconds !== undefined && i + 1 < tokens.length && seconds.has(tokens[i + 1]!.norm);
  // "leaves dev dependencies out of the SBOM": the particle after the object, read as "leaves out".
  if (!multi && LEAVE_FORMS.has(first) && particleOutAfter(tokens, i)) return { use: { canon: LEFT_OUT_USE.canon, sign: LEFT_OUT_USE.sign, negating: LEFT_OUT_USE.negating, word: tokens[i]!.raw }, length: 1 };
  for (let length = 3; length >= 1; length--) {
    if (i + length > tokens.length || (length > 1 && !multi)) continue;
    const joined = length === 1 ? first : length === 2 ? `${first}-${tokens[i + 1]!.norm}` : `${first}-${tokens[i + 1]!.norm}-${tokens[i + 2]!.norm}`;
    const hit = ANTONYM_INDEX.get(joined);
    if (!hit) continue;
    if (joined === 'in-order' && tokens[i + 2]?.norm === 'to') continue;
    if (joined === 'on' || joined === 'off') {
      const before = tokens[i - 1]?.norm ?? '';
      const after = tokens[i + 1]?.norm ?? '';
      // "is off", "turned on", "on by default", "has persistence on" (nothing follows): a state, not a preposition.
      // "retry() backs off", "the user logs on": the particle of a phrasal verb that is no switch.
      const last = tokens.slice(i + 1).every((t) => t.kind === 'punct') && !PARTICLE_VERBS.has(stem(before));
      const stateful = STATE_VERB_WORDS.has(before) || before === '=' || before === ':' || (after === 'by' && tokens[i + 2]?.norm === 'default') || last;
      // "turn on strict mode", "switched off the cache": the particle of a phrasal verb, whatever follows.
      const phrasal = TOGGLE_VERBS.has(before);
      // "is on ClickHouse", "runs on Kubernetes": a place, not a state.
      if (!phrasal && (!stateful || namesSomething(tokens[i + 1]))) continue;
      // The verb is part of the state word: "shouldn't turn on X" negates "turn on", not a verb "turn".
      if (phrasal) return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: `${tokens[i - 1]!.raw} ${tokens[i]!.raw}` }, length, lead: 1 };
    }
    const next = tokens[i + length];
    // "is suspended during releases": off for a window each time, which says nothing of whether it is on.
    if (WINDOWED_STATES.has(joined) && WINDOWS.has(next?.norm ?? '')) continue;
    // "true positives", "false negatives": a kind of finding, not something said to be true or false.
    if ((joined === 'true' || joined === 'false') && VERDICT_NOUNS.has(next?.norm ?? '')) continue;
    // "`open_in_tab` is true", "`SKIP_SIGNING` defaults to false": a value given in prose to a setting named in code
    // switches it on or off, as `open_in_tab: false` does.
    if ((joined === 'true' || joined === 'false') && valueOfNamedSetting(tokens, i)) return { use: { canon: ENABLED_CANON, sign: hit.sign, negating: true, word: tokens[i]!.raw }, length };
    // "is internal": a state only after a state verb; "the internal API" names a kind of API.
    if (PREDICATIVE_ANTONYMS.has(joined) && !predicative(tokens, i, length)) continue;
    // "sits in a private subnet", "uses spot instances": a place or a means; "the public subnet hosts …" names one.
    if (SITUATED_STATES.has(joined) && !predicative(tokens, i) && !situated(tokens, i)) continue;
    // "is exported" (visible outside its package), not "metrics are exported with StatsD" (sent somewhere).
    if (TERMINAL_ANTONYMS.has(joined) && next && next.kind !== 'punct' && !['from', 'by'].includes(next.norm)) continue;
    // "The driver polls the register": the clause's verb with its object; "the polls are", "Polls in the app" name things.
    if (VERB_STATES.has(joined) && !verbWithObject(tokens, i)) continue;
    // "hides the typing indicator after 3 seconds", "shows a banner when the sync fails": done at a moment, no standing state.
    if (MOMENT_VERB_STATES.has(joined) && momentAfter(tokens, i + length)) continue;

    if (joined === 'include' || joined === 'includes' || joined === 'including') {
      // "including X" lists examples; only "X includes/is included" states membership.
      if (joined === 'including') continue;
    }
    // A verb read as a state is still the clause's verb: "polls the provider every 5 seconds" is about polling.
    // So is a verb's form read as a state ("are not signed" against "signs the APK"), and "valid" (for how long).
    const keepsTerms = VERB_STATES.has(joined) || DICTIONARY_KEPT_TERMS.has(joined) || PLACE_STATES.has(joined) || undefined;
    return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: rawSpan(tokens, i, i + length - 1) }, length, keepsTerms };
  }
  return null;
}

/** The forms of "leave" whose object may come before its particle: "leaves source maps out". */
const LEAVE_FORMS = new Set(['leave', 'leaves', 'left', 'leaving']);
const LEFT_OUT_USE = ANTONYM_INDEX.get('leaves-out')!;

/**
 * "leaves `x` out", "left the VAT number out of the PDF": an "out" a few words after "leave" that ends the clause or
 * opens "of", with only the object between (no preposition, no punctuation: "leaves it to time out" is not one).
 */
function particleOutAfter(tokens: Token[], i: number): boolean {
  for (let j = i + 2; j <= i + 5 && j < tokens.length; j++) {
    const t = tokens[j]!;
    if (t.norm === 'out') {
      const after = tokens[j + 1];
      return after === undefined || after.kind === 'punct' || after.norm === 'of';
    }
    if (t.kind === 'punct' || LINKS.has(t.norm) || BARRIERS.has(t.norm) || SUBJECT_ENDS.has(t.norm)) return false;
  }
  return false;
}

const PUBLIC_USE = ANTONYM_INDEX.get('public')!;
/** Where a thing is reached from when it is exposed to anyone: "the public ingress", "the internet". */
const REACHED_FROM = new Set(['public', 'external', 'internet']);
const EXPOSING = new Set(['exposed', 'reachable', 'accessible', 'served', 'available', 'published', 'open', 'listens', 'listening', 'routed']);
const EXPOSED_THROUGH = new Set(['through', 'on', 'via', 'from', 'over', 'to', 'behind']);

/** The word at `i` ends "exposed through the", "reachable from", "served on an": what follows is where anyone reaches it from. */
function exposedAt(tokens: Token[], i: number): boolean {
  let k = i - 1;
  if (ARTICLES.has(tokens[k]?.norm ?? '')) k--;
  if (!EXPOSED_THROUGH.has(tokens[k]?.norm ?? '') || tokens[k]!.norm === 'behind') return false;
  k--;
  if (tokens[k]?.kind === 'word' && /ly$/.test(tokens[k]!.norm)) k--;
  return EXPOSING.has(tokens[k]?.norm ?? '');
}

const ASYNC_USE = ANTONYM_INDEX.get('async')!;
/** Types that stand for a result not there yet: "returns a `Future`", "returns a Promise". */
const PENDING_RESULTS = new Set(['promise', 'future', 'task', 'deferred', 'completablefuture', 'completionstage', 'observable', 'mono', 'flux']);

/** "returns a Promise", "returns `Future<void>`": the index of the pending result's type after "returns" (past an article), or -1. */
function pendingResultAt(tokens: Token[], i: number): number {
  let k = i + 1;
  if (ARTICLES.has(tokens[k]?.norm ?? '')) k++;
  const t = tokens[k];
  return t !== undefined && PENDING_RESULTS.has(t.raw.toLowerCase().replace(/[<[].*$/, '').replace(/^.*\./, '')) ? k : -1;
}

const REQUIRING = new Set(['requires', 'require', 'required', 'requiring']);
const PRIVATE_USE = ANTONYM_INDEX.get('authenticated')!;
/** What proves who a caller is: "requires a valid API key", "requires the service token", "requires login". */
const CREDENTIALS = new Set(['token', 'tokens', 'jwt', 'jwts', 'auth', 'authentication', 'authenticate', 'login', 'credentials', 'password', 'sign-in', 'signin', 'oauth']);
/** A key is a credential after these: "an API key", "the access key"; "the `region` key" names a setting. */
const KEY_KINDS = new Set(['api', 'access', 'secret', 'service', 'signing']);

/** The index of the credential "requires" at `i` asks for, within three plain words ("requires a valid API key"), or -1. */
function credentialAfter(tokens: Token[], i: number): number {
  for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word') return -1;
    if (CREDENTIALS.has(t.norm)) return k;
    if ((t.norm === 'key' || t.norm === 'keys') && KEY_KINDS.has(tokens[k - 1]!.norm)) return k;
  }
  return -1;
}

/** "non-", "non", "un" before a word: "non-strict", "unreplicated". */
const STATE_PREFIX = /^(?:non-?|un)([a-z][a-z-]{2,})$/;

/**
 * A listed state with a negating prefix it is not listed with: "non-strict" is "lenient" (the other state of
 * "strict"), "non-persistent" "ephemeral", "un-eager" would be "lazy". The prefix turns a state into its pair's
 * other member; a word that is not a state ("unsafe", "nonce") is left to the prefix rule of polarity.ts.
 */
function prefixedStateAt(tokens: Token[], i: number): { use: AntonymUse; length: number } | null {
  const t = tokens[i]!;
  // Most words start with neither "n" nor "u": no pattern to run for them.
  const first = t.norm.charCodeAt(0);
  if ((first !== 110 && first !== 117) || NOT_PREFIXED.has(t.norm)) return null;
  const base = STATE_PREFIX.exec(t.norm)?.[1];
  const hit = base === undefined ? undefined : ANTONYM_INDEX.get(base);
  if (hit === undefined) return null;
  // "is non-public": the same position rules as the word itself.
  if (PREDICATIVE_ANTONYMS.has(base!) && !predicative(tokens, i)) return null;
  return { use: { canon: hit.canon, sign: hit.sign > 0 ? -1 : 1, negating: hit.negating, word: t.raw }, length: 1 };
}

/** Participles a state word heads a compound with: "eager-loaded", "lazy-fetched", "dynamically-linked". */
const STATE_PARTICIPLE = /^([a-z]+)-(?:loaded|fetched|linked|typed|initialized|initialised|evaluated|allocated|compiled|resolved|bound)$/;
/** "auto-commits", "auto-restarts": done by itself, the automatic state. */
const AUTO_VERB = /^auto-?(?:commit|ack|merge|restart|deploy|retry|renew|refresh|reload|approve|publish|save|close|delete|rotate|update|upgrade|format|fix|sync|assign|archive|tag|label|lock|provision|expire|accept)(?:s|ed|ing)?$/;
const AUTOMATIC_USE = ANTONYM_INDEX.get('automatic')!;

/**
 * A state said in a compound that is not listed itself: "eager-loaded" is "eager", "auto-commits" "automatic".
 * The first part must be a listed state, or "auto" before a verb of routine work.
 */
function stateCompoundAt(tokens: Token[], i: number): { use: AntonymUse; length: number; keepsTerms?: boolean } | null {
  const t = tokens[i]!;
  const norm = t.norm;
  const auto = norm.startsWith('auto');
  if (!auto && !norm.includes('-')) return null;
  // The verb stays a term: "auto-closes PRs" is still about closing them.
  if (auto && AUTO_VERB.test(norm)) return { use: { canon: AUTOMATIC_USE.canon, sign: AUTOMATIC_USE.sign, negating: AUTOMATIC_USE.negating, word: t.raw }, length: 1, keepsTerms: true };
  const first = norm.includes('-') ? STATE_PARTICIPLE.exec(norm)?.[1] : undefined;
  const hit = first === undefined ? undefined : ANTONYM_INDEX.get(first);
  if (hit === undefined || PREDICATIVE_ANTONYMS.has(first!)) return null;
  return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: t.raw }, length: 1 };
}


/**
 * A compound state said across the clause, its noun the subject and its first part the predicate: "Deletes on
 * `ledger_entries` are soft" is "soft-deletes", "the timestep is fixed" "fixed-timestep". The noun is any word before
 * the verb, written as the compound writes it or one plural apart.
 */
function splitCompoundAt(tokens: Token[], i: number): { use: AntonymUse; length: number; lead?: number; keepsTerms?: boolean } | null {
  const t = tokens[i]!;
  if (t.kind !== 'word' || !COPULAS.has(tokens[i - 1]?.norm ?? '') || !ANTONYM_SECONDS.has(t.norm)) return null;
  // The state ends the predicate: "is soft", not "is soft-deleted after 30 days" (read by itself) or "is hard to read".
  const after = tokens[i + 1];
  if (after !== undefined && after.kind !== 'punct' && after.norm !== 'and' && after.norm !== 'now') return null;
  for (let k = i - 2; k >= 0; k--) {
    const noun = tokens[k]!;
    if (noun.kind !== 'word') continue;
    for (const form of [noun.norm, noun.norm.replace(/s$/, ''), `${noun.norm}s`]) {
      const hit = ANTONYM_INDEX.get(`${t.norm}-${form}`);
      if (hit) return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: `${noun.raw} … ${t.raw}` }, length: 1 };
    }
  }
  return null;
}

/**
 * Adverbs of listed state words, as [ending, the listed word's ending], longest first: "case-insensitively"
 * is "case-insensitive", "optimistically" "optimistic", "lazily" "lazy", "immutably" "immutable".
 */
const ADVERB_ENDINGS: Array<[string, string]> = [
  ['ically', 'ic'],
  ['ily', 'y'],
  ['bly', 'ble'],
  ['ly', ''],
];

/**
 * A listed state written as its adverb ("treats filenames case-insensitively" against "filenames are
 * case-sensitive"): read as the listed word, under the same position rules.
 */
function adverbOfStateAt(tokens: Token[], i: number): { use: AntonymUse; length: number } | null {
  const w = tokens[i]!.norm;
  for (const [ending, base] of ADVERB_ENDINGS) {
    if (w.length <= ending.length + 3 || !w.endsWith(ending)) continue;
    const form = w.slice(0, -ending.length) + base;
    const hit = ANTONYM_INDEX.get(form);
    if (!hit) continue;
    if (PREDICATIVE_ANTONYMS.has(form) && !predicative(tokens, i)) return null;
    // "relatively small", "strictly typed": an adverb before a word it grades says how much, not which state.
    if (namesSomething(tokens[i + 1])) return null;
    return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: tokens[i]!.raw }, length: 1 };
  }
  return null;
}

/** The word at `i` is said of a name in code before it: "`x` is true", "`x` defaults to false", "`x` set to true". */
function valueOfNamedSetting(tokens: Token[], i: number): boolean {
  const before = tokens[i - 1]?.norm ?? '';
  const given = predicative(tokens, i) || (before === 'to' && SETTING_VERBS.has(tokens[i - 2]?.norm ?? ''));
  if (!given) return false;
  for (let k = 0; k < i; k++) if (tokens[k]!.kind === 'code' && /^[A-Za-z_][\w.-]*$/.test(tokens[k]!.raw)) return true;
  return false;
}
const SETTING_VERBS = new Set(['defaults', 'default', 'defaulted', 'set', 'sets', 'setting']);

/** After a state verb, past adverbs and an article: "is now private", "was made private", "is a private bucket". */
function predicative(tokens: Token[], i: number, length = 1): boolean {
  let k = i - 1;
  if (['a', 'an'].includes(tokens[k]?.norm ?? '')) k--;
  while (k >= 0 && PREDICATE_ADVERBS.has(tokens[k]!.norm)) k--;
  // "is declared as an `Unreliable` server RPC", "registered as a singleton", "are sent as reliable messages": "as" after
  // such a verb or a passive participle names what it is.
  // Not an adverb: "are handled internally" says where, not that retries are internal.
  const adjective = !/ly$/.test(tokens[i]!.norm);
  if (tokens[k]?.norm === 'as' && (BECOMING.has(tokens[k - 1]?.norm ?? '') || (adjective && passiveBefore(tokens, k - 1)))) k--;
  return STATE_VERB_WORDS.has(tokens[k]?.norm ?? '') || BECOMING.has(tokens[k]?.norm ?? '') || (adjective && (passiveBefore(tokens, k) || mannerAfterObject(tokens, i, length)));
}

/**
 * "The chess server sends turn updates unreliable, over UDP", "mounts `/var/log/app` read-write": a state ending the
 * clause after a verb and its object says how the verb is done to that object, as "are sent unreliable" does. The
 * verb is a word in -s or -ed right after a word or name (its subject), with one to four words or names between it
 * and the state, none a link or a barrier ("uses reliable messages" has the state before its noun, not after).
 */
function mannerAfterObject(tokens: Token[], i: number, length: number): boolean {
  // A state of several words ("per message") ends the clause at its last word.
  const next = tokens[i + length];
  if (next !== undefined && next.kind !== 'punct') return false;
  for (let k = i - 1; k >= 1 && k >= i - 5; k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct' || (t.kind === 'word' && (LINKS.has(t.norm) || BARRIERS.has(t.norm) || STATE_VERB_WORDS.has(t.norm)))) return false;
    if (k === i - 1) continue;
    if (t.kind === 'word' && /^[a-z]{3,}(?:[^s]s|ed)$/.test(t.norm) && !ARTICLES.has(tokens[k - 1]!.norm) && (tokens[k - 1]!.kind === 'code' || (tokens[k - 1]!.kind === 'word' && !LINKS.has(tokens[k - 1]!.norm)))) return true;
  }
  return false;
}

/**
 * "is created per screen", "are mounted read-only", "was built static": a passive participle after a form of "be"
 * says how the subject was made or set up, and the state after it is a state of that subject, as after "is" alone.
 * Not "is used in a private subnet" (situated) nor a participle that names a thing ("is a cached copy").
 */
function passiveBefore(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (t === undefined || t.kind !== 'word' || !PARTICIPLE.test(t.norm) || NOT_MANNER_PARTICIPLES.has(t.norm)) return false;
  let j = k - 1;
  while (j >= 0 && PREDICATE_ADVERBS.has(tokens[j]!.norm)) j--;
  return COPULAS.has(tokens[j]?.norm ?? '');
}
const PARTICIPLE = /^[a-z]{3,}(?:ed|en)$|^(?:built|made|kept|run|held|written|sent|set|shown|hidden|bound|spun|served|put)$/;
/** Participles after which a state word names where or what, not how: "is used in", "is located". */
const NOT_MANNER_PARTICIPLES = new Set(['used', 'located', 'placed', 'listed', 'named', 'called', 'based', 'needed', 'required', 'allowed', 'supposed', 'expected', 'considered']);

/** After "in", "on", "to", "as", "with" or a form of "use", past an article: "in a private subnet", "uses spot instances". */
function situated(tokens: Token[], i: number): boolean {
  let k = i - 1;
  if (ARTICLES.has(tokens[k]?.norm ?? '')) k--;
  return SITUATING_WORDS.has(tokens[k]?.norm ?? '');
}

const ARTICLES = new Set(['a', 'an', 'the']);
const SITUATING_WORDS = new Set(['in', 'on', 'to', 'into', 'onto', 'as', 'with', 'use', 'uses', 'used', 'using']);

const PREDICATE_ADVERBS = new Set(['now', 'still', 'already', 'currently', 'always', 'never', 'not', 'no', 'longer', 'fully', 'entirely', 'also']);
// "registered per request", "scoped per request", "provided per component": how a dependency is set up is its state.
const BECOMING = new Set(['made', 'make', 'makes', 'become', 'becomes', 'became', 'remain', 'remains', 'remained', 'marked', 'declared', 'registered', 'scoped', 'provided', 'instantiated']);

/**
 * Verbs whose "on" / "off" at the end of a clause ends a phrasal verb, not a state: "backs off", "tails off",
 * "carries on". Not nouns that also take a state ("access log off", "debug level on").
 */
const PARTICLE_VERBS = new Set(['back', 'tail', 'taper', 'sign', 'kick', 'fall', 'pay', 'wear', 'fend', 'ward', 'cool', 'carry', 'move'].map((w) => stem(w)));
/** Verbs whose "on"/"off" particle enables or disables what follows: "turn on", "switched off", "flip on". */
const TOGGLE_VERBS = new Set(['turn', 'turns', 'turned', 'turning', 'switch', 'switches', 'switched', 'switching', 'flip', 'flips', 'flipped', 'flipping', 'toggle', 'toggles', 'toggled']);

/** Verbs that say a thing goes on as usual: "works / starts / connects without X" denies that X is required. */
const GOES_ON_WITHOUT = new Set(
  'work works worked function functions operate operates start starts boot boots succeed succeeds connect connects proceed proceeds'.split(' '),
);
const REQUIRE = stem('require');

/** "can't ship without X", "may not be merged without X": a negated modal before "without" requires X. */
function deniedBefore(tokens: readonly Token[], at: number): boolean {
  for (let j = at - 1; j >= 0; j--) {
    const norm = tokens[j]!.norm;
    if (COORDINATORS.has(norm)) return false;
    if (NEGATED_MODALS.has(norm)) return true;
  }
  return false;
}

const NEGATED_MODALS = new Set("can't cannot cant couldn't couldnt mustn't mustnt shouldn't shouldnt won't wont".split(' '));

/** Words that permit or accept what follows: "can be merged", "may skip", "accepts requests", "it's fine to". */
const PERMITTING = new Set('can may could accepts accept accepted allows allow allowed permits permit permitted tolerates fine ok okay'.split(' '));

/**
 * "Feature branches can be merged without a review", "the endpoint accepts requests without an `Idempotency-Key`":
 * what is permitted without X says X is not required, as "works without X" does. Only in a clause that is not
 * itself negated before the "without" ("can't be merged without a review" requires it).
 */
function permittedBefore(tokens: readonly Token[], at: number): boolean {
  let permitted = false;
  for (let j = at - 1; j >= 0; j--) {
    const norm = tokens[j]!.norm;
    if (NEGATION_WORDS.has(norm)) return false;
    if (PERMITTING.has(norm)) permitted = true;
  }
  return permitted;
}

/** States that hold for a window when a window follows them ("paused while the backup runs"). */
const WINDOWED_STATES = new Set(['paused', 'suspended']);
/** Verbs read as a state of their object that are also done at a moment: "shows a toast after saving". */
const MOMENT_VERB_STATES = new Set(['shows', 'hides']);
const MOMENTS = new Set(['after', 'when', 'whenever', 'once', 'until', 'while', 'during', 'before', 'if', 'unless']);

/** A word later in the clause opens the moment or condition the action is done at. */
function momentAfter(tokens: Token[], from: number): boolean {
  for (let j = from; j < tokens.length; j++) if (MOMENTS.has(tokens[j]!.norm)) return true;
  return false;
}
const WINDOWS = new Set(['during', 'while', 'when', 'whenever', 'between']);

const NOT_AFTER_VERB = new Set(['the', 'a', 'an', 'its', 'their', 'our', 'this', 'that', 'these', 'those', 'of', 'in', 'on', 'to', 'for', 'and', 'or', 'with', 'by', 'from']);

/** The word at `i` follows a lower-case subject word or name and is followed by a word that is no verb or preposition. */
function verbWithObject(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (t.raw[0] !== t.raw[0]!.toLowerCase() || before === undefined || after === undefined || after.kind === 'punct') return false;
  // "has to poll the server": a base form after "to" is an infinitive, the verb itself.
  if (before.kind === 'word' && ((NOT_AFTER_VERB.has(before.norm) && !(before.norm === 'to' && !t.norm.endsWith('s'))) || /^[A-Z]/.test(before.raw))) return false;
  return after.kind === 'code' || (!SUBJECT_ENDS.has(after.norm) && !LINKS.has(after.norm) && after.norm !== 'are' && after.norm !== 'were');
}

/** Antonyms that are states only when nothing but "from"/"by" follows them. */
const TERMINAL_ANTONYMS = new Set(['exported', 'unexported']);
/** What "true" and "false" name a kind of after them: "false positives" are findings, not a state. */
const VERDICT_NOUNS = new Set(['positive', 'positives', 'negative', 'negatives', 'alarm', 'alarms']);

/** A word naming a thing (a noun, a name, a number), not a function word, verb ending or state. */
function namesSomething(t: Token | undefined): boolean {
  if (!t || t.kind === 'punct') return false;
  if (t.kind === 'code' || t.kind === 'number') return true;
  return t.terms.some((x) => termWeight(x) > 0) && !ANTONYM_INDEX.has(t.norm) && !/(ed|ly|ing)$/.test(t.norm) && !NEGATION_WORDS.has(t.norm);
}

/** The catalogue member whose spelling starts at token `i`, longest spelling first ("cloudflare r2" before "cloudflare"). */
function alternativeOf(tokens: Token[], i: number): { members: Membership[]; length: number } | null {
  const t = tokens[i]!;
  if (SPELLING_PREFIXES.has(t.norm)) {
    let longest: { members: Membership[]; length: number } | null = null;
    let key = t.norm;
    let raw = t.raw;
    for (let n = 2; i + n <= tokens.length && SPELLING_PREFIXES.has(key); n++) {
      const next = tokens[i + n - 1]!;
      key += ` ${next.norm}`;
      raw += ` ${next.raw}`;
      const members = spelled(key, raw, tokens);
      if (members) longest = { members, length: n };
    }
    if (longest) return longest;
  }
  // A name in code (`requests`) is written as the name, whatever its case.
  const raw = t.kind === 'code' ? undefined : t.raw;
  const members = spelled(t.norm, raw, tokens) ?? (t.norm.endsWith('.js') ? spelled(t.norm.slice(0, -3), raw?.slice(0, -3), tokens) : undefined);
  if (members) return { members, length: 1 };
  const command = t.kind === 'code' ? commandProgram(t.norm) : undefined;
  const run = command === undefined ? undefined : spelled(command, undefined, tokens);
  if (run) return { members: run, length: 1 };
  const packaged = t.kind === 'code' ? packagedMember(t.raw, tokens) : undefined;
  if (packaged) return { members: packaged, length: 1 };
  // "Jest's", "`pnpm`-managed": the name is the word's first term; not when the word inflects it ("keys fetched from
  // the JWKS endpoint" is the verb, not `fetch`; "authenticates requests" the noun, not Requests).
  const term = t.terms[0];
  const byTerm = term === undefined || term === t.norm || /^[a-z]/.test(t.norm.slice(term.length)) ? undefined : spelled(term, term, tokens);
  return byTerm ? { members: byTerm, length: 1 } : null;
}

/** Words before a member in a package's name that say it is the member's form for a host tool (`builder-vite`). */
const FORM_PREFIXES = new Set(['adapter', 'builder', 'plugin', 'preset', 'loader', 'driver', 'provider', 'backend', 'transport']);
const SCOPED_PACKAGE = /^@?[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*$/i;
const NAMESPACED = /^[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+$/;
const FILE_END = /\.(?:[a-z]{1,5})$/;

/**
 * A member named as the last part of a package or namespace in code: an `owner/repo` or `@scope/pkg` name
 * (`dgraph-io/ristretto`, `@nestjs/typeorm`, `@storybook/builder-vite`: the host's form of the member after
 * "builder-", "adapter-", "plugin-"), or a dotted namespace's last name (`Swoosh.Adapters.AmazonSES` is Amazon SES).
 * Not a path to a file (`src/redis/client.ts`) nor a path's first folder: what is named is the package's own name.
 */
function packagedMember(raw: string, tokens: Token[]): Membership[] | undefined {
  let last: string | undefined;
  let dotted = false;
  if (SCOPED_PACKAGE.test(raw) && !FILE_END.test(raw) && !GENERIC_SEGMENTS.has(raw.slice(raw.startsWith('@') ? 1 : 0, raw.indexOf('/')).toLowerCase())) last = raw.slice(raw.lastIndexOf('/') + 1);
  else if (NAMESPACED.test(raw) && /[A-Z]/.test(raw.slice(raw.lastIndexOf('.') + 1, raw.lastIndexOf('.') + 2))) {
    last = raw.slice(raw.lastIndexOf('.') + 1);
    dotted = true;
  }
  if (last === undefined) return undefined;
  const name = last.toLowerCase();
  const whole = spelled(name, undefined, tokens);
  if (whole) return whole;
  const dash = name.indexOf('-');
  if (dash > 0 && FORM_PREFIXES.has(name.slice(0, dash))) return spelled(name.slice(dash + 1), undefined, tokens);
  if (!dotted) return undefined;
  const words = splitIdentifier(last);
  return words.length > 1 ? spelled(words.join(' ').toLowerCase(), undefined, tokens) : undefined;
}

/** Words that run another program: in `npx jest`, `python -m pytest`, `bundle exec rspec` the tool is what follows. */
const RUNNERS = new Set(['npx', 'bunx', 'pnpx', 'dlx', 'exec', 'run', 'python', 'python3', '-m', 'bundle', 'sudo', 'env']);

/** The program a command in code runs: `yarn install` runs yarn, `npx vitest run` vitest. */
function commandProgram(code: string): string | undefined {
  if (!code.includes(' ')) return undefined;
  const words = code.split(/\s+/);
  let k = 0;
  while (k < words.length - 1 && RUNNERS.has(words[k]!)) k++;
  return words[k];
}

function spelled(key: string, raw: string | undefined, tokens: Token[]): Membership[] | undefined {
  const members = ALTERNATIVE_INDEX.get(key);
  if (members === undefined) return undefined;
  // "Render" the host, not "render" the verb; written small, the word is the name where the clause names its
  // role ("deploys go to render's hosting").
  const cased = raw === undefined ? undefined : CASED_SPELLINGS.get(key);
  if (cased !== undefined && raw!.replace(/^['"(]+|['")]+$/g, '') !== cased && !namesRole(tokens, members, key)) return undefined;
  return members;
}

function namesRole(tokens: Token[], members: readonly Membership[], word: string): boolean {
  for (const m of members) {
    const role = ALTERNATIVE_GROUPS[m.group]!.roleStems;
    // The word itself does not count: "requests" is a role word of HTTP clients and the name Requests.
    if (tokens.some((t) => t.norm !== word && t.terms.some((term) => role.has(term)))) return true;
  }
  return false;
}

/** Words before a verb: "we store", "to cache", "is cached". */
const BEFORE_VERB = new Set('we you they i it to is are was were be been will would can could should must may might not never always also then and or'.split(' '));

/**
 * "cache" and "store" say how long something is kept ("cached for 1 hour", "the cache TTL"), and are also
 * things with counts and sizes of their own ("2 replicas of the cache", "the session store holds 10k
 * sessions"): there, as a noun (not after a subject or an auxiliary, not before "the"), they say whose.
 */
function ownerNoun(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.kind !== 'word' || (t.norm !== 'cache' && t.norm !== 'store')) return false;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (after && (after.norm === 'the' || after.norm === 'a' || after.norm === 'an' || after.norm === 'for' || after.norm === 'it' || after.norm === 'them')) return false;
  return before === undefined || !BEFORE_VERB.has(before.norm);
}

/** The words around a quantity that name what it measures, without the quantity's own words. */
function quantitySubject(tokens: Token[], quantities: Quantity[], n: number, skip: Skip, leftOnly: boolean): Map<string, number> {
  const q = quantities[n]!;
  // "Logs are rotated daily and kept for 14 days": a frequency word says when, it does not end the subject of what follows.
  const previous = quantities[n - 1]?.period === 'often' && q.period !== 'often' ? quantities[n - 2] : quantities[n - 1];
  const following = quantities[n + 1]?.period === 'often' && q.period !== 'often' ? quantities[n + 2] : quantities[n + 1];
  const from = previous ? previous.last + 1 : 0;
  let to = q.last + 1;
  if (leftOnly) to = q.first;
  else while (to < tokens.length && (!following || to < following.first) && !['and', ',', 'or'].includes(tokens[to]!.norm)) to++;
  const subject = new Map<string, number>();
  collectSubject(tokens, quantities, q, skip, from, to, subject);
  if (subject.size === 0 && previous) collectSubject(tokens, quantities, q, skip, 0, to, subject);
  return subject;
}

/**
 * quantitySubject's reading of the tokens from `start` to `end` into `subject`. A function of its own, not a
 * closure made per call: a closure loses its optimised code when it dies at a full GC, and this one was
 * compiled again in every bench run.
 */
function collectSubject(tokens: Token[], quantities: Quantity[], q: Quantity, skip: Skip, start: number, end: number, subject: Map<string, number>): void {
  for (let i = start; i < end; i++) {
    // `export_timeout_ms: 900000`: the setting's name, in the same code span as its value, names what it measures.
    if (i >= q.first && i <= q.last) {
      if (!(q.first === q.last && q.key.length === 0 && tokens[i]!.kind === 'code' && /[=:(]/.test(tokens[i]!.raw))) continue;
    } else if (skip.has(i) || insideAny(quantities, i)) continue;
    const terms = tokens[i]!.terms;
    for (let k = 0; k < terms.length; k++) {
      const term = terms[k]!;
      if (i === q.first && /\d/.test(term)) continue;
      if ((QUANTITY_PREDICATE_STEMS.has(term) && (q.dim === 'duration' || !ownerNoun(tokens, i))) || LIGHT_STEMS.has(term) || q.key.includes(term)) continue;
      // "Exports are deleted after 7 days": the verb says what kind of duration it is (a retention), not whose.
      if (q.dim === 'duration' && REMOVAL_STEM_SET.has(term)) continue;
      // `REQUEST_TIMEOUT_MS`, `MAX_UPLOAD_MB`: the unit a setting's name carries says how it is measured, not whose it is.
      if (tokens[i]!.kind === 'code' && term.length > 1 && isUnitTerm(term) && unitPart(tokens[i]!, term)) continue;
      subject.set(term, quotedWeight(tokens[i]!, k, term));
    }
  }
}

/** `idleTimeoutMillis`, `Time.minutes`: the name has a part that is a unit, read as `term`; `daily` has none. */
function unitPart(t: Token, term: string): boolean {
  for (const part of splitIdentifier(t.raw)) {
    const lower = part.toLowerCase();
    if ((isUnitTerm(lower) || lower === 'millis') && termOfWord(lower) === term) return true;
  }
  return false;
}

/** Token `i` is part of one of the quantities. */
function insideAny(quantities: Quantity[], i: number): boolean {
  for (const other of quantities) if (i >= other.first && i <= other.last) return true;
  return false;
}

interface Substitution {
  denial: Denial;
  consumed: Token[];
}

/** "moved from X to Y", "X was replaced by Y", "Y replaced X", "removed X", "X is no longer used". */
// substitutions' searches as loops in functions of their own, not callbacks made per clause: a closure's optimised
// code dies with it at a full GC, and each was compiled again in every bench run (disc-036).

/** A word or name right after the verb at `r` that it acts on: "has replaced pandas", not "has replaced by", "has dropped." */
function objectAfter(tokens: readonly Token[], r: number): boolean {
  const next = tokens[r + 1];
  return next !== undefined && (next.kind === 'code' || (next.kind === 'word' && next.terms.length > 0) || next.norm === 'the' || next.norm === 'a' || next.norm === 'an' || next.norm === 'our' || next.norm === 'its' || next.norm === 'their') && !PREPOSITION_AFTER.has(next.norm) && next.norm !== 'by' && next.norm !== 'with';
}

/** A change verb ("moved", "migrated") before position `end`. */
function changeVerbBefore(norms: readonly string[], end: number): boolean {
  for (let k = 0; k < end; k++) if (CHANGE_VERBS.has(norms[k]!)) return true;
  return false;
}

/** The first negation word, or -1. */
function negationAt(tokens: Token[]): number {
  for (let k = 0; k < tokens.length; k++) if (NEGATION_WORDS.has(tokens[k]!.norm)) return k;
  return -1;
}

/** A use verb ("use", "require", "install") up to three words after the negation at `negation`, or -1. */
function useVerbAfter(tokens: Token[], negation: number): number {
  for (let k = negation + 1; k < tokens.length && k <= negation + 3; k++) if (tokens[k]!.kind === 'word' && USE_VERB_STEMS.has(stem(tokens[k]!.norm))) return k;
  return -1;
}

/** Where the subject before the verb at `verb` ends: its first auxiliary, negation or verb-like word, or -1. */
function subjectEndBefore(tokens: Token[], verb: number): number {
  for (let k = 0; k < verb && k < tokens.length; k++) {
    const norm = tokens[k]!.norm;
    if (AUX.has(norm) || NEGATION_WORDS.has(norm) || VERBISH.test(norm)) return k;
  }
  return -1;
}

/**
 * "8.61 G -> 7.12 G", "3 → 5 replicas", "from 0.782 to 0.786": a number on each side of the arrow (or of "to") is a
 * value that changed (the values check reads it), not a thing replaced by another.
 */
function numbersChange(tokens: readonly Token[], arrow: number): boolean {
  const before = tokens[arrow - 1]!.kind === 'number' ? arrow - 1 : arrow - 2;
  return tokens[before]?.kind === 'number' && tokens[arrow + 1]?.kind === 'number';
}

function substitutions(index: number, tokens: Token[], clause: Clause): readonly Substitution[] {
  if (!clause.negated && !hasSubstitutionCue(tokens)) return NO_SUBSTITUTIONS;
  const found: Substitution[] = [];
  // Pushed, not tokens.map(…): with map's result the optimised code below was thrown away ("wrong map"
  // at its loads from norms) and compiled again two or three times in every bench run.
  const norms: string[] = [];
  for (const t of tokens) norms.push(t.norm);
  const add = (phrase: Token[], cue: string, strong: boolean, replacement: Token[], consumed: Token[]) => {
    const source = consumed.length > 0 ? 'change' : 'negated-use';
    const denial = makeDenial(index, phrase, cue, strong, rawWords(replacement), source);
    if (denial) found.push({ denial, consumed });
  };

  // "router: gorilla/mux -> chi", "structopt → clap 4": a terse note of a change, without a verb. ("redirects
  // HTTP → HTTPS" has one: there the arrow joins two things that both stay.)
  const arrow = norms.indexOf('→');
  if (arrow > 0 && arrow < tokens.length - 1 && !statesSomething(tokens) && !numbersChange(tokens, arrow)) {
    let start = arrow;
    while (start > 0 && tokens[start - 1]!.norm !== ':' && tokens[start - 1]!.norm !== ',') start--;
    const replaced = tokens.slice(start, arrow);
    const replacement = cut(tokens, arrow + 1);
    if (replaced.some((t) => t.terms.length > 0) && replacement.length > 0) {
      add(replaced, '→', true, replacement, tokens.slice(start, arrow + 1));
      return found;
    }
  }

  // "Unity Analytics took over from GameAnalytics", "Ruff has taken over from flake8": what it took over from is gone,
  // and what took over is the clause's subject.
  const over = takeOverFrom(norms);
  if (over > 0) {
    const left = cut(tokens, over + 1);
    if (left.some((t) => t.terms.length > 0 || t.kind === 'code')) {
      let verb = over - 2;
      while (verb > 0 && AUX.has(norms[verb - 1]!)) verb--;
      add(left, 'took over from', true, tokens.slice(0, verb).filter(isNotPunct), tokens.slice(over - 2));
      return found;
    }
  }

  // moved/migrated/switched … from X to Y ("moved off X to Y", "moved out of X into Y")
  let from = norms.indexOf('from');
  if (from < 0) from = offAfterChangeVerb(norms);
  if (from < 0) from = outOfAfterChangeVerb(norms);
  if (from > 0 && changeVerbBefore(norms, from)) {
    const to = norms.findIndex((w, k) => k > from && (w === 'to' || w === 'into' || w === 'onto'));
    const verb = norms.slice(0, from).find((w) => CHANGE_VERBS.has(w))!;
    const outOf = norms[from] === 'of' && norms[from - 1] === 'out';
    // "moved from recall 0.782 to 0.786", "went from 3 to 5 replicas": a value that changed, not a thing replaced.
    if (to > from + 1 && !numbersChange(tokens, to)) {
      add(tokens.slice(from + 1, to), `${verb} ${outOf ? 'out of' : 'from'}`, true, cut(tokens, to + 1), tokens.slice(from));
      return found;
    }
    // "we migrated off ECS last year", "moved away from Jenkins": what was left, without where it went.
    // Only right after a verb of leaving: "changes from PR comments" names no move.
    let v = from - 1;
    while (v > 0 && LEAVING_FILLERS.has(norms[v]!)) v--;
    // "switched off compression" turns something off; "migrated off ECS" leaves it.
    const leaving = LEAVING_VERBS.has(norms[v]!) && !(norms[from] === 'off' && TOGGLE_VERBS.has(norms[v]!));
    const left = to < 0 && leaving ? cut(tokens, from + 1) : [];
    // The name ends at a verb or at when it happened: "off Heroku in the spring", "from X last year".
    const end = left.findIndex((t) => AUX.has(t.norm) || LEFT_WHEN.has(t.norm));
    if (end >= 0) left.length = end;
    if (left.some((t) => t.terms.length > 0)) {
      add(left, `${verb} ${outOf ? 'out of' : norms[from]}`, true, [], tokens.slice(from));
      return found;
    }
  }

  // "spec/ was converted to test/", "we converted the JS files to TypeScript": the old form is gone.
  const converted = norms.indexOf('converted');
  const into = converted > 0 ? norms.findIndex((w, k) => k > converted && (w === 'to' || w === 'into')) : -1;
  if (into > converted) {
    let a = converted - 1;
    while (a >= 0 && ADVERBS.has(norms[a]!)) a--;
    let start = 0;
    for (let k = a - 1; k >= 0; k--) if (norms[k] === ',') {
      start = k + 1;
      break;
    }
    const passive = a >= 0 && AUX.has(norms[a]!);
    const phrase = passive ? tokens.slice(start, a).filter((t) => !AUX.has(t.norm)) : PRONOUNS.has(norms[converted - 1]!) ? tokens.slice(converted + 1, into) : [];
    if (phrase.some((t) => t.terms.length > 0 || t.kind === 'code')) {
      add(phrase, 'converted to', true, cut(tokens, into + 1), tokens.slice(start));
      return found;
    }
  }

  for (let r = 0; r < tokens.length; r++) {
    const w = norms[r]!;
    const outRemoval = OUT_REMOVALS.has(w) && norms[r + 1] === 'out';
    if ((!REMOVAL_WORDS.has(w) && !outRemoval) || quantityMoved(tokens, r) || removedOnSchedule(tokens, r)) continue;
    // passive: "X was (now) removed", "X has been replaced by Y", "X is gone"
    let a = r - 1;
    while (a >= 0 && ADVERBS.has(norms[a]!)) a--;
    // "Polars has replaced pandas": "has" right before the verb with an object after it is the active perfect, and
    // what is gone is that object ("has been replaced", "has gone" stay passive).
    const perfect = a > 0 && PERFECT_AUX.has(norms[a]!) && w !== 'gone' && objectAfter(tokens, r);
    const passive = a >= 0 && AUX.has(norms[a]!) && !perfect;
    // "Secrets are pulled from Vault at start", "logs are pulled with `mavlogdump.py`": in the present tense "pulled"
    // says where a thing is fetched from each time, not that it was taken out ("was pulled from npm" still is).
    if (w === 'pulled' && passive && a === r - 1 && PRESENT_AUX.has(norms[a]!)) continue;
    // "BLE compiled out of the image" is a note's passive; "we left out X" names what is gone after "out".
    if (outRemoval && !passive && (r === 0 || (tokens[r - 1]!.kind !== 'code' && tokens[r - 1]!.terms.length === 0))) continue;
    const by = norms.findIndex((x, k) => k > r && (x === 'by' || x === 'with'));
    if (passive) {
      let start = a - 1;
      while (start >= 0 && (AUX.has(norms[start]!) || MODALS.has(norms[start]!))) start--;
      // "the share of the old lines that are gone": a restrictive relative clause picks out a thing by what
      // happened to it, and claims no removal ("…, which was deleted" still does).
      if (start > 0 && (norms[start] === 'that' || (norms[start] === 'which' && norms[start - 1] !== ','))) continue;
      let s = 0;
      // The subject ends at a comma, or at the verb of a statement before it ("… is read-only and will be deleted").
      for (let k = start; k >= 0; k--) if (norms[k] === ',' || ((norms[k] === 'and' || norms[k] === 'or') && tokens.slice(0, k).some((x) => AUX.has(x.norm)))) {
        s = k + 1;
        break;
      }
      let subject = tokens.slice(s, start + 1);
      // "In session 35 the old pool was gone": when it happened opens the clause, and what is gone starts at its article.
      if (subject.length > 2 && ADJUNCT_OPENERS.has(subject[0]!.norm)) {
        const article = subject.findIndex((x, k) => k > 1 && DETERMINERS.has(x.norm) && x.norm !== 'no');
        if (article > 0) subject = subject.slice(article);
      }
      if (subject.length === 0 && s > 0) {
        // "the GCS bucket is read-only and will be deleted": both predicates are about the first subject.
        const firstVerb = tokens.findIndex((x) => AUX.has(x.norm));
        subject = tokens.slice(0, firstVerb).filter((x) => x.kind !== 'punct');
      }
      const replacement = by > r ? cut(tokens, by + 1) : [];
      add(subject, `${norms.slice(start + 1, outRemoval ? r + 2 : r + 1).join(' ')}`, true, replacement, tokens.slice(s));
      return found;
    }
    const firstContent = norms.findIndex((x) => !PRONOUNS.has(x) && x !== 'the');
    if (r === firstContent || (r > 0 && PRONOUNS.has(norms[r - 1]!))) {
      // active, no subject or a pronoun: "Removed X", "We replaced X with Y"
      const end = by > r ? by : tokens.length;
      const object = cut(tokens, r + 1).filter((t) => tokens.indexOf(t) < end);
      add(object, w, true, by > r ? cut(tokens, by + 1) : [], tokens.slice(r));
      return found;
    }
    // "Docusaurus removed.", "Old API keys deleted from the vault": a note's passive without "was".
    const after = tokens[r + 1];
    if (r > 0 && (tokens[r - 1]!.kind === 'code' || tokens[r - 1]!.terms.length > 0) && (!after || after.kind === 'punct' || PREPOSITION_AFTER.has(after.norm))) {
      let s = 0;
      for (let k = r - 1; k >= 0; k--) if (norms[k] === ',') {
        s = k + 1;
        break;
      }
      add(tokens.slice(s, r), w, true, [], tokens.slice(s, r + 1));
      return found;
    }
    if (w === 'replaced' || w === 'superseded') {
      // "Zustand replaced Redux Toolkit for client state"; "StyLua replaced lua-format in `lint.yml`": the place
      // after the object is where it happened, not what is gone.
      const object = cut(tokens, r + 1);
      const placed = object.findIndex((t, k) => k > 0 && PLACE_PREPOSITIONS.has(t.norm));
      // Only a name ("lua-format", a bare `codespell`): "the old resize script in `tools/`" is one thing with its place.
      if (placed > 0 && (object.slice(0, placed).some(namesATool) || placed === 1)) object.length = placed;
      add(object, w, true, tokens.slice(0, perfect ? a : r), tokens.slice(r, r + 1 + object.length));
      return found;
    }
    if (!STATE_REMOVALS.has(w) && w !== 'gone') {
      // "The CLI swapped viper for koanf", "the team dropped Redux": what follows the verb is gone.
      const object = cut(tokens, r + 1);
      const instead = norms.findIndex((x, k) => k > r && (x === 'by' || x === 'with' || x === 'for'));
      if (object.length > 0) {
        add(object, w, true, instead > r ? cut(tokens, instead + 1) : [], tokens.slice(r, r + 1 + object.length));
        return found;
      }
    }
  }

  // "Transport is MQTT over TLS now, replacing gRPC": a participle after a comma says what the clause's new state
  // took the place of.
  for (let r = 1; r < tokens.length - 1; r++) {
    if (norms[r - 1] !== ',' || !REPLACING_PARTICIPLES.has(norms[r]!)) continue;
    const object = cut(tokens, r + 1);
    if (object.some((t) => t.terms.length > 0 || t.kind === 'code')) {
      add(object, norms[r]!, true, tokens.slice(0, r - 1).filter(isNotPunct), tokens.slice(r, r + 1 + object.length));
      return found;
    }
  }

  // "We used to deploy with Capistrano": a past habit, so what it used is gone.
  const usedTo = norms.findIndex((w, k) => w === 'used' && norms[k + 1] === 'to' && !AUX.has(norms[k - 1] ?? '') && norms[k - 1] !== 'get');
  if (usedTo >= 0) {
    const object = tokens.slice(usedTo + 3).filter(isNotPunct);
    add(object, 'used to', true, [], tokens.slice(usedTo));
    return found;
  }

  // negated use: "X is no longer used", "don't use pnpm anymore", "isn't installed"
  if (clause.negated) {
    // The use verb must be what is negated: "doesn't use X", "is not (be) used", "no longer requires X".
    const negation = negationAt(tokens);
    const verb = negation < 0 ? -1 : useVerbAfter(tokens, negation);
    // "we're no longer on Heroku", "not on CircleCI anymore": where the subject was is left.
    const at = negation < 0 ? -1 : negation + (norms[negation + 1] === 'longer' ? 2 : 1);
    if (verb < 0 && at > 0 && (norms[at] === 'on' || norms[at] === 'using' || norms[at] === 'behind')) {
      const strong = clause.markers.some((m) => m === 'no longer' || m === 'anymore' || m === 'any more' || m === 'any longer');
      const object = cut(tokens, at + 1).filter((t) => t.terms.length > 0);
      if (strong && object.length > 0) add(object, `${clause.negations.join(' ')} ${norms[at]}`, true, [], []);
    }
    if (verb >= 0) {
      const strong = clause.markers.some((m) => m === 'no longer' || m === 'anymore' || m === 'any more' || m === 'any longer');
      const object = cut(tokens, verb + 1).filter((t) => t.terms.length > 0);
      const subjectEnd = subjectEndBefore(tokens, verb);
      const passive = verb > 0 && (AUX.has(norms[verb - 1]!) || NEGATED_BE.test(norms[verb - 1]!) || (NEGATION_WORDS.has(norms[verb - 1]!) && AUX.has(norms[verb - 2] ?? '')));
      const phrase = passive || object.length === 0 ? tokens.slice(0, subjectEnd >= 0 ? subjectEnd : verb) : object;
      add(phrase, `${clause.negations.join(' ')} ${norms[verb]}`, strong, [], []);
    }
    if (found.length === 0 && negation >= 0 && clause.markers.some((m) => m === 'no longer' || m === 'anymore' || m === 'any more' || m === 'any longer')) addGone(tokens, norms, negation, add);
  }
  return found;
}

const NO_SUBSTITUTIONS: readonly Substitution[] = [];

/** Negations with "anymore" / "no longer" that say a thing itself is gone, whatever the verb: "nothing runs `gx/` anymore". */
const NOBODY = new Set(['nothing', 'nobody', 'noone']);
const EXIST_STEMS = new Set(['exist'].map((w) => stem(w)));

/**
 * A thing said to have stopped being, not a use denied: "there are no Celery workers anymore", "there's no
 * `config.yaml` anymore" (what follows "no"), "nothing runs `gx/` anymore" (what the verb after "nothing" acts on),
 * "`ui.py` no longer exists" (the subject). Only with a marker of change: "there is no cache" is a state, not news.
 */
function addGone(tokens: Token[], norms: readonly string[], negation: number, add: (phrase: Token[], cue: string, strong: boolean, replacement: Token[], consumed: Token[]) => void): void {
  const no = norms[negation]!;
  if (no === 'no' && norms[negation + 1] !== 'longer' && (negation === 0 || (AUX.has(norms[negation - 1]!) && norms[negation - 2] === 'there') || norms[negation - 1] === 'there')) {
    const object = goneObject(tokens, negation + 1);
    if (object.length > 0) add(object, negation === 0 ? 'no' : 'there is no', true, [], []);
    return;
  }
  if (NOBODY.has(no) && tokens[negation + 1]?.kind === 'word') {
    const object = goneObject(tokens, negation + 2);
    if (object.length > 0) add(object, `${no} ${norms[negation + 1]}`, true, [], []);
    return;
  }
  for (let k = negation + 1; k < tokens.length && k <= negation + 3; k++) {
    if (tokens[k]!.kind !== 'word' || !EXIST_STEMS.has(stem(tokens[k]!.norm))) continue;
    // "no longer exists in the replica": gone from one place only.
    if (SCOPES_AFTER_GONE.has(norms[k + 1] ?? '')) return;
    const end = subjectEndBefore(tokens, k);
    const subject = tokens.slice(0, end >= 0 ? end : negation).filter((t) => t.terms.length > 0 || t.kind === 'code');
    if (subject.length > 0) add(subject, `${norms.slice(negation, k + 1).join(' ')}`, true, [], []);
    return;
  }
}

/** Prepositions opening a scope after what is gone: "nobody opens QLab for sound anymore" says nothing of lighting. */
const SCOPES_AFTER_GONE = new Set(['for', 'in', 'on', 'at', 'from', 'during', 'under', 'inside', 'within', 'outside', 'except', 'besides', 'beyond', 'per']);

/** The noun phrase from `start`, or none when a scope follows it. */
function goneObject(tokens: Token[], start: number): Token[] {
  const phrase = cut(tokens, start);
  if (phrase.length === 0) return phrase;
  const last = tokens.indexOf(phrase[phrase.length - 1]!);
  if (SCOPES_AFTER_GONE.has(tokens[last + 1]?.norm ?? '')) return [];
  const out: Token[] = [];
  for (const t of phrase) if (t.terms.length > 0 || t.kind === 'code') out.push(t);
  return out;
}

/** The forms of "take" in "took over from X". */
const TAKE_FORMS = new Set(['took', 'take', 'takes', 'taken', 'taking']);
/**
 * Every way substitutions finds one starts at one of these words (a change verb before "from", "off" or "out of",
 * "converted", a removal word, "used to", an arrow) or in a negated clause. Most clauses have none: they are answered
 * without the arrays and closures the reading makes (5% of what the contradictions bench allocated). A new way in
 * substitutions must add its word here.
 */
const SUBSTITUTION_CUES = new Set([...CHANGE_VERBS, ...REMOVAL_WORDS, ...OUT_REMOVALS, ...REPLACING_PARTICIPLES, ...TAKE_FORMS, '→', 'converted', 'used']);

/** "took over from", "has taken over from": the position of its "from", or -1. */
function takeOverFrom(norms: readonly string[]): number {
  for (let k = 2; k < norms.length - 1; k++) if (norms[k] === 'from' && norms[k - 1] === 'over' && TAKE_FORMS.has(norms[k - 2]!)) return k;
  return -1;
}

function hasSubstitutionCue(tokens: readonly Token[]): boolean {
  for (let k = 0; k < tokens.length; k++) if (SUBSTITUTION_CUES.has(tokens[k]!.norm)) return true;
  return false;
}

const MODALS = new Set(['will', 'would', 'should', 'can', 'could', 'must', 'may', 'might', 'shall']);
/** "X isn't used": a negated "be" before the verb makes X what is no longer used. */
const NEGATED_BE = /^(isn't|aren't|wasn't|weren't|isnt|arent|wasnt|werent)$/;

/** Tokens from `start` up to the first word that ends a noun phrase. */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'inside', 'within', 'across', 'throughout', 'under']);
/** Prepositions that open a clause with when or where something happened, before its subject. */
const ADJUNCT_OPENERS = new Set(['in', 'on', 'at', 'during', 'after', 'before', 'since', 'until', 'with', 'by']);

/** Written as a name: code, a known tool, capitals, or a word joined with "-", "." or digits ("lua-format"). */
function namesATool(t: Token): boolean {
  return t.kind === 'code' || ALTERNATIVE_INDEX.has(t.norm) || (t.kind === 'word' && (/^[A-Z]/.test(t.raw) || /[a-z][-.\d]|\d[a-z]/i.test(t.raw)));
}

function cut(tokens: Token[], start: number): Token[] {
  const out: Token[] = [];
  for (let i = start; i < tokens.length; i++) {
    if (PHRASE_CUT.has(tokens[i]!.norm) && (out.length > 0 || MARKER_STARTS.has(tokens[i]!.norm) || tokens[i]!.norm === 'anymore')) break;
    if (tokens[i]!.kind === 'punct') {
      if (out.length > 0) break;
      continue;
    }
    out.push(tokens[i]!);
  }
  return out;
}

/** The tokens' raw text joined by spaces, without map's intermediate array (a "wrong map" in makeDenial's callers). */
function rawWords(tokens: readonly Token[]): string {
  let out = '';
  for (let i = 0; i < tokens.length; i++) out = i === 0 ? tokens[i]!.raw : `${out} ${tokens[i]!.raw}`;
  return out;
}

function makeDenial(clause: number, phrase: Token[], cue: string, strong: boolean, replacement: string, source: Denial['source']): Denial | null {
  const terms = new Set<string>();
  const anchorKeys: string[] = [];
  const wordKeys: string[] = [];
  for (const t of phrase) {
    for (const term of t.terms) terms.add(term);
    if (t.kind === 'code' && t.terms[0]) {
      anchorKeys.push(t.terms[0]);
      // "S3/CloudFront" names two things, not a path.
      if (/^[a-z][\w-]*\/[a-z][\w-]*$/i.test(t.raw) && !/^(src|lib|app|test|tests|packages|apps)\//i.test(t.raw)) anchorKeys.push(...t.terms.slice(1));
    }
    else for (const term of t.terms) if (!GENERIC_STEMS.has(term) && !LIGHT_STEMS.has(term)) wordKeys.push(term);
    const group = ALTERNATIVE_INDEX.get(t.norm) ?? ALTERNATIVE_INDEX.get(t.norm.replace(/\.js$/, ''));
    if (group !== undefined && t.terms[0] && !wordKeys.includes(t.terms[0]) && !anchorKeys.includes(t.terms[0])) wordKeys.push(t.terms[0]);
  }
  const keys = anchorKeys.length > 0 ? anchorKeys : wordKeys;
  // Pushed, not filter/map/filter: the chain's arrays were a "wrong map" in makeDenial in every bench run.
  const acronyms: string[] = [];
  for (const t of phrase) if (t.kind === 'word' && /^[A-Z]{3,5}s?$/.test(t.raw) && t.terms[0] !== undefined) acronyms.push(t.terms[0]);
  // "not from the app server": too general to be replaced by anything, but still ruled out by the writer.
  if (keys.length === 0 && terms.size === 0) return null;
  return { clause, terms, keys, phrase: rawWords(phrase), cue, strong, replacement, source, acronyms: acronyms.length > 0 ? acronyms : NONE };
}
