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
// still differ. So is where a call is made, when the same call (as loosened) moved: its statement into
// another block, or the call into a function the newer version added and calls in its place; not a call
// whose result is put to another use, nor one leaving a condition the learning speaks of. Which
// occurrence is a call and which a declaration is declarations.ts's to say.

import { findNeedle, type AnchorTerm } from '../anchors/identifiers.js';
import { declarationEnd, declaresCommand, loosening, spoken } from './declarations.js';
import type { CodeSyntax } from './syntax.js';
import { CLOSE, isSpace, OPEN, STATEMENT_LINES, stringEnd, tokenize } from './statement-tokens.js';

/**
 * How a restated line differs: only other members of its lists, its layout, a comment, the
 * arguments of a call of the term, or modifiers of its declaration that do not change what it does;
 * as grade.ts decides apart, a setting now written under its section's header, or a declaration that
 * only gained optional parameters.
 */
export type Restatement = 'list' | 'format' | 'comment' | 'call' | 'moved' | 'modifier' | 'section' | 'optional';

export interface Restated {
  kind: Restatement;
  /** For `modifier`: what the declaration gained or lost (`gained export`); for `optional` (grade.ts), the function declared; else empty. */
  detail: string;
}

/** What the learning is and where: loosened reading applies to source files only. */
export interface Reader {
  code: CodeSyntax | null;
  /** The learning's text: an argument it speaks of keeps a call's arguments part of what is said. */
  said: string;
}

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
          if (s.loose === null) return null;
          if ((verdict.looseMissing.get(s.loose) ?? 0) > 0) {
            // The same call, as loosened, moved: its statement unchanged into another block, or out of its statement into a
            // function the newer version added and calls in its place (`const p = new Parser(a)` -> `const p = makeParser(a)`,
            // whose body does `return new Parser(a, b)`). Where a caller makes a call is the caller's, unless the learning speaks
            // of the statement, condition or loop it left or went to (`if (idempotent) { retry(r); }` and "only idempotent").
            const form = s.site === null ? '' : s.site.form();
            const into = form === '' || statesAny(s.site!.context(), speaksOf) ? undefined : verdict.movedIn.get(form);
            if (into === undefined) return null;
            const [old, now] = (versions ??= [new Version(before, reader.code), new Version(after, reader.code)]);
            const member = s.site!.member();
            const to = into.findIndex((m) => !statesAny(m.site.context(), speaksOf) && (m.site.member() === member || extractedInto(old, line - 1, now, m.line, term, reader.code!)));
            if (to < 0) return null;
            into.splice(to, 1);
            if (kind !== 'call') kind = 'moved';
          } else if (s.call) kind = 'call';
          else if (kind !== 'call' && kind !== 'moved') {
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
  /** For a call of the term whose arguments `loose` left out, where it is made (read only when asked); else null. */
  site: CallSite | null;
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
  /** Calls of the term (by CallSite.form) the newer version makes in statements the older one lacks: where a call went. */
  movedIn: Map<string, MovedIn[]>;
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
  const movedIn = new Map<string, MovedIn[]>();
  now.said(term, speaksOf, (line, s) => {
    const n = missing.get(s.reduced);
    if (n !== undefined) missing.set(s.reduced, n - 1);
    if (s.loose !== null) {
      const m = looseMissing.get(s.loose);
      if (m !== undefined) looseMissing.set(s.loose, m - 1);
      const form = (m === undefined || m <= 0) && s.site !== null ? s.site.form() : '';
      if (form !== '') {
        const into = movedIn.get(form);
        const at: MovedIn = { line, site: s.site! };
        if (into) into.push(at);
        else movedIn.set(form, [at]);
      }
      if (!looseModifiers.has(s.loose)) looseModifiers.set(s.loose, s.modifiers);
    }
    layouts.add(s.full);
    if (!s.commented) bare.add(s.full);
  }, () => {});
  return { byLine, missing, looseMissing, looseModifiers, layouts, bare, commentLines, movedIn };
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
    readonly text: string,
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
          else each(lines[k]!, { reduced: finish(tokens, reduceAround(tokens, index)), full, loose: null, call: false, modifiers: [], commented, site: null });
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
        const call = looser.calls[k]!;
        each(lines[k]!, {
          reduced,
          full,
          loose: finish(tokens, drop),
          call,
          modifiers: looser.modifiers[k]!,
          commented,
          site: call ? new CallSite(tokens, index, looser.drop) : null,
        });
      });
    }
  }

  /** Whether this shell script or Ruby file declares the term as a function (declaresCommand), asked once per term. */
  private declaresCommand(term: AnchorTerm): boolean {
    let known = this.commands.get(term.needle);
    if (known === undefined) {
      known = declaresCommand(this.text, term.needle, this.code === 'ruby');
      this.commands.set(term.needle, known);
    }
    return known;
  }

  get lineCount(): number {
    return this.starts.length;
  }

  startOf(n: number): number {
    return this.starts[n]!;
  }

  /** The 0-based line `n`, as written. */
  lineText(n: number): string {
    const end = n + 1 < this.starts.length ? this.starts[n + 1]! - 1 : this.text.length;
    return this.text.slice(this.starts[n]!, end);
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

/**
 * A call of the term in parentheses as loosening left it (`new`, `.` and the object before the name kept; its arguments
 * but for the words the learning says left out), or empty for a call without parentheses.
 */
function callForm(tokens: readonly string[], index: number, drop: Uint8Array): string {
  if (tokens[index + 1] !== '(') return '';
  let from = index;
  if (tokens[from - 1] === 'new') from--;
  else if (tokens[from - 1] === '.' && from >= 2) from -= 2;
  const kept: string[] = [];
  for (let i = from, depth = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (drop[i] === 0 || i <= index + 1) kept.push(t);
    if (i > index && OPEN.has(t)) depth++;
    else if (i > index && CLOSE.has(t) && --depth === 0) return kept.join('\u0001');
  }
  return '';
}

/**
 * Whether a call's context (callContext) holds a name the learning says, besides the term. Not a number: the statement
 * around a call holds sizes and indexes (`size + 4`) a learning's text may say for other reasons ("cspeed-4").
 */
function statesAny(context: string, speaksOf: (word: string) => boolean): boolean {
  for (const token of context.split('\u0001')) if (!/^\d/.test(token) && spoken(token.replace(/\b\d[\w.]*/g, ''), speaksOf)) return true;
  return false;
}

/** Words that start a condition or loop: the block a call is made in is part of where it is made. */
const CONTROL = new Set('if else elif elsif for foreach while until unless switch case catch when match do try with'.split(' '));

/**
 * The call at `index` in its context, as tokens joined: the statement it is in (between `;`, `{` and `}` outside
 * parentheses) and the header of each condition or loop whose block holds it, up to the function's (`if (idempotent)`
 * of `if (idempotent) { retry(fn); }`; not `function takeSkip(size: number)`, whose words are its own).
 */
function callContext(tokens: readonly string[], index: number): string {
  const parts: string[] = [];
  let stop = statementEnd(tokens, index);
  for (let at = index; ; ) {
    const start = statementStart(tokens, at);
    for (let i = start; i < stop; i++) parts.push(tokens[i]!);
    // The block this statement is in: its `{` just before, and the header before that.
    if (start === 0 || tokens[start - 1] !== '{') break;
    const header = statementStart(tokens, start - 1);
    if (!CONTROL.has(tokens[header] ?? '')) break;
    stop = start - 1;
    at = start - 1;
  }
  return parts.join('\u0001');
}

/** Where the statement holding the token at `at` starts: after the last `;`, `{` or `}` before it outside parentheses (a `{` opening a block). */
function statementStart(tokens: readonly string[], at: number): number {
  for (let i = at - 1, depth = 0; i >= 0; i--) {
    const t = tokens[i]!;
    if (t === ')' || t === ']') depth++;
    else if (t === '(' || t === '[') {
      if (depth > 0) depth--;
    } else if (depth === 0 && (t === ';' || t === '{' || t === '}')) return i + 1;
  }
  return 0;
}

/** Where the statement holding the token at `index` ends: its `;`, the `{` of a block it opens, or the bracket closing around it. */
function statementEnd(tokens: readonly string[], index: number): number {
  let end = index + 1;
  for (let depth = 0; end < tokens.length; end++) {
    const t = tokens[end]!;
    if (depth === 0 && (t === ';' || t === '{')) break;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t) && --depth < 0) break;
  }
  return end;
}

