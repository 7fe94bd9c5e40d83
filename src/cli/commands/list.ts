import { UsageError } from '../../errors.js';
import { isImpact, isScope, isStatus, STATUSES, type Discovery, type Status } from '../../model/discovery.js';
import { categoryOf } from '../../views.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { discoveryRow } from '../format.js';
import { painter, useColor } from '../io.js';
import { openProject, readStore, STORE_OPTION } from '../project.js';

export const help = `discoveries list: list discoveries.

Usage: discoveries list [filters] [--json]

Filters (combine freely):
  --status S[,S…]   active, outdated, archived, deleted or all (default: all but deleted)
  --scope local|global
  --agent ID        discoveries an agent made
  --task ID         discoveries a task produced
  --category NAME   e.g. Testing (case-insensitive)
  --impact LEVEL    low, medium, high or critical
  --json            print the records as a JSON array
  --store PATH      case file (default .axiom/cases.jsonl)

Example:
  discoveries list --status outdated --scope global
`;

export function parseStatuses(value: string | undefined, fallback: readonly Status[]): Set<Status> {
  if (value === undefined) return new Set(fallback);
  const out = new Set<Status>();
  for (const part of value.split(',').map((s) => s.trim())) {
    if (part === 'all') STATUSES.forEach((s) => out.add(s));
    else if (isStatus(part)) out.add(part);
    else throw new UsageError(`--status '${part}' is not a status`, 'use active, outdated, archived, deleted or all');
  }
  return out;
}

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values } = parseCommandArgs(
    'list',
    args,
    {
      status: { type: 'string' },
      scope: { type: 'string' },
      agent: { type: 'string' },
      task: { type: 'string' },
      category: { type: 'string' },
      impact: { type: 'string' },
      json: { type: 'boolean' },
      ...STORE_OPTION,
    },
    { max: 0 },
  );
  const statuses = parseStatuses(values.status, ['active', 'outdated', 'archived']);
  if (values.scope !== undefined && !isScope(values.scope)) throw new UsageError(`list: --scope must be local or global (got '${values.scope}')`);
  if (values.impact !== undefined && !isImpact(values.impact)) throw new UsageError(`list: --impact must be low, medium, high or critical (got '${values.impact}')`);
  const project = await openProject(io, values.store);
  const store = readStore(project);
  for (const problem of store.problems.filter((p) => p.severity === 'error')) {
    io.stderr.write(`warning: ${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message} (skipped)\n`);
  }
  const keep = (d: Discovery) =>
    statuses.has(d.status) &&
    (values.scope === undefined || d.metadata.scope === values.scope) &&
    (values.agent === undefined || d.metadata.sourceAgentId === values.agent) &&
    (values.task === undefined || d.metadata.sourceTaskId === values.task || d.parentId === values.task) &&
    (values.category === undefined || categoryOf(d).toLowerCase() === values.category.toLowerCase()) &&
    (values.impact === undefined || d.metadata.impact === values.impact);
  const shown = store.discoveries().filter(keep);
  if (values.json) {
    io.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  const width = Number(io.env.COLUMNS) || (io.stdout.isTTY ? process.stdout.columns : 0) || 120;
  for (const d of shown) io.stdout.write(`${discoveryRow(d, paint, width)}\n`);
  if (shown.length === 0) io.stdout.write(store.exists ? 'No discoveries match.\n' : `No store at ${store.file} yet: run 'discoveries init' or 'discoveries add'.\n`);
  return 0;
}
