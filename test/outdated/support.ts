// Learnings built directly (any store maps its records to these), and a
// one-call check over a test repository.
import type { Learning } from '../../src/model/learning.js';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestRepo } from '../support/git-repo.js';
import { collectEvidence, type CollectResult } from '../../src/outdated/collect.js';
import { DEFAULT_OUTDATED_OPTIONS, type OutdatedOptions } from '../../src/outdated/options.js';
import { buildPlan } from '../../src/plan/build.js';
import type { ReviewPlan } from '../../src/plan/types.js';

let counter = 0;

export function learning(content: string, fields: Partial<Learning> = {}): Learning {
  counter += 1;
  const id = fields.id ?? `disc-${String(counter).padStart(3, '0')}`;
  const source = fields.source ?? { kind: 'axiom' as const, path: '.axiom/cases.jsonl' };
  return {
    key: `${source.path}#${id}`,
    id,
    source,
    content,
    status: 'active',
    createdAt: null,
    anchorCommit: null,
    validated: false,
    impact: 'medium',
    line: null,
    baseDir: '',
    readOnly: false,
    scope: 'global',
    ...fields,
  };
}

export interface Checked {
  result: CollectResult;
  plan: ReviewPlan;
  /** Evidence kinds per learning id, strongest first. */
  kinds(id: string): string[];
  change(id: string): ReviewPlan['changes'][number] | undefined;
}

export async function check(repo: TestRepo, learnings: Learning[], options: Partial<OutdatedOptions> & { range?: string } = {}): Promise<Checked> {
  const opts = { ...DEFAULT_OUTDATED_OPTIONS, ...options };
  const result = await collectEvidence({ cwd: repo.dir, env: repo.env, learnings, options: opts, range: options.range ?? null });
  const plan = buildPlan({
    learnings,
    evidence: result.evidence,
    since: result.since,
    head: result.head,
    range: result.range,
    policy: opts.policy,
    archiveAfterDays: opts.archiveAfterDays,
    now: new Date('2026-02-01T00:00:00Z'),
    warnings: result.warnings,
    checked: result.checked,
  });
  const byId = (id: string) => learnings.find((l) => l.id === id)!;
  return {
    result,
    plan,
    kinds: (id) => (result.evidence.get(byId(id).key) ?? []).map((e) => e.kind),
    change: (id) => plan.changes.find((c) => c.id === id),
  };
}

/** `git mv`, creating the destination folder first. */
export function move(repo: TestRepo, from: string, to: string): void {
  mkdirSync(dirname(repo.path(to)), { recursive: true });
  repo.git('mv', from, to);
}
