// Why every git call goes through src/git/exec.ts instead of simple-git (named in
// the original design): the same small git command, run the same number of times,
// in one process and, as a hook would, in a fresh Node process each time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleGit } from 'simple-git';
import { git } from '../src/git/exec.js';

const runs = 40;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function inProcess(call: () => Promise<unknown>): Promise<number> {
  await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function freshProcess(script: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'git-bench-'));
  const file = join(dir, 'probe.mjs');
  writeFileSync(file, script);
  const samples: number[] = [];
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    const r = spawnSync(process.execPath, [file], { cwd: process.cwd(), stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`probe exited ${r.status}`);
    samples.push(performance.now() - start);
  }
  rmSync(dir, { recursive: true, force: true });
  return median(samples);
}

const cwd = process.cwd();
const ours = await inProcess(() => git(['rev-parse', 'HEAD'], { cwd }));
const theirs = await inProcess(() => simpleGit(cwd).revparse(['HEAD']));
const simpleGitEntry = join(cwd, 'node_modules/simple-git/dist/index.mjs');
const oursProcess = freshProcess(
  `import { spawn } from 'node:child_process';\nconst c = spawn('git', ['rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'pipe'] });\nc.stdout.resume(); c.on('close', () => {});\n`,
);
const theirsProcess = freshProcess(`import { simpleGit } from ${JSON.stringify(simpleGitEntry)};\nawait simpleGit(${JSON.stringify(cwd)}).revparse(['HEAD']);\n`);
console.log(`git rev-parse HEAD, in one process (median of ${runs})`);
console.log(`  src/git/exec.ts   ${ours.toFixed(2)} ms (baseline)`);
console.log(`  simple-git        ${theirs.toFixed(2)} ms  ${(theirs / ours).toFixed(2)}x`);
console.log('a fresh Node process running it once, as a hook does (median of 15)');
console.log(`  spawn             ${oursProcess.toFixed(1)} ms (baseline)`);
console.log(`  simple-git        ${theirsProcess.toFixed(1)} ms  ${(theirsProcess / oursProcess).toFixed(2)}x`);
