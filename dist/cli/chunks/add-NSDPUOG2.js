import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-4ECBU3NT.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-7FZWLE2D.js";
import "./chunk-AUOKBN47.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-FAWPF5HF.js";
import "./chunk-HOUQ3E65.js";
import "./chunk-POYSTQWO.js";
import "./chunk-OILZEQMD.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
