import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DiscoveryStore,
  defaultConfig,
  displayPath,
  findProjectRoot,
  findRepoRoot,
  headCommit,
  loadConfig,
  storePaths,
  updateStore
} from "./chunk-LV62HYMS.js";
import {
  AXIOM_DIALECT,
  SWARM_DIALECT
} from "./chunk-2NH5KYNN.js";

// src/cli/project.ts
import { basename, join } from "node:path";
var STORE_OPTION = { store: { type: "string" } };
async function openProject(io, storeOverride, known) {
  const gitRoot = known ? known.gitRoot : await findRepoRoot(io.cwd, io.env);
  const root = findProjectRoot(io.cwd, gitRoot);
  const configPath = storeOverride ? storePaths(root, { store: storeOverride }).config : join(root, ".axiom", "config.yml");
  const config = await loadConfig(configPath, displayPath(storePaths(root), configPath), known ? { cacheFile: join(known.stateDir, "config-cache.json") } : {});
  const store = storeOverride ?? config.store.path;
  const dialect = basename(store) === "ideas.jsonl" ? SWARM_DIALECT : AXIOM_DIALECT;
  const paths = storePaths(
    root,
    { store, globalView: config.views.global || void 0, agentsDir: config.views.agentsDir || void 0 },
    dialect
  );
  return { root, gitRoot, paths, config, io };
}
async function openProjectWithDefaults(io, storeOverride) {
  const gitRoot = await findRepoRoot(io.cwd, io.env);
  const root = findProjectRoot(io.cwd, gitRoot);
  return { root, gitRoot, paths: storePaths(root, { store: storeOverride }), config: defaultConfig(), io };
}
function readStore(project) {
  return DiscoveryStore.read(project.paths, project.config);
}
function changeStore(project, change) {
  return updateStore(project.paths, project.config, change);
}
async function currentCommit(project) {
  return project.gitRoot ? headCommit(project.root, project.io.env) : null;
}
function rel(project, absolute) {
  return displayPath(project.paths, absolute);
}

export {
  STORE_OPTION,
  openProject,
  openProjectWithDefaults,
  readStore,
  changeStore,
  currentCommit,
  rel
};
