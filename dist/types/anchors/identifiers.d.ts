export type AnchorKind = 'identifier' | 'flag' | 'key' | 'value';
export interface AnchorTerm {
    /** As written: `retry()`, `--dry-run`, `30s`. */
    text: string;
    /** What is looked for in a line, on word boundaries: `retry`, `--dry-run`, `30`. */
    needle: string;
    kind: AnchorKind;
}
/**
 * Classes JavaScript itself defines. A discovery names them to say how code is written ("a WeakMap per cache",
 * "hoist every RegExp"); code says them on line after line for other reasons, so grading reads them as it reads a
 * plain word (src/outdated/grade.ts): only their going away from a file is a change to what the discovery says.
 */
export declare const LANGUAGE_CLASSES: ReadonlySet<string>;
export declare function extractAnchors(content: string): AnchorTerm[];
/**
 * Whether `text` holds the term on identifier boundaries: the same test as
 * needleMatcher's regex, without compiling one per term (a check compiles
 * thousands, each used on a few lines, and compiling is most of the cost).
 */
export declare function holdsNeedle(text: string, term: Pick<AnchorTerm, 'needle' | 'kind'>): boolean;
/** Where `text` holds the term on identifier boundaries, from `from` on; -1 when it does not. */
export declare function findNeedle(text: string, term: Pick<AnchorTerm, 'needle' | 'kind'>, from: number): number;
/** A matcher for a term on identifier boundaries (so `retry` does not match `retryCount`). */
export declare function needleMatcher(term: Pick<AnchorTerm, 'needle' | 'kind'>): RegExp;
