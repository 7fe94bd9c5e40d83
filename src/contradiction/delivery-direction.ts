// Who starts a delivery: the side that has the data pushes it, or the side that wants it polls or pulls. "Docks push
// their status to the backend" / "The backend now polls each dock for its status", "the head-end pushes time to the
// meters" / "Meters now pull their time from the head-end": one flow, told from the two ends with the roles swapped,
// so no subject test that compares the two clauses' subjects meets it. Each side is read for its parties: on the push
// side who pushes and to whom, on the pull side who polls or pulls and from whom; they oppose when the receiver of the
// one is the puller of the other and the pusher is the source, and what is delivered (when both say) shares a word. A
// side said as a state ("change notifications are push-based", "is poll-based") names no parties, and then the two
// clauses must share two content words. Registries and Git are pushed to and pulled from by two parties in turn ("CI
// pushes the image to ECR" / "ECS pulls the image from ECR"): the crosswise test keeps them apart.

import type { Analysis, Clause } from './analyze.js';
import type { Hit } from './subject.js';

const PUSH_VERBS = new Set(['push', 'pushes', 'pushed', 'pushing']);
const POLL_VERBS = new Set(['poll', 'polls', 'polled', 'polling']);
const PULL_VERBS = new Set(['pull', 'pulls', 'pulled', 'pulling']);
const PUSH_STATES = new Set(['push-based', 'push-driven', 'push-style']);
const PULL_STATES = new Set(['poll-based', 'polling-based', 'pull-based', 'poll-driven', 'pull-style']);

/** After the verb, a noun it is part of ("push notifications", "pull requests", "poll interval"), or a phrasal verb ("pulls in"). */
const NOUN_AFTER = new Set([
  'notification', 'notifications', 'request', 'requests', 'event', 'events', 'trigger', 'triggers', 'button', 'buttons', 'access', 'rights',
  'permission', 'permissions', 'protection', 'in', 'up', 'down', 'through', 'secret', 'secrets',
]);
/** After "poll" only: a noun of polling ("the poll interval"); "push rate updates" is a verb and its object. */
const POLL_NOUN_AFTER = new Set(['rate', 'rates', 'interval', 'intervals', 'loop', 'loops', 'timeout', 'timeouts', 'period', 'frequency']);
/** Before the verb, a word that makes it a noun or another sense ("on push", "git push", "long polling", "force-push"). */
const NOT_BEFORE = new Set(['on', 'every', 'each', 'a', 'the', 'git', 'long', 'short', 'force', 'docker', 'no', 'any', 'first', 'after', 'before', 'if', 'when']);
/** A pull side said as an addition or a fallback is no change of model ("also polls", "as a fallback"). */
const BESIDES = new Set(['also', 'additionally', 'fallback', 'backup', 'too', 'besides', 'failover']);
const BE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'get', 'gets', 'got', 'gotten']);
/** First person on either side is one party: "We push rate updates" / "pull rates from our ARI endpoint". */
const FIRST_PERSON = new Set(['we', 'our', 'us', 'ours']);
const WE = 'we';
/** Where each role ends: a preposition or a joining word after it opens the next. */
const BOUNDARY = new Set(['to', 'from', 'for', 'by', 'via', 'over', 'through', 'with', 'every', 'each', 'on', 'at', 'in', 'into', 'as', 'when', 'once', 'after', 'before', 'and', 'but', 'so', 'instead', 'whenever', 'until', 'while', 'using']);
const QUANTIFIERS = new Set(['each', 'every', 'all']);
const LIGHT = new Set(['now', 'have', 'has', 'had', 'need', 'needs', 'must', 'should', 'will', 'can', 'instead', 'new', 'latest']);

/** One side of a delivery read from one clause; a party it does not name is empty. */
interface Delivery {
  push: boolean;
  clause: Clause;
  verb: string;
  /** The pusher, or the source polled or pulled from. */
  from: Set<string>;
  /** The receiver, or the puller. */
  to: Set<string>;
  data: Set<string>;
  /** Said as a state ("push-based"): no parties. */
  state: boolean;
}

