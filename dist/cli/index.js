import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunks/chunk-RGLJ5POR.js";
import {
  contradictionChanges
} from "./chunks/chunk-YFPIBQG4.js";
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-RZRZIOM2.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-T3TA4LV2.js";
import {
  resolveContradictions
} from "./chunks/chunk-7XHFEY7S.js";
import {
  compareDiscoveries,
  findContradictions,
  findContradictionsWith
} from "./chunks/chunk-4I6MVRWF.js";
import "./chunks/chunk-XQXR5GK6.js";
import "./chunks/chunk-FS7D4CGB.js";
import "./chunks/chunk-DKRBY5OM.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-OZRZ5PBC.js";
import "./chunks/chunk-2NH5KYNN.js";
import "./chunks/chunk-OILZEQMD.js";
import "./chunks/chunk-2SSDQQ7B.js";
import "./chunks/chunk-I5APYJIA.js";
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
