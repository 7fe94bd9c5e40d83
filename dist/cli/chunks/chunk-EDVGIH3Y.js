import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  discoveryRow
} from "./chunk-7IG4SGMN.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  readStore
} from "./chunk-MXQ5SG3X.js";
import {
  categoryOf
} from "./chunk-LV62HYMS.js";
import {
  UsageError
} from "./chunk-OILZEQMD.js";
import {
  STATUSES,
  isImpact,
  isScope,
  isStatus
} from "./chunk-JK46EHK2.js";

// src/cli/commands/list.ts
var help = `discoveries list: list discoveries.

Usage: discoveries list [filters] [--json]

Filters (combine freely):
  --status S[,S\u2026]   active, outdated, archived, deleted or all (default: all but deleted)
  --scope local|global
  --agent ID        discoveries an agent made
  --task ID         discoveries a task produced
  --category NAME   e.g. Testing (case-insensitive)
  --impact LEVEL    low, medium, high or critical
  --json            print the records as a JSON array
  --store PATH      case file (default .axiom/cases.jsonl)

Example:
  discoveries list --status outdated --scope global
`;
function parseStatuses(value, fallback) {
  if (value === void 0) return new Set(fallback);
  const out = /* @__PURE__ */ new Set();
  for (const part of value.split(",").map((s) => s.trim())) {
    if (part === "all") STATUSES.forEach((s) => out.add(s));
    else if (isStatus(part)) out.add(part);
    else throw new UsageError(`--status '${part}' is not a status`, "use active, outdated, archived, deleted or all");
  }
  return out;
}
async function run(args, { io }) {
  const { values } = parseCommandArgs(
    "list",
    args,
    {
      status: { type: "string" },
      scope: { type: "string" },
      agent: { type: "string" },
      task: { type: "string" },
      category: { type: "string" },
      impact: { type: "string" },
      json: { type: "boolean" },
      ...STORE_OPTION
    },
    { max: 0 }
  );
  const statuses = parseStatuses(values.status, ["active", "outdated", "archived"]);
  if (values.scope !== void 0 && !isScope(values.scope)) throw new UsageError(`list: --scope must be local or global (got '${values.scope}')`);
  if (values.impact !== void 0 && !isImpact(values.impact)) throw new UsageError(`list: --impact must be low, medium, high or critical (got '${values.impact}')`);
  const project = await openProject(io, values.store);
  const store = readStore(project);
  for (const problem of store.problems.filter((p) => p.severity === "error")) {
    io.stderr.write(`warning: ${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message} (skipped)
`);
  }
  const keep = (d) => statuses.has(d.status) && (values.scope === void 0 || d.metadata.scope === values.scope) && (values.agent === void 0 || d.metadata.sourceAgentId === values.agent) && (values.task === void 0 || d.metadata.sourceTaskId === values.task || d.parentId === values.task) && (values.category === void 0 || categoryOf(d).toLowerCase() === values.category.toLowerCase()) && (values.impact === void 0 || d.metadata.impact === values.impact);
  const shown = store.discoveries().filter(keep);
  if (values.json) {
    io.stdout.write(`${JSON.stringify(shown, null, 2)}
`);
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  const width = Number(io.env.COLUMNS) || (io.stdout.isTTY ? process.stdout.columns : 0) || 120;
  for (const d of shown) io.stdout.write(`${discoveryRow(d, paint, width)}
`);
  if (shown.length === 0) io.stdout.write(store.exists ? "No discoveries match.\n" : `No store at ${store.file} yet: run 'discoveries init' or 'discoveries add'.
`);
  return 0;
}

export {
  help,
  parseStatuses,
  run
};
