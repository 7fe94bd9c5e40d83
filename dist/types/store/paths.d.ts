import { type StoreDialect } from './dialect.js';
export interface StorePaths {
    /** Project root: every relative path in the store and its config resolves against it. */
    root: string;
    /** `.axiom` */
    dir: string;
    cases: string;
    counters: string;
    config: string;
    lock: string;
    globalView: string;
    agentsDir: string;
    /** Which vocabulary the store speaks (AXIOM discoveries or swarm ideas). */
    dialect: StoreDialect;
}
export declare const DEFAULT_STORE = ".axiom/cases.jsonl";
export interface PathOverrides {
    /** Case file, relative to root (default `.axiom/cases.jsonl`). */
    store?: string;
    /** Global view, relative to root (default `<store folder>/discoveries.md`). */
    globalView?: string;
    /** Agent views folder, relative to root (default `<store folder>/agents`). */
    agentsDir?: string;
}
export declare function storePaths(root: string, overrides?: PathOverrides, dialect?: StoreDialect): StorePaths;
/** The project's own store as the sources take it (`loadSources`' `store`): its folder and its case file, relative and in `/` form. */
export declare function projectStoreRef(paths: StorePaths): {
    projectRoot: string;
    path: string;
};
/** Resolves a configured path, refusing anything that would land outside the project. */
export declare function insideRoot(root: string, path: string, what: string): string;
/** Repository-relative, forward slashes: how paths appear in messages and JSON. */
export declare function displayPath(paths: StorePaths, absolute: string): string;
/**
 * The project a command runs on: the nearest folder from `cwd` up to the git root
 * that has a store folder; otherwise the nearest with a package.json (a package
 * in a subfolder of the repository keeps its store beside it); otherwise the git
 * root; otherwise `cwd`.
 */
export declare function findProjectRoot(cwd: string, gitRoot: string | null, storeDir?: string): string;
