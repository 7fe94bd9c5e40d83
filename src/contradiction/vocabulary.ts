// Word lists the checks share. They describe English and the usual vocabulary
// of software notes, not any particular set of discoveries: extend a list when a
// new word behaves like its neighbours, never to make one example pass.

import { COMMON_NAMES } from './common-names.js';
import { DICTIONARY_ANTONYMS, DICTIONARY_ATTRIBUTIVE } from './dictionary-antonyms.js';
import { OPPOSITE_STATES, PREDICATIVE_STATES } from './opposite-states.js';
import { stem } from './stem.js';

const words = (text: string): string[] => text.trim().split(/\s+/);
/** A lookup table without Object.prototype behind it: "constructor" is not a number word. */
const table = <T>(entries: Record<string, T>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, entries);
const stems = (text: string): Set<string> => new Set(words(text).map((w) => stem(w)));

/** Function words: they carry no claim and never make two discoveries related. */
export const STOPWORDS = new Set(
  words(`a an the this that these those but it its it's itself they them their theirs there here of in on at to for from by
  with as into onto upon over under about and or if then else when whenever where which who whom whose what how why is
  are was were be been being am has have had having do does did doing will would can could may might shall we you
  your yours our ours us i me my so such than too very each every all any some both either also just still yet
  up more most less least much many own same other another again once via per etc e.g i.e e.g. i.e. eg ie
  one's s t let lets let's able within whether whose thus hence therefore already even ever after before during
  until unless upon though although anything something nothing everything anyone someone everyone
  through throughout against inside outside across along around behind beyond toward towards among amongst between
  beside besides near despite except without unlike anywhere everywhere somewhere nowhere
  myself yourself yourselves himself herself themselves ourselves`),
);

/**
 * Who a rule addresses when it names them as its subject: people, roles and teams, and the parties of an exchange
 * ("Producers must not set …", "Contributors should not run …", "Clients must not send …"). Such a subject says who is
 * to follow the rule, not what the rule is about. Singular and plural, written from the usual roles of software work.
 */
export const ADDRESSEES = new Set(
  words(`developer developers dev devs engineer engineers programmer programmers contributor contributors maintainer
  maintainers committer committers reviewer reviewers author authors writer writers editor editors translator translators
  analyst analysts scientist scientists researcher researchers operator operators admin admins administrator
  administrators sre sres dba dbas tester testers designer designers integrator integrators implementer implementers
  implementor implementors teams team staff people everyone anyone nobody we you client clients caller callers consumer
  consumers producer producers publisher publishers subscriber subscribers partner partners vendor vendors clerk clerks
  agent agents technician technicians`),
);

/** Words that hardly tell two claims apart: light verbs and fillers. They neither create nor break a match. */
export const LIGHT_STEMS = stems(`use uses used using set sets setting get gets got getting make makes made
  now currently current actually really basically default defaults value values thing things way ways
  go goes going went gone come comes came done place put keep keeps kept need needs needed
  new old also only just still here there whole entire always never sometimes usually
  call calls called cause causes caused
  give gives given do does did done doing handle handles handled handling`);

/**
 * Words that say how a quantity relates to its subject ("expires after", "is
 * capped at", "runs every"). Two values of one subject may be worded with
 * different ones, so they are left out when subjects are compared.
 */
export const QUANTITY_PREDICATE_STEMS = stems(`expire expires expired expiry expiration valid validity last lasts
  live lives life lifetime ttl timeout timeouts time times timed after before every each interval period
  retention retain retained kept keep stored store cache cached caching limit limits limited limiting cap capped
  max maximum min minimum most least upto least up down long longer short shorter large larger small smaller
  big bigger high higher low lower size sized length count number total amount allow allows allowed
  accept accepts accepted reject rejected rejects raise raised lower lowered increase increased decrease decreased
  change changed bump bumped run runs running ran fire fires fired happen happens wait waits delay delays
  configure configured set sets default defaults support supports supported require requires required need needs
  target targets targeted take takes took wide width tall height deep depth big duration window threshold budget
  quota rate frequency often per at most least until over within under about around roughly approximately
  give gives up go goes out serve serves served listen listens bind binds bound expose exposes exposed send sends
  sent respond responds return returns process processes processed handle handles handled generate generates
  generated hold holds open opens create creates created show shows shown`);

