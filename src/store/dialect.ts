// The AXIOM store (seed 001) and the swarm idea store (seed 000) are one design
// with two vocabularies: discoveries of type "discovery" under tasks, or ideas of
// color "yellow" under greens. A dialect names the differences; everything else
// (ids, lifecycle, views, merge, doctor) is shared.

export interface StoreDialect {
  kind: 'axiom' | 'swarm';
  /** The field and value that mark a record as a learning. */
  recordField: 'type' | 'color';
  recordValue: 'discovery' | 'yellow';
  idPrefix: string;
  /** Metadata field naming the parent (task / green). */
  parentField: 'sourceTaskId' | 'sourceGreenId';
  /** Key in metrics/counters.json, or null when the store keeps no counter file. */
  counterKey: string | null;
  singular: string;
  plural: string;
  /** File name of the views: `<store dir>/<viewFile>` and `<agents dir>/<persona>/<viewFile>`. */
  viewFile: string;
  /** archivedReason when the parent finishes. */
  completedReason: 'parent_task_completed' | 'parent_green_completed';
}

export const AXIOM_DIALECT: StoreDialect = {
  kind: 'axiom',
  recordField: 'type',
  recordValue: 'discovery',
  idPrefix: 'disc',
  parentField: 'sourceTaskId',
  counterKey: 'discovery',
  singular: 'Discovery',
  plural: 'Discoveries',
  viewFile: 'discoveries.md',
  completedReason: 'parent_task_completed',
};

export const SWARM_DIALECT: StoreDialect = {
  kind: 'swarm',
  recordField: 'color',
  recordValue: 'yellow',
  idPrefix: 'idea',
  parentField: 'sourceGreenId',
  counterKey: null,
  singular: 'Learning',
  plural: 'Learnings',
  viewFile: 'learnings.md',
  completedReason: 'parent_green_completed',
};

/** Record key order for writes: the dialect's marker field takes `type`'s place. */
export function recordKeyOrder(dialect: StoreDialect, base: readonly string[]): string[] {
  return base.map((k) => (k === 'type' ? dialect.recordField : k));
}

export function metadataKeyOrder(dialect: StoreDialect, base: readonly string[]): string[] {
  return base.map((k) => (k === 'sourceTaskId' ? dialect.parentField : k));
}

/** Whether a parsed record is one of this store's learnings (not a task, a green, …). */
export function isLearningRecord<T extends { [key: string]: unknown }>(value: T | null | undefined, dialect: StoreDialect): value is T {
  return !!value && value[dialect.recordField] === dialect.recordValue;
}
