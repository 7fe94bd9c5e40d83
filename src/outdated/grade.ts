// How much of a file changed, and whether the lines holding what a learning
// names survived: line multisets, not a full diff. A line counts as kept when
// the same text (whitespace collapsed) is still somewhere in the file, so moved
// or re-indented lines are not changes.

import { holdsNeedle, type AnchorTerm } from '../anchors/identifiers.js';

const normalize = (line: string) => {
  const t = line.trim();
  return t.includes('  ') || t.includes('\t') ? t.replace(/\s+/g, ' ') : t;
};

export interface LineBag {
  lines: string[];
  counts: Map<string, number>;
  size: number;
}

export function lineBag(text: string): LineBag {
  const lines = text.split('\n');
  const counts = new Map<string, number>();
  let size = 0;
  for (const raw of lines) {
    const line = normalize(raw);
    if (!line) continue;
    size++;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return { lines, counts, size };
}

/** (removed + added) / (old + new) over non-blank lines: 0 unchanged, 1 nothing in common. */
export function changedShare(before: LineBag, after: LineBag): number {
  if (before.size + after.size === 0) return 0;
  let common = 0;
  for (const [line, n] of before.counts) common += Math.min(n, after.counts.get(line) ?? 0);
  return (before.size - common + (after.size - common)) / (before.size + after.size);
}

export interface AnchorLine {
  /** 1-based, in the older version. */
  line: number;
  /** Whitespace collapsed. */
  text: string;
  /** Trimmed, as in the file. */
  raw: string;
  terms: string[];
}

export interface TermMatcher {
  term: AnchorTerm;
  /** Whether a line holds the term on identifier boundaries (needleMatcher's test). */
  test: (line: string) => boolean;
}

export function termMatchers(terms: readonly AnchorTerm[]): TermMatcher[] {
  return terms.map((term) => ({ term, test: (line: string) => holdsNeedle(line, term) }));
}

/** Lines of `before` holding one of the terms that are no longer in `after`. `beforeText` lets texts without any term be skipped whole. */
export function changedAnchorLines(before: LineBag, after: LineBag, matchers: readonly TermMatcher[], beforeText?: string): AnchorLine[] {
  if (matchers.length === 0) return [];
  if (beforeText !== undefined && !matchers.some((m) => beforeText.includes(m.term.needle))) return [];
  const out: AnchorLine[] = [];
  before.lines.forEach((raw, i) => {
    let hits: TermMatcher[] | null = null;
    for (const m of matchers) if (m.test(raw)) (hits ??= []).push(m);
    if (hits === null) return;
    const line = normalize(raw);
    if (after.counts.has(line)) return;
    out.push({ line: i + 1, text: line, raw: raw.trim(), terms: hits.map((h) => h.term.text) });
  });
  return out;
}
