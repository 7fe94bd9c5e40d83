import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-RB57RKUY.js";
import "./chunk-3XCBCIQ7.js";
import "./chunk-6O46FH4V.js";
import "./chunk-AIU4FH3X.js";
import "./chunk-BTTXINH3.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-RGGEZIPM.js";
import "./chunk-POYSTQWO.js";
import "./chunk-OILZEQMD.js";
import "./chunk-I5APYJIA.js";
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
