import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-PNVYT7BN.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-NBOCKV4L.js";
import "./chunk-BRTSBXRM.js";
import "./chunk-QJU3IJ5R.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
