import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  contradictionChanges,
  contradictionChangesFor
} from "./chunk-45Z5HFP6.js";
import "./chunk-Q3LT5OXE.js";
import "./chunk-Y4GK6GQS.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  contradictionChanges,
  contradictionChangesFor
};
