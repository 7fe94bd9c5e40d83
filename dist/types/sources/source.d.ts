import type { Status } from '../model/discovery.js';
import { type Learning, type SourceKind, type SourceRef } from '../model/learning.js';
import type { PlanAction, PlanChange, PlanNote } from '../plan/types.js';
/** Where a source was found (seed 002's priority order, then configuration and imports). */
export type SourceOrigin = 'cwd' | 'git-root' | 'superproject' | 'home' | 'config';
/** Seed 002's scope names for the three priorities. */
export declare const ORIGIN_SCOPE: Record<SourceOrigin, string>;
/** What kind of agent file, or which store. */
export type SourceFormat = 'axiom' | 'swarm' | 'genome' | 'prompt-points' | 'agents-md' | 'claude-md' | 'cursor-rule' | 'copilot' | 'skill' | 'import' | 'markdown';
export interface SourceInfo {
    kind: SourceKind;
    format: SourceFormat;
    /** Repository-relative with forward slashes; `~/…` for the user's home. */
    path: string;
    absolute: string;
    origin: SourceOrigin;
    /** 1 (cwd), 2 (git root, superproject, config) or 3 (home), as in seed 002. */
    priority: 1 | 2 | 3;
    /** Skills: the name that shadows (the skill folder's name). */
    name?: string;
    /** Other names for the same file (a CLAUDE.md symlink to AGENTS.md), counted once. */
    aliases: string[];
    /** Agent files pulled in by `@path` in another one. */
    importedBy?: string;
    /** False for files outside the repository (home skills): listed, never checked against its history. */
    checked: boolean;
}
export interface SourceApplyContext {
    now: Date;
    /** HEAD of the code repository the plan was computed at (re-anchors rewritten learnings). */
    commit: string | null;
    env: NodeJS.ProcessEnv;
}
export interface AppliedChange {
    id: string;
    action: PlanAction;
    from: string;
    to: string;
    /** What happened, when it differs from what the plan said (e.g. a higher-priority prompt point kept). */
    note?: string;
}
/**
 * A reviewer's judgement that a learning is still right (`review`'s keep, `validate`):
 * it is checked against the code at `SourceApplyContext.commit`, and does not
 * contradict the learnings `compatibleWith` names.
 */
export interface KeepRequest {
    key: string;
    id: string;
    source: SourceRef;
    /** What the finding saw: keep is refused when the learning moved on since. Absent: no finding (`validate`). */
    seen?: {
        status: Status;
        content: string;
    };
    /** Keys of the learnings a reviewer judged it not to contradict. */
    compatibleWith: readonly string[];
}
/** How a learning names another one in its own records: by id within the same file, by key across files. */
export declare function nameFrom(from: SourceRef, key: string): string;
/** A `conflicts_with` list without `names`, or null when it is no list or names none of them. */
export declare function conflictsWithout(list: unknown, names: readonly string[]): unknown[] | null;
/** A path rewrite a person may accept for a read-only file; never written on its own. */
export interface RewriteProposal {
    file: string;
    /** 1-based, inclusive: the lines the suggestion replaces. */
    startLine: number;
    endLine: number;
    before: string;
    after: string;
    renames: Array<{
        from: string;
        to: string;
    }>;
}
export interface SourceApplyOutcome {
    source: string;
    applied: AppliedChange[];
    skipped: Array<{
        id: string;
        reason: string;
    }>;
    /** Files written (repository-relative), views included. */
    written: string[];
    /** Commits made (genome: one per mutation). */
    commits: string[];
    proposals: RewriteProposal[];
}
export interface KeepOutcome {
    source: string;
    /** What was recorded, one line each, in the format's own terms. */
    done: Array<{
        id: string;
        what: string;
    }>;
    /** Requests it could not record, with why (read-only, moved on since the finding, …). */
    skipped: Array<{
        id: string;
        reason: string;
    }>;
    /** Files written (repository-relative), views included. */
    written: string[];
    /** Commits made (genome). */
    commits: string[];
}
export declare function emptyKeepOutcome(source: string): KeepOutcome;
/** A view a source renders: a file it owns, or (path null) the text it injects into prompts. */
export interface RenderedView {
    path: string | null;
    title: string;
    content: string;
}
/** Something a report should show about a learning that is not evidence from the history. */
export type SourceNote = PlanNote;
export interface Source {
    readonly info: SourceInfo;
    readonly ref: SourceRef;
    /** Problems found reading it (the file is still used as far as it can be). */
    readonly warnings: readonly string[];
    learnings(): Learning[];
    /** Changes the source proposes itself, outside history evidence (swarm: archive yellows of done greens). */
    ownChanges(): PlanChange[];
    /** Writes the changes that belong to it, in its own format; read-only sources only report. */
    apply(changes: readonly PlanChange[], context: SourceApplyContext): Promise<SourceApplyOutcome>;
    /**
     * Records kept learnings in its own format: those of `requests` that are its
     * own are marked still right and re-anchored at `context.commit`, with the
     * pairs judged compatible; for its learnings a request names in
     * `compatibleWith`, the conflict links to the kept one are dropped.
     */
    keep(requests: readonly KeepRequest[], context: SourceApplyContext): Promise<KeepOutcome>;
    render(): RenderedView[];
    notes(): SourceNote[];
    /** One line for `discoveries sources`: what it holds. */
    summary(): string;
}
export declare function emptyOutcome(source: string): SourceApplyOutcome;
/** The changes of a plan that belong to one source. */
export declare function changesFor(ref: SourceRef, changes: readonly PlanChange[]): PlanChange[];
/** The requests a source has a part in: learnings of its own kept, or named as compatible with a kept one. */
export declare function keepsFor(ref: SourceRef, requests: readonly KeepRequest[]): {
    kept: KeepRequest[];
    unlinks: Array<{
        id: string;
        kept: KeepRequest;
    }>;
};
