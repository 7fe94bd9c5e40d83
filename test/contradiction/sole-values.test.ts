import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: one value on each side, its owner named differently', () => {
  it('compares the values when only one side names something the other does not', () => {
    // The file says where the wait is set; the handler is what it is of.
    expect(contradicts('The Stripe webhook handler waits 20 seconds for the ledger lock.', '`billing/webhooks.rb` gives up on the ledger lock after 5 seconds.')).toBe(true);
    // A key named in both, written in words on one side.
    expect(contradicts('Free trials last 14 days (`FREE_TRIAL_DAYS`).', 'The signup config sets `FREE_TRIAL_DAYS=30`.')).toBe(true);
  });

  it('keeps values apart when each side names an owner of its own', () => {
    expect(contradicts('The `search` Deployment runs 2 replicas.', 'The `indexer` Deployment runs 4 replicas.')).toBe(false);
    expect(contradicts('The nightly cluster has 3 replicas of the API.', 'The billing worker runs with 2 replicas on the nightly cluster.')).toBe(false);
    // Two keys whose parts differ, in one file.
    expect(contradicts('`DB_POOL_MAX=10` in .env.', '`REDIS_POOL_MAX=20` in .env.')).toBe(false);
  });

  it('keeps values apart when the files differ, or a default meets an override', () => {
    expect(contradicts('`services/search/values.yaml` sets `replicaCount: 2`.', '`services/indexer/values.yaml` has `replicaCount: 4`.')).toBe(false);
    expect(contradicts('The Stripe webhook handler waits 20 seconds for the ledger lock.', '`billing/refunds.rb` gives up on the ledger lock after 5 seconds.')).toBe(false);
    expect(contradicts('`api/client.ts` has a 10s timeout by default.', '`config/prod.yml` sets `timeout: 30000` for `api/client.ts` calls.')).toBe(false);
  });
});

describe('compareDiscoveries: numbers with a magnitude word', () => {
  it('reads "3 million" as 3,000,000', () => {
    expect(contradicts('The contract deploy uses a gas limit of 3 million.', '`deploy.ts` sends the deploy with a gas limit of 5000000.')).toBe(true);
    expect(contradicts('The contract deploy uses a gas limit of 3 million.', '`deploy.ts` sends the deploy with a gas limit of 3000000.')).toBe(false);
  });
});

describe('compareDiscoveries: one value on each side, a change the newer marks', () => {
  it('compares the values when the newer says its value changed, of a thing both name as a head', () => {
    expect(contradicts('The zoo ticketing site holds an unpaid cart for 15 minutes.', 'Unpaid zoo carts are now released after 10 minutes.')).toBe(true);
    expect(contradicts('The archive search endpoint returns at most 100 results.', 'The archive search result cap was reduced to 50.')).toBe(true);
  });

  it('keeps values apart when the shared word only comes before two heads, or the values agree', () => {
    expect(contradicts('The greenhouse misting controller sprays every 20 minutes.', 'The greenhouse vent motors now cycle every 45 minutes.')).toBe(false);
    expect(contradicts('Library self-checkout stations lock after 90 seconds of inactivity.', 'Checkout kiosks in the library now time out after 1.5 minutes idle.')).toBe(false);
    // "set to" gives a value, it does not change one.
    expect(contradicts('The Northgate tank low-level alarm is at 15%.', 'At the Southgate tank the low-level alarm is set to 25%.')).toBe(false);
  });
});

describe('compareDiscoveries: a change the newer marks, of an owner named after "for"', () => {
  it('keeps values apart when one side names after "for" a thing the other does not write', () => {
    expect(contradicts('The irrigation controller firmware is built with Zephyr 3.4.0.', 'The Zephyr version for the weather station firmware is now 3.6.0.')).toBe(false);
    expect(contradicts('The irrigation controller firmware is built with Zephyr 3.4.0.', 'The Zephyr version for the irrigation controller firmware is now 3.6.0.')).toBe(true);
  });
});

