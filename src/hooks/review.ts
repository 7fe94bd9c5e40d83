// Reviewing pending findings: finish checks a hook ran out of time on, pick this
// branch's findings, and apply a person's decisions to the store in one write.
// The command (src/cli/commands/review.ts) asks; this module decides nothing.

import { dirname, relative, sep } from 'node:path';
import { runGit } from '../git/exec.js';
import { applyPlanToSources, keepInSources, loadSources, type KeepRequest } from '../sources/index.js';
import type { Discovery } from '../model/discovery.js';
import { idInSource } from '../model/learning.js';
import type { ContradictionFinding } from '../plan/types.js';
import * as lifecycle from '../model/lifecycle.js';
import { UserError } from '../errors.js';
import { DiscoveryStore, updateStore } from '../store/discovery-store.js';
import { applyPlanToStore } from '../store/learnings.js';
import { withLock } from '../store/lock.js';
import { projectStoreRef } from '../store/paths.js';
import { linesAddedSince, planForRange, sourcesForIndex } from './check.js';
import { hookFiles, type HookGit } from './git-state.js';
import { addFindings, forProjectStore, isHookFinding, readPending, removeFindings, writePending, type Finding } from './pending.js';
import type { HookProject } from './run.js';

const LOCK = { timeoutMs: 10_000, staleMs: 30_000 };

/** One thing to decide on: a finding, with the `link` findings that belong to it (the newer side of a contradiction). */
export interface ReviewItem {
  finding: Finding;
  linked: Finding[];
}

export type Decision = { kind: 'accept' } | { kind: 'keep' } | { kind: 'edit'; content: string } | { kind: 'skip' };

export interface Prepared {
  items: ReviewItem[];
  /** Findings pending on other branches (not shown without --all). */
  elsewhere: Map<string, number>;
  /** What was done before reviewing, one line each. */
  notes: string[];
}

/**
 * Finishes the checks hooks stopped at their deadline on this branch, drops
 * findings of branches that no longer exist, and returns what to review.
 */
export async function prepareReview(git: HookGit, project: HookProject, env: NodeJS.ProcessEnv, now: Date, all: boolean): Promise<Prepared> {
  const files = hookFiles(git);
  const branch = git.ref ?? 'HEAD';
  const notes: string[] = [];
  const pending = await withLock(
    files.lock,
    async () => {
      const { pending, problem } = readPending(files.pending);
      if (problem) notes.push(`${problem}; started afresh`);
      let changed = problem !== null;
      const mine = pending.unchecked.filter((u) => u.branch === branch);
      if (mine.length > 0) {
        const store = DiscoveryStore.read(project.paths, project.config);
        store.assertWritable();
        let added = 0;
        const { sourcePaths } = await sourcesForIndex(project.paths, project.config, env, now);
        for (const u of mine) {
          // As the hook would have: contradictions only for learnings added or changed since the range's start.
          const newLines = u.base ? await linesAddedSince(git.workTree, u.base, sourcePaths, env) : undefined;
          const plan = await planForRange({ env, paths: project.paths, config: project.config, base: u.base, head: u.head, now, newLines });
          const found = plan.changes.filter(isHookFinding).map((change) => ({ branch, head: u.head, event: 'review', foundAt: now.toISOString(), change }));
          added += addFindings(pending, found).length;
        }
        pending.unchecked = pending.unchecked.filter((u) => u.branch !== branch);
        notes.push(`finished the check a hook stopped at its deadline: ${added} new finding${added === 1 ? '' : 's'}`);
        changed = true;
      }
      const branches = new Set(pending.findings.map((f) => f.branch).filter((b) => b.startsWith('refs/')));
      const gone: string[] = [];
      for (const ref of branches) {
        const exists = await runGit(['show-ref', '--verify', '--quiet', ref], { cwd: git.workTree, env, allowFailure: true });
        if (exists.code !== 0) gone.push(ref);
      }
      if (gone.length > 0) {
        const dropped = pending.findings.filter((f) => gone.includes(f.branch));
        removeFindings(pending, dropped);
        notes.push(`dropped ${dropped.length} finding${dropped.length === 1 ? '' : 's'} of deleted branch${gone.length === 1 ? '' : 'es'} ${gone.map(shortRef).join(', ')}`);
        changed = true;
      }
      const revisited = revisitedSince(pending.findings, git, project);
      if (revisited.length > 0) {
        removeFindings(pending, revisited);
        const ids = [...new Set(revisited.map((f) => f.change.id))];
        notes.push(`dropped ${revisited.length} finding${revisited.length === 1 ? '' : 's'} about ${ids.length === 1 ? 'a discovery' : 'discoveries'} validated or edited since: ${ids.join(', ')}`);
        changed = true;
      }
      if (changed) writePending(files.pending, pending);
      return pending;
    },
    { ...LOCK, displayPath: files.lock },
  );
  const shown = pending.findings.filter((f) => all || f.branch === branch);
  const elsewhere = new Map<string, number>();
  for (const f of pending.findings) if (!shown.includes(f)) elsewhere.set(f.branch, (elsewhere.get(f.branch) ?? 0) + 1);
  return { items: groupItems(shown), elsewhere, notes };
}

