// Status changes of a discovery (seed 001, "Status Transitions", "Resurrection",
// "Discovery Review"). Each action says which statuses it starts from; anything
// else is refused with the actions that are possible from where the discovery is.

import { UserError } from '../errors.js';
import type { Discovery, Status } from './discovery.js';

export type LifecycleAction = 'validate' | 'outdate' | 'archive' | 'resurrect' | 'delete' | 'restore' | 'promote' | 'edit';

export const ALLOWED_FROM: Record<LifecycleAction, readonly Status[]> = {
  validate: ['active', 'outdated'],
  outdate: ['active'],
  archive: ['active', 'outdated'],
  resurrect: ['archived'],
  delete: ['active', 'outdated', 'archived'],
  restore: ['deleted'],
  promote: ['active', 'outdated', 'archived'],
  edit: ['active', 'outdated'],
};

export function allowedActions(status: Status): LifecycleAction[] {
  return (Object.keys(ALLOWED_FROM) as LifecycleAction[]).filter((action) => ALLOWED_FROM[action].includes(status));
}

export function assertAllowed(discovery: Discovery, action: LifecycleAction): void {
  if (ALLOWED_FROM[action].includes(discovery.status)) return;
  const possible = allowedActions(discovery.status);
  throw new UserError(
    `${discovery.id} is ${discovery.status}; '${action}' needs ${ALLOWED_FROM[action].join(' or ')}`,
    { fix: possible.length > 0 ? `from ${discovery.status} you can: ${possible.join(', ')}` : 'nothing can change it' },
  );
}

export interface ChangeContext {
  now: Date;
  /** HEAD when the change is made: validating and editing re-anchor the check range here. */
  commit: string | null;
}

function touch(discovery: Discovery, context: ChangeContext): string {
  const at = context.now.toISOString();
  discovery.updatedAt = at;
  return at;
}

function clearOutdated(discovery: Discovery): void {
  delete discovery.metadata.outdatedReason;
  delete discovery.metadata.outdatedCommit;
  delete discovery.metadata.outdatedAt;
}

/** Marks it checked against the code: active, validated, and re-anchored at HEAD. */
export function validate(discovery: Discovery, context: ChangeContext): void {
  assertAllowed(discovery, 'validate');
  const at = touch(discovery, context);
  discovery.status = 'active';
  discovery.metadata.validated = true;
  discovery.metadata.validatedAt = at;
  discovery.metadata.anchorCommit = context.commit;
  discovery.metadata.supersededBy = null;
  clearOutdated(discovery);
}

/**
 * A reviewer judged `discovery` not in conflict with the learnings `ids` name: they join its `compatibleWith`, and
 * the `conflictsWith` links the detector wrote between them go on both sides, since the judgement overrules them.
 * `find` gives the discoveries of the same store (a key of another file has none). Returns those whose links
 * changed, for the caller to write as well.
 */
export function judgeCompatible(discovery: Discovery, ids: readonly string[], find: (id: string) => Discovery | undefined): Discovery[] {
  const others = ids.filter((id) => id !== discovery.id);
  discovery.metadata.compatibleWith = [...new Set([...(discovery.metadata.compatibleWith ?? []), ...others])].sort();
  dropConflicts(discovery, others);
  const changed: Discovery[] = [];
  for (const id of others) {
    const other = find(id);
    if (other && dropConflicts(other, [discovery.id])) changed.push(other);
  }
  return changed;
}

/** Drops the detector's `conflictsWith` links to `ids` (the other side of a pair judged compatible). Returns whether any went. */
export function dropConflicts(discovery: Discovery, ids: readonly string[]): boolean {
  const list = discovery.metadata.conflictsWith;
  if (!Array.isArray(list)) return false;
  const kept = list.filter((id) => !ids.includes(id));
  if (kept.length === list.length) return false;
  if (kept.length > 0) discovery.metadata.conflictsWith = kept;
  else delete discovery.metadata.conflictsWith;
  return true;
}

export interface OutdateDetails {
  reason: string;
  /** The commit whose change made it outdated, when one did. */
  commit?: string | null;
  supersededBy?: string | null;
}

export function outdate(discovery: Discovery, details: OutdateDetails, context: ChangeContext): void {
  assertAllowed(discovery, 'outdate');
  const at = touch(discovery, context);
  discovery.status = 'outdated';
  discovery.metadata.outdatedReason = details.reason;
  discovery.metadata.outdatedCommit = details.commit ?? null;
  discovery.metadata.outdatedAt = at;
  if (details.supersededBy) discovery.metadata.supersededBy = details.supersededBy;
}

export type ArchiveReason = 'manual' | 'parent_task_completed' | 'parent_green_completed' | 'outdated_unreviewed';

export function archive(discovery: Discovery, reason: ArchiveReason, context: ChangeContext): void {
  assertAllowed(discovery, 'archive');
  const at = touch(discovery, context);
  discovery.status = 'archived';
  discovery.metadata.archivedAt = at;
  discovery.metadata.archivedReason = reason;
}

/** Archived → active only: a discovery from one task that is still true for later work. */
export function resurrect(discovery: Discovery, by: string, context: ChangeContext): void {
  assertAllowed(discovery, 'resurrect');
  const at = touch(discovery, context);
  discovery.status = 'active';
  discovery.metadata.resurrectedAt = at;
  discovery.metadata.resurrectedBy = by;
  discovery.metadata.anchorCommit = context.commit;
}

/** Soft delete: the record stays, remembering where it was so `restore` can put it back. */
export function softDelete(discovery: Discovery, context: ChangeContext): void {
  assertAllowed(discovery, 'delete');
  const from = discovery.status;
  const at = touch(discovery, context);
  discovery.status = 'deleted';
  discovery.metadata.deletedAt = at;
  discovery.metadata.deletedFrom = from;
}

export function restore(discovery: Discovery, context: ChangeContext): void {
  assertAllowed(discovery, 'restore');
  const at = touch(discovery, context);
  const from = discovery.metadata.deletedFrom;
  discovery.status = from === 'active' || from === 'outdated' || from === 'archived' ? from : 'active';
  discovery.metadata.restoredAt = at;
  delete discovery.metadata.deletedFrom;
}

/** Local → global; the id stays. */
export function promote(discovery: Discovery, context: ChangeContext): void {
  assertAllowed(discovery, 'promote');
  if (discovery.metadata.scope === 'global') {
    throw new UserError(`${discovery.id} is already global`, { fix: 'nothing to do' });
  }
  const at = touch(discovery, context);
  discovery.metadata.scope = 'global';
  discovery.metadata.promotedAt = at;
}

/** New content: a person vouches for it, so it is active again and re-anchored at HEAD. */
export function edit(discovery: Discovery, content: string, context: ChangeContext): void {
  assertAllowed(discovery, 'edit');
  const at = touch(discovery, context);
  discovery.content = content;
  discovery.status = 'active';
  discovery.metadata.editedAt = at;
  discovery.metadata.anchorCommit = context.commit;
  discovery.metadata.supersededBy = null;
  clearOutdated(discovery);
}
