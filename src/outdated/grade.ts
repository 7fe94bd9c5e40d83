// How much of a file changed, and whether the lines holding what a learning
// names survived: line multisets, not a full diff. A line counts as kept when
// the same text (whitespace collapsed) is still somewhere in the file, so moved
// or re-indented lines are not changes.

import { findNeedle, holdsNeedle, LANGUAGE_CLASSES, type AnchorTerm } from '../anchors/identifiers.js';
import { gainedOnlyOptionalParameters, matchDeclaration, mayDeclare } from './declarations.js';
import { restatements, type Reader, type Restatement } from './restated.js';
import { inBlockComment, isCommentLine, type CodeSyntax } from './syntax.js';
import { lastingList, lastingListOf } from '../lists.js';

const normalize = (line: string) => {
  const t = line.trim();
  return t.includes('  ') || t.includes('\t') ? t.replace(/\s+/g, ' ') : t;
};

/**
 * The share of the old version's non-blank lines that are gone from the new one
 * (lines compared as multisets, whitespace collapsed): 0 when every line is
 * still there, however much was added; 1 when nothing is left. What a learning
 * says was written about the old file: a file that only grew still holds it
 * (touched, for review), one that lost most of its lines does not. An empty file
 * that gained content counts as wholly rewritten. Two versions mostly share
 * their first and last lines: those are counted in place, and only the lines
 * between are split and compared (no map for every version).
 */
export function changedShare(before: string, after: string): number {
  const [start, beforeEnd, afterEnd] = changedRegion(before, after);
  const kept = nonBlankLines(before, 0, start) + nonBlankLines(before, beforeEnd, before.length);
  const removed = new Map<string, number>();
  let beforeSize = kept;
  for (const raw of before.slice(start, beforeEnd).split('\n')) {
    const line = normalize(raw);
    if (!line) continue;
    beforeSize++;
    removed.set(line, (removed.get(line) ?? 0) + 1);
  }
  let afterSize = kept;
  let common = kept;
  for (const raw of after.slice(start, afterEnd).split('\n')) {
    const line = normalize(raw);
    if (!line) continue;
    afterSize++;
    if (common === beforeSize) continue;
    const n = removed.get(line);
    if (n) {
      common++;
      removed.set(line, n - 1);
    }
  }
  if (beforeSize === 0) return afterSize === 0 ? 0 : 1;
  return (beforeSize - common) / beforeSize;
}

/**
 * Where two texts differ, in whole lines: the same lines before `start` and
 * from `beforeEnd` (in `before`) and `afterEnd` (in `after`) to their ends.
 */
function changedRegion(before: string, after: string): [start: number, beforeEnd: number, afterEnd: number] {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  const start = prefix === 0 ? 0 : before.lastIndexOf('\n', prefix - 1) + 1;
  let suffix = 0;
  const room = shorter - start;
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  // The same lines at the end start after a line break inside the common part.
  const nl = suffix === 0 ? -1 : before.indexOf('\n', before.length - suffix);
  const tail = nl < 0 ? 0 : before.length - nl - 1;
  return [start, before.length - tail, after.length - tail];
}

/** Lines of `text[from, to)` (which starts a line) with something besides whitespace: the non-blank lines `normalize` keeps. */
function nonBlankLines(text: string, from: number, to: number): number {
  let count = 0;
  let blank = true;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (!blank) count++;
      blank = true;
    } else if (blank && !isSpace(c)) {
      blank = false;
    }
  }
  return blank ? count : count + 1;
}

/** What `trim` and `\s` take for whitespace. */
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(String.fromCharCode(c)));

/** The non-blank lines of a text, whitespace collapsed. */
function keptLines(text: string): Set<string> {
  const kept = new Set<string>();
  for (const raw of text.split('\n')) {
    const line = normalize(raw);
    if (line !== '') kept.add(line);
  }
  return kept;
}

