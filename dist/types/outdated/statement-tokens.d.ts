import type { CodeSyntax } from './syntax.js';
/** A statement over more lines than this is read as the line alone (prose with a stray bracket, a long function). */
export declare const STATEMENT_LINES = 50;
export declare const ANCHOR = "\0";
/** Where the string opened by the quote at `p` closes on its line, or -1 when it does not. */
export declare function stringEnd(text: string, p: number, lineEnd: number): number;
export declare const isWordChar: (c: number) => boolean;
export declare const isSpace: (c: number) => boolean;
/**
 * `text[from, to)` as tokens: words, strings (quotes made alike), single punctuation
 * characters, and ANCHOR for the term at each offset of `at`; `anchors` are their indexes,
 * -1 for an occurrence in a comment, which a source file's tokens leave out.
 */
export declare function tokenize(text: string, from: number, to: number, at: readonly number[], length: number, code: CodeSyntax | null): {
    tokens: string[];
    anchors: number[];
    commented: boolean;
};
export declare const OPEN: Set<string>;
export declare const CLOSE: Set<string>;
