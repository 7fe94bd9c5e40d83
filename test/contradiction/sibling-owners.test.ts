import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: two members of one family of code names', () => {
  it('keeps a value of one module apart from a value of its sibling', () => {
    expect(contradicts('`Ledger.Repo` has `pool_size: 12`.', '`Ledger.ReplicaRepo` (read traffic) runs with `pool_size: 30`.')).toBe(false);
    expect(contradicts('`Ledger.Repo` has `pool_size: 12`.', '`Ledger.Repo` runs with `pool_size: 30` now.')).toBe(true);
  });

  it('keeps a state of one function apart from its sibling of the same arity', () => {
    expect(contradicts('`Media.transcode/2` is synchronous.', '`Media.thumbnail/2` runs asynchronously on a worker.')).toBe(false);
    expect(contradicts('`Media.transcode/2` is synchronous.', '`Media.transcode/2` runs asynchronously on a worker.')).toBe(true);
  });

  it('reads a package folder and its npm scoped name as one package', () => {
    expect(contradicts('`packages/seed-ledger` is internal to the greenhouse monorepo.', '`@verdant/seed-ledger` is public on npm; other growers install it.')).toBe(true);
    // Two folders of one name are still two things, and so are two packages of one scope.
    expect(contradicts('`packages/seed-ledger` is internal to the greenhouse monorepo.', '`apps/seed-ledger` is public on the grower portal.')).toBe(false);
    expect(contradicts('`@verdant/seed-ledger` is internal to the greenhouse monorepo.', '`@verdant/plant-labels` is public on npm.')).toBe(false);
  });

  it('still reads the differing part as the value when it is a number or what the check compares', () => {
    expect(contradicts('The game server listens on `0.0.0.0:7777`.', 'The game server listens on `0.0.0.0:7778`.')).toBe(true);
    expect(contradicts('Deno is pinned to 1.40 in `tools/lint/.tool-versions`.', 'Deno is pinned to 1.36 in `tools/lint/.tool-versions`.')).toBe(true);
    expect(contradicts('`Settings.audio` is loaded lazily.', '`Settings.audio` is loaded eagerly via `Loader.eager`, not `Loader.lazy`.')).toBe(true);
  });
});

// recall-85: a code name each side cites for its state, in parentheses or after "via" after the state word, is the
// state spelled in code (`GenServer.call` / `GenServer.cast`), not an owner; a name before the state still is.
describe('compareDiscoveries: two members of one family cited for two states', () => {
  it('reads the cited names as the states and keeps owners named before the state apart', () => {
    expect(contradicts('Gallery thumbnails are rendered synchronously (`Thumbs.render_now`).', 'Gallery thumbnails are rendered asynchronously (`Thumbs.render_later`).')).toBe(true);
    expect(contradicts('Pantry orders are batched via `Orders.flushHourly`.', 'Pantry orders are streamed via `Orders.flushEach`.')).toBe(true);
    expect(contradicts('`Thumbs.render_now` renders gallery thumbnails synchronously.', '`Thumbs.render_later` renders gallery thumbnails asynchronously.')).toBe(false);
    expect(contradicts('Reads through `Pantry.ReadRepo` are asynchronous.', 'Reads through `Pantry.Repo` are synchronous.')).toBe(false);
  });
});

describe('two dotted names whose last part is no file extension are two members (precision-16)', () => {
  it('keeps `orders.raw` apart from `orders.enriched`, `scans.in` from `scans.rejected`', () => {
    expect(compareDiscoveries('`orders.raw` keeps messages for 7 days.', '`orders.enriched` keeps messages for 30 days.').contradicts).toBe(false);
    expect(compareDiscoveries('`scans.in` holds at most 500 messages.', '`scans.rejected` holds at most 2000 messages.').contradicts).toBe(false);
  });

  it('still compares one dotted name written on both sides', () => {
    expect(compareDiscoveries('`scans.in` holds at most 500 messages.', 'The `scans.in` queue holds at most 2000 messages.')).toMatchObject({ contradicts: true, kind: 'value' });
  });
});

describe('two one-part names in code split at their hyphens are two members (precision-16)', () => {
  it('keeps `tickets-api` apart from `tickets-worker`', () => {
    expect(compareDiscoveries('`tickets-api` runs 4 gunicorn workers.', '`tickets-worker` runs its Celery consumer with concurrency 12.').contradicts).toBe(false);
  });

  it('still compares one hyphenated name on both sides, and a folder against its npm scope', () => {
    expect(compareDiscoveries('`tickets-api` runs 4 gunicorn workers.', '`tickets-api` now runs 8 gunicorn workers.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compareDiscoveries('`packages/tide-tables` is private and never published.', '`@harbour/tide-tables` is published publicly to npm by the release job.').contradicts).toBe(true);
  });
});
