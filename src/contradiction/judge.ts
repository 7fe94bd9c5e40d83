// An optional second opinion from a language model, for the pairs the rules
// call `related` with a high overlap: same subject, no incompatible claim the
// rules could name. Off unless configured. Any OpenAI-compatible
// chat-completions endpoint works; temperature 0, JSON output, and a cache
// keyed by prompt version, model and both texts make reruns repeatable.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { UserError } from '../errors.js';
import type { ContradictionKind } from '../plan/types.js';
import { writeFileAtomic } from '../store/atomic.js';
import type { DiscoveryComparison } from './find.js';
import { compareDiscoveries } from './find.js';

/** Bump when the prompt or the answer format changes: old cache entries then no longer apply. */
export const JUDGE_PROMPT_VERSION = 'contradiction-judge/1';

const KINDS: readonly ContradictionKind[] = ['polarity', 'modality', 'value', 'substitution', 'antonym'];

export const JUDGE_SYSTEM_PROMPT = [
  'You review notes that coding agents wrote about a codebase ("discoveries").',
  'Given an OLDER and a NEWER discovery, decide whether the newer one contradicts the older one:',
  'both cannot be true of the same codebase at the same time, so the older one is now wrong.',
  'Different facts about the same file, elaborations, paraphrases, equal values written differently,',
  'and statements about different subjects are NOT contradictions.',
  'Answer with one JSON object and nothing else:',
  '{"contradicts": true|false, "kind": "polarity"|"modality"|"value"|"substitution"|"antonym"|null, "reason": "<one short sentence>"}',
].join('\n');

export interface JudgeVerdict {
  contradicts: boolean;
  kind: ContradictionKind | null;
  reason: string;
  /** Answered from the cache, without a request. */
  cached: boolean;
}

export interface Judge {
  readonly model: string;
  judge(older: string, newer: string): Promise<JudgeVerdict>;
}

export interface JudgeConfig {
  /** Base URL of the API, e.g. https://api.openai.com/v1 (`/chat/completions` is appended). */
  url: string;
  model: string;
  apiKey: string | null;
  /** Pairs the rules call related are sent only when their overlap is at least this (default 0.5). */
  minOverlap: number;
  timeoutMs: number;
  /** JSON file of earlier answers; null keeps them in memory only. */
  cacheFile: string | null;
}

/**
 * The judge's configuration from the environment, or null when it is off:
 * DISCOVERIES_JUDGE_URL (turns it on), DISCOVERIES_JUDGE_MODEL, DISCOVERIES_JUDGE_API_KEY
 * (or OPENAI_API_KEY), DISCOVERIES_JUDGE_MIN_OVERLAP, DISCOVERIES_JUDGE_TIMEOUT_MS, DISCOVERIES_JUDGE_CACHE.
 */
export function judgeConfigFromEnv(env: NodeJS.ProcessEnv, defaultCacheFile: string | null): JudgeConfig | null {
  const url = env.DISCOVERIES_JUDGE_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new UserError(`DISCOVERIES_JUDGE_URL must be an http(s) URL (got '${url}')`, { fix: 'e.g. https://api.openai.com/v1' });
  const minOverlap = env.DISCOVERIES_JUDGE_MIN_OVERLAP === undefined ? 0.5 : Number(env.DISCOVERIES_JUDGE_MIN_OVERLAP);
  if (!(minOverlap >= 0 && minOverlap <= 1)) throw new UserError(`DISCOVERIES_JUDGE_MIN_OVERLAP must be a number from 0 to 1 (got '${env.DISCOVERIES_JUDGE_MIN_OVERLAP}')`);
  const timeoutMs = env.DISCOVERIES_JUDGE_TIMEOUT_MS === undefined ? 30_000 : Number(env.DISCOVERIES_JUDGE_TIMEOUT_MS);
  if (!(timeoutMs > 0)) throw new UserError(`DISCOVERIES_JUDGE_TIMEOUT_MS must be a positive number (got '${env.DISCOVERIES_JUDGE_TIMEOUT_MS}')`);
  return {
    url: url.replace(/\/+$/, ''),
    model: env.DISCOVERIES_JUDGE_MODEL?.trim() || 'gpt-4o-mini',
    apiKey: env.DISCOVERIES_JUDGE_API_KEY || env.OPENAI_API_KEY || null,
    minOverlap,
    timeoutMs,
    cacheFile: env.DISCOVERIES_JUDGE_CACHE?.trim() || defaultCacheFile,
  };
}

/** The cache key: prompt version, model and both texts, so a new prompt or model asks again. */
export function judgeCacheKey(model: string, older: string, newer: string): string {
  return createHash('sha256').update([JUDGE_PROMPT_VERSION, model, older, newer].join('\u0000')).digest('hex');
}

type Stored = Omit<JudgeVerdict, 'cached'>;

