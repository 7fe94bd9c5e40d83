import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_STORE,
  displayPath,
  findProjectRoot,
  insideRoot,
  storePaths
} from "./chunk-CJWJH4W6.js";
import "./chunk-KBVWAQ4I.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  DEFAULT_STORE,
  displayPath,
  findProjectRoot,
  insideRoot,
  storePaths
};
