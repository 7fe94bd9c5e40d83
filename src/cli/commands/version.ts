import type { CommandContext } from '../command.js';

export const help = `discoveries version: print the version.

Usage: discoveries version   (or discoveries --version)
`;

export async function run(_args: string[], { io }: CommandContext): Promise<number> {
  io.stdout.write(`${__DISCOVERIES_VERSION__}\n`);
  return 0;
}
