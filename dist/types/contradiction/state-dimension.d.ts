import { type Analysis } from './analyze.js';
import { type Hit } from './subject.js';
/** Opposite values of one state dimension, each the only value its text states, of a subject both name. */
export declare function stateDimensionHit(older: Analysis, newer: Analysis): Hit | null;
