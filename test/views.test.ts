import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Discovery } from '../src/model/discovery.js';
import { storePaths } from '../src/store/paths.js';
import { personaOf, renderGlobalView, renderViews, writeViews } from '../src/views.js';
import { makeRepo, removeRepos } from './support/git-repo.js';

afterAll(removeRepos);

let n = 0;
function d(content: string, fields: { scope?: 'local' | 'global'; status?: Discovery['status']; agent?: string; category?: string; createdAt?: string } = {}): Discovery {
  n += 1;
  return {
    id: `disc-${String(n).padStart(3, '0')}`,
    type: 'discovery',
    status: fields.status ?? 'active',
    content,
    parentId: null,
    createdAt: fields.createdAt ?? `2026-01-0${(n % 9) + 1}T00:00:00.000Z`,
    updatedAt: '2026-01-01T00:00:00.000Z',
    metadata: { scope: fields.scope ?? 'global', sourceTaskId: null, sourceAgentId: fields.agent ?? null, impact: 'medium', category: fields.category ?? '', validated: false, validatedAt: null, appliedTo: [], supersededBy: null },
  };
}

describe('views', () => {
  const paths = storePaths('/repo');

  it('groups global active and outdated discoveries by category, oldest first, with ids', () => {
    const list = [
      d('Tests use vitest, not jest', { createdAt: '2026-01-03T00:00:00.000Z' }),
      d('All API routes live in src/routes/'),
      d('Use jest', { status: 'archived' }),
      d('Snapshot tests live in __snapshots__', { createdAt: '2026-01-01T00:00:00.000Z' }),
      d('Local only', { scope: 'local', agent: 'echo-001' }),
      d('rehype requires explicit config for GFM', { status: 'outdated' }),
    ];
    list[5]!.metadata.outdatedReason = 'rehype was removed';
    const view = renderGlobalView(list, paths);
    expect(view).toContain('## Testing\n- [disc-004] Snapshot tests live in __snapshots__\n- [disc-001] Tests use vitest, not jest\n');
    expect(view).toContain('## API\n- [disc-002] All API routes live in src/routes/');
    expect(view).toContain('- [disc-006] **Outdated** (rehype was removed): ~~rehype requires explicit config for GFM~~');
    expect(view).not.toContain('Use jest');
    expect(view).not.toContain('Local only');
  });

  it('renders the same bytes whatever order the store lists discoveries in', () => {
    const list = [d('a fact about tests'), d('a fact about the api route'), d('another fact')];
    expect(renderViews([...list].reverse(), paths)).toEqual(renderViews(list, paths));
  });

  it('never lets an agent id escape the agents folder', () => {
    expect(personaOf('echo-001')).toBe('echo');
    expect(personaOf('../../etc/passwd')).toBe('etc-passwd');
    expect(personaOf('..')).toBeNull();
    const files = renderViews([d('x', { scope: 'local', agent: '../../x-001' })], paths);
    expect(files.map((f) => f.path)).toContain('/repo/.axiom/agents/x/discoveries.md');
  });

  it('removes generated agent views that have nothing left, and leaves hand-written files alone', () => {
    const repo = makeRepo();
    const p = storePaths(repo.dir);
    writeViews(p, renderViews([d('Echo knows this', { scope: 'local', agent: 'echo-001' })], p));
    const echo = join(p.agentsDir, 'echo', 'discoveries.md');
    expect(readFileSync(echo, 'utf8')).toContain('# Echo Discoveries');
    mkdirSync(join(p.agentsDir, 'mine'), { recursive: true });
    writeFileSync(join(p.agentsDir, 'mine', 'discoveries.md'), 'my own notes\n');
    writeViews(p, renderViews([], p));
    expect(existsSync(echo)).toBe(false);
    expect(existsSync(join(p.agentsDir, 'mine', 'discoveries.md'))).toBe(true);
  });
});