/** Bit 1: a push word outside code; bit 2: a poll or pull word. Once per text. */
const SIDES = new WeakMap<Analysis, number>();
const PUSH_WORD = /\bpush(?:es|ed|ing)?\b|\bpush-(?:based|driven|style)\b/i;
const PULL_WORD = /\b(?:poll|pull)(?:s|ed|ing)?\b|\b(?:poll|polling|pull)-(?:based|driven|style)\b/i;

/** Which sides of a delivery a text may write: bit 1 push, bit 2 poll or pull. For compare.ts mayHit's summary. */
export function deliverySides(a: Analysis): number {
  let bits = SIDES.get(a);
  if (bits !== undefined) return bits;
  bits = (PUSH_WORD.test(a.text) ? 1 : 0) | (PULL_WORD.test(a.text) ? 2 : 0);
  SIDES.set(a, bits);
  return bits;
}

/** Whether a pair can meet here: one text pushes, the other polls or pulls. */
export function deliveriesMayMeet(o: number, n: number): boolean {
  return ((o & 1) !== 0 && (n & 2) !== 0) || ((o & 2) !== 0 && (n & 1) !== 0);
}

function termsOf(c: Clause, from: number, to: number, out: Set<string>): void {
  for (let i = from; i < to; i++) {
    const t = c.tokens[i]!;
    if (FIRST_PERSON.has(t.norm)) {
      out.add(WE);
      continue;
    }
    if (LIGHT.has(t.norm) || BE.has(t.norm)) continue;
    for (const x of t.terms) out.add(x);
  }
}

/** The end of the role that opens at `from`: the next boundary word or the clause's end. */
function roleEnd(c: Clause, from: number): number {
  // "polls each dock", "from every terminal": a quantifier opening the role is its determiner.
  let i = from < c.tokens.length && QUANTIFIERS.has(c.tokens[from]!.norm) ? from + 1 : from;
  while (i < c.tokens.length && !(c.tokens[i]!.kind === 'word' && BOUNDARY.has(c.tokens[i]!.norm))) i++;
  return i;
}

/** The tokens after the first `word` past `from`, up to the next boundary, as terms. */
function afterWord(c: Clause, from: number, word: string, out: Set<string>): void {
  for (let i = from; i < c.tokens.length; i++) {
    const t = c.tokens[i]!;
    if (t.kind === 'word' && t.norm === word) {
      termsOf(c, i + 1, roleEnd(c, i + 1), out);
      return;
    }
  }
}

