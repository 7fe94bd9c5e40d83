import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: values written in other forms', () => {
  it('reads a share written as a fraction of a setting as its percentage', () => {
    expect(contradicts('Tracing samples 10% of requests.', '`traces_sample_rate: 0.5` in the tracing config.')).toBe(true);
    expect(contradicts('Tracing samples 10% of requests.', '`traces_sample_rate: 0.1` in the tracing config.')).toBe(false);
    expect(contradicts('The SLO is 99.9% availability.', 'The availability SLO is 0.99.')).toBe(true);
    expect(contradicts('The SLO is 99.9% availability.', 'The availability SLO is 0.999.')).toBe(false);
  });

  it('keeps a fraction of one setting apart from the share another setting names', () => {
    expect(contradicts('In `packages/web/`, the canary gets 7 percent of traffic.', 'In `packages/web/`, backend coverage gate: 0.80')).toBe(false);
  });

  it('reads a fraction of a unit, "a quarter of an hour", "three quarters of an hour", as that part of it', () => {
    expect(contradicts('The kiln fan runs for a quarter of an hour after each firing.', 'After each firing the kiln fan runs for 15 minutes.')).toBe(false);
    expect(contradicts('The kiln fan runs for a quarter of an hour after each firing.', 'After each firing the kiln fan runs for 40 minutes.')).toBe(true);
    expect(contradicts('Exam breaks in the test centre last three quarters of an hour.', 'Test centre exam breaks last 45 minutes.')).toBe(false);
    expect(contradicts('The shutter flash lasts a quarter of a second.', 'The shutter flash lasts 250 ms.')).toBe(false);
  });

  it('reads a part of a unit after "every", "every quarter hour", "every half-hour", as how often', () => {
    expect(contradicts('The darkroom timer beeps every quarter hour.', 'The darkroom timer beeps every 5 minutes.')).toBe(true);
    expect(contradicts('The darkroom timer beeps every quarter hour.', 'The darkroom timer beeps every 15 minutes.')).toBe(false);
    expect(contradicts('Harbour buoys report wave height every half-hour.', 'Harbour buoys report wave height every 10 minutes.')).toBe(true);
    expect(contradicts('Harbour buoys report wave height every half hour.', 'Harbour buoys report wave height every 30 minutes.')).toBe(false);
    expect(contradicts('The scoreboard redraws every quarter of a second.', 'The scoreboard redraws every 250 ms.')).toBe(false);
    // Not a part of a unit: "every quarter" of a year is no quarter of the unit after it.
    expect(contradicts('The choir rotates its section leads every quarter.', 'The choir warms up for 10 minutes.')).toBe(false);
  });

  it('reads a number of years written in months or weeks as those years ("12 months" / "one year")', () => {
    expect(contradicts('Parking permits at the marina are valid for 12 months.', 'Marina parking permits last one year.')).toBe(false);
    expect(contradicts('Parking permits at the marina are valid for 12 months.', 'Marina parking permits last two years.')).toBe(true);
    expect(contradicts('Seed bank samples are retested every 52 weeks.', 'The seed bank retests samples annually.')).toBe(false);
    expect(contradicts('Seed bank audit logs are kept for 4 years.', 'The seed bank keeps audit logs for 46 months.')).toBe(true);
  });

  it('reads "1 in 10" as a share', () => {
    expect(contradicts('We sample 1 in 10 traces.', 'The trace sample rate is 50%.')).toBe(true);
    expect(contradicts('We sample 1 in 10 traces.', 'The trace sample rate is 10%.')).toBe(false);
    // A year is no share: "Node 18 in 2024" stays a version.
    expect(contradicts('The API moved to Node 18 in 2024.', 'The API runs Node 20.')).toBe(true);
  });

  it('reads a cron schedule as an interval or a time of day', () => {
    expect(contradicts('The sync job runs every hour.', "The sync job's cron is `*/15 * * * *`.")).toBe(true);
    expect(contradicts('The sync job runs every hour.', "The sync job's cron is `0 * * * *`.")).toBe(false);
    expect(contradicts('db-backup runs at 3am UTC.', 'db-backup schedule: `0 2 * * *` (UTC).')).toBe(true);
    expect(contradicts('db-backup runs at 2am UTC.', 'db-backup schedule: `0 2 * * *` (UTC).')).toBe(false);
  });

  it('reads a cron at a time of day as how often it runs: daily, or weekly on one weekday', () => {
    expect(contradicts('The report mailer runs every 6 hours.', "The report mailer's cron is `30 1 * * *`.")).toBe(true);
    expect(contradicts('The report mailer runs every 24 hours.', "The report mailer's cron is `30 1 * * *`.")).toBe(false);
    expect(contradicts('The cache warmer job runs every 30 minutes.', 'The cache warmer job has schedule `0 5 * * 1`.')).toBe(true);
    expect(contradicts('The cache warmer job runs weekly.', 'The cache warmer job has schedule `0 5 * * 1`.')).toBe(false);
    // Another job's schedule is no other value of this one.
    expect(contradicts('The report mailer runs every 6 hours.', "The log compactor's cron is `30 1 * * *`.")).toBe(false);
  });

  it('reads "once a day" and "once an hour" as how often', () => {
    expect(contradicts('The price importer polls the feed every 15 minutes.', 'The price importer polls the feed once a day.')).toBe(true);
    expect(contradicts('The price importer polls the feed daily.', 'The price importer polls the feed once a day.')).toBe(false);
    // "once" alone counts nothing.
    expect(contradicts('The price importer polls the feed every 15 minutes.', 'Once the feed is polled, the price importer writes 1 file.')).toBe(false);
  });

  it('reads "at midnight" and "at noon" as times of day', () => {
    expect(contradicts('The nightly export runs at midnight UTC.', 'The nightly export runs at 02:00 UTC.')).toBe(true);
    expect(contradicts('The nightly export runs at midnight UTC.', 'The nightly export runs at 00:00 UTC.')).toBe(false);
  });

  it('reads a video mode ("1080p") as its frame', () => {
    expect(contradicts('Thumbnails are rendered at 1080p.', 'Thumbnails are rendered at 1280x720.')).toBe(true);
    expect(contradicts('Thumbnails are rendered at 720p.', 'Thumbnails are rendered at 1280x720.')).toBe(false);
  });

  it('reads a version line ("18.x") to the precision written', () => {
    expect(contradicts("We're on React 17.", 'The frontend uses React 18.x.')).toBe(true);
    expect(contradicts("We're on React 18.2.", 'The frontend uses React 18.x.')).toBe(false);
  });
});

