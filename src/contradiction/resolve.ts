// What to do about contradictions, as review-plan changes: the newer learning
// wins, the older becomes outdated with supersededBy, both carry conflictsWith,
// nothing is deleted. When the older has the higher impact, or is validated and
// the newer is not, a person decides: the pair is flagged for review instead.

import { IMPACT_RANK } from '../model/discovery.js';
import type { Learning } from '../model/learning.js';
import type { ContradictionFinding, PlanAction, PlanChange } from '../plan/types.js';
import { byAge } from './find.js';

/** Why the older should not simply be flipped, or null when the newer may win. */
export function reviewReason(older: Learning, newer: Learning): string | null {
  if (older.readOnly) return `${older.id} is in an agent file, which is reported on, never changed`;
  if (older.impact && newer.impact && IMPACT_RANK[older.impact] > IMPACT_RANK[newer.impact]) {
    return `${older.id} has higher impact (${older.impact}) than ${newer.id} (${newer.impact})`;
  }
  if (older.validated && !newer.validated) return `${older.id} is validated and ${newer.id} is not`;
  return null;
}

interface Proposal {
  action: PlanAction;
  reason: string;
  contradiction: ContradictionFinding;
  to?: PlanChange['to'];
  supersededBy?: string;
}

const RANK: Record<PlanAction, number> = { supersede: 3, review: 2, link: 1, outdate: 0, rewrite: 0, archive: 0 };

/** How one learning refers to another: its id within the same file, its key across files. */
function ref(from: Learning, to: Learning): string {
  return from.source.path === to.source.path && from.source.kind === to.source.kind ? to.id : to.key;
}

/**
 * The plan changes for a set of findings: one change per learning, sorted by
 * source path then id. An older contradicted by several newer learnings is
 * superseded by the newest of them and conflicts with all.
 */
export function resolveContradictions(findings: readonly ContradictionFinding[], learnings: readonly Learning[]): PlanChange[] {
  const byKey = new Map(learnings.map((l) => [l.key, l]));
  const changes = new Map<string, PlanChange>();
  const conflicts = new Map<string, Set<string>>();
  const note = (l: Learning, other: Learning) => {
    if (!conflicts.has(l.key)) conflicts.set(l.key, new Set());
    conflicts.get(l.key)!.add(ref(l, other));
  };
  const propose = (l: Learning, change: Proposal) => {
    const current = changes.get(l.key);
    const next: PlanChange = {
      key: l.key,
      id: l.id,
      source: l.source,
      line: l.line,
      content: l.content,
      action: change.action,
      from: l.status,
      to: change.to ?? l.status,
      reason: change.reason,
      evidence: [],
      contradiction: change.contradiction,
      ...(change.supersededBy ? { supersededBy: change.supersededBy } : {}),
    };
    if (!current || RANK[next.action] > RANK[current.action]) {
      changes.set(l.key, next);
      return;
    }
    // Same action again: the newest newer learning decides supersededBy.
    if (next.action === current.action && next.action === 'supersede' && next.contradiction && current.contradiction) {
      const a = byKey.get(next.contradiction.newerKey);
      const b = byKey.get(current.contradiction.newerKey);
      if (a && b && byAge(a, b) > 0) changes.set(l.key, next);
    }
  };

  const ordered = [...findings].sort((x, y) => (x.olderKey < y.olderKey ? -1 : x.olderKey > y.olderKey ? 1 : x.newerKey < y.newerKey ? -1 : x.newerKey > y.newerKey ? 1 : 0));
  for (const f of ordered) {
    const older = byKey.get(f.olderKey);
    const newer = byKey.get(f.newerKey);
    if (!older || !newer) continue;
    note(older, newer);
    note(newer, older);
    const why = reviewReason(older, newer);
    if (why) {
      propose(older, {
        action: 'review',
        reason: `contradicted by newer ${ref(older, newer)} (${f.kind}), but ${why}: a person decides`,
        contradiction: f,
      });
      continue;
    }
    if (older.status === 'active') {
      propose(older, {
        action: 'supersede',
        to: 'outdated',
        reason: `superseded by ${ref(older, newer)}: ${f.reason}`,
        contradiction: f,
        supersededBy: ref(older, newer),
      });
    }
    propose(newer, { action: 'link', reason: `contradicts older ${ref(newer, older)} (${f.kind})`, contradiction: f });
  }
  const out: PlanChange[] = [];
  for (const change of changes.values()) {
    const list = [...(conflicts.get(change.key) ?? [])].sort();
    // A review changes nothing on its own, so it names the conflict without recording it.
    out.push({ ...change, conflictsWith: list });
  }
  return out.sort((a, b) => (a.source.path < b.source.path ? -1 : a.source.path > b.source.path ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
