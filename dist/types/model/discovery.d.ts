export declare const STATUSES: readonly ["active", "outdated", "archived", "deleted"];
export type Status = (typeof STATUSES)[number];
export declare const SCOPES: readonly ["local", "global"];
export type Scope = (typeof SCOPES)[number];
export declare const IMPACTS: readonly ["low", "medium", "high", "critical"];
export type Impact = (typeof IMPACTS)[number];
/** Seed 001's category table, plus the two its view algorithm classifies into. */
export declare const CATEGORIES: readonly ["Architecture", "Conventions", "Testing", "Errors", "API", "Dependencies", "Database", "Frontend"];
export type Category = (typeof CATEGORIES)[number];
export type JsonValue = string | number | boolean | null | JsonValue[] | {
    [key: string]: JsonValue;
};
export type JsonObject = {
    [key: string]: JsonValue;
};
export interface DiscoveryMetadata {
    scope: Scope;
    sourceTaskId: string | null;
    sourceAgentId: string | null;
    impact: Impact;
    category: string;
    validated: boolean;
    validatedAt: string | null;
    appliedTo: string[];
    supersededBy: string | null;
    /** Commit HEAD pointed at when the discovery was created, edited or validated: the start of its check range. */
    anchorCommit?: string | null;
    /** Discoveries this one contradicts or was contradicted by (seed 004's conflicts_with). */
    conflictsWith?: string[];
    /** Discoveries a reviewer judged not to contradict this one, though the checks said they did: never reported again. */
    compatibleWith?: string[];
    outdatedReason?: string;
    outdatedCommit?: string | null;
    outdatedAt?: string;
    archivedAt?: string;
    archivedReason?: string;
    resurrectedAt?: string;
    resurrectedBy?: string;
    deletedAt?: string;
    /** The status a soft-deleted discovery had, so `restore` can put it back. */
    deletedFrom?: string;
    restoredAt?: string;
    promotedAt?: string;
    editedAt?: string;
    [unknown: string]: unknown;
}
export interface Discovery {
    id: string;
    type: 'discovery';
    status: Status;
    content: string;
    parentId: string | null;
    createdAt: string;
    updatedAt: string;
    metadata: DiscoveryMetadata;
    [unknown: string]: unknown;
}
/** Key order used when a record is (re)written, so diffs stay minimal. Unknown keys follow, in the order they came. */
export declare const RECORD_KEY_ORDER: readonly ["id", "type", "status", "content", "parentId", "createdAt", "updatedAt", "metadata"];
export declare const METADATA_KEY_ORDER: readonly ["scope", "sourceTaskId", "sourceAgentId", "impact", "category", "validated", "validatedAt", "appliedTo", "supersededBy", "anchorCommit", "conflictsWith", "compatibleWith", "outdatedReason", "outdatedCommit", "outdatedAt", "archivedAt", "archivedReason", "resurrectedAt", "resurrectedBy", "deletedAt", "deletedFrom", "restoredAt", "promotedAt", "editedAt"];
export declare function isStatus(value: unknown): value is Status;
export declare function isScope(value: unknown): value is Scope;
export declare function isImpact(value: unknown): value is Impact;
export declare const IMPACT_RANK: Record<Impact, number>;
