// What every command module exports, and the argument parsing they share.

import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../errors.js';
import type { Io } from './io.js';

export interface CommandContext {
  io: Io;
  /** The name it was called by (several commands share a module). */
  name: string;
}

export interface CommandModule {
  /** A string, or a function of the name for modules that serve several commands. */
  help: string | ((name: string) => string);
  run(args: string[], context: CommandContext): Promise<number>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** util.parseArgs, strict, with its errors turned into one-line usage errors. */
export function parseCommandArgs<T extends Options>(
  command: string,
  args: string[],
  options: T,
  positionals: { min?: number; max?: number; names?: string } = {},
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new UsageError(`${command}: ${message}`, `run 'discoveries ${command} --help'`);
  }
  const count = parsed.positionals.length;
  if (positionals.min !== undefined && count < positionals.min) {
    throw new UsageError(`${command}: missing ${positionals.names ?? 'argument'}`, `run 'discoveries ${command} --help'`);
  }
  if (positionals.max !== undefined && count > positionals.max) {
    throw new UsageError(`${command}: unexpected argument '${parsed.positionals[positionals.max]}'`, `run 'discoveries ${command} --help'`);
  }
  return parsed;
}
