import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  resolveContradictions
} from "./chunk-HNKC4KPW.js";
import {
  findContradictions,
  findContradictionsOf
} from "./chunk-QWBFSEWJ.js";

// src/contradiction/plan.ts
function contradictionChanges(learnings, options = {}) {
  const active = learnings.filter((l) => l.status === "active");
  return resolveContradictions(findContradictions(active, options), learnings);
}
function contradictionChangesFor(learnings, incoming, options = {}) {
  const active = learnings.filter((l) => l.status === "active");
  const fresh = active.filter(incoming);
  if (fresh.length === 0) return [];
  const findings = findContradictionsOf(fresh, active, options);
  return resolveContradictions(findings, learnings);
}

export {
  contradictionChanges,
  contradictionChangesFor
};
