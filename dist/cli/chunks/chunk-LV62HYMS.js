import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  AXIOM_DIALECT,
  compareIds,
  formatId,
  formatJsonl,
  idNumber,
  metadataKeyOrder,
  parseJsonl,
  parseLine,
  recordKeyOrder,
  serializeOrdered,
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";
import {
  escapeRegExp
} from "./chunk-2SSDQQ7B.js";
import {
  CATEGORIES,
  METADATA_KEY_ORDER,
  RECORD_KEY_ORDER,
  isImpact,
  isScope,
  isStatus
} from "./chunk-JK46EHK2.js";

// src/lists.ts
function lastingListOf(item) {
  return Array.of(item);
}
function lastingList() {
  const list = Array.of(null);
  list.length = 0;
  return list;
}

// src/anchors/resolve.ts
var PathResolver = class {
  files;
  dirs = /* @__PURE__ */ new Set();
  byBase = /* @__PURE__ */ new Map();
  dirsByBase = /* @__PURE__ */ new Map();
  sortedFiles = null;
  constructor(paths) {
    const files = new Set(paths);
    this.files = files;
    for (const file of files) {
      const base = file.slice(file.lastIndexOf("/") + 1);
      push(this.byBase, base, file);
      let slash = file.lastIndexOf("/");
      while (slash > 0) {
        const dir = file.slice(0, slash);
        if (this.dirs.has(dir)) break;
        this.dirs.add(dir);
        push(this.dirsByBase, dir.slice(dir.lastIndexOf("/") + 1), dir);
        slash = dir.lastIndexOf("/");
      }
    }
  }
  isFile(path) {
    return this.files.has(path);
  }
  isDir(path) {
    return this.dirs.has(path);
  }
  /** Files matching a glob, sorted. */
  glob(matcher) {
    this.sortedFiles ??= [...this.files].sort();
    return this.sortedFiles.filter((f) => matcher.test(f));
  }
  resolve(mention, baseDir) {
    const tried = baseDir ? [joinPath(baseDir, mention.path), mention.path] : [mention.path];
    if (mention.kind === "glob") {
      for (const pattern of tried) {
        const matcher = globToRegExp(pattern);
        if (this.glob(matcher).length > 0) return { status: "resolved", mention, path: pattern, kind: "glob", how: "exact", matcher };
      }
      return this.resolveGlobBelow(mention);
    }
    for (const candidate of tried) {
      const kind = this.kindOf(candidate, mention.kind);
      if (kind) return { status: "resolved", mention, path: candidate, kind, how: "exact" };
    }
    const wantsDir = mention.kind === "dir";
    const base = mention.path.slice(mention.path.lastIndexOf("/") + 1);
    const pool = wantsDir ? this.dirsByBase.get(base) ?? NO_PATHS : this.byBase.get(base) ?? NO_PATHS;
    let reason = "not-found";
    let candidates = NO_PATHS;
    if (mention.path.includes("/")) {
      const suffix = `/${mention.path}`;
      const matches = pool.filter((p) => p.endsWith(suffix));
      const scoped = preferScope(matches, baseDir);
      if (scoped.length === 1) return { status: "resolved", mention, path: scoped[0], kind: wantsDir ? "dir" : "file", how: "suffix" };
      if (scoped.length > 1) {
        reason = "ambiguous";
        candidates = scoped;
      }
    } else if (!wantsDir && mention.kind !== "maybe") {
      const scoped = preferScope(pool, baseDir);
      const one = scoped.length === 1;
      const several = scoped.length > 1;
      if (one) return { status: "resolved", mention, path: scoped[0], kind: "file", how: "basename" };
      if (several) {
        reason = "ambiguous";
        candidates = scoped;
      }
    }
    return unresolvedOrNull(mention, reason, candidates);
  }
  /**
   * A glob written without the folders above it, as agents write paths relative to a package: like a
   * `.gitignore` pattern, `dev*.jsonl` matches in any folder; `fixtures/*.jsonl` too, when every file it
   * matches lies below one folder (a unique suffix, as for a file).
   */
  resolveGlobBelow(mention) {
    const pattern = mention.path.replace(/^\.\//, "");
    const path = `**/${pattern}`;
    const matcher = globToRegExp(path);
    const found = this.glob(matcher);
    if (found.length === 0) return { status: "unresolved", mention, reason: "not-found", candidates: [] };
    if (pattern.includes("/")) {
      const depth = pattern.split("/").length;
      const above = new Set(found.map((f) => f.split("/").slice(0, -depth).join("/")));
      if (pattern.includes("**") || above.size > 1) return { status: "unresolved", mention, reason: "ambiguous", candidates: [...above].slice(0, 5) };
    }
    return { status: "resolved", mention, path, kind: "glob", how: pattern.includes("/") ? "suffix" : "basename", matcher };
  }
  kindOf(path, wanted) {
    if (wanted !== "dir" && this.files.has(path)) return "file";
    if (wanted !== "file" && this.dirs.has(path)) return "dir";
    return null;
  }
};
var NO_PATHS = lastingList();
function unresolvedOrNull(mention, reason, candidates) {
  if (mention.kind === "maybe") return null;
  return { status: "unresolved", mention, reason, candidates: candidates.slice(0, 5) };
}
function preferScope(matches, baseDir) {
  if (!baseDir || matches.length < 2) return matches;
  const inside = matches.filter((m) => m.startsWith(`${baseDir}/`));
  return inside.length > 0 ? inside : matches;
}
function push(map, key, value) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
function joinPath(dir, path) {
  return dir ? `${dir.replace(/\/+$/, "")}/${path}` : path;
}
function globToRegExp(glob) {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") {
      if (glob[i + 1] === "*") {
        i++;
        if (glob[i + 1] === "/") {
          i++;
          out += "(?:.*/)?";
        } else out += ".*";
      } else out += "[^/]*";
    } else if (c === "?") out += "[^/]";
    else if (c === "{") {
      const end = glob.indexOf("}", i);
      if (end < 0) out += "\\{";
      else {
        out += `(?:${glob.slice(i + 1, end).split(",").map((alt) => alt.replace(/[.+^$()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")).join("|")})`;
        i = end;
      }
    } else out += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}(?:/.*)?$`);
}

// src/outdated/options.ts
var DEFAULT_HUB_FILES = [
  "package.json",
  "package-lock.json",
  "npm-shrinkwrap.json",
  "yarn.lock",
  "pnpm-lock.yaml",
  "pnpm-workspace.yaml",
  "bun.lockb",
  "bun.lock",
  "deno.lock",
  "Cargo.lock",
  "Cargo.toml",
  "go.mod",
  "go.sum",
  "Gemfile",
  "Gemfile.lock",
  "poetry.lock",
  "uv.lock",
  "Pipfile.lock",
  "pyproject.toml",
  "requirements*.txt",
  "composer.json",
  "composer.lock",
  "mix.lock",
  "pubspec.lock",
  "Package.resolved",
  "CHANGELOG.md",
  ".axiom/**"
];
var DEFAULT_OUTDATED_OPTIONS = {
  policy: "graded",
  hubFiles: DEFAULT_HUB_FILES,
  rewrittenThreshold: 0.5,
  archiveAfterDays: 7
};
function resolveOutdatedOptions(given = {}, file = ".axiom/config.yml") {
  const options = { ...DEFAULT_OUTDATED_OPTIONS };
  if (given.policy !== void 0) {
    if (given.policy !== "graded" && given.policy !== "strict") {
      throw new UserError(`policy must be 'graded' or 'strict', not ${JSON.stringify(given.policy)}`, { file, fix: "set policy: graded (the default) or policy: strict" });
    }
    options.policy = given.policy;
  }
  if (given.hubFiles !== void 0) {
    if (!Array.isArray(given.hubFiles) || !given.hubFiles.every((h) => typeof h === "string")) {
      throw new UserError("hubFiles must be a list of paths or globs", { file, fix: 'write e.g. hubFiles: [package.json, "*.lock"]' });
    }
    options.hubFiles = given.hubFiles;
  }
  if (given.rewrittenThreshold !== void 0) {
    const t = given.rewrittenThreshold;
    if (typeof t !== "number" || !(t > 0 && t <= 1)) {
      throw new UserError(`rewrittenThreshold must be a number above 0 and at most 1, not ${JSON.stringify(t)}`, { file, fix: "e.g. rewrittenThreshold: 0.5" });
    }
    options.rewrittenThreshold = t;
  }
  if (given.archiveAfterDays !== void 0) {
    const d = given.archiveAfterDays;
    if (typeof d !== "number" || !Number.isInteger(d) || d < 0) {
      throw new UserError(`archiveAfterDays must be a whole number of days (0 turns it off), not ${JSON.stringify(d)}`, { file, fix: "e.g. archiveAfterDays: 7" });
    }
    options.archiveAfterDays = d;
  }
  return options;
}
function hubMatcher(patterns) {
  const full = [];
  const names = [];
  for (const p of patterns) (p.includes("/") ? full : names).push(globToRegExp(p));
  const known = /* @__PURE__ */ new Map();
  return (path) => {
    let hub = known.get(path);
    if (hub === void 0) {
      const name = path.slice(path.lastIndexOf("/") + 1);
      hub = names.some((r) => r.test(name)) || full.some((r) => r.test(path));
      known.set(path, hub);
    }
    return hub;
  };
}

// src/config.ts
import { readFileSync } from "node:fs";
var CONFIG_SCHEMA = {
  kind: "object",
  doc: "discovery-curator configuration",
  fields: {
    store: {
      kind: "object",
      doc: "The AXIOM discovery store",
      fields: {
        path: { kind: "string", default: ".axiom/cases.jsonl", doc: "Case file, relative to the repository root" },
        onMalformed: {
          kind: "enum",
          values: ["refuse", "keep"],
          default: "refuse",
          doc: "A line that is not valid JSON: refuse to write until it is fixed, or keep it verbatim and write the rest"
        }
      }
    },
    views: {
      kind: "object",
      doc: "Generated Markdown views",
      fields: {
        global: { kind: "string", default: "", doc: "Global view (default: discoveries.md beside the store)" },
        agentsDir: { kind: "string", default: "", doc: "Folder for per-agent views (default: agents/ beside the store)" }
      }
    },
    lifecycle: {
      kind: "object",
      doc: "Status changes over time",
      fields: {
        autoArchiveDays: {
          kind: "integer",
          min: 0,
          default: 7,
          doc: "Outdated discoveries unreviewed this many days are archived by `discoveries check` (0 turns it off)"
        }
      }
    },
    check: {
      kind: "object",
      doc: "Outdated detection",
      fields: {
        policy: {
          kind: "enum",
          values: ["graded", "strict"],
          default: "graded",
          doc: "graded: only strong evidence flips a discovery; strict: the seed's rule, any commit touching a mentioned file flips it"
        },
        hubFiles: {
          kind: "strings",
          default: DEFAULT_OUTDATED_OPTIONS.hubFiles,
          doc: "Files (globs; a name without / matches in any folder) so many commits touch that a change to them is never evidence on its own"
        },
        rewrittenThreshold: {
          kind: "number",
          min: 0.01,
          max: 1,
          default: DEFAULT_OUTDATED_OPTIONS.rewrittenThreshold,
          doc: "Share of a mentioned file's lines (as the discovery knew it) that must be gone for it to count as rewritten"
        }
      }
    },
    contradictions: {
      kind: "object",
      doc: "Contradiction detection",
      fields: {
        enabled: { kind: "boolean", default: true, doc: "Check new discoveries against older ones" },
        method: {
          kind: "enum",
          values: ["rules", "seed"],
          default: "rules",
          doc: "rules: typed checks (polarity, modality, values, substitution, antonyms); seed: the seed's rule, same topic and words less than 70% alike is a contradiction"
        }
      }
    },
    hooks: {
      kind: "object",
      doc: "Local git hooks",
      fields: {
        stagePending: {
          kind: "boolean",
          default: false,
          doc: "Apply pending findings and stage the store in the next commit (pre-commit)"
        }
      }
    },
    sources: {
      kind: "object",
      doc: "Where learnings are read from: stores and agent files (discoveries sources)",
      fields: {
        include: {
          kind: "strings",
          default: [],
          doc: "More files, folders or globs to read, relative to the repository root: agent files, prompt point files, a genome folder, a swarm store"
        },
        exclude: {
          kind: "strings",
          default: [],
          doc: 'Globs of sources not to read, matched against repository-relative paths (e.g. "docs/**", "**/*.mdc")'
        },
        home: { kind: "boolean", default: true, doc: "Also list the user's skills in ~/.claude/skills and ~/.agents/skills" },
        cacheTtlMinutes: {
          kind: "integer",
          min: 0,
          default: 30,
          doc: "Reuse the list of sources found for this long (the git index changing ends it sooner); 0 scans every time"
        }
      }
    }
  }
};
function outdatedOptions(config, policy) {
  return resolveOutdatedOptions({
    policy: policy ?? config.check.policy,
    hubFiles: config.check.hubFiles,
    rewrittenThreshold: config.check.rewrittenThreshold,
    archiveAfterDays: config.lifecycle.autoArchiveDays
  });
}
function defaultConfig() {
  return defaultsOf(CONFIG_SCHEMA);
}
function defaultsOf(spec) {
  if (spec.kind === "object") {
    return Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, defaultsOf(field)]));
  }
  return spec.kind === "strings" ? [...spec.default] : spec.default;
}
async function loadConfig(path, displayPath2 = path, options = {}) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return defaultConfig();
    throw error;
  }
  const defaults = JSON.stringify(defaultConfig());
  if (options.cacheFile) {
    const cached = readConfigCache(options.cacheFile, text, defaults);
    if (cached) return cached;
  }
  const problems = await validateConfigText(text, displayPath2);
  if (problems.errors.length > 0) throw problems.errors[0];
  if (options.cacheFile) writeConfigCache(options.cacheFile, { version: CONFIG_CACHE_VERSION, defaults, text, config: problems.config });
  return problems.config;
}
var CONFIG_CACHE_VERSION = 1;
function readConfigCache(file, text, defaults) {
  try {
    const cache = JSON.parse(readFileSync(file, "utf8"));
    if (cache?.version !== CONFIG_CACHE_VERSION || cache.text !== text || cache.defaults !== defaults || typeof cache.config !== "object" || cache.config === null) return null;
    return cache.config;
  } catch {
    return null;
  }
}
function writeConfigCache(file, cache) {
  try {
    writeFileAtomic(file, `${JSON.stringify(cache)}
