import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-LDC7Y57A.js";
import "./chunk-AXWFEF3V.js";
import "./chunk-U376GZUQ.js";
import "./chunk-T6OIS66Z.js";
import "./chunk-QIGTCS3U.js";
import "./chunk-RT75XREI.js";
import "./chunk-5SYWABAC.js";
import "./chunk-SQ6ESALC.js";
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
