// Learnings + evidence (+ contradiction changes) → the review plan. Pure: the
// same inputs give the same plan, byte for byte, whoever builds it.

import type { Learning } from '../model/learning.js';
import type { Status } from '../model/discovery.js';
import { extractPathMentions } from '../anchors/paths.js';
import { replaceMention, sameShape } from '../anchors/rewrite.js';
import { compareNaturalParts, naturalParts } from '../text/natural-order.js';
import type { Evidence, EvidenceKind, PlanAction, PlanChange, Policy, ReviewPlan } from './types.js';

export interface BuildPlanInput {
  learnings: readonly Learning[];
  /** Learning.key → evidence (from collectEvidence). */
  evidence: ReadonlyMap<string, readonly Evidence[]>;
  /** Learning.key → where its check started. */
  since?: ReadonlyMap<string, NonNullable<PlanChange['since']>>;
  /** Changes the contradiction checker proposes (supersede, link), merged in. */
  contradictions?: readonly PlanChange[];
  head: string | null;
  range: string | null;
  policy: Policy;
  /** Outdated learnings unreviewed for this many days are archived; 0 turns it off. */
  archiveAfterDays: number;
  now: Date;
  warnings?: readonly string[];
  checked?: ReviewPlan['checked'];
}

/** Evidence kinds that flip a learning to outdated, per policy. */
export const OUTDATING: Record<Policy, ReadonlySet<EvidenceKind>> = {
  graded: new Set(['deleted', 'anchor-changed', 'rewritten']),
  strict: new Set(['deleted', 'anchor-changed', 'rewritten', 'touched']),
};

const ACTION_RANK: Record<PlanAction, number> = { supersede: 0, outdate: 1, archive: 2, rewrite: 3, link: 4, review: 5 };

/** Learnings turned into changes by one call (see buildPlan). */
const PLANNED_PER_BATCH = 64;

export function buildPlan(input: BuildPlanInput): ReviewPlan {
  const byKey = new Map<string, PlanChange>();
  const outdating = OUTDATING[input.policy];

  const addChanges = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const learning = input.learnings[i]!;
      if (learning.status === 'active') {
        const evidence = input.evidence.get(learning.key);
        if (evidence && evidence.length > 0) byKey.set(learning.key, changeFromEvidence(learning, evidence, outdating, input.since?.get(learning.key)));
      } else if (learning.status === 'outdated' && input.archiveAfterDays > 0 && !learning.readOnly) {
        const archive = archiveChange(learning, input.archiveAfterDays, input.now);
        if (archive) byKey.set(learning.key, archive);
      }
    }
  };
  // In batches, from a function of their own: a loop of ten thousand learnings here made V8 compile this whole
  // function on the stack, twice on the check bench (its first rename threw the first code away), for one pass.
  for (let i = 0; i < input.learnings.length; i += PLANNED_PER_BATCH) addChanges(i, Math.min(i + PLANNED_PER_BATCH, input.learnings.length));

  for (const contradiction of input.contradictions ?? []) {
    const existing = byKey.get(contradiction.key);
    byKey.set(contradiction.key, existing ? mergeChanges(existing, contradiction) : contradiction);
  }

  // Each id split once, not at every comparison (a whole-history check sorts thousands of changes).
  const idParts = new Map<PlanChange, string[]>();
  for (const change of byKey.values()) idParts.set(change, naturalParts(change.id));
  const changes = [...byKey.values()].sort((a, b) => compareText(a.source.path, b.source.path) || compareNaturalParts(idParts.get(a)!, idParts.get(b)!) || compareText(a.key, b.key));
  const plan: ReviewPlan = { head: input.head, range: input.range, policy: input.policy, changes, warnings: [...(input.warnings ?? [])] };
  if (input.checked) plan.checked = input.checked;
  return plan;
}

