import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-XMYREXXT.js";
import "./chunk-XLXXHH7E.js";
import "./chunk-HSWZZQY7.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-D72KGCVQ.js";
import "./chunk-CCH74VDW.js";
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
