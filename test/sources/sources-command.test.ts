import { afterAll, describe, expect, it } from 'vitest';
import { runBuiltCli, runCli } from '../support/cli.js';
import { removeRepos } from '../support/git-repo.js';
import { makeFixture } from './fixtures.js';

afterAll(removeRepos);

const now = new Date('2026-06-01T12:00:00.000Z');

describe('discoveries sources', () => {
  it('lists every store and agent file of a repository that has them all, in one report', async () => {
    const f = makeFixture();
    const result = await runCli(['sources'], { cwd: f.repo.dir, env: f.repo.env, now });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`discoveries sources: 12 sources (git root ${f.repo.dir})`);
    const rows = lines.slice(2, 14).map((l) => l.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      '1 project skill .agents/skills/triage/SKILL.md 1 learning · 1 of 1 block mentions paths · skill triage',
      '1 project skill .claude/skills/release/SKILL.md 2 learnings · 2 of 2 blocks mention paths · skill release',
      '1 project Cursor rule .cursor/rules/api.mdc 2 learnings · 1 of 2 blocks mentions paths · globs src/routes/**/*.ts',
      '1 project Cursor rule .cursor/rules/style.mdc 2 learnings · 1 of 1 block mentions paths · globs *.tsx, *.css',
      '1 project genome .genome 3 learnings · 3 memories (3 active), 1 agent, 1 routing rule',
      '1 project Copilot .github/copilot-instructions.md 1 learning · 1 of 1 block mentions paths',
      '1 project swarm ideas .swarm/ideas.jsonl 3 learnings · 3 yellow ideas (3 active, 0 outdated, 0 archived) · 1 to archive (parent green done)',
      '1 project AGENTS.md AGENTS.md (imported by CLAUDE.md) 6 learnings · 6 of 10 blocks mention paths',
      '1 project CLAUDE.md CLAUDE.md 1 learning · 1 of 1 block mentions paths · imports @AGENTS.md',
      '1 project prompt points meta_agent/point_prompts/diagnosis_points.json 3 learnings · 3 points (3 active, 1 verified, 1 should_remove)',
      '1 project AGENTS.md packages/web/AGENTS.md 1 learning · 1 of 2 blocks mentions paths',
      '3 global skill ~/.claude/skills/lit-pm/SKILL.md not checked · 1 rule mentioning paths; listed, not checked (outside the repository)',
    ]);
    expect(result.stdout).toContain('Shadowed (a higher-priority skill has the same name):\n  ~/.claude/skills/release/SKILL.md  by .claude/skills/release/SKILL.md\n');
    expect(result.stdout).toContain("Pending (applied by 'discoveries check'):\n  .swarm/ideas.jsonl:2 idea-021 archive: its parent green idea-020 is done (parent_green_completed)\n");
    expect(result.stdout).toContain('meta_agent/point_prompts/diagnosis_points.json:30 x9y8z7w6-v5u4-3210-tsrq-ponmlkjihgf should_remove: failing: 2 failures, no success');
    expect(result.stdout).toContain('warning: .cursor/rules/style.mdc:3: invalid YAML frontmatter: Unexpected scalar at node end');
    expect(result.stdout).toMatch(/\n25 learnings to check in 11 sources\.\n$/);

    // Second run in the same session: from the cache, saying so.
    const again = await runCli(['sources'], { cwd: f.repo.dir, env: f.repo.env, now: new Date(now.getTime() + 5 * 60_000) });
    expect(again.stdout).toContain('(list cached 5 min ago in .git/discoveries/sources-cache.yaml; --rescan looks again)');
  });

  it('prints learnings with file:line and the views with --learnings --views', async () => {
    const f = makeFixture();
    const result = await runCli(['sources', '--learnings', '--views', '--rescan'], { cwd: f.repo.dir, env: f.repo.env, now });
    expect(result.stdout).toMatch(/\n {6}AGENTS\.md:13 AGENTS\.md#project-structure-[0-9a-f]{6} active The retry policy is in `src\/http\/retry\.ts`/);
    expect(result.stdout).toContain('      .genome/memories/memories.jsonl:2 mem-91c2 active The retry policy is in src/http/retry.ts, three attempts');
    expect(result.stdout).toContain('      memories injected from .genome\n        <memories>\n        - Integration tests need test/fixtures/db.sql loaded first\n');
    expect(result.stdout).toContain('      .swarm/learnings.md\n        # Project Learnings\n');
  });

  it('gives the same data as JSON from the built binary', () => {
    const f = makeFixture();
    const result = runBuiltCli(['sources', '--json', '--learnings'], { cwd: f.repo.path('packages/web'), env: f.repo.env });
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({ gitRoot: f.repo.dir, repoRoot: f.repo.dir, learnings: 25, pending: 1, message: null, cache: { used: false } });
    expect(json.sources[0]).toMatchObject({ kind: 'agent-file', format: 'agents-md', path: 'packages/web/AGENTS.md', scope: 'project', priority: 1, checked: true, readOnly: true, learnings: 1 });
    expect(json.sources.map((s: { kind: string }) => s.kind).sort()).toEqual(['agent-file', 'agent-file', 'agent-file', 'agent-file', 'agent-file', 'agent-file', 'agent-file', 'agent-file', 'agent-file', 'genome', 'prompt-points', 'swarm']);
    const points = json.sources.find((s: { kind: string }) => s.kind === 'prompt-points');
    expect(points.notes.map((n: { kind: string; id: string }) => `${n.kind} ${n.id}`)).toEqual(['verified a1b2c3d4-e5f6-7890-abcd-ef1234567890', 'should_remove x9y8z7w6-v5u4-3210-tsrq-ponmlkjihgf']);
    const genome = json.sources.find((s: { kind: string }) => s.kind === 'genome');
    expect(genome.items[0]).toMatchObject({ key: '.genome/memories/memories.jsonl#mem-7f3a', anchorCommit: f.written, line: 1 });
    expect(json.shadowed).toEqual([{ path: '~/.claude/skills/release/SKILL.md', name: 'release', by: '.claude/skills/release/SKILL.md' }]);
    expect(json.warnings).toEqual([expect.stringMatching(/^\.cursor\/rules\/style\.mdc:3: invalid YAML frontmatter/)]);
  });

  it('explains bad flags', async () => {
    const f = makeFixture();
    const result = await runCli(['sources', '--colour'], { cwd: f.repo.dir, env: f.repo.env });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Unknown option '--colour'");
  });
});
