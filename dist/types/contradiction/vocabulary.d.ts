/** A lookup table without Object.prototype behind it: "constructor" is not a number word. */
declare const table: <T>(entries: Record<string, T>) => Record<string, T>;
/** Function words: they carry no claim and never make two discoveries related. */
export declare const STOPWORDS: Set<string>;
/**
 * Who a rule addresses when it names them as its subject: people, roles and teams, and the parties of an exchange
 * ("Producers must not set …", "Contributors should not run …", "Clients must not send …"). Such a subject says who is
 * to follow the rule, not what the rule is about. Singular and plural, written from the usual roles of software work.
 */
export declare const ADDRESSEES: Set<string>;
/** Words that hardly tell two claims apart: light verbs and fillers. They neither create nor break a match. */
export declare const LIGHT_STEMS: Set<string>;
/**
 * Words that say how a quantity relates to its subject ("expires after", "is
 * capped at", "runs every"). Two values of one subject may be worded with
 * different ones, so they are left out when subjects are compared.
 */
export declare const QUANTITY_PREDICATE_STEMS: Set<string>;
/** Prepositions that tie a word to its neighbour: "stored in Redis" and "stored in cookies" fill one place; they also end a subject ("The retry helper in `src/http.ts`" is about the helper). */
export declare const LINKS: Set<string>;
/** Words that end the phrase a word belongs to: what follows is another phrase. */
export declare const BARRIERS: Set<string>;
/** Prepositions opening a phrase of where, when or for what a state holds: "in staging", "during the pilot", "for reprints". */
export declare const SCOPE_OPENERS: Set<string>;
/** "is" and "was", singular and plural: the copula before a predicate (a state, a value, a property). */
export declare const COPULAS: Set<string>;
/** Quantifiers over every one of a thing: "every Terraform module", "in all regions", "for any tenant" name no one of their own. */
export declare const UNIVERSAL_QUANTIFIERS: Set<string>;
/**
 * Verbs that open an instruction in plain notes, in their base form: "Commit reference files to `ref/`", "Write
 * migrations as one-way changes", "Clear all notebook outputs". Many are nouns too ("Commit messages follow …"), so a
 * clause opening with one is read as an imperative only when nothing later in it is a finite verb (instructions.ts).
 */
export declare const IMPERATIVE_VERBS: Set<string>;
/** The auxiliaries of a passive: "is disabled", "was turned off", "has been removed". */
export declare const PASSIVE_AUXILIARIES: Set<string>;
/** ", replacing gRPC", ", superseding the cron job": the participles of a replacement, said after the new state (a denial's cue). */
export declare const REPLACING_PARTICIPLES: Set<string>;
/** Copulas, auxiliaries, modals and their negations: a subject ends before them. */
export declare const SUBJECT_ENDS: Set<string>;
/** Negation cues. Contractions are matched on the whole token. */
export declare const NEGATION_WORDS: Set<string>;
/** Verbs whose meaning is "not X": "skips type-checking" is "does not type-check". */
export declare const NEGATIVE_VERB_STEMS: Set<string>;
/** Words marking that the newer discovery replaces an earlier state of affairs. */
export declare const SUPERSESSION_PHRASES: string[];
/** Modal words, with their strength. "never" is also a negation. */
export declare const MODAL_WORDS: Record<string, string>;
/**
 * Antonyms, as [positive words, negative words, negating]. A negative word
 * reads as the positive stem's opposite, so "is disabled" contradicts "is
 * enabled". `negating` pairs are negations in disguise ("disabled" is "not
 * enabled", so it agrees with "is not enabled"); the others are two states
 * ("async" is not "not sync" of anything else the other side says).
 */
export { table };
/**
 * The place phrases above keep their words as terms: "Clients must never generate message IDs" still names the client
 * that "IDs must be generated on the client" is about, for the checks that compare subjects.
 */
export declare const PLACE_STATES: Set<string>;
export declare const ANTONYMS: Array<[string, string, boolean]>;
/**
 * Antonym words that are states only after a state verb ("is internal", "is a private bucket"); before a
 * noun they name a kind ("the internal API", "the public API rate limit").
 */
