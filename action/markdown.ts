// Text written by agents goes into PR bodies, comments and job summaries. It must
// show as written and do nothing else: no @-mention pings (`@user`, `@org/team`),
// no cross-references (`#123`), no raw HTML (`<script>`), no Markdown links or
// images, no breaking out of a table cell, no unbalanced backticks swallowing the rest.

export interface InlineOptions {
  /** Inside a table cell: `|` must be escaped even inside code spans. */
  table?: boolean;
  /** Cut to this many characters (with …), counted on the source text. */
  max?: number;
}

// `@user`, `@org/team`, `#123`, `owner/repo#123`, `GH-123`: things GitHub links,
// notifies or cross-references. Shown as code, where GitHub does neither.
const REFERENCE = /(^|[^\w`])((?:@[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][\w.-]*)?)|(?:[\w.-]+\/[\w.-]+)?#\d+|GH-\d+)/g;

// Control characters and the bidirectional overrides that make text read
// differently from what it is; line breaks become spaces (every use is one line).
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** One line of discovery text, safe for Markdown: code spans kept, everything else literal. */
export function inline(source: string, options: InlineOptions = {}): string {
  let text = source.replace(/\r\n?|\n/g, ' ').replace(INVISIBLE, '');
  if (options.max !== undefined && text.length > options.max) text = `${text.slice(0, Math.max(0, options.max - 1)).trimEnd()}…`;
  return splitCode(text)
    .map((part) => (part.code ? codeSpan(part.text, options) : literal(part.text, options)))
    .join('');
}

/** A value shown as code: ids, paths, commands. */
export function code(value: string, options: InlineOptions = {}): string {
  return codeSpan(value.replace(/\r\n?|\n/g, ' ').replace(INVISIBLE, ''), options);
}

/**
 * A link we built (commit, file, pull request): its text is escaped but not
 * turned into code, since GitHub neither mentions nor cross-references inside links.
 */
export function link(text: string, url: string): string {
  return `[${escapeText(text.replace(/\r\n?|\n/g, ' ').replace(INVISIBLE, ''), true)}](${url.replace(/[()\s<>]/g, (c) => encodeURIComponent(c))})`;
}

/** Plain text (no code spans recognised): everything shown literally. */
export function literal(text: string, options: InlineOptions = {}): string {
  const pieces: string[] = [];
  let last = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const start = match.index + match[1]!.length;
    pieces.push(escapeText(text.slice(last, start), last === 0));
    pieces.push(codeSpan(match[2]!, options));
    last = start + match[2]!.length;
  }
  pieces.push(escapeText(text.slice(last), last === 0));
  return pieces.join('');
}

function escapeText(text: string, atStart: boolean): string {
  let out = text.replace(/[\\`*_[\]<>|~&]/g, '\\$&');
  // What would start a block at the start of a list item or paragraph.
  if (atStart) out = out.replace(/^(\s*)([#+=-])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
  return out;
}

function codeSpan(content: string, options: InlineOptions): string {
  let text = content;
  if (options.table) text = text.replace(/\|/g, '\\|');
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') ? ' ' : '';
  if (text === '') return '` `';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Splits text into code spans (matching backtick runs) and the text around them. */
function splitCode(text: string): Array<{ code: boolean; text: string }> {
  const parts: Array<{ code: boolean; text: string }> = [];
  let i = 0;
  let plainStart = 0;
  while (i < text.length) {
    if (text[i] !== '`') {
      i += 1;
      continue;
    }
    let run = 0;
    while (text[i + run] === '`') run += 1;
    const fence = '`'.repeat(run);
    // The closing run must be exactly as long.
    let search = i + run;
    let close = -1;
    while (search < text.length) {
      const at = text.indexOf(fence, search);
      if (at === -1) break;
      let length = 0;
      while (text[at + length] === '`') length += 1;
      if (length === run) {
        close = at;
        break;
      }
      search = at + length;
    }
    if (close === -1) {
      i += run;
      continue;
    }
    if (i > plainStart) parts.push({ code: false, text: text.slice(plainStart, i) });
    let inner = text.slice(i + run, close);
    if (inner.length > 2 && inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '') inner = inner.slice(1, -1);
    parts.push({ code: true, text: inner });
    i = close + run;
    plainStart = i;
  }
  if (plainStart < text.length) parts.push({ code: false, text: text.slice(plainStart) });
  return parts;
}

/** A Markdown table; every cell must already be safe for tables. */
export function table(header: string[], rows: string[][]): string {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`];
  for (const row of rows) lines.push(`| ${row.map((cell) => (cell === '' ? ' ' : cell)).join(' | ')} |`);
  return lines.join('\n');
}
