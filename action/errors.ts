// Turns what GitHub and git answer into one line a maintainer can act on: which
// setting or permission is missing and where to change it.

import { GitError } from '../src/git/exec.js';

/** An error whose message is already the whole story. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

/** The token cannot write (fork and Dependabot pull requests get such a token). */
export class ReadOnlyTokenError extends ActionError {
  constructor(message: string) {
    super(message);
    this.name = 'ReadOnlyTokenError';
  }
}

/** The shape of @octokit/request-error's RequestError, without importing it. */
export interface HttpLikeError {
  status: number;
  message: string;
  response?: { data?: unknown; headers?: Record<string, string | number | undefined> };
}

export function isHttpError(error: unknown): error is HttpLikeError {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

export function githubMessage(error: HttpLikeError): string {
  const data = error.response?.data as { message?: unknown; errors?: Array<{ message?: string; code?: string; field?: string }> } | undefined;
  const parts = [typeof data?.message === 'string' ? data.message : error.message];
  for (const e of data?.errors ?? []) parts.push(e.message ?? [e.field, e.code].filter(Boolean).join(' '));
  return parts.filter(Boolean).join(': ');
}

export const NOT_PERMITTED_TO_CREATE_PRS = 'not permitted to create or approve pull requests';

export function isRateLimited(error: HttpLikeError): boolean {
  if (error.status !== 403 && error.status !== 429) return false;
  const headers = error.response?.headers ?? {};
  return error.status === 429 || String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined || /rate limit/i.test(githubMessage(error));
}

export interface ApiErrorContext {
  /** What we were doing: "create the review pull request". */
  doing: string;
  /** The workflow permission it takes: "pull-requests: write". */
  permission: string;
  repository: string;
}

/** The one-line explanation of a failed API call. */
export function explainApiError(error: unknown, context: ApiErrorContext): ActionError {
  const prefix = `Could not ${context.doing}`;
  if (!isHttpError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ActionError(`${prefix}: no answer from GitHub's API (${message})`);
  }
  const message = githubMessage(error);
  if (error.status === 401) {
    return new ActionError(`${prefix}: GitHub rejected the token (401 ${message}). Check github-token: an expired or revoked PAT, or an App token used after it expired`);
  }
  if (error.status === 403 && message.includes(NOT_PERMITTED_TO_CREATE_PRS)) {
    return new ActionError(
      `${prefix}: GitHub Actions is not permitted to create or approve pull requests in ${context.repository}. ` +
        `Enable it under Settings → Actions → General → Workflow permissions ("Allow GitHub Actions to create and approve pull requests"), ` +
        `or pass a PAT or GitHub App token as github-token`,
    );
  }
  if (isRateLimited(error)) {
    const reset = Number(error.response?.headers?.['x-ratelimit-reset']);
    const until = Number.isFinite(reset) && reset > 0 ? ` until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : '';
    return new ActionError(`${prefix}: GitHub's API rate limit is used up${until} (${message}). Rerun the job later, or use a GitHub App token, which has a higher limit`);
  }
  if (error.status === 403 && /not accessible by integration/i.test(message)) {
    return new ReadOnlyTokenError(
      `${prefix}: the token lacks ${context.permission} (403 ${message}). Add 'permissions: { ${context.permission} }' to the job, ` +
        `or if this is a pull request from a fork or Dependabot, expect a read-only token`,
    );
  }
  if (error.status === 403) {
    return new ActionError(`${prefix}: GitHub refused it (403 ${message}). The token needs ${context.permission} on ${context.repository}`);
  }
  if (error.status === 404) {
    return new ActionError(
      `${prefix}: GitHub answered 404 Not Found for ${context.repository}, which usually means the token cannot see it: ` +
        `a fine-grained PAT needs this repository selected, a classic PAT the 'repo' scope, an App its installation on the repository`,
    );
  }
  if (error.status === 422) return new ActionError(`${prefix}: GitHub refused the request (422 ${message})`);
  return new ActionError(`${prefix}: GitHub answered ${error.status} (${message})`);
}

/** The one-line explanation of a failed push, fetch or branch deletion. */
export function explainGitError(error: unknown, doing: string): ActionError {
  if (!(error instanceof GitError)) return new ActionError(`Could not ${doing}: ${error instanceof Error ? error.message : String(error)}`);
  const stderr = error.stderr;
  const firstLine = stderr.split('\n').find((l) => l.trim() !== '')?.trim() ?? `git exited with ${String(error.code)}`;
  if (/stale info|fetch first|non-fast-forward/i.test(stderr)) {
    return new ActionError(
      `Could not ${doing}: the branch changed on the remote while this run was working (another run?). ` +
        `Rerun the job; a 'concurrency' group in the workflow keeps runs from overlapping`,
    );
  }
  if (/Permission to .* denied|returned error: 403|\b403\b.*denied|not allowed to push|write access to repository not granted/i.test(stderr)) {
    return new ActionError(`Could not ${doing}: the token may not push (${firstLine}). Add 'permissions: { contents: write }' to the job, or pass a token that can push`);
  }
  if (/Authentication failed|returned error: 401|could not read Username/i.test(stderr)) {
    return new ActionError(`Could not ${doing}: git could not authenticate (${firstLine}). Check github-token`);
  }
  if (/protected branch|GH006|GH013/i.test(stderr)) {
    return new ActionError(`Could not ${doing}: a branch protection rule or ruleset refused the push (${firstLine}). Exempt the review branch from it`);
  }
  return new ActionError(`Could not ${doing}: ${firstLine}`);
}
