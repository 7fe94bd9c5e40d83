// Whether a changed line still says the same thing about the terms it holds.
//
// A line naming `toggleSetting` that gained another imported name, a list that
// gained a member, a call that gained an argument beside the term, a statement
// split over lines or given trailing commas, other quotes or spacing: the line
// changed, but nothing a learning says about the term did. Such a line is
// "restated", and is no anchor evidence.
//
// What a statement says about a term is its tokens (whitespace, quote style and
// trailing separators ignored) with every bracket that holds the term reduced to
// the one member, between commas or semicolons, the term is in. What binds the
// term is never reduced: `MAX_RETRIES = 3`, `timeout: 30`, `retry(fn)`,
// `const NAME`, `--flag value` stay whole, so a changed value or signature still
// differs. Top-level commas are not members (`CODES = 500, 502` is one value), but for the names of a
// Python import (`from m import a, b`).
// When in doubt the line counts as changed: a statement that cannot be told
// (brackets not closing within a few dozen lines) is read as its line alone.

import { findNeedle, type AnchorTerm } from '../anchors/identifiers.js';

/** How a restated line differs: only other members of its lists, or only its layout. */
export type Restatement = 'list' | 'format';

/** A statement over more lines than this is read as the line alone (prose with a stray bracket, a long function). */
const STATEMENT_LINES = 50;
const ANCHOR = '\u0000';

/**
 * For each changed line of `before` (1-based, with the terms it holds), whether what it says
 * about every one of them is still said in `after`, and how it differs; null when something changed.
 */
export function restatements(before: string, after: string, lines: ReadonlyArray<{ line: number; terms: readonly AnchorTerm[] }>): Array<Restatement | null> {
  // Built with push, as the caller reads them: an array made by map has another elements kind, which throws optimised code away.
  const out: Array<Restatement | null> = [];
  // A term gone from `after` (renamed, removed) changed: decided without reading any statement.
  if (lines.every((l) => l.terms.some((t) => findNeedle(after, t, 0) < 0))) {
    for (let i = 0; i < lines.length; i++) out.push(null);
    return out;
  }
  let versions: [Version, Version] | null = null;
  const verdicts = new Map<AnchorTerm, TermVerdict>();
  const restatement = (line: number, terms: readonly AnchorTerm[]): Restatement | null => {
    let kind: Restatement = 'format';
    for (const term of terms) {
      let verdict = verdicts.get(term);
      if (!verdict) verdicts.set(term, (verdict = compare(...(versions ??= [new Version(before), new Version(after)]), term)));
      const said = verdict.byLine.get(line - 1);
      if (!said) return null;
      for (const s of said) {
        if ((verdict.missing.get(s.reduced) ?? 0) > 0) return null;
        if (!verdict.layouts.has(s.full)) kind = 'list';
      }
    }
    return kind;
  };
  for (const { line, terms } of lines) out.push(restatement(line, terms));
  return out;
}

interface Said {
  /** The statement with the brackets holding the term reduced to its member. */
  reduced: string;
  /** The whole statement, tokens only. */
  full: string;
}

interface TermVerdict {
  /** Per 0-based line of the older version, what its occurrences of the term say. */
  byLine: Map<number, Said[]>;
  /** Reduced statements the older version says more often than the newer one. */
  missing: Map<string, number>;
  /** Whole statements of the newer version holding the term. */
  layouts: Set<string>;
}

function compare(old: Version, now: Version, term: AnchorTerm): TermVerdict {
  const byLine = new Map<number, Said[]>();
  const missing = new Map<string, number>();
  old.said(term, (line, s) => {
    const list = byLine.get(line);
    if (list) list.push(s);
    else byLine.set(line, [s]);
    missing.set(s.reduced, (missing.get(s.reduced) ?? 0) + 1);
  });
  const layouts = new Set<string>();
  now.said(term, (_line, s) => {
    const n = missing.get(s.reduced);
    if (n !== undefined) missing.set(s.reduced, n - 1);
    layouts.add(s.full);
  });
  return { byLine, missing, layouts };
}

/**
 * One version of a file: its lines and the bracket depth each starts at. Only the lines near an
 * occurrence are measured: a line starting in its first column with anything but a closing
 * bracket is taken to start at depth 0 (top-level code, a key of a config file, prose), so the
 * depth of a line is read from the nearest such line above it, not from the top of the file.
 */
class Version {
  private readonly starts: number[] = [0];
  /** Depth at the start of each line (-1 until measured), and one more entry for the end of the text. */
  private readonly depths: Int32Array;

