import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/cli/io.ts
function processIo() {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: {
      write: (t) => void process.stdout.write(t),
      get isTTY() {
        return Boolean(process.stdout.isTTY);
      }
    },
    stderr: {
      write: (t) => void process.stderr.write(t),
      get isTTY() {
        return Boolean(process.stderr.isTTY);
      }
    },
    get stdin() {
      return process.stdin;
    },
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

export {
  processIo,
  useColor,
  painter
};
