// Keeping learnings of the other sources, in `discoveries review` and with
// `discoveries validate`: swarm ideas, genome memories and prompt points record a
// reviewer's judgement in their own format, so the next check does not report
// the same thing again.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runCli } from '../../src/cli/main.js';
import { isHookFinding, writePending, type Finding } from '../../src/hooks/pending.js';
import type { PlanChange, ReviewPlan } from '../../src/plan/types.js';
import { runBuiltCli } from '../support/cli.js';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { gitIn, initRepo, put } from './fixtures.js';
import { HTTP_TS } from '../hooks/support.js';

afterAll(removeRepos);

const OLDER = 'The retry logic in src/http.ts retries 3 times';
const NEWER = 'The retry logic in src/http.ts now retries 5 times';

interface Kind {
  name: string;
  /** The file holding the learnings, repository-relative. */
  file: string;
  /** Writes the source: `a` (older) and `b` (newer, already linked to `a` by an earlier check) and `c`, which nothing concerns. */
  write(repo: TestRepo, anchor: string, learnings: { a: string; b?: string }): void;
  ids: { a: string; b: string; c: string };
  /** The raw text of the source after review. */
  read(repo: TestRepo): string;
  /** A field of a learning, parsed. */
  field(repo: TestRepo, id: string, name: string): unknown;
  /** An unknown field as its tool wrote it, which must survive byte for byte. */
  unknown: string;
}

const swarm: Kind = {
  name: 'swarm ideas',
  file: '.swarm/ideas.jsonl',
  ids: { a: 'idea-002', b: 'idea-003', c: 'idea-004' },
  unknown: '"origin":{"agent":"ed-7","trace":[1,2]}',
  write(repo, anchor, { a, b }) {
    const yellow = (id: string, content: string, day: string, extra: Record<string, unknown> = {}) =>
      `{"id":"${id}","color":"yellow","status":"active","content":${JSON.stringify(content)},"parentId":"idea-001","createdAt":"2026-01-0${day}T00:00:00.000Z","updatedAt":"2026-01-0${day}T00:00:00.000Z","metadata":${JSON.stringify({ scope: 'global', sourceGreenId: 'idea-001', sourceAgentId: null, impact: 'medium', category: 'API', validated: false, validatedAt: null, appliedTo: [], supersededBy: null, anchorCommit: anchor, ...extra })},"origin":{"agent":"ed-7","trace":[1,2]}}`;
    const lines = ['{"id":"idea-001","color":"green","status":"active","content":"Retry flaky calls","parentId":null}', yellow('idea-002', a, '1')];
    if (b) lines.push(yellow('idea-003', b, '2', { conflictsWith: ['idea-002'] }));
    lines.push(yellow('idea-004', 'Prefer small pull requests', '3'));
    repo.write('.swarm/ideas.jsonl', `${lines.join('\n')}\n`);
  },
  read: (repo) => repo.read('.swarm/ideas.jsonl'),
  field(repo, id, name) {
    const record = repo.read('.swarm/ideas.jsonl').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown> & { metadata?: Record<string, unknown> }).find((r) => r.id === id)!;
    return name in record ? record[name] : record.metadata?.[name];
  },
};

const genome: Kind = {
  name: 'genome memories',
  file: '.genome/memories/memories.jsonl',
  ids: { a: 'mem-7f3a', b: 'mem-91c2', c: 'mem-0b11' },
  unknown: '"tags":["http"],"confidence":0.55',
  write(repo, anchor, { a, b }) {
    const dir = join(repo.dir, '.genome');
    const first = !readOrNull(join(dir, 'memories/memories.jsonl'));
    if (first) initRepo(dir, repo.env);
    const lines = [`{"id":"mem-7f3a","content":${JSON.stringify(a)},"tags":["http"],"confidence":0.55,"created_at":"2026-01-01T00:05:00.000Z","last_used":null,"use_count":0,"code_commit":"${anchor}"}`];
    if (b) lines.push(`{"id":"mem-91c2","content":${JSON.stringify(b)},"tags":["http"],"confidence":0.55,"created_at":"2026-01-02T00:05:00.000Z","last_used":null,"use_count":0,"code_commit":"${anchor}","conflicts_with":["mem-7f3a"]}`);
    lines.push('{"id":"mem-0b11","content":"Prefer small pull requests","tags":["process"],"confidence":0.9,"created_at":"2026-01-03T00:05:00.000Z"}');
    put(dir, 'memories/memories.jsonl', `${lines.join('\n')}\n`);
    gitIn(dir, repo.env, 'add', '-A');
    gitIn(dir, repo.env, 'commit', '-q', '-m', 'genome: add memories');
  },
  read: (repo) => readFileSync(join(repo.dir, '.genome/memories/memories.jsonl'), 'utf8'),
  field(repo, id, name) {
    const record = genome.read(repo).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).find((r) => r.id === id)!;
    return record[name];
  },
};

