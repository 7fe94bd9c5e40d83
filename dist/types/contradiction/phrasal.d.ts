/**
 * `text` with each phrasal verb of a family `other` writes a one-word verb of replaced by that verb in the same form,
 * or null when there is none.
 */
export declare function phrasalReading(text: string, other: string): {
    text: string;
    objects: string[];
} | null;
