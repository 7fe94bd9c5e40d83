import { type Analysis } from './analyze.js';
/** Reads now what acronymsSpelledOut reads of `a` on its pairs (see compare.ts summarize). */
export declare function readSpelling(a: Analysis): void;
/**
 * The two analyses read again with every acronym one side writes spelled as the other side spells it ("the AE form"
 * read as "the adverse events form"); null when neither side has an acronym the other spells out.
 */
export declare function acronymsSpelledOut(older: Analysis, newer: Analysis): [Analysis, Analysis] | null;
