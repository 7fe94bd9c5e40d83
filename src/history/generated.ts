// Whether the history walk takes the files a repository marks generated apart
// (startLog's `splitGenerated`). Walking them apart costs a second walk of the
// chain, and paths matched by attribute cost git more than plain paths: worth it
// only where generated files are marked on purpose. The store's own views
// (`discoveries init` marks them `linguist-generated` with their merge driver) are
// a few small Markdown files, whose renames cost git nothing to find.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIEW_DRIVER } from '../store/git-setup.js';

/** Whether a `.gitattributes` text marks some files `linguist-generated` (set, or `=true`), other than the store's views. */
export function marksGeneratedFiles(attributes: string): boolean {
  for (const line of attributes.split(/\r?\n/)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 2 || fields[0]!.startsWith('#')) continue;
    const attrs = fields.slice(1);
    if (attrs.includes(`merge=${VIEW_DRIVER}`)) continue;
    if (attrs.includes('linguist-generated') || attrs.includes('linguist-generated=true')) return true;
  }
  return false;
}

/** Whether the `.gitattributes` at the top of the work tree `root` marks some files generated (marksGeneratedFiles). */
export function repositoryMarksGenerated(root: string): boolean {
  try {
    return marksGeneratedFiles(readFileSync(join(root, '.gitattributes'), 'utf8'));
  } catch {
    return false; // no such file
  }
}
