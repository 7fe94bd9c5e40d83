// The checks that one thing took another's place: substitution ("X was replaced by Y", "no longer X"),
// alternatives (two tools that do the same job), moves ("X moved to B" against "X runs on A") and
// relocations ("X moved to `b/`" against "X lives in `a/`").

import { expansionOf, stateOfWord, type Analysis, type Clause, type Denial } from './analyze.js';
import { purposesApart } from './cases.js';
import { escapeRegExp } from '../text/regexp.js';
import { memoize } from '../text/memo.js';
import { anchorTerms, FILE_EXTENSIONS, GENERIC_SEGMENTS, normalizeAnchor, splitIdentifier, termOfWord, termWeight, tokenize, wordTerms, type Token } from './tokens.js';
import { ALTERNATIVE_GROUPS, ALTERNATIVE_INDEX, spellingsOf, type Membership } from './alternatives.js';
import { COPULAS, GENERIC_STEMS, LIGHT_STEMS, PASSIVE_AUXILIARIES, REPLACING_PARTICIPLES, STOPWORDS, SUBJECT_ENDS, SYNONYM_STEMS } from './vocabulary.js';
import { WHOLE_PROJECT_STEMS, deniesOnlySome, align, bothVerbs, clauseText, differentThings, type Hit, isName, MOVE_VERBS, moves, namesDiffer, otherWordStart, pastArticles, sameFile, sameName, sameSubject, standsAgainstNewer, surface } from './subject.js';

