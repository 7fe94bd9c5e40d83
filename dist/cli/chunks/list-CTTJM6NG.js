import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-27V5T565.js";
import "./chunk-4AJ2ZOIX.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-NBOCKV4L.js";
import "./chunk-BRTSBXRM.js";
import "./chunk-QJU3IJ5R.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
