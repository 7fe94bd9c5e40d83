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

describe('the kind of a duration is named by its own words', () => {
  it('reads "poll" before "wait" as which wait, and "the scheduler" or a path as a thing, not an interval', () => {
    expect(contradicts('The queue reader fetches messages every 5 seconds.', "The queue reader's long-poll wait time is 20 seconds.")).toBe(false);
    expect(contradicts('Scheduler leases expire after 2 minutes.', 'The scheduler ticks every 500 ms.')).toBe(false);
    expect(contradicts('`cron/digest.ts`: the digest job runs every 6 hours.', '`cron/digest.ts`: the digest query is cancelled after 2 minutes.')).toBe(false);
  });

  it('still reports two waits, or two expiries, of one thing', () => {
    expect(contradicts("The queue reader's long-poll wait time is 20 seconds.", 'The queue reader long-poll wait time is 10 seconds.')).toBe(true);
    expect(contradicts('Scheduler leases expire after 2 minutes.', 'Scheduler leases now expire after 10 minutes.')).toBe(true);
  });
});

describe('what is seen under a limit is not another limit', () => {
  it('keeps a typical or present value at or under the limit apart from the limit', () => {
    expect(contradicts('Attachments are capped at 20 MB.', 'A typical attachment is about 1 MB.')).toBe(false);
    expect(contradicts('The consumer pool scales up to 12 workers.', 'The consumer pool is running 3 workers right now.')).toBe(false);
    expect(contradicts('The Postgres pool has up to 30 connections.', 'The Postgres pool holds 6 open connections.')).toBe(false);
  });

  it('still reports a new limit, a value over the limit, and a permission ("can have 3")', () => {
    expect(contradicts('Attachments are capped at 20 MB.', 'Attachments are capped at 5 MB now.')).toBe(true);
    expect(contradicts('The consumer pool scales up to 12 workers.', 'The consumer pool is running 16 workers right now.')).toBe(true);
    expect(contradicts('The import job retries up to 5 times.', 'The import job retries 3 times.')).toBe(true);
    expect(contradicts('Each user can have up to 5 API keys.', 'Each user can have 3 active API keys.')).toBe(true);
  });
});

describe('a folder both name does not make two owners one', () => {
  it('keeps storybook and the API, or the internal and the public API, of one package apart', () => {
    expect(contradicts('In `packages/media-5/`, storybook runs on port 6006', 'In `packages/media-5/`, the API listens on port 8080.')).toBe(false);
    expect(contradicts('In `packages/admin-3/`, the internal admin API is limited to 10 requests per second.', 'In `packages/admin-3/`, public API rate limit: 100 req/min per API key')).toBe(false);
  });

  it('still reports one service on two ports, and one API with two limits', () => {
    expect(contradicts('In `packages/media-5/`, storybook runs on port 6006', 'In `packages/media-5/`, storybook now runs on port 6007.')).toBe(true);
    expect(contradicts('In `packages/admin-3/`, the internal admin API is limited to 10 requests per second.', 'In `packages/admin-3/`, the internal admin API is limited to 50 requests per second.')).toBe(true);
  });
});

describe('values of the two sides of a pair', () => {
  it('keeps a send limit from a receive limit, an upload from a download, a connect from a read timeout', () => {
    expect(contradicts('The websocket server accepts a max receive frame size of 1 MB.', 'The websocket server has a max send frame size of 4 MB.')).toBe(false);
    expect(contradicts('The CDN upload limit is 100 MB.', 'The CDN download limit is 5 GB.')).toBe(false);
    expect(contradicts('The Elasticsearch client connect timeout is 1 s.', 'The Elasticsearch client read timeout is 30 s.')).toBe(false);
  });

  it('still reports two values of one side', () => {
    expect(contradicts('The websocket server accepts a max receive frame size of 1 MB.', 'The websocket server max receive frame size is 8 MB.')).toBe(true);
    expect(contradicts('The Elasticsearch client read timeout is 30 s.', 'The Elasticsearch client read timeout is 60 s.')).toBe(true);
  });
});

describe('whose a value is', () => {
  it('reads "4 workers locally" as workers, so "locally" and "in CI" stay two scopes', () => {
    expect(contradicts('Playwright runs with 6 workers locally.', 'Playwright runs with 2 workers in CI.')).toBe(false);
    expect(contradicts('Playwright runs with 6 workers locally.', 'Playwright runs with 3 workers locally now.')).toBe(true);
  });

  it('keeps a value of "X\'s Y" apart from a value of X when the other side never names Y', () => {
    expect(contradicts('The gateway listens on port 8443.', "The gateway's admin console is on port 9000.")).toBe(false);
    expect(contradicts("The gateway's admin console is on port 9000.", 'The gateway admin console moved to port 9443.')).toBe(true);
    // Words naming the quantity name no other owner.
    expect(contradicts("Sidekiq's concurrency is 10.", 'Sidekiq runs with concurrency 25.')).toBe(true);
    expect(contradicts("The gateway's timeout is 30 seconds.", 'The gateway times out after 60 seconds.')).toBe(true);
  });
});

describe('a cache or a store as the owner of a count', () => {
  it('keeps "replicas of the cache" apart from the API\'s replicas, and a store\'s capacity from a per-user limit', () => {
    expect(contradicts('We run 2 replicas of the cache.', 'The API has 3 replicas.')).toBe(false);
    expect(contradicts('Each user can have 3 active sessions.', 'The session store holds at most 100,000 sessions.')).toBe(false);
  });

  it('still reports a new replica count of the cache', () => {
    expect(contradicts('We run 2 replicas of the cache.', 'We now run 4 replicas of the cache.')).toBe(true);
    expect(contradicts('The session store holds at most 100,000 sessions.', 'The session store holds at most 50,000 sessions.')).toBe(true);
  });
});

describe('a value per instance is not the whole', () => {
  it('keeps a limit per pod or per GPU apart from one that names no instance', () => {
    expect(contradicts('Max DB connections: 100.', 'The max number of open DB connections per pod is 25.')).toBe(false);
    expect(contradicts('The training batch size is 256.', 'The batch size is 32 per GPU.')).toBe(false);
  });

  it('still reports two values per instance, said either way, and "per key" against "per API key"', () => {
    expect(contradicts('The max number of open DB connections per pod is 25.', 'Each pod may open at most 15 DB connections.')).toBe(true);
    expect(contradicts('Training batch size is 64 per GPU.', 'Per-GPU batch size is 32 after the OOMs.')).toBe(true);
    expect(contradicts('The API rate limit is 1000 requests per minute per key.', 'API rate limit is 100 req/min per API key.')).toBe(true);
  });
});
