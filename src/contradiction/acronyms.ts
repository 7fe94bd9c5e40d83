// One subject named by an acronym on one side and spelled out on the other: "the AE form" / "the adverse events
// form", "the HIL rig" / "the hardware-in-the-loop rig", "SSO" / "single sign-on", "PRs" / "pull requests". Every
// check reads words, names and heads its own way, so rather than teach each one the acronym, the pair is read once
// more with the acronym written as the other side spells it (compare.ts findHit, only when the first reading finds
// nothing): the same reading a writer who used one spelling on both sides would get.
//
// The words must spell the acronym by their initials in order (a hyphenated word by its parts), small words inside
// an acronym of three letters or more aside ("hardware-in-the-loop" is HIL); a two-letter acronym only by words of
// four letters or more ("IT" is not "in tests", "OS" not "os so"). A unit after a number ("10 MB") is no acronym.
//
// So is a clipped word that names more than one thing, which common-names.ts leaves out for that reason ("auth" is
// authentication or authorization): the other side's full word says which, when it writes a word of one sense only
// ("the local auth cache" / "the local authorization cache"). Not a clipped word whose senses both name a kind of the
// same things ("temp": a temp table, a temp sensor; "desc": a sort order, a field), where the other side's word may be
// the other thing.

import { analyze, type Analysis, type Clause } from './analyze.js';
import { isUnitWord } from './quantities.js';
import type { Token } from './tokens.js';

/** Small words an acronym of three letters or more may skip or take: "hardware-in-the-loop" (HIL), "return on investment" (ROI). */
const SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'for', 'to', 'in', 'on', 'at', 'by', 'with', '&']);

/** A word written as an acronym: two to five capitals, perhaps a plural "s". */
const ACRONYM_WORD = /^[A-Z]{2,5}s?$/;
/** The same, in running text (respelled). Global: used only with String.replace, which resets it. */
const ACRONYM_IN_TEXT = /\b([A-Z]{2,5})(s?)\b/g;

/** An acronym as written, and the token after it (its head, in "the AE form"); its letters in capitals and in lower case, and their bits (letterBits). */
interface Written {
  token: Token;
  next: Token | undefined;
  upper: string;
  acronym: string;
  bits: number;
  /** Whether it opens its noun phrase where the clause or a comma opens (opensPhrase). */
  opens: boolean;
}

/**
 * Clipped words and the starts of the full words of each sense they stand for. Written from how notes clip words, not
 * from any set of discoveries; not a clipped word that is also a test file ("spec"), a state ("sync") or a unit ("min").
 * Each row: the clipped word, then the starts of each sense's words, senses apart by "|".
 */
const CLIPPED: ReadonlyMap<string, ReadonlyArray<readonly string[]>> = new Map(
  [
    'auth: authenticat | authoriz authoris',
    'collab: collaborat',
    'perm: permission',
    'org: organization organisation',
    'ref: reference',
    'calc: calculat',
    'sched: schedul',
    'comm: communicat',
    'svc: service',
    'err: error',
    'src: source',
  ].map((row) => {
    const [word, senses] = row.split(':') as [string, string];
    return [word.trim(), senses.split('|').map((sense) => sense.trim().split(/\s+/))] as const;
  }),
);
/** Each clipped word of CLIPPED and its plural, to the clipped word: one lookup per short word, no slice made per plural. */
const CLIPPED_FORMS: ReadonlyMap<string, string> = new Map([...CLIPPED.keys()].flatMap((word) => [[word, word] as const, [`${word}s`, word] as const]));
/** A clipped word of CLIPPED in running text, perhaps plural. Global: used only with String.replace, which resets it. */
const CLIPPED_IN_TEXT = new RegExp(`\\b(${[...CLIPPED.keys()].join('|')})(s?)\\b`, 'gi');

const NO_ACRONYMS: readonly Written[] = [];
const NO_CLIPPED: readonly string[] = [];

/**
 * What acronymsSpelledOut reads of one analysis, read once: the acronym words it writes, its clipped words, and the
 * initials of its words. One lookup per analysis and pair: nearly every pair has neither acronym nor clipped word to spell.
 */
interface Spellable {
  acronyms: readonly Written[];
  clipped: readonly string[];
  /** One bit per letter a–z that starts a word or a hyphenated word's part (spelledIn matches an acronym on these only), -1 until first asked. */
  initials: number;
}
const SPELLABLE = new WeakMap<Analysis, Spellable>();

/** Reads now what acronymsSpelledOut reads of `a` on its pairs (see compare.ts summarize). */
export function readSpelling(a: Analysis): void {
  spellable(a);
}

