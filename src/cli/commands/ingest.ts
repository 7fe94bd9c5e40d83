import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UserError, UsageError } from '../../errors.js';
import { classifyCategory, classifyImpact } from '../../model/classify.js';
import type { Discovery } from '../../model/discovery.js';
import { extractSignals } from '../../signals.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { painter, useColor } from '../io.js';
import { changeStore, currentCommit, openProject, STORE_OPTION } from '../project.js';
import { checkIds } from './add.js';
import { checkNewDiscoveries, describeNewContradictions, newContradictionsJson } from '../../contradiction/store.js';

export const help = `discoveries ingest: turn discovery signals in agent output into discoveries.

Usage: discoveries ingest [FILE|-] --task ID --agent ID [--json]

Reads FILE (or standard input with - or no FILE) and stores, in order, every
  <axiom>DISCOVERY_LOCAL:…</axiom>   <axiom>DISCOVERY_GLOBAL:…</axiom>
  <swarm>LEARNING_LOCAL:…</swarm>    <swarm>LEARNING_GLOBAL:…</swarm>
Signals may span lines; JSON transcripts (one event per line) are decoded first.
Content already stored (or repeated in the output) is counted as a duplicate prevented.
New discoveries that contradict older active ones supersede them, as with 'add'.

Options:
  --task ID      the task the agent worked on (parentId of each discovery)
  --agent ID     the agent that wrote the output
  --json         print the result as JSON
  --store PATH   case file (default .axiom/cases.jsonl)

Example:
  claude -p "fix the login bug" | tee run.log
  discoveries ingest run.log --task task-042 --agent echo-001
`;

async function readInput(io: CommandContext['io'], file: string | undefined): Promise<{ text: string; name: string }> {
  if (file === undefined || file === '-') {
    if (io.stdin.isTTY) throw new UsageError('ingest: no FILE given and standard input is a terminal', 'pass a file, or pipe agent output in');
    const chunks: Buffer[] = [];
    for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return { text: Buffer.concat(chunks).toString('utf8'), name: 'standard input' };
  }
  try {
    return { text: readFileSync(resolve(io.cwd, file), 'utf8'), name: file };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError(code === 'ENOENT' ? 'no such file' : `can't read it (${code ?? 'error'})`, { file, fix: 'pass the path of the agent output' });
  }
}

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'ingest',
    args,
    { task: { type: 'string' }, agent: { type: 'string' }, json: { type: 'boolean' }, ...STORE_OPTION },
    { max: 1 },
  );
  if (values.task === undefined || values.agent === undefined) {
    throw new UsageError(`ingest: ${values.task === undefined ? '--task' : '--agent'} is required`, 'say which task and agent produced the output');
  }
  checkIds('ingest', values.task, values.agent);
  const { text, name } = await readInput(io, positionals[0]);
  const signals = extractSignals(text);
  const project = await openProject(io, values.store);
  const commit = await currentCommit(project);
  const outcome = await changeStore(project, (store) => {
    const added: Discovery[] = [];
    let duplicates = 0;
    for (const signal of signals) {
      if (store.findDuplicate(signal.content)) {
        duplicates++;
        continue;
      }
      added.push(
        store.create({
          content: signal.content,
          scope: signal.scope,
          taskId: values.task!,
          agentId: values.agent!,
          impact: classifyImpact(signal.content),
          category: classifyCategory(signal.content),
          commit,
          now: io.now(),
        }),
      );
    }
    store.countDuplicatePrevented(duplicates);
    const contradictions = project.config.contradictions.enabled ? checkNewDiscoveries(store, added, { now: io.now(), commit }, { method: project.config.contradictions.method }) : null;
    return { added, duplicates, contradictions };
  });
  if (values.json) {
    io.stdout.write(
      `${JSON.stringify({ signals: signals.length, added: outcome.added.map((d) => ({ id: d.id, scope: d.metadata.scope, content: d.content })), duplicatesPrevented: outcome.duplicates, contradictions: outcome.contradictions ? newContradictionsJson(outcome.contradictions) : [] }, null, 2)}\n`,
    );
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  const ids = outcome.added.map((d) => d.id);
  const range = ids.length === 0 ? '' : ids.length === 1 ? ` (${ids[0]})` : ` (${ids[0]}…${ids[ids.length - 1]})`;
  io.stdout.write(
    `Ingested ${signals.length} signal${signals.length === 1 ? '' : 's'} from ${name}: ${paint.bold(String(outcome.added.length))} added${range}, ${outcome.duplicates} duplicate${outcome.duplicates === 1 ? '' : 's'} prevented.\n`,
  );
  for (const line of outcome.contradictions ? describeNewContradictions(outcome.contradictions) : []) io.stdout.write(`  ${line}\n`);
  return 0;
}
