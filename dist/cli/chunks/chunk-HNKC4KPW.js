import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  byAge
} from "./chunk-QWBFSEWJ.js";
import {
  IMPACT_RANK
} from "./chunk-JK46EHK2.js";

// src/contradiction/resolve.ts
function reviewReason(older, newer) {
  if (older.readOnly) return `${older.id} is in an agent file, which is reported on, never changed`;
  if (older.impact && newer.impact && IMPACT_RANK[older.impact] > IMPACT_RANK[newer.impact]) {
    return `${older.id} has higher impact (${older.impact}) than ${newer.id} (${newer.impact})`;
  }
  if (older.validated && !newer.validated) return `${older.id} is validated and ${newer.id} is not`;
  return null;
}
var RANK = { supersede: 3, review: 2, link: 1, outdate: 0, rewrite: 0, archive: 0 };
function ref(from, to) {
  return from.source.path === to.source.path && from.source.kind === to.source.kind ? to.id : to.key;
}
function resolveContradictions(findings, learnings) {
  const byKey = new Map(learnings.map((l) => [l.key, l]));
  const changes = /* @__PURE__ */ new Map();
  const conflicts = /* @__PURE__ */ new Map();
  const note = (l, other) => {
    if (!conflicts.has(l.key)) conflicts.set(l.key, /* @__PURE__ */ new Set());
    conflicts.get(l.key).add(ref(l, other));
  };
  const propose = (l, change) => {
    const current = changes.get(l.key);
    const next = {
      key: l.key,
      id: l.id,
      source: l.source,
      line: l.line,
      content: l.content,
      action: change.action,
      from: l.status,
      to: change.to ?? l.status,
      reason: change.reason,
      evidence: [],
      contradiction: change.contradiction,
      ...change.supersededBy ? { supersededBy: change.supersededBy } : {}
    };
    if (!current || RANK[next.action] > RANK[current.action]) {
      changes.set(l.key, next);
      return;
    }
    if (next.action === current.action && next.action === "supersede" && next.contradiction && current.contradiction) {
      const a = byKey.get(next.contradiction.newerKey);
      const b = byKey.get(current.contradiction.newerKey);
      if (a && b && byAge(a, b) > 0) changes.set(l.key, next);
    }
  };
  const ordered = [...findings].sort((x, y) => x.olderKey < y.olderKey ? -1 : x.olderKey > y.olderKey ? 1 : x.newerKey < y.newerKey ? -1 : x.newerKey > y.newerKey ? 1 : 0);
  for (const f of ordered) {
    const older = byKey.get(f.olderKey);
    const newer = byKey.get(f.newerKey);
    if (!older || !newer) continue;
    note(older, newer);
    note(newer, older);
    const why = reviewReason(older, newer);
    if (why) {
      propose(older, {
        action: "review",
        reason: `contradicted by newer ${ref(older, newer)} (${f.kind}), but ${why}: a person decides`,
        contradiction: f
      });
      continue;
    }
    if (older.status === "active") {
      propose(older, {
        action: "supersede",
        to: "outdated",
        reason: `superseded by ${ref(older, newer)}: ${f.reason}`,
        contradiction: f,
        supersededBy: ref(older, newer)
      });
    }
    propose(newer, { action: "link", reason: `contradicts older ${ref(newer, older)} (${f.kind})`, contradiction: f });
  }
  const out = [];
  for (const change of changes.values()) {
    const list = [...conflicts.get(change.key) ?? []].sort();
    out.push({ ...change, conflictsWith: list });
  }
  return out.sort((a, b) => a.source.path < b.source.path ? -1 : a.source.path > b.source.path ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export {
  resolveContradictions
};
