// What a hook needs to know about the repository it runs in, and where its
// own state lives. Per-branch watermarks and the hook lock sit in the common git
// dir (shared by every worktree); the pending findings, the path index and the
// log sit in the worktree's own git dir. Nothing here is ever tracked by git.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { runGit } from '../git/exec.js';
import { writeFileAtomic } from '../store/atomic.js';

export type Operation = 'rebase' | 'cherry-pick' | 'revert' | 'sequencer';

export interface HookGit {
  /** Top of the work tree. */
  workTree: string;
  gitDir: string;
  commonDir: string;
  /** Full sha of HEAD; null before the first commit. */
  head: string | null;
  /** `refs/heads/<branch>`; null on a detached HEAD (for a rebase: the branch being rebased). */
  ref: string | null;
  /** A multi-step operation under way: every step fires hooks. */
  inProgress: Operation | null;
  /** A rebase with nothing left to replay: the checkout of its base is its last step (no post-rewrite follows). */
  rebaseEndsHere: boolean;
  /** The superproject's work tree when this is a submodule, else null; undefined when git was not asked. */
  superproject?: string | null;
  /** With superproject undefined: what git's answer depends on, to remember it by (see rememberSuperproject). */
  superprojectKey?: string;
}

export interface HookFiles {
  /** `<git dir>/discoveries`: this worktree's state. */
  stateDir: string;
  /** `<common dir>/discoveries`: state shared by every worktree. */
  commonStateDir: string;
  pending: string;
  /** Paths the shell pre-filter looks for (one `grep -F` pattern a line). */
  index: string;
  /** Files the index was built from; newer than the index means stale. */
  watch: string;
  /** Which discoveries each pattern belongs to, to narrow a check to the discoveries a range touched. */
  owners: string;
  /** Where each record of the project's store sits (src/store/record-index.ts). */
  records: string;
  /** Present when hooks.stagePending is on, so the shell knows without reading YAML. */
  stageFlag: string;
  /** The first-parent chain of the last commit checked (src/history/chain-cache.ts). */
  chain: string;
  log: string;
  lock: string;
  /** What `discoveries init` changed, so `uninstall` removes exactly that. */
  installRecord: string;
}

export function hookFiles(git: Pick<HookGit, 'gitDir' | 'commonDir'>): HookFiles {
  const stateDir = join(git.gitDir, 'discoveries');
  const commonStateDir = join(git.commonDir, 'discoveries');
  return {
    stateDir,
    commonStateDir,
    pending: join(stateDir, 'pending.json'),
    index: join(stateDir, 'paths.idx'),
    watch: join(stateDir, 'paths.watch'),
    owners: join(stateDir, 'paths.owners'),
    records: join(stateDir, 'store-records'),
    stageFlag: join(stateDir, 'stage-pending'),
    chain: join(stateDir, 'chain'),
    log: join(stateDir, 'hooks.log'),
    lock: join(commonStateDir, 'hook.lock'),
    installRecord: join(commonStateDir, 'install.json'),
  };
}

/** The watermark file for a branch (common dir) or for a detached HEAD (this worktree). */
export function watermarkFile(git: Pick<HookGit, 'gitDir' | 'commonDir'>, ref: string | null): string {
  return ref && ref.startsWith('refs/') ? join(git.commonDir, 'discoveries', 'watermarks', ...ref.split('/')) : join(git.gitDir, 'discoveries', 'detached.watermark');
}

/**
 * What hooks/discoveries.sh already read (it runs before the CLI, from the same
 * folder): the top of the work tree, the git dir, the common dir, HEAD and what
 * HEAD names (`HEAD` when detached), one a line, as git printed them.
 */
export const KNOWN_GIT_VARIABLE = 'DISCOVERIES_HOOK_GIT';

/**
 * Reads the repository state; null outside a work tree. No git call with what
 * the hook script knew (`known`, the value of KNOWN_GIT_VARIABLE); else one when
 * there is a HEAD.
 */
export async function readHookGit(cwd: string, env: NodeJS.ProcessEnv, known?: string): Promise<HookGit | null> {
  const told = known ? fromScript(cwd, known) : null;
  if (told) return told;
  // The superproject (a line only in a submodule) is for finding learning sources: one git call less there.
  const all = await runGit(['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-dir', '--git-common-dir', 'HEAD', '--symbolic-full-name', 'HEAD', '--show-superproject-working-tree'], {
    cwd,
    env,
    allowFailure: true,
  });
  const lines = all.stdout.trim().split('\n');
  if (all.code === 0 && (lines.length === 5 || lines.length === 6)) {
    return { ...describe(cwd, lines[0]!, lines[1]!, lines[2]!, lines[3]!, lines[4] === 'HEAD' ? null : lines[4]!), superproject: lines[5] ?? null };
  }
  // No commit yet (or an odd HEAD): ask for each part on its own.
  const [dirs, symbolic] = await Promise.all([
    runGit(['rev-parse', '--path-format=absolute', '--show-toplevel', '--git-dir', '--git-common-dir'], { cwd, env, allowFailure: true }),
    runGit(['symbolic-ref', '--quiet', 'HEAD'], { cwd, env, allowFailure: true }),
  ]);
  if (dirs.code !== 0) return null;
  const [workTree, gitDir, commonDir] = dirs.stdout.trim().split('\n');
  if (!workTree || !gitDir || !commonDir) return null;
  const head = await runGit(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd, env, allowFailure: true });
  return describe(cwd, workTree, gitDir, commonDir, head.code === 0 ? head.stdout.trim() : null, symbolic.code === 0 ? symbolic.stdout.trim() : null);
}

