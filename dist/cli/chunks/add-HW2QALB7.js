import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-Q2WCK5MR.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-O6KFPGZC.js";
import "./chunk-RO6FHRMO.js";
import "./chunk-TLPN7PQK.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-4MYEGCGD.js";
import "./chunk-NMJW7KPD.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
