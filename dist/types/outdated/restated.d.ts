import { type AnchorTerm } from '../anchors/identifiers.js';
import type { CodeSyntax } from './syntax.js';
/**
 * How a restated line differs: only other members of its lists, its layout, a comment, the
 * arguments of a call of the term, or modifiers of its declaration that do not change what it does;
 * as grade.ts decides apart, a setting now written under its section's header, or a declaration that
 * only gained optional parameters.
 */
export type Restatement = 'list' | 'format' | 'comment' | 'call' | 'moved' | 'modifier' | 'section' | 'optional';
export interface Restated {
    kind: Restatement;
    /** For `modifier`: what the declaration gained or lost (`gained export`); for `optional` (grade.ts), the function declared; else empty. */
    detail: string;
}
/** What the learning is and where: loosened reading applies to source files only. */
export interface Reader {
    code: CodeSyntax | null;
    /** The learning's text: an argument it speaks of keeps a call's arguments part of what is said. */
    said: string;
}
/**
 * For each changed line of `before` (1-based, with the terms it holds), whether what it says
 * about every one of them is still said in `after`, and how it differs; null when something changed.
 */
export declare function restatements(before: string, after: string, lines: ReadonlyArray<{
    line: number;
    terms: readonly AnchorTerm[];
}>, reader?: Reader): Array<Restated | null>;
