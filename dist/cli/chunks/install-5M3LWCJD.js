import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-WAVH2NHR.js";
import "./chunk-R3E2XUKR.js";
import "./chunk-BENHNTRA.js";
import "./chunk-5HQLE6QR.js";
import "./chunk-WLWXRY4J.js";
import "./chunk-RT75XREI.js";
import "./chunk-U3E34LJ5.js";
import "./chunk-FS7D4CGB.js";
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
