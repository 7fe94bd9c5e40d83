import { type Token } from './tokens.js';
import type { Dimension } from './quantities.js';
export interface CatalogueQuantity {
    id: string;
    dims: ReadonlySet<Dimension>;
    /** The quantity is a limit by nature: "max" in one of its spellings does not make it another setting. */
    limit: boolean;
    /** "8k" may mean 8192 as well as 8000. */
    binaryK: boolean;
    /** Ids this one may be written as, both ways. */
    compatible: ReadonlySet<string>;
}
interface Spelling {
    quantity: CatalogueQuantity;
    /** The unit a bare number written with this spelling is in: `--max-old-space-size=4096` is megabytes. */
    unit: string;
}
/** How many quantities the catalogue knows. */
export declare function catalogueSize(): number;
export declare function catalogueQuantity(id: string): CatalogueQuantity | undefined;
/** The two name one quantity: the same id, or one that may be written as the other ("concurrency" / threads). */
export declare function sameCatalogueQuantity(a: string, b: string): boolean;
/**
 * A setting's name or a flag: `max_seq_len`, `maxReplicas`, `server.tomcat.threads.max`, `-Xmx`, `--workers`.
 * `whole` is false when words before the spelling were set aside (`SIDEKIQ_CONCURRENCY`): those say whose it is.
 */
export declare function spellingOfName(raw: string): NameRead | undefined;
type NameRead = Spelling & {
    whole: boolean;
};
/** One word or name that is a spelling of the quantity `id` or of one it may be written as. */
export declare function namesQuantity(token: Token, id: string): boolean;
export interface Naming {
    quantity: CatalogueQuantity;
    unit: string;
    /** Token indexes of the words that name the quantity: they say what is measured, not whose it is. */
    tokens: number[];
}
/**
 * The catalogue quantity a value in tokens [first, last] is the value of, read from the words
 * in [from, to) around it: a flag or a setting's name in the same code span, else the spelling
 * a counted noun right after it, else the spelling nearest before it, else a spelling after it.
 */
export declare function nameQuantity(tokens: Token[], first: number, last: number, from: number, to: number, counted: readonly string[], written: string): Naming | null;
export {};
