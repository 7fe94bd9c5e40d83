// `npm run eval [file…] [--errors] [--json] [--cuts]`: precision, recall and F1 of the
// contradiction rules on labelled pairs, overall and per category, next to the
// seed's literal algorithm on the same pairs. Files are JSONL, one pair a line:
// {"older", "newer", "contradicts", "kind", "category"}. Without files, every
// set in test/fixtures/contradictions/ is read. With --cuts it scores nothing and
// instead compares each pair once for every word prefix and suffix of each side,
// to find a text the rules throw on (a reader indexing past a clause's end).

import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyze } from '../src/contradiction/analyze.js';
import { packedCandidatePairs } from '../src/contradiction/candidates.js';
import { compareAnalyses } from '../src/contradiction/compare.js';
import { compareDiscoveries } from '../src/contradiction/find.js';
import { seedContradicts } from '../src/contradiction/seed-baseline.js';

const KINDS = new Set(['polarity', 'modality', 'value', 'substitution', 'antonym']);

interface Pair {
  older: string;
  newer: string;
  contradicts: boolean;
  kind: string | null;
  category: string;
  file: string;
  line: number;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

function fail(message: string): never {
  console.error(`eval: ${message}`);
  process.exit(2);
}

function readPairs(file: string): Pair[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(`${file}: cannot read the file (fix: pass a JSONL file of labelled pairs)`);
  }
  const pairs: Pair[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      fail(`${file}:${line}: not valid JSON (fix: one JSON object per line)`);
    }
    const v = value as Record<string, unknown>;
    if (typeof v !== 'object' || v === null) fail(`${file}:${line}: expected a JSON object`);
    if (typeof v.older !== 'string' || typeof v.newer !== 'string') fail(`${file}:${line}: "older" and "newer" must be strings`);
    if (typeof v.contradicts !== 'boolean') fail(`${file}:${line}: "contradicts" must be true or false`);
    if (!(v.kind === null || v.kind === undefined || (typeof v.kind === 'string' && KINDS.has(v.kind)))) {
      fail(`${file}:${line}: "kind" must be one of ${[...KINDS].join(', ')} or null`);
    }
    if (typeof v.category !== 'string' || v.category === '') fail(`${file}:${line}: "category" must be a non-empty string`);
    pairs.push({
      older: v.older,
      newer: v.newer,
      contradicts: v.contradicts,
      kind: (v.kind as string | null | undefined) ?? null,
      category: v.category,
      file,
      line,
    });
  });
  return pairs;
}

function score(c: Counts) {
  const precision = c.tp + c.fp === 0 ? null : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? null : c.tp / (c.tp + c.fn);
  const f1 = precision === null || recall === null || precision + recall === 0 ? null : (2 * precision * recall) / (precision + recall);
  const accuracy = (c.tp + c.tn) / Math.max(1, c.tp + c.fp + c.fn + c.tn);
  return { precision, recall, f1, accuracy };
}

const fmt = (x: number | null) => (x === null ? '   — ' : x.toFixed(3));

function add(counts: Counts, truth: boolean, predicted: boolean): void {
  if (truth && predicted) counts.tp++;
  else if (!truth && predicted) counts.fp++;
  else if (truth && !predicted) counts.fn++;
  else counts.tn++;
}

interface Result {
  name: string;
  pairs: number;
  ours: ReturnType<typeof score> & Counts;
  /**
   * The rules as the tool runs them: a store compares only the pairs its candidate index picks (candidates.ts), so a
   * pair that is not a candidate in a store of just its two texts counts as not flagged.
   */
  throughCandidates: ReturnType<typeof score> & Counts & { notCandidates: number };
  seed: ReturnType<typeof score> & Counts;
  kindAgreement: number | null;
  categories: Array<{ category: string; pairs: number; ours: ReturnType<typeof score> & Counts; seed: ReturnType<typeof score> & Counts }>;
  errors: Array<{ file: string; line: number; category: string; expected: boolean; got: boolean; kind: string | null; reason: string; older: string; newer: string }>;
}

function evaluate(name: string, pairs: Pair[]): Result {
  const ours: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const through: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  let notCandidates = 0;
  const seed: Counts = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const perCategory = new Map<string, { ours: Counts; seed: Counts; pairs: number }>();
  const errors: Result['errors'] = [];
  let kindMatches = 0;
  let kindChecked = 0;
  for (const pair of pairs) {
    const older = analyze(pair.older);
    const newer = analyze(pair.newer);
    let result: ReturnType<typeof compareAnalyses>;
    try {
      result = compareAnalyses(older, newer);
    } catch (error) {
      fail(`${pair.file}:${pair.line}: the rules threw on this pair (${(error as Error).message}); a bug in src/contradiction: report the pair`);
    }
    const baseline = seedContradicts(pair.older, pair.newer);
    add(ours, pair.contradicts, result.contradicts);
    // The only pair a two-text store can have is [0, 1].
    const candidate = packedCandidatePairs([older, newer]).length > 0;
    if (pair.contradicts && result.contradicts && !candidate) notCandidates++;
    add(through, pair.contradicts, result.contradicts && candidate);
    add(seed, pair.contradicts, baseline);
    if (!perCategory.has(pair.category)) perCategory.set(pair.category, { ours: { tp: 0, fp: 0, fn: 0, tn: 0 }, seed: { tp: 0, fp: 0, fn: 0, tn: 0 }, pairs: 0 });
    const bucket = perCategory.get(pair.category)!;
    bucket.pairs++;
    add(bucket.ours, pair.contradicts, result.contradicts);
    add(bucket.seed, pair.contradicts, baseline);
    if (pair.contradicts && result.contradicts && pair.kind) {
      kindChecked++;
      if (pair.kind === result.kind) kindMatches++;
    }
    if (pair.contradicts !== result.contradicts) {
      errors.push({
        file: pair.file,
        line: pair.line,
        category: pair.category,
        expected: pair.contradicts,
        got: result.contradicts,
        kind: result.kind,
        reason: result.reason,
        older: pair.older,
        newer: pair.newer,
      });
    }
  }
  const categories = [...perCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, v]) => ({ category, pairs: v.pairs, ours: { ...v.ours, ...score(v.ours) }, seed: { ...v.seed, ...score(v.seed) } }));
  return {
    name,
    pairs: pairs.length,
    ours: { ...ours, ...score(ours) },
    throughCandidates: { ...through, ...score(through), notCandidates },
    seed: { ...seed, ...score(seed) },
    kindAgreement: kindChecked === 0 ? null : kindMatches / kindChecked,
    categories,
    errors,
  };
}

