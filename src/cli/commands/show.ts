import { parseCommandArgs, type CommandContext } from '../command.js';
import { discoveryDetail } from '../format.js';
import { painter, useColor } from '../io.js';
import { openProject, readStore, STORE_OPTION } from '../project.js';

export const help = `discoveries show: everything about one discovery.

Usage: discoveries show ID [--json]

Example:
  discoveries show disc-012
`;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandArgs('show', args, { json: { type: 'boolean' }, ...STORE_OPTION }, { min: 1, max: 1, names: 'a discovery id' });
  const project = await openProject(io, values.store);
  const store = readStore(project);
  const d = store.require(positionals[0]!);
  if (values.json) io.stdout.write(`${JSON.stringify(d, null, 2)}\n`);
  else io.stdout.write(`${discoveryDetail(d, painter(useColor(io.stdout, io.env)), store.lineOf(d.id), store.file)}\n`);
  return 0;
}
