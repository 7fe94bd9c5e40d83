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
export declare const AXIOM_DIALECT: StoreDialect;
export declare const SWARM_DIALECT: StoreDialect;
/** Record key order for writes: the dialect's marker field takes `type`'s place. */
export declare function recordKeyOrder(dialect: StoreDialect, base: readonly string[]): string[];
export declare function metadataKeyOrder(dialect: StoreDialect, base: readonly string[]): string[];
/** Whether a parsed record is one of this store's learnings (not a task, a green, …). */
export declare function isLearningRecord<T extends {
    [key: string]: unknown;
}>(value: T | null | undefined, dialect: StoreDialect): value is T;
