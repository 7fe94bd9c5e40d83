import type { ContradictionKind } from '../plan/types.js';
import { type Analysis, type Clause, type Denial, type StatedQuantity } from './analyze.js';
import { type Token } from './tokens.js';
export interface Hit {
    kind: ContradictionKind;
    reason: string;
    older: string[];
    newer: string[];
}
/**
 * Each clause is said of its own label ("Session 22 …" / "Session 23 …", analyze.ts ownLabels): two sessions',
 * rounds' or releases' claims are of two things, and so are two members of one kind named by their numbers ("Line 1 …"
 * / "Line 4 …", numberedApart). A clause with no label may be of any.
 */
export declare function labelledApart(older: Analysis, p: Clause, newer: Analysis, q: Clause): boolean;
/**
 * A number that says which one, not how much: "Line 4 in the MES runs two shifts", "Kiln 2 fires at 1240 °C", "in
 * Greenhouse 1" (a plain number right after a noun, the clause's head or capitalised inside the sentence), "The 720p
 * rendition targets 3 Mbps" (a number right before the head, with a value after it). Returns the noun it names a
 * member of, or null.
 */
export declare function numberName(c: Clause, q: StatedQuantity): string | null;
/**
 * "Kiln 2 at the pottery fires at 1240 °C" / "Kiln 5 at the pottery fires at 1060 °C": each clause names another
 * member of one kind by its number, so their values are of two things.
 */
export declare function numberedApart(p: Clause, q: Clause): boolean;
/**
 * "In the staging portal, loan applications are scored in non-blocking mode", "In simulation, the robots load the map
 * read-write": a phrase of where or when set off before the clause says the state holds there, and when the other text
 * never names that place or time the two states are of two cases. Words only: "In `config/app.ts`, …" says where the
 * state is set, not a case of its own.
 */
export declare function frontedScopeApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean;
/**
 * "A dry run of the payroll export is obligatory" / "A dry run of the invoice import is optional", "Approval is
 * required for release branches" / "… optional for feature branches": the shared words name a kind of thing, and an
 * "of" or "for" phrase on each side says which one, each naming something the other text never does. One side
 * without such a phrase ("A dry run is optional") may be about every one, so it still meets the other.
 */
export declare function qualifiedApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean;
/**
 * Each clause names a member of one kind of place a claim holds in, a platform or an environment, and the other text
 * never names it: "… is 60 on PC" / "… is 30 on Switch", "Sentry traces in prod …" / "Staging samples every trace",
 * "The Android app …" / "On iOS …". Two members, each with its own setting. A member on one side only ("The export
 * runs at 02:00 in production" / "The export runs at 04:00") narrows a claim the other makes of every one, and two
 * words for one member (prod, production) are one.
 */
export declare function membersApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean;
/**
 * Each clause names a thing by a one-word name in code that the other text never writes, in any spelling: "in the
 * Quarkus `order-intake` service" / "in the Quarkus `carrier-gateway`", "on `tickets`" / "on `ticket_comments`", "The
 * `critical` queue" / "`low` is weighted 1". Two names, two things, each with its own state or value. A name written on
 * one side only ("`invoice-api`" / "the invoice API", "`MAX_RETRIES`" / "`max_retries`") is one thing; files, paths,
 * dotted keys and settings with their values are where or what is set, not whose.
 */
export declare function codeNamesApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean;
/** Each text names a platform or an environment, and none both do: "Sentry traces in prod …" / "Staging samples every trace". */
export declare function textMembersApart(older: Analysis, newer: Analysis): boolean;
/**
 * Before its state each side names what the state is of, and the two are two things. "The tide-gauge firmware 3.2 is
 * compatible…" / "Firmware 3.1 of the wave buoy is incompatible…": a version of its own on each side, two releases.
 * "The scheduler sends reminder emails asynchronously" / "The scheduler sends cancellation notices synchronously",
 * "Exports in the ledger are written synchronously" / "the upload request is asynchronous": the state is of the
 * object or the subject each side names, and neither side names the other's (statedThingsApart). `end` is each
 * side's state token.
 */
