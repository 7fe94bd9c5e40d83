import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-POGUHVMR.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-K3PU2ES2.js";
import "./chunk-3XWLHAK4.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-EUJXNDCL.js";
import "./chunk-A46Y2ENP.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-I5APYJIA.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
