import { type Analysis, type ClaimSignals } from './analyze.js';
import { type Hit } from './subject.js';
export declare function polarityHit(older: Analysis, newer: Analysis, o: ClaimSignals, n: ClaimSignals): Hit | null;