describe('compareDiscoveries: durations, sizes, rates and shares written in one piece', () => {
  it('reads a duration in one word, Go style ("1h30m") or ISO 8601 ("PT30S")', () => {
    expect(contradicts('The export job times out after 90 minutes.', 'export job timeout: `1h`')).toBe(true);
    expect(contradicts('The export job times out after 90 minutes.', 'export job timeout: `1h30m`')).toBe(false);
    expect(contradicts('The health check times out after 30 seconds.', 'health check timeout is PT10S.')).toBe(true);
    expect(contradicts('The health check times out after 30 seconds.', 'health check timeout is PT30S.')).toBe(false);
  });

  it('reads JVM heap flags inside an options string, each as its own setting', () => {
    expect(contradicts('The indexer heap is 4 GB (`-Xmx4g`).', 'indexer: `JAVA_OPTS=-Xms512m -Xmx2g`')).toBe(true);
    expect(contradicts('The indexer heap is 2 GB.', 'indexer: `JAVA_OPTS=-Xms512m -Xmx2g`')).toBe(false);
    // The initial heap is another setting than the heap limit.
    expect(contradicts('The indexer starts with a 512 MB initial heap (`-Xms512m`).', 'indexer: `JAVA_OPTS=-Xms512m -Xmx2g`')).toBe(false);
  });

  it('reads "1.5M" before a counted noun as millions, not minutes', () => {
    expect(contradicts('The importer handles 1.5M rows per batch.', 'The importer handles 2M rows per batch.')).toBe(true);
    expect(contradicts('The importer handles 1.5M rows per batch.', 'The importer handles 1,500,000 rows per batch.')).toBe(false);
    // "1.5M rows" is no duration, so a batch's time does not contradict it.
    expect(contradicts('The importer handles 1.5M rows per batch.', 'The importer batch takes 60 seconds.')).toBe(false);
  });

  it('reads rps and QPS as rates, and a bare number of a rate setting as that rate', () => {
    expect(contradicts('The search API is rate limited to 100 rps.', 'The search API rate limit is 50 requests per second.')).toBe(true);
    expect(contradicts('The search API is rate limited to 100 rps.', 'The search API rate limit is 100 requests per second.')).toBe(false);
    expect(contradicts('The game targets 60 frames per second.', 'The game sets `targetFrameRate = 30`.')).toBe(true);
    expect(contradicts('The game targets 60 frames per second.', 'The game sets `targetFrameRate = 60`.')).toBe(false);
    // A rate limit's bare number names no period: equal per minute is equal.
    expect(contradicts('The API rate limit is 600 requests per minute.', 'The API sets `RATE_LIMIT=100`.')).toBe(true);
    expect(contradicts('The API rate limit is 600 requests per minute.', 'The API sets `RATE_LIMIT=600`.')).toBe(false);
  });

  it('reads "one in a thousand" as a share, so it equals a fraction', () => {
    expect(contradicts('The network simulator drops one packet in a thousand.', 'The network simulator drops 5% of packets.')).toBe(true);
    expect(contradicts('The network simulator drops one packet in a thousand.', 'drop_rate=0.001')).toBe(false);
    expect(contradicts('We sample 1 in every 100 requests.', 'The sample rate is 1%.')).toBe(false);
  });

  it('keeps a frame rate apart from a rate limit, a limit from a throttling temperature, a heap flag from another memory setting', () => {
    for (const [older, newer] of [
      ['The renderer targets 60 fps.', 'The API rate limit is 100 requests per second.'],
      ['The dashboard polls 3 times a minute.', 'The dashboard targets 30 fps.'],
      ['We run 3 pods in a cluster.', 'The canary gets 10% of traffic.'],
      // "throttling" names a rate limit, but a temperature is no rate.
      ['In `packages/scheduler/`, throttling starts at 723 requests per minute.', 'In `packages/scheduler/`, thermal throttling starts at 176 °F.'],
      // A heap flag is the heap's, not Redis' memory limit in the same package.
      ['In `packages/payments/`, staging redis maxmemory 1gb', 'In `packages/payments/`, `jvmargs=-Xmx4096m`'],
      ['In `packages/payments/`, redis maxmemory is 1gb', 'In `packages/payments/`, `-Xmx4096m`'],
      ['The search API handles 100 rps at peak.', 'The search API rate limit is 50 QPS per tenant.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
    }
  });
});

describe('compareDiscoveries: whose value it is', () => {
  it('takes a value whose clause names no owner as the value of what its text is about', () => {
    expect(contradicts('The uploader accepts images and PDFs, and the size limit is 10 MB.', 'Uploads are capped at 25 MB.')).toBe(true);
    expect(contradicts('The uploader accepts images and PDFs, and the size limit is 10 MB.', 'Database backups are capped at 25 MB.')).toBe(false);
  });

  it('does not take the unit a setting name carries for its owner', () => {
    expect(contradicts('The API times out requests after 30 seconds.', '`REQUEST_TIMEOUT_MS=60000`')).toBe(true);
    expect(contradicts('The API times out requests after 60 seconds.', '`REQUEST_TIMEOUT_MS=60000`')).toBe(false);
  });

  it('keeps two owners, two settings of one thing and two scopes apart', () => {
    for (const [older, newer] of [
      ['The API runs on port 3000.', 'The web app runs on port 5173.'],
      ["The pool's minimum size is 2.", "The pool's maximum size is 10."],
      ['The read timeout is 5 s.', 'The write timeout is 10 s.'],
      ['The rate limit is 100 requests per minute per user.', 'The global rate limit is 5000 requests per minute in total.'],
      ['`src/cache.ts` keeps entries for 10 minutes.', "The session module's TTL is 1 hour."],
      ['The billing service retries failed charges 3 times.', '`EMAIL_MAX_RETRIES=5`'],
      ['Max DB connections: 100.', 'Max Redis connections: 500.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
    }
  });
});

describe('compareDiscoveries: ranges, frequencies, none and relative changes', () => {
  it('reads a range as both its ends: a value inside it agrees, one outside it does not', () => {
    expect(contradicts('The pool has between 2 and 5 workers.', 'The pool currently has 4 workers.')).toBe(false);
    expect(contradicts('The pool currently has 4 workers.', 'The pool has between 2 and 5 workers.')).toBe(false);
    expect(contradicts('The pool runs 2–5 workers.', 'The pool runs 3 workers.')).toBe(false);
    expect(contradicts('The pool has between 2 and 5 workers.', 'The pool has between 2 and 5 workers.')).toBe(false);
    expect(contradicts('The pool has between 2 and 5 workers.', 'The pool currently has 10 workers.')).toBe(true);
    expect(contradicts('The pool currently has 10 workers.', 'The pool has between 2 and 5 workers.')).toBe(true);
    expect(contradicts('The autoscaler keeps between 2 and 10 pods.', 'The autoscaler keeps between 2 and 20 pods.')).toBe(true);
  });

  it('keeps a range of one thing apart from a value of another', () => {
    for (const [older, newer] of [
      ['Deploys are allowed between 9:00 and 17:00.', 'Deploys usually happen at 10:00.'],
      ['The API has between 2 and 5 replicas.', 'The worker has 8 replicas.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
    }
  });

  it('reads frequency words as the period they name', () => {
    expect(contradicts('The cron runs hourly.', 'The cron runs every 30 minutes.')).toBe(true);
    expect(contradicts('The cron runs hourly.', 'The cron runs every 60 minutes.')).toBe(false);
    expect(contradicts('The export runs nightly.', 'The export runs weekly.')).toBe(true);
    expect(contradicts('The export runs daily.', 'The export runs every 24 hours.')).toBe(false);
    expect(contradicts('The report job runs twice a day.', 'The report job runs every 12 hours.')).toBe(false);
    expect(contradicts('The report job runs twice a day.', 'The report job runs daily.')).toBe(true);
    expect(contradicts('The cleanup runs every other day.', 'The cleanup runs every 48 hours.')).toBe(false);
    expect(contradicts('The cleanup runs every other day.', 'The cleanup runs daily.')).toBe(true);
  });

  it('reads how often as a period: a frequency in Hz or "N times an hour"', () => {
    expect(contradicts('The ticker fires at 60 Hz.', 'The ticker interval is 16 ms.')).toBe(false);
    expect(contradicts('The ticker fires at 30 Hz.', 'The ticker interval is 16 ms.')).toBe(true);
    expect(contradicts('The poller checks 12 times an hour.', 'The poller checks every 5 minutes.')).toBe(false);
    expect(contradicts('The poller checks 12 times an hour.', 'The poller checks every 10 minutes.')).toBe(true);
  });

  it('reads a rate of events or a rate setting\'s number as the frequency the other side gives in Hz or kHz', () => {
    expect(contradicts('The bottling line scanner reads 30 labels per second.', 'The bottling line scanner reads labels at 120 Hz.')).toBe(true);
    expect(contradicts('The bottling line scanner reads 120 labels per second.', 'The bottling line scanner reads labels at 120 Hz.')).toBe(false);
    expect(contradicts('The racing sim physics tick rate is 90.', 'The racing sim physics ticks at 360 Hz.')).toBe(true);
    expect(contradicts('The racing sim physics tick rate is 360.', 'The racing sim physics ticks at 360 Hz.')).toBe(false);
    // "kHz" is an identifier to the tokenizer, and still a unit after a number.
    expect(contradicts('The seismometer digitizer samples at 2 kHz.', 'The seismometer digitizer samples at 500 Hz.')).toBe(true);
    expect(contradicts('The seismometer digitizer samples at 2 kHz.', 'The seismometer digitizer samples 2000 times per second.')).toBe(false);
    // Another device's frequency, and a rate of data, are not that frequency.
    expect(contradicts('The tide gauge logs 4 readings per second.', 'The weather mast logs readings at 1 Hz.')).toBe(false);
    expect(contradicts('The telemetry radio sends 9600 bits per second.', 'The telemetry radio sends packets at 10 Hz.')).toBe(false);
  });

  it('reads "bps" after a fee, spread or yield, and "basis points", as hundredths of a percent', () => {
    expect(contradicts('The swap fee is 50 bps.', 'Swaps in the wallet now carry a 1% fee.')).toBe(true);
    expect(contradicts('The swap fee is 50 bps.', 'The swap fee is 0.5%.')).toBe(false);
    expect(contradicts('The card processing fee is 290 basis points.', 'Card payments carry a processing fee of 2.9%.')).toBe(false);
    expect(contradicts('The card processing fee is 250 basis points.', 'Card payments carry a processing fee of 2.9%.')).toBe(true);
    // Bits a second where nothing names a share of a price.
    expect(contradicts('The telemetry modem uplink runs at 9600 bps.', 'The telemetry modem uplink now runs at 19200 bps.')).toBe(true);
    expect(contradicts('The telemetry modem uplink runs at 9600 bps.', 'The telemetry modem drops 2% of its packets.')).toBe(false);
  });

  it('reads a count of events per span against how often by a span, "every 15 minutes" / "one uplink per hour"', () => {
    expect(contradicts('Soil probes uplink every 15 minutes.', 'Soil probes now send one uplink per hour.')).toBe(true);
    expect(contradicts('Soil probes uplink every 15 minutes.', 'Soil probes now send 4 uplinks per hour.')).toBe(false);
    expect(contradicts('The tram display fetches 6 departure boards per hour.', 'The tram display fetches departure boards hourly.')).toBe(true);
    expect(contradicts('The tram display fetches 24 departure boards per day.', 'The tram display fetches departure boards hourly.')).toBe(false);
    // A limit on a rate caps how often; it is no schedule.
    expect(contradicts('The kiln controller posts its temperature every 10 seconds.', 'The kiln API accepts at most 2 temperature posts per minute.')).toBe(false);
  });

  it('reads a bare number in the unit its setting\'s name ends with when the setting is the clause\'s subject', () => {
    expect(contradicts('The meter gateway polls every 30 seconds.', '`GATEWAY_POLL_MS` for the meter gateway is 5000.')).toBe(true);
    expect(contradicts('The meter gateway polls every 30 seconds.', '`GATEWAY_POLL_MS` for the meter gateway is 30000.')).toBe(false);
    expect(contradicts('The kiosk screensaver starts after 5 minutes.', '`SCREENSAVER_DELAY_SECONDS` for the lobby kiosk is 60.')).toBe(true);
    expect(contradicts('The kiosk screensaver starts after 5 minutes.', '`SCREENSAVER_DELAY_SECONDS` for the lobby kiosk is 300.')).toBe(false);
  });

  it('reads a dotted number after "on" or "to" as the version of the tool the other side gives one of', () => {
    expect(contradicts('The Gleam chat service runs on 0.32.', 'The chat service is built with Gleam 1.4.')).toBe(true);
    expect(contradicts('The Gleam chat service runs on 1.4.', 'The chat service is built with Gleam 1.4.')).toBe(false);
    // A number before what it counts is no version.
    expect(contradicts('The Gleam chat service moved to 0.5 cores per pod.', 'The chat service is built with Gleam 1.4.')).toBe(false);
  });

  it('keeps how often apart from how long, and from what is not a period', () => {
    for (const [older, newer] of [
      ['The nightly build takes 40 minutes.', 'The build takes 40 minutes.'],
      ['Hourly backups are kept for 7 days.', 'Backups are kept for 7 days.'],
      ['The report is emailed weekly.', 'The report covers the last 30 days.'],
      ['The display refreshes at 60 Hz.', 'Rendering a frame takes 20 ms.'],
      ['Migrations run once per deploy.', 'Migrations time out after 10 minutes.'],
      ['The API allows 1000 requests daily.', 'The API allows 1000 requests per day.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
    }
  });

  it('reads "none", "no" and "never" as a count of zero', () => {
    expect(contradicts('Retries: none.', 'Failed jobs are retried 3 times.')).toBe(true);
    expect(contradicts('The webhook client does no retries.', 'The webhook client retries 3 times.')).toBe(true);
    expect(contradicts('Retries: none.', '`retries: 0`')).toBe(false);
  });

  it('keeps a zero of one thing apart from a count of another', () => {
    for (const [older, newer] of [
      ['The health check has no retries.', 'Failed jobs are retried 3 times.'],
      ['The cache has no replicas.', 'The API has 3 replicas.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
    }
  });

  it('reads "unlimited" and "no limit on X" against a limit of X, whatever it measures', () => {
    expect(contradicts('There is no limit on upload size.', 'Upload size is limited to 10 MB.')).toBe(true);
    expect(contradicts('Uploads are limited to 25 MB.', 'There is no upload size limit.')).toBe(true);
    expect(contradicts('Retries are unlimited.', 'The client retries up to 5 times.')).toBe(true);
    expect(contradicts('The API has no rate limit.', 'The API rate limit is 100 requests per minute.')).toBe(true);
  });

  it('keeps no limit of one thing apart from a limit or a value of another', () => {
    for (const [older, newer] of [
      ['There is no timeout on the health check.', 'The request timeout is 30 s.'],
      ['The export has no row limit.', 'The importer is limited to 1000 rows.'],
      ['There is no limit on upload size.', 'Uploads take about 3 seconds.'],
      ["The app token's GitHub API rate limit is 12,000 requests/hour.", 'The internal API has no rate limit.'],
      ['The job retries up to 3 times.', 'The internal API has no rate limit.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
    }
  });

  it('reads a relative change from a named value as the value it leads to', () => {
    expect(contradicts('Batch size was doubled from 50.', 'Batch size is 50.')).toBe(true);
    expect(contradicts('Batch size is 50.', 'Batch size was doubled from 50.')).toBe(true);
    expect(contradicts('Batch size was doubled from 50.', 'Batch size is 100.')).toBe(false);
    expect(contradicts('The heap was halved from 4 GB.', 'The heap is 2 GB.')).toBe(false);
    expect(contradicts('The heap was halved from 4 GB.', 'The heap is 4 GB.')).toBe(true);
    expect(contradicts('Replicas were tripled from 2.', 'The service runs 6 replicas.')).toBe(false);
    expect(contradicts('We bumped the batch size 3→5.', 'Batch size is 3.')).toBe(true);
    expect(contradicts('We bumped the batch size 3→5.', 'Batch size is 5.')).toBe(false);
    expect(contradicts('The request timeout was cut in half from 60 seconds.', 'The request timeout is 30 seconds.')).toBe(false);
    expect(contradicts('The request timeout was cut in half from 60 seconds.', 'The request timeout is 60 seconds.')).toBe(true);
  });

  it('keeps a rule of growth apart from a change', () => {
    for (const [older, newer] of [
      ['The retry delay doubles on each attempt, starting from 1 s.', 'The first retry waits 1 s.'],
      ['Batch size was doubled from 50 to 100.', 'Batch size is 100.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toBe(false);
    }
  });
});

describe('compareDiscoveries: values written the way code and config write them', () => {
  it('reads the unit in a key name, after a separator or as a camelCase word', () => {
    expect(contradicts('The API HPA scales out at 70% CPU.', 'API HPA: `targetCPUUtilizationPercentage: 80`.')).toBe(true);
    expect(contradicts('The API HPA scales out at 80% CPU.', 'API HPA: `targetCPUUtilizationPercentage: 80`.')).toBe(false);
    expect(contradicts('The memory alert fires at 90% usage.', '`memory_threshold_pct: 85` in the memory alert rule.')).toBe(true);
    // A word that merely ends in a unit's letters is no unit: `maxItems` is no milliseconds.
    expect(contradicts('The list endpoint returns at most 50 ms of data.', 'The list endpoint has `maxItems: 50`.')).toBe(false);
  });

  it('reads TTL, EX, expires_in and max-age as seconds', () => {
    expect(contradicts('OAuth access tokens expire after 1 hour.', 'The token endpoint returns `expires_in: 900` for access tokens.')).toBe(true);
    expect(contradicts('OAuth access tokens expire after 15 minutes.', 'The token endpoint returns `expires_in: 900` for access tokens.')).toBe(false);
    expect(contradicts("The rate limiter's Redis key expires after 1 minute.", 'The rate limiter sets its Redis key with `EX 120`.')).toBe(true);
    expect(contradicts("The rate limiter's Redis key expires after 2 minutes.", 'The rate limiter sets its Redis key with `EX 120`.')).toBe(false);
    expect(contradicts('Cached product pages have a TTL of 10 minutes.', 'Product page cache entries are written with `ttl: 60`.')).toBe(true);
    expect(contradicts('Cached product pages have a TTL of 1 minute.', 'Product page cache entries are written with `ttl: 60`.')).toBe(false);
    // lru-cache's `ttl` is milliseconds: the other reading agrees.
    expect(contradicts('Cached product pages have a TTL of 1 minute.', 'Product page cache entries are written with `ttl: 60000`.')).toBe(false);
  });

  it('reads JavaScript timeouts and timers as milliseconds', () => {
    expect(contradicts('The fetch wrapper uses a 10 s timeout.', '`timeout: 30000` in the fetch wrapper options.')).toBe(true);
    expect(contradicts('The fetch wrapper uses a 30 s timeout.', '`timeout: 30000` in the fetch wrapper options.')).toBe(false);
    expect(contradicts('Jest tests time out after 5 seconds.', 'jest.config.js sets `testTimeout: 20000`.')).toBe(true);
    expect(contradicts('Jest tests time out after 20 seconds.', 'jest.config.js sets `testTimeout: 20000`.')).toBe(false);
    expect(contradicts('The search box debounces input by 300 ms.', 'The search box debounces with `setTimeout(runSearch, 500)`.')).toBe(true);
    expect(contradicts('The search box debounces input by 500 ms.', 'The search box debounces with `setTimeout(runSearch, 500)`.')).toBe(false);
  });

  it('reads "times out after" as the timeout, not as any other duration of the package', () => {
    expect(contradicts('In `packages/imports/`, jobs time out after 30 minutes.', 'In `packages/imports/`, logs are kept for 2 weeks.')).toBe(false);
    expect(contradicts('Jobs time out after 30 minutes.', 'The job timeout is 10 minutes.')).toBe(true);
  });

  it('reads image tags, version pins and constraints as versions', () => {
    expect(contradicts('The API uses a Python 3.11 base image.', 'The API Dockerfile uses `FROM python:3.12-slim` for its base image.')).toBe(true);
    expect(contradicts('The API uses a Python 3.12 base image.', 'The API Dockerfile uses `FROM python:3.12-slim` for its base image.')).toBe(false);
    expect(contradicts('The billing service targets Go 1.21.', "The billing service's go.mod says `go 1.22`.")).toBe(true);
    expect(contradicts('The billing service targets Go 1.22.', "The billing service's go.mod says `go 1.22`.")).toBe(false);
    expect(contradicts('The AWS provider is pinned to 4.x.', 'The aws provider constraint is `version = "~> 5.30"`.')).toBe(true);
    expect(contradicts('The AWS provider is pinned to 5.x.', 'The aws provider constraint is `version = "~> 5.30"`.')).toBe(false);
    expect(contradicts('CI builds the services with Go 1.20.', 'The CI workflow sets `go-version: 1.22`.')).toBe(true);
    expect(contradicts('CI builds the services with Go 1.22.', 'The CI workflow sets `go-version: 1.22`.')).toBe(false);
    // A host and port is no image tag.
    expect(contradicts('Redis 6 backs the cache.', 'The cache connects to `REDIS_URL=redis:6379`.')).toBe(false);
  });

  it('reads a version file as the version of its tool', () => {
    expect(contradicts('The admin app uses Node 16.', "The admin app's .nvmrc contains `20`.")).toBe(true);
    expect(contradicts('The admin app uses Node 20.', "The admin app's .nvmrc contains `20`.")).toBe(false);
  });

  it("reads a version file at the project's root as the version of every part the other side names", () => {
    expect(contradicts('The tram timetable importer requires Go 1.20.', '`go.mod` declares `go 1.22`.')).toBe(true);
    expect(contradicts('The kiln scheduler is deployed with Terraform 1.4.', '`.terraform-version` contains 1.8.2.')).toBe(true);
    expect(contradicts('The kiln scheduler is deployed with Terraform 1.8.', '`.terraform-version` contains 1.8.2.')).toBe(false);
    // A version file in a folder pins that folder's part; prose on both sides still names two owners.
    expect(contradicts('The tram timetable importer requires Go 1.20.', '`tools/gen/go.mod` declares `go 1.22`.')).toBe(false);
    expect(contradicts('The harbour dashboard builds with Deno 1.38.', '`ingest/.dvmrc` pins Deno 1.44.')).toBe(false);
    expect(contradicts('The seismograph uploader targets Java 11.', 'The archive viewer targets Java 21.')).toBe(false);
  });

  it('reads one value written twice as one value, not two to tell apart', () => {
    expect(contradicts('The crane simulator uses a fixed step of 0.02 s in `Config/SimClock.asset`.', 'The fixed step in `Config/SimClock.asset` is 0.01 s, i.e. the crane simulator runs at 100 Hz.')).toBe(true);
    expect(contradicts('The crane simulator uses a fixed step of 0.01 s in `Config/SimClock.asset`.', 'The fixed step in `Config/SimClock.asset` is 0.01 s, i.e. the crane simulator runs at 100 Hz.')).toBe(false);
    // The name in code before the head is still the owner's, and "days" spells no `daily`.
    expect(contradicts('The `daily` tide report is kept for 7 days.', 'The `weekly` tide report is kept for 90 days (`ttl: 2160h`).')).toBe(false);
    expect(contradicts('The `daily` tide report is kept for 7 days.', 'The `daily` tide report is kept for 30 days (`ttl: 720h`).')).toBe(true);
    // A bare number read in the other side's unit is still its one statement, not a second value.
    expect(contradicts('In `packages/search/`, quotes from the rating engine expire after 9 days.', '`QUOTE_TTL_SECONDS=2592000` in the rating engine config.')).toBe(true);
  });

  it('reads an acronym or short name and the words or name it abbreviates as one owner', () => {
    expect(contradicts('The ILS catalogue search times out after 10 seconds.', 'Integrated Library System catalogue searches time out after 30 seconds.')).toBe(true);
    expect(contradicts('The gh release uploader retries 3 times.', 'GitHub release uploader retries 5 times.')).toBe(true);
    // Another acronym, another name, or words whose initials only happen to spell it, are another owner.
    expect(contradicts('The ILS catalogue search times out after 10 seconds.', 'The OPAC catalogue search times out after 30 seconds.')).toBe(false);
    expect(contradicts('The gh release uploader retries 3 times.', 'GitLab release uploader retries 5 times.')).toBe(false);
    expect(contradicts('The tram API times out after 10 seconds.', 'Apps polling the tram timetable time out after 30 seconds.')).toBe(false);
  });

  it('reads the code a value is written in as its setting, not as an owner against a file', () => {
    expect(contradicts('Selenium page load timeout in `tests/ui/setup.py` is 30 s.', '`driver.set_page_load_timeout(90)` in the ui setup.')).toBe(true);
    expect(contradicts('Selenium page load timeout in `tests/ui/setup.py` is 30 s.', '`driver.set_script_timeout(90)` in the ui setup.')).toBe(false);
    expect(contradicts('The kiosk printer timeout in `kiosk/print.js` is 10 s.', '`scanner.setReadTimeout(30000)` in the kiosk setup.')).toBe(false);
    // A call whose name the other side does not spell out still names an owner of its own.
    expect(contradicts('`app/clients/billing.py` sets a read timeout of 30 seconds.', '`driver.set_page_load_timeout(120)` in conftest.')).toBe(false);
  });

  it('reads "the port is N" as a port', () => {
    expect(contradicts('The node exporter listens on 9100.', "The node exporter's port is 9200.")).toBe(true);
    expect(contradicts('The node exporter listens on 9100.', "The node exporter's port is 9100.")).toBe(false);
  });

  it('reads requests, attempts and calls of one rate limit as one count', () => {
    expect(contradicts('Login is limited to 5 attempts per minute per IP.', 'The login endpoint allows 10 requests/min per IP.')).toBe(true);
    expect(contradicts('Login is limited to 5 attempts per minute per IP.', 'The login endpoint allows 5 requests/min per IP.')).toBe(false);
    expect(contradicts('The public API allows 100 requests per minute per API key.', 'The public API rate limit is 60 calls per minute per API key.')).toBe(true);
    // A quota that is no rate stays apart from a named limit.
    expect(contradicts('In `packages/projects/`, max DB connections: 100.', 'In `packages/projects/`, the free plan allows 3 projects.')).toBe(false);
  });
});

describe('compareDiscoveries: values in the spellings config and code use', () => {
  it('reads a retention rule written with a removal verb ("deleted after 14 days") as a value, not a removal', () => {
    expect(contradicts('Uploaded CSVs in the import bucket are deleted after 14 days.', 'Uploaded CSVs in the import bucket are deleted after 30 days.')).toBe(true);
    expect(contradicts('Uploaded CSVs in the import bucket are deleted after 14 days.', 'Uploaded CSVs in the import bucket are kept for 14 days.')).toBe(false);
    expect(contradicts('Stale preview environments are purged nightly.', 'Stale preview environments are purged every 6 hours.')).toBe(true);
    expect(contradicts('Thumbnails are deleted from the origin bucket after 30 days.', 'Thumbnails are deleted from the origin bucket after 60 days.')).toBe(true);
    expect(contradicts('Files in `/var/tmp/uploads` are purged after 14 days.', 'Anything in `/var/tmp/uploads` older than 7 days gets deleted automatically.')).toBe(true);
    expect(contradicts('Files in `/var/tmp/uploads` are purged after 7 days.', 'Anything in `/var/tmp/uploads` older than 7 days gets deleted automatically; keep logs elsewhere.')).toBe(false);
    expect(contradicts('Objects in the import bucket are deleted after 14 days.', 'The import bucket lifecycle rule sets `expiration_days = 30`.')).toBe(true);
    expect(contradicts('Objects in the import bucket are deleted after 30 days.', 'The import bucket lifecycle rule sets `expiration_days = 30`.')).toBe(false);
  });

  it('reads numbers in scientific notation, hexadecimal, and products written out', () => {
    expect(contradicts('The ODE solver in `sim/integrate.py` stops at a tolerance of 1e-8.', '`sim/integrate.py` calls the solver with `tolerance = 1e-5`.')).toBe(true);
    expect(contradicts('The ODE solver in `sim/integrate.py` stops at a tolerance of 1e-8.', '`sim/integrate.py` calls the solver with `tolerance = 1e-8`.')).toBe(false);
    expect(contradicts('The bootloader partition is 0x10000 bytes.', 'The bootloader partition is 128 KiB.')).toBe(true);
    expect(contradicts('The bootloader partition is 0x10000 bytes.', 'The bootloader partition is 64 KiB.')).toBe(false);
    expect(contradicts('The audit log buffer holds 8 MB.', 'The audit log buffer holds 4 * 1024 * 1024 bytes.')).toBe(true);
    expect(contradicts('The audit log buffer holds 4 MB.', '`AUDIT_BUFFER_BYTES = 4 * 1024 * 1024` in `audit/config.py`; the audit log buffer is set there.')).toBe(false);
  });

  it('reads a registry code written `name:number` (`EPSG:2263`) as a code, not a host and port', () => {
    expect(contradicts('The tile API listens on port 2200.', 'Tile geometries are stored in EPSG:3857.')).toBe(false);
    expect(contradicts('Tile geometries are stored in EPSG:3857.', 'Tile geometries are stored in EPSG:4326.')).toBe(true);
    expect(contradicts('Tile geometries are stored in EPSG:3857.', 'Tile geometries are stored in EPSG:3857 (web mercator).')).toBe(false);
    expect(contradicts('The tile cache is at `redis:6380`.', 'The tile cache is at `redis:6379`.')).toBe(true);
  });

  it('reads a frame written with "×" or spaces', () => {
    expect(contradicts('The thumbnail grid cells are 256×256.', 'Thumbnail grid cells are 320x320.')).toBe(true);
    expect(contradicts('The thumbnail grid cells are 256×256.', 'Thumbnail grid cells are 256 x 256.')).toBe(false);
  });

  it('reads "after the 6th attempt" as that many attempts', () => {
    expect(contradicts('The SMS sender gives up after 4 attempts.', 'The SMS sender gives up after the 6th attempt.')).toBe(true);
    expect(contradicts('The SMS sender gives up after 4 attempts.', 'The SMS sender gives up after the fourth attempt.')).toBe(false);
    expect(contradicts('The OTP check locks the account after 5 failed tries.', 'The OTP check locks the account after the third failed try.')).toBe(true);
  });

  it('reads bit rates in any unit, and a bitrate setting written bare, as bits a second', () => {
    expect(contradicts('Voice calls are encoded at 32 kbps.', 'Voice calls are encoded at 64 kbit/s.')).toBe(true);
    expect(contradicts('Voice calls are encoded at 64000 bps.', 'Voice calls are encoded at 64 kbps.')).toBe(false);
    expect(contradicts('The webcam stream bitrate is 2.5 Mbps.', 'The webcam stream sets `videoBitrate = 4000000`.')).toBe(true);
    expect(contradicts('The webcam stream bitrate is 4 Mbps.', 'The webcam stream sets `videoBitrate = 4000000`.')).toBe(false);
    expect(contradicts('The conference video bitrate is 1 Mbps.', 'The conference video sets `maxBitrate = 2500000`.')).toBe(true);
  });

  it('reads a rate or a frequency named by the end of a setting key (`_RPS`, `_PER_MIN`, `_hz`)', () => {
    expect(contradicts('The geocoder allows 50 requests per second.', '`GEOCODER_MAX_RPS = 20` in the geocoder env.')).toBe(true);
    expect(contradicts('The geocoder allows 20 requests per second.', '`GEOCODER_MAX_RPS = 20` in the geocoder env.')).toBe(false);
    expect(contradicts('Telemetry sampling runs at 100 Hz.', 'Telemetry sampling is configured with `sample_hz: 250`.')).toBe(true);
    expect(contradicts('Telemetry sampling runs at 250 Hz.', 'Telemetry sampling is configured with `sample_hz: 250`.')).toBe(false);
    // The file the setting is in comes between its name and its value.
    expect(contradicts('The signup endpoint accepts 30 requests per minute.', '`SIGNUP_LIMIT_PER_MIN` in `config/limits.py` is 10.')).toBe(true);
    expect(contradicts('The signup endpoint accepts 10 requests per minute.', '`SIGNUP_LIMIT_PER_MIN` in `config/limits.py` is 10.')).toBe(false);
  });

  it('reads a capital M as megabytes, never minutes, and "hours/week" as hours', () => {
    expect(contradicts('Nginx access logs rotate at 50M.', 'Nginx access logs rotate at 200 MB.')).toBe(true);
    expect(contradicts('Nginx access logs rotate at 50M.', 'Nginx access logs rotate at 50 MB.')).toBe(false);
    expect(contradicts('Support agents are scheduled for 38 hours/week.', 'Support agents are scheduled for 40 hours per week.')).toBe(true);
    expect(contradicts('Support agents are scheduled for 40 hours/week.', 'Support agents are scheduled for 40 hours per week.')).toBe(false);
  });

  it('reads durations built by code: a unit method or call (`2.hours`, `Seconds.seconds(30)`), a timeout setter', () => {
    expect(contradicts('The Spark streaming batch interval is 10 seconds.', 'The Spark streaming context uses `Seconds.seconds(30)` as its batch interval.')).toBe(true);
    expect(contradicts('The password reset token is valid for 30 minutes.', '`config.reset_password_within = 2.hours` in `devise.rb`.')).toBe(true);
    expect(contradicts('The password reset token is valid for 2 hours.', '`config.reset_password_within = 2.hours` in `devise.rb`.')).toBe(false);
    expect(contradicts('The e2e harness page timeout is 45 seconds.', 'The e2e harness calls `page.setDefaultTimeout(15000)`.')).toBe(true);
    expect(contradicts('The e2e harness page timeout is 15 seconds.', 'The e2e harness calls `page.setDefaultTimeout(15000)`.')).toBe(false);
  });

  it('gives a bare number the unit written in parentheses after it', () => {
    expect(contradicts('The export link expires after 24 hours.', '`EXPORT_LINK_TTL = 3600` (seconds) in `exports/settings.py`.')).toBe(true);
    expect(contradicts('The export link expires after 1 hour.', '`EXPORT_LINK_TTL = 3600` (seconds) in `exports/settings.py`.')).toBe(false);
  });

  it('reads a value restated in an aside as the value of what the clause before it names', () => {
    expect(contradicts('The `hourly` snapshot policy keeps 48 hours.', 'The `monthly` snapshot policy keeps 365 days (`retention: 8760h`).')).toBe(false);
    expect(contradicts('The `hourly` snapshot policy keeps 48 hours.', 'The `hourly` snapshot policy keeps 72 hours (`retention: 72h`).')).toBe(true);
    expect(contradicts('The admin dashboard runs on port 5000.', 'The billing worker listens on port 5001 in dev (`flask run --port 5001`).')).toBe(false);
  });

  it('reads how long something is kept and when it expires as one duration', () => {
    expect(contradicts('The avatar cache keeps images for 1 hour.', '`avatars/cache.py` builds the avatar cache with `ttl=7200`.')).toBe(true);
    expect(contradicts('The avatar cache keeps images for 2 hours.', '`avatars/cache.py` builds the avatar cache with `ttl=7200`.')).toBe(false);
    expect(contradicts('Access tokens expire after 15 minutes.', 'Refresh tokens are kept for 30 days.')).toBe(false);
  });

  it('reads versions of tools it does not know: after a pinning verb, as a quoted x.y.z, as a `name.js` constraint', () => {
    expect(contradicts('We compile with solc 0.8.19.', '`hardhat.config.ts` pins solc 0.8.24.')).toBe(true);
    expect(contradicts('We compile with solc 0.8.24.', '`hardhat.config.ts` pins solc 0.8.24.')).toBe(false);
    expect(contradicts('Production runs TimescaleDB 2.11.', '`SELECT extversion` on production reports `TIMESCALEDB="2.14.2"`.')).toBe(true);
    expect(contradicts('Production runs TimescaleDB 2.14.', '`SELECT extversion` on production reports `TIMESCALEDB="2.14.2"`.')).toBe(false);
    expect(contradicts('d3.js is pinned to 6.7.0 in `package.json`.', '`package.json` has `d3.js` at `^7.8.5`.')).toBe(true);
    expect(contradicts('d3.js is pinned to 7.8.5 in `package.json`.', '`package.json` has `d3.js` at `^7.8.5`.')).toBe(false);
  });

  it('reads hours, minutes and seconds given to a setting of a span as a duration, not a time of day', () => {
    expect(contradicts('The nightly ledger export runs with `query_timeout: 00:05:00`.', "The nightly ledger export's query timeout is 30 seconds.")).toBe(true);
    expect(contradicts('`session_timeout: 00:15:00` in `kiosk.yaml` sets the museum kiosk session timeout.', "The museum kiosk's session timeout is 5 minutes.")).toBe(true);
    expect(contradicts('Tram depot sensor exports run with `export_timeout=00:02:00`.', 'The tram depot sensor export times out after 120 seconds.')).toBe(false);
    expect(contradicts('The radio playout backup runs at 03:00:00 every night.', 'The radio playout backup takes about 45 minutes.')).toBe(false);
  });

  it('reads a one-letter size of a partition or flash as bytes', () => {
    expect(contradicts("The greenhouse logger's SPIFFS partition is 960K.", "The greenhouse logger's SPIFFS partition has a size of 1.5M.")).toBe(true);
    expect(contradicts("The radio archive's upload buffer is 2048K.", "The radio archive's upload buffer is 2M.")).toBe(false);
    expect(contradicts("The tide gauge's `ota_0` partition is 1536K.", "The tide gauge's `storage` partition is 2M.")).toBe(false);
  });

  it('compares two size tiers of one subject: an instance class, a size in capitals or after "sized"', () => {
    expect(contradicts('The observatory\'s Snowflake warehouse `OBS_WH` is sized SMALL.', '`OBS_WH` is a LARGE warehouse.')).toBe(true);
    expect(contradicts('The tram depot ledger database is a `db.r6g.xlarge`.', 'The tram depot ledger database runs on `db.r6g.2xlarge`.')).toBe(true);
    expect(contradicts('The tram depot ledger database is a `db.r6g.xlarge`.', 'The tram depot ledger database is a `db.r6g.xlarge` in every region.')).toBe(false);
    // A tier is compared only with another tier, never with another value written in code.
    expect(contradicts('The tram depot ledger database is a `db.r6g.xlarge`.', 'The tram depot ledger database is `ledger-prod`.')).toBe(false);
  });
});

describe('compareDiscoveries: a value stated by a relative clause', () => {
  it('reads "segments that are 2 seconds long" as what every segment is, not a restriction to some of them', () => {
    expect(contradicts('The audiobook encoder splits chapters into parts that are 45 minutes long.', 'The audiobook encoder splits chapters into 20-minute parts.')).toBe(true);
    expect(contradicts('The seed vault scanner stores images in tiles that are 512 pixels wide.', 'The seed vault scanner stores images in 1024-pixel tiles.')).toBe(true);
    // The same length.
    expect(contradicts('The audiobook encoder splits chapters into parts that are 45 minutes long.', 'The audiobook encoder splits chapters into 45-minute parts.')).toBe(false);
  });

  it('keeps a relative clause that picks some of them out a restriction', () => {
    expect(contradicts('The seed vault scanner stores images in tiles that are 512 pixels wide.', 'The seed vault scanner only re-scans tiles that are larger than 1024 pixels.')).toBe(false);
    expect(contradicts('The orchard drone records flight logs in chunks that are 5 MB each.', 'The orchard drone uploads flight logs that are over 20 MB only over Wi-Fi.')).toBe(false);
    expect(contradicts('PRs need one approval to merge.', 'PRs that touch `infra/` need two approvals.')).toBe(false);
  });

  it('reads lengths in any unit as metres, and degrees with or without the sign', () => {
    expect(contradicts('The mower robot stays 300 m from the road.', 'The mower robot keeps 1.2 km from the road.')).toBe(true);
    expect(contradicts('The mower robot stays 1200 m from the road.', 'The mower robot keeps 1.2 km from the road.')).toBe(false);
    expect(contradicts('Shelf labels have a 5 mm bleed.', 'The shelf label bleed is 0.5 cm.')).toBe(false);
    expect(contradicts('The dish antenna tilts to 30°.', 'The dish antenna tilts to 25 degrees.')).toBe(true);
    expect(contradicts('The dish antenna tilts to 30°.', 'The dish antenna tilts to 30 degrees.')).toBe(false);
    // A temperature in Fahrenheit is read in Celsius; a speed in metres per second is no length.
    expect(contradicts('The kiln alarm fires above 10 °C.', 'The kiln alarm fires above 50°F.')).toBe(false);
    expect(contradicts('The kiln alarm fires above 10 °C.', 'The kiln alarm fires above 41°F.')).toBe(true);
    expect(contradicts('The east camera pans 90°.', 'The west camera pans 120°.')).toBe(false);
  });

  it('reads a negative number, and an hour with am or pm written apart', () => {
    expect(contradicts('The walk-in freezer alarm trips at -18 °C.', 'The walk-in freezer alarm is set to -12 °C.')).toBe(true);
    expect(contradicts('The walk-in freezer alarm trips at -18 °C.', 'The walk-in freezer alarm is set to -18 °C.')).toBe(false);
    expect(contradicts('The choir mix is normalized to -16 LUFS.', 'The choir mix is normalized to -23 LUFS.')).toBe(true);
    // A minus before a span is a loss, not a value: "-4 min" says how much faster.
    expect(contradicts('Parallel workers gave the monthly report -4 min on the large instance.', 'The monthly report takes 6 min on the large instance.')).toBe(false);
    expect(contradicts('The study rooms close at 9 pm.', 'The study rooms close at 22:00.')).toBe(true);
    expect(contradicts('The study rooms close at 9 pm.', 'The study rooms close at 21:00.')).toBe(false);
  });

  it('reads CPU in thousandths of a core and a package or action pinned with "@"', () => {
    expect(contradicts('The `resizer` pod requests `cpu: 250m`.', 'Each `resizer` pod requests 1 CPU.')).toBe(true);
    expect(contradicts('The `resizer` pod requests `cpu: 500m`.', 'Each `resizer` pod requests 0.5 CPU.')).toBe(false);
    expect(contradicts("The `resizer` pod's CPU request is 750 millicores.", 'The `resizer` pod requests `cpu: 0.75`.')).toBe(false);
    // A request against the limit is no other value of it.
    expect(contradicts('Resizer pods request 500m CPU.', 'Resizer pods are limited to 2 CPUs.')).toBe(false);
    expect(contradicts('The kiosk repo CI installs `pnpm@8.15.4`.', 'CI for the kiosk repo installs pnpm 9.')).toBe(true);
    expect(contradicts('The kiosk repo CI installs `pnpm@9.1.0`.', 'CI for the kiosk repo installs pnpm 9.')).toBe(false);
    expect(contradicts('The docs workflow uses `actions/setup-node@v3`.', 'The docs workflow runs `actions/setup-node@v4`.')).toBe(true);
    expect(contradicts('The docs workflow uses `actions/setup-node@v4`.', 'The docs workflow uses `actions/checkout@v3`.')).toBe(false);
  });
});

describe('compareDiscoveries: a time of day as an hour and "am" or "pm"', () => {
  it('reads "5 pm" as 17:00 against a 24-hour time', () => {
    expect(contradicts("The pharmacy's refill reminders are sent at 18:00.", 'Refill reminders from the pharmacy go out at 5 pm.')).toBe(true);
    expect(contradicts("The pharmacy's refill reminders are sent at 18:00.", 'Refill reminders from the pharmacy go out at 6 pm.')).toBe(false);
    expect(contradicts('Nightly ledger exports start at 23:00.', 'The nightly ledger export starts at 11 pm.')).toBe(false);
  });

  it('keeps apart when one thing begins and when it ends', () => {
    expect(contradicts('The library opens at 09:00.', 'The library closes at 5 pm.')).toBe(false);
    expect(contradicts('The library opens at 09:00.', 'The library now opens at 10 am.')).toBe(true);
  });
});

describe('compareDiscoveries: a frequency against a period, the verb read elsewhere', () => {
  it('compares "publishes at 1 Hz" with "published every 5 seconds" when the reading took another word for the verb', () => {
    expect(contradicts('The flight-ops position feed publishes at 1 Hz.', 'Flight-ops position updates are published every 5 seconds.')).toBe(true);
    expect(contradicts('The flight-ops position feed publishes at 1 Hz.', 'Flight-ops position updates are published every 1000 ms.')).toBe(false);
    expect(contradicts('The wind turbine telemetry stream samples at 10 Hz.', 'Wind turbine blade cameras are sampled every second.')).toBe(false);
  });
});

describe('compareDiscoveries: negative numbers', () => {
  it('reads "-18 LUFS" and "-40 steps" as values', () => {
    expect(contradicts('Audiobook chapters are mastered to -18 LUFS.', 'Audiobook chapters are now mastered to -20 LUFS.')).toBe(true);
    expect(contradicts('Audiobook chapters are mastered to -18 LUFS.', 'Audiobook chapters are mastered to -18 LUFS integrated.')).toBe(false);
    expect(contradicts('The telescope focuser offset is -40 steps.', 'The guide camera focuser offset is -25 steps.')).toBe(false);
  });
});

describe('compareDiscoveries: a simulation step as the span between two updates', () => {
  it('compares a timestep, a fixed step, a delta or a tick with how often the same thing runs', () => {
    expect(contradicts("The flood model's timestep is 600 s.", 'The flood model now advances every 5 minutes.')).toBe(true);
    expect(contradicts('The cloth solver uses a fixed step of 8 ms.', 'The cloth solver now runs at 60 Hz.')).toBe(true);
    expect(contradicts("The racing game's physics delta is 0.02 s.", "The racing game's physics runs at 100 Hz now.")).toBe(true);
  });

  it('leaves alone the same span, and a step of a job against how often the job runs', () => {
    expect(contradicts("The flood model's timestep is 600 s.", 'The flood model advances every 10 minutes.')).toBe(false);
    expect(contradicts("The racing game's physics delta is 0.02 s.", "The racing game's physics runs at 50 Hz.")).toBe(false);
    expect(contradicts('Step 3 of the onboarding checklist takes 15 minutes.', 'The onboarding checklist runs every week.')).toBe(false);
    expect(contradicts('The deploy step times out after 10 minutes.', 'The deploy pipeline runs every 30 minutes.')).toBe(false);
  });
});

describe('compareDiscoveries: a cron schedule against a time of day', () => {
  it("reads a cron's time of day and its period as one statement, so the time meets the other side's", () => {
    expect(contradicts('Nightly tide table imports start at 04:00.', "The tide import job's schedule was changed to `0 6 * * *`.")).toBe(true);
    expect(contradicts('The greenhouse irrigation summary is emailed at 07:00.', 'The irrigation summary cron was moved to `15 8 * * *`.')).toBe(true);
  });

  it('leaves alone the same time, and another job of the same place', () => {
    expect(contradicts('The ferry manifest export runs at 01:00 UTC.', 'The ferry manifest export cron is `0 1 * * *` (UTC).')).toBe(false);
    expect(contradicts('Nightly tide table imports start at 04:00.', "The tide chart render job's schedule was changed to `0 6 * * *`.")).toBe(false);
    expect(contradicts('The clinic reminder batch runs at 18:00.', 'The clinic lab results import cron was changed to `0 17 * * *`.')).toBe(false);
  });
});

describe('compareDiscoveries: a time zone names no job', () => {
  it('keeps a cron of one job apart from "the cron job" when all they share is the time zone', () => {
    expect(contradicts('The cron job runs at 03:00 UTC.', 'SAP export cron: `30 4 * * *` (server TZ is UTC).')).toBe(false);
    expect(contradicts('The nightly FHIR bulk export runs at 02:00 UTC.', 'The FHIR export cron is now `0 4 * * *` (UTC).')).toBe(true);
  });

  it('reads volumes in litres, whatever the unit (µL, mL, cl, litres)', () => {
    expect(contradicts('Default aliquot volume in the cryo freezer LIMS is 200 µL.', 'Cryo freezer LIMS aliquots now default to 0.5 mL.')).toBe(true);
    expect(contradicts('Default aliquot volume in the cryo freezer LIMS is 500 µL.', 'Cryo freezer LIMS aliquots default to 0.5 mL.')).toBe(false);
    expect(contradicts('Each espresso shot on the café machine is 30 ml.', 'The café machine pulls 3 cl per shot.')).toBe(false);
  });

  it('reads a multiplier ("3.0x", "2×") as its percentage, not "4x A100" as one', () => {
    expect(contradicts('The surge multiplier caps at 3.0x.', 'Surge is now capped at 2.5x the base fare.')).toBe(true);
    expect(contradicts('Peak-hour delivery fees are 1.5x the normal fee.', 'Peak-hour delivery fees are 150% of the normal fee.')).toBe(false);
  });

  it('reads "3-hourly", "bi-weekly", "half-hourly" and "semi-annually" as how often', () => {
    expect(contradicts('The atmosphere component writes output every 6 hours.', 'Atmospheric output frequency is now 3-hourly.')).toBe(true);
    expect(contradicts('Tide gauge readings are archived every 6 hours.', 'Tide gauge archiving is 6-hourly.')).toBe(false);
    expect(contradicts('Payroll runs bi-weekly.', 'Payroll now runs monthly.')).toBe(true);
    expect(contradicts('Payroll runs bi-weekly.', 'Payroll runs every two weeks.')).toBe(false);
    expect(contradicts('Library fines are reconciled semi-annually.', 'Library fines are reconciled every 6 months.')).toBe(false);
  });

  it('reads a range of ports after a word for ports ("RTP ports 10000-20000", "port range is 1024 to 2048")', () => {
    expect(contradicts('The RTP port range on the media servers is 10000-20000.', 'Media servers now allocate RTP ports from 16384-32767.')).toBe(true);
    expect(contradicts('The VoIP gateway\'s RTP port range is 10000-20000.', 'The VoIP gateway takes RTP ports from 10000-20000.')).toBe(false);
    expect(contradicts('Ephemeral ports on the load balancer are 32768-60999.', 'The load balancer\'s ephemeral port range is 32768 to 60999.')).toBe(false);
    expect(contradicts('The load balancer\'s ephemeral port range is 32768-60999.', 'The load balancer\'s ephemeral port range is now 1024 to 65535.')).toBe(true);
  });

  it('reads a rate\'s short noun ("msg/s", "ops/sec", "pkt/s", "tx/s", "evt/s") as the noun written out', () => {
    expect(contradicts('The SMS gateway throttles to 100 messages per second per SMSC bind.', 'Per-bind throughput on the gateway is capped at 250 msg/s.')).toBe(true);
    expect(contradicts('The ledger service sustains 500 operations per second.', 'The ledger service sustains 500 ops/s.')).toBe(false);
    expect(contradicts('The payment sidechain settles 15 transactions per second.', 'The payment sidechain settles 40 tx/s now.')).toBe(true);
    expect(contradicts('The clickstream collector ingests 2000 events per second.', 'The clickstream collector ingests 2000 evts/sec.')).toBe(false);
  });
});
