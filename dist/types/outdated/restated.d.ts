import { type AnchorTerm } from '../anchors/identifiers.js';
/** How a restated line differs: only other members of its lists, or only its layout. */
export type Restatement = 'list' | 'format';
/**
 * For each changed line of `before` (1-based, with the terms it holds), whether what it says
 * about every one of them is still said in `after`, and how it differs; null when something changed.
 */
export declare function restatements(before: string, after: string, lines: ReadonlyArray<{
    line: number;
    terms: readonly AnchorTerm[];
}>): Array<Restatement | null>;
