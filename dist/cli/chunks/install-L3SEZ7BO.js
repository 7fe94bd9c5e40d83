import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-47H2DPVF.js";
import "./chunk-CPFI6UBK.js";
import "./chunk-VQISE2QG.js";
import "./chunk-MSFZJPIZ.js";
import "./chunk-JJ2DNQ5C.js";
import "./chunk-7YVM5CLZ.js";
import "./chunk-HSQBMDLJ.js";
import "./chunk-QF6Q4YVE.js";
import "./chunk-7UJ5HRSX.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-KBGVVVJY.js";
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
