import { afterAll, describe, expect, it } from 'vitest';
import { AgentFileSource, proposeRewrite } from '../../src/sources/agent-files.js';
import type { SourceFormat, SourceInfo } from '../../src/sources/source.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { AGENTS_MD, API_RULE, commitRef, planChange, RELEASE_SKILL, STYLE_RULE, WEB_AGENTS_MD } from './fixtures.js';

afterAll(removeRepos);

const now = new Date('2026-06-01T12:00:00.000Z');

function info(repo: TestRepo, path: string, format: SourceFormat, baseDir = ''): SourceInfo & { baseDir: string } {
  return { kind: 'agent-file', format, path, absolute: repo.path(path), origin: 'git-root', priority: 2, aliases: [], checked: true, baseDir };
}

const load = (repo: TestRepo, path: string, format: SourceFormat, baseDir = '') => AgentFileSource.load(info(repo, path, format, baseDir), { repoRoot: repo.dir, baseDir });

describe('agent files as learnings', () => {
  it('makes each bullet, paragraph and table row that mentions a path a read-only learning at its line', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', AGENTS_MD).write('src/jobs/mail.ts', '').commit('agents');
    const source = await load(repo, 'AGENTS.md', 'agents-md');
    expect(source.learnings().map((l) => [l.line, l.id.replace(/-[0-9a-f]{6}$/, '-…'), l.content])).toEqual([
      [12, 'AGENTS.md#project-structure-…', 'HTTP handlers live in `src/routes/`, one file per resource.'],
      [13, 'AGENTS.md#project-structure-…', 'The retry policy is in `src/http/retry.ts` (`retryWithBackoff()`, 3 attempts).'],
      [14, 'AGENTS.md#project-structure-…', 'Database migrations are in `db/migrations/` and run with `npm run migrate`.'],
      [18, 'AGENTS.md#testing-…', 'Tests use Vitest, not Jest. Unit tests sit next to the code as `*.test.ts`;\nend-to-end tests are in `e2e/` and need `docker compose up` first.'],
      [23, 'AGENTS.md#testing-…', '| `src/routes/` | HTTP handlers |'],
      [24, 'AGENTS.md#testing-…', '| `src/jobs/` | background jobs |'],
    ]);
    const first = source.learnings()[0]!;
    expect(first).toMatchObject({ key: `AGENTS.md#${first.id}`, source: { kind: 'agent-file', path: 'AGENTS.md' }, status: 'active', readOnly: true, baseDir: '', anchorCommit: null });
    expect(source.summary()).toBe('6 of 10 blocks mention paths');
  });

  it('keeps ids while other text moves or changes, and gives an edited rule a new one', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', AGENTS_MD).commit('agents');
    const ids = async () => (await load(repo, 'AGENTS.md', 'agents-md')).learnings().map((l) => l.id);
    const before = await ids();
    // A new rule above, a reworded one elsewhere, and a reflowed paragraph.
    repo.write(
      'AGENTS.md',
      AGENTS_MD.replace('## Project structure\n\n', '## Project structure\n\n- Feature flags are read in `src/flags.ts`.\n')
        .replace('Install with `npm ci`', 'Install with `npm ci --ignore-scripts`')
        .replace('as `*.test.ts`;\nend-to-end', 'as `*.test.ts`; end-to-end'),
    );
    const after = await ids();
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1); // only the new rule
    expect(before.every((id) => after.includes(id))).toBe(true);
    repo.write('AGENTS.md', AGENTS_MD.replace('one file per resource', 'one folder per resource'));
    expect((await ids())[0]).not.toBe(before[0]);
  });

  it('leaves prose alone: no path, a URL, owner/repo, read/write', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', '# Notes\n\n- See https://example.com/docs/setup.md for more.\n- Fork from acme/widgets and keep read/write access.\n- Node.js 20 and v1.2.3 are required.\n- Config lives in `config/` and `src/app`.\n').write('src/app/main.ts', '').commit('notes');
    const source = await load(repo, 'AGENTS.md', 'agents-md');
    expect(source.learnings().map((l) => l.content)).toEqual(['Config lives in `config/` and `src/app`.']);
  });

  it('reads paths of a nested AGENTS.md against its own folder and of a skill against the skill folder', async () => {
    const repo = makeRepo();
    repo.write('packages/web/AGENTS.md', WEB_AGENTS_MD).write('.claude/skills/release/SKILL.md', RELEASE_SKILL).commit('nested');
    const web = await load(repo, 'packages/web/AGENTS.md', 'agents-md', 'packages/web');
    expect(web.learnings().map((l) => [l.id.replace(/-[0-9a-f]{6}$/, ''), l.baseDir, l.line])).toEqual([['packages/web/AGENTS.md#web-package', 'packages/web', 3]]);
    const skill = await load(repo, '.claude/skills/release/SKILL.md', 'skill', '.claude/skills/release');
    expect(skill.learnings().map((l) => [l.line, l.baseDir, l.content])).toEqual([
      [8, '.claude/skills/release', "Run `scripts/bump-version.sh` from this skill's folder."],
      [9, '.claude/skills/release', 'Add the release notes to `CHANGELOG.md`.'],
    ]);
    expect(skill.declaredName()).toBe('release');
  });

  it('reads Cursor rule frontmatter leniently: globs as a learning, a string as a list, bad YAML as a warning', async () => {
    const repo = makeRepo();
    repo.write('.cursor/rules/api.mdc', API_RULE).write('.cursor/rules/style.mdc', STYLE_RULE).commit('rules');
    const api = await load(repo, '.cursor/rules/api.mdc', 'cursor-rule');
    expect(api.globs()).toEqual(['src/routes/**/*.ts']);
    expect(api.alwaysApply()).toBe(false);
    expect(api.learnings().map((l) => [l.id, l.line, l.content])).toEqual([
      ['.cursor/rules/api.mdc#globs', 3, 'globs: `src/routes/**/*.ts`'],
      [expect.stringMatching(/^\.cursor\/rules\/api\.mdc#api-routes-[0-9a-f]{6}$/), 8, 'Validate request bodies with the schemas in `src/schemas/`.'],
    ]);
    expect(api.warnings).toEqual([]);

    const style = await load(repo, '.cursor/rules/style.mdc', 'cursor-rule');
    expect(style.warnings).toEqual(['.cursor/rules/style.mdc:3: invalid YAML frontmatter: Unexpected scalar at node end (simple key: value lines were used; the rest of the file was read)']);
    expect(style.globs()).toEqual(['*.tsx', '*.css']);
    expect(style.learnings().map((l) => l.line)).toEqual([3, 6]);
    expect(style.summary()).toBe('1 of 1 block mentions paths · globs *.tsx, *.css');
  });
});

