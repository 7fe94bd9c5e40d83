// `discoveries check` over a synthetic history: 50,000 commits, 5,000 files,
// 10,000 discoveries (override with BENCH_COMMITS, BENCH_FILES, BENCH_DISCOVERIES).
// Baselines, measured in the same run:
//   - a bare `git log --name-status` over the same range (goal: check within 2x);
//   - the seed's algorithm run literally, one `git log --since … -- paths` per
//     discovery (goal: check at least 20x faster). It is timed on a sample and
//     extrapolated, and says so.
// The repository is built with `git fast-import` and cached under .bench/.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectEvidence } from '../src/outdated/collect.js';
import { DEFAULT_OUTDATED_OPTIONS } from '../src/outdated/options.js';
import { buildPlan } from '../src/plan/build.js';
import type { Learning } from '../src/model/learning.js';

const COMMITS = Number(process.env.BENCH_COMMITS ?? 50_000);
const FILES = Number(process.env.BENCH_FILES ?? 5_000);
const DISCOVERIES = Number(process.env.BENCH_DISCOVERIES ?? 10_000);
const SEED_SAMPLE = Number(process.env.BENCH_SEED_SAMPLE ?? 60);
const LINES = 20;
const BATCH_EVERY = 500; // a commit that adds discoveries to the store, every this many commits

const dir = join(process.cwd(), '.bench', `check-c${COMMITS}-f${FILES}-d${DISCOVERIES}-v1`);
const repoDir = join(dir, 'repo');
const learningsFile = join(dir, 'learnings.json');
const env: NodeJS.ProcessEnv = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir, GIT_AUTHOR_NAME: 'Bench', GIT_AUTHOR_EMAIL: 'b@example.com' };
for (const key of Object.keys(env)) if (key.startsWith('GIT_') && !['GIT_CONFIG_NOSYSTEM', 'GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL'].includes(key)) delete env[key];

// Deterministic pseudo-random numbers (mulberry32).
let state = 0x9e3779b9;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (n: number) => Math.floor(random() * n);

interface Draft {
  id: string;
  content: string;
  /** Commit index the discovery was written at (its anchor), and the one that wrote its record. */
  anchor: number;
  recordCommit: number;
  line: number;
  createdAt: string;
}

