import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_STORE,
  displayPath,
  findProjectRoot,
  insideRoot,
  storePaths
} from "./chunk-ULSV5MTI.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  DEFAULT_STORE,
  displayPath,
  findProjectRoot,
  insideRoot,
  storePaths
};