export declare function versionsApart(p: Clause, pEnd: number, q: Clause, qEnd: number): boolean;
/** The clause has an "of" / "for" phrase after a word the other clause shares, or after its state, naming a thing the other text lacks. */
export declare function qualifiedOwn(c: Clause, other: Clause, otherText: Analysis): boolean;
export declare const BIT_SAYS_SO = 1;
export declare const BIT_FLIPPING = 2;
interface Alignment {
    shared: number;
    onlyA: number;
    onlyB: number;
    sharedTerms: string[];
}
export declare function align(a: Map<string, number>, b: Map<string, number>): Alignment;
export declare function weightedJaccard(a: Map<string, number>, b: Map<string, number>): number;
/** The words of the two texts being compared, for reading what each extra word is attached to. */
interface Wording {
    a: Clause;
    b: Clause;
}
/**
 * Two clauses (or quantity contexts) talk about the same thing. Extra words on one side (a reason, a
 * detail, a longer name for the same thing) do not make subjects differ; what does is a specific word
 * on each side in the same place ("`metrics` service" / "`admin` service", "stored in Redis" / "stored
 * in cookies"), a scope on each side ("locally" / "in CI"), or a name on each side the other lacks.
 */
export declare function sameSubject(a: Map<string, number>, b: Map<string, number>, ratio: number, aText?: Map<string, number>, bText?: Map<string, number>, verbs?: Verbs, wording?: Wording): boolean;
/** What the verbs of the two clauses compared are, without copying them into one set. */
interface Verbs {
    has(term: string): boolean;
}
export declare function bothVerbs(p: Clause, q: Clause): Verbs;
/**
 * Each side's subject (its words before the verb) has a word of its own that the other text never writes; code
 * names are read by their parts. "Refresh tokens" / `ACCESS_TOKEN_TTL`, "The API service" / "The legacy admin
 * app": two rival owners. Words that only one side adds, with nothing in their place on the other ("Court filings"
 * / "The filings poller"), name the same thing more fully. A file where something is set or written (`.nvmrc`,
 * `src/db.ts`) says where, not whose.
 */
export declare function subjectRivals(p: Clause, q: Clause, pText: Map<string, number>, qText: Map<string, number>): boolean;
/** Terms only `a` has that could name something: not verbs, not states, not `b`'s names written another way. */
export declare function extras(a: Map<string, number>, b: Map<string, number>, verbs: Verbs, roles?: Set<string> | null): string[];
export declare function headsDiffer(p: Clause, q: Clause): boolean;
/** The clause names the term in full: as a word, or as a whole name (not as `image-resize`'s "image"). */
export declare function namesTerm(c: Clause, term: string): boolean;
/**
 * The other clause names the subject of a negation: its head word, or for a general head ("Code in
 * `plugins/`", "the `tenant_id` query param") a specific word of the subject; and not with another word
 * in front of the same head ("The CSRF cookie" against "The session cookie").
 */
export declare function subjectNamed(c: Clause, head: Token, other: Clause): boolean;
/**
 * One side names the subject by its file or folder, the other in words: "The backup script" / `scripts/backup.sh`,
 * "the container entrypoint" / `docker/entrypoint.sh`, "the ingest lambda" / `lambdas/ingest/index.js`. Either
 * side's head may be the path.
 */
export declare function pathNamesSubject(c: Clause, head: Token, other: Clause): boolean;
/** The clause names what the token names: the same word, the same name written another way, or its initials (HMR). */
export declare function namesToken(c: Clause, token: Token): boolean;
/** The parts of a name token, camelCase split as well: read once per token. */
export declare function keyParts(token: Token): Array<[string, string, string, boolean]>;
/** The terms a clause writes as words, not as parts of names. */
export declare function proseTerms(c: Clause): Map<string, number>;
/** Two clauses about different things: different subjects, or different words in one place ("e2e tests" / "auth tests"). */
export declare function differentThings(p: Clause, q: Clause): boolean;
/** Modifiers that mean "all of it": "the repository tests" includes "the Go unit tests". */
export declare const WHOLE_PROJECT_STEMS: Set<string>;
/**
 * `pnpm db:migrate` and `db:migrate`, `settings.Config` and "`Config` in `settings`": one name written two ways.
 * Not remembered per map: most calls meet a map made for one pair (in the contradictions bench 84% of calls missed
 * a per-map cache), and the WeakMap entries cost more than the look.
 */
export declare function sameName(term: string, other: Map<string, number>): boolean;
export declare const NAME_CHARS: RegExp;
/**
 * The words of the clause that make the one word `term`, as their terms: two neighbours ("source maps" →
 * sourcemap) or one hyphenated word ("drop-down" → dropdown, "auto-scaled" → autoscale); null if none.
 */
