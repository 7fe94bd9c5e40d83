import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-TWTUIKCX.js";
import "./chunk-2SCZKKL7.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-ASJIBGNI.js";
import "./chunk-OZRZ5PBC.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
