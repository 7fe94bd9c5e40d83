// The Action's only door into the core: build the review plan (the same one
// `discoveries check` builds) and apply it to a checkout (store + views), so the
// Action never re-implements detection or the store format.

import type { Policy, ReviewPlan } from '../src/plan/types.js';
import { ActionError } from './errors.js';

export interface PlanRequest {
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  /** null: the repository's config decides. */
  policy: Policy | null;
  /** `A..B` for a pull request's commits; null checks each active discovery from its own anchor. */
  range: string | null;
  storePath: string;
  markdownPath: string;
}

export interface ApplyRequest {
  /** A checkout (the temporary worktree of the review branch). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  now: Date;
  plan: ReviewPlan;
  storePath: string;
  markdownPath: string;
}

export async function buildPlan(request: PlanRequest): Promise<ReviewPlan> {
  void request;
  throw new ActionError('The review plan builder (src/plan/build.ts) is not in this build yet');
}

export async function applyPlan(request: ApplyRequest): Promise<void> {
  void request;
  throw new ActionError('Applying a plan to the store (src/store/) is not in this build yet');
}
