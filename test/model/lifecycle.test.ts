import { describe, expect, it } from 'vitest';
import type { Discovery } from '../../src/model/discovery.js';
import * as lifecycle from '../../src/model/lifecycle.js';

const context = { now: new Date('2026-05-01T12:00:00.000Z'), commit: 'a'.repeat(40) };

function discovery(status: Discovery['status'], scope: 'local' | 'global' = 'local'): Discovery {
  return {
    id: 'disc-010',
    type: 'discovery',
    status,
    content: 'The retry logic in src/http.ts expects exponential backoff',
    parentId: 'task-3',
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
    metadata: { scope, sourceTaskId: 'task-3', sourceAgentId: 'echo-001', impact: 'medium', category: 'Architecture', validated: false, validatedAt: null, appliedTo: [], supersededBy: null },
  };
}

describe('discovery lifecycle', () => {
  it('validating an outdated discovery makes it active, validated and re-anchored at HEAD', () => {
    const d = discovery('active');
    lifecycle.outdate(d, { reason: 'src/http.ts was deleted', commit: 'b'.repeat(40) }, context);
    expect(d.metadata.outdatedReason).toBe('src/http.ts was deleted');
    lifecycle.validate(d, context);
    expect(d).toMatchObject({ status: 'active', updatedAt: context.now.toISOString(), metadata: { validated: true, validatedAt: context.now.toISOString(), anchorCommit: context.commit } });
    expect(d.metadata.outdatedReason).toBeUndefined();
  });

  it('resurrects only archived discoveries, recording when and by whom', () => {
    expect(() => lifecycle.resurrect(discovery('active'), 'user', context)).toThrow(
      "disc-010 is active; 'resurrect' needs archived",
    );
    const d = discovery('archived');
    lifecycle.resurrect(d, 'user', context);
    expect(d).toMatchObject({ status: 'active', metadata: { resurrectedAt: context.now.toISOString(), resurrectedBy: 'user' } });
  });

  it('lists the possible actions when a transition is refused', () => {
    try {
      lifecycle.outdate(discovery('deleted'), { reason: 'x' }, context);
      expect.unreachable();
    } catch (error) {
      expect((error as { fix: string }).fix).toBe('from deleted you can: restore');
    }
  });

  it('restores a soft-deleted discovery to the status it had', () => {
    const d = discovery('outdated');
    lifecycle.softDelete(d, context);
    expect(d.status).toBe('deleted');
    lifecycle.restore(d, context);
    expect(d.status).toBe('outdated');
  });

  it('promotes local to global once, keeping the id', () => {
    const d = discovery('active', 'local');
    lifecycle.promote(d, context);
    expect(d).toMatchObject({ id: 'disc-010', metadata: { scope: 'global', promotedAt: context.now.toISOString() } });
    expect(() => lifecycle.promote(d, context)).toThrow('disc-010 is already global');
  });

  it('archives with a reason and refuses to archive twice', () => {
    const d = discovery('active');
    lifecycle.archive(d, 'parent_task_completed', context);
    expect(d.metadata).toMatchObject({ archivedAt: context.now.toISOString(), archivedReason: 'parent_task_completed' });
    expect(() => lifecycle.archive(d, 'manual', context)).toThrow(/'archive' needs active or outdated/);
  });

  it('an edit re-activates an outdated discovery with the new content', () => {
    const d = discovery('active');
    lifecycle.outdate(d, { reason: 'moved', supersededBy: 'disc-011' }, context);
    lifecycle.edit(d, 'Retry logic lives in src/net/retry.ts', context);
    expect(d).toMatchObject({ status: 'active', content: 'Retry logic lives in src/net/retry.ts', metadata: { supersededBy: null, anchorCommit: context.commit } });
  });
});
