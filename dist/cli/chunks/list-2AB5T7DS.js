import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-5RP7C4RP.js";
import "./chunk-R6ZEEUU6.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-FAWPF5HF.js";
import "./chunk-HOUQ3E65.js";
import "./chunk-POYSTQWO.js";
import "./chunk-OILZEQMD.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
