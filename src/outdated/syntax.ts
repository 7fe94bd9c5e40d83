// Which files are source code, and how a whole line is a comment in them. Only in source
// files are a changed comment, a call's other arguments or a declaration's visibility read
// as saying the same about a name: in prose (Markdown, text) and data (JSON) every line is
// what it says, and `#` starts a heading, not a comment.

/**
 * How a line comment starts in a language: `//` (and `/* … *\/` blocks), `#`, or `--`; Python and Ruby comment with
 * `#` and also write comments over several lines (a docstring, a `=begin` … `=end` block).
 */
export type CodeSyntax = 'slash' | 'hash' | 'dash' | 'python' | 'ruby';

const SLASH = 'ts tsx mts cts js jsx mjs cjs go rs java kt kts scala sc swift c h cc cpp cxx hpp hh cs dart php css scss less jsonc json5 proto groovy gradle zig sol m mm fs v'.split(' ');
const HASH = 'sh bash zsh fish ksh yml yaml toml pl pm r ex exs nix tf tfvars hcl cmake conf cfg ini properties mk dockerfile ps1 psm1 jl cr coffee tcl awk sed env'.split(' ');
const DASH = 'sql lua hs lhs elm ada adb ads'.split(' ');
const PYTHON = 'py pyi pyw'.split(' ');
const RUBY = 'rb rake gemspec'.split(' ');

const BY_EXTENSION = new Map<string, CodeSyntax>([...SLASH.map((e) => [e, 'slash'] as const), ...HASH.map((e) => [e, 'hash'] as const), ...DASH.map((e) => [e, 'dash'] as const), ...PYTHON.map((e) => [e, 'python'] as const), ...RUBY.map((e) => [e, 'ruby'] as const)]);

/** Files named without an extension that hold code or configuration commented with `#`. */
const HASH_FILES = new Set(['makefile', 'gnumakefile', 'dockerfile', 'containerfile', 'procfile', 'justfile', 'pipfile', 'caddyfile']);
/** Those that are Ruby. */
const RUBY_FILES = new Set(['gemfile', 'rakefile', 'podfile', 'brewfile', 'vagrantfile']);

/** The comment syntax of a source file, from its name; null for prose, data and anything unknown. */
export function codeSyntaxOf(path: string): CodeSyntax | null {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  if (dot > 0) return BY_EXTENSION.get(name.slice(dot + 1)) ?? null;
  // `.gitignore`, `.gitattributes`, `.env`, `.npmrc`: dot files are configuration commented with `#`.
  if (dot === 0) return name === '.babelrc' || name === '.eslintrc' ? null : 'hash';
  return HASH_FILES.has(name) ? 'hash' : RUBY_FILES.has(name) ? 'ruby' : null;
}

/** Whether a trimmed line is wholly a comment (or a line inside a `/* … *\/` block, as written with a leading `*`). */
export function isCommentLine(trimmed: string, syntax: CodeSyntax): boolean {
  const c = trimmed.charCodeAt(0);
  if (syntax === 'hash' || syntax === 'python' || syntax === 'ruby') return c === 35; // '#'
  if (syntax === 'dash') return trimmed.startsWith('--');
  // '//', '/*' (not code after the block's close: `/* strict *\/ const MAX = 8;`), and a block's '*' lines (not '*=' or a '**' power, which are code).
  if (c === 47) {
    if (trimmed.charCodeAt(1) === 47) return true;
    if (trimmed.charCodeAt(1) !== 42) return false;
    const close = trimmed.indexOf('*/', 2);
    return close < 0 || close + 2 === trimmed.length;
  }
  return c === 42 && (trimmed.length === 1 || trimmed.charCodeAt(1) === 32 || trimmed.charCodeAt(1) === 47);
}

/**
 * Whether the line at `start` of `text` is inside a comment written over several lines: a `/* … *\/` block opened on
 * an earlier line (its lines need not start with `*`), a Python docstring (a triple-quoted string that is a statement
 * of its own, not one assigned or passed) or a Ruby `=begin` block.
 */
export function inBlockComment(text: string, start: number, syntax: CodeSyntax): boolean {
  if (syntax === 'slash') return inSlashBlock(text, start);
  if (syntax === 'ruby') {
    const begin = text.startsWith('=begin') ? 0 : text.lastIndexOf('\n=begin', start - 1);
    return begin >= 0 && begin < start && text.lastIndexOf('\n=end', start - 1) < begin;
  }
  if (syntax !== 'python') return false;
  // Inside one opened on an earlier line (the triple quotes before it counted), or opening one.
  let open = -1;
  let quote = '';
  for (let at = 0; at < start; ) {
    const d = text.indexOf('"""', at);
    const s = text.indexOf("'''", at);
    if (open < 0) {
      const next = d < 0 ? s : s < 0 ? d : Math.min(d, s);
      if (next < 0 || next >= start) break;
      open = next;
      quote = text.slice(next, next + 3);
      at = next + 3;
    } else {
      const close = quote === '"""' ? d : s;
      if (close < 0 || close >= start) break;
      open = -1;
      at = close + 3;
    }
  }
  if (open >= 0) {
    const lineStart = text.lastIndexOf('\n', open - 1) + 1;
    return /^\s*[rRuUbB]?$/.test(text.slice(lineStart, open));
  }
  // `"""Parses the config.`, with a `r`, `u` or `b` prefix or none.
  let p = start;
  while (p < text.length && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p++;
  return /^[rRuUbB]?("""|''')/.test(text.slice(p, p + 4));
}

/**
 * Whether the line at `start` is inside a `/* … *\/` comment opened on an earlier line and closing at its end or below.
 * When in doubt, not: a `/*` after `//` or an open quote on its line (`'src/**\/*.ts'`) opens no comment, and a line
 * with code after the `*\/` is code.
 */
function inSlashBlock(text: string, start: number): boolean {
  if (start < 2) return false;
  const open = text.lastIndexOf('/*', start - 2);
  if (open < 0) return false;
  const close = text.indexOf('*/', open + 2);
  if (close >= 0 && close < start) return false;
  if (close >= 0) {
    let lineEnd = text.indexOf('\n', start);
    if (lineEnd < 0) lineEnd = text.length;
    if (close < lineEnd && text.slice(close + 2, lineEnd).trim() !== '') return false;
  }
  const head = text.slice(text.lastIndexOf('\n', open - 1) + 1, open);
  if (head.includes('//')) return false;
  // Outside every string of its line.
  let quote = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (quote !== 0 && c === 92) i++;
    else if (quote === 0 && (c === 34 || c === 39 || c === 96)) quote = c;
    else if (c === quote) quote = 0;
  }
  return quote === 0;
}