/**
 * Findings about discoveries of the project's store that someone validated or
 * edited after the finding was made (with `discoveries validate` or `edit`): the
 * person already decided, and accepting the old evidence would undo it. A
 * discovery whose status changed instead is refused when applied, with the reason.
 */
function revisitedSince(findings: readonly Finding[], git: HookGit, project: HookProject): Finding[] {
  if (findings.length === 0) return [];
  let store: DiscoveryStore;
  try {
    store = DiscoveryStore.read(project.paths, project.config);
  } catch {
    return []; // A store that cannot be read is reported when the decisions are applied.
  }
  const own = ownStore(git, project);
  return findings.filter((f) => {
    const change = forProjectStore(f.change, own);
    const d = change ? store.get(change.id) : undefined;
    return d !== undefined && d.status === f.change.from && typeof d.updatedAt === 'string' && Date.parse(d.updatedAt) > Date.parse(f.foundAt);
  });
}

export function shortRef(ref: string): string {
  return ref.replace(/^refs\/heads\//, '');
}

/** Pairs each contradiction's `link` (newer side) with its `supersede` (older side), so one decision covers both. */
export function groupItems(findings: readonly Finding[]): ReviewItem[] {
  const items: ReviewItem[] = [];
  const used = new Set<Finding>();
  const links = findings.filter((f) => f.change.action === 'link');
  for (const finding of findings) {
    if (finding.change.action === 'link') continue;
    const linked =
      finding.change.action === 'supersede'
        ? links.filter((l) => !used.has(l) && l.branch === finding.branch && l.change.id === finding.change.supersededBy && (l.change.conflictsWith ?? []).includes(finding.change.id))
        : [];
    for (const l of linked) used.add(l);
    items.push({ finding, linked });
  }
  for (const l of links) if (!used.has(l)) items.push({ finding: l, linked: [] });
  return items;
}

const ACCEPTED: Record<string, string> = {
  outdate: 'marked outdated',
  supersede: 'marked outdated (superseded)',
  rewrite: 'paths rewritten',
  link: 'linked to the discovery it contradicts',
  archive: 'archived',
  review: 'reviewed',
};

export interface Outcome {
  done: Array<{ id: string; what: string }>;
  /** Decisions the store refused (the discovery changed since the finding), with why. */
  refused: Array<{ id: string; reason: string }>;
  /** Findings settled (removed from pending): decided, or refused as stale. */
  settled: Finding[];
  /** What to commit to share the changes: the project's store folder, other sources' files (a genome commits its own). */
  toCommit: string[];
}

/**
 * Applies every decision: the project's own store in one write (store, counters
 * and views together); findings of other sources (another store, swarm ideas,
 * genome memories, prompt points) through their own writers: accepted, or kept
 * in each format's own terms (edit is the project's store's only). Then removes
 * the settled findings from pending.
 */
export async function applyDecisions(
  git: HookGit,
  project: HookProject,
  decisions: ReadonlyArray<{ item: ReviewItem; decision: Decision }>,
  now: Date,
  env: NodeJS.ProcessEnv,
): Promise<Outcome> {
  const outcome: Outcome = { done: [], refused: [], settled: [], toCommit: [] };
  const decided = decisions.filter((d) => d.decision.kind !== 'skip');
  if (decided.length === 0) return outcome;
  const context = { now, commit: git.head };
  const own = ownStore(git, project);
  const mine = decided.filter((d) => forProjectStore(d.item.finding.change, own) !== null);
  const others = decided.filter((d) => !mine.includes(d));
  const unlinkElsewhere: KeepRequest[] = [];

  if (mine.length > 0) {
    const written = await updateStore(project.paths, project.config, (store) => {
      for (const { item, decision } of mine) {
        const change = forProjectStore(item.finding.change, own)!;
        const settle = () => outcome.settled.push(item.finding, ...item.linked);
        const d = store.get(change.id);
        if (!d) {
          outcome.refused.push({ id: change.id, reason: 'no longer in the store' });
          settle();
          continue;
        }
        if (decision.kind === 'accept') {
          const linked = item.linked.map((l) => forProjectStore(l.change, own)).filter((c): c is NonNullable<typeof c> => c !== null);
          const applied = applyPlanToStore(store, [change, ...linked], context);
          for (const a of applied.applied) outcome.done.push({ id: a.id, what: ACCEPTED[a.action] ?? a.action });
          for (const s of applied.skipped) outcome.refused.push(s);
          settle();
          continue;
        }
        try {
          if (decision.kind === 'keep') {
            lifecycle.validate(d, context);
            // Kept against a contradiction: the reviewer judged the pair compatible, so it is not reported again.
            const other = otherSide(change.contradiction, d.id);
            if (other) for (const o of lifecycle.judgeCompatible(d, [other], (id) => store.get(id))) store.markChanged(o);
            // The other side in another source drops its links there, once this write is done.
            const request = keepRequest(item.finding);
            const foreign = request.compatibleWith.filter((key) => idInSource(request.source, key) === null);
            if (foreign.length > 0) unlinkElsewhere.push({ ...request, compatibleWith: foreign });
            outcome.done.push({ id: d.id, what: other ? `kept and validated; not in conflict with ${other}` : 'kept and validated' });
          } else if (decision.kind === 'edit') {
            const same = store.findDuplicate(decision.content);
            if (same && same !== d) throw new UserError(`${same.id} already says that`);
            lifecycle.edit(d, decision.content, context);
            outcome.done.push({ id: d.id, what: 'edited' });
          }
          store.markChanged(d as Discovery);
        } catch (error) {
          outcome.refused.push({ id: d.id, reason: error instanceof UserError ? error.message : String(error) });
        }
        settle();
      }
      return store.changed;
    });
    if (written) outcome.toCommit.push(`${dirname(own.file)}/`);
  }

  const accepted = others.filter((d) => d.decision.kind === 'accept');
  const kept = others.filter((d) => d.decision.kind === 'keep');
  for (const d of others) {
    if (d.decision.kind === 'edit') outcome.refused.push({ id: d.item.finding.change.id, reason: `edit works on ${own.file} only; edit ${d.item.finding.change.source.path} itself, or keep, accept or skip` });
  }
  if (accepted.length + kept.length + unlinkElsewhere.length > 0) {
    const loaded = await loadSources({ cwd: project.paths.root, env, now, config: project.config, store: projectStoreRef(project.paths) });
    const sourceContext = { now, commit: git.head, env };
    // What another source did, named with its file; a genome has committed its own change already.
    const report = (o: { source: string; written: string[]; commits: string[]; skipped: Array<{ id: string; reason: string }>; error?: string }, done: Array<{ id: string; what: string }>) => {
      if (o.commits.length === 0) outcome.toCommit.push(...o.written);
      for (const d of done) outcome.done.push({ id: `${d.id} (${o.source})`, what: d.what });
      for (const s of o.skipped) outcome.refused.push({ id: `${s.id} (${o.source})`, reason: s.reason });
      if (o.error) outcome.refused.push({ id: o.source, reason: o.error });
    };
    if (accepted.length > 0) {
      const changes = accepted.flatMap((d) => [d.item.finding.change, ...d.item.linked.map((l) => l.change)]);
      for (const o of await applyPlanToSources(loaded.sources, { changes }, sourceContext)) {
        report(o, o.applied.map((a) => ({ id: a.id, what: ACCEPTED[a.action] ?? a.action })));
      }
      for (const d of accepted) outcome.settled.push(d.item.finding, ...d.item.linked);
    }
    const requests = kept.map((d) => keepRequest(d.item.finding));
    // The project's store wrote its side already: only the other sources drop their links to it.
    const elsewhere = unlinkElsewhere.length > 0 ? loaded.sources.filter((s) => s.ref.kind !== own.inRepo.kind || s.ref.path !== own.inRepo.path) : [];
    const outcomes = [...(requests.length > 0 ? await keepInSources(loaded.sources, requests, sourceContext) : []), ...(elsewhere.length > 0 ? await keepInSources(elsewhere, unlinkElsewhere, sourceContext) : [])];
    for (const o of outcomes) report(o, o.done);
    for (const d of kept) outcome.settled.push(d.item.finding, ...d.item.linked);
  }

  const files = hookFiles(git);
  await withLock(
    files.lock,
    () => {
      // Re-read: a hook may have added findings while the person was deciding.
      const { pending } = readPending(files.pending);
      removeFindings(pending, outcome.settled);
      writePending(files.pending, pending);
    },
    { ...LOCK, displayPath: files.lock },
  );
  return outcome;
}

/** The project's own store, as the plan names it and as it names itself. */
export function ownStore(git: HookGit, project: HookProject): { inRepo: { kind: 'axiom' | 'swarm'; path: string }; file: string } {
  return {
    inRepo: { kind: project.paths.dialect.kind, path: relative(git.workTree, project.paths.cases).split(sep).join('/') },
    file: relative(project.paths.root, project.paths.cases).split(sep).join('/'),
  };
}

/** The other learning of a contradiction: its id when it is in the same file, its key otherwise. */
function otherSide(contradiction: ContradictionFinding | undefined, id: string): string | null {
  if (!contradiction) return null;
  const { olderKey, newerKey } = contradiction;
  const [own, other] = olderKey.endsWith(`#${id}`) ? [olderKey, newerKey] : newerKey.endsWith(`#${id}`) ? [newerKey, olderKey] : [null, null];
  if (own === null || other === null) return null;
  const file = (key: string) => key.slice(0, key.lastIndexOf('#'));
  return file(own) === file(other) ? other.slice(other.lastIndexOf('#') + 1) : other;
}

/** A finding kept: its learning, as the finding saw it, and (against a contradiction) the other side, by key. */
function keepRequest(finding: Finding): KeepRequest {
  const { change } = finding;
  const c = change.contradiction;
  const other = c ? (c.olderKey === change.key ? c.newerKey : c.newerKey === change.key ? c.olderKey : null) : null;
  return { key: change.key, id: change.id, source: change.source, seen: { status: change.from, content: change.content }, compatibleWith: other ? [other] : [] };
}

/**
 * What a person can decide on an item besides accept and skip: keep works on every
 * source that can record it (agent files are read-only), edit on the project's own store.
 */
export function reviewChoices(git: HookGit, project: HookProject, item: ReviewItem): { keep: boolean; edit: boolean } {
  const edit = forProjectStore(item.finding.change, ownStore(git, project)) !== null;
  return { keep: edit || item.finding.change.source.kind !== 'agent-file', edit };
}
