import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-JUP6W43M.js";
import "./chunk-6V3FBODP.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-TRUSONJJ.js";
import "./chunk-BRTSBXRM.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
