// `.axiom/config.yml`: read with `yaml`, checked against the schema below, every
// problem reported as `file:line: what (fix: …)`. A missing file means defaults.

import { readFileSync } from 'node:fs';
import type * as Yaml from 'yaml';
import { UserError } from './errors.js';
import { writeFileAtomic } from './store/atomic.js';
import { DEFAULT_OUTDATED_OPTIONS, resolveOutdatedOptions, type OutdatedOptions } from './outdated/options.js';
import type { Policy } from './plan/types.js';

type Spec =
  | { kind: 'enum'; values: readonly string[]; default: string; doc: string }
  | { kind: 'boolean'; default: boolean; doc: string }
  | { kind: 'integer'; min: number; max?: number; default: number; doc: string }
  | { kind: 'number'; min: number; max: number; default: number; doc: string }
  | { kind: 'string'; default: string; doc: string }
  | { kind: 'strings'; default: readonly string[]; doc: string }
  | { kind: 'object'; fields: Record<string, Spec>; doc: string };



export const CONFIG_SCHEMA = {
  kind: 'object',
  doc: 'discovery-curator configuration',
  fields: {
    store: {
      kind: 'object',
      doc: 'The AXIOM discovery store',
      fields: {
        path: { kind: 'string', default: '.axiom/cases.jsonl', doc: 'Case file, relative to the repository root' },
        onMalformed: {
          kind: 'enum',
          values: ['refuse', 'keep'],
          default: 'refuse',
          doc: 'A line that is not valid JSON: refuse to write until it is fixed, or keep it verbatim and write the rest',
        },
      },
    },
    views: {
      kind: 'object',
      doc: 'Generated Markdown views',
      fields: {
        global: { kind: 'string', default: '', doc: "Global view (default: discoveries.md beside the store)" },
        agentsDir: { kind: 'string', default: '', doc: "Folder for per-agent views (default: agents/ beside the store)" },
      },
    },
    lifecycle: {
      kind: 'object',
      doc: 'Status changes over time',
      fields: {
        autoArchiveDays: {
          kind: 'integer',
          min: 0,
          default: 7,
          doc: 'Outdated discoveries unreviewed this many days are archived by `discoveries check` (0 turns it off)',
        },
      },
    },
    check: {
      kind: 'object',
      doc: 'Outdated detection',
      fields: {
        policy: {
          kind: 'enum',
          values: ['graded', 'strict'],
          default: 'graded',
          doc: "graded: only strong evidence flips a discovery; strict: the seed's rule, any commit touching a mentioned file flips it",
        },
        hubFiles: {
          kind: 'strings',
          default: DEFAULT_OUTDATED_OPTIONS.hubFiles,
          doc: 'Files (globs; a name without / matches in any folder) so many commits touch that a change to them is never evidence on its own',
        },
        rewrittenThreshold: {
          kind: 'number',
          min: 0.01,
          max: 1,
          default: DEFAULT_OUTDATED_OPTIONS.rewrittenThreshold,
          doc: "Share of a mentioned file's lines (as the discovery knew it) that must be gone for it to count as rewritten",
        },
      },
    },
    contradictions: {
      kind: 'object',
      doc: 'Contradiction detection',
      fields: {
        enabled: { kind: 'boolean', default: true, doc: 'Check new discoveries against older ones' },
        method: {
          kind: 'enum',
          values: ['rules', 'seed'],
          default: 'rules',
          doc: "rules: typed checks (polarity, modality, values, substitution, antonyms); seed: the seed's rule, same topic and words less than 70% alike is a contradiction",
        },
      },
    },
    hooks: {
      kind: 'object',
      doc: 'Local git hooks',
      fields: {
        stagePending: {
          kind: 'boolean',
          default: false,
          doc: 'Apply pending findings and stage the store in the next commit (pre-commit)',
        },
      },
    },
    sources: {
      kind: 'object',
      doc: 'Where learnings are read from: stores and agent files (discoveries sources)',
      fields: {
        include: {
          kind: 'strings',
          default: [],
          doc: 'More files, folders or globs to read, relative to the repository root: agent files, prompt point files, a genome folder, a swarm store',
        },
        exclude: {
          kind: 'strings',
          default: [],
          doc: 'Globs of sources not to read, matched against repository-relative paths (e.g. "docs/**", "**/*.mdc")',
        },
        home: { kind: 'boolean', default: true, doc: "Also list the user's skills in ~/.claude/skills and ~/.agents/skills" },
        cacheTtlMinutes: {
          kind: 'integer',
          min: 0,
          default: 30,
          doc: "Reuse the list of sources found for this long (the git index changing ends it sooner); 0 scans every time",
        },
      },
    },
  },
} as const satisfies Spec;

