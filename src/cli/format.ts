// How discoveries look in terminal output.

import type { Discovery } from '../model/discovery.js';
import type { Learning } from '../model/learning.js';
import { categoryOf } from '../views.js';
import type { Painter } from './io.js';

export function statusColour(paint: Painter, status: string): string {
  switch (status) {
    case 'active':
      return paint.green(status);
    case 'outdated':
      return paint.yellow(status);
    case 'deleted':
      return paint.red(status);
    default:
      return paint.dim(status);
  }
}

function pad(text: string, coloured: string, width: number): string {
  return coloured + ' '.repeat(Math.max(0, width - text.length));
}

/** One line: id, status, scope, impact, category, content (truncated to the terminal). */
export function discoveryRow(d: Discovery, paint: Painter, width = 120): string {
  const head = `${pad(d.id, paint.bold(d.id), 9)} ${pad(d.status, statusColour(paint, d.status), 8)} ${d.metadata.scope.padEnd(6)} ${d.metadata.impact.padEnd(8)} ${categoryOf(d).padEnd(12)} `;
  const plainHeadLength = 9 + 1 + 8 + 1 + 6 + 1 + 8 + 1 + 12 + 1;
  const room = Math.max(20, width - plainHeadLength);
  const text = d.content.replace(/\s+/g, ' ').trim();
  return head + (text.length > room ? `${text.slice(0, room - 1)}…` : text);
}

/** Every field a person would ask about, one per line. */
export function discoveryDetail(d: Discovery, paint: Painter, line: number | null, file: string): string {
  const m = d.metadata;
  const rows: Array<[string, unknown]> = [
    ['status', statusColour(paint, d.status)],
    ['scope', m.scope],
    ['impact', m.impact],
    ['category', categoryOf(d)],
    ['task', m.sourceTaskId ?? d.parentId],
    ['agent', m.sourceAgentId],
    ['created', d.createdAt],
    ['updated', d.updatedAt],
    ['validated', m.validated ? `yes (${m.validatedAt ?? 'unknown time'})` : 'no'],
    ['anchored at', m.anchorCommit],
    ['applied to', m.appliedTo?.length ? m.appliedTo.join(', ') : null],
    ['superseded by', m.supersededBy],
    ['conflicts with', m.conflictsWith?.length ? m.conflictsWith.join(', ') : null],
    ['compatible with', m.compatibleWith?.length ? m.compatibleWith.join(', ') : null],
    ['outdated', m.outdatedReason ? `${m.outdatedReason}${m.outdatedCommit ? ` (${m.outdatedCommit.slice(0, 12)})` : ''}` : null],
    ['archived', m.archivedAt ? `${m.archivedAt} (${m.archivedReason ?? 'manual'})` : null],
    ['resurrected', m.resurrectedAt ? `${m.resurrectedAt} by ${m.resurrectedBy ?? 'user'}` : null],
    ['deleted', m.deletedAt ?? null],
    ['stored at', line ? `${file}:${line}` : file],
  ];
  return detailBlock(d.id, d.content, rows, paint);
}

/** What every source can say about a learning, one field per line, for a learning that is not a discovery of the project's store. */
export function learningDetail(l: Learning, paint: Painter): string {
  const rows: Array<[string, unknown]> = [
    ['status', statusColour(paint, l.status)],
    ['source', `${l.source.kind}${l.readOnly ? ' (read-only)' : ''}`],
    ['scope', l.scope],
    ['impact', l.impact],
    ['created', l.createdAt],
    ['validated', l.validated ? 'yes' : 'no'],
    ['anchored at', l.anchorCommit],
    ['compatible with', l.compatibleWith?.length ? l.compatibleWith.join(', ') : null],
    ['outdated', l.outdatedAt ?? null],
    ['key', l.key],
    ['stored at', l.line ? `${l.source.path}:${l.line}` : l.source.path],
  ];
  return detailBlock(l.id, l.content, rows, paint);
}

/** The id and text, then the fields that have a value, one per line, their names aligned. */
function detailBlock(id: string, content: string, rows: ReadonlyArray<[string, unknown]>, paint: Painter): string {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  const width = Math.max(...shown.map(([k]) => k.length));
  return [`${paint.bold(id)}  ${content}`, '', ...shown.map(([k, v]) => `  ${k.padEnd(width)}  ${String(v)}`)].join('\n');
}
