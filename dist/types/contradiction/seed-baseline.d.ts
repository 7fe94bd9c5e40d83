import type { Hit } from './compare.js';
export declare function extractFilePaths(content: string): string[];
export declare function extractKeywords(content: string): Set<string>;
/**
 * The seed's verdict on one pair, as a hit the review plan can use: which of
 * the four patterns fired, or that the texts are on one topic and less than 70%
 * alike (the rule behind most of its false alarms).
 */
export declare function seedVerdict(older: string, newer: string): Hit | null;
export declare function seedContradicts(older: string, newer: string): boolean;
