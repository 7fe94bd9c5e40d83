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
//
// In source files (syntax.ts) three more changes say nothing new about a term, as a
// maintainer reads them: a comment (a line that is one, or one ending a line of code), a
// call of the term whose arguments changed (what the function does is not what one caller
// passes it; unless the learning speaks of an argument: `retry(3)` -> `retry(5)` when it
// says "3 times"), and a declaration's modifiers that do not change what it does
// (`export`, `public`, `readonly`, `override`, …; `async` and `static` do: a caller gets a
// promise, or calls it on the class). A declaration's own parameters, return type or value
// still differ.

import { findNeedle, type AnchorTerm } from '../anchors/identifiers.js';
import type { CodeSyntax } from './syntax.js';

/**
 * How a restated line differs: only other members of its lists, its layout, a comment, the
 * arguments of a call of the term, or modifiers of its declaration that do not change what it does.
 */
export type Restatement = 'list' | 'format' | 'comment' | 'call' | 'modifier';

export interface Restated {
  kind: Restatement;
  /** For `modifier`: what the declaration gained or lost (`gained export`); else empty. */
  detail: string;
}

/** What the learning is and where: loosened reading applies to source files only. */
export interface Reader {
  code: CodeSyntax | null;
  /** The learning's text: an argument it speaks of keeps a call's arguments part of what is said. */
  said: string;
}

/** A statement over more lines than this is read as the line alone (prose with a stray bracket, a long function). */
const STATEMENT_LINES = 50;
const ANCHOR = '\u0000';

/**
 * For each changed line of `before` (1-based, with the terms it holds), whether what it says
 * about every one of them is still said in `after`, and how it differs; null when something changed.
 */
export function restatements(
  before: string,
  after: string,
  lines: ReadonlyArray<{ line: number; terms: readonly AnchorTerm[] }>,
  reader: Reader = { code: null, said: '' },
): Array<Restated | null> {
  // Built with push, as the caller reads them: an array made by map has another elements kind, which throws optimised code away.
  const out: Array<Restated | null> = [];
  // A term gone from `after` (renamed, removed) changed: decided without reading any statement.
  if (lines.every((l) => l.terms.some((t) => findNeedle(after, t, 0) < 0))) {
    for (let i = 0; i < lines.length; i++) out.push(null);
    return out;
  }
  let versions: [Version, Version] | null = null;
  const verdicts = new Map<AnchorTerm, TermVerdict>();
  let stated: Set<string> | null = null;
  const speaksOf = (word: string) => (stated ??= statedWords(reader.said)).has(word);
  const loosen = reader.code === null ? null : speaksOf;
  const restatement = (line: number, terms: readonly AnchorTerm[]): Restated | null => {
    let kind: Restatement = 'format';
    let detail = '';
    for (const term of terms) {
      let verdict = verdicts.get(term);
      if (!verdict) verdicts.set(term, (verdict = compare(...(versions ??= [new Version(before, reader.code), new Version(after, reader.code)]), term, loosen)));
      const said = verdict.byLine.get(line - 1);
      if (!said) {
        // Named only in a comment on this line, and still named in the file: what the code says of it did not change.
        if (!verdict.commentLines.has(line - 1) || findNeedle(after, term, 0) < 0) return null;
        if (kind === 'format' || kind === 'list') kind = 'comment';
        continue;
      }
      for (const s of said) {
        if ((verdict.missing.get(s.reduced) ?? 0) > 0) {
          if (s.loose === null || (verdict.looseMissing.get(s.loose) ?? 0) > 0) return null;
          if (s.call) kind = 'call';
          else if (kind !== 'call') {
            // A declaration whose modifiers are the same differs in its layout (its body is judged apart: grade.ts).
            const change = modifierChange(s.modifiers, verdict.looseModifiers.get(s.loose) ?? []);
            if (change !== '') {
              kind = 'modifier';
              detail = change;
            }
          }
        } else if (!verdict.layouts.has(s.full) && kind === 'format') kind = 'list';
        else if (s.commented && kind === 'format' && !verdict.bare.has(s.full)) kind = 'comment';
      }
    }
    return { kind, detail };
  };
  for (const { line, terms } of lines) out.push(restatement(line, terms));
  return out;
}

