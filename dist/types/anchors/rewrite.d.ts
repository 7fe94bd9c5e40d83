/** Replaces whole mentions only (`http.ts` must not match inside `myhttp.ts`). */
export declare function replaceMention(text: string, written: string, replacement: string): string;
/**
 * The new path written the way the old one was: `http.ts` for `src/http.ts` →
 * `src/net/client.ts` becomes `client.ts`; a written `./` or trailing `/` stays;
 * a path written relative to a folder (`lib/x.rb` for `actionview/lib/x.rb`)
 * leaves that folder out when the new path is still under it, so the proposal
 * resolves the way the old mention did. `folderRelative`: the text sits in a
 * folder its mentions are read against (a nested AGENTS.md, a skill), so a bare
 * `http.ts` there is that folder's too and becomes `net/client.ts`.
 */
export declare function sameShape(written: string, oldPath: string, newPath: string, folderRelative?: boolean): string;
