import { type AnchorTerm } from '../anchors/identifiers.js';
import { type Reader, type Restatement } from './restated.js';
/**
 * The share of the old version's non-blank lines that are gone from the new one
 * (lines compared as multisets, whitespace collapsed): 0 when every line is
 * still there, however much was added; 1 when nothing is left. What a learning
 * says was written about the old file: a file that only grew still holds it
 * (touched, for review), one that lost most of its lines does not. An empty file
 * that gained content counts as wholly rewritten. Two versions mostly share
 * their first and last lines: those are counted in place, and only the lines
 * between are split and compared (no map for every version).
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
    /** Set when the line changed but says the same about each of its terms (restated.ts): no anchor evidence. */
    restated: Restatement | undefined;
    /** For a `modifier` restatement, what the declaration gained or lost (`gained export`); for `optional`, the function declared; else empty. */
    detail: string;
    /**
     * When the line declares a named function or type that did not change but whose body was mostly rewritten: the body's
     * last line (`raw` is then one of its lines that is gone); 0 otherwise.
     */
    bodyEnd: number;
}
export interface TermMatcher {
    term: AnchorTerm;
    /** Whether a line holds the term on identifier boundaries (needleMatcher's test). */
    test: (line: string) => boolean;
    /** For a dotted key written with its value (`commit.gpgsign=false`), the setting it names; else null. */
    setting: Setting | null;
}
export declare function termMatchers(terms: readonly AnchorTerm[]): TermMatcher[];
/** A setting named by a dotted key and its value: `commit.gpgsign=false` is `gpgsign` in section `commit`, `false`. */
export interface Setting {
    section: string;
    key: string;
    value: string;
    /** The value as a term, to find it on a line. */
    asValue: Pick<AnchorTerm, 'needle' | 'kind'>;
}
/**
 * Lines of `before` holding one of the terms that are no longer in `after` (a plain word only when `after` lacks it),
 * each marked `restated` when what it says about its terms is still said in `after`. `reader` says whether the file
 * is source code (its comments, calls and modifiers read as restated.ts says) and what the learning says.
 */
export declare function changedAnchorLines(before: string, after: string, all: readonly TermMatcher[], reader?: Reader): AnchorLine[];
