import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-TJISARJH.js";
import "./chunk-2MESM2Y4.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-4NMII3ZK.js";
import "./chunk-RGGEZIPM.js";
import "./chunk-POYSTQWO.js";
import "./chunk-OILZEQMD.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
