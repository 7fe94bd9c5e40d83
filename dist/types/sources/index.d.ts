import type { Config } from '../config.js';
import type { Learning } from '../model/learning.js';
import type { PlanChange, ReviewPlan } from '../plan/types.js';
import type { RecordReader } from '../store/record-index.js';
import { type Discovery, type KnownLayout } from './discover.js';
import type { KeepOutcome, KeepRequest, Source, SourceApplyContext, SourceApplyOutcome } from './source.js';
export type { Source, SourceInfo, SourceApplyContext, SourceApplyOutcome, RenderedView, SourceNote, RewriteProposal, AppliedChange, KeepRequest, KeepOutcome } from './source.js';
export type { Discovery, Candidate } from './discover.js';
export interface LoadSourcesInput {
    cwd: string;
    env: NodeJS.ProcessEnv;
    now: Date;
    config: Config;
    rescan?: boolean;
    /**
     * The discovery store a command works on (its project folder and case file,
     * relative to it): always a source, with the config's view paths, even where
     * discovery would not look (a project folder between cwd and the git root, --store).
     */
    store?: {
        projectRoot: string;
        path: string;
    };
    /**
     * Keys of the only learnings the caller needs (a hook checking commits that
     * changed no learning source needs those whose mentions the commits touched).
     * Discovery stores then read just those records; `learnings()` gives those
     * only. Sources loaded so are for checking, not for listing or rendering.
     */
    needed?: ReadonlySet<string>;
    /**
     * With `needed`: reads those records of a store file without reading the whole
     * file, when it can (the hooks' record index, src/store/record-index.ts); null: it cannot.
     */
    readRecords?: RecordReader;
    /** Where the repository is, when the caller already asked git (see DiscoverInput.gitLayout). */
    gitLayout?: KnownLayout;
    /** The discovery, started by the caller with this same input (a hook starts it while git answers other questions). */
    discovered?: Promise<Discovery>;
}
export interface LoadedSources {
    discovery: Discovery;
    sources: Source[];
    /** Discovery warnings, then each source's, in source order. */
    warnings: string[];
    /** Sources that could not be read at all: path and why. */
    failed: Array<{
        path: string;
        reason: string;
    }>;
}
/** Finds and reads every source. A source that can't be read is reported and left out; the rest still load. */
export declare function loadSources(input: LoadSourcesInput): Promise<LoadedSources>;
/** The learnings the checkers look at: every source in the repository (home skills are listed, not checked). */
export declare function checkableLearnings(sources: readonly Source[]): Learning[];
/** Changes sources propose themselves (a done Green's yellows), for the plan. */
export declare function sourceChanges(sources: readonly Source[]): PlanChange[];
/** Hands every source its share of the plan. One source failing does not stop the others; its error is its outcome. */
export declare function applyPlanToSources(sources: readonly Source[], plan: Pick<ReviewPlan, 'changes'>, context: SourceApplyContext): Promise<Array<SourceApplyOutcome & {
    error?: string;
}>>;
/**
 * Hands every source the learnings a reviewer kept: each records its own in its
 * format and drops its links to the others. One source failing does not stop the others.
 */
export declare function keepInSources(sources: readonly Source[], requests: readonly KeepRequest[], context: SourceApplyContext): Promise<Array<KeepOutcome & {
    error?: string;
}>>;
