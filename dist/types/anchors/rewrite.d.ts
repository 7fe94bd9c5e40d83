/** Replaces whole mentions only (`http.ts` must not match inside `myhttp.ts`). */
export declare function replaceMention(text: string, written: string, replacement: string): string;
