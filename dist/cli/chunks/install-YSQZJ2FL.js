import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-OG25IBNO.js";
import "./chunk-J27XTPX5.js";
import "./chunk-RKPWNY5Y.js";
import "./chunk-PGXRO5CC.js";
import "./chunk-ZJNHZTK7.js";
import "./chunk-7UHRMK4X.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-B6NDHLCI.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-47OFSUWJ.js";
import "./chunk-BED3OMCO.js";
import "./chunk-OILZEQMD.js";
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
