import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UsageError
} from "./chunk-OILZEQMD.js";

// src/cli/command.ts
import { parseArgs } from "node:util";
function parseCommandArgs(command, args, options, positionals = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new UsageError(`${command}: ${message}`, `run 'discoveries ${command} --help'`);
  }
  const count = parsed.positionals.length;
  if (positionals.min !== void 0 && count < positionals.min) {
    throw new UsageError(`${command}: missing ${positionals.names ?? "argument"}`, `run 'discoveries ${command} --help'`);
  }
  if (positionals.max !== void 0 && count > positionals.max) {
    throw new UsageError(`${command}: unexpected argument '${parsed.positionals[positionals.max]}'`, `run 'discoveries ${command} --help'`);
  }
  return parsed;
}

export {
  parseCommandArgs
};
