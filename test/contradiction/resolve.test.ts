import { describe, expect, it } from 'vitest';
import { contradictionChanges, findContradictions, resolveContradictions } from '../../src/index.js';
import type { Learning } from '../../src/model/learning.js';
import { learning } from './helpers.js';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString();

function plan(learnings: Learning[]) {
  return resolveContradictions(findContradictions(learnings), learnings);
}

describe('resolveContradictions', () => {
  it('supersedes the older (outdated, supersededBy) and links the newer; both carry conflictsWith; nothing is deleted', () => {
    const changes = plan([
      learning({ id: 'disc-001', content: 'Auth tokens expire after 1 hour.', createdAt: at(1) }),
      learning({ id: 'disc-002', content: 'Auth tokens now expire after 24 hours.', createdAt: at(2) }),
    ]);
    expect(changes).toMatchObject([
      { id: 'disc-001', action: 'supersede', from: 'active', to: 'outdated', supersededBy: 'disc-002', conflictsWith: ['disc-002'], contradiction: { kind: 'value' } },
      { id: 'disc-002', action: 'link', from: 'active', to: 'active', conflictsWith: ['disc-001'] },
    ]);
    expect(changes[0]!.reason).toMatch(/^superseded by disc-002: value: /);
    expect(changes.every((c) => c.to !== 'deleted' && c.to !== 'archived')).toBe(true);
  });

  it('flags the pair for review instead when the older has the higher impact', () => {
    const changes = plan([
      learning({ id: 'disc-001', content: 'Always run `make migrate` before `make test`.', impact: 'critical', createdAt: at(1) }),
      learning({ id: 'disc-002', content: 'Never run `make migrate` before `make test`; the test setup migrates.', impact: 'low', createdAt: at(2) }),
    ]);
    expect(changes).toMatchObject([{ id: 'disc-001', action: 'review', from: 'active', to: 'active', conflictsWith: ['disc-002'] }]);
    expect(changes[0]!.reason).toContain('disc-001 has higher impact (critical) than disc-002 (low)');
    expect(changes[0]!.supersededBy).toBeUndefined();
  });

  it('flags the pair for review when the older is validated and the newer is not', () => {
    const changes = plan([
      learning({ id: 'disc-001', content: 'The `/status` endpoint is public.', validated: true, createdAt: at(1) }),
      learning({ id: 'disc-002', content: 'The `/status` endpoint is private now.', createdAt: at(2) }),
    ]);
    expect(changes).toMatchObject([{ id: 'disc-001', action: 'review' }]);
    expect(changes[0]!.reason).toContain('disc-001 is validated and disc-002 is not');
  });

  it('lets a validated newer supersede a validated older of equal impact', () => {
    const changes = plan([
      learning({ id: 'disc-001', content: 'The `/status` endpoint is public.', validated: true, createdAt: at(1) }),
      learning({ id: 'disc-002', content: 'The `/status` endpoint is private now.', validated: true, createdAt: at(2) }),
    ]);
    expect(changes.map((c) => c.action)).toEqual(['supersede', 'link']);
  });

  it('never flips a learning in an agent file: it is reported for review', () => {
    const older = learning({ id: 'AGENTS.md#testing-1', content: 'Tests use jest.', readOnly: true, path: 'AGENTS.md', createdAt: null });
    const newer = learning({ id: 'disc-002', content: 'Tests use vitest, not jest.', createdAt: at(2) });
    const changes = plan([older, newer]);
    expect(changes).toMatchObject([{ key: older.key, action: 'review', from: 'active', to: 'active' }]);
    expect(changes[0]!.reason).toContain('AGENTS.md#testing-1 is in an agent file, which is reported on, never changed');
  });

  it('supersedes an older contradicted twice by the newest contradiction, and lists both conflicts', () => {
    const changes = plan([
      learning({ id: 'disc-001', content: 'The dev server runs on port 3000.', createdAt: at(1) }),
      learning({ id: 'disc-002', content: 'The dev server runs on port 8080.', createdAt: at(2) }),
      learning({ id: 'disc-003', content: 'The dev server runs on port 5173.', createdAt: at(3) }),
    ]);
    const first = changes.find((c) => c.id === 'disc-001')!;
    expect(first).toMatchObject({ action: 'supersede', supersededBy: 'disc-003', conflictsWith: ['disc-002', 'disc-003'] });
    expect(changes.find((c) => c.id === 'disc-002')).toMatchObject({ action: 'supersede', supersededBy: 'disc-003' });
    expect(changes.find((c) => c.id === 'disc-003')).toMatchObject({ action: 'link', conflictsWith: ['disc-001', 'disc-002'] });
  });

  it('refers across files by key, within a file by id', () => {
    const older = learning({ id: 'idea-001', content: 'Sessions are stored in Redis.', path: '.swarm/ideas.jsonl', createdAt: at(1) });
    const newer = learning({ id: 'disc-002', content: 'Sessions are not stored in Redis anymore.', createdAt: at(2) });
    const changes = plan([older, newer]);
    expect(changes.find((c) => c.key === older.key)).toMatchObject({ action: 'supersede', supersededBy: newer.key, conflictsWith: [newer.key] });
    expect(changes.find((c) => c.key === newer.key)).toMatchObject({ action: 'link', conflictsWith: [older.key] });
  });

  it('does not supersede what is already outdated, but still records the conflict on the newer', () => {
    const changes = resolveContradictions(
      [{ kind: 'value', olderKey: '.axiom/cases.jsonl#disc-001', newerKey: '.axiom/cases.jsonl#disc-002', reason: 'value: …', triggers: [] }],
      [
        learning({ id: 'disc-001', content: 'a', status: 'outdated', createdAt: at(1) }),
        learning({ id: 'disc-002', content: 'b', createdAt: at(2) }),
      ],
    );
    expect(changes.map((c) => [c.id, c.action])).toEqual([['disc-002', 'link']]);
  });
});

describe('contradictionChanges', () => {
  it('checks only the active learnings and returns the plan changes for buildPlan', () => {
    const learnings = [
      learning({ id: 'disc-001', content: 'Auth tokens expire after 1 hour.', createdAt: at(1) }),
      learning({ id: 'disc-002', content: 'Auth tokens expire after 2 hours.', createdAt: at(2), status: 'archived' }),
      learning({ id: 'disc-003', content: 'Auth tokens now expire after 24 hours.', createdAt: at(3) }),
    ];
    expect(contradictionChanges(learnings).map((c) => [c.id, c.action, c.supersededBy ?? null])).toEqual([
      ['disc-001', 'supersede', 'disc-003'],
      ['disc-003', 'link', null],
    ]);
  });
});
