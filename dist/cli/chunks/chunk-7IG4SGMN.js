import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  categoryOf
} from "./chunk-LV62HYMS.js";

// src/cli/format.ts
function statusColour(paint, status) {
  switch (status) {
    case "active":
      return paint.green(status);
    case "outdated":
      return paint.yellow(status);
    case "deleted":
      return paint.red(status);
    default:
      return paint.dim(status);
  }
}
function pad(text, coloured, width) {
  return coloured + " ".repeat(Math.max(0, width - text.length));
}
function discoveryRow(d, paint, width = 120) {
  const head = `${pad(d.id, paint.bold(d.id), 9)} ${pad(d.status, statusColour(paint, d.status), 8)} ${d.metadata.scope.padEnd(6)} ${d.metadata.impact.padEnd(8)} ${categoryOf(d).padEnd(12)} `;
  const plainHeadLength = 9 + 1 + 8 + 1 + 6 + 1 + 8 + 1 + 12 + 1;
  const room = Math.max(20, width - plainHeadLength);
  const text = d.content.replace(/\s+/g, " ").trim();
  return head + (text.length > room ? `${text.slice(0, room - 1)}\u2026` : text);
}
function discoveryDetail(d, paint, line, file) {
  const m = d.metadata;
  const rows = [
    ["status", statusColour(paint, d.status)],
    ["scope", m.scope],
    ["impact", m.impact],
    ["category", categoryOf(d)],
    ["task", m.sourceTaskId ?? d.parentId],
    ["agent", m.sourceAgentId],
    ["created", d.createdAt],
    ["updated", d.updatedAt],
    ["validated", m.validated ? `yes (${m.validatedAt ?? "unknown time"})` : "no"],
    ["anchored at", m.anchorCommit],
    ["applied to", m.appliedTo?.length ? m.appliedTo.join(", ") : null],
    ["superseded by", m.supersededBy],
    ["conflicts with", m.conflictsWith?.length ? m.conflictsWith.join(", ") : null],
    ["compatible with", m.compatibleWith?.length ? m.compatibleWith.join(", ") : null],
    ["outdated", m.outdatedReason ? `${m.outdatedReason}${m.outdatedCommit ? ` (${m.outdatedCommit.slice(0, 12)})` : ""}` : null],
    ["archived", m.archivedAt ? `${m.archivedAt} (${m.archivedReason ?? "manual"})` : null],
    ["resurrected", m.resurrectedAt ? `${m.resurrectedAt} by ${m.resurrectedBy ?? "user"}` : null],
    ["deleted", m.deletedAt ?? null],
    ["stored at", line ? `${file}:${line}` : file]
  ];
  return detailBlock(d.id, d.content, rows, paint);
}
function learningDetail(l, paint) {
  const rows = [
    ["status", statusColour(paint, l.status)],
    ["source", `${l.source.kind}${l.readOnly ? " (read-only)" : ""}`],
    ["scope", l.scope],
    ["impact", l.impact],
    ["created", l.createdAt],
    ["validated", l.validated ? "yes" : "no"],
    ["anchored at", l.anchorCommit],
    ["compatible with", l.compatibleWith?.length ? l.compatibleWith.join(", ") : null],
    ["outdated", l.outdatedAt ?? null],
    ["key", l.key],
    ["stored at", l.line ? `${l.source.path}:${l.line}` : l.source.path]
  ];
  return detailBlock(l.id, l.content, rows, paint);
}
function detailBlock(id, content, rows, paint) {
  const shown = rows.filter(([, v]) => v !== null && v !== void 0 && v !== "");
  const width = Math.max(...shown.map(([k]) => k.length));
  return [`${paint.bold(id)}  ${content}`, "", ...shown.map(([k, v]) => `  ${k.padEnd(width)}  ${String(v)}`)].join("\n");
}

export {
  discoveryRow,
  discoveryDetail,
  learningDetail
};
