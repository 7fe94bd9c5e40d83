import { type Quantity } from './quantities.js';
import { type Token } from './tokens.js';
import { type Membership } from './alternatives.js';
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
export declare function termReadings(synonyms: string[], hyponyms: string[], paths: string[], toggles: Token[]): TermReadings;
/** An empty list of each element kind the filled lists have (strings, tokens), not a literal's small integers (disc-064). */
export declare const NO_READ_TERMS: string[];
export declare const NO_READ_TOKENS: Token[];
/** A clause's termReadings before they are read: an object of the same shape, so the field never changes kind (disc-036). */
export declare const UNREAD_TERM_READINGS: TermReadings;
/**
 * A clause's nameParts before they are read: a map, as they will be, not null, so the field never changes kind when
 * it is filled (a field that does throws away the code compiled for the clauses; disc-036).
 */
export declare const UNREAD_NAME_PARTS: Map<string, [string, string, string, boolean][]>;
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
    current: Array<{
        q: StatedQuantity;
        c: Clause;
    }>;
    /** A clause singles one thing out ("only A"): exclusive.ts reads it against what the other side adds. */
    exclusive: boolean;
    /** Three numbers per `polar` clause for polarityHit to skip a clause pair without reading it (values.ts polarBitsOf). */
    polarBits: Int32Array;
}
/** The first words of the change markers: "now", "again", "no" (longer), "any" (more); absence.ts reads them too. */
export declare const MARKER_STARTS: Set<string>;
/** For benchmarks: forget every analysis, so the next run reads each text again. */
export declare function clearAnalysisCache(): void;
/** Analyses are pure functions of the text; the same text is read once. */
export declare function analyze(text: string): Analysis;
/**
 * Where a state the clause took from a contrast after it (deniedState: "sends reminders from a queue worker, not
 * synchronously") stands: after all the clause names, which it is said of. -1 for any other word not found.
 */
export declare function deniedStateAt(c: Clause, word: string): number;
/**
 * "waiting for", "waiting on", "waiting until" at `at`: how many words hold the action until the thing after them is
 * there (0 when none do). Not "awaiting": "evaluates without awaiting promises" is about the await itself
 * (`awaitPromise: true`).
 */
export declare function waitingSpan(tokens: readonly Token[], at: number): number;
/** Forms of "wait", and the prepositions that name what is waited for ("wait on a co-signature"). */
export declare const WAITING: Set<string>;
export declare const WAITED_ON: Set<string>;
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
/**
 * The state word at `tokens[i]` stands between a determiner and the noun it describes, past the clause's opening
 * ("purges the deprecated API keys"): it says which keys, and denies nothing of the clause. At the clause's start ("The
 * optional fields are …") it names the subject, which the checks read as they always have.
 */
export declare function attributiveAt(tokens: readonly Token[], i: number): boolean;
/**
 * When `c` says the first state of an excluding pair and `other` the second ("`email` is nullable" / "`email` is
 * required"), the other's state, which `c` denies; null when either clause also takes the other's pair (then the
 * two are compared as they are) or when the pair needs a word neither text writes.
 */
export declare function excludedState(c: Clause, other: Clause): ExcludedState | null;
/**
 * The clause read as if it had no head (values.ts headless), its fields written out in readClause's order: a
 * spread (`{ ...c, head: null }`) gets a map no literal keeps, which dies with the copies at a GC, and then every
 * check that had read one (sameSubjectAs, aliases, headsDiffer, …) was thrown away and compiled again in each
 * bench run ("weak objects" in --trace-deopt; disc-036).
 */
export declare function withoutHead(c: Clause): Clause;
/**
 * A copy of a stated quantity for a check to change (read as another dimension, one end of a range), its
 * fields written out in readClause's order: a spread (`{ ...q, value }`) gets a map of its own, which dies
 * when no such copy outlives a GC, and the checks reading it were thrown away in every bench run (disc-036).
 */
export declare function copyStated(q: StatedQuantity): StatedQuantity;
/** The state of a pair one word names, whichever side ("invalid": the valid / invalid pair, the second side). */
export declare function stateOfWord(word: string): {
    canon: string;
    sign: 1 | -1;
} | undefined;
/** The antonym pair a setting's key is a word of (`strict`, `Nullable`), other than enabled/disabled. */
export declare function stateNamed(key: string): string | undefined;
/** The kind of duration one word or name part names ("ttl" → expiry), if any. */
export declare function durationKindOf(part: string): string | undefined;
/** The terms of the run of words whose initials spell the acronym: "hot module reload" for "hmr". */
export declare function expansionOf(clause: Clause, acronym: string): string[] | undefined;
/** A name the writer put in backticks weighs like an anchor, even a plain word (`build`, `email`). */
export declare function quotedWeight(t: Token, position: number, term: string): number;
