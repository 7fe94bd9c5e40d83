import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkSources
} from "./chunk-IOKBOIN7.js";
import {
  MEMORIES_FILE,
  checkableLearnings,
  discoverSources,
  extractPathMentions,
  loadSources
} from "./chunk-NKM4OWEV.js";
import {
  outdatedOptions,
  projectStoreRef,
  runGit
} from "./chunk-LV62HYMS.js";
import {
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";

// src/hooks/git-state.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
function hookFiles(git) {
  const stateDir = join(git.gitDir, "discoveries");
  const commonStateDir = join(git.commonDir, "discoveries");
  return {
    stateDir,
    commonStateDir,
    pending: join(stateDir, "pending.json"),
    index: join(stateDir, "paths.idx"),
    watch: join(stateDir, "paths.watch"),
    owners: join(stateDir, "paths.owners"),
    records: join(stateDir, "store-records"),
    stageFlag: join(stateDir, "stage-pending"),
    chain: join(stateDir, "chain"),
    log: join(stateDir, "hooks.log"),
    lock: join(commonStateDir, "hook.lock"),
    installRecord: join(commonStateDir, "install.json")
  };
}
function watermarkFile(git, ref) {
  return ref && ref.startsWith("refs/") ? join(git.commonDir, "discoveries", "watermarks", ...ref.split("/")) : join(git.gitDir, "discoveries", "detached.watermark");
}
var KNOWN_GIT_VARIABLE = "DISCOVERIES_HOOK_GIT";
async function readHookGit(cwd, env, known) {
  const told = known ? fromScript(cwd, known) : null;
  if (told) return told;
  const all = await runGit(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-dir", "--git-common-dir", "HEAD", "--symbolic-full-name", "HEAD", "--show-superproject-working-tree"], {
    cwd,
    env,
    allowFailure: true
  });
  const lines = all.stdout.trim().split("\n");
  if (all.code === 0 && (lines.length === 5 || lines.length === 6)) {
    return { ...describe(cwd, lines[0], lines[1], lines[2], lines[3], lines[4] === "HEAD" ? null : lines[4]), superproject: lines[5] ?? null };
  }
  const [dirs, symbolic] = await Promise.all([
    runGit(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-dir", "--git-common-dir"], { cwd, env, allowFailure: true }),
    runGit(["symbolic-ref", "--quiet", "HEAD"], { cwd, env, allowFailure: true })
  ]);
  if (dirs.code !== 0) return null;
  const [workTree, gitDir, commonDir] = dirs.stdout.trim().split("\n");
  if (!workTree || !gitDir || !commonDir) return null;
  const head = await runGit(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], { cwd, env, allowFailure: true });
  return describe(cwd, workTree, gitDir, commonDir, head.code === 0 ? head.stdout.trim() : null, symbolic.code === 0 ? symbolic.stdout.trim() : null);
}
function fromScript(cwd, known) {
  const [top, gitDir, commonDir, head, symbolic] = known.split("\n");
  if (!top || !gitDir || !commonDir || !head || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(head) || !symbolic) return null;
  const git = describe(cwd, top, gitDir, commonDir, head, symbolic === "HEAD" ? null : symbolic);
  const above = gitAbove(git.workTree);
  if (above === null) return { ...git, superproject: null };
  const key = indexKey(above);
  const remembered = key ? rememberedSuperproject(git.gitDir, key) : void 0;
  return remembered !== void 0 ? { ...git, superproject: remembered } : { ...git, ...key ? { superprojectKey: key } : {} };
}
function gitAbove(workTree) {
  for (let dir = dirname(workTree); ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return join(dir, ".git");
    if (dirname(dir) === dir) return null;
  }
}
function indexKey(dotGit) {
  try {
    let gitDir = dotGit;
    if (!statSync(dotGit).isDirectory()) {
      const line = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, "utf8"));
      if (!line) return null;
      gitDir = resolve(dirname(dotGit), line[1].trim());
    }
    const index = join(gitDir, "index");
    const stat = statSync(index);
    return `${index} ${stat.size} ${stat.mtimeMs} ${stat.ino}`;
  } catch {
    return null;
  }
}
var superprojectFile = (gitDir) => join(gitDir, "discoveries", "superproject");
function rememberedSuperproject(gitDir, key) {
  try {
    const [was, answer] = readFileSync(superprojectFile(gitDir), "utf8").split("\n");
    return was === key ? answer || null : void 0;
  } catch {
    return void 0;
  }
}
function rememberSuperproject(git, superproject) {
  if (!git.superprojectKey || /\n/.test(superproject ?? "")) return;
  try {
    writeFileAtomic(superprojectFile(git.gitDir), `${git.superprojectKey}
${superproject ?? ""}
`, { durable: false });
  } catch {
  }
}
function describe(cwd, top, git, common, head, symbolic) {
  const [workTree, gitDir, commonDir] = [top, git, common].map((p) => resolve(cwd, p));
  const inProgress = operationInProgress(gitDir);
  const rebaseEndsHere = inProgress === "rebase" && existsSync(join(gitDir, "rebase-merge", "head-name")) && isEmptyFile(join(gitDir, "rebase-merge", "git-rebase-todo"));
  const ref = symbolic ?? (inProgress === "rebase" ? rebasedBranch(gitDir) : null);
  return { workTree, gitDir, commonDir, head, ref, inProgress, rebaseEndsHere };
}
function isEmptyFile(path) {
  try {
    return statSync(path).size === 0;
  } catch {
    return true;
  }
}
function operationInProgress(gitDir) {
  if (existsSync(join(gitDir, "rebase-merge")) || existsSync(join(gitDir, "rebase-apply"))) return "rebase";
  if (existsSync(join(gitDir, "sequencer"))) return "sequencer";
  if (existsSync(join(gitDir, "CHERRY_PICK_HEAD"))) return "cherry-pick";
  if (existsSync(join(gitDir, "REVERT_HEAD"))) return "revert";
  return null;
}
function rebasedBranch(gitDir) {
  for (const dir of ["rebase-merge", "rebase-apply"]) {
    try {
      const name = readFileSync(join(gitDir, dir, "head-name"), "utf8").trim();
      if (name.startsWith("refs/")) return name;
    } catch {
    }
  }
  return null;
}

