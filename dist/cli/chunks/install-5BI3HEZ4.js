import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-ZNXGGXZK.js";
import "./chunk-B66EDONT.js";
import "./chunk-NWMV5LAN.js";
import "./chunk-MRQBF5SQ.js";
import "./chunk-5P3FLSQQ.js";
import "./chunk-H3LFMUL3.js";
import "./chunk-HSQBMDLJ.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-7UJ5HRSX.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-CCH74VDW.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";
export {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
};
