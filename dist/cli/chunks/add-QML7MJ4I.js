import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checkIds,
  help,
  run
} from "./chunk-WWC4RDVP.js";
import "./chunk-3D5ZGQEW.js";
import "./chunk-YZWMKCLI.js";
import "./chunk-3KHQQ3OX.js";
import "./chunk-7MAGK75J.js";
import "./chunk-ZIJKWHHK.js";
import "./chunk-DKRBY5OM.js";
import "./chunk-WISW5F5Q.js";
import "./chunk-4MYEGCGD.js";
import "./chunk-NMJW7KPD.js";
import "./chunk-2NH5KYNN.js";
import "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";
export {
  checkIds,
  help,
  run
};
