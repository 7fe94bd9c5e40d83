// `discoveries doctor`: explains everything wrong with a store, and with --fix
// repairs what can be repaired without guessing:
// - git conflict blocks (a merge without the merge driver): both sides merged by id;
// - two records glued on one line: split;
// - the same id on two discoveries: the older keeps it, the other is renumbered,
//   and references from records that arrived with it (same conflict side, or the
//   same commit per git blame) follow it;
// - missing metadata fields: defaults written;
// - a counter behind the highest id: raised;
// - views out of date, merge driver not registered: fixed.
// Lines that are simply not JSON are explained, never dropped.

import { existsSync, readFileSync } from 'node:fs';
import { validateConfigText, type Config } from '../config.js';
import { runGit } from '../git/exec.js';
import type { JsonObject } from '../model/discovery.js';
import { formatId, idNumber } from '../model/ids.js';
import { isLearningRecord } from './dialect.js';
import { renderViews, staleViews, writeViews } from '../views.js';
import { writeFileAtomic } from './atomic.js';
import { DiscoveryStore, formatProblem } from './discovery-store.js';
import { installMergeDriver, mergeDriverStatus } from './git-setup.js';
import { formatJsonl, parseJsonl } from './jsonl.js';
import { withLock } from './lock.js';
import { mergeCaseFiles, mergeCounterFiles, rewriteReferences, serializeRecord, splitConflictSides } from './merge.js';
import { displayPath, type StorePaths } from './paths.js';

export interface DoctorFinding {
  severity: 'error' | 'warning';
  file: string;
  line: number | null;
  message: string;
  fix: string;
  /** `doctor --fix` can repair it. */
  fixable: boolean;
}

export interface DoctorContext {
  paths: StorePaths;
  config: Config;
  /** Repository top level, when in git (merge driver checks need it). */
  gitRoot: string | null;
  env?: NodeJS.ProcessEnv;
  /** How git should run this CLI (for the merge driver); null skips that check. */
  cliCommand: string | null;
}

export function formatFinding(f: DoctorFinding): string {
  return formatProblem({ ...f });
}

const FIXABLE_LINE_ERRORS = [/^git conflict marker/, /^two JSON objects on one line/];

export async function diagnose(context: DoctorContext): Promise<DoctorFinding[]> {
  const { paths } = context;
  const findings: DoctorFinding[] = [];
  const configFile = displayPath(paths, paths.config);
  if (existsSync(paths.config)) {
    const { errors } = await validateConfigText(readFileSync(paths.config, 'utf8'), configFile);
    for (const e of errors) findings.push({ severity: 'error', file: configFile, line: e.line ?? null, message: e.message, fix: e.fix ?? 'correct the config', fixable: false });
  }
  const store = DiscoveryStore.read(paths, context.config);
  for (const p of store.problems) {
    const fixable =
      FIXABLE_LINE_ERRORS.some((re) => re.test(p.message)) ||
      /^duplicate id/.test(p.message) ||
      /has no "metadata"|has no metadata\.scope/.test(p.message) ||
      (p.file.endsWith('counters.json') && /conflict/.test(p.message));
    findings.push({ ...p, fixable });
  }
  const discoveries = store.discoveries();
  const ids = new Set(discoveries.map((d) => d.id));
  for (const d of discoveries) {
    const m = d.metadata;
    const refs: Array<[field: string, ref: unknown]> = [['supersededBy', m.supersededBy]];
    for (const field of ['conflictsWith', 'compatibleWith'] as const) {
      const list: unknown = m[field];
      if (Array.isArray(list)) for (const ref of list) refs.push([field, ref]);
    }
    for (const [field, ref] of refs) {
      // `path#id` names a learning of another source (a genome memory, a prompt point): not this store's to check.
      if (typeof ref === 'string' && ref !== '' && !ids.has(ref) && !ref.includes('#')) {
        findings.push({ severity: 'warning', file: store.file, line: store.lineOf(d.id), message: `${d.id}'s ${field} refers to ${ref}, which is not in the store`, fix: `edit ${d.id}'s metadata, or restore ${ref}`, fixable: false });
      }
    }
  }
  const counter = readCounter(paths);
  const { dialect } = paths;
  const highest = Math.max(0, ...discoveries.map((d) => idNumber(d.id, dialect.idPrefix) ?? 0));
  if (counter !== null && counter < highest) {
    findings.push({ severity: 'warning', file: displayPath(paths, paths.counters), line: null, message: `"${dialect.counterKey}" counter is ${counter} but ${formatId(dialect.idPrefix, highest)} exists`, fix: `raise it to ${highest} (--fix does)`, fixable: true });
  }
  if (store.blockingProblems().length === 0) {
    for (const view of staleViews(paths, renderViews(discoveries, paths))) {
      findings.push({ severity: 'warning', file: displayPath(paths, view), line: null, message: 'view is out of date with the store', fix: "run 'discoveries render'", fixable: true });
    }
  }
  if (context.gitRoot && context.cliCommand !== null && store.exists) {
    const status = await mergeDriverStatus(paths, context.env);
    if (!status.attributes) findings.push({ severity: 'warning', file: '.gitattributes', line: null, message: 'the store has no merge driver attribute; branches that both add discoveries will conflict', fix: "run 'discoveries init'", fixable: true });
    if (!status.config) findings.push({ severity: 'warning', file: '.git/config', line: null, message: 'the merge driver is not configured in this clone', fix: "run 'discoveries init'", fixable: true });
  }
  return findings;
}

