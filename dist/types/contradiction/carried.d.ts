export interface CarriedReading {
    /** The text read as "<carrier> must (not) include <item>". */
    text: string;
    /** The words of the rule as written, and as read. */
    from: string;
    to: string;
    /** "must" or "must not", and what follows the carrier or item (the tail, kept as written). */
    modal: string;
    rest: string;
    /** Which shape: a doer putting the item in the carrier, or the carrier's own rule in other words. */
    placement: boolean;
    carrier: string;
    item: string;
}
/**
 * The text's opening rule read as "<carrier> must (not) include <item>", or null when it is none of the shapes above.
 */
export declare const carriedReading: (key: string) => CarriedReading | null;
/** The reading in the carrying verb `other` writes, or in "include". */
export declare function readingFor(read: CarriedReading, other: string): string;