/** Prepositions that tie a word to its neighbour: "stored in Redis" and "stored in cookies" fill one place; they also end a subject ("The retry helper in `src/http.ts`" is about the helper). */
export const LINKS = new Set('in on at to for from by with into onto through via under over inside outside across against within between per of after before during until'.split(' '));
/** Words that end the phrase a word belongs to: what follows is another phrase. */
export const BARRIERS = new Set('and or but nor once when whenever if while because since then that which who whose where so as than unless although though'.split(' '));
/** Prepositions opening a phrase of where, when or for what a state holds: "in staging", "during the pilot", "for reprints". */
export const SCOPE_OPENERS = new Set(['in', 'on', 'for', 'inside', 'within', 'under', 'during']);
/** "is" and "was", singular and plural: the copula before a predicate (a state, a value, a property). */
export const COPULAS = new Set(['is', 'are', 'was', 'were']);
/** Quantifiers over every one of a thing: "every Terraform module", "in all regions", "for any tenant" name no one of their own. */
export const UNIVERSAL_QUANTIFIERS = new Set(['all', 'every', 'each', 'any']);
/**
 * Verbs that open an instruction in plain notes, in their base form: "Commit reference files to `ref/`", "Write
 * migrations as one-way changes", "Clear all notebook outputs". Many are nouns too ("Commit messages follow …"), so a
 * clause opening with one is read as an imperative only when nothing later in it is a finite verb (instructions.ts).
 */
export const IMPERATIVE_VERBS = new Set(
  words(`add allow apply avoid build bump call cache change check clean clear commit compile configure copy create
  declare define delete deploy disable document download drop edit emit enable encrypt enqueue ensure escape export fetch
  generate hash ignore import include inject insert install keep label load lock log lowercase mark merge migrate mock move
  name normalize pass patch pin place point prefix publish pull purge push put read rebase rebuild recompute regenerate
  register reload remove rename render replace request require reset resize restart retry return reuse rotate run sanitize
  save send set ship sign skip sort split squash store strip tag test trim truncate update upgrade upload uppercase use
  validate verify wrap write`),
);
/** The auxiliaries of a passive: "is disabled", "was turned off", "has been removed". */
export const PASSIVE_AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got']);
/** ", replacing gRPC", ", superseding the cron job": the participles of a replacement, said after the new state (a denial's cue). */
export const REPLACING_PARTICIPLES = new Set(['replacing', 'superseding', 'supplanting']);
/** Copulas, auxiliaries, modals and their negations: a subject ends before them. */
export const SUBJECT_ENDS = new Set(
  `is are was were be been has have had do does did can could should must may might will would shall never always not cannot
  isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't can't couldn't shouldn't mustn't won't wouldn't
  isnt arent wasnt werent dont doesnt didnt cant shouldnt mustnt wont`.split(/\s+/),
);

/** Negation cues. Contractions are matched on the whole token. */
export const NEGATION_WORDS = new Set(
  words(`not no never none nothing nobody nowhere neither nor cannot can't don't doesn't didn't isn't aren't wasn't
  weren't won't wouldn't shouldn't mustn't needn't haven't hasn't hadn't couldn't mightn't shan't dont doesnt didnt
  isnt arent wasnt werent wont wouldnt shouldnt mustnt neednt havent hasnt hadnt couldnt cant`),
);

/** Verbs whose meaning is "not X": "skips type-checking" is "does not type-check". */
export const NEGATIVE_VERB_STEMS = stems(`skip skips skipped skipping lack lacks lacked omit omits omitted avoid
  avoids avoided stop stops stopped cease ceases ceased refuse refuses refused bypass bypasses bypassed circumvent circumvents
  refrain refrains refrained refraining abstain abstains abstained abstaining`);

/** Words marking that the newer discovery replaces an earlier state of affairs. */
export const SUPERSESSION_PHRASES = ['no longer', 'any longer', 'anymore', 'any more', 'now', 'nowadays', 'since'];

/** Modal words, with their strength. "never" is also a negation. */
export const MODAL_WORDS: Record<string, string> = table({
  always: 'always', never: 'always', must: 'must', mustn: 'must', "mustn't": 'must', mustnt: 'must',
  should: 'should', "shouldn't": 'should', shouldnt: 'should', ought: 'should',
  prefer: 'prefer', prefers: 'prefer',
  need: 'need', needs: 'need', "needn't": 'need', neednt: 'need', have: 'need', has: 'need', bother: 'need', bothering: 'need',
});

/**
 * Antonyms, as [positive words, negative words, negating]. A negative word
 * reads as the positive stem's opposite, so "is disabled" contradicts "is
 * enabled". `negating` pairs are negations in disguise ("disabled" is "not
 * enabled", so it agrees with "is not enabled"); the others are two states
 * ("async" is not "not sync" of anything else the other side says).
 */
