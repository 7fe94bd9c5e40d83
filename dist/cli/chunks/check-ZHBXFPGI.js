import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  formatSourceFindings
} from "./chunk-RP6IREXL.js";
import {
  applySourcesPlan,
  checkSources,
  quoted
} from "./chunk-IOKBOIN7.js";
import "./chunk-NKM4OWEV.js";
import "./chunk-WSOSF2SI.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import "./chunk-HSQBMDLJ.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-7UJ5HRSX.js";
import "./chunk-DKRBY5OM.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  readStore
} from "./chunk-MXQ5SG3X.js";
import {
  outdatedOptions,
  projectStoreRef,
  runGit
} from "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import {
  UsageError,
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/check.ts
var help = `discoveries check: find discoveries that code changes made outdated.

Usage: discoveries check [options]

For every active discovery, looks at the commits since it was written or last
validated (its anchor commit), finds the ones that changed what it mentions,
grades the evidence and applies the review plan: outdated discoveries are
marked outdated (with the reason and the commit), renamed paths are rewritten,
outdated discoveries nobody reviewed for a while are archived.

Every learning source is checked at once ('discoveries sources' lists them):
the discovery store, swarm ideas, genome memories (each change a commit in the
genome), prompt points, and agent files (AGENTS.md, CLAUDE.md, Cursor rules,
Copilot instructions, skills), which are reported with file:line and never
changed: for a renamed path a rewrite is proposed instead.

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
  const options = outdatedOptions(project.config, values.policy);
  const store = readStore(project);
  const problems = store.blockingProblems();
  if (problems.length > 0 && !values["dry-run"]) store.assertWritable();
  const progress = startProgress(io, Boolean(values.json));
  let check;
  try {
    check = await checkSources({
      cwd: io.cwd,
      env: io.env,
      now: io.now(),
      config: project.config,
      store: projectStoreRef(project.paths),
      options,
      range: values.range ?? null,
      warnings: problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ""}: ${p.message}`),
      onPhase: progress.phase
    });
  } finally {
    progress.stop();
  }
  const { plan } = check;
  const writes = !values["dry-run"] && plan.changes.some((c) => c.action !== "review");
  const applied = await applySourcesPlan(check, { now: io.now(), env: io.env, dryRun: !writes });
  if (values.json) {
    io.stdout.write(`${JSON.stringify(plan, null, 2)}
`);
  } else {
    const links = await commitLinker(project.gitRoot, io.env);
    const paint = painter(useColor(io.stdout, io.env));
    io.stdout.write(formatReport(plan, { paint, links, dryRun: Boolean(values["dry-run"]), applied: writes ? applied : null }));
    io.stdout.write(formatSourceFindings(plan, applied, paint));
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
    out.push(`${paint.bold(change.id)}  ${colour(LABEL[change.action])}  ${paint.dim(quoted(change.content))}`);
    const where = change.line ? `${change.source.path}:${change.line}` : change.source.path;
    const since = change.since ? ` \xB7 checked since ${change.since.commit ? change.since.commit.slice(0, 7) : "the first commit"} (${change.since.via})` : "";
    out.push(`  ${paint.dim(`${where}${since}`)}`);
    if (change.evidence.length === 0) out.push(`  ${change.reason}`);
    for (const evidence of change.evidence) out.push(`  ${evidenceLine(evidence, paint, links)}`);
    if (change.rewrite && change.rewrite.renames.length > 0) out.push(`  ${paint.cyan("\u2192")} ${quoted(change.rewrite.content)}`);
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
export {
  formatReport,
  help,
  run,
  webUrl
};
