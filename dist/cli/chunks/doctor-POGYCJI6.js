import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  mergeCaseFiles,
  mergeCounterFiles,
  rewriteReferences,
  serializeRecord,
  splitConflictSides
} from "./chunk-M2IGPP53.js";
import {
  cliEntryPath
} from "./chunk-VYYSPEPO.js";
import {
  cliCommand,
  installMergeDriver,
  mergeDriverStatus
} from "./chunk-WSOSF2SI.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  openProjectWithDefaults
} from "./chunk-MXQ5SG3X.js";
import {
  DiscoveryStore,
  displayPath,
  formatProblem,
  renderViews,
  runGit,
  staleViews,
  validateConfigText,
  withLock,
  writeViews
} from "./chunk-LV62HYMS.js";
import {
  formatId,
  formatJsonl,
  idNumber,
  isLearningRecord,
  parseJsonl,
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/store/doctor.ts
import { existsSync, readFileSync } from "node:fs";
function formatFinding(f) {
  return formatProblem({ ...f });
}
var FIXABLE_LINE_ERRORS = [/^git conflict marker/, /^two JSON objects on one line/];
async function diagnose(context) {
  const { paths } = context;
  const findings = [];
  const configFile = displayPath(paths, paths.config);
  if (existsSync(paths.config)) {
    const { errors } = await validateConfigText(readFileSync(paths.config, "utf8"), configFile);
    for (const e of errors) findings.push({ severity: "error", file: configFile, line: e.line ?? null, message: e.message, fix: e.fix ?? "correct the config", fixable: false });
  }
  const store = DiscoveryStore.read(paths, context.config);
  for (const p of store.problems) {
    const fixable = FIXABLE_LINE_ERRORS.some((re) => re.test(p.message)) || /^duplicate id/.test(p.message) || /has no "metadata"|has no metadata\.scope/.test(p.message) || p.file.endsWith("counters.json") && /conflict/.test(p.message);
    findings.push({ ...p, fixable });
  }
  const discoveries = store.discoveries();
  const ids = new Set(discoveries.map((d) => d.id));
  for (const d of discoveries) {
    const m = d.metadata;
    const refs = [["supersededBy", m.supersededBy]];
    for (const field of ["conflictsWith", "compatibleWith"]) {
      const list = m[field];
      if (Array.isArray(list)) for (const ref of list) refs.push([field, ref]);
    }
    for (const [field, ref] of refs) {
      if (typeof ref === "string" && ref !== "" && !ids.has(ref) && !ref.includes("#")) {
        findings.push({ severity: "warning", file: store.file, line: store.lineOf(d.id), message: `${d.id}'s ${field} refers to ${ref}, which is not in the store`, fix: `edit ${d.id}'s metadata, or restore ${ref}`, fixable: false });
      }
    }
  }
  const counter = readCounter(paths);
  const { dialect } = paths;
  const highest = Math.max(0, ...discoveries.map((d) => idNumber(d.id, dialect.idPrefix) ?? 0));
  if (counter !== null && counter < highest) {
    findings.push({ severity: "warning", file: displayPath(paths, paths.counters), line: null, message: `"${dialect.counterKey}" counter is ${counter} but ${formatId(dialect.idPrefix, highest)} exists`, fix: `raise it to ${highest} (--fix does)`, fixable: true });
  }
  if (store.blockingProblems().length === 0) {
    for (const view of staleViews(paths, renderViews(discoveries, paths))) {
      findings.push({ severity: "warning", file: displayPath(paths, view), line: null, message: "view is out of date with the store", fix: "run 'discoveries render'", fixable: true });
    }
  }
  if (context.gitRoot && context.cliCommand !== null && store.exists) {
    const status = await mergeDriverStatus(paths, context.env);
    if (!status.attributes) findings.push({ severity: "warning", file: ".gitattributes", line: null, message: "the store has no merge driver attribute; branches that both add discoveries will conflict", fix: "run 'discoveries init'", fixable: true });
    if (!status.config) findings.push({ severity: "warning", file: ".git/config", line: null, message: "the merge driver is not configured in this clone", fix: "run 'discoveries init'", fixable: true });
  }
  return findings;
}
function readCounter(paths) {
  const key = paths.dialect.counterKey;
  if (key === null || !existsSync(paths.counters)) return null;
  try {
    const v = JSON.parse(readFileSync(paths.counters, "utf8"))[key];
    return typeof v === "number" ? v : 0;
  } catch {
    return null;
  }
}
async function repair(context) {
  const { paths } = context;
  const { dialect } = paths;
  const repaired = [];
  await withLock(
    paths.lock,
    async () => {
      const file = displayPath(paths, paths.cases);
      let text = existsSync(paths.cases) ? readFileSync(paths.cases, "utf8") : "";
      const eol = text.includes("\r\n") ? "\r\n" : "\n";
      const origins = /* @__PURE__ */ new Map();
      const sides = splitConflictSides(text);
      if (sides.blocks > 0) {
        for (const line of sides.ours.split("\n")) origins.set(line, "ours");
        for (const line of sides.theirs.split("\n")) if (!origins.has(line)) origins.set(line, "theirs");
        const merged = mergeCaseFiles(sides.base, sides.ours, sides.theirs, eol, dialect);
        text = merged.text;
        repaired.push(`${file}: merged ${sides.blocks} conflict block${sides.blocks > 1 ? "s" : ""} by record id`);
        for (const r of merged.renumbered) repaired.push(`${file}: ${r.from} from the other branch is now ${r.to}`);
      }
      const doc = parseJsonl(text);
      const lines = [];
      let split = false;
      for (const line of doc.lines) {
        if (line.error?.startsWith("two JSON objects")) {
          const parts = splitGlued(line.raw);
          if (parts) {
            lines.push(...parts);
            split = true;
            repaired.push(`${file}:${line.lineNo}: split ${parts.length} records that shared a line`);
            continue;
          }
        }
        lines.push(line.raw);
      }
      const blame = sides.blocks === 0 && !split ? await blameLines(paths, context) : /* @__PURE__ */ new Map();
      const parsed = parseJsonl(formatJsonl(lines, eol));
      const records = parsed.lines.map((l) => ({ line: l, value: l.value, dirty: false, origin: origins.get(l.raw) ?? blame.get(l.lineNo) ?? null }));
      let highest = Math.max(readCounter(paths) ?? 0, ...records.map((r) => typeof r.value?.id === "string" ? idNumber(r.value.id, dialect.idPrefix) ?? 0 : 0));
      const byId = /* @__PURE__ */ new Map();
      for (const r of records) {
        if (isLearningRecord(r.value, dialect) && typeof r.value.id === "string") {
          const list = byId.get(r.value.id) ?? [];
          list.push(r);
          byId.set(r.value.id, list);
        }
      }
      for (const [id, group] of byId) {
        if (group.length < 2) continue;
        const ordered = [...group].sort((a, b) => String(a.value.createdAt ?? "").localeCompare(String(b.value.createdAt ?? "")));
        for (const moved of ordered.slice(1)) {
          highest += 1;
          const to = formatId(dialect.idPrefix, highest);
          moved.value = { ...moved.value, id: to };
          moved.dirty = true;
          const renames = /* @__PURE__ */ new Map([[id, to]]);
          const followers = moved.origin ? records.filter((r) => r !== moved && r.origin === moved.origin && r.value) : [];
          for (const r of followers) {
            if (rewriteReferences(r.value, renames)) r.dirty = true;
          }
          repaired.push(
            `${file}:${moved.line.lineNo}: duplicate ${id} renumbered to ${to}` + (moved.origin ? `${followers.some((f) => f.dirty) ? " (with the references that came with it)" : ""}` : " (references to it could not be traced; check supersededBy/conflictsWith)")
          );
        }
      }
      for (const r of records) {
        if (!isLearningRecord(r.value, dialect)) continue;
        if (fillDefaults(r.value, dialect.parentField)) {
          r.dirty = true;
          repaired.push(`${file}:${r.line.lineNo}: wrote default metadata for ${String(r.value.id)}`);
        }
      }
      const output = formatJsonl(
        records.filter((r) => r.value !== null || r.line.raw.trim() !== "").map((r) => r.dirty && r.value ? serializeRecord(r.value, dialect) : r.line.raw),
        eol
      );
      const before = existsSync(paths.cases) ? readFileSync(paths.cases, "utf8") : null;
      if (before !== null && output !== before) writeFileAtomic(paths.cases, output);
      if (existsSync(paths.counters)) {
        let counters = readFileSync(paths.counters, "utf8");
        const cs = splitConflictSides(counters);
        if (cs.blocks > 0) {
          counters = mergeCounterFiles(cs.base, cs.ours, cs.theirs);
          repaired.push(`${displayPath(paths, paths.counters)}: merged conflict blocks (counters take the larger value)`);
        }
        try {
          const value = JSON.parse(counters);
          const key = dialect.counterKey ?? "discovery";
          const current = typeof value[key] === "number" ? value[key] : 0;
          if (current < highest) {
            value[key] = highest;
            counters = `${JSON.stringify(value, null, 2)}
`;
            repaired.push(`${displayPath(paths, paths.counters)}: discovery counter raised to ${highest}`);
          }
          if (counters !== readFileSync(paths.counters, "utf8")) writeFileAtomic(paths.counters, counters);
        } catch {
        }
      }
      const store = DiscoveryStore.read(paths, context.config);
      if (store.blockingProblems().length === 0 && store.exists) {
        for (const v of writeViews(paths, renderViews(store.discoveries(), paths))) repaired.push(`${displayPath(paths, v)}: regenerated`);
      }
    },
    { displayPath: displayPath(paths, paths.lock) }
  );
  if (context.gitRoot && context.cliCommand !== null && existsSync(paths.cases)) {
    for (const what of await installMergeDriver(paths, context.cliCommand, context.env)) repaired.push(`${what}: merge driver registered`);
  }
  return { repaired, remaining: await diagnose(context) };
}
function splitGlued(raw) {
  const parts = [];
  let rest = raw.trim();
  while (rest.length > 0) {
    let found = false;
    for (let i = rest.indexOf("}"); i !== -1; i = rest.indexOf("}", i + 1)) {
      const candidate = rest.slice(0, i + 1);
      try {
        const v = JSON.parse(candidate);
        if (v && typeof v === "object" && !Array.isArray(v)) {
          parts.push(candidate);
          rest = rest.slice(i + 1).trim();
          found = true;
          break;
        }
      } catch {
      }
    }
    if (!found) return null;
  }
  return parts.length > 1 ? parts : null;
}
function fillDefaults(record, parentField) {
  let changed = false;
  if (record.metadata === void 0 || record.metadata === null) {
    record.metadata = {};
    changed = true;
  }
  const m = record.metadata;
  if (typeof m !== "object" || Array.isArray(m) || m === null) return changed;
  const defaults = { scope: "global", [parentField]: null, sourceAgentId: null, impact: "medium", validated: false, validatedAt: null, appliedTo: [], supersededBy: null };
  for (const [key, value] of Object.entries(defaults)) {
    if (m[key] === void 0) {
      m[key] = value;
      changed = true;
    }
  }
  if (record.parentId === void 0) {
    record.parentId = m[parentField] ?? null;
    changed = true;
  }
  return changed;
}
async function blameLines(paths, context) {
  const out = /* @__PURE__ */ new Map();
  if (!context.gitRoot || !existsSync(paths.cases)) return out;
  const result = await runGit(["blame", "--porcelain", "--", paths.cases], { cwd: paths.root, env: context.env, allowFailure: true });
  if (result.code !== 0) return out;
  for (const match of result.stdout.matchAll(/^([0-9a-f]{40}) \d+ (\d+)/gm)) {
    out.set(Number(match[2]), match[1]);
  }
  return out;
}

// src/cli/commands/doctor.ts
var help = `discoveries doctor: explain what is wrong with the store, and repair it.

Usage: discoveries doctor [--fix] [--json]

Checks the config, every line of the store (JSON, fields, duplicate ids, dangling
references), the counter, the views and the merge driver. With --fix it repairs
what can be repaired without guessing: git conflict blocks (both sides merged by
id), records glued onto one line, duplicate ids (renumbered with the references
that came with them), missing metadata, a counter behind the highest id, stale
views, the merge driver. Lines that are not JSON are explained, never dropped.

Exit code: 0 when no error remains (warnings allowed), 1 otherwise.

Example:
  discoveries doctor --fix
`;
async function run(args, { io }) {
  const { values } = parseCommandArgs("doctor", args, { fix: { type: "boolean" }, json: { type: "boolean" }, ...STORE_OPTION }, { max: 0 });
  const project = await openProject(io, values.store).catch((error) => {
    if (error instanceof UserError && error.file?.endsWith("config.yml")) return openProjectWithDefaults(io, values.store);
    throw error;
  });
  const context = {
    paths: project.paths,
    config: project.config,
    gitRoot: project.gitRoot,
    env: io.env,
    cliCommand: project.gitRoot ? cliCommand(project.gitRoot, cliEntryPath(io.env)) : null
  };
  const paint = painter(useColor(io.stdout, io.env));
  let repaired = [];
  let findings;
  if (values.fix) {
    const report = await repair(context);
    repaired = report.repaired;
    findings = report.remaining;
  } else {
    findings = await diagnose(context);
  }
  const errors = findings.filter((f) => f.severity === "error");
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ repaired, findings }, null, 2)}
`);
    return errors.length > 0 ? 1 : 0;
  }
  for (const line of repaired) io.stdout.write(`${paint.green("fixed")}   ${line}
`);
  for (const f of findings) {
    const label = f.severity === "error" ? paint.red("error") : paint.yellow("warning");
    io.stdout.write(`${label} ${formatFinding(f)}${f.fixable && !values.fix ? paint.dim(" [--fix repairs this]") : ""}
`);
  }
  if (findings.length === 0) io.stdout.write(`${repaired.length > 0 ? "Repaired; the" : "The"} store is healthy.
`);
  return errors.length > 0 ? 1 : 0;
}
export {
  help,
  run
};
