// The blocks of an agent file a person would call "one rule": each list item
// (nested items are their own), each paragraph, each table row, under the
// heading it sits in. Code blocks, HTML comments, headings and `@import` lines
// are not rules.

export interface MarkdownBlock {
  kind: 'item' | 'paragraph' | 'row';
  /** The nearest heading above, as written (empty before the first heading). */
  heading: string;
  /** 1-based, inclusive, in the whole file. */
  startLine: number;
  endLine: number;
  /** The text: list marker and quote markers removed, continuation lines unindented, joined with newlines. */
  text: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX = /^\s{0,3}(#{1,6})(?:\s+(.*?))?\s*$/;
const THEMATIC = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])(\s+|$)(.*)$/;
const SETEXT = /^\s{0,3}(=+|-+)\s*$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
/** A line holding nothing but Claude Code imports (`@AGENTS.md`, `@docs/style.md`). */
export const IMPORT_ONLY = /^\s*(?:@[^\s@`]+\s*)+$/;

/**
 * Splits Markdown lines into blocks. `firstLine` is the 0-based index where the
 * body starts (after frontmatter); line numbers in the result count from the file's start.
 */
export function markdownBlocks(lines: readonly string[], firstLine = 0): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let heading = '';
  let fence: string | null = null;
  let inComment = false;
  let current: { kind: MarkdownBlock['kind']; start: number; end: number; parts: string[]; indent: number } | null = null;

  const flush = () => {
    if (current) {
      const text = current.parts.join('\n').trim();
      if (text !== '') blocks.push({ kind: current.kind, heading, startLine: current.start + 1, endLine: current.end + 1, text });
    }
    current = null;
  };

  for (let i = firstLine; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1]!;
      continue;
    }
    if (inComment) {
      if (line.includes('-->')) inComment = false;
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      flush();
      if (!line.includes('-->')) inComment = true;
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      flush();
      heading = (atx[2] ?? '').replace(/\s+#+$/, '').trim();
      continue;
    }
    const para = current as { kind: MarkdownBlock['kind']; start: number; end: number; parts: string[]; indent: number } | null;
    if (para && para.kind === 'paragraph' && SETEXT.test(line) && para.parts.length === 1) {
      heading = para.parts[0]!.trim();
      current = null;
      continue;
    }
    if (THEMATIC.test(line)) {
      flush();
      continue;
    }
    if (IMPORT_ONLY.test(line)) {
      flush();
      continue;
    }
    const unquoted = line.replace(/^\s{0,3}>\s?/, '');
    if (TABLE_ROW.test(unquoted)) {
      flush();
      if (!TABLE_RULE.test(unquoted)) blocks.push({ kind: 'row', heading, startLine: i + 1, endLine: i + 1, text: unquoted.trim() });
      continue;
    }
    const item = ITEM.exec(unquoted);
    if (item) {
      flush();
      current = { kind: 'item', start: i, end: i, parts: [item[4]!], indent: item[1]!.length + item[2]!.length + Math.max(1, item[3]!.length) };
      continue;
    }
    if (para) {
      // A continuation (lazy or indented) of the item or paragraph being read.
      para.parts.push(unquoted.trim());
      para.end = i;
      continue;
    }
    current = { kind: 'paragraph', start: i, end: i, parts: [unquoted.trim()], indent: 0 };
  }
  flush();
  return blocks;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading: string): string {
  const slug = heading
    .toLowerCase()
    .replace(/[`*_~[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return slug === '' ? 'top' : slug.slice(0, 60);
}
