import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-QOYR5XRF.js";
import "./chunk-3BJLSETJ.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-RXT5AQZQ.js";
import "./chunk-4KFMR35T.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
