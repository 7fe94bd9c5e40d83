import type { Analysis, Clause } from './analyze.js';
export interface FlagHit {
    /** The flag as written: `--strict`. */
    flag: string;
    /** The command the older runs it with, as written: `mkdocs build --strict`. */
    command: string;
    withClause: Clause;
    withoutClause: Clause;
}
/** The older runs a command with the flag the newer says it runs without. */
export declare function flagHit(older: Analysis, newer: Analysis): FlagHit | null;
