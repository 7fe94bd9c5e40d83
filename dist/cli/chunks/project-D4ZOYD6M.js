import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject,
  projectWithDefaults,
  readStore,
  rel
} from "./chunk-EGZJ3SFQ.js";
import "./chunk-TZKJ6YS2.js";
import "./chunk-HJ2DZQB2.js";
import "./chunk-CJWJH4W6.js";
import "./chunk-KBVWAQ4I.js";
import "./chunk-OILZEQMD.js";
import "./chunk-PLPO5PBA.js";
export {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject,
  projectWithDefaults,
  readStore,
  rel
};
