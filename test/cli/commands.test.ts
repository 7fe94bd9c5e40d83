import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { COMMANDS } from '../../src/cli/main.js';
import { runCli } from '../support/cli.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';

afterAll(removeRepos);

async function setup(): Promise<{ repo: TestRepo; cli: (...args: string[]) => ReturnType<typeof runCli> }> {
  const repo = makeRepo();
  repo.write('README.md', '# demo\n').commit('initial');
  const cli = (...args: string[]) => runCli(args, { cwd: repo.dir, env: repo.env });
  expect((await cli('init')).code).toBe(0);
  return { repo, cli };
}

const records = (repo: TestRepo) => readFileSync(repo.path('.axiom/cases.jsonl'), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));

describe('discoveries add', () => {
  it('stores the discovery anchored at HEAD, classifies it, and prevents duplicates', async () => {
    const { repo, cli } = await setup();
    const added = await cli('add', 'Auth token expires after 1 hour', '--agent', 'echo-001', '--task', 'task-9', '--scope', 'local');
    expect(added.stdout).toBe('Added disc-001 (local, critical, API)\n');
    const [d] = records(repo);
    expect(d).toMatchObject({ id: 'disc-001', parentId: 'task-9', metadata: { sourceAgentId: 'echo-001', anchorCommit: repo.head(), validated: false } });
    const again = await cli('add', '  auth TOKEN expires after 1 hour ');
    expect(again.stdout).toContain('Not added: the same discovery is already disc-001');
    expect(records(repo)).toHaveLength(1);
    expect(JSON.parse((await cli('stats', '--json')).stdout).duplicatesPrevented).toBe(1);
  });

  it('refuses an agent id that would escape the views folder', async () => {
    const { cli } = await setup();
    const result = await cli('add', 'x', '--agent', '../../etc');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("agent id '../../etc' can't name a view folder");
  });

  it('explains bad flags with exit code 2', async () => {
    const { cli } = await setup();
    const result = await cli('add', 'x', '--impact', 'huge');
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('--impact must be low, medium, high or critical') });
    expect((await cli('add', 'x', '--colour')).stderr).toContain("Unknown option '--colour'");
  });
});

describe('discoveries ingest', () => {
  it('adds signals in order from a file and counts duplicates prevented', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'Tests use vitest, not jest');
    repo.write('run.log', [
      'thinking…',
      '<axiom>DISCOVERY_GLOBAL:Tests use vitest, not jest</axiom>',
      '<axiom>DISCOVERY_LOCAL:The retry logic in src/http.ts expects',
      'exponential backoff</axiom>',
      '<swarm>LEARNING_GLOBAL:All API routes live in src/routes/</swarm>',
      '<axiom>DISCOVERY_LOCAL:The retry logic in src/http.ts expects exponential backoff</axiom>',
    ].join('\n'));
    const result = await cli('ingest', 'run.log', '--task', 'task-4', '--agent', 'ed-001');
    expect(result.stdout).toBe('Ingested 4 signals from run.log: 2 added (disc-002…disc-003), 2 duplicates prevented.\n');
    expect(records(repo).map((r) => [r.id, r.metadata.scope, r.metadata.sourceAgentId])).toEqual([
      ['disc-001', 'global', null],
      ['disc-002', 'local', 'ed-001'],
      ['disc-003', 'global', 'ed-001'],
    ]);
    expect(repo.read('.axiom/agents/ed/discoveries.md')).toContain('[disc-002] The retry logic in src/http.ts expects exponential backoff');
  });

  it('reads standard input and needs --task and --agent', async () => {
    const { repo } = await setup();
    const run = (args: string[], input: string) => runCli(args, { cwd: repo.dir, env: repo.env, input });
    expect((await run(['ingest', '--task', 't'], '')).stderr).toContain('--agent is required');
    const result = await run(['ingest', '-', '--task', 't', '--agent', 'a', '--json'], '<axiom>DISCOVERY_GLOBAL:Use pnpm</axiom>');
    expect(JSON.parse(result.stdout)).toMatchObject({ signals: 1, added: [{ id: 'disc-001', content: 'Use pnpm' }], duplicatesPrevented: 0 });
  });
});

