import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/cli/entry.ts
import { existsSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function cliEntryPath(env) {
  if (env.DISCOVERIES_CLI && existsSync(env.DISCOVERIES_CLI)) return realpathSync(env.DISCOVERIES_CLI);
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, "discoveries.js"), join(here, "..", "discoveries.js")]) {
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  return null;
}

export {
  cliEntryPath
};
