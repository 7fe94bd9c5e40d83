// Seed 001's contradiction check, taken literally, as the baseline the
// evaluation prints next to ours: file or keyword overlap ≥ 0.3, then four
// contradiction patterns, then "same topic and similarity < 0.7 ⇒ contradiction".
// The seed leaves extractKeywords, overlap and similarity undefined; we use the
// plainest readings: non-stopword words of three letters or more, and Jaccard.

import type { ContradictionKind } from '../plan/types.js';
import type { Hit } from './compare.js';
import { STOPWORDS } from './vocabulary.js';

const PATH_PATTERNS = [
  /`([^`]+\.(ts|tsx|js|jsx|go|py|rs|md))`/g,
  /\b(src\/[^\s]+)/g,
  /\b(\w+\/\w+\.\w+)/g,
  /in\s+`?([^`\s]+\.\w+)`?/g,
];

export function extractFilePaths(content: string): string[] {
  const paths = new Set<string>();
  for (const pattern of PATH_PATTERNS) {
    for (const match of content.matchAll(pattern)) if (match[1]) paths.add(match[1]);
  }
  return [...paths];
}

function words(content: string): string[] {
  return content.toLowerCase().match(/[a-z0-9][a-z0-9'_-]*/g) ?? [];
}

export function extractKeywords(content: string): Set<string> {
  return new Set(words(content).filter((w) => w.length >= 3 && !STOPWORDS.has(w)));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function useTargets(content: string): string[] {
  return [...content.toLowerCase().matchAll(/\buse\s+([a-z0-9@/._-]+)/g)].map((m) => m[1]!);
}

/**
 * The seed's verdict on one pair, as a hit the review plan can use: which of
 * the four patterns fired, or that the texts are on one topic and less than 70%
 * alike (the rule behind most of its false alarms).
 */
export function seedVerdict(older: string, newer: string): Hit | null {
  const olderFiles = extractFilePaths(older);
  const newerFiles = extractFilePaths(newer);
  const sharedFiles = olderFiles.filter((f) => newerFiles.includes(f));
  if (sharedFiles.length === 0 && jaccard(extractKeywords(older), extractKeywords(newer)) < 0.3) return null;
  const o = older.toLowerCase();
  const n = newer.toLowerCase();
  for (const x of useTargets(o)) {
    const denied = [`don't use ${x}`, `do not use ${x}`].find((phrase) => n.includes(phrase));
    if (denied) return { kind: 'polarity', reason: `seed rule: the older says "use ${x}", the newer "${denied}"`, older: [`use ${x}`], newer: [denied] };
  }
  const pattern = (kind: ContradictionKind, was: string, nows: string[]): Hit | null => {
    const now = o.includes(was) ? nows.find((w) => n.includes(w)) : undefined;
    return now ? { kind, reason: `seed rule: "${was}" in the older, "${now}" in the newer`, older: [was], newer: [now] } : null;
  };
  const hit =
    pattern('polarity', 'requires', ["doesn't require", 'does not require']) ??
    pattern('modality', 'always', ['never']) ??
    pattern('modality', 'should', ["shouldn't", 'should not']);
  if (hit) return hit;
  const similarity = jaccard(new Set(words(older)), new Set(words(newer)));
  if (similarity >= 0.7) return null;
  // The seed's patterns keep a closing backtick or comma ("src/http.ts`"); shown without.
  const files = [...new Set(sharedFiles.map((f) => f.replace(/[`'",.;:)]+$/, '')))];
  const topic = files.length > 0 ? `both mention ${files.join(', ')}` : 'they share keywords';
  return { kind: 'similarity', reason: `seed rule: ${topic} and their words are only ${Math.round(similarity * 100)}% alike (< 70%)`, older: files, newer: files };
}

export function seedContradicts(older: string, newer: string): boolean {
  return seedVerdict(older, newer) !== null;
}
