import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  archive,
  outdate
} from "./chunk-QF6Q4YVE.js";
import {
  learningKey
} from "./chunk-7UJ5HRSX.js";

// src/store/learnings.ts
function storeSource(store) {
  return { kind: store.dialect.kind, path: store.file };
}
function toLearning(store, d) {
  const source = storeSource(store);
  return {
    key: learningKey(source, d.id),
    id: d.id,
    source,
    content: d.content,
    status: d.status,
    createdAt: typeof d.createdAt === "string" ? d.createdAt : null,
    anchorCommit: typeof d.metadata.anchorCommit === "string" ? d.metadata.anchorCommit : null,
    validated: d.metadata.validated === true,
    impact: d.metadata.impact ?? null,
    line: store.lineOf(d.id),
    baseDir: "",
    readOnly: false,
    scope: d.metadata.scope,
    // Since when it waits for review: records outdated by other tools may only have updatedAt.
    outdatedAt: d.status !== "outdated" ? null : typeof d.metadata.outdatedAt === "string" ? d.metadata.outdatedAt : d.updatedAt ?? null,
    compatibleWith: Array.isArray(d.metadata.compatibleWith) ? d.metadata.compatibleWith.filter((id) => typeof id === "string") : []
  };
}
function storeLearnings(store) {
  return store.discoveries().map((d) => toLearning(store, d));
}
function applyRewrite(d, change, context) {
  if (!change.rewrite || change.rewrite.content === d.content) return false;
  d.content = change.rewrite.content;
  d.updatedAt = context.now.toISOString();
  d.metadata.rewrittenAt = d.updatedAt;
  return true;
}
function addConflicts(d, ids) {
  if (!ids || ids.length === 0) return false;
  const current = Array.isArray(d.metadata.conflictsWith) ? d.metadata.conflictsWith : [];
  const merged = [.../* @__PURE__ */ new Set([...current, ...ids])].sort();
  if (merged.length === current.length) return false;
  d.metadata.conflictsWith = merged;
  return true;
}
function applyPlanToStore(store, changes, context) {
  const source = storeSource(store);
  const outcome = { applied: [], skipped: [] };
  for (const change of changes) {
    if (change.source.path !== source.path || change.source.kind !== source.kind) continue;
    if (change.action === "review") continue;
    const d = store.get(change.id);
    if (!d) {
      outcome.skipped.push({ id: change.id, reason: "no longer in the store" });
      continue;
    }
    if (d.status !== change.from) {
      outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} \u2192 ${d.status})` });
      continue;
    }
    const from = d.status;
    switch (change.action) {
      case "outdate":
        outdate(d, { reason: change.reason, commit: change.outdatedCommit ?? null }, context);
        applyRewrite(d, change, context);
        break;
      case "supersede":
        outdate(d, { reason: change.reason, supersededBy: change.supersededBy ?? null }, context);
        addConflicts(d, change.conflictsWith);
        break;
      case "rewrite":
        if (!applyRewrite(d, change, context)) continue;
        d.metadata.anchorCommit = context.commit;
        break;
      case "archive":
        archive(d, "outdated_unreviewed", context);
        break;
      case "link":
        if (!addConflicts(d, change.conflictsWith)) continue;
        d.updatedAt = context.now.toISOString();
        break;
    }
    store.markChanged(d);
    outcome.applied.push({ id: d.id, action: change.action, from, to: d.status });
  }
  return outcome;
}

export {
  toLearning,
  storeLearnings,
  applyPlanToStore
};
