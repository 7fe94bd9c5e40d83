import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  contradictionChanges,
  contradictionChangesFor
} from "./chunk-Z5VDKHIE.js";
import "./chunk-M74LGFIS.js";
import "./chunk-SJ273KAP.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  contradictionChanges,
  contradictionChangesFor
};
