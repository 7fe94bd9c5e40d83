import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  contradictionChanges,
  contradictionChangesFor
} from "./chunk-PT7DXF3G.js";
import "./chunk-UWPRKHS7.js";
import "./chunk-E5ONTXXO.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  contradictionChanges,
  contradictionChangesFor
};
