export type MentionKind = 'file' | 'dir' | 'glob' | 'maybe';
export interface PathMention {
    /** As written in the text (without backticks). */
    text: string;
    /** Normalized: forward slashes, no leading `./`, no trailing `/`. */
    path: string;
    /**
     * `file` has an extension, `dir` ends in `/`, `glob` has `*`, `?` or `{a,b}`;
     * `maybe` (`src/routes`, `owner/repo`, `red/green`) counts only when it exists.
     */
    kind: MentionKind;
}
export declare function extractPathMentions(content: string): PathMention[];
/**
 * False for a token `classify(token, false)` surely rejects: without a slash a
 * mention needs an extension or a leading dot. Most words of prose are answered
 * here, before the dozen patterns (every word of every learning is classified).
 */
export declare function mayBePath(token: string): boolean;
/** Takes `token` for a path mention, or returns null. `spaced` allows spaces (a whole code span). */
export declare function classify(raw: string, spaced: boolean): PathMention | null;
