import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cleanGitEnv } from './git-repo.js';

/** The CLI as built by the global setup (same settings as dist/). */
export const builtCli = fileURLToPath(new URL('../../.test-build/cli/discoveries.js', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Spawns the built CLI as a user would. */
export function runBuiltCli(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string }): CliResult {
  const result = spawnSync(process.execPath, [builtCli, ...args], {
    cwd: options.cwd,
    env: options.env ?? cleanGitEnv(),
    input: options.input,
    encoding: 'utf8',
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the CLI in this process (fast); output is captured, the clock can be fixed. */
export async function runCli(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; now?: Date },
): Promise<CliResult> {
  const { runCli: run } = await import('../../src/cli/main.js');
  const { Readable } = await import('node:stream');
  let stdout = '';
  let stderr = '';
  const stdin = Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]) as NodeJS.ReadableStream & { isTTY?: boolean };
  const code = await run(args, {
    cwd: options.cwd,
    env: options.env ?? cleanGitEnv(),
    stdout: { write: (t: string) => void (stdout += t), isTTY: false },
    stderr: { write: (t: string) => void (stderr += t), isTTY: false },
    stdin,
    now: () => options.now ?? new Date(),
  });
  return { code, stdout, stderr };
}
