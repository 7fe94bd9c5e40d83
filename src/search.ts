// Keyword recall over discovery content, as the genome seed does it: cheap,
// deterministic, never a model call. Query words are stemmed; rarer words weigh
// more (idf); the exact phrase and an id match rank first.

import type { Discovery } from './model/discovery.js';
import { compareIds } from './model/ids.js';
import { stem, STOPWORDS, words } from './text/words.js';

export interface SearchHit {
  discovery: Discovery;
  score: number;
  /** Query words (as typed) that the discovery contains. */
  matched: string[];
}

export function searchDiscoveries(discoveries: Discovery[], query: string, limit = 10): SearchHit[] {
  const raw = words(query).filter((w) => !STOPWORDS.has(w));
  const terms = [...new Set(raw.length > 0 ? raw : words(query))];
  const phrase = query.toLowerCase().trim();
  if (terms.length === 0 && phrase === '') return [];
  const docs = discoveries.map((d) => ({ d, stems: new Set(words(d.content).map(stem)), text: d.content.toLowerCase() }));
  const df = new Map<string, number>();
  for (const term of terms) {
    const s = stem(term);
    df.set(s, docs.filter((doc) => doc.stems.has(s)).length);
  }
  const n = Math.max(docs.length, 1);
  const hits: SearchHit[] = [];
  for (const doc of docs) {
    let score = 0;
    const matched: string[] = [];
    for (const term of terms) {
      const s = stem(term);
      if (doc.stems.has(s)) {
        score += Math.log(1 + n / (df.get(s) ?? 1));
        matched.push(term);
      }
    }
    if (phrase.length > 2 && doc.text.includes(phrase)) score += 5;
    if (doc.d.id.toLowerCase() === phrase) score += 10;
    if (score > 0) hits.push({ discovery: doc.d, score: Math.round(score * 1000) / 1000, matched });
  }
  hits.sort((a, b) => b.score - a.score || compareIds(a.discovery.id, b.discovery.id));
  return hits.slice(0, limit);
}