const points: Kind = {
  name: 'prompt points',
  file: 'meta_agent/point_prompts/diagnosis_points.json',
  ids: { a: 'a1b2c3d4-0000-4000-8000-00000000000a', b: 'a1b2c3d4-0000-4000-8000-00000000000b', c: 'a1b2c3d4-0000-4000-8000-00000000000c' },
  unknown: '"future_field": {\n      "kept": true\n    }',
  write(repo, anchor, { a, b }) {
    const point = (id: string, content: string, minute: string, conflicts: string[]) => `  {
    "id": "${id}",
    "content": ${JSON.stringify(content)},
    "source": "learned",
    "category": "workflow",
    "priority": 6,
    "verified": false,
    "verification_count": 1,
    "success_count": 1,
    "failure_count": 0,
    "conflicts_with": ${JSON.stringify(conflicts)},
    "replaces": null,
    "replaced_by": null,
    "active": true,
    "created_at": "2026-01-01T00:${minute}:00.000000",
    "last_updated": "2026-01-01T00:${minute}:00.000000",
    "metadata": {
      "insight_type": "add_thinking_guidance",
      "anchor_commit": "${anchor}"
    },
    "future_field": {
      "kept": true
    }
  }`;
    const list = [point(points.ids.a, a, '10', [])];
    if (b) list.push(point(points.ids.b, b, '11', [points.ids.a]));
    list.push(point(points.ids.c, 'Always read the runbook before paging anyone.', '12', []));
    repo.write(points.file, `[\n${list.join(',\n')}\n]\n`);
  },
  read: (repo) => repo.read(points.file),
  field(repo, id, name) {
    const point = (JSON.parse(repo.read(points.file)) as Array<Record<string, unknown> & { metadata: Record<string, unknown> }>).find((p) => p.id === id)!;
    return name in point ? point[name] : point.metadata[name];
  },
};

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** A repository with src/http.ts and the source, written against the commit that added the code. */
function setup(kind: Kind, learnings: { a: string; b?: string }): { repo: TestRepo; anchor: string } {
  const repo = makeRepo();
  repo.write('.gitignore', '.genome/\n').write('src/http.ts', HTTP_TS);
  const anchor = repo.commit('code');
  kind.write(repo, anchor, learnings);
  repo.commit('learnings');
  return { repo, anchor };
}

function check(repo: TestRepo): ReviewPlan {
  const result = runBuiltCli(['check', '--json', '--dry-run'], { cwd: repo.dir, env: repo.env });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as ReviewPlan;
}

/** What the commit hook would have left pending for these changes. */
function leavePending(repo: TestRepo, changes: readonly PlanChange[], head: string): void {
  const dir = join(repo.git('rev-parse', '--absolute-git-dir'), 'discoveries');
  mkdirSync(dir, { recursive: true });
  const findings: Finding[] = changes.filter(isHookFinding).map((change) => ({ branch: 'refs/heads/main', head, event: 'post-commit', foundAt: new Date().toISOString(), change }));
  writePending(join(dir, 'pending.json'), { version: 1, findings, unchecked: [] });
}

/** `discoveries review` on a terminal, answering `answers`. */
async function review(repo: TestRepo, answers: string[]): Promise<string> {
  let stdout = '';
  const stdin = Readable.from(answers.map((a) => `${a}\n`)) as NodeJS.ReadableStream & { isTTY?: boolean };
  stdin.isTTY = true;
  const code = await runCli(['review'], {
    cwd: repo.dir,
    env: { ...repo.env, NO_COLOR: '1' },
    stdout: { write: (t: string) => void (stdout += t), isTTY: true },
    stderr: { write: () => {}, isTTY: true },
    stdin,
    now: () => new Date('2026-03-01T12:00:00Z'),
  });
  expect(code).toBe(0);
  return stdout;
}

