// The identifiers and values a learning asserts: backticked code (`retry()`,
// `DATABASE_URL`), CamelCase and snake_case symbols, CLI flags, config keys and
// numbers with units. A change to a line holding one of these, in a file the
// learning mentions, is stronger evidence than a change anywhere in that file.

import { escapeRegExp } from '../text/regexp.js';
import { classify, mayBePath } from './paths.js';

export type AnchorKind = 'identifier' | 'flag' | 'key' | 'value';

export interface AnchorTerm {
  /** As written: `retry()`, `--dry-run`, `30s`. */
  text: string;
  /** What is looked for in a line, on word boundaries: `retry`, `--dry-run`, `30`. */
  needle: string;
  kind: AnchorKind;
}

/** Words that look like symbols but name tools or products, not code. */
const NOT_SYMBOLS = new Set(
  'JavaScript TypeScript GitHub GitLab PostgreSQL MySQL MongoDB GraphQL NodeJS OAuth WebSocket WebSockets iOS macOS YouTube LinkedIn PowerShell VSCode DevTools IntelliJ README CHANGELOG'.split(
    ' ',
  ),
);

/**
 * Classes JavaScript itself defines. A discovery names them to say how code is written ("a WeakMap per cache",
 * "hoist every RegExp"); code says them on line after line for other reasons, so grading reads them as it reads a
 * plain word (src/outdated/grade.ts): only their going away from a file is a change to what the discovery says.
 */
export const LANGUAGE_CLASSES: ReadonlySet<string> = new Set(
  'RegExp WeakMap WeakSet WeakRef FinalizationRegistry ArrayBuffer SharedArrayBuffer DataView Int8Array Uint8Array Uint8ClampedArray Int16Array Uint16Array Int32Array Uint32Array Float32Array Float64Array BigInt64Array BigUint64Array BigInt AggregateError TypeError RangeError SyntaxError ReferenceError AbortController AbortSignal TextEncoder TextDecoder URLSearchParams'.split(
    ' ',
  ),
);

const UNIT =
  'ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|kb|mb|gb|tb|kib|mib|gib|b|bytes?|%|px|rem|em|req|requests?|x';
const VALUE_WITH_UNIT = new RegExp(`(?<![\\w.])(\\d+(?:\\.\\d+)?)\\s?(${UNIT})\\b`, 'gi');
const VALUE_PER = /(?<![\w.])(\d+(?:\.\d+)?)\s?\/\s?(hour|hr|minute|min|second|sec|day|week|request|user)s?\b/gi;

