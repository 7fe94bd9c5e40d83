"use strict";

// src/cli/hook-cache.ts
var import_node_fs2 = require("node:fs");
var import_node_module = require("node:module");
var import_node_path2 = require("node:path");
var import_node_url = require("node:url");
var import_node_v8 = require("node:v8");
var import_node_vm = require("node:vm");

// src/store/atomic.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function writeFileAtomic(path, data, options = {}) {
  const durable = options.durable ?? true;
  const dir = (0, import_node_path.dirname)(path);
  (0, import_node_fs.mkdirSync)(dir, { recursive: true });
  const temp = (0, import_node_path.join)(dir, `.${(0, import_node_path.basename)(path)}.${process.pid}.${Math.random().toString(16).slice(2, 10)}.tmp`);
  let fd = null;
  try {
    fd = (0, import_node_fs.openSync)(temp, "w", 420);
    (0, import_node_fs.writeSync)(fd, typeof data === "string" ? Buffer.from(data, "utf8") : data);
    if (durable) (0, import_node_fs.fsyncSync)(fd);
    (0, import_node_fs.closeSync)(fd);
    fd = null;
    (0, import_node_fs.renameSync)(temp, path);
  } catch (error) {
    if (fd !== null) (0, import_node_fs.closeSync)(fd);
    (0, import_node_fs.rmSync)(temp, { force: true });
    throw error;
  }
  if (durable) syncDirectory(dir);
}
function syncDirectory(dir) {
  try {
    const fd = (0, import_node_fs.openSync)(dir, "r");
    try {
      (0, import_node_fs.fsyncSync)(fd);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
  } catch {
  }
}

// src/cli/hook-cache.ts
var KNOWN_GIT = "DISCOVERIES_HOOK_GIT";
var RAN = 1;
var INDEXED = 2;
var CHECKED = 3;
void main(process.argv.slice(2));
async function main(args) {
  const known = process.env[KNOWN_GIT];
  const commonDir = known?.split("\n")[2];
  if (commonDir && await runCached(args, (0, import_node_path2.join)(__dirname, "hook-FI52VR7Q.cjs"), (0, import_node_path2.resolve)(commonDir))) return;
  const binary = (0, import_node_path2.join)(__dirname, "discoveries.js");
  process.argv = [process.argv[0], binary, "hook", ...args];
  await import((0, import_node_url.pathToFileURL)(binary).href);
}
async function runCached(args, bundleFile, commonDir) {
  let loaded;
  try {
    loaded = load(bundleFile, (0, import_node_path2.join)(commonDir, "discoveries", "code-cache", `${(0, import_node_path2.basename)(bundleFile, ".cjs")}-${process.version}-${process.arch}.bin`));
  } catch {
    return false;
  }
  const result = await loaded.bundle.runHookCommand(args, loaded.bundle.processIo());
  const depth = result?.status !== "checked" || !result.planned ? RAN : result.indexRebuilt ? INDEXED : CHECKED;
  if (loaded.cached === INDEXED && depth === CHECKED) discard(loaded);
  else if (loaded.cached < depth) save(loaded, depth);
  return true;
}
function load(bundleFile, cacheFile) {
  const source = (0, import_node_fs2.readFileSync)(bundleFile, "utf8");
  (0, import_node_v8.setFlagsFromString)("--verify-snapshot-checksum");
  let cache = null;
  try {
    cache = (0, import_node_fs2.readFileSync)(cacheFile);
  } catch {
  }
  const usable = cache !== null && cache.length > 1 && cache[0] >= RAN && cache[0] <= CHECKED;
  const script = new import_node_vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, {
    filename: bundleFile,
    ...usable ? { cachedData: cache.subarray(1) } : {}
  });
  const wrapper = script.runInThisContext();
  const module2 = { exports: {} };
  wrapper.call(module2.exports, module2.exports, (0, import_node_module.createRequire)(bundleFile), module2, bundleFile, (0, import_node_path2.dirname)(bundleFile));
  return { bundle: module2.exports, script, cacheFile, cached: usable && !script.cachedDataRejected ? cache[0] : 0 };
}
function save(loaded, depth) {
  try {
    const data = loaded.script.createCachedData();
    const dir = (0, import_node_path2.dirname)(loaded.cacheFile);
    for (const name of safeList(dir)) if (name !== (0, import_node_path2.basename)(loaded.cacheFile)) (0, import_node_fs2.rmSync)((0, import_node_path2.join)(dir, name), { force: true });
    writeFileAtomic(loaded.cacheFile, Buffer.concat([Buffer.from([depth]), data]), { durable: false });
  } catch {
  }
}
function discard(loaded) {
  try {
    (0, import_node_fs2.rmSync)(loaded.cacheFile, { force: true });
  } catch {
  }
}
function safeList(dir) {
  try {
    return (0, import_node_fs2.readdirSync)(dir);
  } catch {
    return [];
  }
}
