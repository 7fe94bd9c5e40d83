import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
} from "./chunk-POZVO77F.js";
import "./chunk-3SF6HGBS.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-OT6L5PDU.js";
import "./chunk-LNJKNKGU.js";
import "./chunk-KIYOD2U6.js";
import "./chunk-5DUHE7SN.js";
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
