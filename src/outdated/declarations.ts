// How a source line uses the name a learning holds: calls it or declares it.
//
// restated.ts reads a changed line loosely in a source file: a call of the term whose
// arguments changed, or a declaration that only gained or lost `export`, `public`, …, says
// nothing new about it. For that it must tell `retry(3)` (a call: its arguments are what one
// caller passes) from `function retry(times) {` (a declaration: its parameters are what the
// function is), by the words and punctuation around the name, in any language; and a shell
// or Ruby function called without parentheses (`deploy --all`) from a command it does not
// declare (`rm -rf build`). What a declaration says of a function is its signature: its body
// is judged as a body (grade.ts), below where `declarationEnd` says the declaration ends, and
// `matchDeclaration` says which declaration of a newer version is in an older one's place. When
// in doubt, a name with arguments is declared: its arguments stay part of what is said.

import { findNeedle, type AnchorTerm } from '../anchors/identifiers.js';
import type { CodeSyntax } from './syntax.js';
import { ANCHOR, CLOSE, isWordChar, OPEN, STATEMENT_LINES, stringEnd, tokenize } from './statement-tokens.js';

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
  // `a && foo(b)`, `a || foo(b)`: an operand, not a type's `&` (`int &foo(`).
  const expression = BEFORE_EXPRESSION.has(before) || ((before === '&' || before === '|') && tokens[p - 1] === before);
  if (after === '{') return expression;
  if (isWord(before)) return expression;
  // `=> foo(a)` and `p->foo(a)` call it; `Map<K, V> foo(` and `int *foo(` declare it.
  if (before === '>') return tokens[p - 1] === '=' || tokens[p - 1] === '-';
  if (expression) return true;
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
export function loosening(
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

/**
 * Words before a name that declare a type, whose body is what it is: a declaration line of one says what its members
 * are (its body, when its statement is read whole), and its body below an unchanged line is judged as a body (grade.ts).
 */
const DECLARING_TYPE = new Set('class struct interface trait enum type module impl union record object extension protocol defmodule'.split(' '));

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

/**
 * Whether a shell script (or, `ruby`, a Ruby file) declares the name as a function (`deploy() {`, `function deploy`,
 * `def deploy`): then a call of it without parentheses (`deploy --all`, `notify user, "hi"`) passes arguments as any
 * call does. A command it does not declare (`rm -rf build`, `has_many :posts`) is what its arguments make it.
 */
export function declaresCommand(text: string, needle: string, ruby: boolean): boolean {
  const name = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const declaration = ruby ? new RegExp(`\\bdef\\s+(?:self\\.)?${name}(?![\\w?!])`) : new RegExp(`(?:^|\\n)\\s*(?:function\\s+${name}(?![\\w-])|${name}\\s*\\(\\s*\\))`);
  return declaration.test(text);
}

/** Whether a token is a word or number the learning says (a string's words read one by one). */
export function spoken(token: string, speaksOf: (word: string) => boolean): boolean {
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
    } else if (afterDeclaringWord(tokens, index) || isFunctionValue(tokens, index) || declaresType(tokens, index)) {
      return end;
    }
  }
  return -1;
}

/**
 * Whether the term at `index` is the type its line declares: after `class`, `struct`, `interface`, `module`, … (`class
 * RetryPolicy < Base`, `type RetryPolicy struct {`), or the type a Rust `impl` line is for (`impl<T> Policy<T> {`,
 * `impl Display for Policy {`).
 */
