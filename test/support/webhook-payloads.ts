// Event payloads for the Action's tests: GitHub's own examples from
// @octokit/webhooks-examples, moved to the test repository (names, refs, shas).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface WebhookDefinition {
  name: string;
  examples: Array<Record<string, unknown>>;
}

let definitions: WebhookDefinition[] | undefined;

function example(name: string, pick: (e: Record<string, unknown>) => boolean): Record<string, unknown> {
  if (!definitions) {
    const require = createRequire(import.meta.url);
    definitions = JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples'), 'utf8')) as WebhookDefinition[];
  }
  const found = definitions.find((d) => d.name === name)?.examples.find(pick);
  if (!found) throw new Error(`no ${name} example in @octokit/webhooks-examples`);
  return structuredClone(found);
}

/** Renames the example's repository and owner everywhere (URLs included). */
function moveTo(payload: Record<string, unknown>, from: { owner: string; repo: string }, to: { owner: string; repo: string }): Record<string, unknown> {
  const text = JSON.stringify(payload)
    .replaceAll(`${from.owner}/${from.repo}`, `${to.owner}/${to.repo}`)
    .replaceAll(`"${from.repo}"`, `"${to.repo}"`)
    .replaceAll(from.owner, to.owner);
  return JSON.parse(text) as Record<string, unknown>;
}

const EXAMPLE_REPO = { owner: 'Codertocat', repo: 'Hello-World' };

export interface RepoName {
  owner: string;
  repo: string;
}

export function pushPayload(repo: RepoName, push: { ref: string; before: string; after: string; forced?: boolean; defaultBranch?: string }): Record<string, unknown> {
  const payload = moveTo(
    example('push', (e) => String(e.ref).startsWith('refs/heads/')),
    EXAMPLE_REPO,
    repo,
  );
  const repository = payload.repository as Record<string, unknown>;
  repository.default_branch = push.defaultBranch ?? 'main';
  repository.master_branch = push.defaultBranch ?? 'main';
  const created = /^0+$/.test(push.before);
  Object.assign(payload, {
    ref: push.ref,
    before: push.before,
    after: push.after,
    created,
    deleted: /^0+$/.test(push.after),
    forced: push.forced ?? false,
    compare: `https://github.com/${repo.owner}/${repo.repo}/compare/${push.before.slice(0, 12)}...${push.after.slice(0, 12)}`,
  });
  const head = payload.head_commit as Record<string, unknown> | null;
  if (head) head.id = push.after;
  return payload;
}

export interface PullRequestEvent {
  number: number;
  action?: string;
  base: { ref: string; sha: string };
  head: { ref: string; sha: string };
  /** Owner of the head repository when it is a fork. */
  forkOwner?: string;
  author?: string;
}

export function pullRequestPayload(repo: RepoName, event: PullRequestEvent): Record<string, unknown> {
  const action = event.action ?? 'synchronize';
  const payload = moveTo(
    example('pull_request', (e) => e.action === action),
    EXAMPLE_REPO,
    repo,
  );
  payload.number = event.number;
  const pr = payload.pull_request as Record<string, unknown>;
  pr.number = event.number;
  pr.html_url = `https://github.com/${repo.owner}/${repo.repo}/pull/${event.number}`;
  pr.url = `https://api.github.com/repos/${repo.owner}/${repo.repo}/pulls/${event.number}`;
  const base = pr.base as Record<string, unknown>;
  Object.assign(base, { ref: event.base.ref, sha: event.base.sha, label: `${repo.owner}:${event.base.ref}` });
  const head = pr.head as Record<string, unknown>;
  Object.assign(head, { ref: event.head.ref, sha: event.head.sha, label: `${event.forkOwner ?? repo.owner}:${event.head.ref}` });
  if (event.forkOwner) {
    const fork = structuredClone(head.repo) as Record<string, unknown>;
    head.repo = JSON.parse(JSON.stringify(fork).replaceAll(`${repo.owner}/${repo.repo}`, `${event.forkOwner}/${repo.repo}`)) as Record<string, unknown>;
    (head.repo as Record<string, unknown>).fork = true;
    ((head.repo as Record<string, unknown>).owner as Record<string, unknown>).login = event.forkOwner;
  }
  if (event.author) {
    (pr.user as Record<string, unknown>).login = event.author;
    (payload.sender as Record<string, unknown>).login = event.author;
  }
  ((payload.repository as Record<string, unknown>) ?? {}).default_branch = event.base.ref;
  if (action === 'synchronize') {
    payload.before = event.base.sha;
    payload.after = event.head.sha;
  }
  return payload;
}
