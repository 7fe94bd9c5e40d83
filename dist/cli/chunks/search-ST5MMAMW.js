import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  parseStatuses
} from "./chunk-EDVGIH3Y.js";
import {
  discoveryRow
} from "./chunk-7IG4SGMN.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  readStore
} from "./chunk-MXQ5SG3X.js";
import {
  STOPWORDS,
  stem,
  words
} from "./chunk-LV62HYMS.js";
import {
  compareIds
} from "./chunk-2NH5KYNN.js";
import {
  UsageError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/search.ts
function searchDiscoveries(discoveries, query, limit = 10) {
  const raw = words(query).filter((w) => !STOPWORDS.has(w));
  const terms = [...new Set(raw.length > 0 ? raw : words(query))];
  const phrase = query.toLowerCase().trim();
  if (terms.length === 0 && phrase === "") return [];
  const docs = discoveries.map((d) => ({ d, stems: new Set(words(d.content).map(stem)), text: d.content.toLowerCase() }));
  const df = /* @__PURE__ */ new Map();
  for (const term of terms) {
    const s = stem(term);
    df.set(s, docs.filter((doc) => doc.stems.has(s)).length);
  }
  const n = Math.max(docs.length, 1);
  const hits = [];
  for (const doc of docs) {
    let score = 0;
    const matched = [];
    for (const term of terms) {
      const s = stem(term);
      if (doc.stems.has(s)) {
        score += Math.log(1 + n / (df.get(s) ?? 1));
        matched.push(term);
      }
    }
    if (phrase.length > 2 && doc.text.includes(phrase)) score += 5;
    if (doc.d.id.toLowerCase() === phrase) score += 10;
    if (score > 0) hits.push({ discovery: doc.d, score: Math.round(score * 1e3) / 1e3, matched });
  }
  hits.sort((a, b) => b.score - a.score || compareIds(a.discovery.id, b.discovery.id));
  return hits.slice(0, limit);
}

// src/cli/commands/search.ts
var help = `discoveries search: find discoveries by keywords.

Usage: discoveries search QUERY [--limit N] [--status S[,S\u2026]|all] [--json]

Deterministic keyword recall (no model): words are matched by stem, rarer words
count more, and the exact phrase ranks first. Searches active discoveries unless
--status says otherwise.

Example:
  discoveries search "retry backoff"
`;
async function run(args, { io }) {
  const { values, positionals } = parseCommandArgs(
    "search",
    args,
    { limit: { type: "string" }, status: { type: "string" }, json: { type: "boolean" }, ...STORE_OPTION },
    { min: 1, names: "a query" }
  );
  const limit = values.limit === void 0 ? 10 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`search: --limit must be a whole number \u2265 1 (got '${values.limit}')`);
  const statuses = parseStatuses(values.status, ["active"]);
  const project = await openProject(io, values.store);
  const pool = readStore(project).discoveries().filter((d) => statuses.has(d.status));
  const hits = searchDiscoveries(pool, positionals.join(" "), limit);
  if (values.json) {
    io.stdout.write(`${JSON.stringify(hits.map((h) => ({ score: h.score, matched: h.matched, discovery: h.discovery })), null, 2)}
`);
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  for (const h of hits) io.stdout.write(`${paint.dim(h.score.toFixed(2).padStart(6))}  ${discoveryRow(h.discovery, paint)}
`);
  if (hits.length === 0) io.stdout.write("No discoveries match.\n");
  return 0;
}
export {
  help,
  run
};
