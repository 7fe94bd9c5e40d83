import { type Analysis, type ClaimSignals, type StatedQuantity } from './analyze.js';
import { type Hit } from './subject.js';
/** What kinds of claims a discovery makes, so most pairs are ruled out without reading them again. */
export declare function signalsOf(a: Analysis): ClaimSignals;
export declare function sameValue(a: StatedQuantity, b: StatedQuantity): boolean;
export declare function valueHit(older: Analysis, newer: Analysis): Hit | null;
