// The package's public API. The CLI, the hooks and the Action are adapters over these.
export type { Discovery, DiscoveryMetadata, Status, Scope, Impact } from './model/discovery.js';
export type { Learning, SourceRef, SourceKind } from './model/learning.js';
export type { ReviewPlan, PlanChange, Evidence, EvidenceKind, ContradictionFinding } from './plan/types.js';
export { collectEvidence, type CollectInput, type CollectResult } from './outdated/collect.js';
export { buildPlan, type BuildPlanInput } from './plan/build.js';
export { resolveOutdatedOptions, DEFAULT_OUTDATED_OPTIONS, type OutdatedOptions } from './outdated/options.js';
export type { PlanNote } from './plan/types.js';
export { loadSources, checkableLearnings, applyPlanToSources, type LoadedSources, type LoadSourcesInput, type Source, type SourceInfo, type RewriteProposal } from './sources/index.js';
export { checkSources, applySourcesPlan, type CheckSourcesInput, type SourcesCheck, type SourcesApplied } from './sources/check.js';
export { compareDiscoveries, findContradictions, findContradictionsWith } from './contradiction/find.js';
export type { DiscoveryComparison } from './contradiction/find.js';
export { resolveContradictions } from './contradiction/resolve.js';
export { contradictionChanges } from './contradiction/plan.js';
export { compareWithJudge, createHttpJudge, judgeConfigFromEnv, JudgeCache, JUDGE_PROMPT_VERSION } from './contradiction/judge.js';
export type { Judge, JudgeConfig, JudgeVerdict, JudgedComparison } from './contradiction/judge.js';
