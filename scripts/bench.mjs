#!/usr/bin/env node
// `npm run bench [name…]`: runs bench/<name>.bench.ts (all of them by default).
// Each benchmark measures its own baselines in the same run and prints ratios.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build-config.mjs';
import { runTs } from './run-ts.mjs';

const wanted = process.argv.slice(2);
const all = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .sort();
const names = wanted.length > 0 ? wanted : all;
let failed = 0;
for (const name of names) {
  if (!all.includes(name)) {
    console.error(`no benchmark '${name}' (have: ${all.join(', ')})`);
    process.exit(2);
  }
  console.log(`\n## ${name}`);
  const code = await runTs(join('bench', `${name}.bench.ts`), [], ['--expose-gc']);
  if (code !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
