import { type Learning, type SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { type KeepOutcome, type KeepRequest, type RenderedView, type Source, type SourceApplyContext, type SourceApplyOutcome, type SourceInfo, type SourceNote } from './source.js';
type Json = Record<string, unknown>;
/** Seed 004's `mark_verified` rule. */
export declare function meetsVerifiedRule(p: Json): boolean;
/** Seed 004's `should_remove`: failing consistently, or replaced. */
export declare function shouldRemove(p: Json): string | null;
/** A timestamp written like the file's own (Python's naive isoformat, or ISO 8601 with Z). */
export declare function stampLike(sample: unknown, now: Date): string;
export declare class PromptPointsSource implements Source {
    readonly info: SourceInfo;
    readonly ref: SourceRef;
    readonly warnings: string[];
    private readonly points;
    constructor(info: SourceInfo, text: string);
    static load(info: SourceInfo): PromptPointsSource;
    learnings(): Learning[];
    ownChanges(): PlanChange[];
    notes(): SourceNote[];
    summary(): string;
    /** The prompt the active points rebuild: highest priority first, file order among equals. */
    render(): RenderedView[];
    apply(changes: readonly PlanChange[], context: SourceApplyContext): Promise<SourceApplyOutcome>;
    keep(requests: readonly KeepRequest[], context: SourceApplyContext): Promise<KeepOutcome>;
    /** Edits the file under its lock, in one atomic write; returns whether it changed. */
    private edit;
}
export {};
