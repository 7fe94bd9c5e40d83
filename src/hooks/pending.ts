// Pending findings: what the hooks found and nobody has reviewed yet, in the
// worktree's git dir (never a tracked file: writing tracked files from a hook
// breaks rebases and merges). Each finding is a PlanChange from the review plan,
// tagged with the branch it was found on, so one branch's findings are never
// applied to another branch's store. Read and written whole, atomically, under
// the hook lock; a finding already pending is not added twice.

import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../store/atomic.js';
import type { PlanChange } from '../plan/types.js';
import type { SourceRef } from '../model/learning.js';

export interface Finding {
  /** `refs/heads/<name>`, or `HEAD` for a detached HEAD. */
  branch: string;
  /** The commit the plan was computed at. */
  head: string;
  /** The hook (or command) that found it. */
  event: string;
  /** ISO 8601. */
  foundAt: string;
  change: PlanChange;
}

/** A range a hook ran out of time on: `discoveries review` checks it first. */
export interface Unchecked {
  branch: string;
  base: string | null;
  head: string;
}

export interface PendingFile {
  version: 1;
  findings: Finding[];
  unchecked: Unchecked[];
}

export function emptyPending(): PendingFile {
  return { version: 1, findings: [], unchecked: [] };
}

/** Reads the pending file; a missing or unreadable one is empty (and says so through `problem`). */
export function readPending(file: string): { pending: PendingFile; problem: string | null } {
  if (!existsSync(file)) return { pending: emptyPending(), problem: null };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PendingFile>;
    if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.findings)) throw new Error('not a pending-findings file');
    const findings = parsed.findings.filter(isFinding);
    const unchecked = Array.isArray(parsed.unchecked) ? parsed.unchecked.filter((u) => u && typeof u.head === 'string' && typeof u.branch === 'string') : [];
    return { pending: { version: 1, findings, unchecked }, problem: null };
  } catch (error) {
    return { pending: emptyPending(), problem: `${file} is unreadable (${(error as Error).message})` };
  }
}

function isFinding(value: unknown): value is Finding {
  const f = value as Finding | null;
  return !!f && typeof f.branch === 'string' && !!f.change && typeof f.change.key === 'string' && typeof f.change.id === 'string' && typeof f.change.action === 'string';
}

export function writePending(file: string, pending: PendingFile): void {
  writeFileAtomic(file, `${JSON.stringify(pending, null, 2)}\n`);
}

export function findingKey(f: Pick<Finding, 'branch'> & { change: Pick<PlanChange, 'key' | 'action'> }): string {
  return `${f.branch}\u0000${f.change.key}\u0000${f.change.action}`;
}

/** Adds what is not pending yet; returns the findings that were new. */
export function addFindings(pending: PendingFile, findings: readonly Finding[]): Finding[] {
  const known = new Set(pending.findings.map(findingKey));
  const added: Finding[] = [];
  for (const finding of findings) {
    const key = findingKey(finding);
    if (known.has(key)) continue;
    known.add(key);
    pending.findings.push(finding);
    added.push(finding);
  }
  return added;
}

/** Removes the given findings (by branch, learning and action); returns how many went. */
export function removeFindings(pending: PendingFile, done: readonly Finding[]): number {
  const keys = new Set(done.map(findingKey));
  const before = pending.findings.length;
  pending.findings = pending.findings.filter((f) => !keys.has(findingKey(f)));
  return before - pending.findings.length;
}

/**
 * Which plan changes a hook reports: the ones a change in these commits caused.
 * `review` changes (weak evidence, nothing flips) and `archive` (age, not a
 * commit) are left to `discoveries check`.
 */
export function isHookFinding(change: PlanChange): boolean {
  return change.action === 'outdate' || change.action === 'supersede' || change.action === 'rewrite' || change.action === 'link';
}

/**
 * The plan names sources by repository-relative path; the project's own store
 * knows itself by its path from the project folder. This gives a finding's change
 * in the store's terms, or null when it belongs to another source.
 */
export function forProjectStore(change: PlanChange, store: { inRepo: SourceRef; file: string }): PlanChange | null {
  if (change.source.kind !== store.inRepo.kind || change.source.path !== store.inRepo.path) return null;
  return { ...change, source: { kind: change.source.kind, path: store.file } };
}
