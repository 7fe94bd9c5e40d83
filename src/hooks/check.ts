// The check a hook runs: the review plan `discoveries check --range base..head`
// builds (planForStore), computed without writing anything, and the path
// mentions and hub files the path index is built from. Hooks never detect on
// their own; this module is the one place they reach the detectors.

import type { Config } from '../config.js';
import { extractPathMentions } from '../anchors/paths.js';
import { hubMatcher as outdatedHubMatcher } from '../outdated/options.js';
import { planForStore } from '../plan/for-store.js';
import type { ReviewPlan } from '../plan/types.js';
import type { DiscoveryStore } from '../store/discovery-store.js';
import type { StorePaths } from '../store/paths.js';
import type { Mention } from './path-index.js';

export interface RangeCheckInput {
  /** Top of the work tree. */
  workTree: string;
  env: NodeJS.ProcessEnv;
  paths: StorePaths;
  config: Config;
  store: DiscoveryStore;
  /** `base..head`; base null: all of head's history (each discovery from its anchor). */
  base: string | null;
  head: string;
  now: Date;
  /** Only these discoveries (ids); all when absent. */
  only?: ReadonlySet<string>;
}

export function planForRange(input: RangeCheckInput): Promise<ReviewPlan> {
  return planForStore({
    gitRoot: input.workTree,
    projectRoot: input.paths.root,
    store: input.store,
    config: input.config,
    env: input.env,
    range: input.base ? `${input.base}..${input.head}` : null,
    now: input.now,
    only: input.only,
  });
}

/** Path mentions in a discovery's text, as the outdated detector reads them. */
export function mentionsOf(content: string): Mention[] {
  return extractPathMentions(content).map((m) => ({ path: m.path, kind: m.kind }));
}

/** Files changes to which are never evidence on their own (config `check.hubFiles`). */
export function hubMatcher(patterns: readonly string[]): (path: string) => boolean {
  return outdatedHubMatcher(patterns);
}