`, { durable: false });
  } catch {
  }
}
async function validateConfigText(text, displayPath2) {
  const { parseDocument, LineCounter, isMap, isScalar, isSeq } = await loadYaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors = [];
  const lineOf = (node) => {
    const range = node?.range;
    return range ? lineCounter.linePos(range[0]).line : void 0;
  };
  for (const error of doc.errors) {
    errors.push(
      new UserError(`invalid YAML: ${error.message.split("\n")[0]}`, {
        file: displayPath2,
        line: error.linePos?.[0]?.line ?? lineCounter.linePos(error.pos[0]).line,
        fix: "correct the YAML syntax"
      })
    );
  }
  const config = defaultConfig();
  if (errors.length > 0) return { config, errors };
  const walk = (spec, node, target, key, path) => {
    if (spec.kind === "object") {
      if (node === null || node === void 0 || isScalar(node) && node.value === null) return;
      if (!isMap(node)) {
        errors.push(new UserError(`${path || "the config"} must be a mapping of keys`, { file: displayPath2, line: lineOf(node), fix: `see 'discoveries init --print-config'` }));
        return;
      }
      const sub = path === "" ? target : target[key];
      for (const pair of node.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const field = spec.fields[name];
        const fieldPath = path ? `${path}.${name}` : name;
        if (!field) {
          const known = Object.keys(spec.fields);
          const guess = known.find((k) => k.toLowerCase() === name.toLowerCase() || similar(k, name));
          errors.push(
            new UserError(`unknown key '${fieldPath}'`, {
              file: displayPath2,
              line: lineOf(pair.key),
              fix: guess ? `did you mean '${path ? `${path}.` : ""}${guess}'?` : `known keys here: ${known.join(", ")}`
            })
          );
          continue;
        }
        walk(field, pair.value, sub, name, fieldPath);
      }
      return;
    }
    const value = isScalar(node) ? node.value : isSeq(node) ? node.toJSON() : isMap(node) ? node.toJSON() : node;
    const fail = (expected) => errors.push(new UserError(`${path} must be ${expected} (got ${JSON.stringify(value)})`, { file: displayPath2, line: lineOf(node), fix: `set ${path} to ${expected}` }));
    switch (spec.kind) {
      case "enum":
        if (typeof value === "string" && spec.values.includes(value)) target[key] = value;
        else fail(`one of ${spec.values.join(", ")}`);
        break;
      case "boolean":
        if (typeof value === "boolean") target[key] = value;
        else fail("true or false");
        break;
      case "integer":
        if (typeof value === "number" && Number.isInteger(value) && value >= spec.min && (spec.max === void 0 || value <= spec.max)) target[key] = value;
        else fail(`a whole number \u2265 ${spec.min}${spec.max !== void 0 ? ` and \u2264 ${spec.max}` : ""}`);
        break;
      case "number":
        if (typeof value === "number" && value >= spec.min && value <= spec.max) target[key] = value;
        else fail(`a number from ${spec.min} to ${spec.max}`);
        break;
      case "string":
        if (typeof value === "string") target[key] = value;
        else fail("a string");
        break;
      case "strings":
        if (typeof value === "string") target[key] = [value];
        else if (Array.isArray(value) && value.every((v) => typeof v === "string")) target[key] = value;
        else fail("a list of strings");
        break;
    }
  };
  walk(CONFIG_SCHEMA, doc.contents, config, "", "");
  return { config, errors };
}
async function loadYaml() {
  const mod = await import("./dist-RSFEZBX7.js");
  return mod.default && typeof mod.default.parseDocument === "function" ? mod.default : mod;
}
function similar(a, b) {
  if (Math.abs(a.length - b.length) > 2) return false;
  let same = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) same++;
  return same >= Math.min(a.length, b.length) - 2;
}
function defaultConfigText() {
  const lines = ["# discovery-curator configuration. Every key is optional; the values shown are the defaults.", ""];
  const emit = (spec, name, indent) => {
    if (spec.kind === "object") {
      if (name) {
        lines.push(`${indent}# ${spec.doc}`);
        lines.push(`${indent}${name}:`);
      }
      for (const [key, field] of Object.entries(spec.fields)) emit(field, key, name ? `${indent}  ` : indent);
      if (name && indent === "") lines.push("");
      return;
    }
    lines.push(`${indent}# ${spec.doc}`);
    if (spec.kind === "strings" && spec.default.length === 0) {
      lines.push(`${indent}${name}: []`);
    } else if (spec.kind === "strings") {
      lines.push(`${indent}${name}:`);
      for (const item of spec.default) lines.push(`${indent}  - ${JSON.stringify(item)}`);
    } else if (spec.kind === "string") {
      lines.push(`${indent}${name}: ${JSON.stringify(spec.default)}`);
    } else {
      lines.push(`${indent}${name}: ${String(spec.default)}`);
    }
  };
  emit(CONFIG_SCHEMA, "", "");
  return `${lines.join("\n").trimEnd()}
`;
}

