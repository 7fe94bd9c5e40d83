import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/store/dialect.ts
var AXIOM_DIALECT = {
  kind: "axiom",
  recordField: "type",
  recordValue: "discovery",
  idPrefix: "disc",
  parentField: "sourceTaskId",
  counterKey: "discovery",
  singular: "Discovery",
  plural: "Discoveries",
  viewFile: "discoveries.md",
  completedReason: "parent_task_completed"
};
function recordKeyOrder(dialect, base) {
  return base.map((k) => k === "type" ? dialect.recordField : k);
}
function metadataKeyOrder(dialect, base) {
  return base.map((k) => k === "sourceTaskId" ? dialect.parentField : k);
}
function isLearningRecord(value, dialect) {
  return !!value && value[dialect.recordField] === dialect.recordValue;
}

export {
  AXIOM_DIALECT,
  recordKeyOrder,
  metadataKeyOrder,
  isLearningRecord
};
