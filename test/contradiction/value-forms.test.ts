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
