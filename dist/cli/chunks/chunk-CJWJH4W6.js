import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  AXIOM_DIALECT
} from "./chunk-KBVWAQ4I.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";

// src/store/paths.ts
import { existsSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
var DEFAULT_STORE = ".axiom/cases.jsonl";
function storePaths(root, overrides = {}, dialect = AXIOM_DIALECT) {
  const cases = insideRoot(root, overrides.store ?? DEFAULT_STORE, "store path");
  const dir = dirname(cases);
  return {
    root,
    dir,
    cases,
    counters: join(dir, "metrics", "counters.json"),
    config: join(dir, "config.yml"),
    lock: join(dir, ".lock"),
    globalView: insideRoot(root, overrides.globalView ?? relative(root, join(dir, dialect.viewFile)), "view path"),
    agentsDir: insideRoot(root, overrides.agentsDir ?? relative(root, join(dir, "agents")), "agents folder"),
    dialect
  };
}
function insideRoot(root, path, what) {
  const resolved = resolve(root, path);
  const rel = relative(root, resolved);
  if (isAbsolute(path) || rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    throw new UserError(`${what} '${path}' points outside the project`, { fix: "use a path relative to the repository root, without ../" });
  }
  return resolved;
}
function displayPath(paths, absolute) {
  return relative(paths.root, absolute).split(sep).join("/");
}
function findProjectRoot(cwd, gitRoot, storeDir = ".axiom") {
  let dir = resolve(cwd);
  const stop = gitRoot ? resolve(gitRoot) : null;
  for (; ; ) {
    const candidate = join(dir, storeDir);
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return dir;
    if (stop !== null && dir === stop) break;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return stop ?? resolve(cwd);
}

export {
  DEFAULT_STORE,
  storePaths,
  insideRoot,
  displayPath,
  findProjectRoot
};
