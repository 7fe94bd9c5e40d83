import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-MVDCHZVZ.js";
import "./chunk-LDJ5MFLW.js";
import "./chunk-FDNMU7JF.js";
import "./chunk-Z75GQ6WG.js";
import "./chunk-CRFBENK5.js";
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
