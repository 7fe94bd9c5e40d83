import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('antonyms: compounds whose first parts oppose', () => {
  it('knows byte orders, delivery guarantees, layouts and fold states as pairs', () => {
    for (const [older, newer, words] of [
      ['The save-file format is little-endian.', 'The save-file format is big-endian.', ['little-endian', 'big-endian']],
      ['Webhook delivery is at-least-once.', 'Webhook delivery is at-most-once now.', ['at-least-once', 'at-most-once']],
      ['The tensor buffers are row-major.', 'The tensor buffers are column-major.', ['row-major', 'column-major']],
      ['The settings sidebar is collapsed by default.', 'The settings sidebar is expanded by default.', ['collapsed', 'expanded']],
      ['The page cache is write-through.', 'The page cache is write-back.', ['write-through', 'write-back']],
    ] as const) {
      const r = contradicts(older, newer);
      expect(r, older).toMatchObject({ contradicts: true, kind: 'antonym' });
      expect([...r.triggers.older, ...r.triggers.newer].map((w) => w.toLowerCase())).toEqual(words);
    }
  });

  it('leaves words that also name a kind ("landscape mode") to name what a claim is about', () => {
    expect(
      contradicts('In `packages/search-5/`, the design system supports dark mode now via the `data-theme` attribute.', 'In `packages/search-5/`, the mobile app does not support landscape mode.').contradicts,
    ).toBe(false);
  });

  it('keeps one compound on both sides a duplicate, not a contradiction', () => {
    expect(contradicts('The save-file format is little-endian.', 'Save files are written little-endian.').contradicts).toBe(false);
  });
});

describe('antonyms: a state of one subject attached to different words', () => {
  it('compares opposite states of one named subject said of a thing and of an action on it, or of two verbs', () => {
    for (const [older, newer] of [
      ['The `accounts` table uses optimistic locking.', 'accounts updates use pessimistic locking.'],
      ['Sprites load synchronously at level start.', 'Sprites stream in asynchronously, chunk by chunk.'],
      ['Webhook processing is at-least-once.', 'The webhook relay gives at-most-once delivery.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('keeps two parts, two kinds or two scopes of one thing apart', () => {
    for (const [older, newer] of [
      // Only a general word in common.
      ['The metrics service is stateless.', 'The session service is stateful.'],
      // A word of each side specifies the shared one.
      ['The `orders` table uses optimistic locking.', 'The `inventory` table uses pessimistic locking.'],
      ['The audit table uses optimistic locking.', 'The orders table uses pessimistic locking.'],
      // The only shared word is what the state grades.
      ['Orders use optimistic locking.', 'Inventory uses pessimistic locking.'],
      // Two things, or two actions, of one subject.
      ['The billing gateway is stateless.', 'Billing workers are stateful.'],
      ['S3 uploads are synchronous.', 'S3 replication is asynchronous.'],
      ['The search index is updated asynchronously.', 'Search queries run synchronously.'],
      // Two sides of a pair of general words, and a scope on each side.
      ['The client cache is persistent.', 'The server cache is ephemeral.'],
      ['Reads from the ledger are synchronous.', 'Ledger writes are asynchronous.'],
      ['Locally, sprites load synchronously.', 'In production sprites stream in asynchronously.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false });
    }
  });
});

describe('antonyms: a folder both are in is where, not what', () => {
  it('takes a shared folder and a shared state for no subject when each side names its own', () => {
    expect(contradicts('In `packages/sync-2/`, the GraphQL playground is public.', 'In `packages/sync-2/`, the `/internal` routes are private.').contradicts).toBe(false);
    expect(contradicts('In `packages/inbox-2/`, tests in `tests/e2e/` run serially.', 'In `packages/inbox-2/`, the GCS sync script uploads files in parallel.').contradicts).toBe(false);
    // The folder's own claim, and a route (a path without the folder's slash) as the subject, still count.
    expect(contradicts('In `packages/sync-2/`, the GraphQL playground is public.', 'In `packages/sync-2/`, the GraphQL playground is private.').contradicts).toBe(true);
    expect(contradicts('The `/debug/pprof` endpoint is internal-only.', '/debug/pprof is publicly reachable through the ingress.').contradicts).toBe(true);
  });
});