// src/hooks/pending.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
function emptyPending() {
  return { version: 1, findings: [], unchecked: [] };
}
function readPending(file) {
  if (!existsSync2(file)) return { pending: emptyPending(), problem: null };
  try {
    const parsed = JSON.parse(readFileSync2(file, "utf8"));
    if (!parsed || typeof parsed !== "object" || !Array.isArray(parsed.findings)) throw new Error("not a pending-findings file");
    const findings = parsed.findings.filter(isFinding);
    const unchecked = Array.isArray(parsed.unchecked) ? parsed.unchecked.filter((u) => u && typeof u.head === "string" && typeof u.branch === "string") : [];
    return { pending: { version: 1, findings, unchecked }, problem: null };
  } catch (error) {
    return { pending: emptyPending(), problem: `${file} is unreadable (${error.message})` };
  }
}
function isFinding(value) {
  const f = value;
  return !!f && typeof f.branch === "string" && !!f.change && typeof f.change.key === "string" && typeof f.change.id === "string" && typeof f.change.action === "string";
}
function writePending(file, pending) {
  writeFileAtomic(file, `${JSON.stringify(pending, null, 2)}
`);
}
function findingKey(f) {
  return `${f.branch}\0${f.change.key}\0${f.change.action}`;
}
function addFindings(pending, findings) {
  const known = new Set(pending.findings.map(findingKey));
  const added = [];
  for (const finding of findings) {
    const key = findingKey(finding);
    if (known.has(key)) continue;
    known.add(key);
    pending.findings.push(finding);
    added.push(finding);
  }
  return added;
}
function removeFindings(pending, done) {
  const keys = new Set(done.map(findingKey));
  const before = pending.findings.length;
  pending.findings = pending.findings.filter((f) => !keys.has(findingKey(f)));
  return before - pending.findings.length;
}
function isHookFinding(change) {
  return change.action === "outdate" || change.action === "supersede" || change.action === "rewrite" || change.action === "link";
}
function forProjectStore(change, store) {
  if (change.source.kind !== store.inRepo.kind || change.source.path !== store.inRepo.path) return null;
  return { ...change, source: { kind: change.source.kind, path: store.file } };
}

