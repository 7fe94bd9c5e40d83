// What an agent is given before it works (seed 001, "Discovery Injection"):
// active global discoveries, then the agent's own active local ones.

import type { Discovery } from './model/discovery.js';
import { compareIds } from './model/ids.js';

function oldestFirst(a: Discovery, b: Discovery): number {
  if (a.createdAt !== b.createdAt) return (a.createdAt ?? '') < (b.createdAt ?? '') ? -1 : 1;
  return compareIds(a.id, b.id);
}

/** Seed's GetInjectableDiscoveries: globals first, then this agent's locals; only active ones. */
export function injectableDiscoveries(discoveries: Discovery[], agentId: string): Discovery[] {
  const active = discoveries.filter((d) => d.status === 'active').sort(oldestFirst);
  return [
    ...active.filter((d) => d.metadata.scope === 'global'),
    ...active.filter((d) => d.metadata.scope === 'local' && d.metadata.sourceAgentId === agentId),
  ];
}

function list(items: Discovery[]): string {
  return items.length === 0 ? '_None._' : items.map((d) => `- [${d.id}] ${d.content.replace(/\s+/g, ' ').trim()}`).join('\n');
}

/** The seed's prompt template. */
export function renderPrompt(discoveries: Discovery[], agentId: string): string {
  const injected = injectableDiscoveries(discoveries, agentId);
  const globals = injected.filter((d) => d.metadata.scope === 'global');
  const locals = injected.filter((d) => d.metadata.scope === 'local');
  return `# Project Discoveries (Global)\n\n${list(globals)}\n\n# Your Discoveries (Local)\n\n${list(locals)}\n`;
}
