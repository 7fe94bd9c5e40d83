import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/model/discovery.ts
var STATUSES = ["active", "outdated", "archived", "deleted"];
var SCOPES = ["local", "global"];
var IMPACTS = ["low", "medium", "high", "critical"];
var CATEGORIES = [
  "Architecture",
  "Conventions",
  "Testing",
  "Errors",
  "API",
  "Dependencies",
  "Database",
  "Frontend"
];
var RECORD_KEY_ORDER = ["id", "type", "status", "content", "parentId", "createdAt", "updatedAt", "metadata"];
var METADATA_KEY_ORDER = [
  "scope",
  "sourceTaskId",
  "sourceAgentId",
  "impact",
  "category",
  "validated",
  "validatedAt",
  "appliedTo",
  "supersededBy",
  "anchorCommit",
  "conflictsWith",
  "compatibleWith",
  "outdatedReason",
  "outdatedCommit",
  "outdatedAt",
  "archivedAt",
  "archivedReason",
  "resurrectedAt",
  "resurrectedBy",
  "deletedAt",
  "deletedFrom",
  "restoredAt",
  "promotedAt",
  "editedAt"
];
function isStatus(value) {
  return typeof value === "string" && STATUSES.includes(value);
}
function isScope(value) {
  return typeof value === "string" && SCOPES.includes(value);
}
function isImpact(value) {
  return typeof value === "string" && IMPACTS.includes(value);
}
var IMPACT_RANK = { low: 0, medium: 1, high: 2, critical: 3 };

export {
  STATUSES,
  IMPACTS,
  CATEGORIES,
  RECORD_KEY_ORDER,
  METADATA_KEY_ORDER,
  isStatus,
  isScope,
  isImpact,
  IMPACT_RANK
};
