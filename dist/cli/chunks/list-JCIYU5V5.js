import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-EDVGIH3Y.js";
import "./chunk-7IG4SGMN.js";
import "./chunk-HSWZZQY7.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-MXQ5SG3X.js";
import "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
