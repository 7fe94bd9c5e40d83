import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  uninstallHooks
} from "./chunk-Z3ZKFQNL.js";
import "./chunk-TUHCAK4G.js";
import {
  hookFiles,
  readHookGit,
  readPending
} from "./chunk-JNP52AUX.js";
import "./chunk-IOKBOIN7.js";
import "./chunk-NKM4OWEV.js";
import {
  attributeLines,
  removeMergeDriverConfig
} from "./chunk-WSOSF2SI.js";
import "./chunk-HSQBMDLJ.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-7UJ5HRSX.js";
import "./chunk-DKRBY5OM.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  openProject,
  rel
} from "./chunk-MXQ5SG3X.js";
import "./chunk-LV62HYMS.js";
import {
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/uninstall.ts
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
var help = `discoveries uninstall: remove what 'discoveries init' added to git.

Usage: discoveries uninstall [--json]

Removes exactly what init added, and nothing else:
  - the discoveries block in each .husky/<hook> file (a file init created and
    that holds nothing else is deleted; your own commands stay)
  - husky's setup (core.hooksPath), only if init set it up and no other husky
    hook is left
  - the merge driver: its lines in .gitattributes and its local git config
  - the hooks' state in the git dir (watermarks, path index, log)
Keeps .axiom/ (your discoveries) and pending findings not yet reviewed.
Run it in every clone that ran init (the git config is per clone).

Example:
  discoveries uninstall
`;
var GITATTRIBUTES_HEADER = "# discovery-curator: merge the discovery store by record, not by line";
async function run(args, { io }) {
  const { values } = parseCommandArgs("uninstall", args, { json: { type: "boolean" } }, { max: 0 });
  const project = await openProject(io);
  const git = await readHookGit(io.cwd, io.env);
  if (!git || !project.gitRoot) throw new UserError(`${io.cwd} is not inside a git work tree`, { fix: "run discoveries uninstall in the repository init ran in" });
  const done = [];
  done.push(...(await uninstallHooks(git, project.root, io.env)).lines);
  const attributes = join(project.root, ".gitattributes");
  if (existsSync(attributes)) {
    const ours = /* @__PURE__ */ new Set([GITATTRIBUTES_HEADER, ...attributeLines(project.paths)]);
    const text = readFileSync(attributes, "utf8");
    const lines = text.split(/(?<=\n)/);
    const kept2 = lines.filter((line) => !ours.has(line.replace(/\r?\n$/, "")));
    if (kept2.length !== lines.length) {
      const next = kept2.join("");
      if (next.trim() === "") rmSync(attributes);
      else writeFileAtomic(attributes, next);
      done.push(`${next.trim() === "" ? "deleted" : "removed the merge driver lines from"} ${rel(project, attributes)}`);
    }
  }
  await removeMergeDriverConfig(project.paths, io.env);
  done.push("removed the merge driver from the git config");
  const kept = [];
  const files = hookFiles(git);
  const worktrees = join(git.commonDir, "worktrees");
  const stateDirs = [join(git.commonDir, "discoveries"), files.stateDir];
  if (existsSync(worktrees)) for (const name of readdirSync(worktrees)) stateDirs.push(join(worktrees, name, "discoveries"));
  for (const dir of new Set(stateDirs)) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (name === "pending.json" && readPending(file).pending.findings.length > 0) {
        kept.push(file);
        continue;
      }
      rmSync(file, { recursive: true, force: true });
    }
    if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true, force: true });
  }
  done.push("removed the hooks\u2019 state from the git dir");
  if (kept.length > 0) done.push(`kept ${kept.length === 1 ? kept[0] : `${kept.length} pending files`} (findings not reviewed yet; delete when done)`);
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ root: project.root, done }, null, 2)}
`);
    return 0;
  }
  for (const line of done) io.stdout.write(`  ${line}
`);
  io.stdout.write(`Uninstalled. Kept ${rel(project, project.paths.dir) || "."}/ (your discoveries); delete it yourself if you want them gone.
`);
  return 0;
}
export {
  help,
  run
};
