import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-3PXO3MZQ.js";
import "./chunk-S2EQXOGB.js";
import "./chunk-BA276C6F.js";
import "./chunk-B2I27YKU.js";
import "./chunk-T2ZFIKJC.js";
import "./chunk-RT75XREI.js";
import "./chunk-UX6J5GEH.js";
import "./chunk-QF6Q4YVE.js";
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
