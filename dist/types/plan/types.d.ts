import type { Status } from '../model/discovery.js';
import type { SourceRef } from '../model/learning.js';
/** How strongly the history says a learning is stale, strongest first. */
export type EvidenceKind = 'deleted' | 'renamed' | 'anchor-changed' | 'rewritten' | 'touched' | 'unresolved';
export interface CommitRef {
    sha: string;
    subject: string;
    author: string;
    /** ISO 8601 author date. */
    date: string;
}
export interface LineRange {
    file: string;
    start: number;
    end: number;
}
export interface Evidence {
    kind: EvidenceKind;
    /** The mention as the learning wrote it: `src/http.ts`, `retry()`, `30s`. */
    mention: string;
    /** Repository-relative path the mention resolved to, or null when it resolved to nothing. */
    path: string | null;
    /** For `renamed`: where the path went. */
    newPath?: string;
    /** For `anchor-changed`: the identifiers or values whose lines changed. */
    anchors?: string[];
    /**
     * Oldest first. When many commits are behind it, only the earliest and the
     * latest few are listed and `commitCount` says how many there are.
     */
    commits: CommitRef[];
    /** How many commits are behind it when `commits` lists only the earliest and latest (absent: all are listed). */
    commitCount?: number;
    /** For `anchor-changed`: the lines that held the anchors, in the version the learning was written against. */
    lines?: LineRange[];
    /** For a folder or glob mention: the files under it that changed (at most 50). */
    files?: string[];
    /** One line a person can read without the rest. */
    summary: string;
}
/** `similarity` is only ever reported by the seed's method (`contradictions.method: seed`). */
export type ContradictionKind = 'polarity' | 'modality' | 'value' | 'substitution' | 'antonym' | 'similarity';
export interface ContradictionFinding {
    kind: ContradictionKind;
    olderKey: string;
    newerKey: string;
    reason: string;
    /** The words in each text that triggered the check. */
    triggers: string[];
}
export type PlanAction = 
/** status → outdated, with outdatedReason and outdatedCommit. */
'outdate'
/** status → outdated with supersededBy: a newer learning contradicts it. */
 | 'supersede'
/** Stays active; its content is rewritten (a mentioned path was renamed). */
 | 'rewrite'
/** Outdated and unreviewed for longer than the configured days: status → archived. */
 | 'archive'
/** Only bookkeeping changes (the newer side of a contradiction gains conflictsWith). */
 | 'link'
/** Reported for a person to look at; nothing changes on its own. */
 | 'review';
export interface PlanChange {
    /** Learning.key */
    key: string;
    id: string;
    source: SourceRef;
    line: number | null;
    content: string;
    action: PlanAction;
    from: Status;
    to: Status;
    /** One line: why. */
    reason: string;
    evidence: Evidence[];
    contradiction?: ContradictionFinding;
    supersededBy?: string;
    conflictsWith?: string[];
    rewrite?: {
        content: string;
        renames: Array<{
            from: string;
            to: string;
        }>;
    };
    outdatedCommit?: string | null;
    /** Where the check of this learning started: its anchor, the commit that wrote its record, its date, or the --range start. */
    since?: {
        commit: string | null;
        via: 'anchor' | 'record' | 'date' | 'range';
    };
}
export type Policy = 'graded' | 'strict';
export interface ReviewPlan {
    /** HEAD the plan was computed at (null outside git). */
    head: string | null;
    /** `A..B` when the check was limited to some commits. */
    range: string | null;
    policy: Policy;
    /** Sorted by source path, then id, so the same inputs give the same plan. */
    changes: PlanChange[];
    /** Things that limit what the plan can say (shallow clone, unreadable store, …). */
    warnings: string[];
    /** How much was looked at: active learnings checked and commits read. */
    checked?: {
        learnings: number;
        commits: number;
    };
    /** What stores say about learnings besides history (a prompt point's should_remove), for reports. */
    notes?: PlanNote[];
}
export interface PlanNote {
    key: string;
    id: string;
    source: SourceRef;
    line: number | null;
    /** e.g. `should_remove`, `verified`. */
    kind: string;
    message: string;
}