export { table };

/** Where work is done, said as a place: a state of the work, and the place still a word of the clause ("on the client"). */
const CLIENT_PLACES = 'on-the-client on-device on-the-device in-the-browser in-browser';
const SERVER_PLACES = 'on-the-server on-the-backend in-the-backend';
/**
 * The place phrases above keep their words as terms: "Clients must never generate message IDs" still names the client
 * that "IDs must be generated on the client" is about, for the checks that compare subjects.
 */
export const PLACE_STATES = new Set(`${CLIENT_PLACES} ${SERVER_PLACES}`.split(' '));

export const ANTONYMS: Array<[string, string, boolean]> = [
  // A paused or suspended job is switched off until resumed: "is suspended" against "is enabled" or "is active".
  ['enabled enable enables enabling activated activate on active resumed', 'disabled disable disables disabling deactivated deactivate off paused suspended', true],
  ['required require requires requiring mandatory compulsory needed necessary obligatory', 'optional unnecessary unneeded needless', true],
  ['public publicly exported external internet-facing public-facing public-read public-read-write exposed-publicly publicly-exposed exposed-externally externally-exposed internet-exposed publicly-accessible publicly-reachable unauthenticated unauthed reachable-from-outside externally-reachable world-readable anonymously-accessible reachable-anonymously accessible-anonymously anonymously-reachable', 'private privately private-only unexported internal-only internal authenticated auth-protected auth-gated login-protected internal-facing cluster-internal behind-sso behind-login internal-network private-network block-public-access internal-alb internal-lb internal-load-balancer', false],
  // Work done "in the background" is not done while the caller waits ("PDFs are generated synchronously" / "now
  // generated in the background by a worker"). Not "inline": code is defined or styles written inline, a placement.
  // "runs in the foreground with a progress sheet" is done while the user waits, and so is work a verb of doing says is
  // done inline ("processed inline in the request", "sent inline when the refund is approved"), not a placement.
  ['sync synchronous synchronously in-the-foreground process-inline processes-inline processed-inline processing-inline handle-inline handles-inline handled-inline handling-inline run-inline runs-inline ran-inline running-inline execute-inline executes-inline executed-inline executing-inline done-inline performed-inline performs-inline computed-inline computes-inline calculated-inline calculates-inline sent-inline sends-inline charged-inline charges-inline applied-inline applies-inline', 'async asynchronous asynchronously fire-and-forget in-the-background', false],
  // A check that only warns does not block the merge.
  // "blocks until the upstream responds" is a blocking call; so is one that "waits until" it lands, and one that
  // "never waits" or "returns at once" is not.
  ['blocking blocks-until block-until blocked-until blocks-the-caller blocks-callers blocks-the-calling blocks-the-thread blocks-the-main blocks-the-event blocks-the-ui waits-until wait-until waits-for-the', 'non-blocking nonblocking advisory warn-only returns-immediately never-blocks never-waits never-wait returns-at-once', false],
  ['nullable', 'non-nullable non-null notnull', false],
  // "leaves out the VAT number", "left out of the archive": a thing left out is excluded (analyze.ts also reads "leaves X out").
  ['include includes included including', 'exclude excludes excluded excluding filters-out filter-out filtered-out leave-out leaves-out left-out leaving-out', true],
  // "disregards bids" denies "honours bid preferences" as "ignores" does (recall-94): every form of the verbs of heeding.
  ['respect respects respected respecting honor honors honored honoring honour honours honoured honouring obey obeys obeyed obeying heed heeds heeded', 'ignore ignores ignored ignoring disregard disregards disregarded disregarding', true],
  ['true', 'false', true],
  // Rows written once and never changed: "append-only" against "updated in place".
  ['mutable updatable updated-in-place update-in-place in-place modifiable changeable reassignable', 'immutable append-only insert-only write-once frozen unmodifiable copy-on-write returns-a-copy returns-a-new returns-a-fresh non-mutating', false],
  // "keeps state in memory between requests", "stores session state on the node" is stateful.
  ['stateful keeps-state keep-state stores-state holds-state maintains-state', 'stateless', false],
  ['parallel parallelized concurrently in-parallel', 'serial serially sequential sequentially one-after-another one-by-one', false],
  // Made ahead of the first use ("precomputed by a nightly job", "pre-generated when issued") or when it is asked
  // for ("computed on the fly", "at request time").
  ['eager eagerly eager-loaded eager-loading preloaded pre-loaded precomputed pre-computed precalculated pre-calculated pregenerated pre-generated', 'lazy lazily lazy-loaded lazy-load on-demand on-first-use on-first-access lazy-loading lazy-initialized lazily-initialized lazy-init lazily-loaded on-the-fly at-request-time at-query-time at-read-time', false],
  ['headed headful', 'headless', false],
  // How docs permit and forbid: "is encouraged" / "is discouraged", "we recommend X" / "X is prohibited", "are barred
  // from syncing", "are prevented from overriding" (the gerund after "from" is the verb).
  ['allowed allow allows permitted permit permits encouraged recommended acceptable permissible', 'forbidden forbid forbids disallowed disallow disallows banned denied deny denies prohibited prohibit prohibits discouraged discourage discourages barred debarred prevented precluded', true],
  ['accept accepts accepted', 'reject rejects rejected', true],
  // A hashed secret is not readable either: "hashed" against "stored in plaintext".
  ['encrypted hashed over-tls tls-encrypted https-only tls-only', 'unencrypted plaintext unhashed in-plaintext cleartext plain-http', false],
  ['supported support supports', 'unsupported deprecated', true],
  ['visible shown shows', 'hidden hides', true],
  ['secure', 'insecure', false],
  ['sensitive case-sensitive case-sensitively', 'insensitive case-insensitive case-insensitively ignores-case ignore-case ignoring-case', false],
  ['installed', 'uninstalled', true],
  ['verbose', 'quiet silent', false],
  ['ordered in-order order-preserving in-sequence', 'unordered out-of-order', false],
  // Write rights said as grants: "has INSERT and UPDATE grants", "has write scope on `Observation`".
  [`read-write writable writeable editable can-write can-edit can-modify write-access write-permission write-permissions ${['write', 'insert', 'update', 'delete'].flatMap((w) => ['grant', 'grants', 'privilege', 'privileges', 'scope', 'scopes'].map((g) => `${w}-${g}`)).join(' ')}`, 'read-only readonly', false],
  ['shared', 'own dedicated separate isolated', false],
  // A kinematic body is moved by code, not by forces: static as far as a dynamic one is concerned.
  ['static statically kinematic', 'dynamic dynamically', false],
  // Also where the work is done in words: "on the client", "on the device", "in the browser" / "on the server".
  [`client-side clientside browser-side client-rendered csr ${CLIENT_PLACES}`, `server-side serverside server-rendered ssr ${SERVER_PLACES}`, false],
  ['automatic automatically automated auto-started autostarted auto-starts', 'manual manually by-hand', false],
  ['persistent persisted durable on-disk disk-backed', 'ephemeral transient in-memory session-only', false],
  ['absolute', 'relative', false],
  ['ascending', 'descending', false],
  ['inclusive', 'exclusive', false],
  // Opt-in is off until someone turns it on: "off by default" says the same, "on by default" the opposite.
  ['opt-in off-by-default disabled-by-default', 'opt-out on-by-default enabled-by-default default-on', false],
  ['strict locked-down restrictive', 'lenient loose permissive non-strict nonstrict relaxed tolerant forgiving', false],
  ['online', 'offline air-gapped airgapped', false],
  ['uppercase upper-case upcase', 'lowercase lower-case downcase', false],
  ['hard-deleted hard-delete hard-deletes hard-deletion', 'soft-deleted soft-delete soft-deletes soft-deletion', false],
  ['struct', 'class', false],
  ['single-threaded single-thread one-thread', 'multi-threaded multithreaded multiple-threads', false],
  ['single-tenant', 'multi-tenant multitenant', false],
  ['allowlist whitelist allow-list allowlisted whitelisted', 'denylist blacklist deny-list blocklist block-list denylisted blacklisted blocklisted', false],
  ['horizontal horizontally', 'vertical vertically', false],
  // Told of a change (pushed, an interrupt, an event) or asking for it (pulling, polling): one dichotomy, whatever
  // the domain ("push-based subscriptions" / "clients have to poll", "interrupt-driven" / "polls the register").
  ['push-based webhook-based webhook-driven push-driven interrupt-driven interrupt-based event-driven notification-driven', 'pull-based poll-based polling-based pull-driven poll-driven polled polls poll busy-wait busy-waiting', false],
  ['optimistic optimistically', 'pessimistic pessimistically', false],
  ['strongly-consistent strong-consistency', 'eventually-consistent eventual-consistency', false],
  ['long-lived', 'short-lived', false],
  ['stable', 'experimental unstable', false],
  // Compounds whose first part opposes the other's: one order of bytes, one delivery guarantee, one layout.
  ['little-endian', 'big-endian', false],
  ['at-least-once', 'at-most-once', false],
  ['row-major', 'column-major', false],
  ['zero-based zero-indexed', 'one-based one-indexed', false],
  ['write-through', 'write-back write-behind', false],
  ['fail-open', 'fail-closed', false],
  ['lossless', 'lossy', false],
  ['collapsed', 'expanded', false],
  // A Kafka topic keeps the latest record per key or deletes old segments: `cleanup.policy` (setting-states.ts).
  ['compacted log-compacted', 'uncompacted non-compacted', false],
  // Opposite states of software things by domain (append-only / updated in place, single-AZ / multi-AZ, …).
  ...OPPOSITE_STATES.map(([yes, no]): [string, string, boolean] => [yes, no, false]),
];

