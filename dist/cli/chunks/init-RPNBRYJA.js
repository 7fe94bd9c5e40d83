import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cliEntryPath
} from "./chunk-VYYSPEPO.js";
import {
  cliCommand,
  installMergeDriver
} from "./chunk-WSOSF2SI.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  openProject,
  rel
} from "./chunk-MXQ5SG3X.js";
import {
  DiscoveryStore,
  defaultConfigText,
  renderViews,
  withLock,
  writeViews
} from "./chunk-LV62HYMS.js";
import {
  idNumber,
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/init.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
var help = `discoveries init: set up a repository's discovery store.

Usage: discoveries init [--no-hooks] [--print-config] [--json]

Creates what is missing and keeps what exists:
  .axiom/cases.jsonl             the store (one JSON record per line)
  .axiom/metrics/counters.json   the disc-NNN counter
  .axiom/config.yml              the config, every key commented with its default
  .axiom/.gitignore              the lock file and temp files
  .gitattributes + git config    the merge driver, so branches that both add
                                 discoveries merge without conflicts
  .axiom/discoveries.md          the view agents read
  .husky/post-commit, \u2026          git hooks (through husky) that report which
                                 discoveries a commit, merge, pull or rebase made
                                 outdated; 'discoveries uninstall' removes them
Safe to run again; run it once in every clone (the git config is per clone).

Options:
  --no-hooks       leave git hooks alone
  --print-config   print the default config and exit
  --json           print what was done as JSON

Example:
  npx discoveries init
`;
var IGNORED = [".lock", "*.tmp", "cache/"];
async function run(args, { io }) {
  const { values } = parseCommandArgs("init", args, { "print-config": { type: "boolean" }, json: { type: "boolean" }, "no-hooks": { type: "boolean" } }, { max: 0 });
  if (values["print-config"]) {
    io.stdout.write(defaultConfigText());
    return 0;
  }
  const project = await openProject(io);
  const { paths } = project;
  const done = [];
  const kept = [];
  await withLock(paths.lock, () => {
    mkdirSync(join(paths.dir, "metrics"), { recursive: true });
    if (!existsSync(paths.cases)) {
      writeFileAtomic(paths.cases, "");
      done.push(`created ${rel(project, paths.cases)}`);
    } else kept.push(rel(project, paths.cases));
    if (!existsSync(paths.counters)) {
      const text = readFileSync(paths.cases, "utf8");
      const highest = Math.max(0, ...[...text.matchAll(/"id"\s*:\s*"(disc-\d+)"/g)].map((m) => idNumber(m[1]) ?? 0));
      writeFileAtomic(paths.counters, `${JSON.stringify({ discovery: highest }, null, 2)}
`);
      done.push(`created ${rel(project, paths.counters)}`);
    } else kept.push(rel(project, paths.counters));
    if (!existsSync(paths.config)) {
      writeFileAtomic(paths.config, defaultConfigText());
      done.push(`created ${rel(project, paths.config)}`);
    } else kept.push(rel(project, paths.config));
    const ignore = join(paths.dir, ".gitignore");
    const current = existsSync(ignore) ? readFileSync(ignore, "utf8") : "";
    const missing = IGNORED.filter((line) => !current.split(/\r?\n/).includes(line));
    if (missing.length > 0) {
      writeFileSync(ignore, `${current}${current === "" || current.endsWith("\n") ? "" : "\n"}${missing.join("\n")}
`);
      done.push(`${current === "" ? "created" : "updated"} ${rel(project, ignore)}`);
    }
    const store = DiscoveryStore.read(paths, project.config);
    if (store.blockingProblems().length > 0) {
      throw new UserError(`${store.blockingProblems().length} problem(s) in the store; views not rendered`, { file: store.file, fix: "run 'discoveries doctor'" });
    }
    for (const view of writeViews(paths, renderViews(store.discoveries(), paths))) done.push(`wrote ${rel(project, view)}`);
  }, { displayPath: rel(project, paths.lock) });
  if (project.gitRoot) {
    const changed = await installMergeDriver(paths, cliCommand(project.gitRoot, cliEntryPath(io.env)), io.env);
    for (const what of changed) done.push(`registered the merge driver (${what})`);
    if (!values["no-hooks"]) {
      const { initHooks } = await import("./install-FB6GTPO2.js");
      const lines = await initHooks({ cwd: project.root, env: io.env, project, cliEntry: cliEntryPath(io.env), now: io.now() }).catch((error) => [
        `hooks not installed: ${error instanceof Error ? error.message : String(error)}`
      ]);
      done.push(...lines);
    }
  } else {
    done.push("not a git repository: merge driver not registered");
  }
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ root: project.root, done, kept }, null, 2)}
`);
    return 0;
  }
  for (const line of done) io.stdout.write(`  ${line}
`);
  if (kept.length > 0) io.stdout.write(`  kept ${kept.join(", ")}
`);
  io.stdout.write(`Discovery store ready in ${rel(project, paths.dir) || "."}. Next: discoveries add "<what you learned>"
`);
  return 0;
}
export {
  help,
  run
};
