import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-CGUH5ZLD.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-3SF6HGBS.js";
import "./chunks/chunk-FS7D4CGB.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-KIYOD2U6.js";
import "./chunks/chunk-5DUHE7SN.js";
import "./chunks/chunk-OILZEQMD.js";
import "./chunks/chunk-PLPO5PBA.js";
export {
  DEFAULT_OUTDATED_OPTIONS,
  applyPlanToSources,
  applySourcesPlan,
  buildPlan,
  checkSources,
  checkableLearnings,
  collectEvidence,
  loadSources,
  resolveOutdatedOptions
};
