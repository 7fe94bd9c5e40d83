import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-7CIWQNP3.js";
import "./chunk-G47LFP3I.js";
import "./chunk-GOBVL37H.js";
import "./chunk-ARDXYDPE.js";
import "./chunk-5P3FLSQQ.js";
import "./chunk-RT75XREI.js";
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
