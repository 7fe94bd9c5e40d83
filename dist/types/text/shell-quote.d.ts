/** A word for a POSIX shell line git or husky runs (hook scripts, merge drivers): plain when it is safe, else single-quoted. */
export declare function shellQuote(s: string): string;
