import type { Analysis, Clause } from './analyze.js';
/** Both clauses put one thing in a case phrase, in relations that part (caseRelations): "during a pass" / "between passes". */
export declare function casesApart(p: Clause, pText: Analysis, q: Clause, qText: Analysis): boolean;
/**
 * Both clauses name, after their verb and in a phrase of one relation of time, a thing in code, and neither writes a
 * part of the other's: "No need to restart the scanner service after editing `barcode_rules.json`" / "Restart it after
 * changing `scanner.env`". Each rule is for its own occasion. Names in words are left alone: one thing is often written
 * in two ways.
 */
export declare function namedOccasionsApart(p: Clause, q: Clause): boolean;
/**
 * The denial is of what lies past a value ("rejects comments longer than 500 characters", "refuses attachments over
 * 2 MiB"), and the other clause states the same value, not past a value of its own: one limit said from the
 * other end. With the opposite state on the other side (`opposite`), its value must be an upper bound: "accepts up to
 * 150 people", "the maximum size it accepts is 50 MB".
 */
export declare function deniedPastValue(denial: Clause, other: Clause, opposite: boolean): boolean;
/**
 * Both clauses say what one thing is used for, and each purpose has a word the other clause never writes: "The hotel
 * app uses Postgres for bookings" / "Postgres is not used for the hotel app's search". Two uses, each its own; not
 * against a use "for every request", which covers uploads too.
 */
export declare function purposesApart(a: Clause, b: Clause): boolean;
/**
 * "Members on frozen plans are not billed" / "Active members are billed monthly", "The EU dispatch region" / "the US
 * region": a noun both subjects write, each narrowing it with words the other text never writes (words before it, a
 * phrase or relative clause right after it), names two cases of one kind, and the claim of each holds of its own. One
 * side narrowed only is a narrower claim, read elsewhere. The words must be of one kind (rivalModifiers in values.ts):
 * "The Postgres dump" / "The nightly dump", a name and a schedule, may call one thing two ways.
 */
export declare function nounCasesApart(p: Clause, pText: Analysis, q: Clause, qText: Analysis): boolean;
/**
 * Each subject names one member of one kind by a name of its own after the kind's noun: "Carrier A's trunk doesn't
 * register" / "Carrier B's trunk registers", "Study ABC-101 randomizes in blocks of 4" / "Study ABC-204 … of 6", "Alert
 * `TrunkFlapping` uses `for: 15m`" / "The `TrunkDown` alert has `for: 1m`". Two members, each with its own claim, as
 * numbers name two (numberedApart in subject.ts). Only in the subject, before the verb (or the first value when the
 * clause's verbs are not read): after it a name is often the value or the thing used ("uses database `orders`"); and
 * each side's name must be one the other text never writes.
 */
export declare function designatedApart(p: Clause, pText: Analysis, q: Clause, qText: Analysis): boolean;
