import { parseCommandArgs, type CommandContext } from '../command.js';
import { discoveryDetail, learningDetail } from '../format.js';
import { painter, useColor } from '../io.js';
import { openProject, readStore, STORE_OPTION, type Project } from '../project.js';
import { idInSource } from '../../model/learning.js';
import { projectStoreRef } from '../../store/paths.js';

export const help = `discoveries show: everything about one discovery, or one learning of another source.

Usage: discoveries show NAME [--json]

NAME is a discovery id of the project's store, or a learning of any other
source (swarm idea, genome memory, prompt point, agent-file bullet) by its id
or by its key (\`path#id\`), as \`discoveries check\` reports it.

Examples:
  discoveries show disc-012
  discoveries show .genome/memories/memories.jsonl#mem-7f3a
`;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandArgs('show', args, { json: { type: 'boolean' }, ...STORE_OPTION }, { min: 1, max: 1, names: 'a discovery id or a learning key' });
  const project = await openProject(io, values.store);
  const store = readStore(project);
  const name = positionals[0]!;
  const own = store.get(idInSource({ kind: 'axiom', path: projectStoreRef(project.paths).path }, name) ?? name);
  if (!own) return showFromAnySource(project, name, Boolean(values.json), io);
  if (values.json) io.stdout.write(`${JSON.stringify(own, null, 2)}\n`);
  else io.stdout.write(`${discoveryDetail(own, painter(useColor(io.stdout, io.env)), store.lineOf(own.id), store.file)}\n`);
  return 0;
}

/** A learning the project's store does not hold: looked up across every source, the way `validate` names them. */
async function showFromAnySource(project: Project, name: string, json: boolean, io: CommandContext['io']): Promise<number> {
  // Loaded only here: showing a discovery of the project's store reads that store alone.
  const [{ checkableLearnings, loadSources }, { resolveLearning }] = await Promise.all([import('../../sources/index.js'), import('../../sources/names.js')]);
  const loaded = await loadSources({ cwd: project.root, env: io.env, now: new Date(), config: project.config, store: projectStoreRef(project.paths) });
  const learning = resolveLearning(name, checkableLearnings(loaded.sources));
  if (json) io.stdout.write(`${JSON.stringify(learning, null, 2)}\n`);
  else io.stdout.write(`${learningDetail(learning, painter(useColor(io.stdout, io.env)))}\n`);
  return 0;
}
