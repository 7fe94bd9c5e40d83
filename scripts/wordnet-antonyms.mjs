// Lists WordNet 3.0's direct antonym pairs (the `!` pointers of data.adj, data.verb, data.adv) with how often each
// word occurs in the tuning fixtures, the hold-out files left out. Run once to choose the pairs of
// src/contradiction/dictionary-antonyms.ts by hand; the product never reads WordNet.
//   apt-get install wordnet-base && node scripts/wordnet-antonyms.mjs > /tmp/wordnet-pairs.tsv
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const WORDNET = process.env.WORDNET_DIR ?? '/usr/share/wordnet';
const FIXTURES = 'test/fixtures/contradictions';
const HOLD_OUT = /^external-2[012]\.jsonl$/;

if (!existsSync(join(WORDNET, 'data.adj'))) {
  console.error(`wordnet-antonyms: ${join(WORDNET, 'data.adj')} not found; install Debian's wordnet-base (apt-get install wordnet-base) or set WORDNET_DIR to a WordNet 3.0 dict folder`);
  process.exit(1);
}

/** Synsets of one part of speech: offset → [words, antonym pointers as [source word, target offset, target word]]. */
function synsets(pos) {
  const out = new Map();
  for (const line of readFileSync(join(WORDNET, `data.${pos}`), 'latin1').split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.split(' | ')[0].split(' ');
    const count = parseInt(fields[3], 16);
    const words = Array.from({ length: count }, (_, n) => fields[4 + 2 * n].replace(/\(.*\)$/, '').toLowerCase().replace(/_/g, '-'));
    let k = 4 + 2 * count;
    const pointers = [];
    for (let n = parseInt(fields[k++], 10); n > 0; n--, k += 4) {
      const [symbol, offset, , sourceTarget] = fields.slice(k, k + 4);
      const source = parseInt(sourceTarget.slice(0, 2), 16);
      if (symbol === '!' && source > 0) pointers.push([source, offset, parseInt(sourceTarget.slice(2), 16)]);
    }
    out.set(fields[0], [words, pointers]);
  }
  return out;
}

const frequency = new Map();
for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.jsonl') && !HOLD_OUT.test(f))) {
  for (const line of readFileSync(join(FIXTURES, file), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const pair = JSON.parse(line);
    for (const w of `${pair.older} ${pair.newer}`.toLowerCase().match(/[a-z][a-z-]*/g) ?? []) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  }
}

const seen = new Set();
for (const pos of ['adj', 'verb', 'adv']) {
  const table = synsets(pos);
  for (const [words, pointers] of table.values()) {
    for (const [source, offset, target] of pointers) {
      const other = table.get(offset);
      if (other === undefined) continue;
      const pair = [words[source - 1], other[0][target - 1]].sort();
      const key = `${pos} ${pair.join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      console.log([pos, ...pair, ...pair.map((w) => frequency.get(w) ?? 0)].join('\t'));
    }
  }
}
