import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  JUDGE_PROMPT_VERSION,
  JudgeCache,
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunks/chunk-5HTB6K5J.js";
import {
  contradictionChanges
} from "./chunks/chunk-VIXFJHF5.js";
import {
  applySourcesPlan,
  buildPlan,
  checkSources,
  collectEvidence
} from "./chunks/chunk-MSFZJPIZ.js";
import {
  applyPlanToSources,
  checkableLearnings,
  loadSources
} from "./chunks/chunk-JJ2DNQ5C.js";
import "./chunks/chunk-7YVM5CLZ.js";
import {
  resolveContradictions
} from "./chunks/chunk-4S4SWZ7N.js";
import {
  compareDiscoveries,
  findContradictions,
  findContradictionsWith
} from "./chunks/chunk-VAAXYN7T.js";
import "./chunks/chunk-HSQBMDLJ.js";
import "./chunks/chunk-QF6Q4YVE.js";
import "./chunks/chunk-7UJ5HRSX.js";
import "./chunks/chunk-DKRBY5OM.js";
import {
  DEFAULT_OUTDATED_OPTIONS,
  resolveOutdatedOptions
} from "./chunks/chunk-KBGVVVJY.js";
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
