import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  readStore,
  rel
} from "./chunk-MXQ5SG3X.js";
import {
  renderViews,
  staleViews,
  withLock,
  writeViews
} from "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/render.ts
var help = `discoveries render: regenerate the Markdown views from the store.

Usage: discoveries render [--check]

Writes .axiom/discoveries.md (global discoveries, active and outdated, by category,
oldest first) and .axiom/agents/{persona}/discoveries.md (each persona's active
local ones). Every command that changes the store does this already.

Options:
  --check   write nothing; exit 1 if a view is out of date (for CI)

Example:
  discoveries render --check || echo "run discoveries render"
`;
async function run(args, { io }) {
  const { values } = parseCommandArgs("render", args, { check: { type: "boolean" }, ...STORE_OPTION }, { max: 0 });
  const project = await openProject(io, values.store);
  if (values.check) {
    const store = readStore(project);
    const stale = staleViews(project.paths, renderViews(store.discoveries(), project.paths));
    for (const path of stale) io.stdout.write(`out of date: ${rel(project, path)}
`);
    if (stale.length === 0) io.stdout.write("Views are up to date.\n");
    return stale.length > 0 ? 1 : 0;
  }
  const written = await withLock(project.paths.lock, () => {
    const store = readStore(project);
    for (const p of store.blockingProblems()) io.stderr.write(`warning: ${p.file}:${p.line ?? ""} ${p.message} (left out of the views)
`);
    return writeViews(project.paths, renderViews(store.discoveries(), project.paths));
  });
  for (const path of written) io.stdout.write(`wrote ${rel(project, path)}
`);
  if (written.length === 0) io.stdout.write("Views are up to date.\n");
  return 0;
}
export {
  help,
  run
};
