/**
 * `compute`, answered from memory for a key seen before. Discoveries repeat the same words, names and
 * settings thousands of times, so each is read once; the memory is emptied when it holds `limit` keys,
 * so a process that reads texts without end does not grow without end. `compute` must be pure, and
 * never return undefined (return null for "none").
 */
export declare function memoize<K, V extends NonNullable<unknown> | null>(compute: (key: K) => V, limit?: number): (key: K) => V;
