// One check over every source: load them, collect history evidence for all their
// learnings in one pass, build one plan (with the changes sources propose
// themselves), and give each source its share to write back. The CLI's
// `check`, the hooks and the Action all go through here.

import { UserError } from '../errors.js';
import { collectEvidence, startRangeChain } from '../outdated/collect.js';
import type { OutdatedOptions } from '../outdated/options.js';
import { buildPlan } from '../plan/build.js';
import type { Learning } from '../model/learning.js';
import type { PlanChange, ReviewPlan } from '../plan/types.js';
import { applyPlanToSources, checkableLearnings, loadSources, sourceChanges, type LoadedSources, type LoadSourcesInput } from './index.js';
import type { RewriteProposal, SourceApplyOutcome } from './source.js';

export interface CheckSourcesInput extends LoadSourcesInput {
  options: OutdatedOptions;
  range: string | null;
  /** Changes another checker proposes (contradictions), merged into the plan. */
  contradictions?: readonly PlanChange[];
  /** Warnings the caller already has (the project store's problems). */
  warnings?: readonly string[];
  /**
   * Look for history evidence for these learnings only (the hooks pass the ones
   * whose mentions match a path the range changed: the others have none in it).
   * The plan is still built over every learning.
   */
  only?: (learning: Learning) => boolean;
  /**
   * Only contradictions that involve these learnings (the hooks pass the ones
   * added or changed in the range they check); all contradictions when absent.
   */
  contradictionsFor?: (learning: Learning) => boolean;
  onPhase?: (phase: string) => void;
  /** The hooks' chain cache in the git dir (src/history/chain-cache.ts), with `discovered`. */
  chainCache?: string;
}

export interface SourcesCheck {
  loaded: LoadedSources;
  plan: ReviewPlan;
}

export async function checkSources(input: CheckSourcesInput): Promise<SourcesCheck> {
  // A range's chain needs no learning: when the repository is known already (the hooks), it is read while they load.
  const early = input.discovered && input.range ? input.discovered.then((d) => (d.gitRoot ? startRangeChain(d.gitRoot, input.env, input.range, input.chainCache) : null)) : null;
  early?.catch(() => {});
  const loaded = await loadSources(input);
  const gitRoot = loaded.discovery.gitRoot;
  if (!gitRoot) throw new UserError(`${input.cwd} is not inside a git repository`, { fix: 'run discoveries check in a clone of the repository' });
  const learnings = checkableLearnings(loaded.sources);
  const examined = input.only ? learnings.filter(input.only) : learnings;
  const result = await collectEvidence({ cwd: gitRoot, cwdIsRoot: true, env: input.env, learnings: examined, options: input.options, range: input.range, onPhase: input.onPhase, early: await early });
  const plan = buildPlan({
    learnings,
    evidence: result.evidence,
    since: result.since,
    head: result.head,
    range: result.range,
    policy: input.options.policy,
    archiveAfterDays: input.options.archiveAfterDays,
    now: input.now,
    warnings: [...(input.warnings ?? []), ...loaded.failed.map((f) => `${f.path}: could not be read: ${f.reason}`), ...loaded.warnings, ...result.warnings],
    checked: result.checked,
    contradictions: [...(input.contradictions ?? []), ...(await contradictionsAmong(learnings, input)), ...sourceChanges(loaded.sources)],
  });
  const notes = loaded.sources.filter((s) => s.info.checked).flatMap((s) => s.notes());
  if (notes.length > 0) plan.notes = notes;
  return { loaded, plan };
}

/**
 * The contradictions the config asks for. The checker is loaded only when there
 * is something to compare: a hook whose commits added no learning does not pay
 * for loading it (and building its vocabulary).
 */
async function contradictionsAmong(learnings: readonly Learning[], input: CheckSourcesInput): Promise<PlanChange[]> {
  if (!input.config.contradictions.enabled) return [];
  const incoming = input.contradictionsFor;
  if (incoming && !learnings.some((l) => l.status === 'active' && incoming(l))) return [];
  const { contradictionChanges, contradictionChangesFor } = await import('../contradiction/plan.js');
  const options = { method: input.config.contradictions.method };
  return incoming ? contradictionChangesFor(learnings, incoming, options) : contradictionChanges(learnings, options);
}

export interface SourcesApplied {
  outcomes: Array<SourceApplyOutcome & { error?: string }>;
  applied: Array<{ id: string; action: PlanChange['action']; from: string; to: string; source: string; note?: string }>;
  skipped: Array<{ id: string; reason: string; source: string }>;
  proposals: RewriteProposal[];
  commits: string[];
  errors: Array<{ source: string; error: string }>;
}

/**
 * Applies the plan to every source. With `dryRun` nothing is written: only the
 * read-only sources are asked, for the path rewrites they would propose.
 */
export async function applySourcesPlan(check: SourcesCheck, context: { now: Date; env: NodeJS.ProcessEnv; dryRun?: boolean }): Promise<SourcesApplied> {
  const sources = context.dryRun ? check.loaded.sources.filter((s) => s.info.kind === 'agent-file') : check.loaded.sources;
  const outcomes = await applyPlanToSources(sources, check.plan, { now: context.now, commit: check.plan.head, env: context.env });
  const readOnlySkip = (reason: string) => reason.startsWith('agent files are read-only');
  return {
    outcomes,
    applied: outcomes.flatMap((o) => o.applied.map((a) => ({ ...a, source: o.source }))),
    skipped: outcomes.flatMap((o) => o.skipped.filter((s) => !readOnlySkip(s.reason)).map((s) => ({ ...s, source: o.source }))),
    proposals: outcomes.flatMap((o) => o.proposals),
    commits: outcomes.flatMap((o) => o.commits),
    errors: outcomes.filter((o) => o.error).map((o) => ({ source: o.source, error: o.error! })),
  };
}