describe('queries', () => {
  it('list filters by status, scope, agent, task and category; --json gives records', async () => {
    const { cli } = await setup();
    await cli('add', 'Tests use vitest', '--agent', 'a-1', '--task', 't1');
    await cli('add', 'API routes live in src/routes/', '--scope', 'local', '--agent', 'b-1');
    await cli('add', 'Old fact about the database schema');
    await cli('outdate', 'disc-003', '--reason', 'schema rewritten');
    const ids = async (...args: string[]) => (JSON.parse((await cli('list', '--json', ...args)).stdout) as Array<{ id: string }>).map((d) => d.id);
    expect(await ids()).toEqual(['disc-001', 'disc-002', 'disc-003']);
    expect(await ids('--status', 'outdated')).toEqual(['disc-003']);
    expect(await ids('--scope', 'local')).toEqual(['disc-002']);
    expect(await ids('--agent', 'a-1')).toEqual(['disc-001']);
    expect(await ids('--task', 't1')).toEqual(['disc-001']);
    expect(await ids('--category', 'testing')).toEqual(['disc-001']);
    expect((await cli('list', '--status', 'stale')).stderr).toContain("--status 'stale' is not a status");
  });

  it('search ranks by keyword relevance, deterministically', async () => {
    const { cli } = await setup();
    await cli('add', 'The retry logic in src/http.ts expects exponential backoff');
    await cli('add', 'Backoff for the queue consumer is linear');
    await cli('add', 'Tests use vitest');
    const hits = JSON.parse((await cli('search', 'retry', 'backoff', '--json')).stdout) as Array<{ discovery: { id: string }; matched: string[] }>;
    expect(hits.map((h) => h.discovery.id)).toEqual(['disc-001', 'disc-002']);
    expect(hits[0]!.matched).toEqual(['retry', 'backoff']);
  });

  it('show prints every field and where the record is stored', async () => {
    const { cli } = await setup();
    await cli('add', 'Tests use vitest');
    const shown = await cli('show', 'disc-001');
    expect(shown.stdout).toMatch(/stored at +\.axiom\/cases\.jsonl:1\n/);
    expect((await cli('show', '.axiom/cases.jsonl#disc-001')).stdout).toBe(shown.stdout);
    expect((await cli('show', 'disc-404')).stderr).toContain("no learning disc-404 in the project's store or any other source");
  });

  it('stats reports every metric of the seed', async () => {
    const { cli } = await setup();
    await cli('add', 'Global fact one about api routes', '--task', 't1');
    await cli('add', 'Local fact for echo', '--scope', 'local', '--agent', 'echo-001', '--task', 't1');
    await cli('add', 'Another global fact', '--task', 't2');
    await cli('validate', 'disc-001');
    await cli('outdate', 'disc-003', '--reason', 'gone');
    const s = JSON.parse((await cli('stats', '--json')).stdout);
    expect(s).toMatchObject({
      total: 3,
      byStatus: { active: 2, outdated: 1, archived: 0, deleted: 0 },
      byScope: { local: 1, global: 2 },
      duplicatesPrevented: 0,
      sourceTasks: [{ taskId: 't1', count: 2 }, { taskId: 't2', count: 1 }],
      injection: { globalActive: 1, agents: [{ agentId: 'echo-001', injected: 2 }], averagePerPrompt: 2 },
      validationRate: 0.3333,
      outdatedRate: 0.3333,
    });
  });

  it('prompt injects active globals, then only that agent’s active locals', async () => {
    const { cli } = await setup();
    await cli('add', 'Global rule', '--task', 't');
    await cli('add', 'Echo only', '--scope', 'local', '--agent', 'echo-001');
    await cli('add', 'Ava only', '--scope', 'local', '--agent', 'ava-001');
    await cli('add', 'Outdated global');
    await cli('outdate', 'disc-004', '--reason', 'x');
    expect((await cli('prompt', '--agent', 'echo-001')).stdout).toBe(
      '# Project Discoveries (Global)\n\n- [disc-001] Global rule\n\n# Your Discoveries (Local)\n\n- [disc-002] Echo only\n',
    );
  });
});

