import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  contradictionChanges,
  contradictionChangesFor
} from "./chunk-BEBJJPCM.js";
import "./chunk-QJF4OE63.js";
import "./chunk-UH6NRG37.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";
export {
  contradictionChanges,
  contradictionChangesFor
};
