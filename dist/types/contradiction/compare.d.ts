import type { ContradictionKind } from '../plan/types.js';
import { type Analysis } from './analyze.js';
export type Relation = 'contradiction' | 'duplicate' | 'related' | 'unrelated';
export interface Comparison {
    contradicts: boolean;
    kind: ContradictionKind | null;
    /** One line a reviewer can check against the two texts. */
    reason: string;
    /** The words in each text that triggered the check. */
    triggers: {
        older: string[];
        newer: string[];
    };
    relation: Relation;
    /** Weighted share of content terms the two have in common, 0–1. */
    overlap: number;
}
export interface Hit {
    kind: ContradictionKind;
    reason: string;
    older: string[];
    newer: string[];
}
/** Compares two discovery texts, the first written earlier. */
export declare function compareTexts(older: string, newer: string): Comparison;
export declare function compareAnalyses(older: Analysis, newer: Analysis): Comparison;
/** The first check that fires, most explicit first. This is all `findContradictions` needs. */
export declare function findHit(older: Analysis, newer: Analysis): Hit | null;
/**
 * For analyses read by position (findContradictions' pair loop): false when findHit would return null before
 * reading either text, true when it has to read them. Each analysis is summed up on its first pair.
 */
export declare function hitFilter(analyses: readonly Analysis[]): (older: number, newer: number) => boolean;
export declare function weightedJaccard(a: Map<string, number>, b: Map<string, number>): number;
