// Prompt points (seed 004): JSON arrays of points such as
// `meta_agent/point_prompts/diagnosis_points.json`. A point is a learning while
// `active` is true; the plan deactivates it (`active: false`, `last_updated`,
// the reason in `metadata`), records contradictions both ways in
// `conflicts_with`, and sets `replaced_by` on the loser, which is always the
// lower-priority point whatever the plan's older/newer order said. Points have
// no archived state, and nothing is ever removed: `should_remove` is reported.
// Only the members that change are rewritten; the rest keeps its bytes.
// A point a reviewer keeps is re-anchored (`metadata.anchor_commit`, with
// `metadata.validated_at`); `verified` and the counts stay the seed's, since they
// count uses in traces. A pair judged not to conflict goes in
// `metadata.compatible_with`: seed 004's PromptPoint dataclass rebuilds a point
// from its known fields, and only `metadata` survives that with new keys in it.

import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { learningKey, type Learning, type SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { writeFileAtomic } from '../store/atomic.js';
import { withLock } from '../store/lock.js';
import { JsonEditor, JsonSyntaxError, LineIndex, member, type JsonObjectNode } from './json-edit.js';
import { isoOrNull } from './dates.js';
import {
  changesFor,
  conflictsWithout,
  emptyKeepOutcome,
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

type Json = Record<string, unknown>;

interface Point {
  id: string;
  node: JsonObjectNode;
  value: Json;
  /** Line of its "content" member (what the point says). */
  line: number;
}

/** Seed 004's `mark_verified` rule. */
export function meetsVerifiedRule(p: Json): boolean {
  return num(p.verification_count) >= 3 && num(p.success_count) >= 2;
}

/** Seed 004's `should_remove`: failing consistently, or replaced. */
export function shouldRemove(p: Json): string | null {
  if (num(p.failure_count) >= 2 && num(p.success_count) === 0) return `failing: ${num(p.failure_count)} failures, no success`;
  if (typeof p.replaced_by === 'string' && p.replaced_by !== '') return `replaced by ${p.replaced_by}`;
  return null;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const priorityOf = (p: Json): number => (typeof p.priority === 'number' ? p.priority : 5);

/** A timestamp written like the file's own (Python's naive isoformat, or ISO 8601 with Z). */
export function stampLike(sample: unknown, now: Date): string {
  const iso = now.toISOString();
  if (typeof sample !== 'string' || /(?:Z|[+-]\d\d:?\d\d)$/.test(sample)) return iso;
  const fraction = /\.(\d+)$/.exec(sample)?.[1]?.length ?? 0;
  const base = iso.slice(0, 19);
  if (fraction === 0) return base;
  return `${base}.${iso.slice(20, 23).padEnd(fraction, '0').slice(0, fraction)}`;
}

interface Parsed {
  editor: JsonEditor | null;
  points: Point[];
  warnings: string[];
}

function parsePoints(text: string, path: string): Parsed {
  let editor: JsonEditor;
  try {
    editor = new JsonEditor(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { editor: null, points: [], warnings: [`${path}:${error.line}: not valid JSON: ${error.reason} at column ${error.column} (fix: correct the JSON; the file is left alone until then)`] };
    throw error;
  }
  if (editor.root.type !== 'array') return { editor: null, points: [], warnings: [`${path}:1: expected a JSON array of prompt points (fix: see seed 004's storage format)`] };
  const lines = new LineIndex(text);
  const points: Point[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  for (const node of editor.root.items) {
    const line = lines.lineOf(node.start);
    if (node.type !== 'object') {
      warnings.push(`${path}:${line}: expected a point object, found ${node.type === 'array' ? 'an array' : JSON.stringify(editor.valueOf(node))} (left as it is)`);
      continue;
    }
    const value = editor.valueOf(node) as Json;
    if (typeof value.id !== 'string' || value.id === '' || typeof value.content !== 'string') {
      warnings.push(`${path}:${line}: a point without a string "id" and "content" (left as it is)`);
      continue;
    }
    if (seen.has(value.id)) {
      warnings.push(`${path}:${line}: duplicate point id ${value.id} (the first one is used)`);
      continue;
    }
    seen.add(value.id);
    const content = member(node, 'content')!;
    points.push({ id: value.id, node, value, line: lines.lineOf(content.keyStart) });
  }
  return { editor, points, warnings };
}

export class PromptPointsSource implements Source {
  readonly ref: SourceRef;
  readonly warnings: string[];
  private readonly points: Point[];

  constructor(readonly info: SourceInfo, text: string) {
    this.ref = { kind: 'prompt-points', path: info.path };
    const parsed = parsePoints(text, info.path);
    this.points = parsed.points;
    this.warnings = parsed.warnings;
  }

  static load(info: SourceInfo): PromptPointsSource {
    return new PromptPointsSource(info, readFileSync(info.absolute, 'utf8'));
  }

  learnings(): Learning[] {
    return this.points.map((p) => {
      const v = p.value;
      const metadata = (v.metadata && typeof v.metadata === 'object' ? v.metadata : {}) as Json;
      return {
        key: learningKey(this.ref, p.id),
        id: p.id,
        source: this.ref,
        content: v.content as string,
        status: v.active === false ? 'outdated' : 'active',
        createdAt: isoOrNull(v.created_at),
        anchorCommit: typeof metadata.anchor_commit === 'string' && metadata.anchor_commit !== '' ? metadata.anchor_commit : null,
        // Verified by its uses in traces (seed 004), or checked against the code by a reviewer.
        validated: v.verified === true || meetsVerifiedRule(v) || typeof metadata.validated_at === 'string',
        impact: null,
        line: p.line,
        baseDir: '',
        readOnly: false,
        scope: 'global',
        compatibleWith: Array.isArray(metadata.compatible_with) ? metadata.compatible_with.filter((id): id is string => typeof id === 'string') : [],
      };
    });
  }

  ownChanges(): PlanChange[] {
    return [];
  }

  notes(): SourceNote[] {
    const notes: SourceNote[] = [];
    for (const p of this.points) {
      const remove = shouldRemove(p.value);
      if (remove) notes.push({ key: learningKey(this.ref, p.id), id: p.id, source: this.ref, line: p.line, kind: 'should_remove', message: `should_remove: ${remove}` });
      if (p.value.verified !== true && meetsVerifiedRule(p.value)) {
        notes.push({
          key: learningKey(this.ref, p.id),
          id: p.id,
          source: this.ref,
          line: p.line,
          kind: 'verified',
          message: `meets the verified rule (${num(p.value.verification_count)} checks, ${num(p.value.success_count)} successes) but says verified: false; set on its next update`,
        });
      }
    }
    return notes;
  }

  summary(): string {
    const active = this.points.filter((p) => p.value.active !== false).length;
    const remove = this.points.filter((p) => shouldRemove(p.value)).length;
    const verified = this.points.filter((p) => p.value.verified === true || meetsVerifiedRule(p.value)).length;
    return `${this.points.length} point${this.points.length === 1 ? '' : 's'} (${active} active, ${verified} verified${remove > 0 ? `, ${remove} should_remove` : ''})`;
  }

  /** The prompt the active points rebuild: highest priority first, file order among equals. */
  render(): RenderedView[] {
    const name = basename(this.info.path).replace(/_points\.json$|\.json$/, '');
    const active = this.points.filter((p) => p.value.active !== false);
    const ordered = active.map((p, i) => ({ p, i })).sort((a, b) => priorityOf(b.p.value) - priorityOf(a.p.value) || a.i - b.i);
    const lines = [`# ${name.charAt(0).toUpperCase()}${name.slice(1).replace(/_/g, ' ')} points`, ''];
    for (const { p } of ordered) lines.push(`- ${(p.value.content as string).replace(/\s+/g, ' ').trim()}`);
    if (ordered.length === 0) lines.push('_No active points._');
    return [{ path: null, title: `prompt rebuilt from ${this.info.path}`, content: `${lines.join('\n')}\n` }];
  }

  async apply(changes: readonly PlanChange[], context: SourceApplyContext): Promise<SourceApplyOutcome> {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== 'review');
    if (mine.length === 0) return outcome;
    const written = await this.edit(context, (reason) => mine.forEach((c) => outcome.skipped.push({ id: c.id, reason })), (editing) => {
      for (const change of mine) editing.apply(change, outcome);
    });
    if (written) outcome.written.push(this.info.path);
    return outcome;
  }

  async keep(requests: readonly KeepRequest[], context: SourceApplyContext): Promise<KeepOutcome> {
    const outcome = emptyKeepOutcome(this.info.path);
    const { kept, unlinks } = keepsFor(this.ref, requests);
    if (kept.length + unlinks.length === 0) return outcome;
    const refuse = (reason: string) => [...kept.map((r) => r.id), ...unlinks.map((u) => u.id)].forEach((id) => outcome.skipped.push({ id, reason }));
    const written = await this.edit(context, refuse, (editing) => {
      for (const request of kept) editing.keep(request, this.ref, outcome);
      for (const { id, kept: by } of unlinks) editing.unlink(id, by.key, outcome);
    });
    if (written) outcome.written.push(this.info.path);
    return outcome;
  }

  /** Edits the file under its lock, in one atomic write; returns whether it changed. */
  private async edit(context: SourceApplyContext, refuse: (reason: string) => void, change: (editing: PointEdits) => void): Promise<boolean> {
    const lock = join(dirname(this.info.absolute), `.${basename(this.info.absolute)}.lock`);
    return withLock(lock, () => {
      const text = readFileSync(this.info.absolute, 'utf8');
      const parsed = parsePoints(text, this.info.path);
      if (!parsed.editor) {
        refuse(parsed.warnings[0] ?? 'the file could not be read');
        return false;
      }
      const editing = new PointEdits(parsed.editor, parsed.points, context.now, context.commit);
      change(editing);
      const next = editing.finish();
      if (next === text) return false;
      writeFileAtomic(this.info.absolute, next);
      return true;
    }, { displayPath: lock });
  }
}

/** Pending changes per point, written once each at the end (a point can be touched by several plan changes). */
class PointEdits {
  private readonly byId: Map<string, Point>;
  private readonly top = new Map<Point, Map<string, unknown>>();
  private readonly meta = new Map<Point, Map<string, unknown>>();
  /** Points a priority swap already settled: their own plan changes are done. */
  private readonly settled = new Set<string>();

  constructor(
    private readonly editor: JsonEditor,
    points: Point[],
    private readonly now: Date,
    private readonly commit: string | null,
  ) {
    this.byId = new Map(points.map((p) => [p.id, p]));
  }

  private get(p: Point, key: string): unknown {
    const pending = this.top.get(p);
    return pending?.has(key) ? pending.get(key) : p.value[key];
  }

  private set(p: Point, key: string, value: unknown): void {
    const pending = this.top.get(p) ?? new Map<string, unknown>();
    pending.set(key, value);
    this.top.set(p, pending);
  }

  private getMeta(p: Point, key: string): unknown {
    const pending = this.meta.get(p);
    if (pending?.has(key)) return pending.get(key);
    const metadata = p.value.metadata;
    return metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? (metadata as Json)[key] : undefined;
  }

  private setMeta(p: Point, key: string, value: unknown): void {
    const pending = this.meta.get(p) ?? new Map<string, unknown>();
    pending.set(key, value);
    this.meta.set(p, pending);
  }

  private touch(p: Point): void {
    this.set(p, 'last_updated', stampLike(p.value.last_updated ?? p.value.created_at, this.now));
    // Seed 004's mark_verified, whenever a point is updated anyway.
    if (p.value.verified !== true && meetsVerifiedRule(p.value)) {
      this.set(p, 'verified', true);
      this.setMeta(p, 'verified_at', stampLike(p.value.last_updated ?? p.value.created_at, this.now));
    }
  }

  private addConflict(p: Point, otherId: string): void {
    const current = this.get(p, 'conflicts_with');
    const list = Array.isArray(current) ? (current as unknown[]) : [];
    if (!list.includes(otherId)) this.set(p, 'conflicts_with', [...list, otherId]);
  }

  private deactivate(p: Point, reason: string, details: { commit?: string | null; replacedBy?: string }): void {
    this.set(p, 'active', false);
    const at = stampLike(p.value.last_updated ?? p.value.created_at, this.now);
    if (details.replacedBy) {
      this.set(p, 'replaced_by', details.replacedBy);
      this.addConflict(p, details.replacedBy);
      this.setMeta(p, 'conflict_resolved_at', at);
      this.setMeta(p, 'conflict_reason', reason);
    } else {
      this.setMeta(p, 'outdated_at', at);
      this.setMeta(p, 'outdated_reason', reason);
      if (details.commit) this.setMeta(p, 'outdated_commit', details.commit);
    }
    this.touch(p);
  }

  apply(change: PlanChange, outcome: SourceApplyOutcome): void {
    if (this.settled.has(change.id)) return;
    const p = this.byId.get(change.id);
    if (!p) {
      outcome.skipped.push({ id: change.id, reason: 'no longer in the file' });
      return;
    }
    const status = this.get(p, 'active') === false ? 'outdated' : 'active';
    if (status !== change.from) {
      outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} → ${status})` });
      return;
    }
    if (p.value.content !== change.content) {
      outcome.skipped.push({ id: change.id, reason: 'its content changed since the check' });
      return;
    }
    switch (change.action) {
      case 'outdate':
        // A path that moved is fixed too, as the discovery store does.
        if (change.rewrite && change.rewrite.content !== p.value.content) this.set(p, 'content', change.rewrite.content);
        this.deactivate(p, change.reason, { commit: change.outdatedCommit ?? null });
        outcome.applied.push({ id: p.id, action: 'outdate', from: 'active', to: 'outdated' });
        return;
      case 'supersede': {
        const winnerId = change.supersededBy ?? change.conflictsWith?.[0];
        if (!winnerId) {
          this.deactivate(p, change.reason, { commit: change.outdatedCommit ?? null });
          outcome.applied.push({ id: p.id, action: 'supersede', from: 'active', to: 'outdated' });
          return;
        }
        const other = this.byId.get(winnerId);
        if (other && this.get(other, 'active') !== false && priorityOf(other.value) < priorityOf(p.value)) {
          // Seed 004: the lower priority loses, whichever is newer.
          this.deactivate(other, change.reason, { replacedBy: p.id });
          this.addConflict(p, other.id);
          if (this.get(p, 'replaces') == null) this.set(p, 'replaces', other.id);
          this.touch(p);
          this.settled.add(other.id);
          outcome.applied.push({ id: p.id, action: 'link', from: 'active', to: 'active', note: `kept: priority ${priorityOf(p.value)} beats ${other.id}'s ${priorityOf(other.value)}` });
          outcome.applied.push({ id: other.id, action: 'supersede', from: 'active', to: 'outdated', note: `replaced by ${p.id} (higher priority)` });
          return;
        }
        this.deactivate(p, change.reason, { replacedBy: winnerId });
        if (other) {
          this.addConflict(other, p.id);
          if (this.get(other, 'replaces') == null) this.set(other, 'replaces', p.id);
          this.touch(other);
        }
        outcome.applied.push({ id: p.id, action: 'supersede', from: 'active', to: 'outdated' });
        return;
      }
      case 'rewrite':
        if (!change.rewrite) return;
        this.set(p, 'content', change.rewrite.content);
        // The paths moved, the rest is as true as before: checked from here on.
        if (this.commit) this.setMeta(p, 'anchor_commit', this.commit);
        this.touch(p);
        outcome.applied.push({ id: p.id, action: 'rewrite', from: status, to: status });
        return;
      case 'link': {
        const before = JSON.stringify(this.get(p, 'conflicts_with') ?? []);
        for (const id of change.conflictsWith ?? []) this.addConflict(p, id);
        if (JSON.stringify(this.get(p, 'conflicts_with') ?? []) === before) return;
        this.touch(p);
        outcome.applied.push({ id: p.id, action: 'link', from: status, to: status });
        return;
      }
      case 'archive':
        outcome.skipped.push({ id: p.id, reason: 'prompt points have no archived state: it stays inactive' });
        return;
      case 'review':
        return;
    }
  }

  /** `conflicts_with` of a point without `names`, or null when it names none of them. */
  private withoutConflicts(p: Point, names: readonly string[]): unknown[] | null {
    return conflictsWithout(this.get(p, 'conflicts_with'), names);
  }

  /** A reviewer's keep: re-anchored and checked now; a pair judged compatible loses the detector's links on both sides. */
  keep(request: KeepRequest, ref: SourceRef, outcome: KeepOutcome): void {
    const p = this.byId.get(request.id);
    if (!p) {
      outcome.skipped.push({ id: request.id, reason: 'no longer in the file' });
      return;
    }
    const status = this.get(p, 'active') === false ? 'outdated' : 'active';
    if (request.seen && (status !== request.seen.status || p.value.content !== request.seen.content)) {
      outcome.skipped.push({ id: p.id, reason: status !== request.seen.status ? `status changed since the check (${request.seen.status} → ${status})` : 'its content changed since the check' });
      return;
    }
    const replacedBy = this.get(p, 'replaced_by');
    if (typeof replacedBy === 'string' && replacedBy !== '') {
      outcome.skipped.push({ id: p.id, reason: `it is replaced by ${replacedBy}: clear replaced_by first` });
      return;
    }
    if (status !== 'active') this.set(p, 'active', true);
    const at = stampLike(p.value.last_updated ?? p.value.created_at, this.now);
    if (this.commit) this.setMeta(p, 'anchor_commit', this.commit);
    this.setMeta(p, 'validated_at', at);
    const others = request.compatibleWith.map((key) => nameFrom(ref, key));
    if (others.length > 0) {
      const current = this.getMeta(p, 'compatible_with');
      const list = Array.isArray(current) ? (current as unknown[]) : [];
      this.setMeta(p, 'compatible_with', [...list, ...others.filter((o) => !list.includes(o))]);
      const conflicts = this.withoutConflicts(p, others);
      if (conflicts) this.set(p, 'conflicts_with', conflicts);
      for (const id of others) {
        const other = this.byId.get(id);
        const theirs = other && this.withoutConflicts(other, [p.id]);
        if (other && theirs) {
          this.set(other, 'conflicts_with', theirs);
          this.touch(other);
        }
      }
    }
    this.touch(p);
    outcome.done.push({
      id: p.id,
      what: `kept: re-anchored${this.commit ? ` at ${this.commit.slice(0, 7)}` : ''} in its metadata${others.length > 0 ? `; not in conflict with ${others.join(', ')}` : ''} (verified and its counts are left to uses in traces)`,
    });
  }

  /** Drops a point's conflict link to a learning of another file a reviewer kept as compatible with it. */
  unlink(id: string, keptKey: string, outcome: KeepOutcome): void {
    const p = this.byId.get(id);
    const conflicts = p && this.withoutConflicts(p, [keptKey]);
    if (!p || !conflicts) return;
    this.set(p, 'conflicts_with', conflicts);
    this.touch(p);
    outcome.done.push({ id, what: `no longer linked as contradicting ${keptKey}` });
  }

  /** The file with every pending member written. */
  finish(): string {
    for (const [p, values] of this.top) for (const [key, value] of values) this.editor.set(p.node, key, value);
    for (const [p, values] of this.meta) {
      const metadata = member(p.node, 'metadata');
      if (metadata && metadata.value.type === 'object') {
        for (const [key, value] of values) this.editor.set(metadata.value, key, value);
      } else if (!metadata) {
        this.editor.set(p.node, 'metadata', Object.fromEntries(values));
      }
      // A metadata that is not an object is someone else's format: left alone.
    }
    return this.editor.toString();
  }
}
