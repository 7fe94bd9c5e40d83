// A fake GitHub for the Action's tests: a real HTTP server on 127.0.0.1 with
// in-memory pull requests and comments, branches read from a real bare
// repository (the `origin` the Action pushes to), and every request checked
// against GitHub's OpenAPI description first. A request GitHub would not accept
// gets a 400 and is kept in `invalid`, so a test fails even when the Action
// swallows the error.
//
// It can act out what goes wrong on GitHub: read-only tokens (fork and
// Dependabot pull requests), the repository setting that stops Actions from
// opening pull requests, tokens that can't see the repository, rate limits, and
// "A pull request already exists".

import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { githubValidator } from './openapi-validator.js';
import { cleanGitEnv } from './git-repo.js';

export type Access = 'none' | 'read' | 'write';

export interface Actor {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface TokenGrant {
  actor: Actor;
  /** Installation tokens (GITHUB_TOKEN, GitHub Apps) can't call GET /user. */
  installation: boolean;
  permissions: { contents: Access; pull_requests: Access; issues: Access };
  /** When set, the token sees only these repositories (`owner/name`); others answer 404. */
  repositories?: string[];
}

export const GITHUB_ACTIONS_BOT: Actor = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

/** The GITHUB_TOKEN of a workflow with the given permissions (read elsewhere). */
export function workflowToken(permissions: Partial<TokenGrant['permissions']> = {}): TokenGrant {
  return {
    actor: GITHUB_ACTIONS_BOT,
    installation: true,
    permissions: { contents: 'read', pull_requests: 'read', issues: 'read', ...permissions },
  };
}

export interface FakePull {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  draft: boolean;
  /** Branch name in `headOwner`'s repository. */
  head: string;
  headOwner: string;
  /** For pull requests from forks: the head sha (the fork's branch isn't in origin). */
  headSha?: string;
  base: string;
  labels: string[];
  user: Actor;
  createdAt: string;
  updatedAt: string;
}

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: Actor;
  createdAt: string;
  updatedAt: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
  operationId: string | null;
  status: number;
  /** How many Authorization headers came (more than one means checkout's credentials leaked in). */
  authorizationHeaders: number;
}

export interface CannedFailure {
  method?: string;
  /** Matched against the operation id (`pulls/create`) or the path. */
  match: string | RegExp;
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
  times?: number;
}

export interface FakeGitHubOptions {
  owner: string;
  repo: string;
  /** Bare repository standing in for the GitHub repository's git side. */
  origin: string;
  tokens: Record<string, TokenGrant>;
}

