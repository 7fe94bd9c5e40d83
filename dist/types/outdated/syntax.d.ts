/** How a line comment starts in a language: `//` (and `/* … *\/` blocks), `#`, or `--`. */
export type CodeSyntax = 'slash' | 'hash' | 'dash';
/** The comment syntax of a source file, from its name; null for prose, data and anything unknown. */
export declare function codeSyntaxOf(path: string): CodeSyntax | null;
/** Whether a trimmed line is wholly a comment (or a line inside a `/* … *\/` block, as written with a leading `*`). */
export declare function isCommentLine(trimmed: string, syntax: CodeSyntax): boolean;
