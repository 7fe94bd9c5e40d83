// Seed 001's "Discovery Metrics" table, computed from the store.

import { IMPACTS, STATUSES, type Discovery, type Impact, type Status } from './model/discovery.js';
import { injectableDiscoveries } from './prompt.js';

export interface DiscoveryStats {
  total: number;
  byStatus: Record<Status, number>;
  byScope: { local: number; global: number };
  duplicatesPrevented: number;
  /** Tasks that produced discoveries, most productive first. */
  sourceTasks: Array<{ taskId: string; count: number }>;
  /** Discoveries a prompt injects (active globals + the agent's active locals), per agent and on average. */
  injection: { globalActive: number; agents: Array<{ agentId: string; injected: number }>; averagePerPrompt: number };
  byImpact: Record<Impact, number>;
  /** Share of discoveries with validated: true (0–1). */
  validationRate: number;
  /** Share of discoveries with status outdated (0–1). */
  outdatedRate: number;
}

export function computeStats(discoveries: Discovery[], duplicatesPrevented: number): DiscoveryStats {
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  const byImpact = Object.fromEntries(IMPACTS.map((i) => [i, 0])) as Record<Impact, number>;
  const byScope = { local: 0, global: 0 };
  const tasks = new Map<string, number>();
  const agents = new Set<string>();
  let validated = 0;
  for (const d of discoveries) {
    byStatus[d.status]++;
    byScope[d.metadata.scope]++;
    if (d.metadata.impact in byImpact) byImpact[d.metadata.impact]++;
    if (d.metadata.validated === true) validated++;
    const task = d.metadata.sourceTaskId ?? d.parentId;
    if (task) tasks.set(task, (tasks.get(task) ?? 0) + 1);
    if (d.metadata.sourceAgentId) agents.add(d.metadata.sourceAgentId);
  }
  const total = discoveries.length;
  const globalActive = discoveries.filter((d) => d.metadata.scope === 'global' && d.status === 'active').length;
  const perAgent = [...agents].sort().map((agentId) => ({ agentId, injected: injectableDiscoveries(discoveries, agentId).length }));
  const average = perAgent.length > 0 ? perAgent.reduce((sum, a) => sum + a.injected, 0) / perAgent.length : globalActive;
  const rate = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 10_000) / 10_000);
  return {
    total,
    byStatus,
    byScope,
    duplicatesPrevented,
    sourceTasks: [...tasks.entries()].map(([taskId, count]) => ({ taskId, count })).sort((a, b) => b.count - a.count || (a.taskId < b.taskId ? -1 : 1)),
    injection: { globalActive, agents: perAgent, averagePerPrompt: Math.round(average * 100) / 100 },
    byImpact,
    validationRate: rate(validated),
    outdatedRate: rate(byStatus.outdated),
  };
}