// src/hooks/check.ts
import { join as join2 } from "node:path";
function discoveryInput(input) {
  return {
    cwd: input.paths.root,
    env: input.env,
    now: input.now,
    config: input.config,
    store: projectStoreRef(input.paths),
    ...input.gitLayout ? { gitLayout: input.gitLayout } : {}
  };
}
function startDiscovery(input, options = {}) {
  const started = discoverSources({ ...discoveryInput(input), ...options.trustListing ? { trustListing: true } : {} });
  started.catch(() => {
  });
  return started;
}
async function planForRange(input) {
  const only = input.only;
  const { plan } = await checkSources({
    ...discoveryInput(input),
    ...input.discovered ? { discovered: input.discovered } : {},
    ...input.chainCache ? { chainCache: input.chainCache } : {},
    options: outdatedOptions(input.config),
    range: input.base ? `${input.base}..${input.head}` : null,
    ...only ? { only: (l) => only.has(l.key) } : {},
    // No learning source changed (no new lines to look for contradictions with): only the examined learnings are read.
    ...only && input.newLines && input.newLines.size === 0 ? { needed: only, ...input.readRecords ? { readRecords: input.readRecords } : {} } : {},
    ...input.newLines ? { contradictionsFor: (l) => l.line !== null && (input.newLines.get(l.source.path)?.has(l.line) ?? false) } : {}
  });
  return plan;
}
async function sourcesForIndex(paths, config, env, now) {
  const loaded = await loadSources({ cwd: paths.root, env, now, config, store: projectStoreRef(paths) });
  const checked = loaded.sources.filter((s) => s.info.checked);
  return {
    learnings: checkableLearnings(checked),
    sourcePaths: checked.map((s) => s.info.kind === "genome" ? `${s.info.path}/` : s.info.path),
    sourceFiles: checked.map((s) => s.info.kind === "genome" ? join2(s.info.absolute, MEMORIES_FILE) : s.info.absolute)
  };
}
function mentionsOf(content) {
  return extractPathMentions(content).map((m) => ({ path: m.path, kind: m.kind }));
}
async function linesAddedSince(workTree, base, sourcePaths, env) {
  const out = /* @__PURE__ */ new Map();
  if (sourcePaths.length === 0) return out;
  const diff = await runGit(["-c", "core.quotePath=false", "diff", "-U0", "--no-color", "--no-ext-diff", "--no-renames", "--src-prefix=a/", "--dst-prefix=b/", base, "--", ...sourcePaths], { cwd: workTree, env, allowFailure: true });
  let file = null;
  for (const line of diff.stdout.split("\n")) {
    if (line.startsWith("+++ ")) {
      file = line === "+++ /dev/null" ? null : line.slice(6);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && file !== null) {
      const start = Number(hunk[1]);
      const count = hunk[2] === void 0 ? 1 : Number(hunk[2]);
      const lines = out.get(file) ?? /* @__PURE__ */ new Set();
      for (let n = start; n < start + count; n++) lines.add(n);
      out.set(file, lines);
    }
  }
  return out;
}

export {
  hookFiles,
  watermarkFile,
  KNOWN_GIT_VARIABLE,
  readHookGit,
  rememberSuperproject,
  startDiscovery,
  planForRange,
  sourcesForIndex,
  mentionsOf,
  linesAddedSince,
  readPending,
  writePending,
  addFindings,
  removeFindings,
  isHookFinding,
  forProjectStore
};
