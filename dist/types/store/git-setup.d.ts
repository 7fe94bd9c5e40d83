import type { StorePaths } from './paths.js';
export declare const CASES_DRIVER = "discoveries-cases";
export declare const COUNTERS_DRIVER = "discoveries-counters";
export declare const VIEW_DRIVER = "discoveries-view";
/** The `.gitattributes` lines, relative to the project root (where the file lives). */
export declare function attributeLines(paths: StorePaths): string[];
export interface MergeDriverStatus {
    attributes: boolean;
    config: boolean;
}
export declare function mergeDriverStatus(paths: StorePaths, env?: NodeJS.ProcessEnv): Promise<MergeDriverStatus>;
/**
 * Adds the attribute lines that are missing and points the local git config at
 * `command` (how to run this CLI from the repository's top level). Returns what changed.
 */
export declare function installMergeDriver(paths: StorePaths, command: string, env?: NodeJS.ProcessEnv): Promise<string[]>;
/** Removes the local git config entries (the attribute lines are left to `uninstall`). */
export declare function removeMergeDriverConfig(paths: StorePaths, env?: NodeJS.ProcessEnv): Promise<void>;
/**
 * How git should run this CLI from the top level: `node <path to discoveries.js>`,
 * relative when the CLI lives inside the repository (node_modules, or this repo's dist).
 */
export declare function cliCommand(gitRoot: string, cliEntry: string | null): string;
