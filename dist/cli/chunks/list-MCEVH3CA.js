import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-ATNVGMDC.js";
import "./chunk-TI7J3A25.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-EGZJ3SFQ.js";
import "./chunk-TZKJ6YS2.js";
import "./chunk-HJ2DZQB2.js";
import "./chunk-CJWJH4W6.js";
import "./chunk-KBVWAQ4I.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
