// "Strip outputs from notebooks before committing" against "Notebooks must be committed with their outputs": a rule to
// take a thing out before an action, and a rule to do that action with the thing. The two ask for opposite things
// although neither is negated (recall-103).

import type { Analysis, Clause } from './analyze.js';
import { stem } from './stem.js';
import { clauseText, type Hit } from './subject.js';
import { termWeight, type Token } from './tokens.js';
import { instruction } from './instructions.js';

/** Verbs that take a thing out of another: "strip", "remove", "clear", "drop", "delete", "scrub", "purge". */
const REMOVAL_STEMS = new Set('strip remove clear drop delete scrub purge'.split(' ').map((w) => stem(w)));

/** Words a removal rule may open with before its verb. */
const RULE_OPENERS = new Set(['always', 'please']);

/** Where the removed thing's words end: the container ("from …") or the action ("before …"). */
const OBJECT_STOPS = new Set(['from', 'before', 'in', 'on', 'of', 'with', 'and', 'so', 'to']);

/** What a removal rule asks: the head of what is taken out, the container's head (or null) and the action after "before". */
interface Removal {
  clause: Clause;
  head: string;
  container: string | null;
  action: string;
}

const REMOVALS = new WeakMap<Analysis, Removal[]>();

/** The clauses of `analysis` that take a thing out before an action: once per analysis, not per pair. */
function removalsOf(analysis: Analysis): Removal[] {
  let out = REMOVALS.get(analysis);
  if (out !== undefined) return out;
  out = [];
  for (const c of analysis.clauses) {
    const r = removalIn(c);
    if (r !== null) out.push(r);
  }
  REMOVALS.set(analysis, out);
  return out;
}

/** "Strip outputs from notebooks in `reports/` before committing": the head of the object, the container, the action. */
function removalIn(c: Clause): Removal | null {
  if (c.negated) return null;
  const tokens = c.tokens;
  let at = 0;
  while (at < tokens.length && RULE_OPENERS.has(tokens[at]!.norm)) at++;
  const verb = tokens[at];
  if (verb === undefined || verb.kind !== 'word' || !verb.terms.some((x) => REMOVAL_STEMS.has(x)) || !instruction(c)) return null;
  let head: string | null = null;
  let container: string | null = null;
  let j = at + 1;
  for (; j < tokens.length && !OBJECT_STOPS.has(tokens[j]!.norm); j++) head = lastWeighted(tokens[j]!) ?? head;
  if (tokens[j]?.norm === 'from') for (j++; j < tokens.length && !OBJECT_STOPS.has(tokens[j]!.norm); j++) container = lastWeighted(tokens[j]!) ?? container;
  while (j < tokens.length && tokens[j]!.norm !== 'before') j++;
  const action = tokens[j + 1];
  if (head === null || action === undefined || action.kind !== 'word' || !action.norm.endsWith('ing')) return null;
  const done = lastWeighted(action);
  return done === undefined ? null : { clause: c, head, container, action: done };
}

function lastWeighted(t: Token): string | undefined {
  if (t.kind !== 'word') return undefined;
  for (let k = t.terms.length - 1; k >= 0; k--) if (termWeight(t.terms[k]!) > 0) return t.terms[k];
  return undefined;
}

/**
 * A positive rule in `c` to do the removal's action with the removed thing: "must be committed with their outputs",
 * "Flash the firmware image with its debug symbols". The container, when the removal names one, is named too.
 */
function keptWith(c: Clause, r: Removal): boolean {
  // "must be committed": a participle read as a state ("committed" / "uncommitted") is in the verbs, not the terms.
  if (c.negated || !(c.verbs.has(r.action) || (c.terms.has(r.action) && c.tokens[0]?.terms.includes(r.action)) || passiveOf(c, r.action))) return false;
  if (r.container !== null && !c.terms.has(r.container)) return false;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.norm !== 'with') continue;
    for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
      const t = tokens[j]!;
      if (t.kind === 'punct' || OBJECT_STOPS.has(t.norm)) break;
      if (t.terms.includes(r.head)) return instruction(c);
    }
  }
  return false;
}

/** "must be committed": the action in the passive, after a form of "be". */
function passiveOf(c: Clause, action: string): boolean {
  const tokens = c.tokens;
  for (let i = 1; i < tokens.length; i++) if (tokens[i]!.terms.includes(action) && PASSIVE_BE.has(tokens[i - 1]!.norm)) return true;
  return false;
}

// Not vocabulary.ts's PASSIVE_AUXILIARIES: "was committed with" reports what happened once, and "gets" is no rule.
const PASSIVE_BE = new Set(['be', 'been', 'is', 'are', 'being']);

/** A removal rule on one side and a rule to do its action with the removed thing on the other. */
export function keptWithHit(older: Analysis, newer: Analysis): Hit | null {
  return keptAgainst(older, newer, false) ?? keptAgainst(newer, older, true);
}

/** A removal in `a` that a clause of `b` does the action of with the removed thing; `flip` when `a` is the newer. */
function keptAgainst(a: Analysis, b: Analysis, flip: boolean): Hit | null {
  // Most discoveries take nothing out before an action: one look at a list made once per analysis.
  const removals = removalsOf(a);
  if (removals.length === 0) return null;
  for (const r of removals) {
    for (const c of b.clauses) {
      if (!keptWith(c, r)) continue;
      const reason = `modality: "${clauseText(r.clause)}" takes out what "${clauseText(c)}" keeps`;
      return flip ? { kind: 'modality', reason, older: ['with'], newer: [r.head] } : { kind: 'modality', reason, older: [r.head], newer: ['with'] };
    }
  }
  return null;
}
