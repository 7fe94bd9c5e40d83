// Path mentions in a learning's text. Starts from seed 001's four patterns
// (backticked paths, `src/…`, `dir/file.ext`, "in file.ts") and is stricter
// about what is not a path: URLs, owner/repo, placeholders, prose like
// red/green, $VARS and anything pointing outside the repository are dropped
// here, so nothing outside the repository is ever looked up.

export type MentionKind = 'file' | 'dir' | 'glob' | 'maybe';

export interface PathMention {
  /** As written in the text (without backticks). */
  text: string;
  /** Normalized: forward slashes, no leading `./`, no trailing `/`. */
  path: string;
  /**
   * `file` has an extension, `dir` ends in `/`, `glob` has `*`, `?` or `{a,b}`;
   * `maybe` (`src/routes`, `owner/repo`, `red/green`) counts only when it exists.
   */
  kind: MentionKind;
}

/**
 * A mention as classify makes it. Mentions are memoized for the whole process, so they outlive
 * V8's young generation: built by an object literal, their allocation site gets pretenured
 * mid-check and V8 throws away the optimised code that inlined it (classifyToken was compiled
 * three or four times a check). Objects made by `new` have no allocation site.
 */
class Mention implements PathMention {
  constructor(
    readonly text: string,
    readonly path: string,
    readonly kind: MentionKind,
  ) {}
}

/** Extensions a bare `name.ext` (no slash) must have to be taken for a file. */
const FILE_EXTENSIONS = new Set(
  (
    'ts tsx mts cts js jsx mjs cjs go py pyi rb rs md mdx java kt kts scala swift m mm c h cc cpp cxx hpp hh cs fs php pl pm lua r ' +
    'ex exs erl hrl elm clj cljs dart zig nim vue svelte astro html htm css scss sass less json jsonc json5 jsonl yaml yml toml ini cfg conf ' +
    'env xml sql graphql gql proto sh bash zsh fish ps1 bat cmd txt rst adoc tf hcl lock gradle properties csv tsv ipynb dockerfile mk cmake'
  ).split(' '),
);

/** Proper names that look like files: "Node.js", "Next.js", "Vue.js". */
const PRODUCT_NAME = /^[A-Z][A-Za-z0-9]*\.js$/;

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^www\.|^mailto:|^[\w.-]+@[\w-]+\.[\w.]+$/i;

