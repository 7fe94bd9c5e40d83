import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-7ZHJSWNF.js";
import "./chunk-MAJBEHAE.js";
import "./chunk-B6HB37ML.js";
import "./chunk-5KYT3KXB.js";
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
