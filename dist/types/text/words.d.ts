export declare function words(text: string): string[];
/** Strips common English inflections so word forms meet: a cheap, predictable Porter step 1. */
export declare function stem(word: string): string;
export declare function stems(text: string): string[];
/** Words too common to say anything about what a text is about. */
export declare const STOPWORDS: Set<string>;
