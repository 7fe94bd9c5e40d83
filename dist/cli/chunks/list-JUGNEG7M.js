import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  help,
  parseStatuses,
  run
} from "./chunk-GPA2XJ5Y.js";
import "./chunk-G7RGN3YI.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-CFVHOFRA.js";
import "./chunk-E5AYRYE3.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  help,
  parseStatuses,
  run
};
