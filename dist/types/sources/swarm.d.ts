import type { Config } from '../config.js';
import type { Learning, SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { type StoreDialect } from '../store/dialect.js';
import type { RecordReader } from '../store/record-index.js';
import { type PathOverrides, type StorePaths } from '../store/paths.js';
import { type KeepOutcome, type KeepRequest, type RenderedView, type Source, type SourceApplyContext, type SourceApplyOutcome, type SourceInfo, type SourceNote } from './source.js';
export interface DialectStoreOptions {
    /** The repository root every source path is relative to. */
    repoRoot: string;
    /** The folder holding the store folder (`.swarm`, `.axiom`): its paths resolve against it. */
    projectRoot: string;
    /** The case file, relative to projectRoot. */
    store: string;
    dialect: StoreDialect;
    config: Config;
    /** The project's configured view paths (views.global, views.agentsDir), for the store the config belongs to. */
    views?: Pick<PathOverrides, 'globalView' | 'agentsDir'>;
    /** Only these learnings (keys) are needed: only their records are read (see LoadSourcesInput.needed). */
    needed?: ReadonlySet<string>;
    /** Reads the needed records without reading the whole file, when it can (see LoadSourcesInput.readRecords). */
    readRecords?: RecordReader;
}
export declare class DialectStoreSource implements Source {
    readonly info: SourceInfo;
    private readonly options;
    readonly ref: SourceRef;
    readonly warnings: string[];
    readonly paths: StorePaths;
    private readonly store;
    private readonly baseDir;
    /** Ids of the only learnings read (null: all of them). */
    private readonly wanted;
    /** Status of every parent record (greens, tasks) by id. */
    private readonly parents;
    constructor(info: SourceInfo, options: DialectStoreOptions);
    get dialect(): StoreDialect;
    learnings(): Learning[];
    /** Seed 000: when a Green is done, its active Yellow children are archived. */
    ownChanges(): PlanChange[];
    notes(): SourceNote[];
    summary(): string;
    render(): RenderedView[];
    /** As `validate --compatible-with` does in the project's own store (the same store code, for either dialect). */
    keep(requests: readonly KeepRequest[], context: SourceApplyContext): Promise<KeepOutcome>;
    apply(changes: readonly PlanChange[], context: SourceApplyContext): Promise<SourceApplyOutcome>;
    /** The store and the views rendered from it again: the files a keep or an apply wrote. */
    private listWritten;
}
