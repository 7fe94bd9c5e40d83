import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
} from "./chunk-JRPV3MDZ.js";
import "./chunk-2EMUDVLH.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-TLPN7PQK.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-4MYEGCGD.js";
import "./chunk-NMJW7KPD.js";
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
