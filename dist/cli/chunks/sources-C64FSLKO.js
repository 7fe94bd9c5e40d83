import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
} from "./chunk-CGE4YKIU.js";
import "./chunk-T2ZFIKJC.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-UX6J5GEH.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-D72KGCVQ.js";
import "./chunk-CCH74VDW.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";
export {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
};
