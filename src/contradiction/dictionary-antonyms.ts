// Opposite states taken from a general dictionary: WordNet 3.0's direct antonym
// pairs (the `!` pointers of its adjectives, verbs and adverbs; Princeton
// University, WordNet licence), listed once by scripts/wordnet-antonyms.mjs
// and chosen by hand. Of its ~2,600 pairs, kept are those a note about code,
// infrastructure, data, UI, security or builds states as a property of one
// subject ("the cache is stale", "the header is absent", "the volume is
// detached"). Left out: judgements and sizes ("good/bad", "big/small",
// "high/low", "old/new", "first/last"), places and directions ("up/down",
// "inside/outside", "upstream/downstream": two subjects, not two states), verbs
// of events ("start/stop", "pass/fail", "import/export"), un-/non- pairs the
// prefix rule already reads ("locked/unlocked") unless the state is common in
// notes, words that start a listed compound ("clean" of "clean-build", "deep"
// of "deep-copy", "full"), words other rules read in another sense
// ("available", "accessible", "published": where a thing is exposed from;
// "registered": how a dependency is set up) and "open/closed" ("open" is also
// exposed, "closed" a circuit breaker's working state). Before a noun the words
// name a kind: vocabulary.ts reads them as states only after a state verb.
//
// Each line is [positive words, negative words, negating] in the form of
// vocabulary.ts's ANTONYMS. The dictionary's pairs are two states, not a state
// and its negation: "stale" says nothing against a clause that never says
// "fresh" ("or the client types go stale" / "or the client types are stale"),
// while "is not fresh" and "is stale" still agree. A line whose word is
// already listed there is merged into that family (vocabulary.ts), so
// "invisible" joins "visible / hidden", "inactive" joins "enabled / disabled"
// and "tight" joins "strict" (against "loose"). Not "on-line": "fails on
// line 12" is a place in a file. The product reads this list, never WordNet.

export const DICTIONARY_ANTONYMS: Array<[string, string, boolean]> = [
  // Merged into families of vocabulary.ts, whose reading (a negation or two states) they take.
  ['visible', 'invisible', true],
  ['active', 'inactive dormant', true],
  ['tight', 'loose', false],
  // Whether a thing holds: a config, a token, a schema, a copy.
  ['valid', 'invalid', false],
  ['compatible', 'incompatible', false],
  ['accurate', 'inaccurate', false],
  ['consistent', 'inconsistent', false],
  ['finite', 'infinite', false],
  ['fresh', 'stale', false],
  ['healthy', 'unhealthy', false],
  ['complete', 'incomplete', false],
  ['correct', 'incorrect', false],
  // Whether a thing is there, joined to another, works or waits.
  ['present', 'absent', false],
  ['dependent', 'independent', false],
  ['alive', 'dead', false],
  ['busy', 'idle', false],
  ['attached', 'detached', false],
  ['connected', 'disconnected unconnected', false],
  // What was done to it: signed commits, authorized callers, documented flags, restricted access.
  ['signed', 'unsigned', false],
  ['authorized', 'unauthorized', false],
  ['documented', 'undocumented', false],
  ['restricted', 'unrestricted', false],
  // Two kinds of one thing.
  ['direct', 'indirect', false],
  ['wired', 'wireless', false],
  ['singular', 'plural', false],
  ['homogeneous', 'heterogeneous', false],
  ['monolingual', 'multilingual', false],
  ['on-site onsite', 'off-site offsite', false],
];

/**
 * Words of the pairs above that are states wherever they stand ("keeps an off-site copy"). vocabulary.ts reads the
 * other words it adds as states only after a state verb: before a noun most name a kind ("the direct dependency",
 * "invalid tokens are rejected", "an idle timeout", "signed URLs").
 */
export const DICTIONARY_ATTRIBUTIVE = new Set(['on-site', 'onsite', 'off-site', 'offsite']);

/**
 * Words of the pairs above that stay a term when read as a state. A verb's form: a denial of the state meets the verb
 * the other side writes ("Receipts are not signed" against "The printer signs each receipt", "The upload is not
 * complete" against "The uploader completes the upload"). "valid": how long a thing is valid is its lifetime
 * ("Access tokens are valid for 15 minutes" against `ACCESS_TOKEN_TTL` of 3600 seconds). The candidate index counts
 * such a word once, by the word, not again by its pair (analyze.ts).
 */
export const DICTIONARY_KEPT_TERMS = new Set(
  `valid invalid complete incomplete correct incorrect present absent attached detached connected disconnected unconnected signed unsigned
  authorized unauthorized documented undocumented restricted unrestricted direct indirect wired`
    .trim()
    .split(/\s+/),
);