/** Module constants, not literals: a regular expression literal is a new object each time it is reached, and these run per pair. */
const LEADING_COMMA = /^,\s*/;
const NOT_PHRASE_WORD = /[^a-z0-9-]+/;
const JS_SUFFIX = /\.js$/;
const NOT_MENTION_WORD = /[^a-z0-9'.-]+/;
const APOSTROPHE_S_END = /'s?$/;
const TRAILING_DOT = /\.$/;
const NOT_HYPHENATED_WORD = /[^a-z-]+/;
const NOT_MERGED = /\bnot merged\b/;
const LOWER_WORD = /^[a-z]+$/;
const LOWER_WORDS = /^[a-z ]+$/;
const LOWER_PHRASE = /^[a-z ,'-]+$/;
const CONTENT_GERUND = /^[a-z]{3,}ing$/;
const SPACES = /\s+/;
const NOT_CODE_WORD = /[^A-Za-z0-9`._/-]+/;
const MANNER_ADVERB = /^[a-z]{3,}ly$/;
const PLURAL = /[^s]s$/;
/** "#482", "PAY-1234": an issue or ticket; "JIRA 12", "PR #48": a tracker's key before its number. */
const ISSUE_REFERENCE = /^#\d+$|^[A-Z][A-Z0-9]*-\d+$/;
const TRACKER_KEY = /^[A-Z]{2,5}$/;
const ISSUE_NUMBER = /^#\d+$/;
/** "Q3", "H1": a quarter or half of a year. */
const QUARTER_OR_HALF = /^[qh][1-4]$/;
const PATH_LIKE = /[/.]/;
const LOWER_ALPHANUMERIC = /^[a-z0-9]+$/;

function asserts(analysis: Analysis, key: string, acronym = false): Clause | null {
  const pathLike = PATH_LIKE.test(key);
  const library = libraryName(key);
  for (const c of analysis.clauses) {
    if (!c.positive) continue;
    if (c.terms.has(key) || (library !== null && c.terms.has(library))) return c;
    if (!pathLike) for (const t of c.terms.keys()) if (namedBy(t, key)) return c;
    if (pathLike) for (const t of c.terms.keys()) if (anchorsMeet(t, key) || (t !== key && sameFile(t, key))) return c;
  }
  // "moved from CRA to Vite" against "built with Create React App".
  if (acronym) for (const c of analysis.clauses) if (c.positive && expansionOf(c, key)) return c;
  return null;
}

/** Cues saying a thing is gone or replaced, not merely changed ("→", "renamed"): only these name a tool by its file. */
const GONE_CUE = /removed|deleted|gone|dropped|replaced|emptied|instead|rather|in place/;

/** Formats a note names a file by ("the YAML file"), with the extensions they are written with. */
const FORMAT_EXTENSIONS: Record<string, string[]> = { yaml: ['yaml', 'yml'], yml: ['yaml', 'yml'], json: ['json'], toml: ['toml'], ini: ['ini', 'cfg'], xml: ['xml'] };

/**
 * The older's clause using the tool whose file the newer says is gone: `stack.yaml` is stack's, `.eslintrc` is
 * ESLint's, `spring-boot-starter-log4j2` is log4j2's, and "the YAML file" is `config/flags.yml`. Only when the newer
 * names the tool nowhere but in what it denies: "ESLint reads `eslint.config.js`; `.eslintrc` was deleted" keeps it.
 */
function toolOfFile(older: Analysis, newer: Analysis, d: Denial, key: string): Clause | null {
  const formats = FORMAT_EXTENSIONS[key];
  if (formats && /\bfiles?\b/i.test(d.phrase)) {
    for (const c of older.clauses) {
      if (!c.positive) continue;
      for (const t of c.tokens) if (t.kind === 'code' && formats.some((x) => t.raw.toLowerCase().endsWith(`.${x}`))) return c;
    }
    return null;
  }
  if (!/[._/-]/.test(key) && !TOOL_FILE.test(key)) return null;
  for (const part of toolParts(newer, d, key)) {
    for (const c of older.clauses) if (c.positive && c.tokens.some((t, i) => t.kind !== 'code' && t.norm === part && usedAsTool(c, i) && wholeMember(c, part, key))) return c;
  }
  return null;
}

/**
 * A tool's conventional file written as one word with "file": `Makefile` is make's, `Podfile` pod's, `Jenkinsfile`
 * Jenkins's. Keys are stems ("makefil"), hence the optional "e"; "profile" is no tool's file.
 */
const TOOL_FILE = /^(?!pro)[a-z]{3,}fil(?:e)?$/;

/** The words of a file's name that can name its tool (`stack` of `stack.yaml`, `eslint` of `.eslintrc`, `make` of `Makefile`). */
const fileNameParts = memoize((key: string): string[] =>
  key
    .split(/[^a-z0-9]+/)
    .map((x) => (TOOL_FILE.test(x) ? x.replace(/file?$/, '') : x.replace(/rc$/, '')))
    .filter((x) => x.length >= 3 && !FILE_EXTENSIONS.has(x) && !GENERIC_SEGMENTS.has(x) && !GENERIC_STEMS.has(termOfWord(x))),
);

/** A denial meets many texts, and what its own text keeps is its own: read once per denial and key, not per pair. */
const TOOL_PARTS = new WeakMap<Denial, Map<string, string[]>>();

/** The parts of the denied file's name that the denying text names nowhere else. */
function toolParts(newer: Analysis, d: Denial, key: string): string[] {
  let byKey = TOOL_PARTS.get(d);
  if (byKey === undefined) TOOL_PARTS.set(d, (byKey = new Map()));
  let parts = byKey.get(key);
  if (parts === undefined) {
    parts = [];
    for (const part of fileNameParts(key)) if (!kept(newer, d, part)) parts.push(part);
    byKey.set(key, parts);
  }
  return parts;
}

const TOOL_PREPOSITIONS = new Set(['with', 'through', 'via', 'using', 'by', 'on', 'over']);

/** The word at `i` names a tool: a member of a role ("ESLint"), or what the clause does something with ("builds with stack"). */
function usedAsTool(c: Clause, i: number): boolean {
  const t = c.tokens[i]!;
  return t.terms.some((x) => c.memberTerms.has(x)) || TOOL_PREPOSITIONS.has(c.tokens[i - 1]?.norm ?? '');
}

/** `graphql-codegen` is not "Swagger Codegen": a word of a tool's longer name names it only with the rest. */
function wholeMember(c: Clause, part: string, key: string): boolean {
  for (const name of c.alternatives.values()) {
    const words = name.split(/\s+/);
    if (words.length > 1 && words.includes(part) && !words.every((w) => key.includes(w))) return false;
  }
  return true;
}

/** The newer names `word` outside the phrases it denies. */
function kept(newer: Analysis, d: Denial, word: string): boolean {
  for (const c of newer.clauses) for (const t of c.tokens) if (t.kind !== 'code' && t.norm === word && !d.terms.has(t.terms[0] ?? '')) return true;
  return false;
}

/**
 * "Twilio recordings are deleted from Twilio", "Old Slack messages are deleted from Slack after …": the clause names
 * the removed phrase's owner again as where items are removed from, so the owner stays and the items only move.
 */
function removedFromItself(text: Analysis, d: Denial): boolean {
  if (d.source !== 'change') return false;
  // A denial is one text's, and meets many others: read once.
  let found = REMOVED_FROM_ITSELF.get(d);
  if (found === undefined) {
    found = false;
    for (const key of d.keys) if (namedBesides(text, d, key)) found = true;
    REMOVED_FROM_ITSELF.set(d, found);
  }
  return found;
}
const REMOVED_FROM_ITSELF = new WeakMap<Denial, boolean>();

/** The denied phrase's tokens, read once per denial. */
function phraseTokens(d: Denial): Token[] {
  let tokens = PHRASE_TOKENS.get(d);
  if (tokens === undefined) PHRASE_TOKENS.set(d, (tokens = tokenize(d.phrase)));
  return tokens;
}
const PHRASE_TOKENS = new WeakMap<Denial, Token[]>();

/** The removal's own clause names `key` more often than the removed phrase and the replacement do. */
function namedBesides(text: Analysis, d: Denial, key: string): boolean {
  const c = text.clauses[d.clause];
  if (c === undefined) return false;
  // The words of the phrase that name X, as written: "Contentful", not "Content" of one stem with it.
  const spellings = new Set<string>();
  let inPhrase = 0;
  for (const t of phraseTokens(d)) if (t.kind === 'word' && t.terms[0] === key) {
    spellings.add(t.norm);
    inPhrase++;
  }
  if (spellings.size === 0) return false;
  let left = -inPhrase;
  for (const t of c.tokens) if (spellings.has(t.norm)) left++;
  if (left > 0 && d.replacement !== '') for (const t of tokenize(d.replacement)) if (spellings.has(t.norm)) left--;
  return left > 0;
}

/** A C library's other name, with or without `lib`: `libx264` is x264, `libvpx` is vpx. Read once per key, not per clause. */
function libraryName(key: string): string | null {
  if (key.length < 3 || !LOWER_ALPHANUMERIC.test(key)) return null;
  return key.startsWith('lib') && key.length >= 6 ? key.slice(3) : `lib${key}`;
}

/**
 * Code that names `key` with a suffix saying how it is written: a setting's assignment (`LEGACY_AUTH=1`), a plugin's
 * file (`nvim-tree.lua`, `moment.js`), a store's URI (`s3://acme-tfstate/prod`).
 */
function namedBy(term: string, key: string): boolean {
  if (term.length <= key.length || !term.startsWith(key)) return false;
  // A scheme or prefix written as such (`git::`, `s3://`, `registry.acme.io/`) names everything written after it.
  if (SCHEME_END.test(key)) return true;
  const rest = term.slice(key.length);
  return rest[0] === '=' || rest.startsWith('://') || /^\.(?:js|ts|lua|nvim|vim|py|rb|el|nix|sh|go|rs)$/.test(rest);
}

const SCHEME_END = /[a-z0-9][:/@]+$/;

const LEADING_DOTS = /^\.+/;

/** `.circleci/` meets `.circleci/config.yml`; `src/routes` meets `src/routes/users.ts`. */
function anchorsMeet(a: string, b: string): boolean {
  if (a === b) return true;
  if (!PATH_LIKE.test(a) || !PATH_LIKE.test(b)) return false;
  const x = a.replace(LEADING_DOTS, '');
  const y = b.replace(LEADING_DOTS, '');
  return x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}

/** Names (anchors) only one of two term sets has, per side. */
function ownNames(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const t of a.keys()) { const w = a.get(t)!; if (w >= 2 && !b.has(t)) out.push(t); }
  return out;
}

function denies(analysis: Analysis, key: string): boolean {
  return analysis.denials.some((d) => d.keys.includes(key) || d.terms.has(key));
}

/** The assertion and the denial are about the same use of X: they share a word besides X. */
function contextShared(assertion: Clause, denial: Denial, denying: Analysis): boolean {
  // An implied denial ("Uvicorn is not used in development") speaks only for its own clause.
  const scope = denial.strong ? denying.terms : (denying.clauses[denial.clause]?.terms ?? new Map<string, number>());
  for (const term of assertion.terms.keys()) {
    const w = assertion.terms.get(term)!;
    if (w === 0 || denial.terms.has(term)) continue;
    if (scope.has(term)) return true;
  }
  return false;
}

/** "isn't used by the worker", "without --coverage": said of the clause's own subject, not of every use of X. */
function weakDenial(d: Denial): boolean {
  return d.source === 'negated-use' || (d.source === 'contrast' && !d.strong);
}

/**
 * The clause that relies on X and the one that does without it are about different things: other subjects,
 * or each with words of its own besides X ("with --coverage in CI" / "without --coverage locally").
 */
function withoutOtherThing(relying: Clause, denying: Clause, d: Denial): boolean {
  if (differentThings(relying, denying)) return true;
  if (d.source === 'negated-use') return false;
  const own = (x: Clause, y: Clause) => {
    for (const t of x.terms.keys()) { const w = x.terms.get(t)!; if (w > 0 && !y.terms.has(t) && !d.terms.has(t) && !x.verbs.has(t) && !t.startsWith('ant:')) return true; }
    return false;
  };
  // "without --coverage locally": the fragment runs to the clause's end, so its scope words are in the denial.
  let scoped = false;
  for (const t of d.terms) if (!d.keys.includes(t) && !relying.terms.has(t) && termWeight(t) > 0) scoped = true;
  return own(relying, denying) && (scoped || own(denying, relying));
}

/**
 * The paths among `names` that the denial does not mention. A tool's own name is no place: the denied thing with its
 * version (`go-jose/v3` for "instead of go-jose"), or a member of a role (`lestrrat-go/jwx`).
 */
function pathsBeyond(names: readonly string[], d: Denial): string[] {
  const out: string[] = [];
  for (const t of names) if (t.includes('/') && !d.terms.has(t) && !ALTERNATIVE_INDEX.has(t) && !startsWithName(t, d.phrase.toLowerCase()) && !versioned(t)) out.push(t);
  return out;
}

/** A module written with its version (`toml/0.8`, `github.com/golang-jwt/jwt/v4`): a package, not a folder. */
function versioned(path: string): boolean {
  return VERSION.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Each side names paths of its own: two parts of the repository. `server/signal.js` / `server/signal.ts`: one file,
 * ported to another language, is no other part. Module-level functions, not closures made per denial: a closure's
 * optimised code dies with it, and these were compiled again in every bench run (disc-036).
 */
function pathsApart(a: readonly string[], b: readonly string[]): boolean {
  return namesDiffer(notPorted(a, b, true), notPorted(b, a, false));
}

/** The paths of `own` that are no port of one of `other` (portedFile reads `a`'s path first: `ownFirst` says which side `own` is). */
function notPorted(own: readonly string[], other: readonly string[], ownFirst: boolean): string[] {
  const out: string[] = [];
  for (const x of own) {
    let ported = false;
    for (const y of other) {
      if (ownFirst ? portedFile(x, y) : portedFile(y, x)) {
        ported = true;
        break;
      }
    }
    if (!ported) out.push(x);
  }
  return out;
}

const NO_STOPS: ReadonlySet<string> = new Set();

export function substitutionHit(older: Analysis, newer: Analysis, sources: ReadonlySet<Denial['source']>): Hit | null {
  // The newer says X is gone or replaced; the older relies on X.
  for (const d of newer.denials) {
    if (!sources.has(d.source) || removedFromItself(newer, d)) continue;
    for (const key of d.keys) {
      const direct = asserts(older, key, d.acronyms.includes(key));
      const clause = direct ?? (d.strong && GONE_CUE.test(d.cue) ? toolOfFile(older, newer, d, key) : null);
      if (!clause || denies(older, key)) continue;
      if (d.source === 'contrast' && keptSideStated(newer, d, clause, key)) continue;
      // ", replacing the previous night's archive" names what the new state overwrites each time, not a tool: what
      // it replaced is the older's only as the thing its clause uses, never the subject ("Nightly backups …").
      if (REPLACING_PARTICIPLES.has(d.cue) && subjectTerms(clause, NO_STOPS).has(key)) continue;
      const anchored = /[^a-z0-9]/.test(key);
      // A tool read from its file's name is the older's only for the same part of the repository.
      if (!direct && pathsApart(pathsBeyond(ownNames(clause.terms, newer.terms), d), pathsBeyond(ownNames(newer.terms, clause.terms), d))) continue;
      // "In `packages/a/`, …" against "In `packages/b/`, …": each about its own place.
      const denying = newer.clauses[d.clause]?.terms ?? new Map<string, number>();
      if (pathsApart(pathsBeyond(ownNames(clause.terms, denying), d), pathsBeyond(ownNames(denying, clause.terms), d))) continue;
      // "Auth tests don't need a seeded DB" says nothing about what "the e2e tests require".
      if (weakDenial(d) && newer.clauses[d.clause] && withoutOtherThing(clause, newer.clauses[d.clause]!, d)) continue;
      // "uses Postgres for bookings" / "Postgres is not used for the hotel app's search": another use.
      if (d.source === 'negated-use' && newer.clauses[d.clause] && purposesApart(clause, newer.clauses[d.clause]!)) continue;
      if (!sameThingNamed(clause, key, d) || untried(newer, d) || methodApart(clause, d) || pathAsWord(d, key, clause)) continue;
      // "Avatars are cropped with `sharp` in place of ImageMagick" says nothing of how thumbnails are resized; nor
      // "Satellite tiles are served by Tegola (`imagery/server.go`), not Martin" of map tiles: a fragment after a
      // parenthesis is said of the clause before it.
      const host = hostClause(newer, d);
      if (d.source === 'contrast' && host && subjectsApart(clause, older, host, newer)) continue;
      // "Two more restatements grade `touched`, not `anchor-changed`" says nothing of what "value changes stay".
      if (host && stateOfOtherSubject(clause, host, d, key, older, newer)) continue;
      if (newer.clauses[d.clause] && labelNamesAnother(newer.clauses[d.clause]!, clause, older)) continue;
      if (newer.clauses[d.clause] && partlyDenied(newer.clauses[d.clause]!, clause)) continue;
      if (headApart(d, older)) continue;
      if (otherStateRuledOut(newer.clauses[d.clause], d, clause)) continue;
      // An explicit "X was replaced/removed" needs no shared context when X is a specific name the older uses in full.
      // "Ruff replaced flake8 and isort": each name of a list of names is replaced on its own.
      const named = !GENERIC_STEMS.has(key) && (d.keys.every((k) => asserts(older, k, d.acronyms.includes(k)) === clause) || listedName(d, key));
      if (!(contextShared(clause, d, newer) || (d.strong && (anchored || named)))) continue;
      return {
        kind: 'substitution',
        reason: `substitution: the newer says "${d.phrase}" ${cueText(d)}, the older relies on it ("${clauseText(clause)}")`,
        older: [surface(clause, [key])],
        newer: [d.cue.replace(LEADING_COMMA, ''), d.phrase],
      };
    }
  }
  // The older said X was replaced or ruled out; the newer relies on X again.
  for (const d of older.denials) {
    if (!standsAgainstNewer(d) || !sources.has(d.source) || removedFromItself(older, d)) continue;
    for (const key of d.keys) {
      const clause = asserts(newer, key);
      if (!clause || denies(newer, key)) continue;
      if (!contextShared(clause, d, older)) continue;
      // "Run unit tests without --coverage" says nothing about how integration tests run.
      if (d.source === 'contrast' && !d.strong && older.clauses[d.clause] && withoutOtherThing(clause, older.clauses[d.clause]!, d)) continue;
      if (!sameThingNamed(clause, key, d) || methodApart(clause, d) || pathAsWord(d, key, clause)) continue;
      // "Sensor payloads are CBOR, not JSON" says nothing of what command payloads are.
      const denying = hostClause(older, d);
      if (d.source === 'contrast' && denying && subjectsApart(clause, newer, denying, older)) continue;
      // "Contradiction detection compares candidate pairs, never all pairs" says nothing of what `npm run eval` scores.
      if (denying && commonWordOfOtherSubject(clause, denying, d, key, older, newer)) continue;
      if (otherStateRuledOut(older.clauses[d.clause], d, clause)) continue;
      return {
        kind: 'substitution',
        reason: `substitution: the older ruled out "${d.phrase}" (${d.cue.replace(LEADING_COMMA, '')}), the newer relies on it again ("${clauseText(clause)}")`,
        older: [d.cue.replace(LEADING_COMMA, ''), d.phrase],
        newer: [surface(clause, [key])],
      };
    }
  }
  return null;
}

/** A part of a list written as one name; the one the older uses must be code, a catalogue member, or have a capital or a digit ("flake8"). */
const LISTED_NAME = /^`[^`\s]+`$|^[A-Za-z][\w.+#/@-]*$/;
const NAME_SHAPE = /[A-Z0-9`]/;
const LIST_ARTICLE = /^(?:the|a|an)\s+/i;
const BACKTICKS = /`/g;

/**
 * The denied phrase lists two or more names and `key` is one of them ("flake8 and isort", "`nose`, `mock` and `tox`"):
 * the change names each on its own, so one the older uses is replaced whatever happened to the others. Not a list
 * of plain words ("logging and metrics").
 */
function listedName(d: Denial, key: string): boolean {
  if (d.keys.length < 2) return false;
  const parts = d.phrase.split(COORDINATORS);
  if (parts.length < 2) return false;
  let found = false;
  for (let k = 0; k < parts.length; k++) {
    let part = parts[k]!.trim().replace(LIST_ARTICLE, '');
    // "… and Karma last quarter": when it happened ends the list.
    if (k === parts.length - 1) part = withoutTimeAfter(part);
    if (!LISTED_NAME.test(part)) return false;
    const bare = part.replace(BACKTICKS, '').toLowerCase();
    if ((bare === key || termOfWord(bare) === key) && (NAME_SHAPE.test(part) || ALTERNATIVE_INDEX.has(bare))) found = true;
  }
  return found;
}

/** Words that say when after a name ("last quarter", "this sprint", "in March"): NARRATIVE_STEMS and these. */
const WHEN_WORDS = new Set(['last', 'this', 'next', 'in', 'during', 'ago', 'back']);

/** "Karma last quarter" → "Karma": the name before words that only say when. */
function withoutTimeAfter(part: string): string {
  const space = part.indexOf(' ');
  if (space < 0) return part;
  for (const w of part.slice(space + 1).toLowerCase().split(SPACES)) if (!WHEN_WORDS.has(w) && !wordTerms(w).every((x) => NARRATIVE_STEMS.has(x) || QUARTER_OR_HALF.test(x))) return part;
  return part.slice(0, space);
}

/** What a contrast keeps, written right before its cue ("from S3" in "from S3 rather than from `uploads/`"), and the word that opens it. */
interface KeptSide {
  tokens: Token[];
  slot: string;
}
const KEPT_SIDES = new WeakMap<Denial, KeptSide | null>();
/**
 * Where a kept side starts: after a preposition of source or means ("served from S3", "go out via Postmark"). After a
 * verb or another preposition the words before the cue may be a purpose or a place ("uses `sep` for source
 * extraction instead of …"), not the thing set against the ruled-out one.
 */
const KEPT_SLOTS = new Set('from via through with using by behind'.split(' '));
const KEPT_STOPS = new Set([...KEPT_SLOTS, ...'of on in for to at over under between into per is are was were be use uses used'.split(' ')]);

function keptSide(text: Analysis, d: Denial): KeptSide | null {
  let kept = KEPT_SIDES.get(d);
  if (kept !== undefined) return kept;
  kept = null;
  const tokens = tokenize(text.text);
  const cue = d.cue.replace(LEADING_COMMA, '').split(' ');
  const first = d.phrase.split(' ')[0]?.toLowerCase() ?? '';
  for (let i = 1; i + cue.length < tokens.length && kept === null; i++) {
    if (!cue.every((w, k) => tokens[i + k]!.norm === w) || tokens[i + cue.length]!.raw.toLowerCase() !== first) continue;
    let j = i - 1;
    while (j >= 0 && tokens[j]!.kind === 'punct') j--;
    const side: Token[] = [];
    for (; j >= 0 && side.length < 5 && tokens[j]!.kind !== 'punct' && !KEPT_STOPS.has(tokens[j]!.norm); j--) side.unshift(tokens[j]!);
    if (j >= 0 && side.length > 0 && KEPT_SLOTS.has(tokens[j]!.norm)) kept = { tokens: side, slot: tokens[j]!.norm };
  }
  KEPT_SIDES.set(d, kept);
  return kept;
}

/**
 * "WP Offload Media serves the uploads from S3 rather than from \`wp-content/uploads\`" against "Media in
 * \`wp-content/uploads\` is served from S3": what the newer keeps is a name the older's clause states too, and the older
 * names the ruled-out thing in another place (after "in", not "from"), so both say the same. "Receipts go out through
 * Postmark, not SendGrid" against "are emailed through SendGrid, with Postmark as a fallback" still conflicts: there the
 * older puts SendGrid where the newer puts Postmark.
 */
function keptSideStated(newer: Analysis, d: Denial, relying: Clause, key: string): boolean {
  const kept = keptSide(newer, d);
  if (kept === null) return false;
  // Each word of it a name the older's clause writes ("Cloudflare R2", falcosidekick / Falcosidekick), or a general
  // word ("the falcosidekick deployment"); a name of its own is another thing set against the ruled-out one.
  let named = false;
  for (const t of kept.tokens) {
    const x = t.terms[0];
    if (x === undefined || ARTICLES.has(t.norm)) continue;
    if (relying.terms.has(x) && (isName(t) || relying.tokens.some((w) => w.terms[0] === x && isName(w)))) named = true;
    else if (!GENERIC_STEMS.has(x) && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x)) return false;
  }
  if (!named) return false;
  // The word before the older's mention of the ruled-out thing, past articles and possessives.
  const at = relying.tokens.findIndex((t) => t.terms.includes(key));
  let j = at - 1;
  while (j >= 0 && (ARTICLES.has(relying.tokens[j]!.norm) || relying.tokens[j]!.kind === 'punct')) j--;
  return j < 0 || relying.tokens[j]!.norm !== kept.slot;
}

/**
 * The ruled-out phrase is the other state of a pair the relying clause states: "used to do a deep merge" against
 * "does a shallow merge", "Invalid snowplow routes are dropped" against "the route export is valid". What is gone is
 * not what the other side relies on; it says so itself.
 */
function otherStateRuledOut(denying: Clause | undefined, d: Denial, relying: Clause): boolean {
  if (relying.antonyms.length === 0) return false;
  const opposed = (a: { canon: string; sign: 1 | -1 }) => relying.antonyms.some((b) => b.canon === a.canon && b.sign !== a.sign);
  // A state the clause reads in the phrase ("a deep merge"), or a word of the phrase that is one ("Invalid snowplow
  // routes", read as no state before its noun in a subject).
  const phrase = d.phrase.toLowerCase();
  for (const a of denying?.antonyms ?? []) if (phrase.includes(a.word.toLowerCase()) && opposed(a)) return true;
  for (const word of phrase.split(NOT_HYPHENATED_WORD)) {
    const a = word.length > 2 ? stateOfWord(word) : undefined;
    if (a !== undefined && opposed(a)) return true;
  }
  return false;
}

/**
 * Words framing a change as one tried, measured, proposed or imagined, not made: "tried X instead of Y", "if we
 * used X instead of Y", "would take X instead of Y", "measured and not merged".
 */
const UNMADE_WORDS = new Set(
  'if would could might tried try trying experiment experimented experiments measured prototype prototyped considered consider proposal proposed propose idea hypothetically unmerged rejected reverted'.split(' '),
);
const SENTENCE_END = /[.!?](?:\s|$)/;

/** The sentence holding a contrast ("instead of a separate log") frames the change as not made. */
function untried(text: Analysis, d: Denial): boolean {
  if (d.source !== 'contrast') return false;
  const at = text.text.indexOf(d.phrase);
  if (at < 0) return false;
  let start = at;
  while (start > 0 && !SENTENCE_END.test(text.text.slice(start - 1, start + 1))) start--;
  const rest = text.text.slice(at);
  const end = rest.search(SENTENCE_END);
  const sentence = text.text.slice(start, end < 0 ? text.text.length : at + end).toLowerCase();
  return sentence.split(NOT_HYPHENATED_WORD).some((w) => UNMADE_WORDS.has(w)) || NOT_MERGED.test(sentence);
}

const ARTICLES = new Set(['the', 'a', 'an', 'its', 'their', 'our', 'this', 'that', 'these', 'those', 'any', 'some', 'all']);

/**
 * "not to the checks" against "the pair checks in `compare.ts`": when X is one common word, the older's X is the
 * newer's only as the same phrase, its head with the same words before it. A name (`compare.ts`, Vitest) is one thing
 * wherever it is written.
 */
function sameThingNamed(c: Clause, key: string, d: Denial): boolean {
  if ((d.source !== 'contrast' && !movedOutOf(d)) || d.acronyms.includes(key)) return true;
  // "not the trailhead sign and its QR code": a phrase with a name in it still joins common words.
  if (!LOWER_WORDS.test(d.phrase)) return partsNamed(c, key, d);
  const read = phraseRead(d, key);
  if (read === null) return true;
  // "moved out of the render loop": the place is its last word; a word before it says which one, and is no place.
  if (movedOutOf(d) && !wordTerms(d.phrase.toLowerCase().split(NOT_PHRASE_WORD).filter(Boolean).pop() ?? '').includes(key)) return false;
  const { said, slot, quantifier } = read;
  let seen = false;
  for (let at = 0; at < c.tokens.length; at++) {
    const t = c.tokens[at]!;
    if (!t.terms.includes(key)) continue;
    if (slot !== null && !c.tokens.slice(Math.max(0, at - 4), at).some((w) => w.norm === slot)) continue;
    // A name that starts with it (`moment.js`, `sbatch --array`), not a word inside another (`npm run check-dist`);
    // a verb ("rebased", "must mock") is what is done, whatever its object.
    if (startsWithName(t.terms[0]!, key) && (t.kind === 'code' || toolTerm(c, key))) return true;
    if (t.kind !== 'word' || t.terms[0] !== key) continue;
    seen = true;
    if (isName(t)) return true;
    // "compares only candidate pairs …, never all pairs" against "scores each pair": what was ruled out is how many
    // of X, and the other side names X with another quantity or none.
    if (quantifier !== null && quantifierBefore(c, at) !== quantifier) continue;
    if (usedAsTool(c, at)) return true;
    // "not a state and its negation" against "returned on a denied state the other side never stated": one common
    // word of a ruled-out phrase is not the phrase; each part it joins must be named too (a word and its verb form once).
    if (!toolTerm(c, key) && !allPartsNamed(c, d)) return false;
    if (c.verbs.has(key)) return true;
    // The words right before it that say which one it is ("pair checks"), and the newer's ("separate log").
    let own = true;
    for (let j = at - 1; j >= 0 && at - j <= 2; j--) {
      const w = c.tokens[j]!;
      if (w.kind !== 'word' || ARTICLES.has(w.norm) || w.terms.some((x) => c.verbs.has(x))) break;
      if (!isName(w) && w.terms.some((x) => !d.terms.has(x) && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x))) own = false;
    }
    // A place left ("moved out of the render loop") is the older's only with its words right before it, not anywhere
    // in the clause ("Score rendering builds the list with a loop").
    const near = movedOutOf(d) ? c.tokens.slice(Math.max(0, at - 2), at) : null;
    const writes = (x: string) => (near === null ? c.terms.has(x) : near.some((w) => w.terms.includes(x)));
    if (own && said.every((x) => writes(x) || LIGHT_STEMS.has(x) || STOPWORDS.has(x))) return true;
  }
  // Found only inside a longer name (`npm run check-dist`, "re-check"): a word of a name is not the thing.
  return !seen && !c.tokens.some((t) => t.terms.includes(key));
}

/**
 * "per-side reads moved out of the pair loop": what moved out leaves the place behind, which stays; only the same
 * place named the same way ("the pair loop", not "a loop") is the older's.
 */
function movedOutOf(d: Denial): boolean {
  return d.source === 'change' && d.cue.endsWith(' out of');
}

/** Where a name's first word ends: `moment.js`, `sbatch --array`, `redis://cache`. */
const NAME_SEGMENT_END = /[\s./:@]/;

/**
 * The name starts with `key` as its first word (`moment.js`, `sbatch --array`), not with a part of a compound
 * word (`LogStream.watch` is no log, `check-dist` no check).
 */
function startsWithName(name: string, key: string): boolean {
  if (name === key) return true;
  if (!name.startsWith(key)) return false;
  const end = name.search(NAME_SEGMENT_END);
  const first = end < 0 ? name : name.slice(0, end);
  return first === key || termOfWord(first) === key;
}

/**
 * "not the `secret/` mount" against "App secrets live on …": a folder or path written in code is that path, not the
 * common word it is spelled with.
 */
function pathAsWord(d: Denial, key: string, relying: Clause): boolean {
  if (!LOWER_WORD.test(key)) return false;
  let path = false;
  for (const t of phraseTokens(d)) {
    if (!t.terms.includes(key)) continue;
    if (t.kind !== 'code' || !t.raw.includes('/') || t.terms[0] !== key) return false;
    path = true;
  }
  if (!path) return false;
  for (const t of relying.tokens) if (t.terms.includes(key) && t.kind !== 'word') return false;
  return true;
}

/** Gerunds that say a thing is used, not what is done: "instead of using Redis" rules out Redis itself. */
const LIGHT_GERUNDS = new Set('using running calling having doing making taking getting keeping relying depending going putting'.split(' '));
const CONTRAST_CUES = new Set(['instead of', 'rather than', 'in place of']);

const PHRASE_PREPOSITIONS = new Set(['of', 'on', 'in', 'for', 'to', 'with', 'from', 'at', 'by', 'over', 'under', 'between', 'through', 'into', 'per']);

/**
 * "rather than fitting rules to the wording of missed pairs", "removed the layout shift on every product page": a
 * denied clause (a gerund phrase after "instead of") or a long phrase of common words names one way of working or
 * one thing, which the other text states only as that phrase: its head (the gerund, or the noun before the first
 * preposition) and most of its words in one clause, not one or two words it shares ("rules", "pairs"). A name
 * (capitals, code, digits) is one thing wherever it is written.
 */
function methodApart(c: Clause, d: Denial): boolean {
  if (!LOWER_PHRASE.test(d.phrase)) return false;
  const words = d.phrase.split(NOT_HYPHENATED_WORD).filter(Boolean);
  const first = words[0] ?? '';
  const gerund = d.source === 'contrast' && CONTRAST_CUES.has(d.cue) && CONTENT_GERUND.test(first) && !LIGHT_GERUNDS.has(first);
  if (!gerund && d.keys.length < 4) return false;
  const stop = words.findIndex((w) => PHRASE_PREPOSITIONS.has(w));
  const head = gerund ? first : words[(stop < 0 ? words.length : stop) - 1] ?? '';
  if (head && !ARTICLES.has(head) && !wordTerms(head).some((x) => c.terms.has(x))) return true;
  let found = 0;
  for (const k of d.keys) if (c.terms.has(k)) found++;
  return found * 2 < d.keys.length;
}

/** What a denied phrase says of X: the words before it that say which one, and the place it is put. */
interface PhraseRead {
  said: string[];
  slot: string | null;
  /** "never all pairs", "not for every row": how many of X the phrase means (QUANTIFIERS' reading), null when it says none. */
  quantifier: string | null;
}

/**
 * Words that say how many of a thing a phrase means; "all" and "every" mean one quantity. Not "any" or "no": "never
 * any X" rules out X itself.
 */
const QUANTIFIERS = new Map([['all', 'all'], ['every', 'all'], ['each', 'each'], ['both', 'both'], ['most', 'most'], ['many', 'many'], ['several', 'several']]);

/** The quantifier among the (up to three) words right before a clause's token at `at`, read as QUANTIFIERS does. */
function quantifierBefore(c: Clause, at: number): string | null {
  for (let j = at - 1; j >= 0 && at - j <= 3; j--) {
    const w = c.tokens[j]!;
    if (w.kind !== 'word') return null;
    const q = QUANTIFIERS.get(w.norm);
    if (q !== undefined) return q;
  }
  return null;
}

/**
 * A common word of a phrase that is not all common words ("the trailhead sign and its QR code") is the phrase's only
 * with every part it joins; a name in it (`MySQL`, "QR") is one thing on its own, named wherever it is written.
 */
function partsNamed(c: Clause, key: string, d: Denial): boolean {
  if (!phraseTokens(d).some((t) => t.kind === 'word' && t.terms[0] === key && COMMON_WORD.test(t.raw) && !ALTERNATIVE_INDEX.has(t.norm))) return true;
  for (let at = 0; at < c.tokens.length; at++) {
    const t = c.tokens[at]!;
    if (t.kind !== 'word' || t.terms[0] !== key) continue;
    if (isName(t) || usedAsTool(c, at) || toolTerm(c, key)) return true;
    return allPartsNamed(c, d);
  }
  return true;
}

/** The clause names the head of each part of the denied phrase as a word of its own. */
function allPartsNamed(c: Clause, d: Denial): boolean {
  for (const head of phraseHeads(d)) if (!namedAsWord(c, head)) return false;
  return true;
}

const PRO_FORMS = new Set(['one', 'ones', 'kind', 'sort']);

/** Words joining the parts of a phrase: "a state and its negation", "tables, views or triggers". */
const COORDINATORS = /\s*,\s*|\s+(?:and|or|nor)\s+/;

/** The clause names one of `terms` as a word of its own, not inside a name in code (`negationMissesOther`). */
function namedAsWord(c: Clause, terms: readonly string[]): boolean {
  for (const t of c.tokens) if (t.kind === 'word' && t.terms.some((x) => terms.includes(x))) return true;
  return false;
}

/**
 * The terms of the head of each noun phrase a denied phrase joins ("a state and its negation": state, negation):
 * its last content word before the first preposition. A part headed by a name (`MySQL`, "QR", mysql) is one thing
 * on its own and is left out. A denial meets many texts: read once.
 */
function phraseHeads(d: Denial): string[][] {
  let heads = PHRASE_HEADS.get(d);
  if (heads === undefined) PHRASE_HEADS.set(d, (heads = readPhraseHeads(d.phrase)));
  return heads;
}
const PHRASE_HEADS = new WeakMap<Denial, string[][]>();
const COMMON_WORD = /^[a-z][a-z-]*$/;
const TRAILING_DOTS = /\.+$/;

function readPhraseHeads(phrase: string): string[][] {
  const words = phrase.split(SPACES).filter(Boolean);
  // "not to the checks": the phrase starts at the place it names.
  const start = PHRASE_PREPOSITIONS.has(words[0] ?? '') ? 1 : 0;
  let stop = words.findIndex((w, i) => i > start && PHRASE_PREPOSITIONS.has(w));
  if (stop < 0) stop = words.length;
  const heads: string[][] = [];
  const parts = words.slice(start, stop).join(' ').split(COORDINATORS);
  // One part ("the retry queue"): the words before its key say which one (phraseRead), and a name in it is the thing.
  if (parts.length < 2) return heads;
  let nouns = false;
  for (const part of parts) {
    const content: string[] = [];
    for (const written of part.split(NOT_CODE_WORD)) {
      const w = written.replace(TRAILING_DOTS, '');
      if (ARTICLES.has(w.toLowerCase())) nouns = true;
      else if (w !== '' && wordTerms(w.toLowerCase()).length > 0) content.push(w);
    }
    // "replaying one captured window": a gerund heads what it does; "using Redis" only says Redis is used.
    const gerund = content[0] !== undefined && CONTENT_GERUND.test(content[0]) && !LIGHT_GERUNDS.has(content[0]);
    const head = gerund ? content[0] : content[content.length - 1];
    // "never the public one": a word standing for the other side's noun names nothing of its own.
    if (head === undefined || !COMMON_WORD.test(head) || PRO_FORMS.has(head) || ALTERNATIVE_INDEX.has(head)) continue;
    const terms = wordTerms(head).filter((x) => !LIGHT_STEMS.has(x));
    if (terms.length > 0) heads.push(terms);
  }
  // "not signed and compressed", "not cached and indexed": states or acts joined are each ruled out on their own;
  // only things named with an article or a possessive ("a state and its negation") make one phrase.
  return nouns ? heads : [];
}

/** A denial meets many texts, and its phrase is its own: read once per denial and key, not per pair. */
const PHRASE_READS = new WeakMap<Denial, Map<string, PhraseRead | null>>();

function phraseRead(d: Denial, key: string): PhraseRead | null {
  let byKey = PHRASE_READS.get(d);
  if (byKey === undefined) PHRASE_READS.set(d, (byKey = new Map()));
  let read = byKey.get(key);
  if (read !== undefined) return read;
  read = null;
  const phrase = d.phrase.toLowerCase().split(NOT_PHRASE_WORD).filter(Boolean);
  const k = phrase.findIndex((w) => wordTerms(w).includes(key));
  if (k >= 0) {
    const said: string[] = [];
    for (let j = k - 1; j >= 0 && !ARTICLES.has(phrase[j]!); j--) said.push(...wordTerms(phrase[j]!));
    // "not to the checks": what is ruled out is where something goes; the older must put X in that place too.
    let quantifier: string | null = null;
    for (let j = 0; j < k; j++) quantifier = QUANTIFIERS.get(phrase[j]!) ?? quantifier;
    read = { said, slot: SLOT_PREPOSITIONS.has(phrase[0]!) ? phrase[0]! : null, quantifier };
  }
  byKey.set(key, read);
  return read;
}

const PRONOUNS = new Set(['it', 'they', 'this', 'these', 'that', 'those']);

/** The subject's head of a clause, or for "…; it sends bearer tokens" the head of the text's first clause. */
function headOf(c: Clause, text: Analysis): { clause: Clause; head: Token } | null {
  const first = text.clauses[0];
  if (c.index > 0 && PRONOUNS.has(c.tokens[0]?.norm ?? '')) return first?.head ? { clause: first, head: first.head } : null;
  return c.head ? { clause: c, head: c.head } : null;
}

/** A word of the other text, or its synonym, or one form of it ("scraper" / "scraping"). */
function wordFound(t: Token, text: Analysis): boolean {
  return t.terms.some((x) => scopeMatch(x, text.terms));
}

/** A word that names no part of a project: light, a stopword, a tool, or (`roles`) a role's own name ("the ORM"). */
function nameless(t: Token, c: Clause, other: Clause, roles: boolean): boolean {
  return t.kind !== 'word' || t.terms.length === 0 || t.terms.every((x) => LIGHT_STEMS.has(x) || STOPWORDS.has(x) || toolTerm(c, x) || (roles && (roleWordOf(x, c) || roleWordOf(x, other))));
}

/** A word spelling a tool, not a platform or language ("the web app", "the Rust service" name parts). */
function toolTerm(c: Clause, term: string): boolean {
  return c.memberTerms.get(term)?.some((m) => !ALTERNATIVE_GROUPS[m.group]!.contextOnly) === true;
}

function roleWordOf(term: string, c: Clause): boolean {
  for (const group of c.alternatives.keys()) if (ALTERNATIVE_GROUPS[group]!.roleStems.has(term)) return true;
  return false;
}

/**
 * Two clauses of a contrast ("Y, not X", "Y instead of X") about different things: their subjects' specific heads
 * are each absent from the other text ("Thumbnails …" / "Avatars …"), or the words right before the heads are
 * ("Sensor payloads" / "Command payloads", "the mobile client" / "the web app"). A subject named by its role
 * ("the ORM") is no other thing.
 */
function subjectsApart(p: Clause, pText: Analysis, q: Clause, qText: Analysis): boolean {
  const a = headOf(p, pText);
  const b = headOf(q, qText);
  if (!a || !b) return false;
  const specific = (t: Token, c: Clause, other: Clause) => !nameless(t, c, other, true) && !t.terms.every((x) => GENERIC_STEMS.has(x));
  if (specific(a.head, a.clause, q) && specific(b.head, b.clause, p) && !wordFound(a.head, qText) && !wordFound(b.head, pText)) return true;
  const ma = a.clause.tokens[a.clause.tokens.indexOf(a.head) - 1];
  const mb = b.clause.tokens[b.clause.tokens.indexOf(b.head) - 1];
  if (!ma || !mb || nameless(ma, a.clause, q, false) || nameless(mb, b.clause, p, false)) return false;
  // The clause's own words: "Inventory events are Protobuf; only orders use Avro" names orders elsewhere.
  return !ma.terms.some((x) => scopeMatch(x, b.clause.terms)) && !mb.terms.some((x) => scopeMatch(x, a.clause.terms));
}

/** ", not X" and "but not X": X ruled out as what the clause's own predicate says, not as a tool that was replaced. */
const PREDICATE_CONTRAST = /^(?:,\s*)?(?:but\s+)?not$/;

/** Words that end a subject: a copula, an auxiliary or a modal, or a linking verb ("… loans are renewed", "… changes stay"). */
const SUBJECT_LINKS = new Set([...SUBJECT_ENDS, ...'being stay stays stayed remain remains remained become becomes became get gets got keep keeps'.split(' ')]);

/**
 * The terms of a clause's subject: its words before the first verb, link word or the ruled-out phrase, with their
 * weights, and what qualifies it ("alerts from the coastal stations"). Empty when the clause starts with its verb ("Use pnpm, not npm", "Run `npm install`"): an instruction.
 */
function subjectTerms(c: Clause, stop: ReadonlySet<string>): Map<string, number> {
  const out = new Map<string, number>();
  let seen = false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'punct') {
      if (seen) break;
      continue;
    }
    if (t.kind === 'number') continue;
    if (SUBJECT_LINKS.has(t.norm) || t.terms.some((x) => stop.has(x))) break;
    if (t.kind === 'word' && !isName(t) && t.terms.some((x) => c.verbs.has(x))) break;
    seen = true;
    for (const x of t.terms) {
      const w = c.terms.get(x);
      if (w !== undefined && w > 0) out.set(x, w);
    }
  }
  return out;
}

