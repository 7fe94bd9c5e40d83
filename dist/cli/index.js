import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunks/chunk-K5DBMMTB.js";
import {
  contradictionChanges
} from "./chunks/chunk-45Z5HFP6.js";
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-AIU4FH3X.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-BTTXINH3.js";
import {
  resolveContradictions
} from "./chunks/chunk-Q3LT5OXE.js";
import {
  compareDiscoveries,
  findContradictions,
  findContradictionsWith
} from "./chunks/chunk-Y4GK6GQS.js";
import "./chunks/chunk-XQXR5GK6.js";
import "./chunks/chunk-FS7D4CGB.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-RGGEZIPM.js";
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
