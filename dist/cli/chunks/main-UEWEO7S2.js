import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/errors.ts
var UserError = class extends Error {
  file;
  line;
  fix;
  constructor(message, location = {}) {
    super(message);
    this.name = "UserError";
    this.file = location.file;
    this.line = location.line;
    this.fix = location.fix;
  }
  /** `file:line: message (fix: …)` */
  format() {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}` : ""}: ` : "";
    return `${where}${this.message}${this.fix ? ` (fix: ${this.fix})` : ""}`;
  }
};

// src/cli/io.ts
function processIo() {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: { write: (t) => void process.stdout.write(t), isTTY: Boolean(process.stdout.isTTY) },
    stderr: { write: (t) => void process.stderr.write(t), isTTY: Boolean(process.stderr.isTTY) },
    stdin: process.stdin,
    now: () => /* @__PURE__ */ new Date()
  };
}
function useColor(out, env) {
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0") return true;
  return out.isTTY && env.TERM !== "dumb";
}
var wrap = (open, close) => (s) => `\x1B[${open}m${s}\x1B[${close}m`;
var identity = (s) => s;
function painter(enabled) {
  if (!enabled) return { bold: identity, dim: identity, red: identity, green: identity, yellow: identity, cyan: identity };
  return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39), cyan: wrap(36, 39) };
}

// src/cli/main.ts
var COMMANDS = {
  version: { summary: "Print the version", load: () => import("./version-3EXSVXYM.js") }
};
var EXIT = { ok: 0, findings: 1, usage: 2 };
async function runCli(argv, io) {
  const paint = painter(useColor(io.stderr, io.env));
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
    io.stdout.write(command.help.endsWith("\n") ? command.help : `${command.help}
`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, { io, name });
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr.write(`${paint.red("error")}: ${error.format()}
`);
      return EXIT.usage;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`${paint.red("error")}: ${message}
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
