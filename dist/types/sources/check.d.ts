import type { OutdatedOptions } from '../outdated/options.js';
import type { Learning } from '../model/learning.js';
import type { PlanChange, ReviewPlan } from '../plan/types.js';
import { type LoadedSources, type LoadSourcesInput } from './index.js';
import type { RewriteProposal, SourceApplyOutcome } from './source.js';
export interface CheckSourcesInput extends LoadSourcesInput {
    options: OutdatedOptions;
    range: string | null;
    /** Changes another checker proposes (contradictions), merged into the plan. */
    contradictions?: readonly PlanChange[];
    /** Warnings the caller already has (the project store's problems). */
    warnings?: readonly string[];
    /**
     * Look for history evidence for these learnings only (the hooks pass the ones
     * whose mentions match a path the range changed: the others have none in it).
     * The plan is still built over every learning.
     */
    only?: (learning: Learning) => boolean;
    /**
     * Only contradictions that involve these learnings (the hooks pass the ones
     * added or changed in the range they check); all contradictions when absent.
     */
    contradictionsFor?: (learning: Learning) => boolean;
    onPhase?: (phase: string) => void;
    /** The hooks' chain cache in the git dir (src/history/chain-cache.ts), with `discovered`. */
    chainCache?: string;
}
export interface SourcesCheck {
    loaded: LoadedSources;
    plan: ReviewPlan;
}
export declare function checkSources(input: CheckSourcesInput): Promise<SourcesCheck>;
export interface SourcesApplied {
    outcomes: Array<SourceApplyOutcome & {
        error?: string;
    }>;
    applied: Array<{
        id: string;
        action: PlanChange['action'];
        from: string;
        to: string;
        source: string;
        note?: string;
    }>;
    skipped: Array<{
        id: string;
        reason: string;
        source: string;
    }>;
    proposals: RewriteProposal[];
    commits: string[];
    errors: Array<{
        source: string;
        error: string;
    }>;
}
/**
 * Applies the plan to every source. With `dryRun` nothing is written: only the
 * read-only sources are asked, for the path rewrites they would propose.
 */
export declare function applySourcesPlan(check: SourcesCheck, context: {
    now: Date;
    env: NodeJS.ProcessEnv;
    dryRun?: boolean;
}): Promise<SourcesApplied>;
