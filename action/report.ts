// What the run leaves behind in the workflow: step outputs, warning annotations
// on the store's lines (capped, as GitHub shows only a few per step), and the job
// summary.

import * as core from '@actions/core';
import type { PlanChange } from '../src/plan/types.js';
import { changeLabel } from './render.js';

export type PullRequestOperation = 'created' | 'updated' | 'closed' | 'none';
export type CommentOperation = 'created' | 'updated' | 'resolved' | 'none';

export interface RunOutputs {
  pullRequestNumber: number | null;
  pullRequestUrl: string | null;
  pullRequestOperation: PullRequestOperation;
  commentOperation: CommentOperation;
  commentUrl: string | null;
  outdatedIds: string[];
}

export function emptyOutputs(): RunOutputs {
  return { pullRequestNumber: null, pullRequestUrl: null, pullRequestOperation: 'none', commentOperation: 'none', commentUrl: null, outdatedIds: [] };
}

export function setOutputs(outputs: RunOutputs): void {
  core.setOutput('pull-request-number', outputs.pullRequestNumber === null ? '' : String(outputs.pullRequestNumber));
  core.setOutput('pull-request-url', outputs.pullRequestUrl ?? '');
  core.setOutput('pull-request-operation', outputs.pullRequestOperation);
  core.setOutput('comment-operation', outputs.commentOperation);
  core.setOutput('comment-url', outputs.commentUrl ?? '');
  core.setOutput('outdated-count', String(outputs.outdatedIds.length));
  core.setOutput('outdated-ids', JSON.stringify(outputs.outdatedIds));
}

/** GitHub shows ten warnings per step; the tenth says where the rest are. */
export const MAX_ANNOTATIONS = 10;

const TITLES: Record<PlanChange['action'], string> = {
  outdate: 'is outdated',
  supersede: 'is superseded',
  rewrite: 'names a moved path',
  archive: 'is archived',
  link: 'conflicts with another',
  review: 'may be outdated',
};

export function annotate(changes: PlanChange[]): void {
  const shown = changes.length > MAX_ANNOTATIONS ? changes.slice(0, MAX_ANNOTATIONS - 1) : changes;
  for (const change of shown) {
    core.warning(`${change.id} ${changeLabel(change)}: ${change.reason}`, {
      title: `Discovery ${change.id} ${TITLES[change.action]}`,
      file: change.source.path,
      startLine: change.line ?? undefined,
    });
  }
  if (shown.length < changes.length) {
    const first = changes[0]!;
    core.warning(`${changes.length - shown.length} more in the summary`, { title: 'More discoveries', file: first.source.path });
  }
}

export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(markdown, true).write();
}
