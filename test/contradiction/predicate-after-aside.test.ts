import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// "The old boiler (the one in the basement) passed inspection": a verb in the past after an aside is the predicate of
// the subject before it, as one in -s is ("The reporting datasource (`…`) uses a pool of 4").
const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('a predicate in the past after an aside', () => {
  it('is said of the subject before the aside', () => {
    expect(contradicts('The old boiler (the one in the basement) passed inspection.', 'The old boiler did not pass inspection.')).toBe(true);
    expect(contradicts('The east lift (the one by the ticket hall) failed its load test.', 'The east lift did not fail its load test.')).toBe(true);
    expect(contradicts('The reporting datasource (`app.datasource.reporting`) used a pool of 4.', 'The reporting datasource used a pool of 10.')).toBe(true);
  });

  it('is not said of another subject', () => {
    expect(contradicts('The old boiler (the one in the basement) passed inspection.', 'The new boiler in the annex did not pass inspection.')).toBe(false);
    expect(contradicts('The east lift (the one by the ticket hall) failed its load test.', 'The west lift did not fail its load test.')).toBe(false);
    expect(contradicts('The reporting datasource (`app.datasource.reporting`) used a pool of 4.', 'The primary datasource used a pool of 10.')).toBe(false);
  });
});
