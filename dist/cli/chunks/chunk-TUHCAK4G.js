import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  KNOWN_GIT_VARIABLE,
  addFindings,
  forProjectStore,
  hookFiles,
  isHookFinding,
  linesAddedSince,
  mentionsOf,
  planForRange,
  readHookGit,
  readPending,
  rememberSuperproject,
  removeFindings,
  sourcesForIndex,
  startDiscovery,
  watermarkFile,
  writePending
} from "./chunk-JNP52AUX.js";
import {
  SUBJECT_ROOM,
  quoted
} from "./chunk-IOKBOIN7.js";
import {
  applyPlanToStore
} from "./chunk-HSQBMDLJ.js";
import {
  DiscoveryStore,
  LockTimeoutError,
  acquireLock,
  displayPath,
  hubMatcher,
  runGit,
  updateStore
} from "./chunk-LV62HYMS.js";
import {
  parseLine,
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";

// src/hooks/skip.ts
var HOOK_NAMES = ["post-commit", "post-merge", "post-rewrite", "post-checkout", "pre-commit"];
function isHookName(name) {
  return HOOK_NAMES.includes(name);
}
function skipBeforeGit(hook, args, env) {
  if (env.HUSKY === "0") return "HUSKY=0";
  if (env.DISCOVERIES_SKIP === "1") return "DISCOVERIES_SKIP=1";
  if (env.CI !== void 0 && env.CI !== "") return "CI is set";
  if (hook === "post-merge" && args[0] === "1") return "squash merge (the commit that follows is checked)";
  if (hook === "post-checkout" && args[2] !== "1") return "file checkout";
  if (hook === "post-rewrite" && args[0] !== "rebase") return `post-rewrite ${args[0] ?? ""} (post-commit checked it)`.trim();
  return null;
}
function skipForOperation(hook, operation, rebaseEndsHere = false) {
  if (operation === null || hook === "post-rewrite") return null;
  if (hook === "post-checkout" && rebaseEndsHere) return null;
  return `${operation} in progress`;
}

// src/hooks/watermark.ts
import { existsSync, readFileSync } from "node:fs";
function readWatermark(git, ref) {
  const file = watermarkFile(git, ref);
  if (!existsSync(file)) return null;
  const sha = readFileSync(file, "utf8").trim();
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
}
function writeWatermark(git, ref, sha) {
  writeFileAtomic(watermarkFile(git, ref), `${sha}
`, { durable: false });
}
function formatRange(range) {
  return range.base === null ? null : `${range.base}..${range.head}`;
}
async function rangeToCheck(git, hook, head, watermark, env) {
  const cwd = git.workTree;
  if (watermark !== null) {
    if (watermark === head) return { kind: "none", reason: "nothing new since the last check" };
    const base = await mergeBase(cwd, env, watermark, head);
    if (base === head) return { kind: "none", reason: "HEAD moved back; nothing new" };
    if (base !== null) return { kind: "range", base, head, reason: base === watermark ? "since the last check" : "since the last check (history rewritten)" };
  }
  switch (hook) {
    case "post-commit": {
      const parent = await revParse(cwd, env, `${head}^1`);
      return { kind: "range", base: parent, head, reason: "this commit" };
    }
    case "post-merge":
    case "post-rewrite": {
      const before = await revParse(cwd, env, "ORIG_HEAD");
      const base = before ? await mergeBase(cwd, env, before, head) : null;
      if (base === null || base === head) return { kind: "none", reason: "no earlier commit to compare with" };
      return { kind: "range", base, head, reason: hook === "post-merge" ? "this merge" : "this rebase" };
    }
    default:
      return { kind: "none", reason: "first check on this branch: starting here" };
  }
}
async function revParse(cwd, env, name) {
  const result = await runGit(["rev-parse", "--verify", "--quiet", `${name}^{commit}`], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}
async function mergeBase(cwd, env, a, b) {
  const result = await runGit(["merge-base", a, b], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() || null : null;
}

// src/hooks/run.ts
import { existsSync as existsSync2, readFileSync as readFileSync5 } from "node:fs";
import { join, resolve } from "node:path";

// src/store/record-index.ts
import { closeSync, openSync, readFileSync as readFileSync2, readSync, statSync } from "node:fs";
var HEADER = "discovery-curator record index v1";
var SETTLED_MS = 2e3;
function stampOf(storeFile) {
  try {
    const stat = statSync(storeFile);
    return { stamp: `${stat.size} ${stat.mtimeMs} ${stat.ino}`, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}
function readIndexedRecords(storeFile, indexFile, ids) {
  let text;
  try {
    text = readFileSync2(indexFile, "utf8");
  } catch {
    return null;
  }
  const now = stampOf(storeFile);
  if (!now || !text.startsWith(`${HEADER}
${now.stamp}
`)) return null;
  const wanted = [];
  for (const id of ids) {
    const before = wanted.length;
    const key = `
${id}	`;
    for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
      const end = text.indexOf("\n", at + 1);
      const [offset, length, lineNo] = text.slice(at + key.length, end < 0 ? void 0 : end).split("	").map(Number);
      if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || !Number.isSafeInteger(lineNo)) return null;
      wanted.push({ id, offset, length, lineNo });
    }
    if (wanted.length === before) return null;
  }
  wanted.sort((a, b) => a.offset - b.offset);
  let fd;
  try {
    fd = openSync(storeFile, "r");
  } catch {
    return null;
  }
  try {
    const lines = [];
    for (const w of wanted) {
      const bytes = Buffer.alloc(w.length);
      if (readSync(fd, bytes, 0, w.length, w.offset) !== w.length) return null;
      const line = parseLine(bytes.toString("utf8"), w.lineNo);
      if (line.value?.id !== w.id) return null;
      lines.push(line);
    }
    return lines;
  } finally {
    closeSync(fd);
  }
}
function writeRecordIndex(storeFile, indexFile, now = Date.now()) {
  const before = stampOf(storeFile);
  if (!before || now - before.mtimeMs < SETTLED_MS) return false;
  let bytes;
  try {
    bytes = readFileSync2(storeFile);
  } catch {
    return false;
  }
  const out = [HEADER, before.stamp];
  let lineNo = 0;
  for (let at = 0; at < bytes.length; ) {
    let end = bytes.indexOf(10, at);
    if (end < 0) end = bytes.length;
    lineNo++;
    const stop = end > at && bytes[end - 1] === 13 ? end - 1 : end;
    const id = parseLine(bytes.toString("utf8", at, stop), lineNo).value?.id;
    if (typeof id === "string" && id !== "" && !/[\t\n\r]/.test(id)) out.push(`${id}	${at}	${stop - at}	${lineNo}`);
    at = end + 1;
  }
  if (stampOf(storeFile)?.stamp !== before.stamp) return false;
  try {
    writeFileAtomic(indexFile, `${out.join("\n")}
`, { durable: false });
    return true;
  } catch {
    return false;
  }
}

// src/hooks/log.ts
import { appendFileSync, mkdirSync, renameSync, statSync as statSync2 } from "node:fs";
import { dirname } from "node:path";
var MAX_BYTES = 512 * 1024;
function appendLog(file, now, lines) {
  try {
    mkdirSync(dirname(file), { recursive: true });
    try {
      if (statSync2(file).size > MAX_BYTES) renameSync(file, `${file}.1`);
    } catch {
    }
    const stamp = now.toISOString();
    appendFileSync(file, lines.map((line, i) => i === 0 ? `${stamp} ${line}` : `    ${line}`).join("\n") + "\n");
  } catch {
  }
}

// src/hooks/store-shape.ts
import { readFileSync as readFileSync3, statSync as statSync3 } from "node:fs";
function storeLooksWhole(file) {
  let bytes;
  try {
    bytes = readFileSync3(file);
  } catch {
    return true;
  }
  for (let at = 0; at < bytes.length; ) {
    const end = bytes.indexOf(10, at);
    const stop = end < 0 ? bytes.length : end;
    let a = at;
    let b = stop - 1;
    while (a <= b && isSpace(bytes[a])) a++;
    while (b >= a && isSpace(bytes[b])) b--;
    if (a <= b && (bytes[a] !== 123 || bytes[b] !== 125)) return false;
    if (end < 0) break;
    at = end + 1;
  }
  return true;
}
function isSpace(code) {
  return code === 32 || code === 9 || code === 13;
}
var SETTLED_MS2 = 2e3;
function storeLooksWholeSince(file, seenFile, now = Date.now()) {
  let stamp;
  let settled;
  try {
    const stat = statSync3(file);
    stamp = `${stat.size} ${stat.mtimeMs} ${stat.ino}`;
    settled = now - stat.mtimeMs >= SETTLED_MS2;
  } catch {
    return true;
  }
  try {
    if (readFileSync3(seenFile, "utf8").trim() === stamp) return true;
  } catch {
  }
  const whole = storeLooksWhole(file);
  if (whole && settled) {
    try {
      writeFileAtomic(seenFile, `${stamp}
`, { durable: false });
    } catch {
    }
  }
  return whole;
}

// src/hooks/message.ts
var REASON_ROOM = 70;
function short(text, room = REASON_ROOM) {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > room ? `${one.slice(0, room - 1)}\u2026` : one;
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
function list(items, max = 4) {
  if (items.length <= max) return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}
function findingsMessage(subject, added, pendingOnBranch) {
  if (added.length === 0) return [];
  const reasonOf = (f) => f.change.reason.replace(` in ${f.head.slice(0, 7)} ${quoted(commitSubject(f), SUBJECT_ROOM)}`, "");
  const outdated = added.filter((f) => f.change.action === "outdate");
  const superseded = added.filter((f) => f.change.action === "supersede");
  const rewritten = added.filter((f) => f.change.action === "rewrite");
  const linked = added.filter((f) => f.change.action === "link" && !superseded.some((s) => s.change.supersededBy === f.change.id));
  const detailed = outdated.length + superseded.length + rewritten.length + linked.length <= 2;
  const parts = [];
  if (outdated.length > 0) {
    const items = outdated.map((f) => detailed ? `${f.change.id} (${short(reasonOf(f))})` : f.change.id);
    parts.push(detailed ? `outdated ${list(items)}` : `outdated ${plural(outdated.length, "discovery", "discoveries")} (${list(items)})`);
  }
  if (superseded.length > 0) {
    const items = superseded.map((f) => `${f.change.id}${f.change.supersededBy ? ` (by ${f.change.supersededBy})` : ""}`);
    parts.push(`contradicted ${list(items)}`);
  }
  if (linked.length > 0) parts.push(`found ${list(linked.map((f) => f.change.id))} in conflict with older discoveries`);
  if (rewritten.length > 0) {
    const items = rewritten.map((f) => detailed && f.change.rewrite ? `${f.change.id} (${short(f.change.rewrite.renames.map((r) => `${r.from} \u2192 ${r.to}`).join(", "))})` : f.change.id);
    parts.push(`renamed paths ${list(items)} mentions`);
  }
  return [
    `discoveries: ${subject} ${list(parts, parts.length)}.`,
    `discoveries: ${plural(pendingOnBranch, "finding", "findings")} pending; run 'discoveries review' to accept, keep or edit ${pendingOnBranch === 1 ? "it" : "them"}.`
  ];
}
function commitSubject(f) {
  for (const e of f.change.evidence) for (const c of e.commits) if (c.sha === f.head) return c.subject;
  return "\0";
}
function subjectFor(hook, caughtUp) {
  if (caughtUp) return "the commits since the last check";
  switch (hook) {
    case "post-commit":
      return "this commit";
    case "post-merge":
      return "this merge";
    case "post-rewrite":
      return "this rebase";
    default:
      return "the commits since the last check";
  }
}

// src/hooks/path-index.ts
import { readFileSync as readFileSync4, rmSync, statSync as statSync4 } from "node:fs";
import { relative, sep } from "node:path";
var INDEX_HEADER = ":# discovery-curator path index v2";
var SOURCE_NAMES = ["AGENTS.md", "CLAUDE.md", "copilot-instructions.md", ".mdc", "SKILL.md", "_points.json", ".axiom/", ".swarm/", "memories/memories.jsonl"];
function buildPathIndex(input) {
  const patterns = /* @__PURE__ */ new Set([...SOURCE_NAMES, ...(input.extra ?? []).flatMap(literalRuns)]);
  for (const l of input.learnings) {
    if (l.status !== "active") continue;
    for (const { pattern, hub } of mentionPatterns(l.content, input)) if (!hub) patterns.add(pattern);
  }
  const sources = [...new Set(input.sourcePaths.map((p) => `:${p}`))].sort();
  return [INDEX_HEADER, ':"', ...sources, ...[...patterns].sort()];
}
function buildPatternOwners(input) {
  const owners = /* @__PURE__ */ new Map();
  for (const l of input.learnings) {
    if (l.status !== "active") continue;
    for (const { pattern } of mentionPatterns(l.content, input)) {
      const keys = owners.get(pattern);
      if (!keys) owners.set(pattern, [l.key]);
      else if (keys[keys.length - 1] !== l.key) keys.push(l.key);
    }
  }
  return [...owners].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([pattern, keys]) => [pattern, ...keys].join("	"));
}
function mentionPatterns(content, input) {
  const out = [];
  for (const mention of input.mentionsOf(content)) {
    const pattern = patternFor(mention);
    if (pattern !== null) out.push({ pattern, hub: mention.kind !== "glob" && input.isHub(mention.path) });
  }
  return out;
}
function learningsTouching(ownersFile, changed) {
  let text;
  try {
    text = readFileSync4(ownersFile, "utf8");
  } catch {
    return null;
  }
  const lines = changed.map((path) => `:${path}`);
  const keys = /* @__PURE__ */ new Set();
  for (const line of text.split("\n")) {
    const tab = line.indexOf("	");
    if (tab < 0) continue;
    const pattern = line.slice(0, tab);
    if (lines.some((l) => l.includes(pattern))) for (const key of line.slice(tab + 1).split("	")) keys.add(key);
  }
  return keys;
}
function patternFor(mention) {
  const path = mention.path.replace(/[\r\n\t]/g, "");
  if (path === "") return null;
  switch (mention.kind) {
    case "dir":
      return `${path}/`;
    case "glob": {
      const runs = literalRuns(path);
      return runs.length === 0 ? ":" : runs.reduce((a, b) => b.length > a.length ? b : a);
    }
    default:
      return path;
  }
}
function literalRuns(glob) {
  return glob.replace(/^\.\//, "").split(/[*?[\]{}]/).filter((run) => run.length >= 3);
}
function indexIsStale(files) {
  const built = mtimeOf(files.index);
  if (built === null || mtimeOf(files.owners) === null) return true;
  let watched;
  try {
    watched = readFileSync4(files.watch, "utf8").split("\n").filter(Boolean);
  } catch {
    return true;
  }
  return watched.some((file) => {
    const changed = mtimeOf(file);
    return changed !== null && changed > built;
  });
}
function writePathIndex(input) {
  const lines = buildPathIndex(input);
  writeFileAtomic(input.files.watch, `${input.watched.join("\n")}
`);
  writeFileAtomic(input.files.owners, `${buildPatternOwners(input).join("\n")}
`);
  writeFileAtomic(input.files.index, `${lines.join("\n")}
`);
  setStageFlag(input.files, input.stagePending);
  return lines.length;
}
function setStageFlag(files, on) {
  const present = mtimeOf(files.stageFlag) !== null;
  if (on && !present) writeFileAtomic(files.stageFlag, "hooks.stagePending is on\n");
  if (!on && present) rmSync(files.stageFlag, { force: true });
}
function mtimeOf(path) {
  try {
    return statSync4(path).mtimeMs;
  } catch {
    return null;
  }
}
function pathFromTop(workTree, absolute) {
  return relative(workTree, absolute).split(sep).join("/");
}

// src/hooks/run.ts
var DEFAULT_DEADLINE_MS = 2e3;
var LOCK_WAIT_MS = 1e3;
var LOCK_STALE_MS = 3e4;
async function runHook(input) {
  const skip = skipBeforeGit(input.hook, input.args, input.env);
  if (skip) return { status: "skipped", reason: skip, added: [], lines: [] };
  const { GIT_INDEX_FILE: indexFile, [KNOWN_GIT_VARIABLE]: known, ...env } = input.env;
  const git = await readHookGit(input.cwd, env, known);
  if (!git) return { status: "skipped", reason: "not in a git work tree", added: [], lines: [] };
  const project = await input.loadProject(git).then(
    (loaded) => ({ loaded }),
    (error) => ({ error })
  );
  if (input.hook === "pre-commit" && indexFile) env.GIT_INDEX_FILE = resolve(git.workTree, indexFile);
  const files = hookFiles(git);
  const started = Date.now();
  const indexTime = mtimeOf(files.index);
  const result = await runInRepository({ ...input, env }, git, files, project).catch((error) => failure(error));
  const ms = Date.now() - started;
  const logLines = [`${input.hook} ${input.args.join(" ")} ${git.ref ?? "HEAD"}: ${result.status}, ${result.reason} (${ms} ms)`.replace(/ {2,}/g, " ")];
  for (const f of result.added) logLines.push(`${f.change.id} ${f.change.action}: ${f.change.reason}`);
  if (result.status === "failed" && result.error instanceof Error && result.error.stack && !(result.error instanceof UserError)) logLines.push(result.error.stack);
  appendLog(files.log, input.now(), logLines);
  return { status: result.status, reason: result.reason, added: result.added, lines: result.lines, indexRebuilt: mtimeOf(files.index) !== indexTime, planned: result.planned === true };
}
function failure(error) {
  const message = error instanceof UserError ? error.format() : error instanceof Error ? error.message : String(error);
  return {
    status: "failed",
    reason: message,
    added: [],
    lines: [`discoveries: hook skipped: ${message.split("\n")[0]} (details in the hook log; run 'discoveries doctor')`],
    error
  };
}
async function runInRepository(input, git, files, loaded) {
  const quiet = (status, reason) => ({ status, reason, added: [], lines: [] });
  const operation = skipForOperation(input.hook, git.inProgress, git.rebaseEndsHere);
  if (operation) return quiet("skipped", operation);
  if (git.head === null) return quiet("skipped", "no commits yet");
  if ("error" in loaded) throw loaded.error;
  const project = loaded.loaded;
  let release;
  try {
    release = await acquireLock(files.lock, { timeoutMs: Math.min(LOCK_WAIT_MS, input.deadlineMs / 2), staleMs: LOCK_STALE_MS, displayPath: files.lock });
  } catch (error) {
    if (!(error instanceof LockTimeoutError)) throw error;
    return {
      status: "busy",
      reason: error.message,
      added: [],
      lines: ["discoveries: another discoveries hook is running; skipped (the next commit, merge or checkout catches up)."]
    };
  }
  try {
    if (input.hook === "pre-commit") return await stagePending(input, git, files, project);
    return await check(input, git, files, project);
  } finally {
    release();
  }
}
async function check(input, git, files, project) {
  const head = git.head;
  const branch = git.ref ?? "HEAD";
  const watermark = readWatermark(git, git.ref);
  const event = input.hook === "post-checkout" && git.rebaseEndsHere ? "post-rewrite" : input.hook;
  const phases = new Phases();
  const likely = watermark !== null && watermark !== head ? changedPaths(git, watermark, head, input.env) : null;
  likely?.catch(() => {
  });
  const gitLayout = git.superproject !== void 0 ? { gitRoot: git.workTree, gitDir: git.gitDir, superproject: git.superproject } : void 0;
  const discoveryInput = { env: input.env, paths: project.paths, config: project.config, now: input.now(), ...gitLayout ? { gitLayout } : {} };
  const discovered = likely ? startDiscovery(discoveryInput, { trustListing: true }) : void 0;
  if (git.superprojectKey) discovered?.then((d) => d.gitRoot !== null && rememberSuperproject(git, d.superproject), () => {
  });
  const since = watermark !== null && (await likely?.catch(() => null))?.parents.has(watermark) ? watermark : null;
  const range = since !== null ? { kind: "range", base: since, head, reason: "since the last check" } : await rangeToCheck(git, event, head, watermark, input.env);
  phases.mark("range");
  const rebuilt = indexIsStale(files);
  if (rebuilt) await rebuildIndexFor(git, files, project, input.env, input.now());
  else setStageFlag(files, project.config.hooks.stagePending);
  phases.mark("index");
  if (range.kind === "none") {
    if (watermark !== head) writeWatermark(git, git.ref, head);
    return { status: "up-to-date", reason: range.reason, added: [], lines: [] };
  }
  const changed = range.base === null ? null : (range.base === watermark && likely ? await likely : await changedPaths(git, range.base, head, input.env)).paths;
  const sourceChanged = changed === null || changed.some((path) => isSourcePath(files, git, path));
  if (sourceChanged && !rebuilt && changed !== null) {
    await rebuildIndexFor(git, files, project, input.env, input.now());
  }
  const touching = changed !== null ? learningsTouching(files.owners, changed) : null;
  phases.mark("paths");
  if (touching !== null && touching.size === 0 && !sourceChanged) {
    writeWatermark(git, git.ref, head);
    return { status: "checked", reason: `${formatRange(range)}: no active learning mentions a changed path; ${phases.summary()}`, added: [], lines: [] };
  }
  if (!storeLooksWholeSince(project.paths.cases, join(files.stateDir, "store-whole"))) {
    const problems = DiscoveryStore.read(project.paths, project.config).blockingProblems();
    if (problems.length > 0) {
      const first = problems[0];
      const file = pathFromTop(git.workTree, join(project.paths.root, first.file));
      return {
        status: "failed",
        reason: `store has problems: ${first.message}`,
        added: [],
        lines: [`discoveries: not checked: ${file}${first.line ? `:${first.line}` : ""}: ${first.message} (run 'discoveries doctor')`]
      };
    }
  }
  const only = touching ?? void 0;
  let newLines;
  if (range.base !== null) {
    const sources = sourceChanged ? [.../* @__PURE__ */ new Set([...watchedPaths(files, git), ...changed.filter((p) => isSourcePath(files, git, p))])] : [];
    newLines = sources.length > 0 ? await linesAddedSince(git.workTree, range.base, sources.filter((p) => p !== pathFromTop(git.workTree, project.paths.config)), input.env) : /* @__PURE__ */ new Map();
  }
  let indexRecords = false;
  const readRecords = (file, ids) => {
    const lines2 = file === project.paths.cases ? readIndexedRecords(file, files.records, ids) : null;
    indexRecords ||= lines2 === null && file === project.paths.cases;
    return lines2;
  };
  const confirmed = discovered && sourceChanged ? startDiscovery(discoveryInput) : discovered;
  const planned = planForRange({ env: input.env, paths: project.paths, config: project.config, base: range.base, head, now: input.now(), only, newLines, readRecords, chainCache: files.chain, ...gitLayout ? { gitLayout } : {}, ...confirmed ? { discovered: confirmed } : {} });
  planned.catch(() => {
  });
  const outcome = await Promise.race([planned.then((plan) => ({ plan })), aborted(input.signal)]);
  phases.mark(`plan (${only ? only.size : "all"} examined)`);
  if (!("plan" in outcome)) {
    const { pending: pending2 } = readPending(files.pending);
    pending2.unchecked = pending2.unchecked.filter((u) => !(u.branch === branch && u.head === head));
    pending2.unchecked.push({ branch, base: range.base, head });
    writePending(files.pending, pending2);
    writeWatermark(git, git.ref, head);
    const commits = await countCommits(git, range, input.env);
    return {
      status: "stopped",
      reason: `deadline of ${input.deadlineMs} ms reached checking ${formatRange(range) ?? head}`,
      added: [],
      lines: [`discoveries: stopped after ${formatDuration(input.deadlineMs)} checking ${commits}; run 'discoveries review' to finish the check.`]
    };
  }
  if (indexRecords) writeRecordIndex(project.paths.cases, files.records);
  const now = input.now().toISOString();
  const found = outcome.plan.changes.filter(isHookFinding).map((change) => ({ branch, head, event, foundAt: now, change }));
  if (found.length === 0) {
    writeWatermark(git, git.ref, head);
    return { status: "checked", reason: `${formatRange(range) ?? `all of ${head.slice(0, 12)}`} (${range.reason}): 0 new, 0 already pending; ${phases.summary()}`, added: [], lines: [], planned: true };
  }
  const { pending, problem } = readPending(files.pending);
  const added = addFindings(pending, found);
  if (added.length > 0 || problem) writePending(files.pending, pending);
  writeWatermark(git, git.ref, head);
  const onBranch = pending.findings.filter((f) => f.branch === branch).length;
  const caughtUp = event === "post-commit" ? added.some((f) => f.change.evidence.some((e) => e.commits.some((c) => c.sha !== head))) : event === "post-checkout";
  const lines = findingsMessage(subjectFor(event, caughtUp), added, onBranch);
  if (problem) lines.push(`discoveries: ${problem}; it was started afresh.`);
  const reason = `${formatRange(range) ?? `all of ${head.slice(0, 12)}`} (${range.reason}): ${added.length} new, ${found.length - added.length} already pending; ${phases.summary()}`;
  return { status: "checked", reason, added, lines, planned: true };
}
async function changedPaths(git, base, head, env) {
  const log = await runGit(["log", "--format=%x01%P", "--name-only", "--no-renames", "-m", "-z", `${base}..${head}`], { cwd: git.workTree, env });
  const paths = /* @__PURE__ */ new Set();
  const parents = /* @__PURE__ */ new Set();
  for (const token of log.stdout.split(/[\0\n]/)) {
    if (token.startsWith("")) for (const sha of token.slice(1).split(" ")) parents.add(sha);
    else if (token) paths.add(token);
  }
  return { paths: [...paths], parents };
}
async function rebuildIndexFor(git, files, project, env, now) {
  const sources = await sourcesForIndex(project.paths, project.config, env, now);
  watchedCache = null;
  return writePathIndex({
    files,
    watched: [project.paths.config, project.paths.cases, ...sources.sourceFiles],
    learnings: sources.learnings,
    sourcePaths: [pathFromTop(git.workTree, project.paths.cases), ...sources.sourcePaths],
    extra: project.config.sources.include,
    mentionsOf,
    isHub: hubMatcher(project.config.check.hubFiles),
    stagePending: project.config.hooks.stagePending
  });
}
async function rebuildIndex(git, project, env, now) {
  return rebuildIndexFor(git, hookFiles(git), project, env, now);
}
function isSourcePath(files, git, path) {
  const line = `:${path}`;
  if (SOURCE_NAMES.some((name) => line.includes(name))) return true;
  return watchedPaths(files, git).has(path);
}
var watchedCache = null;
function watchedPaths(files, git) {
  if (watchedCache?.file === files.watch) return watchedCache.paths;
  let listed = [];
  try {
    listed = readFileSync5(files.watch, "utf8").split("\n").filter(Boolean);
  } catch {
  }
  const paths = new Set(listed.map((abs) => pathFromTop(git.workTree, abs)));
  watchedCache = { file: files.watch, paths };
  return paths;
}
async function stagePending(input, git, files, project) {
  if (!project.config.hooks.stagePending) {
    setStageFlag(files, false);
    return { status: "skipped", reason: "hooks.stagePending is off", added: [], lines: [] };
  }
  const branch = git.ref ?? "HEAD";
  const { pending } = readPending(files.pending);
  const storeInRepo = pathFromTop(git.workTree, project.paths.cases);
  const own = { inRepo: { kind: project.paths.dialect.kind, path: storeInRepo }, file: displayPath(project.paths, project.paths.cases) };
  const mine = pending.findings.filter((f) => f.branch === branch && forProjectStore(f.change, own) !== null);
  if (mine.length === 0) return { status: "skipped", reason: "nothing pending for this branch\u2019s store", added: [], lines: [] };
  const dirty = await runGit(["diff", "--quiet", "--", storeInRepo], { cwd: git.workTree, env: input.env, allowFailure: true });
  const outcome = await updateStore(
    project.paths,
    project.config,
    (store) => applyPlanToStore(store, mine.map((f) => forProjectStore(f.change, own)), { now: input.now(), commit: git.head })
  );
  removeFindings(pending, mine);
  writePending(files.pending, pending);
  const ids = outcome.applied.map((a) => a.id);
  if (ids.length === 0) return { status: "staged", reason: "nothing left to apply", added: [], lines: [] };
  if (dirty.code !== 0) {
    return {
      status: "staged",
      reason: `applied ${ids.join(", ")}; not staged (unstaged changes in the store)`,
      added: [],
      lines: [`discoveries: applied ${list2(ids)} to ${displayPath(project.paths, project.paths.cases)} but did not stage it: it has other unstaged changes.`]
    };
  }
  const written = [project.paths.cases, project.paths.counters, project.paths.globalView, project.paths.agentsDir].filter((p) => existsSync2(p));
  await runGit(["add", "--all", "--", ...written.map((p) => pathFromTop(git.workTree, p))], { cwd: git.workTree, env: input.env, allowFailure: true });
  return {
    status: "staged",
    reason: `staged ${ids.join(", ")}`,
    added: [],
    lines: [`discoveries: staged ${ids.length} pending finding${ids.length === 1 ? "" : "s"} into this commit (${list2(ids)}).`]
  };
}
function list2(ids) {
  return ids.length <= 4 ? ids.join(", ") : `${ids.slice(0, 4).join(", ")} and ${ids.length - 4} more`;
}
var Phases = class {
  last = performance.now();
  steps = [];
  mark(name) {
    const now = performance.now();
    this.steps.push(`${name} ${Math.round(now - this.last)} ms`);
    this.last = now;
  }
  summary() {
    return this.steps.join(", ");
  }
};
function formatDuration(ms) {
  return ms < 1e3 ? `${Math.round(ms)} ms` : `${(ms / 1e3).toFixed(1)} s`;
}
function aborted(signal) {
  return new Promise((resolve2) => {
    if (signal.aborted) resolve2({ aborted: true });
    else signal.addEventListener("abort", () => resolve2({ aborted: true }), { once: true });
  });
}
async function countCommits(git, range, env) {
  const result = await runGit(["rev-list", "--count", range.base ? `${range.base}..${range.head}` : range.head], { cwd: git.workTree, env, allowFailure: true, timeoutMs: 500 });
  const n = Number(result.stdout.trim());
  return Number.isFinite(n) && result.code === 0 ? `${n} commit${n === 1 ? "" : "s"}` : "the new commits";
}

export {
  HOOK_NAMES,
  isHookName,
  readWatermark,
  writeWatermark,
  DEFAULT_DEADLINE_MS,
  runHook,
  rebuildIndex,
  formatDuration
};
