import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INSTALLED_HOOKS,
  detectHookManager,
  findHookScripts,
  hookBlock,
  initHooks,
  installHooks,
  uninstallHooks
} from "./chunk-EPPSC3AU.js";
import "./chunk-LUDHZWR5.js";
import "./chunk-H4V66YIS.js";
import "./chunk-Y6OTBJW5.js";
import "./chunk-YGODBVXM.js";
import "./chunk-XQXR5GK6.js";
import "./chunk-FS7D4CGB.js";
import "./chunk-HOUQ3E65.js";
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
