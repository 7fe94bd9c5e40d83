// How a person names a learning of any source on the command line: as findings
// show it. Its key (`.genome/memories/memories.jsonl#mem-7f3a`, what `check
// --json` and pending findings carry) always works; its bare id (`mem-7f3a`, what
// reports print first) works when one source alone has it.

import { UserError } from '../errors.js';
import type { Learning } from '../model/learning.js';

export function resolveLearning(name: string, learnings: readonly Learning[]): Learning {
  const byKey = learnings.find((l) => l.key === name);
  if (byKey) return byKey;
  const byId = learnings.filter((l) => l.id === name);
  if (byId.length === 1) return byId[0]!;
  if (byId.length > 1) {
    throw new UserError(`${name} is in ${byId.length} sources: ${byId.map((l) => l.source.path).join(', ')}`, { fix: `name it by its key, e.g. ${byId[0]!.key}` });
  }
  throw new UserError(`no learning ${name} in the project's store or any other source`, { fix: "see the ids 'discoveries check' reports, or the keys 'discoveries check --json' gives" });
}
