/** Replaces whole mentions only (`http.ts` must not match inside `myhttp.ts`). */
export declare function replaceMention(text: string, written: string, replacement: string): string;
/**
 * The new path written the way the old one was: `http.ts` for `src/http.ts` →
 * `src/net/client.ts` becomes `client.ts`; a written `./` or trailing `/` stays;
 * a path written relative to a folder (`lib/x.rb` for `actionview/lib/x.rb`, or
 * in a nested AGENTS.md) leaves that folder out when the new path is still under
 * it, so the proposal resolves the way the old mention did.
 */
export declare function sameShape(written: string, oldPath: string, newPath: string): string;
