import { UsageError } from '../../errors.js';
import { renderPrompt } from '../../prompt.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { openProject, readStore, STORE_OPTION } from '../project.js';

export const help = `discoveries prompt: the text to inject into an agent's prompt.

Usage: discoveries prompt --agent ID

Prints active global discoveries, then the agent's own active local ones, in
seed 001's template. Outdated, archived and deleted discoveries are never injected.

Example:
  discoveries prompt --agent echo-001 >> .context/prompt.md
`;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values } = parseCommandArgs('prompt', args, { agent: { type: 'string' }, ...STORE_OPTION }, { max: 0 });
  if (values.agent === undefined) throw new UsageError('prompt: --agent is required', 'name the agent whose local discoveries to include');
  const project = await openProject(io, values.store);
  io.stdout.write(renderPrompt(readStore(project).discoveries(), values.agent));
  return 0;
}