const pendingIn = (repo: TestRepo) => {
  const file = join(repo.git('rev-parse', '--absolute-git-dir'), 'discoveries', 'pending.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { findings: unknown[] }).findings;
};

describe.each([swarm, genome, points])('keeping findings of $name', (kind) => {
  it('against a contradiction: the pair is recorded as compatible, both lose their links, and the next check reports nothing', async () => {
    const { repo } = setup(kind, { a: OLDER, b: NEWER });
    const found = check(repo);
    expect(found.changes.map((c) => [c.id, c.action])).toEqual([
      [kind.ids.a, 'supersede'],
      [kind.ids.b, 'link'],
    ]);
    leavePending(repo, found.changes, found.head!);
    const before = kind.read(repo);
    const untouched = before.split('\n').filter((l) => l.includes(kind.ids.c) || l.includes('Prefer small') || l.includes('runbook'));

    const out = await review(repo, ['k']);
    expect(out).toContain(`not in conflict with ${kind.ids.b}`);
    expect(out).not.toContain('not changed');
    expect(pendingIn(repo)).toEqual([]);

    const after = kind.read(repo);
    expect(kind.field(repo, kind.ids.a, kind === swarm ? 'compatibleWith' : 'compatible_with')).toEqual([kind.ids.b]);
    // In the point's metadata, the one place seed 004's dataclass keeps keys it does not know.
    if (kind === points) expect(JSON.parse(repo.read(points.file)).find((p: { id: string }) => p.id === points.ids.a)).not.toHaveProperty('compatible_with');
    // The detector's links go on both sides.
    for (const id of [kind.ids.a, kind.ids.b]) expect(kind.field(repo, id, kind === swarm ? 'conflictsWith' : 'conflicts_with') ?? []).toEqual([]);
    // Fields this tool does not know stay as their tool wrote them, and so does every other learning.
    expect(after.split(kind.unknown).length).toBe(before.split(kind.unknown).length);
    for (const line of untouched) expect(after).toContain(line);
    expect(check(repo).changes).toEqual([]);
    if (kind === genome) expect(gitIn(join(repo.dir, '.genome'), repo.env, 'log', '-1', '--format=%s')).toBe(`genome: keep memory ${kind.ids.a} (not in conflict with ${kind.ids.b})`);
  });

  it('against outdated evidence: the learning is re-anchored at HEAD, so the same commits are not reported again', async () => {
    const { repo } = setup(kind, { a: OLDER });
    // Rewritten from scratch: strong enough evidence for the hook to report it.
    repo.write('src/http.ts', ['// The HTTP client, on fetch now.', 'export async function send(url: string) {', '  for (let attempt = 1; attempt <= 3; attempt++) {', '    const response = await fetch(url);', '    if (response.ok) return response;', '  }', '  throw new Error(url);', '}', ''].join('\n'));
    const head = repo.commit('Rewrite the HTTP client on fetch');
    const found = check(repo);
    expect(found.changes.map((c) => [c.id, c.action])).toEqual([[kind.ids.a, 'outdate']]);
    leavePending(repo, found.changes, head);

    const out = await review(repo, ['k']);
    expect(out).not.toContain('not changed');
    expect(kind.field(repo, kind.ids.a, kind === genome ? 'code_commit' : kind === points ? 'anchor_commit' : 'anchorCommit')).toBe(head);
    expect(check(repo).changes).toEqual([]);
  });

  it('outside review: discoveries validate names it by id or by key, and --compatible-with records the pair', () => {
    const { repo } = setup(kind, { a: OLDER, b: NEWER });
    expect(check(repo).changes).toHaveLength(2);
    const validated = runBuiltCli(['validate', kind.ids.a, '--compatible-with', `${kind.file}#${kind.ids.b}`], { cwd: repo.dir, env: repo.env });
    expect(validated.stderr).toBe('');
    expect(validated.code).toBe(0);
    expect(validated.stdout).toContain(`${kind.ids.a} (${kind.file}) kept`);
    expect(validated.stdout).toContain(`not in conflict with ${kind.ids.b}`);
    expect(check(repo).changes).toEqual([]);
  });
});

describe.each([swarm, genome, points])('discoveries show on a learning of $name', (kind) => {
  it('finds it by id or by key and prints its source, line and anchor', () => {
    const { repo, anchor } = setup(kind, { a: OLDER });
    const byId = runBuiltCli(['show', kind.ids.a], { cwd: repo.dir, env: repo.env });
    expect(byId.stderr).toBe('');
    expect(byId.stdout.split('\n')[0]).toBe(`${kind.ids.a}  ${OLDER}`);
    expect(byId.stdout).toMatch(new RegExp(`stored at +${kind.file.replace(/[.]/g, '\\.')}:\\d+\n`));
    expect(byId.stdout).toMatch(new RegExp(`anchored at +${anchor}`));
    const byKey = runBuiltCli(['show', `${kind.file}#${kind.ids.a}`, '--json'], { cwd: repo.dir, env: repo.env });
    expect(JSON.parse(byKey.stdout)).toMatchObject({ id: kind.ids.a, key: `${kind.file}#${kind.ids.a}`, content: OLDER, anchorCommit: anchor });
  });
});

describe('discoveries show on a bullet of an agent file', () => {
  it('prints it as read-only, with its file and line', () => {
    const repo = makeRepo();
    repo.write('src/http.ts', HTTP_TS).write('AGENTS.md', '# AGENTS.md\n\n## Layout\n\n- The HTTP client is in `src/http.ts`.\n').commit('code and agent file');
    const listed = runBuiltCli(['sources', '--learnings'], { cwd: repo.dir, env: repo.env }).stdout;
    const id = /AGENTS\.md#layout-[0-9a-f]{6}/.exec(listed)![0];
    const shown = runBuiltCli(['show', id], { cwd: repo.dir, env: repo.env });
    expect(shown.stderr).toBe('');
    expect(shown.stdout.split('\n')[0]).toBe(`${id}  The HTTP client is in \`src/http.ts\`.`);
    expect(shown.stdout).toMatch(/source +agent-file \(read-only\)\n/);
    expect(shown.stdout).toMatch(/stored at +AGENTS\.md:5\n/);
  });
});

describe('discoveries validate across sources', () => {
  it('refuses a name no source has, before changing anything', () => {
    const { repo } = setup(swarm, { a: OLDER });
    genome.write(repo, repo.head(), { a: 'Prefer small pull requests' });
    const before = swarm.read(repo);
    const missing = runBuiltCli(['validate', 'idea-002', '--compatible-with', 'mem-nope'], { cwd: repo.dir, env: repo.env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no learning mem-nope in the project');
    expect(swarm.read(repo)).toBe(before);
    const shown = runBuiltCli(['show', 'mem-nope'], { cwd: repo.dir, env: repo.env });
    expect(shown.code).toBe(2);
    expect(shown.stderr).toContain("no learning mem-nope in the project's store or any other source");
  });

  it('says in one line that an agent file cannot record a keep, and leaves it as it is', () => {
    const repo = makeRepo();
    const agents = '# AGENTS.md\n\n## Layout\n\n- The HTTP client is in `src/http.ts`.\n';
    repo.write('src/http.ts', HTTP_TS).write('AGENTS.md', agents).commit('code and agent file');
    const listed = runBuiltCli(['sources', '--learnings'], { cwd: repo.dir, env: repo.env }).stdout;
    const id = /AGENTS\.md#layout-[0-9a-f]{6}/.exec(listed)![0];
    const validated = runBuiltCli(['validate', id], { cwd: repo.dir, env: repo.env });
    expect(validated.code).toBe(2);
    expect(validated.stderr).toBe(`discoveries validate: ${id} (AGENTS.md) not changed: AGENTS.md is an agent file, read-only: a keep cannot be recorded in it; edit the file itself\n`);
    expect(repo.read('AGENTS.md')).toBe(agents);
  });
});

describe('keeping a discovery against a learning of another source', () => {
  it('records the pair in the project store and drops the other source’s link to it', async () => {
    const repo = makeRepo();
    repo.write('.gitignore', '.genome/\n').write('src/http.ts', HTTP_TS);
    const anchor = repo.commit('code');
    expect(runBuiltCli(['add', OLDER], { cwd: repo.dir, env: repo.env }).code).toBe(0);
    const disc = '.axiom/cases.jsonl#disc-001';
    genome.write(repo, anchor, { a: 'Prefer small pull requests' });
    // A newer memory, linked to the discovery by an earlier check.
    const file = join(repo.dir, '.genome/memories/memories.jsonl');
    put(join(repo.dir, '.genome'), 'memories/memories.jsonl', `${readFileSync(file, 'utf8')}{"id":"mem-newer","content":${JSON.stringify(NEWER)},"created_at":"2099-01-01T00:00:00.000Z","code_commit":"${anchor}","conflicts_with":["${disc}"],"tags":["http"]}\n`);
    gitIn(join(repo.dir, '.genome'), repo.env, 'commit', '-q', '-am', 'genome: add memory mem-newer');
    repo.commit('discoveries');
    const found = check(repo);
    expect(found.changes.map((c) => [c.key, c.action])).toEqual([
      [disc, 'supersede'],
      ['.genome/memories/memories.jsonl#mem-newer', 'link'],
    ]);
    leavePending(repo, found.changes, found.head!);

    const out = await review(repo, ['k']);
    expect(out).toContain(`disc-001 kept and validated; not in conflict with .genome/memories/memories.jsonl#mem-newer`);
    expect(out).toContain(`mem-newer (.genome/memories/memories.jsonl) no longer linked as contradicting ${disc}`);
    expect(genome.field(repo, 'mem-newer', 'conflicts_with')).toEqual([]);
    expect(check(repo).changes).toEqual([]);
    // The key of a learning of another source is no dangling reference of the store.
    expect(runBuiltCli(['doctor'], { cwd: repo.dir, env: repo.env }).stdout).not.toContain('which is not in the store');
  });
});

