import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  checkNewDiscoveries,
  describeNewContradictions,
  newContradictionsJson
} from "./chunk-A5DTTVLV.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import "./chunk-HNKC4KPW.js";
import "./chunk-QWBFSEWJ.js";
import "./chunk-HSQBMDLJ.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-7UJ5HRSX.js";
import "./chunk-DKRBY5OM.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject
} from "./chunk-MXQ5SG3X.js";
import {
  classifyCategory,
  classifyImpact
} from "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import {
  UsageError,
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/ingest.ts
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

// src/signals.ts
var MAX_SIGNAL_LENGTH = 4e3;
var SIGNAL = /<(axiom|swarm)>\s*(DISCOVERY|LEARNING)_(LOCAL|GLOBAL)\s*:([\s\S]*?)<\/\1>/g;
function isPlaceholder(content) {
  return content === "" || /^\.{3}$|^…$/.test(content) || /^[{<[]\s*[\w\s.-]*\s*[}>\]]$/.test(content);
}
function normaliseContent(content) {
  return content.replace(/\s+/g, " ").trim();
}
function extractSignals(text) {
  const decoded = decodeJsonTranscript(text);
  const signals = [];
  for (const match of decoded.matchAll(SIGNAL)) {
    const [, tag, kind, scope, body] = match;
    void kind;
    const content = normaliseContent(body ?? "");
    if (isPlaceholder(content) || content.length > MAX_SIGNAL_LENGTH) continue;
    signals.push({
      scope: scope === "LOCAL" ? "local" : "global",
      content,
      form: tag === "swarm" ? "swarm" : "axiom",
      offset: match.index ?? 0
    });
  }
  return signals;
}
var TEXT_KEYS = /* @__PURE__ */ new Set(["text", "content", "result", "message", "output", "completion", "body"]);
function decodeJsonTranscript(text) {
  if (!/<\/(axiom|swarm)>/.test(text)) return text;
  const lines = text.split("\n");
  let json = 0;
  let nonEmpty = 0;
  const parts = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    nonEmpty++;
    if (trimmed[0] !== "{" && trimmed[0] !== "[") {
      parts.push(`${line}
`);
      continue;
    }
    try {
      const value = JSON.parse(trimmed);
      json++;
      collectText(value, false, parts);
    } catch {
      parts.push(`${line}
`);
    }
  }
  if (json === 0 || json * 2 < nonEmpty) return text;
  return parts.join("");
}
function collectText(value, underTextKey, out) {
  if (typeof value === "string") {
    if (underTextKey) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, underTextKey, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) collectText(item, TEXT_KEYS.has(key), out);
  }
}

// src/cli/commands/ingest.ts
var help = `discoveries ingest: turn discovery signals in agent output into discoveries.

Usage: discoveries ingest [FILE|-] --task ID --agent ID [--json]

Reads FILE (or standard input with - or no FILE) and stores, in order, every
  <axiom>DISCOVERY_LOCAL:\u2026</axiom>   <axiom>DISCOVERY_GLOBAL:\u2026</axiom>
  <swarm>LEARNING_LOCAL:\u2026</swarm>    <swarm>LEARNING_GLOBAL:\u2026</swarm>
Signals may span lines; JSON transcripts (one event per line) are decoded first.
Content already stored (or repeated in the output) is counted as a duplicate prevented.
New discoveries that contradict older active ones supersede them, as with 'add'.

Options:
  --task ID      the task the agent worked on (parentId of each discovery)
  --agent ID     the agent that wrote the output
  --json         print the result as JSON
  --store PATH   case file (default .axiom/cases.jsonl)

Example:
  claude -p "fix the login bug" | tee run.log
  discoveries ingest run.log --task task-042 --agent echo-001
`;
async function readInput(io, file) {
  if (file === void 0 || file === "-") {
    if (io.stdin.isTTY) throw new UsageError("ingest: no FILE given and standard input is a terminal", "pass a file, or pipe agent output in");
    const chunks = [];
    for await (const chunk of io.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    return { text: Buffer.concat(chunks).toString("utf8"), name: "standard input" };
  }
  try {
    return { text: readFileSync(resolve(io.cwd, file), "utf8"), name: file };
  } catch (error) {
    const code = error.code;
    throw new UserError(code === "ENOENT" ? "no such file" : `can't read it (${code ?? "error"})`, { file, fix: "pass the path of the agent output" });
  }
}
async function run(args, { io }) {
  const { values, positionals } = parseCommandArgs(
    "ingest",
    args,
    { task: { type: "string" }, agent: { type: "string" }, json: { type: "boolean" }, ...STORE_OPTION },
    { max: 1 }
  );
  if (values.task === void 0 || values.agent === void 0) {
    throw new UsageError(`ingest: ${values.task === void 0 ? "--task" : "--agent"} is required`, "say which task and agent produced the output");
  }
  checkIds("ingest", values.task, values.agent);
  const { text, name } = await readInput(io, positionals[0]);
  const signals = extractSignals(text);
  const project = await openProject(io, values.store);
  const commit = await currentCommit(project);
  const outcome = await changeStore(project, (store) => {
    const added = [];
    let duplicates = 0;
    for (const signal of signals) {
      if (store.findDuplicate(signal.content)) {
        duplicates++;
        continue;
      }
      added.push(
        store.create({
          content: signal.content,
          scope: signal.scope,
          taskId: values.task,
          agentId: values.agent,
          impact: classifyImpact(signal.content),
          category: classifyCategory(signal.content),
          commit,
          now: io.now()
        })
      );
    }
    store.countDuplicatePrevented(duplicates);
    const contradictions = project.config.contradictions.enabled ? checkNewDiscoveries(store, added, { now: io.now(), commit }, { method: project.config.contradictions.method }) : null;
    return { added, duplicates, contradictions };
  });
  if (values.json) {
    io.stdout.write(
      `${JSON.stringify({ signals: signals.length, added: outcome.added.map((d) => ({ id: d.id, scope: d.metadata.scope, content: d.content })), duplicatesPrevented: outcome.duplicates, contradictions: outcome.contradictions ? newContradictionsJson(outcome.contradictions) : [] }, null, 2)}
`
    );
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  const ids = outcome.added.map((d) => d.id);
  const range = ids.length === 0 ? "" : ids.length === 1 ? ` (${ids[0]})` : ` (${ids[0]}\u2026${ids[ids.length - 1]})`;
  io.stdout.write(
    `Ingested ${signals.length} signal${signals.length === 1 ? "" : "s"} from ${name}: ${paint.bold(String(outcome.added.length))} added${range}, ${outcome.duplicates} duplicate${outcome.duplicates === 1 ? "" : "s"} prevented.
`
  );
  for (const line of outcome.contradictions ? describeNewContradictions(outcome.contradictions) : []) io.stdout.write(`  ${line}
`);
  return 0;
}
export {
  help,
  run
};
