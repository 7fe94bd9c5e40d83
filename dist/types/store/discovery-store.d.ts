import type { Config } from '../config.js';
import { type Discovery, type Impact, type Scope } from '../model/discovery.js';
import { type StoreDialect } from './dialect.js';
import { type JsonlLine } from './jsonl.js';
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
    /** Content hash → first discovery with it, built on first use (a sha256 per record costs more than reading the store). */
    private hashIndex;
    /** Each discovery with its content as read, in file order, for building hashIndex. */
    private readonly asRead;
    private readonly problemList;
    private countersValue;
    private countersDirty;
    private structureChanged;
    private readonly eol;
    readonly file: string;
    readonly dialect: StoreDialect;
    /** Read from some of the file's lines only (see `partial`): never written. */
    readonly partial: boolean;
    private constructor();
    /** Reads the store as it is on disk now. A missing file is an empty store. */
    static read(paths: StorePaths, config: Config): DiscoveryStore;
    /** Reads a store from text (the merge driver and tests use this). */
    static fromText(paths: StorePaths, config: Config, text: string, countersText?: string | null): DiscoveryStore;
    /**
     * The store as far as the records with these ids go, for reading them only:
     * parsing 10,000 lines to look at 5 discoveries costs more than the check. A
     * line is parsed when it holds one of the ids as JSON writes it, or any escape
     * (an id written another way); every line whose record has one of the ids is
     * among those, with its own line number. Others may come along (a line that
     * names the id in another field). A partial store cannot be written. `bytes`:
     * the file as read (only the lines parsed are decoded).
     */
    static partial(paths: StorePaths, config: Config, bytes: Buffer, ids: Iterable<string>): DiscoveryStore;
    /** Like `partial`, from lines the caller read itself (every line holding one of the ids' records, in file order). */
    static fromLines(paths: StorePaths, config: Config, lines: JsonlLine[]): DiscoveryStore;
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
    private byHash;
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
