import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  AXIOM_DIALECT,
  compareIds,
  formatId,
  formatJsonl,
  idNumber,
  isLearningRecord,
  metadataKeyOrder,
  parseJsonl,
  recordKeyOrder,
  serializeOrdered
} from "./chunk-2NH5KYNN.js";
import {
  METADATA_KEY_ORDER,
  RECORD_KEY_ORDER
} from "./chunk-JK46EHK2.js";

// src/store/merge.ts
function keyOf(line) {
  if (line.value && typeof line.value.id === "string") return `id:${line.value.id}`;
  if (line.raw.trim() === "") return null;
  return `raw:${line.raw}`;
}
function keyed(text) {
  const order = [];
  const map = /* @__PURE__ */ new Map();
  for (const line of parseJsonl(text).lines) {
    const key = keyOf(line);
    if (key === null || map.has(key)) continue;
    order.push(key);
    map.set(key, { raw: line.raw, value: line.value });
  }
  return { order, map };
}
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b;
    return a.length === bb.length && a.every((v, i) => deepEqual(v, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => deepEqual(a[k], b[k]));
}
var isPlainObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var isStringList = (v) => Array.isArray(v) && v.every((x) => typeof x === "string");
function mergeObjects(base, ours, theirs, preferTheirs) {
  const out = {};
  const keys = [...Object.keys(ours), ...Object.keys(theirs).filter((k) => !(k in ours))];
  for (const key of keys) {
    const b = base?.[key];
    const o = ours[key];
    const t = theirs[key];
    let merged;
    if (deepEqual(o, t)) merged = o;
    else if (deepEqual(o, b)) merged = t;
    else if (deepEqual(t, b)) merged = o;
    else if (isPlainObject(o) && isPlainObject(t)) merged = mergeObjects(isPlainObject(b) ? b : void 0, o, t, preferTheirs);
    else if (isStringList(o) && isStringList(t)) merged = [.../* @__PURE__ */ new Set([...o, ...t])];
    else merged = preferTheirs ? t : o;
    if (merged !== void 0) out[key] = merged;
  }
  return out;
}
function updatedAt(v) {
  return v && typeof v.updatedAt === "string" ? v.updatedAt : "";
}
var REFERENCE_FIELDS = ["supersededBy", "replacedBy", "replaces"];
var REFERENCE_LISTS = ["conflictsWith", "compatibleWith"];
function rewriteReferences(record, renames) {
  let changed = false;
  const meta = isPlainObject(record.metadata) ? record.metadata : null;
  for (const holder of meta ? [record, meta] : [record]) {
    for (const field of REFERENCE_FIELDS) {
      const v = holder[field];
      if (typeof v === "string" && renames.has(v)) {
        holder[field] = renames.get(v);
        changed = true;
      }
    }
    for (const field of REFERENCE_LISTS) {
      const v = holder[field];
      if (isStringList(v) && v.some((x) => renames.has(x))) {
        holder[field] = v.map((x) => renames.get(x) ?? x);
        changed = true;
      }
    }
  }
  return changed;
}
function serializeRecord(value, dialect = AXIOM_DIALECT) {
  return serializeOrdered(value, recordKeyOrder(dialect, RECORD_KEY_ORDER), { metadata: metadataKeyOrder(dialect, METADATA_KEY_ORDER) });
}
function mergeCaseFiles(baseText, oursText, theirsText, eol = "\n", dialect = AXIOM_DIALECT) {
  const base = keyed(baseText);
  const ours = keyed(oursText);
  const theirs = keyed(theirsText);
  const keys = [...ours.order, ...theirs.order.filter((k) => !ours.map.has(k))];
  let highest = 0;
  for (const side of [base, ours, theirs]) {
    for (const v of side.map.values()) {
      const id = v.value?.id;
      if (typeof id === "string") highest = Math.max(highest, idNumber(id, dialect.idPrefix) ?? 0);
    }
  }
  const result = [];
  const renumbered = [];
  const conflicts = [];
  for (const key of keys) {
    const b = base.map.get(key);
    const o = ours.map.get(key);
    const t = theirs.map.get(key);
    if (o && t && o.raw === t.raw) {
      result.push({ side: "ours", version: o, dirty: false });
      continue;
    }
    if (!b) {
      if (o && !t) result.push({ side: "ours", version: o, dirty: false });
      else if (t && !o) result.push({ side: "theirs", version: t, dirty: false });
      else if (o && t) {
        const sameRecord = o.value && t.value && o.value.createdAt !== void 0 && o.value.createdAt === t.value.createdAt && o.value.type === t.value.type;
        if (sameRecord) {
          const merged = mergeObjects(void 0, o.value, t.value, updatedAt(t.value) > updatedAt(o.value));
          result.push({ side: "merged", version: { raw: "", value: merged }, dirty: true });
        } else if (isLearningRecord(t.value, dialect) && typeof t.value.id === "string") {
          highest += 1;
          const to = formatId(dialect.idPrefix, highest);
          renumbered.push({ from: t.value.id, to });
          result.push({ side: "ours", version: o, dirty: false });
          result.push({ side: "theirs", version: { raw: "", value: { ...t.value, id: to } }, dirty: true });
        } else {
          conflicts.push(key.replace(/^id:/, ""));
          result.push({ side: "ours", version: o, dirty: false });
          result.push({ side: "theirs", version: t, dirty: false });
        }
      }
      continue;
    }
    if (!o && !t) continue;
    if (!o) {
      if (t.raw !== b.raw) result.push({ side: "theirs", version: t, dirty: false });
      continue;
    }
    if (!t) {
      if (o.raw !== b.raw) result.push({ side: "ours", version: o, dirty: false });
      continue;
    }
    if (o.raw === b.raw) result.push({ side: "theirs", version: t, dirty: false });
    else if (t.raw === b.raw) result.push({ side: "ours", version: o, dirty: false });
    else if (o.value && t.value) {
      const merged = mergeObjects(b.value ?? void 0, o.value, t.value, updatedAt(t.value) > updatedAt(o.value));
      result.push({ side: "merged", version: { raw: "", value: merged }, dirty: true });
    } else {
      conflicts.push(key.replace(/^(id|raw):/, ""));
      result.push({ side: "ours", version: o, dirty: false });
      result.push({ side: "theirs", version: t, dirty: false });
    }
  }
  if (renumbered.length > 0) {
    const renames = new Map(renumbered.map((r) => [r.from, r.to]));
    for (const entry of result) {
      if (entry.side !== "theirs" || !entry.version.value) continue;
      const copy = structuredClone(entry.version.value);
      if (rewriteReferences(copy, renames)) {
        entry.version = { raw: "", value: copy };
        entry.dirty = true;
      }
    }
  }
  const withId = result.filter((e) => typeof e.version.value?.id === "string");
  const withoutId = result.filter((e) => typeof e.version.value?.id !== "string");
  withId.sort((a, c) => compareIds(a.version.value.id, c.version.value.id));
  const lines = [...withId, ...withoutId].map((e) => e.dirty && e.version.value ? serializeRecord(e.version.value, dialect) : e.version.raw);
  return { text: formatJsonl(lines, eol), renumbered, conflicts };
}
function mergeCounterFiles(baseText, oursText, theirsText) {
  const parse = (text) => {
    try {
      const v = JSON.parse(text);
      return isPlainObject(v) ? v : {};
    } catch {
      return {};
    }
  };
  const b = parse(baseText);
  const o = parse(oursText);
  const t = parse(theirsText);
  const merged = mergeObjects(b, o, t, false);
  for (const key of Object.keys(merged)) {
    const ov = o[key];
    const tv = t[key];
    if (typeof ov === "number" && typeof tv === "number") merged[key] = Math.max(ov, tv);
  }
  return `${JSON.stringify(merged, null, 2)}
`;
}
function splitConflictSides(text) {
  const base = [];
  const ours = [];
  const theirs = [];
  let state = "common";
  let blocks = 0;
  for (const line of text.split(/\r?\n/)) {
    if (/^<{7}(\s|$)/.test(line)) {
      state = "ours";
      blocks++;
      continue;
    }
    if (/^\|{7}(\s|$)/.test(line) && state === "ours") {
      state = "base";
      continue;
    }
    if (/^={7}$/.test(line) && (state === "ours" || state === "base")) {
      state = "theirs";
      continue;
    }
    if (/^>{7}(\s|$)/.test(line) && state === "theirs") {
      state = "common";
      continue;
    }
    if (state === "common") {
      base.push(line);
      ours.push(line);
      theirs.push(line);
    } else if (state === "ours") ours.push(line);
    else if (state === "base") base.push(line);
    else theirs.push(line);
  }
  return { base: base.join("\n"), ours: ours.join("\n"), theirs: theirs.join("\n"), blocks };
}
function mergeViewFiles(oursText, theirsText) {
  const parse = (text) => {
    const head = [];
    const sections = /* @__PURE__ */ new Map();
    let current = null;
    for (const line of text.split(/\r?\n/)) {
      if (line.startsWith("## ")) {
        current = sections.get(line) ?? [];
        sections.set(line, current);
      } else if (current === null) head.push(line);
      else if (line.trim() !== "") current.push(line);
    }
    return { head, sections };
  };
  const ours = parse(oursText);
  const theirs = parse(theirsText);
  const out = ours.head.filter((l) => l !== "_No discoveries yet._");
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  out.push("");
  const titles = [...ours.sections.keys(), ...[...theirs.sections.keys()].filter((t) => !ours.sections.has(t))];
  for (const title of titles) {
    const lines = [...ours.sections.get(title) ?? []];
    for (const line of theirs.sections.get(title) ?? []) if (!lines.includes(line)) lines.push(line);
    out.push(title, ...lines, "");
  }
  return out.join("\n");
}

export {
  rewriteReferences,
  serializeRecord,
  mergeCaseFiles,
  mergeCounterFiles,
  splitConflictSides,
  mergeViewFiles
};