function fromScript(cwd: string, known: string): HookGit | null {
  const [top, gitDir, commonDir, head, symbolic] = known.split('\n');
  if (!top || !gitDir || !commonDir || !head || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(head) || !symbolic) return null;
  const git = describe(cwd, top, gitDir, commonDir, head, symbolic === 'HEAD' ? null : symbolic);
  // A superproject's work tree has a .git above this one: with none, git would name none (and is not asked).
  const above = gitAbove(git.workTree);
  if (above === null) return { ...git, superproject: null };
  // With one, git names it when that repository's index has this work tree as a submodule: asked once per state of that index.
  const key = indexKey(above);
  const remembered = key ? rememberedSuperproject(git.gitDir, key) : undefined;
  return remembered !== undefined ? { ...git, superproject: remembered } : { ...git, ...(key ? { superprojectKey: key } : {}) };
}

/** The nearest `.git` above the work tree (a folder, or a worktree's or submodule's file), or null. */
function gitAbove(workTree: string): string | null {
  for (let dir = dirname(workTree); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return join(dir, '.git');
    if (dirname(dir) === dir) return null;
  }
}

/** The index of the repository whose `.git` this is, by path, size and time; null when it cannot be read. */
function indexKey(dotGit: string): string | null {
  try {
    let gitDir = dotGit;
    if (!statSync(dotGit).isDirectory()) {
      const line = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'));
      if (!line) return null;
      gitDir = resolve(dirname(dotGit), line[1]!.trim());
    }
    const index = join(gitDir, 'index');
    const stat = statSync(index);
    return `${index} ${stat.size} ${stat.mtimeMs} ${stat.ino}`;
  } catch {
    return null;
  }
}

const superprojectFile = (gitDir: string) => join(gitDir, 'discoveries', 'superproject');

function rememberedSuperproject(gitDir: string, key: string): string | null | undefined {
  try {
    const [was, answer] = readFileSync(superprojectFile(gitDir), 'utf8').split('\n');
    return was === key ? answer || null : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers git's answer (see HookGit.superprojectKey). */
export function rememberSuperproject(git: HookGit, superproject: string | null): void {
  if (!git.superprojectKey || /\n/.test(superproject ?? '')) return;
  try {
    writeFileAtomic(superprojectFile(git.gitDir), `${git.superprojectKey}\n${superproject ?? ''}\n`, { durable: false });
  } catch {
    // Asked again next time.
  }
}

function describe(cwd: string, top: string, git: string, common: string, head: string | null, symbolic: string | null): HookGit {
  const [workTree, gitDir, commonDir] = [top, git, common].map((p) => resolve(cwd, p)) as [string, string, string];
  const inProgress = operationInProgress(gitDir);
  const rebaseEndsHere = inProgress === 'rebase' && existsSync(join(gitDir, 'rebase-merge', 'head-name')) && isEmptyFile(join(gitDir, 'rebase-merge', 'git-rebase-todo'));
  const ref = symbolic ?? (inProgress === 'rebase' ? rebasedBranch(gitDir) : null);
  return { workTree, gitDir, commonDir, head, ref, inProgress, rebaseEndsHere };
}

function isEmptyFile(path: string): boolean {
  try {
    return statSync(path).size === 0;
  } catch {
    return true;
  }
}

export function operationInProgress(gitDir: string): Operation | null {
  if (existsSync(join(gitDir, 'rebase-merge')) || existsSync(join(gitDir, 'rebase-apply'))) return 'rebase';
  if (existsSync(join(gitDir, 'sequencer'))) return 'sequencer';
  if (existsSync(join(gitDir, 'CHERRY_PICK_HEAD'))) return 'cherry-pick';
  if (existsSync(join(gitDir, 'REVERT_HEAD'))) return 'revert';
  return null;
}

/** `git rebase --apply` runs post-rewrite on a detached HEAD, before it moves the branch. */
function rebasedBranch(gitDir: string): string | null {
  for (const dir of ['rebase-merge', 'rebase-apply']) {
    try {
      const name = readFileSync(join(gitDir, dir, 'head-name'), 'utf8').trim();
      if (name.startsWith('refs/')) return name;
    } catch {
      // Not this backend.
    }
  }
  return null;
}
