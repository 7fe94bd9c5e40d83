import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-HLB2DAS6.js";
import "./chunk-MFXPGEVZ.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-4TJYOY3P.js";
import "./chunk-IJDM2NDQ.js";
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