const SYMBOL_PATTERNS: Array<[RegExp, AnchorKind]> = [
  [/(?<![\w-])--[a-z][a-z0-9-]+(?![\w-])/g, 'flag'],
  [/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, 'identifier'], // DATABASE_URL
  [/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, 'identifier'], // max_retries
  [/\b[a-z]+[a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g, 'identifier'], // maxRetries, useEffect
  [/\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g, 'identifier'], // HttpClient
  [/\b[A-Za-z_][\w]*\(\)/g, 'identifier'], // retry()
];

export function extractAnchors(content: string): AnchorTerm[] {
  const found = new Map<string, AnchorTerm>();
  const add = (text: string, needle: string, kind: AnchorKind) => {
    if (needle.length < 2 || found.has(needle)) return;
    if (kind === 'identifier' && NOT_SYMBOLS.has(needle)) return;
    found.set(needle, { text, needle, kind });
  };

  const outside = content.replace(/`([^`\n]+)`/g, (_m, span: string) => {
    const code = span.trim();
    if (classify(code, true)) return ' '; // a path, handled by path mentions
    const call = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\))?$/.exec(code);
    const assignment = /^([A-Za-z_][\w.-]*)\s*[:=]\s*\S/.exec(code);
    const method = /^\.([A-Za-z_$][\w$]*)\(.*\)$/.exec(code);
    if (/^--?[a-z]/.test(code) && !/\s/.test(code)) {
      add(code, code.replace(/=.*$/, ''), 'flag');
    } else if (method) {
      // `.map()`: a method of whatever object calls it, kept with its dot so grading can tell it from a function `map()`.
      add(code, method[1]!, 'key');
    } else if (call) {
      const segments = call[1]!.split('.');
      add(code, segments[segments.length - 1]!, segments.length > 1 ? 'key' : 'identifier');
    } else if (assignment) {
      const segments = assignment[1]!.split('.');
      add(code, segments[segments.length - 1]!, 'key');
    } else {
      scan(code, add);
    }
    return ' ';
  });
  scan(outside, add);
  return [...found.values()];
}

/** The text with its path tokens blanked. A loop, not map and join: see tokens in paths.ts ('wrong map'). */
function pathsBlanked(text: string): string {
  let out = '';
  for (const t of text.split(/(\s+)/)) out += mayBePath(t) && classify(t.replace(/[.,:;!?)]+$/, '').replace(/^\(/, ''), false) ? ' ' : t;
  return out;
}

function scan(text: string, add: (text: string, needle: string, kind: AnchorKind) => void): void {
  // Paths are not symbols: `http_client.py` would otherwise give `http_client`. A text
  // without a dot or a slash holds no token that may be one: it is kept whole, unsplit.
  const withoutPaths = !mayBePath(text) ? text : pathsBlanked(text);
  for (const [pattern, kind] of SYMBOL_PATTERNS) {
    for (let match = firstMatch(pattern, withoutPaths); match; match = nextMatch(pattern, withoutPaths, match)) add(match[0], match[0].replace(/\(\)$/, ''), kind);
  }
  for (const pattern of VALUE_PATTERNS) {
    for (let match = firstMatch(pattern, withoutPaths); match; match = nextMatch(pattern, withoutPaths, match)) add(match[0], match[1]!, 'value');
  }
}

const VALUE_PATTERNS = [VALUE_PER, VALUE_WITH_UNIT];

/**
 * The matches of a global pattern, one by one, as matchAll finds them, without the copy of the pattern
 * matchAll makes at each call (two texts per learning, eight patterns each: 160,000 RegExp objects on the check bench).
 */
function firstMatch(pattern: RegExp, text: string): RegExpExecArray | null {
  pattern.lastIndex = 0;
  return collect(pattern, pattern.exec(text));
}

function nextMatch(pattern: RegExp, text: string, previous: RegExpExecArray): RegExpExecArray | null {
  // An empty match moves on by one character, as matchAll does.
  if (previous[0] === '') pattern.lastIndex++;
  return collect(pattern, pattern.exec(text));
}

/** Leaves the shared pattern as it was found (lastIndex 0) once it has no more matches. */
function collect(pattern: RegExp, match: RegExpExecArray | null): RegExpExecArray | null {
  if (!match) pattern.lastIndex = 0;
  return match;
}

/**
 * Whether `text` holds the term on identifier boundaries: the same test as
 * needleMatcher's regex, without compiling one per term (a check compiles
 * thousands, each used on a few lines, and compiling is most of the cost).
 */
export function holdsNeedle(text: string, term: Pick<AnchorTerm, 'needle' | 'kind'>): boolean {
  return findNeedle(text, term, 0) >= 0;
}

/** Where `text` holds the term on identifier boundaries, from `from` on; -1 when it does not. */
export function findNeedle(text: string, term: Pick<AnchorTerm, 'needle' | 'kind'>, from: number): number {
  const { needle } = term;
  const value = term.kind === 'value';
  for (let at = text.indexOf(needle, from); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = at > 0 ? text.charCodeAt(at - 1) : -1;
    const after = at + needle.length < text.length ? text.charCodeAt(at + needle.length) : -1;
    if (before >= 0 && (isWordChar(before) || before === DOLLAR || before === DASH || (value && before === DOT))) continue;
    if (after >= 0 && (value ? isDigit(after) || after === DOT : isWordChar(after) || after === DOLLAR)) continue;
    return at;
  }
  return -1;
}

const DOLLAR = 36;
const DASH = 45;
const DOT = 46;
const isDigit = (c: number) => c >= 48 && c <= 57;
/** `\w` without the u flag: ASCII letters, digits and underscore. */
const isWordChar = (c: number) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** A matcher for a term on identifier boundaries (so `retry` does not match `retryCount`). */
export function needleMatcher(term: Pick<AnchorTerm, 'needle' | 'kind'>): RegExp {
  const escaped = escapeRegExp(term.needle);
  // A value may carry its unit in code (`30s`, `100ms`) but not more digits (`300`, `30.5`).
  if (term.kind === 'value') return new RegExp(`(?<![\\w.$-])${escaped}(?![\\d.])`);
  return new RegExp(`(?<![\\w$-])${escaped}(?![\\w$])`);
}
