import { cliCommand } from '../../store/git-setup.js';
import { diagnose, formatFinding, repair } from '../../store/doctor.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { cliEntryPath } from '../entry.js';
import { painter, useColor } from '../io.js';
import { openProject, openProjectWithDefaults, STORE_OPTION } from '../project.js';
import { UserError } from '../../errors.js';

export const help = `discoveries doctor: explain what is wrong with the store, and repair it.

Usage: discoveries doctor [--fix] [--json]

Checks the config, every line of the store (JSON, fields, duplicate ids, dangling
references), the counter, the views and the merge driver. With --fix it repairs
what can be repaired without guessing: git conflict blocks (both sides merged by
id), records glued onto one line, duplicate ids (renumbered with the references
that came with them), missing metadata, a counter behind the highest id, stale
views, the merge driver. Lines that are not JSON are explained, never dropped.

Exit code: 0 when no error remains (warnings allowed), 1 otherwise.

Example:
  discoveries doctor --fix
`;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values } = parseCommandArgs('doctor', args, { fix: { type: 'boolean' }, json: { type: 'boolean' }, ...STORE_OPTION }, { max: 0 });
  // A broken config must not stop the doctor: it is diagnosed with the rest, on defaults.
  const project = await openProject(io, values.store).catch((error: unknown) => {
    if (error instanceof UserError && error.file?.endsWith('config.yml')) return openProjectWithDefaults(io, values.store);
    throw error;
  });
  const context = {
    paths: project.paths,
    config: project.config,
    gitRoot: project.gitRoot,
    env: io.env,
    cliCommand: project.gitRoot ? cliCommand(project.gitRoot, cliEntryPath(io.env)) : null,
  };
  const paint = painter(useColor(io.stdout, io.env));
  let repaired: string[] = [];
  let findings;
  if (values.fix) {
    const report = await repair(context);
    repaired = report.repaired;
    findings = report.remaining;
  } else {
    findings = await diagnose(context);
  }
  const errors = findings.filter((f) => f.severity === 'error');
  if (values.json) {
    io.stdout.write(`${JSON.stringify({ repaired, findings }, null, 2)}\n`);
    return errors.length > 0 ? 1 : 0;
  }
  for (const line of repaired) io.stdout.write(`${paint.green('fixed')}   ${line}\n`);
  for (const f of findings) {
    const label = f.severity === 'error' ? paint.red('error') : paint.yellow('warning');
    io.stdout.write(`${label} ${formatFinding(f)}${f.fixable && !values.fix ? paint.dim(' [--fix repairs this]') : ''}\n`);
  }
  if (findings.length === 0) io.stdout.write(`${repaired.length > 0 ? 'Repaired; the' : 'The'} store is healthy.\n`);
  return errors.length > 0 ? 1 : 0;
}
