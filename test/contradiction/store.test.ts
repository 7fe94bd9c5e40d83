import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli } from '../support/cli.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';

afterAll(removeRepos);

async function setup(config?: string) {
  const repo = makeRepo();
  repo.write('README.md', '# demo\n').commit('initial');
  let minute = 0;
  // Each command a minute later, so createdAt orders the discoveries.
  const cli = (...args: string[]) => runCli(args, { cwd: repo.dir, env: repo.env, now: new Date(Date.UTC(2025, 0, 1, 0, minute++)) });
  expect((await cli('init')).code).toBe(0);
  if (config) repo.write('.axiom/config.yml', config);
  return { repo, cli };
}

const records = (repo: TestRepo) =>
  readFileSync(repo.path('.axiom/cases.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; status: string; content: string; metadata: Record<string, unknown> });

describe('contradictions on discoveries add', () => {
  it('supersedes the older discovery: outdated with supersededBy, conflictsWith on both, nothing deleted', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'The dev server runs on port 3000.', '--impact', 'medium');
    await cli('add', 'Feature flags come from Unleash.', '--impact', 'medium');
    const result = await cli('add', 'The dev server runs on port 5173 since the move to Vite.', '--impact', 'medium');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Added disc-003 (global, medium, Architecture)\n' +
        '  Supersedes disc-001 (now outdated): value: dev server is port 3000 in the older and port 5173 in the newer\n',
    );
    const [older, other, newer] = records(repo);
    expect(older).toMatchObject({ id: 'disc-001', status: 'outdated', metadata: { supersededBy: 'disc-003', conflictsWith: ['disc-003'] } });
    expect(older!.metadata.outdatedReason).toMatch(/^superseded by disc-003: value: /);
    expect(other).toMatchObject({ id: 'disc-002', status: 'active', metadata: { supersededBy: null } });
    expect(newer).toMatchObject({ id: 'disc-003', status: 'active', metadata: { conflictsWith: ['disc-001'] } });
    expect(other!.metadata.conflictsWith).toBeUndefined();
  });

  it('keeps a validated older discovery and reports the pair for review', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'The `/status` endpoint is public.', '--impact', 'medium');
    expect((await cli('validate', 'disc-001')).code).toBe(0);
    const result = await cli('add', 'The `/status` endpoint is private now.', '--impact', 'medium', '--json');
    const json = JSON.parse(result.stdout) as { contradictions: unknown[] };
    expect(json.contradictions).toEqual([
      expect.objectContaining({ older: 'disc-001', newer: 'disc-002', kind: 'antonym', action: 'review', triggers: ['public', 'private'] }),
    ]);
    expect(records(repo).map((d) => d.status)).toEqual(['active', 'active']);
    const human = await cli('add', 'The `/status` endpoint is private again.', '--impact', 'medium');
    expect(human.stdout).toContain('Contradicts disc-001, left for review: contradicted by newer disc-003 (antonym), but disc-001 is validated and disc-003 is not: a person decides');
  });

  it('says nothing and changes nothing when the new discovery agrees with the store', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'Tests use vitest.', '--impact', 'medium');
    const result = await cli('add', 'Tests use vitest, not jest.', '--impact', 'medium');
    expect(result.stdout).toBe('Added disc-002 (global, medium, Testing)\n');
    expect(records(repo).map((d) => [d.status, d.metadata.conflictsWith])).toEqual([
      ['active', undefined],
      ['active', undefined],
    ]);
  });

  it('can be turned off with contradictions.enabled: false', async () => {
    const { repo, cli } = await setup();
    repo.write('.axiom/config.yml', 'contradictions:\n  enabled: false\n');
    await cli('add', 'Tests use jest.', '--impact', 'medium');
    const result = await cli('add', 'Tests use vitest, not jest.', '--impact', 'medium');
    expect(result.stdout).toBe('Added disc-002 (global, medium, Testing)\n');
    expect(records(repo).map((d) => d.status)).toEqual(['active', 'active']);
  });
});

describe('contradictions on discoveries ingest', () => {
  it('checks each new discovery against the active ones, including those added earlier in the same output', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'Tests use jest.', '--impact', 'medium');
    repo.write(
      'run.log',
      [
        '<axiom>DISCOVERY_GLOBAL:Tests use vitest, not jest.</axiom>',
        '<axiom>DISCOVERY_GLOBAL:Telemetry is enabled by default in the CLI.</axiom>',
        '<axiom>DISCOVERY_GLOBAL:Telemetry is disabled by default in the CLI.</axiom>',
      ].join('\n'),
    );
    const result = await cli('ingest', 'run.log', '--task', 'task-7', '--agent', 'echo-001', '--json');
    const json = JSON.parse(result.stdout) as { contradictions: Array<{ older: string; newer: string; kind: string; action: string }> };
    expect(json.contradictions.map((c) => [c.older, c.newer, c.kind])).toEqual([
      ['disc-001', 'disc-002', 'substitution'],
      ['disc-003', 'disc-004', 'antonym'],
    ]);
    expect(records(repo).map((d) => [d.id, d.status, d.metadata.supersededBy])).toEqual([
      ['disc-001', 'outdated', 'disc-002'],
      ['disc-002', 'active', null],
      ['disc-003', 'outdated', 'disc-004'],
      ['disc-004', 'active', null],
    ]);
  });
});

