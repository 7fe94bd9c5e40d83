// Genome memories (seed 003): a genome directory that is its own git repository
// (`memories/memories.jsonl`, `agents/*.yaml`, `routing/rules.yaml`). Memories
// are learnings about the code repository the genome sits in, checked against
// that repository's history; agents and routing rules are listed, never changed.
//
// Memory → learning: `id`, `content`; status from `status` (absent: active);
// anchor from `code_commit` (the code commit the memory was written or last
// rewritten against), else `created_at`, else the date of the genome commit that
// wrote the line; scope global unless `scope: "local"`. Nothing is ever deleted
// and `confidence` is never touched: an outdated memory gets `status:
// "outdated"` plus `outdated_reason`/`outdated_commit`/`outdated_at` (snake_case,
// like the seed's `last_used` and `use_count`). Every mutation is one commit in
// the genome repository, `genome: <verb> memory <id>`, as the seed's are.
// A memory a reviewer keeps gets `validated`/`validated_at` and `code_commit`
// (re-anchored), and the pairs judged not to conflict `compatible_with`, next to
// the `conflicts_with` the detector writes.

import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { runGit } from '../git/exec.js';
import { loadYaml } from '../config.js';
import { isStatus } from '../model/discovery.js';
import { learningKey, type Learning, type SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { writeFileAtomic } from '../store/atomic.js';
import { withLock } from '../store/lock.js';
import { isoOrNull } from './dates.js';
import { JsonEditor, JsonSyntaxError } from './json-edit.js';
import {
  changesFor,
  emptyKeepOutcome,
  conflictsWithout,
  emptyOutcome,
  keepsFor,
  nameFrom,
  type KeepOutcome,
  type KeepRequest,
  type RenderedView,
  type Source,
  type SourceApplyContext,
  type SourceApplyOutcome,
  type SourceInfo,
  type SourceNote,
} from './source.js';

export const MEMORIES_FILE = 'memories/memories.jsonl';
const GIT_TIMEOUT_MS = 5_000;

type Json = Record<string, unknown>;

interface MemoryLine {
  /** 1-based. */
  line: number;
  raw: string;
  value: Json | null;
}

interface Memory {
  id: string;
  line: number;
  value: Json;
}

/** Whether a folder holds a genome (its memories file is what matters to us). */
export function isGenomeDir(dir: string): boolean {
  return existsSync(join(dir, MEMORIES_FILE));
}

/** git's per-repository variables (set inside hooks) would point genome commands at the code repository. */
export function genomeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = { ...env };
  for (const key of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX', 'GIT_COMMON_DIR', 'GIT_OBJECT_DIRECTORY']) delete clean[key];
  return clean;
}

function splitLines(text: string): { lines: MemoryLine[]; eol: '\n' | '\r\n'; finalEol: boolean } {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const raws = text.split(/\r?\n/);
  const finalEol = raws.length > 0 && raws[raws.length - 1] === '';
  if (finalEol) raws.pop();
  const lines = raws.map((raw, i) => {
    let value: Json | null = null;
    if (raw.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Json;
      } catch {
        value = null;
      }
    }
    return { line: i + 1, raw, value };
  });
  return { lines, eol, finalEol };
}

function joinLines(lines: readonly MemoryLine[], eol: string, finalEol: boolean): string {
  return lines.map((l) => l.raw).join(eol) + (finalEol && lines.length > 0 ? eol : '');
}