export interface Config {
  store: { path: string; onMalformed: 'refuse' | 'keep' };
  views: { global: string; agentsDir: string };
  lifecycle: { autoArchiveDays: number };
  check: { policy: 'graded' | 'strict'; hubFiles: string[]; rewrittenThreshold: number };
  contradictions: { enabled: boolean; method: 'rules' | 'seed' };
  hooks: { stagePending: boolean };
  sources: { include: string[]; exclude: string[]; home: boolean; cacheTtlMinutes: number };
}

/** What `check` runs with: the config's outdated-detection settings, with a policy given on the command line or as an Action input winning. */
export function outdatedOptions(config: Config, policy?: Policy): OutdatedOptions {
  return resolveOutdatedOptions({
    policy: policy ?? config.check.policy,
    hubFiles: config.check.hubFiles,
    rewrittenThreshold: config.check.rewrittenThreshold,
    archiveAfterDays: config.lifecycle.autoArchiveDays,
  });
}

export function defaultConfig(): Config {
  return defaultsOf(CONFIG_SCHEMA) as Config;
}

function defaultsOf(spec: Spec): unknown {
  if (spec.kind === 'object') {
    return Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, defaultsOf(field)]));
  }
  return spec.kind === 'strings' ? [...spec.default] : spec.default;
}

/**
 * Reads and validates the config file; a missing file gives the defaults.
 * `cacheFile` (the hooks': in the git dir) keeps the last valid text with its
 * config, so an unchanged file is not parsed again: loading the YAML parser and
 * parsing a cold config costs a hook ~25 ms. The cache holds the text itself and
 * the defaults it was read against, so any change to either reads the file anew.
 */
export async function loadConfig(path: string, displayPath = path, options: { cacheFile?: string } = {}): Promise<Config> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return defaultConfig();
    throw error;
  }
  const defaults = JSON.stringify(defaultConfig());
  if (options.cacheFile) {
    const cached = readConfigCache(options.cacheFile, text, defaults);
    if (cached) return cached;
  }
  const problems = await validateConfigText(text, displayPath);
  if (problems.errors.length > 0) throw problems.errors[0]!;
  if (options.cacheFile) writeConfigCache(options.cacheFile, { version: CONFIG_CACHE_VERSION, defaults, text, config: problems.config });
  return problems.config;
}

const CONFIG_CACHE_VERSION = 1;

interface ConfigCache {
  version: number;
  defaults: string;
  text: string;
  config: Config;
}

function readConfigCache(file: string, text: string, defaults: string): Config | null {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as Partial<ConfigCache> | null;
    if (cache?.version !== CONFIG_CACHE_VERSION || cache.text !== text || cache.defaults !== defaults || typeof cache.config !== 'object' || cache.config === null) return null;
    return cache.config;
  } catch {
    return null; // none yet, or unreadable: the file is parsed
  }
}

function writeConfigCache(file: string, cache: ConfigCache): void {
  try {
    writeFileAtomic(file, `${JSON.stringify(cache)}\n`, { durable: false });
  } catch {
    // A cache that can't be written only costs a parse next time.
  }
}

export interface ConfigCheck {
  config: Config;
  errors: UserError[];
}

