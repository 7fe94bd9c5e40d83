import type { Config } from '../config.js';
import { type Discovery, type Impact, type Scope } from '../model/discovery.js';
import { type StoreDialect } from './dialect.js';
import { type StorePaths } from './paths.js';
export interface StoreProblem {
    file: string;
    line: number | null;
    message: string;
    fix: string;
    /** Errors stop writes; warnings are reported and worked around. */
    severity: 'error' | 'warning';
}
export declare function formatProblem(problem: StoreProblem): string;
/** sha256 of the lower-cased, trimmed content: seed 001's deduplication key. */
export declare function contentHash(content: string): string;
export interface NewDiscovery {
    content: string;
    scope: Scope;
    taskId: string | null;
    agentId: string | null;
    impact: Impact;
    category: string;
    commit: string | null;
    now: Date;
}
export declare class DiscoveryStore {
    readonly paths: StorePaths;
    readonly config: Config;
    private readonly entries;
    private readonly byId;
    private readonly byHash;
    private readonly problemList;
    private countersValue;
    private countersDirty;
    private structureChanged;
    private readonly eol;
    readonly file: string;
    readonly dialect: StoreDialect;
    private constructor();
    /** Reads the store as it is on disk now. A missing file is an empty store. */
    static read(paths: StorePaths, config: Config): DiscoveryStore;
    /** Reads a store from text (the merge driver and tests use this). */
    static fromText(paths: StorePaths, config: Config, text: string, countersText?: string | null): DiscoveryStore;
    get exists(): boolean;
    get problems(): readonly StoreProblem[];
    /** Problems that make writing unsafe. */
    blockingProblems(): StoreProblem[];
    /** Throws the first blocking problem as a one-line error. */
    assertWritable(): void;
    /** Every readable discovery, in file order. */
    discoveries(): Discovery[];
    get(id: string): Discovery | undefined;
    /** The discovery, or a one-line error naming the store. */
    require(id: string): Discovery;
    private lines;
    /** 1-based line of a discovery in the file as read (null for one added since). */
    lineOf(id: string): number | null;
    /** The existing discovery with the same normalised content, if any. */
    findDuplicate(content: string): Discovery | undefined;
    /** Creates a discovery with the next id from the counter. */
    create(input: NewDiscovery): Discovery;
    /** Records that a discovery object was changed in place, so it is written. */
    markChanged(discovery: Discovery): void;
    /** Counts a duplicate that was not stored (seed metric "Duplicates prevented"). */
    countDuplicatePrevented(count?: number): void;
    get duplicatesPrevented(): number;
    get changed(): boolean;
    /** The case file as it would be written now: sorted by id, untouched lines byte-identical. */
    serialize(): string;
    serializeCounters(): string;
    /** Writes what changed: counters first (ids are never reused, even after a crash), then cases, then views. */
    save(): void;
    /** The next discovery number: past the counter and past every id already in the file. */
    private nextDiscoveryNumber;
    private readCounters;
    private asDiscovery;
    private index;
    /** Checks one discovery record; fills defaults (in memory only) where the seed's fields are missing. */
    private checkDiscovery;
}
export interface UpdateOptions {
    /** Wait this long for another process's lock. */
    lockTimeoutMs?: number;
}
/**
 * Reads the store under its lock, lets `change` modify it, and writes the result
 * (store, counters, views) if anything changed. Refuses a store with blocking problems.
 */
export declare function updateStore<T>(paths: StorePaths, config: Config, change: (store: DiscoveryStore) => T | Promise<T>, options?: UpdateOptions): Promise<T>;
