// The discovery record as seed 001 stores it in `.axiom/cases.jsonl`, plus the
// fields later features add. Unknown fields are allowed everywhere: a record is
// a JSON object we only partly understand, and what we don't understand is kept.

export const STATUSES = ['active', 'outdated', 'archived', 'deleted'] as const;
export type Status = (typeof STATUSES)[number];

export const SCOPES = ['local', 'global'] as const;
export type Scope = (typeof SCOPES)[number];

export const IMPACTS = ['low', 'medium', 'high', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];

/** Seed 001's category table, plus the two its view algorithm classifies into. */
export const CATEGORIES = [
  'Architecture',
  'Conventions',
  'Testing',
  'Errors',
  'API',
  'Dependencies',
  'Database',
  'Frontend',
] as const;
export type Category = (typeof CATEGORIES)[number];

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

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
export const RECORD_KEY_ORDER = ['id', 'type', 'status', 'content', 'parentId', 'createdAt', 'updatedAt', 'metadata'] as const;

export const METADATA_KEY_ORDER = [
  'scope',
  'sourceTaskId',
  'sourceAgentId',
  'impact',
  'category',
  'validated',
  'validatedAt',
  'appliedTo',
  'supersededBy',
  'anchorCommit',
  'conflictsWith',
  'compatibleWith',
  'outdatedReason',
  'outdatedCommit',
  'outdatedAt',
  'archivedAt',
  'archivedReason',
  'resurrectedAt',
  'resurrectedBy',
  'deletedAt',
  'deletedFrom',
  'restoredAt',
  'promotedAt',
  'editedAt',
] as const;

export function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}

export function isImpact(value: unknown): value is Impact {
  return typeof value === 'string' && (IMPACTS as readonly string[]).includes(value);
}

export const IMPACT_RANK: Record<Impact, number> = { low: 0, medium: 1, high: 2, critical: 3 };
