import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-PAAVVBJ6.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-CWRWLFQT.js";
import "./chunk-OWYITTI2.js";
import "./chunk-HJ2DZQB2.js";
import "./chunk-ULSV5MTI.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
