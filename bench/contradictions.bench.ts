// Contradiction detection over 10,000 discoveries (goal: under 1 s), against
// two baselines measured in the same run: parsing the same store as JSONL, and
// comparing all pairs (measured on 1,000 discoveries, scaled by n²). Also checks
// that shuffling the input changes nothing.

import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clearAnalysisCache } from '../src/contradiction/analyze.js';
import { analyze } from '../src/contradiction/analyze.js';
import { candidatePairs, localPairOrder, packedCandidatePairs } from '../src/contradiction/candidates.js';
import { compareAnalyses, findHit, hitSummaries, mayHit, summarize } from '../src/contradiction/compare.js';
import { findContradictions, findContradictionsOf } from '../src/contradiction/find.js';
import type { Learning } from '../src/model/learning.js';

const COUNT = 10_000;
const GOAL_MS = 1000;

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Discoveries in the style of the evaluation set, varied: other identifiers, other
// numbers, and spread over 240 packages, as in a monorepo. The texts come from the
// 45 fixture files there were at the end of session 22 (disc-042): a set added
// later would change the corpus, and two sessions' times could not be compared.
const dir = join(process.cwd(), 'test', 'fixtures', 'contradictions');
function inCorpus(file: string): boolean {
  const numbered = /^(dev|external)-(\d+)\.jsonl$/.exec(file);
  if (!numbered) return file === 'dev.jsonl' || file === 'heldout.jsonl';
  return Number(numbered[2]) <= (numbered[1] === 'dev' ? 27 : 19);
}
const templates = readdirSync(dir)
  .filter(inCorpus)
  .sort()
  .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
  .flatMap((line) => {
    const pair = JSON.parse(line) as { older: string; newer: string };
    return [pair.older, pair.newer];
  });
const AREAS = 'billing auth search checkout onboarding payments notifications reporting admin analytics exports imports uploads media inbox calendar invoices catalog inventory shipping pricing accounts teams projects comments webhooks integrations sync scheduler worker gateway'.split(' ');

function generate(count: number, seed: number): Learning[] {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const out: Learning[] = [];
  for (let i = 0; i < count; i++) {
    // A discovery is about one of 240 packages; the same statement recurs across packages.
    const area = `packages/${pick(AREAS)}-${Math.floor(random() * 8)}/`;
    const variant = Math.floor(random() * 300);
    const text = pick(templates)
      .replace(/`([^`]+)`/g, (_, code: string) => `\`${code.replace(/([A-Za-z_]+)/, `$1_${variant}`)}\``)
      // Now and then a value changed since: the same statement with another number.
      .replace(/\b\d+\b/g, (n) => (random() < 0.2 ? String(Math.max(1, Math.round(Number(n) * (0.5 + random())))) : n));
    const id = `disc-${String(i + 1).padStart(3, '0')}`;
    const source = { kind: 'axiom' as const, path: '.axiom/cases.jsonl' };
    out.push({
      key: `${source.path}#${id}`,
      id,
      source,
      // Most discoveries name their package; one naming no package is about the whole repository.
      content: random() < 0.8 ? `In \`${area}\`, ${text[0]!.toLowerCase()}${text.slice(1)}` : text,
      status: 'active',
      // Some share a timestamp: ties must be broken the same way whatever the order.
      createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
      anchorCommit: null,
      validated: false,
      impact: 'medium',
      line: i + 1,
      baseDir: '',
      readOnly: false,
      scope: 'global',
    });
  }
  return out;
}

