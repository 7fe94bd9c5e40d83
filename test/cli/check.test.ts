import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { makeRepo, removeRepos, type TestRepo } from '../support/git-repo.js';
import { runBuiltCli } from '../support/cli.js';

afterAll(removeRepos);

const HTTP = 'export const MAX_RETRIES = 3;\nexport function retry(fn) {\n  return backoff(fn, MAX_RETRIES);\n}\nexport const TIMEOUT = 1000;\n';

function record(id: string, content: string, anchor: string | null, extra: Record<string, unknown> = {}, status = 'active') {
  return JSON.stringify({
    id,
    type: 'discovery',
    status,
    content,
    parentId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    metadata: { scope: 'global', sourceTaskId: null, sourceAgentId: null, impact: 'medium', category: 'Architecture', validated: false, validatedAt: null, appliedTo: [], supersededBy: null, anchorCommit: anchor, ...extra },
  });
}

/** A repository whose store holds five discoveries and whose history moved on under four of them. */
function scenario(): { repo: TestRepo; commits: Record<string, string> } {
  const repo = makeRepo();
  repo.write('src/http.ts', HTTP).write('src/legacy.ts', 'export const OLD = 1;\n').write('src/routes/a.ts', 'a\n').write('src/ui.ts', 'export const Button = 1;\n');
  const base = repo.commit('base');
  repo.write(
    '.axiom/cases.jsonl',
    [
      record('disc-001', 'The retry logic in `src/http.ts` retries `MAX_RETRIES` times', base),
      record('disc-002', 'Never import src/legacy.ts from the UI', base),
      record('disc-003', 'All API routes live in src/routes/', base),
      record('disc-004', 'The `TIMEOUT` in src/http.ts is one second', base),
      record('disc-005', 'Old news about src/ui.ts', base, { outdatedAt: '2025-12-01T00:00:00.000Z', outdatedReason: 'x' }, 'outdated'),
    ].join('\n') + '\n',
  );
  repo.commit('record discoveries');
  repo.write('src/http.ts', HTTP.replace('MAX_RETRIES = 3', 'MAX_RETRIES = 5').replace('  return backoff', '  // jittered\n  return backoff'));
  const retries = repo.commit('retry five times');
  repo.remove('src/legacy.ts');
  const legacy = repo.commit('drop legacy');
  mkdirSync(repo.path('app'), { recursive: true });
  repo.git('mv', 'src/routes', 'app/routes');
  const routes = repo.commit('move routes');
  return { repo, commits: { base, retries, legacy, routes } };
}

