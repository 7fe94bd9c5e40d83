import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  compareDiscoveries
} from "./chunk-QWBFSEWJ.js";
import {
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";

// src/contradiction/judge.ts
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
var JUDGE_PROMPT_VERSION = "contradiction-judge/1";
var KINDS = ["polarity", "modality", "value", "substitution", "antonym"];
var JUDGE_SYSTEM_PROMPT = [
  'You review notes that coding agents wrote about a codebase ("discoveries").',
  "Given an OLDER and a NEWER discovery, decide whether the newer one contradicts the older one:",
  "both cannot be true of the same codebase at the same time, so the older one is now wrong.",
  "Different facts about the same file, elaborations, paraphrases, equal values written differently,",
  "and statements about different subjects are NOT contradictions.",
  "Answer with one JSON object and nothing else:",
  '{"contradicts": true|false, "kind": "polarity"|"modality"|"value"|"substitution"|"antonym"|null, "reason": "<one short sentence>"}'
].join("\n");
function judgeConfigFromEnv(env, defaultCacheFile) {
  const url = env.DISCOVERIES_JUDGE_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new UserError(`DISCOVERIES_JUDGE_URL must be an http(s) URL (got '${url}')`, { fix: "e.g. https://api.openai.com/v1" });
  const minOverlap = env.DISCOVERIES_JUDGE_MIN_OVERLAP === void 0 ? 0.5 : Number(env.DISCOVERIES_JUDGE_MIN_OVERLAP);
  if (!(minOverlap >= 0 && minOverlap <= 1)) throw new UserError(`DISCOVERIES_JUDGE_MIN_OVERLAP must be a number from 0 to 1 (got '${env.DISCOVERIES_JUDGE_MIN_OVERLAP}')`);
  const timeoutMs = env.DISCOVERIES_JUDGE_TIMEOUT_MS === void 0 ? 3e4 : Number(env.DISCOVERIES_JUDGE_TIMEOUT_MS);
  if (!(timeoutMs > 0)) throw new UserError(`DISCOVERIES_JUDGE_TIMEOUT_MS must be a positive number (got '${env.DISCOVERIES_JUDGE_TIMEOUT_MS}')`);
  return {
    url: url.replace(/\/+$/, ""),
    model: env.DISCOVERIES_JUDGE_MODEL?.trim() || "gpt-4o-mini",
    apiKey: env.DISCOVERIES_JUDGE_API_KEY || env.OPENAI_API_KEY || null,
    minOverlap,
    timeoutMs,
    cacheFile: env.DISCOVERIES_JUDGE_CACHE?.trim() || defaultCacheFile
  };
}
function judgeCacheKey(model, older, newer) {
  return createHash("sha256").update([JUDGE_PROMPT_VERSION, model, older, newer].join("\0")).digest("hex");
}
var JudgeCache = class {
  constructor(file) {
    this.file = file;
    if (!file) return;
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8"));
      if (parsed && typeof parsed.entries === "object" && parsed.entries !== null) this.entries = parsed.entries;
    } catch {
    }
  }
  file;
  entries = {};
  get(key) {
    return this.entries[key];
  }
  set(key, verdict) {
    this.entries[key] = verdict;
    if (this.file) writeFileAtomic(this.file, `${JSON.stringify({ version: JUDGE_PROMPT_VERSION, entries: this.entries }, null, 1)}
`);
  }
};
function createHttpJudge(config, deps = {}) {
  const doFetch = deps.fetch ?? fetch;
  const cache = deps.cache ?? new JudgeCache(config.cacheFile);
  const endpoint = `${config.url}/chat/completions`;
  return {
    model: config.model,
    async judge(older, newer) {
      const key = judgeCacheKey(config.model, older, newer);
      const hit = cache.get(key);
      if (hit) return { ...hit, cached: true };
      const body = {
        model: config.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          { role: "system", content: JUDGE_SYSTEM_PROMPT },
          { role: "user", content: `OLDER: ${older}
NEWER: ${newer}` }
        ]
      };
      let response;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", ...config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {} },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs)
        });
      } catch (error) {
        const why = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${config.timeoutMs} ms` : error.message;
        throw new UserError(`contradiction judge: request to ${endpoint} failed (${why})`, { fix: "check DISCOVERIES_JUDGE_URL, or unset it to use the rules alone" });
      }
      const text = await response.text();
      if (!response.ok) {
        throw new UserError(`contradiction judge: ${endpoint} answered ${response.status} ${firstLine(text)}`, {
          fix: response.status === 401 ? "set DISCOVERIES_JUDGE_API_KEY" : "check DISCOVERIES_JUDGE_URL and DISCOVERIES_JUDGE_MODEL"
        });
      }
      const verdict = parseVerdict(text, endpoint);
      cache.set(key, verdict);
      return { ...verdict, cached: false };
    }
  };
}
function firstLine(text) {
  return text.split("\n")[0].slice(0, 200);
}
function parseVerdict(text, endpoint) {
  const bad = (what) => new UserError(`contradiction judge: ${endpoint} gave ${what}`, { fix: "use a model that follows JSON instructions" });
  let content;
  try {
    const envelope = JSON.parse(text);
    content = envelope.choices?.[0]?.message?.content;
  } catch {
    throw bad("a response that is not JSON");
  }
  if (typeof content !== "string") throw bad("no message content");
  let answer;
  try {
    answer = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch {
    throw bad(`an answer that is not JSON: ${firstLine(content)}`);
  }
  if (typeof answer.contradicts !== "boolean") throw bad('an answer without a true/false "contradicts"');
  const kind = typeof answer.kind === "string" && KINDS.includes(answer.kind) ? answer.kind : null;
  const reason = typeof answer.reason === "string" && answer.reason.trim() ? answer.reason.trim().split("\n")[0] : "no reason given";
  return { contradicts: answer.contradicts, kind: answer.contradicts ? kind ?? "polarity" : null, reason };
}
async function compareWithJudge(older, newer, judge, minOverlap = 0.5) {
  const rules = compareDiscoveries(older, newer);
  if (rules.contradicts || rules.relation !== "related" || rules.overlap < minOverlap) return { ...rules, judged: false };
  const verdict = await judge.judge(older, newer);
  if (!verdict.contradicts) {
    return { ...rules, reason: `${rules.reason}; judge (${judge.model}) agrees: ${verdict.reason}`, judged: true };
  }
  return {
    ...rules,
    contradicts: true,
    kind: verdict.kind,
    relation: "contradiction",
    reason: `judge (${judge.model}): ${verdict.reason}`,
    judged: true
  };
}

export {
  JUDGE_PROMPT_VERSION,
  judgeConfigFromEnv,
  JudgeCache,
  createHttpJudge,
  compareWithJudge
};
