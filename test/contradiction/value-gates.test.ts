import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: a named limit against a plain value of the same quantity', () => {
  it('reads "capped at" against the setting that holds the limit as one limit', () => {
    expect(contradicts('The image proxy is capped at 20 MB per response.', 'The image proxy `max_response_size` is 50 MB.')).toBe(true);
    expect(contradicts('The render farm tops out at 1440p.', 'Highest output produced by the render farm is 2160p.')).toBe(true);
    expect(contradicts('The render farm tops out at 2160p.', 'Highest output produced by the render farm is 2160p.')).toBe(false);
  });

  it('keeps a limit apart from a default, a starting value or what is seen', () => {
    expect(contradicts('The exporter batch size defaults to 200 rows.', 'The exporter batch size is capped at 1000 rows.')).toBe(false);
    expect(contradicts('Retry backoff for the mailer is capped at 10 minutes.', "The mailer's retry backoff starts at 2 seconds.")).toBe(false);
    expect(contradicts('Most export files are about 40 MB.', 'Export files are limited to 25 MB.')).toBe(false);
    expect(contradicts('The build agent disk is capped at 100 GB.', 'The build agent currently uses 140 GB of disk.')).toBe(false);
  });
});

describe('compareDiscoveries: a setting named for a port', () => {
  it('reads `X_PORT=n` as the port of X', () => {
    expect(contradicts('The metrics exporter listens on port 9100.', '`EXPORTER_PORT=9200` in the metrics exporter env.')).toBe(true);
    expect(contradicts('The metrics exporter listens on port 9100.', '`EXPORTER_PORT=9100` in the metrics exporter env.')).toBe(false);
  });

  it('keeps the port of another service apart', () => {
    expect(contradicts('The Loki container listens on port 3100.', "`PROMTAIL_PORT=9080` in the logging stack's env file.")).toBe(false);
  });
});

describe('compareDiscoveries: a value in a file against the same value in prose', () => {
  it('sets the file aside when the rest names one subject', () => {
    expect(contradicts('CloudWatch retention for `/ecs/worker` is 30 days.', '`infra/logs.tf` sets `retention_in_days = 14` on the `/ecs/worker` log group.')).toBe(true);
    expect(contradicts('CloudWatch retention for `/ecs/worker` is 30 days.', '`infra/logs.tf` sets `retention_in_days = 30` on the `/ecs/worker` log group.')).toBe(false);
  });

  it('keeps a name of its own in backticks, and a package both name, apart', () => {
    expect(contradicts('The `invoices` exporter flushes every 30 seconds.', '`exporters/base.py` flushes every 120 seconds.')).toBe(false);
    expect(contradicts('In `packages/teams/`, storybook runs on port 6006.', 'In `packages/teams/`, the default port in `src/server.ts` is 3000.')).toBe(false);
  });
});

describe('compareDiscoveries: versions and sizes written as one word', () => {
  it('reads a tool release written as name-version (`ghc-9.2.8`, `nixos-24.05`) as that tool\'s version', () => {
    expect(contradicts('`cabal.project` pins `with-compiler: ghc-9.2.8`.', 'The project builds with GHC 9.8.2.')).toBe(true);
    expect(contradicts('The worker image installs `erlang-26.2`.', 'The worker image is built on Erlang 26.2.')).toBe(false);
    expect(contradicts('The docs image installs `hugo-0.120`.', 'The docs image installs Node 20.11.')).toBe(false);
  });

  it('reads a one-letter size after plural memory words, and keeps "every 30m" a duration', () => {
    expect(contradicts('The ingest proxy accepts payloads up to 8m.', 'The ingest proxy caps payloads at 32 MB.')).toBe(true);
    expect(contradicts('Upload volumes are snapshotted every 30m.', 'Upload volumes are 500 GB each.')).toBe(false);
  });

  it('keeps "the other ones" apart from the one named', () => {
    expect(contradicts('The scanner accepts archives up to 200 MB on the `/scan` route.', 'Other scanner routes keep the default limit of 10 MB.')).toBe(false);
  });
});

describe('compareDiscoveries: one of a pair of quantities named on one side', () => {
  it('keeps a read or write timeout apart from a timeout in a file', () => {
    expect(contradicts('The read timeout for the payments client is 10 seconds.', 'The HTTP client timeout in `src/http.ts` is 30 seconds.')).toBe(false);
  });
});

describe('compareDiscoveries: what the loosenings leave alone', () => {
  it('keeps a named floor and a named ceiling apart, and reads "every other day" as no other thing', () => {
    expect(contradicts("The worker pool's minimum size is 3.", "The worker pool's maximum size is 12.")).toBe(false);
    expect(contradicts('The backup runs every other day.', 'The backup runs daily.')).toBe(true);
  });
});

