import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import "./chunk-PLPO5PBA.js";

// src/cli/commands/version.ts
var help = `discoveries version: print the version.

Usage: discoveries version   (or discoveries --version)
`;
async function run(_args, { io }) {
  io.stdout.write(`${"0.1.0"}
`);
  return 0;
}
export {
  help,
  run
};