/**
 * The dictionary's pairs (dictionary-antonyms.ts): a pair with a word a family above already lists joins that
 * family on the same side ("invisible" beside "hidden"), the others follow as families of their own. The words
 * this adds, each a state only after a state verb unless it is attributive.
 */
const DICTIONARY_WORDS: string[] = [];
for (const [yes, no, negating] of DICTIONARY_ANTONYMS) {
  const listed = (side: string, w: string): boolean => side.split(' ').includes(w);
  const n = ANTONYMS.findIndex(([p, q]) => `${yes} ${no}`.split(' ').some((w) => listed(p, w) || listed(q, w)));
  if (n < 0) {
    ANTONYMS.push([yes, no, negating]);
    DICTIONARY_WORDS.push(...`${yes} ${no}`.split(' '));
    continue;
  }
  const [p, q, flag] = ANTONYMS[n]!;
  // The family may list the dictionary's negative word on its positive side: then the two sides swap.
  const same = yes.split(' ').some((w) => listed(p, w)) || no.split(' ').some((w) => listed(q, w));
  const [toP, toQ] = same ? [yes, no] : [no, yes];
  const added = (words: string): string[] => words.split(' ').filter((w) => !listed(p, w) && !listed(q, w));
  const newP = added(toP);
  const newQ = added(toQ);
  ANTONYMS[n] = [[p, ...newP].join(' '), [q, ...newQ].join(' '), flag];
  DICTIONARY_WORDS.push(...newP, ...newQ);
}

