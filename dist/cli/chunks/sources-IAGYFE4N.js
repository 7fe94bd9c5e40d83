import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
} from "./chunk-AO3WQEZD.js";
import "./chunk-ZJNHZTK7.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-HAWGHBVA.js";
import "./chunk-47OFSUWJ.js";
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
