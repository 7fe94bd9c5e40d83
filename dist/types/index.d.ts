export type { Discovery, DiscoveryMetadata, Status, Scope, Impact } from './model/discovery.js';
export type { Learning, SourceRef, SourceKind } from './model/learning.js';
export type { ReviewPlan, PlanChange, Evidence, EvidenceKind, ContradictionFinding } from './plan/types.js';
