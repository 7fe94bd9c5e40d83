import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  contradictionChanges,
  contradictionChangesFor
} from "./chunk-SMPAEOAC.js";
import "./chunk-42X5QNQ4.js";
import "./chunk-3LGV7FVX.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  contradictionChanges,
  contradictionChangesFor
};
