// A repository holding every kind of learning source at once, written the way
// the tools that own them write them, with real git history. Tests change it
// and build review-plan changes by hand from the commits it really has.

import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultConfig, type Config } from '../../src/config.js';
import type { Evidence, PlanChange } from '../../src/plan/types.js';
import type { Learning } from '../../src/model/learning.js';
import { makeRepo, type TestRepo } from '../support/git-repo.js';

export const AGENTS_MD = `# AGENTS.md

Guidance for coding agents working on this repository.

## Setup

- Install with \`npm ci\`; Node 20 is required.
- Run \`npm test\` before every commit.

## Project structure

- HTTP handlers live in \`src/routes/\`, one file per resource.
- The retry policy is in \`src/http/retry.ts\` (\`retryWithBackoff()\`, 3 attempts).
- Database migrations are in \`db/migrations/\` and run with \`npm run migrate\`.

## Testing

Tests use Vitest, not Jest. Unit tests sit next to the code as \`*.test.ts\`;
end-to-end tests are in \`e2e/\` and need \`docker compose up\` first.

| Folder | What lives there |
| --- | --- |
| \`src/routes/\` | HTTP handlers |
| \`src/jobs/\` | background jobs |

\`\`\`sh
# not a rule: code blocks are left alone
cat src/never-checked.ts
\`\`\`
`;

export const CLAUDE_MD = `@AGENTS.md

## Claude-specific

- Prefer editing \`src/config/defaults.ts\` over adding environment variables.
`;

export const WEB_AGENTS_MD = `# Web package

- Components are in \`src/components/\`; the session hook is \`src/hooks/useSession.ts\`.
- Styles use CSS modules.
`;

export const API_RULE = `---
description: API conventions
globs: src/routes/**/*.ts
alwaysApply: false
---
# API routes

- Validate request bodies with the schemas in \`src/schemas/\`.
- Every route file exports a \`router\`.
`;

/** Cursor writes globs like this; YAML reads \`*.tsx\` as an alias and fails. */
export const STYLE_RULE = `---
description: Styling
globs: *.tsx, *.css
alwaysApply: false
---
- Colours come from \`src/theme/tokens.ts\`; never hard-code hex values.
`;

export const COPILOT = `# Copilot instructions

Use the logger from \`src/lib/logger.ts\` instead of \`console.log\`.
`;

export const RELEASE_SKILL = `---
name: release
description: Cut a release of the package
allowed-tools: Bash, Read
---
# Release

1. Run \`scripts/bump-version.sh\` from this skill's folder.
2. Add the release notes to \`CHANGELOG.md\`.
`;

export const TRIAGE_SKILL = `---
name: triage
description: Triage a failing CI run
---
- Download the logs with \`scripts/fetch-logs.sh\` first.
`;

const YELLOW = (id: string, content: string, green: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    color: 'yellow',
    status: 'active',
    content,
    parentId: green,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    metadata: { scope: 'global', sourceGreenId: green, sourceAgentId: 'ed-001', impact: 'high', validated: false, appliedTo: [], supersededBy: null, ...extra },
  });

export function swarmIdeas(): string {
  return [
    '{"id":"idea-020","color":"green","status":"done","content":"Render markdown previews","parentId":null}',
    YELLOW('idea-021', 'rehype requires explicit config for GFM in src/markdown/render.ts', 'idea-020'),
    '{"id":"idea-023","color":"green","status":"active","content":"Retry flaky HTTP calls","parentId":null,"metadata":{"owner":"ed-001"}}',
    YELLOW('idea-024', 'The retry policy lives in src/http/retry.ts', 'idea-023'),
    YELLOW('idea-025', 'Use unified() not rehype() in src/markdown/render.ts', 'idea-023', { scope: 'local' }),
    '',
  ].join('\n');
}

