import { type Learning, type SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { type KeepOutcome, type KeepRequest, type RenderedView, type Source, type SourceApplyContext, type SourceApplyOutcome, type SourceInfo, type SourceNote } from './source.js';
export declare const MEMORIES_FILE = "memories/memories.jsonl";
/** Whether a folder holds a genome (its memories file is what matters to us). */
export declare function isGenomeDir(dir: string): boolean;
/** git's per-repository variables (set inside hooks) would point genome commands at the code repository. */
export declare function genomeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export interface GenomeRepo {
    /** The genome's own work tree (null: the folder is not a git repository of its own). */
    root: string | null;
    gitDir: string | null;
}
export declare class GenomeSource implements Source {
    readonly info: SourceInfo;
    private readonly repo;
    private readonly memories;
    private readonly committedAt;
    private readonly agents;
    private readonly rules;
    readonly ref: SourceRef;
    readonly warnings: string[];
    private constructor();
    /** `info.absolute` is the genome folder. */
    static load(info: SourceInfo, env: NodeJS.ProcessEnv): Promise<GenomeSource>;
    learnings(): Learning[];
    ownChanges(): PlanChange[];
    notes(): SourceNote[];
    summary(): string;
    /** Seed 003's renderMemories and renderRoutingHints: what recall injects into a plan. Outdated memories are left out. */
    render(): RenderedView[];
    /**
     * Each kept memory is one commit, `genome: keep memory <id>`: validated,
     * re-anchored at the code commit, and (against a contradiction) the pair in
     * `compatible_with` with the detector's `conflicts_with` links dropped on both
     * sides when both are memories here. Links of memories to a learning kept
     * elsewhere are dropped in one commit as well.
     */
    keep(requests: readonly KeepRequest[], context: SourceApplyContext): Promise<KeepOutcome>;
    /**
     * Runs `change` under the genome lock on a clean memories file. `commit` writes
     * the edited lines atomically and commits them as one genome commit; a commit
     * that fails puts the file back and says why.
     */
    private mutate;
    apply(changes: readonly PlanChange[], context: SourceApplyContext): Promise<SourceApplyOutcome>;
}
