import { type Analysis, type Clause } from './analyze.js';
import { type Token } from './tokens.js';
/** The clause tells the reader what to do: a modal ("always", "must") or a bare imperative ("Regenerate the types …"). */
export declare function instruction(c: Clause): boolean;
/**
 * "Never pass `--offline` to Gradle" against "Always start the daemon with `--offline`"; "Don't add
 * `AbortSignal.timeout`" against "should use `AbortSignal.timeout(5000)`"; "Never pass `--atomic`" against "must
 * run `helm upgrade --atomic`": both clauses are instructions, the negated one puts a named thing to use
 * (`verb`, a SUPPLY_STEMS verb at `tokens[at]`), and the other takes that thing with a verb of the same kind,
 * after an instrument preposition, or as an argument of the command it runs. The two then disagree on whether
 * the thing is used, whatever the verbs.
 */
export declare function suppliesSameThing(c: Clause, at: number, other: Clause): boolean;
/**
 * "Always send `If-Match`" against "should never carry `If-Match`"; "Always commit `Cargo.lock`" against "Don't
 * check in Cargo.lock": two instructions, one asking for something to be done to a named thing and the other
 * forbidding it. Each instruction names one action on the thing, and a reader takes the two as telling them to do
 * and not to do what is done to it, whatever verbs they use. `named` is the negated clause's object (after the
 * verb at `c.tokens[at]`) when it is a name the other clause writes too; places each names apart keep them apart.
 */
export declare function opposedInstructions(c: Clause, at: number, other: Clause, named: Token | undefined): boolean;
/**
 * For two rules that meet with different verbs, the negated one's object (after the verb at `c.tokens[at]`) is what the
 * other acts on: it names no place of its own ("Never log `X-Request-Id` in the audit service" / "Always attach it to
 * outgoing calls"), and the other does not take the object as a tool ("must be signed with the release key" / "Never
 * commit the release key"): signing with a key and committing it are two actions on it.
 */
export declare function sameObjectOfRules(c: Clause, at: number, other: Clause): boolean;
/**
 * "Celery tasks must call `commit()`" against "Don't enqueue Celery tasks": the object of `c`'s action is what the
 * other's rule is for, its subject, and the other acts on a named thing of its own: two actions, the rules do not
 * meet. ("Host permissions must be granted" names its object first, and nothing else.)
 */
export declare function actsOnOthersSubject(c: Clause, object: Set<string>, other: Clause): boolean;
/** The content terms of the object after the verb at `c.tokens[at]`, up to where the object ends. */
export declare function objectTerms(c: Clause, at: number): Set<string>;
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
export declare function deniesSameFlag(c: Clause, at: number, other: Clause): boolean;
/**
 * "Never pass `-x` to pytest in CI" against "Always run pytest with `-x` in the pre-push hook": each holds in a
 * place the other never names, so they do not meet. A place only one side names is a part of the other's "always".
 */
export declare function scopedApart(c: Clause, other: Clause, withFor?: boolean): boolean;
/**
 * "The Docker build must set `NODE_ENV=production`" against "Never set `NODE_ENV=production` in the build stage":
 * an obligation that holds everywhere covers whatever place or case the prohibition names, so that scope does not
 * keep the two apart. The obligation is positive, an instruction too, and names no place of its own the prohibition
 * lacks ("Always run pytest with `-x` in the pre-push hook" / "Never pass `-x` to pytest in CI" meet nowhere).
 */
export declare function obligedEverywhere(prohibition: Clause, obligation: Clause): boolean;
/**
 * Two rules of opposite force ("must always" / "should never", each with its modal) that hold on common ground:
 * neither names a place or purpose the other lacks while the other names one of its own (scopedApart, "for the
 * webpack build" included), the prohibition names no environment of its own ("locally"), and they are not about two
 * kinds of one thing ("the queue workers" / "the web workers"). A rule's "always" or "never" then covers whatever
 * narrower case or scope the other writes ("Never derive `Jason.Encoder` on Ecto schemas" / "Schemas in `lib/` must
 * derive it"), so those words do not keep the two apart.
 */
