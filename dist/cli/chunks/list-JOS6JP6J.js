import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-5DFFGWEO.js";
import "./chunk-SGDFB36P.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-CWRWLFQT.js";
import "./chunk-OWYITTI2.js";
import "./chunk-HJ2DZQB2.js";
import "./chunk-ULSV5MTI.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
