// What a hook prints: one line naming the discoveries the change affected, one
// line saying what to do. Nothing when nothing is new.

import type { Finding } from './pending.js';
import { quoted, SUBJECT_ROOM } from '../text/quote.js';

const REASON_ROOM = 70;

function short(text: string, room = REASON_ROOM): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > room ? `${one.slice(0, room - 1)}…` : one;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function list(items: string[], max = 4): string {
  if (items.length <= max) return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

/**
 * `subject` says what was checked ("this commit", "this merge"). Findings are
 * described with their reasons when there are two or fewer, by id otherwise.
 */
export function findingsMessage(subject: string, added: readonly Finding[], pendingOnBranch: number): string[] {
  if (added.length === 0) return [];
  // "in 1a2b3c4 \"subject\"" says nothing new when the commit is the one just made.
  const reasonOf = (f: Finding) => f.change.reason.replace(` in ${f.head.slice(0, 7)} ${quoted(commitSubject(f), SUBJECT_ROOM)}`, '');
  const outdated = added.filter((f) => f.change.action === 'outdate');
  const superseded = added.filter((f) => f.change.action === 'supersede');
  const rewritten = added.filter((f) => f.change.action === 'rewrite');
  const linked = added.filter((f) => f.change.action === 'link' && !superseded.some((s) => s.change.supersededBy === f.change.id));
  const detailed = outdated.length + superseded.length + rewritten.length + linked.length <= 2;
  const parts: string[] = [];
  if (outdated.length > 0) {
    const items = outdated.map((f) => (detailed ? `${f.change.id} (${short(reasonOf(f))})` : f.change.id));
    parts.push(detailed ? `outdated ${list(items)}` : `outdated ${plural(outdated.length, 'discovery', 'discoveries')} (${list(items)})`);
  }
  if (superseded.length > 0) {
    const items = superseded.map((f) => `${f.change.id}${f.change.supersededBy ? ` (by ${f.change.supersededBy})` : ''}`);
    parts.push(`contradicted ${list(items)}`);
  }
  if (linked.length > 0) parts.push(`found ${list(linked.map((f) => f.change.id))} in conflict with older discoveries`);
  if (rewritten.length > 0) {
    const items = rewritten.map((f) => (detailed && f.change.rewrite ? `${f.change.id} (${short(f.change.rewrite.renames.map((r) => `${r.from} → ${r.to}`).join(', '))})` : f.change.id));
    parts.push(`renamed paths ${list(items)} mentions`);
  }
  return [
    `discoveries: ${subject} ${list(parts, parts.length)}.`,
    `discoveries: ${plural(pendingOnBranch, 'finding', 'findings')} pending; run 'discoveries review' to accept, keep or edit ${pendingOnBranch === 1 ? 'it' : 'them'}.`,
  ];
}

function commitSubject(f: Finding): string {
  for (const e of f.change.evidence) for (const c of e.commits) if (c.sha === f.head) return c.subject;
  return '\u0000';
}

export function subjectFor(hook: string, caughtUp: boolean): string {
  if (caughtUp) return 'the commits since the last check';
  switch (hook) {
    case 'post-commit':
      return 'this commit';
    case 'post-merge':
      return 'this merge';
    case 'post-rewrite':
      return 'this rebase';
    default:
      return 'the commits since the last check';
  }
}
