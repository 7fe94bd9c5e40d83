// Polarity by absence: the older says a thing has or does X, the newer that the same thing does its work without
// X. "Chat notifications set the `apns-collapse-id` header" / "`push/apns.ts` sends chat pushes without an
// `apns-collapse-id`"; "`build.zig` links libc for the `server` executable" / "The `server` exe is built without
// libc". The denial ("without X") comes from analyze.ts; flags.ts reads the same denial when X is a command's flag.

import type { Analysis, Clause, Denial } from './analyze.js';
import { termWeight } from './tokens.js';
import { GENERIC_STEMS, QUALIFIERS } from './vocabulary.js';
import { clauseText, differentThings, type Hit } from './subject.js';

/** The older asserts X in a clause about what the newer says goes without X. */
export function absenceHit(older: Analysis, newer: Analysis): Hit | null {
  for (const d of newer.denials) {
    if (d.cue !== 'without') continue;
    const lacking = newer.clauses[d.clause];
    // "fails without X", "never runs without X": a requirement, not an absence.
    if (lacking === undefined || !lacking.positive || lacking.conditional || lacking.modals.length > 0) continue;
    for (const key of d.keys) {
      if (GENERIC_STEMS.has(key) || !(termWeight(key) > 0)) continue;
      // The newer itself has X elsewhere ("without `--strict` locally; CI adds `--strict`").
      if (assertedOutside(newer, key, d)) continue;
      for (const having of older.clauses) {
        if (!having.positive || having.conditional || (having.terms.get(key) ?? 0) <= 0) continue;
        if (older.denials.some((x) => x.terms.has(key))) continue;
        if (!oneSubject(having, lacking, d)) continue;
        return {
          kind: 'polarity',
          reason: `polarity: the older has "${d.phrase}", the newer goes without it ("${clauseText(having)}" / "${clauseText(lacking)}")`,
          older: [d.phrase],
          newer: [d.cue, d.phrase],
        };
      }
    }
  }
  return null;
}

/** A positive clause of the discovery names `key` outside the denial. */
function assertedOutside(analysis: Analysis, key: string, d: Denial): boolean {
  for (const c of analysis.clauses) if (c.positive && (c.terms.get(key) ?? 0) > 0 && c !== analysis.clauses[d.clause]) return true;
  return false;
}

/**
 * The clause that has X and the one that goes without it are about one thing: a specific word in common besides X,
 * no different subjects, no scope ("in CI", "locally") each names apart, no name each has of its own.
 */
function oneSubject(having: Clause, lacking: Clause, d: Denial): boolean {
  let shared = false;
  for (const [t, w] of having.terms) {
    if (w <= 0 || d.terms.has(t) || t.startsWith('ant:') || GENERIC_STEMS.has(t) || !(termWeight(t) > 0)) continue;
    if ((lacking.terms.get(t) ?? 0) > 0) shared = true;
  }
  if (!shared || differentThings(having, lacking)) return false;
  const own = (x: Clause, y: Clause, test: (t: string, w: number) => boolean) => {
    for (const [t, w] of x.terms) if (w > 0 && !y.terms.has(t) && !d.terms.has(t) && test(t, w)) return true;
    return false;
  };
  const qualifier = (t: string) => QUALIFIERS.has(t);
  // "without --coverage locally": the denial runs to the clause's end, so a scope after X is in it.
  let scoped = false;
  for (const t of d.terms) if (QUALIFIERS.has(t) && !d.keys.includes(t) && !having.terms.has(t)) scoped = true;
  if (own(having, lacking, qualifier) && (scoped || own(lacking, having, qualifier))) return false;
  const name = (_: string, w: number) => w >= 2;
  if (own(having, lacking, name) && own(lacking, having, name)) return false;
  // "The `sync` worker" / "The `audit` worker": a word of each side's own right before the same word.
  const before = ownModified(lacking, having);
  return before.size === 0 || !hasAny(ownModified(having, lacking), before);
}

/** The terms of `x` that a word of its own, which `y` lacks, stands right before. */
function ownModified(x: Clause, y: Clause): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < x.tokens.length; i++) {
    const t = x.tokens[i]!;
    if (t.terms.length === 0 || t.terms.some((z) => y.terms.has(z))) continue;
    for (const z of x.tokens[i + 1]!.terms) if (termWeight(z) > 0 && y.terms.has(z)) out.add(z);
  }
  return out;
}

function hasAny(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}
