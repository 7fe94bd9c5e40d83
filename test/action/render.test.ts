// What reviewers read: the review PR's title, body and commit message, the PR
// comment and the job summary, rendered from review plans.

import { describe, expect, it } from 'vitest';
import {
  GITHUB_BODY_LIMIT,
  commentMarker,
  commitMessage,
  jobSummary,
  pullRequestBody,
  pullRequestComment,
  pullRequestTitle,
} from '../../action/render.js';
import { makeChange, makePlan } from './plans.js';

const context = {
  repoUrl: 'https://github.com/acme/widgets',
  storePath: '.axiom/cases.jsonl',
  markdownPath: '.axiom/discoveries.md',
  base: 'main',
  runUrl: 'https://github.com/acme/widgets/actions/runs/42',
};

describe('review pull request', () => {
  it('lists each discovery with its status change, evidence, supersededBy and rewrite', () => {
    const plan = makePlan([
      makeChange(),
      makeChange({ id: 'disc-002', action: 'supersede', reason: 'disc-009 says the opposite', supersededBy: 'disc-009', evidence: [] }),
      makeChange({
        id: 'disc-003',
        action: 'rewrite',
        to: 'active',
        reason: 'src/db.ts moved to src/store/db.ts',
        rewrite: { content: 'Queries go through `src/store/db.ts`', renames: [{ from: 'src/db.ts', to: 'src/store/db.ts' }] },
        evidence: [],
      }),
    ]);
    const { body, stage } = pullRequestBody(plan, context);
    expect(stage).toBe('full');
    expect(body).toContain('### `disc-001` · active → outdated');
    expect(body).toContain('[abcdef1](https://github.com/acme/widgets/commit/abcdef1234567890abcdef1234567890abcdef12) Remove the old client');
    expect(body).toContain('**Superseded by:** `disc-009`');
    expect(body).toContain('`src/db.ts` → `src/store/db.ts`');
    expect(body).toContain('Queries go through `src/store/db.ts`');
    expect(body).toContain('| `disc-003` | active (rewritten) |');
  });

  it('never pings, injects HTML or breaks the table, whatever the discovery says', () => {
    const evil = 'Ping @acme/security-team and @octocat <script>alert(1)</script> | cell | `a|b`';
    const { body } = pullRequestBody(makePlan([makeChange({ content: evil, reason: 'see @octocat <b>now</b> | x' })]), context);
    const outsideCode = body.replace(/(`+)[^`]*?\1/g, '');
    expect(outsideCode).not.toMatch(/@[a-z]/i);
    expect(outsideCode).not.toMatch(/(?<!\\)<(script|b)\b/);
    const row = body.split('\n').find((l) => l.startsWith('| `disc-001`'))!;
    expect(row.match(/(?<!\\)\|/g)).toHaveLength(4);
  });

  it('links the lines behind the evidence in the version the discovery was written against', () => {
    const anchor = 'd'.repeat(40);
    const plan = makePlan([
      makeChange({
        since: { commit: anchor, via: 'anchor' },
        evidence: [
          {
            kind: 'anchor-changed',
            mention: 'retry()',
            path: 'src/http.ts',
            anchors: ['retry()'],
            commits: [{ sha: 'a'.repeat(40), subject: 'Rework retries', author: 'Ada', date: '2026-01-02T10:00:00Z' }],
            lines: [{ file: 'src/http.ts', start: 10, end: 12 }],
            summary: 'the lines of retry() changed',
          },
        ],
      }),
    ]);
    const { body } = pullRequestBody(plan, context);
    expect(body).toContain(`[src/http.ts#L10-L12](https://github.com/acme/widgets/blob/${anchor}/src/http.ts#L10-L12)`);
  });

  it('shows the earliest and latest commits of a long list, and how many are left out between', () => {
    const commit = (n: number) => ({ sha: `${String(n).padStart(2, '0')}${'e'.repeat(38)}`, subject: `change ${n}`, author: 'Ada', date: '2026-01-02T10:00:00Z' });
    const listed = [1, 2, 3, 4, 5, 36, 37, 38, 39, 40].map(commit);
    const plan = makePlan([
      makeChange({
        evidence: [{ kind: 'rewritten', mention: 'src/http.ts', path: 'src/http.ts', commits: listed, commitCount: 40, summary: 'src/http.ts was mostly rewritten (80% of its lines) in 40 commits (01eeeee…40eeeee)' }],
      }),
    ]);
    const lines = pullRequestBody(plan, context).body.split('\n');
    const at = (subject: string) => lines.findIndex((l) => l.includes(` ${subject} (`));
    expect(at('change 5')).toBeLessThan(lines.indexOf('    - …30 more commits…'));
    expect(lines.indexOf('    - …30 more commits…')).toBeLessThan(at('change 36'));
    expect(at('change 40')).toBeGreaterThan(at('change 36'));
    expect(lines.some((l) => l.includes('more commits') && l.includes('and'))).toBe(false);
  });

  it('degrades in stages and always fits GitHub’s 65,536 characters', () => {
    const many = (n: number, evidence: number) =>
      makePlan(
        Array.from({ length: n }, (_, i) =>
          makeChange({
            id: `disc-${String(i).padStart(4, '0')}`,
            content: `Discovery ${i}: ${'words about the code '.repeat(20)}`,
            evidence: Array.from({ length: evidence }, (_, j) => ({
              kind: 'touched' as const,
              mention: `src/f${j}.ts`,
              path: `src/f${j}.ts`,
              commits: Array.from({ length: 10 }, (_, k) => ({ sha: `${k}`.repeat(40), subject: `commit ${k}`, author: 'Ada', date: '2026-01-02' })),
              summary: `src/f${j}.ts changed`,
            })),
          }),
        ),
      );
    const compact = pullRequestBody(many(12, 8), context);
    expect(compact.stage).toBe('compact');
    const tableOnly = pullRequestBody(many(150, 8), context);
    expect(tableOnly.stage).toBe('table');
    const truncated = pullRequestBody(many(3000, 1), context);
    expect(truncated.stage).toBe('truncated');
    expect(truncated.body).toMatch(/…and \d+ more discoveries: see \[the job summary\]\(https:\/\/github\.com\/acme\/widgets\/actions\/runs\/42\)/);
    for (const { body } of [compact, tableOnly, truncated]) expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
  });

  it('names every store it updates when there are several', () => {
    const idea = makeChange({ id: 'idea-007', source: { kind: 'swarm', path: '.swarm/ideas.jsonl' }, key: '.swarm/ideas.jsonl#idea-007' });
    const { body } = pullRequestBody(makePlan([makeChange(), idea]), context);
    expect(body).toContain('This pull request updates `.axiom/cases.jsonl`, `.swarm/ideas.jsonl` and regenerates their views.');
  });

  it('titles the pull request and names the discoveries in the commit message', () => {
    const plan = makePlan([makeChange(), makeChange({ id: 'disc-002' }), makeChange({ id: 'disc-004', action: 'rewrite', to: 'active' })]);
    expect(pullRequestTitle(plan)).toBe('Review discoveries: 2 outdated, 1 rewritten');
    const message = commitMessage(plan, context);
    expect(message.split('\n')[0]).toBe('discoveries: outdate disc-001, disc-002; rewrite disc-004');
    expect(message).toContain('- disc-001 active → outdated: src/http.ts was deleted');
  });

  it('keeps the commit subject short when many discoveries change', () => {
    const plan = makePlan(Array.from({ length: 40 }, (_, i) => makeChange({ id: `disc-${100 + i}` })));
    const subject = commitMessage(plan, context).split('\n')[0]!;
    expect(subject.length).toBeLessThanOrEqual(72);
    expect(subject).toMatch(/^discoveries: review disc-100, disc-101, .* and \d+ more$/);
  });
});

