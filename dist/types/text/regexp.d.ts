/** The text as a regular expression that matches it literally (`/` too, so it can sit in any pattern). */
export declare function escapeRegExp(text: string): string;
