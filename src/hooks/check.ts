// The check a hook runs: the review plan `discoveries check --range base..head`
// builds, computed without writing anything. Hooks never detect on their own;
// this module is the one place they reach the detectors.
//
// INTERIM: until the outdated detector (issue 3) and the contradiction detector
// (issue 4) are on main, a stand-in reports one kind of evidence only (a
// mentioned file deleted in the range) so the hook plumbing can be built and
// tested. It is replaced by the real plan builder when they land.

import { relative, sep } from 'node:path';
import { runGit } from '../git/exec.js';
import type { Config } from '../config.js';
import type { DiscoveryStore } from '../store/discovery-store.js';
import type { StorePaths } from '../store/paths.js';
import type { PlanChange, ReviewPlan } from '../plan/types.js';
import type { Mention } from './path-index.js';

export interface RangeCheckInput {
  /** Top of the work tree. */
  workTree: string;
  env: NodeJS.ProcessEnv;
  paths: StorePaths;
  config: Config;
  store: DiscoveryStore;
  /** `base..head`; base null: all of head's history. */
  base: string | null;
  head: string;
  now: Date;
}

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

export async function planForRange(input: RangeCheckInput): Promise<ReviewPlan> {
  const { stdout } = await runGit(['diff', '--name-status', '--no-renames', '-z', input.base ?? EMPTY_TREE, input.head, '--'], {
    cwd: input.workTree,
    env: input.env,
  });
  const parts = stdout.split('\0');
  const deleted = new Set<string>();
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === 'D') deleted.add(parts[i + 1]!);
  const storePath = input.store.file;
  const baseDir = relative(input.workTree, input.paths.root).split(sep).join('/');
  const inRepo = (path: string) => (baseDir ? `${baseDir}/${path}` : path);
  const changes: PlanChange[] = [];
  for (const d of input.store.discoveries()) {
    if (d.status !== 'active') continue;
    const gone = mentionsOf(d.content).find((m) => m.kind === 'file' && (deleted.has(m.path) || deleted.has(inRepo(m.path))));
    if (!gone) continue;
    const reason = `${gone.path} was deleted`;
    changes.push({
      key: `${storePath}#${d.id}`,
      id: d.id,
      source: { kind: input.store.dialect.kind, path: storePath },
      line: input.store.lineOf(d.id),
      content: d.content,
      action: 'outdate',
      from: 'active',
      to: 'outdated',
      reason,
      evidence: [{ kind: 'deleted', mention: gone.path, path: gone.path, commits: [], summary: reason }],
      outdatedCommit: null,
    });
  }
  return {
    head: input.head,
    range: input.base ? `${input.base}..${input.head}` : null,
    policy: input.config.check.policy,
    changes,
    warnings: [],
  };
}

/** Path mentions in a discovery's text. */
export function mentionsOf(content: string): Mention[] {
  const out: Mention[] = [];
  for (const match of content.matchAll(/(?:^|[\s`'"(])((?:\.\/)?[\w@.-]+(?:\/[\w@.-]+)*\/?)(?=$|[\s`'",;:)]|\.(?:\s|$))/g)) {
    const raw = match[1]!.replace(/^\.\//, '');
    if (raw.endsWith('/')) out.push({ path: raw.replace(/\/+$/, ''), kind: 'dir' });
    else if (/\.[A-Za-z0-9]{1,10}$/.test(raw) && !/^\d/.test(raw)) out.push({ path: raw, kind: 'file' });
    else if (raw.includes('/')) out.push({ path: raw, kind: 'maybe' });
  }
  return out;
}

/** Files changes to which are never evidence on their own (config `check.hubFiles`). */
export function hubMatcher(patterns: readonly string[]): (path: string) => boolean {
  const exact = new Set(patterns);
  const names = new Set(patterns.filter((p) => !p.includes('/')));
  return (path) => exact.has(path) || names.has(path.slice(path.lastIndexOf('/') + 1));
}
