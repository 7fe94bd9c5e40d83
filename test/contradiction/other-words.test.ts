import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a denial in other words: one action named by another verb', () => {
  it('reads a verb of the same action as the asserted one ("ships" / "doesn\'t send", "stores" / "doesn\'t persist")', () => {
    for (const [older, newer] of [
      ['The API gateway ships its access logs to Datadog.', "The API gateway doesn't send access logs to Datadog."],
      ['The mobile app stores the refresh token in the Keychain.', "The mobile app doesn't persist the refresh token in the Keychain."],
      ['The build step uploads coverage to Codecov.', 'The build step does not push coverage to Codecov.'],
      ['The installer checks the checksum of the downloaded binary.', "The installer doesn't verify the downloaded binary's checksum."],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'polarity' });
    }
  });

  it('keeps a synonym denied of another thing apart ("the worker doesn\'t send its logs")', () => {
    expect(compare('The API gateway ships its access logs to Datadog.', "The worker doesn't send its logs to Datadog.").contradicts).toBe(false);
    expect(compare('The mobile app stores the refresh token in the Keychain.', "The mobile app doesn't persist the access token on disk.").contradicts).toBe(false);
  });
});

describe('opposite states in other words', () => {
  it('reads "paused" and "suspended" as switched off, "active" as on', () => {
    for (const [older, newer] of [
      ['The nightly reindex job is enabled.', 'The nightly reindex job is suspended.'],
      ['The `orders` sync cron is active.', 'The orders sync cron is paused until the vendor fixes their API.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true });
    }
    // Another job or cron may be paused.
    expect(compare('The `orders` sync cron is active.', 'The `invoices` sync cron is paused.').contradicts).toBe(false);
    expect(compare('The nightly reindex job is enabled.', 'The weekly backfill job is suspended.').contradicts).toBe(false);
  });

  it('knows client / server components, FIFO / standard queues and "blocks until" as pairs of states', () => {
    for (const [older, newer] of [
      ['`ProductCard` is a client component.', '`ProductCard` is a server component.'],
      ['The `payments` SQS queue is a FIFO queue.', 'The payments queue is a standard SQS queue.'],
      ['`fetchQuotes()` is non-blocking.', '`fetchQuotes()` blocks until the upstream responds.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
    expect(compare('`ProductCard` is a client component.', '`ProductList` is a server component.').contradicts).toBe(false);
    expect(compare('The `billing` queue is a FIFO queue.', 'The `notifications` queue is a standard SQS queue.').contradicts).toBe(false);
  });

  it('reads code that spells one state: `NOT NULL`, `Object.freeze`, a `public-read` ACL', () => {
    for (const [older, newer] of [
      ['The `email` column on `users` is nullable.', '`users.email` is declared `NOT NULL` in the latest migration.'],
      ['Config objects returned by `loadSettings()` are mutable.', '`loadSettings()` returns an `Object.freeze`d object.'],
      ['The `invoices` S3 bucket is private.', 'The invoices bucket has a `public-read` ACL.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
    expect(compare('The `auth` bucket is private.', 'The `assets` bucket has a `public-read` ACL.').contradicts).toBe(false);
    expect(compare('The `email` column on `users` is not nullable.', '`users.email` is declared `NOT NULL`.').contradicts).toBe(false);
  });

  it('reads a state spelled as an enum constant or an SQL sort keyword: `LoadingStrategy.EAGER`, `score ASC`', () => {
    for (const [older, newer] of [
      ['Thumbnails in the gallery load lazily.', 'The gallery sets `LoadingStrategy.EAGER` for thumbnails.'],
      ['`Invoice.lines` is fetched with `FetchMode.EAGER`.', '`Invoice.lines` is fetched with `FetchMode.LAZY`.'],
      ['The `audit_events` index sorts by `created_at DESC`.', 'The `audit_events` index is ordered `created_at ASC`.'],
      ['Comments under a post are listed in ascending order.', 'Comments under a post use `Sort.Direction.DESC`.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
    // Another thing set to the other state, and a constant that is no state of the list.
    expect(compare('Thumbnails in the gallery load lazily.', 'The profile header sets `LoadingStrategy.EAGER` for the avatar.').contradicts).toBe(false);
    expect(compare('The `audit_events` index sorts by `created_at DESC`.', 'The `login_events` index is ordered `created_at ASC`.').contradicts).toBe(false);
    expect(compare('Thumbnails in the gallery load lazily.', 'The gallery sets `LoadingStrategy.PROGRESSIVE` for thumbnails.').contradicts).toBe(false);
  });

  it('reads `NOT NULL` inside a column definition, not in a condition', () => {
    expect(compare('The `orders.note` column is nullable.', "`orders.note` is declared `text NOT NULL DEFAULT ''` in the latest migration.")).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The `orders.note` column is nullable.', 'The monthly report only counts rows with `note IS NOT NULL`.').contradicts).toBe(false);
  });

  it('reads a canned value written as a word: "public-read", "log-compacted"', () => {
    expect(compare('The `media` Spaces bucket is private.', 'Objects in the `media` bucket are uploaded public-read.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The `audit` topic is log-compacted.', 'The `audit` topic has `cleanup.policy=delete`.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The `media` Spaces bucket is private.', 'The `static-site` bucket is public-read for the CDN.').contradicts).toBe(false);
    expect(compare('The `audit` topic is log-compacted.', 'The `clicks` topic has `cleanup.policy=delete`.').contradicts).toBe(false);
  });
});

describe('"works without X" denies that X is required', () => {
  it('reads "works / starts / connects without X" against "requires X", and as agreeing with "requires no X"', () => {
    expect(compare('The CLI requires a config file.', 'The CLI works without a config file.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The worker requires a Redis connection.', 'The worker starts without a Redis connection now.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The `/health` endpoint requires no authentication.', 'The `/health` endpoint works without an API key.').contradicts).toBe(false);
  });

  it('keeps what another thing works without apart', () => {
    expect(compare('The CLI requires a config file.', 'The installer works without a config file.').contradicts).toBe(false);
  });
});