function time<T>(fn: () => T): [T, number] {
  const start = process.hrtime.bigint();
  const result = fn();
  return [result, Number(process.hrtime.bigint() - start) / 1e6];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const learnings = generate(COUNT, 42);
const jsonl = learnings.map((l) => JSON.stringify({ id: l.id, type: 'discovery', status: l.status, content: l.content, createdAt: l.createdAt })).join('\n');

const parseRuns: number[] = [];
for (let r = 0; r < 5; r++) parseRuns.push(time(() => jsonl.split('\n').map((line) => JSON.parse(line) as unknown))[1]);
const parseMs = median(parseRuns);

// Each run empties the analysis cache, so every text is read again. The first run
// also pays for the engine compiling the code (what a one-off `discoveries check` pays).
const runs: number[] = [];
const cpuRuns: number[] = [];
let findings: ReturnType<typeof findContradictions> = [];
for (let r = 0; r < 5; r++) {
  clearAnalysisCache();
  (globalThis as { gc?: () => void }).gc?.();
  const cpuBefore = process.cpuUsage();
  const [result, ms] = time(() => findContradictions(learnings));
  const cpu = process.cpuUsage(cpuBefore);
  findings = result;
  runs.push(ms);
  cpuRuns.push((cpu.user + cpu.system) / 1000);
}
const first = runs[0]!;
const ms = median(runs);
const cpuMs = median(cpuRuns);

clearAnalysisCache();
const analyses = learnings.map((l) => analyze(l.content));
const pairs = candidatePairs(analyses);

// All pairs on 1,000 discoveries, scaled to 10,000 by n².
const sample = analyses.slice(0, 1000);
const [, allPairsSampleMs] = time(() => {
  for (let i = 0; i < sample.length; i++) for (let j = i + 1; j < sample.length; j++) compareAnalyses(sample[i]!, sample[j]!);
});
const allPairsMs = allPairsSampleMs * (COUNT / sample.length) ** 2;

// Order independence: reversed and shuffled input, same findings.
const random = prng(7);
const shuffled = [...learnings].sort(() => random() - 0.5);
clearAnalysisCache();
const again = findContradictions(shuffled);
const same = JSON.stringify(again) === JSON.stringify(findings) && JSON.stringify(findContradictions([...learnings].reverse())) === JSON.stringify(findings);

console.log(`${COUNT} discoveries, ${pairs.length} candidate pairs (of ${((COUNT * (COUNT - 1)) / 2).toLocaleString('en-US')}), ${findings.length} contradictions`);
console.log(`parse the store (JSONL)       ${parseMs.toFixed(1)} ms (baseline)`);
console.log(`findContradictions (median)   ${ms.toFixed(1)} ms  ${(ms / parseMs).toFixed(1)}x parse, ${cpuMs.toFixed(0)} ms CPU  (goal < ${GOAL_MS} ms) ${ms < GOAL_MS ? 'ok' : 'OVER'}`);
console.log(`findContradictions (1st run)  ${first.toFixed(1)} ms  (includes compiling the code)`);
console.log(`all pairs, projected           ${(allPairsMs / 1000).toFixed(1)} s  (${(allPairsMs / ms).toFixed(0)}x slower than the index)`);
console.log(`same result for shuffled and reversed input: ${same ? 'yes' : 'NO'}`);
// To check that a speed change finds the same: BENCH_FINDINGS_OUT=<file> writes the findings (then cmp two versions' files).
if (process.env.BENCH_FINDINGS_OUT) writeFileSync(process.env.BENCH_FINDINGS_OUT, JSON.stringify(findings, null, 1) + '\n');

// A hook's first run (no watermark) or a large ingest: every discovery is new, each looked up in one shared index.
const [ofAll, ofAllMs] = time(() => findContradictionsOf(learnings, learnings));
console.log(`all ${COUNT} as new (first hook run) ${ofAllMs.toFixed(1)} ms  ${(ofAllMs / ms).toFixed(2)}x findContradictions, ${ofAll.length} contradictions  (goal ≤ 3x) ${ofAllMs <= 3 * ms ? 'ok' : 'OVER'}`);

// Where a warm run's time goes, for whoever works on its speed: the three phases of findContradictions, replayed
// with its own parts (its sorting by age and the findings' records left out), median of 5 passes after one to warm up.
const phases: number[][] = [[], [], []];
let offered = 0;
let passed = 0;
for (let r = 0; r < 6; r++) {
  clearAnalysisCache();
  (globalThis as { gc?: () => void }).gc?.();
  const [read, readMs] = time(() => {
    const summaries = hitSummaries(learnings.length);
    const out = learnings.map((l) => analyze(l.content));
    for (let k = 0; k < out.length; k++) summarize(out, summaries, k);
    return { analyses: out, summaries };
  });
  const [order, indexMs] = time(() => localPairOrder(packedCandidatePairs(read.analyses), learnings.length));
  const [mayCount, pairMs] = time(() => {
    let may = 0;
    for (let k = 0; k < order.length; k++) {
      const i = Math.floor(order[k]! / learnings.length);
      const j = order[k]! - i * learnings.length;
      if (learnings[i]!.content.trim() === learnings[j]!.content.trim()) continue;
      if (mayHit(read.analyses, read.summaries, i, j)) {
        may++;
        findHit(read.analyses[i]!, read.analyses[j]!);
      }
    }
    return may;
  });
  if (r === 0) continue;
  phases[0]!.push(readMs);
  phases[1]!.push(indexMs);
  phases[2]!.push(pairMs);
  offered = order.length;
  passed = mayCount;
}
console.log(
  `where a warm run goes (median of 5): reading the texts ${median(phases[0]!).toFixed(0)} ms, candidate index ${median(phases[1]!).toFixed(0)} ms, ` +
    `pair checks ${median(phases[2]!).toFixed(0)} ms (${offered} pairs, ${passed} past the per-text summaries)`,
);

if (!same || ms >= GOAL_MS) process.exitCode = 1;
