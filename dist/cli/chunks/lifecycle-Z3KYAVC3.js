import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  archive,
  assertAllowed,
  edit,
  judgeCompatible,
  outdate,
  promote,
  restore,
  resurrect,
  softDelete,
  validate
} from "./chunk-QF6Q4YVE.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject,
  readStore
} from "./chunk-MXQ5SG3X.js";
import {
  projectStoreRef
} from "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import {
  UsageError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import {
  isImpact
} from "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/lifecycle.ts
var USAGE = {
  validate: {
    usage: "validate ID\u2026 [--compatible-with ID,\u2026]",
    what: "mark discoveries as checked against the code: active, validated, and re-anchored at HEAD (an outdated one becomes active again). Learnings of other sources (swarm ideas, genome memories, prompt points) are named by their id, or by their key (path#id, as check --json gives it) when the id is in several, and recorded in their own format",
    example: "discoveries validate disc-004 disc-007\n  discoveries validate disc-030 --compatible-with disc-043   # not a contradiction: never reported again\n  discoveries validate mem-7f3a --compatible-with mem-91c2   # two genome memories"
  },
  outdate: { usage: "outdate ID\u2026 --reason TEXT", what: "mark discoveries outdated; they stay in the store but are no longer injected into prompts", example: 'discoveries outdate disc-012 --reason "retry moved to src/net/retry.ts"' },
  archive: { usage: "archive ID\u2026", what: "archive discoveries (kept for history, not injected)", example: "discoveries archive disc-003" },
  resurrect: { usage: "resurrect ID\u2026 [--by NAME]", what: "bring archived discoveries back to active (only archived ones)", example: "discoveries resurrect disc-003" },
  delete: { usage: "delete ID\u2026", what: "soft-delete discoveries: the record stays, marked deleted; 'restore' undoes it", example: "discoveries delete disc-009" },
  restore: { usage: "restore ID\u2026", what: "undo a soft delete, back to the status the discovery had", example: "discoveries restore disc-009" },
  promote: { usage: "promote ID\u2026", what: "make local discoveries global (same id)", example: "discoveries promote disc-031" },
  edit: { usage: 'edit ID ["<new content>"] [--impact LEVEL] [--category NAME]', what: "change the content (it becomes active and is re-anchored at HEAD), impact or category", example: 'discoveries edit disc-012 "Retry logic lives in src/net/retry.ts and uses exponential backoff"' }
};
function help(name) {
  const u = USAGE[name];
  return `discoveries ${name}: ${u.what}.

Usage: discoveries ${u.usage}

Options:
${name === "outdate" ? "  --reason TEXT   why it is outdated (required)\n" : ""}${name === "validate" ? "  --compatible-with ID,\u2026  discoveries a reviewer judged not to contradict these (the pair is not reported again)\n" : ""}${name === "resurrect" ? "  --by NAME       who brought it back (default user)\n" : ""}${name === "edit" ? "  --impact LEVEL  low, medium, high or critical\n  --category NAME\n" : ""}  --json          print the changed discoveries as JSON
  --store PATH    case file (default .axiom/cases.jsonl)

Refused (nothing written) if any discovery can't make this change; the error lists what it can do.

Example:
  ${u.example}
`;
}
async function run(args, { io, name }) {
  const { values, positionals } = parseCommandArgs(
    name,
    args,
    {
      reason: { type: "string" },
      by: { type: "string" },
      impact: { type: "string" },
      category: { type: "string" },
      "compatible-with": { type: "string" },
      json: { type: "boolean" },
      ...STORE_OPTION
    },
    { min: 1, names: "a discovery id" }
  );
  if (values.reason !== void 0 && name !== "outdate") throw new UsageError(`${name}: --reason is only for outdate`);
  if (values.by !== void 0 && name !== "resurrect") throw new UsageError(`${name}: --by is only for resurrect`);
  if (values["compatible-with"] !== void 0 && name !== "validate") throw new UsageError(`${name}: --compatible-with is only for validate`);
  const compatible = (values["compatible-with"] ?? "").split(",").map((id) => id.trim()).filter(Boolean);
  if (values["compatible-with"] !== void 0 && compatible.length === 0) throw new UsageError("validate: --compatible-with needs a discovery id", "e.g. --compatible-with disc-043");
  if ((values.impact !== void 0 || values.category !== void 0) && name !== "edit") throw new UsageError(`${name}: --impact and --category are only for edit`);
  if (name === "outdate" && (values.reason === void 0 || values.reason.trim() === "")) {
    throw new UsageError("outdate: --reason is required", 'say what changed, e.g. --reason "src/http.ts was removed"');
  }
  let ids = positionals;
  let newContent = null;
  if (name === "edit") {
    if (positionals.length > 2) throw new UsageError(`edit: unexpected argument '${positionals[2]}'`, "quote the new content");
    ids = [positionals[0]];
    newContent = positionals[1] !== void 0 ? positionals[1].replace(/\s+/g, " ").trim() : null;
    if (newContent === "") throw new UsageError("edit: the new content is empty");
    if (newContent === null && values.impact === void 0 && values.category === void 0) {
      throw new UsageError("edit: nothing to change", "give new content, --impact or --category");
    }
    if (values.impact !== void 0 && !isImpact(values.impact)) throw new UsageError(`edit: --impact must be low, medium, high or critical (got '${values.impact}')`);
  }
  const project = await openProject(io, values.store);
  const context = { now: io.now(), commit: await currentCommit(project) };
  if (name === "validate" && namesAnotherSource(project, [...ids, ...compatible])) return validateAcrossSources(project, ids, compatible, context, Boolean(values.json), io);
  const changed = await changeStore(project, (store) => {
    const targets = [...new Set(ids)].map((id) => store.require(id));
    for (const id of compatible) store.require(id);
    const done = [];
    for (const d of targets) {
      switch (name) {
        case "validate":
          validate(d, context);
          if (compatible.length > 0) for (const other of judgeCompatible(d, compatible, (id) => store.get(id))) store.markChanged(other);
          break;
        case "outdate":
          outdate(d, { reason: values.reason.trim() }, context);
          break;
        case "archive":
          archive(d, "manual", context);
          break;
        case "resurrect":
          resurrect(d, values.by ?? "user", context);
          break;
        case "delete":
          softDelete(d, context);
          break;
        case "restore":
          restore(d, context);
          break;
        case "promote":
          promote(d, context);
          break;
        case "edit": {
          if (newContent !== null) {
            const same = store.findDuplicate(newContent);
            if (same && same !== d) throw new UsageError(`edit: ${same.id} already says that`, `archive or delete one of them instead`);
            edit(d, newContent, context);
          } else {
            assertAllowed(d, "edit");
            d.updatedAt = context.now.toISOString();
          }
          if (values.impact !== void 0) d.metadata.impact = values.impact;
          if (values.category !== void 0) d.metadata.category = values.category;
          break;
        }
        default:
          throw new Error(`unknown lifecycle command ${name}`);
      }
      store.markChanged(d);
      done.push(d);
    }
    return done;
  });
  if (values.json) {
    io.stdout.write(`${JSON.stringify(changed, null, 2)}
`);
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  const verb = { validate: "Validated", outdate: "Outdated", archive: "Archived", resurrect: "Resurrected", delete: "Deleted", restore: "Restored", promote: "Promoted", edit: "Edited" };
  for (const d of changed) io.stdout.write(`${verb[name]} ${paint.bold(d.id)} (now ${d.status}${name === "promote" ? ", global" : ""})
`);
  return 0;
}
function namesAnotherSource(project, names) {
  if (names.some((n) => n.includes("#"))) return true;
  const store = readStore(project);
  return names.some((n) => !store.get(n));
}
async function validateAcrossSources(project, ids, compatible, context, json, io) {
  const [{ checkableLearnings, keepInSources, loadSources }, { resolveLearning }] = await Promise.all([import("./sources-IRSXPPSY.js"), import("./names-K27EPHM5.js")]);
  const loaded = await loadSources({ cwd: project.root, env: io.env, now: context.now, config: project.config, store: projectStoreRef(project.paths) });
  const learnings = checkableLearnings(loaded.sources);
  const targets = [...new Set(ids)].map((n) => resolveLearning(n, learnings));
  const others = compatible.map((n) => resolveLearning(n, learnings).key);
  const requests = targets.map((l) => ({ key: l.key, id: l.id, source: l.source, compatibleWith: others.filter((k) => k !== l.key) }));
  const outcomes = await keepInSources(loaded.sources, requests, { ...context, env: io.env });
  if (json) {
    io.stdout.write(`${JSON.stringify(outcomes, null, 2)}
`);
  } else {
    const paint = painter(useColor(io.stdout, io.env));
    for (const o of outcomes) for (const d of o.done) io.stdout.write(`${paint.bold(d.id)} (${o.source}) ${d.what}
`);
  }
  const refused = outcomes.flatMap((o) => [...o.skipped.map((s) => `${s.id} (${o.source}) not changed: ${s.reason}`), ...o.error ? [`${o.source}: ${o.error}`] : []]);
  for (const line of refused) io.stderr.write(`discoveries validate: ${line}
`);
  return refused.length > 0 ? 2 : 0;
}
export {
  help,
  run
};