describe('status changes', () => {
  it('change several discoveries in one write, or none when one of them cannot change', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'one');
    await cli('add', 'two');
    await cli('archive', 'disc-002');
    const before = repo.read('.axiom/cases.jsonl');
    const refused = await cli('outdate', 'disc-001', 'disc-002', '--reason', 'stale');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("disc-002 is archived; 'outdate' needs active (fix: from archived you can: resurrect, delete, promote)");
    expect(repo.read('.axiom/cases.jsonl')).toBe(before);
    expect((await cli('resurrect', 'disc-002')).stdout).toBe('Resurrected disc-002 (now active)\n');
    expect((await cli('outdate', 'disc-001', 'disc-002', '--reason', 'stale')).code).toBe(0);
    expect(records(repo).map((r) => r.status)).toEqual(['outdated', 'outdated']);
  });

  it('validate --compatible-with records a reviewed pair as no contradiction, so check stops reporting it', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'Auth tokens expire after 1 hour.', '--impact', 'high');
    await cli('validate', 'disc-001');
    await cli('add', 'Auth tokens now expire after 24 hours.', '--impact', 'high');
    repo.commit('two discoveries');
    const before = await cli('check', '--dry-run', '--json');
    expect(JSON.parse(before.stdout).changes.map((c: { id: string; action: string }) => [c.id, c.action])).toContainEqual(['disc-001', 'review']);
    const refused = await cli('validate', 'disc-001', '--compatible-with', 'disc-404');
    expect(refused.code).toBe(2);
    expect(records(repo)[0].metadata.compatibleWith).toBeUndefined();
    expect((await cli('validate', 'disc-001', '--compatible-with', 'disc-002')).code).toBe(0);
    expect(records(repo)[0].metadata).toMatchObject({ validated: true, compatibleWith: ['disc-002'] });
    const after = await cli('check', '--dry-run', '--json');
    expect(JSON.parse(after.stdout).changes.filter((c: { id: string }) => c.id === 'disc-001')).toEqual([]);
    expect((await cli('outdate', 'disc-001', '--reason', 'x', '--compatible-with', 'disc-002')).stderr).toContain('--compatible-with is only for validate');
    expect((await cli('show', 'disc-001')).stdout).toMatch(/compatible with +disc-002/);
    expect((await cli('doctor')).stdout).toContain('The store is healthy.');
    // A hand edit (or a lost record) leaves the judgement pointing nowhere: doctor names the field.
    writeFileSync(repo.path('.axiom/cases.jsonl'), readFileSync(repo.path('.axiom/cases.jsonl'), 'utf8').replace('"compatibleWith":["disc-002"]', '"compatibleWith":["disc-009"]'));
    expect((await cli('doctor')).stdout).toContain("warning .axiom/cases.jsonl:1: disc-001's compatibleWith refers to disc-009, which is not in the store");
  });

  it('validate --compatible-with undoes a supersession the reviewer disagrees with, links and all', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'Auth tokens expire after 1 hour.');
    expect((await cli('add', 'Auth tokens now expire after 24 hours.')).stdout).toContain('Supersedes disc-001');
    expect(records(repo).map((r) => [r.status, r.metadata.conflictsWith])).toEqual([['outdated', ['disc-002']], ['active', ['disc-001']]]);
    expect((await cli('validate', 'disc-001', '--compatible-with', 'disc-002')).code).toBe(0);
    const [older, newer] = records(repo);
    expect(older).toMatchObject({ status: 'active', metadata: { supersededBy: null, compatibleWith: ['disc-002'] } });
    expect(older.metadata.conflictsWith).toBeUndefined();
    expect(newer.metadata.conflictsWith).toBeUndefined();
    expect((await cli('show', 'disc-002')).stdout).not.toContain('conflicts with');
    repo.commit('judged');
    expect((await cli('check', '--dry-run')).stdout).toContain('nothing to report');
  });

  it('delete is soft and restore puts it back; promote keeps the id; edit refuses duplicates', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'first', '--scope', 'local', '--agent', 'echo-1');
    await cli('add', 'second');
    await cli('delete', 'disc-001');
    expect(records(repo)[0].status).toBe('deleted');
    await cli('restore', 'disc-001');
    await cli('promote', 'disc-001');
    expect(records(repo)[0]).toMatchObject({ id: 'disc-001', status: 'active', metadata: { scope: 'global' } });
    expect((await cli('edit', 'disc-001', 'SECOND')).stderr).toContain('disc-002 already says that');
    await cli('edit', 'disc-001', 'first, reworded', '--impact', 'high');
    expect(records(repo)[0]).toMatchObject({ content: 'first, reworded', metadata: { impact: 'high', anchorCommit: repo.head() } });
  });

  it('complete-task archives the active children of a task in one write', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'a', '--task', 'task-1');
    await cli('add', 'b', '--task', 'task-1');
    await cli('add', 'c', '--task', 'task-2');
    expect((await cli('complete-task', 'task-1')).stdout).toBe('Archived 2 discoveries of task-1: disc-001, disc-002\n');
    expect(records(repo).map((r) => [r.status, r.metadata.archivedReason ?? null])).toEqual([
      ['archived', 'parent_task_completed'],
      ['archived', 'parent_task_completed'],
      ['active', null],
    ]);
  });
});

