// Discovery signals in agent output (seed 001 "Discovery Signals", seed 000
// "Learning Signals"):
//   <axiom>DISCOVERY_LOCAL:…</axiom>   <axiom>DISCOVERY_GLOBAL:…</axiom>
//   <swarm>LEARNING_LOCAL:…</swarm>    <swarm>LEARNING_GLOBAL:…</swarm>
// Signals may span lines. Transcripts are often JSON (one event per line, text in
// escaped strings); those are decoded first so a signal inside "…\n…" is found too.

import type { Scope } from './model/discovery.js';

export interface Signal {
  scope: Scope;
  content: string;
  /** Which family the signal came in. */
  form: 'axiom' | 'swarm';
  /** Character offset in the scanned text, for ordering. */
  offset: number;
}

export const MAX_SIGNAL_LENGTH = 4000;

const SIGNAL = /<(axiom|swarm)>\s*(DISCOVERY|LEARNING)_(LOCAL|GLOBAL)\s*:([\s\S]*?)<\/\1>/g;

/** Text that only shows the signal format (documentation, templates) rather than a discovery. */
function isPlaceholder(content: string): boolean {
  return (
    content === '' ||
    /^\.{3}$|^…$/.test(content) ||
    /^[{<[]\s*[\w\s.-]*\s*[}>\]]$/.test(content) // {content}, <text>, [learning]
  );
}

/** Collapses the whitespace of a signal that spanned lines into single spaces. */
export function normaliseContent(content: string): string {
  return content.replace(/\s+/g, ' ').trim();
}

export function extractSignals(text: string): Signal[] {
  const decoded = decodeJsonTranscript(text);
  const signals: Signal[] = [];
  for (const match of decoded.matchAll(SIGNAL)) {
    const [, tag, kind, scope, body] = match;
    // <axiom> carries DISCOVERY_*, <swarm> carries LEARNING_*; accept both in either, as agents mix them.
    void kind;
    const content = normaliseContent(body ?? '');
    // An unclosed tag in prose can reach a closing tag far away; no discovery is that long.
    if (isPlaceholder(content) || content.length > MAX_SIGNAL_LENGTH) continue;
    signals.push({
      scope: scope === 'LOCAL' ? 'local' : 'global',
      content,
      form: tag === 'swarm' ? 'swarm' : 'axiom',
      offset: match.index ?? 0,
    });
  }
  return signals;
}

/** Keys under which transcript formats keep what the agent wrote (Claude Code stream-json, OpenAI-style logs). */
const TEXT_KEYS = new Set(['text', 'content', 'result', 'message', 'output', 'completion', 'body']);

/**
 * When most non-empty lines are JSON, returns the text values (depth-first, in
 * order, joined with nothing so streamed deltas rejoin) with escapes decoded.
 * Otherwise returns the text unchanged.
 */
export function decodeJsonTranscript(text: string): string {
  if (!/<\/(axiom|swarm)>/.test(text)) return text;
  const lines = text.split('\n');
  let json = 0;
  let nonEmpty = 0;
  const parts: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    nonEmpty++;
    if (trimmed[0] !== '{' && trimmed[0] !== '[') {
      parts.push(`${line}\n`);
      continue;
    }
    try {
      const value: unknown = JSON.parse(trimmed);
      json++;
      collectText(value, false, parts);
    } catch {
      parts.push(`${line}\n`);
    }
  }
  if (json === 0 || json * 2 < nonEmpty) return text;
  return parts.join('');
}

function collectText(value: unknown, underTextKey: boolean, out: string[]): void {
  if (typeof value === 'string') {
    if (underTextKey) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, underTextKey, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectText(item, TEXT_KEYS.has(key), out);
  }
}
