import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-MY5NTFLC.js";
import "./chunk-DB3GAA5L.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-REHGMJMU.js";
import "./chunk-3BCPAZ6T.js";
import "./chunk-5DUHE7SN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