function deliveriesOf(a: Analysis, push: boolean): Delivery[] {
  const out: Delivery[] = [];
  for (const c of a.clauses) {
    if (c.negated || c.conditional) continue;
    let besides = false;
    for (const t of c.tokens) if (t.kind === 'word' && BESIDES.has(t.norm)) besides = true;
    if (besides && !push) continue;
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.kind !== 'word') continue;
      const w = t.norm;
      if ((push ? PUSH_STATES : PULL_STATES).has(w)) {
        const d: Delivery = { push, clause: c, verb: t.raw, from: new Set(), to: new Set(), data: new Set(), state: true };
        termsOf(c, 0, tokens.length, d.data);
        out.push(d);
        continue;
      }
      const pull = PULL_VERBS.has(w);
      if (!(push ? PUSH_VERBS.has(w) : POLL_VERBS.has(w) || pull)) continue;
      const prev = tokens[i - 1];
      const next = tokens[i + 1];
      if (prev !== undefined && prev.kind === 'word' && NOT_BEFORE.has(prev.norm)) continue;
      if (next !== undefined && next.kind === 'word' && (NOUN_AFTER.has(next.norm) || (POLL_VERBS.has(w) && POLL_NOUN_AFTER.has(next.norm)))) continue;
      const d: Delivery = { push, clause: c, verb: t.raw, from: new Set(), to: new Set(), data: new Set(), state: false };
      const passive = prev !== undefined && prev.kind === 'word' && BE.has(prev.norm);
      const subject = new Set<string>();
      termsOf(c, 0, passive ? i - 1 : i, subject);
      if (push) {
        // "Docks push their status to the backend"; "Status is pushed to the backend by the docks".
        if (passive) {
          for (const x of subject) d.data.add(x);
          afterWord(c, i + 1, 'by', d.from);
        } else {
          for (const x of subject) d.from.add(x);
          termsOf(c, i + 1, roleEnd(c, i + 1), d.data);
        }
        afterWord(c, i + 1, 'to', d.to);
      } else if (pull) {
        // "Meters pull their time from the head-end"; "Rates are pulled from our API by the partners".
        if (passive) {
          for (const x of subject) d.data.add(x);
          afterWord(c, i + 1, 'by', d.to);
        } else {
          for (const x of subject) d.to.add(x);
          termsOf(c, i + 1, roleEnd(c, i + 1), d.data);
        }
        afterWord(c, i + 1, 'from', d.from);
      } else {
        // "The backend polls each dock for its status"; "Each dock is polled for its status by the backend".
        if (passive) {
          for (const x of subject) d.from.add(x);
          afterWord(c, i + 1, 'by', d.to);
        } else {
          for (const x of subject) d.to.add(x);
          termsOf(c, i + 1, roleEnd(c, i + 1), d.from);
        }
        afterWord(c, i + 1, 'for', d.data);
        afterWord(c, i + 1, 'from', d.from);
      }
      out.push(d);
    }
  }
  return out;
}

function meets(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

const DELIVERY_STEMS = new Set(['push', 'poll', 'pull', 'base', 'driven', 'style']);

function clauseTerms(d: Delivery): Set<string> {
  const out = new Set<string>();
  termsOf(d.clause, 0, d.clause.tokens.length, out);
  for (const x of DELIVERY_STEMS) out.delete(x);
  return out;
}

/** The push side and the pull side name one flow with the roles swapped. */
function opposed(p: Delivery, q: Delivery): boolean {
  if (p.state || q.state) return sharedCount(clauseTerms(p), clauseTerms(q)) >= 2;
  if (p.from.size === 0 || p.to.size === 0 || q.from.size === 0 || q.to.size === 0) return false;
  if (!meets(p.to, q.to) || !meets(p.from, q.from)) return false;
  return p.data.size === 0 || q.data.size === 0 || meets(p.data, q.data);
}

/**
 * "Docks push their status to the backend" / "The backend now polls each dock for its status": one text pushes, the
 * other polls or pulls the same flow with the roles swapped.
 */
export function deliveryDirectionHit(older: Analysis, newer: Analysis): Hit | null {
  const o = deliverySides(older);
  const n = deliverySides(newer);
  if (!deliveriesMayMeet(o, n)) return null;
  for (const olderPushes of [true, false]) {
    if (!((olderPushes ? o & 1 && n & 2 : o & 2 && n & 1))) continue;
    const pushes = deliveriesOf(olderPushes ? older : newer, true);
    if (pushes.length === 0) continue;
    const pulls = deliveriesOf(olderPushes ? newer : older, false);
    for (const p of pushes) {
      for (const q of pulls) {
        if (!opposed(p, q)) continue;
        const [a, b] = olderPushes ? [p, q] : [q, p];
        return {
          kind: 'antonym',
          reason: `antonym: the older has the data ${olderPushes ? 'pushed' : 'polled or pulled'} ("${a.verb}"), the newer has it ${olderPushes ? 'polled or pulled' : 'pushed'} ("${b.verb}") between the same two parties`,
          older: [a.verb],
          newer: [b.verb],
        };
      }
    }
  }
  return null;
}
