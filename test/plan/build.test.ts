import { describe, expect, it } from 'vitest';
import { buildPlan, rewriteContent } from '../../src/plan/build.js';
import type { Evidence, PlanChange } from '../../src/plan/types.js';
import { learning } from '../outdated/support.js';

const commit = { sha: 'a'.repeat(40), subject: 'drop http', author: 'A', date: '2026-01-02T00:00:00Z' };
const deleted: Evidence = { kind: 'deleted', mention: 'src/http.ts', path: 'src/http.ts', commits: [commit], summary: 'src/http.ts was deleted in aaaaaaa "drop http"' };
const touched: Evidence = { kind: 'touched', mention: 'src/a.ts', path: 'src/a.ts', commits: [commit], summary: 'src/a.ts changed in aaaaaaa "drop http"; nothing it names did' };
const renamed: Evidence = { kind: 'renamed', mention: 'http.ts', path: 'src/http.ts', newPath: 'src/net/client.ts', commits: [commit], summary: 'src/http.ts moved to src/net/client.ts' };
const base = { head: 'h'.repeat(40), range: null, policy: 'graded' as const, archiveAfterDays: 7, now: new Date('2026-02-01T00:00:00Z') };

describe('buildPlan', () => {
  it('outdates on strong evidence, reviews the rest, and names the commit that made it stale', () => {
    const a = learning('uses src/http.ts', { id: 'disc-010' });
    const b = learning('src/a.ts', { id: 'disc-002' });
    const plan = buildPlan({ ...base, learnings: [a, b], evidence: new Map([[a.key, [deleted]], [b.key, [touched]]]) });
    expect(plan.changes.map((c) => [c.id, c.action, c.to])).toEqual([
      ['disc-002', 'review', 'active'],
      ['disc-010', 'outdate', 'outdated'],
    ]);
    expect(plan.changes[1]!.outdatedCommit).toBe(commit.sha);
    expect(plan.changes[1]!.reason).toBe(deleted.summary);
  });

  it('strict flips on a touch; read-only learnings are only reviewed', () => {
    const a = learning('src/a.ts', { id: 'disc-001' });
    const agentFile = learning('src/http.ts', { id: 'AGENTS.md#x', readOnly: true, source: { kind: 'agent-file', path: 'AGENTS.md' } });
    const plan = buildPlan({ ...base, policy: 'strict', learnings: [a, agentFile], evidence: new Map([[a.key, [touched]], [agentFile.key, [deleted]]]) });
    expect(plan.changes.map((c) => [c.id, c.action, c.to])).toEqual([
      ['disc-001', 'outdate', 'outdated'],
      ['AGENTS.md#x', 'review', 'active'],
    ]);
  });

  it('proposes a rewrite for a rename and keeps the learning active', () => {
    const a = learning('Retries live in `src/http.ts`; see http.ts', { id: 'disc-001' });
    const plan = buildPlan({ ...base, learnings: [a], evidence: new Map([[a.key, [{ ...renamed, mention: 'src/http.ts' }]]]) });
    expect(plan.changes[0]).toMatchObject({ action: 'rewrite', to: 'active', rewrite: { content: 'Retries live in `src/net/client.ts`; see client.ts' } });
  });

  it('archives outdated learnings nobody reviewed for the configured days, and not before', () => {
    const old = learning('x', { id: 'disc-001', status: 'outdated', outdatedAt: '2026-01-20T00:00:00Z' });
    const fresh = learning('y', { id: 'disc-002', status: 'outdated', outdatedAt: '2026-01-30T00:00:00Z' });
    const plan = buildPlan({ ...base, learnings: [old, fresh], evidence: new Map() });
    expect(plan.changes.map((c) => [c.id, c.action, c.from, c.to])).toEqual([['disc-001', 'archive', 'outdated', 'archived']]);
    expect(buildPlan({ ...base, archiveAfterDays: 0, learnings: [old], evidence: new Map() }).changes).toEqual([]);
  });

  it('merges contradiction changes: supersede wins and keeps the evidence', () => {
    const a = learning('src/a.ts', { id: 'disc-001' });
    const supersede: PlanChange = {
      key: a.key,
      id: a.id,
      source: a.source,
      line: null,
      content: a.content,
      action: 'supersede',
      from: 'active',
      to: 'outdated',
      reason: 'disc-009 says the opposite',
      evidence: [],
      supersededBy: 'disc-009',
    };
    const plan = buildPlan({ ...base, learnings: [a], evidence: new Map([[a.key, [touched]]]), contradictions: [supersede] });
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0]).toMatchObject({ action: 'supersede', to: 'outdated', supersededBy: 'disc-009', evidence: [touched] });
  });

  it('rewrites whole mentions only', () => {
    expect(rewriteContent('see myhttp.ts and http.ts', [renamed]).content).toBe('see myhttp.ts and client.ts');
  });

  it('writes the new path as the old one was written: a suffix keeps the folders it left out', () => {
    // `lib/x.rb` resolved by unique suffix to actionview/lib/x.rb; the proposal must
    // still resolve after the move, so it keeps its shape (not `y/x.rb`).
    const moved: Evidence = { ...renamed, mention: 'lib/x.rb', path: 'actionview/lib/x.rb', newPath: 'actionview/lib/y/x.rb', summary: 'moved' };
    expect(rewriteContent('render lives in lib/x.rb', [moved]).content).toBe('render lives in lib/y/x.rb');
    const out: Evidence = { ...moved, newPath: 'actionpack/x.rb' };
    expect(rewriteContent('render lives in lib/x.rb', [out]).content).toBe('render lives in actionpack/x.rb');
    expect(rewriteContent('see ./src/http.ts and src/ folder', [renamed]).content).toBe('see ./src/net/client.ts and src/ folder');
  });
});
