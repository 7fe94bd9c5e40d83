// Which files are source code, and how a whole line is a comment in them. Only in source
// files are a changed comment, a call's other arguments or a declaration's visibility read
// as saying the same about a name: in prose (Markdown, text) and data (JSON) every line is
// what it says, and `#` starts a heading, not a comment.

/** How a line comment starts in a language: `//` (and `/* … *\/` blocks), `#`, or `--`. */
export type CodeSyntax = 'slash' | 'hash' | 'dash';

const SLASH = 'ts tsx mts cts js jsx mjs cjs go rs java kt kts scala sc swift c h cc cpp cxx hpp hh cs dart php css scss less jsonc json5 proto groovy gradle zig sol m mm fs v'.split(' ');
const HASH = 'py pyi pyw rb rake gemspec sh bash zsh fish ksh yml yaml toml pl pm r ex exs nix tf tfvars hcl cmake conf cfg ini properties mk dockerfile ps1 psm1 jl cr coffee tcl awk sed env'.split(' ');
const DASH = 'sql lua hs lhs elm ada adb ads'.split(' ');

const BY_EXTENSION = new Map<string, CodeSyntax>([...SLASH.map((e) => [e, 'slash'] as const), ...HASH.map((e) => [e, 'hash'] as const), ...DASH.map((e) => [e, 'dash'] as const)]);

/** Files named without an extension that hold code or configuration commented with `#`. */
const HASH_FILES = new Set(['makefile', 'gnumakefile', 'dockerfile', 'containerfile', 'gemfile', 'rakefile', 'podfile', 'brewfile', 'vagrantfile', 'procfile', 'justfile', 'pipfile', 'caddyfile']);

/** The comment syntax of a source file, from its name; null for prose, data and anything unknown. */
export function codeSyntaxOf(path: string): CodeSyntax | null {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  if (dot > 0) return BY_EXTENSION.get(name.slice(dot + 1)) ?? null;
  // `.gitignore`, `.gitattributes`, `.env`, `.npmrc`: dot files are configuration commented with `#`.
  if (dot === 0) return name === '.babelrc' || name === '.eslintrc' ? null : 'hash';
  return HASH_FILES.has(name) ? 'hash' : null;
}

/** Whether a trimmed line is wholly a comment (or a line inside a `/* … *\/` block, as written with a leading `*`). */
export function isCommentLine(trimmed: string, syntax: CodeSyntax): boolean {
  const c = trimmed.charCodeAt(0);
  if (syntax === 'hash') return c === 35; // '#'
  if (syntax === 'dash') return trimmed.startsWith('--');
  // '//', '/*', and a block's '*' lines (not '*=' or a '**' power, which are code).
  if (c === 47) return trimmed.charCodeAt(1) === 47 || trimmed.charCodeAt(1) === 42;
  return c === 42 && (trimmed.length === 1 || trimmed.charCodeAt(1) === 32 || trimmed.charCodeAt(1) === 47);
}
