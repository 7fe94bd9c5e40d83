import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { discoverSources } from '../../src/sources/discover.js';
import { checkableLearnings, loadSources, type LoadedSources } from '../../src/sources/index.js';
import { emptyMessage } from '../../src/cli/commands/sources.js';
import { cleanGitEnv, makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { AGENTS_MD, config, initRepo, gitIn, makeFixture, put, RELEASE_SKILL } from './fixtures.js';

afterAll(removeRepos);

const now = new Date('2026-06-01T12:00:00.000Z');
const paths = (loaded: LoadedSources) => loaded.sources.map((s) => [s.info.priority, s.info.origin, s.info.path]);

describe('finding sources in seed 002 order', () => {
  it('lists cwd first, then the git root, then home skills, with shadowing by skill name', async () => {
    const f = makeFixture();
    // A skill in the current folder shadows the repository's and the user's of the same name.
    f.repo.write('packages/web/.claude/skills/release/SKILL.md', RELEASE_SKILL);
    const loaded = await loadSources({ cwd: f.repo.path('packages/web'), env: f.repo.env, now, config: config(), rescan: true });
    expect(paths(loaded)).toEqual([
      [1, 'cwd', 'packages/web/.claude/skills/release/SKILL.md'],
      [1, 'cwd', 'packages/web/AGENTS.md'],
      [2, 'git-root', '.agents/skills/triage/SKILL.md'],
      [2, 'git-root', '.cursor/rules/api.mdc'],
      [2, 'git-root', '.cursor/rules/style.mdc'],
      [2, 'git-root', '.genome'],
      [2, 'git-root', '.github/copilot-instructions.md'],
      [2, 'git-root', '.swarm/ideas.jsonl'],
      [2, 'git-root', 'AGENTS.md'],
      [2, 'git-root', 'CLAUDE.md'],
      [2, 'git-root', 'meta_agent/point_prompts/diagnosis_points.json'],
      [3, 'home', '~/.claude/skills/lit-pm/SKILL.md'],
    ]);
    expect(loaded.discovery.shadowed).toEqual([
      { path: '.claude/skills/release/SKILL.md', name: 'release', by: 'packages/web/.claude/skills/release/SKILL.md' },
      { path: '~/.claude/skills/release/SKILL.md', name: 'release', by: 'packages/web/.claude/skills/release/SKILL.md' },
    ]);
    const byPath = new Map(loaded.sources.map((s) => [s.info.path, s]));
    // Paths in a skill resolve against its folder; home skills are listed, never checked.
    expect(byPath.get('packages/web/.claude/skills/release/SKILL.md')!.learnings()[0]!.baseDir).toBe('packages/web/.claude/skills/release');
    expect(byPath.get('.cursor/rules/api.mdc')!.learnings()[0]!.baseDir).toBe('');
    expect(byPath.get('~/.claude/skills/lit-pm/SKILL.md')!.info.checked).toBe(false);
    expect(checkableLearnings(loaded.sources).some((l) => l.source.path.startsWith('~'))).toBe(false);
    expect(loaded.discovery.searched).toEqual([f.repo.path('packages/web'), f.repo.dir, join(realpathSync(f.home), '.claude/skills'), join(realpathSync(f.home), '.agents/skills')]);
  });

  it('counts a symlink and an @import once, follows imports inside the repository, and reads nothing outside it', async () => {
    const repo = makeRepo();
    // Beside the repository, in the test's own temp folder: outside it, but removed with it.
    const outside = join(dirname(repo.dir), 'outside');
    put(outside, 'AGENTS.md', '- Secrets live in `src/secrets.ts`.\n');
    repo
      .write('AGENTS.md', AGENTS_MD)
      .write('docs/conventions.md', '# Conventions\n\n- Errors are built with `src/errors.ts`.\n')
      .write('packages/api/CLAUDE.md', '@../../AGENTS.md\n@../../docs/conventions.md and @missing.md, plus @~/.claude/mine.md\n\n- Handlers are in `src/handlers/`.\n');
    symlinkSync('AGENTS.md', repo.path('CLAUDE.md'));
    symlinkSync(join(outside, 'AGENTS.md'), repo.path('packages/api/AGENTS.md'));
    repo.commit('agent files');
    const loaded = await loadSources({ cwd: repo.dir, env: repo.env, now, config: config({ home: false }), rescan: true });
    expect(loaded.sources.map((s) => [s.info.path, s.info.format, s.info.aliases, s.info.importedBy ?? null])).toEqual([
      ['AGENTS.md', 'agents-md', ['CLAUDE.md'], 'packages/api/CLAUDE.md'],
      ['packages/api/CLAUDE.md', 'claude-md', [], null],
      ['docs/conventions.md', 'import', [], 'packages/api/CLAUDE.md'],
    ]);
    expect(loaded.warnings).toEqual([
      `packages/api/AGENTS.md leads outside the repository (${join(outside, 'AGENTS.md')}): not read`,
      'packages/api/CLAUDE.md: imports @missing.md, which does not exist',
    ]);
    const keys = checkableLearnings(loaded.sources).map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.startsWith('AGENTS.md#'))).toHaveLength(6);
    expect(checkableLearnings(loaded.sources).find((l) => l.source.path === 'docs/conventions.md')).toMatchObject({ baseDir: 'docs', line: 3 });
  });

  it('in a submodule, also looks at the superproject root, whose files are listed but checked from there', async () => {
    const lib = makeRepo();
    lib.write('AGENTS.md', '- The parser is in `src/parse.ts`.\n').write('src/parse.ts', '').commit('lib');
    const app = makeRepo();
    app.write('AGENTS.md', '- Apps live in `apps/`.\n').write('apps/web/index.ts', '').write('.claude/skills/deploy/SKILL.md', '- Deploy with `scripts/deploy.sh`.\n').commit('app');
    app.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib.dir, 'libs/parser');
    app.commit('add the parser');
    put(app.env.HOME!, '.claude/skills/deploy/SKILL.md', '- Global deploy.\n');
    const loaded = await loadSources({ cwd: app.path('libs/parser'), env: app.env, now, config: config(), rescan: true });
    expect(loaded.discovery.superproject).toBe(realpathSync(app.dir));
    expect(loaded.sources.map((s) => [s.info.origin, s.info.path, s.info.checked])).toEqual([
      ['cwd', 'AGENTS.md', true],
      ['superproject', '../../.claude/skills/deploy/SKILL.md', false],
      ['superproject', '../../AGENTS.md', false],
    ]);
    expect(loaded.discovery.shadowed).toEqual([{ path: '~/.claude/skills/deploy/SKILL.md', name: 'deploy', by: '../../.claude/skills/deploy/SKILL.md' }]);
    expect(checkableLearnings(loaded.sources).map((l) => l.key)).toEqual([expect.stringMatching(/^AGENTS\.md#AGENTS\.md#top-[0-9a-f]{6}$/)]);
  });

  it('goes on without git: outside a repository, and with no git on PATH', async () => {
    const base = dirname(makeRepo().dir);
    const dir = join(base, 'plain');
    put(dir, 'AGENTS.md', '- Build output goes to `out/`.\n');
    put(dir, 'node_modules/pkg/AGENTS.md', '- never read: `lib/x.js`\n');
    const env = cleanGitEnv({ HOME: join(dir, 'home') });
    const plain = await loadSources({ cwd: dir, env, now, config: config(), rescan: true });
    expect(plain.discovery.gitRoot).toBeNull();
    expect(paths(plain)).toEqual([[1, 'cwd', 'AGENTS.md']]);
    expect(plain.discovery.cache.file).toBeNull();

    const repo = makeRepo();
    repo.write('AGENTS.md', '- Build output goes to `out/`.\n').commit('agents');
    const noGit = await loadSources({ cwd: repo.dir, env: { ...repo.env, PATH: join(dir, 'no-such-bin') }, now, config: config(), rescan: true });
    expect(noGit.discovery.gitRoot).toBeNull();
    expect(paths(noGit)).toEqual([[1, 'cwd', 'AGENTS.md']]);
  });

  it('gives up on a git that hangs once the timeout passes, and scans the current folder', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', '- Build output goes to `out/`.\n').commit('agents');
    const bin = join(dirname(repo.dir), 'slow-bin');
    put(bin, 'git', '#!/bin/sh\nexec sleep 30\n');
    chmodSync(join(bin, 'git'), 0o755);
    const started = Date.now();
    const found = await discoverSources({ cwd: repo.dir, env: { ...repo.env, PATH: `${bin}:${process.env.PATH}` }, now, config: config({ home: false }), rescan: true, gitTimeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(found.warnings).toEqual([`git root detection timed out after 300 ms: only ${repo.dir} and home were searched`]);
    expect(found.gitRoot).toBeNull();
    expect(found.candidates.map((c) => c.path)).toEqual(['AGENTS.md']);
  });
});

describe('configuration', () => {
  it('adds sources by path or glob and excludes them by glob, saying what it left out', async () => {
    const repo = makeRepo();
    repo
      .write('AGENTS.md', '- Routes are in `src/routes/`.\n')
      .write('packages/web/AGENTS.md', '- Pages are in `src/pages/`.\n')
      .write('.cursor/rules/ui.mdc', '---\nalwaysApply: true\n---\n- Use `src/ui/Button.tsx`.\n')
      .write('docs/team/notes.md', '- Oncall notes are in `docs/oncall.md`.\n')
      .write('prompts/triage.json', '[{"id": "p1", "content": "Run `scripts/triage.sh` first", "priority": 5, "active": true}]\n')
      // Ignored by git, so only found because the config names it.
      .write('notes/genome/memories/memories.jsonl', '{"id":"mem-1","content":"Jobs are in src/jobs/","confidence":0.5}\n')
      .write('.gitignore', 'notes/\n')
      .commit('sources');
    const loaded = await loadSources({
      cwd: repo.dir,
      env: repo.env,
      now,
      config: config({ include: ['docs/team/*.md', 'prompts/triage.json', 'notes/genome', '../elsewhere.md', 'missing.md'], exclude: ['packages/**', '**/*.mdc'], home: false }),
      rescan: true,
    });
    expect(loaded.sources.map((s) => [s.info.path, s.info.format, s.info.origin])).toEqual([
      ['AGENTS.md', 'agents-md', 'cwd'],
      ['docs/team/notes.md', 'markdown', 'config'],
      ['notes/genome', 'genome', 'config'],
      ['prompts/triage.json', 'prompt-points', 'config'],
    ]);
    expect(loaded.discovery.excluded).toEqual([
      { path: '.cursor/rules/ui.mdc', pattern: '**/*.mdc' },
      { path: 'packages/web/AGENTS.md', pattern: 'packages/**' },
    ]);
    expect(loaded.discovery.warnings).toEqual(["sources.include: '../elsewhere.md' is outside the repository: not read", "sources.include: 'missing.md' does not exist"]);
    expect(loaded.warnings).toContain("notes/genome: not a git repository of its own: memories are checked but not changed (fix: run 'git init' in notes/genome, as seed 003's genome does)");
  });

  it("differentiates nothing found, found but unusable, and found without learnings (seed 002's EC-01)", async () => {
    const message = async (repo: TestRepo, exclude: string[] = []) => {
      const loaded = await loadSources({ cwd: repo.dir, env: repo.env, now, config: config({ exclude, home: false }), rescan: true });
      return emptyMessage(loaded, checkableLearnings(loaded.sources).length);
    };
    const empty = makeRepo();
    empty.write('README.md', '# x\n').commit('readme');
    expect(await message(empty)).toBe(`No learning stores or agent files found. Looked in ${empty.dir}. Add an AGENTS.md, or run 'discoveries init' to start a discovery store.`);
    const prose = makeRepo();
    prose.write('AGENTS.md', '# Be kind\n\nWrite small commits and explain why.\n').commit('prose');
    expect(await message(prose)).toBe('1 source found, none holds a learning to check: an agent file counts only bullets and paragraphs that mention a path, and the stores have no records yet.');
    expect(await message(prose, ['AGENTS.md'])).toBe('1 source found, none usable: 1 excluded by sources.exclude. Change sources.exclude in .axiom/config.yml, or fix the files named above.');
  });
});

describe('the session cache', () => {
  it('reuses the list within the TTL, and looks again after it, on --rescan, or when the index changes', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', '- Routes are in `src/routes/`.\n').commit('agents');
    const run = (at: Date, rescan = false, ttl = 30) => loadSources({ cwd: repo.dir, env: repo.env, now: at, config: config({ home: false, cacheTtlMinutes: ttl }), rescan });
    const first = await run(now);
    expect(first.discovery.cache).toEqual({ used: false, file: '.git/discoveries/sources-cache.yaml', ageMinutes: null });
    const cacheText = readFileSync(repo.path('.git/discoveries/sources-cache.yaml'), 'utf8');
    expect(cacheText).toMatch(/^version: 1\ndiscovery:\n {2}timestamp: 2026-06-01T12:00:00.000Z\n {2}ttl_minutes: 30\n/);

    // A new file the index does not know yet: the cached list stands until the TTL ends or a re-scan.
    repo.write('docs/AGENTS.md', '- Docs build with `mkdocs.yml`.\n');
    const cached = await run(new Date(now.getTime() + 29 * 60_000));
    expect(cached.discovery.cache).toMatchObject({ used: true, ageMinutes: 29 });
    expect(paths(cached)).toEqual([[1, 'cwd', 'AGENTS.md']]);
    expect(paths(await run(new Date(now.getTime() + 10 * 60_000), true))).toEqual([[1, 'cwd', 'AGENTS.md'], [1, 'cwd', 'docs/AGENTS.md']]);
    repo.remove('docs');
    await run(now, true);
    repo.write('docs/AGENTS.md', '- Docs build with `mkdocs.yml`.\n');
    expect((await run(new Date(now.getTime() + 31 * 60_000))).discovery.cache.used).toBe(false);

    // Staging changes the index: the session's view of the tree is over.
    await run(now, true);
    repo.write('web/AGENTS.md', '- Pages in `pages/`.\n');
    repo.git('add', 'web/AGENTS.md');
    const staged = await run(new Date(now.getTime() + 60_000));
    expect(staged.discovery.cache.used).toBe(false);
    expect(paths(staged).map((p) => p[2])).toContain('web/AGENTS.md');

    // A TTL of 0 never caches.
    repo.remove('.git/discoveries');
    await run(now, false, 0);
    expect(existsSync(repo.path('.git/discoveries/sources-cache.yaml'))).toBe(false);
  });

  it('keeps the list through commits that add or remove no file (a hook runs after each one)', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', '- Routes are in `src/routes/`.\n').write('src/a.ts', 'a\n').commit('start');
    const run = (at: Date) => loadSources({ cwd: repo.dir, env: repo.env, now: at, config: config({ home: false }) });
    expect((await run(now)).discovery.cache.used).toBe(false);
    repo.write('src/a.ts', 'a2\n').commit('edit');
    repo.write('AGENTS.md', '- Routes are in `src/routes/` and `src/pages/`.\n').commit('edit the agent file');
    const kept = await run(new Date(now.getTime() + 60_000));
    expect(kept.discovery.cache.used).toBe(true);
    expect(kept.sources.flatMap((s) => s.learnings()).map((l) => l.content)).toEqual(['Routes are in `src/routes/` and `src/pages/`.']);
    // A commit that adds a file: the index lists other paths, so the tree is looked at again.
    repo.write('web/CLAUDE.md', '- Pages in `pages/`.\n').commit('add web');
    const again = await run(new Date(now.getTime() + 120_000));
    expect(again.discovery.cache.used).toBe(false);
    expect(paths(again).map((p) => p[2])).toContain('web/CLAUDE.md');
  });

  it('with trustListing (a hook whose commits changed no source) keeps the list through a changed index, without asking git', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', '- Routes are in `src/routes/`.\n').commit('agents');
    const input = { cwd: repo.dir, env: repo.env, config: config({ home: false }) };
    expect((await discoverSources({ ...input, now })).cache.used).toBe(false);
    repo.write('web/AGENTS.md', '- Pages in `pages/`.\n');
    repo.git('add', 'web/AGENTS.md');
    const later = new Date(now.getTime() + 60_000);
    // No git to ask: the list is taken as cached.
    const layout = { gitRoot: repo.dir, gitDir: repo.path('.git'), superproject: null };
    const trusted = await discoverSources({ ...input, env: { ...repo.env, PATH: '/nonexistent' }, gitLayout: layout, trustListing: true, now: later });
    expect(trusted.cache.used).toBe(true);
    expect(trusted.candidates.map((c) => c.path)).toEqual(['AGENTS.md']);
    // Without it, the staged file ends the cached list.
    const confirmed = await discoverSources({ ...input, now: later });
    expect(confirmed.cache.used).toBe(false);
    expect(confirmed.candidates.map((c) => c.path)).toContain('web/AGENTS.md');
  });

  it('reads its JSON twin while that is as new as the YAML file, and the YAML file once it is edited', async () => {
    const repo = makeRepo();
    repo.write('AGENTS.md', '- Routes are in `src/routes/`.\n').commit('agents');
    const run = (at: Date) => loadSources({ cwd: repo.dir, env: repo.env, now: at, config: config({ home: false }) });
    await run(now);
    const yamlFile = repo.path('.git/discoveries/sources-cache.yaml');
    const jsonFile = repo.path('.git/discoveries/sources-cache.json');
    expect(JSON.parse(readFileSync(jsonFile, 'utf8'))).toMatchObject({ version: 1, sources: [{ path: 'AGENTS.md' }] });
    expect((await run(new Date(now.getTime() + 60_000))).discovery.cache.used).toBe(true);
    // An edited YAML file (newer than its twin) is what counts: here, one for another version, so not used.
    writeFileSync(yamlFile, readFileSync(yamlFile, 'utf8').replace(/^version: 1$/m, 'version: 99'));
    utimesSync(yamlFile, new Date(Date.now() + 5_000), new Date(Date.now() + 5_000));
    expect((await run(new Date(now.getTime() + 60_000))).discovery.cache.used).toBe(false);
  });

  it('reads only the records asked for, and gives them as a full read does', async () => {
    const repo = makeRepo();
    const rec = (n: number) => JSON.stringify({ id: `disc-00${n}`, type: 'discovery', status: 'active', content: `Handler ${n} lives in src/h${n}.ts`, createdAt: '2026-01-01T00:00:00.000Z', metadata: { scope: 'global' } });
    repo.write('.axiom/cases.jsonl', `${[1, 2, 3, 4].map(rec).join('\n')}\n`).write('AGENTS.md', '- Routes are in `src/routes/`.\n').commit('start');
    const load = async (needed?: ReadonlySet<string>) => checkableLearnings((await loadSources({ cwd: repo.dir, env: repo.env, now, config: config({ home: false }), ...(needed ? { needed } : {}) })).sources);
    const full = await load();
    const agentFile = full.find((l) => l.source.kind === 'agent-file')!.key;
    const needed = new Set(['.axiom/cases.jsonl#disc-002', '.axiom/cases.jsonl#disc-004', agentFile]);
    const part = await load(needed);
    expect(part.filter((l) => l.source.kind === 'axiom').map((l) => [l.id, l.line])).toEqual([
      ['disc-002', 2],
      ['disc-004', 4],
    ]);
    expect(part.filter((l) => needed.has(l.key))).toEqual(full.filter((l) => needed.has(l.key)));
    // Other sources are read whole.
    expect(part.filter((l) => l.source.kind === 'agent-file')).toEqual(full.filter((l) => l.source.kind === 'agent-file'));
  });

  it('finds a genome kept as a git submodule', async () => {
    const genome = makeRepo();
    genome.write('memories/memories.jsonl', '{"id":"mem-1","content":"Jobs run from src/jobs/","confidence":0.5}\n').commit('genome: add memory mem-1');
    const app = makeRepo();
    app.write('README.md', '# app\n').commit('readme');
    app.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', genome.dir, 'tools/brain');
    app.commit('add the genome');
    const loaded = await loadSources({ cwd: app.dir, env: app.env, now, config: config({ home: false }), rescan: true });
    expect(loaded.sources.map((s) => [s.info.path, s.info.format])).toEqual([['tools/brain', 'genome']]);
    expect(loaded.sources[0]!.warnings).toEqual([]);
    expect(checkableLearnings(loaded.sources).map((l) => l.key)).toEqual(['tools/brain/memories/memories.jsonl#mem-1']);
  });

  it('finds a genome that is a nested repository anywhere in the tree', async () => {
    const repo = makeRepo();
    repo.write('README.md', '# x\n').commit('readme');
    const genome = repo.path('tools/agent/genome');
    mkdirSync(genome, { recursive: true });
    initRepo(genome, repo.env);
    put(genome, 'memories/memories.jsonl', '{"id":"mem-1","content":"x","confidence":0.5}\n');
    gitIn(genome, repo.env, 'add', '-A');
    gitIn(genome, repo.env, 'commit', '-q', '-m', 'genome: add memory mem-1');
    const loaded = await loadSources({ cwd: repo.dir, env: repo.env, now, config: config({ home: false }), rescan: true });
    expect(paths(loaded)).toEqual([[1, 'cwd', 'tools/agent/genome']]);
    expect(loaded.sources[0]!.summary()).toBe('1 memory (1 active), 0 agents, 0 routing rules');
  });
});
