#!/usr/bin/env node
// The `discoveries` binary. `--version` answers before anything is loaded: hooks
// and scripts call it, and startup is the cost every call pays.
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(`${__DISCOVERIES_VERSION__}\n`);
} else {
  const { runCli, processIo } = await import('./main.js');
  process.exitCode = await runCli(argv, processIo());
}
