/** What a setting's value says: the state word (a word of the antonym list) and the subject word it is of, if any. */
export interface SettingState {
    /** The state word as the antonym list writes it ("public", "uncompacted"). */
    state: string;
    /** A word the state is of, beyond what the key names ("debug" for a log level). */
    subject?: string;
    /** The key as written. */
    key: string;
    /**
     * The value names the state whatever the key (`Cache-Control: public, max-age=60`): the code is still read whole,
     * for the values and names in it, not as a key the catalogue knows.
     */
    anyKey?: true;
}
/**
 * A key under a section written with it is the section's key: `[auth.anonymous] enabled = false` sets
 * `auth.anonymous.enabled`, the section naming what the switch is of.
 */
export declare function unsectioned(raw: string): string;
/**
 * `export const prerender = false`, `let useCache = true`: a declaration sets its name as a setting does;
 * the keywords before the name are no part of it.
 */
export declare const DECLARATION: RegExp;
/**
 * The state a setting written as code names: `cleanup.policy=delete` (the topic is not compacted), `type:
 * LoadBalancer` (the Service is public), `SameSite=Strict`. Null for anything the catalogue does not know.
 */
export declare function settingState(raw: string): SettingState | null;
/** Whether a word (lower case) may start a setting's key written in prose. Asked of every word: one look-up. */
export declare function mayStartProseKey(norm: string): boolean;
/**
 * A setting's key written in prose at `words[0…]` ("cleanup policy", "PeerAuthentication", "scheme"): how many
 * words it takes, longest first, or 0.
 */
export declare function proseKeyLength(words: readonly string[]): number;
/** The state a value names for a key read in prose (its words joined), if the catalogue knows both. */
export declare function proseSettingState(keyWords: readonly string[], value: string): {
    state: string;
    subject?: string;
} | null;
/** Every state word the catalogue uses (tests check each is a word of the antonym list). */
export declare function catalogueStates(): string[];
/** How many settings the catalogue lists. */
export declare function catalogueSize(): number;
