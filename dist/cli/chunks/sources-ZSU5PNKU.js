import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
} from "./chunk-HZXLTXHQ.js";
import "./chunk-2TOI45K4.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-VNKIYYLA.js";
import "./chunk-D2YRNC7C.js";
import "./chunk-BED3OMCO.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
};