function changeFromEvidence(learning: Learning, evidence: readonly Evidence[], outdating: ReadonlySet<EvidenceKind>, since?: PlanChange['since']): PlanChange {
  const strong = evidence.filter((e) => outdating.has(e.kind));
  const renames = evidence.filter((e) => e.kind === 'renamed' && e.path && e.newPath);
  // A rename the content does not write (`helpers.ts` moved from `src/a/` to `src/b/`) leaves it true as written: reported, not rewritten.
  const rewritten = renames.length > 0 ? rewriteContent(learning.content, renames) : undefined;
  const rewrite = rewritten && rewritten.renames.length > 0 ? rewritten : undefined;

  let action: PlanAction;
  let to: Status = learning.status;
  let reason: string;
  let outdatedCommit: string | null | undefined;
  if (strong.length > 0) {
    action = learning.readOnly ? 'review' : 'outdate';
    if (!learning.readOnly) to = 'outdated';
    reason = strong[0]!.summary + (strong.length > 1 ? ` (and ${strong.length - 1} more)` : '');
    // The commit that made it stale: the earliest one behind the strongest evidence.
    outdatedCommit = strong[0]!.commits[0]?.sha ?? null;
  } else if (rewrite) {
    action = learning.readOnly ? 'review' : 'rewrite';
    reason = renames.map((r) => r.summary).join('; ');
  } else {
    action = 'review';
    reason = evidence[0]!.summary + (evidence.length > 1 ? ` (and ${evidence.length - 1} more)` : '');
  }

  const change: PlanChange = {
    key: learning.key,
    id: learning.id,
    source: learning.source,
    line: learning.line,
    content: learning.content,
    action,
    from: learning.status,
    to,
    reason,
    evidence: [...evidence],
  };
  if (outdatedCommit !== undefined) change.outdatedCommit = outdatedCommit;
  if (rewrite && !learning.readOnly) change.rewrite = rewrite;
  if (since) change.since = since;
  return change;
}

function archiveChange(learning: Learning, days: number, now: Date): PlanChange | null {
  const since = learning.outdatedAt ? Date.parse(learning.outdatedAt) : NaN;
  if (Number.isNaN(since)) return null;
  const age = (now.getTime() - since) / 86_400_000;
  if (age < days) return null;
  return {
    key: learning.key,
    id: learning.id,
    source: learning.source,
    line: learning.line,
    content: learning.content,
    action: 'archive',
    from: 'outdated',
    to: 'archived',
    reason: `outdated for ${Math.floor(age)} days without review (archiveAfterDays: ${days})`,
    evidence: [],
  };
}

/**
 * Replaces each renamed path, everywhere the content writes it (`src/http.ts`
 * and a later bare `http.ts` alike), with its new path written the same way.
 */
export function rewriteContent(content: string, renames: readonly Evidence[]): NonNullable<PlanChange['rewrite']> {
  let text = content;
  const done: Array<{ from: string; to: string }> = [];
  const mentions = extractPathMentions(content);
  for (const rename of renames) {
    const oldPath = rename.path!;
    const written = new Set([rename.mention, ...mentions.filter((m) => m.path === oldPath || oldPath.endsWith(`/${m.path}`)).map((m) => m.text)]);
    for (const form of written) {
      const replacement = sameShape(form, oldPath, rename.newPath!);
      if (replacement === form || !text.includes(form)) continue;
      text = replaceMention(text, form, replacement);
      done.push({ from: form, to: replacement });
    }
  }
  return { content: text, renames: done };
}

function mergeChanges(ours: PlanChange, theirs: PlanChange): PlanChange {
  const [first, second] = ACTION_RANK[theirs.action] < ACTION_RANK[ours.action] ? [theirs, ours] : [ours, theirs];
  const merged: PlanChange = { ...second, ...first, evidence: [...ours.evidence, ...theirs.evidence] };
  merged.reason = first.reason === second.reason ? first.reason : `${first.reason}; ${second.reason}`;
  if (ours.rewrite ?? theirs.rewrite) merged.rewrite = ours.rewrite ?? theirs.rewrite;
  if (ours.since ?? theirs.since) merged.since = ours.since ?? theirs.since;
  const conflicts = [...new Set([...(ours.conflictsWith ?? []), ...(theirs.conflictsWith ?? [])])].sort();
  if (conflicts.length > 0) merged.conflictsWith = conflicts;
  return merged;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
