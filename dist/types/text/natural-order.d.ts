/** A string split into text and digit runs (odd indexes are the digits): split once when sorting many. */
export declare function naturalParts(s: string): string[];
export declare function compareNaturalParts(x: readonly string[], y: readonly string[]): number;
export declare function naturalCompare(a: string, b: string): number;
