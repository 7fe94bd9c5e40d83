import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
} from "./chunk-WL6KWVCZ.js";
import "./chunk-BTTXINH3.js";
import "./chunk-OT6L5PDU.js";
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
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
};
