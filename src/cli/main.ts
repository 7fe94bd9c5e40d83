// The dispatcher: finds the command, loads only its module, maps errors to exit
// codes. Exit codes: 0 ok, 1 findings when asked to fail on them, 2 usage or input error.

import { UserError } from '../errors.js';
import { painter, useColor, type Io } from './io.js';
import type { CommandModule } from './command.js';

export { processIo } from './io.js';

interface CommandEntry {
  summary: string;
  load: () => Promise<CommandModule>;
  /** Internal commands (called by git or hooks) are left out of the main help. */
  hidden?: boolean;
}

// One line per command; the module loads only when that command runs.
export const COMMANDS: Record<string, CommandEntry> = {
  init: { summary: 'Set up the store, config, views and merge driver', load: () => import('./commands/init.js') },
  add: { summary: 'Record a discovery', load: () => import('./commands/add.js') },
  ingest: { summary: 'Turn discovery signals in agent output into discoveries', load: () => import('./commands/ingest.js') },
  list: { summary: 'List discoveries (filters, --json)', load: () => import('./commands/list.js') },
  show: { summary: 'Everything about one discovery', load: () => import('./commands/show.js') },
  search: { summary: 'Find discoveries by keywords', load: () => import('./commands/search.js') },
  check: { summary: 'Find discoveries that code changes made outdated (--dry-run, --json, --range A..B)', load: () => import('./commands/check.js') },
  compare: { summary: 'Explain whether a newer discovery contradicts an older one', load: () => import('./commands/compare.js') },
  validate: { summary: 'Mark discoveries checked against the code (re-anchors at HEAD)', load: () => import('./commands/lifecycle.js') },
  outdate: { summary: 'Mark discoveries outdated, with a reason', load: () => import('./commands/lifecycle.js') },
  archive: { summary: 'Archive discoveries', load: () => import('./commands/lifecycle.js') },
  resurrect: { summary: 'Bring archived discoveries back', load: () => import('./commands/lifecycle.js') },
  delete: { summary: 'Soft-delete discoveries', load: () => import('./commands/lifecycle.js') },
  restore: { summary: 'Undo a soft delete', load: () => import('./commands/lifecycle.js') },
  promote: { summary: 'Make local discoveries global', load: () => import('./commands/lifecycle.js') },
  edit: { summary: 'Change a discovery (content, impact, category)', load: () => import('./commands/lifecycle.js') },
  'complete-task': { summary: "Archive a finished task's discoveries", load: () => import('./commands/complete-task.js') },
  prompt: { summary: 'The text to inject into an agent prompt', load: () => import('./commands/prompt.js') },
  stats: { summary: 'Discovery metrics', load: () => import('./commands/stats.js') },
  render: { summary: 'Regenerate the Markdown views', load: () => import('./commands/render.js') },
  doctor: { summary: 'Explain and repair problems in the store', load: () => import('./commands/doctor.js') },
  sources: { summary: 'List every learning store and agent file found (--json)', load: () => import('./commands/sources.js') },
  review: { summary: 'Review what the git hooks found: accept, keep, edit or skip', load: () => import('./commands/review.js') },
  uninstall: { summary: 'Remove the git hooks and merge driver init added (keeps .axiom/)', load: () => import('./commands/uninstall.js') },
  version: { summary: 'Print the version', load: () => import('./commands/version.js') },
  'merge-driver': { summary: "git's merge driver for the store", load: () => import('./commands/merge-driver.js'), hidden: true },
  hook: { summary: 'Run one git hook (called by hooks/<name>)', load: () => import('./commands/hook.js'), hidden: true },
};

export const EXIT = { ok: 0, findings: 1, usage: 2 } as const;

export async function runCli(argv: string[], io: Io): Promise<number> {
  // Only errors are painted: asking whether stderr is a terminal would create it.
  const paint = () => painter(useColor(io.stderr, io.env));
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? rest[0] : undefined;
    if (topic && COMMANDS[topic]) return runCli([topic, '--help'], io);
    io.stdout.write(mainHelp());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-V') return runCli(['version'], io);
  const entry = COMMANDS[name];
  if (!entry) {
    const suggestion = closest(name, Object.keys(COMMANDS));
    io.stderr.write(`discoveries: unknown command '${name}'${suggestion ? ` (did you mean '${suggestion}'?)` : ''}. Run 'discoveries --help'.\n`);
    return EXIT.usage;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    const text = typeof command.help === 'function' ? command.help(name) : command.help;
    io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, { io, name });
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr.write(`${paint().red('error')}: ${error.format()}\n`);
      return EXIT.usage;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`${paint().red('error')}: ${message}\n`);
    if (io.env.DISCOVERIES_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    return EXIT.usage;
  }
}

function mainHelp(): string {
  const names = Object.keys(COMMANDS).filter((n) => !COMMANDS[n]?.hidden);
  const width = Math.max(...names.map((n) => n.length));
  const lines = names.map((n) => `  ${n.padEnd(width)}  ${COMMANDS[n]?.summary ?? ''}`);
  return [
    'discoveries: keep the discoveries agents write about a codebase honest.',
    '',
    'Usage: discoveries <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    "Run 'discoveries <command> --help' for a command's options.",
    'Exit codes: 0 ok, 1 findings (when asked to fail on them), 2 usage or input error.',
    '',
  ].join('\n');
}

function closest(input: string, candidates: string[]): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = editDistance(input, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