/** Words between a link and the state it gives: "are now blocked", "stays fully `quarantined`". */
const STATE_ADVERBS = new Set('now still also only always currently usually then already again just fully'.split(' '));

/**
 * The older gives X to its subject as a state ("… changes stay `anchor-changed`", "loans are blocked", "alerts are
 * marked `urgent`"): X right after a link word, or after a participle that follows one. A thing used or named
 * ("uses `shelf_router`", "builds with stack", "the out-of-context flow") is a tool or a way, not a state.
 */
function statedOfSubject(c: Clause, key: string): boolean {
  const at = c.tokens.findIndex((t) => t.terms.includes(key));
  if (at < 0) return false;
  let i = at - 1;
  while (i >= 0 && (STATE_ADVERBS.has(c.tokens[i]!.norm) || MANNER_ADVERB.test(c.tokens[i]!.norm))) i--;
  const before = c.tokens[i];
  if (before === undefined) return false;
  if (SUBJECT_LINKS.has(before.norm)) return true;
  // "are marked `urgent`", "is kept private".
  return before.kind === 'word' && before.norm.endsWith('ed') && SUBJECT_LINKS.has(c.tokens[i - 1]?.norm ?? '');
}

/**
 * "Audiobook and e-book loans are renewed automatically, not blocked" against "Loans of reference books are
 * blocked": a state or category ruled out as the predicate of a clause with a subject of its own is ruled out for
 * that subject only, and the older giving it to another subject (as the polarity check's subject test reads the two)
 * says nothing against it. A tool ruled out ("Use pnpm, not npm", "stored in Redis, not Postgres") keeps the
 * substitution's reading: a replaced tool is gone wherever it was used.
 */
function stateOfOtherSubject(relying: Clause, denying: Clause, d: Denial, key: string, older: Analysis, newer: Analysis): boolean {
  if (d.source !== 'contrast' || !PREDICATE_CONTRAST.test(d.cue)) return false;
  if (ALTERNATIVE_INDEX.has(key) || relying.memberTerms.has(key) || denying.memberTerms.has(key) || !statedOfSubject(relying, key)) return false;
  const own = subjectTerms(denying, d.terms);
  if (own.size === 0) return false;
  const other = subjectTerms(relying, d.terms);
  if (other.size === 0) return false;
  return !sameSubject(own, other, 0.5, newer.terms, older.terms, bothVerbs(denying, relying), { a: denying, b: relying });
}

/**
 * The clause a contrast is said in. "… stems (`src/contradiction/candidates.ts`), never all pairs": after a
 * parenthesis the fragment is a clause with no words left, and the clauses before it back to one with words are
 * the parenthesis; the fragment is said of that one.
 */
function hostClause(text: Analysis, d: Denial): Clause | undefined {
  const own = text.clauses[d.clause];
  if (own === undefined || own.tokens.length > 0) return own;
  for (let i = d.clause - 1; i >= 0; i--) {
    const c = text.clauses[i]!;
    if (c.tokens.some((t) => t.kind === 'word')) return c;
  }
  return own;
}

/**
 * "Orchard sensors report moisture for sampled rows, not for every row" against "The irrigation planner keeps a
 * schedule for every row": a common word ruled out in a contrast is ruled out for its clause's own subject, as
 * stateOfOtherSubject reads the newer's; a tool or a name ruled out ("Use pnpm, not npm") is gone wherever it was used.
 */
function commonWordOfOtherSubject(relying: Clause, denying: Clause, d: Denial, key: string, older: Analysis, newer: Analysis): boolean {
  if (d.source !== 'contrast' || ALTERNATIVE_INDEX.has(key) || relying.memberTerms.has(key) || denying.memberTerms.has(key)) return false;
  // A word spelled as a name (`postcss-cli`, Vault, S3) is a thing of its own wherever it is written.
  if (phraseTokens(d).some((t) => t.terms.includes(key) && (t.kind !== 'word' || isName(t) || !LOWER_WORD.test(t.raw)))) return false;
  // A rule ("OpenResty: always call … inside the block, never at module load time") is about what is done, not of a subject.
  if (denying.modals.length > 0 || relying.modals.length > 0) return false;
  const own = subjectTerms(denying, d.terms);
  if (own.size === 0) return false;
  const other = subjectTerms(relying, d.terms);
  if (other.size === 0) return false;
  return !sameSubject(own, other, 0.5, older.terms, newer.terms, bothVerbs(denying, relying), { a: denying, b: relying });
}

/**
 * "billing router: mux -> chi" against "The api-gateway uses gorilla/mux": a note's label names what changed.
 * When the label names something the older never does and the older's subject is absent from the note, the
 * note is about another thing.
 */
function labelNamesAnother(note: Clause, relied: Clause, older: Analysis): boolean {
  const colon = note.tokens.findIndex((t) => t.norm === ':');
  const head = relied.head;
  if (colon < 1 || !head || head.terms.length === 0 || head.terms.some((x) => note.terms.has(x))) return false;
  const label = note.tokens.slice(0, colon);
  // "api-gateway router:" against "HTTP routing in api-gateway": a label naming what the older names is its subject.
  if (label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && relied.terms.has(x)))) return false;
  return label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !older.terms.has(x) && !relied.terms.has(x) && otherWordStart(x, relied.terms) === undefined));
}

/** "Not every PR needs a changelog entry" says nothing against "User-facing PRs need one" (deniesOnlySome). */
function partlyDenied(denial: Clause, claim: Clause): boolean {
  const { tokens } = denial;
  for (let i = 0; i < tokens.length - 1; i++) if (tokens[i]!.norm === 'not' && deniesOnlySome(tokens, i, claim, denial)) return true;
  return false;
}

/** The cues of a thing said to have stopped being (analyze.ts addGone): "there is no", "nothing runs", "no longer exists". */
const GONE_NEGATION = /^(?:there is no|no|(?:nothing|nobody|noone) \S+|.* exists?)$/;

