// A statement of a changed file as tokens, as restated.ts and declarations.ts both read it:
// words, strings with their quotes made alike, single punctuation characters, and a
// placeholder for each occurrence of the term; in a source file its comments are left out.
// Shared here so that the imports go one way: restated.ts -> declarations.ts -> statement-tokens.ts.

import type { CodeSyntax } from './syntax.js';

/** A statement over more lines than this is read as the line alone (prose with a stray bracket, a long function). */
export const STATEMENT_LINES = 50;
export const ANCHOR = '\u0000';

/** Where the string opened by the quote at `p` closes on its line, or -1 when it does not. */
export function stringEnd(text: string, p: number, lineEnd: number): number {
  const quote = text.charCodeAt(p);
  for (let q = p + 1; q < lineEnd; q++) {
    const c = text.charCodeAt(q);
    if (c === 92) q++;
    else if (c === quote) return q;
  }
  return -1;
}

export const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36;
export const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

/**
 * `text[from, to)` as tokens: words, strings (quotes made alike), single punctuation
 * characters, and ANCHOR for the term at each offset of `at`; `anchors` are their indexes,
 * -1 for an occurrence in a comment, which a source file's tokens leave out.
 */
export function tokenize(text: string, from: number, to: number, at: readonly number[], length: number, code: CodeSyntax | null): { tokens: string[]; anchors: number[]; commented: boolean } {
  const tokens: string[] = [];
  const anchors: number[] = [];
  let commented = false;
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
    const comment = code === null ? -1 : commentEnd(text, p, to, code);
    if (comment >= 0) {
      commented = true;
      while (next < at.length && at[next]! < comment) {
        anchors.push(-1);
        next++;
      }
      p = comment;
    } else if (isSpace(c)) {
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
  return { tokens, anchors, commented };
}

/** Where a comment starting at `p` ends (its line's end, or past `*\/`), or -1 when none starts there. */
function commentEnd(text: string, p: number, to: number, code: CodeSyntax): number {
  const c = text.charCodeAt(p);
  const lineEnd = () => {
    const nl = text.indexOf('\n', p);
    return nl < 0 || nl > to ? to : nl;
  };
  if (code === 'slash') {
    if (c !== 47) return -1;
    const d = text.charCodeAt(p + 1);
    if (d === 47) return lineEnd();
    if (d !== 42) return -1;
    const close = text.indexOf('*/', p + 2);
    return close < 0 || close + 2 > to ? to : close + 2;
  }
  if (code === 'dash') return c === 45 && text.charCodeAt(p + 1) === 45 ? lineEnd() : -1;
  // `#` after a space or at a line's start: `$#` and `${#list}` in shell are code.
  return c === 35 && (p === 0 || isSpace(text.charCodeAt(p - 1))) ? lineEnd() : -1;
}

export const OPEN = new Set(['(', '[', '{']);
export const CLOSE = new Set([')', ']', '}']);
