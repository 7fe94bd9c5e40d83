import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunks/chunk-3PDO5GMI.js";
import {
  contradictionChanges
} from "./chunks/chunk-ZXLLI5RU.js";
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-NYK3D2TJ.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-I6DTTRX5.js";
import {
  resolveContradictions
} from "./chunks/chunk-YZWMKCLI.js";
import {
  compareDiscoveries,
  findContradictions,
  findContradictionsWith
} from "./chunks/chunk-3KHQQ3OX.js";
import "./chunks/chunk-7MAGK75J.js";
import "./chunks/chunk-ZIJKWHHK.js";
import "./chunks/chunk-DKRBY5OM.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-NMJW7KPD.js";
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