// src/git/exec.ts
import { spawn } from "node:child_process";
var GitError = class extends Error {
  constructor(args, code, stderr) {
    super(`git ${args.join(" ")} failed (${code === null ? "killed" : `exit ${code}`}): ${stderr.trim().split("\n")[0] ?? ""}`);
    this.args = args;
    this.code = code;
    this.stderr = stderr;
    this.name = "GitError";
  }
  args;
  code;
  stderr;
};
async function runGit(args, options) {
  const out = [];
  const { stderr, code } = await spawnCollecting(args, options, options.env ?? process.env, (chunk) => {
    out.push(chunk);
  });
  return { stdout: Buffer.concat(out).toString("utf8"), stderr, code };
}
function batchEnv(env) {
  return { ...env ?? process.env, GIT_FLUSH: "0" };
}
async function git(args, options) {
  return (await runGit(args, options)).stdout;
}
async function findRepoRoot(cwd, env) {
  const result = await runGit(["rev-parse", "--show-toplevel"], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}
async function headCommit(cwd, env) {
  const result = await runGit(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}
function streamGit(args, options, onData) {
  return spawnCollecting(args, options, batchEnv(options.env), onData);
}
function spawnCollecting(args, options, env, onData) {
  return new Promise((resolve2, reject) => {
    const child = spawn("git", args, {
      cwd: options.cwd,
      env,
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      timeout: options.timeoutMs
    });
    const err = [];
    let failed = null;
    let stopped = false;
    child.stdout.on("data", (chunk) => {
      if (failed || stopped) return;
      try {
        if (onData(chunk) === false) {
          stopped = true;
          child.kill();
        }
      } catch (error) {
        failed = error;
        child.kill();
      }
    });
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (failed) return reject(failed);
      const stderr = Buffer.concat(err).toString("utf8");
      if (code !== 0 && !stopped && !options.allowFailure) reject(new GitError(args, code, stderr));
      else resolve2({ stderr, code, stopped });
    });
    if (options.input !== void 0) {
      child.stdin.on("error", () => {
      });
      child.stdin.end(options.input);
    }
  });
}
function spawnGit(args, options) {
  return spawn("git", args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["pipe", "pipe", "pipe"] });
}

