import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { DICTIONARY_ANTONYMS } from '../../src/contradiction/dictionary-antonyms.js';
import { ANTONYMS } from '../../src/contradiction/vocabulary.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe("the dictionary's opposite states", () => {
  it('reads two states of one subject from the dictionary list as an antonym', () => {
    for (const [older, newer] of [
      ['The login token is valid.', 'The login token is invalid.'],
      ['The `orders` cache is fresh.', 'The `orders` cache is stale.'],
      ['The `sync-worker` pod is healthy.', 'The `sync-worker` pod is unhealthy.'],
      ['The export queue consumer is idle at night.', 'The export queue consumer is busy at night.'],
      ['Table names in the billing schema are singular.', 'Table names in the billing schema are plural.'],
      ['Database backups are stored on-site.', 'Database backups are stored off-site.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('joins a pair whose word is already listed to that family, on the same side', () => {
    expect(contradicts('The debug panel is visible to admins.', 'The debug panel is invisible to admins.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The nightly import job is active.', 'The nightly import job is inactive.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    // "inactive" is "disabled", not a state of its own: it agrees with "is not enabled".
    expect(contradicts('The nightly import job is not enabled.', 'The nightly import job is inactive.').contradicts).toBe(false);
    const words = ANTONYMS.flatMap(([yes, no]) => `${yes} ${no}`.split(' '));
    for (const [yes, no] of DICTIONARY_ANTONYMS) for (const w of `${yes} ${no}`.split(' ')) expect(words.filter((x) => x === w), w).toHaveLength(1);
  });

  it('reads a dictionary state before a noun as a kind, not a state', () => {
    expect(contradicts('Invalid tokens are rejected by the gateway.', 'The gateway accepts valid tokens only.').contradicts).toBe(false);
    expect(contradicts('The idle timeout of the pool is 30 seconds.', 'The pool is busy during the nightly import.').contradicts).toBe(false);
  });

  it('leaves a verb against its negated participle to the polarity check ("signs" / "are not signed")', () => {
    expect(contradicts('The ticket printer signs each receipt.', 'Receipts are not signed.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(contradicts('The linter corrects the import order.', 'The import order is not correct.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });
});