function print(result: Result, showErrors: boolean): void {
  const o = result.ours;
  const s = result.seed;
  console.log(`\n== ${result.name} (${result.pairs} pairs, ${o.tp + o.fn} contradictions)`);
  console.log(`rules        precision ${fmt(o.precision)}  recall ${fmt(o.recall)}  F1 ${fmt(o.f1)}  accuracy ${fmt(o.accuracy)}  (tp ${o.tp} fp ${o.fp} fn ${o.fn} tn ${o.tn})`);
  console.log(`seed (001)   precision ${fmt(s.precision)}  recall ${fmt(s.recall)}  F1 ${fmt(s.f1)}  accuracy ${fmt(s.accuracy)}  (tp ${s.tp} fp ${s.fp} fn ${s.fn} tn ${s.tn})`);
  const t = result.throughCandidates;
  console.log(
    `through candidates precision ${fmt(t.precision)}  recall ${fmt(t.recall)}  F1 ${fmt(t.f1)}  (tp ${t.tp} fp ${t.fp}; ${t.notCandidates} contradictions found are not candidates of a store of their two texts)`,
  );
  if (result.kindAgreement !== null) console.log(`kind agreement on detected contradictions: ${fmt(result.kindAgreement)}`);
  console.log('');
  console.log(`${'category'.padEnd(20)} ${'pairs'.padStart(5)}   rules: P      R      F1     acc   | seed: P      R      F1     acc`);
  for (const c of result.categories) {
    const a = c.ours;
    const b = c.seed;
    console.log(
      `${c.category.padEnd(20)} ${String(c.pairs).padStart(5)}          ${fmt(a.precision)}  ${fmt(a.recall)}  ${fmt(a.f1)}  ${fmt(a.accuracy)} |       ${fmt(b.precision)}  ${fmt(b.recall)}  ${fmt(b.f1)}  ${fmt(b.accuracy)}`,
    );
  }
  if (showErrors && result.errors.length > 0) {
    console.log(`\nmisclassified (${result.errors.length}):`);
    for (const e of result.errors) {
      console.log(`- ${shown(e.file)}:${e.line} [${e.category}] expected ${e.expected ? 'contradiction' : 'none'}, got ${e.got ? e.kind : 'none'}`);
      console.log(`    older: ${e.older}`);
      console.log(`    newer: ${e.newer}`);
      console.log(`    ${e.reason}`);
    }
  }
}

/** Every word prefix and suffix of one side against the other side as written; the first few throws, by file and line. */
function cuts(pairs: Pair[]): number {
  let compared = 0;
  let threw = 0;
  for (const pair of pairs) {
    for (const side of ['older', 'newer'] as const) {
      const words = pair[side].split(' ');
      for (let i = 1; i <= words.length; i++) {
        for (const cut of [words.slice(0, i).join(' '), words.slice(i - 1).join(' ')]) {
          compared++;
          try {
            if (side === 'older') compareDiscoveries(cut, pair.newer);
            else compareDiscoveries(pair.older, cut);
          } catch (error) {
            if (++threw <= 20) console.log(`${pair.file}:${pair.line}: threw on the ${side} cut to "${cut}": ${(error as Error).message}`);
          }
        }
      }
    }
  }
  console.log(`${compared} comparisons of cut texts, ${threw} threw`);
  return threw;
}

const args = process.argv.slice(2);
const showErrors = args.includes('--errors');
const json = args.includes('--json');
const OPTIONS = new Set(['--errors', '--json', '--cuts']);
const unknown = args.find((a) => a.startsWith('--') && !OPTIONS.has(a));
if (unknown) fail(`unknown option '${unknown}' (fix: npm run eval [file…] [--errors] [--json] [--cuts])`);
let files = args.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  const dir = join(process.cwd(), 'test', 'fixtures', 'contradictions');
  files = readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(dir, f));
}
const shown = (file: string) => {
  const r = relative(process.cwd(), file);
  return r && !r.startsWith('..') ? r : file;
};
const sets = files.map((file) => ({ name: shown(file), pairs: readPairs(file) }));
if (args.includes('--cuts')) process.exit(cuts(sets.flatMap((s) => s.pairs)) === 0 ? 0 : 1);
const results = sets.map((set) => evaluate(set.name, set.pairs));
if (sets.length > 1) results.push(evaluate(`all (${sets.length} files)`, sets.flatMap((s) => s.pairs)));
if (json) {
  console.log(JSON.stringify(results.map(({ errors, ...rest }) => ({ ...rest, errors: errors.length })), null, 2));
} else {
  for (const result of results) print(result, showErrors);
}
