// `discoveries hook <name> [git's arguments]`: what hooks/<name> runs once the
// shell pre-filter says there is something to check. Internal (hidden from the
// main help). Always exits 0 and prints at most a few lines to stderr; the
// details go to the hook log in the git dir.

import { DEFAULT_DEADLINE_MS, formatDuration, runHook, type HookRunResult } from '../../hooks/run.js';
import { hookFiles } from '../../hooks/git-state.js';
import { HOOK_NAMES, isHookName } from '../../hooks/skip.js';
import type { CommandContext } from '../command.js';
import type { Io } from '../io.js';
import { openProject } from '../project.js';

export const help = `discoveries hook: run one git hook's check (called by the scripts in hooks/).

Usage: discoveries hook <${HOOK_NAMES.join('|')}> [git's hook arguments]

Checks the commits since the branch's watermark (the last commit checked) with
the same review plan as 'discoveries check --range', adds new findings to the
pending file in the git dir and prints one or two lines. Never writes tracked
files (except the store with hooks.stagePending, from pre-commit). Always exits 0.

Skipped when HUSKY=0, DISCOVERIES_SKIP=1 or CI is set, during a rebase,
cherry-pick, revert or sequencer run (post-rewrite checks a rebase once), for a
squash merge and for a file checkout.

Environment:
  DISCOVERIES_HOOK_DEADLINE_MS   stop after this long (default ${DEFAULT_DEADLINE_MS}); 'discoveries review'
                                 finishes what was not checked
`;

/** Waiting this long past the deadline means the run is stuck: leave anyway. */
const GRACE_MS = 1500;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  await runHookCommand(args, io);
  return 0;
}

/** The command; says how the hook ended (null: it did not run), for the code cache (src/cli/hook-cache.ts). */
export async function runHookCommand(args: string[], io: Io): Promise<Pick<HookRunResult, 'status' | 'indexRebuilt' | 'planned'> | null> {
  const [name, ...gitArgs] = args;
  if (name === undefined || !isHookName(name)) {
    io.stderr.write(`discoveries: hook: unknown hook '${name ?? ''}' (one of ${HOOK_NAMES.join(', ')})\n`);
    return null;
  }
  const deadlineMs = Number(io.env.DISCOVERIES_HOOK_DEADLINE_MS) > 0 ? Number(io.env.DISCOVERIES_HOOK_DEADLINE_MS) : DEFAULT_DEADLINE_MS;
  // Git waits for the hook process, and git children of a stopped check would keep
  // it alive: the binary (not an in-process caller) exits once it has spoken.
  const exitProcess = io.env === process.env ? () => process.exit(0) : () => {};
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), deadlineMs);
  const backstop = setTimeout(() => {
    io.stderr.write(`discoveries: stopped after ${formatDuration(deadlineMs)}; run 'discoveries review' to finish the check.\n`);
    exitProcess();
  }, deadlineMs + GRACE_MS);
  backstop.unref();
  try {
    const result = await runHook({
      hook: name,
      args: gitArgs,
      cwd: io.cwd,
      env: io.env,
      now: io.now,
      loadProject: (git) => openProject(io, undefined, { gitRoot: git.workTree, stateDir: hookFiles(git).stateDir }),
      signal: controller.signal,
      deadlineMs,
    });
    for (const line of result.lines.slice(0, 4)) io.stderr.write(`${line}\n`);
    if (result.status === 'stopped') exitProcess();
    return result;
  } catch (error) {
    // runHook reports its own failures; this is the last line of defence.
    io.stderr.write(`discoveries: hook skipped: ${error instanceof Error ? error.message : String(error)}\n`);
    return null;
  } finally {
    clearTimeout(deadline);
    clearTimeout(backstop);
  }
}
