import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-J2MBTE74.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-7XHFEY7S.js";
import "./chunk-4I6MVRWF.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-ASJIBGNI.js";
import "./chunk-OZRZ5PBC.js";
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
