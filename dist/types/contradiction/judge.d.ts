import type { ContradictionKind } from '../plan/types.js';
import type { DiscoveryComparison } from './find.js';
/** Bump when the prompt or the answer format changes: old cache entries then no longer apply. */
export declare const JUDGE_PROMPT_VERSION = "contradiction-judge/1";
export declare const JUDGE_SYSTEM_PROMPT: string;
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
export declare function judgeConfigFromEnv(env: NodeJS.ProcessEnv, defaultCacheFile: string | null): JudgeConfig | null;
/** The cache key: prompt version, model and both texts, so a new prompt or model asks again. */
export declare function judgeCacheKey(model: string, older: string, newer: string): string;
type Stored = Omit<JudgeVerdict, 'cached'>;
/** Earlier answers, in a JSON file written atomically after each new one. */
export declare class JudgeCache {
    private readonly file;
    private entries;
    constructor(file: string | null);
    get(key: string): Stored | undefined;
    set(key: string, verdict: Stored): void;
}
export interface JudgeDependencies {
    fetch?: typeof fetch;
    cache?: JudgeCache;
}
/** A judge calling an OpenAI-compatible chat-completions endpoint. */
export declare function createHttpJudge(config: JudgeConfig, deps?: JudgeDependencies): Judge;
export interface JudgedComparison extends DiscoveryComparison {
    /** The judge was asked (from its cache or not). */
    judged: boolean;
}
/**
 * The rules first; the judge only for pairs the rules call `related` with an
 * overlap of at least `minOverlap`. The judge never overrules a contradiction the rules found.
 */
export declare function compareWithJudge(older: string, newer: string, judge: Judge, minOverlap?: number): Promise<JudgedComparison>;
export {};
