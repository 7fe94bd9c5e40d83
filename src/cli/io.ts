// What a command may touch of the outside world. Tests pass their own; the
// binary passes the process's.

export interface Output {
  write(text: string): void;
  readonly isTTY: boolean;
}

export interface Io {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: Output;
  stderr: Output;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  now: () => Date;
}

/**
 * The process's streams are made when first used (getters): creating stdin and
 * stdout costs a hook that prints nothing ~5 ms of loading Node's stream code.
 */
export function processIo(): Io {
  const stdout = closableWriter(() => process.stdout);
  const stderr = closableWriter(() => process.stderr);
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: {
      write: stdout,
      get isTTY() {
        return Boolean(process.stdout.isTTY);
      },
    },
    stderr: {
      write: stderr,
      get isTTY() {
        return Boolean(process.stderr.isTTY);
      },
    },
    get stdin() {
      return process.stdin;
    },
    now: () => new Date(),
  };
}

/**
 * Writes to a stream whose reader may go away (`discoveries list | head -1`): once
 * the pipe is closed the rest of the output is dropped, and the command still
 * finishes what it was doing (a store write, a review) and exits as it would have.
 */
function closableWriter(stream: () => NodeJS.WriteStream): (text: string) => void {
  let closed = false;
  let watching = false;
  return (text) => {
    if (closed) return;
    const out = stream();
    if (!watching) {
      watching = true;
      out.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') throw error;
        closed = true;
      });
    }
    out.write(text);
  };
}

/** Colour only on a terminal, never with NO_COLOR (https://no-color.org), forced with FORCE_COLOR. */
export function useColor(out: Output, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return out.isTTY && env.TERM !== 'dumb';
}

export interface Painter {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  cyan(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const identity = (s: string) => s;

export function painter(enabled: boolean): Painter {
  if (!enabled) return { bold: identity, dim: identity, red: identity, green: identity, yellow: identity, cyan: identity };
  return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39), cyan: wrap(36, 39) };
}
