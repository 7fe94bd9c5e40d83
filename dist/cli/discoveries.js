#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/cli/discoveries.ts
var argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  process.stdout.write(`${"0.1.0"}
`);
} else {
  const { runCli, processIo } = await import("./chunks/main-WIVHZRY2.js");
  process.exitCode = await runCli(argv, processIo());
}