function declaresType(tokens: readonly string[], index: number): boolean {
  if (DECLARING_TYPE.has(tokens[index - 1] ?? '')) return true;
  for (let i = 0; i < index; i++) {
    if (tokens[i] === '{' || tokens[i] === '=' || tokens[i] === ';') return false;
    if (tokens[i] === 'impl') return true;
  }
  return false;
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

/** Whether the needle is followed by `(` (or a generic's `<`) somewhere in the line, perhaps after a space. */
function opensArguments(raw: string, needle: string): boolean {
  for (let at = raw.indexOf(needle); at >= 0; at = raw.indexOf(needle, at + 1)) {
    let next = at + needle.length;
    if (raw.charCodeAt(next) === 32) next++;
    const c = raw.charCodeAt(next);
    if (c === 40 || c === 60) return true;
  }
  return false;
}

/**
 * The cheap test before declarationEnd: a line declaring a function holds a parameter list's `(`, an arrow, the word
 * `function` or a declaring word without parentheses (`def call`); one declaring a type, a word that declares one
 * before the name (`class RetryPolicy`) or Rust's `impl`.
 */
export const mayDeclare = (raw: string, needle: string) =>
  opensArguments(raw, needle) || raw.includes('=>') || raw.includes('function') || raw.includes('def ') || (raw.includes('impl') && RUST_IMPL.test(raw)) || afterTypeWord(raw, needle);

const RUST_IMPL = /^\s*(?:unsafe\s+)?impl\b/;

/** Whether some occurrence of the needle in the line comes right after a word declaring a type (`class `, `struct `). */
function afterTypeWord(raw: string, needle: string): boolean {
  for (let at = raw.indexOf(needle); at > 0; at = raw.indexOf(needle, at + 1)) {
    let end = at;
    while (end > 0 && (raw.charCodeAt(end - 1) === 32 || raw.charCodeAt(end - 1) === 9)) end--;
    if (end === at) continue;
    let from = end;
    while (from > 0 && isWordChar(raw.charCodeAt(from - 1))) from--;
    // `type` to `interface`: a word of another length declares no type.
    if (end - from >= 4 && end - from <= 9 && DECLARING_TYPE.has(raw.slice(from, end))) return true;
  }
  return false;
}


/** A declaration of a function in one version of a file: where its line starts, and where its parameters end (declarationEnd). */
export interface FunctionDeclaration {
  start: number;
  end: number;
}

/**
 * The declaration of the term as a function on the line at `start` of `before`, and the one in its place in `after`:
 * the term's declarations in both versions matched in order, among those whose line `sameLine` accepts when given (an
 * unchanged declaration is matched among the lines written as it is). Null when the line declares no function, or the
 * two versions declare it a different number of times.
 */
export function matchDeclaration(
  before: string,
  start: number,
  after: string,
  term: AnchorTerm,
  code: CodeSyntax,
  sameLine: ((raw: string) => boolean) | null,
): [FunctionDeclaration, FunctionDeclaration] | null {
  let lineEnd = before.indexOf('\n', start);
  if (lineEnd < 0) lineEnd = before.length;
  // Most lines holding the term declare nothing: told from the line alone before either version is searched.
  if (!mayDeclare(before.slice(start, lineEnd), term.needle) || declarationEnd(before, start, term, code) < 0) return null;
  const olds = functionDeclarations(before, term, code, sameLine);
  const k = olds.findIndex((d) => d.start === start);
  if (k < 0) return null;
  const news = functionDeclarations(after, term, code, sameLine);
  return olds.length === news.length ? [olds[k]!, news[k]!] : null;
}

/** The lines of `text` that declare the term as a function (only those `sameLine` accepts, when given), in order. */
function functionDeclarations(text: string, term: AnchorTerm, code: CodeSyntax, sameLine: ((raw: string) => boolean) | null): FunctionDeclaration[] {
  const out: FunctionDeclaration[] = [];
  for (let at = findNeedle(text, term, 0); at >= 0; ) {
    const start = at > 0 ? text.lastIndexOf('\n', at - 1) + 1 : 0;
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd < 0) lineEnd = text.length;
    const raw = text.slice(start, lineEnd);
    if ((sameLine === null || sameLine(raw)) && mayDeclare(raw, term.needle)) {
      const end = declarationEnd(text, start, term, code);
      if (end >= 0) out.push({ start, end });
    }
    at = findNeedle(text, term, lineEnd);
  }
  return out;
}

/**
 * Whether the declaration `now` of `after` is the declaration `old` of `before` with optional parameters added after
 * its own: every old parameter the same (layout aside), the words before its parameter list and the return type after
 * it the same, and each new one optional (`optionalParameter`). A caller's call still means what it meant, so the
 * signature says the same of the function. A removed, reordered, renamed or retyped parameter, a new required one, or
 * any other change of the declaration is a changed signature.
 */
