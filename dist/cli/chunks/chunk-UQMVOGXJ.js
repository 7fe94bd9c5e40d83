import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  compareIds
} from "./chunk-2NH5KYNN.js";

// src/prompt.ts
function oldestFirst(a, b) {
  if (a.createdAt !== b.createdAt) return (a.createdAt ?? "") < (b.createdAt ?? "") ? -1 : 1;
  return compareIds(a.id, b.id);
}
function injectableDiscoveries(discoveries, agentId) {
  const active = discoveries.filter((d) => d.status === "active").sort(oldestFirst);
  return [
    ...active.filter((d) => d.metadata.scope === "global"),
    ...active.filter((d) => d.metadata.scope === "local" && d.metadata.sourceAgentId === agentId)
  ];
}
function list(items) {
  return items.length === 0 ? "_None._" : items.map((d) => `- [${d.id}] ${d.content.replace(/\s+/g, " ").trim()}`).join("\n");
}
function renderPrompt(discoveries, agentId) {
  const injected = injectableDiscoveries(discoveries, agentId);
  const globals = injected.filter((d) => d.metadata.scope === "global");
  const locals = injected.filter((d) => d.metadata.scope === "local");
  return `# Project Discoveries (Global)

${list(globals)}

# Your Discoveries (Local)

${list(locals)}
`;
}

export {
  injectableDiscoveries,
  renderPrompt
};
