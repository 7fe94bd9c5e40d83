// Which blocks of an agent file talk about paths, and so are learnings the
// history can prove wrong. A mention that looks like a file (`src/http.ts`,
// `vitest.config.ts`), a folder (`src/routes/`) or a glob (`src/**/*.ts`) always
// counts; a bare `a/b` counts only when it exists, so prose like "read/write"
// or "owner/repo" is not taken for a path.

import { existsSync } from 'node:fs';
import { join } from 'node:path';

const EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs go py rb rs md mdx mdc java kt scala swift c h cc cpp hpp cs php lua ex exs dart vue svelte astro ' +
    'html css scss sass less json jsonc jsonl yaml yml toml ini cfg conf env xml sql graphql gql proto sh bash zsh ps1 txt rst tf lock gradle properties csv ipynb'
  ).split(' '),
);

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^www\.|@[\w-]+\.[\w.]+$/i;

export type MentionShape = 'file' | 'dir' | 'glob' | 'maybe';

export interface Mention {
  text: string;
  path: string;
  shape: MentionShape;
}

function classify(raw: string): Mention | null {
  let token = raw.replace(/^[@*_~(]+/, '').replace(/[.,:;!?*_~)]+$/, '');
  token = token.replace(/(?::\d+(?:[:-]\d+)?|#L\d+(?:-L?\d+)?)$/, '');
  if (token.length < 3 || URL_LIKE.test(token) || token.startsWith('/') || token.startsWith('~') || token.includes('$')) return null;
  if (/[<>{}]/.test(token) && !/\{[^{}]*,[^{}]*\}/.test(token)) return null;
  if (token.includes('...') || /(^|\/)\.\.(\/|$)/.test(token)) return null;
  const path = token.replace(/^\.\//, '').replace(/\/+$/, '');
  if (path === '' || /^\d/.test(path)) return null;
  if (/[*?]|\{[^{}]*,[^{}]*\}/.test(path)) return path.includes('/') || path.startsWith('*.') ? { text: raw, path, shape: 'glob' } : null;
  if (!/^[\p{L}\p{N}_@.+\-/]+$/u.test(path)) return null;
  if (token.endsWith('/')) return /[A-Za-z]/.test(path) ? { text: raw, path, shape: 'dir' } : null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(last)?.[1]?.toLowerCase();
  if (/^v?\d+(\.\d+)+$/.test(last) || /^[A-Z][A-Za-z0-9]*\.js$/.test(last)) return null;
  if (extension && (path.includes('/') || EXTENSIONS.has(extension))) return { text: raw, path, shape: 'file' };
  if (path.includes('/') || /^\.[\w][\w.-]+$/.test(last)) return { text: raw, path, shape: 'maybe' };
  return null;
}

/** Path-like mentions in a text, code spans first (they may hold a whole path). */
export function pathMentions(text: string): Mention[] {
  const found = new Map<string, Mention>();
  const add = (m: Mention | null) => {
    if (m && !found.has(m.path)) found.set(m.path, m);
  };
  const outside = text.replace(/`([^`\n]+)`/g, (_all, span: string) => {
    for (const token of span.trim().split(/\s+/)) add(classify(token));
    return ' ';
  });
  for (const token of outside.split(/[\s,;()[\]"'<>|]+/)) if (token) add(classify(token));
  return [...found.values()];
}

/** Whether a text mentions a path: a file-, folder- or glob-shaped one, or one that exists (against baseDir, then the root). */
export function mentionsPath(text: string, repoRoot: string | null, baseDir: string): boolean {
  for (const m of pathMentions(text)) {
    if (m.shape !== 'maybe') return true;
    if (repoRoot && (existsSync(join(repoRoot, baseDir, m.path)) || existsSync(join(repoRoot, m.path)))) return true;
  }
  return false;
}
