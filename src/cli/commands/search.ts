import { UsageError } from '../../errors.js';
import { searchDiscoveries } from '../../search.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { discoveryRow } from '../format.js';
import { painter, useColor } from '../io.js';
import { openProject, readStore, STORE_OPTION } from '../project.js';
import { parseStatuses } from './list.js';

export const help = `discoveries search: find discoveries by keywords.

Usage: discoveries search QUERY [--limit N] [--status S[,S…]|all] [--json]

Deterministic keyword recall (no model): words are matched by stem, rarer words
count more, and the exact phrase ranks first. Searches active discoveries unless
--status says otherwise.

Example:
  discoveries search "retry backoff"
`;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'search',
    args,
    { limit: { type: 'string' }, status: { type: 'string' }, json: { type: 'boolean' }, ...STORE_OPTION },
    { min: 1, names: 'a query' },
  );
  const limit = values.limit === undefined ? 10 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`search: --limit must be a whole number ≥ 1 (got '${values.limit}')`);
  const statuses = parseStatuses(values.status, ['active']);
  const project = await openProject(io, values.store);
  const pool = readStore(project).discoveries().filter((d) => statuses.has(d.status));
  const hits = searchDiscoveries(pool, positionals.join(' '), limit);
  if (values.json) {
    io.stdout.write(`${JSON.stringify(hits.map((h) => ({ score: h.score, matched: h.matched, discovery: h.discovery })), null, 2)}\n`);
    return 0;
  }
  const paint = painter(useColor(io.stdout, io.env));
  for (const h of hits) io.stdout.write(`${paint.dim(h.score.toFixed(2).padStart(6))}  ${discoveryRow(h.discovery, paint)}\n`);
  if (hits.length === 0) io.stdout.write('No discoveries match.\n');
  return 0;
}
