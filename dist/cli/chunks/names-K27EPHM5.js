import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";

// src/sources/names.ts
function resolveLearning(name, learnings) {
  const byKey = learnings.find((l) => l.key === name);
  if (byKey) return byKey;
  const byId = learnings.filter((l) => l.id === name);
  if (byId.length === 1) return byId[0];
  if (byId.length > 1) {
    throw new UserError(`${name} is in ${byId.length} sources: ${byId.map((l) => l.source.path).join(", ")}`, { fix: `name it by its key, e.g. ${byId[0].key}` });
  }
  throw new UserError(`no learning ${name} in the project's store or any other source`, { fix: "see the ids 'discoveries check' reports, or the keys 'discoveries check --json' gives" });
}
export {
  resolveLearning
};
