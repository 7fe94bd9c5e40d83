// Bundles a TypeScript entry (bench, eval) with the same settings as dist/ and
// runs it with Node, passing the remaining arguments through.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { root } from './build-config.mjs';

export async function runTs(entry, args = [], nodeFlags = []) {
  const outDir = join(root, '.bench', 'build');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, basename(entry).replace(/\.ts$/, '.mjs'));
  await build({
    absWorkingDir: root,
    entryPoints: [resolve(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    define: { __DISCOVERIES_VERSION__: '"bench"' },
    logLevel: 'warning',
  });
  const result = spawnSync(process.execPath, [...nodeFlags, outfile, ...args], { stdio: 'inherit', cwd: root });
  return result.status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    console.error('usage: node scripts/run-ts.mjs <entry.ts> [args…]');
    process.exit(2);
  }
  process.exit(await runTs(entry, args));
}
