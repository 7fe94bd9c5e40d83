import type { Discovery, Status } from './discovery.js';
export type LifecycleAction = 'validate' | 'outdate' | 'archive' | 'resurrect' | 'delete' | 'restore' | 'promote' | 'edit';
export declare const ALLOWED_FROM: Record<LifecycleAction, readonly Status[]>;
export declare function allowedActions(status: Status): LifecycleAction[];
export declare function assertAllowed(discovery: Discovery, action: LifecycleAction): void;
export interface ChangeContext {
    now: Date;
    /** HEAD when the change is made: validating and editing re-anchor the check range here. */
    commit: string | null;
}
/** Marks it checked against the code: active, validated, and re-anchored at HEAD. */
export declare function validate(discovery: Discovery, context: ChangeContext): void;
/**
 * A reviewer judged `discovery` not in conflict with the learnings `ids` name: they join its `compatibleWith`, and
 * the `conflictsWith` links the detector wrote between them go on both sides, since the judgement overrules them.
 * `find` gives the discoveries of the same store (a key of another file has none). Returns those whose links
 * changed, for the caller to write as well.
 */
export declare function judgeCompatible(discovery: Discovery, ids: readonly string[], find: (id: string) => Discovery | undefined): Discovery[];
/** Drops the detector's `conflictsWith` links to `ids` (the other side of a pair judged compatible). Returns whether any went. */
export declare function dropConflicts(discovery: Discovery, ids: readonly string[]): boolean;
export interface OutdateDetails {
    reason: string;
    /** The commit whose change made it outdated, when one did. */
    commit?: string | null;
    supersededBy?: string | null;
}
export declare function outdate(discovery: Discovery, details: OutdateDetails, context: ChangeContext): void;
export type ArchiveReason = 'manual' | 'parent_task_completed' | 'parent_green_completed' | 'outdated_unreviewed';
export declare function archive(discovery: Discovery, reason: ArchiveReason, context: ChangeContext): void;
/** Archived → active only: a discovery from one task that is still true for later work. */
export declare function resurrect(discovery: Discovery, by: string, context: ChangeContext): void;
/** Soft delete: the record stays, remembering where it was so `restore` can put it back. */
export declare function softDelete(discovery: Discovery, context: ChangeContext): void;
export declare function restore(discovery: Discovery, context: ChangeContext): void;
/** Local → global; the id stays. */
export declare function promote(discovery: Discovery, context: ChangeContext): void;
/** New content: a person vouches for it, so it is active again and re-anchored at HEAD. */
export declare function edit(discovery: Discovery, content: string, context: ChangeContext): void;
