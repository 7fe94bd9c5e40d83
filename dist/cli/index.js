import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  buildPlan,
  collectEvidence
} from "./chunks/chunk-5KMANXED.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-QJU3IJ5R.js";
import "./chunks/chunk-OILZEQMD.js";
import "./chunks/chunk-PLPO5PBA.js";
export {
  DEFAULT_OUTDATED_OPTIONS,
  buildPlan,
  collectEvidence,
  resolveOutdatedOptions
};