/**
 * Antonym words that are states only after a state verb ("is internal", "is a private bucket"); before a
 * noun they name a kind ("the internal API", "the public API rate limit").
 */
export const PREDICATIVE_ANTONYMS = new Set([
  ...['active', 'resumed', 'paused', 'suspended', 'frozen', 'internal', 'public', 'authenticated', 'unauthenticated', 'unauthed', 'internet-facing', 'public-facing', 'private', 'external', 'struct', 'class', 'stable', 'experimental', 'advisory', 'editable', 'private-only'],
  ...PREDICATIVE_STATES,
  ...DICTIONARY_WORDS.filter((w) => !DICTIONARY_ATTRIBUTIVE.has(w)),
]);

/**
 * States written as a verb in the third person (analyze.ts antonymAt): a state only as the clause's verb, before its
 * object ("The driver polls the register", "The transcoder streams each segment to the CDN"). What such a verb does is
 * done to its object, so the state is the object's as much as the subject's: polarity.ts verbStateApart asks the other
 * side to be about one of them ("streams sensor readings" / "Firmware logs are batched by the telemetry agent" are two
 * things), which is what kept "streams" out before (dev-31: "The export job streams response bodies" / "The
 * thumbnail job in `export/job.py` sets `streaming=False`").
 */
export const VERB_STATES = new Set(['polls', 'poll', 'streams', 'shows', 'hides']);

/** "un-"/"non-" prefixes make antonyms of words the other discovery uses: "paginated" / "unpaginated". */
export const NEGATING_PREFIXES = ['non-', 'non', 'un'];

/** Words that are "on"/"off" states only after these (elsewhere "on" is a preposition). */
export const STATE_VERB_WORDS = new Set(words("is are was were be been turned switched set stays stay left kept toggled flipped isn't aren't wasn't weren't isnt arent"));

/**
 * What runs or configures a thing rather than a part of it: "Falco's DaemonSet runs unprivileged", "the web package's
 * tsconfig has `"strict": false`" say how Falco runs and how the package is compiled (polarity.ts possessedPart,
 * state-dimension.ts partOfOthersSubject).
 */
