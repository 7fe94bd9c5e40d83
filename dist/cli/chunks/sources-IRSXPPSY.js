import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applyPlanToSources,
  checkableLearnings,
  keepInSources,
  loadSources,
  sourceChanges
} from "./chunk-NKM4OWEV.js";
import "./chunk-HSQBMDLJ.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-7UJ5HRSX.js";
import "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";
export {
  applyPlanToSources,
  checkableLearnings,
  keepInSources,
  loadSources,
  sourceChanges
};