// src/store/lock.ts
import { closeSync, openSync, readFileSync as readFileSync2, rmSync, statSync, writeSync, mkdirSync } from "node:fs";
import { hostname } from "node:os";
import { dirname } from "node:path";
var LockTimeoutError = class extends UserError {
  constructor(displayPath2, owner) {
    super(
      owner ? `${displayPath2} is held by process ${owner.pid} on ${owner.host} since ${owner.since}` : `${displayPath2} is held by another process`,
      { fix: "wait for it to finish, or delete the lock file if no such process is running" }
    );
    this.name = "LockTimeoutError";
  }
};
var sleep = (ms) => new Promise((resolve2) => setTimeout(resolve2, ms));
async function withLock(lockPath, action, options = {}) {
  const release = await acquireLock(lockPath, options);
  try {
    return await action();
  } finally {
    release();
  }
}
async function acquireLock(lockPath, options = {}) {
  const timeoutMs = options.timeoutMs ?? 1e4;
  const staleMs = options.staleMs ?? 10 * 6e4;
  const me = { pid: process.pid, host: hostname(), since: (/* @__PURE__ */ new Date()).toISOString(), token: `${process.pid}-${Math.random()}` };
  const deadline = Date.now() + timeoutMs;
  mkdirSync(dirname(lockPath), { recursive: true });
  let wait = 5;
  for (; ; ) {
    try {
      const fd = openSync(lockPath, "wx", 420);
      try {
        writeSync(fd, JSON.stringify(me));
      } finally {
        closeSync(fd);
      }
      return () => releaseLock(lockPath, me.token);
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockPath);
    if (isStale(lockPath, owner, staleMs)) {
      rmSync(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new LockTimeoutError(options.displayPath ?? lockPath, owner);
    await sleep(Math.min(wait, Math.max(1, deadline - Date.now())));
    wait = Math.min(wait * 2, 100);
  }
}
function releaseLock(lockPath, token) {
  if (readOwner(lockPath)?.token === token) rmSync(lockPath, { force: true });
}
function readOwner(lockPath) {
  try {
    const parsed = JSON.parse(readFileSync2(lockPath, "utf8"));
    if (typeof parsed.pid === "number" && typeof parsed.since === "string") {
      return { pid: parsed.pid, host: String(parsed.host ?? ""), since: parsed.since, token: String(parsed.token ?? "") };
    }
  } catch {
  }
  return null;
}
function isStale(lockPath, owner, staleMs) {
  if (owner === null) {
    try {
      return Date.now() - statSync(lockPath).mtimeMs > 2e3;
    } catch {
      return false;
    }
  }
  const age = Date.now() - Date.parse(owner.since);
  if (!(age < staleMs)) return true;
  if (owner.host !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
}

// src/store/paths.ts
import { existsSync, statSync as statSync2 } from "node:fs";
import { dirname as dirname2, isAbsolute, join, relative, resolve, sep } from "node:path";
var DEFAULT_STORE = ".axiom/cases.jsonl";
function storePaths(root, overrides = {}, dialect = AXIOM_DIALECT) {
  const cases = insideRoot(root, overrides.store ?? DEFAULT_STORE, "store path");
  const dir = dirname2(cases);
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
function projectStoreRef(paths) {
  return { projectRoot: paths.root, path: relative(paths.root, paths.cases).split(sep).join("/") };
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
  let nearestPackage = null;
  for (; ; ) {
    const candidate = join(dir, storeDir);
    if (existsSync(candidate) && statSync2(candidate).isDirectory()) return dir;
    if (nearestPackage === null && existsSync(join(dir, "package.json"))) nearestPackage = dir;
    if (stop !== null && dir === stop) break;
    const parent = dirname2(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return (stop !== null ? nearestPackage : null) ?? stop ?? resolve(cwd);
}

// src/text/words.ts
var WORD = /[\p{L}\p{N}][\p{L}\p{N}_']*/gu;
function words(text) {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/'s$|'$/, ""));
}
function stem(word) {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "i";
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ss")) {
  } else if (w.endsWith("s") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  for (const suffix of ["ingly", "edly", "ing", "ed", "ly"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (/([^aeiouslz])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w;
}
var STOPWORDS = new Set(
  "a an and are as at be been but by can could did do does for from had has have how i if in into is it its may might no not of on or our so than that the their them then there these they this those to too up us was we were what when where which while who why will with would you your all any also only just very use used using".split(" ")
);

// src/model/classify.ts
var CATEGORY_RULES = [
  { category: "API", terms: ["api", "route", "endpoint", "auth", "authentication", "oauth", "jwt", "cors", "graphql", "rest", "webhook", "http", "request", "response", "header", "rpc", "grpc", "openapi"] },
  { category: "Testing", terms: ["test", "vitest", "jest", "mocha", "spec", "fixture", "mock", "e2e", "coverage", "playwright", "cypress", "pytest", "assertion", "snapshot"] },
  { category: "Database", terms: ["schema", "database", "db", "migration", "migrate", "sql", "postgres", "postgresql", "mysql", "sqlite", "table", "orm", "prisma", "redis", "index", "transaction", "query"] },
  { category: "Frontend", terms: ["component", "ui", "css", "react", "vue", "svelte", "html", "dom", "tailwind", "layout", "browser", "jsx", "tsx", "render", "hook", "page", "style"] },
  { category: "Dependencies", terms: ["dependency", "dependencies", "package", "version", "npm", "pnpm", "yarn", "library", "upgrade", "downgrade", "pin", "install", "lockfile", "peer", "semver", "pip", "cargo", "gem"] },
  { category: "Errors", terms: ["error", "exception", "fail", "failure", "crash", "bug", "stacktrace", "workaround", "panic", "throw", "timeout", "flaky", "regression"] },
  { category: "Conventions", terms: ["naming", "convention", "prefer", "lint", "eslint", "prettier", "format", "camelcase", "kebab", "indent", "style", "idiom", "const", "let"] }
];
var CATEGORY_STEMS = CATEGORY_RULES.map((rule) => ({ category: rule.category, stems: new Set(rule.terms.map(stem)) }));
var HOOK = stem("hook");
var VCS_STEMS = new Set(["git", "husky", "commit", "merge", "rebase", "lefthook", "checkout"].map(stem));
function classifyCategory(content) {
  let tokens = words(content).map(stem);
  if (tokens.some((t) => VCS_STEMS.has(t))) tokens = tokens.filter((t) => t !== HOOK);
  let best = "Architecture";
  let bestScore = 0;
  for (const rule of CATEGORY_STEMS) {
    let score = 0;
    for (const token of tokens) if (rule.stems.has(token)) score++;
    if (score > bestScore) {
      best = rule.category;
      bestScore = score;
    }
  }
  return best;
}
var CRITICAL_PHRASES = [
  "data loss",
  "lose data",
  "loses data",
  "never commit",
  "must not",
  "must never",
  "do not run",
  "don't run",
  "drop table",
  "in production",
  "breaks production",
  "blocks",
  "blocked",
  "deadlock",
  "irreversible",
  "cannot be undone",
  "corrupt"
];
var CRITICAL_STEMS = ["security", "secret", "credential", "password", "vulnerab", "leak", "outage", "expire", "revok", "destroy", "wipe"].map(stem);
var CRITICAL_CONTEXT = ["auth", "authentication", "token", "session", "login", "oauth", "jwt", "certificate", "key", "billing", "payment"].map(stem);
var HIGH_PHRASES = ["go through", "goes through", "all api", "every request", "single source of truth", "only through", "must go", "always go"];
var HIGH_STEMS = ["all", "every", "always", "never", "must", "architecture", "gateway", "monorepo", "schema", "migration", "deploy", "infrastructure", "global", "central", "mandatory"].map(stem);
var LOW_PHRASES = ["when possible", "if possible", "nice to have", "nice to know", "where possible", "for readability", "over let", "cosmetic"];
var LOW_STEMS = ["prefer", "consider", "optionally", "style", "naming", "typo", "readability", "cosmetic", "tidy"].map(stem);
function hasPhrase(text, phrases) {
  return phrases.some((p) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(p)}($|[^\\p{L}\\p{N}])`, "u").test(text));
}
function classifyImpact(content) {
  const text = content.toLowerCase();
  const tokens = new Set(words(text).map(stem));
  const any = (list) => list.some((s) => tokens.has(s) || [...tokens].some((t) => s.length >= 5 && t.startsWith(s)));
  if (hasPhrase(text, CRITICAL_PHRASES)) return "critical";
  if (any(CRITICAL_STEMS) && (any(CRITICAL_CONTEXT) || tokens.has("never") || tokens.has("must"))) return "critical";
  if (any(CRITICAL_STEMS)) return "high";
  if (hasPhrase(text, HIGH_PHRASES) || any(HIGH_STEMS)) return "high";
  if (hasPhrase(text, LOW_PHRASES) || any(LOW_STEMS)) return "low";
  return "medium";
}

// src/views.ts
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync3, rmdirSync, rmSync as rmSync2 } from "node:fs";
import { join as join2, relative as relative2, sep as sep2 } from "node:path";
var GENERATED_MARKER = "<!-- Generated by discoveries from";
function personaOf(agentId) {
  if (!agentId) return null;
  const base = agentId.trim().toLowerCase().replace(/[-_]\d+$/, "");
  const safe = base.replace(/[^a-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/^[.-]+|[.-]+$/g, "");
  return safe === "" ? null : safe;
}
function byCreation(a, b) {
  const ta = a.createdAt ?? "";
  const tb = b.createdAt ?? "";
  if (ta !== tb) return ta < tb ? -1 : 1;
  return compareIds(a.id, b.id);
}
function entryLine(d) {
  const text = d.content.replace(/\s+/g, " ").trim();
  if (d.status === "outdated") {
    const why = d.metadata.supersededBy ? `superseded by ${d.metadata.supersededBy}` : (d.metadata.outdatedReason ?? "needs review").replace(/\s+/g, " ");
    return `- [${d.id}] **Outdated** (${why}): ~~${text}~~`;
  }
  return `- [${d.id}] ${text}`;
}
function categoryOf(d) {
  const c = d.metadata.category;
  return typeof c === "string" && c.trim() !== "" ? c.trim() : classifyCategory(d.content);
}
function marker(paths) {
  return `${GENERATED_MARKER} ${displayPath(paths, paths.cases)}. Edit the store (the discoveries CLI), not this file. -->`;
}
function renderGlobalView(discoveries, paths) {
  const shown = discoveries.filter((d) => d.metadata.scope === "global" && (d.status === "active" || d.status === "outdated"));
  const groups = /* @__PURE__ */ new Map();
  for (const d of shown) {
    const c = categoryOf(d);
    const list = groups.get(c);
    if (list) list.push(d);
    else groups.set(c, [d]);
  }
  const known = CATEGORIES;
  const order = [...groups.keys()].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? known.length : ia) - (ib === -1 ? known.length : ib);
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const plural = paths.dialect.plural;
  const lines = [`# Project ${plural}`, "", marker(paths), ""];
  if (order.length === 0) lines.push(`_No ${plural.toLowerCase()} yet._`, "");
  for (const category of order) {
    lines.push(`## ${category}`);
    for (const d of groups.get(category).sort(byCreation)) lines.push(entryLine(d));
    lines.push("");
  }
  return lines.join("\n");
}
function renderAgentViews(discoveries, paths) {
  const byPersona = /* @__PURE__ */ new Map();
  for (const d of discoveries) {
    if (d.metadata.scope !== "local" || d.status !== "active") continue;
    const persona = personaOf(d.metadata.sourceAgentId);
    if (!persona) continue;
    const list = byPersona.get(persona);
    if (list) list.push(d);
    else byPersona.set(persona, [d]);
  }
  return [...byPersona.keys()].sort().map((persona) => {
    const title = persona.charAt(0).toUpperCase() + persona.slice(1);
    const lines = [`# ${title} ${paths.dialect.plural}`, "", marker(paths), "", "## Patterns Observed"];
    for (const d of byPersona.get(persona).sort(byCreation)) lines.push(entryLine(d));
    lines.push("");
    return { path: join2(paths.agentsDir, persona, paths.dialect.viewFile), content: lines.join("\n") };
  });
}
function renderViews(discoveries, paths) {
  return [{ path: paths.globalView, content: renderGlobalView(discoveries, paths) }, ...renderAgentViews(discoveries, paths)];
}
function writeViews(paths, files) {
  const touched = [];
  for (const file of files) {
    assertInside(paths.root, file.path);
    const current = existsSync2(file.path) ? readFileSync3(file.path, "utf8") : null;
    if (current !== file.content) {
      writeFileAtomic(file.path, file.content);
      touched.push(file.path);
    }
  }
  const wanted = new Set(files.map((f) => f.path));
  if (existsSync2(paths.agentsDir)) {
    for (const persona of readdirSync(paths.agentsDir)) {
      const view = join2(paths.agentsDir, persona, paths.dialect.viewFile);
      if (wanted.has(view) || !existsSync2(view)) continue;
      if (!readFileSync3(view, "utf8").includes(GENERATED_MARKER)) continue;
      rmSync2(view);
      touched.push(view);
      try {
        rmdirSync(join2(paths.agentsDir, persona));
      } catch {
      }
    }
  }
  return touched;
}
function staleViews(paths, files) {
  return files.filter((f) => !existsSync2(f.path) || readFileSync3(f.path, "utf8") !== f.content).map((f) => f.path);
}
function assertInside(root, path) {
  const rel = relative2(root, path);
  if (rel.startsWith(`..${sep2}`) || rel === "..") throw new Error(`refusing to write outside the project: ${path}`);
}

// src/lazy-crypto.ts
import { createRequire } from "node:module";
var loaded = null;
function crypto() {
  loaded ??= createRequire(import.meta.url)("node:crypto");
  return loaded;
}

// src/store/discovery-store.ts
import { existsSync as existsSync3, readFileSync as readFileSync4 } from "node:fs";
function formatProblem(problem) {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message} (fix: ${problem.fix})`;
}
function contentHash(content) {
  return crypto().createHash("sha256").update(content.toLowerCase().trim()).digest("hex");
}
var DiscoveryStore = class _DiscoveryStore {
  constructor(paths, config, doc, countersText, partial = false) {
    this.paths = paths;
    this.config = config;
    this.file = displayPath(paths, paths.cases);
    this.dialect = paths.dialect;
    this.partial = partial;
    this.eol = doc.eol;
    this.entries = doc.lines.map((line) => ({ line, value: line.value, dirty: false }));
    this.index();
    this.countersValue = this.readCounters(countersText);
  }
  paths;
  config;
  entries;
  byId = /* @__PURE__ */ new Map();
  /** Content hash → first discovery with it, built on first use (a sha256 per record costs more than reading the store). */
  hashIndex = null;
  /** Each discovery with its content as read, in file order, for building hashIndex. */
  asRead = [];
  problemList = [];
  countersValue;
  countersDirty = false;
  structureChanged = false;
  eol;
  file;
  dialect;
  /** Read from some of the file's lines only (see `partial`): never written. */
  partial;
  /** Reads the store as it is on disk now. A missing file is an empty store. */
  static read(paths, config) {
    const text = existsSync3(paths.cases) ? readFileSync4(paths.cases, "utf8") : null;
    const counters = existsSync3(paths.counters) ? readFileSync4(paths.counters, "utf8") : null;
    return new _DiscoveryStore(paths, config, parseJsonl(text ?? ""), counters);
  }
  /** Reads a store from text (the merge driver and tests use this). */
  static fromText(paths, config, text, countersText = null) {
    return new _DiscoveryStore(paths, config, parseJsonl(text), countersText);
  }
  /**
   * The store as far as the records with these ids go, for reading them only:
   * parsing 10,000 lines to look at 5 discoveries costs more than the check. A
   * line is parsed when it holds one of the ids as JSON writes it, or any escape
   * (an id written another way); every line whose record has one of the ids is
   * among those, with its own line number. Others may come along (a line that
   * names the id in another field). A partial store cannot be written. `bytes`:
   * the file as read (only the lines parsed are decoded).
   */
  static partial(paths, config, bytes, ids) {
    return new _DiscoveryStore(paths, config, parseLinesHolding(bytes, [...new Set([...ids].map((id) => JSON.stringify(id)))]), null, true);
  }
  /** Like `partial`, from lines the caller read itself (every line holding one of the ids' records, in file order). */
  static fromLines(paths, config, lines) {
    return new _DiscoveryStore(paths, config, { lines, eol: "\n" }, null, true);
  }
  get exists() {
    return existsSync3(this.paths.cases);
  }
  get problems() {
    return this.problemList;
  }
  /** Problems that make writing unsafe. */
  blockingProblems() {
    return this.problemList.filter((p) => p.severity === "error");
  }
  /** Throws the first blocking problem as a one-line error. */
  assertWritable() {
    const blocking = this.blockingProblems();
    if (blocking.length === 0) return;
    const first = blocking[0];
    const more = blocking.length > 1 ? ` (and ${blocking.length - 1} more problem${blocking.length > 2 ? "s" : ""})` : "";
    throw new UserError(`${first.message}${more}; nothing was written`, {
      file: first.file,
      line: first.line ?? void 0,
      fix: `${first.fix}; 'discoveries doctor' explains every problem and '--fix' repairs what it can`
    });
  }
  /** Every readable discovery, in file order. */
  discoveries() {
    const out = [];
    for (const entry of this.entries) {
      const d = this.asDiscovery(entry);
      if (d) out.push(d);
    }
    return out;
  }
  get(id) {
    return this.byId.get(id);
  }
  /** The discovery, or a one-line error naming the store. */
  require(id) {
    const found = this.byId.get(id);
    if (found) return found;
    const normalised = /^\d+$/.test(id) ? formatId(this.dialect.idPrefix, Number(id)) : null;
    if (normalised && this.byId.has(normalised)) return this.byId.get(normalised);
    throw new UserError(`no discovery '${id}' in ${this.file}`, { fix: "run 'discoveries list' to see the ids" });
  }
  lines = null;
  /** 1-based line of a discovery in the file as read (null for one added since). */
  lineOf(id) {
    if (this.lines === null) {
      this.lines = /* @__PURE__ */ new Map();
      for (const entry of this.entries) {
        const entryId = entry.value?.id;
        if (typeof entryId === "string" && entry.line.lineNo > 0 && !this.lines.has(entryId)) this.lines.set(entryId, entry.line.lineNo);
      }
    }
    return this.lines.get(id) ?? null;
  }
  /** The existing discovery with the same normalised content, if any. */
  findDuplicate(content) {
    return this.byHash().get(contentHash(content));
  }
  byHash() {
    if (this.hashIndex === null) {
      this.hashIndex = /* @__PURE__ */ new Map();
      for (const [d, content] of this.asRead) {
        const hash = contentHash(content);
        if (!this.hashIndex.has(hash)) this.hashIndex.set(hash, d);
      }
    }
    return this.hashIndex;
  }
  /** Creates a discovery with the next id from the counter. */
  create(input) {
    const n = this.nextDiscoveryNumber();
    const { dialect } = this;
    if (dialect.counterKey !== null) {
      this.countersValue[dialect.counterKey] = n;
      this.countersDirty = true;
    }
    const at = input.now.toISOString();
    const metadata = {
      scope: input.scope,
      [dialect.parentField]: input.taskId,
      sourceAgentId: input.agentId,
      impact: input.impact,
      category: input.category,
      validated: false,
      validatedAt: null,
      appliedTo: [],
      supersededBy: null,
      anchorCommit: input.commit
    };
    const discovery = {
      id: formatId(dialect.idPrefix, n),
      [dialect.recordField]: dialect.recordValue,
      status: "active",
      content: input.content,
      parentId: input.taskId,
      createdAt: at,
      updatedAt: at,
      metadata
    };
    const value = discovery;
    this.entries.push({ line: { lineNo: 0, raw: "", value, error: null }, value, dirty: true });
    this.byId.set(discovery.id, discovery);
    this.byHash().set(contentHash(discovery.content), discovery);
    this.structureChanged = true;
    return discovery;
  }
  /** Records that a discovery object was changed in place, so it is written. */
  markChanged(discovery) {
    for (const entry of this.entries) {
      if (entry.value === discovery) {
        entry.dirty = true;
        this.byHash().set(contentHash(discovery.content), discovery);
        return;
      }
    }
    throw new Error(`discovery ${discovery.id} does not belong to this store`);
  }
  /** Counts a duplicate that was not stored (seed metric "Duplicates prevented"). */
  countDuplicatePrevented(count = 1) {
    if (count <= 0 || this.dialect.counterKey === null) return;
    const current = typeof this.countersValue.duplicatesPrevented === "number" ? this.countersValue.duplicatesPrevented : 0;
    this.countersValue.duplicatesPrevented = current + count;
    this.countersDirty = true;
  }
  get duplicatesPrevented() {
    const v = this.countersValue.duplicatesPrevented;
    return typeof v === "number" ? v : 0;
  }
  get changed() {
    return this.structureChanged || this.countersDirty || this.entries.some((e) => e.dirty);
  }
  /** The case file as it would be written now: sorted by id, untouched lines byte-identical. */
  serialize() {
    if (this.partial) throw new Error(`${this.file} was read in part and cannot be written`);
    const withId = [];
    const withoutId = [];
    for (const entry of this.entries) {
      if (entry.value === null && entry.line.error === null) continue;
      if (entry.value === null && this.config.store.onMalformed !== "keep") continue;
      if (entry.value !== null && typeof entry.value.id === "string") withId.push(entry);
      else withoutId.push(entry);
    }
    withId.sort((a, b) => compareIds(a.value.id, b.value.id));
    const lines = [...withId, ...withoutId].map(
      (entry) => entry.dirty && entry.value ? serializeOrdered(entry.value, recordKeyOrder(this.dialect, RECORD_KEY_ORDER), { metadata: metadataKeyOrder(this.dialect, METADATA_KEY_ORDER) }) : entry.line.raw
    );
    return formatJsonl(lines, this.eol);
  }
  serializeCounters() {
    return `${JSON.stringify(this.countersValue, null, 2)}
`;
  }
  /** Writes what changed: counters first (ids are never reused, even after a crash), then cases, then views. */
  save() {
    if (this.partial) throw new Error(`${this.file} was read in part and cannot be written`);
    if (this.countersDirty) writeFileAtomic(this.paths.counters, this.serializeCounters());
    if (this.structureChanged || this.entries.some((e) => e.dirty) || !this.exists) {
      writeFileAtomic(this.paths.cases, this.serialize());
    }
    writeViews(this.paths, renderViews(this.discoveries(), this.paths));
    for (const entry of this.entries) entry.dirty = false;
    this.countersDirty = false;
    this.structureChanged = false;
  }
  /** The next discovery number: past the counter and past every id already in the file. */
  nextDiscoveryNumber() {
    const key = this.dialect.counterKey;
    const counter = key !== null && typeof this.countersValue[key] === "number" ? this.countersValue[key] : 0;
    let highest = counter;
    for (const entry of this.entries) {
      const id = entry.value?.id;
      if (typeof id === "string") highest = Math.max(highest, idNumber(id, this.dialect.idPrefix) ?? 0);
    }
    return highest + 1;
  }
  readCounters(text) {
    if (text === null || text.trim() === "") return {};
    const file = displayPath(this.paths, this.paths.counters);
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        const value = parsed;
        const key = this.dialect.counterKey;
        const counter = key === null ? void 0 : value[key];
        if (counter !== void 0 && (typeof counter !== "number" || !Number.isInteger(counter) || counter < 0)) {
          this.problemList.push({ file, line: null, severity: "error", message: `"${key}" counter must be a whole number (got ${JSON.stringify(counter)})`, fix: `set it to the highest ${this.dialect.idPrefix}-NNN number in use` });
        }
        return value;
      }
      this.problemList.push({ file, line: 1, severity: "error", message: "expected a JSON object of counters", fix: 'write {"discovery": <highest disc-NNN number>}' });
    } catch (error) {
      const conflict = /^(<{7}|={7}|>{7})/m.test(text);
      this.problemList.push({
        file,
        line: null,
        severity: "error",
        message: conflict ? "git conflict markers (merged without the merge driver)" : `not valid JSON: ${error.message}`,
        fix: conflict ? "run 'discoveries doctor --fix'" : "correct the JSON"
      });
    }
    return {};
  }
  asDiscovery(entry) {
    const v = entry.value;
    if (!v || v[this.dialect.recordField] !== this.dialect.recordValue || typeof v.id !== "string") return null;
    if (!isStatus(v.status) || typeof v.content !== "string") return null;
    return v;
  }
  index() {
    const seen = /* @__PURE__ */ new Map();
    const malformedSeverity = this.config.store.onMalformed === "keep" ? "warning" : "error";
    for (const entry of this.entries) {
      const { line } = entry;
      if (line.error) {
        this.problemList.push({
          file: this.file,
          line: line.lineNo,
          severity: malformedSeverity,
          message: line.error,
          fix: line.error.startsWith("git conflict") ? "run 'discoveries doctor --fix' to merge both sides" : "correct or remove the line"
        });
        continue;
      }
      const v = entry.value;
      if (!v) continue;
      const id = v.id;
      if (typeof id === "string") {
        const first = seen.get(id);
        if (first !== void 0) {
          this.problemList.push({
            file: this.file,
            line: line.lineNo,
            severity: "error",
            message: `duplicate id ${id} (also on line ${first})`,
            fix: "run 'discoveries doctor --fix' to renumber the later one"
          });
        } else {
          seen.set(id, line.lineNo);
        }
      }
      if (v[this.dialect.recordField] !== this.dialect.recordValue) continue;
      if (!this.checkDiscovery(v, line.lineNo)) continue;
      const d = v;
      if (!this.byId.has(d.id)) this.byId.set(d.id, d);
      this.asRead.push([d, d.content]);
    }
  }
  /** Checks one discovery record; fills defaults (in memory only) where the seed's fields are missing. */
  checkDiscovery(v, lineNo) {
    const problem = (severity, message, fix) => this.problemList.push({ file: this.file, line: lineNo, severity, message, fix });
    if (typeof v.id !== "string" || v.id === "") {
      problem("error", `${this.dialect.singular.toLowerCase()} without an "id"`, `give it the next ${this.dialect.idPrefix}-NNN id`);
      return false;
    }
    if (typeof v.content !== "string") {
      problem("error", `${v.id} has no "content" string`, "add the text of the discovery");
      return false;
    }
    if (!isStatus(v.status)) {
      problem("error", `${v.id} has status ${JSON.stringify(v.status)}`, "use active, outdated, archived or deleted");
      return false;
    }
    if (v.metadata === void 0 || v.metadata === null) {
      problem("warning", `${v.id} has no "metadata"; defaults assumed`, "run 'discoveries doctor --fix' to write them");
      v.metadata = {};
    } else if (typeof v.metadata !== "object" || Array.isArray(v.metadata)) {
      problem("error", `${v.id} has a "metadata" that is not an object`, "make metadata a JSON object");
      return false;
    }
    const m = v.metadata;
    if (m.scope === void 0) {
      problem("warning", `${v.id} has no metadata.scope; global assumed`, "set metadata.scope to local or global");
      m.scope = "global";
    } else if (!isScope(m.scope)) {
      problem("error", `${v.id} has metadata.scope ${JSON.stringify(m.scope)}`, "use local or global");
      return false;
    }
    if (m.impact === void 0) m.impact = "medium";
    else if (!isImpact(m.impact)) {
      problem("error", `${v.id} has metadata.impact ${JSON.stringify(m.impact)}`, "use low, medium, high or critical");
      return false;
    }
    if (m[this.dialect.parentField] === void 0) m[this.dialect.parentField] = null;
    if (m.sourceAgentId === void 0) m.sourceAgentId = null;
    if (m.validated === void 0) m.validated = false;
    if (m.validatedAt === void 0) m.validatedAt = null;
    if (m.appliedTo === void 0) m.appliedTo = [];
    if (m.supersededBy === void 0) m.supersededBy = null;
    if (v.parentId === void 0) v.parentId = null;
    if (typeof v.createdAt !== "string") {
      problem("warning", `${v.id} has no "createdAt"; it sorts as oldest`, "set createdAt to an ISO 8601 time");
    }
    return true;
  }
};
var NAMED_IN_ONE_PATTERN = 64;
function parseLinesHolding(bytes, needles) {
  const text = bytes.toString("latin1");
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const asBytes = needles.map((n) => Buffer.from(n, "utf8").toString("latin1"));
  const alternatives = ["\\\\"];
  const wanted = new Set(asBytes);
  let common = asBytes[0] ?? "";
  for (const n of asBytes) while (!n.startsWith(common)) common = common.slice(0, -1);
  const byPrefix = common.length >= 2 && common.startsWith('"') && !common.slice(1).includes('"') && asBytes.length > NAMED_IN_ONE_PATTERN;
  if (byPrefix) alternatives.push(`${escapeRegExp(common)}[^"]*"`);
  else alternatives.push(...asBytes.filter((n) => n !== "").map(escapeRegExp));
  const pattern = new RegExp(alternatives.join("|"), "g");
  const hits = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === "\\" || !byPrefix || wanted.has(match[0])) hits.push(match.index);
    if (match[0].length > 1 && !wanted.has(match[0])) pattern.lastIndex = match.index + 1;
  }
  const lines = [];
  let lineNo = 0;
  let next = 0;
  for (let at = 0; at < text.length && next < hits.length; ) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    lineNo++;
    if (hits[next] < end) {
      lines.push(parseLine(bytes.toString("utf8", at, end > at && bytes[end - 1] === 13 ? end - 1 : end), lineNo));
      while (next < hits.length && hits[next] < end) next++;
    }
    at = end + 1;
  }
  return { lines, eol };
}
async function updateStore(paths, config, change, options = {}) {
  return withLock(
    paths.lock,
    async () => {
      const store = DiscoveryStore.read(paths, config);
      store.assertWritable();
      const result = await change(store);
      if (store.changed) store.save();
      return result;
    },
    { timeoutMs: options.lockTimeoutMs, displayPath: displayPath(paths, paths.lock) }
  );
}

export {
  lastingListOf,
  lastingList,
  PathResolver,
  joinPath,
  globToRegExp,
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions,
  hubMatcher,
  outdatedOptions,
  defaultConfig,
  loadConfig,
  validateConfigText,
  loadYaml,
  defaultConfigText,
  GitError,
  runGit,
  batchEnv,
  git,
  findRepoRoot,
  headCommit,
  streamGit,
  spawnGit,
  crypto,
  LockTimeoutError,
  withLock,
  acquireLock,
  storePaths,
  projectStoreRef,
  displayPath,
  findProjectRoot,
  words,
  stem,
  STOPWORDS,
  classifyCategory,
  classifyImpact,
  categoryOf,
  renderViews,
  writeViews,
  staleViews,
  formatProblem,
  DiscoveryStore,
  updateStore
};