const WRITE_RULES: Record<string, (p: TokenGrant['permissions']) => boolean> = {
  'pulls/create': (p) => p.pull_requests === 'write',
  'pulls/update': (p) => p.pull_requests === 'write',
  'issues/add-labels': (p) => p.pull_requests === 'write' || p.issues === 'write',
  'issues/create-comment': (p) => p.pull_requests === 'write' || p.issues === 'write',
  'issues/update-comment': (p) => p.pull_requests === 'write' || p.issues === 'write',
  'issues/delete-comment': (p) => p.pull_requests === 'write' || p.issues === 'write',
  'git/delete-ref': (p) => p.contents === 'write',
};

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export class FakeGitHub {
  readonly pulls: FakePull[] = [];
  readonly comments: FakeComment[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Requests GitHub's OpenAPI description does not allow, with the reason. */
  readonly invalid: Array<{ method: string; url: string; error: string }> = [];
  /** The repository setting "Allow GitHub Actions to create and approve pull requests". */
  actionsMayCreatePullRequests = true;
  private readonly failures: CannedFailure[] = [];
  private nextCommentId = 1_000;
  private clock = Date.UTC(2026, 1, 1);
  private server: Server | null = null;
  url = '';

  private constructor(readonly options: FakeGitHubOptions) {}

  static async start(options: FakeGitHubOptions): Promise<FakeGitHub> {
    const fake = new FakeGitHub(options);
    githubValidator();
    fake.server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server!.address() as AddressInfo).port}`;
    return fake;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    const server = this.server;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Answers the next matching request(s) with this failure instead. */
  failNext(failure: CannedFailure): void {
    this.failures.push({ times: 1, ...failure });
  }

  addPull(pull: Partial<FakePull> & { head: string; base: string; user: Actor }): FakePull {
    const number = pull.number ?? Math.max(0, ...this.pulls.map((p) => p.number)) + 1;
    const created: FakePull = {
      title: 'A pull request',
      body: '',
      state: 'open',
      draft: false,
      headOwner: this.options.owner,
      labels: [],
      createdAt: this.now(),
      updatedAt: this.now(),
      ...pull,
      number,
    };
    this.pulls.push(created);
    return created;
  }

  addComment(issueNumber: number, body: string, user: Actor): FakeComment {
    const comment = { id: this.nextCommentId++, issueNumber, body, user, createdAt: this.now(), updatedAt: this.now() };
    this.comments.push(comment);
    return comment;
  }

  commentsOn(issueNumber: number): FakeComment[] {
    return this.comments.filter((c) => c.issueNumber === issueNumber);
  }

  openPulls(): FakePull[] {
    return this.pulls.filter((p) => p.state === 'open');
  }

  /** Requests that changed something (anything but GET). */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.status < 400);
  }

  private now(): string {
    this.clock += 1_000;
    return new Date(this.clock).toISOString();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = (req.method ?? 'GET').toUpperCase();
    const raw = await readBody(req);
    const authorizationHeaders = countHeader(req.rawHeaders, 'authorization');
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.search,
      body: undefined,
      operationId: null,
      status: 0,
      authorizationHeaders,
    };
    this.requests.push(record);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      const text = payload === undefined ? '' : JSON.stringify(payload);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4999',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
        'x-github-api-version-selected': '2022-11-28',
        ...headers,
      });
      res.end(text);
    };

    let body: unknown;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw);
      } catch {
        this.invalid.push({ method, url: req.url ?? '', error: 'body is not JSON' });
        return send(400, { message: 'Problems parsing JSON' });
      }
    }
    record.body = body;
    const checked = githubValidator().check({ method, path: url.pathname, query: url.searchParams, body });
    if (!checked.ok) {
      this.invalid.push({ method, url: req.url ?? '', error: checked.error });
      return send(400, { message: `fake GitHub: not a valid GitHub request: ${checked.error}` });
    }
    record.operationId = checked.operationId;

    if (authorizationHeaders > 1) return send(400, { message: 'Duplicate header: "Authorization"' });
    const grant = this.authenticate(req.headers.authorization);
    if (grant === 'bad') return send(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });

    const failure = this.failures.find(
      (f) => (!f.method || f.method === method) && (typeof f.match === 'string' ? f.match === checked.operationId || f.match === url.pathname : f.match.test(url.pathname)),
    );
    if (failure) {
      failure.times = (failure.times ?? 1) - 1;
      if (failure.times <= 0) this.failures.splice(this.failures.indexOf(failure), 1);
      return send(failure.status, failure.body, failure.headers);
    }

    const { owner, repo } = checked.params;
    if (owner !== undefined && repo !== undefined) {
      const fullName = `${owner}/${repo}`;
      const visible = fullName.toLowerCase() === `${this.options.owner}/${this.options.repo}`.toLowerCase();
      if (!visible || (grant && grant.repositories && !grant.repositories.includes(fullName))) {
        return send(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
      }
    }
    const rule = WRITE_RULES[checked.operationId];
    if (rule) {
      if (!grant) return send(401, { message: 'Requires authentication', status: '401' });
      if (!rule(grant.permissions)) {
        return send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: `https://docs.github.com/rest/${checked.operationId}`,
          status: '403',
        });
      }
    }

    try {
      const result = this.route(checked.operationId, checked.params, url.searchParams, body as Record<string, unknown>, grant);
      if (result.page) {
        const { items, link } = this.paginate(result.page, url);
        return send(result.status ?? 200, items, link ? { link } : {});
      }
      return send(result.status ?? 200, result.json);
    } catch (error) {
      if (error instanceof HttpFailure) return send(error.status, error.body);
      return send(500, { message: `fake GitHub crashed: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  private authenticate(header: string | undefined): TokenGrant | null | 'bad' {
    if (!header) return null;
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header);
    const grant = match ? this.options.tokens[match[1]!] : undefined;
    return grant ?? 'bad';
  }

  private route(
    operationId: string,
    params: Record<string, string>,
    query: URLSearchParams,
    body: Record<string, unknown>,
    grant: TokenGrant | null,
  ): { status?: number; json?: unknown; page?: unknown[] } {
    switch (operationId) {
      case 'users/get-authenticated': {
        if (!grant) throw new HttpFailure(401, { message: 'Requires authentication' });
        if (grant.installation) throw new HttpFailure(403, { message: 'Resource not accessible by integration', status: '403' });
        return { json: this.userJson(grant.actor) };
      }
      case 'pulls/list': {
        const state = query.get('state') ?? 'open';
        const head = query.get('head');
        const base = query.get('base');
        const pulls = this.pulls
          .filter((p) => state === 'all' || p.state === state)
          .filter((p) => !head || `${p.headOwner}:${p.head}`.toLowerCase() === head.toLowerCase())
          .filter((p) => !base || p.base === base)
          .sort((a, b) => b.number - a.number);
        return { page: pulls.map((p) => this.pullJson(p)) };
      }
      case 'pulls/get':
        return { json: this.pullJson(this.findPull(params.pull_number)) };
      case 'pulls/create': {
        if (grant?.installation && grant.actor.login === GITHUB_ACTIONS_BOT.login && !this.actionsMayCreatePullRequests) {
          throw new HttpFailure(403, {
            message: 'GitHub Actions is not permitted to create or approve pull requests.',
            documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
            status: '403',
          });
        }
        const head = String(body.head);
        const branch = head.includes(':') ? head.split(':')[1]! : head;
        const base = String(body.base);
        const headSha = this.branchSha(branch);
        const baseSha = this.branchSha(base);
        if (!baseSha) throw validationFailed({ resource: 'PullRequest', field: 'base', code: 'invalid' });
        if (!headSha) throw validationFailed({ resource: 'PullRequest', field: 'head', code: 'invalid' });
        const existing = this.pulls.find((p) => p.state === 'open' && p.head === branch && p.base === base);
        if (existing) {
          throw validationFailed({ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${this.options.owner}:${branch}.` });
        }
        if (this.isAncestor(headSha, baseSha)) {
          throw validationFailed({ resource: 'PullRequest', code: 'custom', message: `No commits between ${base} and ${branch}` });
        }
        const pull = this.addPull({
          head: branch,
          base,
          title: String(body.title ?? ''),
          body: String(body.body ?? ''),
          draft: body.draft === true,
          user: grant?.actor ?? GITHUB_ACTIONS_BOT,
        });
        return { status: 201, json: this.pullJson(pull) };
      }
      case 'pulls/update': {
        const pull = this.findPull(params.pull_number);
        if (typeof body.title === 'string') pull.title = body.title;
        if (typeof body.body === 'string') pull.body = body.body;
        if (body.state === 'open' || body.state === 'closed') pull.state = body.state;
        if (typeof body.base === 'string') pull.base = body.base;
        pull.updatedAt = this.now();
        return { json: this.pullJson(pull) };
      }
      case 'issues/add-labels': {
        const pull = this.findPull(params.issue_number);
        for (const label of body.labels as Array<string | { name: string }>) {
          const name = typeof label === 'string' ? label : label.name;
          if (!pull.labels.includes(name)) pull.labels.push(name);
        }
        return { json: pull.labels.map((name, i) => labelJson(name, i)) };
      }
      case 'issues/list-comments': {
        this.findPull(params.issue_number);
        const comments = this.commentsOn(Number(params.issue_number)).sort((a, b) => a.id - b.id);
        return { page: comments.map((c) => this.commentJson(c)) };
      }
      case 'issues/create-comment': {
        this.findPull(params.issue_number);
        const comment = this.addComment(Number(params.issue_number), String(body.body), grant?.actor ?? GITHUB_ACTIONS_BOT);
        return { status: 201, json: this.commentJson(comment) };
      }
      case 'issues/update-comment': {
        const comment = this.findComment(params.comment_id);
        comment.body = String(body.body);
        comment.updatedAt = this.now();
        return { json: this.commentJson(comment) };
      }
      case 'issues/delete-comment': {
        const comment = this.findComment(params.comment_id);
        this.comments.splice(this.comments.indexOf(comment), 1);
        return { status: 204 };
      }
      case 'git/delete-ref': {
        const ref = `refs/${params.ref}`;
        if (!this.refSha(ref)) throw new HttpFailure(422, { message: 'Reference does not exist', status: '422' });
        execFileSync('git', ['update-ref', '-d', ref], { cwd: this.options.origin, env: cleanGitEnv() });
        return { status: 204 };
      }
      default:
        throw new HttpFailure(501, { message: `fake GitHub does not implement ${operationId}` });
    }
  }

  private paginate(all: unknown[], url: URL): { items: unknown[]; link: string | null } {
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const items = all.slice((page - 1) * perPage, page * perPage);
    const at = (n: number) => {
      const u = new URL(url.toString());
      u.searchParams.set('page', String(n));
      return u.toString();
    };
    const links: string[] = [];
    if (page < last) links.push(`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`);
    if (page > 1) links.push(`<${at(1)}>; rel="first"`, `<${at(page - 1)}>; rel="prev"`);
    return { items, link: links.length > 0 ? links.join(', ') : null };
  }

  private findPull(number: string | undefined): FakePull {
    const pull = this.pulls.find((p) => p.number === Number(number));
    if (!pull) throw new HttpFailure(404, { message: 'Not Found', status: '404' });
    return pull;
  }

  private findComment(id: string | undefined): FakeComment {
    const comment = this.comments.find((c) => c.id === Number(id));
    if (!comment) throw new HttpFailure(404, { message: 'Not Found', status: '404' });
    return comment;
  }

  private refSha(ref: string): string | null {
    try {
      return execFileSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: this.options.origin, env: cleanGitEnv(), encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  }

  branchSha(branch: string): string | null {
    return this.refSha(`refs/heads/${branch}`);
  }

  private isAncestor(a: string, b: string): boolean {
    try {
      execFileSync('git', ['merge-base', '--is-ancestor', a, b], { cwd: this.options.origin, env: cleanGitEnv(), stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  }

  private repoJson(owner: string) {
    const { repo } = this.options;
    return {
      id: 1296269,
      name: repo,
      full_name: `${owner}/${repo}`,
      owner: this.userJson({ login: owner, id: 1, type: 'User' }),
      private: false,
      html_url: `https://github.com/${owner}/${repo}`,
      fork: owner !== this.options.owner,
      default_branch: 'main',
    };
  }

  private userJson(actor: Actor) {
    return {
      login: actor.login,
      id: actor.id,
      node_id: `U_${actor.id}`,
      type: actor.type,
      site_admin: false,
      html_url: `https://github.com/${actor.login.replace('[bot]', '')}`,
    };
  }

  private pullJson(pull: FakePull) {
    const { owner, repo } = this.options;
    const api = `${this.url}/repos/${owner}/${repo}`;
    return {
      url: `${api}/pulls/${pull.number}`,
      id: 100_000 + pull.number,
      node_id: `PR_${pull.number}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${pull.number}`,
      number: pull.number,
      state: pull.state,
      locked: false,
      title: pull.title,
      user: this.userJson(pull.user),
      body: pull.body,
      labels: pull.labels.map((name, i) => labelJson(name, i)),
      created_at: pull.createdAt,
      updated_at: pull.updatedAt,
      closed_at: pull.state === 'closed' ? pull.updatedAt : null,
      merged_at: null,
      draft: pull.draft,
      head: {
        label: `${pull.headOwner}:${pull.head}`,
        ref: pull.head,
        sha: pull.headSha ?? this.branchSha(pull.head) ?? '0'.repeat(40),
        user: this.userJson({ login: pull.headOwner, id: 2, type: 'User' }),
        repo: this.repoJson(pull.headOwner),
      },
      base: {
        label: `${owner}:${pull.base}`,
        ref: pull.base,
        sha: this.branchSha(pull.base) ?? '0'.repeat(40),
        user: this.userJson({ login: owner, id: 1, type: 'User' }),
        repo: this.repoJson(owner),
      },
    };
  }

  private commentJson(comment: FakeComment) {
    const { owner, repo } = this.options;
    return {
      id: comment.id,
      node_id: `IC_${comment.id}`,
      url: `${this.url}/repos/${owner}/${repo}/issues/comments/${comment.id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
      issue_url: `${this.url}/repos/${owner}/${repo}/issues/${comment.issueNumber}`,
      body: comment.body,
      user: this.userJson(comment.user),
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      author_association: comment.user.type === 'Bot' ? 'NONE' : 'MEMBER',
    };
  }
}

function validationFailed(error: Record<string, unknown>): HttpFailure {
  return new HttpFailure(422, {
    message: 'Validation Failed',
    errors: [error],
    documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
    status: '422',
  });
}

function labelJson(name: string, index: number) {
  return { id: 200 + index, node_id: `LA_${index}`, name, color: 'ededed', default: false, description: null };
}

function countHeader(rawHeaders: string[], name: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === name) count += 1;
  return count;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