function spellable(a: Analysis): Spellable {
  let out = SPELLABLE.get(a);
  if (out === undefined) SPELLABLE.set(a, (out = { acronyms: acronymTokens(a), clipped: clippedWords(a), initials: -1 }));
  return out;
}

/** The bits of letters a–z in `letters` (an acronym in lower case), as initialsOf sets them. */
function letterBits(letters: string): number {
  let bits = 0;
  for (let i = 0; i < letters.length; i++) {
    const code = letters.charCodeAt(i) - 97;
    if (code >= 0 && code < 26) bits |= 1 << code;
  }
  return bits;
}

/** The letters a–z that start a word token's norm or one of its parts between hyphens, as spelledIn reads them. */
function initialsOf(a: Analysis): number {
  let bits = 0;
  for (const c of a.clauses) {
    for (const t of c.tokens) {
      if (t.kind !== 'word') continue;
      const norm = t.norm;
      for (let i = 0; i < norm.length; i++) {
        if (i > 0 && norm.charCodeAt(i - 1) !== 45 /* - */) continue;
        const code = norm.charCodeAt(i) - 97;
        if (code >= 0 && code < 26) bits |= 1 << code;
      }
    }
  }
  return bits;
}

/** The acronym words a discovery writes (not units after a number). */
function acronymTokens(a: Analysis): readonly Written[] {
  let found: Written[] | null = null;
  for (const c of a.clauses) {
    if (c.acronyms.size === 0) continue;
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.kind !== 'word' || t.terms.length === 0 || !ACRONYM_WORD.test(t.raw)) continue;
      if (i > 0 && tokens[i - 1]!.kind === 'number' && isUnitWord(t.norm)) continue;
      const upper = t.raw.endsWith('s') ? t.raw.slice(0, -1) : t.raw;
      const acronym = upper.toLowerCase();
      (found ??= []).push({ token: t, next: tokens[i + 1], upper, acronym, bits: letterBits(acronym), opens: opensPhrase(tokens, i) });
    }
  }
  return found ?? NO_ACRONYMS;
}

/**
 * The words of `c` whose initials spell `acronym` (lower case), as written there joined by spaces; or null. The run
 * starts and ends on a word with terms; in between, small words an acronym of three letters or more may take or skip.
 * Two letters spell too much by chance ("CI" / "container images"): a two-letter acronym only before the word that
 * follows the run (`next`, "the AE form" / "the adverse events form"). Not analyze.ts's expansionOf, which the
 * checks ask whether a clause spells an acronym at all: it takes no small words inside ("hardware-in-the-loop"), no
 * two-letter guard, and gives terms, where this respelling needs the words as written.
 */
function spelledIn(c: Clause, acronym: string, next: Token | undefined): string | null {
  const tokens = c.tokens;
  const first = acronym.charCodeAt(0);
  const two = acronym.length === 2;
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i]!;
    if (start.kind !== 'word' || start.terms.length === 0 || start.norm.charCodeAt(0) !== first) continue;
    let pos = 0;
    for (let k = i; k < tokens.length && pos < acronym.length; k++) {
      const w = tokens[k]!;
      if (w.kind !== 'word' || (two && w.norm.length < 4)) break;
      const parts = w.norm.split('-');
      let ok = true;
      for (let j = 0; j < parts.length; j++) {
        const part = parts[j]!;
        if (part.length === 0) continue;
        if (pos < acronym.length && part.charCodeAt(0) === acronym.charCodeAt(pos) && !(two && part.length < 4)) pos++;
        else if (!two && pos > 0 && pos < acronym.length && SMALL_WORDS.has(part)) continue;
        else {
          ok = false;
          break;
        }
      }
      if (!ok) break;
      if (pos === acronym.length) {
        if (w.terms.length === 0) break;
        if (two && !sameWord(tokens[k + 1], next)) break;
        const words: string[] = [];
        for (let j = i; j <= k; j++) words.push(tokens[j]!.norm);
        return words.join(' ');
      }
    }
  }
  return null;
}

/** Most word parts a loose spelling reads from its first word: an acronym has at most five letters. */
const LOOSE_PARTS = 5;

/**
 * The words of `c` that spell `acronym` (three letters or more, lower case) the way writers form acronyms from more
 * than initials, as written there joined by spaces; or null: every word of the run gives its initial, in order, and
 * one letter, a consonant, may come from inside a word of four letters or more after its initial, where the writer
 * took a second letter of one word or left a last word out ("DLR" / "delivery receipt", "TCU" / "telematics unit",
 * "KDS" / "kitchen displays"). The run has two words with initials at least, small words aside, no verb of its
 * clause, and ends on a whole word with terms; the word after it is the acronym's, or both open their clause or a
 * phrase after a comma. Tried only when spelledIn finds nothing.
 */
