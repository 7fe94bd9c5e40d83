// Startup cost of the binary: `discoveries --version` against `node -e 0`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Benchmarks run from the repository root (scripts/run-ts.mjs sets cwd).
const cli = join(process.cwd(), 'dist/cli/discoveries.js');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(args: string[], runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}`);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(samples);
}

const runs = 21;
time(['-e', '0'], 3); // warm the file cache
const baseline = time(['-e', '0'], runs);
const version = time([cli, '--version'], runs);
const help = time([cli, '--help'], runs);
const ratio = version / baseline;
console.log(`node -e 0                   ${baseline.toFixed(1)} ms (baseline)`);
console.log(`discoveries --version       ${version.toFixed(1)} ms  ${ratio.toFixed(2)}x baseline  (goal ≤ 1.50x) ${ratio <= 1.5 ? 'ok' : 'OVER'}`);
console.log(`discoveries --help          ${help.toFixed(1)} ms  ${(help / baseline).toFixed(2)}x baseline`);