function readCounter(paths: StorePaths): number | null {
  const key = paths.dialect.counterKey;
  if (key === null || !existsSync(paths.counters)) return null;
  try {
    const v = (JSON.parse(readFileSync(paths.counters, 'utf8')) as JsonObject)[key];
    return typeof v === 'number' ? v : 0;
  } catch {
    return null;
  }
}

export interface RepairReport {
  repaired: string[];
  remaining: DoctorFinding[];
}

/** Repairs under the store lock, then diagnoses again. */
export async function repair(context: DoctorContext): Promise<RepairReport> {
  const { paths } = context;
  const { dialect } = paths;
  const repaired: string[] = [];
  await withLock(
    paths.lock,
    async () => {
      const file = displayPath(paths, paths.cases);
      let text = existsSync(paths.cases) ? readFileSync(paths.cases, 'utf8') : '';
      const eol = text.includes('\r\n') ? '\r\n' : '\n';
      const origins = new Map<string, string>(); // record line text → where it came from (conflict side)

      // 1. Conflict blocks: merge the two sides by id.
      const sides = splitConflictSides(text);
      if (sides.blocks > 0) {
        for (const line of sides.ours.split('\n')) origins.set(line, 'ours');
        for (const line of sides.theirs.split('\n')) if (!origins.has(line)) origins.set(line, 'theirs');
        const merged = mergeCaseFiles(sides.base, sides.ours, sides.theirs, eol, dialect);
        text = merged.text;
        repaired.push(`${file}: merged ${sides.blocks} conflict block${sides.blocks > 1 ? 's' : ''} by record id`);
        for (const r of merged.renumbered) repaired.push(`${file}: ${r.from} from the other branch is now ${r.to}`);
      }

      // 2. Records glued onto one line.
      const doc = parseJsonl(text);
      const lines: string[] = [];
      let split = false;
      for (const line of doc.lines) {
        if (line.error?.startsWith('two JSON objects')) {
          const parts = splitGlued(line.raw);
          if (parts) {
            lines.push(...parts);
            split = true;
            repaired.push(`${file}:${line.lineNo}: split ${parts.length} records that shared a line`);
            continue;
          }
        }
        lines.push(line.raw);
      }

      // 3. Duplicate ids and missing defaults, on parsed records.
      // Blame line numbers describe the file on disk: only usable when no lines moved above.
      const blame = sides.blocks === 0 && !split ? await blameLines(paths, context) : new Map<number, string>();
      const parsed = parseJsonl(formatJsonl(lines, eol));
      const records = parsed.lines.map((l) => ({ line: l, value: l.value, dirty: false, origin: origins.get(l.raw) ?? blame.get(l.lineNo) ?? null }));
      let highest = Math.max(readCounter(paths) ?? 0, ...records.map((r) => (typeof r.value?.id === 'string' ? (idNumber(r.value.id, dialect.idPrefix) ?? 0) : 0)));
      const byId = new Map<string, typeof records>();
      for (const r of records) {
        if (isLearningRecord(r.value, dialect) && typeof r.value!.id === 'string') {
          const list = byId.get(r.value.id) ?? [];
          list.push(r);
          byId.set(r.value.id, list);
        }
      }
      for (const [id, group] of byId) {
        if (group.length < 2) continue;
        const ordered = [...group].sort((a, b) => String(a.value!.createdAt ?? '').localeCompare(String(b.value!.createdAt ?? '')));
        for (const moved of ordered.slice(1)) {
          highest += 1;
          const to = formatId(dialect.idPrefix, highest);
          moved.value = { ...moved.value!, id: to };
          moved.dirty = true;
          const renames = new Map([[id, to]]);
          const followers = moved.origin ? records.filter((r) => r !== moved && r.origin === moved.origin && r.value) : [];
          for (const r of followers) {
            if (rewriteReferences(r.value!, renames)) r.dirty = true;
          }
          repaired.push(
            `${file}:${moved.line.lineNo}: duplicate ${id} renumbered to ${to}` +
              (moved.origin ? `${followers.some((f) => f.dirty) ? ' (with the references that came with it)' : ''}` : ' (references to it could not be traced; check supersededBy/conflictsWith)'),
          );
        }
      }
      for (const r of records) {
        if (!isLearningRecord(r.value, dialect)) continue;
        if (fillDefaults(r.value!, dialect.parentField)) {
          r.dirty = true;
          repaired.push(`${file}:${r.line.lineNo}: wrote default metadata for ${String(r.value.id)}`);
        }
      }
      const output = formatJsonl(
        records.filter((r) => r.value !== null || r.line.raw.trim() !== '').map((r) => (r.dirty && r.value ? serializeRecord(r.value, dialect) : r.line.raw)),
        eol,
      );
      const before = existsSync(paths.cases) ? readFileSync(paths.cases, 'utf8') : null;
      if (before !== null && output !== before) writeFileAtomic(paths.cases, output);

      // 4. Counters: resolve conflict blocks, then never behind the highest id.
      if (existsSync(paths.counters)) {
        let counters = readFileSync(paths.counters, 'utf8');
        const cs = splitConflictSides(counters);
        if (cs.blocks > 0) {
          counters = mergeCounterFiles(cs.base, cs.ours, cs.theirs);
          repaired.push(`${displayPath(paths, paths.counters)}: merged conflict blocks (counters take the larger value)`);
        }
        try {
          const value = JSON.parse(counters) as JsonObject;
          const key = dialect.counterKey ?? 'discovery';
          const current = typeof value[key] === 'number' ? (value[key] as number) : 0;
          if (current < highest) {
            value[key] = highest;
            counters = `${JSON.stringify(value, null, 2)}\n`;
            repaired.push(`${displayPath(paths, paths.counters)}: discovery counter raised to ${highest}`);
          }
          if (counters !== readFileSync(paths.counters, 'utf8')) writeFileAtomic(paths.counters, counters);
        } catch {
          // Not JSON even after resolving conflicts: reported by diagnose.
        }
      }

      // 5. Views, when the store is now readable.
      const store = DiscoveryStore.read(paths, context.config);
      if (store.blockingProblems().length === 0 && store.exists) {
        for (const v of writeViews(paths, renderViews(store.discoveries(), paths))) repaired.push(`${displayPath(paths, v)}: regenerated`);
      }
    },
    { displayPath: displayPath(paths, paths.lock) },
  );

  // 6. Merge driver registration.
  if (context.gitRoot && context.cliCommand !== null && existsSync(paths.cases)) {
    for (const what of await installMergeDriver(paths, context.cliCommand, context.env)) repaired.push(`${what}: merge driver registered`);
  }
  return { repaired, remaining: await diagnose(context) };
}

