// Two positive statements or rules whose actions undo each other: "Medical records must be kept indefinitely" /
// "Records … should now be purged after seven years", "The endpoint accepts HEIC photos" / "now rejects HEIC photos",
// "Contractors are granted write access" / "write access was revoked". Neither side is negated, so the polarity and
// modality checks never meet them. Each family below pairs a doing side with an undoing side, by whole families of
// verbs; the side that undoes is read once more as the denial of the other side's verb ("should now be not kept"),
// and the checks that read denials (subject, object, scope, two kinds of one thing) decide as they do for a plain
// "not". A text that writes both sides of one family ("kept for 30 days, then purged") says a sequence and is left
// alone (recall-115).

import type { Analysis } from './analyze.js';
import { memoize } from '../text/memo.js';
import { termWeight } from './tokens.js';

/** One verb's forms: base, third person, past, -ing, past participle. */
type Forms = readonly [string, string, string, string, string];

function verb(spec: string): Forms {
  const f = spec.split(' ');
  return [f[0]!, f[1]!, f[2]!, f[3]!, f[4] ?? f[2]!];
}

/** A family: the verbs that do (keep, accept, show …) and the verbs that undo them (purge, reject, hide …). */
interface Family {
  does: readonly Forms[];
  undoes: readonly Forms[];
}

function family(does: string, undoes: string): Family {
  return { does: does.split(',').map((s) => verb(s.trim())), undoes: undoes.split(',').map((s) => verb(s.trim())) };
}

/**
 * Keeping / destroying, accepting / refusing, showing / hiding, granting / revoking, including / leaving out, rebasing
 * / merging, committing / gitignoring, requiring / waiving. Not "refuse", "omit", "skip": those are read as negations
 * already (NEGATIVE_VERB_STEMS). Nouns that share a form ("the display", "the archive", "blocking" as a state) are left out.
 */
const FAMILIES: readonly Family[] = [
  family(
    'keep keeps kept keeping, retain retains retained retaining, preserve preserves preserved preserving',
    'purge purges purged purging, delete deletes deleted deleting, erase erases erased erasing, discard discards discarded discarding, destroy destroys destroyed destroying, wipe wipes wiped wiping, prune prunes pruned pruning, truncate truncates truncated truncating',
  ),
  family(
    'accept accepts accepted accepting, allow allows allowed allowing, permit permits permitted permitting, admit admits admitted admitting, approve approves approved approving, allowlist allowlists allowlisted allowlisting, whitelist whitelists whitelisted whitelisting',
    'reject rejects rejected rejecting, block blocks blocked blocked, deny denies denied denying, decline declines declined declining, ban bans banned banning, blocklist blocklists blocklisted blocklisting, blacklist blacklists blacklisted blacklisting',
  ),
  family(
    'show shows showed showing shown, display displays displayed displaying, expose exposes exposed exposing, reveal reveals revealed revealing, unmask unmasks unmasked unmasking',
    'hide hides hid hiding hidden, conceal conceals concealed concealing, mask masks masked masking, redact redacts redacted redacting, obscure obscures obscured obscuring',
  ),
  family('grant grants granted granting', 'revoke revokes revoked revoking, withdraw withdraws withdrew withdrawing withdrawn'),
  family('include includes included including, embed embeds embedded embedding', 'exclude excludes excluded excluding, strip strips stripped stripping'),
  family('add adds added adding, append appends appended appending, insert inserts inserted inserting', 'remove removes removed removing'),
  family('pin pins pinned pinning', 'unpin unpins unpinned unpinning, float floats floated floating'),
  family('retry retries retried retrying, requeue requeues requeued requeuing', 'abandon abandons abandoned abandoning'),
  family('throw throws threw throwing thrown, rethrow rethrows rethrew rethrowing rethrown, propagate propagates propagated propagating', 'swallow swallows swallowed swallowing, suppress suppresses suppressed suppressing, silence silences silenced silencing'),
  family('rebase rebases rebased rebasing', 'merge merges merged merging'),
  family('commit commits committed committing', 'gitignore gitignores gitignored gitignoring'),
  family('require requires required requiring, enforce enforces enforced enforcing', 'waive waives waived waiving'),
];

// Forms that are nouns or states more often than verbs in notes: not read as either side.
const NOT_VERBS = new Set(['display', 'displays', 'blocking', 'including', 'requiring', 'allowing']);

/** form → (family index, side 0 does / 1 undoes, form slot). */
const FORM_OF = new Map<string, Array<[number, 0 | 1, number]>>();
FAMILIES.forEach((f, k) => {
  for (const [side, list] of [[0, f.does], [1, f.undoes]] as const) {
    for (const forms of list) {
      forms.forEach((w, slot) => {
        if (NOT_VERBS.has(w)) return;
        let at = FORM_OF.get(w);
        if (at === undefined) FORM_OF.set(w, (at = []));
        if (!at.some(([fk, s, sl]) => fk === k && s === side && sl === slot)) at.push([k, side, slot]);
      });
    }
  }
});