export const EMBODIMENTS = new Set(['config', 'configuration', 'tsconfig', 'manifest', 'daemonset', 'deployment', 'statefulset', 'pod', 'pods', 'container', 'containers', 'image', 'process', 'binary', 'executable']);

/** Words too general to identify what a substitution removed ("the tests", "the config"). */
export const GENERIC_STEMS = stems(`test tests file files code app application project repo repository config
  configuration setting settings thing data value option options script scripts command commands tool tools
  function functions method methods module modules package packages library libraries service services system
  server client api endpoint endpoints route routes type types field fields folder directory dir path version
  build builds step steps job jobs task tasks call calls request requests response responses error errors
  default local environment env part way one two first last new old feature features parameter param argument
  property attribute column object objects instance instances entry entries record records item items flag flags
  query queries`);

/**
 * The written piece a name is declared in: "no `eqeqeq` rule", "an `encode` block", "the `proxy` entry". Said
 * of a name, the word adds no subject of its own.
 */
export const DECLARATION_STEMS = stems(`block blocks section sections rule rules directive directives entry entries
  stanza stanzas clause clauses attribute attributes annotation annotations decorator decorators property
  properties statement statements declaration declarations`);

/** Words that scope a claim to one place or phase: "locally" vs "in CI" are different subjects. As stems. */
export const QUALIFIERS = new Set(
  'local ci product prod stage dev develop unit integr e2e preview sandbox docker kubernet browser mobil web desktop android window maco linux legaci'.split(' '),
);

/**
 * General words that come in pairs naming two sides of one thing: "the client cache" and "the server cache",
 * "the old API" and "the new API", "reads" and "writes" are two subjects, though each word alone says little
 * (most are GENERIC_STEMS). As stems.
 */
export const SUBJECT_CONTRASTS: Array<[string, string]> = (
  [
    ['old', 'new'],
    ['old', 'recent'],
    ['client', 'server'],
    ['first', 'last'],
    ['input', 'output'],
    ['read', 'write'],
    ['big', 'small'],
    ['large', 'small'],
    ['source', 'target'],
    ['request', 'response'],
    ['inbound', 'outbound'],
    ['incoming', 'outgoing'],
    ['ingress', 'egress'],
    ['upstream', 'downstream'],
    ['frontend', 'backend'],
    ['parent', 'child'],
  ] as Array<[string, string]>
).map(([x, y]) => [stem(x), stem(y)]);

/**
 * Pairs whose two sides each have values of their own: "max receive message size" / "max send message
 * size", upload / download limits, a producer's / a consumer's batch size. With SUBJECT_CONTRASTS, a value
 * said of one side is never the other side's.
 */
export const QUANTITY_CONTRASTS: Array<[string, string]> = SUBJECT_CONTRASTS.concat(
  (
    [
      ['send', 'receive'],
      ['upload', 'download'],
      ['import', 'export'],
      ['producer', 'consumer'],
      ['primary', 'replica'],
      ['encode', 'decode'],
      ['connect', 'read'],
      ['connect', 'write'],
      ['connect', 'idle'],
      ['read', 'idle'],
      ['write', 'idle'],
      // Coverage metrics: each has a threshold of its own.
      ['line', 'branch'],
      ['line', 'statement'],
      ['line', 'function'],
      ['branch', 'statement'],
      ['branch', 'function'],
      ['statement', 'function'],
    ] as Array<[string, string]>
  ).map(([x, y]) => [stem(x), stem(y)]),
);

/** Verbs written several ways for one action, and a thing's other names (common-names.ts), mapped to one stem. */
export const SYNONYM_STEMS: Record<string, string> = table(Object.fromEntries(
  [
    ['edit', 'edit update modify change touch'],
    ['read', 'read load'],
    ['fetch', 'fetch retrieve'],
    ['depend', 'depend rely'],
    ['compress', 'compress gzip'],
    ['idle', 'idle inactivity inactive'],
    ['remove', 'remove delete'],
    ['show', 'show display'],
    ['start', 'start launch spin'],
    ['night', 'night nightly'],
    ['day', 'day daily'],
    ['week', 'week weekly'],
    ['hour', 'hour hourly'],
    ['month', 'month monthly'],
    // One action, two spellings (Ruby's `downcase`): "Always lowercase tag slugs" / "don't downcase them" (recall-103).
    ['lowercase', 'lowercase downcase'],
    ['uppercase', 'uppercase upcase'],
  ]
    .flatMap(([canonical, variants]) => variants!.split(' ').map((v) => [stem(v), stem(canonical!)] as const))
    // One thing's clipped forms and synonyms ("nav" / "navigation"): common-names.ts.
    .concat(COMMON_NAMES),
));

