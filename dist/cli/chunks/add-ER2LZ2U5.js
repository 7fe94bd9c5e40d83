import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-2ELYPEEU.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-TRUSONJJ.js";
import "./chunk-BRTSBXRM.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
