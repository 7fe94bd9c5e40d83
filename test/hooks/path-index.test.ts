// The path index and the shell's grep over it: every path the check could care
// about matches (a miss would only delay a finding, but should not happen),
// hub files and unrelated paths do not.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_HUB_FILES } from '../../src/outdated/options.js';
import type { Discovery } from '../../src/model/discovery.js';
import { hubMatcher, mentionsOf } from '../../src/hooks/check.js';
import { buildPathIndex, INDEX_HEADER } from '../../src/hooks/path-index.js';

const discovery = (id: string, content: string, status: Discovery['status'] = 'active') => ({ id, content, status }) as Discovery;

const index = buildPathIndex({
  discoveries: [
    discovery('disc-001', 'The retry logic in src/http.ts retries 3 times'),
    discovery('disc-002', 'Every route lives under `src/routes/`'),
    discovery('disc-003', 'Tests match `src/**/*.test.ts`'),
    discovery('disc-004', 'Run npm ci: package.json pins the versions'),
    discovery('disc-005', 'The pool is configured in db.ts'),
    discovery('disc-006', 'Outdated: the cache lives in src/cache.ts', 'outdated'),
  ],
  storePath: 'web/.axiom/cases.jsonl',
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
    expect(index).toEqual([INDEX_HEADER, ':"', ':web/.axiom/cases.jsonl', '.test.ts', 'db.ts', 'src/http.ts', 'src/routes/']);
  });

  it.each([
    [['src/http.ts'], true],
    [['packages/api/src/http.ts'], true],
    [['src/routes/users.ts', 'README.md'], true],
    [['src/deep/a/b.test.ts'], true],
    [['lib/db.ts'], true],
    [['web/.axiom/cases.jsonl'], true],
    [['"src/we\\tird.ts"'], true],
    [['package.json', 'package-lock.json'], false],
    [['src/cache.ts'], false],
    [['docs/guide.md', 'src/other.ts'], false],
  ])('changed %j → starts Node: %s', (paths, expected) => {
    expect(shellMatches(paths)).toBe(expected);
  });
});
