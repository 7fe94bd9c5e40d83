/** A list of one item, kept long. */
export declare function lastingListOf<T>(item: T): T[];
/**
 * An empty list, kept long, for objects or strings: made holding one (null) so that it starts
 * with the elements kind they need, as a literal's site would learn to (optimised code that
 * pushed only into lists of small integers would be thrown away at the first object).
 */
export declare function lastingList<T>(): T[];
