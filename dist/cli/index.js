import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-U6DHQWVO.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-XRC2N7W6.js";
import "./chunks/chunk-FS7D4CGB.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-3BCPAZ6T.js";
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
