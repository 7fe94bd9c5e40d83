// `discoveries review`: the pending findings, one by one on a terminal, all at
// once with --yes, listed otherwise; and hooks.stagePending, which puts them in
// the next commit instead.
import { afterAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { runCli } from '../../src/cli/main.js';
import { removeRepos } from '../support/git-repo.js';
import { setupHookRepo, sharedHookRepo, type HookRepo } from './support.js';

afterAll(removeRepos);

const records = (hr: HookRepo) =>
  new Map(
    hr.repo
      .read('.axiom/cases.jsonl')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; status: string; content: string; metadata: Record<string, unknown> })
      .map((r) => [r.id, r]),
  );

/** Runs review in this process with a terminal attached: `answers` are typed lines. */
async function reviewOnTerminal(hr: HookRepo, answers: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const stdin = Readable.from(answers.map((a) => `${a}\n`)) as NodeJS.ReadableStream & { isTTY?: boolean };
  stdin.isTTY = true;
  const code = await runCli(['review'], {
    cwd: hr.dir,
    env: { ...hr.env, NO_COLOR: '1' },
    stdout: { write: (t: string) => void (stdout += t), isTTY: true },
    stderr: { write: () => {}, isTTY: true },
    stdin,
    now: () => new Date('2026-03-01T12:00:00Z'),
  });
  return { code, stdout };
}

/** Four discoveries, each naming its own file (a copy of one built once). */
const fourDiscoveries = sharedHookRepo(() => {
  const { hr } = setupHookRepo();
  hr.write('src/cache.ts', 'export const ttl = 60;\n');
  hr.write('src/queue.ts', 'export const size = 5;\n');
  hr.commit('Cache and queue');
  hr.cli(['add', 'Cached entries in src/cache.ts live 60 seconds']);
  hr.cli(['add', 'The queue in src/queue.ts holds 5 jobs']);
  hr.commit('Two more discoveries');
  return hr;
});

/** Four discoveries, four files deleted in one commit: four findings pending. */
function fourFindings(): HookRepo {
  const hr = fourDiscoveries();
  for (const file of ['src/http.ts', 'src/db.ts', 'src/cache.ts', 'src/queue.ts']) hr.ok('rm', '-q', file);
  const commit = hr.commit('Remove the backend');
  expect(commit.stderr).toContain('outdated 4 discoveries (disc-001, disc-002, disc-003 and disc-004)');
  expect(hr.pending()).toHaveLength(4);
  return hr;
}

