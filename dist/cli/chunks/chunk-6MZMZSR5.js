import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  resolveContradictions
} from "./chunk-CP56UX6U.js";
import {
  findContradictions,
  findContradictionsWith
} from "./chunk-RNVH2B3C.js";

// src/contradiction/plan.ts
function contradictionChanges(learnings, options = {}) {
  const active = learnings.filter((l) => l.status === "active");
  return resolveContradictions(findContradictions(active, options), learnings);
}
function contradictionChangesFor(learnings, incoming, options = {}) {
  const active = learnings.filter((l) => l.status === "active");
  const fresh = active.filter(incoming);
  if (fresh.length === 0) return [];
  const seen = /* @__PURE__ */ new Set();
  const findings = fresh.flatMap((l) => findContradictionsWith(l, active, options)).filter((f) => {
    const pair = `${f.olderKey}\0${f.newerKey}`;
    if (seen.has(pair)) return false;
    seen.add(pair);
    return true;
  });
  return resolveContradictions(findings, learnings);
}

export {
  contradictionChanges,
  contradictionChangesFor
};
