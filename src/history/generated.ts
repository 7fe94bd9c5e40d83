// Which files the history walk takes apart as generated (startLog's `generated`):
// those the top-level `.gitattributes` marks `linguist-generated`, GitHub's mark for
// build output. Their patterns are given to git as glob pathspecs, not as an
// attribute pathspec (`:(attr:linguist-generated)`): git then works out every
// changed path's attributes, which tripled the walk's time on a 50,000-commit
// history. Walking them apart costs a second walk of the chain: worth it only
// where files are marked on purpose. The store's own views (`discoveries init`
// marks them with their merge driver) are a few small Markdown files, whose
// renames cost git nothing to find: they are not taken apart.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIEW_DRIVER } from '../store/git-setup.js';

/**
 * The glob patterns (pathspec `:(glob)` syntax, from the top of the repository) of the
 * files a `.gitattributes` text marks `linguist-generated` (set, or `=true`), other than
 * the store's views; null when it marks none, or when it unsets the mark on some line
 * (`-linguist-generated`, `=false`): which files are generated then depends on the lines'
 * order, which pathspecs cannot say.
 */
export function generatedPatterns(attributes: string): string[] | null {
  const patterns: string[] = [];
  for (const line of attributes.split(/\r?\n/)) {
    const fields = line.trim().split(/\s+/);
    const [pattern, ...attrs] = fields;
    if (!pattern || attrs.length === 0 || pattern.startsWith('#') || pattern.startsWith('[attr]')) continue;
    if (attrs.some((a) => a === '-linguist-generated' || a === '!linguist-generated' || (a.startsWith('linguist-generated=') && a !== 'linguist-generated=true'))) return null;
    if (attrs.includes(`merge=${VIEW_DRIVER}`) || !(attrs.includes('linguist-generated') || attrs.includes('linguist-generated=true'))) continue;
    // A quoted pattern, or one ending in `/` (it matches a folder, whose files it does not mark), is left out.
    if (pattern.startsWith('"') || pattern.endsWith('/')) continue;
    // As in .gitignore: a pattern with a slash is from the top of the repository, one without matches a name in any folder.
    patterns.push(pattern.includes('/') ? pattern.replace(/^\//, '') : `**/${pattern}`);
  }
  return patterns.length > 0 ? patterns : null;
}

/** generatedPatterns of the `.gitattributes` at the top of the work tree `root`. */
export function readGeneratedPatterns(root: string): string[] | null {
  let text: string;
  try {
    text = readFileSync(join(root, '.gitattributes'), 'utf8');
  } catch {
    return null; // no such file
  }
  return generatedPatterns(text);
}
