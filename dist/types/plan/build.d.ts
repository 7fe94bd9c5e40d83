import type { Learning } from '../model/learning.js';
import type { Evidence, EvidenceKind, PlanChange, Policy, ReviewPlan } from './types.js';
export interface BuildPlanInput {
    learnings: readonly Learning[];
    /** Learning.key → evidence (from collectEvidence). */
    evidence: ReadonlyMap<string, readonly Evidence[]>;
    /** Learning.key → where its check started. */
    since?: ReadonlyMap<string, NonNullable<PlanChange['since']>>;
    /** Changes the contradiction checker proposes (supersede, link), merged in. */
    contradictions?: readonly PlanChange[];
    head: string | null;
    range: string | null;
    policy: Policy;
    /** Outdated learnings unreviewed for this many days are archived; 0 turns it off. */
    archiveAfterDays: number;
    now: Date;
    warnings?: readonly string[];
    checked?: ReviewPlan['checked'];
}
/** Evidence kinds that flip a learning to outdated, per policy. */
export declare const OUTDATING: Record<Policy, ReadonlySet<EvidenceKind>>;
export declare function buildPlan(input: BuildPlanInput): ReviewPlan;
/**
 * Replaces each renamed path, everywhere the content writes it (`src/http.ts`
 * and a later bare `http.ts` alike), with its new path written the same way.
 */
export declare function rewriteContent(content: string, renames: readonly Evidence[]): NonNullable<PlanChange['rewrite']>;