interface Said {
  /** The statement with the brackets holding the term reduced to its member. */
  reduced: string;
  /** The whole statement, tokens only (comments left out). */
  full: string;
  /** In a source file, `reduced` without the arguments of calls of the term and the modifiers that do not change a declaration; else null. */
  loose: string | null;
  /** Whether `loose` left out the arguments of a call of the term (this occurrence's). */
  call: boolean;
  /** The modifiers `loose` left out before this occurrence. */
  modifiers: string[];
  /** Whether a comment was left out of the statement. */
  commented: boolean;
}

interface TermVerdict {
  /** Per 0-based line of the older version, what its occurrences of the term say. */
  byLine: Map<number, Said[]>;
  /** Reduced statements the older version says more often than the newer one. */
  missing: Map<string, number>;
  /** The same for the loose forms. */
  looseMissing: Map<string, number>;
  /** The modifiers a loose form of the newer version left out. */
  looseModifiers: Map<string, string[]>;
  /** Whole statements of the newer version holding the term. */
  layouts: Set<string>;
  /** Those of them that held no comment. */
  bare: Set<string>;
  /** 0-based lines of the older version naming the term in a comment (a source file's). */
  commentLines: Set<number>;
}

function compare(old: Version, now: Version, term: AnchorTerm, speaksOf: ((word: string) => boolean) | null): TermVerdict {
  const byLine = new Map<number, Said[]>();
  const missing = new Map<string, number>();
  const looseMissing = new Map<string, number>();
  const commentLines = new Set<number>();
  old.said(term, speaksOf, (line, s) => {
    const list = byLine.get(line);
    if (list) list.push(s);
    else byLine.set(line, [s]);
    missing.set(s.reduced, (missing.get(s.reduced) ?? 0) + 1);
    if (s.loose !== null) looseMissing.set(s.loose, (looseMissing.get(s.loose) ?? 0) + 1);
  }, (line) => commentLines.add(line));
  const layouts = new Set<string>();
  const bare = new Set<string>();
  const looseModifiers = new Map<string, string[]>();
  now.said(term, speaksOf, (_line, s) => {
    const n = missing.get(s.reduced);
    if (n !== undefined) missing.set(s.reduced, n - 1);
    if (s.loose !== null) {
      const m = looseMissing.get(s.loose);
      if (m !== undefined) looseMissing.set(s.loose, m - 1);
      if (!looseModifiers.has(s.loose)) looseModifiers.set(s.loose, s.modifiers);
    }
    layouts.add(s.full);
    if (!s.commented) bare.add(s.full);
  }, () => {});
  return { byLine, missing, looseMissing, looseModifiers, layouts, bare, commentLines };
}

/** `gained export`, `lost public, readonly`, `gained export, lost default`. */
function modifierChange(before: readonly string[], after: readonly string[]): string {
  const gained = after.filter((m) => !before.includes(m));
  const lost = before.filter((m) => !after.includes(m));
  return [gained.length > 0 ? `gained ${gained.join(', ')}` : '', lost.length > 0 ? `lost ${lost.join(', ')}` : ''].filter(Boolean).join(', ');
}

/** Words too common in prose and code alike to say that a learning speaks of an argument. */
const NOT_STATED = new Set(
  'a an the and or not of to in on at by as is it be if do no so for from with this that then than into onto its new self await async function return typeof void yield const let var true false null undefined none nil'.split(' '),
);