/**
 * "there's no `playout.log` rotation anymore" takes away the rotation, not the file: a plain noun after the name in
 * code is what the phrase is about, and the older must name it too ("the `holds` table", "`boardd` kiosks").
 */
function headApart(d: Denial, older: Analysis): boolean {
  if (d.source !== 'negated-use' || !GONE_NEGATION.test(d.cue)) return false;
  let named = false;
  for (const t of phraseTokens(d)) {
    if (t.terms.some((x) => d.keys.includes(x))) named = true;
    else if (named && t.kind === 'word' && t.terms.length > 0 && !t.terms.some((x) => older.terms.has(x) || GENERIC_STEMS.has(x) || LIGHT_STEMS.has(x))) return true;
  }
  return false;
}

function cueText(d: Denial): string {
  if (d.cue.startsWith(',')) return `is ruled out ("${d.cue.slice(2)} ${d.phrase}")`;
  if (d.cue === 'instead of' || d.cue === 'rather than' || d.cue === 'over') return `is replaced${d.replacement ? ` by ${d.replacement}` : ''} ("${d.cue} ${d.phrase}")`;
  return `(${d.cue}${d.replacement ? `, now ${d.replacement}` : ''})`;
}

// ---------------------------------------------------------------------------
// Alternatives: two tools that do the same job, no marker words

export function alternativeHit(older: Analysis, newer: Analysis): Hit | null {
  for (const p of older.clauses) {
    if (!p.positive || p.alternatives.size === 0) continue;
    for (const q of newer.clauses) {
      if (!q.positive || q.alternatives.size === 0) continue;
      for (const [group, x] of p.alternatives) {
        const y = q.alternatives.get(group);
        if (!y || y === x || ALTERNATIVE_GROUPS[group]!.contextOnly || coexists(p) || coexists(q) || labels(p) !== labels(q)) continue;
        if ((mentionsMember(newer, group, x) && !namedOnlyAsRetired(newer, q, group, x)) || mentionsMember(older, group, y)) continue;
        // Local disk is also where a file waits before it goes to the store ("rendered to local disk before upload",
        // "uploaded to S3 after rendering", "buffered on local disk"): then the two places are two steps.
        if ((SCRATCH_MEMBERS.has(x) || SCRATCH_MEMBERS.has(y)) && (staged(p) || staged(q))) continue;
        const a = without(p.terms, x);
        const b = without(q.terms, y);
        const al = align(a, b);
        const worded = al.shared >= 1 && sameSubject(a, b, 0.6, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q });
        // Members of a coexisting group (languages, output streams) differ only for one stated subject.
        if (!worded && !(ALTERNATIVE_GROUPS[group]!.exclusive && sameRole(p, q, group, older, newer, announcesChange(newer)))) continue;
        const about = worded ? surface(p, al.sharedTerms) : `the ${ALTERNATIVE_GROUPS[group]!.role}`;
        return {
          kind: 'substitution',
          reason: `substitution: the older uses ${x}, the newer ${y} for ${about} (both ${groupLabel(group)})`,
          older: [x],
          newer: [y],
        };
      }
    }
  }
  return null;
}

/** Members that are also a scratch place beside the others of their role (local disk next to an object store). */
const SCRATCH_MEMBERS = new Set(['local disk']);
/** Words saying a place is one step of several, or holds a copy for a while ("before upload", "temporarily", "buffered"). */
const STAGING_WORDS = new Set('before after first then until temporarily temporary tmp scratch buffer buffered buffers staged staging cache cached caches'.split(' '));

/** The clause says its place is a step or a stopover (a word of STAGING_WORDS). */
function staged(c: Clause): boolean {
  return c.tokens.some((t) => STAGING_WORDS.has(t.norm));
}

/** Runs of anything but letters: what parts a clause's words. */
const NON_LETTERS = /[^a-z]+/;

/** Words saying a tool is left behind: "the W&B project is archived", "`netlify.toml` is just a leftover". */
const RETIRED_WORDS = new Set(
  'archived deprecated unused dead leftover leftovers obsolete removed deleted dropped gone empty emptied retired decommissioned abandoned read-only deletion removal shut sunset sunsetted uninstalled closed cancelled canceled terminated deactivated discontinued offboarded'.split(' '),
);

/**
 * "Experiment tracking moved to MLflow; the W&B project is archived": the newer names the older's tool, but only in
 * other clauses than the one naming its own, each saying the old one is not in use (negated, or a word of
 * RETIRED_WORDS). Naming it so is telling what happened to it, not keeping it next to the new one.
 */
function namedOnlyAsRetired(newer: Analysis, q: Clause, group: number, x: string): boolean {
  const spellings = spellingsOf(group, x);
  const names = (text: string) => spellings.some((w) => asWord(w).pattern.test(text));
  let named = false;
  for (const c of newer.clauses) {
    const text = clauseText(c).toLowerCase();
    if (!names(text)) continue;
    if (c === q) {
      // "served by PowerDNS now, CoreDNS only forwards to it": the old tool's part of the sentence is its own.
      const parts = text.split(',');
      if (parts.length < 2 || !parts.every((part) => !names(part) || part.split(NON_LETTERS).some((w) => LEFT_WITH_WORDS.has(w)))) return false;
    } else if (c.positive && !c.tokens.some((t, i) => RETIRED_WORDS.has(t.norm) || LEFT_WITH_WORDS.has(t.norm) || offTheTool(c, i))) return false;
    named = true;
  }
  return named;
}

/** "We're off LaunchDarkly", "moved off Heroku": "off" right before a tool's name says it was left. */
function offTheTool(c: Clause, i: number): boolean {
  return c.tokens[i]!.norm === 'off' && c.memberTerms.has(c.tokens[i + 1]?.terms[0] ?? '');
}

/**
 * "Postfix only does inbound on 25", "AsyncStorage just holds UI prefs": said in a clause of its own, the old tool
 * is left with a smaller job, and the role the other clause names went to the new one.
 */
const LEFT_WITH_WORDS = new Set(['only', 'just', 'merely', 'solely']);

/** Words saying the other tool is kept next to this one: "we also use X", "X as a fallback". */
const COEXISTENCE_WORDS = new Set(
  'also too alongside additionally addition both plus besides optionally optional sometimes occasionally partly fallback backup secondary mirror mirrored mirrors some legacy remaining certain except'.split(' '),
);
/** How a clause ties a tool to its role ("is deployed to", "lives in", "talks to") and when: neither is the subject. */
const ROLE_RELATION_STEMS = new Set(
  `use run deploy host live store keep write build manage provision track generate serve power back define declare
  configure do handle talk drive push export send ship go rely depend sit reside implement provide happen rewrite
  migrate move switch convert port adopt choose pick call connect point base sync year month week day ago since
  recently today later earlier goes register wire install load invoke top`.split(/\s+/).flatMap((w) => wordTerms(w)),
);

/**
 * Two clauses naming different members of one role are about the same part of the project when, once the
 * names, the role's own words ("metrics", "storage"), the clauses' verbs and general words are set aside,
 * every word left on one side is found on the other, and no other role is filled differently ("the React
 * app" / "the Vue app"). "Uploaded files are stored in MinIO" / "Blobs live in Cloudflare R2" leave nothing;
 * "the admin app uses jest" / "the CLI uses vitest" leave "admin" and "CLI", two different parts.
 */
function sameRole(p: Clause, q: Clause, group: number, older: Analysis, newer: Analysis, changed: boolean): boolean {
  // Xamarin.Forms is also a cross-platform framework: the members' other groups are the same two names again.
  const own = new Set([...groupsWith(p, group), ...groupsWith(q, group)]);
  for (const [h, m] of p.alternatives) {
    const n = own.has(h) ? undefined : q.alternatives.get(h);
    if (n !== undefined && n !== m) return false;
  }
  // A newer that says the tool changed ("now", "migrated to", "no longer") speaks of the role as the older
  // had it: the older's own detail ("Card payments", "from `.mar` archives") need not be repeated.
  return (changed ? !placesApart(p, older, q, newer, group) : scopeFound(p, group, q, newer, !namesPlace(newer))) && scopeFound(q, group, p, older, !namesPlace(older));
}

/**
 * Each text names a path of its own, besides the tools' files (`nftables.d/edge.nft`): "In `packages/a/`, …" and
 * "In `packages/b/`, …" are two parts of the repository.
 */
function placesApart(p: Clause, older: Analysis, q: Clause, newer: Analysis, group: number): boolean {
  const own = (x: Clause, text: Analysis, other: Analysis) => {
    const evidence = toolEvidence(x, group);
    const out: string[] = [];
    for (const t of text.terms.keys()) if (t.includes('/') && !other.terms.has(t) && evidence?.has(t) !== true && !isToolEvidence(t, group)) out.push(t);
    return out;
  };
  return namesDiffer(own(p, older, newer), own(q, newer, older));
}

/** Words saying the writer reports a change: "now", "no longer", "anymore", "migrated", "switched", "ported". */
const CHANGE_MARKERS = new Set(['now', 'no longer', 'anymore', 'any more', 'any longer']);
const CHANGE_WORDS = new Set('moved migrated switched ported rewritten converted replaced swapped transitioned'.split(' '));
const ANNOUNCES_CHANGE = new WeakMap<Analysis, boolean>();

function announcesChange(a: Analysis): boolean {
  let out = ANNOUNCES_CHANGE.get(a);
  if (out === undefined) ANNOUNCES_CHANGE.set(a, (out = a.clauses.some((c) => c.markers.some((m) => CHANGE_MARKERS.has(m)) || c.tokens.some((t) => CHANGE_WORDS.has(t.norm)))));
  return out;
}

/** Every group the clause's member of `group` belongs to. */
function groupsWith(c: Clause, group: number): Set<number> {
  const out = new Set<number>();
  for (const members of c.memberTerms.values()) if (members.some((m) => m.group === group)) for (const m of members) out.add(m.group);
  return out;
}

/** "Service A", "region B": one-letter labels that tell parts apart and carry no term ("Vue 3" is a version). */
function labels(c: Clause): string {
  let out = '';
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.raw.length === 1 && t.raw >= 'A' && t.raw <= 'Z' && t.raw !== 'I' && c.tokens[i - 1]!.kind === 'word') out += t.raw;
  }
  return out;
}

/** A change under way ("we are migrating the tests to Vitest"): until it is done, both tools are in use. */
const UNDER_WAY = new Set(['migrating', 'moving', 'switching', 'transitioning', 'porting', 'converting', 'phasing']);
/** "New packages", "existing services": a subset of many things, next to the others. */
const SUBSET_WORDS = new Set(['new', 'newer', 'existing', 'older']);

const COEXISTING = new WeakMap<Clause, boolean>();

function coexists(c: Clause): boolean {
  let out = COEXISTING.get(c);
  if (out === undefined) COEXISTING.set(c, (out = keepsOthers(c)));
  return out;
}

function keepsOthers(c: Clause): boolean {
  // A tool's name is no such word: "built on Mirror" (a netcode library) keeps nothing else.
  return c.tokens.some((t, i) => (COEXISTENCE_WORDS.has(t.norm) && !c.memberTerms.has(t.terms[0] ?? '')) || UNDER_WAY.has(t.norm) || (SUBSET_WORDS.has(t.norm) && PLURAL.test(c.tokens[i + 1]?.norm ?? '')));
}

/**
 * Prepositions that open a phrase about when, why, by what means or on whose word something holds ("after the
 * Q3 migration", "per the platform decision", "via OTLP", "as of PLAT-231", "see ADR-12"): the phrase tells the
 * story of the note, not which part of the project it is about. One word, or the words of a longer one.
 */
const NARRATIVE_PREPOSITIONS = new Set(['after', 'since', 'before', 'during', 'following', 'per', 'via', 'until', 'till', 'amid', 'see', 'cf']);
const NARRATIVE_PHRASES = [['as', 'of'], ['as', 'part', 'of'], ['thanks', 'to'], ['due', 'to'], ['according', 'to'], ['because', 'of'], ['prior', 'to'], ['ahead', 'of']];
const PHRASE_STARTS = new Set(NARRATIVE_PHRASES.map((words) => words[0]!));
/** Where a narrative phrase ends: a new noun phrase, another preposition, a conjunction. */
const PHRASE_ENDS = new Set('the a an our this that these those we i they you it its their his her in on for to at from by with into onto under within across inside and or but'.split(' '));
/**
 * Words that tell the story around a claim and never say which part it is about: time ("last sprint", "in
 * March", "Q3"), the people involved, the event that led to it (a migration, a review, a decision) and
 * the asides of chat ("FYI", "heads up"). General English, not names from any set of notes.
 */
const NARRATIVE_STEMS = new Set(
  `today yesterday tomorrow tonight weekend week weeks month months quarter quarters year years sprint sprints day days
  recently lately nowadays currently ago earlier later initially originally eventually finally soon meanwhile
  january february march april may june july august september october november december jan feb mar apr jun jul aug
  sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
  team teams folks everyone devs developers engineers maintainers
  migration migrations rewrite cutover decision outage postmortem retro refactor overhaul revamp
  fyi psa btw nb reminder heads tl;dr afaik iirc imo apparently`.split(/\s+/).flatMap((w) => wordTerms(w)),
);

/** Who a note says acts: the word after them is a verb ("we run", "I moved"), never a part of the project. */
const PEOPLE = new Set(['we', 'i', 'you', 'they', "we've", "we're", "i've", "they're", "we'll"]);
const PARTICLES = new Set(['out', 'off', 'away', 'back', 'through', 'over', 'down', 'up']);

/** A reference to a ticket, a decision record or a pull request: "PLAT-231", "#123", "ADR 12", "RFC-7". */
function isReference(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (ISSUE_REFERENCE.test(t.raw)) return true;
  return TRACKER_KEY.test(t.raw) && (tokens[i + 1]?.kind === 'number' || ISSUE_NUMBER.test(tokens[i + 1]?.raw ?? ''));
}

/**
 * The terms of a clause that only tell its story: those of its narrative (see NARRATIVE_PREPOSITIONS and
 * NARRATIVE_STEMS), of references, of what the people in it do, and no other word of the clause. A phrase after
 * a narrative preposition runs to the next noun phrase, preposition, verb, tool or punctuation, so "Since Q2
 * the web app" keeps "web app" a part. Worked out once per clause.
 */
const STORY_TERMS = new WeakMap<Clause, Set<string>>();

function storyTerms(c: Clause): Set<string> {
  let story = STORY_TERMS.get(c);
  if (story !== undefined) return story;
  story = new Set<string>();
  const parts = new Set<string>();
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const phrase = NARRATIVE_PREPOSITIONS.has(t.norm) ? 1 : PHRASE_STARTS.has(t.norm) ? NARRATIVE_PHRASES.find((words) => words.every((w, k) => tokens[i + k]?.norm === w))?.length ?? 0 : 0;
    if (phrase > 0) {
      let j = i + phrase;
      for (; j < tokens.length; j++) {
        const u = tokens[j]!;
        if (u.kind === 'punct' || c.verbs.has(u.terms[0] ?? '') || u.terms.some((x) => c.memberTerms.has(x)) || (PHRASE_ENDS.has(u.norm) && j > i + phrase)) break;
        for (const x of u.terms) story.add(x);
      }
      i = j - 1;
      continue;
    }
    const reference = isReference(tokens, i);
    // "we collect crashes with Sentry": the word after a person is what they do, however it is spelled.
    const done = PEOPLE.has(tokens[i - 1]?.norm ?? '') || (PEOPLE.has(tokens[i - 2]?.norm ?? '') && tokens[i - 1]!.terms.every((x) => LIGHT_STEMS.has(x)));
    // "goes out via Postmark", "sent off to S3": a verb's particle is part of the relation.
    const prev = tokens[i - 1]?.terms[0];
    const particle = PARTICLES.has(t.norm) && prev !== undefined && (c.verbs.has(prev) || ROLE_RELATION_STEMS.has(prev));
    for (const x of t.terms) (reference || done || particle || NARRATIVE_STEMS.has(x) || QUARTER_OR_HALF.test(x) ? story : parts).add(x);
    if (reference && tokens[i + 1]?.kind === 'number') i++;
  }
  for (const x of parts) story.delete(x);
  STORY_TERMS.set(c, story);
  return story;
}

const VERSION = /^v?\d+(?:\.(?:\d+|x))*$/;

/**
 * The terms a clause's files give it: the path and the words read from it. A file is where a job is done
 * (`app/auth/passwords.py hashes passwords`); a folder ("In `packages/a/`, …") says which part of the project.
 */
function placeTerms(c: Clause): Set<string> {
  const out = new Set<string>();
  for (const t of c.tokens) if (isFilePath(t.raw)) for (const x of t.terms) out.add(x);
  for (const term of c.terms.keys()) if (isFilePath(term)) for (const x of [term, ...anchorTerms(term)]) out.add(x);
  return out;
}

function isFilePath(raw: string): boolean {
  return /^[\w.@-]+(?:\/[\w.@-]+)+\.[a-z0-9]{1,5}$/i.test(raw);
}

/** The text names a file or folder (`app/auth/passwords.py`, `config/`). */
function namesPlace(a: Analysis): boolean {
  for (const t of a.terms.keys()) if (t.includes('/')) return true;
  return false;
}

/**
 * Every word of `c` that could say which part of the project it is about is in the other clause or text. With
 * `placesAside`, its files and folders need not be: a text that names no place speaks of the whole project
 * ("Password hashing uses argon2id" covers `app/auth/passwords.py`).
 */
