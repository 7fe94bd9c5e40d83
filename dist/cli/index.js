import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunks/chunk-GUPTJF73.js";
import {
  contradictionChanges
} from "./chunks/chunk-WYAG3SFD.js";
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-IOKBOIN7.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-NKM4OWEV.js";
import "./chunks/chunk-WSOSF2SI.js";
import {
  resolveContradictions
} from "./chunks/chunk-HNKC4KPW.js";
import {
  compareDiscoveries,
  findContradictions,
  findContradictionsWith
} from "./chunks/chunk-QWBFSEWJ.js";
import "./chunks/chunk-HSQBMDLJ.js";
import "./chunks/chunk-QF6Q4YVE.js";
import "./chunks/chunk-7UJ5HRSX.js";
import "./chunks/chunk-DKRBY5OM.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-LV62HYMS.js";
import "./chunks/chunk-2NH5KYNN.js";
import "./chunks/chunk-OILZEQMD.js";
import "./chunks/chunk-2SSDQQ7B.js";
import "./chunks/chunk-JK46EHK2.js";
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