/** Splits `{…}{…}` into its objects, or null when the pieces don't each parse. */
function splitGlued(raw: string): string[] | null {
  const parts: string[] = [];
  let rest = raw.trim();
  while (rest.length > 0) {
    let found = false;
    for (let i = rest.indexOf('}'); i !== -1; i = rest.indexOf('}', i + 1)) {
      const candidate = rest.slice(0, i + 1);
      try {
        const v: unknown = JSON.parse(candidate);
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          parts.push(candidate);
          rest = rest.slice(i + 1).trim();
          found = true;
          break;
        }
      } catch {
        // keep looking
      }
    }
    if (!found) return null;
  }
  return parts.length > 1 ? parts : null;
}

function fillDefaults(record: JsonObject, parentField: string): boolean {
  let changed = false;
  if (record.metadata === undefined || record.metadata === null) {
    record.metadata = {};
    changed = true;
  }
  const m = record.metadata;
  if (typeof m !== 'object' || Array.isArray(m) || m === null) return changed;
  const defaults: JsonObject = { scope: 'global', [parentField]: null, sourceAgentId: null, impact: 'medium', validated: false, validatedAt: null, appliedTo: [], supersededBy: null };
  for (const [key, value] of Object.entries(defaults)) {
    if (m[key] === undefined) {
      m[key] = value;
      changed = true;
    }
  }
  if (record.parentId === undefined) {
    record.parentId = (m[parentField] as string | null) ?? null;
    changed = true;
  }
  return changed;
}

/** Commit that last touched each line of the case file (one `git blame` for the whole file). */
async function blameLines(paths: StorePaths, context: DoctorContext): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!context.gitRoot || !existsSync(paths.cases)) return out;
  const result = await runGit(['blame', '--porcelain', '--', paths.cases], { cwd: paths.root, env: context.env, allowFailure: true });
  if (result.code !== 0) return out;
  for (const match of result.stdout.matchAll(/^([0-9a-f]{40}) \d+ (\d+)/gm)) {
    out.set(Number(match[2]), match[1]!);
  }
  return out;
}
