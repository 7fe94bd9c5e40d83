/**
 * `compute`, answered from memory for a key seen before. Discoveries repeat the same words, names and
 * settings thousands of times, so each is read once; the memory is emptied when it holds `limit` keys,
 * so a process that reads texts without end does not grow without end. `compute` must be pure, and
 * never return undefined (return null for "none").
 */
export function memoize<K, V extends NonNullable<unknown> | null>(compute: (key: K) => V, limit = 50_000): (key: K) => V {
  const memory = new Map<K, V>();
  return (key) => {
    let value = memory.get(key);
    if (value === undefined) {
      value = compute(key);
      if (memory.size > limit) memory.clear();
      memory.set(key, value);
    }
    return value;
  };
}
