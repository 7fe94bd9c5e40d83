import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunks/chunk-P7AVADOV.js";
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence,
  contradictionChanges
} from "./chunks/chunk-PGXRO5CC.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-ZJNHZTK7.js";
import {
  resolveContradictions
} from "./chunks/chunk-7UHRMK4X.js";
import "./chunks/chunk-XQXR5GK6.js";
import {
  compareDiscoveries,
  findContradictions,
  findContradictionsWith
} from "./chunks/chunk-B6NDHLCI.js";
import "./chunks/chunk-FS7D4CGB.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-47OFSUWJ.js";
import "./chunks/chunk-BED3OMCO.js";
import "./chunks/chunk-OILZEQMD.js";
import "./chunks/chunk-PLPO5PBA.js";
export {
  DEFAULT_OUTDATED_OPTIONS,
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  applyPlanToSources,
  applySourcesPlan,
  buildPlan,
  checkSources,
  checkableLearnings,
  collectEvidence,
  compareDiscoveries,
  compareWithJudge,
  contradictionChanges,
  createHttpJudge,
  findContradictions,
  findContradictionsWith,
  judgeConfigFromEnv,
  loadSources,
  resolveContradictions,
  resolveOutdatedOptions
};