async function buildRepo(): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(repoDir, { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main', repoDir], { env });
  const paths: string[] = [];
  const values: number[][] = [];
  for (let f = 0; f < FILES; f++) {
    paths.push(`pkg${f % 50}/mod${Math.floor(f / 50) % 10}/file_${f}.ts`);
    values.push(Array.from({ length: LINES }, () => pick(1000)));
  }
  const alive = new Set(paths.map((_, i) => i));
  const content = (f: number) => values[f]!.map((v, k) => `export const fn_${f}_${k} = ${v};`).join('\n') + '\n';
  const drafts: Draft[] = [];
  const records: string[] = [];
  const perBatch = Math.ceil(DISCOVERIES / Math.max(1, Math.floor(COMMITS / BATCH_EVERY)));

  const child = spawn('git', ['fast-import', '--quiet', '--force'], { cwd: repoDir, env, stdio: ['pipe', 'inherit', 'inherit'] });
  const chunks: string[] = [];
  let size = 0;
  const write = async (text: string) => {
    chunks.push(text);
    size += text.length;
    if (size > 1 << 20) await flush();
  };
  const flush = async () => {
    const data = chunks.join('');
    chunks.length = 0;
    size = 0;
    if (!child.stdin.write(data)) await new Promise((r) => child.stdin.once('drain', r));
  };
  const blob = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const start = Date.UTC(2020, 0, 1) / 1000;
  const dateOf = (i: number) => start + i * 600;

  for (let i = 0; i < COMMITS; i++) {
    const ops: string[] = [];
    let message = `change ${i}`;
    if (i === 0) {
      for (let f = 0; f < FILES; f++) ops.push(`M 100644 inline ${paths[f]}\n${blob(content(f))}`);
      ops.push(`M 100644 inline .axiom/cases.jsonl\n${blob('')}`);
      message = 'initial import';
    } else if (i % 1000 === 0 && alive.size > 10) {
      const f = [...alive][pick(alive.size)]!;
      const to = paths[f]!.replace(/file_/, 'moved/file_');
      ops.push(`R ${paths[f]} ${to}\n`);
      paths[f] = to;
      message = `move ${to}`;
    } else if (i % 2000 === 1 && alive.size > 10) {
      const f = [...alive][pick(alive.size)]!;
      ops.push(`D ${paths[f]}\n`);
      alive.delete(f);
      message = `delete file_${f}`;
    } else {
      const touched = 1 + pick(3);
      const live = [...alive];
      for (let t = 0; t < touched; t++) {
        const f = live[pick(live.length)]!;
        values[f]![pick(LINES)] = pick(1000);
        ops.push(`M 100644 inline ${paths[f]}\n${blob(content(f))}`);
      }
    }
    if (i > 0 && i % BATCH_EVERY === 0 && drafts.length < DISCOVERIES) {
      // The agent writes discoveries at HEAD (commit i - 1) and commits them here, sometimes with code.
      const live = [...alive];
      for (let n = 0; n < perBatch && drafts.length < DISCOVERIES; n++) {
        const f = live[pick(live.length)]!;
        const g = live[pick(live.length)]!;
        const id = `disc-${String(drafts.length + 1).padStart(3, '0')}`;
        const shape = pick(10);
        const text =
          shape < 5
            ? `\`fn_${f}_${pick(LINES)}\` in \`${paths[f]}\` must stay pure`
            : shape < 7
              ? `file_${f}.ts and ${paths[g]} share a cache; keep them in sync`
              : shape < 8
                ? `Everything in ${paths[f]!.slice(0, paths[f]!.lastIndexOf('/'))}/ is generated`
                : shape < 9
                  ? `The logger in \`src/missing_${f}.ts\` is deprecated`
                  : `Retry \`fn_${g}_${pick(LINES)}\` up to 3 times, see ${paths[g]}`;
        records.push(JSON.stringify({ id, type: 'discovery', status: 'active', content: text, createdAt: new Date(dateOf(i - 1) * 1000).toISOString() }));
        drafts.push({ id, content: text, anchor: i - 1, recordCommit: i, line: records.length, createdAt: new Date(dateOf(i - 1) * 1000).toISOString() });
      }
      ops.push(`M 100644 inline .axiom/cases.jsonl\n${blob(records.join('\n') + '\n')}`);
      message = `record discoveries (${message})`;
    }
    await write(
      `commit refs/heads/main\nmark :${i + 1}\ncommitter Bench <b@example.com> ${dateOf(i)} +0000\n${blob(message)}${i > 0 ? `from :${i}\n` : ''}${ops.join('')}\n`,
    );
  }
  await flush();
  child.stdin.end();
  await new Promise<void>((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`fast-import exited ${code}`)))));
  execFileSync('git', ['checkout', '-q', '-f', 'main'], { cwd: repoDir, env });
  writeFileSync(learningsFile, JSON.stringify(drafts));
}

function loadLearnings(): Learning[] {
  const drafts = JSON.parse(readFileSync(learningsFile, 'utf8')) as Draft[];
  const shas = execFileSync('git', ['rev-list', '--first-parent', '--reverse', 'main'], { cwd: repoDir, env, encoding: 'utf8', maxBuffer: 1 << 28 }).trim().split('\n');
  const source = { kind: 'axiom' as const, path: '.axiom/cases.jsonl' };
  return drafts.map((d) => ({
    key: `${source.path}#${d.id}`,
    id: d.id,
    source,
    content: d.content,
    status: 'active',
    createdAt: d.createdAt,
    anchorCommit: shas[d.anchor]!,
    validated: false,
    impact: 'medium',
    line: d.line,
    baseDir: '',
    readOnly: false,
    scope: 'global',
  }));
}

