// The path index and the shell's grep over it: every path the check could care
// about matches (a miss would only delay a finding, but should not happen),
// hub files and unrelated paths do not.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_HUB_FILES } from '../../src/outdated/options.js';
import { mentionsOf } from '../../src/hooks/check.js';
import { hubMatcher } from '../../src/outdated/options.js';
import { buildPathIndex, INDEX_HEADER, SOURCE_NAMES } from '../../src/hooks/path-index.js';

const learning = (id: string, content: string, status: 'active' | 'outdated' = 'active') => ({ key: `.axiom/cases.jsonl#${id}`, content, status });

const index = buildPathIndex({
  learnings: [
    learning('disc-001', 'The retry logic in src/http.ts retries 3 times'),
    learning('disc-002', 'Every route lives under `src/routes/`'),
    learning('disc-003', 'Tests match `src/**/*.test.ts`'),
    learning('disc-004', 'Run npm ci: package.json pins the versions'),
    learning('disc-005', 'The pool is configured in db.ts'),
    learning('disc-006', 'Outdated: the cache lives in src/cache.ts', 'outdated'),
  ],
  sourcePaths: ['web/.axiom/cases.jsonl', 'AGENTS.md'],
  mentionsOf,
  isHub: hubMatcher(DEFAULT_HUB_FILES),
});

/** What the shell does: changed paths as `:<path>` lines, grep -qFf the index. */
function shellMatches(paths: string[]): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'discoveries-index-'));
  writeFileSync(join(dir, 'paths.idx'), `${index.join('\n')}\n`);
  const result = spawnSync('sh', ['-c', `printf '%s\\n' "$@" | grep -qFf '${join(dir, 'paths.idx')}'`, 'sh', ...paths.map((p) => `:${p}`)]);
  return result.status === 0;
}

describe('the path index', () => {
  it('holds the mentions of active discoveries as written, the store, and the quoted-path catch-all', () => {
    expect(index).toEqual([INDEX_HEADER, ':"', ':AGENTS.md', ':web/.axiom/cases.jsonl', ...[...SOURCE_NAMES, '.test.ts', 'db.ts', 'src/http.ts', 'src/routes/'].sort()]);
  });

  it.each([
    [['src/http.ts'], true],
    [['packages/api/src/http.ts'], true],
    [['src/routes/users.ts', 'README.md'], true],
    [['src/deep/a/b.test.ts'], true],
    [['lib/db.ts'], true],
    [['web/.axiom/cases.jsonl'], true],
    [['packages/api/AGENTS.md'], true],
    [['.cursor/rules/style.mdc'], true],
    [['"src/we\\tird.ts"'], true],
    [['package.json', 'package-lock.json'], false],
    [['src/cache.ts'], false],
    [['docs/guide.md', 'src/other.ts'], false],
  ])('changed %j → starts Node: %s', (paths, expected) => {
    expect(shellMatches(paths)).toBe(expected);
  });
});
