import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// The older states a value twice ("= 3145728, i.e. 2.9 MiB", "~0.33 req/s (20/min)", "the dictionary gained 1 pair;
// the polarity fix gained 5"): a newer giving one of its values, of one subject with it, agrees with the older.
const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('a value the older states too', () => {
  it('is no other value of the older’s', () => {
    expect(contradicts('`config/kiln.py` has MAX_CHARGE_BYTES = 3145728, i.e. 2.9 MiB.', 'Kiln charge files are limited to 2.9 MB.')).toBe(false);
  });

  it('leaves a value the older never states compared', () => {
    expect(contradicts('`config/kiln.py` has MAX_CHARGE_BYTES = 3145728, i.e. 2.9 MiB.', 'Kiln charge files are limited to 8 MB.')).toBe(true);
    expect(contradicts('`tides/client.py` allows ~0.33 req/s to the harbour API (20/min).', '`tides/client.py` throttles to 60 req/min, the harbour API’s limit.')).toBe(true);
    // Stated for another subject of the older's only: the API's replicas still changed.
    expect(contradicts('The API runs 5 replicas; the worker runs 1 replica.', 'The API runs 1 replica.')).toBe(true);
  });
});