/** Written by seed 003's TypeScript genome: compact JSON lines, snake_case fields. */
export function genomeMemories(codeCommit: string): string {
  return [
    JSON.stringify({ id: 'mem-7f3a', content: 'Integration tests need test/fixtures/db.sql loaded first', tags: ['testing', 'db'], confidence: 0.8, created_at: '2026-01-01T00:05:00.000Z', last_used: null, use_count: 0, code_commit: codeCommit }),
    JSON.stringify({ id: 'mem-91c2', content: 'The retry policy is in src/http/retry.ts, three attempts', tags: ['http'], confidence: 0.55, created_at: '2026-01-01T00:06:00.000Z', last_used: '2026-01-02T09:00:00.000Z', use_count: 3, code_commit: codeCommit, source: 'session-42' }),
    JSON.stringify({ id: 'mem-0b11', content: 'Prefer small pull requests', tags: ['process'], confidence: 0.9, created_at: '2026-01-01T00:07:00.000Z', last_used: null, use_count: 0 }),
    '',
  ].join('\n');
}

/** Written by Python's json.dump(points, f, indent=2): ensure_ascii escapes, `1.0` floats. */
export const DIAGNOSIS_POINTS = `[
  {
    "id": "a1b2c3d4-e5f6-7890-abcd-ef1234567890",
    "content": "When diagnosing pod failures, run \`scripts/collect_events.sh\` before reading logs \\u2014 events reveal the cause faster.",
    "source": "learned",
    "category": "workflow",
    "priority": 6,
    "verified": false,
    "verification_count": 5,
    "success_count": 4,
    "failure_count": 1,
    "conflicts_with": [],
    "replaces": null,
    "replaced_by": null,
    "active": true,
    "created_at": "2026-01-01T00:10:00.000000",
    "last_updated": "2026-01-01T00:10:00.000000",
    "metadata": {
      "insight_type": "add_thinking_guidance",
      "round_created": 2,
      "trace_ids": [
        "trace_abc123",
        "trace_def456"
      ],
      "weight": 1.0
    }
  },
  {
    "id": "x9y8z7w6-v5u4-3210-tsrq-ponmlkjihgf",
    "content": "Check pod logs first when diagnosing failures; the parser is in \`tools/log_parser.py\`.",
    "source": "learned",
    "category": "workflow",
    "priority": 4,
    "verified": false,
    "verification_count": 2,
    "success_count": 0,
    "failure_count": 2,
    "conflicts_with": [],
    "replaces": null,
    "replaced_by": null,
    "active": true,
    "created_at": "2026-01-01T00:11:00.000000",
    "last_updated": "2026-01-01T00:11:00.000000",
    "metadata": {}
  },
  {
    "id": "c3d4e5f6-0000-4000-8000-000000000003",
    "content": "Always read the runbook before paging anyone.",
    "source": "original",
    "category": "general",
    "priority": 5,
    "verified": false,
    "verification_count": 0,
    "success_count": 0,
    "failure_count": 0,
    "conflicts_with": [],
    "replaces": null,
    "replaced_by": null,
    "active": true,
    "created_at": "2026-01-01T00:12:00.000000",
    "last_updated": "2026-01-01T00:12:00.000000",
    "metadata": {},
    "future_field": {"kept": true}
  }
]
`;

export interface Fixture {
  repo: TestRepo;
  home: string;
  /** The commit the stores and agent files were written at. */
  written: string;
  genome: string;
  git(cwd: string, ...args: string[]): string;
}

/** Initialises a repository (identity set, signing off) in `dir`. */
export function initRepo(dir: string, env: NodeJS.ProcessEnv): void {
  mkdirSync(dir, { recursive: true });
  const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: 'pipe' });
  run('init', '-q', '-b', 'main');
  run('config', 'user.name', 'Genome Bot');
  run('config', 'user.email', 'genome@example.com');
  run('config', 'commit.gpgsign', 'false');
}