function looselySpelledIn(c: Clause, acronym: string, next: Token | undefined, opens: boolean): string | null {
  const tokens = c.tokens;
  const first = acronym.charCodeAt(0);
  let parts: string[] | null = null;
  let owners: number[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i]!;
    if (start.kind !== 'word' || start.terms.length === 0 || start.norm.charCodeAt(0) !== first) continue;
    (parts ??= []).length = 0;
    (owners ??= []).length = 0;
    for (let k = i; k < tokens.length && parts.length < LOOSE_PARTS; k++) {
      const w = tokens[k]!;
      if (w.kind !== 'word') break;
      for (const part of w.norm.split('-')) {
        if (part.length === 0) continue;
        parts.push(part);
        owners.push(k);
      }
    }
    const last = looseFit(parts, owners, 0, acronym, 0, 0, false);
    if (last < 0) continue;
    const k = owners[last]!;
    if (tokens[k]!.terms.length === 0) continue;
    // Where both say it: before the same word ("DLR webhooks" / "delivery-receipt webhooks"), or each opening its
    // clause ("The TCU encrypts …" / "The telematics unit no longer encrypts …"); not "CRC errors" / "Stripe charge calls".
    if (!sameWord(tokens[k + 1], next) && !(opens && opensPhrase(tokens, i))) continue;
    // A name, not a verb and its object ("API" is not "apps polling", "ETL" not "emits lineage").
    let verb = false;
    for (let j = i; j <= k && !verb; j++) {
      const terms = tokens[j]!.terms;
      if (terms.length > 0 && c.verbs.has(terms[0]!)) verb = true;
    }
    if (verb) continue;
    const words: string[] = [];
    for (let j = i; j <= k; j++) words.push(tokens[j]!.norm);
    return words.join(' ');
  }
  return null;
}

/** Vowels: a letter taken from inside a word is a consonant ("CLI" is not "client library"). */
const VOWELS = 'aeiouy';

/**
 * The index of the last part of `parts` (from `j`) that completes `acronym` from its letter `pos` by looselySpelledIn's
 * rule, or -1. `initials`: letters matched by initials so far; `inner`: whether the one letter from inside a word is
 * taken.
 */
function looseFit(parts: readonly string[], owners: readonly number[], j: number, acronym: string, pos: number, initials: number, inner: boolean): number {
  if (j >= parts.length) return -1;
  const part = parts[j]!;
  if (part.charCodeAt(0) === acronym.charCodeAt(pos)) {
    const next = pos + 1;
    // The acronym ends here: on a whole word, two initials matched at least, and not by initials alone (spelledIn's).
    if (next === acronym.length) {
      if (initials >= 1 && inner && owners[j + 1] !== owners[j]) return j;
    } else {
      const on = looseFit(parts, owners, j + 1, acronym, next, initials + 1, inner);
      if (on >= 0) return on;
      // The letter from inside a word: a consonant, of a word of four letters or more ("AMR" is not "arm robots").
      if (!inner && part.length >= 4 && !VOWELS.includes(acronym[next]!)) {
        const at = part.indexOf(acronym[next]!, 1);
        if (at > 0) {
          if (next + 1 === acronym.length) {
            if (initials >= 1 && owners[j + 1] !== owners[j]) return j;
          } else {
            const after = looseFit(parts, owners, j + 1, acronym, next + 1, initials + 1, true);
            if (after >= 0) return after;
          }
        }
      }
    }
  }
  if (pos > 0 && SMALL_WORDS.has(part)) return looseFit(parts, owners, j + 1, acronym, pos, initials, inner);
  return -1;
}

/** Words that may stand before a subject that opens its clause: "the TCU", "our telematics unit". */
const OPENING_WORDS = new Set(['the', 'a', 'an', 'our', 'its', 'their', 'this', 'these', 'that', 'those', 'each', 'every', 'all', 'any']);

/** Whether the word at `i` opens its noun phrase where the clause or a comma opens, determiners aside. */
function opensPhrase(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct') return t.raw === ',' || t.raw === ':';
    if (t.kind !== 'word' || !OPENING_WORDS.has(t.norm)) return false;
  }
  return true;
}

/** Two tokens are one word: a term in common. */
function sameWord(a: Token | undefined, b: Token | undefined): boolean {
  if (a === undefined || b === undefined || a.kind !== 'word' || b.kind !== 'word') return false;
  for (const t of a.terms) if (b.terms.includes(t)) return true;
  return false;
}

