import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  resolveContradictions
} from "./chunk-HNKC4KPW.js";
import {
  findContradictionsOf
} from "./chunk-QWBFSEWJ.js";
import {
  applyPlanToStore,
  storeLearnings
} from "./chunk-HSQBMDLJ.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject
} from "./chunk-MXQ5SG3X.js";
import {
  classifyCategory,
  classifyImpact
} from "./chunk-LV62HYMS.js";
import {
  isValidAgentId,
  isValidTaskId
} from "./chunk-2NH5KYNN.js";
import {
  UsageError
} from "./chunk-OILZEQMD.js";
import {
  isImpact,
  isScope
} from "./chunk-JK46EHK2.js";

// src/contradiction/store.ts
function checkNewDiscoveries(store, added, context, options = {}) {
  const none = { findings: [], changes: [], outcome: { applied: [], skipped: [] } };
  if (added.length === 0) return none;
  const learnings = storeLearnings(store);
  const active = learnings.filter((l) => l.status === "active");
  const ids = new Set(added.map((d) => d.id));
  const findings = findContradictionsOf(
    active.filter((l) => ids.has(l.id ?? "")),
    active,
    options
  );
  if (findings.length === 0) return none;
  const changes = resolveContradictions(findings, learnings);
  return { findings, changes, outcome: applyPlanToStore(store, changes, context) };
}
function describeNewContradictions(result) {
  const lines = [];
  for (const change of result.changes) {
    if (change.action === "supersede") {
      lines.push(`Supersedes ${change.id} (now outdated): ${change.contradiction?.reason ?? change.reason}`);
    } else if (change.action === "review") {
      lines.push(`Contradicts ${change.id}, left for review: ${change.reason}`);
    }
  }
  for (const skipped of result.outcome.skipped) lines.push(`Not applied to ${skipped.id}: ${skipped.reason}`);
  return lines;
}
function newContradictionsJson(result) {
  const byKey = new Map(result.changes.map((c) => [c.key, c]));
  const id = (key) => key.slice(key.lastIndexOf("#") + 1);
  return result.findings.map((f) => ({
    older: id(f.olderKey),
    newer: id(f.newerKey),
    kind: f.kind,
    reason: f.reason,
    triggers: f.triggers,
    action: byKey.get(f.olderKey)?.action ?? "link"
  }));
}

// src/cli/commands/add.ts
var help = `discoveries add: record a discovery.

Usage: discoveries add "<content>" [options]

Options:
  --scope local|global     who it is for (default global)
  --task ID                the task it was learned in (becomes parentId)
  --agent ID               the agent that learned it (local views group by its persona)
  --impact LEVEL           low, medium, high or critical (classified from the text if not given)
  --category NAME          e.g. Testing, API (classified from the text if not given)
  --json                   print the result as JSON
  --store PATH             case file (default .axiom/cases.jsonl)

The same content (ignoring case and surrounding spaces) is never stored twice.
A discovery that contradicts an older active one supersedes it (the older becomes
outdated), unless the older has the higher impact or is validated and this one is
not: then both are kept and the pair is reported for review.

Example:
  discoveries add "Tests use vitest, not jest" --impact medium --agent echo-001
`;
function checkIds(command, task, agent) {
  if (agent !== void 0 && !isValidAgentId(agent)) {
    throw new UsageError(`${command}: agent id '${agent}' can't name a view folder`, "use letters, digits, '.', '_' or '-' (e.g. echo-001)");
  }
  if (task !== void 0 && !isValidTaskId(task)) {
    throw new UsageError(`${command}: task id must be one printable line`, "pass the task id as it appears in the store");
  }
}
async function run(args, { io }) {
  const { values, positionals } = parseCommandArgs(
    "add",
    args,
    {
      scope: { type: "string" },
      task: { type: "string" },
      agent: { type: "string" },
      impact: { type: "string" },
      category: { type: "string" },
      json: { type: "boolean" },
      ...STORE_OPTION
    },
    { min: 1, max: 1, names: "the content of the discovery" }
  );
  const content = positionals[0].replace(/\s+/g, " ").trim();
  if (content === "") throw new UsageError("add: the content is empty", 'write what was learned, e.g. "Tests use vitest, not jest"');
  if (values.scope !== void 0 && !isScope(values.scope)) throw new UsageError(`add: --scope must be local or global (got '${values.scope}')`);
  if (values.impact !== void 0 && !isImpact(values.impact)) {
    throw new UsageError(`add: --impact must be low, medium, high or critical (got '${values.impact}')`);
  }
  checkIds("add", values.task, values.agent);
  const project = await openProject(io, values.store);
  const commit = await currentCommit(project);
  const result = await changeStore(project, (store) => {
    const duplicate = store.findDuplicate(content);
    if (duplicate) {
      store.countDuplicatePrevented();
      return { added: null, duplicate, contradictions: null };
    }
    const added = store.create({
      content,
      scope: values.scope ?? "global",
      taskId: values.task ?? null,
      agentId: values.agent ?? null,
      impact: values.impact ?? classifyImpact(content),
      category: values.category ?? classifyCategory(content),
      commit,
      now: io.now()
    });
    const contradictions = project.config.contradictions.enabled ? checkNewDiscoveries(store, [added], { now: io.now(), commit }, { method: project.config.contradictions.method }) : null;
    return { added, duplicate: null, contradictions };
  });
  const paint = painter(useColor(io.stdout, io.env));
  if (values.json) {
    const contradictions = result.contradictions ? newContradictionsJson(result.contradictions) : [];
    io.stdout.write(`${JSON.stringify(result.added ? { added: true, discovery: result.added, contradictions } : { added: false, duplicateOf: result.duplicate.id }, null, 2)}
`);
    return 0;
  }
  if (result.added) {
    const d = result.added;
    io.stdout.write(`Added ${paint.bold(d.id)} (${d.metadata.scope}, ${d.metadata.impact}, ${d.metadata.category})
`);
    for (const line of result.contradictions ? describeNewContradictions(result.contradictions) : []) io.stdout.write(`  ${line}
`);
  } else {
    io.stdout.write(`Not added: the same discovery is already ${paint.bold(result.duplicate.id)} (${result.duplicate.status})
`);
  }
  return 0;
}

export {
  checkNewDiscoveries,
  describeNewContradictions,
  newContradictionsJson,
  help,
  checkIds,
  run
};
