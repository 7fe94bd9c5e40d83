/**
 * How a line comment starts in a language: `//` (and `/* … *\/` blocks), `#`, or `--`; Python and Ruby comment with
 * `#` and also write comments over several lines (a docstring, a `=begin` … `=end` block).
 */
export type CodeSyntax = 'slash' | 'hash' | 'dash' | 'python' | 'ruby';
/** The comment syntax of a source file, from its name; null for prose, data and anything unknown. */
export declare function codeSyntaxOf(path: string): CodeSyntax | null;
/** Whether a trimmed line is wholly a comment (or a line inside a `/* … *\/` block, as written with a leading `*`). */
export declare function isCommentLine(trimmed: string, syntax: CodeSyntax): boolean;
/**
 * Whether the line at `start` of `text` is inside a comment written over several lines: a `/* … *\/` block opened on
 * an earlier line (its lines need not start with `*`), a Python docstring (a triple-quoted string that is a statement
 * of its own, not one assigned or passed) or a Ruby `=begin` block.
 */
export declare function inBlockComment(text: string, start: number, syntax: CodeSyntax): boolean;
