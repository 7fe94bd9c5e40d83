// Splits a discovery into tokens: prose words, numbers, code (backtick spans and
// words that look like paths or identifiers) and punctuation. Each token says
// which content terms it contributes: stems for words, normalised anchors plus
// their parts for code, so `fetchUser()` and "fetch the user" share terms.

import { stem } from './stem.js';
import { DECLARATION, settingState, unsectioned } from './setting-states.js';
import { memoize } from '../text/memo.js';
import { ANTONYMS, IRREGULAR_FORMS, LIGHT_STEMS, LY_WORDS, NUMBER_WORDS, STOPWORDS, SYNONYM_STEMS } from './vocabulary.js';

/** The term a plain word gives: its stem, or the stem of the thing it names another way (common-names.ts, SYNONYM_STEMS). */
export function termOfWord(word: string): string {
  const s = stem(word);
  return SYNONYM_STEMS[s] ?? s;
}

const NO_WEIGHTS: number[] = [0].slice(0, 0);

/** Term weights as a token uses them: the first term of a name in backticks weighs at least 2 (unless a popular file). */
function weightsOf(terms: string[], quoted: boolean): number[] {
  if (terms.length === 0) return NO_WEIGHTS;
  return terms.map((term, k) => (quoted && k === 0 && !POPULAR_FILES.has(term) ? Math.max(2, termWeight(term)) : termWeight(term)));
}

/** Shared by every token without terms; built from a string array so its elements kind matches the others'. */
const NO_TERMS: string[] = [''].slice(0, 0);

export type TokenKind = 'word' | 'code' | 'number' | 'punct';

export interface Token {
  /** As written (inside the backticks for code spans). */
  raw: string;
  /** Lower case, curly quotes straightened, possessive 's removed. */
  norm: string;
  kind: TokenKind;
  /** Content terms this token contributes, strongest first. Empty for stopwords and punctuation. */
  terms: string[];
  /** The weight of each term as this token uses it: a name in backticks weighs like an anchor. */
  weights: number[];
  /** True for backtick spans. */
  quoted: boolean;
}

const LEADING = new Set(['(', '[', '{', '"', "'", '“', '‘', '<']);
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '}', '"', "'", '”', '’', '>']);
export const FILE_EXTENSIONS = new Set(
  'js ts tsx jsx mjs cjs json yml yaml md mdx toml lock py go rs rb java kt swift sh txt html css scss env sql proto graphql io cfg ini xml conf properties gradle kts tf ex exs props csproj plist c h cc cpp cxx hpp hh cs php lua dart zig nim vue svelte scala erl elm ps1 bat cmake mk csv'.split(' '),
);
/**
 * A configuration file, as a name in code (`next.config.js`, `rabbit.conf`, `.storybook/main.ts`, `.eslintrc`) or a
 * word (tsconfig, kconfig): where a state is set. "is disabled in `next.config.js`" says where it is switched off,
 * not in which case it is.
 */
export function configFileToken(t: Token): boolean {
  if (t.kind === 'word') return CONFIG_WORD.test(t.norm);
  if (t.kind !== 'code' || /\s/.test(t.raw)) return false;
  const path = t.raw.toLowerCase();
  const base = path.slice(path.lastIndexOf('/') + 1);
  return CONFIG_EXTENSION.test(base) || CONFIG_NAME.test(base) || CONFIG_FOLDER.test(path);
}
const CONFIG_WORD = /^[a-z]+config$/;
const CONFIG_EXTENSION = /\.(?:json|jsonc|ya?ml|toml|ini|conf|cfg|properties|plist|env)$/;
const CONFIG_NAME = /(?:^|[._-])(?:config|conf|settings)(?:[._-]|$)|^\.[a-z]+rc$|^[a-z]*config\b/;
/** A file in a tool's dot folder (`.storybook/main.ts`, `.husky/pre-commit`), which configures that tool. */
const CONFIG_FOLDER = /(?:^|\/)\.[a-z][a-z0-9-]*\/[^/]+$/;

/** Path segments that say nothing about what a file is for. */
export const GENERIC_SEGMENTS = new Set('src lib app apps test tests spec dist build packages internal cmd pkg index main mod utils util common shared core'.split(' '));

