import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  contradictionChanges,
  contradictionChangesFor
} from "./chunk-2OFBYMUJ.js";
import "./chunk-K4OUVBLR.js";
import "./chunk-AHQCPGNG.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  contradictionChanges,
  contradictionChangesFor
};
