import { type Analysis, type Clause } from './analyze.js';
import { type Token } from './tokens.js';
import { type Hit } from './subject.js';
/** The older asserts X in a clause about what the newer says goes without X. */
export declare function absenceHit(older: Analysis, newer: Analysis): Hit | null;
/**
 * One side says a named thing is not used here ("We don't depend on kemal", "Don't use pnpm here", "`ios/` doesn't use
 * CocoaPods"), the other that it is ("Crystal app uses the `kemal` shard"): the denial names nothing but the thing
 * and, at most, a subject or scope the other side names too. A denial with a subject or a scope of its own ("The admin
 * app doesn't use Redux", "we don't use Redis for sessions") is about something narrower.
 */
export declare function deniedUseHit(older: Analysis, newer: Analysis): Hit | null;
/**
 * "Never call `preserve()` twice" against "Always call `preserve()` first": the denied clause says how often ("twice",
 * "again", "more than once") where the other does not, so it denies doing the thing again, not doing it.
 */
export declare function deniesRepeating(c: Clause, other: Clause): boolean;
/**
 * The text makes an exception ("except on the CI runners", "apart from the `api/` folder", "other than drafts") and
 * the other side's clause names a specific word of it: that clause is about the exception.
 */
export declare function exceptionNamed(text: Analysis, c: Clause): boolean;
/** Nouns for one step of a process, after the action's own noun: "the normalization step", "no dedup pass". */
export declare const STEP_NOUNS: Set<string>;
/**
 * `t` is a noun of the action a verb of `other` does, as VERB_SYNONYMS groups it or as a general action covering that
 * verb (VERB_HYPONYMS): "check" against "verifies" or "scans", "lookup" against "verifies", "normalization" against
 * "normalizes". A noun of an action, not a thing named after one ("the audit log" ends in "log").
 */
export declare function namesOthersAction(t: Token, other: Clause): boolean;
/**
 * One side leaves an action out by its noun, the other does it ("`gtpu_decap` forwards packets without any TEID
 * lookup" / "verifies the TEID"; "there's no batching" / "uploads events in batches"; "does no speed validation" /
 * "validates client positions against max speed"): what the noun says is done to (its words before it) must be in
 * the other clause, the two must share a subject word besides, and a case of its own after the noun ("for internal
 * zones") or a scope each side names apart makes it another claim (recall-125).
 */
export declare function omittedActionHit(older: Analysis, newer: Analysis): Hit | null;