/** What the other text spells each acronym of `a` as ("AE" → "adverse events"), when `a` never spells it itself; or null. */
function spellings(a: Analysis, acronyms: readonly Written[], other: Analysis, spelling: Spellable): Map<string, string> | null {
  if (acronyms.length === 0) return null;
  let out: Map<string, string> | null = null;
  for (const { token: t, next, upper, acronym, bits, opens } of acronyms) {
    if (out?.has(upper)) continue;
    // The other side writes the acronym as well: nothing to spell out.
    if (other.terms.has(t.terms[0]!)) continue;
    // The other side spells it only with words starting with each of its letters.
    if (spelling.initials === -1) spelling.initials = initialsOf(other);
    const strict = (spelling.initials & bits) === bits;
    // A loose spelling needs the first letter to start a word, and an acronym of three letters or more.
    if (!strict && (acronym.length < 3 || (spelling.initials & (1 << (acronym.charCodeAt(0) - 97))) === 0)) continue;
    let words: string | null = null;
    if (strict) for (const c of other.clauses) if ((words = spelledIn(c, acronym, next)) !== null) break;
    if (words === null && acronym.length >= 3) for (const c of other.clauses) if ((words = looselySpelledIn(c, acronym, next, opens)) !== null) break;
    if (words === null) continue;
    // "single sign-on (SSO)": the acronym's side spells it too, so both already read alike.
    let own = false;
    for (const c of a.clauses) if (spelledIn(c, acronym, next) !== null || looselySpelledIn(c, acronym, next, opens) !== null) own = true;
    if (!own) (out ??= new Map()).set(upper, words);
  }
  return out;
}

/** The clipped words of CLIPPED a discovery writes as words (not in code). */
function clippedWords(a: Analysis): readonly string[] {
  let found: string[] | null = null;
  for (const c of a.clauses) {
    for (const t of c.tokens) {
      if (t.kind !== 'word' || t.norm.length > 6) continue;
      const word = CLIPPED_FORMS.get(t.norm);
      if (word !== undefined && !found?.includes(word)) (found ??= []).push(word);
    }
  }
  return found ?? NO_CLIPPED;
}

/** The full word of one sense of the clipped `word` that the text writes, when it writes words of that sense only; or null. */
function fullWordIn(a: Analysis, word: string): string | null {
  const senses = CLIPPED.get(word)!;
  let full: string | null = null;
  let sense = -1;
  for (const c of a.clauses) {
    for (const t of c.tokens) {
      if (t.kind !== 'word' || t.norm.length <= word.length) continue;
      for (let k = 0; k < senses.length; k++) {
        if (!senses[k]!.some((start) => t.norm.startsWith(start))) continue;
        if (sense >= 0 && sense !== k) return null;
        sense = k;
        full ??= t.norm;
      }
    }
  }
  return full;
}

/** What the other text writes in full for each clipped word of `a` ("auth" → "authorization"), added to `out`; or `out`. */
function clippedSpellings(a: Analysis, words: readonly string[], other: Analysis, otherWords: readonly string[], out: Map<string, string> | null): Map<string, string> | null {
  if (words.length === 0) return out;
  for (const word of words) {
    // Both sides clip it, or this side writes the full word too: nothing to spell out.
    if (otherWords.includes(word) || fullWordIn(a, word) !== null) continue;
    const full = fullWordIn(other, word);
    if (full !== null) (out ??= new Map()).set(word, full);
  }
  return out;
}

/** The text with each acronym of `map` written as its words (outside code spans), a plural kept plural. */
function respelled(text: string, map: Map<string, string>): string {
  const parts = text.split('`');
  for (let i = 0; i < parts.length; i += 2) {
    parts[i] = parts[i]!.replace(ACRONYM_IN_TEXT, (m: string, letters: string, plural: string) => {
      const words = map.get(letters);
      if (words === undefined) return m;
      return plural && !words.endsWith('s') ? `${words}s` : words;
    });
    parts[i] = parts[i]!.replace(CLIPPED_IN_TEXT, (m: string, word: string) => map.get(word.toLowerCase()) ?? m);
  }
  return parts.join('`');
}

/**
 * The two analyses read again with every acronym one side writes spelled as the other side spells it ("the AE form"
 * read as "the adverse events form"); null when neither side has an acronym the other spells out.
 */
export function acronymsSpelledOut(older: Analysis, newer: Analysis): [Analysis, Analysis] | null {
  const os = spellable(older);
  const ns = spellable(newer);
  if (os.acronyms.length === 0 && os.clipped.length === 0 && ns.acronyms.length === 0 && ns.clipped.length === 0) return null;
  const o = clippedSpellings(older, os.clipped, newer, ns.clipped, spellings(older, os.acronyms, newer, ns));
  const n = clippedSpellings(newer, ns.clipped, older, os.clipped, spellings(newer, ns.acronyms, older, os));
  if (o === null && n === null) return null;
  return [o === null ? older : analyze(respelled(older.text, o)), n === null ? newer : analyze(respelled(newer.text, n))];
}
