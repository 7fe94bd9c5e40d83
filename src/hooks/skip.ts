// When a hook does nothing at all. The shell scripts apply the same rules before
// starting Node; the CLI applies them again so `discoveries hook` is safe to call
// from any hook manager.

import type { Operation } from './git-state.js';

export const HOOK_NAMES = ['post-commit', 'post-merge', 'post-rewrite', 'post-checkout', 'pre-commit'] as const;
export type HookName = (typeof HOOK_NAMES)[number];

export function isHookName(name: string): name is HookName {
  return (HOOK_NAMES as readonly string[]).includes(name);
}

/** Why the hook is skipped before looking at the repository, or null. `args` are git's hook arguments. */
export function skipBeforeGit(hook: HookName, args: readonly string[], env: NodeJS.ProcessEnv): string | null {
  if (env.HUSKY === '0') return 'HUSKY=0';
  if (env.DISCOVERIES_SKIP === '1') return 'DISCOVERIES_SKIP=1';
  if (env.CI !== undefined && env.CI !== '') return 'CI is set';
  if (hook === 'post-merge' && args[0] === '1') return 'squash merge (the commit that follows is checked)';
  if (hook === 'post-checkout' && args[2] !== '1') return 'file checkout';
  if (hook === 'post-rewrite' && args[0] !== 'rebase') return `post-rewrite ${args[0] ?? ''} (post-commit checked it)`.trim();
  return null;
}

/**
 * Why the hook is skipped given an operation in progress, or null. A rebase,
 * cherry-pick, revert or sequencer run fires hooks on every step; the rebase is
 * checked once by post-rewrite (which runs while its state is still there), the
 * others by the next hook after them (the watermark covers their commits).
 */
export function skipForOperation(hook: HookName, operation: Operation | null, rebaseEndsHere = false): string | null {
  if (operation === null || hook === 'post-rewrite') return null;
  if (hook === 'post-checkout' && rebaseEndsHere) return null;
  return `${operation} in progress`;
}
