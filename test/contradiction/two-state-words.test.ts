import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a setting whose key is a state of a two-state pair', () => {
  it('reads `ordered = false` as "unordered" and `streaming=False` as not streamed', () => {
    for (const [older, newer] of [
      ['The telemetry channel in `radio/link.c` delivers packets in order.', '`radio/link.c` opens the telemetry channel with `ordered = false` to cut latency.'],
      ['`modules/rds` creates a publicly accessible instance.', '`publicly_accessible = false` in `modules/rds`.'],
    ] as const) {
      expect(compare(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('agrees with the state the key spells, and leaves another job\'s setting alone', () => {
    expect(compare('The telemetry channel in `radio/link.c` is unordered.', '`radio/link.c` keeps `ordered = false` on the telemetry channel.').contradicts).toBe(false);
    expect(compare('The export job streams response bodies.', 'The thumbnail job in `export/job.py` sets `streaming=False` for its tiny previews.').contradicts).toBe(false);
  });
});

describe('a file or identifier both state clauses write is what the state is of', () => {
  it('compares the states when one side names only the identifier', () => {
    expect(compare('`/metrics` is internal-only — ClusterIP service, not routed by the ingress.', '`/metrics` is reachable from the internet through the public ingress.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('does not take a folder both name as the subject', () => {
    expect(compare('In `src/sync/`, the uploader is lazy.', 'In `src/sync/`, the token refresher runs eagerly at launch.').contradicts).toBe(false);
  });
});

describe('opposite states from the word lists', () => {
  it('knows caching strategies, scopes of shared state, rebuilds, merges and browser modes', () => {
    for (const [older, newer] of [
      ["The recipe app's service worker answers image requests cache-first.", "Image requests in the recipe app's service worker go network-first."],
      ['Leaderboard scores in the game server are node-local.', 'Leaderboard scores are cluster-wide; every game server node sees the same table.'],
      ['The `sales_daily` table is an incremental model.', '`sales_daily` is fully rebuilt every night.'],
      ['`merge_settings()` does a shallow merge of the two dicts.', '`merge_settings()` does a deep merge, so nested keys from both dicts survive.'],
      ['The Puppeteer screenshots run headless on CI.', 'Puppeteer screenshots on CI run headful inside Xvfb.'],
      ['`getPostBySlug` matches slugs case-sensitively.', "`getPostBySlug` queries with `mode: 'insensitive'`, so slug matching ignores case."],
      ['The retry limit in `client.go` is hardcoded.', 'The retry limit in `client.go` is configurable through `CLIENT_MAX_RETRIES`.'],
      ['The `ingest` worker is auto-started by systemd.', 'The `ingest` worker is started manually after each deploy.'],
    ] as const) {
      expect(compare(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('does not compare the states of two things', () => {
    for (const [older, newer] of [
      ['Leaderboard scores are node-local in the staging cluster.', 'Chat presence is cluster-wide in the staging cluster.'],
      ['The `sales_daily` table is an incremental model.', 'The `sales_monthly` table is fully rebuilt every night.'],
      ['Image requests go cache-first in the service worker.', 'API requests go network-first in the service worker.'],
      ['The retry limit in `client.go` is hardcoded.', 'The request timeout in `client.go` is configurable through `CLIENT_TIMEOUT`.'],
    ] as const) {
      expect(compare(older, newer).contradicts, older).toBe(false);
    }
  });
});
