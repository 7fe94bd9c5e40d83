import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-KTXW3HXQ.js";
import "./chunk-H3YTSVRN.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-VNKIYYLA.js";
import "./chunk-D2YRNC7C.js";
import "./chunk-BED3OMCO.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