export declare function compoundAt(c: Clause, term: string): readonly string[] | null;
/** Each side has one word of a SUBJECT_CONTRASTS pair and not the other: two subjects, not two states of one. */
export declare function contrastedSides(a: Map<string, number>, b: Map<string, number>, pairs?: [string, string][]): boolean;
/** A word of `terms` that `x` starts or that starts `x` ("minif" / "minifi", "creat" / "creation"). */
export declare function otherWordStart(x: string, terms: Map<string, number>): string | undefined;
/** Operations named by a bare verb form: "ledger writes", "cache reads". */
export declare const ACTION_NOUN_STEMS: Set<string>;
export declare function clauseText(c: Clause): string;
/** The words of a clause that carry the given terms, as written: "auth tokens", "`src/http.ts`". */
export declare function surface(c: Clause, terms: readonly string[]): string;
export declare function namesDiffer(namesA: readonly string[], namesB: readonly string[]): boolean;
/** `kinds`: parts that say what kind of value it is (max, interval, size) may be missing. */
export declare function partsExplained(parts: Array<[string, string, string, boolean]>, other: Map<string, number>, kinds?: boolean): boolean;
/** A name's parts: as written, stemmed, as its synonym, and whether it only says what kind of thing it is. */
export declare const partsOf: (key: string) => [string, string, string, boolean][];
/** `http.ts` and `src/http.ts` name one file; `db:migrate` is the script `npm run db:migrate` runs. */
export declare function sameFile(a: string, b: string): boolean;
/**
 * What the older ruled out that the newer may not rely on again: an explicit removal or replacement, and
 * "without X" / "outside of X", which say how a thing is done now as plainly as "with X" does ("runs tests
 * without --coverage" / "runs tests with --coverage"). An implied denial ("isn't used by the worker") is
 * read only from the newer.
 */
export declare function standsAgainstNewer(d: Denial): boolean;
/** Verbs saying the subject left one place for another. */
export declare const MOVE_VERBS: Set<string>;
interface Move {
    clause: Clause;
    /** The thing moved to: its first word, and its name as written ("GitHub Actions"). */
    target: Token;
    written: string;
    /** The clause's terms without the target's: what moved. */
    subject: Map<string, number>;
}
/** "CI moved to GitHub Actions", "login was switched over to Cognito": a move that names only where it went. */
export declare function moves(a: Analysis): readonly Move[];
/** The first token from `from` on that is not an article. */
export declare function pastArticles(t: readonly Token[], from: number): number;
/** A name, not a word: written in code, capitalised mid-sentence, or with a version or extension in it. */
export declare function isName(t: Token): boolean;
/**
 * "Not every PR needs a changelog entry" (the "not" at `at`) denies it of some of them only: a claim of one kind
 * that names something specific the denial does not ("User-facing PRs need one") still stands.
 */
export declare function deniesOnlySome(tokens: readonly Token[], at: number, claim: Clause, denial: Clause): boolean;
/**
 * The state at `n` is given by a making verb to the object right before it ("treats the `memo` field as optional"),
 * and some specific word of that object is one the other clause never names.
 */
export declare function madeStateOfUnnamed(tokens: Token[], n: number, otherClause: Clause): boolean;
/**
 * "`TileCache` is a singleton, so every view shares one cache" / "`MarkerStore` is per request, so each view gets its own
 * store": a clause opened by "so" says what follows for the subject of its text's first clause; when both states are
 * such consequences, first clauses whose subjects differ part them, whatever words the consequences share.
 */
export declare function consequencesApart(p: Clause, older: Analysis, q: Clause, newer: Analysis): boolean;
/**
 * The state at `at` is a verb with its object (VERB_STATES: "The telemetry agent streams sensor readings to the
 * broker"), and the other clause, its state at `otherAt`, is about neither its doer nor what it does it to: the head
 * of the other's subject is a word the verb's clause never writes, and the other does not name the verb's doer before
 * its own state either ("Firmware logs are batched by the telemetry agent", "Tile requests are batched by the CDN in
 * front of the map renderer"; not "SPI transfers in `drivers/spi.c` are interrupt-driven" / "`drivers/spi.c` polls
 * the DMA status register", nor a possessor, "the chat service's moderation check"), or the two heads are one word
 * each side narrows with a word of its own right before it ("The export job streams response bodies" / "The
 * thumbnail job in `export/job.py` sets `streaming=False`"). A clause with no subject of its own ("Chat completions
 * come back as a single response") is not read against such a verb either.
 */
export declare function verbStateApart(c: Clause, at: number, other: Clause, otherAt: number): boolean;
/**
 * "Shipping rates are calculated server-side" / "The storefront formats shipping rates on the client": where work is
 * done is a state of that work, so two clauses whose own verbs (not "runs", "happens") share none place two actions on
 * one thing, one on each side, and do not disagree. "computed server-side" / "computes … on the client" is one action.
 */
export declare function placesOfWorkApart(c: Clause, other: Clause, canon: string): boolean;
export {};
