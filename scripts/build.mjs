#!/usr/bin/env node
// Builds dist/: dist/cli (CLI + library), dist/index.js (the Action), dist/types.
// `--check` builds into a temp folder and fails when the committed dist/ differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildAction, buildCli, root } from './build-config.mjs';

const check = process.argv.includes('--check');
const outRoot = check ? mkdtempSync(join(tmpdir(), 'discoveries-dist-')) : join(root, 'dist');

if (!check) rmSync(outRoot, { recursive: true, force: true });
await buildCli(join(outRoot, 'cli'));
await buildAction(join(outRoot, 'index.js'));
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.types.json', '--outDir', join(outRoot, 'types')],
  { cwd: root, stdio: 'inherit' },
);

if (check) {
  const differences = compareTrees(join(root, 'dist'), outRoot);
  rmSync(outRoot, { recursive: true, force: true });
  if (differences.length > 0) {
    console.error(`dist/ is not the build of the current sources (${differences.length} file(s) differ):`);
    for (const d of differences.slice(0, 20)) console.error(`  ${d}`);
    console.error('Fix: run `npm run build` and commit dist/.');
    process.exit(1);
  }
  console.log('dist/ matches a fresh build.');
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

function compareTrees(committed, fresh) {
  const a = new Set(listFiles(committed));
  const b = new Set(listFiles(fresh));
  const diffs = [];
  for (const f of b) {
    if (!a.has(f)) diffs.push(`missing from dist/: ${f}`);
    else if (!readFileSync(join(committed, f)).equals(readFileSync(join(fresh, f)))) diffs.push(`differs: dist/${f}`);
  }
  for (const f of a) if (!b.has(f)) diffs.push(`not produced by the build: dist/${f}`);
  return diffs;
}
