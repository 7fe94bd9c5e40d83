import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-RFEIW4TR.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-Q3LT5OXE.js";
import "./chunk-Y4GK6GQS.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-4NMII3ZK.js";
import "./chunk-RGGEZIPM.js";
import "./chunk-POYSTQWO.js";
import "./chunk-OILZEQMD.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
