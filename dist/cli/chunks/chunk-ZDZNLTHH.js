import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  painter,
  useColor
} from "./chunk-OT6L5PDU.js";
import {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject,
  parseCommandArgs
} from "./chunk-LNJKNKGU.js";
import {
  classifyCategory,
  classifyImpact
} from "./chunk-KIYOD2U6.js";
import {
  isImpact,
  isScope,
  isValidAgentId,
  isValidTaskId
} from "./chunk-5DUHE7SN.js";
import {
  UsageError
} from "./chunk-OILZEQMD.js";

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
      return { added: null, duplicate };
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
    return { added, duplicate: null };
  });
  const paint = painter(useColor(io.stdout, io.env));
  if (values.json) {
    io.stdout.write(`${JSON.stringify(result.added ? { added: true, discovery: result.added } : { added: false, duplicateOf: result.duplicate.id }, null, 2)}
`);
    return 0;
  }
  if (result.added) {
    const d = result.added;
    io.stdout.write(`Added ${paint.bold(d.id)} (${d.metadata.scope}, ${d.metadata.impact}, ${d.metadata.category})
`);
  } else {
    io.stdout.write(`Not added: the same discovery is already ${paint.bold(result.duplicate.id)} (${result.duplicate.status})
`);
  }
  return 0;
}

export {
  help,
  checkIds,
  run
};
