import type { Analysis } from './analyze.js';
/** Which families a text writes on each side: bit k of `does` / `undoes`. */
export interface ActionSides {
    does: number;
    undoes: number;
}
/** The sides a text writes, once per text. */
export declare const actionSides: (key: string) => ActionSides;
/** The families where one text only does and the other only undoes: bit k set. */
export declare function opposedFamilies(a: ActionSides, b: ActionSides): number;
/** opposedFamilies on the bits as numbers: compare.ts mayHit reads them from the per-text summaries, per pair, with no object made. */
export declare function opposedBits(aDoes: number, aUndoes: number, bDoes: number, bUndoes: number): number;
/**
 * `undoing`'s verbs of family `k` written as the denial of `verb` ("purged" → "not kept", "rejects" → "does not
 * accept"), outside code; null when it writes none.
 */
export declare function deniedAs(undoing: string, k: number, doing: string): {
    text: string;
    from: string;
    to: string;
} | null;
/**
 * Whether the undoing side is a later step rather than the other side's opposite: it states a quantity ("purged after
 * 30 days", "hides the banner after 2 seconds", "declines refunds above 500 €") while the doing side does not say it
 * holds for ever ("kept indefinitely"), or states one too ("kept for 30 days" / "purged after 30 days" is one retention
 * period said from each end). The value checks weigh those.
 */
export declare function undoneLater(doing: Analysis, undoing: Analysis): boolean;
/**
 * Whether the two name two kinds of one thing: a word both write ("screen", "access") after a plain word of each side's
 * own that the other never writes ("the home screen" / "the settings screen", "read access" / "write access").
 */
export declare function kindsOfOneThing(a: Analysis, b: Analysis): boolean;