/** The words and numbers of a learning's text (`3`, `alias`, `MAX_RETRIES`), but for the commonest. */
function statedWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const w of text.split(/[^A-Za-z0-9_$]+/)) if (w !== '' && (w.length > 1 || /\d/.test(w)) && !NOT_STATED.has(w.toLowerCase())) words.add(w);
  return words;
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
  /** Per term's needle, whether the file declares it as a function it may call without parentheses. */
  private readonly commands = new Map<string, boolean>();

  constructor(
    private readonly text: string,
    private readonly code: CodeSyntax | null = null,
  ) {
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) this.starts.push(nl + 1);
    this.depths = new Int32Array(this.starts.length + 1).fill(-1);
  }

  /** Calls `each` with what every occurrence of the term says, and its 0-based line (loose forms when `speaksOf` is given). */
  said(term: AnchorTerm, speaksOf: ((word: string) => boolean) | null, each: (line: number, said: Said) => void, inComment: (line: number) => void): void {
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
      const { tokens, anchors, commented } = tokenize(this.text, from, to, at, term.needle.length, this.code);
      const full = finish(tokens, null);
      if (speaksOf === null) {
        anchors.forEach((index, k) => {
          if (index < 0) inComment(lines[k]!);
          else each(lines[k]!, { reduced: finish(tokens, reduceAround(tokens, index)), full, loose: null, call: false, modifiers: [], commented });
        });
        continue;
      }
      const commands = this.code === 'hash' || this.code === 'ruby' ? () => this.declaresCommand(term) : null;
      const looser = loosening(tokens, anchors, speaksOf, /^\s*\{/.test(this.text.slice(to, to + 80)), commands);
      anchors.forEach((index, k) => {
        if (index < 0) return inComment(lines[k]!);
        const drop = reduceAround(tokens, index);
        const reduced = finish(tokens, drop);
        for (let i = 0; i < drop.length; i++) if (looser.drop[i]) drop[i] = 1;
        each(lines[k]!, { reduced, full, loose: finish(tokens, drop), call: looser.calls[k]!, modifiers: looser.modifiers[k]!, commented });
      });
    }
  }

  /**
   * Whether this shell script or Ruby file declares the term as a function (`deploy() {`, `function deploy`, `def deploy`):
   * then a call of it without parentheses (`deploy --all`, `notify user, "hi"`) passes arguments as any call does. A
   * command it does not declare (`rm -rf build`, `has_many :posts`) is what its arguments make it.
   */
  private declaresCommand(term: AnchorTerm): boolean {
    let known = this.commands.get(term.needle);
    if (known === undefined) {
      const name = term.needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const declaration = this.code === 'ruby' ? new RegExp(`\\bdef\\s+(?:self\\.)?${name}(?![\\w?!])`) : new RegExp(`(?:^|\\n)\\s*(?:function\\s+${name}(?![\\w-])|${name}\\s*\\(\\s*\\))`);
      known = declaration.test(this.text);
      this.commands.set(term.needle, known);
    }
    return known;
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
 * characters, and ANCHOR for the term at each offset of `at`; `anchors` are their indexes,
 * -1 for an occurrence in a comment, which a source file's tokens leave out.
 */
function tokenize(text: string, from: number, to: number, at: readonly number[], length: number, code: CodeSyntax | null): { tokens: string[]; anchors: number[]; commented: boolean } {
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

/** Words before a name that make it a declaration of that name, not a call. */
const DECLARING = new Set('function def fn func fun sub proc method macro defp defmacro class struct interface trait enum type module impl union record'.split(' '));

/** Words after which a name with arguments is called, not declared (`return foo(a)`, `if foo(a) {`, `new Foo(a)`). */
const BEFORE_EXPRESSION = new Set(
  'return await yield new throw raise typeof instanceof in of case else do if elif while for until unless not and or when then match switch range try go defer assert print puts echo delete is with from default'.split(' '),
);

/**
 * Modifiers that do not change what a declaration is or does: who may see it (`export`, `public`, `pub`, …), or
 * what the compiler checks of code that already complies (`readonly`, `override`, `final`, `declare`). `async`
 * (a caller gets a promise) and `static` (it is called on the class) are not among them.
 */
const INERT_MODIFIERS = new Set('export default public private protected internal pub readonly override final declare'.split(' '));

const isWord = (t: string) => t !== ANCHOR && isWordChar(t.charCodeAt(0));

/** The index of the bracket closing the one opened at `open`, or -1. */
function closing(tokens: readonly string[], open: number): number {
  for (let i = open + 1, depth = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/**
 * Whether the term at `index`, followed by `(` closing at `close`, is called there rather than declared:
 * after an object (`obj.foo(a)`, not Ruby's `def self.foo`), an operator or a keyword that starts an
 * expression (`= foo(a)`, `return foo(a)`), or as a statement of its own (`foo(a);`, not `foo(a) {` or
 * TypeScript's `foo(a): T`). A name after another word (`int foo(`, `async foo(`) or a type's `>`, `]`, `*`
 * or a receiver's `)` is declared. When in doubt, declared: its arguments stay part of what is said.
 */
function isCall(tokens: readonly string[], index: number, close: number, braceFollows: boolean): boolean {
  let p = index - 1;
  let member = false;
  // `a.b.foo(`, `Foo::foo(`: the chain of objects before the name.
  while (p >= 0 && (tokens[p] === '.' || (tokens[p] === ':' && tokens[p - 1] === ':'))) {
    member = true;
    p -= tokens[p] === '.' ? 1 : 2;
    if (p >= 0 && isWord(tokens[p]!)) p--;
    else break;
  }
  const before = p >= 0 ? tokens[p]! : '';
  if (DECLARING.has(before)) return false;
  if (member) return true;
  // A declaration whose `{` opens the next line (Allman or GNU style) ends its statement at the `)`.
  const after = close + 1 < tokens.length ? tokens[close + 1]! : braceFollows ? '{' : '';
  const expression = BEFORE_EXPRESSION.has(before);
  if (after === '{') return expression;
  if (isWord(before)) return expression;
  // `=> foo(a)` and `p->foo(a)` call it; `Map<K, V> foo(` and `int *foo(` declare it.
  if (before === '>') return tokens[p - 1] === '=' || tokens[p - 1] === '-';
  if (before === ')' || before === ']' || before === '*' || before === '&') return false;
  const statementStart = before === '' || before === ';' || before === '{' || before === '}' || before === ',';
  if (statementStart && (after === ':' || after === '-' || after === '=' || isWord(after))) return false;
  return true;
}

/**
 * What a source file's statement says loosely: the arguments of each call of the term left out but for
 * the words and numbers the learning says (`retry(3)` and "retries 3 times": the 3 stays, so `retry(5)`
 * differs), and the inert modifiers before each declaration of it. Per anchor (as `tokenize` lists them): whether its own call's arguments were left
 * out, and the modifiers left out before it.
 */
function loosening(
  tokens: readonly string[],
  anchors: readonly number[],
  speaksOf: (word: string) => boolean,
  braceFollows: boolean,
  commands: (() => boolean) | null,
): { drop: Uint8Array; calls: boolean[]; modifiers: string[][] } {
  const drop = new Uint8Array(tokens.length);
  const calls: boolean[] = [];
  const modifiers: string[][] = [];
  for (const index of anchors) {
    const dropped: string[] = [];
    let call = false;
    if (index >= 0) {
      const close = tokens[index + 1] === '(' ? closing(tokens, index + 1) : -1;
      if (close > 0 && isCall(tokens, index, close, braceFollows)) {
        for (let i = index + 2; i < close; i++) {
          if (spoken(tokens[i]!, speaksOf)) continue;
          drop[i] = 1;
          call = true;
        }
      } else if (commands !== null && isCommand(tokens, index) && commands()) {
        for (let i = index + 1; i < tokens.length && !ENDS_COMMAND.has(tokens[i]!); i++) {
          if (spoken(tokens[i]!, speaksOf)) continue;
          drop[i] = 1;
          call = true;
        }
      } else {
        for (let i = index - 1; i >= 0 && isWord(tokens[i]!); i--) {
          if (!INERT_MODIFIERS.has(tokens[i]!)) continue;
          drop[i] = 1;
          dropped.push(tokens[i]!);
        }
        // What a declaration says of a function is its signature: its body is judged as a body (lost half its lines).
        const body = functionBody(tokens, index, close, anchors);
        if (body !== null) for (let i = body[0]; i < body[1]; i++) drop[i] = 1;
      }
    }
    calls.push(call);
    modifiers.push(dropped.reverse());
  }
  return { drop, calls, modifiers };
}

/** Words before a name that declare a type, whose body is what it is (a class has no body rule). */
const DECLARING_TYPE = new Set('class struct interface trait enum type module impl union record object'.split(' '));

/**
 * The tokens inside the braces of the body of a function the term at `index` declares (`close` ends its parameters,
 * or -1): `[from, to)`, or null when it declares no function with a body in braces, or the body names the term again.
 */
function functionBody(tokens: readonly string[], index: number, close: number, anchors: readonly number[]): [number, number] | null {
  if (DECLARING_TYPE.has(tokens[index - 1] ?? '')) return null;
  let from: number;
  if (close > 0) from = close + 1;
  else if (isFunctionValue(tokens, index)) from = index + 1;
  else return null;
  for (let i = from, depth = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === '{' && depth === 0) {
      const end = closing(tokens, i);
      if (end < 0 || anchors.some((a) => a > i && a < end)) return null;
      return [i + 1, end];
    }
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) {
      if (depth === 0) return null;
      depth--;
    } else if (depth === 0 && (t === ';' || t === ',')) return null;
  }
  return null;
}

/** Where a command's arguments end: a separator, a pipe or redirection, a block, or a condition on the whole call (Ruby's `if`). */
const ENDS_COMMAND = new Set(';&|<>(){}`'.split('').concat('if unless while until and or do then rescue'.split(' ')));

/** Tokens that may start a command (`deploy --all`, `notify user, "hi"`, `a && deploy`, `$(deploy)`), before the term. */
const BEFORE_COMMAND = new Set(['', ';', '{', '(', '&', '|', '`', 'then', 'do', 'else']);

/** Whether the term at `index` starts a command given arguments without parentheses: a word, string, number, flag or variable follows. */
function isCommand(tokens: readonly string[], index: number): boolean {
  if (!BEFORE_COMMAND.has(tokens[index - 1] ?? '')) return false;
  const next = tokens[index + 1];
  if (next === undefined || next === ANCHOR) return false;
  const c = next.charCodeAt(0);
  return isWordChar(c) || c === 34 || c === 36 || (c === 45 && tokens[index + 2] !== '=') || (c === 58 && isWord(tokens[index + 2] ?? ''));
}

/** Whether a token is a word or number the learning says (a string's words read one by one). */
function spoken(token: string, speaksOf: (word: string) => boolean): boolean {
  if (isWord(token)) return speaksOf(token);
  if (token.length < 2 || token === ANCHOR) return false;
  for (const w of token.split(/[^A-Za-z0-9_$]+/)) if (w !== '' && speaksOf(w)) return true;
  return false;
}

/** Words before a name that declare it a function even without a parameter list (Ruby's `def call`, shell's `function deploy {`). */
const DECLARING_FUNCTION = new Set('def function fn func fun sub proc defp'.split(' '));

/** Words before a name given a function as its value (`const parse = (s) => {`), besides none at all. */
const BINDING = new Set('const let var export static readonly public private protected'.split(' '));

/**
 * Where the declaration of the term as a function on the line at `start` of `text` ends: the end of the line where
 * its parameter list closes (several lines below for a list written one parameter a line), or -1 when the line does
 * not declare it. A declaration is the term with parameters it is not called with (`function foo(a) {`, `def foo(a):`,
 * `  load(path): string {`, `pub fn foo(x: u8) -> u8 {`, GNU C's `foo (int a)` with its `{` below), after a word that
 * declares a function (`def call`), or given a function as its value (`const foo = (a) => {`, `foo = function (a) {`,
 * `foo: async (a) => {`).
 */
export function declarationEnd(text: string, start: number, term: AnchorTerm, code: CodeSyntax): number {
  let lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0) lineEnd = text.length;
  const raw = text.slice(start, lineEnd);
  for (let p = findNeedle(raw, term, 0); p >= 0; p = findNeedle(raw, term, p + term.needle.length)) {
    const end = parametersEnd(text, start + p + term.needle.length, lineEnd);
    if (end < 0) continue;
    const { tokens, anchors } = tokenize(text, start, end, [start + p], term.needle.length, code);
    const index = anchors[0];
    if (index === undefined || index < 0) continue;
    if (tokens[index + 1] === '(') {
      const close = closing(tokens, index + 1);
      if (close > 0 && !isCall(tokens, index, close, /^\s*\{/.test(text.slice(end, end + 80)))) return end;
    } else if (afterDeclaringWord(tokens, index) || isFunctionValue(tokens, index)) {
      return end;
    }
  }
  return -1;
}

/** Whether a word declaring a function comes before the term, perhaps with its receiver (Ruby's `def self.call`). */
function afterDeclaringWord(tokens: readonly string[], index: number): boolean {
  let p = index - 1;
  if (tokens[p] === '.' && p >= 1 && isWord(tokens[p - 1]!)) p -= 2;
  return p >= 0 && DECLARING_FUNCTION.has(tokens[p]!);
}

/**
 * The end of the line where the first bracket opened on the line after `from` closes (strings skipped), or the line's
 * end when none opens; -1 when it does not close within a statement's lines.
 */
function parametersEnd(text: string, from: number, lineEnd: number): number {
  let open = -1;
  for (let p = from; p < lineEnd; p++) {
    const c = text.charCodeAt(p);
    if (c === 40) {
      open = p;
      break;
    }
    if (c === 34 || c === 39 || c === 96 || c === 123) return lineEnd; // a string or a body before any parameters
  }
  if (open < 0) return lineEnd;
  let depth = 0;
  let end = lineEnd;
  for (let lines = 0, p = open; lines < STATEMENT_LINES; lines++) {
    for (; p < end; p++) {
      const c = text.charCodeAt(p);
      if (c === 40 || c === 91 || c === 123) depth++;
      else if ((c === 41 || c === 93 || c === 125) && --depth === 0) return end;
      else if (c === 34 || c === 39 || c === 96) {
        const close = stringEnd(text, p, end);
        if (close >= 0) p = close;
      }
    }
    if (end >= text.length) return -1;
    p = end + 1;
    end = text.indexOf('\n', p);
    if (end < 0) end = text.length;
  }
  return -1;
}

/**
 * Whether the term at `index` is bound to a function written as a value: `const foo = (a) => {`, `foo = function (a) {`,
 * `this.foo = async (a) => {`, `foo: (a) => {`, `const foo: Handler = (req) => {`, `foo = a => {`.
 */
function isFunctionValue(tokens: readonly string[], index: number): boolean {
  let p = index - 1;
  while (p >= 1 && tokens[p] === '.' && isWord(tokens[p - 1]!)) p -= 2; // `this.foo`, `module.exports.foo`
  const before = p >= 0 ? tokens[p]! : '';
  if (!(before === '' || before === ',' || before === '{' || before === ';' || BINDING.has(before))) return false;
  let q = index + 1;
  const binds = (i: number) => (tokens[i] === '=' && tokens[i + 1] !== '=' && tokens[i + 1] !== '>') || (tokens[i] === ':' && tokens[i + 1] !== ':');
  if (!binds(q)) return false;
  if (tokens[q] === ':' && BINDING.has(before)) {
    // A type annotation: the value follows its `=`.
    for (let depth = 0; q < tokens.length; q++) {
      const t = tokens[q]!;
      if (OPEN.has(t) || t === '<') depth++;
      else if (CLOSE.has(t) || (t === '>' && tokens[q - 1] !== '=')) depth--;
      else if (depth === 0 && t === '=' && binds(q)) break;
    }
    if (q >= tokens.length) return false;
  }
  q++;
  if (tokens[q] === 'async') q++;
  if (tokens[q] === 'function') return true;
  const arrow = (i: number) => tokens[i] === '=' && tokens[i + 1] === '>';
  if (isWord(tokens[q] ?? '')) return arrow(q + 1);
  if (tokens[q] !== '(') return false;
  const close = closing(tokens, q);
  if (close < 0) return false;
  if (arrow(close + 1)) return true;
  // A return type between the parameters and the arrow: `(s): Config => {`.
  if (tokens[close + 1] !== ':') return false;
  for (let i = close + 2, depth = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) depth--;
    else if (depth === 0 && arrow(i)) return true;
  }
  return false;
}
