import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UserError
} from "./chunk-OILZEQMD.js";

// src/model/lifecycle.ts
var ALLOWED_FROM = {
  validate: ["active", "outdated"],
  outdate: ["active"],
  archive: ["active", "outdated"],
  resurrect: ["archived"],
  delete: ["active", "outdated", "archived"],
  restore: ["deleted"],
  promote: ["active", "outdated", "archived"],
  edit: ["active", "outdated"]
};
function allowedActions(status) {
  return Object.keys(ALLOWED_FROM).filter((action) => ALLOWED_FROM[action].includes(status));
}
function assertAllowed(discovery, action) {
  if (ALLOWED_FROM[action].includes(discovery.status)) return;
  const possible = allowedActions(discovery.status);
  throw new UserError(
    `${discovery.id} is ${discovery.status}; '${action}' needs ${ALLOWED_FROM[action].join(" or ")}`,
    { fix: possible.length > 0 ? `from ${discovery.status} you can: ${possible.join(", ")}` : "nothing can change it" }
  );
}
function touch(discovery, context) {
  const at = context.now.toISOString();
  discovery.updatedAt = at;
  return at;
}
function clearOutdated(discovery) {
  delete discovery.metadata.outdatedReason;
  delete discovery.metadata.outdatedCommit;
  delete discovery.metadata.outdatedAt;
}
function validate(discovery, context) {
  assertAllowed(discovery, "validate");
  const at = touch(discovery, context);
  discovery.status = "active";
  discovery.metadata.validated = true;
  discovery.metadata.validatedAt = at;
  discovery.metadata.anchorCommit = context.commit;
  discovery.metadata.supersededBy = null;
  clearOutdated(discovery);
}
function judgeCompatible(discovery, ids, find) {
  const others = ids.filter((id) => id !== discovery.id);
  discovery.metadata.compatibleWith = [.../* @__PURE__ */ new Set([...discovery.metadata.compatibleWith ?? [], ...others])].sort();
  dropConflicts(discovery, others);
  const changed = [];
  for (const id of others) {
    const other = find(id);
    if (other && dropConflicts(other, [discovery.id])) changed.push(other);
  }
  return changed;
}
function dropConflicts(discovery, ids) {
  const list = discovery.metadata.conflictsWith;
  if (!Array.isArray(list)) return false;
  const kept = list.filter((id) => !ids.includes(id));
  if (kept.length === list.length) return false;
  if (kept.length > 0) discovery.metadata.conflictsWith = kept;
  else delete discovery.metadata.conflictsWith;
  return true;
}
function outdate(discovery, details, context) {
  assertAllowed(discovery, "outdate");
  const at = touch(discovery, context);
  discovery.status = "outdated";
  discovery.metadata.outdatedReason = details.reason;
  discovery.metadata.outdatedCommit = details.commit ?? null;
  discovery.metadata.outdatedAt = at;
  if (details.supersededBy) discovery.metadata.supersededBy = details.supersededBy;
}
function archive(discovery, reason, context) {
  assertAllowed(discovery, "archive");
  const at = touch(discovery, context);
  discovery.status = "archived";
  discovery.metadata.archivedAt = at;
  discovery.metadata.archivedReason = reason;
}
function resurrect(discovery, by, context) {
  assertAllowed(discovery, "resurrect");
  const at = touch(discovery, context);
  discovery.status = "active";
  discovery.metadata.resurrectedAt = at;
  discovery.metadata.resurrectedBy = by;
  discovery.metadata.anchorCommit = context.commit;
}
function softDelete(discovery, context) {
  assertAllowed(discovery, "delete");
  const from = discovery.status;
  const at = touch(discovery, context);
  discovery.status = "deleted";
  discovery.metadata.deletedAt = at;
  discovery.metadata.deletedFrom = from;
}
function restore(discovery, context) {
  assertAllowed(discovery, "restore");
  const at = touch(discovery, context);
  const from = discovery.metadata.deletedFrom;
  discovery.status = from === "active" || from === "outdated" || from === "archived" ? from : "active";
  discovery.metadata.restoredAt = at;
  delete discovery.metadata.deletedFrom;
}
function promote(discovery, context) {
  assertAllowed(discovery, "promote");
  if (discovery.metadata.scope === "global") {
    throw new UserError(`${discovery.id} is already global`, { fix: "nothing to do" });
  }
  const at = touch(discovery, context);
  discovery.metadata.scope = "global";
  discovery.metadata.promotedAt = at;
}
function edit(discovery, content, context) {
  assertAllowed(discovery, "edit");
  const at = touch(discovery, context);
  discovery.content = content;
  discovery.status = "active";
  discovery.metadata.editedAt = at;
  discovery.metadata.anchorCommit = context.commit;
  discovery.metadata.supersededBy = null;
  clearOutdated(discovery);
}

export {
  assertAllowed,
  validate,
  judgeCompatible,
  dropConflicts,
  outdate,
  archive,
  resurrect,
  softDelete,
  restore,
  promote,
  edit
};
