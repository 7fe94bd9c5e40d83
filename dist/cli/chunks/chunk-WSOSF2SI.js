import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  git,
  runGit
} from "./chunk-LV62HYMS.js";
import {
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";

// src/text/shell-quote.ts
function shellQuote(s) {
  return /^[\w./@:+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

// src/store/git-setup.ts
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
var CASES_DRIVER = "discoveries-cases";
var COUNTERS_DRIVER = "discoveries-counters";
var VIEW_DRIVER = "discoveries-view";
var posix = (p) => p.split(sep).join("/");
function attributeLines(paths) {
  const agents = posix(relative(paths.root, paths.agentsDir));
  return [
    `/${posix(relative(paths.root, paths.cases))} merge=${CASES_DRIVER}`,
    `/${posix(relative(paths.root, paths.counters))} merge=${COUNTERS_DRIVER}`,
    `/${posix(relative(paths.root, paths.globalView))} merge=${VIEW_DRIVER} linguist-generated`,
    `/${agents}/*/discoveries.md merge=${VIEW_DRIVER} linguist-generated`
  ];
}
var DRIVERS = [CASES_DRIVER, COUNTERS_DRIVER, VIEW_DRIVER];
async function mergeDriverStatus(paths, env) {
  const file = join(paths.root, ".gitattributes");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const attributes = attributeLines(paths).every((line) => text.split(/\r?\n/).includes(line));
  const configured = await Promise.all(
    DRIVERS.map(async (name) => (await runGit(["config", "--get", `merge.${name}.driver`], { cwd: paths.root, env, allowFailure: true })).code === 0)
  );
  return { attributes, config: configured.every(Boolean) };
}
async function installMergeDriver(paths, command, env) {
  const changed = [];
  const file = join(paths.root, ".gitattributes");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const present = new Set(text.split(/\r?\n/));
  const missing = attributeLines(paths).filter((line) => !present.has(line));
  if (missing.length > 0) {
    const prefix = text === "" || text.endsWith("\n") ? "" : "\n";
    const header = text.includes("discovery-curator") ? "" : "# discovery-curator: merge the discovery store by record, not by line\n";
    writeFileAtomic(file, `${text}${prefix}${header}${missing.join("\n")}
`);
    changed.push(".gitattributes");
  }
  const settings = [
    [`merge.${CASES_DRIVER}.name`, "discovery-curator: merge discoveries by id"],
    [`merge.${CASES_DRIVER}.driver`, `${command} merge-driver cases %O %A %B %P`],
    [`merge.${COUNTERS_DRIVER}.name`, "discovery-curator: counters only grow"],
    [`merge.${COUNTERS_DRIVER}.driver`, `${command} merge-driver counters %O %A %B %P`],
    [`merge.${VIEW_DRIVER}.name`, "discovery-curator: generated views take both sides"],
    [`merge.${VIEW_DRIVER}.driver`, `${command} merge-driver view %O %A %B %P`]
  ];
  for (const [key, value] of settings) {
    const current = await runGit(["config", "--get", key], { cwd: paths.root, env, allowFailure: true });
    if (current.code === 0 && current.stdout.trim() === value) continue;
    await git(["config", key, value], { cwd: paths.root, env });
    if (!changed.includes("git config")) changed.push("git config");
  }
  return changed;
}
async function removeMergeDriverConfig(paths, env) {
  for (const name of DRIVERS) {
    await runGit(["config", "--remove-section", `merge.${name}`], { cwd: paths.root, env, allowFailure: true });
  }
}
function cliCommand(gitRoot, cliEntry) {
  if (!cliEntry) return "npx --no-install discoveries";
  const rel = relative(gitRoot, cliEntry);
  const path = rel.startsWith("..") ? cliEntry : posix(rel);
  return `node ${shellQuote(path)}`;
}

export {
  shellQuote,
  VIEW_DRIVER,
  attributeLines,
  mergeDriverStatus,
  installMergeDriver,
  removeMergeDriverConfig,
  cliCommand
};