function time(cmd: string, args: string[]): number {
  const startedAt = performance.now();
  const r = spawnSync(cmd, args, { cwd: repoDir, env, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return performance.now() - startedAt;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function runCheckOnce(): Promise<void> {
  const learnings = loadLearnings();
  const startedAt = performance.now();
  const result = await collectEvidence({ cwd: repoDir, env, learnings, options: DEFAULT_OUTDATED_OPTIONS });
  const plan = buildPlan({
    learnings,
    evidence: result.evidence,
    since: result.since,
    head: result.head,
    range: null,
    policy: 'graded',
    archiveAfterDays: 7,
    now: new Date(),
    warnings: result.warnings,
    checked: result.checked,
  });
  const json = JSON.stringify(plan);
  const ms = performance.now() - startedAt;
  // To compare two versions' plans: BENCH_PLAN_OUT=<file> writes it.
  if (process.env.BENCH_PLAN_OUT) writeFileSync(process.env.BENCH_PLAN_OUT, json);
  const counts: Record<string, number> = {};
  for (const c of plan.changes) counts[c.action] = (counts[c.action] ?? 0) + 1;
  process.stdout.write(JSON.stringify({ ms, maxRssMb: process.resourceUsage().maxRSS / 1024, commits: result.checked.commits, counts, planMb: json.length / 1e6 }));
}

async function main(): Promise<void> {
  if (process.argv.includes('--child')) return runCheckOnce();
  const built = existsSync(learningsFile);
  if (!built) {
    const t = performance.now();
    await buildRepo();
    console.log(`built the synthetic repository in ${((performance.now() - t) / 1000).toFixed(1)} s (cached in ${dir})`);
  }
  const learnings = loadLearnings();
  console.log(`${COMMITS} commits, ${FILES} files, ${learnings.length} discoveries`);

  time('git', ['log', '--name-status', '--format=%H', 'HEAD']); // warm the caches
  const baselineRuns: number[] = [];
  const checkRuns: Array<{ ms: number; maxRssMb: number; commits: number; counts: Record<string, number>; planMb: number }> = [];
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  for (let r = 0; r < runs; r++) {
    baselineRuns.push(time('git', ['log', '--name-status', '--format=%H', 'HEAD']));
    const child = spawnSync(process.execPath, [process.argv[1]!, '--child'], { cwd: process.cwd(), env: process.env, encoding: 'utf8', maxBuffer: 1 << 26 });
    if (child.status !== 0) throw new Error(`check failed: ${child.stderr}`);
    checkRuns.push(JSON.parse(child.stdout));
  }
  // What a user runs: the built CLI, which also reads the store, finds contradictions among the 10,000 and prints
  // the whole plan. The goal is set on the evidence and plan above; this line says what the rest adds.
  const cli = join(process.cwd(), 'dist', 'cli', 'discoveries.js');
  const cliRuns = existsSync(cli) ? Array.from({ length: runs }, () => time(process.execPath, [cli, 'check', '--dry-run', '--json'])) : [];
  const baseline = median(baselineRuns);
  const check = median(checkRuns.map((c) => c.ms));
  const last = checkRuns[checkRuns.length - 1]!;

  // The seed's algorithm, literally: one git log per discovery, since its date, limited to its paths.
  const sample = learnings.filter((_, i) => i % Math.max(1, Math.floor(learnings.length / SEED_SAMPLE)) === 0).slice(0, SEED_SAMPLE);
  const pathRe = /`([^`]+\.(ts|tsx|js|jsx|go|py|rs|md))`|\b(src\/[^\s]+)|\b(\w+\/\w+\.\w+)|in\s+`?([^`\s]+\.\w+)`?/g;
  const seedStart = performance.now();
  for (const l of sample) {
    const paths = [...new Set([...l.content.matchAll(pathRe)].map((m) => m[1] ?? m[3] ?? m[4] ?? m[5]!))];
    if (paths.length === 0) continue;
    spawnSync('git', ['log', `--since=${l.createdAt}`, '--format=%H', '--', ...paths], { cwd: repoDir, env, stdio: 'ignore' });
  }
  const seedPerDiscovery = (performance.now() - seedStart) / sample.length;
  const seed = seedPerDiscovery * learnings.length;

  const ratioLog = check / baseline;
  const ratioSeed = seed / check;
  console.log(`git log --name-status (whole history)   ${(baseline / 1000).toFixed(2)} s (baseline)`);
  console.log(`discoveries check (whole history)        ${(check / 1000).toFixed(2)} s  ${ratioLog.toFixed(2)}x git log  (goal ≤ 2.00x) ${ratioLog <= 2 ? 'ok' : 'OVER'}`);
  if (cliRuns.length > 0) {
    const whole = median(cliRuns);
    console.log(`discoveries check --dry-run --json (dist) ${(whole / 1000).toFixed(2)} s  ${(whole / baseline).toFixed(2)}x git log  (end to end, with contradictions; no goal)`);
  }
  console.log(
    `seed algorithm, one git log per discovery ${(seed / 1000).toFixed(1)} s  (${seedPerDiscovery.toFixed(1)} ms x ${learnings.length}, extrapolated from ${sample.length} timed)  check is ${ratioSeed.toFixed(1)}x faster (goal ≥ 20x) ${ratioSeed >= 20 ? 'ok' : 'UNDER'}`,
  );
  console.log(`check peak memory (RSS)                  ${last.maxRssMb.toFixed(0)} MB; plan ${last.planMb.toFixed(1)} MB of JSON; ${last.commits} commits read`);
  console.log(`plan: ${Object.entries(last.counts).map(([k, v]) => `${v} ${k}`).join(', ')}`);
  if (ratioLog > 2 || ratioSeed < 20) process.exitCode = 1;
}

await main();
