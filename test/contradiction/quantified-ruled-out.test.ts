// A phrase ruled out in a contrast (", never all pairs", ", not for every row") against a newer that names its noun
// again: the quantity was ruled out, not the thing (this repository's disc-018 / disc-075 in
// dogfood-precision.test.ts). Each near miss was flagged before.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('a quantified phrase ruled out is relied on again only with the same quantity', () => {
  it('reads "never all lifts" against "each lift" as another quantity of the thing', () => {
    expect(contradicts("The harbour crane logger keeps only the last shift's lifts, never all lifts.", 'The harbour crane logger tags each lift with the operator badge.')).toBe(false);
    expect(contradicts('The seed bank scanner indexes only new packets, not all packets.', "The seed bank scanner reads each packet's barcode twice.")).toBe(false);
  });

  it('still finds the same quantity ("all" and "every" are one) relied on again', () => {
    expect(contradicts("The harbour crane logger keeps only the last shift's lifts, never all lifts.", 'The harbour crane logger keeps all lifts for a year.')).toBe(true);
    expect(contradicts('The seed bank scanner indexes only new packets, not all packets.', 'The seed bank scanner indexes every packet on each pass.')).toBe(true);
  });
});
