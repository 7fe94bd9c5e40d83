// Lists a check keeps until it ends (the walk's events by path, evidence, the lines a change
// gone from a file held). Written as literals (`[x]`, `[]`), such lists get an allocation
// site; V8 pretenures a site whose objects survive, mid-check, and throws away all optimised
// code that inlined it, which is then compiled again (--trace-deopt: 'code dependencies').
// Lists made by Array.of have no site.

/** A list of one item, kept long. */
export function lastingListOf<T>(item: T): T[] {
  return Array.of(item);
}

/**
 * An empty list, kept long, for objects or strings: made holding one (null) so that it starts
 * with the elements kind they need, as a literal's site would learn to (optimised code that
 * pushed only into lists of small integers would be thrown away at the first object).
 */
export function lastingList<T>(): T[] {
  const list = Array.of<unknown>(null);
  list.length = 0;
  return list as T[];
}
