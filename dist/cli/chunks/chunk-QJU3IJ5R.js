import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UserError
} from "./chunk-OILZEQMD.js";

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
      return { status: "unresolved", mention, reason: "not-found", candidates: [] };
    }
    for (const candidate of tried) {
      const kind = this.kindOf(candidate, mention.kind);
      if (kind) return { status: "resolved", mention, path: candidate, kind, how: "exact" };
    }
    const wantsDir = mention.kind === "dir";
    const base = mention.path.slice(mention.path.lastIndexOf("/") + 1);
    const pool = wantsDir ? this.dirsByBase.get(base) ?? [] : this.byBase.get(base) ?? [];
    if (mention.path.includes("/")) {
      const suffix = `/${mention.path}`;
      const matches = pool.filter((p) => p.endsWith(suffix));
      const scoped = preferScope(matches, baseDir);
      if (scoped.length === 1) return { status: "resolved", mention, path: scoped[0], kind: wantsDir ? "dir" : "file", how: "suffix" };
      if (scoped.length > 1) return unresolvedOrNull(mention, "ambiguous", scoped);
    } else if (!wantsDir && mention.kind !== "maybe") {
      const scoped = preferScope(pool, baseDir);
      if (scoped.length === 1) return { status: "resolved", mention, path: scoped[0], kind: "file", how: "basename" };
      if (scoped.length > 1) return unresolvedOrNull(mention, "ambiguous", scoped);
    }
    return unresolvedOrNull(mention, "not-found", []);
  }
  kindOf(path, wanted) {
    if (wanted !== "dir" && this.files.has(path)) return "file";
    if (wanted !== "file" && this.dirs.has(path)) return "dir";
    return null;
  }
};
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
  return (path) => {
    const name = path.slice(path.lastIndexOf("/") + 1);
    return names.some((r) => r.test(name)) || full.some((r) => r.test(path));
  };
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
function runGit(args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      timeout: options.timeoutMs
    });
    const out = [];
    const err = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const result = { stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), code };
      if (code !== 0 && !options.allowFailure) reject(new GitError(args, code, result.stderr));
      else resolve(result);
    });
    if (options.input !== void 0) child.stdin?.end(options.input);
  });
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
  return new Promise((resolve, reject) => {
    const child = spawn("git", args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
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
      else resolve({ stderr, code, stopped });
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

export {
  PathResolver,
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions,
  hubMatcher,
  runGit,
  git,
  findRepoRoot,
  headCommit,
  streamGit,
  spawnGit
};
