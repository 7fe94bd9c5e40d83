// A phrase ruled out in a contrast (", never all pairs", ", not for every row") against a newer that names its noun
// again: the quantity was ruled out, not the thing, and a common word is ruled out for its own clause's subject only
// (this repository's disc-018 / disc-075 in dogfood-precision.test.ts). Each near miss was flagged before.
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

describe("a common word ruled out in a contrast is ruled out for its own clause's subject", () => {
  it('reads "not for every row" of the orchard sensors as saying nothing of what the irrigation planner keeps', () => {
    expect(contradicts('The orchard sensors report soil moisture for sampled rows only, not for every row.', 'The irrigation planner keeps a schedule for every row of the orchard.')).toBe(false);
    expect(contradicts('The hive scales report weight for sampled hives only, not for every hive.', 'The hive scales now report weight for every hive.')).toBe(true);
  });

  it('reads a fragment after a parenthesis as said of the clause before it, as without the parenthesis', () => {
    expect(contradicts('The billing service stores invoices in Postgres (`billing/db.ts`), not MongoDB.', 'The reporting job keeps its invoice copies in MongoDB.')).toBe(false);
    expect(contradicts('The billing service stores invoices in Postgres (`billing/db.ts`), not MongoDB.', 'The billing service stores invoices in MongoDB.')).toBe(true);
  });

  it('reads a newer\'s fragment after a parenthesis as said of its clause before it: "Satellite tiles …, not Martin"', () => {
    expect(contradicts('Trail photos are resized by Thumbor (`photos/resize.py`).', 'Avatar images are resized by imgproxy (`avatars/resize.go`), not Thumbor.')).toBe(false);
    expect(contradicts('Trail photos are resized by Thumbor (`photos/resize.py`).', 'Trail photos are resized by imgproxy (`photos/resize.go`), not Thumbor.')).toBe(true);
  });

  it('still reads a tool or a name ruled out as gone wherever it is used', () => {
    expect(contradicts('Contradiction detection compares only candidate pairs, never with Elasticsearch.', '`npm run eval` queries Elasticsearch for each pair.')).toBe(true);
    expect(contradicts('Tailwind is compiled by `@tailwindcss/vite` in the Vite pipeline rather than postcss-cli.', 'In `packages/analytics/`, the Tailwind build runs through postcss-cli.')).toBe(true);
  });
});