export declare const PREDICATIVE_ANTONYMS: Set<string>;
/**
 * States written as a verb in the third person (analyze.ts antonymAt): a state only as the clause's verb, before its
 * object ("The driver polls the register", "The transcoder streams each segment to the CDN"). What such a verb does is
 * done to its object, so the state is the object's as much as the subject's: polarity.ts verbStateApart asks the other
 * side to be about one of them ("streams sensor readings" / "Firmware logs are batched by the telemetry agent" are two
 * things), which is what kept "streams" out before (dev-31: "The export job streams response bodies" / "The
 * thumbnail job in `export/job.py` sets `streaming=False`").
 */
export declare const VERB_STATES: Set<string>;
/** "un-"/"non-" prefixes make antonyms of words the other discovery uses: "paginated" / "unpaginated". */
export declare const NEGATING_PREFIXES: string[];
/** Words that are "on"/"off" states only after these (elsewhere "on" is a preposition). */
export declare const STATE_VERB_WORDS: Set<string>;
/**
 * What runs or configures a thing rather than a part of it: "Falco's DaemonSet runs unprivileged", "the web package's
 * tsconfig has `"strict": false`" say how Falco runs and how the package is compiled (polarity.ts possessedPart,
 * state-dimension.ts partOfOthersSubject).
 */
export declare const EMBODIMENTS: Set<string>;
/** Words too general to identify what a substitution removed ("the tests", "the config"). */
export declare const GENERIC_STEMS: Set<string>;
/**
 * The written piece a name is declared in: "no `eqeqeq` rule", "an `encode` block", "the `proxy` entry". Said
 * of a name, the word adds no subject of its own.
 */
export declare const DECLARATION_STEMS: Set<string>;
/** Words that scope a claim to one place or phase: "locally" vs "in CI" are different subjects. As stems. */
export declare const QUALIFIERS: Set<string>;
/**
 * General words that come in pairs naming two sides of one thing: "the client cache" and "the server cache",
 * "the old API" and "the new API", "reads" and "writes" are two subjects, though each word alone says little
 * (most are GENERIC_STEMS). As stems.
 */
export declare const SUBJECT_CONTRASTS: Array<[string, string]>;
/**
 * Pairs whose two sides each have values of their own: "max receive message size" / "max send message
 * size", upload / download limits, a producer's / a consumer's batch size. With SUBJECT_CONTRASTS, a value
 * said of one side is never the other side's.
 */
export declare const QUANTITY_CONTRASTS: Array<[string, string]>;
/** Verbs written several ways for one action, and a thing's other names (common-names.ts), mapped to one stem. */
export declare const SYNONYM_STEMS: Record<string, string>;
/**
 * Verbs that name one action in other words, read only where a denial meets an assertion: "doesn't send logs to
 * X" answers "ships its logs to X", "does not store 404s" answers "caches 404s". Kept out of SYNONYM_STEMS, which
 * every comparison reads, because outside that meeting the words stay apart ("the cache" is not "the store").
 * Each group's first word is the one both sides are read as; as stems.
 */
export declare const VERB_SYNONYMS: Record<string, string>;
/**
 * Verbs whose denial covers more specific ones, by the VERB_SYNONYMS word of each: what is not stored is not cached
 * or logged either ("The CDN doesn't store 404 responses" / "The CDN caches 404 responses"), what is not sent is not
 * published or uploaded, what is not changed is not renamed or rewritten. Read one way only: "aren't cached in Redis"
 * says nothing against "stored in Redis", "doesn't publish `x`" nothing against "sends `x` over HTTP". Written from
 * what the general verbs mean, not from any set of discoveries; as stems.
 */
export declare const VERB_HYPONYMS: Record<string, Set<string>>;
/** Words ending in -ly that are not manner adverbs ("manually", "directly" say nothing about the subject). */
export declare const LY_WORDS: Set<string>;
/** Irregular verb forms Porter's stemmer leaves apart ("sends" / "sent"). */
export declare const IRREGULAR_FORMS: Record<string, string>;
/** Number words written out in discoveries. */
export declare const NUMBER_WORDS: Record<string, number>;