/** Earlier answers, in a JSON file written atomically after each new one. */
export class JudgeCache {
  private entries: Record<string, Stored> = {};

  constructor(private readonly file: string | null) {
    if (!file) return;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as { entries?: Record<string, Stored> };
      if (parsed && typeof parsed.entries === 'object' && parsed.entries !== null) this.entries = parsed.entries;
    } catch {
      // No cache yet, or an unreadable one: start empty and rewrite it.
    }
  }

  get(key: string): Stored | undefined {
    return this.entries[key];
  }

  set(key: string, verdict: Stored): void {
    this.entries[key] = verdict;
    if (this.file) writeFileAtomic(this.file, `${JSON.stringify({ version: JUDGE_PROMPT_VERSION, entries: this.entries }, null, 1)}\n`);
  }
}

export interface JudgeDependencies {
  fetch?: typeof fetch;
  cache?: JudgeCache;
}

/** A judge calling an OpenAI-compatible chat-completions endpoint. */
export function createHttpJudge(config: JudgeConfig, deps: JudgeDependencies = {}): Judge {
  const doFetch = deps.fetch ?? fetch;
  const cache = deps.cache ?? new JudgeCache(config.cacheFile);
  const endpoint = `${config.url}/chat/completions`;
  return {
    model: config.model,
    async judge(older: string, newer: string): Promise<JudgeVerdict> {
      const key = judgeCacheKey(config.model, older, newer);
      const hit = cache.get(key);
      if (hit) return { ...hit, cached: true };
      const body = {
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: JUDGE_SYSTEM_PROMPT },
          { role: 'user', content: `OLDER: ${older}\nNEWER: ${newer}` },
        ],
      };
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : (error as Error).message;
        throw new UserError(`contradiction judge: request to ${endpoint} failed (${why})`, { fix: 'check DISCOVERIES_JUDGE_URL, or unset it to use the rules alone' });
      }
      const text = await response.text();
      if (!response.ok) {
        throw new UserError(`contradiction judge: ${endpoint} answered ${response.status} ${firstLine(text)}`, {
          fix: response.status === 401 ? 'set DISCOVERIES_JUDGE_API_KEY' : 'check DISCOVERIES_JUDGE_URL and DISCOVERIES_JUDGE_MODEL',
        });
      }
      const verdict = parseVerdict(text, endpoint);
      cache.set(key, verdict);
      return { ...verdict, cached: false };
    },
  };
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.slice(0, 200);
}

function parseVerdict(text: string, endpoint: string): Stored {
  const bad = (what: string) => new UserError(`contradiction judge: ${endpoint} gave ${what}`, { fix: 'use a model that follows JSON instructions' });
  let content: unknown;
  try {
    const envelope = JSON.parse(text) as { choices?: Array<{ message?: { content?: unknown } }> };
    content = envelope.choices?.[0]?.message?.content;
  } catch {
    throw bad('a response that is not JSON');
  }
  if (typeof content !== 'string') throw bad('no message content');
  let answer: Record<string, unknown>;
  try {
    // Some models wrap JSON in a code fence despite being asked not to.
    answer = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as Record<string, unknown>;
  } catch {
    throw bad(`an answer that is not JSON: ${firstLine(content)}`);
  }
  if (typeof answer.contradicts !== 'boolean') throw bad('an answer without a true/false "contradicts"');
  const kind = typeof answer.kind === 'string' && (KINDS as readonly string[]).includes(answer.kind) ? (answer.kind as ContradictionKind) : null;
  const reason = typeof answer.reason === 'string' && answer.reason.trim() ? answer.reason.trim().split('\n')[0]! : 'no reason given';
  return { contradicts: answer.contradicts, kind: answer.contradicts ? (kind ?? 'polarity') : null, reason };
}

export interface JudgedComparison extends DiscoveryComparison {
  /** The judge was asked (from its cache or not). */
  judged: boolean;
}

/**
 * The rules first; the judge only for pairs the rules call `related` with an
 * overlap of at least `minOverlap`. The judge never overrules a contradiction the rules found.
 */
export async function compareWithJudge(older: string, newer: string, judge: Judge, minOverlap = 0.5): Promise<JudgedComparison> {
  const rules = compareDiscoveries(older, newer);
  if (rules.contradicts || rules.relation !== 'related' || rules.overlap < minOverlap) return { ...rules, judged: false };
  const verdict = await judge.judge(older, newer);
  if (!verdict.contradicts) {
    return { ...rules, reason: `${rules.reason}; judge (${judge.model}) agrees: ${verdict.reason}`, judged: true };
  }
  return {
    ...rules,
    contradicts: true,
    kind: verdict.kind,
    relation: 'contradiction',
    reason: `judge (${judge.model}): ${verdict.reason}`,
    judged: true,
  };
}