/** Above this many lines looked for in one version, its lines are put in a set (each search reads the version). */
const SEARCHED_LINES_MAX = 8;

/**
 * Whether some line of `text`, whitespace collapsed, is `line` (normalized, not blank). Collapsing
 * keeps every run of non-space characters as it is, so such a line holds the longest word of
 * `line` verbatim: only the lines holding it are normalized, not every line of the file.
 */
function holdsLine(text: string, line: string): boolean {
  const word = longestWord(line);
  for (let at = text.indexOf(word); at >= 0; ) {
    const start = at > 0 ? text.lastIndexOf('\n', at - 1) + 1 : 0;
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (end - start >= line.length && normalize(text.slice(start, end)) === line) return true;
    at = text.indexOf(word, end + 1);
  }
  return false;
}

/** The longest run of a normalized line between single spaces (the rarest, as a rule). */
function longestWord(line: string): string {
  let best = 0;
  let bestEnd = 0;
  for (let from = 0; from <= line.length; ) {
    let space = line.indexOf(' ', from);
    if (space < 0) space = line.length;
    if (space - from > bestEnd - best) {
      best = from;
      bestEnd = space;
    }
    from = space + 1;
  }
  // One comparison, made at every call (see stopsAt in src/history/index.ts: changedAnchorLines, which inlines this, was compiled twice).
  return bestEnd - best === line.length ? line : line.slice(best, bestEnd);
}

export interface AnchorLine {
  /** 1-based, in the older version. */
  line: number;
  /** Whitespace collapsed. */
  text: string;
  /** Trimmed, as in the file. */
  raw: string;
  terms: string[];
  /** Set when the line changed but says the same about each of its terms (restated.ts): no anchor evidence. */
  restated: Restatement | undefined;
  /** For a `modifier` restatement, what the declaration gained or lost (`gained export`); for `optional`, the function declared; else empty. */
  detail: string;
  /**
   * When the line declares a named function or type that did not change but whose body was mostly rewritten: the body's
   * last line (`raw` is then one of its lines that is gone); 0 otherwise.
   */
  bodyEnd: number;
}

/**
 * AnchorLines as changedAnchorLines makes them, by `new`: they are kept until the check ends (with the
 * evidence, and in the cache of versions compared), and made by object literals their allocation sites were
 * pretenured mid-check, which threw away changedAnchorLines' optimised code, the check's largest compile.
 * Objects made by `new` have no allocation site; both kinds of line share one shape.
 */
class ChangedLine implements AnchorLine {
  constructor(
    public line: number,
    public text: string,
    public raw: string,
    public terms: string[],
    public restated: Restatement | undefined,
    public detail: string,
    public bodyEnd: number,
  ) {}
}

export interface TermMatcher {
  term: AnchorTerm;
  /** Whether a line holds the term on identifier boundaries (needleMatcher's test). */
  test: (line: string) => boolean;
  /** For a dotted key written with its value (`commit.gpgsign=false`), the setting it names; else null. */
  setting: Setting | null;
}

export function termMatchers(terms: readonly AnchorTerm[]): TermMatcher[] {
  // Built with push: a list made by map has another elements kind than one made by push or filter, which throws changedAnchorLines' optimised code away.
  const matchers: TermMatcher[] = [];
  for (const term of terms) {
    const value = plainKeyValue(term);
    const member = memberOfNamedObject(term);
    const setting = settingOf(term);
    if (value === null) {
      if (member === null) matchers.push({ term, test: (line: string) => holdsNeedle(line, term), setting });
      else matchers.push({ term, test: (line: string) => holdsNeedle(line, member) || holdsOutsideMember(line, term), setting });
      continue;
    }
    const asValue = valueTerm(value);
    if (member === null) matchers.push({ term, test: (line: string) => holdsNeedle(line, term) && holdsNeedle(line, asValue), setting });
    else matchers.push({ term, test: (line: string) => (holdsNeedle(line, member) || holdsOutsideMember(line, term)) && holdsNeedle(line, asValue), setting });
  }
  return matchers;
}

