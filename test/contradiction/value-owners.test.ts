import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: whose value it is, named in other ways', () => {
  it('reads where a tool version is pinned as no owner of it', () => {
    expect(contradicts('Builds need Python 3.10.', '`pyproject.toml` declares `python 3.12` and the lock file agrees.')).toBe(true);
    expect(contradicts('Our image is built on Ruby 3.1.', 'The `Dockerfile` says `FROM ruby:3.3-alpine`.')).toBe(true);
    expect(contradicts('Our image is built on Ruby 3.3.', 'The `Dockerfile` says `FROM ruby:3.3-alpine`.')).toBe(false);
    // What is left names two owners.
    expect(contradicts('The admin dashboard is built with Node 16.', 'The mobile BFF pins Node 20 in its `Dockerfile`.')).toBe(false);
  });

  it('keeps a version said of one part apart from the pinned one', () => {
    expect(contradicts("We're on Node 20.", '`.node-version` is 18.')).toBe(true);
    expect(contradicts('`go.mod` declares `go 1.21`.', 'The module needs Go 1.22.')).toBe(true);
    // The storefront may be the part that differs from what the project says in words, or from its own folder's file.
    expect(contradicts('The storefront needs Node 20.', 'The project requires Node 18.')).toBe(false);
    expect(contradicts('In `apps/storefront/`, Node 20 is needed.', '`.node-version` is 18.')).toBe(false);
    expect(contradicts('The storefront needs Node 20.', '`apps/admin/.node-version` is 18.')).toBe(false);
    // A file at the project's root pins every part of it.
    expect(contradicts('The storefront needs Node 20.', '`.node-version` is 18.')).toBe(true);
  });

  it('reads a version said of a general owner, or of one the pinning text names too, as the pinned one', () => {
    expect(contradicts('The service is built with Go 1.21.', '`go.mod` declares `go 1.22`.')).toBe(true);
    expect(contradicts('The service is built with Go 1.22.', '`go.mod` declares `go 1.22`.')).toBe(false);
    expect(contradicts('Elixir 1.14 is the minimum for the release scripts.', '`mix.exs` sets `elixir: "1.16.2"`; the release scripts call `Mix.Release`.')).toBe(true);
    // A particular part the pinning text never names is still pinned by a file at the project's root (recall-69:
    // the tuning files' other writers label nine such pairs contradictions), not by one in a folder of its own.
    expect(contradicts('The admin console uses Node 16.', '`.nvmrc` pins Node 20.')).toBe(true);
    expect(contradicts('The billing worker runs on Python 3.9.', '`pyproject.toml` declares `requires-python = ">=3.12"`.')).toBe(true);
    expect(contradicts('The billing worker runs on Python 3.9.', '`services/search/pyproject.toml` declares `requires-python = ">=3.12"`.')).toBe(false);
  });

  it('keeps one version file in two folders apart', () => {
    expect(contradicts('`apps/shop/.python-version` is 3.10.', '`apps/blog/.python-version` is 3.12.')).toBe(false);
    expect(contradicts('`apps/shop/.python-version` is 3.10.', 'The shop runs Python 3.12 now.')).toBe(true);
  });

  it('reads a dotfile named for a tool and "version" as that tool\'s version', () => {
    expect(contradicts('We build with Bazel 6.4.', '`.bazelversion` says 7.0.2.')).toBe(true);
    expect(contradicts('We build with Bazel 7.0.', '`.bazelversion` says 7.0.2.')).toBe(false);
  });

  it('reads "both" as a choice of versions only when two are written', () => {
    expect(contradicts('Deno 1.38 is the runtime.', '`deno.json` and the CI workflow both pin Deno 1.41.')).toBe(true);
    expect(contradicts('Deno 1.38 is the runtime.', 'CI runs both Deno 1.38 and 1.41.')).toBe(false);
  });
});

describe('compareDiscoveries: a setting named by its parts', () => {
  it('reads a setting whose name the prose writes out, the kind of value aside, as the prose subject', () => {
    expect(contradicts('Guest carts expire after 2 days.', '`GUEST_CART_TTL` is 86400 seconds.')).toBe(true);
    expect(contradicts('Guest carts expire after 1 day.', '`GUEST_CART_TTL` is 86400 seconds.')).toBe(false);
    expect(contradicts('The SPI ring buffer in `drivers/spi.c` is 64 bytes.', '`SPI_RING_BUF_SIZE` is 256 bytes.')).toBe(true);
  });

  it('keeps a setting of another subject apart', () => {
    // "guest" is not "member".
    expect(contradicts('Guest carts expire after 2 days.', '`MEMBER_CART_TTL` is 86400 seconds.')).toBe(false);
    // Words the setting's side adds name another owner.
    expect(contradicts('The ingest worker polls Kafka in batches of up to 500 records.', 'payments consumer max.poll.records is 50')).toBe(false);
  });
});