  constructor(private readonly text: string) {
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) this.starts.push(nl + 1);
    this.depths = new Int32Array(this.starts.length + 1).fill(-1);
  }

  /** Calls `each` with what every occurrence of the term says, and its 0-based line. */
  said(term: AnchorTerm, each: (line: number, said: Said) => void): void {
    const byStatement = new Map<string, { first: number; last: number; at: number[]; lines: number[] }>();
    let line = 0;
    for (let at = findNeedle(this.text, term, 0); at >= 0; at = findNeedle(this.text, term, at + term.needle.length)) {
      while (line + 1 < this.starts.length && this.starts[line + 1]! <= at) line++;
      const [first, last] = this.statement(line);
      const key = `${first}:${last}`;
      const group = byStatement.get(key);
      if (group) {
        group.at.push(at);
        group.lines.push(line);
      } else {
        byStatement.set(key, { first, last, at: [at], lines: [line] });
      }
    }
    for (const { first, last, at, lines } of byStatement.values()) {
      const from = this.starts[first]!;
      const to = last + 1 < this.starts.length ? this.starts[last + 1]! : this.text.length;
      const { tokens, anchors } = tokenize(this.text, from, to, at, term.needle.length);
      const full = finish(tokens, null);
      anchors.forEach((index, k) => each(lines[k]!, { reduced: finish(tokens, reduceAround(tokens, index)), full }));
    }
  }

  /** The lines of the statement holding `line`: from the last line starting outside brackets to where they close. */
  private statement(line: number): [number, number] {
    let first = line;
    while (this.depthAt(first) > 0 && line - first < STATEMENT_LINES) first--;
    let last = line;
    while (this.depthAt(last + 1) > 0 && last - line < STATEMENT_LINES) last++;
    if (this.depthAt(first) > 0 || this.depthAt(last + 1) > 0) return [line, line];
    return [first, last];
  }

  /** Bracket depth at the start of `line` (strings skipped, stray closers ignored); past the last line, at the end. */
  private depthAt(line: number): number {
    const n = this.starts.length;
    const target = Math.min(line, n);
    let from = target;
    while (from > 0 && this.depths[from]! < 0 && !this.topLevel(from)) from--;
    let depth = Math.max(0, this.depths[from]!);
    for (let i = from; i < target; i++) {
      this.depths[i] = depth;
      depth = this.topLevel(i + 1) ? 0 : depthAfter(this.text, this.starts[i]!, i + 1 < n ? this.starts[i + 1]! - 1 : this.text.length, depth);
    }
    this.depths[target] = depth;
    return depth;
  }

  private topLevel(line: number): boolean {
    const at = line < this.starts.length ? this.starts[line]! : this.text.length;
    if (at >= this.text.length) return false;
    const c = this.text.charCodeAt(at);
    return !isSpace(c) && c !== 41 && c !== 93 && c !== 125;
  }
}

/** The bracket depth after `text[from, end)` (one line), from `depth`. */
function depthAfter(text: string, from: number, end: number, depth: number): number {
  for (let p = from; p < end; p++) {
    const c = text.charCodeAt(p);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth = depth > 0 ? depth - 1 : 0;
    else if (c === 34 || c === 39 || c === 96) {
      const close = stringEnd(text, p, end);
      if (close >= 0) p = close;
    }
  }
  return depth;
}

