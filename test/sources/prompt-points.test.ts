import { afterAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { PromptPointsSource } from '../../src/sources/prompt-points.js';
import type { SourceInfo } from '../../src/sources/source.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { commitRef, DIAGNOSIS_POINTS, planChange } from './fixtures.js';

afterAll(removeRepos);

const FILE = 'meta_agent/point_prompts/diagnosis_points.json';
const EVENTS = 'a1b2c3d4-e5f6-7890-abcd-ef1234567890';
const LOGS = 'x9y8z7w6-v5u4-3210-tsrq-ponmlkjihgf';
const RUNBOOK = 'c3d4e5f6-0000-4000-8000-000000000003';
const now = new Date('2026-06-01T12:00:00.000Z');

function setup(): { repo: TestRepo; load: () => PromptPointsSource } {
  const repo = makeRepo();
  repo.write('scripts/collect_events.sh', '#!/bin/sh\nkubectl get events\n').write('tools/log_parser.py', 'print(1)\n').write(FILE, DIAGNOSIS_POINTS).commit('points');
  const info: SourceInfo = { kind: 'prompt-points', format: 'prompt-points', path: FILE, absolute: repo.path(FILE), origin: 'git-root', priority: 2, aliases: [], checked: true };
  return { repo, load: () => PromptPointsSource.load(info) };
}

describe('prompt points (seed 004) as learnings', () => {
  it('maps each point to a learning at its content line, with verified by the seed rule and should_remove exposed', () => {
    const { load } = setup();
    const source = load();
    expect(source.learnings().map((l) => [l.id, l.line, l.status, l.validated, l.createdAt])).toEqual([
      [EVENTS, 4, 'active', true, '2026-01-01T00:10:00.000Z'],
      [LOGS, 30, 'active', false, '2026-01-01T00:11:00.000Z'],
      [RUNBOOK, 48, 'active', false, '2026-01-01T00:12:00.000Z'],
    ]);
    expect(source.notes().map((n) => [n.id, n.kind, n.message])).toEqual([
      [EVENTS, 'verified', 'meets the verified rule (5 checks, 4 successes) but says verified: false; set on its next update'],
      [LOGS, 'should_remove', 'should_remove: failing: 2 failures, no success'],
    ]);
    expect(source.summary()).toBe('3 points (3 active, 1 verified, 1 should_remove)');
  });
});

describe('applying a review plan to prompt points', () => {
  it('deactivates a point whose script was deleted, rewrites only its members, and rebuilds the prompt without it', async () => {
    const { repo, load } = setup();
    const deleted = repo.remove('scripts/collect_events.sh').commit('Drop the events script');
    const source = load();
    const learning = source.learnings().find((l) => l.id === EVENTS)!;
    const change = planChange(learning, 'outdate', {
      reason: `scripts/collect_events.sh was deleted in ${deleted.slice(0, 7)} "Drop the events script"`,
      outdatedCommit: deleted,
      evidence: [{ kind: 'deleted', mention: 'scripts/collect_events.sh', path: 'scripts/collect_events.sh', commits: [commitRef(repo, deleted)], summary: 'scripts/collect_events.sh was deleted' }],
    });
    const outcome = await source.apply([change], { now, commit: repo.head(), env: repo.env });
    expect(outcome).toMatchObject({ applied: [{ id: EVENTS, action: 'outdate', from: 'active', to: 'outdated' }], skipped: [], written: [FILE] });

    const text = repo.read(FILE);
    const [point] = JSON.parse(text);
    expect(point).toMatchObject({
      active: false,
      // Python's naive isoformat, like the file's own timestamps; mark_verified ran since the point was updated anyway.
      last_updated: '2026-06-01T12:00:00.000000',
      verified: true,
      conflicts_with: [],
      replaced_by: null,
      metadata: { weight: 1, outdated_reason: change.reason, outdated_commit: deleted, outdated_at: '2026-06-01T12:00:00.000000', verified_at: '2026-06-01T12:00:00.000000' },
    });
    // Everything else keeps its bytes: the other points, `1.0`, the \u2014 escape.
    const changed = text.split('\n').filter((l) => !DIAGNOSIS_POINTS.split('\n').includes(l));
    expect(changed).toEqual([
      '    "verified": true,',
      '    "active": false,',
      '    "last_updated": "2026-06-01T12:00:00.000000",',
      '      "weight": 1.0,',
      '      "outdated_at": "2026-06-01T12:00:00.000000",',
      `      "outdated_reason": "scripts/collect_events.sh was deleted in ${deleted.slice(0, 7)} \\"Drop the events script\\"",`,
      `      "outdated_commit": "${deleted}",`,
      '      "verified_at": "2026-06-01T12:00:00.000000"',
    ]);
    expect(text).toContain('\\u2014 events reveal');

    const after = load();
    expect(after.learnings().find((l) => l.id === EVENTS)!.status).toBe('outdated');
    expect(after.render()[0]!.content).toBe('# Diagnosis points\n\n- Always read the runbook before paging anyone.\n- Check pod logs first when diagnosing failures; the parser is in `tools/log_parser.py`.\n');

    // The same plan again: the point moved on, nothing is forced.
    const again = await after.apply([change], { now, commit: repo.head(), env: repo.env });
    expect(again.skipped).toEqual([{ id: EVENTS, reason: 'status changed since the check (active → outdated)' }]);
  });

  it('lets the lower priority lose a contradiction, whichever the plan called older', async () => {
    const { repo, load } = setup();
    const source = load();
    const byId = new Map(source.learnings().map((l) => [l.id, l]));
    const plan = [
      // The contradiction checker says the newer logs point supersedes the events point…
      planChange(byId.get(EVENTS)!, 'supersede', { supersededBy: LOGS, conflictsWith: [LOGS], reason: 'contradicts x9y8…: logs first vs events first' }),
      planChange(byId.get(LOGS)!, 'link', { conflictsWith: [EVENTS] }),
      // …and that the events point supersedes the runbook one (6 beats 5: the plan's loser loses).
      planChange(byId.get(RUNBOOK)!, 'supersede', { supersededBy: EVENTS, conflictsWith: [EVENTS], reason: 'contradicts a1b2…' }),
    ];
    const outcome = await source.apply(plan, { now, commit: repo.head(), env: repo.env });
    expect(outcome.applied).toEqual([
      { id: EVENTS, action: 'link', from: 'active', to: 'active', note: `kept: priority 6 beats ${LOGS}'s 4` },
      { id: LOGS, action: 'supersede', from: 'active', to: 'outdated', note: `replaced by ${EVENTS} (higher priority)` },
      { id: RUNBOOK, action: 'supersede', from: 'active', to: 'outdated' },
    ]);
    const [events, logs, runbook] = JSON.parse(repo.read(FILE));
    expect(events).toMatchObject({ active: true, conflicts_with: [LOGS, RUNBOOK], replaces: LOGS, replaced_by: null });
    expect(logs).toMatchObject({ active: false, replaced_by: EVENTS, conflicts_with: [EVENTS], metadata: { conflict_reason: 'contradicts x9y8…: logs first vs events first', conflict_resolved_at: '2026-06-01T12:00:00.000000' } });
    expect(runbook).toMatchObject({ active: false, replaced_by: EVENTS, conflicts_with: [EVENTS], future_field: { kept: true } });
    // should_remove now also says why for the replaced ones.
    expect(load().notes().filter((n) => n.kind === 'should_remove').map((n) => n.message)).toEqual(['should_remove: failing: 2 failures, no success', `should_remove: replaced by ${EVENTS}`]);
  });

  it('writes nothing for review-only plans, refuses to archive, and leaves a broken file alone', async () => {
    const { repo, load } = setup();
    const source = load();
    const mtime = statSync(repo.path(FILE)).mtimeMs;
    const learning = source.learnings()[1]!;
    const outcome = await source.apply(
      [planChange(learning, 'review', { reason: 'tools/log_parser.py changed' }), { ...planChange(learning, 'archive'), from: 'active' }],
      { now, commit: null, env: repo.env },
    );
    expect(outcome).toMatchObject({ applied: [], written: [], skipped: [{ id: LOGS, reason: 'prompt points have no archived state: it stays inactive' }] });
    expect(repo.read(FILE)).toBe(DIAGNOSIS_POINTS);
    expect(statSync(repo.path(FILE)).mtimeMs).toBe(mtime);

    repo.write(FILE, DIAGNOSIS_POINTS.replace('"priority": 4,', '"priority": 4,,'));
    const broken = load();
    expect(broken.learnings()).toEqual([]);
    expect(broken.warnings).toEqual([`${FILE}:33: not valid JSON: expected a "key" at column 19 (fix: correct the JSON; the file is left alone until then)`]);
    const refused = await broken.apply([planChange(learning, 'outdate')], { now, commit: null, env: repo.env });
    expect(refused.skipped[0]!.reason).toContain(`${FILE}:33: not valid JSON`);
  });

  it('rewrites a moved path and re-anchors the point at HEAD', async () => {
    const { repo, load } = setup();
    repo.write('tools/logs/parser.py', repo.read('tools/log_parser.py')).remove('tools/log_parser.py');
    repo.commit('Move the log parser');
    const source = load();
    const learning = source.learnings()[1]!;
    const rewritten = 'Check pod logs first when diagnosing failures; the parser is in `tools/logs/parser.py`.';
    await source.apply([planChange(learning, 'rewrite', { rewrite: { content: rewritten, renames: [{ from: 'tools/log_parser.py', to: 'tools/logs/parser.py' }] } })], { now, commit: repo.head(), env: repo.env });
    const after = load().learnings()[1]!;
    expect(after).toMatchObject({ content: rewritten, status: 'active', anchorCommit: repo.head(), line: 30 });
    // The empty `{}` opened up the way json.dump(indent=2) writes objects.
    expect(repo.read(FILE)).toContain(`    "metadata": {\n      "anchor_commit": "${repo.head()}"\n    }\n  },\n`);
  });
});