describe('agent files and the review plan', () => {
  it('never writes; proposes a rewrite of just the renamed path, written the way the file wrote it', async () => {
    const repo = makeRepo();
    repo.write('packages/web/AGENTS.md', WEB_AGENTS_MD).write('packages/web/src/hooks/useSession.ts', 'export {}\n').write('packages/web/src/components/Button.tsx', '').commit('web');
    repo.write('packages/web/src/session/useSession.ts', 'export {}\n').remove('packages/web/src/hooks/useSession.ts');
    const moved = repo.commit('Move the session hook');
    const source = await load(repo, 'packages/web/AGENTS.md', 'agents-md', 'packages/web');
    const learning = source.learnings()[0]!;
    const review = planChange(learning, 'review', {
      reason: 'packages/web/src/hooks/useSession.ts moved to packages/web/src/session/useSession.ts',
      evidence: [
        {
          kind: 'renamed',
          mention: 'src/hooks/useSession.ts',
          path: 'packages/web/src/hooks/useSession.ts',
          newPath: 'packages/web/src/session/useSession.ts',
          commits: [commitRef(repo, moved)],
          summary: 'packages/web/src/hooks/useSession.ts moved to packages/web/src/session/useSession.ts',
        },
      ],
    });
    const outcome = await source.apply([review, { ...review, action: 'outdate', to: 'outdated' }], { now, commit: repo.head(), env: repo.env });
    expect(outcome.written).toEqual([]);
    expect(outcome.applied).toEqual([]);
    expect(outcome.skipped).toEqual([{ id: learning.id, reason: 'agent files are read-only: reported, never changed' }]);
    expect(outcome.proposals[0]).toEqual({
      file: 'packages/web/AGENTS.md',
      startLine: 3,
      endLine: 3,
      before: '- Components are in `src/components/`; the session hook is `src/hooks/useSession.ts`.',
      after: '- Components are in `src/components/`; the session hook is `src/session/useSession.ts`.',
      renames: [{ from: 'src/hooks/useSession.ts', to: 'src/session/useSession.ts' }],
    });
    expect(repo.read('packages/web/AGENTS.md')).toBe(WEB_AGENTS_MD);

    // Edited since the check: no proposal over someone's new text.
    repo.write('packages/web/AGENTS.md', WEB_AGENTS_MD.replace('Components are', 'UI components are'));
    const stale = await source.apply([review], { now, commit: repo.head(), env: repo.env });
    expect(stale.proposals).toEqual([]);
    expect(stale.skipped).toEqual([{ id: learning.id, reason: 'its lines changed since the check: no rewrite proposed' }]);
  });

  it('keeps a bare name in a nested agent file relative to its folder', () => {
    // packages/web/AGENTS.md says `session.ts` for packages/web/session.ts; moved to packages/web/auth/session.ts.
    const line = '- The session lives in `session.ts`.';
    const block = { kind: 'item' as const, heading: '', startLine: 1, endLine: 1, text: line.slice(2) };
    const change = {
      key: 'packages/web/AGENTS.md#session',
      id: 'session',
      source: { kind: 'agent-file' as const, path: 'packages/web/AGENTS.md' },
      line: 1,
      content: line.slice(2),
      action: 'review' as const,
      from: 'active' as const,
      to: 'active' as const,
      reason: 'moved',
      evidence: [{ kind: 'renamed' as const, mention: 'session.ts', path: 'packages/web/session.ts', newPath: 'packages/web/auth/session.ts', commits: [], summary: 'moved' }],
    };
    expect(proposeRewrite('packages/web/AGENTS.md', [line], block, change)?.after).toBe('- The session lives in `auth/session.ts`.');
  });
});