function scopeFound(c: Clause, group: number, other: Clause, otherText: Analysis, placesAside = false): boolean {
  const role = ALTERNATIVE_GROUPS[group]!.roleStems;
  const story = storyTerms(c);
  const evidence = toolEvidence(c, group);
  const detail = toolDetail(c, group);
  for (const term of c.terms.keys()) {
    const w = c.terms.get(term)!;
    if (w === 0 || c.verbs.has(term) || role.has(term) || story.has(term) || evidence?.has(term) === true || TOOL_FORMS.has(term) || TOOL_SETUP_STEMS.has(term)) continue;
    // A state ("at startup", "single-node", the "encrypt" of Let's Encrypt) says how or when, as frameScope reads it;
    // "the whole monorepo", "the codebase" are the project itself.
    if (term.startsWith('ant:') || WHOLE_PROJECT_STEMS.has(term)) continue;
    if (placesAside && placeTerms(c).has(term)) continue;
    if (roleHeadTerms(c, group).has(term)) continue;
    // "`lit` 3.x", "Apollo Server 3": which release of the tool, not which part of the project.
    if (VERSION.test(term)) continue;
    if (detail?.has(term) === true) continue;
    // The member itself, and a language or platform ("the Rust service"), which the other side's member may
    // imply; a tool for another role ("the Lambda functions") is a part of the project like any other word.
    const member = c.memberTerms.get(term);
    if (member && member.some((m) => m.group === group || !ALTERNATIVE_GROUPS[m.group]!.exclusive)) continue;
    if (GENERIC_STEMS.has(term) || LIGHT_STEMS.has(term) || ROLE_RELATION_STEMS.has(term) || STOPWORDS.has(term)) continue;
    if (!scopeMatch(term, other.terms) && !scopeMatch(term, otherText.terms) && !(member ? roleWordIn(member, other) : roleOfOthersTool(term, c, other))) return false;
  }
  return true;
}

/**
 * The noun a clause calls its member of `group` by, after a copula or "as" and an article or possessive: "PHPUnit is
 * the test *runner* for the Symfony app", "Netcode for GameObjects is the multiplayer *layer* in the game", "uses
 * `j2mod` as its Modbus *library*". That head says what the tool is, not which part of the project, as a role word
 * does; the words before it ("test", "multiplayer") and after it ("for the Symfony app") still have to be found.
 * Empty for most clauses; worked out once per clause and group.
 */
const ROLE_HEADS = new WeakMap<Clause, Map<number, Set<string>>>();

function roleHeadTerms(c: Clause, group: number): ReadonlySet<string> {
  let byGroup = ROLE_HEADS.get(c);
  if (byGroup === undefined) ROLE_HEADS.set(c, (byGroup = new Map()));
  let out = byGroup.get(group);
  if (out !== undefined) return out;
  out = new Set();
  const t = c.tokens;
  const isMember = (k: number) => t[k]!.terms.some((x) => c.memberTerms.get(x)?.some((m) => m.group === group) === true);
  for (let k = 1; k + 2 < t.length; k++) {
    const w = t[k]!.norm;
    let at: number;
    if (COPULAS.has(w)) {
      // The member right before the copula: "PHPUnit is the …".
      if (!isMember(k - 1)) continue;
      at = k + 1;
      while (at < t.length && FRAME_GAP_WORDS.has(t[at]!.norm)) at++;
    } else if (w === 'as' && isMember(k - 1)) {
      // "uses `j2mod` as its …", "configures EclipseLink as the …".
      at = k + 1;
    } else continue;
    if (!FRAME_DETERMINERS.has(t[at]?.norm ?? '')) continue;
    let end = at + 1;
    while (end < t.length && end - at <= 3 && kindNoun(t[end]!) && !isName(t[end]!)) end++;
    if (end === at + 1) continue;
    for (const x of t[end - 1]!.terms) out.add(x);
  }
  byGroup.set(group, out);
  return out;
}

/**
 * The terms of a participle phrase set off by a comma right after the clause's member of `group`: what the tool is
 * ("stored in Flipper, backed by Redis", "are Avro, registered in the Confluent schema registry", "goes to PostHog now,
 * self-hosted on Kubernetes"), not which part of the project. Null when there is none; worked out once per clause.
 */
const TOOL_DETAILS = new WeakMap<Clause, Map<number, Set<string> | null>>();
const DETAIL_PARTICIPLE = /^(?:self-)?[a-z]{3,}(?:ed|en)$/;

function toolDetail(c: Clause, group: number): Set<string> | null {
  let byGroup = TOOL_DETAILS.get(c);
  if (byGroup === undefined) TOOL_DETAILS.set(c, (byGroup = new Map()));
  let out = byGroup.get(group);
  if (out !== undefined) return out;
  out = null;
  const t = c.tokens;
  let last = -1;
  for (let i = 0; i < t.length; i++) if (t[i]!.terms.some((x) => c.memberTerms.get(x)?.some((m) => m.group === group) === true)) last = i;
  let j = last + 1;
  while (last >= 0 && STATE_ADVERBS.has(t[j]?.norm ?? '')) j++;
  if (last >= 0 && t[j]?.raw === ',' && DETAIL_PARTICIPLE.test(t[j + 1]?.norm ?? '') && !c.verbs.has(t[j + 1]!.terms[0] ?? '')) {
    out = new Set();
    for (let k = j + 1; k < t.length && t[k]!.raw !== ',' && t[k]!.raw !== ';'; k++) for (const x of t[k]!.terms) out.add(x);
  }
  byGroup.set(group, out);
  return out;
}

/**
 * A part of the project named by a tool of another role on one side and by that role's own word on the other: "the
 * mobile repo" / "the React Native repo", "database backups" / "Postgres backups", "the Kubernetes cluster" / "the
 * container cluster". Only through a role word that says which role (not "app", "service", a verb, a platform), and
 * only where the side with the word names no member of that role itself: "the Kubernetes cluster" / "the Nomad
 * cluster" are two. `member`: the tool's memberships.
 * Why not aliases.ts's roleNamedBy, which reads the same: that one gives the terms two subjects share for align(); this
 * one only excuses one scope word of a substitution, so it answers yes or no over the whole clause, without its subject test.
 */
function roleWordIn(member: readonly Membership[], other: Clause): boolean {
  for (const m of member) {
    const g = ALTERNATIVE_GROUPS[m.group]!;
    if (g.contextOnly || other.alternatives.has(m.group)) continue;
    for (const r of other.terms.keys()) if (g.roleStems.has(r) && standsForTool(r, other)) return true;
  }
  return false;
}

/**
 * roleWordIn the other way round: the word `term` of `c` is the role of a tool the other clause names ("the mobile
 * repo" / "the React Native repo"), and `c` names none of that role.
 */
function roleOfOthersTool(term: string, c: Clause, other: Clause): boolean {
  if (other.memberTerms.size === 0 || !standsForTool(term, c)) return false;
  for (const ms of other.memberTerms.values()) {
    for (const m of ms) {
      const g = ALTERNATIVE_GROUPS[m.group]!;
      if (!g.contextOnly && g.roleStems.has(term) && !c.alternatives.has(m.group)) return true;
    }
  }
  return false;
}

/** A role word that can stand for a tool: not general ("app", "data"), not the clause's verb, not a platform ("iOS"). */
function standsForTool(term: string, c: Clause): boolean {
  return !GENERIC_STEMS.has(term) && !LIGHT_STEMS.has(term) && !c.verbs.has(term) && !c.memberTerms.has(term) && (c.terms.get(term) ?? 0) > 0;
}

/**
 * Terms of the code a clause cites as a tool's trace, not as a part of the project: an identifier or file named
 * after a member of the role (`UNLEASH_API_TOKEN`, `uv.lock`, `gtest_discover_tests`, `rake resque:work`), or a
 * path made of the role's words and general ones only (`lib/flags.ts` for feature flags). Null when there is none.
 */
const TOOL_EVIDENCE = new WeakMap<Clause, Map<number, Set<string> | null>>();

function toolEvidence(c: Clause, group: number): Set<string> | null {
  let byGroup = TOOL_EVIDENCE.get(c);
  if (byGroup === undefined) TOOL_EVIDENCE.set(c, (byGroup = new Map()));
  let out = byGroup.get(group);
  if (out === undefined) byGroup.set(group, (out = evidenceIn(c, group)));
  return out;
}

function evidenceIn(c: Clause, group: number): Set<string> | null {
  let out: Set<string> | null = null;
  for (const t of c.tokens) {
    if (t.kind !== 'code' || t.terms.length === 0 || !(isToolEvidence(t.raw, group) || invokesNamedTool(c, t))) continue;
    for (const x of t.terms) (out ??= new Set()).add(x);
  }
  // A parenthesis after the tool (`(UNLEASH_URL, UNLEASH_API_TOKEN)`) is a clause of its own whose terms the clause keeps.
  for (const term of c.terms.keys()) {
    if (out?.has(term) || !/[._/:= ]/.test(term) || !(isToolEvidence(term, group) || commandOfTool(term))) continue;
    (out ??= new Set()).add(term);
    for (const x of anchorTerms(term)) out.add(x);
  }
  return out;
}

/**
 * Code that starts with a tool the clause names, for whatever role (`make rel` after "built with erlang.mk", which is
 * make's): the command that runs it, not a part of the project.
 */
function invokesNamedTool(c: Clause, t: Token): boolean {
  const first = /^[a-z0-9+.-]+/i.exec(t.raw)?.[0]?.toLowerCase();
  return first !== undefined && t.raw.includes(' ') && c.memberTerms.has(termOfWord(first));
}

/** A command run by a known tool (`make rel`, `forge test`): in a parenthesis it is its clause's trace, whatever the role. */
function commandOfTool(term: string): boolean {
  const space = term.indexOf(' ');
  return space > 0 && ALTERNATIVE_INDEX.has(term.slice(0, space));
}

function isToolEvidence(raw: string, group: number): boolean {
  const parts: string[] = [];
  for (const piece of raw.split(/[^A-Za-z0-9+]+/)) for (const x of splitIdentifier(piece)) parts.push(x.toLowerCase());
  if (parts.length === 0) return false;
  for (const x of parts) if (memberSpelled(group, x)) return true;
  // `FSharp.SystemTextJson` is System.Text.Json's: a dotted name written as one word.
  const joined = parts.join('');
  for (const w of COMPACT_SPELLINGS(String(group))) if (joined.includes(w)) return true;
  if (!/[/.]/.test(raw)) return false;
  // A file's extension says nothing of what the file is for.
  const extension = /\.[a-z0-9]+$/i.test(raw) ? parts.length - 1 : -1;
  for (let i = 0; i < parts.length; i++) if (i !== extension && !roleOrGeneral(group, parts[i]!)) return false;
  return true;
}

/** A one-word spelling of some member of the group, as identifiers write it (`gtest`, `mvnw`, `resque`). */
const MEMBER_WORDS = memoize((group: string): Set<string> => {
  const words = new Set<string>();
  const role = ALTERNATIVE_GROUPS[Number(group)]!.roleStems;
  for (const member of ALTERNATIVE_GROUPS[Number(group)]!.members) {
    for (const spelling of member) {
      if (/^[a-z0-9+]+$/i.test(spelling)) words.add(spelling.toLowerCase());
      // `.github/workflows` is GitHub Actions', `forge.config.ts` Electron Forge's: the name's own word, not a general one.
      else for (const w of spelling.toLowerCase().split(/[\s-]+/)) if (w.length >= 4 && /^[a-z0-9]+$/.test(w) && !GENERIC_STEMS.has(termOfWord(w)) && !role.has(termOfWord(w)) && !STOPWORDS.has(w)) words.add(w);
    }
  }
  return words;
});

/** Spellings of several words or dotted parts, written as one (`systemtextjson`, `electronforge`), 8 letters or more. */
const COMPACT_SPELLINGS = memoize((group: string): string[] => {
  const out: string[] = [];
  for (const member of ALTERNATIVE_GROUPS[Number(group)]!.members) {
    for (const spelling of member) {
      const compact = spelling.toLowerCase().replace(/[^a-z0-9+]+/g, '');
      if (compact !== spelling.toLowerCase() && compact.length >= 8) out.push(compact);
    }
  }
  return out;
});

function memberSpelled(group: number, part: string): boolean {
  return MEMBER_WORDS(String(group)).has(part);
}

function roleOrGeneral(group: number, part: string): boolean {
  const term = termOfWord(part);
  return ALTERNATIVE_GROUPS[group]!.roleStems.has(term) || GENERIC_STEMS.has(term) || GENERIC_SEGMENTS.has(part) || FILE_EXTENSIONS.has(part);
}

/** Words for the form a tool is used in ("the LaunchDarkly SDK", "the Vault agent"): the tool, not a part of the project. */
const TOOL_FORMS = new Set(['sdk', 'sdks', 'cli', 'agent', 'dsl', 'adapter', 'adapters', 'plugin', 'plugins'].map(termOfWord));
/**
 * Words for how and where a tool is run, not which part of the project uses it: "our self-hosted Unleash server", "an
 * EMQX cluster", "via External Secrets Operator", "a managed Kafka", "the multiplayer layer", "meter traffic".
 */
const TOOL_SETUP_STEMS = new Set(
  'self hosted self-hosted managed on-prem on-premise on-premises cluster clusters operator operators layer layers traffic'.split(' ').flatMap((w) => wordTerms(w)),
);

/** The same word, a synonym, or one word's form of the other ("scraper" / "scraping"). */
function scopeMatch(term: string, terms: Map<string, number>): boolean {
  if (terms.has(term)) return true;
  const canonical = SYNONYM_STEMS[term] ?? term;
  for (const other of terms.keys()) {
    if ((SYNONYM_STEMS[other] ?? other) === canonical) return true;
    const [short, long] = other.length < term.length ? [other, term] : [term, other];
    if (short.length >= 5 && long.startsWith(short)) return true;
  }
  return false;
}

/** Any spelling of a member, as a word of the text: "npm" is not mentioned by "pnpm". */
function mentionsMember(analysis: Analysis, group: number, name: string): boolean {
  return spellingsOf(group, name).some((s) => mentions(analysis, s));
}

/** A name as a word of a text: "npm" is not mentioned by "pnpm". One pattern per name, built once. */
const AS_WORD = new Map<string, { term: string | null; pattern: RegExp }>();
const LOWER_TEXT = new WeakMap<Analysis, string>();

function asWord(name: string): { term: string | null; pattern: RegExp } {
  let word = AS_WORD.get(name);
  if (word === undefined) {
    word = { term: nameTerm(name), pattern: new RegExp(`(^|[^a-z0-9-])${escapeRegExp(name)}($|[^a-z0-9-])`) };
    AS_WORD.set(name, word);
  }
  return word;
}

function mentions(analysis: Analysis, name: string): boolean {
  const word = asWord(name);
  let text = LOWER_TEXT.get(analysis);
  if (text === undefined) LOWER_TEXT.set(analysis, (text = analysis.text.toLowerCase()));
  if (analysis.terms.has(name) || (word.term !== null && analysis.terms.has(word.term) && spelledAsName(text, name, word.term))) return true;
  return text.includes(name) && word.pattern.test(text);
}

/**
 * The text writes the name's term as the name ("Jest's", `eslint-plugin-jest`, "React" for React.js), not only as an
 * everyday word of the same stem ("Notifier providers" is no `provider` package, "outbound requests" no Req).
 */
function spelledAsName(text: string, name: string, term: string): boolean {
  const base = name.replace(JS_SUFFIX, '');
  for (const w of text.split(NOT_MENTION_WORD)) {
    if (w.length === 0 || !w.includes(base.slice(0, 3))) continue;
    const bare = w.replace(APOSTROPHE_S_END, '').replace(TRAILING_DOT, '');
    if (bare === base || bare === name || bare.startsWith(`${base}-`) || bare.startsWith(`${base}.`) || bare.endsWith(`-${base}`) || bare.includes(`-${base}-`)) return true;
    if (!COMMON_WORD.test(bare) && termOfWord(bare) === term) return true;
  }
  return false;
}

/**
 * The term a name is written as in prose ("Jest's", "react" for React.js), or null where that term is another
 * word's: "gzip" reads as the term of "compressed" (a synonym), "chart.js" without its ".js" as "charts".
 */
function nameTerm(name: string): string | null {
  const base = name.replace(JS_SUFFIX, '');
  if (base !== name && !ALTERNATIVE_INDEX.has(base)) return null;
  const term = termOfWord(base);
  return term.startsWith(base.slice(0, 3)) ? term : null;
}

function without(terms: Map<string, number>, name: string): Map<string, number> {
  const out = new Map(terms);
  for (const part of name.split(/\s+/)) {
    out.delete(part);
    out.delete(termOfWord(part));
  }
  return out;
}

function groupLabel(group: number): string {
  const g = ALTERNATIVE_GROUPS[group];
  return g ? `${g.role}: ${g.members.slice(0, 3).map((m) => m[0]).join('/')}` : '';
}

// ---------------------------------------------------------------------------
// Moves: "X moved to B" against "X runs on A", the old place never named (moves() is in subject.ts)

/**
 * Relations that hold one thing at a time: what a subject runs on, is handled by, stored in, written in. "Uses",
 * "supports", "calls" hold many ("uses Stripe" says nothing against "moved to Kubernetes"), so they are not here.
 */
