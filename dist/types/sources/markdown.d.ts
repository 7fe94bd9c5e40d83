export interface MarkdownBlock {
    kind: 'item' | 'paragraph' | 'row';
    /** The nearest heading above, as written (empty before the first heading). */
    heading: string;
    /** 1-based, inclusive, in the whole file. */
    startLine: number;
    endLine: number;
    /** The text: list marker and quote markers removed, continuation lines unindented, joined with newlines. */
    text: string;
}
/** A line holding nothing but Claude Code imports (`@AGENTS.md`, `@docs/style.md`). */
export declare const IMPORT_ONLY: RegExp;
/**
 * Splits Markdown lines into blocks. `firstLine` is the 0-based index where the
 * body starts (after frontmatter); line numbers in the result count from the file's start.
 */
export declare function markdownBlocks(lines: readonly string[], firstLine?: number): MarkdownBlock[];
/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export declare function slugify(heading: string): string;
