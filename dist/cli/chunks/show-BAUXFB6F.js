import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  discoveryDetail,
  learningDetail
} from "./chunk-7IG4SGMN.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  idInSource
} from "./chunk-7UJ5HRSX.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  readStore
} from "./chunk-MXQ5SG3X.js";
import {
  projectStoreRef
} from "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/show.ts
var help = `discoveries show: everything about one discovery, or one learning of another source.

Usage: discoveries show NAME [--json]

NAME is a discovery id of the project's store, or a learning of any other
source (swarm idea, genome memory, prompt point, agent-file bullet) by its id
or by its key (\`path#id\`), as \`discoveries check\` reports it.

Examples:
  discoveries show disc-012
  discoveries show .genome/memories/memories.jsonl#mem-7f3a
`;
async function run(args, { io }) {
  const { values, positionals } = parseCommandArgs("show", args, { json: { type: "boolean" }, ...STORE_OPTION }, { min: 1, max: 1, names: "a discovery id or a learning key" });
  const project = await openProject(io, values.store);
  const store = readStore(project);
  const name = positionals[0];
  const own = store.get(idInSource({ kind: "axiom", path: projectStoreRef(project.paths).path }, name) ?? name);
  if (!own) return showFromAnySource(project, name, Boolean(values.json), io);
  if (values.json) io.stdout.write(`${JSON.stringify(own, null, 2)}
`);
  else io.stdout.write(`${discoveryDetail(own, painter(useColor(io.stdout, io.env)), store.lineOf(own.id), store.file)}
`);
  return 0;
}
async function showFromAnySource(project, name, json, io) {
  const [{ checkableLearnings, loadSources }, { resolveLearning }] = await Promise.all([import("./sources-IRSXPPSY.js"), import("./names-K27EPHM5.js")]);
  const loaded = await loadSources({ cwd: project.root, env: io.env, now: /* @__PURE__ */ new Date(), config: project.config, store: projectStoreRef(project.paths) });
  const learning = resolveLearning(name, checkableLearnings(loaded.sources));
  if (json) io.stdout.write(`${JSON.stringify(learning, null, 2)}
`);
  else io.stdout.write(`${learningDetail(learning, painter(useColor(io.stdout, io.env)))}
`);
  return 0;
}
export {
  help,
  run
};
