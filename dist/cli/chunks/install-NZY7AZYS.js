import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-RUEI2XPB.js";
import "./chunk-PBCMPAOI.js";
import "./chunk-QMLEAOC3.js";
import "./chunk-NYK3D2TJ.js";
import "./chunk-I6DTTRX5.js";
import "./chunk-RT75XREI.js";
import "./chunk-7MAGK75J.js";
import "./chunk-ZIJKWHHK.js";
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
