// Where the running CLI's entry file is, so git config and hooks can call it
// directly (no npx: it costs ~300 ms per call).

import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function cliEntryPath(env: NodeJS.ProcessEnv): string | null {
  if (env.DISCOVERIES_CLI && existsSync(env.DISCOVERIES_CLI)) return realpathSync(env.DISCOVERIES_CLI);
  // Built layout: this code sits in dist/cli/ or dist/cli/chunks/, beside or below discoveries.js.
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, 'discoveries.js'), join(here, '..', 'discoveries.js')]) {
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  return null;
}
