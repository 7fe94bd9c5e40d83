import type { Analysis } from './analyze.js';
import { type Hit } from './subject.js';
/** The older asserts X in a clause about what the newer says goes without X. */
export declare function absenceHit(older: Analysis, newer: Analysis): Hit | null;
export declare function deniedUseHit(older: Analysis, newer: Analysis): Hit | null;