const SINGLE_SLOT_VERBS = new Set(
  'run runs handled hosted deployed stored kept written built managed provisioned tracked generated served powered backed defined declared configured done'.split(' '),
);
const SLOT_PREPOSITIONS = new Set(['on', 'by', 'with', 'in', 'to', 'under', 'via', 'through']);

function isPath(t: Token): boolean {
  return t.raw.includes('/');
}

/** The name an older clause puts in a single-valued slot: "runs on CircleCI", "is handled by Auth0". */
function slotName(c: Clause): Token | null {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i + 1 < t.length; i++) {
    if (!SLOT_PREPOSITIONS.has(t[i]!.norm) || !SINGLE_SLOT_VERBS.has(t[i - 1]!.norm)) continue;
    const name = t[pastArticles(t, i + 1)];
    if (name && isName(name)) return name;
  }
  return null;
}

export function moveHit(older: Analysis, newer: Analysis): Hit | null {
  for (const p of older.clauses) {
    const name = slotName(p);
    if (!name || isPath(name)) continue;
    for (const m of moves(newer)) {
      if (isPath(m.target)) continue;
      if (mentions(newer, name.norm) || mentions(older, m.target.norm)) continue;
      const a = new Map(p.terms);
      for (const term of name.terms) a.delete(term);
      const al = align(a, m.subject);
      if (!al.sharedTerms.some((x) => !GENERIC_STEMS.has(x)) || ownPart(m.subject, m.clause, older)) continue;
      return {
        kind: 'substitution',
        reason: `substitution: the older has ${name.raw}, the newer says ${surface(m.clause, al.sharedTerms)} moved to ${m.written}`,
        older: [name.raw],
        newer: [m.written],
      };
    }
  }
  return null;
}

/** Nouns that say where a part sits in the architecture, the word before them naming it: "the UI layer" is the UI. */
const LAYER_STEMS = new Set('layer layers tier tiers side level'.split(' ').flatMap((w) => wordTerms(w)));

/**
 * What the newer says moved names a part the older never writes ("CI for the mobile apps moved to Bitrise", "The API
 * reference docs moved to Netlify" against "CI runs on Travis", "Docs are hosted on …"): only that part moved. The
 * whole project ("the entire monorepo") and general, story and role-relation words name no part.
 */
function ownPart(subject: ReadonlyMap<string, number>, c: Clause, older: Analysis): boolean {
  for (const [term, w] of subject) {
    if (w === 0 || c.verbs.has(term) || GENERIC_STEMS.has(term) || LIGHT_STEMS.has(term) || STOPWORDS.has(term) || WHOLE_PROJECT_STEMS.has(term) || ROLE_RELATION_STEMS.has(term)) continue;
    if (NARRATIVE_STEMS.has(term) || storyTerms(c).has(term) || LAYER_STEMS.has(term) || term.includes('/')) continue;
    if (!scopeMatch(term, older.terms)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------
// Relocations: "X moved to `b/`" against "X lives in `a/`", the old place named only as gone

/** Verbs that put a thing at a place in a repository: "lives in", "is defined in", "are served from". */
const LOCATION_VERBS = new Set('live lives sit sits reside resides is are located defined declared stored kept served found placed housed'.split(' '));
const LOCATION_PREPOSITIONS = new Set(['in', 'at', 'from', 'under', 'inside']);
/** Words saying a place is gone or emptied: the newer may name the old place so, and only so. */
const GONE_WORDS = new Set('deleted removed gone emptied empty dropped exists exist leftover archived'.split(' '));

/** The path an older clause puts its subject at ("lives in the top-level `config/` directory"), with its token. */
function locatedAt(c: Clause): Token | null {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i < t.length; i++) {
    if (!LOCATION_PREPOSITIONS.has(t[i]!.norm) || !LOCATION_VERBS.has(t[i - 1]!.norm)) continue;
    // An article and a word or two may come first: "in the top-level `config/` directory".
    for (let j = i + 1; j < t.length && j <= i + 3; j++) {
      const x = t[j]!;
      if (x.kind === 'code') return isPlace(x) ? x : null;
      if (x.kind !== 'word') break;
    }
  }
  // "The server entrypoint is `src/index.ts`", "`utils/dates.py` has the `parse_period()` helper": a clause naming
  // one place puts what it speaks of there, whatever its verb.
  let only: Token | null = null;
  for (const x of t) {
    if (!isPlace(x)) continue;
    if (only !== null) return null;
    only = x;
  }
  return only;
}

/** A folder or a file in the repository: `config/`, `app/models/user.py`, `WORKSPACE` is no path. */
function isPlace(t: Token): boolean {
  return t.kind === 'code' && /^[\w@.-]+(?:\/[\w@.*-]*)+$|^[\w-]+\.[a-z]{1,5}$/i.test(t.raw);
}

/** One path inside the other: a move into a subfolder is a reorganisation of part of it, not of the whole. */
function nested(a: string, b: string): boolean {
  const x = a.replace(/\/$/, '') + '/';
  const y = b.replace(/\/$/, '') + '/';
  return x.startsWith(y) || y.startsWith(x);
}

// namedOnlyAsGone's tests as loops, not callbacks: a closure made per call lost its compiled code at each full GC.
function writesAnchor(tokens: readonly Token[], norm: string): boolean {
  for (const x of tokens) if (x.kind === 'code' && normalizeAnchor(x.raw) === norm) return true;
  return false;
}

function writesGoneWord(tokens: readonly Token[]): boolean {
  for (const x of tokens) if (GONE_WORDS.has(x.norm)) return true;
  return false;
}

/** Every clause of the newer that names `place` says it is gone ("`public/` no longer exists", "was deleted"). */
function namedOnlyAsGone(newer: Analysis, place: Token): boolean {
  const norm = normalizeAnchor(place.raw);
  for (const c of newer.clauses) {
    if (!writesAnchor(c.tokens, norm)) continue;
    if (c.positive && !writesGoneWord(c.tokens)) return false;
  }
  return true;
}

/**
 * The words naming what a clause puts somewhere, read before `end` (its verb): the specific ones ("SMS templates"),
 * or, when it has none, its general ones ("Settings"), marked so: a general name matches only another.
 */
function thingBefore(c: Clause, end: (t: Token) => boolean): { words: string[]; general: boolean } {
  const specific: string[] = [];
  const general: string[] = [];
  for (const t of c.tokens) {
    if (end(t)) break;
    for (const x of t.terms) {
      if (!(c.terms.get(x)! > 0) || LIGHT_STEMS.has(x) || STOPWORDS.has(x) || x.startsWith('ant:')) continue;
      (GENERIC_STEMS.has(x) ? general : specific).push(x);
    }
  }
  return specific.length > 0 ? { words: specific, general: false } : { words: general, general: true };
}

/**
 * The words before each clause's verb that the other clause lacks: both have some ("worker" / "API") when each
 * qualifies its subject its own way. A general word counts here: "the API entrypoint" is not "the worker entrypoint".
 */
function qualifiedApart(p: Clause, place: Token, moved: Clause): boolean {
  const own = (c: Clause, other: Clause, skip: Token | null) => {
    for (const t of c.tokens) {
      if (t === skip || t.kind === 'code') continue;
      if (c.verbs.has(t.terms[0] ?? '') || MOVE_VERBS.has(t.norm) || LOCATION_VERBS.has(t.norm)) return false;
      // A tool or platform ("Godot player movement") says what it is written with, not which one it is.
      if (t.terms.some((x) => c.terms.get(x)! > 0 && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x) && !x.startsWith('ant:') && !c.memberTerms.has(x) && !scopeMatch(x, other.terms))) return true;
    }
    return false;
  };
  return own(p, moved, place) && own(moved, p, null);
}

/** The specific words of each item of a list before the clause's verb ("`formatDate` and the other date helpers"). */
function conjuncts(c: Clause, verbs: ReadonlySet<string>): string[][] {
  const out: string[][] = [[]];
  for (const t of c.tokens) {
    if (verbs.has(t.norm)) break;
    if (t.norm === 'and' || t.norm === ',' || t.norm === 'or') { out.push([]); continue; }
    for (const x of t.terms) if (c.terms.get(x)! > 0 && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x) && !GENERIC_STEMS.has(x) && !x.startsWith('ant:')) out[out.length - 1]!.push(x);
  }
  return out;
}

/** The same file in the same folder under another extension (`signal.js` / `signal.ts`). */
function portedFile(a: string, b: string): boolean {
  const x = a.replace(/\.[a-z0-9]+$/i, '');
  return x !== a && x === b.replace(/\.[a-z0-9]+$/i, '');
}

/** The name a path's last part has without its extension: `config/settings.yaml`, `config/settings/` → settings. */
function fileStem(path: string): string {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  return last.replace(/\.[a-z0-9]+$/i, '').toLowerCase();
}

/**
 * Two places for one file: the same name in the same folder in another format (`config/settings.ini` →
 * `config/settings.toml`), or split into a folder of that name (`config/settings/base.py`); in another folder only
 * when the name is not a general one (`index`, `main`).
 */
function sameFileStem(a: string, b: string): boolean {
  const x = fileStem(a);
  if (x.length < 3) return false;
  const lower = b.toLowerCase();
  const folder = a.toLowerCase().replace(/\/+$/, '').split('/').slice(0, -1).join('/');
  const home = folder === '' ? '' : `${folder}/`;
  if (lower.startsWith(`${home}${x}/`) || (x === fileStem(b) && lower.startsWith(home) && !lower.slice(home.length).includes('/'))) return true;
  if (GENERIC_SEGMENTS.has(x) || GENERIC_STEMS.has(termOfWord(x))) return false;
  return x === fileStem(b) || lower.includes(`/${x}/`);
}

/**
 * "`User` was moved to `app/accounts/models.py`" against "The `User` model lives in `app/models/user.py`": a thing
 * has one place in a repository, and the newer says it left for another. Only when the newer names the old place as
 * gone or not at all, the two places are not one inside the other, and the newer's subject is the older's or part
 * of its name: "Form components moved to `src/forms/`" is about some of the components, not all of them.
 */
