import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunks/chunk-II645HNF.js";
import {
  contradictionChanges
} from "./chunks/chunk-U4JAYJ3X.js";
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-Y6OTBJW5.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-YGODBVXM.js";
import {
  resolveContradictions
} from "./chunks/chunk-7FZWLE2D.js";
import {
  compareDiscoveries,
  findContradictions,
  findContradictionsWith
} from "./chunks/chunk-AUOKBN47.js";
import "./chunks/chunk-XQXR5GK6.js";
import "./chunks/chunk-FS7D4CGB.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-HOUQ3E65.js";
import "./chunks/chunk-POYSTQWO.js";
import "./chunks/chunk-OILZEQMD.js";
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
