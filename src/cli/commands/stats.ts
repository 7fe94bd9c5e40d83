import { computeStats } from '../../stats.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { painter, useColor } from '../io.js';
import { openProject, readStore, STORE_OPTION } from '../project.js';

export const help = `discoveries stats: the discovery metrics of seed 001.

Usage: discoveries stats [--json]

Total; active vs archived (every status); local vs global; duplicates prevented;
source tasks; injection rate (discoveries a prompt injects, per agent); impact
distribution; validation rate; outdated rate.

Example:
  discoveries stats --json
`;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values } = parseCommandArgs('stats', args, { json: { type: 'boolean' }, ...STORE_OPTION }, { max: 0 });
  const project = await openProject(io, values.store);
  const store = readStore(project);
  const s = computeStats(store.discoveries(), store.duplicatesPrevented);
  if (values.json) {
    io.stdout.write(`${JSON.stringify(s, null, 2)}\n`);
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  const lines = [
    `${paint.bold('Discoveries')}          ${s.total}`,
    `  by status           ${Object.entries(s.byStatus).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `  by scope            local ${s.byScope.local}, global ${s.byScope.global}`,
    `  by impact           ${Object.entries(s.byImpact).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `  duplicates prevented ${s.duplicatesPrevented}`,
    `  validation rate     ${pct(s.validationRate)}`,
    `  outdated rate       ${pct(s.outdatedRate)}`,
    `  injection           ${s.injection.averagePerPrompt} per prompt (${s.injection.globalActive} active global${s.injection.agents.length ? `; ${s.injection.agents.map((a) => `${a.agentId} ${a.injected}`).join(', ')}` : ''})`,
    `  source tasks        ${s.sourceTasks.length === 0 ? 'none' : s.sourceTasks.slice(0, 10).map((t) => `${t.taskId} (${t.count})`).join(', ')}${s.sourceTasks.length > 10 ? `, … ${s.sourceTasks.length - 10} more` : ''}`,
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