describe('discoveries check', () => {
  it('--dry-run prints a report grouped by discovery and changes nothing', () => {
    const { repo, commits } = scenario();
    repo.git('remote', 'add', 'origin', 'git@github.com:acme/app.git');
    const before = repo.read('.axiom/cases.jsonl');
    const result = runBuiltCli(['check', '--dry-run'], { cwd: repo.dir, env: repo.env });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(repo.read('.axiom/cases.jsonl')).toBe(before);
    const out = result.stdout;
    expect(out).toMatch(/^discoveries check: 5 discoveries need attention \(4 active checked against 4 commits, graded policy, HEAD [0-9a-f]{7}\)/);
    expect(out).toContain(`disc-001  outdated  "The retry logic in \`src/http.ts\` retries \`MAX_RETRIES\` times"`);
    expect(out).toContain(`anchor-changed  MAX_RETRIES changed in src/http.ts (line 1) in ${commits.retries!.slice(0, 7)} "retry five times"  https://github.com/acme/app/commit/${commits.retries}`);
    expect(out).toContain(`deleted         src/legacy.ts was deleted in ${commits.legacy!.slice(0, 7)} "drop legacy"`);
    expect(out).toContain('disc-003  rewrite');
    expect(out).toContain('→ "All API routes live in app/routes/"');
    expect(out).toContain('disc-005  archived');
    expect(out).toContain(`disc-004  review`);
    expect(out).toContain(`touched         src/http.ts changed in ${commits.retries!.slice(0, 7)} "retry five times"; nothing it names did`);
    expect(out).toContain('Dry run: 4 changes not applied');
  });

  it('applies the plan: statuses, reasons, commits, rewritten paths, archive; a second run finds nothing new', () => {
    const { repo, commits } = scenario();
    const result = runBuiltCli(['check'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Applied: 2 marked outdated, 1 rewritten, 1 archived.');
    const records = new Map(
      repo
        .read('.axiom/cases.jsonl')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { id: string; status: string; content: string; metadata: Record<string, unknown> })
        .map((r) => [r.id, r]),
    );
    expect(records.get('disc-001')).toMatchObject({ status: 'outdated', metadata: { outdatedCommit: commits.retries } });
    expect(records.get('disc-001')!.metadata.outdatedReason).toContain('MAX_RETRIES changed in src/http.ts');
    expect(records.get('disc-002')).toMatchObject({ status: 'outdated', metadata: { outdatedCommit: commits.legacy } });
    expect(records.get('disc-003')).toMatchObject({ status: 'active', content: 'All API routes live in app/routes/', metadata: { anchorCommit: repo.head() } });
    expect(records.get('disc-004')!.status).toBe('active');
    expect(records.get('disc-005')).toMatchObject({ status: 'archived', metadata: { archivedReason: 'outdated_unreviewed' } });
    expect(repo.read('.axiom/discoveries.md')).toContain('app/routes/');

    const again = runBuiltCli(['check', '--json'], { cwd: repo.dir, env: repo.env });
    expect(JSON.parse(again.stdout).changes.map((c: { id: string }) => c.id)).toEqual(['disc-004']); // still for review, nothing else
  });

  it('--json prints the plan only, and --fail-on outdated exits 1', () => {
    const { repo, commits } = scenario();
    const result = runBuiltCli(['check', '--json', '--dry-run', '--fail-on', 'outdated'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const plan = JSON.parse(result.stdout);
    expect(plan.policy).toBe('graded');
    expect(plan.changes.map((c: { id: string; action: string }) => `${c.id}:${c.action}`)).toEqual(['disc-001:outdate', 'disc-002:outdate', 'disc-003:rewrite', 'disc-004:review', 'disc-005:archive']);
    expect(plan.changes[0].evidence[0].commits[0]).toMatchObject({ sha: commits.retries, subject: 'retry five times', author: 'Test User' });
  });

  it('--range limits the commits and --policy strict flips on any touch', () => {
    const { repo, commits } = scenario();
    const ranged = JSON.parse(runBuiltCli(['check', '--json', '--dry-run', '--range', `${commits.retries}..HEAD`], { cwd: repo.dir, env: repo.env }).stdout);
    expect(ranged.range).toBe(`${commits.retries}..HEAD`);
    expect(ranged.changes.map((c: { id: string }) => c.id)).toEqual(['disc-002', 'disc-003', 'disc-005']); // the retry commit is the range start
    const strict = JSON.parse(runBuiltCli(['check', '--json', '--dry-run', '--policy', 'strict'], { cwd: repo.dir, env: repo.env }).stdout);
    expect(strict.changes.find((c: { id: string }) => c.id === 'disc-004').action).toBe('outdate');
  });

  it('rejects bad options with one line and exit code 2', () => {
    const { repo } = scenario();
    const policy = runBuiltCli(['check', '--policy', 'lax'], { cwd: repo.dir, env: repo.env });
    expect(policy.code).toBe(2);
    expect(policy.stderr.trim().split('\n')).toHaveLength(1);
    expect(policy.stderr).toContain("--policy must be graded or strict, not 'lax'");
    const range = runBuiltCli(['check', '--range', 'nope..HEAD'], { cwd: repo.dir, env: repo.env });
    expect(range.code).toBe(2);
    expect(range.stderr).toContain("range start 'nope' is not in the history of 'HEAD'");
  });
});