/** Module constants, not literals in the loops: a regular expression literal is a new object each time it is reached. */
const ALL_DIGITS = /^\d+$/;
const LOWER_LETTERS = /^[a-z]+$/;
const EXTENSION_END = /\.[A-Za-z0-9]+$/;
/** Terms an anchor (path, identifier, command) contributes: itself, then its meaningful parts. */
export function anchorTerms(raw: string, quoted = false): string[] {
  // `management.health.db.enabled=false`: the setting is named by its key; the value is a state (analyze.ts).
  const toggle = toggleSetting(raw);
  if (toggle) return anchorTerms(toggle.key, quoted);
  // `cleanup.policy=delete`: likewise, the value is a state (setting-states.ts).
  const setting = settingState(raw);
  if (setting && !setting.anyKey) return anchorTerms(setting.key, quoted);
  const anchor = normalizeAnchor(raw);
  if (anchor === '') return NO_TERMS;
  if (/^[a-z]+$/.test(anchor) && !/[a-z][A-Z]/.test(raw)) {
    // In backticks even `any` is a name (the TypeScript type), not a function word. A plain word in backticks is
    // the word prose writes: the `docs` bucket is the docs bucket.
    return STOPWORDS.has(anchor) && !quoted ? NO_TERMS : [termOfWord(anchor)];
  }
  const terms = [anchor];
  // A file every project has is named by itself only: "package" in package.json says nothing.
  if (POPULAR_FILES.has(anchor)) return terms;
  const add = (part: string, extension = true) => {
    const lower = part.toLowerCase();
    if (lower.length < 2 || STOPWORDS.has(lower) || (extension && FILE_EXTENSIONS.has(lower)) || ALL_DIGITS.test(lower)) return;
    // `health.db` and "the DB health check": a part of a name is abbreviated as often as a word.
    const s = termOfWord(lower);
    if (!terms.includes(s)) terms.push(s);
  };
  if (anchor.includes('/') && !anchor.includes(' ')) {
    const segments = anchor.split('/').filter(Boolean);
    const last = segments[segments.length - 1] ?? '';
    const base = last.replace(/\.[a-z0-9]+$/i, '').replace(/^\./, '');
    // A path is named by its file, and by the folder holding it when that folder means something.
    // "application/json": a last segment without a dot is a name, even when it reads like an extension.
    if (!GENERIC_SEGMENTS.has(base)) for (const part of splitIdentifier(base)) add(part, base !== last);
    const parent = segments[segments.length - 2];
    if (parent && !GENERIC_SEGMENTS.has(parent) && !parent.includes('.')) for (const part of splitIdentifier(parent)) add(part);
    if (base.length > 0 && !terms.includes(base) && base !== anchor && !GENERIC_SEGMENTS.has(base) && !LOWER_LETTERS.test(base)) terms.push(base);
    return terms;
  }
  // Identifiers, dotted names, commands: the parts, so `maxWorkers` meets "max workers".
  const pieces = raw.split(/[\s=(),;{}[\]'"<>]+/);
  for (const piece of pieces) {
    if (!piece) continue;
    // `php artisan migrate --seed`: a command's flag is named by itself too, as a note denying it writes it (`--seed`).
    if (pieces.length > 1 && FLAG_PIECE.test(piece) && !terms.includes(piece.toLowerCase())) terms.push(piece.toLowerCase());
    // Only what follows a dot can be a file extension: "proto" in `make proto` is a word, in `api.proto` a kind of file.
    const parts = splitIdentifier(piece);
    const dotted = EXTENSION_END.test(piece);
    parts.forEach((part, k) => add(part, dotted && k === parts.length - 1));
    // `HttpClient.Timeout` names `HttpClient`: a compound segment of a dotted name is a name of its own.
    if (piece.includes('.') && !piece.includes('/'))
      for (const segment of piece.split('.')) if (/^[A-Za-z][A-Za-z0-9]*$/.test(segment) && splitIdentifier(segment).length > 1 && !terms.includes(segment.toLowerCase())) terms.push(segment.toLowerCase());
  }
  return terms;
}

/** A command-line switch as written in a command: `--seed`, `-hwaccel`, `-d:release`. */
const FLAG_PIECE = /^--?[a-z][\w:.-]*$/i;

// Also a PHP or Ruby hash entry: `'hierarchical' => false`, `:cache => false`.
const TOGGLE_SETTING = /^(?:["']|:(?=\w))?([A-Za-z_][\w./-]*?)["']?\s*(?:=>|[=:])\s*["']?(true|false|on|off|yes|no|enabled?|disabled?|y|n|1|0)["']?[;,]?$/i;
/** `vsync_mode=0`, `ssl-mode: 0`: a mode numbered 0 is the mode that turns the thing off. */
const MODE_SUFFIX = [/[._-]mode$/i, /(?<=[a-z0-9])Mode$/];
/** `<Nullable>disable</Nullable>`: an MSBuild or Maven property. */
const TOGGLE_ELEMENT = /^<([A-Za-z_][\w.-]*)>\s*(true|false|on|off|yes|no|enabled?|disabled?)\s*<\/\1>$/i;
/** `--no-cache`, GCC's `-fno-exceptions`: the negative form of a command-line switch. */
const NEGATED_FLAG = /^(?:--no-|-fno-)([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/;
const TRUTHY = new Set(['true', 'on', 'yes', 'enabled', 'enable', 'y', '1']);
/**
 * Words of a key saying it is a switch, not what it switches: `isMinifyEnabled`, `allow_signup`,
 * `auto.create.topics.enable`. A leading "disable" or "no" says the switch turns the thing off.
 */
const SWITCH_WORDS = 'is|has|use|allow|enable|should|disable|no';
/** Before a separator in any case (`ENABLE_X`, `allow-x`), or before a capital in camelCase (`isMinify`). */
const SWITCH_PREFIX = [new RegExp(`^(${SWITCH_WORDS})[._-]`, 'i'), new RegExp(`^(${SWITCH_WORDS})(?=[A-Z])`)];
const SWITCH_SUFFIX = [/[._-](enabled?|disabled?|allowed)$/i, /(?<=[a-z0-9])(Enabled?|Disabled?|Allowed)$/];
/** A 1/0 value is a state only for a key that reads as a switch; `retries=0` is a number. */
const SWITCH_KEY = [
  /(^|[._-])(is|has|use|allow|enabled?|disabled?|feature|flag)([._-]|$)/i,
  /(^(is|has|use|allow|enable|disable)[A-Z]|[a-z0-9](Enabled?|Disabled?|Feature|Flag)([A-Z]|$))/,
];
/** Two-state words (vocabulary.ts) a key can open with: `async_insert`, `lazyLoad`, `strict_validation`. */
const KEY_STATE_WORDS = new Set(ANTONYMS.filter(([, , negating]) => !negating).flatMap(([yes, no]) => `${yes} ${no}`.split(' ')).filter((w) => !w.includes('-')));
/** What a key's second word counts or times: `sync_interval=1`, `async_workers=0` are numbers. */
const COUNTED_PARTS = new Set('interval timeout count size limit delay period rate retries retry threads workers max min ms seconds secs minutes ttl batch depth level port version'.split(' '));

/**
 * `async_insert=1`, `lazyLoading: 0`: a key of two words whose first is a state of a two-state pair switches that
 * state on or off, so 1 and 0 are true and false there.
 */
function stateFirstKey(key: string): boolean {
  const words = twoWordKey(key);
  return words !== null && KEY_STATE_WORDS.has(words[0]) && !COUNTED_PARTS.has(words[1]);
}

/**
 * A key of two words, lower case, the second a word and not a number (`async_insert`, `lazyLoad`; `strict_2` is a
 * name of its own); null for any other key.
 */
export function twoWordKey(key: string): [string, string] | null {
  const parts = key.replace(CASE_CHANGE, '$1_$2').toLowerCase().split(KEY_SEPARATORS);
  return parts.length === 2 && WORD_PART.test(parts[1]!) ? [parts[0]!, parts[1]!] : null;
}
const KEY_SEPARATORS = /[._-]+/;
const WORD_PART = /^[a-z]{3,}$/;

/** See toggleSetting. */
export interface Toggle {
  key: string;
  on: boolean;
  /** The setting's name as written (`isMinifyEnabled`, `cache` for `--no-cache`). */
  name: string;
}

/**
 * A setting switched on or off: `features.search.enabled=true`, `AUTOVACUUM=off`, `"sourceMap": false`,
 * `isMinifyEnabled = false`, `<Nullable>disable</Nullable>`, `CONFIG_BT=n`, `--no-cache`.
 * `key` is what the setting switches, without the words saying it is a switch; `on` is whether that is on.
 */
export function toggleSetting(raw: string): Toggle | null {
  if (!raw.includes('=') && !raw.includes(':') && !raw.includes('<') && !raw.startsWith('--no-') && !raw.startsWith('-fno-')) return null;
  return readToggle(raw);
}

const readToggle = memoize((written: string): Toggle | null => {
  const raw = unsectioned(written.trim());
  const flag = NEGATED_FLAG.exec(raw);
  if (flag) return { key: flag[1]!, on: false, name: flag[1]! };
  const declared = DECLARATION.exec(raw);
  const m = TOGGLE_SETTING.exec(declared ? raw.slice(declared[0].length) : raw) ?? TOGGLE_ELEMENT.exec(raw);
  if (!m) return null;
  const name = m[1]!;
  // `window/vsync/vsync_mode`: the last segment of a path-like key names the setting, the rest is where it sits.
  let key = name.includes('/') ? name.slice(name.lastIndexOf('/') + 1) : name;
  if (key === '') return null;
  const value = m[2]!.toLowerCase();
  const mode = MODE_SUFFIX[0]!.exec(key) ?? MODE_SUFFIX[1]!.exec(key);
  if (mode && mode.index > 0) {
    if (value !== '0') return null;
    return { key: key.slice(0, mode.index), on: false, name };
  }
  // Kconfig's `=y` / `=n` belong to its `CONFIG_` keys; elsewhere "n" and "y" are too short to be sure of.
  if ((value === 'y' || value === 'n') && !/^CONFIG_\w/.test(key)) return null;
  if ((value === '1' || value === '0') && !SWITCH_KEY.some((r) => r.test(key)) && !stateFirstKey(key)) return null;
  let on = TRUTHY.has(value);
  key = key.replace(/^CONFIG_(?=\w)/, '');
  const last = SWITCH_SUFFIX[0]!.exec(key) ?? SWITCH_SUFFIX[1]!.exec(key);
  if (last && last.index > 0) {
    key = key.slice(0, last.index);
    if (/^dis/i.test(last[1]!)) on = !on;
  }
  const first = SWITCH_PREFIX[0]!.exec(key) ?? SWITCH_PREFIX[1]!.exec(key);
  if (first && first[0].length < key.length) {
    key = key.slice(first[0].length);
    if (/^(dis|no)/i.test(first[1]!)) on = !on;
  }
  return { key, on, name };
});

/** Segments of a key path that say where a setting sits in its file, not what it sets. */
const STRUCTURAL_SEGMENTS = new Set('spec metadata config configuration settings properties props values data template templates default defaults global options opts params parameters env'.split(' '));
/** Last segments that make a dotted name a host or a file (`api.acme.io`, `app.config.ts`), not a key. */
const NOT_KEY_ENDS = new Set('com org net io dev app co uk de ai sh me cloud local internal'.split(' '));
const KEY_PATH = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)+$/;

/**
 * The words a dotted key names its setting by: `resources.limits.cpu` is "CPU limits", `server.ssl.enabled`
 * "SSL enabled", `spec.replicas` "replicas". Its last two segments that are not structure (spec, metadata,
 * config, …), as stems, in either order; empty for anything that is not a key path (files, hosts, calls).
 */
export const keyPathTerms = memoize((raw: string): readonly string[] => {
  if (!KEY_PATH.test(raw)) return NO_TERMS;
  const segments = raw.split('.');
  const last = segments[segments.length - 1]!.toLowerCase();
  if (FILE_EXTENSIONS.has(last) || NOT_KEY_ENDS.has(last)) return NO_TERMS;
  const named = segments.filter((x) => !STRUCTURAL_SEGMENTS.has(x.toLowerCase())).slice(-2);
  const terms: string[] = [];
  for (const segment of named) for (const part of splitIdentifier(segment)) {
    const lower = part.toLowerCase();
    if (lower.length < 2 || STOPWORDS.has(lower) || /^\d+$/.test(lower)) continue;
    const x = termOfWord(lower);
    if (!terms.includes(x)) terms.push(x);
  }
  return terms;
});

const EMPTY_CALL = /\(\)$/;
const CALL_WITH_ARGUMENTS = /^[\w.$]+\([^()]*\)$/;
const RELATIVE_START = /^\.\//;
const TRAILING_SLASHES = /\/+$/;
const LIBRARY_AS_FILE = /^[a-z][a-z0-9-]*\.js$/;
/** `fetchUser()` → fetchuser; `./src/routes/` → src/routes; quotes and call parentheses go. */
export function normalizeAnchor(raw: string): string {
  let a = raw.trim().toLowerCase();
  a = a.replace(/^['"]+|['"]+$/g, '');
  a = a.replace(EMPTY_CALL, '');
  if (CALL_WITH_ARGUMENTS.test(a)) a = a.replace(/\(.*\)$/, '');
  // A generic type with its type arguments is the type: `Future[_]`, `List<String>` are `Future`, `List`.
  if ((a.endsWith('>') || a.endsWith(']')) && /^[a-z_$][\w.$:]*(?:<[^<>]*>|\[[^[\]]*[a-z_][^[\]]*\])$/.test(a)) a = a.replace(/(?:<[^<>]*>|\[[^[\]]*\])$/, '');
  a = a.replace(RELATIVE_START, '');
  if (a.length > 1) a = a.replace(TRAILING_SLASHES, '');
  // Library names written as files: "moment.js", "Node.js" are "moment" and "node".
  if (LIBRARY_AS_FILE.test(a) && !raw.includes('/')) a = a.slice(0, -3);
  return a;
}

const CASE_CHANGE = /([a-z0-9])([A-Z])/g;
const ACRONYM_END = /([A-Z]+)([A-Z][a-z])/g;
const NOT_NAME_CHARS = /[^A-Za-z0-9]+/;
/** Memoized: the same names come back in every discovery that mentions them, and per quantity read. */
export const splitIdentifier = memoize(identifierParts, 100_000);

/**
 * splitIdentifier's reading, pushed into an array in a loop: a filter's array is packed or holey depending on whether
 * it ran optimised, and the readers of a kind they had not met were thrown away in a later run (disc-036).
 */
function identifierParts(id: string): readonly string[] {
  const out: string[] = [];
  for (const p of id.replace(CASE_CHANGE, '$1 $2').replace(ACRONYM_END, '$1 $2').split(NOT_NAME_CHARS)) if (p.length > 0) out.push(p);
  return out;
}

/** Paths, identifiers, flags, dotted names, key=value: things a reader would put in backticks. */
export function looksLikeCode(raw: string): boolean {
  if (/^(e\.g|i\.e|etc|vs|a\.m|p\.m)\.?$/i.test(raw)) return false;
  if (/^\d/.test(raw)) return false;
  if (/[/_()=@]/.test(raw)) return true;
  if (/^-{1,2}[a-z]/i.test(raw)) return true;
  if (/^\.[a-z]/i.test(raw)) return true;
  // camelCase is an identifier; PascalCase outside backticks is usually a product name (GitHub, CloudWatch, OpenAI).
  if (/^[a-z]+[A-Z]/.test(raw)) return true;
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(raw)) return true;
  if (/[a-z0-9]\.[a-z]/i.test(raw)) return true;
  if (/^[a-z]+:[a-z]/i.test(raw)) return true;
  return false;
}

/** A number with its unit letters, after a comparison, a constraint or a tolerance's sign ("±5%"). */
const NUMBER_RE = /^[<>=~^±]*\d[\d,]*(\.\d+)*[a-z%µ]*$/i;

const codeCache = new Map<string, Pick<Token, 'raw' | 'norm' | 'kind' | 'terms' | 'weights'>>();

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const tick = text.indexOf('`', i);
    const close = tick === -1 ? -1 : text.indexOf('`', tick + 1);
    const proseEnd = tick === -1 || close === -1 ? text.length : tick;
    prose(text, i, proseEnd, tokens);
    if (proseEnd === text.length) break;
    const raw = text.slice(tick + 1, close);
    if (raw.trim() !== '') {
      let known = codeCache.get(raw);
      if (!known) {
        const isNumber = NUMBER_RE.test(raw.trim()) || NUMBER_LITERAL.test(raw.trim());
        const terms = isNumber ? NO_TERMS : anchorTerms(raw, true);
        known = { raw, norm: raw.trim().toLowerCase(), kind: isNumber ? 'number' : 'code', terms, weights: weightsOf(terms, true) };
        if (codeCache.size > 100_000) codeCache.clear();
        codeCache.set(raw, known);
      }
      // known.raw, not raw: the slice just made then dies young, and the analyses kept for a whole check share one string.
      tokens.push({ raw: known.raw, norm: known.norm, kind: known.kind, terms: known.terms, weights: known.weights, quoted: true });
    }
    i = close + 1;
  }
  // "go 1.22" in lower case (go.mod writes it so) is the language, as "Go" is.
  for (let k = 0; k + 1 < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.norm !== 'go' || t.kind !== 'word' || tokens[k + 1]!.kind !== 'number' || !/^\d+\.\d+/.test(tokens[k + 1]!.norm)) continue;
    // Written out, not spread from t: a spread object gets a shape of its own, which dies when no such token outlives a GC (disc-036).
    tokens[k] = { raw: t.raw, norm: t.norm, kind: t.kind, terms: GO_TERMS, weights: weightsOf(GO_TERMS, false), quoted: t.quoted };
  }
  return tokens;
}

const GO_TERMS = ['golang'];

function prose(text: string, from: number, to: number, out: Token[]): void {
  let next = from;
  while (next < to) {
    const c = text.charCodeAt(next);
    if (isSpace(c)) {
      next++;
      continue;
    }
    // Arrows and dashes separate what they join: "HTTP→HTTPS" is HTTP, then HTTPS.
    let stop = next + 1;
    if (!isDashOrArrow(c)) while (stop < to && !isSpace(text.charCodeAt(stop)) && !isDashOrArrow(text.charCodeAt(stop))) stop++;
    // The chunk is text[start, end): read in place, not sliced out, so a word seen before makes no string.
    let start = next;
    let end = stop;
    next = stop;
    const length = end - start;
    const second = length === 2 ? text.charCodeAt(start + 1) : 0;
    // "—", "–", "-", "--".
    if ((length === 1 && (c === 8212 || c === 8211 || c === 45)) || (c === 45 && second === 45)) {
      out.push(punct('—'));
      continue;
    }
    // "poll interval = 2 seconds", "HTTP -> HTTPS": an operator between words is punctuation, not a name.
    // "tsc / any type checking": a slash on its own separates alternatives, like "or".
    if (length === 1 && c === 47) {
      out.push(punct('/'));
      continue;
    }
    // "=", "→", "->", "=>".
    if ((length === 1 && (c === 61 || c === 8594)) || ((c === 45 || c === 61) && second === 62)) {
      out.push(punct(length === 1 && c === 61 ? '=' : '→'));
      continue;
    }
    // Leading marks go out first; trailing ones wait for the word. Most words have neither, so no array is
    // made for them (this loop runs once per word of every discovery).
    while (start < end && LEADING.has(text[start]!)) {
      out.push(punct(text[start]!));
      start++;
    }
    let trail: Token[] | null = null;
    while (start < end && TRAILING.has(text[end - 1]!) && !abbreviationWithStop(text, start, end) && !(text.charCodeAt(end - 1) === 41 && closesCall(text.slice(start, end)))) {
      // "3.11." ends a sentence, "HTTP/1.1" does not.
      (trail ??= []).unshift(punct(text[end - 1]!));
      end--;
    }
    // "a 2048-bit key", "a 30-second timeout": the number and what it counts.
    const first = start < end ? text.charCodeAt(start) : NaN;
    const counted = first >= 48 && first <= 57 ? COUNTED_WORD.exec(text.slice(start, end)) : null;
    // "3-hourly", "6-weekly": how often, one word (quantities.ts reads it as every 3 hours), not 3 of something hourly.
    if (counted && !PERIOD_ADJECTIVE.test(counted[2]!)) {
      out.push(word(counted[1]!, 0, counted[1]!.length));
      out.push(word(counted[2]!, 0, counted[2]!.length));
    } else if (start < end) out.push(word(text, start, end));
    if (trail !== null) for (const t of trail) out.push(t);
  }
}

/** "e.g." and "i.e." (any case) as text[start, end): the stop is the abbreviation's, not the sentence's. */
function abbreviationWithStop(text: string, start: number, end: number): boolean {
  if (end - start !== 4 || text.charCodeAt(start + 1) !== 46 || text.charCodeAt(start + 3) !== 46) return false;
  const a = text.charCodeAt(start) | 32;
  const b = text.charCodeAt(start + 2) | 32;
  return (a === 101 && b === 103) || (a === 105 && b === 101);
}

/** Module constants, not literals in prose's loop: a regular expression literal is a new object each time it is evaluated. */
const COUNTED_WORD = /^(\d+(?:\.\d+)?)-([a-z]+)$/i;
/** The period adjectives a number is hyphened to: "3-hourly", "2-weekly", "6-monthly". */
const PERIOD_ADJECTIVE = /^(?:hourly|daily|weekly|monthly|yearly)$/i;

/**
 * White space as a regular expression's \s reads it. Prose is split into chunks by scanning its characters:
 * running a regular expression over every discovery allocated a match per word.
 */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

/** —, – and →. */
function isDashOrArrow(c: number): boolean {
  return c === 8212 || c === 8211 || c === 8594;
}

/** "client.close()", "settings.Load()": a call's closing parenthesis belongs to the name, not to the sentence. */
function closesCall(chunk: string): boolean {
  if (!chunk.endsWith(')')) return false;
  let depth = 0;
  for (const c of chunk) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
  }
  return depth >= 0 && /^[\w$.:/-]+\(/.test(chunk);
}

function punct(raw: string): Token {
  return { raw, norm: raw, kind: 'punct', terms: NO_TERMS, weights: NO_WEIGHTS, quoted: false };
}

/**
 * Words repeat across discoveries: how each was read is kept (its text, norm, kind, terms). Each occurrence is still a
 * token object of its own, which the checks tell apart by identity (`tokens.indexOf(t)`, sets of tokens); a token
 * keeps no offsets into the text, which nothing read and every analysis kept.
 * Tokens take the kept text, and a word seen before is found without slicing it out of the text: the analyses a check
 * keeps (the garbage collector copies what lives on) hold one string per word, not one per occurrence.
 */
type KnownWord = Pick<Token, 'raw' | 'norm' | 'kind' | 'terms' | 'weights'>;
/**
 * The words read so far, found by the characters of text[start, end) in place: a hash table of our own (open
 * addressing, slot k holds 1 + the word's index in knownWords), because a Map needs the word sliced out as a string
 * first, and slicing and hashing a new string for every word of every discovery was most of tokenize's time.
 */
let wordSlots = new Int32Array(1 << 14);
/** Each known word's hash, by its index in knownWords (at most 100,000 words are kept). */
const wordHashes = new Int32Array(100_000);
let knownWords: KnownWord[] = [];

function word(text: string, start: number, end: number): Token {
  let hash = -2128831035;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 16777619);
  const mask = wordSlots.length - 1;
  let slot = hash & mask;
  for (let at = wordSlots[slot]!; at !== 0; at = wordSlots[slot]!) {
    const known = knownWords[at - 1]!;
    if (wordHashes[at - 1] === hash && sameChars(known.raw, text, start, end)) return { raw: known.raw, norm: known.norm, kind: known.kind, terms: known.terms, weights: known.weights, quoted: false };
    slot = (slot + 1) & mask;
  }
  const raw = start === 0 && end === text.length ? text : text.slice(start, end);
  const t = readWord(raw);
  const known: KnownWord = { raw, norm: t.norm, kind: t.kind, terms: t.terms, weights: weightsOf(t.terms, false) };
  if (knownWords.length >= 100_000) {
    // A process that reads texts without end does not keep every word it met.
    wordSlots = new Int32Array(1 << 14);
    knownWords = [];
    slot = hash & (wordSlots.length - 1);
  }
  wordHashes[knownWords.length] = hash;
  knownWords.push(known);
  wordSlots[slot] = knownWords.length;
  if (2 * knownWords.length > wordSlots.length) growWordSlots();
  return { raw: known.raw, norm: known.norm, kind: known.kind, terms: known.terms, weights: known.weights, quoted: false };
}

function growWordSlots(): void {
  wordSlots = new Int32Array(2 * wordSlots.length);
  const mask = wordSlots.length - 1;
  for (let n = 0; n < knownWords.length; n++) {
    let slot = wordHashes[n]! & mask;
    while (wordSlots[slot] !== 0) slot = (slot + 1) & mask;
    wordSlots[slot] = n + 1;
  }
}

function sameChars(raw: string, text: string, start: number, end: number): boolean {
  if (raw.length !== end - start) return false;
  for (let k = 0; k < raw.length; k++) if (raw.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

function readWord(raw: string): Pick<Token, 'norm' | 'kind' | 'terms'> {
  let norm = raw.toLowerCase().replace(/[’‘]/g, "'");
  if ((NUMBER_RE.test(raw) && !/^\d+(fa|xx|k8s)$/i.test(raw)) || FRAME_OR_NUMBER.test(raw)) {
    return { norm, kind: 'number', terms: NO_TERMS };
  }
  // "requests/hour" is prose with a rate in it, not a path.
  const rate = /^([a-z]+)\/(s|sec|second|min|minute|h|hr|hour|d|day|week|month)$/i.exec(raw);
  if (rate) return { norm, kind: 'word', terms: wordTerms(rate[1]!.toLowerCase()) };
  // "pkg/log's logger": the possessive is not part of the name.
  const bare = /['’]s$/.test(raw) ? raw.slice(0, -2) : raw;
  if (looksLikeCode(bare)) {
    return { norm: bare === raw ? norm : bare.toLowerCase(), kind: 'code', terms: anchorTerms(bare) };
  }
  norm = norm.replace(/'s$/, '').replace(/'$/, '');
  // PaymentGateway outside backticks is the name `PaymentGateway` (or a product, GitHub): one term, as in backticks.
  if (/^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(bare)) return { norm, kind: 'word', terms: [bare.toLowerCase()] };
  // "Go" with a capital is the language, not the verb.
  if (raw === 'Go' || raw === "Go's") return { norm: 'go', kind: 'word', terms: ['golang'] };
  if (NUMBER_WORDS[norm] !== undefined) {
    return { norm, kind: 'number', terms: NO_TERMS };
  }
  return { norm, kind: 'word', terms: wordTerms(norm, raw) };
}

/** A hexadecimal literal (`0x200000`) or a number in scientific notation (`1e-6`): numbers in backticks too. */
const NUMBER_LITERAL = /^0x[0-9a-f]+$|^\d+(?:\.\d+)?e[-+]?\d+$/i;
/** A frame ("1280x720", "640×640"), a hexadecimal literal (`0x200000`) or a number in scientific notation ("1e-6"). */
const FRAME_OR_NUMBER = /^[1-9]\d*[x×]\d+(px)?$|^0x[0-9a-f]+$|^\d+(?:\.\d+)?e[-+]?\d+$/i;

const ADVERB_IN_LY = /^[a-z]{3,}ly$/;
const PLAIN_WORD = /^[A-Za-z][a-z]+$/;
const A_LETTER = /[a-z]/;
/** Prefixes that make one word with the word they are hyphened to ("pre-fill", "co-sign", "re-index", "de-dupe"). */
const BOUND_PREFIXES = new Set(['pre', 're', 'co', 'de', 'sub', 'post', 'multi', 'inter', 'mis', 'semi', 'counter']);
const PLAIN_LETTERS = /^[a-z]+$/;
const HOOK_PREFIXES = new Set(['pre', 'post']);
/** Events hooks and lifecycle scripts are named after: git's, npm's, deploy and release steps. */
const HOOK_EVENTS = new Set(['commit', 'push', 'merge', 'checkout', 'receive', 'rebase', 'rewrite', 'applypatch', 'install', 'uninstall', 'publish', 'pack', 'version', 'build', 'deploy', 'release', 'start', 'stop', 'test', 'update', 'upgrade', 'apply', 'create', 'delete', 'sync', 'restore', 'backup', 'migrate', 'render', 'hook']);

/** Stems of a prose word; hyphenated words contribute each part ("type-check" → type, check). */
export function wordTerms(norm: string, raw = norm): string[] {
  if (STOPWORDS.has(norm) || norm.includes("'")) return NO_TERMS;
  // Manner adverbs ("manually", "directly") qualify the verb, not what the discovery is about. Names stay (LaunchDarkly).
  if (ADVERB_IN_LY.test(norm) && !LY_WORDS.has(norm) && PLAIN_WORD.test(raw)) return NO_TERMS;
  const parts = norm.includes('-') ? norm.split('-') : [norm];
  // "pre-fills" is "prefills", "co-signed" "cosigned", "re-indexes" "reindexes": a bound prefix makes one word with
  // what it is hyphened to, which writers spell joined as often (and "fills" alone is another action).
  // Not a hook or lifecycle point named by its event ("pre-commit", "post-install", "pre-release"): a name of its own
  // whose event is the other side's word ("no pre-commit hook" / "runs on commit").
  if (parts.length === 2 && BOUND_PREFIXES.has(parts[0]!) && parts[1]!.length >= 3 && PLAIN_LETTERS.test(parts[1]!) && !(HOOK_PREFIXES.has(parts[0]!) && HOOK_EVENTS.has(parts[1]!)))
    return [termOfWord(parts[0]! + parts[1]!)];
  const terms: string[] = [];
  for (const part of parts) {
    if (part.length < 2 || STOPWORDS.has(part) || !A_LETTER.test(part)) continue;
    const clean = part.replace(/[^a-z0-9+#.]/g, '');
    const s = termOfWord(IRREGULAR_FORMS[clean] ?? clean);
    if (s && !terms.includes(s)) terms.push(s);
  }
  return terms;
}

/** Files nearly every project has and many discoveries mention: sharing one says little. */
export const POPULAR_FILES = new Set(
  'package.json package-lock.json readme.md tsconfig.json dockerfile docker-compose.yml makefile .env go.mod go.sum cargo.toml pyproject.toml requirements.txt .gitignore yarn.lock pnpm-lock.yaml'.split(' '),
);

const weights = new Map<string, number>();

/** How much a shared term says about two discoveries being about the same thing. */
export function termWeight(term: string): number {
  let w = weights.get(term);
  if (w === undefined) {
    w = computeWeight(term);
    if (weights.size > 100_000) weights.clear();
    weights.set(term, w);
  }
  return w;
}

const NOT_ALPHANUMERIC = /[^a-z0-9]/;
function computeWeight(term: string): number {
  if (LIGHT_STEMS.has(term)) return 0;
  if (POPULAR_FILES.has(term)) return 1;
  if (NOT_ALPHANUMERIC.test(term)) return 2;
  return 1;
}

/**
 * The words from `from` to `last` as written, one space apart. A loop, not slice/map/join: the mapped array's map
 * varies, and the code joining it was thrown away when a run met the other kind (disc-054).
 */
export function rawSpan(tokens: readonly Token[], from: number, last: number): string {
  // As slice would: a range past the end stops at it.
  const end = Math.min(last, tokens.length - 1);
  if (end < from) return '';
  let out = tokens[from]!.raw;
  for (let k = from + 1; k <= end; k++) out += ' ' + tokens[k]!.raw;
  return out;
}
