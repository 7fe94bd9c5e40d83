import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('how often is not how long', () => {
  it('keeps "every N" apart from a timeout, an expiry, a retention or a run time of the same thing', () => {
    for (const [older, newer] of [
      ['The liveness probe of the gateway runs every 15 seconds.', 'The gateway liveness probe times out after 2 seconds.'],
      ['Refresh tokens expire after 30 days.', 'The mobile client refreshes its token every 20 minutes.'],
      ['Snapshots of the ledger are taken every 4 hours.', 'Ledger snapshots are kept for 60 days.'],
      ['The crawler re-indexes the docs site every 6 hours.', 'The crawler is killed after 45 minutes.'],
    ]) expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
  });

  it('still reports two periods, or two timeouts, of one thing', () => {
    expect(contradicts('The liveness probe of the gateway runs every 15 seconds.', 'The gateway liveness probe now runs every 30 seconds.')).toBe(true);
    expect(contradicts('The gateway liveness probe times out after 2 seconds.', 'The gateway liveness probe timeout is 5 seconds.')).toBe(true);
    expect(contradicts('Ledger snapshots are taken every 4 hours.', 'The ledger snapshot interval is 12 hours.')).toBe(true);
  });
});

describe('a folder both name is not what their values measure', () => {
  it('keeps two durations apart when the folder is all their subjects share', () => {
    expect(contradicts('In `packages/orders/`, the lock timeout is 10 s.', 'In `packages/orders/`, the default request timeout is 30 s.')).toBe(false);
    expect(contradicts('In `packages/orders/`, sessions expire after 8 hours.', 'In `packages/orders/`, the Redis TTL for product pages is 5 minutes.')).toBe(false);
  });

  it('still compares values of one thing in one folder', () => {
    expect(contradicts('In `packages/orders/`, the lock timeout is 10 s.', 'In `packages/orders/`, the lock timeout is 60 s.')).toBe(true);
  });
});