/** Every problem in a config text, plus the config with defaults where the text is wrong. */
export async function validateConfigText(text: string, displayPath: string): Promise<ConfigCheck> {
  const { parseDocument, LineCounter, isMap, isScalar, isSeq } = await loadYaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors: UserError[] = [];
  const lineOf = (node: unknown): number | undefined => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? lineCounter.linePos(range[0]).line : undefined;
  };
  for (const error of doc.errors) {
    errors.push(
      new UserError(`invalid YAML: ${error.message.split('\n')[0]}`, {
        file: displayPath,
        line: error.linePos?.[0]?.line ?? lineCounter.linePos(error.pos[0]).line,
        fix: 'correct the YAML syntax',
      }),
    );
  }
  const config = defaultConfig() as unknown as Record<string, unknown>;
  if (errors.length > 0) return { config: config as unknown as Config, errors };

  const walk = (spec: Spec, node: unknown, target: Record<string, unknown>, key: string, path: string): void => {
    if (spec.kind === 'object') {
      if (node === null || node === undefined || (isScalar(node) && node.value === null)) return;
      if (!isMap(node)) {
        errors.push(new UserError(`${path || 'the config'} must be a mapping of keys`, { file: displayPath, line: lineOf(node), fix: `see 'discoveries init --print-config'` }));
        return;
      }
      const sub = path === '' ? target : (target[key] as Record<string, unknown>);
      for (const pair of node.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const field = spec.fields[name];
        const fieldPath = path ? `${path}.${name}` : name;
        if (!field) {
          const known = Object.keys(spec.fields);
          const guess = known.find((k) => k.toLowerCase() === name.toLowerCase() || similar(k, name));
          errors.push(
            new UserError(`unknown key '${fieldPath}'`, {
              file: displayPath,
              line: lineOf(pair.key),
              fix: guess ? `did you mean '${path ? `${path}.` : ''}${guess}'?` : `known keys here: ${known.join(', ')}`,
            }),
          );
          continue;
        }
        walk(field, pair.value, sub, name, fieldPath);
      }
      return;
    }
    const value: unknown = isScalar(node) ? node.value : isSeq(node) ? node.toJSON() : isMap(node) ? node.toJSON() : node;
    const fail = (expected: string) =>
      errors.push(new UserError(`${path} must be ${expected} (got ${JSON.stringify(value)})`, { file: displayPath, line: lineOf(node), fix: `set ${path} to ${expected}` }));
    switch (spec.kind) {
      case 'enum':
        if (typeof value === 'string' && spec.values.includes(value)) target[key] = value;
        else fail(`one of ${spec.values.join(', ')}`);
        break;
      case 'boolean':
        if (typeof value === 'boolean') target[key] = value;
        else fail('true or false');
        break;
      case 'integer':
        if (typeof value === 'number' && Number.isInteger(value) && value >= spec.min && (spec.max === undefined || value <= spec.max)) target[key] = value;
        else fail(`a whole number ≥ ${spec.min}${spec.max !== undefined ? ` and ≤ ${spec.max}` : ''}`);
        break;
      case 'number':
        if (typeof value === 'number' && value >= spec.min && value <= spec.max) target[key] = value;
        else fail(`a number from ${spec.min} to ${spec.max}`);
        break;
      case 'string':
        if (typeof value === 'string') target[key] = value;
        else fail('a string');
        break;
      case 'strings':
        // Lenient: a single string where a list is expected becomes a one-item list.
        if (typeof value === 'string') target[key] = [value];
        else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) target[key] = value;
        else fail('a list of strings');
        break;
    }
  };
  walk(CONFIG_SCHEMA, doc.contents, config, '', '');
  return { config: config as unknown as Config, errors };
}

type YamlModule = typeof Yaml;

/** `yaml` is CommonJS: bundled and imported lazily it arrives as a default export. */
export async function loadYaml(): Promise<YamlModule> {
  const mod = (await import('yaml')) as YamlModule & { default?: YamlModule };
  return mod.default && typeof mod.default.parseDocument === 'function' ? mod.default : mod;
}

function similar(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let same = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) same++;
  return same >= Math.min(a.length, b.length) - 2;
}

/** The commented config `discoveries init` writes: every key, its default and what it does. */
export function defaultConfigText(): string {
  const lines: string[] = ['# discovery-curator configuration. Every key is optional; the values shown are the defaults.', ''];
  const emit = (spec: Spec, name: string, indent: string): void => {
    if (spec.kind === 'object') {
      if (name) {
        lines.push(`${indent}# ${spec.doc}`);
        lines.push(`${indent}${name}:`);
      }
      for (const [key, field] of Object.entries(spec.fields)) emit(field, key, name ? `${indent}  ` : indent);
      if (name && indent === '') lines.push('');
      return;
    }
    lines.push(`${indent}# ${spec.doc}`);
    if (spec.kind === 'strings' && spec.default.length === 0) {
      lines.push(`${indent}${name}: []`);
    } else if (spec.kind === 'strings') {
      lines.push(`${indent}${name}:`);
      for (const item of spec.default) lines.push(`${indent}  - ${JSON.stringify(item)}`);
    } else if (spec.kind === 'string') {
      lines.push(`${indent}${name}: ${JSON.stringify(spec.default)}`);
    } else {
      lines.push(`${indent}${name}: ${String(spec.default)}`);
    }
  };
  emit(CONFIG_SCHEMA, '', '');
  return `${lines.join('\n').trimEnd()}\n`;
}