export function relocationHit(older: Analysis, newer: Analysis): Hit | null {
  for (const p of older.clauses) {
    const place = locatedAt(p);
    if (!place) continue;
    for (const m of moves(newer)) {
      if (!isPlace(m.target) || nested(place.raw, m.target.raw) || !namedOnlyAsGone(newer, place)) continue;
      // What the older locates: its terms without the place's own (a file name that repeats the subject stays).
      const a = new Map(p.terms);
      for (const term of place.terms) if (!p.tokens.some((x) => x !== place && x.terms.includes(term))) a.delete(term);
      const moved = thingBefore(m.clause, (t) => MOVE_VERBS.has(t.norm));
      // "Settings were split and moved": what is done to it is not what it is.
      const specific = moved.words.filter((x) => !m.clause.verbs.has(x));
      const found = (x: string) => a.has(x) || sameName(x, a);
      // "`formatDate` and the other date helpers moved": each thing of a list moved, and one found is enough.
      if (specific.length === 0 || !(specific.every(found) || conjuncts(m.clause, MOVE_VERBS).some((words) => words.length > 0 && words.every(found)))) {
        // `config/settings.yaml` → `config/settings.toml`: one file under its own name, in another format or folder.
        if (!sameFileStem(place.raw, m.target.raw) || !(moved.general || specific.length === 0 || specific.some(found))) continue;
      } else if (moved.general && !thingBefore(p, (t) => LOCATION_VERBS.has(t.norm)).general && !sameFileStem(place.raw, m.target.raw)) continue;
      // "The worker entrypoint is …" / "The API entrypoint moved …": each names its own one.
      if (qualifiedApart(p, place, m.clause)) continue;
      // "Settings moved to …" names nothing in particular: only against an older that names nothing either, or the same file.
      return {
        kind: 'substitution',
        reason: `substitution: the older has ${surface(p, specific)} in ${place.raw}, the newer says it moved to ${m.written}`,
        older: [place.raw],
        newer: [m.written],
      };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// Frames: one role filled by another named thing, "are stored in InfluxDB" / "are now stored in TimescaleDB"

/**
 * Verbs that hold one named thing in the slot their preposition opens, in groups a writer swaps freely: "rendered
 * with JasperReports" / "generated by OpenPDF", "load their secrets from Vault" / "come from Azure Key Vault". A verb
 * that holds many ("uses", "depends on", "talks to", "supports", "subscribes to") is none of them.
 */
const FRAME_VERB_GROUPS: readonly string[] = [
  'store stored keep kept persist persisted save saved archive archived live lives lived reside resides resided list listed declare declared define defined',
  'run runs ran execute executed host hosted deploy deployed serve served power powered back backed',
  'generate generated render rendered build built write written produce produced create created compile compiled bundle bundled draw drawn',
  'send sent ship shipped forward forwarded deliver delivered go goes went route routed relay relayed upload uploaded publish published push pushed report reported export exported',
  'come comes came load loaded read pull pulled fetch fetched source sourced get gets got receive receives received',
  'handle handled process processed manage managed do done orchestrate orchestrated compute computed calculate calculated perform performed',
  'track tracked log logged collect collected record recorded',
  'schedule scheduled queue queued',
  'transcode transcoded encode encoded convert converted resize resized',
  'parse parsed serialize serialized deserialize deserialized',
  'sign signed hash hashed encrypt encrypted',
  'index indexed search searched',
  'provision provisioned configure configured',
  'translate translated',
  'authenticate authenticated',
  'map mapped',
];
const FRAME_VERB_GROUP = new Map<string, number>();
FRAME_VERB_GROUPS.forEach((words, g) => {
  for (const w of words.split(' ')) for (const term of wordTerms(w)) if (!FRAME_VERB_GROUP.has(term)) FRAME_VERB_GROUP.set(term, g);
});
/** The slot a preposition opens: the means or agent, the place, the destination, the source. */
const FRAME_PREPOSITIONS = new Map<string, number>([
  ['with', 0], ['by', 0], ['using', 0], ['through', 0], ['via', 0], ['over', 0],
  ['in', 1], ['on', 1], ['into', 1], ['inside', 1],
  ['to', 2], ['onto', 2],
  ['from', 3],
]);
/** Words between the verb and its preposition: "are now stored in", "go out through", "deploys straight to". */
const FRAME_GAP_WORDS = new Set('now currently still all entirely fully only instead out off straight directly up'.split(' '));
/** Words before the name in the slot that do not name it: "in the", "to an", "on its own". */
const FRAME_DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'our', 'his', 'her']);
/** What a slot may say after its name without naming another part of the project: how or from what it does it. */
const FRAME_DETAIL_OPENERS = new Set(['from', 'with', 'via', 'using', 'through', 'backed', 'fronted', 'behind', ',', '(', ';', ':', '—', 'which', 'that']);
/** Words that tell a change tried, planned or imagined, not one made. */
const FRAME_UNMADE = new Set('if would could might tried trying try plan plans planned planning considering consider evaluate evaluating evaluated proposal proposed prototype spike experiment'.split(' '));
/** Words that make the word after them a noun, not a verb: "each run on Jenkins", "the build with Vite". */
const FRAME_NOT_BEFORE_VERB = new Set('the a an each every this that its their our his her per of for in on with to from by no any some'.split(' '));
const RUN_GROUP = 1;
/** A passive's auxiliaries with their clitics ("it's rendered", "they're stored"): a frame's slot may follow them. */
const PASSIVE_AUX = new Set([...PASSIVE_AUXILIARIES, "'s", "'re"]);
/** Frame verbs whose slot needs no object before it: what runs, goes, comes or deploys somewhere. */
const INTRANSITIVE_FRAME_VERBS = new Set('run runs ran go goes went come comes came deploy deploys deployed live lives lived reside resides resided build builds compile compiles bundle bundles'.split(' '));
const GERUND = /ing$/;
const OBJECT_QUANTIFIERS = new Set(['all', 'every', 'each', 'both']);
const MAKE_GROUP = 2;
const CAPITAL = /^[A-Z]/;
const INNER_CAPITAL = /^[A-Za-z][a-z]+[A-Z0-9]|\.\w/;
/** A verb in the present or past of its subject: "renders", "generated" (not "rendering"). */
const ACTIVE_FORM = /(?:s|ed)$/;
const VERSION_END = /(?<=[a-z])v?\d+(?:\.\d+)+$/;
const FILE_LIKE = /\.([a-z0-9]{1,5})$/i;
const NAME_CODE = /^@?[A-Za-z][\w.+#-]*$/;
const ADJECTIVE_SUFFIX = /-(?:only|based|first|native|compatible|friendly|specific|free|ready|aware|powered|backed)$/i;
const DIGITS_ONLY = /^[\d.,x]+$/i;

interface Frame {
  clause: Clause;
  /** FRAME_VERB_GROUPS index × 4 + the preposition's slot. */
  key: number;
  verb: number;
  /** The name's tokens: [first, end); with the plain nouns after it that say what kind of thing it is ("S3 bucket"), [first, kindEnd). */
  first: number;
  end: number;
  kindEnd: number;
  /** Where the clause's words that say which part of the project stop: the end, or a detail after the name. */
  scopeEnd: number;
  name: string;
  /** The term of a verb that names the activity, part of what the clause is about ("transcoded with"). */
  named?: string | undefined;
  /** A means said by a change to it ("switched to FastExcel"): it takes the place of whatever slot the other fills. */
  switched?: boolean;
  /** The slot holds a data or configuration file (`config/server.ini`), not a tool. */
  file?: boolean;
}

/** A verb of the clause after `at`, before the next comma or "and". */
function verbBeforeBreak(c: Clause, at: number): boolean {
  for (let k = at + 1; k < c.tokens.length; k++) {
    const t = c.tokens[k]!;
    if (t.norm === ',' || t.norm === 'and' || t.norm === ';') return false;
    if (c.verbs.has(t.terms[0] ?? '')) return true;
  }
  return false;
}

/** The verb at `v` is a participle after a form of "be" or "get" ("are now stored", "gets pulled"). */
function passiveAt(t: readonly Token[], v: number): boolean {
  let k = v - 1;
  while (k > 0 && FRAME_GAP_WORDS.has(t[k]!.norm)) k--;
  return k >= 0 && PASSIVE_AUX.has(t[k]!.norm);
}

function verbAfter(c: Clause, at: number): boolean {
  for (let k = at + 1; k < c.tokens.length; k++) if (c.verbs.has(c.tokens[k]!.terms[0] ?? '')) return true;
  return false;
}

/** A name a slot can hold: a tool or product as a word in capitals or in code, not a path, a setting, a file or a number. */
function frameName(t: Token): boolean {
  if (!isName(t) || t.terms.length === 0) return false;
  if (t.kind === 'code' || t.quoted) {
    if (!NAME_CODE.test(t.raw)) return false;
    const ext = FILE_LIKE.exec(t.raw);
    // `sitemap.ts` is a file, "Fabric.js" a library.
    return !(ext && FILE_EXTENSIONS.has(ext[1]!.toLowerCase()) && !(ext[1] === 'js' && !t.quoted && CAPITAL.test(t.raw)));
  }
  // "Android-only", "cloud-based": an adjective made from a name.
  return !DIGITS_ONLY.test(t.raw) && !ADJECTIVE_SUFFIX.test(t.raw);
}

const FRAMES = new WeakMap<Analysis, readonly Frame[]>();
const NO_FRAMES: readonly Frame[] = [];

/** The named slots of a text's positive clauses ("stored in InfluxDB", "are now generated by `tsoa`"), read once per analysis. */
export function framesOf(a: Analysis): readonly Frame[] {
  // Most texts fill no frame: their empty answer is kept on the analysis, not in the map.
  if (a.frameBits === 0) return NO_FRAMES;
  const out = FRAMES.get(a);
  if (out !== undefined) return out;
  let found: Frame[] | null = null;
  for (const c of a.clauses) {
    // An instruction ("all mail must go through `relay-paris`") is the modality check's.
    if (!c.positive || c.conditional || c.modals.length > 0) continue;
    const t = c.tokens;
    for (let i = 1; i + 1 < t.length; i++) {
      if (t[i]!.norm === 'as') {
        const form = formFrame(c, i);
        if (form !== null) (found ??= []).push(form);
        continue;
      }
      const slot = FRAME_PREPOSITIONS.get(t[i]!.norm);
      if (slot === undefined) continue;
      let v = i - 1;
      while (v > 0 && FRAME_GAP_WORDS.has(t[v]!.norm)) v--;
      // "load their secrets from Vault": the verb's object may come before its preposition.
      // A verb the clause reads as one first ("pulls its sensor readings from": not "readings"), else the nearest
      // word of a frame group ("The tracking services load their secrets from", read with "services" as the verb).
      const object = v;
      let nearest = -1;
      for (let k = object; k > 0 && object - k <= 3 && t[k]!.kind === 'word' && (k === object || !FRAME_PREPOSITIONS.has(t[k]!.norm)) && !isName(t[k]!); k--) {
        const term = t[k]!.terms[0];
        if (term === undefined || !FRAME_VERB_GROUP.has(term)) continue;
        if (c.verbs.has(term)) {
          nearest = k;
          break;
        }
        if (nearest < 0) nearest = k;
      }
      if (nearest >= 0) v = nearest;
      const verbTerm = t[v]!.terms[0];
      if (verbTerm === undefined) continue;
      // "The report job reads from the `orders` table": an active verb that takes an object, with none, reads from many
      // places; "Secrets are read from", "loads its secrets from", "runs on", "deploys to" hold one.
      if (v === object && !INTRANSITIVE_FRAME_VERBS.has(t[v]!.norm) && !passiveAt(t, v)) continue;
      const group = FRAME_VERB_GROUP.get(verbTerm);
      // A verb as the clause reads it, or a word in verb form after its subject ("Background tasks … run on Celery").
      // Not when the clause has a verb of its own after it: "Direct pushes to `main` are blocked".
      if (group === undefined || v === 0 || !(c.verbs.has(verbTerm) || (v > 0 && t[v - 1]!.kind === 'word' && !FRAME_NOT_BEFORE_VERB.has(t[v - 1]!.norm) && !verbAfter(c, v)))) continue;
      let first = i + 1;
      while (first < t.length && FRAME_DETERMINERS.has(t[first]!.norm)) first++;
      let end = first;
      while (end < t.length && frameName(t[end]!)) end++;
      // "are read from `config/server.ini`": a file of data or settings holds the slot as a tool does.
      const file = end === first && dataFile(t[first]);
      // A tool of the catalogue written in lower case: "are built with make", "shipped with fluentd".
      if (file || (end === first && t[first]?.kind === 'word' && c.memberTerms.has(t[first]!.terms[0] ?? ''))) end = first + 1;
      if (end === first) continue;
      // "to an EMQX cluster", "on the `tokio` runtime": a plain noun after the name says what kind of thing it is.
      let after = end;
      while (after < t.length && after < end + 2 && kindNoun(t[after]!)) after++;
      const opener = t[after]?.norm;
      const scopeEnd = opener === undefined || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
      // `python3.12` is Python: a version run into the name is no part of it.
      const name = t.slice(first, end).map((x) => x.raw.toLowerCase()).join(' ').replace(VERSION_END, '');
      // "generated from OpenPDF templates": what a thing is made from is what it is made with.
      const key = group * 4 + (slot === 3 && group === MAKE_GROUP ? 0 : slot);
      (found ??= []).push({ clause: c, key, verb: v, first, end, kindEnd: after, scopeEnd, name, file });
    }
    const active = activeFrame(c) ?? copulaFrame(c);
    if (active !== null) (found ??= []).push(active);
    const means = activityFrame(c);
    if (means !== null) (found ??= []).push(means);
    const used = useFrame(c);
    if (used !== null) (found ??= []).push(used);
    const done = passiveMeansFrame(c);
    if (done !== null) (found ??= []).push(done);
  }
  if (found === null) {
    a.frameBits = 0;
    return NO_FRAMES;
  }
  FRAMES.set(a, found);
  return found;
}

/** A file of data, settings or strings in code: `config/server.ini`, `shows.csv`, `messages.fr.xlf`, `.env`. */
const DATA_FILE = /^[\w./@+-]*\.(?:json|jsonc|json5|ya?ml|toml|ini|conf|cfg|properties|plist|env|xml|csv|tsv|txt|hocon|xlf|xliff|po|arb|resx)$/i;

function dataFile(t: Token | undefined): boolean {
  return t !== undefined && t.kind === 'code' && DATA_FILE.test(t.raw);
}

/** The last segment of a path: `data/stops.xml` and `stops.xml` are one file. */
function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** A name no sentence opens with by chance: in code, a catalogue member, or spelled as one ("MuseScore", "Fabric.js", "K9s"). */
function plainlyName(t: Token, c: Clause): boolean {
  return t.kind === 'code' || t.quoted || c.memberTerms.has(t.terms[0] ?? '') || INNER_CAPITAL.test(t.raw);
}

/**
 * "MuseScore renders the band's sheet music PDFs now": a clause that opens with a name and a verb of a frame group
 * gives that name the slot of the means or agent, as "are rendered by LilyPond" does; the rest of the clause is what
 * it acts on. Only a name plainly one ("Billing processes refunds" names a team, not a tool).
 */
function activeFrame(c: Clause): Frame | null {
  const t = c.tokens;
  let first = 0;
  while (first < t.length && FRAME_DETERMINERS.has(t[first]!.norm)) first++;
  let end = first;
  while (end < t.length && frameName(t[end]!) && plainlyName(t[end]!, c)) end++;
  if (end === first || end >= t.length - 1) return null;
  let v = end;
  while (v < t.length && FRAME_GAP_WORDS.has(t[v]!.norm)) v++;
  const verb = t[v];
  const verbTerm = verb?.terms[0];
  if (verb === undefined || verbTerm === undefined || !c.verbs.has(verbTerm) || verb.kind !== 'word' || !ACTIVE_FORM.test(verb.norm)) return null;
  const group = FRAME_VERB_GROUP.get(verbTerm);
  // "Postgres runs version 15": what runs something is the thing itself, not a tool in a slot of another. And a noun
  // read as the verb ("`web` routes authenticate with …") has the clause's verb after it.
  if (group === undefined || group === RUN_GROUP || verbBeforeBreak(c, v)) return null;
  // The object opens with an article, a possessive or a name ("renders the band's PDFs"): "`web` routes authenticate
  // with …" has a noun where the verb would be.
  const object = t[v + 1];
  if (object === undefined || !(FRAME_DETERMINERS.has(object.norm) || OBJECT_QUANTIFIERS.has(object.norm) || isName(object))) return null;
  // What it acts on runs to a detail of how ("with a custom stylesheet").
  let scopeEnd = v + 2;
  while (scopeEnd < t.length && !(FRAME_DETAIL_OPENERS.has(t[scopeEnd]!.norm) && t[scopeEnd]!.norm !== 'that' && t[scopeEnd]!.norm !== 'which')) scopeEnd++;
  const name = t.slice(first, end).map((x) => x.raw.toLowerCase()).join(' ').replace(VERSION_END, '');
  return { clause: c, key: group * 4, verb: v, first, end, kindEnd: end, scopeEnd, name };
}

/** A plain noun that can say what kind of thing a name is ("bucket", "runtime"): no function word, no gerund ("for archiving"). */
function kindNoun(t: Token): boolean {
  return t.kind === 'word' && t.terms.length > 0 && !STOPWORDS.has(t.norm) && !FRAME_DETAIL_OPENERS.has(t.norm) && !FRAME_PREPOSITIONS.has(t.norm) && !GERUND.test(t.norm);
}

/** The key of a role said with a copula: "The image CDN is Fastly", "`pnpm` is the package manager", "uses `j2mod` as its Modbus library". */
const COPULA_KEY = FRAME_VERB_GROUPS.length * 4;
const USE_FORMS = new Set(['use', 'uses', 'used']);

/** The end of a name span at `from` (none: `from`), in code or capitals. */
function nameSpan(t: readonly Token[], from: number): number {
  let end = from;
  while (end < t.length && frameName(t[end]!)) end++;
  return end;
}

/** Past the plain nouns after a name that say what kind it is, to the clause's end or a detail: -1 when something else follows. */
function roleEnd(t: readonly Token[], end: number): number {
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun(t[after]!)) after++;
  return after === t.length || FRAME_DETAIL_OPENERS.has(t[after]!.norm) ? after : -1;
}

/**
 * A role said with a copula or "as": "The image CDN is Fastly" (the subject before "is" is the role), "`tidewatch` is
 * the alerting daemon for the harbour sensors" (the words after "the" are), "uses `pdf-lib` as its PDF library" (the
 * words before "uses" and after "as" are). The name is a name plainly when it opens the clause.
 */
function copulaFrame(c: Clause): Frame | null {
  const t = c.tokens;
  for (let k = 1; k + 1 < t.length; k++) {
    const w = t[k]!.norm;
    if (COPULAS.has(w)) {
      let first = k + 1;
      while (first < t.length && FRAME_GAP_WORDS.has(t[first]!.norm)) first++;
      const end = nameSpan(t, first);
      if (end > first) {
        // "The image CDN is Fastly": the role before, the name ending the clause.
        const stop = roleEnd(t, end);
        if (stop < 0) continue;
        return { clause: c, key: COPULA_KEY, verb: k, first, end, kindEnd: stop, scopeEnd: stop, name: spanName(t, first, end) };
      }
      // "`tidewatch` is the alerting daemon for …": the name before, the role after an article.
      let start = 0;
      while (start < k && FRAME_DETERMINERS.has(t[start]!.norm)) start++;
      if (nameSpan(t, start) !== k || !plainlyName(t[start]!, c)) continue;
      // "Newtonsoft is out": gap words can run to the clause's end.
      if (first === t.length || !FRAME_DETERMINERS.has(t[first]!.norm)) continue;
      let stop = first + 1;
      while (stop < t.length && !FRAME_DETAIL_OPENERS.has(t[stop]!.norm)) stop++;
      return { clause: c, key: COPULA_KEY, verb: k, first: start, end: k, kindEnd: k, scopeEnd: stop, name: spanName(t, start, k) };
    }
    if (USE_FORMS.has(w)) {
      // "uses `pdf-lib` as its PDF library".
      let first = k + 1;
      while (first < t.length && FRAME_DETERMINERS.has(t[first]!.norm)) first++;
      const end = nameSpan(t, first);
      if (end === first || t[end]?.norm !== 'as' || !FRAME_DETERMINERS.has(t[end + 1]?.norm ?? '')) continue;
      let stop = end + 2;
      while (stop < t.length && !FRAME_DETAIL_OPENERS.has(t[stop]!.norm)) stop++;
      return { clause: c, key: COPULA_KEY, verb: k, first, end, kindEnd: end, scopeEnd: stop, name: spanName(t, first, end) };
    }
  }
  return null;
}

/**
 * The key of the means an activity is done with, whatever verb says it: "Route optimization uses Google OR-Tools" /
 * "Route optimization is now done by `route-solver`", "Event search is powered by Meilisearch".
 */
const ACTIVITY_KEY = COPULA_KEY + 1;
/** A subject head that names an activity, not a thing: "geocoding", "optimization", "search". */
const ACTIVITY_NOUN = /(?:[^e]tion|sion|[a-z]{3}ing|ment)$/;
const ACTIVITY_NOUNS = new Set(['search', 'delivery', 'analysis', 'auth']);
/** Nouns of those endings that name a thing, which uses several tools at once: "The staging environment uses Postgres". */
const THING_NOUNS = new Set('environment component document element segment attachment statement argument instrument string setting heading listing padding binding building'.split(' '));
/** Participles that give the means of an activity one holder: "is handled by", "is powered by", "is done with". */
const MEANS_PARTICIPLES = new Set('powered done handled performed provided driven implemented'.split(' '));
const MEANS_PREPOSITIONS = new Set(['by', 'with', 'using', 'via', 'through']);
const RELY_FORMS = new Set(['rely', 'relies', 'relied']);
const PARTICIPLE = /(?:ed|en|wn|lt|nt|ne)$/;
const GO_FORMS = new Set(['go', 'goes', 'went']);
/** Words a subject made of plain words cannot hold: a preposition or a clause's own verb opens another phrase. */
const NOT_IN_ACTIVITY_SUBJECT = new Set([...FRAME_PREPOSITIONS.keys(), 'for', 'of', 'at', 'and', 'or', ',']);

/** Frames whose verb is plain "use", which names one tool of many as readily as the only one. */
const PLAIN_USE = new WeakSet<Frame>();

/**
 * "Address geocoding uses the Google Geocoding API" / "Address geocoding is now handled by Nominatim": a subject of
 * plain words whose head names an activity, then "uses", "relies on", "goes through" or "is powered / done /
 * handled / performed by", then a name: the means of that activity, one slot whichever verb fills it. A verb of a
 * frame group in the passive names the activity itself ("Podcast audio is transcoded with SoX" / "Podcast
 * transcoding now goes through ffmpeg"): its word joins what the clause is about.
 */
function activityFrame(c: Clause): Frame | null {
  const t = c.tokens;
  let k = 0;
  while (k < t.length && FRAME_DETERMINERS.has(t[k]!.norm)) k++;
  const start = k;
  // The subject: plain words up to the verb, at most five (a capital opening the sentence is no name).
  while (k < t.length && k - start < 5 && t[k]!.kind === 'word' && (!isName(t[k]!) || (k === 0 && !INNER_CAPITAL.test(t[k]!.raw))) && !FRAME_GAP_WORDS.has(t[k]!.norm) && !NOT_IN_ACTIVITY_SUBJECT.has(t[k]!.norm) && !USE_FORMS.has(t[k]!.norm) && !RELY_FORMS.has(t[k]!.norm) && !GO_FORMS.has(t[k]!.norm) && !COPULAS.has(t[k]!.norm)) k++;
  if (k === start || k >= t.length - 1) return null;
  const head = t[k - 1]!.norm;
  const activity = (ACTIVITY_NOUN.test(head) && !THING_NOUNS.has(head)) || ACTIVITY_NOUNS.has(head);
  let v = k;
  while (v < t.length && FRAME_GAP_WORDS.has(t[v]!.norm)) v++;
  const w = t[v]?.norm;
  if (w === undefined) return null;
  let at = v + 1;
  const plain = USE_FORMS.has(w);
  // "Podcast audio is transcoded with SoX": the verb names the activity ("transcoding"), and its word is part of
  // what the clause is about.
  let named: string | undefined;
  if (!activity) {
    if (!COPULAS.has(w)) return null;
    while (at < t.length && FRAME_GAP_WORDS.has(t[at]!.norm)) at++;
    const verb = t[at];
    named = verb?.terms[0];
    if (verb === undefined || named === undefined || MEANS_PARTICIPLES.has(verb.norm) || !PARTICIPLE.test(verb.norm) || !FRAME_VERB_GROUP.has(named) || !MEANS_PREPOSITIONS.has(t[at + 1]?.norm ?? '')) return null;
    at += 2;
  } else if (plain) {
    // "uses X"
  } else if (RELY_FORMS.has(w)) {
    if (t[at]?.norm !== 'on') return null;
    at++;
  } else if (GO_FORMS.has(w)) {
    while (at < t.length && FRAME_GAP_WORDS.has(t[at]!.norm)) at++;
    if (t[at]?.norm !== 'through' && t[at]?.norm !== 'via') return null;
    at++;
  } else if (COPULAS.has(w)) {
    while (at < t.length && FRAME_GAP_WORDS.has(t[at]!.norm)) at++;
    if (!MEANS_PARTICIPLES.has(t[at]?.norm ?? '') || !MEANS_PREPOSITIONS.has(t[at + 1]?.norm ?? '')) return null;
    at += 2;
  } else return null;
  while (at < t.length && FRAME_DETERMINERS.has(t[at]!.norm)) at++;
  let end = nameSpan(t, at);
  // A tool of the catalogue written in lower case: "goes through ffmpeg".
  if (end === at && t[at]?.kind === 'word' && c.memberTerms.has(t[at]!.terms[0] ?? '')) end = at + 1;
  if (end === at) return null;
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun(t[after]!)) after++;
  const opener = t[after]?.norm;
  const scopeEnd = opener === undefined || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
  const frame: Frame = { clause: c, key: ACTIVITY_KEY, verb: v, first: at, end, kindEnd: after, scopeEnd, name: spanName(t, at, end), named };
  if (plain) PLAIN_USE.add(frame);
  return frame;
}

