import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  addFindings,
  forProjectStore,
  hookFiles,
  isHookFinding,
  linesAddedSince,
  planForRange,
  readHookGit,
  readPending,
  removeFindings,
  sourcesForIndex,
  writePending
} from "./chunk-JNP52AUX.js";
import {
  quoted
} from "./chunk-IOKBOIN7.js";
import {
  applyPlanToSources,
  keepInSources,
  loadSources
} from "./chunk-NKM4OWEV.js";
import "./chunk-WSOSF2SI.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  applyPlanToStore
} from "./chunk-HSQBMDLJ.js";
import {
  edit,
  judgeCompatible,
  validate
} from "./chunk-QF6Q4YVE.js";
import {
  idInSource
} from "./chunk-7UJ5HRSX.js";
import "./chunk-DKRBY5OM.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  openProject
} from "./chunk-MXQ5SG3X.js";
import {
  DiscoveryStore,
  projectStoreRef,
  runGit,
  updateStore,
  withLock
} from "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/review.ts
import { createInterface } from "node:readline";

// src/hooks/review.ts
import { dirname, relative, sep } from "node:path";
var LOCK = { timeoutMs: 1e4, staleMs: 3e4 };
async function prepareReview(git, project, env, now, all) {
  const files = hookFiles(git);
  const branch = git.ref ?? "HEAD";
  const notes = [];
  const pending = await withLock(
    files.lock,
    async () => {
      const { pending: pending2, problem } = readPending(files.pending);
      if (problem) notes.push(`${problem}; started afresh`);
      let changed = problem !== null;
      const mine = pending2.unchecked.filter((u) => u.branch === branch);
      if (mine.length > 0) {
        const store = DiscoveryStore.read(project.paths, project.config);
        store.assertWritable();
        let added = 0;
        const { sourcePaths } = await sourcesForIndex(project.paths, project.config, env, now);
        for (const u of mine) {
          const newLines = u.base ? await linesAddedSince(git.workTree, u.base, sourcePaths, env) : void 0;
          const plan = await planForRange({ env, paths: project.paths, config: project.config, base: u.base, head: u.head, now, newLines });
          const found = plan.changes.filter(isHookFinding).map((change) => ({ branch, head: u.head, event: "review", foundAt: now.toISOString(), change }));
          added += addFindings(pending2, found).length;
        }
        pending2.unchecked = pending2.unchecked.filter((u) => u.branch !== branch);
        notes.push(`finished the check a hook stopped at its deadline: ${added} new finding${added === 1 ? "" : "s"}`);
        changed = true;
      }
      const branches = new Set(pending2.findings.map((f) => f.branch).filter((b) => b.startsWith("refs/")));
      const gone = [];
      for (const ref of branches) {
        const exists = await runGit(["show-ref", "--verify", "--quiet", ref], { cwd: git.workTree, env, allowFailure: true });
        if (exists.code !== 0) gone.push(ref);
      }
      if (gone.length > 0) {
        const dropped = pending2.findings.filter((f) => gone.includes(f.branch));
        removeFindings(pending2, dropped);
        notes.push(`dropped ${dropped.length} finding${dropped.length === 1 ? "" : "s"} of deleted branch${gone.length === 1 ? "" : "es"} ${gone.map(shortRef).join(", ")}`);
        changed = true;
      }
      const revisited = revisitedSince(pending2.findings, git, project);
      if (revisited.length > 0) {
        removeFindings(pending2, revisited);
        const ids = [...new Set(revisited.map((f) => f.change.id))];
        notes.push(`dropped ${revisited.length} finding${revisited.length === 1 ? "" : "s"} about ${ids.length === 1 ? "a discovery" : "discoveries"} validated or edited since: ${ids.join(", ")}`);
        changed = true;
      }
      if (changed) writePending(files.pending, pending2);
      return pending2;
    },
    { ...LOCK, displayPath: files.lock }
  );
  const shown = pending.findings.filter((f) => all || f.branch === branch);
  const elsewhere = /* @__PURE__ */ new Map();
  for (const f of pending.findings) if (!shown.includes(f)) elsewhere.set(f.branch, (elsewhere.get(f.branch) ?? 0) + 1);
  return { items: groupItems(shown), elsewhere, notes };
}
function revisitedSince(findings, git, project) {
  if (findings.length === 0) return [];
  let store;
  try {
    store = DiscoveryStore.read(project.paths, project.config);
  } catch {
    return [];
  }
  const own = ownStore(git, project);
  return findings.filter((f) => {
    const change = forProjectStore(f.change, own);
    const d = change ? store.get(change.id) : void 0;
    return d !== void 0 && d.status === f.change.from && typeof d.updatedAt === "string" && Date.parse(d.updatedAt) > Date.parse(f.foundAt);
  });
}
function shortRef(ref) {
  return ref.replace(/^refs\/heads\//, "");
}
function groupItems(findings) {
  const items = [];
  const used = /* @__PURE__ */ new Set();
  const links = findings.filter((f) => f.change.action === "link");
  for (const finding of findings) {
    if (finding.change.action === "link") continue;
    const linked = finding.change.action === "supersede" ? links.filter((l) => !used.has(l) && l.branch === finding.branch && l.change.id === finding.change.supersededBy && (l.change.conflictsWith ?? []).includes(finding.change.id)) : [];
    for (const l of linked) used.add(l);
    items.push({ finding, linked });
  }
  for (const l of links) if (!used.has(l)) items.push({ finding: l, linked: [] });
  return items;
}
var ACCEPTED = {
  outdate: "marked outdated",
  supersede: "marked outdated (superseded)",
  rewrite: "paths rewritten",
  link: "linked to the discovery it contradicts",
  archive: "archived",
  review: "reviewed"
};
async function applyDecisions(git, project, decisions, now, env) {
  const outcome = { done: [], refused: [], settled: [], toCommit: [] };
  const decided = decisions.filter((d) => d.decision.kind !== "skip");
  if (decided.length === 0) return outcome;
  const context = { now, commit: git.head };
  const own = ownStore(git, project);
  const mine = decided.filter((d) => forProjectStore(d.item.finding.change, own) !== null);
  const others = decided.filter((d) => !mine.includes(d));
  const unlinkElsewhere = [];
  if (mine.length > 0) {
    const written = await updateStore(project.paths, project.config, (store) => {
      for (const { item, decision } of mine) {
        const change = forProjectStore(item.finding.change, own);
        const settle = () => outcome.settled.push(item.finding, ...item.linked);
        const d = store.get(change.id);
        if (!d) {
          outcome.refused.push({ id: change.id, reason: "no longer in the store" });
          settle();
          continue;
        }
        if (decision.kind === "accept") {
          const linked = item.linked.map((l) => forProjectStore(l.change, own)).filter((c) => c !== null);
          const applied = applyPlanToStore(store, [change, ...linked], context);
          for (const a of applied.applied) outcome.done.push({ id: a.id, what: ACCEPTED[a.action] ?? a.action });
          for (const s of applied.skipped) outcome.refused.push(s);
          settle();
          continue;
        }
        try {
          if (decision.kind === "keep") {
            validate(d, context);
            const other = otherSide(change.contradiction, d.id);
            if (other) for (const o of judgeCompatible(d, [other], (id) => store.get(id))) store.markChanged(o);
            const request = keepRequest(item.finding);
            const foreign = request.compatibleWith.filter((key) => idInSource(request.source, key) === null);
            if (foreign.length > 0) unlinkElsewhere.push({ ...request, compatibleWith: foreign });
            outcome.done.push({ id: d.id, what: other ? `kept and validated; not in conflict with ${other}` : "kept and validated" });
          } else if (decision.kind === "edit") {
            const same = store.findDuplicate(decision.content);
            if (same && same !== d) throw new UserError(`${same.id} already says that`);
            edit(d, decision.content, context);
            outcome.done.push({ id: d.id, what: "edited" });
          }
          store.markChanged(d);
        } catch (error) {
          outcome.refused.push({ id: d.id, reason: error instanceof UserError ? error.message : String(error) });
        }
        settle();
      }
      return store.changed;
    });
    if (written) outcome.toCommit.push(`${dirname(own.file)}/`);
  }
  const accepted = others.filter((d) => d.decision.kind === "accept");
  const kept = others.filter((d) => d.decision.kind === "keep");
  for (const d of others) {
    if (d.decision.kind === "edit") outcome.refused.push({ id: d.item.finding.change.id, reason: `edit works on ${own.file} only; edit ${d.item.finding.change.source.path} itself, or keep, accept or skip` });
  }
  if (accepted.length + kept.length + unlinkElsewhere.length > 0) {
    const loaded = await loadSources({ cwd: project.paths.root, env, now, config: project.config, store: projectStoreRef(project.paths) });
    const sourceContext = { now, commit: git.head, env };
    const report = (o, done) => {
      if (o.commits.length === 0) outcome.toCommit.push(...o.written);
      for (const d of done) outcome.done.push({ id: `${d.id} (${o.source})`, what: d.what });
      for (const s of o.skipped) outcome.refused.push({ id: `${s.id} (${o.source})`, reason: s.reason });
      if (o.error) outcome.refused.push({ id: o.source, reason: o.error });
    };
    if (accepted.length > 0) {
      const changes = accepted.flatMap((d) => [d.item.finding.change, ...d.item.linked.map((l) => l.change)]);
      for (const o of await applyPlanToSources(loaded.sources, { changes }, sourceContext)) {
        report(o, o.applied.map((a) => ({ id: a.id, what: ACCEPTED[a.action] ?? a.action })));
      }
      for (const d of accepted) outcome.settled.push(d.item.finding, ...d.item.linked);
    }
    const requests = kept.map((d) => keepRequest(d.item.finding));
    const elsewhere = unlinkElsewhere.length > 0 ? loaded.sources.filter((s) => s.ref.kind !== own.inRepo.kind || s.ref.path !== own.inRepo.path) : [];
    const outcomes = [...requests.length > 0 ? await keepInSources(loaded.sources, requests, sourceContext) : [], ...elsewhere.length > 0 ? await keepInSources(elsewhere, unlinkElsewhere, sourceContext) : []];
    for (const o of outcomes) report(o, o.done);
    for (const d of kept) outcome.settled.push(d.item.finding, ...d.item.linked);
  }
  const files = hookFiles(git);
  await withLock(
    files.lock,
    () => {
      const { pending } = readPending(files.pending);
      removeFindings(pending, outcome.settled);
      writePending(files.pending, pending);
    },
    { ...LOCK, displayPath: files.lock }
  );
  return outcome;
}
function ownStore(git, project) {
  return {
    inRepo: { kind: project.paths.dialect.kind, path: relative(git.workTree, project.paths.cases).split(sep).join("/") },
    file: relative(project.paths.root, project.paths.cases).split(sep).join("/")
  };
}
function otherSide(contradiction, id) {
  if (!contradiction) return null;
  const { olderKey, newerKey } = contradiction;
  const [own, other] = olderKey.endsWith(`#${id}`) ? [olderKey, newerKey] : newerKey.endsWith(`#${id}`) ? [newerKey, olderKey] : [null, null];
  if (own === null || other === null) return null;
  const file = (key) => key.slice(0, key.lastIndexOf("#"));
  return file(own) === file(other) ? other.slice(other.lastIndexOf("#") + 1) : other;
}
function keepRequest(finding) {
  const { change } = finding;
  const c = change.contradiction;
  const other = c ? c.olderKey === change.key ? c.newerKey : c.newerKey === change.key ? c.olderKey : null : null;
  return { key: change.key, id: change.id, source: change.source, seen: { status: change.from, content: change.content }, compatibleWith: other ? [other] : [] };
}
function reviewChoices(git, project, item) {
  const edit2 = forProjectStore(item.finding.change, ownStore(git, project)) !== null;
  return { keep: edit2 || item.finding.change.source.kind !== "agent-file", edit: edit2 };
}

// src/cli/commands/review.ts
var help = `discoveries review: go through what the git hooks found.

Usage: discoveries review [--yes] [--all] [--json]

The hooks never change the store themselves: what a commit, merge or rebase
made outdated or contradicted waits in a pending file in the git dir. On a
terminal, review shows each finding with its evidence and asks:
  a  accept    apply it (mark outdated or superseded, rewrite renamed paths)
  k  keep      the learning is still right: mark it validated, re-anchored at HEAD
               (against a contradiction: the pair is not reported again). Swarm
               ideas, genome memories (one genome commit) and prompt points
               record it in their own format; agent files are read-only
  e  edit      type the corrected text (active again, re-anchored at HEAD);
               the project's store only
  s  skip      leave it pending for later
  q  quit      stop asking; what you decided so far is applied
Everything decided is written to the store and its views in one atomic write
(other sources: each in its own); commit what it names afterwards. Checks a hook stopped at its deadline are finished first.

Options:
  --yes    accept every finding without asking
  --all    include findings made on other branches (they were checked against
           that branch's code)
  --json   print the pending findings as JSON and change nothing

Without a terminal and without --yes, the findings are listed and nothing changes.

Examples:
  discoveries review
  discoveries review --yes && git add .axiom && git commit -m "Review discoveries"
`;
var LABEL = {
  outdate: "outdated",
  supersede: "contradicted",
  rewrite: "paths renamed",
  link: "contradicts an older one",
  archive: "archive",
  review: "review"
};
async function run(args, { io }) {
  const { values } = parseCommandArgs("review", args, { yes: { type: "boolean", short: "y" }, all: { type: "boolean" }, json: { type: "boolean" } }, { max: 0 });
  const project = await openProject(io);
  const git = await readHookGit(io.cwd, io.env);
  if (!git) throw new UserError(`${io.cwd} is not inside a git work tree`, { fix: "run discoveries review in the repository the hooks run in" });
  const prepared = await prepareReview(git, project, io.env, io.now(), Boolean(values.all));
  const out = io.stdout;
  if (values.json) {
    out.write(`${JSON.stringify(prepared.items.flatMap((i) => [i.finding, ...i.linked]), null, 2)}
`);
    return 0;
  }
  const paint = painter(useColor(out, io.env));
  for (const note of prepared.notes) out.write(`${note}
`);
  const { items } = prepared;
  const elsewhere = [...prepared.elsewhere].map(([ref, n]) => `${n} on ${shortRef(ref)}`);
  if (items.length === 0) {
    out.write(`Nothing to review on ${git.ref ? shortRef(git.ref) : "this detached HEAD"}.${elsewhere.length > 0 ? ` Pending elsewhere: ${elsewhere.join(", ")} (--all shows them).` : ""}
`);
    return 0;
  }
  const interactive = !values.yes && Boolean(io.stdin.isTTY) && out.isTTY;
  if (!values.yes && !interactive) {
    out.write(`${items.length} finding${items.length === 1 ? "" : "s"} pending:
`);
    for (const item of items) out.write(`${describe(item, paint, "  ")}
`);
    out.write(`
Run 'discoveries review' on a terminal to decide one by one, or 'discoveries review --yes' to accept them all.
`);
    return 0;
  }
  const decisions = [];
  if (values.yes) {
    for (const item of items) decisions.push({ item, decision: { kind: "accept" } });
  } else {
    const ask = lineReader(io);
    try {
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        out.write(`
${paint.dim(`[${i + 1}/${items.length}]`)} ${describe(item, paint, "")}
`);
        const decision = await askDecision(ask, io, paint, reviewChoices(git, project, item));
        if (decision === "quit") break;
        decisions.push({ item, decision });
      }
    } finally {
      ask.close();
    }
  }
  const outcome = await applyDecisions(git, project, decisions, io.now(), io.env);
  const skipped = decisions.filter((d) => d.decision.kind === "skip").length + (items.length - decisions.length);
  out.write("\n");
  for (const d of outcome.done) out.write(`${paint.green("\u2713")} ${paint.bold(d.id)} ${d.what}
`);
  for (const r of outcome.refused) out.write(`${paint.yellow("!")} ${paint.bold(r.id)} not changed: ${r.reason} (finding dropped)
`);
  const parts = [
    outcome.done.length > 0 ? `${outcome.done.length} change${outcome.done.length === 1 ? "" : "s"} written to the store and its views` : "nothing written",
    skipped > 0 ? `${skipped} still pending` : null
  ].filter(Boolean);
  const toCommit = [...new Set(outcome.toCommit)];
  out.write(`${parts.join("; ")}.${toCommit.length > 0 ? ` Commit ${toCommit.join(", ")} to share them.` : ""}
`);
  return 0;
}
function describe(item, paint, indent) {
  const { change, branch, head, event } = item.finding;
  const colour = change.action === "outdate" || change.action === "supersede" ? paint.red : paint.cyan;
  const lines = [`${paint.bold(change.id)}  ${colour(LABEL[change.action] ?? change.action)}  ${paint.dim(quoted(change.content))}`];
  const where = change.line ? `${change.source.path}:${change.line}` : change.source.path;
  lines.push(`  ${paint.dim(`${where} \xB7 found by ${event} at ${head.slice(0, 7)} on ${shortRef(branch)}`)}`);
  if (change.supersededBy) lines.push(`  contradicted by ${paint.bold(change.supersededBy)}${change.contradiction ? `: ${change.contradiction.reason}` : ""}`);
  if (change.evidence.length === 0 && !change.supersededBy) lines.push(`  ${change.reason}`);
  for (const e of change.evidence.slice(0, 4)) lines.push(`  ${evidenceLine(e)}`);
  if (change.evidence.length > 4) lines.push(`  \u2026 and ${change.evidence.length - 4} more`);
  if (change.rewrite) lines.push(`  ${paint.cyan("\u2192")} ${quoted(change.rewrite.content)}`);
  for (const l of item.linked) lines.push(`  ${paint.dim(`(accepting also records on ${l.change.id} that it contradicts ${change.id})`)}`);
  return lines.map((l) => indent + l).join("\n");
}
function evidenceLine(e) {
  const commit = e.commits[0];
  return `${e.kind.padEnd(14)}  ${e.summary}${commit && !e.summary.includes(commit.sha.slice(0, 7)) ? ` (${commit.sha.slice(0, 7)} ${quoted(commit.subject, 50)})` : ""}`;
}
function lineReader(io) {
  const rl = createInterface({ input: io.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const read = (async (prompt) => {
    io.stdout.write(prompt);
    const next = await lines.next();
    return next.done ? null : String(next.value);
  });
  read.close = () => rl.close();
  return read;
}
async function askDecision(ask, io, paint, can) {
  const letters = ["a", ...can.keep ? ["k"] : [], ...can.edit ? ["e"] : [], "s", "q"];
  const choices = `${[
    `${paint.bold("[a]")}ccept`,
    can.keep ? `${paint.bold("[k]")}eep (still true)` : null,
    can.edit ? `${paint.bold("[e]")}dit` : null,
    `${paint.bold("[s]")}kip`,
    `${paint.bold("[q]")}uit`
  ].filter(Boolean).join("  ")} > `;
  for (; ; ) {
    const answer = await ask(choices);
    if (answer === null) return "quit";
    const key = answer.trim().toLowerCase();
    if (!can.keep && /^(k|keep)$/.test(key)) {
      io.stdout.write("Agent files are read-only: a keep cannot be recorded in them; edit the file itself, or accept or skip.\n");
      continue;
    }
    if (!can.edit && /^(e|edit)$/.test(key)) {
      io.stdout.write("Edit works on the project\u2019s discovery store; edit this source itself, or keep, accept or skip.\n");
      continue;
    }
    switch (key) {
      case "a":
      case "accept":
        return { kind: "accept" };
      case "k":
      case "keep":
        return { kind: "keep" };
      case "s":
      case "skip":
      case "":
        return { kind: "skip" };
      case "q":
      case "quit":
        return "quit";
      case "e":
      case "edit": {
        const text = await ask("New text (an empty line goes back): ");
        if (text === null) return "quit";
        const content = text.replace(/\s+/g, " ").trim();
        if (content !== "") return { kind: "edit", content };
        break;
      }
      default:
        io.stdout.write(`Type ${letters.slice(0, -1).join(", ")} or ${letters[letters.length - 1]}.
`);
    }
  }
}
export {
  help,
  run
};
