// The Action's two jobs. On the base branch: keep one review pull request
// whose branch applies the review plan, or close it when nothing is left. On a
// pull request: keep one comment listing what its commits make outdated.
// Whatever happens remotely, the outputs and the job summary are written.

import * as core from '@actions/core';
import { findRepoRoot } from '../src/git/exec.js';
import { isShallow } from '../src/history/index.js';
import type { ReviewPlan } from '../src/plan/types.js';
import { applyPlan, buildPlan, locateStore, type StoreLocation, type StoreSource } from './core.js';
import { ActionError, ReadOnlyTokenError } from './errors.js';
import { readEvent, readRunContext, type ActionEvent, type RunContext } from './event.js';
import {
  basicAuthSecret,
  commitDate,
  commitTree,
  commitTreeAndParents,
  deleteBranch,
  ensureCommit,
  fetchBranch,
  gitAuthEnv,
  headSha,
  mergeBase,
  pushBranch,
  remoteBranchSha,
  treeAfterChange,
  unshallow,
  type GitContext,
} from './git.js';
import { GitHubApi, type PullRequestInfo } from './github.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { code, link } from './markdown.js';
import {
  agentFileFindings,
  commentMarker,
  commitMessage,
  countsPhrase,
  jobSummary,
  outdatedChanges,
  pullRequestBody,
  pullRequestComment,
  pullRequestFindings,
  pullRequestTitle,
  storeChanges,
  type RenderContext,
} from './render.js';
import { annotate, emptyOutputs, setOutputs, writeSummary, type RunOutputs } from './report.js';

const USER_AGENT = `discovery-curator/${__DISCOVERIES_VERSION__}`;

interface Run {
  inputs: ActionInputs;
  context: RunContext;
  git: GitContext;
  api: GitHubApi;
  store: StoreLocation;
  render: RenderContext;
  now: Date;
  outputs: RunOutputs;
  /** Lines for the job summary's headline. */
  headline: string[];
  plan: ReviewPlan | null;
}

