import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  renderPrompt
} from "./chunk-UQMVOGXJ.js";
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
import {
  UsageError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/prompt.ts
var help = `discoveries prompt: the text to inject into an agent's prompt.

Usage: discoveries prompt --agent ID

Prints active global discoveries, then the agent's own active local ones, in
seed 001's template. Outdated, archived and deleted discoveries are never injected.

Example:
  discoveries prompt --agent echo-001 >> .context/prompt.md
`;
async function run(args, { io }) {
  const { values } = parseCommandArgs("prompt", args, { agent: { type: "string" }, ...STORE_OPTION }, { max: 0 });
  if (values.agent === void 0) throw new UsageError("prompt: --agent is required", "name the agent whose local discoveries to include");
  const project = await openProject(io, values.store);
  io.stdout.write(renderPrompt(readStore(project).discoveries(), values.agent));
  return 0;
}
export {
  help,
  run
};
