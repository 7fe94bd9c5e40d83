import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  STORE_OPTION,
  changeStore,
  currentCommit,
  openProject,
  projectWithDefaults,
  readStore,
  rel
} from "./chunk-CWRWLFQT.js";
import "./chunk-OWYITTI2.js";
import "./chunk-HJ2DZQB2.js";
import "./chunk-ULSV5MTI.js";
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
