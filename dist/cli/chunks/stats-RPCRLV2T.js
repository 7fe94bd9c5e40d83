import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  injectableDiscoveries
} from "./chunk-UQMVOGXJ.js";
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
import "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import {
  IMPACTS,
  STATUSES
} from "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/stats.ts
function computeStats(discoveries, duplicatesPrevented) {
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, 0]));
  const byImpact = Object.fromEntries(IMPACTS.map((i) => [i, 0]));
  const byScope = { local: 0, global: 0 };
  const tasks = /* @__PURE__ */ new Map();
  const agents = /* @__PURE__ */ new Set();
  let validated = 0;
  for (const d of discoveries) {
    byStatus[d.status]++;
    byScope[d.metadata.scope]++;
    if (d.metadata.impact in byImpact) byImpact[d.metadata.impact]++;
    if (d.metadata.validated === true) validated++;
    const task = d.metadata.sourceTaskId ?? d.parentId;
    if (task) tasks.set(task, (tasks.get(task) ?? 0) + 1);
    if (d.metadata.sourceAgentId) agents.add(d.metadata.sourceAgentId);
  }
  const total = discoveries.length;
  const globalActive = discoveries.filter((d) => d.metadata.scope === "global" && d.status === "active").length;
  const perAgent = [...agents].sort().map((agentId) => ({ agentId, injected: injectableDiscoveries(discoveries, agentId).length }));
  const average = perAgent.length > 0 ? perAgent.reduce((sum, a) => sum + a.injected, 0) / perAgent.length : globalActive;
  const rate = (n) => total === 0 ? 0 : Math.round(n / total * 1e4) / 1e4;
  return {
    total,
    byStatus,
    byScope,
    duplicatesPrevented,
    sourceTasks: [...tasks.entries()].map(([taskId, count]) => ({ taskId, count })).sort((a, b) => b.count - a.count || (a.taskId < b.taskId ? -1 : 1)),
    injection: { globalActive, agents: perAgent, averagePerPrompt: Math.round(average * 100) / 100 },
    byImpact,
    validationRate: rate(validated),
    outdatedRate: rate(byStatus.outdated)
  };
}

// src/cli/commands/stats.ts
var help = `discoveries stats: the discovery metrics of seed 001.

Usage: discoveries stats [--json]

Total; active vs archived (every status); local vs global; duplicates prevented;
source tasks; injection rate (discoveries a prompt injects, per agent); impact
distribution; validation rate; outdated rate.

Example:
  discoveries stats --json
`;
var pct = (x) => `${(x * 100).toFixed(1)}%`;
async function run(args, { io }) {
  const { values } = parseCommandArgs("stats", args, { json: { type: "boolean" }, ...STORE_OPTION }, { max: 0 });
  const project = await openProject(io, values.store);
  const store = readStore(project);
  const s = computeStats(store.discoveries(), store.duplicatesPrevented);
  if (values.json) {
    io.stdout.write(`${JSON.stringify(s, null, 2)}
`);
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  const lines = [
    `${paint.bold("Discoveries")}          ${s.total}`,
    `  by status           ${Object.entries(s.byStatus).map(([k, v]) => `${k} ${v}`).join(", ")}`,
    `  by scope            local ${s.byScope.local}, global ${s.byScope.global}`,
    `  by impact           ${Object.entries(s.byImpact).map(([k, v]) => `${k} ${v}`).join(", ")}`,
    `  duplicates prevented ${s.duplicatesPrevented}`,
    `  validation rate     ${pct(s.validationRate)}`,
    `  outdated rate       ${pct(s.outdatedRate)}`,
    `  injection           ${s.injection.averagePerPrompt} per prompt (${s.injection.globalActive} active global${s.injection.agents.length ? `; ${s.injection.agents.map((a) => `${a.agentId} ${a.injected}`).join(", ")}` : ""})`,
    `  source tasks        ${s.sourceTasks.length === 0 ? "none" : s.sourceTasks.slice(0, 10).map((t) => `${t.taskId} (${t.count})`).join(", ")}${s.sourceTasks.length > 10 ? `, \u2026 ${s.sourceTasks.length - 10} more` : ""}`
  ];
  io.stdout.write(`${lines.join("\n")}
`);
  return 0;
}
export {
  help,
  run
};
