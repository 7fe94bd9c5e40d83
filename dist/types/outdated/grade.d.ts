import { type AnchorTerm } from '../anchors/identifiers.js';
/**
 * (removed + added) / (old + new) over non-blank lines, as multisets of lines
 * with whitespace collapsed: 0 unchanged, 1 nothing in common. Two versions of
 * a file mostly share their first and last lines: those are counted in place,
 * and only the lines between are split and compared (no map for every version).
 */
export declare function changedShare(before: string, after: string): number;
export interface AnchorLine {
    /** 1-based, in the older version. */
    line: number;
    /** Whitespace collapsed. */
    text: string;
    /** Trimmed, as in the file. */
    raw: string;
    terms: string[];
}
export interface TermMatcher {
    term: AnchorTerm;
    /** Whether a line holds the term on identifier boundaries (needleMatcher's test). */
    test: (line: string) => boolean;
}
export declare function termMatchers(terms: readonly AnchorTerm[]): TermMatcher[];
/** Lines of `before` holding one of the terms that are no longer in `after`. */
export declare function changedAnchorLines(before: string, after: string, matchers: readonly TermMatcher[]): AnchorLine[];
