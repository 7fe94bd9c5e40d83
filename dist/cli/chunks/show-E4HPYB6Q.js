import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  discoveryDetail
} from "./chunk-HXIDW5YL.js";
import {
  painter,
  useColor
} from "./chunk-3D5ZGQEW.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  readStore
} from "./chunk-D72KGCVQ.js";
import "./chunk-CCH74VDW.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/show.ts
var help = `discoveries show: everything about one discovery.

Usage: discoveries show ID [--json]

Example:
  discoveries show disc-012
`;
async function run(args, { io }) {
  const { values, positionals } = parseCommandArgs("show", args, { json: { type: "boolean" }, ...STORE_OPTION }, { min: 1, max: 1, names: "a discovery id" });
  const project = await openProject(io, values.store);
  const store = readStore(project);
  const d = store.require(positionals[0]);
  if (values.json) io.stdout.write(`${JSON.stringify(d, null, 2)}
`);
  else io.stdout.write(`${discoveryDetail(d, painter(useColor(io.stdout, io.env)), store.lineOf(d.id), store.file)}
`);
  return 0;
}
export {
  help,
  run
};
