import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/store/atomic.ts
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
function writeFileAtomic(path, data, options = {}) {
  const durable = options.durable ?? true;
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${Math.random().toString(16).slice(2, 10)}.tmp`);
  let fd = null;
  try {
    fd = openSync(temp, "w", 420);
    writeSync(fd, typeof data === "string" ? Buffer.from(data, "utf8") : data);
    if (durable) fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== null) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  if (durable) syncDirectory(dir);
}
function syncDirectory(dir) {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
  }
}

// src/model/ids.ts
var DISCOVERY_PREFIX = "disc";
function formatId(prefix, n) {
  return `${prefix}-${String(n).padStart(3, "0")}`;
}
function idNumber(id, prefix = DISCOVERY_PREFIX) {
  const match = /^(.*)-(\d+)$/.exec(id);
  if (!match || match[1] !== prefix) return null;
  return Number(match[2]);
}
function compareIds(a, b) {
  const ma = /^(.*?)(\d+)$/.exec(a);
  const mb = /^(.*?)(\d+)$/.exec(b);
  if (ma && mb && ma[1] === mb[1]) {
    const diff = Number(ma[2]) - Number(mb[2]);
    if (diff !== 0) return diff;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
var AGENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
function isValidAgentId(id) {
  return AGENT_ID.test(id) && !id.includes("..");
}
function isValidTaskId(id) {
  return id.trim() !== "" && id.length <= 200 && ![...id].some((c) => c.charCodeAt(0) < 32);
}

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
var SWARM_DIALECT = {
  kind: "swarm",
  recordField: "color",
  recordValue: "yellow",
  idPrefix: "idea",
  parentField: "sourceGreenId",
  counterKey: null,
  singular: "Learning",
  plural: "Learnings",
  viewFile: "learnings.md",
  completedReason: "parent_green_completed"
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

// src/store/jsonl.ts
var CONFLICT_MARKER = /^(<{7}|={7}|>{7}|\|{7})(\s|$)/;
function parseJsonl(text) {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const rawLines = text.split(/\r?\n/);
  if (rawLines.length > 0 && rawLines[rawLines.length - 1] === "") rawLines.pop();
  const lines = rawLines.map((raw, index) => parseLine(raw, index + 1));
  return { lines, eol };
}
function parseLine(raw, lineNo) {
  const line = { lineNo, raw, value: null, error: null };
  const trimmed = raw.trim();
  if (trimmed === "") return line;
  if (CONFLICT_MARKER.test(raw)) {
    line.error = "git conflict marker (the store was merged without the merge driver)";
    return line;
  }
  try {
    const parsed = JSON.parse(trimmed);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      line.error = `expected a JSON object, found ${Array.isArray(parsed) ? "an array" : parsed === null ? "null" : typeof parsed}`;
    } else {
      line.value = parsed;
    }
  } catch (error) {
    line.error = describeJsonError(trimmed, error);
  }
  return line;
}
function describeJsonError(text, error) {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  const column = position ? Number(position[1]) + 1 : null;
  const reason = message.replace(/^JSON\.parse: /, "").replace(/ in JSON at position \d+.*$/, "").replace(/\s*\(line \d+ column \d+\)$/, "");
  if (/^\{.*\}\s*\{/.test(text)) return "two JSON objects on one line (a missing newline)";
  const atEnd = column !== null && column > text.length;
  if (/^\{/.test(text) && (atEnd || /Unexpected end of JSON input|Unterminated/.test(message))) return "the line ends before its JSON object does (a truncated write?)";
  return `not valid JSON: ${reason}${column ? ` at column ${column}` : ""}`;
}
function serializeOrdered(value, order, nested = {}) {
  return JSON.stringify(reorder(value, order, nested));
}
function reorder(value, order, nested) {
  const out = {};
  const put = (key) => {
    const v = value[key];
    if (v === void 0) return;
    const sub = nested[key];
    out[key] = sub && v !== null && typeof v === "object" && !Array.isArray(v) ? reorder(v, sub, {}) : v;
  };
  for (const key of order) if (Object.prototype.hasOwnProperty.call(value, key)) put(key);
  for (const key of Object.keys(value)) if (!order.includes(key)) put(key);
  return out;
}
function formatJsonl(lines, eol) {
  return lines.length === 0 ? "" : lines.join(eol) + eol;
}

export {
  writeFileAtomic,
  formatId,
  idNumber,
  compareIds,
  isValidAgentId,
  isValidTaskId,
  AXIOM_DIALECT,
  SWARM_DIALECT,
  recordKeyOrder,
  metadataKeyOrder,
  isLearningRecord,
  parseJsonl,
  parseLine,
  serializeOrdered,
  formatJsonl
};