/** A word of the families, not inside a hyphenated word ("squash-merge", "keep-alive") and not in code. */
const FORM_WORD = new RegExp(`(?<![-\\w])(${[...FORM_OF.keys()].sort((a, b) => b.length - a.length).join('|')})(?![-\\w])`, 'gi');
const CODE_SPAN = /`[^`]*`/g;

/** Which families a text writes on each side: bit k of `does` / `undoes`. */
export interface ActionSides {
  does: number;
  undoes: number;
}

const NO_SIDES: ActionSides = { does: 0, undoes: 0 };

/** The sides a text writes, once per text. */
export const actionSides = memoize((text: string): ActionSides => {
  let does = 0;
  let undoes = 0;
  const plain = text.replace(CODE_SPAN, ' ');
  FORM_WORD.lastIndex = 0;
  for (let m = FORM_WORD.exec(plain); m !== null; m = FORM_WORD.exec(plain)) {
    for (const [k, side] of FORM_OF.get(m[1]!.toLowerCase()) ?? []) {
      if (side === 0) does |= 1 << k;
      else undoes |= 1 << k;
    }
  }
  return does === 0 && undoes === 0 ? NO_SIDES : { does, undoes };
});

/** The families where one text only does and the other only undoes: bit k set. */
export function opposedFamilies(a: ActionSides, b: ActionSides): number {
  return opposedBits(a.does, a.undoes, b.does, b.undoes);
}

/** opposedFamilies on the bits as numbers: compare.ts mayHit reads them from the per-text summaries, per pair, with no object made. */
export function opposedBits(aDoes: number, aUndoes: number, bDoes: number, bUndoes: number): number {
  return (aDoes & ~aUndoes & bUndoes & ~bDoes) | (aUndoes & ~aDoes & bDoes & ~bUndoes);
}

/** The first verb of family `k` that `text` writes on the doing side, as its forms. */
function doingVerbIn(text: string, k: number): Forms | null {
  const plain = text.replace(CODE_SPAN, ' ');
  FORM_WORD.lastIndex = 0;
  for (let m = FORM_WORD.exec(plain); m !== null; m = FORM_WORD.exec(plain)) {
    const word = m[1]!.toLowerCase();
    for (const [fk, side] of FORM_OF.get(word) ?? []) {
      if (fk !== k || side !== 0) continue;
      for (const forms of FAMILIES[k]!.does) if (forms.includes(word)) return forms;
    }
  }
  return null;
}

/** Where a clause opens: a bare verb there is an imperative ("Gitignore the file" → "Do not commit the file"). */
const CLAUSE_OPENING = /(^\s*|[.;:!?]\s*)$/;

/**
 * `undoing`'s verbs of family `k` written as the denial of `verb` ("purged" → "not kept", "rejects" → "does not
 * accept"), outside code; null when it writes none.
 */
export function deniedAs(undoing: string, k: number, doing: string): { text: string; from: string; to: string } | null {
  const forms = doingVerbIn(doing, k);
  if (forms === null) return null;
  let from = '';
  let to = '';
  const parts = undoing.split('`');
  for (let p = 0; p < parts.length; p += 2) {
    parts[p] = parts[p]!.replace(FORM_WORD, (word: string, _g: string, at: number, whole: string) => {
      const lower = word.toLowerCase();
      const found = (FORM_OF.get(lower) ?? []).find(([fk, side]) => fk === k && side === 1);
      if (found === undefined) return word;
      const slot = found[2];
      const opening = CLAUSE_OPENING.test(parts.slice(0, p).join('`') + whole.slice(0, at));
      const denied =
        slot === 0 ? (opening ? `do not ${forms[0]}` : `not ${forms[0]}`) : slot === 1 ? `does not ${forms[0]}` : slot === 3 ? `not ${forms[3]}` : `not ${forms[4]}`;
      if (from === '') {
        from = word;
        to = denied;
      }
      return /^[A-Z]/.test(word) ? denied[0]!.toUpperCase() + denied.slice(1) : denied;
    });
  }
  return from === '' ? null : { text: parts.join('`'), from, to };
}

/**
 * Whether the undoing side is a later step rather than the other side's opposite: it states a quantity ("purged after
 * 30 days", "hides the banner after 2 seconds", "declines refunds above 500 €") while the doing side does not say it
 * holds for ever ("kept indefinitely"), or states one too ("kept for 30 days" / "purged after 30 days" is one retention
 * period said from each end). The value checks weigh those.
 */
export function undoneLater(doing: Analysis, undoing: Analysis): boolean {
  if (!undoing.clauses.some((c) => c.quantities.length > 0)) return false;
  return doing.clauses.some((c) => c.quantities.length > 0) || !PERMANENT.test(doing.text);
}

const PERMANENT = /\b(indefinitely|forever|permanently|perpetually|in perpetuity)\b/i;

/**
 * Whether the two name two kinds of one thing: a word both write ("screen", "access") after a plain word of each side's
 * own that the other never writes ("the home screen" / "the settings screen", "read access" / "write access").
 */
export function kindsOfOneThing(a: Analysis, b: Analysis): boolean {
  const before = modifiersOf(a);
  if (before.size === 0) return false;
  for (const [term, mod] of modifiersOf(b)) {
    const own = before.get(term);
    if (own !== undefined && own !== mod && !b.terms.has(own) && !a.terms.has(mod)) return true;
  }
  return false;
}

const MODIFIERS = new WeakMap<Analysis, Map<string, string>>();

/** Each plain noun term of a text → the plain content word right before it ("screen" → "home"), once per analysis. */
function modifiersOf(a: Analysis): Map<string, string> {
  let out = MODIFIERS.get(a);
  if (out !== undefined) return out;
  out = new Map();
  for (const c of a.clauses) {
    const tokens = c.tokens;
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      const prev = tokens[i - 1]!;
      if (t.kind !== 'word' || prev.kind !== 'word' || t.terms.length === 0 || prev.terms.length === 0) continue;
      const mod = prev.terms[0]!;
      if (termWeight(mod) <= 0 || FORM_OF.has(prev.norm) || FORM_OF.has(t.norm)) continue;
      out.set(t.terms[t.terms.length - 1]!, mod);
    }
  }
  MODIFIERS.set(a, out);
  return out;
}
