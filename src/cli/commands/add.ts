import { UsageError } from '../../errors.js';
import { classifyCategory, classifyImpact } from '../../model/classify.js';
import { isImpact, isScope, type Discovery, type Impact, type Scope } from '../../model/discovery.js';
import { isValidAgentId, isValidTaskId } from '../../model/ids.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { painter, useColor } from '../io.js';
import { changeStore, currentCommit, openProject, STORE_OPTION } from '../project.js';
import { checkNewDiscoveries, describeNewContradictions, newContradictionsJson, type NewContradictions } from '../../contradiction/store.js';

export const help = `discoveries add: record a discovery.

Usage: discoveries add "<content>" [options]

Options:
  --scope local|global     who it is for (default global)
  --task ID                the task it was learned in (becomes parentId)
  --agent ID               the agent that learned it (local views group by its persona)
  --impact LEVEL           low, medium, high or critical (classified from the text if not given)
  --category NAME          e.g. Testing, API (classified from the text if not given)
  --json                   print the result as JSON
  --store PATH             case file (default .axiom/cases.jsonl)

The same content (ignoring case and surrounding spaces) is never stored twice.
A discovery that contradicts an older active one supersedes it (the older becomes
outdated), unless the older has the higher impact or is validated and this one is
not: then both are kept and the pair is reported for review.

Example:
  discoveries add "Tests use vitest, not jest" --impact medium --agent echo-001
`;

export interface AddFields {
  scope: Scope;
  taskId: string | null;
  agentId: string | null;
  impact?: Impact;
  category?: string;
}

/** Checks the flags shared by add and ingest. */
export function checkIds(command: string, task: string | undefined, agent: string | undefined): void {
  if (agent !== undefined && !isValidAgentId(agent)) {
    throw new UsageError(`${command}: agent id '${agent}' can't name a view folder`, "use letters, digits, '.', '_' or '-' (e.g. echo-001)");
  }
  if (task !== undefined && !isValidTaskId(task)) {
    throw new UsageError(`${command}: task id must be one printable line`, 'pass the task id as it appears in the store');
  }
}

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'add',
    args,
    {
      scope: { type: 'string' },
      task: { type: 'string' },
      agent: { type: 'string' },
      impact: { type: 'string' },
      category: { type: 'string' },
      json: { type: 'boolean' },
      ...STORE_OPTION,
    },
    { min: 1, max: 1, names: 'the content of the discovery' },
  );
  const content = positionals[0]!.replace(/\s+/g, ' ').trim();
  if (content === '') throw new UsageError('add: the content is empty', 'write what was learned, e.g. "Tests use vitest, not jest"');
  if (values.scope !== undefined && !isScope(values.scope)) throw new UsageError(`add: --scope must be local or global (got '${values.scope}')`);
  if (values.impact !== undefined && !isImpact(values.impact)) {
    throw new UsageError(`add: --impact must be low, medium, high or critical (got '${values.impact}')`);
  }
  checkIds('add', values.task, values.agent);
  const project = await openProject(io, values.store);
  const commit = await currentCommit(project);
  const result = await changeStore(project, (store) => {
    const duplicate = store.findDuplicate(content);
    if (duplicate) {
      store.countDuplicatePrevented();
      return { added: null, duplicate, contradictions: null as NewContradictions | null };
    }
    const added = store.create({
      content,
      scope: (values.scope as Scope | undefined) ?? 'global',
      taskId: values.task ?? null,
      agentId: values.agent ?? null,
      impact: (values.impact as Impact | undefined) ?? classifyImpact(content),
      category: values.category ?? classifyCategory(content),
      commit,
      now: io.now(),
    });
    const contradictions = project.config.contradictions.enabled ? checkNewDiscoveries(store, [added], { now: io.now(), commit }, { method: project.config.contradictions.method }) : null;
    return { added, duplicate: null as Discovery | null, contradictions };
  });
  const paint = painter(useColor(io.stdout, io.env));
  if (values.json) {
    const contradictions = result.contradictions ? newContradictionsJson(result.contradictions) : [];
    io.stdout.write(`${JSON.stringify(result.added ? { added: true, discovery: result.added, contradictions } : { added: false, duplicateOf: result.duplicate!.id }, null, 2)}\n`);
    return 0;
  }
  if (result.added) {
    const d = result.added;
    io.stdout.write(`Added ${paint.bold(d.id)} (${d.metadata.scope}, ${d.metadata.impact}, ${d.metadata.category})\n`);
    for (const line of result.contradictions ? describeNewContradictions(result.contradictions) : []) io.stdout.write(`  ${line}\n`);
  } else {
    io.stdout.write(`Not added: the same discovery is already ${paint.bold(result.duplicate!.id)} (${result.duplicate!.status})\n`);
  }
  return 0;
}
