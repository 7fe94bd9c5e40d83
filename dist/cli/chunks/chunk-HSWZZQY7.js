import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/cli/io.ts
function processIo() {
  const stdout = closableWriter(() => process.stdout);
  const stderr = closableWriter(() => process.stderr);
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: {
      write: stdout,
      get isTTY() {
        return Boolean(process.stdout.isTTY);
      }
    },
    stderr: {
      write: stderr,
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
function closableWriter(stream) {
  let closed = false;
  let watching = false;
  return (text) => {
    if (closed) return;
    const out = stream();
    if (!watching) {
      watching = true;
      out.on("error", (error) => {
        if (error.code !== "EPIPE") throw error;
        closed = true;
      });
    }
    out.write(text);
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
