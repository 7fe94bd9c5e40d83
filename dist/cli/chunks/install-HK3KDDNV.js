import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-KI7CQBEZ.js";
import "./chunk-4TOO2XST.js";
import "./chunk-YM5WUUTG.js";
import "./chunk-DI7VOVD7.js";
import "./chunk-2EMUDVLH.js";
import "./chunk-RT75XREI.js";
import "./chunk-TLPN7PQK.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-NMJW7KPD.js";
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