/** Characters that cannot be in a path we would look up. */
const NOT_A_PATH = /[<>|"'`\\=;(),\s]/;

export function extractPathMentions(content: string): PathMention[] {
  const found = new Map<string, PathMention>();
  const add = (mention: PathMention | null) => {
    if (mention && !found.has(mention.path)) found.set(mention.path, mention);
  };

  // Code spans first: a whole span can be a path with spaces in it.
  const outside = content.replace(/`([^`\n]+)`/g, (_match, span: string) => {
    const whole = classify(span.trim(), true);
    if (whole) add(whole);
    else for (const token of tokens(span)) add(classify(token, false));
    return ' ';
  });
  for (const token of tokens(outside)) add(classify(token, false));
  return [...found.values()];
}

/**
 * Built by a loop, not map and filter: their results come out packed or holey depending on whether
 * the code that made them ran optimised, and code reading both kinds was thrown away ('wrong map').
 */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[\s,;()[\]"'<>|]+/)) {
    const token = trimPunctuation(part);
    if (token.length > 0) out.push(token);
  }
  return out;
}

/** `token` without leading `*_~` and trailing `.,:;!?*_~`: a loop over its ends (two regex replaces per word cost more). */
function trimPunctuation(token: string): string {
  let start = 0;
  while (start < token.length && LEADING_MARKS.includes(token[start]!)) start++;
  let end = token.length;
  while (end > start && TRAILING_MARKS.includes(token[end - 1]!)) end--;
  return start === 0 && end === token.length ? token : token.slice(start, end);
}

const LEADING_MARKS = '*_~';
const TRAILING_MARKS = '.,:;!?*_~';

/**
 * False for a token `classify(token, false)` surely rejects: without a slash a
 * mention needs an extension or a leading dot. Most words of prose are answered
 * here, before the dozen patterns (every word of every learning is classified).
 */
export function mayBePath(token: string): boolean {
  return token.includes('.') || token.includes('/');
}

/**
 * classify's answers by token, for spaced and plain ones. Each token of a
 * learning is classified twice (for its paths here, and by extractAnchors,
 * which skips the tokens that are paths), and a check's thousands of learnings
 * name the same files again and again. The answers are shared: nothing changes
 * a mention once made. Emptied when full, for a process that reads texts without end.
 */
const classified = [new Map<string, PathMention | null>(), new Map<string, PathMention | null>()] as const;
const CLASSIFIED_MAX = 50_000;

/** Takes `token` for a path mention, or returns null. `spaced` allows spaces (a whole code span). */
export function classify(raw: string, spaced: boolean): PathMention | null {
  if (!spaced && !mayBePath(raw)) return null;
  const answers = classified[spaced ? 1 : 0];
  let answer = answers.get(raw);
  if (answer === undefined) {
    if (answers.size >= CLASSIFIED_MAX) answers.clear();
    answers.set(raw, (answer = classifyToken(raw, spaced)));
  }
  return answer;
}

function classifyToken(raw: string, spaced: boolean): PathMention | null {
  let token = raw;
  if (!spaced && /\s/.test(token)) return null;
  if (spaced && /\s/.test(token) && !token.includes('/')) return null;
  // `src/x.ts:42`, `src/x.ts#L10-L20`: the location, not the path.
  token = token.replace(/(?::\d+(?:[:-]\d+)?|#L\d+(?:-L?\d+)?)$/, '');
  if (token.length < 3 || token.length > 300) return null;
  if (URL_LIKE.test(token)) return null;
  if (token.includes('$') || /%\w+%/.test(token)) return null;
  if (token.startsWith('/') || token.startsWith('~') || /^[A-Za-z]:[\\/]/.test(token)) return null;
  if (/[<>{}]/.test(token) && !/\{[^{}]*,[^{}]*\}/.test(token)) return null; // placeholders, but not {a,b} globs
  if (token.includes('...') || token.includes('…')) return null;
  if (NOT_A_PATH.test(spaced ? token.replace(/ /g, '') : token)) return null;
  if (token.startsWith('./')) token = token.replace(/^(\.\/)+/, '');
  const segments = token.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return null; // outside the repository or noise
  if (/^path\/to\//i.test(token) || /^(your|my|some)[-_]?\w*\//i.test(token) || /\bX{3,}\b/.test(token)) return null;
  for (let i = 0; i < segments.length - 1; i++) if (segments[i] === '') return null; // `a//b`

  const isDir = token.endsWith('/');
  const path = isDir ? token.replace(/\/+$/, '') : token;
  if (path.length === 0) return null;
  // Without a trailing slash the path is the token: its segments are already split.
  const parts = isDir ? path.split('/') : segments;
  const last = parts[parts.length - 1]!;
  if (/^\d+$/.test(parts[0]!)) return null; // 2024/01/02, 1/2, 100/hour
  if (/[*?]|\{[^{}]*,[^{}]*\}/.test(path)) {
    // One segment is a file pattern only with an extension (`*.test.ts`); `GIT_*`, `DISCOVERIES_*` are variables.
    return parts.length > 1 || (spaced && /\.[\w*{}]+$/.test(path)) ? new Mention(raw, path, 'glob') : null;
  }
  // Slashes allowed in place (the path does not end in one, so it holds some other character): no copy without them.
  if (!/^[\p{L}\p{N}\p{M}_@.+\-~ /]+$/u.test(path)) return null;
  if (isDir) return parts.length >= 1 && /[A-Za-z]/.test(path) ? new Mention(raw, path, 'dir') : null;

  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(last)?.[1];
  if (parts.length > 1) {
    if (extension && !/^\d+$/.test(extension) && !/^v?\d+(\.\d+)+$/.test(last)) return new Mention(raw, path, 'file');
    return new Mention(raw, path, 'maybe');
  }
  // No slash: a bare file name.
  if (/^v?\d+(\.\d+)+$/.test(last) || /^(e\.g|i\.e|etc|vs|a\.k\.a)$/i.test(last)) return null;
  if (PRODUCT_NAME.test(last)) return null;
  if (extension && FILE_EXTENSIONS.has(extension.toLowerCase()) && /^[\w.+\-@]+$/.test(last) && !last.startsWith('.')) {
    return new Mention(raw, path, 'file');
  }
  if (/^\.[\w][\w.-]+$/.test(last)) return new Mention(raw, path, 'maybe'); // .eslintrc, .nvmrc
  if (spaced && /^(Dockerfile|Makefile|Procfile|Gemfile|Rakefile|Jenkinsfile|LICENSE|CODEOWNERS)$/.test(last)) {
    return new Mention(raw, path, 'file');
  }
  return null;
}
