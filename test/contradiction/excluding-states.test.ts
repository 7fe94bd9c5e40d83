import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { EXCLUDING_STATES } from '../../src/contradiction/opposite-states.js';
import { ANTONYMS } from '../../src/contradiction/vocabulary.js';

const verdict = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('states of two pairs that exclude each other', () => {
  it('lists words of the antonym list only, each side of another pair than the other', () => {
    const pairOf = new Map<string, number>();
    ANTONYMS.forEach(([yes, no], k) => {
      for (const w of `${yes} ${no}`.split(' ')) if (!pairOf.has(w)) pairOf.set(w, k);
    });
    for (const [first, second] of EXCLUDING_STATES) {
      const words = `${first} ${second}`.split(' ');
      // "not null" is read as the non-nullable state without being a word of the list (analyze.ts).
      expect(words.filter((w) => !pairOf.has(w) && w !== 'not-null'), first).toEqual([]);
      const firstPairs = new Set(first.split(' ').map((w) => pairOf.get(w)));
      for (const w of second.split(' ')) expect(firstPairs.has(pairOf.get(w)), `${first} / ${w}`).toBe(false);
    }
  });

  it('fits each side of each line in one bit of a 32-bit integer (analyze.ts excludingSides): 16 lines at most', () => {
    expect(EXCLUDING_STATES.length).toBeLessThanOrEqual(16);
  });

  it('reads a state of one pair against the state of another it rules out, either way round', () => {
    for (const [older, newer] of [
      ['`Voyage.remarks` is nullable in the cruise schema.', '`remarks` on the `Voyage` model is mandatory.'],
      ['`hull_id` in the `vessels` table is non-nullable.', '`hull_id` is optional in the `vessels` table.'],
      ['Badge scanning is mandatory at the depot gate.', 'Badge scanning is disabled at the depot gate.'],
      ['The route cache in `dispatch/cache.go` is per-process.', 'The route cache in `dispatch/cache.go` is shared by every dispatcher.'],
      ['The importer in `census/load.py` runs single-process.', '`census/load.py` loads districts in parallel with a process pool.'],
      ['Report pages in `src/app.tsx` are imported statically.', 'Report pages in `src/app.tsx` are lazy-loaded with `React.lazy`.'],
      ['`Tariff.lookup` in the metering service is synchronous.', '`Tariff.lookup` in the metering service is non-blocking.'],
      ['Publishing a tram position to the map feed is asynchronous.', 'Publishing a tram position to the map feed is blocking.'],
    ] as const) {
      expect(verdict(older, newer), newer).toBe(true);
      expect(verdict(newer, older), older).toBe(true);
    }
  });

  it('leaves them alone on two things, without the words a pair needs, and for a rate per process', () => {
    for (const [older, newer] of [
      ['`Voyage.remarks` is nullable in the cruise schema.', '`captain` on the `Voyage` model is mandatory.'],
      ['The route cache in `dispatch/cache.go` is per-process.', 'The fare cache in `fares/cache.go` is shared by every dispatcher.'],
      // "static" and "lazy" meet only as kinds of import: a static page may well be loaded lazily.
      ['The help page is static.', 'The help page is lazy-loaded.'],
      ['The pool in `dispatch/pool.go` is shared by all handlers.', 'The dispatcher allows 4 connections per process.'],
      ['`Tariff.lookup` in the metering service is synchronous.', '`Meter.read` in the metering service is non-blocking.'],
      // A check that only warns blocks no merge; that says nothing of whether a call waits.
      ['The `lint` step in CI is asynchronous.', 'The `lint` step in CI is advisory.'],
    ] as const) {
      expect(verdict(older, newer), newer).toBe(false);
    }
  });
});