export function gainedOnlyOptionalParameters(before: string, old: FunctionDeclaration, after: string, now: FunctionDeclaration, term: AnchorTerm, code: CodeSyntax): boolean {
  const was = parameterList(before.slice(old.start, old.end), term);
  const is = parameterList(after.slice(now.start, now.end), term);
  if (was === null || is === null || is.parameters.length <= was.parameters.length) return false;
  if (was.head !== is.head || was.tail !== is.tail) return false;
  for (let i = 0; i < was.parameters.length; i++) if (squeeze(was.parameters[i]!) !== squeeze(is.parameters[i]!)) return false;
  for (let i = was.parameters.length; i < is.parameters.length; i++) if (!optionalParameter(is.parameters[i]!, code)) return false;
  return true;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * A declaration's text split at its parameter list, the first `(` after the term: the words before it and what follows
 * its `)` (whitespace left out, a trailing comma too), and its parameters (whitespace collapsed); null when it has none.
 */
function parameterList(text: string, term: AnchorTerm): { head: string; tail: string; parameters: string[] } | null {
  const at = findNeedle(text, term, 0);
  if (at < 0) return null;
  const open = text.indexOf('(', at + term.needle.length);
  if (open < 0) return null;
  const parameters: string[] = [];
  let from = open + 1;
  for (let p = from, depth = 0; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) {
      if (depth > 0) {
        depth--;
        continue;
      }
      const last = text.slice(from, p).replace(/\s+/g, ' ').trim();
      if (last !== '') parameters.push(last);
      return { head: squeeze(text.slice(0, open)), tail: squeeze(text.slice(p + 1)), parameters };
    } else if (c === 34 || c === 39 || c === 96) {
      const close = stringEnd(text, p, text.length);
      if (close >= 0) p = close;
    } else if (c === 44 && depth === 0) {
      parameters.push(text.slice(from, p).replace(/\s+/g, ' ').trim());
      from = p + 1;
    }
  }
  return null;
}

/**
 * Whether a parameter may be left out by a caller: it has a default value (`retries = 3`, `timeout: int = 30`,
 * `$opts = []`, `x: Int = 0`), is optional in TypeScript (`opts?: Options`), or takes the rest of the arguments
 * (`...rest`, `*args`, `**kwargs`, Go's and Swift's `...`, Kotlin's `vararg`, C#'s `params`; Python's bare `*` before
 * keyword parameters); in Ruby also a keyword with a default (`verbose: false`) or a block (`&block`). Python's
 * `Optional[int]` without a default is still required: it says the value may be None, not that it may be left out.
 */
function optionalParameter(parameter: string, code: CodeSyntax): boolean {
  if (parameter === '*' && code === 'python') return true;
  if (/^\*{1,2}[A-Za-z_]\w*(?:\s*:.*)?$/.test(parameter)) return true;
  if (/^(?:vararg|params)\s/.test(parameter)) return true;
  if (/^(?:[\w$]+\s+)*[\w$]+\?\s*:/.test(parameter)) return true;
  if (code === 'ruby' && (/^&\w+$/.test(parameter) || /^\w+:\s*\S/.test(parameter))) return true;
  for (let p = 0, depth = 0; p < parameter.length; p++) {
    const c = parameter.charCodeAt(p);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth--;
    else if (c === 34 || c === 39 || c === 96) {
      const close = stringEnd(parameter, p, parameter.length);
      if (close < 0) return false;
      p = close;
    } else if (depth === 0 && c === 46 && parameter.startsWith('...', p)) return true;
    else if (depth === 0 && c === 61) {
      const previous = parameter.charCodeAt(p - 1);
      const next = parameter.charCodeAt(p + 1);
      // A default, not `==`, `=>`, `<=`, `>=`, `!=` or `:=`.
      if (next !== 61 && next !== 62 && previous !== 61 && previous !== 60 && previous !== 62 && previous !== 33 && previous !== 58) return true;
    }
  }
  return false;
}