describe('compareDiscoveries: a file that is what its clause is about', () => {
  it('reads a manifest or the subject\'s own file as the place the value is written', () => {
    expect(contradicts('The kiln controller firmware needs CMake 3.16 or later.', '`CMakeLists.txt` opens with `cmake_minimum_required(VERSION 3.25)`.')).toBe(true);
    expect(contradicts('The tide gauge reader polls the sensor every 2 seconds.', '`gauge/reader.go` uses a 10s ticker for the sensor poll.')).toBe(true);
    expect(contradicts('The spacing scale\'s base unit is 4px.', '`tokens/spacing.json` defines `space.base` as 8px.')).toBe(true);
    expect(contradicts('The tide gauge reader polls the sensor every 2 seconds.', '`gauge/reader.go` uses a 2s ticker for the sensor poll.')).toBe(false);
  });

  it('keeps a file whose name says whose the value is apart', () => {
    expect(contradicts('The Overpass client is throttled to 2 requests per second.', '`maps/geocoder.py` allows up to 20 req/s.')).toBe(false);
    expect(contradicts('The spacing scale\'s base unit is 4px.', '`tokens/radius.json` defines `radius.base` as 8px.')).toBe(false);
  });
});

describe('compareDiscoveries: a value written rounded', () => {
  it('reads a converted value with two decimals as the value it rounds', () => {
    expect(contradicts('The geocoder throttle is 200 requests per minute.', 'geo/client.ts allows ~3.33 req/s to the geocoder (200/min).')).toBe(false);
    expect(contradicts('The geocoder throttle is 200 requests per minute.', 'geo/client.ts allows ~8.33 req/s to the geocoder.')).toBe(true);
  });

  it('keeps percentages exact', () => {
    expect(contradicts('The SLA for the payments API is 99.9%.', 'The payments API SLA was raised to 99.95% this year.')).toBe(true);
  });
});

describe('compareDiscoveries: package versions pinned in prose against a constraint in the manifest', () => {
  it('reads `^x.y.z` after a package name and a three-part number after "pinned to" as versions', () => {
    expect(contradicts('GOV.UK Frontend is pinned to 4.7.0 in `package.json`.', '`package.json` has `govuk-frontend` at `^5.2.0`.')).toBe(true);
    expect(contradicts('The `dayjs` package is at `^1.11.10`.', 'The `dayjs` package was bumped to `^2.0.0` for the calendar rewrite.')).toBe(true);
  });

  it('keeps a constraint the pin satisfies, and another package, apart', () => {
    expect(contradicts('The Leaflet map is pinned to 1.9.4 in `package.json`.', '`package.json` has `leaflet` at `^1.7.1`.')).toBe(false);
    expect(contradicts('The Leaflet map is pinned to 1.9.4 in `package.json`.', '`package.json` has `leaflet.markercluster` at `^1.5.3`.')).toBe(false);
  });
});

describe('a value read for what its clause makes of it', () => {
  it('reads how long something waits for an event as a timeout, and how long it waits before acting as a delay', () => {
    expect(contradicts('The bakery oven controller waits 90 seconds for the door sensor to report closed.', "The oven controller's door sensor timeout is 30 seconds.")).toBe(true);
    expect(contradicts('The bakery oven controller waits 90 seconds before reheating after the door closes.', "The oven controller's door sensor timeout is 30 seconds.")).toBe(false);
  });

  it('takes a role word both sides write before the same noun as part of its name, not a role of the value', () => {
    expect(contradicts('The parcel locker API rejects request headers larger than 8 KB.', "The parcel locker API's request header limit is 32 KB.")).toBe(true);
    expect(contradicts("The parcel locker sandbox container's memory request is 256 MB.", "The parcel locker sandbox container's memory limit is 1 GB.")).toBe(false);
  });

  it('reads a value before the noun it describes as what a change verb makes, not as the amount it changes', () => {
    expect(contradicts('The press archiver cuts 50 MB volumes for the scanned newspapers.', 'Scanned newspaper archive volumes are 200 MB each.')).toBe(true);
    expect(contradicts('The new deduplication pass cuts 50 MB from each scanned newspaper archive.', 'Scanned newspaper archive volumes are 200 MB each.')).toBe(false);
  });

  it('reads a number before a unit of one thing per another as that measure, not as a port', () => {
    expect(contradicts('The orchard irrigation pump runs at 1200 L/h.', '`orchard/pumps.py` drives the irrigation pump at 800 L/h.')).toBe(true);
    expect(contradicts('The orchard irrigation pump runs at 1200 L/h.', '`orchard/pumps.py` drives the irrigation pump at 1200 L/h.')).toBe(false);
  });
});

// precision-18: a speed is read in metres per unit of time, whatever length it is written in.
describe('compareDiscoveries: speeds in other length units', () => {
  it('reads "1.5 m/s" and "5.4 km/h", or "20 metres per second" and "72 km/h", as one speed', () => {
    expect(contradicts('The sorting robots top out at 1.5 m/s.', 'Sorting robots are capped at 5.4 km/h.')).toBe(false);
    expect(contradicts('The tram runs at 20 metres per second on the viaduct.', 'On the viaduct the tram runs at 72 km/h.')).toBe(false);
    expect(contradicts('The printer `max_velocity` is 300 mm/s.', 'max_velocity is 300 and max_accel is 3000.')).toBe(false);
  });

  it('still finds two speeds apart, and a bare setting against a speed', () => {
    expect(contradicts('The sorting robots top out at 1.5 m/s.', 'Sorting robots are capped at 9 km/h.')).toBe(true);
    expect(contradicts('The tram runs at 20 metres per second on the viaduct.', 'On the viaduct the tram runs at 90 km/h.')).toBe(true);
    expect(contradicts('The printer `max_velocity` is 300 mm/s.', 'max_velocity is 500 and max_accel is 3000.')).toBe(true);
  });
});
