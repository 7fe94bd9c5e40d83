// Rewriting a path mention in prose (the mention itself, and the new path
// written in its shape): the review plan's proposed rewrites for
// renamed paths (plan/build.ts) and the agent-file proposals (sources/agent-files.ts).

import { escapeRegExp } from '../text/regexp.js';

/** Replaces whole mentions only (`http.ts` must not match inside `myhttp.ts`). */
export function replaceMention(text: string, written: string, replacement: string): string {
  return text.replace(new RegExp(`(?<![\\w./-])${escapeRegExp(written)}(?![\\w/-]|\\.\\w)`, 'g'), () => replacement);
}

/**
 * The new path written the way the old one was: `http.ts` for `src/http.ts` →
 * `src/net/client.ts` becomes `client.ts`; a written `./` or trailing `/` stays;
 * a path written relative to a folder (`lib/x.rb` for `actionview/lib/x.rb`)
 * leaves that folder out when the new path is still under it, so the proposal
 * resolves the way the old mention did. `folderRelative`: the text sits in a
 * folder its mentions are read against (a nested AGENTS.md, a skill), so a bare
 * `http.ts` there is that folder's too and becomes `net/client.ts`.
 */
export function sameShape(written: string, oldPath: string, newPath: string, folderRelative = false): string {
  const trailing = written.endsWith('/') ? '/' : '';
  const prefix = written.startsWith('./') ? './' : '';
  const bare = written.replace(/^\.\//, '').replace(/\/+$/, '');
  if (bare === oldPath) return `${prefix}${newPath}${trailing}`;
  if ((folderRelative || bare.includes('/')) && oldPath.endsWith(`/${bare}`)) {
    const folder = oldPath.slice(0, oldPath.length - bare.length);
    if (newPath.startsWith(folder)) return `${prefix}${newPath.slice(folder.length)}${trailing}`;
  }
  const depth = bare.split('/').length;
  return `${prefix}${newPath.split('/').slice(-depth).join('/')}${trailing}`;
}