describe('compareDiscoveries: whose value it is, around an aside', () => {
  it('reads a value an aside repeats as the clause\'s, and the verb after an aside as its subject\'s', () => {
    expect(contradicts('The billing API listens on port 8080.', 'The admin dashboard runs on port 8081 locally (`vite --port 8081`).')).toBe(false);
    expect(contradicts('The primary Redis cache holds 2 GB.', 'The session Redis (`redis-sessions`) holds 512 MB.')).toBe(false);
    expect(contradicts('Primary datasource pool size is 10.', 'The reporting datasource (`app.datasource.reporting`) uses a pool of 4.')).toBe(false);
  });

  it('still compares two values of one subject', () => {
    expect(contradicts('The admin dashboard runs on port 8080 locally.', 'The admin dashboard runs on port 8081 locally (`vite --port 8081`).')).toBe(true);
    expect(contradicts('The session Redis holds 2 GB.', 'The session Redis (`redis-sessions`) holds 512 MB.')).toBe(true);
    expect(contradicts('The primary datasource uses a pool of 10.', 'The primary datasource (`app.datasource.primary`) uses a pool of 4.')).toBe(true);
  });
});

describe('compareDiscoveries: what a value is "for"', () => {
  it('reads "for the API" and "for the report generator" as two owners', () => {
    expect(contradicts('gunicorn timeout for the API is 30 s.', 'gunicorn timeout for the report generator is 300 s.')).toBe(false);
  });

  it('still compares two values for one owner', () => {
    expect(contradicts('gunicorn timeout for the API is 30 s.', 'gunicorn timeout for the API is 120 s.')).toBe(true);
    expect(contradicts("Celery's soft time limit for the thumbnail task is 60 s.", "Celery's soft time limit for the thumbnail task was raised to 120 s.")).toBe(true);
  });
});

describe('compareDiscoveries: a setting named in code against its words', () => {
  it("reads a sentence headed by the value's own setting name as about what the name says", () => {
    expect(contradicts('`MAIL_POOL_MAX` is 5.', 'The mail pool in `config/mailer.ts` allows up to 10 connections.')).toBe(true);
    expect(contradicts('`MAIL_POOL_MAX` is 10.', 'The mail pool in `config/mailer.ts` allows up to 10 connections.')).toBe(false);
    expect(contradicts('`REDIS_POOL_MAX` is 16.', 'The Postgres pool in `lib/db.ts` allows up to 64 connections.')).toBe(false);
    // The other sentence is about a thing the setting's clause never names.
    expect(contradicts('Billing consumer: `fetch.max.records` is 300 now.', 'The webhook consumer pulls at most 10 messages per fetch.')).toBe(false);
  });

  it('keeps two setting names of one family, each with a part of its own, apart', () => {
    expect(contradicts('`DISK_WARN_PCT` is 80 on the storage nodes.', '`DISK_CRIT_PCT` is 95 on the storage nodes.')).toBe(false);
    expect(contradicts('`DISK_WARN_PCT` is 80 on the storage nodes.', '`DISK_WARN_PCT` is 85 on the storage nodes.')).toBe(true);
    expect(contradicts('`upload.read_timeout` is 30 seconds.', '`upload.write_timeout` is 60 seconds.')).toBe(false);
  });

  it('reads a setting written with its value in an aside by its name', () => {
    expect(contradicts('The nightly compaction `MaxRuntime` is 2 hours.', 'Nightly compaction may run up to 4 hours (`MaxRuntime=04:00:00` in `compactor.ini`).')).toBe(true);
    expect(contradicts('The nightly compaction `MaxRuntime` is 4 hours.', 'Nightly compaction may run up to 4 hours (`MaxRuntime=04:00:00` in `compactor.ini`).')).toBe(false);
    expect(contradicts('The nightly compaction `MaxRuntime` is 2 hours.', 'Nightly vacuum may run up to 4 hours (`VacuumRuntime=04:00:00` in `vacuum.ini`).')).toBe(false);
  });
});
