// The package's public API. The CLI, the hooks and the Action are adapters over these.
export type { Discovery, DiscoveryMetadata, Status, Scope, Impact } from './model/discovery.js';
export type { Learning, SourceRef, SourceKind } from './model/learning.js';
export type { ReviewPlan, PlanChange, Evidence, EvidenceKind, ContradictionFinding } from './plan/types.js';
export { compareDiscoveries, findContradictions, findContradictionsWith } from './contradiction/find.js';
export type { DiscoveryComparison } from './contradiction/find.js';
export { resolveContradictions } from './contradiction/resolve.js';
export { compareWithJudge, createHttpJudge, judgeConfigFromEnv, JudgeCache, JUDGE_PROMPT_VERSION } from './contradiction/judge.js';
export type { Judge, JudgeConfig, JudgeVerdict, JudgedComparison } from './contradiction/judge.js';
