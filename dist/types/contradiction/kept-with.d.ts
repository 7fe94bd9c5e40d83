import type { Analysis } from './analyze.js';
import { type Hit } from './subject.js';
/** A removal rule on one side and a rule to do its action with the removed thing on the other. */
export declare function keptWithHit(older: Analysis, newer: Analysis): Hit | null;