function memoriesOf(lines: readonly MemoryLine[], file: string, warnings: string[]): Memory[] {
  const out: Memory[] = [];
  const seen = new Set<string>();
  for (const l of lines) {
    if (l.raw.trim() === '') continue;
    const v = l.value;
    if (!v) {
      warnings.push(`${file}:${l.line}: not a JSON object (left as it is)`);
      continue;
    }
    if (typeof v.id !== 'string' || v.id === '' || typeof v.content !== 'string') {
      warnings.push(`${file}:${l.line}: a memory without a string "id" and "content" (left as it is)`);
      continue;
    }
    if (seen.has(v.id)) {
      warnings.push(`${file}:${l.line}: duplicate memory id ${v.id} (the first one is used)`);
      continue;
    }
    seen.add(v.id);
    out.push({ id: v.id, line: l.line, value: v });
  }
  return out;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const stringList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export interface GenomeRepo {
  /** The genome's own work tree (null: the folder is not a git repository of its own). */
  root: string | null;
  gitDir: string | null;
}

async function genomeRepo(dir: string, env: NodeJS.ProcessEnv): Promise<GenomeRepo> {
  const result = await runGit(['rev-parse', '--show-toplevel', '--absolute-git-dir'], { cwd: dir, env: genomeEnv(env), allowFailure: true, timeoutMs: GIT_TIMEOUT_MS });
  if (result.code !== 0) return { root: null, gitDir: null };
  const [top, gitDir] = result.stdout.trim().split('\n');
  // A folder inside the code repository that is not a repository itself is not a genome we may commit to.
  if (!top || realpathSync(top) !== realpathSync(dir)) return { root: null, gitDir: null };
  return { root: top, gitDir: gitDir ?? null };
}

/** When each line of the memories file was committed to the genome (one blame for the file). */
async function lineDates(dir: string, env: NodeJS.ProcessEnv): Promise<Map<number, string>> {
  const result = await runGit(['blame', '--porcelain', '--', MEMORIES_FILE], { cwd: dir, env: genomeEnv(env), allowFailure: true, timeoutMs: GIT_TIMEOUT_MS });
  const dates = new Map<number, string>();
  if (result.code !== 0) return dates;
  const times = new Map<string, number>();
  let current: { sha: string; line: number } | null = null;
  for (const text of result.stdout.split('\n')) {
    const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(text);
    if (header) current = { sha: header[1]!, line: Number(header[2]) };
    else if (text.startsWith('committer-time ') && current) times.set(current.sha, Number(text.slice(15)));
    else if (text.startsWith('\t') && current) {
      const time = times.get(current.sha);
      if (time !== undefined && !/^0+$/.test(current.sha)) dates.set(current.line, new Date(time * 1000).toISOString());
      current = null;
    }
  }
  return dates;
}

async function countAgentsAndRules(dir: string, display: string, warnings: string[]): Promise<{ agents: number; rules: Json[] }> {
  const agentsDir = join(dir, 'agents');
  const agents = existsSync(agentsDir) ? readdirSync(agentsDir).filter((f) => /\.ya?ml$/.test(f)).length : 0;
  const rulesFile = join(dir, 'routing', 'rules.yaml');
  let rules: Json[] = [];
  if (existsSync(rulesFile)) {
    const { parseDocument, LineCounter } = await loadYaml();
    const counter = new LineCounter();
    const doc = parseDocument(readFileSync(rulesFile, 'utf8'), { lineCounter: counter, prettyErrors: false });
    if (doc.errors.length > 0) {
      const e = doc.errors[0]!;
      warnings.push(`${display}/routing/rules.yaml:${e.linePos?.[0]?.line ?? counter.linePos(e.pos[0]).line}: invalid YAML: ${e.message.split('\n')[0]} (routing rules not listed)`);
    } else {
      const value: unknown = doc.toJS();
      const list = Array.isArray(value) ? value : value && typeof value === 'object' && Array.isArray((value as Json).rules) ? ((value as Json).rules as unknown[]) : [];
      rules = list.filter((r): r is Json => !!r && typeof r === 'object');
    }
  }
  return { agents, rules };
}

export class GenomeSource implements Source {
  readonly ref: SourceRef;
  readonly warnings: string[];

  private constructor(
    readonly info: SourceInfo,
    private readonly repo: GenomeRepo,
    private readonly memories: Memory[],
    private readonly committedAt: Map<number, string>,
    private readonly agents: number,
    private readonly rules: Json[],
    warnings: string[],
  ) {
    this.ref = { kind: 'genome', path: `${info.path}/${MEMORIES_FILE}` };
    this.warnings = warnings;
  }

  /** `info.absolute` is the genome folder. */
  static async load(info: SourceInfo, env: NodeJS.ProcessEnv): Promise<GenomeSource> {
    const warnings: string[] = [];
    const file = `${info.path}/${MEMORIES_FILE}`;
    const text = readFileSync(join(info.absolute, MEMORIES_FILE), 'utf8');
    const memories = memoriesOf(splitLines(text).lines, file, warnings);
    const repo = await genomeRepo(info.absolute, env);
    if (!repo.root) warnings.push(`${info.path}: not a git repository of its own: memories are checked but not changed (fix: run 'git init' in ${info.path}, as seed 003's genome does)`);
    const undated = memories.some((m) => !str(m.value.code_commit) && !isoOrNull(m.value.created_at ?? m.value.createdAt));
    const committedAt = repo.root && undated ? await lineDates(info.absolute, env) : new Map<number, string>();
    const { agents, rules } = await countAgentsAndRules(info.absolute, info.path, warnings);
    return new GenomeSource(info, repo, memories, committedAt, agents, rules, warnings);
  }

  learnings(): Learning[] {
    return this.memories.map((m) => {
      const v = m.value;
      return {
        key: learningKey(this.ref, m.id),
        id: m.id,
        source: this.ref,
        content: v.content as string,
        status: isStatus(v.status) ? v.status : 'active',
        createdAt: isoOrNull(v.created_at ?? v.createdAt) ?? this.committedAt.get(m.line) ?? null,
        anchorCommit: str(v.code_commit),
        validated: v.validated === true,
        impact: null,
        line: m.line,
        // Memories speak of the code repository from its root.
        baseDir: '',
        readOnly: false,
        scope: v.scope === 'local' ? 'local' : 'global',
        outdatedAt: isoOrNull(v.outdated_at),
        compatibleWith: stringList(v.compatible_with),
      };
    });
  }

  ownChanges(): PlanChange[] {
    return [];
  }

  notes(): SourceNote[] {
    return [];
  }

  summary(): string {
    const active = this.memories.filter((m) => !isStatus(m.value.status) || m.value.status === 'active').length;
    const n = this.memories.length;
    return `${n} memor${n === 1 ? 'y' : 'ies'} (${active} active), ${this.agents} agent${this.agents === 1 ? '' : 's'}, ${this.rules.length} routing rule${this.rules.length === 1 ? '' : 's'}${this.repo.root ? '' : ' · not a git repository'}`;
  }

  /** Seed 003's renderMemories and renderRoutingHints: what recall injects into a plan. Outdated memories are left out. */
  render(): RenderedView[] {
    const active = this.memories.filter((m) => !isStatus(m.value.status) || m.value.status === 'active');
    const memories = active.length === 0 ? '' : `<memories>\n${active.map((m) => `- ${(m.value.content as string).replace(/\s+/g, ' ').trim()}`).join('\n')}\n</memories>\n`;
    const hints =
      this.rules.length === 0
        ? ''
        : `<routing_hints>\n${this.rules.map((r) => `- ${String(r.condition ?? '')} -> ${String(r.preference ?? '')}${r.strength !== undefined ? ` (${String(r.strength)})` : ''}`).join('\n')}\n</routing_hints>\n`;
    return [
      { path: null, title: `memories injected from ${this.info.path}`, content: memories },
      { path: null, title: `routing hints from ${this.info.path}`, content: hints },
    ];
  }

  /**
   * Each kept memory is one commit, `genome: keep memory <id>`: validated,
   * re-anchored at the code commit, and (against a contradiction) the pair in
   * `compatible_with` with the detector's `conflicts_with` links dropped on both
   * sides when both are memories here. Links of memories to a learning kept
   * elsewhere are dropped in one commit as well.
   */
  async keep(requests: readonly KeepRequest[], context: SourceApplyContext): Promise<KeepOutcome> {
    const outcome = emptyKeepOutcome(this.ref.path);
    const { kept, unlinks } = keepsFor(this.ref, requests);
    if (kept.length + unlinks.length === 0) return outcome;
    const at = context.now.toISOString();
    const refuse = (reason: string) => {
      for (const id of new Set([...kept.map((r) => r.id), ...unlinks.map((u) => u.id)])) outcome.skipped.push({ id, reason });
    };
    if (!this.repo.root || !this.repo.gitDir) {
      refuse(`${this.info.path} is not a git repository: every genome change must be a commit`);
      return outcome;
    }
    await this.mutate(context.env, refuse, async (doc, commit) => {
      const index = new Map(memoriesOf(doc.lines, this.ref.path, []).map((m) => [m.id, m]));
      const lineOf = (id: string) => {
        const m = index.get(id);
        return m ? doc.lines[m.line - 1]! : null;
      };
      for (const request of kept) {
        const line = lineOf(request.id);
        const current = line?.value;
        if (!line || !current) {
          outcome.skipped.push({ id: request.id, reason: 'no longer in the genome' });
          continue;
        }
        const status = isStatus(current.status) ? current.status : 'active';
        if (request.seen && (status !== request.seen.status || current.content !== request.seen.content)) {
          outcome.skipped.push({ id: request.id, reason: status !== request.seen.status ? `status changed since the check (${request.seen.status} → ${status})` : 'its content changed since the check' });
          continue;
        }
        if (status !== 'active' && status !== 'outdated') {
          outcome.skipped.push({ id: request.id, reason: `${request.id} is ${status}; keep needs active or outdated` });
          continue;
        }
        const others = request.compatibleWith.map((key) => nameFrom(this.ref, key));
        const set: Json = { validated: true, validated_at: at, ...(context.commit ? { code_commit: context.commit } : {}) };
        if (status !== 'active') Object.assign(set, { status: 'active', ...Object.fromEntries(['outdated_reason', 'outdated_commit', 'outdated_at', 'superseded_by'].filter((k) => k in current).map((k) => [k, null])) });
        if (others.length > 0) {
          const compatible = stringList(current.compatible_with);
          set.compatible_with = [...compatible, ...others.filter((o) => !compatible.includes(o))];
          const conflicts = conflictsWithout(current.conflicts_with, others);
          if (conflicts) set.conflicts_with = conflicts;
        }
        const edits = [{ line, set }];
        const sameFile = others.map((o) => lineOf(o)).filter((l): l is MemoryLine => l !== null && l !== line);
        for (const other of sameFile) {
          const conflicts = conflictsWithout(other.value?.conflicts_with, [request.id]);
          if (conflicts) edits.push({ line: other, set: { conflicts_with: conflicts } });
        }
        const subject = `genome: keep memory ${request.id}${others.length > 0 ? ` (not in conflict with ${others.join(', ')})` : ''}`;
        const body = [
          'A reviewer judged it still right.',
          others.length > 0 ? `Compatible with ${others.join(', ')}: the pair is not reported as a contradiction again.` : '',
          context.commit ? `Code repository at ${context.commit}.` : '',
        ].filter(Boolean).join('\n\n');
        const made = await commit(edits, subject, body);
        if ('error' in made) {
          outcome.skipped.push({ id: request.id, reason: made.error });
          continue;
        }
        outcome.commits.push(made.sha);
        outcome.done.push({ id: request.id, what: `kept and validated, re-anchored at ${context.commit ? context.commit.slice(0, 7) : 'no commit'}${others.length > 0 ? `; not in conflict with ${others.join(', ')}` : ''}` });
      }
      // Per memory, every kept learning elsewhere it was linked to.
      const dropping = new Map<string, string[]>();
      for (const { id, kept: by } of unlinks) dropping.set(id, [...(dropping.get(id) ?? []), by.key]);
      const unlinked: Array<{ line: MemoryLine; set: Json; id: string; from: string[] }> = [];
      for (const [id, keys] of dropping) {
        const line = lineOf(id);
        const conflicts = conflictsWithout(line?.value?.conflicts_with, keys);
        if (line && conflicts) unlinked.push({ line, set: { conflicts_with: conflicts }, id, from: keys });
      }
      if (unlinked.length > 0) {
        const names = unlinked.map((u) => u.id).join(', ');
        const made = await commit(unlinked, `genome: unlink memory ${names}`, `A reviewer judged ${[...new Set(unlinked.flatMap((u) => u.from))].join(', ')} not in conflict with ${names}.`);
        if ('sha' in made) outcome.commits.push(made.sha);
        for (const u of unlinked) {
          if ('error' in made) outcome.skipped.push({ id: u.id, reason: made.error });
          else outcome.done.push({ id: u.id, what: `no longer linked as contradicting ${u.from.join(', ')}` });
        }
      }
    });
    if (outcome.commits.length > 0) outcome.written.push(this.ref.path);
    return outcome;
  }

  /**
   * Runs `change` under the genome lock on a clean memories file. `commit` writes
   * the edited lines atomically and commits them as one genome commit; a commit
   * that fails puts the file back and says why.
   */
  private async mutate(
    env: NodeJS.ProcessEnv,
    refuse: (reason: string) => void,
    change: (doc: ReturnType<typeof splitLines>, commit: (edits: ReadonlyArray<{ line: MemoryLine; set: Json }>, subject: string, body: string) => Promise<{ sha: string } | { error: string }>) => Promise<void>,
  ): Promise<void> {
    const root = this.repo.root!;
    const git = (args: string[]) => runGit(args, { cwd: root, env: genomeEnv(env), allowFailure: true, timeoutMs: 30_000 });
    await withLock(join(this.repo.gitDir!, 'discoveries-genome.lock'), async () => {
      const dirty = await git(['status', '--porcelain', '--', MEMORIES_FILE]);
      if (dirty.code !== 0 || dirty.stdout.trim() !== '') {
        refuse(dirty.code !== 0 ? `git status failed in ${this.info.path}: ${dirty.stderr.trim().split('\n')[0]}` : `${this.ref.path} has uncommitted changes in the genome repository (commit them first)`);
        return;
      }
      const absolute = join(root, MEMORIES_FILE);
      const doc = splitLines(readFileSync(absolute, 'utf8'));
      await change(doc, async (edits, subject, body) => {
        const previous = edits.map((e) => ({ line: e.line, raw: e.line.raw, value: e.line.value }));
        for (const { line, set } of edits) {
          let editor: JsonEditor;
          try {
            editor = new JsonEditor(line.raw);
          } catch (error) {
            if (!(error instanceof JsonSyntaxError)) throw error;
            for (const p of previous) Object.assign(p.line, { raw: p.raw, value: p.value });
            return { error: `${this.ref.path}:${line.line}: not valid JSON: ${error.reason} at column ${error.column}` };
          }
          if (editor.root.type !== 'object') continue;
          for (const [key, value] of Object.entries(set)) editor.set(editor.root, key, value);
          line.raw = editor.toString();
          line.value = JSON.parse(line.raw) as Json;
        }
        const before = readFileSync(absolute, 'utf8');
        writeFileAtomic(absolute, joinLines(doc.lines, doc.eol, doc.finalEol));
        const added = await git(['add', '--', MEMORIES_FILE]);
        const committed = added.code === 0 ? await git(['commit', '-q', '-m', subject, '-m', body, '--', MEMORIES_FILE]) : added;
        if (committed.code !== 0) {
          // Put the file back: a genome change that is not a commit is not a genome change.
          for (const p of previous) Object.assign(p.line, { raw: p.raw, value: p.value });
          writeFileAtomic(absolute, before);
          await git(['reset', '-q', '--', MEMORIES_FILE]);
          return { error: `commit in ${this.info.path} failed: ${committed.code === null ? 'git timed out' : (committed.stderr.trim().split('\n')[0] ?? 'git failed')}` };
        }
        return { sha: (await git(['rev-parse', 'HEAD'])).stdout.trim() };
      });
    }, { displayPath: `${this.info.path} (genome lock)` });
  }

  async apply(changes: readonly PlanChange[], context: SourceApplyContext): Promise<SourceApplyOutcome> {
    const outcome = emptyOutcome(this.ref.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== 'review');
    if (mine.length === 0) return outcome;
    if (!this.repo.root || !this.repo.gitDir) {
      for (const c of mine) outcome.skipped.push({ id: c.id, reason: `${this.info.path} is not a git repository: every genome change must be a commit` });
      return outcome;
    }
    const refuse = (reason: string) => {
      for (const c of mine) outcome.skipped.push({ id: c.id, reason });
    };
    await this.mutate(context.env, refuse, async (doc, commit) => {
      const index = new Map(memoriesOf(doc.lines, this.ref.path, []).map((m) => [m.id, m]));
      for (const change of mine) {
        const memory = index.get(change.id);
        const line = memory ? doc.lines[memory.line - 1]! : null;
        const current = line?.value;
        if (!memory || !line || !current) {
          outcome.skipped.push({ id: change.id, reason: 'no longer in the genome' });
          continue;
        }
        const status = isStatus(current.status) ? current.status : 'active';
        if (status !== change.from) {
          outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} → ${status})` });
          continue;
        }
        if (current.content !== change.content) {
          outcome.skipped.push({ id: change.id, reason: 'its content changed since the check' });
          continue;
        }
        const edit = memoryEdit(change, current, context);
        if (!edit) {
          if (change.action === 'archive' || change.action === 'link' || change.action === 'rewrite') continue;
          outcome.skipped.push({ id: change.id, reason: `nothing to do for '${change.action}'` });
          continue;
        }
        const made = await commit([{ line, set: edit.set }], edit.subject, edit.body);
        if ('error' in made) {
          outcome.skipped.push({ id: change.id, reason: made.error });
          continue;
        }
        outcome.commits.push(made.sha);
        outcome.applied.push({ id: change.id, action: change.action, from: status, to: String(line.value?.status ?? 'active') });
        if (!outcome.written.includes(this.ref.path)) outcome.written.push(this.ref.path);
      }
    });
    return outcome;
  }
}

interface MemoryEdit {
  set: Json;
  subject: string;
  body: string;
}

/** The fields one plan change sets on a memory, and its commit message. Confidence and everything else stay. */
function memoryEdit(change: PlanChange, current: Json, context: SourceApplyContext): MemoryEdit | null {
  const at = context.now.toISOString();
  const id = change.id;
  const conflicts = (extra: readonly string[]) => {
    const list = Array.isArray(current.conflicts_with) ? (current.conflicts_with as unknown[]) : [];
    const merged = [...list];
    for (const x of extra) if (!merged.includes(x)) merged.push(x);
    return merged.length === list.length ? null : merged;
  };
  const evidence = change.evidence.map((e) => `- ${e.kind}: ${e.summary}`).join('\n');
  const body = [change.reason, evidence, context.commit ? `Code repository at ${context.commit}.` : ''].filter(Boolean).join('\n\n');
  switch (change.action) {
    case 'outdate': {
      const set: Json = { status: 'outdated', outdated_reason: change.reason, outdated_commit: change.outdatedCommit ?? null, outdated_at: at };
      // A path that moved is fixed too, so the memory reads right once someone revisits it.
      if (change.rewrite && change.rewrite.content !== current.content) Object.assign(set, { content: change.rewrite.content, rewritten_at: at });
      return { set, subject: `genome: outdate memory ${id}`, body };
    }
    case 'supersede': {
      const by = change.supersededBy ?? null;
      const set: Json = { status: 'outdated', outdated_reason: change.reason, outdated_at: at, superseded_by: by };
      const merged = conflicts(change.conflictsWith ?? (by ? [by] : []));
      if (merged) set.conflicts_with = merged;
      return { set, subject: `genome: supersede memory ${id}${by ? ` by ${by}` : ''}`, body };
    }
    case 'rewrite': {
      if (!change.rewrite || change.rewrite.content === current.content) return null;
      const renames = change.rewrite.renames.map((r) => `${r.from} → ${r.to}`).join(', ');
      return {
        set: { content: change.rewrite.content, code_commit: context.commit, rewritten_at: at },
        subject: `genome: rewrite memory ${id}${renames ? ` (${renames})` : ''}`,
        body,
      };
    }
    case 'archive':
      return { set: { status: 'archived', archived_at: at, archived_reason: 'outdated_unreviewed' }, subject: `genome: archive memory ${id}`, body };
    case 'link': {
      const merged = conflicts(change.conflictsWith ?? []);
      if (!merged) return null;
      return { set: { conflicts_with: merged }, subject: `genome: link memory ${id} to ${(change.conflictsWith ?? []).join(', ')}`, body };
    }
    case 'review':
      return null;
  }
}
