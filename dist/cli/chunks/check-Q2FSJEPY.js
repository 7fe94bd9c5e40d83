import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  archive,
  outdate
} from "./chunk-FS7D4CGB.js";
import {
  buildPlan,
  collectEvidence
} from "./chunk-5KMANXED.js";
import {
  painter,
  useColor
} from "./chunk-OT6L5PDU.js";
import {
  STORE_OPTION,
  changeStore,
  openProject,
  parseCommandArgs,
  readStore
} from "./chunk-NBOCKV4L.js";
import "./chunk-BRTSBXRM.js";
import {
  resolveOutdatedOptions,
  runGit
} from "./chunk-QJU3IJ5R.js";
import {
  UsageError,
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/check.ts
import { relative } from "node:path";

// src/model/learning.ts
function learningKey(source, id) {
  return `${source.path}#${id}`;
}

// src/store/learnings.ts
function storeSource(store) {
  return { kind: store.dialect.kind, path: store.file };
}
function toLearning(store, d) {
  const source = storeSource(store);
  return {
    key: learningKey(source, d.id),
    id: d.id,
    source,
    content: d.content,
    status: d.status,
    createdAt: typeof d.createdAt === "string" ? d.createdAt : null,
    anchorCommit: typeof d.metadata.anchorCommit === "string" ? d.metadata.anchorCommit : null,
    validated: d.metadata.validated === true,
    impact: d.metadata.impact ?? null,
    line: store.lineOf(d.id),
    baseDir: "",
    readOnly: false,
    scope: d.metadata.scope,
    // Since when it waits for review: records outdated by other tools may only have updatedAt.
    outdatedAt: d.status !== "outdated" ? null : typeof d.metadata.outdatedAt === "string" ? d.metadata.outdatedAt : d.updatedAt ?? null
  };
}
function storeLearnings(store) {
  return store.discoveries().map((d) => toLearning(store, d));
}
function applyRewrite(d, change, context) {
  if (!change.rewrite || change.rewrite.content === d.content) return false;
  d.content = change.rewrite.content;
  d.updatedAt = context.now.toISOString();
  d.metadata.rewrittenAt = d.updatedAt;
  return true;
}
function addConflicts(d, ids) {
  if (!ids || ids.length === 0) return false;
  const current = Array.isArray(d.metadata.conflictsWith) ? d.metadata.conflictsWith : [];
  const merged = [.../* @__PURE__ */ new Set([...current, ...ids])].sort();
  if (merged.length === current.length) return false;
  d.metadata.conflictsWith = merged;
  return true;
}
function applyPlanToStore(store, changes, context) {
  const source = storeSource(store);
  const outcome = { applied: [], skipped: [] };
  for (const change of changes) {
    if (change.source.path !== source.path || change.source.kind !== source.kind) continue;
    if (change.action === "review") continue;
    const d = store.get(change.id);
    if (!d) {
      outcome.skipped.push({ id: change.id, reason: "no longer in the store" });
      continue;
    }
    if (d.status !== change.from) {
      outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} \u2192 ${d.status})` });
      continue;
    }
    const from = d.status;
    switch (change.action) {
      case "outdate":
        outdate(d, { reason: change.reason, commit: change.outdatedCommit ?? null }, context);
        applyRewrite(d, change, context);
        break;
      case "supersede":
        outdate(d, { reason: change.reason, supersededBy: change.supersededBy ?? null }, context);
        addConflicts(d, change.conflictsWith);
        break;
      case "rewrite":
        if (!applyRewrite(d, change, context)) continue;
        d.metadata.anchorCommit = context.commit;
        break;
      case "archive":
        archive(d, "outdated_unreviewed", context);
        break;
      case "link":
        if (!addConflicts(d, change.conflictsWith)) continue;
        d.updatedAt = context.now.toISOString();
        break;
    }
    store.markChanged(d);
    outcome.applied.push({ id: d.id, action: change.action, from, to: d.status });
  }
  return outcome;
}

// src/cli/commands/check.ts
var help = `discoveries check: find discoveries that code changes made outdated.

Usage: discoveries check [options]

For every active discovery, looks at the commits since it was written or last
validated (its anchor commit), finds the ones that changed what it mentions,
grades the evidence and applies the review plan: outdated discoveries are
marked outdated (with the reason and the commit), renamed paths are rewritten,
outdated discoveries nobody reviewed for a while are archived.

Options:
  --dry-run            print the plan, change nothing
  --json               print the plan as JSON (the same value the hooks and the Action use)
  --range A..B         only count commits in A..B; B's tree is "now" (default: each anchor..HEAD)
  --policy NAME        graded (default: only strong evidence flips) or strict (any change to a mentioned file flips)
  --fail-on outdated   exit 1 when a discovery is (or would be) marked outdated: for CI
  --store PATH         case file (default .axiom/cases.jsonl)

Evidence, strongest first: deleted, renamed, anchor-changed, rewritten, touched, unresolved.
Exit codes: 0 ok, 1 outdated discoveries with --fail-on outdated, 2 usage or input error.

Examples:
  discoveries check --dry-run
  discoveries check --range origin/main..HEAD --fail-on outdated
  discoveries check --json > plan.json
`;
async function run(args, { io }) {
  const { values } = parseCommandArgs(
    "check",
    args,
    {
      "dry-run": { type: "boolean" },
      json: { type: "boolean" },
      range: { type: "string" },
      policy: { type: "string" },
      "fail-on": { type: "string" },
      ...STORE_OPTION
    },
    { max: 0 }
  );
  if (values["fail-on"] !== void 0 && values["fail-on"] !== "outdated") {
    throw new UsageError(`check: --fail-on takes 'outdated', not '${values["fail-on"]}'`, "pass --fail-on outdated");
  }
  if (values.policy !== void 0 && values.policy !== "graded" && values.policy !== "strict") {
    throw new UsageError(`check: --policy must be graded or strict, not '${values.policy}'`);
  }
  if (values.range !== void 0 && !values.range.includes("..")) {
    throw new UsageError(`check: --range takes A..B, not '${values.range}'`, "e.g. --range origin/main..HEAD");
  }
  const project = await openProject(io, values.store);
  if (!project.gitRoot) throw new UserError(`${io.cwd} is not inside a git repository`, { fix: "run discoveries check in a clone of the repository" });
  const options = resolveOutdatedOptions({
    policy: values.policy ?? project.config.check.policy,
    hubFiles: project.config.check.hubFiles,
    rewrittenThreshold: project.config.check.rewrittenThreshold,
    archiveAfterDays: project.config.lifecycle.autoArchiveDays
  });
  const store = readStore(project);
  const problems = store.blockingProblems();
  if (problems.length > 0 && !values["dry-run"]) store.assertWritable();
  const learnings = storeLearnings(store);
  const fromRepo = toPosix(relative(project.gitRoot, project.root));
  const forGit = fromRepo ? learnings.map((l) => ({ ...l, source: { ...l.source, path: `${fromRepo}/${l.source.path}` }, baseDir: l.baseDir || fromRepo })) : learnings;
  const progress = startProgress(io, Boolean(values.json));
  let plan;
  try {
    const result = await collectEvidence({
      cwd: project.gitRoot,
      env: io.env,
      learnings: forGit,
      options,
      range: values.range ?? null,
      onPhase: progress.phase
    });
    plan = buildPlan({
      learnings,
      evidence: result.evidence,
      since: result.since,
      head: result.head,
      range: result.range,
      policy: options.policy,
      archiveAfterDays: options.archiveAfterDays,
      now: io.now(),
      warnings: [...problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ""}: ${p.message}`), ...result.warnings],
      checked: result.checked
    });
  } finally {
    progress.stop();
  }
  let applied = null;
  if (!values["dry-run"] && plan.changes.some((c) => c.action !== "review")) {
    applied = await changeStore(project, (live) => applyPlanToStore(live, plan.changes, { now: io.now(), commit: plan.head }));
  }
  if (values.json) {
    io.stdout.write(`${JSON.stringify(plan, null, 2)}
`);
  } else {
    const links = await commitLinker(project.gitRoot, io.env);
    io.stdout.write(formatReport(plan, { paint: painter(useColor(io.stdout, io.env)), links, dryRun: Boolean(values["dry-run"]), applied }));
  }
  const outdates = plan.changes.some((c) => c.from === "active" && c.to === "outdated");
  return values["fail-on"] === "outdated" && outdates ? 1 : 0;
}
var LABEL = {
  outdate: "outdated",
  supersede: "superseded",
  rewrite: "rewrite",
  archive: "archived",
  link: "linked",
  review: "review"
};
function formatReport(plan, options) {
  const { paint, links } = options;
  const out = [];
  const checked = plan.checked;
  const head = plan.head ? plan.head.slice(0, 7) : "no commits";
  const attention = plan.changes.length;
  out.push(
    `${paint.bold("discoveries check")}: ${attention === 0 ? "nothing to report" : `${attention} discover${attention === 1 ? "y needs" : "ies need"} attention`} (${checked ? `${checked.learnings} active checked against ${checked.commits} commit${checked.commits === 1 ? "" : "s"}, ` : ""}${plan.policy} policy, ${plan.range ? `range ${plan.range}` : `HEAD ${head}`})`
  );
  for (const change of plan.changes) {
    const colour = change.action === "outdate" || change.action === "supersede" ? paint.red : change.action === "review" ? paint.yellow : paint.cyan;
    out.push("");
    out.push(`${paint.bold(change.id)}  ${colour(LABEL[change.action])}  ${paint.dim(quote(change.content))}`);
    const where = change.line ? `${change.source.path}:${change.line}` : change.source.path;
    const since = change.since ? ` \xB7 checked since ${change.since.commit ? change.since.commit.slice(0, 7) : "the first commit"} (${change.since.via})` : "";
    out.push(`  ${paint.dim(`${where}${since}`)}`);
    if (change.evidence.length === 0) out.push(`  ${change.reason}`);
    for (const evidence of change.evidence) out.push(`  ${evidenceLine(evidence, paint, links)}`);
    if (change.rewrite && change.rewrite.renames.length > 0) out.push(`  ${paint.cyan("\u2192")} ${quote(change.rewrite.content)}`);
  }
  if (plan.warnings.length > 0) {
    out.push("");
    for (const w of plan.warnings) out.push(`${paint.yellow("warning")}: ${w}`);
  }
  out.push("");
  const willChange = plan.changes.filter((c) => c.action !== "review" && c.action !== "link").length;
  if (options.dryRun) {
    out.push(willChange > 0 ? `Dry run: ${willChange} change${willChange === 1 ? "" : "s"} not applied (run without --dry-run to apply).` : "Dry run: nothing would change.");
  } else if (options.applied) {
    const count = (actions) => options.applied.applied.filter((a) => actions.includes(a.action)).length;
    const parts = [
      [count(["outdate", "supersede"]), "marked outdated"],
      [count(["rewrite"]), "rewritten"],
      [count(["archive"]), "archived"],
      [count(["link"]), "linked"]
    ].filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
    const skipped = options.applied.skipped.map((s) => `${s.id} (${s.reason})`);
    out.push(`Applied: ${parts.length > 0 ? parts.join(", ") : "nothing"}.${skipped.length > 0 ? ` Skipped: ${skipped.join(", ")}.` : ""}`);
  } else if (attention > 0) {
    out.push("Nothing changed: the findings above are for review.");
  }
  return `${out.join("\n")}
`;
}
var KIND_WIDTH = "anchor-changed".length;
function evidenceLine(evidence, paint, links) {
  const kind = evidence.kind.padEnd(KIND_WIDTH);
  const strong = evidence.kind === "deleted" || evidence.kind === "anchor-changed" || evidence.kind === "rewritten";
  const first = evidence.commits[0];
  const link = first ? links(first.sha) : null;
  return `${strong ? paint.red(kind) : evidence.kind === "renamed" ? paint.cyan(kind) : paint.yellow(kind)}  ${evidence.summary}${link ? `  ${paint.dim(link)}` : ""}`;
}
function quote(text) {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return `"${oneLine.length > 100 ? `${oneLine.slice(0, 99)}\u2026` : oneLine}"`;
}
async function commitLinker(cwd, env) {
  const result = await runGit(["config", "--get", "remote.origin.url"], { cwd, env, allowFailure: true });
  const base = result.code === 0 ? webUrl(result.stdout.trim()) : null;
  if (!base) return () => null;
  const path = base.host === "bitbucket.org" ? "commits" : base.host.includes("gitlab") ? "-/commit" : "commit";
  return (sha) => `${base.url}/${path}/${sha}`;
}
function webUrl(remote) {
  const match = /^(?:[a-z+]+:\/\/)?(?:[^@/]+@)?([^/:]+)(?::\d+)?[:/](.+?)(?:\.git)?\/?$/.exec(remote);
  if (!match) return null;
  const host = match[1].toLowerCase();
  if (!["github.com", "gitlab.com", "bitbucket.org", "codeberg.org"].includes(host)) return null;
  return { host, url: `https://${host}/${match[2]}` };
}
function startProgress(io, json) {
  const enabled = !json && io.stderr.isTTY && io.stdout.isTTY;
  let current = "starting";
  let shown = false;
  const timer = enabled ? setTimeout(() => {
    shown = true;
    io.stderr.write(`\rdiscoveries check: ${current}\u2026\x1B[K`);
  }, 1e3) : null;
  return {
    phase: (name) => {
      current = name;
      if (shown) io.stderr.write(`\rdiscoveries check: ${current}\u2026\x1B[K`);
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      if (shown) io.stderr.write("\r\x1B[K");
    }
  };
}
function toPosix(path) {
  return path.split("\\").join("/");
}
export {
  formatReport,
  help,
  run,
  webUrl
};
