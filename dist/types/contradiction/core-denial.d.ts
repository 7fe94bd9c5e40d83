import type { Analysis } from './analyze.js';
import type { Hit } from './subject.js';
export declare function coreDenialHit(older: Analysis, newer: Analysis): Hit | null;