/** The keys of the form a frame verb's thing takes, one per verb group: "stored as Parquet", "sent to the EHR as HL7". */
const FORM_KEY = ACTIVITY_KEY + 1;
/** How far back from "as" the verb whose form it names may be: "are exported to the partner portal as". */
const FORM_REACH = 8;

/**
 * "Trip summaries are exported to S3 as Parquet" / "Trip summaries now go to S3 as CSV files": the form a verb of a
 * frame group gives its thing after "as" is one slot, held by one named format or kind at a time, whatever place the
 * clause names between the verb and "as". The verb is the nearest one of the clause before "as", with no comma
 * between; what follows the name and its kind nouns after a preposition ("as JSON over their REST API") is how.
 */
function formFrame(c: Clause, at: number): Frame | null {
  const t = c.tokens;
  let v = -1;
  for (let k = at - 1; k > 0 && at - k <= FORM_REACH; k--) {
    const u = t[k]!;
    if (u.kind === 'punct') return null;
    const term = u.terms[0];
    if (u.kind === 'word' && term !== undefined && c.verbs.has(term) && FRAME_VERB_GROUP.has(term)) {
      v = k;
      break;
    }
  }
  if (v < 0) return null;
  let first = at + 1;
  while (first < t.length && FRAME_DETERMINERS.has(t[first]!.norm)) first++;
  const end = nameSpan(t, first);
  if (end === first) return null;
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun(t[after]!)) after++;
  const opener = t[after]?.norm;
  const scopeEnd = opener === undefined || FRAME_DETAIL_OPENERS.has(opener) || FRAME_PREPOSITIONS.has(opener) ? after : t.length;
  return { clause: c, key: FORM_KEY + FRAME_VERB_GROUP.get(t[v]!.terms[0]!)!, verb: v, first, end, kindEnd: after, scopeEnd, name: spanName(t, first, end) };
}

/**
 * The key of a means said with plain "use" or by a change to it, whatever the other side's verb: "Benchmarks use
 * `criterion`" / "Benchmarks are now written with `divan`", "The survey exporter uses Apache POI" / "The survey
 * exporter switched to FastExcel". It meets another frame only when the newer says the thing changed.
 */
const MEANS_KEY = FORM_KEY + FRAME_VERB_GROUPS.length;
/** The bits of frameBits every means-like frame and every frame holding a file set (the keys take bits 0 to 28). */
const MEANS_BIT = 1 << 30;
const FILE_BIT = 1 << 29;
const SWITCH_FORMS = new Set('switched moved migrated ported switch switches move moves migrate migrates'.split(' '));
const SWITCH_AUX = new Set(['was', 'were', 'has', 'have', 'been', 'is', 'are', 'got', 'gets', 'get']);

/** A frame that holds the means of its subject's work: a "with" / "by" / "through" slot of a verb (not where a thing runs), an activity's means, or "use". */
function meansLike(f: Frame): boolean {
  return f.key === MEANS_KEY || f.key === ACTIVITY_KEY || (f.key < COPULA_KEY && f.key % 4 === 0 && f.key !== RUN_GROUP * 4);
}

/**
 * "Benchmarks [now] use `criterion`", "The exporter switched / was migrated to FastExcel": the clause's subject, then
 * "use" or a verb of change with "to", then a name. The subject is plain words (a verb of the clause may be among
 * them: "streams"), the name in code, in capitals or a catalogue member in lower case.
 */
function useFrame(c: Clause): Frame | null {
  const t = c.tokens;
  let k = 0;
  while (k < t.length && FRAME_DETERMINERS.has(t[k]!.norm)) k++;
  const start = k;
  while (k < t.length && k - start < 6 && t[k]!.kind !== 'punct' && !USE_FORMS.has(t[k]!.norm) && !SWITCH_FORMS.has(t[k]!.norm) && !FRAME_GAP_WORDS.has(t[k]!.norm) && !SWITCH_AUX.has(t[k]!.norm) && !NOT_IN_ACTIVITY_SUBJECT.has(t[k]!.norm)) k++;
  if (k === start || k >= t.length - 1) return null;
  let v = k;
  while (v < t.length && (FRAME_GAP_WORDS.has(t[v]!.norm) || SWITCH_AUX.has(t[v]!.norm))) v++;
  const w = t[v]?.norm;
  if (w === undefined) return null;
  let at = v + 1;
  let switched = false;
  if (USE_FORMS.has(w)) {
    // "is used": a passive has its tool before the verb.
    if (v > k && SWITCH_AUX.has(t[v - 1]!.norm)) return null;
  } else if (SWITCH_FORMS.has(w)) {
    if (t[at]?.norm === 'over') at++;
    if (t[at]?.norm !== 'to') return null;
    at++;
    switched = true;
  } else return null;
  while (at < t.length && FRAME_DETERMINERS.has(t[at]!.norm)) at++;
  let end = nameSpan(t, at);
  if (end === at && t[at]?.kind === 'word' && c.memberTerms.has(t[at]!.terms[0] ?? '')) end = at + 1;
  if (end === at) return null;
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun(t[after]!)) after++;
  const opener = t[after]?.norm;
  const scopeEnd = opener === undefined || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
  return { clause: c, key: MEANS_KEY, verb: v, first: at, end, kindEnd: after, scopeEnd, name: spanName(t, at, end), switched };
}

/** Participles whose "by" names who acts or what it answers to, not a tool it is done with. */
const AGENT_PARTICIPLES = new Set(
  'replaced superseded succeeded owned maintained reviewed approved triggered caused called invoked used followed preceded accompanied protected guarded blocked covered affected impacted required needed wanted requested based inspired sponsored funded authored signed consumed shared reached accessed seen known supported'.split(' '),
);
const PAST_PARTICIPLE = /[a-z]{3,}(?:ed|en)$/;

/**
 * "Seismic traces are filtered with ObsPy", "Addresses are geocoded through the Google Maps API": a passive of a verb
 * of no frame group with a means after "with", "by", "using", "via" or "through", then a name. The verb is part of
 * what the clause is about (`named`): it meets "use" or a change on the other side only where that side writes the
 * verb or its noun ("Trace filtering was migrated to SeisComP"), and another such passive only of the same verb.
 */
function passiveMeansFrame(c: Clause): Frame | null {
  const t = c.tokens;
  for (let i = 1; i + 2 < t.length; i++) {
    if (!PASSIVE_AUX.has(t[i]!.norm)) continue;
    let v = i + 1;
    while (v < t.length && FRAME_GAP_WORDS.has(t[v]!.norm)) v++;
    const verb = t[v];
    const named = verb?.terms[0];
    if (verb === undefined || named === undefined || verb.kind !== 'word' || !PAST_PARTICIPLE.test(verb.norm) || FRAME_VERB_GROUP.has(named) || AGENT_PARTICIPLES.has(verb.norm) || !MEANS_PREPOSITIONS.has(t[v + 1]?.norm ?? '')) continue;
    let at = v + 2;
    while (at < t.length && FRAME_DETERMINERS.has(t[at]!.norm)) at++;
    let end = nameSpan(t, at);
    if (end === at && t[at]?.kind === 'word' && c.memberTerms.has(t[at]!.terms[0] ?? '')) end = at + 1;
    if (end === at) return null;
    let after = end;
    while (after < t.length && after < end + 2 && kindNoun(t[after]!)) after++;
    const opener = t[after]?.norm;
    const scopeEnd = opener === undefined || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
    return { clause: c, key: MEANS_KEY, verb: v, first: at, end, kindEnd: after, scopeEnd, name: spanName(t, at, end), named };
  }
  return null;
}

/** Two terms of one root: equal, or five letters or more in common, all but one letter of the shorter ("termin" / "terminat"). */
function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n < 5) return false;
  let k = 0;
  while (k < n && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  return k >= 5 && k >= n - 1;
}

/** The clause writes the verb of a passive means frame, as a verb or its noun ("filtered" / "filtering"). */
function verbEchoed(f: Frame, other: Clause): boolean {
  const named = f.named;
  if (f.key !== MEANS_KEY || named === undefined) return true;
  for (const x of other.terms.keys()) if (sameRoot(x, named)) return true;
  return false;
}

/** Two frames of different keys that still fill one slot: a means said with "use" or a change against a means of any verb, or anything a switch fills. */
function meansMeet(p: Frame, q: Frame): boolean {
  if (!verbEchoed(p, q.clause) || !verbEchoed(q, p.clause)) return false;
  if (p.key === MEANS_KEY) return q.switched === true || p.switched === true || meansLike(q);
  if (q.key === MEANS_KEY) return q.switched === true || meansLike(p);
  return false;
}

/** The catalogue roles a frame's name is a member of. */
function nameGroups(f: Frame): Set<number> | null {
  let out: Set<number> | null = null;
  for (let k = f.first; k < f.end; k++) {
    for (const x of f.clause.tokens[k]!.terms) for (const m of f.clause.memberTerms.get(x) ?? []) (out ??= new Set()).add(m.group);
  }
  return out;
}

/** Two names the catalogue knows, in no role in common: "Postgres" / "Sentry" fill two slots of one project. */
function rolesApart(p: Frame, q: Frame): boolean {
  const a = nameGroups(p);
  if (a === null) return false;
  const b = nameGroups(q);
  if (b === null) return false;
  for (const g of a) if (b.has(g)) return false;
  return true;
}

function spanName(t: readonly Token[], first: number, end: number): string {
  return t.slice(first, end).map((x) => x.raw.toLowerCase()).join(' ').replace(VERSION_END, '');
}

/** One bit per frame key a text fills (modulo 29), MEANS_BIT for a means of any verb, FILE_BIT for a file in a slot: two texts meet only where they share one. */
export function frameBits(a: Analysis): number {
  if (a.frameBits >= 0) return a.frameBits;
  let bits = 0;
  for (const f of framesOf(a)) bits |= (f.key === MEANS_KEY ? 0 : 1 << f.key % 29) | (meansLike(f) ? MEANS_BIT : 0) | (f.file === true ? FILE_BIT : 0);
  a.frameBits = bits;
  return bits;
}

/**
 * The terms of a frame's clause that say which part of the project it is about: every content word but the slot's
 * verb, preposition and name, the clause's story, and a detail after the name ("generated by `tsoa` from the
 * controllers" says how, not which docs).
 */
function frameScope(f: Frame, placesAside: boolean): string[] {
  const c = f.clause;
  const story = storyTerms(c);
  const out: string[] = [];
  for (let i = 0; i < f.scopeEnd; i++) {
    if (i === f.verb || (i >= f.first && i < f.kindEnd)) continue;
    const t = c.tokens[i]!;
    // A file says where the work is done (`lib/slack_client.rb`), and a text that names no place speaks of the whole project.
    if (placesAside && isFilePath(t.raw)) continue;
    for (const x of t.terms) {
      if (!(c.terms.get(x)! > 0) || c.verbs.has(x) || story.has(x) || LIGHT_STEMS.has(x) || STOPWORDS.has(x) || GENERIC_STEMS.has(x) || x.startsWith('ant:') || VERSION.test(x)) continue;
      out.push(x);
    }
  }
  if (f.named !== undefined) out.push(f.named);
  return out;
}

/** "rendered with JasperReports", "MuseScore renders". */
function frameText(f: Frame): string {
  const t = f.clause.tokens;
  const name = t.slice(f.first, f.end).map((x) => x.raw).join(' ');
  return f.verb < f.first ? `${t.slice(f.verb, f.first).map((x) => x.norm).join(' ')} ${name}` : `${name} ${t[f.verb]!.norm}`;
}

/** "published to Apple Podcasts as well": kept beside the other. */
function asWell(c: Clause): boolean {
  const t = c.tokens;
  for (let k = 1; k < t.length; k++) if (t[k]!.norm === 'well' && t[k - 1]!.norm === 'as') return true;
  return false;
}

function unmade(c: Clause): boolean {
  for (const t of c.tokens) if (FRAME_UNMADE.has(t.norm)) return true;
  return false;
}

function namesIn(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at < 0) return false;
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at + name.length);
  const letter = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return !letter(before) && !letter(after);
}

/** A noun and the verb it is made from, stemmed apart: "transcription" / "transcribed" (seven letters in common). */
function oneRoot(term: string, verb: string | undefined): boolean {
  if (verb === undefined || term.length < 7 || verb.length < 7) return false;
  for (let i = 0; i < 7; i++) if (term.charCodeAt(i) !== verb.charCodeAt(i)) return false;
  return true;
}

/**
 * "Background tasks run on Celery" / "The booking service's background tasks now run on Django-Q": one slot of one
 * subject (the same verb group and preposition, FRAME_VERB_GROUPS) holding another named thing, the other's name
 * never written on either side, neither clause keeping another ("also", "alongside", "as a fallback"), and every
 * word of each clause that says which part of the project it is about found in the other text. A newer that says
 * the thing changed ("now", "moved") need not repeat the older's detail.
 */
export function frameHit(older: Analysis, newer: Analysis): Hit | null {
  const fo = framesOf(older);
  if (fo.length === 0) return null;
  const fn = framesOf(newer);
  if (fn.length === 0) return null;
  let olderText: string | undefined;
  let newerText: string | undefined;
  for (const p of fo) {
    for (const q of fn) {
      if (p.name === q.name) continue;
      // "use" and a change to a tool meet a means of any verb, once the newer says it changed.
      // Two files of data or settings fill one slot whatever verb holds them ("read from" / "lives in"), and one file
      // under two paths is the same file.
      const files = p.file === true && q.file === true;
      if (files && baseName(p.name) === baseName(q.name)) continue;
      if (p.key !== q.key && (!(files || meansMeet(p, q)) || !announcesChange(newer) || rolesApart(p, q))) continue;
      if (p.key === MEANS_KEY && q.key === MEANS_KEY && (!announcesChange(newer) || rolesApart(p, q) || !verbEchoed(p, q.clause) || !verbEchoed(q, p.clause))) continue;
      // "The frontend is React" / "The frontend is TypeScript": a copula names facets as readily as one role; only a
      // newer that says it changed ("is now Eventbrite") refills it.
      if (p.key === COPULA_KEY && !announcesChange(newer)) continue;
      // "Product search uses Elasticsearch" / "Product search uses Redis": an activity uses more than one tool; a verb
      // that gives it one holder ("is powered by") on either side, or a newer that says it changed, makes it a swap.
      if (p.key === ACTIVITY_KEY && PLAIN_USE.has(p) && PLAIN_USE.has(q) && !announcesChange(newer)) continue;
      // "hashed with argon2" / "uses argon2id": a name run on into the other's is its variant, said more exactly.
      if ((p.key === ACTIVITY_KEY || p.key === MEANS_KEY || q.key === MEANS_KEY || p.key !== q.key) && (p.name.startsWith(q.name) || q.name.startsWith(p.name))) continue;
      olderText ??= older.text.toLowerCase();
      newerText ??= newer.text.toLowerCase();
      if (namesIn(newerText, p.name) || namesIn(olderText, q.name)) continue;
      if (coexists(p.clause) || coexists(q.clause) || unmade(q.clause) || unmade(p.clause) || asWell(q.clause)) continue;
      const a = frameScope(p, !namesPlace(newer));
      const b = frameScope(q, !namesPlace(older));
      let shared = 0;
      let apart = false;
      for (const x of b) {
        if (scopeMatch(x, p.clause.terms) || scopeMatch(x, older.terms) || oneRoot(x, p.named)) shared++;
        else apart = true;
      }
      if (apart || shared === 0) continue;
      if (!announcesChange(newer) && a.some((x) => !scopeMatch(x, q.clause.terms) && !scopeMatch(x, newer.terms) && !oneRoot(x, q.named))) continue;
      const pc = p.clause.tokens;
      const qc = q.clause.tokens;
      const olderName = pc.slice(p.first, p.end).map((t) => t.raw).join(' ');
      const newerName = qc.slice(q.first, q.end).map((t) => t.raw).join(' ');
      return {
        kind: 'substitution',
        reason: `substitution: the older has ${surface(p.clause, a)} ${frameText(p)}, the newer ${frameText(q)}`,
        older: [olderName],
        newer: [newerName],
      };
    }
  }
  return null;
}
