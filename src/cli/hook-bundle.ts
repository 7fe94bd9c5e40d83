// The `hook` command as one CommonJS file (dist/cli/hook-<hash>.cjs), which the
// binary compiles with a code cache kept in the git dir: see hook-cache.ts.

export { runHookCommand } from './commands/hook.js';
export { processIo } from './io.js';