export declare function rulesMeet(c: Clause, other: Clause): boolean;
/**
 * "Never call `preserve()` twice", "never set more than three tags": a rule on how often or how many says nothing of
 * whether the thing is done at all, so it does not meet "Always call `preserve()` first".
 */
export declare function countedApart(c: Clause, other: Clause): boolean;
/**
 * Each rule sends to a place of its own: "Never send `load_peak` to the billing service" / "must send `load_peak` to
 * the port dashboard" are two rules on two recipients (rulesMeet, and polarity.ts's negationMissesOther).
 */
export declare function destinationsApart(c: Clause, other: Clause): boolean;
/**
 * "Don't squash-merge" against "PRs must be squash-merged": an instruction that is its verb and nothing else is
 * about the action itself, so the same verb in another instruction is what both talk about.
 */
export declare function actionOnly(c: Clause, other: Clause): boolean;
/** The named object after `from` is a setting the other clause writes as a field of a literal (fieldOfLiteral). */
export declare function fieldSetIn(tokens: readonly Token[], from: number, other: Clause): boolean;
/** What "by" names when it says how an action is done, by whom: "by hand", "by yourself". */
export declare const MANNER_WORDS: Set<string>;
/**
 * "Never regenerate the types by hand; CI does it" against "Always regenerate them after editing the schema": the
 * manner phrase at `tokens[at]` ("by hand") is no scope of its own when the same discovery says an automation does
 * the work, so the ban is on doing it at all, and meets an instruction to do it. "Don't update snapshots by hand:
 * `jest -u` rewrites them" names a tool to do it with instead, and stays a manner.
 */
export declare function handedOver(tokens: readonly Token[], at: number, c: Clause, own: Analysis, other: Clause): boolean;
/**
 * Two instructions of opposite force about one thing they both name, with one action on it: "Never pass
 * `--configuration-cache` to the KMP build" against "Gradle should always be run with `--configuration-cache`",
 * "Never set `$ErrorActionPreference` globally in `tools/`" against "scripts under `tools/` must set it". A rule
 * is about the name it governs; the scopes and objects around it say where, and do not keep the rules apart when
 * the action is the same (the same verb, or putting the name to use: SUPPLY_STEMS, or after "with"), unless each
 * holds in a place the other never names (scopedApart). Another action on the name ("commit" / "sign with",
 * "mock" / "read through") is another rule.
 */
export declare function rulesOnOneName(c: Clause, n: number, other: Clause): boolean;
/** Verbs that deny a taking in: "ignores `config.toml`", "skips `.gitignore`". */
export declare const DISREGARD_STEMS: Set<string>;
/**
 * The verb at `c.tokens[at]` is done to a name in backticks right after it, and `other` writes that name after a verb
 * of the same family (at most four words before it, nothing between but words): the two say or ask opposite things
 * of one dealing with one thing, whatever verb each writes. Places each names apart keep them apart.
 */
export declare function oneFamilyOnName(c: Clause, at: number, other: Clause): boolean;
/**
 * "Dispenses must not wait on a co-signature" against "Dispenses must be co-signed by a second pharmacist", "don't wait
 * for canvass sign-off" against "may be published only after the sign-off is set": waiting for a thing is holding the
 * action until it is there, so a rule not to wait for it denies a rule that requires it first (recall-111). The verb at
 * `c.tokens[at]` is a form of "wait" before "for" / "on" / "until"; both clauses are rules; every word of what is
 * waited for is in the other rule, as a word or one of its family ("co-signature" / "co-signed", "clearance" /
 * "cleared"). "must not wait for the label printer" names a thing the other rule never asks for.
 */
export declare function waitedOnRequired(c: Clause, at: number, other: Clause): boolean;