/**
 * Nouns of an action that Porter's stemmer leaves apart from their verb ("signature" → "signatur", "sign" → "sign";
 * "compression" and "validation" already meet theirs), read as the verb where a denial meets an assertion: "Snapshot
 * packets carry an HMAC signature" / "snapshots are no longer signed", "can submit filings" / "no longer accepts
 * submissions". From the verbs software notes use, not from one pair's words; nouns with a sense of their own beside
 * the action are left out ("production" is an environment, "application" an app, "storage" a place, "cold storage",
 * "local storage", "extension" a file's or a browser's, "provision" a verb of its own, "omission" and "exclusion"
 * already deny). As [noun stem, the verb's stem] (recall-122).
 */
const ACTION_NOUNS: ReadonlyArray<readonly [string, string]> = (
  `sign:signature analyze:analysis retain:retention subscribe:subscription consume:consumption
  resolve:resolution revoke:revocation invoke:invocation submit:submission transmit:transmission emit:emission
  include:inclusion expand:expansion suspend:suspension deliver:delivery recover:recovery register:registration
  convert:conversion disclose:disclosure`
).split(/\s+/).map((pair) => {
  const [verb, noun] = pair.split(':') as [string, string];
  return [stem(noun), SYNONYM_STEMS[stem(verb)] ?? stem(verb)] as const;
});

/** VERB_SYNONYMS' entries and, for each of ACTION_NOUNS, the noun and its verb read as the verb's group word. */
function withActionNouns(entries: ReadonlyArray<readonly [string, string]>): Array<readonly [string, string]> {
  const group = new Map(entries);
  return [...entries, ...ACTION_NOUNS.flatMap(([noun, verb]) => {
    const canonical = group.get(verb) ?? verb;
    return [[noun, canonical], [verb, canonical]] as const;
  })];
}

/**
 * Verbs that name one action in other words, read only where a denial meets an assertion: "doesn't send logs to
 * X" answers "ships its logs to X", "does not store 404s" answers "caches 404s". Kept out of SYNONYM_STEMS, which
 * every comparison reads, because outside that meeting the words stay apart ("the cache" is not "the store").
 * Each group's first word is the one both sides are read as; as stems.
 */
export const VERB_SYNONYMS: Record<string, string> = table(Object.fromEntries(withActionNouns(
  [
    'send ship forward transmit deliver relay route dispatch',
    // "no longer syncs to the kitchen display" / "pushes new orders to the kitchen display" (recall-104).
    'upload push sync',
    // Not "cache": a cache keeps a copy, so "aren't cached in Redis" says nothing against "stored in Redis".
    'store persist save retain write',
    'verify check validate',
    'include contain carry embed attach',
    'remove purge erase wipe',
    'fetch download pull',
    'compile transpile',
    'mock stub fake',
    'minify uglify',
    'notify alert inform',
    'sanitize escape scrub',
    'create provision',
    'queue enqueue',
    'cache memoize',
    'reject refuse deny',
    'allow permit',
    'kill terminate',
    // From knowledge of software, not from the misses read: one action, two words.
    // "posts a summary to `#releases`" is publishing it there, and so is sent (VERB_HYPONYMS) (recall-94).
    'publish emit broadcast post',
    'parse decode deserialize unmarshal',
    'serialize encode marshal',
    'encrypt encipher',
    'compress gzip zip deflate',
    'watch monitor observe',
    'ignore disregard',
    'receive accept',
    'retry reattempt',
    'flush clear empty',
    'launch boot spawn fork',
    // Plain-text denials in another verb of the same action (recall-89), from knowledge of software: "isn't recorded in
    // `x` anymore" / "is logged to `x`", "no longer consults the blocklist" / "checks it against the blocklist".
    'log record',
    'verify consult',
    // A lookup checks a thing against a source: "without any TEID lookup" / "verifies the TEID" (recall-125).
    'verify lookup',
    'remove strip',
    'trigger fire',
    'invoke call',
    'redact mask obfuscate',
    // Whole families of one action in other words (recall-112), from knowledge of software, not from one pair's verbs.
    'deduplicate dedupe dedup',
    'convert transform transcode',
    'support offer',
    'generate produce output',
    'import ingest',
    'prefill autofill',
    // "doesn't ask for any GPU" / "requests a GPU with `--gres`" (recall-94). Asking a person for a thing and taking
    // it in are one action in plain notes: "asks guests for dietary requirements" / "no longer collects dietary
    // requirements", "prompts for a PIN" / "doesn't request a PIN" (recall-122).
    'request ask collect gather prompt solicit',
    // Taking in what a topic or stream carries: "consumes the `Transactions` stream" / "is no longer subscribed to it".
    'consume subscribe',
    // The verbs rules are written in, each family whole (recall-120), from knowledge of software, not from one pair's
    // verbs: "must never be modified" / "should amend", "label every photo" / "don't tag photos", "restart the workers"
    // / "never reboot them", "attach the form" / "don't include it" (the include row above), "append a note" / "add one".
    'edit modify alter amend',
    'annotate mark tag label',
    'restart reboot relaunch',
    'show display',
    'add append',
  ].flatMap((group) => {
    const [canonical] = group.split(' ').map((w) => SYNONYM_STEMS[stem(w)] ?? stem(w));
    return group.split(' ').map((w) => [SYNONYM_STEMS[stem(w)] ?? stem(w), canonical!] as const);
  }),
)));