/** The statement the call at `index` is made in, as loosened (`drop`: the call's arguments left out). */
function callMember(tokens: readonly string[], index: number, drop: Uint8Array): string {
  const kept: string[] = [];
  for (let i = statementStart(tokens, index), end = statementEnd(tokens, index); i < end; i++) if (drop[i] === 0) kept.push(tokens[i]!);
  return kept.join('\u0001');
}

/** A call of the term the newer version makes in a statement the older one lacks. */
interface MovedIn {
  /** 0-based, in the newer version. */
  line: number;
  site: CallSite;
}

/** A call of the term in its statement's tokens: what callContext and callMember read, only when a call seems to have moved. */
class CallSite {
  constructor(
    private readonly tokens: readonly string[],
    private readonly index: number,
    private readonly drop: Uint8Array,
  ) {}

  /** The call alone, as loosened (`new ␀()`); empty for a call without parentheses. */
  form(): string {
    return callForm(this.tokens, this.index, this.drop);
  }

  context(): string {
    return callContext(this.tokens, this.index);
  }

  member(): string {
    return callMember(this.tokens, this.index, this.drop);
  }
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * Whether the call of the term on 0-based line `oldLine` of `old` went into a function the newer version added: `now`
 * has the old line with the call replaced by a call of a name `old` never says (`const skip = new Skip(n);` -> `const
 * skip = takeSkip(n);`), and declares that name as a function whose body holds the call on its line `newLine`.
 */
function extractedInto(old: Version, oldLine: number, now: Version, newLine: number, term: AnchorTerm, code: CodeSyntax): boolean {
  const raw = old.lineText(oldLine);
  let callStart = -1;
  let close = -1;
  for (let at = findNeedle(raw, term, 0); at >= 0 && close < 0; at = findNeedle(raw, term, at + term.needle.length)) {
    if (raw.charCodeAt(at + term.needle.length) !== 40) continue;
    for (let p = at + term.needle.length, depth = 0; p < raw.length; p++) {
      const c = raw.charCodeAt(p);
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) {
        close = p;
        break;
      }
    }
    const head = /(?:new\s+|(?:[\w$]+\.)+)$/.exec(raw.slice(0, at));
    callStart = head ? at - head[0].length : at;
  }
  if (close < 0) return false;
  const prefix = raw.slice(0, callStart).trim();
  const suffix = raw.slice(close + 1).trim();
  for (let n = 0; n < now.lineCount; n++) {
    const line = now.lineText(n).trim();
    if (line.length <= prefix.length + suffix.length || !line.startsWith(prefix) || !line.endsWith(suffix)) continue;
    const helper = /^(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\s*\(.*\)$/.exec(line.slice(prefix.length, line.length - suffix.length).trim())?.[1];
    if (helper === undefined || helper === term.needle) continue;
    const name: AnchorTerm = { text: helper, needle: helper, kind: 'identifier' };
    if (findNeedle(old.text, name, 0) >= 0) continue;
    if (declaredAround(now, newLine, name, code)) return true;
  }
  return false;
}

/** Whether line `n` of `version` is in the body of a declaration of the function `name`: one of the lines above it, each indented less than the last, declares it. */
function declaredAround(version: Version, n: number, name: AnchorTerm, code: CodeSyntax): boolean {
  let indent = indentOf(version.lineText(n));
  for (let d = n - 1; d >= 0 && indent > 0; d--) {
    const line = version.lineText(d);
    if (line.trim() === '' || indentOf(line) >= indent) continue;
    if (declarationEnd(version.text, version.startOf(d), name, code) >= 0) return true;
    indent = indentOf(line);
  }
  return false;
}