describe('compareDiscoveries: a scope on one side only, its noun written on the other', () => {
  it('compares "50 items per page" with "the page size" and "5 attempts per scan" with "scan retries"', () => {
    expect(contradicts('`GET /reservations` returns 50 items per page.', "The reservations endpoint's page size was reduced to 25.")).toBe(true);
    expect(contradicts('Parcel scan retries are capped at 3 attempts.', '`ScanRetryPolicy` now allows up to 5 attempts per scan.')).toBe(true);
  });

  it('keeps apart a value done against a limit per one, and a total against a value per one', () => {
    expect(contradicts("The telescope app's plate solver makes 600 requests an hour to the catalogue mirror.", 'The catalogue mirror allows 100 requests per minute per telescope.')).toBe(false);
    expect(contradicts('The recipe search returns 24 recipes per page.', 'The recipe search now returns 48 recipes in total.')).toBe(false);
  });
});

describe('compareDiscoveries: a change the newer marks, of two things sharing a word', () => {
  it('keeps apart a head each side qualifies with a word of its own, and a shared place after a preposition', () => {
    expect(contradicts('Access tokens expire after 15 minutes.', 'Refresh tokens now expire after 30 days.')).toBe(false);
    expect(contradicts('The session cookie lasts 2 hours.', 'The CSRF cookie now lasts 24 hours.')).toBe(false);
    expect(contradicts('Thumbnails for the shop are 200 px wide.', 'Banner images for the shop are now 1200 px wide.')).toBe(false);
    expect(contradicts('Shop thumbnails are 200 px wide.', 'Thumbnails in the shop are now 320 px wide.')).toBe(true);
  });
});

describe('compareDiscoveries: words that name nothing of their own beside one value on each side', () => {
  it('reads a particle after the verb, a name in code spelled in words and a unit word outside the value as no owner', () => {
    // "kicks off": "off" is part of the verb.
    expect(contradicts('The monthly payroll run starts at 01:00 UTC on the 25th.', 'The payroll run now kicks off at 03:00 UTC.')).toBe(true);
    // `DONOR_PREF` is "donor preference", its second part cut short.
    expect(contradicts('Records in `DONOR_PREF` are retained for 7 years.', 'Donor preference records are kept for 2 years before archival.')).toBe(true);
    // "i.e. 2 minutes" writes the value again; "minutes" names no owner.
    expect(contradicts('The kiosk login ceremony timeout passed to the browser is 30000 ms.', 'The kiosk login `timeout` in `kiosk/auth.go` is 120000 ms, i.e. 2 minutes.')).toBe(true);
  });

  it('keeps apart another thing said with the same words', () => {
    expect(contradicts('The yearly stock count starts at 06:00 on the first Monday.', 'The stock reorder kicks off at 08:00.')).toBe(false);
    expect(contradicts('Records in `DONOR_PREF` are retained for 7 years.', 'Donor payment records are kept for 2 years before archival.')).toBe(false);
    expect(contradicts('The kiosk login ceremony timeout passed to the browser is 30000 ms.', 'The kiosk print `timeout` in `kiosk/print.go` is 120000 ms, i.e. 2 minutes.')).toBe(false);
  });
});

describe('compareDiscoveries: an agent noun in -er and the activity it does', () => {
  it('reads "poller" / "polled" and "crawler" / "crawled" as one thing beside one value on each side', () => {
    expect(contradicts('Beehive scale readings are polled every 5 minutes by the apiary gateway.', 'The beehive scale poller runs every 20 minutes.')).toBe(true);
    expect(contradicts('The tram stop crawler runs every 2 hours against the city feed.', 'Tram stops are crawled every 30 minutes.')).toBe(true);
  });

  it('keeps apart another agent, and meets an equal value', () => {
    expect(contradicts('Beehive scale readings are polled every 5 minutes by the apiary gateway.', 'The beehive camera poller runs every 20 minutes.')).toBe(false);
    expect(contradicts('The tram stop crawler runs every 2 hours against the city feed.', 'Tram stops are crawled every 120 minutes.')).toBe(false);
  });
});
