import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-LOSUSVIY.js";
import "./chunk-EQWTGUEQ.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-LNJKNKGU.js";
import "./chunk-KIYOD2U6.js";
import "./chunk-5DUHE7SN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
