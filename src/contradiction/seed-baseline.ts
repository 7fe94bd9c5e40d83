// Seed 001's contradiction check, taken literally, as the baseline the
// evaluation prints next to ours: file or keyword overlap ≥ 0.3, then four
// contradiction patterns, then "same topic and similarity < 0.7 ⇒ contradiction".
// The seed leaves extractKeywords, overlap and similarity undefined; we use the
// plainest readings: non-stopword words of three letters or more, and Jaccard.

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

export function seedContradicts(older: string, newer: string): boolean {
  const olderFiles = extractFilePaths(older);
  const newerFiles = extractFilePaths(newer);
  if (!olderFiles.some((f) => newerFiles.includes(f))) {
    if (jaccard(extractKeywords(older), extractKeywords(newer)) < 0.3) return false;
  }
  const o = older.toLowerCase();
  const n = newer.toLowerCase();
  const patterns: Array<() => boolean> = [
    () => useTargets(o).some((x) => n.includes(`don't use ${x}`) || n.includes(`do not use ${x}`)),
    () => o.includes('requires') && (n.includes("doesn't require") || n.includes('does not require')),
    () => o.includes('always') && n.includes('never'),
    () => o.includes('should') && (n.includes("shouldn't") || n.includes('should not')),
  ];
  if (patterns.some((p) => p())) return true;
  return jaccard(new Set(words(older)), new Set(words(newer))) < 0.7;
}
