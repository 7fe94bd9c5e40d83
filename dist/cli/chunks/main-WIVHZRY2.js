import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  painter,
  processIo,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";

// src/cli/main.ts
var COMMANDS = {
  init: { summary: "Set up the store, config, views and merge driver", load: () => import("./init-RPNBRYJA.js") },
  add: { summary: "Record a discovery", load: () => import("./add-5PQCZTNE.js") },
  ingest: { summary: "Turn discovery signals in agent output into discoveries", load: () => import("./ingest-GX3KDTJC.js") },
  list: { summary: "List discoveries (filters, --json)", load: () => import("./list-JCIYU5V5.js") },
  show: { summary: "Everything about one discovery", load: () => import("./show-BAUXFB6F.js") },
  search: { summary: "Find discoveries by keywords", load: () => import("./search-ST5MMAMW.js") },
  check: { summary: "Find discoveries that code changes made outdated (--dry-run, --json, --range A..B)", load: () => import("./check-ZHBXFPGI.js") },
  compare: { summary: "Explain whether a newer discovery contradicts an older one", load: () => import("./compare-NDTIMIF7.js") },
  validate: { summary: "Mark discoveries checked against the code (re-anchors at HEAD)", load: () => import("./lifecycle-Z3KYAVC3.js") },
  outdate: { summary: "Mark discoveries outdated, with a reason", load: () => import("./lifecycle-Z3KYAVC3.js") },
  archive: { summary: "Archive discoveries", load: () => import("./lifecycle-Z3KYAVC3.js") },
  resurrect: { summary: "Bring archived discoveries back", load: () => import("./lifecycle-Z3KYAVC3.js") },
  delete: { summary: "Soft-delete discoveries", load: () => import("./lifecycle-Z3KYAVC3.js") },
  restore: { summary: "Undo a soft delete", load: () => import("./lifecycle-Z3KYAVC3.js") },
  promote: { summary: "Make local discoveries global", load: () => import("./lifecycle-Z3KYAVC3.js") },
  edit: { summary: "Change a discovery (content, impact, category)", load: () => import("./lifecycle-Z3KYAVC3.js") },
  "complete-task": { summary: "Archive a finished task's discoveries", load: () => import("./complete-task-R4QMCPLM.js") },
  prompt: { summary: "The text to inject into an agent prompt", load: () => import("./prompt-ZLH45T43.js") },
  stats: { summary: "Discovery metrics", load: () => import("./stats-RPCRLV2T.js") },
  render: { summary: "Regenerate the Markdown views", load: () => import("./render-DQB5SJ4E.js") },
  doctor: { summary: "Explain and repair problems in the store", load: () => import("./doctor-POGYCJI6.js") },
  sources: { summary: "List every learning store and agent file found (--json)", load: () => import("./sources-6YTHI2FZ.js") },
  review: { summary: "Review what the git hooks found: accept, keep, edit or skip", load: () => import("./review-YSZMA6EX.js") },
  uninstall: { summary: "Remove the git hooks and merge driver init added (keeps .axiom/)", load: () => import("./uninstall-RLVWKV3L.js") },
  version: { summary: "Print the version", load: () => import("./version-LGDRG7R3.js") },
  "merge-driver": { summary: "git's merge driver for the store", load: () => import("./merge-driver-VRD33S54.js"), hidden: true },
  hook: { summary: "Run one git hook (called by hooks/<name>)", load: () => import("./hook-ALUTQXH3.js"), hidden: true }
};
var EXIT = { ok: 0, findings: 1, usage: 2 };
async function runCli(argv, io) {
  const paint = () => painter(useColor(io.stderr, io.env));
  const [name, ...rest] = argv;
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" ? rest[0] : void 0;
    if (topic && COMMANDS[topic]) return runCli([topic, "--help"], io);
    io.stdout.write(mainHelp());
    return name === void 0 ? EXIT.usage : EXIT.ok;
  }
  if (name === "--version" || name === "-V") return runCli(["version"], io);
  const entry = COMMANDS[name];
  if (!entry) {
    const suggestion = closest(name, Object.keys(COMMANDS));
    io.stderr.write(`discoveries: unknown command '${name}'${suggestion ? ` (did you mean '${suggestion}'?)` : ""}. Run 'discoveries --help'.
`);
    return EXIT.usage;
  }
  const command = await entry.load();
  if (rest.includes("--help") || rest.includes("-h")) {
    const text = typeof command.help === "function" ? command.help(name) : command.help;
    io.stdout.write(text.endsWith("\n") ? text : `${text}
`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, { io, name });
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr.write(`${paint().red("error")}: ${error.format()}
`);
      return EXIT.usage;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`${paint().red("error")}: ${message}
`);
    if (io.env.DISCOVERIES_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}
`);
    return EXIT.usage;
  }
}
function mainHelp() {
  const names = Object.keys(COMMANDS).filter((n) => !COMMANDS[n]?.hidden);
  const width = Math.max(...names.map((n) => n.length));
  const lines = names.map((n) => `  ${n.padEnd(width)}  ${COMMANDS[n]?.summary ?? ""}`);
  return [
    "discoveries: keep the discoveries agents write about a codebase honest.",
    "",
    "Usage: discoveries <command> [options]",
    "",
    "Commands:",
    ...lines,
    "",
    "Run 'discoveries <command> --help' for a command's options.",
    "Exit codes: 0 ok, 1 findings (when asked to fail on them), 2 usage or input error.",
    ""
  ].join("\n");
}
function closest(input, candidates) {
  let best = null;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = editDistance(input, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
export {
  COMMANDS,
  EXIT,
  processIo,
  runCli
};