export async function run(env: NodeJS.ProcessEnv = process.env, now = new Date()): Promise<void> {
  const inputs = readInputs(env, (secret) => core.setSecret(secret));
  core.setSecret(basicAuthSecret(inputs.token));
  const context = readRunContext(env);
  const event = readEvent(env, context, inputs.base, inputs.branch);
  const outputs = emptyOutputs();
  if (event.kind === 'ignored') {
    core.info(`discovery-curator: nothing to do: ${event.reason}.`);
    setOutputs(outputs);
    return;
  }
  if (inputs.branch === event.base) throw new ActionError(`branch '${inputs.branch}' is the base branch: choose another name for the review branch`);
  const root = await findRepoRoot(context.workspace, env);
  if (!root) {
    throw new ActionError(`${context.workspace} is not a git checkout: add a step 'uses: actions/checkout@v5' with 'fetch-depth: 0' before this action`);
  }

  const state: Run = {
    inputs,
    context,
    git: { cwd: root, env: gitAuthEnv(env, context.serverUrl, inputs.token), remote: 'origin' },
    api: new GitHubApi({ token: inputs.token, apiUrl: context.apiUrl, repo: context.repo, userAgent: USER_AGENT, log: (m) => core.info(m) }),
    // Until the store is located, messages name the inputs (or the defaults).
    store: {
      storePath: inputs.storePath ?? '.axiom/cases.jsonl',
      markdownPath: inputs.markdownPath ?? '.axiom/discoveries.md',
      policy: inputs.policy ?? 'graded',
      source: { kind: 'worktree' },
    },
    render: {
      repoUrl: `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}`,
      storePath: inputs.storePath ?? '.axiom/cases.jsonl',
      markdownPath: inputs.markdownPath ?? '.axiom/discoveries.md',
      base: event.base,
      runUrl: context.runUrl,
    },
    now,
    outputs,
    headline: [],
    plan: null,
  };
  try {
    await ensureHistory(state);
    if (event.kind === 'review') await review(state, event);
    else await checkPullRequest(state, event);
  } catch (error) {
    if (error instanceof Error) state.headline.push(`**Failed:** ${code(error.message)}`);
    throw error;
  } finally {
    setOutputs(state.outputs);
    try {
      await writeSummary(jobSummary(state.plan ?? emptyPlan(), { ...state.render, headline: state.headline.join('\n\n') }));
    } catch (error) {
      core.warning(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const failing = state.outputs.outdatedIds;
  if (inputs.failOnOutdated && failing.length > 0) {
    core.setFailed(`${failing.length} ${failing.length === 1 ? 'discovery is' : 'discoveries are'} outdated: ${failing.join(', ')} (fail-on-outdated is true)`);
  }
}

function emptyPlan(): ReviewPlan {
  return { head: null, range: null, policy: 'graded', changes: [], warnings: [] };
}

async function ensureHistory(state: Run): Promise<void> {
  if (!(await isShallow(state.git))) return;
  if (state.inputs.unshallow) {
    core.info('The checkout is shallow; fetching the full history (unshallow: true).');
    await unshallow(state.git);
    return;
  }
  throw new ActionError(
    "The checkout is shallow, so the history discoveries are checked against is missing: set 'fetch-depth: 0' on actions/checkout (or 'unshallow: true' on this action)",
  );
}

async function locate(state: Run, source: StoreSource): Promise<void> {
  state.store = await locateStore(state.git.cwd, state.git.env, state.inputs, source);
  Object.assign(state.render, { storePath: state.store.storePath, markdownPath: state.store.markdownPath });
}

async function plan(state: Run, range: string | null): Promise<ReviewPlan> {
  const result = await buildPlan({ cwd: state.git.cwd, env: state.git.env, now: state.now, store: state.store, range });
  state.plan = result;
  for (const warning of result.warnings) core.warning(warning, { title: 'discovery-curator' });
  return result;
}

// ---------------------------------------------------------------------------
// On the base branch: the review pull request.

async function review(state: Run, event: Extract<ActionEvent, { kind: 'review' }>): Promise<void> {
  const { inputs } = state;
  const head = await headSha(state.git);
  await locate(state, { kind: 'worktree' });
  const pushed = event.before ? `${event.forced ? 'force-push' : 'push'} ${event.before.slice(0, 7)}..${head.slice(0, 7)}` : `${head.slice(0, 7)}`;
  core.info(`Checking the discoveries in ${state.store.storePath} on ${event.base} (${pushed}), each from the commit it was written or validated at.`);
  const result = await plan(state, null);
  const changes = storeChanges(result);
  state.outputs.outdatedIds = outdatedChanges(result).map((c) => c.id);
  annotate([...changes.filter((c) => c.action !== 'link'), ...agentFileFindings(result)]);
  const reviewCount = result.changes.length - changes.length;
  const worthALook = reviewCount > 0 ? ` ${reviewCount} more may be worth a look (in the table below; nothing changes for them).` : '';

  if (inputs.dryRun) {
    state.headline.push(
      changes.length > 0
        ? `Dry run on ${code(event.base)}: a review pull request would change ${discoveries(changes.length)} (${countsPhrase(changes)}).${worthALook}`
        : `Dry run on ${code(event.base)}: nothing to change.${worthALook}`,
    );
    core.info(changes.length > 0 ? `dry-run: would open or update the review pull request for ${changes.length} change(s).` : 'dry-run: nothing to change.');
    return;
  }

  if (changes.length === 0) {
    await closeReview(state, event.base, head, 'every active discovery still matches the code');
    state.headline.unshift(`Nothing to change on ${code(event.base)}: every active discovery still matches the code.${worthALook}`);
    return;
  }

  const baseTip = await fetchBranch(state.git, event.base, 'base');
  if (baseTip !== head) core.info(`${event.base} moved to ${baseTip.slice(0, 7)} since this run started; the review branch is built on it.`);
  const remoteReview = await remoteBranchSha(state.git, inputs.branch);
  // Timestamps written into the store come from the base commit, not the clock,
  // so a rerun on the same commit produces the same bytes (and no new commit).
  const appliedAt = await commitDate(state.git, baseTip);
  const tree = await treeAfterChange(state.git, baseTip, state.context.tempDir, async (dir) => {
    const applied = await applyPlan({ cwd: dir, env: state.git.env, now: appliedAt, plan: result, store: state.store });
    for (const skip of applied.skipped) core.info(`${skip.id} is left as it is on ${event.base}: ${skip.reason}.`);
    for (const failure of applied.errors) core.warning(`Could not update ${failure.source}: ${failure.error}`, { title: 'discovery-curator' });
    for (const change of applied.elsewhere) core.info(`${change.id} (${change.source.path}) is outside this repository's files; the review branch leaves it.`);
    Object.assign(state.render, { proposals: applied.proposals, elsewhere: applied.elsewhere });
  });
  if (tree === null) {
    await closeReview(state, event.base, baseTip, `${event.base} already has these changes`);
    state.headline.unshift(`Nothing to change: ${code(event.base)} already has these changes.`);
    return;
  }

  let branchMoved = true;
  if (remoteReview) {
    await fetchBranch(state.git, inputs.branch, 'review');
    const current = await commitTreeAndParents(state.git, remoteReview);
    branchMoved = !(current.tree === tree && current.parents.length === 1 && current.parents[0] === baseTip);
  }
  if (branchMoved) {
    const sha = await commitTree(state.git, { tree, parent: baseTip, message: commitMessage(result, state.render), now: state.now });
    await pushBranch(state.git, { sha, branch: inputs.branch, expected: remoteReview });
    core.info(`Pushed ${sha.slice(0, 7)} to ${inputs.branch}.`);
  } else {
    core.info(`${inputs.branch} already holds exactly these changes on ${baseTip.slice(0, 7)}; no new commit.`);
  }

  const title = pullRequestTitle(result);
  const { body, stage } = pullRequestBody(result, state.render);
  if (stage !== 'full') core.info(`The pull request description is shortened (${stage}) to stay under GitHub's limit; the job summary has everything.`);
  let pull: PullRequestInfo | null = await state.api.findOpenPull(inputs.branch, event.base);
  let operation: RunOutputs['pullRequestOperation'] = 'none';
  if (!pull) {
    const created = await state.api.createPull({ branch: inputs.branch, base: event.base, title, body, draft: inputs.draft });
    pull = created.pull;
    operation = created.created ? 'created' : 'updated';
  }
  if (operation !== 'created' && (normalize(pull.body) !== normalize(body) || pull.title !== title)) {
    pull = await state.api.updatePull(pull.number, { title, body });
    operation = 'updated';
  }
  if (operation === 'none' && branchMoved) operation = 'updated';
  const missingLabels = inputs.labels.filter((l) => !pull!.labels.includes(l));
  await state.api.addLabels(pull.number, missingLabels);

  Object.assign(state.outputs, { pullRequestNumber: pull.number, pullRequestUrl: pull.url, pullRequestOperation: operation });
  core.info(`Review pull request #${pull.number}: ${operation} (${pull.url}).`);
  state.headline.push(
    `${code(event.base)} at ${code(head.slice(0, 7))}: ${discoveries(changes.length)} to change (${countsPhrase(changes)}). ` +
      `Review pull request ${link(`#${pull.number}`, pull.url)} (${operation === 'none' ? 'unchanged' : operation}).${worthALook}`,
  );
}

/** Nothing left to change: close the review pull request and delete its branch. */
async function closeReview(state: Run, base: string, at: string, why: string): Promise<void> {
  const { inputs } = state;
  const pull = await state.api.findOpenPull(inputs.branch, base);
  if (pull) {
    await state.api.createComment(pull.number, `Closing: ${why} as of ${code(at.slice(0, 7))}.`);
    await state.api.updatePull(pull.number, { state: 'closed' });
    Object.assign(state.outputs, { pullRequestNumber: pull.number, pullRequestUrl: pull.url, pullRequestOperation: 'closed' });
    state.headline.push(`Closed the review pull request ${link(`#${pull.number}`, pull.url)}.`);
    core.info(`Closed review pull request #${pull.number}: ${why}.`);
  }
  const remote = await remoteBranchSha(state.git, inputs.branch);
  if (remote) {
    await deleteBranch(state.git, { branch: inputs.branch, expected: remote });
    core.info(`Deleted the branch ${inputs.branch}.`);
  }
}

function discoveries(n: number): string {
  return n === 1 ? '1 discovery' : `${n} discoveries`;
}

function normalize(text: string): string {
  return text.replace(/\r\n/g, '\n').trim();
}

// ---------------------------------------------------------------------------
// On a pull request: the sticky comment.

async function checkPullRequest(state: Run, event: Extract<ActionEvent, { kind: 'pull-request' }>): Promise<void> {
  const { inputs } = state;
  // The pull request's files are read through git only; nothing from it runs.
  await ensureCommit(state.git, event.headSha, `refs/pull/${event.number}/head`);
  await ensureCommit(state.git, event.baseSha, `refs/heads/${event.base}`);
  const since = await mergeBase(state.git, event.baseSha, event.headSha);
  await locate(state, { kind: 'commit', sha: event.headSha });
  const range = `${since}..${event.headSha}`;
  core.info(`Checking what pull request #${event.number} (${range}) makes outdated in ${state.store.storePath}.`);
  const result = await plan(state, range);
  const findings = pullRequestFindings(result);
  state.outputs.outdatedIds = findings.filter((c) => c.to === 'outdated').map((c) => c.id);
  Object.assign(state.outputs, { pullRequestNumber: event.number, pullRequestUrl: event.url });
  annotate(findings);
  const prLink = link(`#${event.number}`, event.url);
  state.headline.push(
    findings.length > 0
      ? `Pull request ${prLink} changes code that ${discoveries(findings.length)} ${findings.length === 1 ? 'describes' : 'describe'} (${countsPhrase(findings)}): update ${code(state.store.storePath)} in it.`
      : `Pull request ${prLink} leaves every discovery true.`,
  );
  if (inputs.dryRun) {
    core.info('dry-run: the comment is not written.');
    return;
  }
  try {
    await syncComment(state, event, result);
  } catch (error) {
    // Forks and Dependabot get a read-only token whatever the workflow asks for:
    // expected, so a warning. In the repository's own pull requests it is a
    // missing permission, which the error names.
    if (!(error instanceof ReadOnlyTokenError) || !event.readOnlyExpected) throw error;
    const why = 'pull requests from forks and Dependabot get a read-only token';
    core.warning(`Could not comment on #${event.number}: ${why}. The findings are in the job summary and the outputs.`, { title: 'discovery-curator' });
    state.headline.push(`No comment was written: ${why}.`);
  }
}

async function syncComment(state: Run, event: Extract<ActionEvent, { kind: 'pull-request' }>, result: ReviewPlan): Promise<void> {
  const { inputs, api } = state;
  const marker = commentMarker(state.store.storePath);
  const findings = pullRequestFindings(result);
  const viewer = await api.viewerLogin();
  const comments = await api.listComments(event.number);
  const ours = comments.find((c) => c.body.startsWith(marker) && (viewer ? c.author === viewer : c.authorType === 'Bot'));
  const body = pullRequestComment(result, { ...state.render, header: inputs.commentHeader, headSha: event.headSha });
  if (!ours) {
    if (findings.length === 0) return;
    const created = await api.createComment(event.number, body);
    Object.assign(state.outputs, { commentOperation: 'created', commentUrl: created.url });
    core.info(`Commented on #${event.number}: ${created.url}`);
    return;
  }
  state.outputs.commentUrl = ours.url;
  if (stable(ours.body) === stable(body)) {
    core.info(`The comment on #${event.number} is up to date.`);
    return;
  }
  await api.updateComment(ours.id, body);
  state.outputs.commentOperation = findings.length === 0 ? 'resolved' : 'updated';
  core.info(`${findings.length === 0 ? 'Resolved' : 'Updated'} the comment on #${event.number}: ${ours.url}`);
}

/** A comment's text without the commit it was checked at, which changes on every push. */
function stable(body: string): string {
  return normalize(body).replace(/\[[0-9a-f]{7}\]\([^)]*\/commit\/[0-9a-f]{40}\)/g, '<commit>');
}
