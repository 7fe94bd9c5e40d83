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
/** Takes `token` for a path mention, or returns null. `spaced` allows spaces (a whole code span). */
export declare function classify(raw: string, spaced: boolean): PathMention | null;
