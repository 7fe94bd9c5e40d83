import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBuiltCli, runCli } from '../support/cli.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { DIAGNOSIS_POINTS, makeFixture, WEB_AGENTS_MD, AGENTS_MD, type Fixture } from './fixtures.js';

afterAll(removeRepos);

const now = new Date('2026-06-01T12:00:00.000Z');

/** The code moves on under every kind of source. */
function moveOn(f: Fixture): { moved: string; dropped: string; hook: string } {
  const r = f.repo;
  r.write('src/net/retry.ts', r.read('src/http/retry.ts')).remove('src/http/retry.ts');
  const moved = r.commit('Move retry under src/net');
  r.remove('scripts/collect_events.sh').remove('test/fixtures/db.sql');
  const dropped = r.commit('Drop the events script and the db fixture');
  r.write('packages/web/src/session/useSession.ts', r.read('packages/web/src/hooks/useSession.ts')).remove('packages/web/src/hooks/useSession.ts');
  const hook = r.commit('Move the session hook');
  return { moved, dropped, hook };
}

describe('discoveries check over every source', () => {
  it('gives one report with file:line for stores and agent files, and --dry-run writes nothing anywhere', async () => {
    const f = makeFixture();
    const { moved, dropped } = moveOn(f);
    const genomeLog = f.git(f.genome, 'log', '--format=%H');
    const result = await runCli(['check', '--dry-run'], { cwd: f.repo.dir, env: f.repo.env, now });
    expect(result.stderr).toBe('');
    const out = result.stdout;
    expect(out).toMatch(/^discoveries check: 10 discoveries need attention \(25 active checked against 3 commits, graded policy, HEAD [0-9a-f]{7}\)/);
    // Every kind of source, each at its file and line.
    expect(out).toContain('mem-7f3a  outdated  "Integration tests need test/fixtures/db.sql loaded first"\n  .genome/memories/memories.jsonl:1 · checked since');
    expect(out).toContain(`deleted         test/fixtures/db.sql was deleted in ${dropped.slice(0, 7)} "Drop the events script and the db fixture"`);
    expect(out).toContain('mem-91c2  rewrite');
    expect(out).toContain('idea-021  archived  "rehype requires explicit config for GFM in src/markdown/render.ts"\n  .swarm/ideas.jsonl:2\n  its parent green idea-020 is done (parent_green_completed)');
    expect(out).toContain('idea-024  rewrite  "The retry policy lives in src/http/retry.ts"\n  .swarm/ideas.jsonl:4');
    expect(out).toContain('a1b2c3d4-e5f6-7890-abcd-ef1234567890  outdated');
    expect(out).toContain('  meta_agent/point_prompts/diagnosis_points.json:4 · checked since');
    expect(out).toMatch(/AGENTS\.md#project-structure-[0-9a-f]{6} {2}review {2}"The retry policy is in `src\/http\/retry\.ts`/);
    expect(out).toContain(`  AGENTS.md:13 · checked since`);
    expect(out).toContain(`renamed         src/http/retry.ts moved to src/net/retry.ts in ${moved.slice(0, 7)} "Move retry under src/net"`);
    expect(out).toContain('  packages/web/AGENTS.md:3 · checked since');
    expect(out).toContain('Dry run: 5 changes not applied (run without --dry-run to apply).');
    expect(out).toContain(
      'Proposed rewrites (read-only files: nothing was changed; the review PR can offer them):\n' +
        '  AGENTS.md:13  src/http/retry.ts → src/net/retry.ts\n' +
        '    - - The retry policy is in `src/http/retry.ts` (`retryWithBackoff()`, 3 attempts).\n' +
        '    + - The retry policy is in `src/net/retry.ts` (`retryWithBackoff()`, 3 attempts).\n' +
        '  packages/web/AGENTS.md:3  src/hooks/useSession.ts → src/session/useSession.ts\n',
    );
    expect(out).toContain('Notes:\n');
    expect(out).toContain('meta_agent/point_prompts/diagnosis_points.json:30 x9y8z7w6-v5u4-3210-tsrq-ponmlkjihgf should_remove: failing: 2 failures, no success');
    expect(out).toContain('warning: .cursor/rules/style.mdc:3: invalid YAML frontmatter');
    // A Cursor rule whose glob matches no file in the repository is worth a look too.
    expect(out).toContain('.cursor/rules/style.mdc#globs  review  "globs: `**/*.tsx`, `**/*.css`"\n  .cursor/rules/style.mdc:3 · checked since');
    expect(out).toContain('unresolved      **/*.css is not a path in this repository');

    expect(f.repo.git('status', '--porcelain')).toBe('');
    expect(f.git(f.genome, 'log', '--format=%H')).toBe(genomeLog);
  });

  it('applies the plan in each store’s own format, never touches agent files, and settles', async () => {
    const f = makeFixture();
    const { dropped } = moveOn(f);
    const result = await runCli(['check'], { cwd: f.repo.dir, env: f.repo.env, now });
    expect(result.stdout).toContain('Applied: 2 marked outdated, 2 rewritten, 1 archived.');
    expect(result.stdout).toMatch(/\.genome\/memories\/memories\.jsonl: 2 commits in its genome repository \([0-9a-f]{7}, [0-9a-f]{7}\)/);

    // Genome: two commits, confidence kept.
    expect(f.git(f.genome, 'log', '--format=%s', '-2').split('\n')).toEqual(['genome: rewrite memory mem-91c2 (src/http/retry.ts → src/net/retry.ts)', 'genome: outdate memory mem-7f3a']);
    const memories = readFileSync(join(f.genome, 'memories/memories.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(memories.map((m) => [m.id, m.status ?? 'active', m.confidence])).toEqual([['mem-7f3a', 'outdated', 0.8], ['mem-91c2', 'active', 0.55], ['mem-0b11', 'active', 0.9]]);
    expect(memories[0]).toMatchObject({ outdated_commit: dropped });
    // Prompt points: the events point is inactive, the rest of the file is as Python wrote it.
    const points = JSON.parse(f.repo.read('meta_agent/point_prompts/diagnosis_points.json'));
    expect(points.map((p: { active: boolean }) => p.active)).toEqual([false, true, true]);
    const rest = (text: string) => text.slice(text.indexOf('  {\n    "id": "x9y8'));
    expect(rest(f.repo.read('meta_agent/point_prompts/diagnosis_points.json'))).toBe(rest(DIAGNOSIS_POINTS));
    // Swarm: archived, rewritten, views regenerated.
    const ideas = f.repo.read('.swarm/ideas.jsonl').trim().split('\n').map((l) => JSON.parse(l));
    expect(ideas.filter((i) => i.color === 'yellow').map((i) => [i.id, i.status, i.content])).toEqual([
      ['idea-021', 'archived', 'rehype requires explicit config for GFM in src/markdown/render.ts'],
      ['idea-024', 'active', 'The retry policy lives in src/net/retry.ts'],
      ['idea-025', 'active', 'Use unified() not rehype() in src/markdown/render.ts'],
    ]);
    expect(f.repo.read('.swarm/learnings.md')).toContain('- [idea-024] The retry policy lives in src/net/retry.ts');
    // Agent files: never written.
    expect(f.repo.read('AGENTS.md')).toBe(AGENTS_MD);
    expect(f.repo.read('packages/web/AGENTS.md')).toBe(WEB_AGENTS_MD);
    expect(f.repo.git('status', '--porcelain', '--', 'AGENTS.md', 'CLAUDE.md', 'packages', '.cursor', '.github', '.claude', '.agents')).toBe('');

    // A second check applies nothing new: only the agent files' findings stay, for a person.
    const again = await runCli(['check', '--json'], { cwd: f.repo.dir, env: f.repo.env, now: new Date(now.getTime() + 86_400_000) });
    const plan = JSON.parse(again.stdout);
    expect(plan.changes.every((c: { action: string; source: { kind: string } }) => c.action === 'review' && c.source.kind === 'agent-file')).toBe(true);
    expect(plan.notes.map((n: { kind: string }) => n.kind)).toEqual(['should_remove']);

    // A week later, the outdated memory nobody reviewed is archived: a status, never a removal.
    const later = await runCli(['check'], { cwd: f.repo.dir, env: f.repo.env, now: new Date(now.getTime() + 8 * 86_400_000) });
    expect(later.stdout).toContain('mem-7f3a  archived');
    expect(f.git(f.genome, 'log', '-1', '--format=%s')).toBe('genome: archive memory mem-7f3a');
    expect(readFileSync(join(f.genome, 'memories/memories.jsonl'), 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('checks a discovery store in a subfolder project with repository-relative paths, and applies to it', async () => {
    const repo = makeRepo();
    repo.write('packages/api/src/db.ts', 'export const pool = 1;\n').commit('code');
    const base = repo.head();
    repo.write(
      'packages/api/.axiom/cases.jsonl',
      `${JSON.stringify({ id: 'disc-001', type: 'discovery', status: 'active', content: 'The pool is created in src/db.ts', parentId: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', metadata: { scope: 'global', sourceTaskId: null, sourceAgentId: null, impact: 'medium', category: 'Database', validated: false, validatedAt: null, appliedTo: [], supersededBy: null, anchorCommit: base } })}\n`,
    );
    repo.commit('discoveries');
    repo.remove('packages/api/src/db.ts').commit('Drop the pool');
    const cwd = repo.path('packages/api');
    const plan = JSON.parse(runBuiltCli(['check', '--json', '--dry-run'], { cwd, env: repo.env }).stdout);
    expect(plan.changes.map((c: { key: string; action: string; line: number }) => [c.key, c.action, c.line])).toEqual([['packages/api/.axiom/cases.jsonl#disc-001', 'outdate', 1]]);
    const applied = await runCli(['check'], { cwd, env: repo.env, now });
    expect(applied.stdout).toContain('Applied: 1 marked outdated.');
    expect(JSON.parse(repo.read('packages/api/.axiom/cases.jsonl'))).toMatchObject({ status: 'outdated', metadata: { outdatedReason: expect.stringContaining('src/db.ts was deleted') } });
  });
});
