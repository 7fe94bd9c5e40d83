import type { Clause } from './analyze.js';
import { type Token } from './tokens.js';
/** Terms one side writes that name the other side's subject another way: a tool by its role, a word by its short form, a head after one modifier. */
export declare function aliases(p: Clause, q: Clause, a: Map<string, number>, b: Map<string, number>): Set<string> | null;
/** The token is a noun of a KIN_NOUNS row and the other clause writes another noun of that row, not its own: "photos" / "images". */
export declare function kinNamed(c: Clause, token: Token, other: Clause): boolean;
/** The WORDING_HEADS row of the word `t`, written as a noun (not one of its clause's verbs), or -1. */
export declare function wordingRow(c: Clause, t: Token): number;
/** The other clause names the token another way: a tool by its role ("the Tauri app" / "the desktop client"), a word by its short form. */
export declare function namedByAlias(c: Clause, token: Token, other: Clause): boolean;
/** Every letter of `short` appears in `long`, in order. */
export declare function inOrder(short: string, long: string): boolean;
/**
 * "doesn't touch the database" against "pings Postgres", "must never hit any cache" against "rate-limits through
 * Redis": a word that names a kind of store (ROLE_NOUNS), as the object of a verb of any dealing, is every tool of that
 * kind, so it names the one the other clause writes (recall-111). `object` is the denied object's terms; the tool is a
 * member of a catalogue group (alternatives.ts) whose role words include the noun.
 */
export declare function roleNounForTool(object: readonly string[], other: Clause): boolean;
