// The store seen as learnings (what every checker reads), and a review plan
// written back into the store (what `check`, `review` and the Action apply).

import type { Discovery } from '../model/discovery.js';
import { learningKey, type Learning, type SourceRef } from '../model/learning.js';
import * as lifecycle from '../model/lifecycle.js';
import type { PlanChange } from '../plan/types.js';
import type { DiscoveryStore } from './discovery-store.js';

export function storeSource(store: DiscoveryStore): SourceRef {
  return { kind: store.dialect.kind, path: store.file };
}

export function toLearning(store: DiscoveryStore, d: Discovery): Learning {
  const source = storeSource(store);
  return {
    key: learningKey(source, d.id),
    id: d.id,
    source,
    content: d.content,
    status: d.status,
    createdAt: typeof d.createdAt === 'string' ? d.createdAt : null,
    anchorCommit: typeof d.metadata.anchorCommit === 'string' ? d.metadata.anchorCommit : null,
    validated: d.metadata.validated === true,
    impact: d.metadata.impact ?? null,
    line: store.lineOf(d.id),
    baseDir: '',
    readOnly: false,
    scope: d.metadata.scope,
    // Since when it waits for review: records outdated by other tools may only have updatedAt.
    outdatedAt: d.status !== 'outdated' ? null : typeof d.metadata.outdatedAt === 'string' ? d.metadata.outdatedAt : (d.updatedAt ?? null),
    compatibleWith: Array.isArray(d.metadata.compatibleWith) ? d.metadata.compatibleWith.filter((id): id is string => typeof id === 'string') : [],
  };
}

export function storeLearnings(store: DiscoveryStore): Learning[] {
  return store.discoveries().map((d) => toLearning(store, d));
}

export interface ApplyContext {
  now: Date;
  /** HEAD the plan was computed at: rewritten discoveries are re-anchored here. */
  commit: string | null;
}

export interface ApplyOutcome {
  applied: Array<{ id: string; action: PlanChange['action']; from: string; to: string }>;
  skipped: Array<{ id: string; reason: string }>;
}

/** Rewritten content (paths that moved) for a discovery that stays active, or alongside another change. */
function applyRewrite(d: Discovery, change: PlanChange, context: ApplyContext): boolean {
  if (!change.rewrite || change.rewrite.content === d.content) return false;
  d.content = change.rewrite.content;
  d.updatedAt = context.now.toISOString();
  d.metadata.rewrittenAt = d.updatedAt;
  return true;
}

function addConflicts(d: Discovery, ids: readonly string[] | undefined): boolean {
  if (!ids || ids.length === 0) return false;
  const current = Array.isArray(d.metadata.conflictsWith) ? d.metadata.conflictsWith : [];
  const merged = [...new Set([...current, ...ids])].sort();
  if (merged.length === current.length) return false;
  d.metadata.conflictsWith = merged;
  return true;
}

/**
 * Applies the plan's changes that belong to this store. A change whose discovery
 * moved on since the check (another status, gone) is skipped and reported, never forced.
 */
export function applyPlanToStore(store: DiscoveryStore, changes: readonly PlanChange[], context: ApplyContext): ApplyOutcome {
  const source = storeSource(store);
  const outcome: ApplyOutcome = { applied: [], skipped: [] };
  for (const change of changes) {
    if (change.source.path !== source.path || change.source.kind !== source.kind) continue;
    if (change.action === 'review') continue;
    const d = store.get(change.id);
    if (!d) {
      outcome.skipped.push({ id: change.id, reason: 'no longer in the store' });
      continue;
    }
    if (d.status !== change.from) {
      outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} → ${d.status})` });
      continue;
    }
    const from = d.status;
    switch (change.action) {
      case 'outdate':
        lifecycle.outdate(d, { reason: change.reason, commit: change.outdatedCommit ?? null }, context);
        applyRewrite(d, change, context);
        break;
      case 'supersede':
        lifecycle.outdate(d, { reason: change.reason, supersededBy: change.supersededBy ?? null }, context);
        addConflicts(d, change.conflictsWith);
        break;
      case 'rewrite':
        if (!applyRewrite(d, change, context)) continue;
        d.metadata.anchorCommit = context.commit;
        break;
      case 'archive':
        lifecycle.archive(d, 'outdated_unreviewed', context);
        break;
      case 'link':
        if (!addConflicts(d, change.conflictsWith)) continue;
        d.updatedAt = context.now.toISOString();
        break;
    }
    store.markChanged(d);
    outcome.applied.push({ id: d.id, action: change.action, from, to: d.status });
  }
  return outcome;
}
