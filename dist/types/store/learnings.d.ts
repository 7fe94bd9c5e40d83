import type { Discovery } from '../model/discovery.js';
import { type Learning, type SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import type { DiscoveryStore } from './discovery-store.js';
export declare function storeSource(store: DiscoveryStore): SourceRef;
export declare function toLearning(store: DiscoveryStore, d: Discovery): Learning;
export declare function storeLearnings(store: DiscoveryStore): Learning[];
export interface ApplyContext {
    now: Date;
    /** HEAD the plan was computed at: rewritten discoveries are re-anchored here. */
    commit: string | null;
}
export interface ApplyOutcome {
    applied: Array<{
        id: string;
        action: PlanChange['action'];
        from: string;
        to: string;
    }>;
    skipped: Array<{
        id: string;
        reason: string;
    }>;
}
/**
 * Applies the plan's changes that belong to this store. A change whose discovery
 * moved on since the check (another status, gone) is skipped and reported, never forced.
 */
export declare function applyPlanToStore(store: DiscoveryStore, changes: readonly PlanChange[], context: ApplyContext): ApplyOutcome;
