import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
} from "./chunk-D7TNO5VN.js";
import "./chunk-YGODBVXM.js";
import "./chunk-OT6L5PDU.js";
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
  FORMAT_LABEL,
  emptyMessage,
  formatSourceFindings,
  formatSources,
  help,
  run
};