describe('pull request comment', () => {
  const commentContext = { ...context, header: 'Discoveries this pull request makes outdated', headSha: 'b'.repeat(40) };

  it('starts with the hidden marker and gives the commands that fix it', () => {
    const body = pullRequestComment(makePlan([makeChange({ reason: "it's gone" })]), commentContext);
    expect(body.startsWith(commentMarker('.axiom/cases.jsonl'))).toBe(true);
    expect(body).toContain('npx discoveries check --range origin/main..HEAD');
    expect(body).toContain(`npx discoveries outdate disc-001 --reason 'it'\\''s gone'`);
  });

  it('passes --store in the commands when the store is not the default one', () => {
    const body = pullRequestComment(makePlan([makeChange()]), { ...commentContext, storePath: 'docs/cases.jsonl' });
    expect(body).toContain("npx discoveries check --range origin/main..HEAD --store 'docs/cases.jsonl'");
    expect(body).toContain("npx discoveries validate disc-001 --store 'docs/cases.jsonl'");
  });

  it('says resolved when nothing is left', () => {
    expect(pullRequestComment(makePlan([]), commentContext)).toContain('✅ Resolved');
  });

  it('stays under the limit with thousands of findings', () => {
    const plan = makePlan(Array.from({ length: 3000 }, (_, i) => makeChange({ id: `disc-${i}`, reason: 'x'.repeat(150) })));
    const body = pullRequestComment(plan, commentContext);
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body).toMatch(/…and \d+ more/);
  });

  it('cannot be closed early by backticks in a reason (the fix block stays one block)', () => {
    const body = pullRequestComment(makePlan([makeChange({ reason: 'see ```\n# heading' })]), commentContext);
    const fences = body.match(/^`{4,}sh$/gm) ?? [];
    expect(fences.length).toBeGreaterThan(0);
  });
});

describe('job summary', () => {
  it('has the table with where each discovery lives and the plan’s warnings', () => {
    const summary = jobSummary(makePlan([makeChange()], { warnings: ['shallow clone: history before abc is missing'] }), { ...context, headline: 'Checked.' });
    expect(summary).toContain('| `disc-001` | active → outdated |');
    expect(summary).toContain('`.axiom/cases.jsonl:3`');
    expect(summary).toContain('shallow clone: history before abc is missing');
  });
});
