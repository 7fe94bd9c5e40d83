// New discoveries against the store: each is compared, as the newer, with its
// candidates among the active discoveries, and the resolution is applied in the
// same locked update (older → outdated + supersededBy, both conflictsWith, or a
// review flag). Used by `discoveries add` and `discoveries ingest`.

import type { Discovery } from '../model/discovery.js';
import type { ContradictionFinding, PlanChange } from '../plan/types.js';
import type { DiscoveryStore } from '../store/discovery-store.js';
import { applyPlanToStore, storeLearnings, type ApplyContext, type ApplyOutcome } from '../store/learnings.js';
import { findContradictionsOf, type ContradictionOptions } from './find.js';
import { resolveContradictions } from './resolve.js';

export interface NewContradictions {
  findings: ContradictionFinding[];
  changes: PlanChange[];
  outcome: ApplyOutcome;
}

/** Checks the discoveries just added against the active ones and applies the resolution to the store. */
export function checkNewDiscoveries(store: DiscoveryStore, added: readonly Discovery[], context: ApplyContext, options: ContradictionOptions = {}): NewContradictions {
  const none: NewContradictions = { findings: [], changes: [], outcome: { applied: [], skipped: [] } };
  if (added.length === 0) return none;
  const learnings = storeLearnings(store);
  const active = learnings.filter((l) => l.status === 'active');
  const ids = new Set(added.map((d) => d.id));
  const findings = findContradictionsOf(
    active.filter((l) => ids.has(l.id ?? '')),
    active,
    options,
  );
  if (findings.length === 0) return none;
  const changes = resolveContradictions(findings, learnings);
  return { findings, changes, outcome: applyPlanToStore(store, changes, context) };
}

/** One line per contradiction for the command's output: what happened to which discovery, and why. */
export function describeNewContradictions(result: NewContradictions): string[] {
  const lines: string[] = [];
  for (const change of result.changes) {
    if (change.action === 'supersede') {
      lines.push(`Supersedes ${change.id} (now outdated): ${change.contradiction?.reason ?? change.reason}`);
    } else if (change.action === 'review') {
      lines.push(`Contradicts ${change.id}, left for review: ${change.reason}`);
    }
  }
  for (const skipped of result.outcome.skipped) lines.push(`Not applied to ${skipped.id}: ${skipped.reason}`);
  return lines;
}

/** The JSON form: each finding with the action taken on the older discovery. */
export function newContradictionsJson(result: NewContradictions): Array<{ older: string; newer: string; kind: string; reason: string; triggers: string[]; action: string }> {
  const byKey = new Map(result.changes.map((c) => [c.key, c]));
  const id = (key: string) => key.slice(key.lastIndexOf('#') + 1);
  return result.findings.map((f) => ({
    older: id(f.olderKey),
    newer: id(f.newerKey),
    kind: f.kind,
    reason: f.reason,
    triggers: f.triggers,
    action: byKey.get(f.olderKey)?.action ?? 'link',
  }));
}
