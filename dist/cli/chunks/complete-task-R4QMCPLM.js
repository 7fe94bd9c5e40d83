import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  archive
} from "./chunk-QF6Q4YVE.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject
} from "./chunk-MXQ5SG3X.js";
import "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/complete-task.ts
var help = `discoveries complete-task: archive every active discovery a finished task produced.

Usage: discoveries complete-task TASK_ID [--json] [--store PATH]

Seed 001's archival: when a task is done its child discoveries are archived in one
write (archivedAt, archivedReason: parent_task_completed). Global ones that should
outlive the task can be brought back with 'discoveries resurrect'.

With --store .swarm/ideas.jsonl it does the same for a swarm Green (seed 000):
its yellow ideas are archived with archivedReason: parent_green_completed.
('discoveries check' also archives the yellows of Greens marked done.)

Example:
  discoveries complete-task task-042
  discoveries complete-task idea-020 --store .swarm/ideas.jsonl
`;
async function run(args, { io }) {
  const { values, positionals } = parseCommandArgs("complete-task", args, { json: { type: "boolean" }, ...STORE_OPTION }, { min: 1, max: 1, names: "a task id" });
  const taskId = positionals[0];
  const project = await openProject(io, values.store);
  const context = { now: io.now(), commit: await currentCommit(project) };
  const archived = await changeStore(project, (store) => {
    const { parentField, completedReason } = store.dialect;
    const children = store.discoveries().filter((d) => d.status === "active" && (d.parentId === taskId || d.metadata[parentField] === taskId));
    for (const d of children) {
      archive(d, completedReason, context);
      store.markChanged(d);
    }
    return children.map((d) => d.id);
  });
  if (values.json) io.stdout.write(`${JSON.stringify({ task: taskId, archived }, null, 2)}
`);
  else if (archived.length === 0) io.stdout.write(`No active discoveries belong to ${taskId}.
`);
  else io.stdout.write(`Archived ${archived.length} discover${archived.length === 1 ? "y" : "ies"} of ${taskId}: ${archived.join(", ")}
`);
  return 0;
}
export {
  help,
  run
};
