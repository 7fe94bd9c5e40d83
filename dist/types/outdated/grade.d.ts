import { type AnchorTerm } from '../anchors/identifiers.js';
export interface LineBag {
    lines: string[];
    counts: Map<string, number>;
    size: number;
}
export declare function lineBag(text: string): LineBag;
/** (removed + added) / (old + new) over non-blank lines: 0 unchanged, 1 nothing in common. */
export declare function changedShare(before: LineBag, after: LineBag): number;
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
/** Lines of `before` holding one of the terms that are no longer in `after`. `beforeText` lets texts without any term be skipped whole. */
export declare function changedAnchorLines(before: LineBag, after: LineBag, matchers: readonly TermMatcher[], beforeText?: string): AnchorLine[];
