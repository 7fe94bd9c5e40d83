import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const define = { __DISCOVERIES_VERSION__: JSON.stringify(pkg.version) };

const options = {
  setupFiles: 'test/support/setup-env.ts',
  // A test file keeps about one core busy (its own work and the git and node it
  // spawns, run one at a time): one file per core. Vitest's default, cores - 1,
  // runs the files one after another on a two-core machine.
  pool: 'forks' as const,
  maxWorkers: Math.max(2, availableParallelism()),
  testTimeout: 30_000,
  hookTimeout: 30_000,
};

/**
 * Tests of pure functions (the contradiction rules, text, model, anchors) make no
 * repository or server and change nothing process-wide, and the modules they
 * load keep only caches of pure functions: they share workers and the modules
 * loaded there (isolate: false), since loading the rules again for every file
 * was most of their time. A file of these folders that makes repositories or
 * servers goes in ISOLATED, and runs isolated like every other test.
 */
const SHARED_FOLDERS = ['contradiction', 'text', 'model', 'anchors'];
const ISOLATED = new Set(['contradiction/compare-command.test.ts', 'contradiction/judge.test.ts', 'contradiction/store.test.ts']);
const pure = SHARED_FOLDERS.flatMap((folder) =>
  readdirSync(new URL(`./test/${folder}/`, import.meta.url))
    .filter((name) => name.endsWith('.test.ts') && !ISOLATED.has(`${folder}/${name}`))
    .map((name) => `test/${folder}/${name}`),
);

export default defineConfig({
  define,
  test: {
    // Runs once: the projects do not extend this config (with `extends` they would run it again each).
    globalSetup: ['test/support/global-setup.ts'],
    maxWorkers: options.maxWorkers,
    projects: [
      { define, test: { ...options, name: 'pure', include: pure, isolate: false } },
      { define, test: { ...options, name: 'repos', include: ['test/**/*.test.ts'], exclude: pure } },
    ],
  },
});
