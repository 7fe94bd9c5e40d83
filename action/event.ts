// What triggered the run, read from the variables and the event payload the
// runner provides, reduced to the two things the Action does: review the base
// branch (push, schedule, manual run) or check a pull request.

import { readFileSync } from 'node:fs';
import { ActionError } from './errors.js';
import type { RepoId } from './github.js';

export const ZERO_SHA = '0000000000000000000000000000000000000000';

export interface RunContext {
  repo: RepoId;
  serverUrl: string;
  apiUrl: string;
  workspace: string;
  runUrl: string | null;
  /** RUNNER_TEMP: where temporary worktrees go. */
  tempDir: string;
  eventName: string;
  sha: string | null;
}

export type ActionEvent =
  | {
      kind: 'review';
      /** The base branch being reviewed. */
      base: string;
      /** For pushes: the previous tip (null for a new branch) and whether it was forced. */
      before: string | null;
      after: string | null;
      forced: boolean;
    }
  | {
      kind: 'pull-request';
      number: number;
      url: string;
      base: string;
      baseSha: string;
      headSha: string;
      headRef: string;
      /** From a fork or by Dependabot: expect a read-only token. */
      readOnlyExpected: boolean;
    }
  | { kind: 'ignored'; reason: string };

export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  if (!owner || !repo) throw new ActionError("GITHUB_REPOSITORY is not set to 'owner/repo': run this inside GitHub Actions");
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return {
    repo: { owner, repo },
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runUrl: env.GITHUB_RUN_ID ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : null,
    tempDir: env.RUNNER_TEMP || env.TMPDIR || '/tmp',
    eventName: env.GITHUB_EVENT_NAME ?? '',
    sha: env.GITHUB_SHA || null,
  };
}

interface Payload {
  ref?: string;
  before?: string;
  after?: string;
  forced?: boolean;
  deleted?: boolean;
  action?: string;
  repository?: { default_branch?: string; full_name?: string };
  pull_request?: {
    number: number;
    html_url: string;
    user?: { login?: string };
    head: { ref: string; sha: string; repo: { full_name: string } | null };
    base: { ref: string; sha: string; repo: { full_name: string } };
  };
  sender?: { login?: string };
}

export function readEvent(env: NodeJS.ProcessEnv, context: RunContext, baseInput: string | null, reviewBranch: string): ActionEvent {
  const payload = readPayload(env);
  const defaultBranch = baseInput ?? payload.repository?.default_branch ?? null;
  switch (context.eventName) {
    case 'push': {
      const ref = payload.ref ?? env.GITHUB_REF ?? '';
      if (!ref.startsWith('refs/heads/')) return { kind: 'ignored', reason: `push to ${ref || 'an unknown ref'} (not a branch)` };
      const branch = ref.slice('refs/heads/'.length);
      if (branch.startsWith('gh-readonly-queue/')) return { kind: 'ignored', reason: `merge queue branch ${branch}` };
      if (payload.deleted || payload.after === ZERO_SHA) return { kind: 'ignored', reason: `branch ${branch} was deleted` };
      const base = requireBase(defaultBranch);
      if (branch !== base) return { kind: 'ignored', reason: `push to ${branch}, not to the base branch ${base}` };
      return {
        kind: 'review',
        base,
        before: payload.before && payload.before !== ZERO_SHA ? payload.before : null,
        after: payload.after ?? context.sha,
        forced: payload.forced === true,
      };
    }
    case 'schedule':
    case 'workflow_dispatch': {
      const base = requireBase(defaultBranch);
      const ref = env.GITHUB_REF ?? '';
      if (ref && ref !== `refs/heads/${base}`) return { kind: 'ignored', reason: `run on ${ref}, not on the base branch ${base}` };
      return { kind: 'review', base, before: null, after: context.sha, forced: false };
    }
    case 'pull_request':
    case 'pull_request_target': {
      const pr = payload.pull_request;
      if (!pr) throw new ActionError(`the ${context.eventName} event payload has no pull_request`);
      if (payload.action === 'closed') return { kind: 'ignored', reason: `pull request #${pr.number} was closed` };
      const sameRepo = pr.head.repo?.full_name === pr.base.repo.full_name;
      if (sameRepo && pr.head.ref === reviewBranch) return { kind: 'ignored', reason: `#${pr.number} is the review pull request itself` };
      const author = pr.user?.login ?? payload.sender?.login ?? '';
      return {
        kind: 'pull-request',
        number: pr.number,
        url: pr.html_url,
        base: pr.base.ref,
        baseSha: pr.base.sha,
        headSha: pr.head.sha,
        headRef: pr.head.ref,
        readOnlyExpected: !sameRepo || author === 'dependabot[bot]',
      };
    }
    case 'merge_group':
      return { kind: 'ignored', reason: 'merge queue run (the push to the base branch after merging is checked)' };
    default:
      throw new ActionError(
        `discovery-curator runs on push, pull_request, schedule and workflow_dispatch, not on '${context.eventName || 'an unknown event'}': change the workflow's 'on:'`,
      );
  }
}

function requireBase(base: string | null): string {
  if (!base) throw new ActionError("Can't tell the repository's default branch from the event: set the 'base' input");
  return base;
}

function readPayload(env: NodeJS.ProcessEnv): Payload {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Payload;
  } catch (error) {
    throw new ActionError(`Can't read the event payload ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