/** Where the string opened by the quote at `p` closes on its line, or -1 when it does not. */
function stringEnd(text: string, p: number, lineEnd: number): number {
  const quote = text.charCodeAt(p);
  for (let q = p + 1; q < lineEnd; q++) {
    const c = text.charCodeAt(q);
    if (c === 92) q++;
    else if (c === quote) return q;
  }
  return -1;
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

/**
 * `text[from, to)` as tokens: words, strings (quotes made alike), single punctuation
 * characters, and ANCHOR for the term at each offset of `at`; `anchors` are their indexes.
 */
function tokenize(text: string, from: number, to: number, at: readonly number[], length: number): { tokens: string[]; anchors: number[] } {
  const tokens: string[] = [];
  const anchors: number[] = [];
  let next = 0;
  const anchor = () => {
    anchors.push(tokens.length);
    tokens.push(ANCHOR);
    next++;
  };
  let p = from;
  while (p < to) {
    if (next < at.length && p === at[next]) {
      anchor();
      p += length;
      continue;
    }
    const c = text.charCodeAt(p);
    if (isSpace(c)) {
      p++;
    } else if (c === 34 || c === 39 || c === 96) {
      const lineEnd = text.indexOf('\n', p);
      const close = stringEnd(text, p, lineEnd < 0 || lineEnd > to ? to : lineEnd);
      if (close < 0) {
        tokens.push(text[p]!);
        p++;
        continue;
      }
      // A term quoted (`'--dry-run'`, `"timeout": 30`) is still the term.
      let piece = '"';
      for (let q = p + 1; q < close; ) {
        if (next < at.length && q === at[next]) {
          tokens.push(piece);
          anchor();
          piece = '';
          q += length;
        } else {
          piece += text[q];
          q++;
        }
      }
      tokens.push(piece + '"');
      p = close + 1;
    } else if (isWordChar(c)) {
      let q = p + 1;
      while (q < to && isWordChar(text.charCodeAt(q)) && !(next < at.length && q === at[next])) q++;
      tokens.push(text.slice(p, q));
      p = q;
    } else {
      tokens.push(text[p]!);
      p++;
    }
  }
  return { tokens, anchors };
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/**
 * Which tokens say something about the anchor at `index`: in every bracket around it, only the
 * member (between commas or semicolons) it is in; outside all brackets, only its statement
 * (between semicolons).
 */
function reduceAround(tokens: readonly string[], index: number): Uint8Array {
  const drop = new Uint8Array(tokens.length);
  let pos = index;
  for (;;) {
    // The bracket around `pos`, or the top level (open -1, close past the end).
    let open = -1;
    for (let i = pos - 1, depth = 0; i >= 0; i--) {
      const t = tokens[i]!;
      if (CLOSE.has(t)) depth++;
      else if (OPEN.has(t)) {
        if (depth === 0) {
          open = i;
          break;
        }
        depth--;
      }
    }
    // Forward scans start at `pos` itself: past the first level it is the open bracket just reduced, and the
    // scan must step over that bracket whole, not read its members' separators as this level's.
    let close = tokens.length;
    for (let i = pos, depth = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (OPEN.has(t)) depth++;
      else if (CLOSE.has(t)) {
        if (depth === 0) {
          close = i;
          break;
        }
        depth--;
      }
    }
    // Python's `from m import a, b` and `import a, b` list their names at the top level, after the keyword.
    const list = open < 0 ? importList(tokens, pos) : null;
    const separates = (t: string) => t === ';' || ((open >= 0 || list !== null) && t === ',');
    const from = list ? list.keyword : open;
    let start = from + 1;
    for (let i = pos - 1, depth = 0; i > from; i--) {
      const t = tokens[i]!;
      if (CLOSE.has(t)) depth++;
      else if (OPEN.has(t)) depth--;
      else if (depth === 0 && separates(t)) {
        start = i + 1;
        break;
      }
    }
    let end = close;
    for (let i = pos, depth = 0; i < close; i++) {
      const t = tokens[i]!;
      if (OPEN.has(t)) depth++;
      else if (CLOSE.has(t)) depth--;
      else if (depth === 0 && separates(t)) {
        end = i;
        break;
      }
    }
    for (let i = open + 1; i < start; i++) if (!list || i < list.statement || i > list.keyword) drop[i] = 1;
    for (let i = end; i < close; i++) drop[i] = 1;
    if (open < 0) return drop;
    pos = open;
  }
}

/**
 * For a term at the top level of a Python import (`from m import a, b`, `import a, b`), where its statement
 * starts and the index of its `import` keyword. Not for JavaScript's `import a, { b } from 'm'`: its module
 * comes after the list, so a top-level comma there does not separate members that say the same.
 */
function importList(tokens: readonly string[], pos: number): { statement: number; keyword: number } | null {
  let statement = 0;
  let keyword = -1;
  for (let i = pos - 1, depth = 0; i >= 0; i--) {
    const t = tokens[i]!;
    if (CLOSE.has(t)) depth++;
    else if (OPEN.has(t)) depth--;
    else if (depth === 0 && t === ';') {
      statement = i + 1;
      break;
    } else if (depth === 0 && t === 'import' && keyword < 0) keyword = i;
  }
  if (keyword < 0) return null;
  if (tokens[statement] === 'from') return keyword > statement ? { statement, keyword } : null;
  if (keyword !== statement) return null;
  for (let i = pos + 1, depth = 0; i < tokens.length && tokens[i] !== ';'; i++) {
    const t = tokens[i]!;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) depth--;
    else if (depth === 0 && t === 'from') return null;
  }
  return { statement, keyword };
}

/** The kept tokens as one string, without separators that end a bracket or the statement (trailing commas, `;`). */
function finish(tokens: readonly string[], drop: Uint8Array | null): string {
  const kept = drop ? tokens.filter((_, i) => drop[i] === 0) : [...tokens];
  const out: string[] = [];
  for (let i = 0; i < kept.length; i++) {
    const t = kept[i]!;
    if ((t === ',' || t === ';') && (i + 1 === kept.length || CLOSE.has(kept[i + 1]!) || kept[i + 1] === ';' || kept[i + 1] === ',')) continue;
    out.push(t);
  }
  return out.join('\u0001');
}
