import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_DEADLINE_MS,
  HOOK_NAMES,
  formatDuration,
  isHookName,
  runHook
} from "./chunk-TUHCAK4G.js";
import {
  hookFiles
} from "./chunk-JNP52AUX.js";
import "./chunk-IOKBOIN7.js";
import "./chunk-NKM4OWEV.js";
import "./chunk-WSOSF2SI.js";
import "./chunk-HSQBMDLJ.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-7UJ5HRSX.js";
import "./chunk-DKRBY5OM.js";
import {
  openProject
} from "./chunk-MXQ5SG3X.js";
import "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/hook.ts
var help = `discoveries hook: run one git hook's check (called by the scripts in hooks/).

Usage: discoveries hook <${HOOK_NAMES.join("|")}> [git's hook arguments]

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
var GRACE_MS = 1500;
async function run(args, { io }) {
  await runHookCommand(args, io);
  return 0;
}
async function runHookCommand(args, io) {
  const [name, ...gitArgs] = args;
  if (name === void 0 || !isHookName(name)) {
    io.stderr.write(`discoveries: hook: unknown hook '${name ?? ""}' (one of ${HOOK_NAMES.join(", ")})
`);
    return null;
  }
  const deadlineMs = Number(io.env.DISCOVERIES_HOOK_DEADLINE_MS) > 0 ? Number(io.env.DISCOVERIES_HOOK_DEADLINE_MS) : DEFAULT_DEADLINE_MS;
  const exitProcess = io.env === process.env ? () => process.exit(0) : () => {
  };
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), deadlineMs);
  const backstop = setTimeout(() => {
    io.stderr.write(`discoveries: stopped after ${formatDuration(deadlineMs)}; run 'discoveries review' to finish the check.
`);
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
      loadProject: (git) => openProject(io, void 0, { gitRoot: git.workTree, stateDir: hookFiles(git).stateDir }),
      signal: controller.signal,
      deadlineMs
    });
    for (const line of result.lines.slice(0, 4)) io.stderr.write(`${line}
`);
    if (result.status === "stopped") exitProcess();
    return result;
  } catch (error) {
    io.stderr.write(`discoveries: hook skipped: ${error instanceof Error ? error.message : String(error)}
`);
    return null;
  } finally {
    clearTimeout(deadline);
    clearTimeout(backstop);
  }
}
export {
  help,
  run,
  runHookCommand
};
