/** The term a plain word gives: its stem, or the stem of the thing it names another way (common-names.ts, SYNONYM_STEMS). */
export declare function termOfWord(word: string): string;
export type TokenKind = 'word' | 'code' | 'number' | 'punct';
export interface Token {
    /** As written (inside the backticks for code spans). */
    raw: string;
    /** Lower case, curly quotes straightened, possessive 's removed. */
    norm: string;
    kind: TokenKind;
    /** Content terms this token contributes, strongest first. Empty for stopwords and punctuation. */
    terms: string[];
    /** The weight of each term as this token uses it: a name in backticks weighs like an anchor. */
    weights: number[];
    /** True for backtick spans. */
    quoted: boolean;
}
export declare const FILE_EXTENSIONS: Set<string>;
/**
 * A configuration file, as a name in code (`next.config.js`, `rabbit.conf`, `.storybook/main.ts`, `.eslintrc`) or a
 * word (tsconfig, kconfig): where a state is set. "is disabled in `next.config.js`" says where it is switched off,
 * not in which case it is.
 */
export declare function configFileToken(t: Token): boolean;
/** Path segments that say nothing about what a file is for. */
export declare const GENERIC_SEGMENTS: Set<string>;
/** Terms an anchor (path, identifier, command) contributes: itself, then its meaningful parts. */
export declare function anchorTerms(raw: string, quoted?: boolean): string[];
/**
 * A key of two words, lower case, the second a word and not a number (`async_insert`, `lazyLoad`; `strict_2` is a
 * name of its own); null for any other key.
 */
export declare function twoWordKey(key: string): [string, string] | null;
/** See toggleSetting. */
export interface Toggle {
    key: string;
    on: boolean;
    /** The setting's name as written (`isMinifyEnabled`, `cache` for `--no-cache`). */
    name: string;
}
/**
 * A setting switched on or off: `features.search.enabled=true`, `AUTOVACUUM=off`, `"sourceMap": false`,
 * `isMinifyEnabled = false`, `<Nullable>disable</Nullable>`, `CONFIG_BT=n`, `--no-cache`.
 * `key` is what the setting switches, without the words saying it is a switch; `on` is whether that is on.
 */
export declare function toggleSetting(raw: string): Toggle | null;
/**
 * The words a dotted key names its setting by: `resources.limits.cpu` is "CPU limits", `server.ssl.enabled`
 * "SSL enabled", `spec.replicas` "replicas". Its last two segments that are not structure (spec, metadata,
 * config, …), as stems, in either order; empty for anything that is not a key path (files, hosts, calls).
 */
export declare const keyPathTerms: (key: string) => readonly string[];
/** `fetchUser()` → fetchuser; `./src/routes/` → src/routes; quotes and call parentheses go. */
export declare function normalizeAnchor(raw: string): string;
/** Memoized: the same names come back in every discovery that mentions them, and per quantity read. */
export declare const splitIdentifier: (key: string) => readonly string[];
/** Paths, identifiers, flags, dotted names, key=value: things a reader would put in backticks. */
export declare function looksLikeCode(raw: string): boolean;
export declare function tokenize(text: string): Token[];
/** Stems of a prose word; hyphenated words contribute each part ("type-check" → type, check). */
export declare function wordTerms(norm: string, raw?: string): string[];
/** Files nearly every project has and many discoveries mention: sharing one says little. */
export declare const POPULAR_FILES: Set<string>;
/** How much a shared term says about two discoveries being about the same thing. */
export declare function termWeight(term: string): number;
/**
 * The words from `from` to `last` as written, one space apart. A loop, not slice/map/join: the mapped array's map
 * varies, and the code joining it was thrown away when a run met the other kind (disc-054).
 */
export declare function rawSpan(tokens: readonly Token[], from: number, last: number): string;
