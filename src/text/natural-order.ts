// The order a person counts in (disc-2 before disc-10), independent of the
// machine's locale: ids in the review plan, and "newer" between learnings
// created at the same time.

/** A string split into text and digit runs (odd indexes are the digits): split once when sorting many. */
export function naturalParts(s: string): string[] {
  return s.split(/(\d+)/);
}

export function compareNaturalParts(x: readonly string[], y: readonly string[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i]!;
    const q = y[i]!;
    if (p === q) continue;
    if (i % 2 === 1) {
      // Numbers of any size, as numbers: fewer significant digits is smaller; 009 and 9 tie here.
      const a = p.replace(/^0+(?=\d)/, '');
      const b = q.replace(/^0+(?=\d)/, '');
      if (a.length !== b.length) return a.length - b.length;
      if (a !== b) return a < b ? -1 : 1;
    }
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

export function naturalCompare(a: string, b: string): number {
  return compareNaturalParts(naturalParts(a), naturalParts(b));
}
