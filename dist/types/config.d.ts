import type * as Yaml from 'yaml';
import { UserError } from './errors.js';
import { type OutdatedOptions } from './outdated/options.js';
import type { Policy } from './plan/types.js';
export declare const CONFIG_SCHEMA: {
    readonly kind: "object";
    readonly doc: "discovery-curator configuration";
    readonly fields: {
        readonly store: {
            readonly kind: "object";
            readonly doc: "The AXIOM discovery store";
            readonly fields: {
                readonly path: {
                    readonly kind: "string";
                    readonly default: ".axiom/cases.jsonl";
                    readonly doc: "Case file, relative to the repository root";
                };
                readonly onMalformed: {
                    readonly kind: "enum";
                    readonly values: readonly ["refuse", "keep"];
                    readonly default: "refuse";
                    readonly doc: "A line that is not valid JSON: refuse to write until it is fixed, or keep it verbatim and write the rest";
                };
            };
        };
        readonly views: {
            readonly kind: "object";
            readonly doc: "Generated Markdown views";
            readonly fields: {
                readonly global: {
                    readonly kind: "string";
                    readonly default: "";
                    readonly doc: "Global view (default: discoveries.md beside the store)";
                };
                readonly agentsDir: {
                    readonly kind: "string";
                    readonly default: "";
                    readonly doc: "Folder for per-agent views (default: agents/ beside the store)";
                };
            };
        };
        readonly lifecycle: {
            readonly kind: "object";
            readonly doc: "Status changes over time";
            readonly fields: {
                readonly autoArchiveDays: {
                    readonly kind: "integer";
                    readonly min: 0;
                    readonly default: 7;
                    readonly doc: "Outdated discoveries unreviewed this many days are archived by `discoveries check` (0 turns it off)";
                };
            };
        };
        readonly check: {
            readonly kind: "object";
            readonly doc: "Outdated detection";
            readonly fields: {
                readonly policy: {
                    readonly kind: "enum";
                    readonly values: readonly ["graded", "strict"];
                    readonly default: "graded";
                    readonly doc: "graded: only strong evidence flips a discovery; strict: the seed's rule, any commit touching a mentioned file flips it";
                };
                readonly hubFiles: {
                    readonly kind: "strings";
                    readonly default: string[];
                    readonly doc: "Files (globs; a name without / matches in any folder) so many commits touch that a change to them is never evidence on its own";
                };
                readonly rewrittenThreshold: {
                    readonly kind: "number";
                    readonly min: 0.01;
                    readonly max: 1;
                    readonly default: number;
                    readonly doc: "Share of a mentioned file's lines (as the discovery knew it) that must be gone for it to count as rewritten";
                };
            };
        };
        readonly contradictions: {
            readonly kind: "object";
            readonly doc: "Contradiction detection";
            readonly fields: {
                readonly enabled: {
                    readonly kind: "boolean";
                    readonly default: true;
                    readonly doc: "Check new discoveries against older ones";
                };
                readonly method: {
                    readonly kind: "enum";
                    readonly values: readonly ["rules", "seed"];
                    readonly default: "rules";
                    readonly doc: "rules: typed checks (polarity, modality, values, substitution, antonyms); seed: the seed's rule, same topic and words less than 70% alike is a contradiction";
                };
            };
        };
        readonly hooks: {
            readonly kind: "object";
            readonly doc: "Local git hooks";
            readonly fields: {
                readonly stagePending: {
                    readonly kind: "boolean";
                    readonly default: false;
                    readonly doc: "Apply pending findings and stage the store in the next commit (pre-commit)";
                };
            };
        };
        readonly sources: {
            readonly kind: "object";
            readonly doc: "Where learnings are read from: stores and agent files (discoveries sources)";
            readonly fields: {
                readonly include: {
                    readonly kind: "strings";
                    readonly default: readonly [];
                    readonly doc: "More files, folders or globs to read, relative to the repository root: agent files, prompt point files, a genome folder, a swarm store";
                };
                readonly exclude: {
                    readonly kind: "strings";
                    readonly default: readonly [];
                    readonly doc: "Globs of sources not to read, matched against repository-relative paths (e.g. \"docs/**\", \"**/*.mdc\")";
                };
                readonly home: {
                    readonly kind: "boolean";
                    readonly default: true;
                    readonly doc: "Also list the user's skills in ~/.claude/skills and ~/.agents/skills";
                };
                readonly cacheTtlMinutes: {
                    readonly kind: "integer";
                    readonly min: 0;
                    readonly default: 30;
                    readonly doc: "Reuse the list of sources found for this long (the git index changing ends it sooner); 0 scans every time";
                };
            };
        };
    };
};
export interface Config {
    store: {
        path: string;
        onMalformed: 'refuse' | 'keep';
    };
    views: {
        global: string;
        agentsDir: string;
    };
    lifecycle: {
        autoArchiveDays: number;
    };
    check: {
        policy: 'graded' | 'strict';
        hubFiles: string[];
        rewrittenThreshold: number;
    };
    contradictions: {
        enabled: boolean;
        method: 'rules' | 'seed';
    };
    hooks: {
        stagePending: boolean;
    };
    sources: {
        include: string[];
        exclude: string[];
        home: boolean;
        cacheTtlMinutes: number;
    };
}
/** What `check` runs with: the config's outdated-detection settings, with a policy given on the command line or as an Action input winning. */
export declare function outdatedOptions(config: Config, policy?: Policy): OutdatedOptions;
export declare function defaultConfig(): Config;
/**
 * Reads and validates the config file; a missing file gives the defaults.
 * `cacheFile` (the hooks': in the git dir) keeps the last valid text with its
 * config, so an unchanged file is not parsed again: loading the YAML parser and
 * parsing a cold config costs a hook ~25 ms. The cache holds the text itself and
 * the defaults it was read against, so any change to either reads the file anew.
 */
export declare function loadConfig(path: string, displayPath?: string, options?: {
    cacheFile?: string;
}): Promise<Config>;
export interface ConfigCheck {
    config: Config;
    errors: UserError[];
}
/** Every problem in a config text, plus the config with defaults where the text is wrong. */
export declare function validateConfigText(text: string, displayPath: string): Promise<ConfigCheck>;
type YamlModule = typeof Yaml;
/** `yaml` is CommonJS: bundled and imported lazily it arrives as a default export. */
export declare function loadYaml(): Promise<YamlModule>;
/** The commented config `discoveries init` writes: every key, its default and what it does. */
export declare function defaultConfigText(): string;
export {};