describe('contradictions in discoveries check', () => {
  it('puts supersede and link changes in the review plan and applies them', async () => {
    const { repo, cli } = await setup();
    // Recorded while checking was off, so only `check` can find the contradiction.
    repo.write('.axiom/config.yml', 'contradictions:\n  enabled: false\n');
    await cli('add', 'Sessions are stored in Redis.', '--impact', 'medium');
    await cli('add', 'Sessions are not stored in Redis; they live in signed cookies now.', '--impact', 'medium');
    repo.write('.axiom/config.yml', 'contradictions:\n  enabled: true\n');
    repo.commit('discoveries');
    const dry = await cli('check', '--json', '--dry-run');
    const plan = JSON.parse(dry.stdout) as { changes: Array<{ id: string; action: string; supersededBy?: string; contradiction?: { kind: string } }> };
    expect(plan.changes.map((c) => [c.id, c.action, c.supersededBy ?? null, c.contradiction?.kind])).toEqual([
      ['disc-001', 'supersede', 'disc-002', 'polarity'],
      ['disc-002', 'link', null, 'polarity'],
    ]);
    expect(records(repo).map((d) => d.status)).toEqual(['active', 'active']);
    expect((await cli('check')).code).toBe(0);
    expect(records(repo).map((d) => [d.id, d.status, d.metadata.supersededBy ?? null])).toEqual([
      ['disc-001', 'outdated', 'disc-002'],
      ['disc-002', 'active', null],
    ]);
  });
});

describe("contradictions.method: seed (the seed's literal algorithm)", () => {
  const complementary = ['`src/http.ts` retries failed requests three times.', '`src/http.ts` logs every request at debug level.'];

  it('flags two different facts about one file on add, as the seed does, while the default rules do not', async () => {
    const rules = await setup();
    for (const text of complementary) await rules.cli('add', text, '--impact', 'medium');
    expect(records(rules.repo).map((d) => d.status)).toEqual(['active', 'active']);

    const seed = await setup('contradictions:\n  method: seed\n');
    await seed.cli('add', complementary[0]!, '--impact', 'medium');
    const result = await seed.cli('add', complementary[1]!, '--impact', 'medium', '--json');
    const json = JSON.parse(result.stdout) as { contradictions: Array<{ older: string; newer: string; kind: string; reason: string }> };
    expect(json.contradictions).toEqual([
      expect.objectContaining({ older: 'disc-001', newer: 'disc-002', kind: 'similarity', reason: expect.stringMatching(/^seed rule: both mention src\/http\.ts and their words are only \d+% alike/) as unknown }),
    ]);
    expect(records(seed.repo).map((d) => [d.status, d.metadata.supersededBy ?? null])).toEqual([
      ['outdated', 'disc-002'],
      ['active', null],
    ]);
  });

  it("reports the seed's patterns by kind in the review plan of check", async () => {
    const { repo, cli } = await setup('contradictions:\n  enabled: false\n');
    await cli('add', 'Always run `make lint` before pushing.', '--impact', 'medium');
    await cli('add', 'Never run `make lint` before pushing; CI does it.', '--impact', 'medium');
    repo.write('.axiom/config.yml', 'contradictions:\n  method: seed\n');
    repo.commit('discoveries');
    const plan = JSON.parse((await cli('check', '--json', '--dry-run')).stdout) as { changes: Array<{ id: string; action: string; contradiction?: { kind: string; reason: string } }> };
    expect(plan.changes.map((c) => [c.id, c.action, c.contradiction?.kind])).toEqual([
      ['disc-001', 'supersede', 'modality'],
      ['disc-002', 'link', 'modality'],
    ]);
    expect(plan.changes[0]!.contradiction!.reason).toBe('seed rule: "always" in the older, "never" in the newer');
  });

  it('rejects an unknown method with the file, the key and the values allowed', async () => {
    const { cli } = await setup('contradictions:\n  method: llm\n');
    const result = await cli('check', '--dry-run');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/\.axiom\/config\.yml.*contradictions\.method.*rules.*seed/s);
  });
});