export function gitIn(dir: string, env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Writes a file under an absolute folder, creating folders. */
export function put(dir: string, relative: string, content: string): void {
  const file = join(dir, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * The repository: code, then every source written in one commit (`written`),
 * plus a genome in `.genome` (its own repository, ignored by the code one) and skills in HOME.
 */
export function makeFixture(): Fixture {
  const repo = makeRepo();
  const home = repo.env.HOME!;
  repo
    .write('src/http/retry.ts', 'export function retryWithBackoff(fn: () => Promise<void>) {\n  const attempts = 3;\n  return fn;\n}\n')
    .write('src/routes/users.ts', 'export const router = {};\n')
    .write('src/markdown/render.ts', 'import rehype from "rehype";\nexport const render = rehype;\n')
    .write('src/config/defaults.ts', 'export const defaults = {};\n')
    .write('src/lib/logger.ts', 'export const log = console;\n')
    .write('src/theme/tokens.ts', 'export const red = "#f00";\n')
    .write('src/schemas/user.ts', 'export const user = {};\n')
    .write('db/migrations/001_init.sql', 'create table users(id int);\n')
    .write('e2e/login.spec.ts', 'test("login", () => {});\n')
    .write('test/fixtures/db.sql', 'insert into users values (1);\n')
    .write('scripts/collect_events.sh', '#!/bin/sh\nkubectl get events\n')
    .write('tools/log_parser.py', 'print("logs")\n')
    .write('packages/web/src/components/Button.tsx', 'export const Button = () => null;\n')
    .write('packages/web/src/hooks/useSession.ts', 'export const useSession = () => null;\n')
    .write('.gitignore', '.genome/\n')
    .commit('code');
  repo
    .write('AGENTS.md', AGENTS_MD)
    .write('CLAUDE.md', CLAUDE_MD)
    .write('packages/web/AGENTS.md', WEB_AGENTS_MD)
    .write('.cursor/rules/api.mdc', API_RULE)
    .write('.cursor/rules/style.mdc', STYLE_RULE)
    .write('.github/copilot-instructions.md', COPILOT)
    .write('.claude/skills/release/SKILL.md', RELEASE_SKILL)
    .write('.claude/skills/release/scripts/bump-version.sh', '#!/bin/sh\nnpm version patch\n')
    .write('CHANGELOG.md', '# Changelog\n')
    .write('.agents/skills/triage/SKILL.md', TRIAGE_SKILL)
    .write('.agents/skills/triage/scripts/fetch-logs.sh', '#!/bin/sh\ngh run download\n')
    .write('.swarm/ideas.jsonl', swarmIdeas())
    .write('meta_agent/point_prompts/diagnosis_points.json', DIAGNOSIS_POINTS);
  const written = repo.commit('agent files and stores');

  const genome = join(repo.dir, '.genome');
  initRepo(genome, repo.env);
  put(genome, 'memories/memories.jsonl', genomeMemories(written));
  put(genome, 'agents/code-reader.yaml', 'name: code-reader\nversion: 1\ndescription: Reads code\n');
  put(genome, 'routing/rules.yaml', '- id: rule-1\n  condition: failing test\n  preference: code-reader\n  strength: 0.7\n');
  gitIn(genome, repo.env, 'add', '-A');
  gitIn(genome, repo.env, 'commit', '-q', '-m', 'genome: initial bootstrap');

  // The user's skills: one shadowed by the repository's, one only here.
  put(home, '.claude/skills/release/SKILL.md', '---\nname: release\n---\n- Global release steps in `bin/release`.\n');
  put(home, '.claude/skills/lit-pm/SKILL.md', '---\nname: lit-pm\ndescription: Literature review\n---\n- Notes go to `notes/review.md`.\n');
  return { repo, home, written, genome, git: (cwd: string, ...args: string[]) => gitIn(cwd, repo.env, ...args) };
}

export function symlink(target: string, path: string): void {
  symlinkSync(target, path);
}

export function config(overrides: Partial<Config['sources']> = {}): Config {
  const c = defaultConfig();
  c.sources = { ...c.sources, ...overrides };
  return c;
}

/** A review-plan change for a learning, as the plan builder makes them. */
export function planChange(learning: Learning, action: PlanChange['action'], extra: Partial<PlanChange> = {}): PlanChange {
  const to = action === 'outdate' || action === 'supersede' ? 'outdated' : action === 'archive' ? 'archived' : learning.status;
  return {
    key: learning.key,
    id: learning.id,
    source: learning.source,
    line: learning.line,
    content: learning.content,
    action,
    from: learning.status,
    to,
    reason: extra.reason ?? `${action} (test)`,
    evidence: [],
    ...extra,
  };
}

export function commitRef(repo: TestRepo, sha: string): Evidence['commits'][number] {
  const [subject, author, date] = repo.git('show', '-s', '--format=%s%x00%an%x00%aI', sha).split('\0');
  return { sha, subject: subject!, author: author!, date: date! };
}
