export type AnchorKind = 'identifier' | 'flag' | 'key' | 'value';
export interface AnchorTerm {
    /** As written: `retry()`, `--dry-run`, `30s`. */
    text: string;
    /** What is looked for in a line, on word boundaries: `retry`, `--dry-run`, `30`. */
    needle: string;
    kind: AnchorKind;
}
export declare function extractAnchors(content: string): AnchorTerm[];
/** A matcher for a term on identifier boundaries (so `retry` does not match `retryCount`). */
export declare function needleMatcher(term: Pick<AnchorTerm, 'needle' | 'kind'>): RegExp;