/**
 * Verbs whose denial covers more specific ones, by the VERB_SYNONYMS word of each: what is not stored is not cached
 * or logged either ("The CDN doesn't store 404 responses" / "The CDN caches 404 responses"), what is not sent is not
 * published or uploaded, what is not changed is not renamed or rewritten. Read one way only: "aren't cached in Redis"
 * says nothing against "stored in Redis", "doesn't publish `x`" nothing against "sends `x` over HTTP". Written from
 * what the general verbs mean, not from any set of discoveries; as stems.
 */
export const VERB_HYPONYMS: Record<string, Set<string>> = table(Object.fromEntries(
  [
    'store: cache log record journal spool archive',
    'send: publish upload stream email mail',
    'remove: drop prune truncate evict',
    'verify: lint scan audit inspect',
    'edit: rename rewrite overwrite patch mutate',
    'create: generate scaffold',
    // Telling a person in one channel, or posting to where they read, is notifying them, and archiving is copying and
    // storing (recall-122): "no longer notifies the on-call engineer" / "pages the on-call engineer", "texts patrons" /
    // "stopped notifying patrons", "are no longer copied to cold storage" / "archives raw TIFFs to cold storage".
    // Not "backup" or "mirror", nouns more often than verbs: an instruction's first word is read as its verb.
    'notify: page email text sms publish',
    'copy: archive replicate',
  ].map((row) => {
    const [general, specific] = row.split(':') as [string, string];
    const canonical = (w: string) => { const s = SYNONYM_STEMS[stem(w)] ?? stem(w); return VERB_SYNONYMS[s] ?? s; };
    return [canonical(general.trim()), new Set(words(specific).map(canonical))] as const;
  }),
));

/** Words ending in -ly that are not manner adverbs ("manually", "directly" say nothing about the subject). */
export const LY_WORDS = new Set(
  words(`nightly daily weekly monthly hourly yearly quarterly early reply apply supply rely fly family assembly anomaly
  july italy poly only locally globally internally externally publicly privately`
  // Names in the role catalogue (alternatives.ts) that end like an adverb: "served through Fastly" names a CDN.
  + ` fastly loggly countly earthly recurly redocly polly plotly ggplotly optimizely kysely mapperly checkly hoverfly
  wildfly dragonfly supervisely launchdarkly hexaly httponly webassembly tenderly firely`),
);

/** Irregular verb forms Porter's stemmer leaves apart ("sends" / "sent"). */
export const IRREGULAR_FORMS: Record<string, string> = table(Object.fromEntries(
  `sent:send built:build rebuilt:rebuild ran:run wrote:write written:write rewrote:rewrite rewritten:rewrite made:make
  kept:keep held:hold brought:bring bought:buy thought:think found:find got:get gotten:get went:go gone:go did:do
  done:do shown:show showed:show knew:know known:know gave:give given:give took:take taken:take chose:choose
  chosen:choose broke:break broken:break froze:freeze frozen:freeze began:begin begun:begin spoke:speak spoken:speak
  fed:feed led:lead read:read bound:bind hid:hide hidden:hide threw:throw thrown:throw drew:draw drawn:draw
  fell:fall fallen:fall grew:grow grown:grow saw:see seen:see told:tell sold:sell lost:lose meant:mean spent:spend
  split:split shut:shut set:set put:put cut:cut hit:hit let:let`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
));

/** Number words written out in discoveries. */
export const NUMBER_WORDS: Record<string, number> = table({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, thousand: 1000, twice: 2, thrice: 3, dozen: 12,
});
