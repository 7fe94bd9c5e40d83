// The Action's inputs, read from the INPUT_* variables the runner sets and
// checked here: a typo in a workflow should fail the step with a message naming
// the input and the fix, not surface later as a confusing git or API error.

import { posix } from 'node:path';
import type { Policy } from '../src/plan/types.js';
import { ActionError } from './errors.js';

export interface ActionInputs {
  token: string;
  /** Repository-relative, forward slashes; null: what `.axiom/config.yml` says. */
  storePath: string | null;
  /** null: the config's `views.global`, else `discoveries.md` beside the store. */
  markdownPath: string | null;
  /** null: the repository's default branch. */
  base: string | null;
  branch: string;
  /** null: what the repository's config says (graded when it says nothing). */
  policy: Policy | null;
  labels: string[];
  draft: boolean;
  commentHeader: string;
  dryRun: boolean;
  failOnOutdated: boolean;
  unshallow: boolean;
}

/** What `core.getInput(name)` reads: the runner upper-cases the name and keeps dashes. */
export function rawInput(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

export function readInputs(env: NodeJS.ProcessEnv, mask: (secret: string) => void): ActionInputs {
  const problems: string[] = [];
  const token = rawInput(env, 'github-token');
  if (token) mask(token);
  if (!token) problems.push("github-token is empty: pass 'github-token: ${{ github.token }}' (the default) or a PAT / GitHub App token");
  else if (/\s/.test(token)) problems.push('github-token contains whitespace: check how the secret was pasted');

  const bool = (name: string, fallback: boolean): boolean => {
    const value = rawInput(env, name);
    if (value === '') return fallback;
    if (['true', 'True', 'TRUE'].includes(value)) return true;
    if (['false', 'False', 'FALSE'].includes(value)) return false;
    problems.push(`${name} must be true or false, got '${value}'`);
    return fallback;
  };

  const path = (name: string, example: string): string | null => {
    const value = rawInput(env, name);
    if (value === '') return null;
    const problem = pathProblem(value);
    if (problem) {
      problems.push(`${name} '${value}' ${problem}: use a path relative to the repository root, like '${example}'`);
      return null;
    }
    return posix.normalize(value);
  };

  const branchInput = (name: string, fallback: string | null): string | null => {
    const value = rawInput(env, name).replace(/^refs\/heads\//, '');
    if (value === '') return fallback;
    if (!isValidBranchName(value)) {
      problems.push(`${name} '${value}' is not a valid branch name`);
      return fallback;
    }
    return value;
  };

  const policyValue = rawInput(env, 'policy');
  let policy: Policy | null = null;
  if (policyValue === 'graded' || policyValue === 'strict') policy = policyValue;
  else if (policyValue !== '') problems.push(`policy must be 'graded' or 'strict', got '${policyValue}'`);

  const labels = rawInput(env, 'labels')
    .split(/[,\n]/)
    .map((l) => l.trim())
    .filter(Boolean);
  for (const label of labels) if (label.length > 50) problems.push(`labels: '${label.slice(0, 20)}…' is longer than GitHub's 50 characters`);

  const commentHeader = rawInput(env, 'comment-header') || 'Discoveries this pull request makes outdated';
  if (/[\r\n]/.test(commentHeader)) problems.push('comment-header must be one line');
  else if (commentHeader.length > 200) problems.push('comment-header is longer than 200 characters');

  const inputs: ActionInputs = {
    token,
    storePath: path('store-path', '.axiom/cases.jsonl'),
    markdownPath: path('markdown-path', '.axiom/discoveries.md'),
    base: branchInput('base', null),
    branch: branchInput('branch', 'discoveries/review') ?? 'discoveries/review',
    policy,
    labels: [...new Set(labels)],
    draft: bool('draft', false),
    commentHeader,
    dryRun: bool('dry-run', false),
    failOnOutdated: bool('fail-on-outdated', false),
    unshallow: bool('unshallow', false),
  };
  if (inputs.base !== null && inputs.base === inputs.branch) problems.push(`branch '${inputs.branch}' is the base branch: choose another name for the review branch`);
  if (inputs.storePath !== null && inputs.storePath === inputs.markdownPath) problems.push('store-path and markdown-path name the same file');
  if (problems.length > 0) throw new ActionError(`Invalid input: ${problems.join('; ')}`);
  return inputs;
}

function pathProblem(value: string): string | null {
  if (value.includes('\\')) return 'uses backslashes';
  if (value.startsWith('/') || /^[A-Za-z]:/.test(value)) return 'is absolute';
  const normalized = posix.normalize(value);
  if (normalized === '..' || normalized.startsWith('../')) return 'points outside the repository';
  if (normalized === '.' || normalized.endsWith('/')) return 'is a folder, not a file';
  return null;
}

/** The rules of `git check-ref-format --branch`, without spawning git. */
export function isValidBranchName(name: string): boolean {
  if (name === '' || name === '@' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f~^:?*[\\]|\.\.|@\{|\/\/|\.lock(\/|$)/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && !part.startsWith('.'));
}
