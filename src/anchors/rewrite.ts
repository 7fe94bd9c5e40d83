// Rewriting a path mention in prose: the review plan's proposed rewrites for
// renamed paths (plan/build.ts) and the agent-file proposals (sources/agent-files.ts).

import { escapeRegExp } from '../text/regexp.js';

/** Replaces whole mentions only (`http.ts` must not match inside `myhttp.ts`). */
export function replaceMention(text: string, written: string, replacement: string): string {
  return text.replace(new RegExp(`(?<![\\w./-])${escapeRegExp(written)}(?![\\w/-]|\\.\\w)`, 'g'), () => replacement);
}
