import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

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

export {
  GitError,
  runGit,
  git,
  findRepoRoot,
  headCommit
};
