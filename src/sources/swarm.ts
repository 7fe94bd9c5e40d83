// The dialect stores as sources: the swarm idea store of seed 000
// (`.swarm/ideas.jsonl`, yellow ideas under greens, `learnings.md` views) and,
// with the same code, the AXIOM store of seed 001. Reading, plan application,
// views and locking are the store's own (src/store/); this adds what a source
// needs on top: repository-relative paths for a store in a subfolder, and the
// seed's archival of a done Green's yellows as changes of the plan.

import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Config } from '../config.js';
import type { Learning, SourceRef } from '../model/learning.js';
import { archive, dropConflicts, judgeCompatible, validate } from '../model/lifecycle.js';
import { UserError } from '../errors.js';
import type { PlanChange } from '../plan/types.js';
import { type StoreDialect } from '../store/dialect.js';
import { DiscoveryStore, formatProblem, updateStore } from '../store/discovery-store.js';
import { parseJsonl } from '../store/jsonl.js';
import type { RecordReader } from '../store/record-index.js';
import { applyPlanToStore, toLearning } from '../store/learnings.js';
import { storePaths, type PathOverrides, type StorePaths } from '../store/paths.js';
import { renderViews } from '../views.js';
import {
  changesFor,
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

const posix = (p: string) => p.split(sep).join('/');

export interface DialectStoreOptions {
  /** The repository root every source path is relative to. */
  repoRoot: string;
  /** The folder holding the store folder (`.swarm`, `.axiom`): its paths resolve against it. */
  projectRoot: string;
  /** The case file, relative to projectRoot. */
  store: string;
  dialect: StoreDialect;
  config: Config;
  /** The project's configured view paths (views.global, views.agentsDir), for the store the config belongs to. */
  views?: Pick<PathOverrides, 'globalView' | 'agentsDir'>;
  /** Only these learnings (keys) are needed: only their records are read (see LoadSourcesInput.needed). */
  needed?: ReadonlySet<string>;
  /** Reads the needed records without reading the whole file, when it can (see LoadSourcesInput.readRecords). */
  readRecords?: RecordReader;
}

export class DialectStoreSource implements Source {
  readonly ref: SourceRef;
  readonly warnings: string[];
  readonly paths: StorePaths;
  private readonly store: DiscoveryStore;
  private readonly baseDir: string;
  /** Ids of the only learnings read (null: all of them). */
  private readonly wanted: ReadonlySet<string> | null;
  /** Status of every parent record (greens, tasks) by id. */
  private readonly parents = new Map<string, { status: unknown; marker: unknown }>();

  constructor(
    readonly info: SourceInfo,
    private readonly options: DialectStoreOptions,
  ) {
    this.paths = storePaths(options.projectRoot, { store: options.store, ...options.views }, options.dialect);
    this.ref = { kind: options.dialect.kind, path: info.path };
    this.baseDir = posix(relative(options.repoRoot, options.projectRoot));
    const prefix = `${this.ref.path}#`;
    this.wanted = options.needed && options.dialect.kind !== 'swarm' ? new Set([...options.needed].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length))) : null;
    const exists = existsSync(this.paths.cases);
    const text = this.wanted || !exists ? '' : readFileSync(this.paths.cases, 'utf8');
    const indexed = this.wanted && exists && options.readRecords ? options.readRecords(this.paths.cases, this.wanted) : null;
    this.store = indexed
      ? DiscoveryStore.fromLines(this.paths, options.config, indexed)
      : this.wanted
        ? DiscoveryStore.partial(this.paths, options.config, exists ? readFileSync(this.paths.cases) : Buffer.alloc(0), this.wanted)
        : DiscoveryStore.fromText(this.paths, options.config, text);
    // Parents matter only for the swarm's own archiving (ownChanges); an AXIOM store is not parsed twice.
    for (const line of options.dialect.kind === 'swarm' ? parseJsonl(text).lines : []) {
      const v = line.value;
      if (v && typeof v.id === 'string' && v[options.dialect.recordField] !== options.dialect.recordValue) {
        this.parents.set(v.id, { status: v.status, marker: v[options.dialect.recordField] });
      }
    }
    const folder = this.baseDir ? `${this.baseDir}/` : '';
    this.warnings = this.store.problems.map((p) => formatProblem({ ...p, file: `${folder}${p.file}` }));
  }

  get dialect(): StoreDialect {
    return this.options.dialect;
  }

  learnings(): Learning[] {
    const wanted = this.wanted;
    return (wanted ? this.store.discoveries().filter((d) => wanted.has(d.id)) : this.store.discoveries()).map((d) => {
      const base = toLearning(this.store, d);
      return { ...base, key: `${this.ref.path}#${d.id}`, source: this.ref, baseDir: this.baseDir };
    });
  }

  /** Seed 000: when a Green is done, its active Yellow children are archived. */
  ownChanges(): PlanChange[] {
    if (this.options.dialect.kind !== 'swarm') return [];
    const out: PlanChange[] = [];
    for (const d of this.store.discoveries()) {
      if (d.status !== 'active') continue;
      const parentId = (d.metadata[this.options.dialect.parentField] as string | null | undefined) ?? d.parentId;
      const parent = parentId ? this.parents.get(parentId) : undefined;
      if (!parent || parent.status !== 'done') continue;
      out.push({
        key: `${this.ref.path}#${d.id}`,
        id: d.id,
        source: this.ref,
        line: this.store.lineOf(d.id),
        content: d.content,
        action: 'archive',
        from: 'active',
        to: 'archived',
        reason: `its parent ${String(parent.marker)} ${parentId} is done (${this.options.dialect.completedReason})`,
        evidence: [],
      });
    }
    return out;
  }

  notes(): SourceNote[] {
    return [];
  }

  summary(): string {
    const all = this.store.discoveries();
    const count = (s: string) => all.filter((d) => d.status === s).length;
    const noun = this.options.dialect.kind === 'swarm' ? 'yellow idea' : 'discovery';
    const plural = this.options.dialect.kind === 'swarm' ? 'yellow ideas' : 'discoveries';
    const done = this.ownChanges().length;
    return `${all.length} ${all.length === 1 ? noun : plural} (${count('active')} active, ${count('outdated')} outdated, ${count('archived')} archived)${done > 0 ? ` · ${done} to archive (parent ${this.options.dialect.kind === 'swarm' ? 'green' : 'task'} done)` : ''}`;
  }

  render(): RenderedView[] {
    return renderViews(this.store.discoveries(), this.paths).map((f) => ({
      path: posix(relative(this.options.repoRoot, f.path)),
      title: 'view',
      content: f.content,
    }));
  }

  /** As `validate --compatible-with` does in the project's own store (the same store code, for either dialect). */
  async keep(requests: readonly KeepRequest[], context: SourceApplyContext): Promise<KeepOutcome> {
    const outcome = emptyKeepOutcome(this.info.path);
    const { kept, unlinks } = keepsFor(this.ref, requests);
    if (kept.length + unlinks.length === 0) return outcome;
    const written = await updateStore(this.paths, this.options.config, (store) => {
      for (const request of kept) {
        const d = store.get(request.id);
        if (!d) {
          outcome.skipped.push({ id: request.id, reason: 'no longer in the store' });
          continue;
        }
        if (request.seen && d.status !== request.seen.status) {
          outcome.skipped.push({ id: d.id, reason: `status changed since the check (${request.seen.status} → ${d.status})` });
          continue;
        }
        try {
          validate(d, context);
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          outcome.skipped.push({ id: d.id, reason: error.message });
          continue;
        }
        const others = request.compatibleWith.map((key) => nameFrom(this.ref, key));
        if (others.length > 0) for (const other of judgeCompatible(d, others, (id) => store.get(id))) store.markChanged(other);
        store.markChanged(d);
        outcome.done.push({ id: d.id, what: `kept and validated${others.length > 0 ? `; not in conflict with ${others.join(', ')}` : ''}` });
      }
      for (const { id, kept: by } of unlinks) {
        const d = store.get(id);
        if (d && dropConflicts(d, [nameFrom(this.ref, by.key)])) {
          d.updatedAt = context.now.toISOString();
          store.markChanged(d);
          outcome.done.push({ id: d.id, what: `no longer linked as contradicting ${by.key}` });
        }
      }
      return store.changed;
    });
    if (written) this.listWritten(outcome.written);
    return outcome;
  }

  async apply(changes: readonly PlanChange[], context: SourceApplyContext): Promise<SourceApplyOutcome> {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== 'review');
    if (mine.length === 0) return outcome;
    const { dialect } = this.options;
    const written = await updateStore(this.paths, this.options.config, (store) => {
      const storeRef = { kind: dialect.kind, path: store.file };
      // A parent finishing archives its children with the seed's reason; everything else is the store's plan application.
      const completions = mine.filter((c) => c.action === 'archive' && c.from === 'active');
      for (const change of completions) {
        const d = store.get(change.id);
        if (!d || d.status !== 'active') {
          outcome.skipped.push({ id: change.id, reason: d ? `status changed since the check (active → ${d.status})` : 'no longer in the store' });
          continue;
        }
        archive(d, dialect.completedReason, context);
        store.markChanged(d);
        outcome.applied.push({ id: d.id, action: 'archive', from: 'active', to: 'archived' });
      }
      const rest = mine.filter((c) => !completions.includes(c)).map((c) => ({ ...c, source: storeRef }));
      const result = applyPlanToStore(store, rest, context);
      outcome.applied.push(...result.applied);
      outcome.skipped.push(...result.skipped);
      return store.changed;
    });
    if (written) this.listWritten(outcome.written);
    return outcome;
  }

  /** The store and the views rendered from it again: the files a keep or an apply wrote. */
  private listWritten(written: string[]): void {
    written.push(this.info.path);
    const refreshed = new DialectStoreSource(this.info, this.options);
    for (const view of refreshed.render()) if (view.path) written.push(view.path);
  }
}
