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