/** A value written with a key, as a term to find on a line: a number is a value, anything else an identifier. */
function valueTerm(value: string): Pick<AnchorTerm, 'needle' | 'kind'> {
  return { needle: value, kind: /^\d/.test(value) ? 'value' : 'identifier' };
}

/** A setting named by a dotted key and its value: `commit.gpgsign=false` is `gpgsign` in section `commit`, `false`. */
export interface Setting {
  section: string;
  key: string;
  value: string;
  /** The value as a term, to find it on a line. */
  asValue: Pick<AnchorTerm, 'needle' | 'kind'>;
}

/** The setting a key term written with its value names (`commit.gpgsign=false`, `tool.ruff.line-length = 100`), or null. */
function settingOf(term: AnchorTerm): Setting | null {
  if (term.kind !== 'key') return null;
  const m = /^([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+)\s*[:=]\s*['"]?([^'"\s,;]+)/.exec(term.text);
  if (m === null) return null;
  const dot = m[1]!.lastIndexOf('.');
  const value = m[2]!;
  return { section: m[1]!.slice(0, dot), key: m[1]!.slice(dot + 1), value, asValue: valueTerm(value) };
}

/**
 * Whether `after` states every setting of a changed line as often as `before` did, counting both ways of writing
 * one: its dotted key with the value on a line (`git config commit.gpgsign false`), and its key and value under a
 * header of its section (git config and INI text, TOML: `[commit]` then `gpgsign = false`, also inside a string
 * whose line breaks are written `\n`). What such a line said is still said, in the other form.
 */
function settingsRestated(line: string, before: string, after: string, matchers: readonly TermMatcher[]): boolean {
  for (const m of matchers) {
    const setting = m.setting;
    if (setting === null || !holdsNeedle(line, setting.asValue)) return false;
    if (settingStatements(after, m, setting) < settingStatements(before, m, setting)) return false;
  }
  return true;
}

/** How many times a text states a setting: lines holding its dotted key and value, and its key and value under its section's header. */
function settingStatements(text: string, m: TermMatcher, setting: Setting): number {
  let count = 0;
  const needle = m.term.needle;
  for (let at = text.indexOf(needle); at >= 0; ) {
    const start = at > 0 ? text.lastIndexOf('\n', at - 1) + 1 : 0;
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (m.test(line) && holdsNeedle(line, setting.asValue)) count++;
    at = text.indexOf(needle, end);
  }
  return count + sectionStatements(text, setting);
}

/** A section's header on a line of its own: `[commit]`, `[tool.ruff]`, git's `[remote "origin"]`. */
const SECTION_HEADER = /^\[\s*([A-Za-z_][\w.-]*)(?:\s+"([^"]*)")?\s*\]$/;

/**
 * How many times a text writes the setting's key and value under a header of its section (`[commit]`, then
 * `gpgsign = false` before the next header or a line that is neither a setting, a comment nor blank). Lines are
 * split at line breaks and at `\n` written in a string; quotes and `\t` around them are left out.
 */
function sectionStatements(text: string, setting: Setting): number {
  const { section, key, value } = setting;
  const lastPart = section.slice(section.lastIndexOf('.') + 1);
  if (!text.includes(`${lastPart}]`) && !text.includes(`${lastPart}"]`)) return 0;
  let count = 0;
  let inSection = false;
  for (const raw of text.split(/\n|\\n/)) {
    const line = raw.replace(/\\t/g, ' ').trim().replace(/^['"`]+/, '').replace(/['"`]+\s*[,;)+]*\s*$/, '').trim();
    if (line === '') continue;
    const header = SECTION_HEADER.exec(line);
    if (header !== null) {
      inSection = (header[2] === undefined ? header[1] : `${header[1]}.${header[2]}`) === section;
      continue;
    }
    if (line.startsWith('#') || line.startsWith(';')) continue;
    const entry = /^([\w.-]+)\s*[=:]\s*['"]?([^'"\s,;#]*)/.exec(line);
    if (entry === null) {
      inSection = false;
      continue;
    }
    if (inSection && entry[1] === key && entry[2] === value) count++;
  }
  return count;
}

/**
 * The value a plain-word key is written with (`key=false`, `mode: strict` → `false`, `strict`), or null.
 * Code says `key` on line after line for other reasons; what the learning asserts is the key holding that
 * value, so only a line that says both is about it (`timeout=30` still meets `timeout: 30` → `timeout: 60`).
 * A key that is more than a lower-case word (`MAX_RETRIES=3`, `maxRetries: 3`) names its line on its own.
 */
function plainKeyValue(term: AnchorTerm): string | null {
  if (term.kind !== 'key' || !/^[a-z]+$/.test(term.needle)) return null;
  const value = /^[\w.-]*\s*[:=]\s*['"]?([^'"\s,;]+)/.exec(term.text)?.[1];
  return value && value.length > 0 ? value : null;
}

/**
 * `ROUTES.get`, `map.keys()`, `compilerOptions.strict`, `commit.gpgsign=false` → the whole dotted name, when its last segment (the needle)
 * is a plain lower-case word; null otherwise. Code calls `.get` or `.keys()` on line after line on other objects:
 * a line is about the term when it names it with its object (`ROUTES.get(name)`) or holds the word as no object's
 * member (a config key, `"strict": true`), not when another object's member of that name changed (`ALIASES.get`).
 */
function memberOfNamedObject(term: AnchorTerm): Pick<AnchorTerm, 'needle' | 'kind'> | null {
  if (term.kind !== 'key' || !/^[a-z]+$/.test(term.needle)) return null;
  // The name before its arguments or its value: `ROUTES.get(name)`, `commit.gpgsign=false`.
  const dotted = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\)$|\s*[:=]|$)/.exec(term.text)?.[1];
  if (dotted === undefined || !dotted.endsWith(`.${term.needle}`)) return null;
  return { needle: dotted, kind: 'key' };
}

const DOT = 46;

/** Whether the line holds the term's word other than as a member of some object (`x.get`, `x?.get`). */
function holdsOutsideMember(line: string, term: AnchorTerm): boolean {
  for (let at = findNeedle(line, term, 0); at >= 0; at = findNeedle(line, term, at + 1)) if (at === 0 || line.charCodeAt(at - 1) !== DOT) return true;
  return false;
}

/**
 * A term written as a bare lower-case word (`name`, `key`, `on`), a method without its object (`.map()`) or a
 * class of the language's own (`WeakMap`): code says it on line after line for other reasons, so a changed line holding it is no sign that what the learning says changed. It counts
 * only once the word is gone from the file; until then the file's change is graded as if it were unnamed.
 */
function isPlainWord(term: AnchorTerm): boolean {
  if (term.kind === 'key' && /^\.[a-z]+\(/.test(term.text)) return true; // `.map()`: a method of any object
  if (term.kind === 'identifier' && LANGUAGE_CLASSES.has(term.needle)) return true; // `WeakMap`, `RegExp`
  return (term.kind === 'identifier' || term.kind === 'key') && /^[a-z]+$/.test(term.text);
}

/**
 * Lines of `before` holding one of the terms that are no longer in `after` (a plain word only when `after` lacks it),
 * each marked `restated` when what it says about its terms is still said in `after`. `reader` says whether the file
 * is source code (its comments, calls and modifiers read as restated.ts says) and what the learning says.
 */
export function changedAnchorLines(before: string, after: string, all: readonly TermMatcher[], reader: Reader = NO_READER): AnchorLine[] {
  const matchers = all.some((m) => isPlainWord(m.term)) ? all.filter((m) => !isPlainWord(m.term) || !holdsNeedle(after, m.term)) : all;
  if (matchers.length === 0) return [];
  // A line can hold a term only if it holds the term's text: those lines are found with
  // indexOf over the whole version (most hold none), and only they are tested.
  const starts: number[] = [];
  for (const m of matchers) {
    const needle = m.term.needle;
    for (let at = before.indexOf(needle); at >= 0; ) {
      starts.push(at > 0 ? before.lastIndexOf('\n', at - 1) + 1 : 0);
      const end = before.indexOf('\n', at);
      if (end < 0) break;
      at = before.indexOf(needle, end + 1);
    }
  }
  if (starts.length === 0) return [];
  starts.sort((a, b) => a - b);
  // Most versions are asked about a line or two: those are searched for, not every line of `after` split and normalized.
  let kept: Set<string> | null = null;
  let searched = 0;
  const out = lastingList<AnchorLine>();
  const termsOf: AnchorTerm[][] = [];
  const startsOf: number[] = [];
  /** Lines decided without restatements: a declaration whose parameters below its first line changed. */
  const settled = new Set<number>();
  let lineNo = 1;
  let counted = 0;
  let previous = -1;
  for (const start of starts) {
    if (start === previous) continue;
    previous = start;
    for (let nl = before.indexOf('\n', counted); nl >= 0 && nl < start; nl = before.indexOf('\n', nl + 1)) lineNo++;
    counted = start;
    const end = before.indexOf('\n', start);
    const raw = end < 0 ? before.slice(start) : before.slice(start, end);
    let hits: TermMatcher[] | null = null;
    for (const m of matchers) if (m.test(raw)) (hits ??= []).push(m);
    if (hits === null) continue;
    const line = normalize(raw);
    if (!kept && ++searched > SEARCHED_LINES_MAX) kept = keptLines(after);
    if (kept ? kept.has(line) : holdsLine(after, line)) {
      // A declaration that did not change: what the function does is its body.
      if (reader.code === null) continue;
      for (const hit of hits) {
        const body = mayDeclare(raw, hit.term.needle) ? keptDeclarationBody(before, start, after, line, hit.term, reader.code) : null;
        if (body) {
          if (body.span === 0) settled.add(out.length);
          out.push(new ChangedLine(lineNo, line, body.gone, lastingListOf(hit.term.text), undefined, '', body.span === 0 ? 0 : lineNo + body.span));
          termsOf.push([hit.term]);
          startsOf.push(start);
          break;
        }
      }
      continue;
    }
    const texts = lastingList<string>();
    const terms: AnchorTerm[] = [];
    for (const hit of hits) {
      texts.push(hit.term.text);
      terms.push(hit.term);
    }
    const trimmed = raw.trim();
    // A whole line of comment whose terms the file still names: the code says of them what it said.
    // So is a line of a Python docstring or a Ruby `=begin` block.
    const comment = reader.code !== null && (isCommentLine(trimmed, reader.code) || inBlockComment(before, start, reader.code)) && terms.every((t) => holdsNeedle(after, t));
    // A setting written with its dotted key, still written as often (as its section's key and value, perhaps).
    const setting = !comment && hits[0]!.setting !== null && settingsRestated(raw, before, after, hits);
    out.push(new ChangedLine(lineNo, line, trimmed, texts, comment ? 'comment' : setting ? 'section' : undefined, '', 0));
    termsOf.push(terms);
    startsOf.push(start);
  }
  if (out.length === 0) return out;
  // Hot arrays are built with push: an array made by map has another elements kind, which throws optimised code away.
  const asked: Array<{ line: number; terms: readonly AnchorTerm[] }> = [];
  const askedAt: number[] = [];
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.restated !== undefined || out[i]!.bodyEnd > 0 || settled.has(i)) continue;
    asked.push({ line: out[i]!.line, terms: termsOf[i]! });
    askedAt.push(i);
  }
  if (asked.length === 0) return out;
  const restated = restatements(before, after, asked, reader);
  for (let i = 0; i < restated.length; i++) {
    let r = restated[i];
    if (!r && reader.code !== null) {
      // A declaration whose signature only gained optional parameters: a caller's call means what it did.
      const declared = onlyOptionalGained(before, startsOf[askedAt[i]!]!, after, termsOf[askedAt[i]!]!, reader.code);
      if (declared !== null) r = { kind: 'optional', detail: declared };
    }
    if (!r) continue;
    const line = out[askedAt[i]!]!;
    // A declaration that only gained a modifier or a new layout still declares the function: what it does is its body.
    if (r.kind !== 'comment' && r.kind !== 'call' && r.kind !== 'moved' && reader.code !== null) {
      const body = restatedDeclarationBody(before, startsOf[askedAt[i]!]!, after, termsOf[askedAt[i]!]!, reader.code);
      if (body) {
        line.raw = body.gone;
        line.terms = [body.term.text];
        line.bodyEnd = line.line + body.span;
        continue;
      }
    }
    line.restated = r.kind;
    line.detail = r.detail;
  }
  return out;
}

const NO_READER: Reader = { code: null, said: '' };

/**
 * The name of the function the changed line at `start` of `before` declares, when its declaration in `after` only gained
 * optional parameters (a term's own, or one whose parameters name the terms, `walk(parser: RawLogParser)` gaining `watched =
 * false`): its words before the parameters, the old parameters and what follows them are the same, so is what the line
 * says of every term on it. Null when it declares none, or its declaration changed otherwise.
 */
function onlyOptionalGained(before: string, start: number, after: string, terms: readonly AnchorTerm[], code: CodeSyntax): string | null {
  let end = before.indexOf('\n', start);
  if (end < 0) end = before.length;
  const names: string[] = [];
  for (const term of terms) names.push(term.needle);
  // The other names the line may declare: a name before a parameter list, or bound to a function written as a value.
  for (const m of before.slice(start, end).matchAll(DECLARED_NAME)) {
    const name = m[1] ?? m[2]!;
    if (!names.includes(name)) names.push(name);
  }
  for (const name of names) {
    const term: AnchorTerm = { text: name, needle: name, kind: 'identifier' };
    const pair = matchDeclaration(before, start, after, term, code, null);
    if (pair !== null && pair[0].start === start && gainedOnlyOptionalParameters(before, pair[0], after, pair[1], term, code)) return name;
  }
  return null;
}

const DECLARED_NAME = /([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*\(|([A-Za-z_$][\w$]*)\s*[:=]\s*(?:async\s*)?(?:function\b\s*)?\(/g;

/** A body shorter than this many non-blank lines is not graded on its own: one changed line would be most of it. */
const BODY_LINES_MIN = 3;
/** The share of a body's lines gone for it to count as rewritten: half, as for a whole file by default. */
const BODY_REWRITTEN = 0.5;

interface RewrittenBody {
  /** How many lines below the declaration the old body ends; 0 when the parameters below its first line changed. */
  span: number;
  /** Text of the old version the new one lacks (a body's line, a declaration's lines): where the history search for the commit that changed it looks. */
  gone: string;
}

/**
 * Whether the function declared on the unchanged line at `start` of `before` (normalized `line`, also a line of `after`)
 * had its body mostly rewritten. The same declaration written several times is matched in order; null when the counts
 * differ, the line declares no function, the body is short, or most of it is still there.
 */
function keptDeclarationBody(before: string, start: number, after: string, line: string, term: AnchorTerm, code: CodeSyntax): RewrittenBody | null {
  const pair = matchDeclaration(before, start, after, term, code, (raw) => normalize(raw) === line);
  if (pair === null) return null;
  const [old, now] = pair;
  // Its first line unchanged, parameters on the lines below may have changed: a changed signature, not a body.
  // Where the history search looks: the commit after which the old lines no longer stand together.
  // Not when it only gained optional parameters: then its body alone may say it changed.
  if (signature(before, start, old.end) !== signature(after, now.start, now.end) && !gainedOnlyOptionalParameters(before, old, after, now, term, code)) {
    return { span: 0, gone: before.slice(start, old.end).trim() };
  }
  return rewrittenBody(before, start, old.end, after, now.start, now.end);
}

/** A declaration's lines up to its parameters' end, without whitespace or a trailing comma: what its layout does not change. */
const signature = (text: string, start: number, end: number) => text.slice(start, end).replace(/\s+/g, '').replace(/,\)/g, ')');

/**
 * Whether the function a changed but restated line of `before` declares (it gained `export`, its parameters were
 * laid out anew) had its body mostly rewritten: the declarations of the term in both versions are matched in order.
 */
function restatedDeclarationBody(before: string, start: number, after: string, terms: readonly AnchorTerm[], code: CodeSyntax): (RewrittenBody & { term: AnchorTerm }) | null {
  for (const term of terms) {
    const pair = matchDeclaration(before, start, after, term, code, null);
    if (pair === null) continue;
    const body = rewrittenBody(before, start, pair[0].end, after, pair[1].start, pair[1].end);
    if (body) return { ...body, term };
  }
  return null;
}

/**
 * Whether a function's body, the lines below its declaration (from `start` to its parameters' end `oldEnd`) indented
 * deeper, lost half its lines or more in the declaration at `newStart`-`newEnd` of `after`: compared as `changedShare`
 * compares files (a brace on a line of its own skipped).
 */
function rewrittenBody(before: string, start: number, oldEnd: number, after: string, newStart: number, newEnd: number): RewrittenBody | null {
  const old = bodyAt(before, start, oldEnd);
  if (old.lines < BODY_LINES_MIN) return null;
  const now = bodyAt(after, newStart, newEnd);
  if (changedShare(old.text, now.text) < BODY_REWRITTEN) return null;
  let gone = '';
  for (const raw of old.text.split('\n')) {
    const t = raw.trim();
    if (t !== '' && !after.includes(t)) {
      gone = t;
      break;
    }
  }
  return gone === '' ? null : { span: old.span, gone };
}

/**
 * The body of the declaration on the line at `start` whose parameters end at `headerEnd` (that line's end): the lines
 * after it indented deeper than the declaration, its text, its non-blank lines, and how many lines below the
 * declaration it ends.
 */
function bodyAt(text: string, start: number, headerEnd: number): { text: string; lines: number; span: number } {
  const indentOf = (from: number) => {
    let i = from;
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    return i - from;
  };
  const indent = indentOf(start);
  let headerLines = 0;
  for (let nl = text.indexOf('\n', start); nl >= 0 && nl < headerEnd; nl = text.indexOf('\n', nl + 1)) headerLines++;
  let p = headerEnd < text.length ? headerEnd : -1;
  let bodyStart = -1;
  let bodyEnd = -1;
  let last = 0;
  let lines = 0;
  let braceSkipped = false;
  for (let n = headerLines + 1; p >= 0 && p + 1 < text.length; n++) {
    const from = p + 1;
    p = text.indexOf('\n', from);
    const end = p < 0 ? text.length : p;
    const raw = text.slice(from, end);
    if (raw.trim() === '') continue;
    if (indentOf(from) <= indent) {
      // Allman style: the opening brace alone on the next line, at the declaration's indentation.
      if (!braceSkipped && lines === 0 && raw.trim() === '{') {
        braceSkipped = true;
        continue;
      }
      break;
    }
    if (bodyStart < 0) bodyStart = from;
    bodyEnd = end;
    lines++;
    last = n;
  }
  return { text: bodyStart < 0 ? '' : text.slice(bodyStart, bodyEnd), lines, span: last };
}