describe('views, init and doctor', () => {
  it('render --check exits 1 when a view was edited by hand', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'Tests use vitest');
    expect((await cli('render', '--check')).code).toBe(0);
    writeFileSync(repo.path('.axiom/discoveries.md'), 'edited\n');
    expect(await cli('render', '--check')).toMatchObject({ code: 1, stdout: 'out of date: .axiom/discoveries.md\n' });
    await cli('render');
    expect(repo.read('.axiom/discoveries.md')).toContain('[disc-001] Tests use vitest');
  });

  it('init is idempotent and registers the merge driver', async () => {
    const { repo, cli } = await setup();
    const again = await cli('init');
    expect(again.stdout).toContain('kept .axiom/cases.jsonl, .axiom/metrics/counters.json, .axiom/config.yml');
    expect(repo.read('.gitattributes').match(/merge=discoveries-cases/g)).toHaveLength(1);
    expect(repo.read('.axiom/.gitignore')).toBe('.lock\n*.tmp\ncache/\n');
  });

  it('doctor explains a malformed line with file:line, and --fix splits glued records', async () => {
    const { repo, cli } = await setup();
    await cli('add', 'one');
    const file = repo.path('.axiom/cases.jsonl');
    const first = readFileSync(file, 'utf8').trim();
    const glued = first.replace('disc-001', 'disc-002').replace('"one"', '"two"');
    writeFileSync(file, `${first}${glued}\n{"id":"disc-003","type":"discovery",\n`);
    const report = await cli('doctor');
    expect(report.code).toBe(1);
    expect(report.stdout).toContain('error .axiom/cases.jsonl:1: two JSON objects on one line (a missing newline)');
    expect(report.stdout).toContain('error .axiom/cases.jsonl:2: the line ends before its JSON object does (a truncated write?)');
    const fixed = await cli('doctor', '--fix');
    expect(fixed.stdout).toContain('fixed   .axiom/cases.jsonl:1: split 2 records that shared a line');
    expect(fixed.code).toBe(1); // the truncated line can't be repaired without guessing
    expect(repo.read('.axiom/cases.jsonl')).toContain('{"id":"disc-003","type":"discovery",\n');
  });

  it('reports a bad config with its line instead of running on defaults', async () => {
    const { repo, cli } = await setup();
    repo.write('.axiom/config.yml', 'check:\n  policy: loose\n');
    const result = await cli('list');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.axiom/config.yml:2: check.policy must be one of graded, strict (got "loose")');
    expect((await cli('doctor')).stdout).toContain('.axiom/config.yml:2: check.policy must be one of graded, strict');
  });
});

describe('every command', () => {
  it('has --help with a usage line and exits 0', async () => {
    for (const name of Object.keys(COMMANDS)) {
      const result = await runCli([name, '--help'], { cwd: '/' });
      expect(result.code, name).toBe(0);
      expect(result.stdout, name).toMatch(/Usage: discoveries /);
    }
  });

  it('uses colour only on a terminal and never with NO_COLOR', async () => {
    const { repo } = await setup();
    const { runCli: run } = await import('../../src/cli/main.js');
    const capture = async (env: NodeJS.ProcessEnv) => {
      let out = '';
      await run(['add', 'coloured'], { cwd: repo.dir, env: { ...repo.env, ...env }, stdout: { write: (t) => void (out += t), isTTY: true }, stderr: { write: () => undefined, isTTY: true }, stdin: process.stdin, now: () => new Date() });
      return out;
    };
    expect(await capture({})).toContain('\u001b[1m');
    expect(await capture({ NO_COLOR: '1' })).not.toContain('\u001b[');
  });
});