describe('discoveries review', () => {
  it('on a terminal: accept, keep, edit and skip, written in one go', async () => {
    const hr = fourFindings();
    const head = hr.head();
    const { code, stdout } = await reviewOnTerminal(hr, ['a', 'k', 'x', 'e', 'Cached entries live 60 seconds, in src/store/cache.ts now', 's']);
    expect(code).toBe(0);
    expect(stdout).toContain('[1/4] disc-001  outdated  "The retry logic in src/http.ts retries 3 times"');
    expect(stdout).toContain('deleted         src/http.ts was deleted in');
    expect(stdout).toContain('Type a, k, e, s or q.');
    expect(stdout).toContain('✓ disc-001 marked outdated');
    expect(stdout).toContain('✓ disc-002 kept and validated');
    expect(stdout).toContain('✓ disc-003 edited');
    expect(stdout).toContain('3 changes written to the store and its views; 1 still pending.');
    const r = records(hr);
    expect(r.get('disc-001')).toMatchObject({ status: 'outdated', metadata: { outdatedReason: expect.stringContaining('src/http.ts was deleted') } });
    expect(r.get('disc-002')).toMatchObject({ status: 'active', metadata: { validated: true, anchorCommit: head } });
    expect(r.get('disc-003')).toMatchObject({ status: 'active', content: 'Cached entries live 60 seconds, in src/store/cache.ts now', metadata: { anchorCommit: head } });
    expect(r.get('disc-004')).toMatchObject({ status: 'active' });
    expect(hr.repo.read('.axiom/discoveries.md')).toContain('[disc-001] **Outdated**');
    expect(hr.pending()).toEqual(['disc-004 outdate main']);
  });

  it('keeping a discovery against a contradiction records the pair as compatible, so no later check reports it', async () => {
    const { hr } = setupHookRepo();
    // An agent appends its record to the store directly, as agents do; the commit hook finds the conflict.
    const store = hr.repo.read('.axiom/cases.jsonl');
    const last = JSON.parse(store.trim().split('\n').pop()!) as { id: string; content: string; createdAt: string; updatedAt: string };
    const later = new Date(Date.parse(last.createdAt) + 60_000).toISOString();
    hr.repo.write('.axiom/cases.jsonl', `${store}${JSON.stringify({ ...last, id: 'disc-003', content: 'The retry logic in src/http.ts now retries 5 times', createdAt: later, updatedAt: later })}\n`);
    hr.commit('A newer discovery');
    expect(hr.pending()).toEqual(['disc-001 supersede main', 'disc-003 link main']);
    const { stdout } = await reviewOnTerminal(hr, ['k']);
    expect(stdout).toContain('✓ disc-001 kept and validated; not in conflict with disc-003');
    expect(records(hr).get('disc-001')).toMatchObject({ status: 'active', metadata: { validated: true, compatibleWith: ['disc-003'] } });
    // Without the record, disc-001 (validated) against disc-003 (not) would be back for review at every check.
    expect(hr.cli(['check', '--dry-run']).stdout).toContain('nothing to report');
  });

  it('quitting keeps what was decided and leaves the rest pending', async () => {
    const hr = fourFindings();
    const { stdout } = await reviewOnTerminal(hr, ['a', 'q']);
    expect(stdout).toContain('1 change written to the store and its views; 3 still pending.');
    expect(hr.pending()).toEqual(['disc-002 outdate main', 'disc-003 outdate main', 'disc-004 outdate main']);
  });

  it('without a terminal it lists the findings and changes nothing; --yes accepts them all', () => {
    const hr = fourFindings();
    const store = hr.repo.read('.axiom/cases.jsonl');
    const listed = hr.cli(['review']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('4 findings pending:');
    expect(listed.stdout).toContain("Run 'discoveries review' on a terminal to decide one by one, or 'discoveries review --yes' to accept them all.");
    expect(hr.repo.read('.axiom/cases.jsonl')).toBe(store);
    expect(JSON.parse(hr.cli(['review', '--json']).stdout)).toHaveLength(4);

    const yes = hr.cli(['review', '--yes']);
    expect(yes.stdout).toContain('4 changes written to the store and its views.');
    expect([...records(hr).values()].map((d) => d.status)).toEqual(['outdated', 'outdated', 'outdated', 'outdated']);
    expect(hr.pending()).toEqual([]);
    expect(hr.cli(['review']).stdout).toBe('Nothing to review on main.\n');
  });

  it('shows only this branch’s findings, drops those of deleted branches, and refuses stale ones', () => {
    const { hr } = setupHookRepo();
    hr.ok('checkout', '-q', '-b', 'feature');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Remove http on feature');
    hr.ok('checkout', '-q', '-b', 'gone', 'main');
    hr.ok('rm', '-q', 'src/db.ts');
    hr.commit('Remove db on gone');
    hr.ok('checkout', '-q', 'main');
    expect(hr.cli(['review']).stdout).toBe('Nothing to review on main. Pending elsewhere: 1 on feature, 1 on gone (--all shows them).\n');
    hr.ok('branch', '-q', '-D', 'gone');
    expect(hr.cli(['review']).stdout).toBe('dropped 1 finding of deleted branch gone\nNothing to review on main. Pending elsewhere: 1 on feature (--all shows them).\n');

    hr.ok('checkout', '-q', 'feature');
    hr.cli(['outdate', 'disc-001', '--reason', 'done by hand']);
    const yes = hr.cli(['review', '--yes']);
    expect(yes.stdout).toContain('! disc-001 not changed: status changed since the check (active → outdated) (finding dropped)');
    expect(hr.pending()).toEqual([]);
  });
});

describe('hooks.stagePending', () => {
  it('applies pending findings and stages them into the next commit', () => {
    const { hr, initOutput } = setupHookRepo({ before: (repo) => repo.write('.axiom/config.yml', 'hooks:\n  stagePending: true\n') });
    expect(initOutput.stdout).toContain('.husky/pre-commit');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Remove http');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    hr.write('README.md', '# next\n');
    const next = hr.commit('Next change');
    expect(next.code).toBe(0);
    expect(next.stderr).toContain('discoveries: staged 1 pending finding into this commit (disc-001).');
    expect(hr.ok('show', 'HEAD:.axiom/cases.jsonl')).toMatch(/"id":"disc-001","type":"discovery","status":"outdated"/);
    expect(hr.ok('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(['.axiom/cases.jsonl', '.axiom/discoveries.md', 'README.md']);
    expect(hr.pending()).toEqual([]);
    expect(hr.trackedChanges()).toBe('');
  });

  it('without it, pre-commit is not installed and the store stays as it is', () => {
    const { hr, initOutput } = setupHookRepo();
    expect(initOutput.stdout).not.toContain('pre-commit');
    hr.ok('rm', '-q', 'src/http.ts');
    hr.commit('Remove http');
    hr.write('README.md', '# next\n');
    hr.commit('Next change');
    expect(hr.ok('show', 'HEAD:.axiom/cases.jsonl')).not.toContain('"status":"outdated"');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });
});

describe('other learning sources', () => {
  it('swarm ideas are checked like discoveries; review accepts them through the swarm store', () => {
    const { hr } = setupHookRepo();
    hr.write('src/http/retry.ts', 'export const attempts = 3;\n// more\n// lines\n');
    const yellow = (id: string, content: string) =>
      JSON.stringify({ id, color: 'yellow', status: 'active', content, parentId: 'idea-001', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', metadata: { scope: 'global', sourceGreenId: 'idea-001', sourceAgentId: null, impact: 'medium', category: 'API', validated: false, validatedAt: null, appliedTo: [], supersededBy: null } });
    hr.write('.swarm/ideas.jsonl', ['{"id":"idea-001","color":"green","status":"active","content":"Retry flaky calls","parentId":null}', yellow('idea-002', 'The retry policy lives in src/http/retry.ts'), ''].join('\n'));
    expect(hr.commit('Swarm ideas').stderr).toBe('');
    hr.ok('rm', '-q', 'src/http/retry.ts');
    const commit = hr.commit('Remove the retry policy');
    expect(commit.stderr).toContain('outdated idea-002');
    expect(hr.pending()).toEqual(['idea-002 outdate main']);
    const review = hr.cli(['review', '--yes']);
    expect(review.stdout).toContain('idea-002 (.swarm/ideas.jsonl) marked outdated');
    expect(hr.repo.read('.swarm/ideas.jsonl')).toMatch(/"id":"idea-002","color":"yellow","status":"outdated"/);
    expect(hr.pending()).toEqual([]);
  });
});

describe('findings a person already answered', () => {
  it('drops the findings of a discovery validated or edited after the hook found them, instead of accepting old evidence', () => {
    const hr = fourFindings();
    expect(hr.cli(['validate', 'disc-001']).code).toBe(0);
    expect(hr.cli(['edit', 'disc-002', 'Requests retry through src/retry.ts now']).code).toBe(0);
    const listed = hr.cli(['review']);
    expect(listed.stdout).toContain('dropped 2 findings about discoveries validated or edited since: disc-001, disc-002\n');
    expect(listed.stdout).toContain('2 findings pending:');
    hr.cli(['review', '--yes']);
    expect([...records(hr).values()].map((d) => [d.id, d.status])).toEqual([
      ['disc-001', 'active'],
      ['disc-002', 'active'],
      ['disc-003', 'outdated'],
      ['disc-004', 'outdated'],
    ]);
    expect(hr.pending()).toEqual([]);
  });
});
