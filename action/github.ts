// Every call the Action makes to GitHub's REST API, each with the permission it
// needs so a failure can say which one is missing. Rate limits and server
// errors are retried with backoff; nothing here keeps state in labels.

import { getOctokit } from '@actions/github';
import { explainApiError, githubMessage, isHttpError, isRateLimited, type HttpLikeError } from './errors.js';

export interface RepoId {
  owner: string;
  repo: string;
}

export interface PullRequestInfo {
  number: number;
  url: string;
  title: string;
  body: string;
  labels: string[];
  draft: boolean;
}

export interface CommentInfo {
  id: number;
  body: string;
  url: string;
  author: string;
  authorType: string;
}

export interface ApiOptions {
  token: string;
  apiUrl: string;
  repo: RepoId;
  userAgent: string;
  log: (message: string) => void;
  /** Longest single wait for a rate limit before giving up, in ms. */
  maxWaitMs?: number;
}

type Octokit = ReturnType<typeof getOctokit>;

const MAX_RETRIES = 3;

export class GitHubApi {
  private readonly octokit: Octokit;
  readonly repo: RepoId;
  private readonly fullName: string;

  constructor(private readonly options: ApiOptions) {
    this.repo = options.repo;
    this.fullName = `${options.repo.owner}/${options.repo.repo}`;
    this.octokit = getOctokit(options.token, { baseUrl: options.apiUrl, userAgent: options.userAgent, log: quietLog(options.log) });
    this.octokit.hook.wrap('request', async (request, requestOptions) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await request(requestOptions);
        } catch (error) {
          const wait = attempt < MAX_RETRIES ? retryDelay(error, attempt, options.maxWaitMs ?? 120_000) : null;
          if (wait === null) throw error;
          options.log(
            `GitHub answered ${(error as HttpLikeError).status} to ${requestOptions.method} ${String(requestOptions.url)}; ` +
              `retrying in ${Math.ceil(wait / 1000)}s (${attempt + 1} of ${MAX_RETRIES})`,
          );
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    });
  }

  private async call<T>(doing: string, permission: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw explainApiError(error, { doing, permission, repository: this.fullName });
    }
  }

  /** The open pull request from `branch` into `base` in this repository, if any. */
  async findOpenPull(branch: string, base: string): Promise<PullRequestInfo | null> {
    return this.call('look for the review pull request', 'pull-requests: read', async () => {
      const { data } = await this.octokit.rest.pulls.list({ ...this.repo, state: 'open', head: `${this.repo.owner}:${branch}`, base, per_page: 10 });
      const pull = data.find((p) => p.head.ref === branch && p.base.ref === base);
      return pull ? toPull(pull) : null;
    });
  }

  /** Creates the pull request; if GitHub says one already exists (a race), returns that one instead. */
  async createPull(input: { branch: string; base: string; title: string; body: string; draft: boolean }): Promise<{ pull: PullRequestInfo; created: boolean }> {
    try {
      const { data } = await this.octokit.rest.pulls.create({ ...this.repo, head: input.branch, base: input.base, title: input.title, body: input.body, draft: input.draft });
      return { pull: toPull(data), created: true };
    } catch (error) {
      if (isHttpError(error) && error.status === 422 && /already exists/i.test(githubMessage(error))) {
        const existing = await this.findOpenPull(input.branch, input.base);
        if (existing) return { pull: existing, created: false };
      }
      throw explainApiError(error, { doing: 'create the review pull request', permission: 'pull-requests: write', repository: this.fullName });
    }
  }

  async updatePull(number: number, fields: { title?: string; body?: string; state?: 'open' | 'closed' }): Promise<PullRequestInfo> {
    const doing = fields.state === 'closed' ? `close pull request #${number}` : `update pull request #${number}`;
    return this.call(doing, 'pull-requests: write', async () => toPull((await this.octokit.rest.pulls.update({ ...this.repo, pull_number: number, ...fields })).data));
  }

  async addLabels(number: number, labels: string[]): Promise<void> {
    if (labels.length === 0) return;
    await this.call(`label pull request #${number}`, 'pull-requests: write', () => this.octokit.rest.issues.addLabels({ ...this.repo, issue_number: number, labels }));
  }

  /** The token's user, or null for installation tokens (GITHUB_TOKEN, Apps), which may not ask. */
  async viewerLogin(): Promise<string | null> {
    try {
      return (await this.octokit.rest.users.getAuthenticated()).data.login;
    } catch (error) {
      if (isHttpError(error) && (error.status === 403 || error.status === 404) && !isRateLimited(error)) return null;
      throw explainApiError(error, { doing: 'identify the token', permission: 'read access', repository: this.fullName });
    }
  }

  /** Every comment on an issue or pull request, all pages. */
  async listComments(number: number): Promise<CommentInfo[]> {
    return this.call(`read the comments of #${number}`, 'pull-requests: read', async () => {
      const comments = await this.octokit.paginate(this.octokit.rest.issues.listComments, { ...this.repo, issue_number: number, per_page: 100 });
      return comments.map((c) => ({ id: c.id, body: c.body ?? '', url: c.html_url, author: c.user?.login ?? '', authorType: c.user?.type ?? '' }));
    });
  }

  async createComment(number: number, body: string): Promise<CommentInfo> {
    return this.call(`comment on #${number}`, 'pull-requests: write', async () => toComment((await this.octokit.rest.issues.createComment({ ...this.repo, issue_number: number, body })).data));
  }

  async updateComment(id: number, body: string): Promise<CommentInfo> {
    return this.call('update the comment', 'pull-requests: write', async () => toComment((await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: id, body })).data));
  }
}

interface RawPull {
  number: number;
  html_url: string;
  title: string;
  body?: string | null;
  labels: Array<{ name?: string } | string>;
  draft?: boolean;
}

function toPull(p: RawPull): PullRequestInfo {
  return {
    number: p.number,
    url: p.html_url,
    title: p.title,
    body: p.body ?? '',
    labels: p.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
    draft: p.draft ?? false,
  };
}

function toComment(c: { id: number; body?: string; html_url: string; user: { login: string; type: string } | null }): CommentInfo {
  return { id: c.id, body: c.body ?? '', url: c.html_url, author: c.user?.login ?? '', authorType: c.user?.type ?? '' };
}

/** How long to wait before retrying, or null when the error is not worth retrying. */
export function retryDelay(error: unknown, attempt: number, maxWaitMs: number, now = Date.now()): number | null {
  if (!isHttpError(error)) return null;
  const headers = error.response?.headers ?? {};
  if (isRateLimited(error)) {
    const retryAfter = Number(headers['retry-after']);
    if (Number.isFinite(retryAfter) && headers['retry-after'] !== undefined) return retryAfter * 1000 <= maxWaitMs ? retryAfter * 1000 : null;
    if (String(headers['x-ratelimit-remaining']) === '0') {
      const wait = Number(headers['x-ratelimit-reset']) * 1000 - now + 1000;
      return Number.isFinite(wait) && wait <= maxWaitMs ? Math.max(wait, 1000) : null;
    }
    // A secondary limit without a hint: GitHub asks for at least a minute.
    const wait = 60_000 * 2 ** attempt;
    return wait <= maxWaitMs ? wait : null;
  }
  if (error.status === 502 || error.status === 503 || error.status === 504) return 1000 * 2 ** attempt;
  return null;
}

/** Octokit's logger, minus debug noise; warnings go to the Action log. */
function quietLog(log: (message: string) => void) {
  return { debug: () => {}, info: () => {}, warn: (m: string) => log(m), error: (m: string) => log(m) };
}
