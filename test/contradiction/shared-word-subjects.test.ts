import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a participle after a noun is no subject head', () => {
  it('does not read a denial of another object, passed to the same service, as a denial of what it does', () => {
    for (const [older, newer] of [
      ['The zoo feeding planner signs every shift report before posting it to the keeper board.', 'Visitor photos posted to the zoo feeding planner are not signed.'],
      ['The orchard sensor hub deduplicates soil readings before archiving them.', 'Camera frames archived to the orchard sensor hub are not deduplicated.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: false });
    }
  });

  it('still finds the denial of what the other side does, the participle and all', () => {
    for (const [older, newer] of [
      ['The zoo feeding planner signs every shift report before posting it to the keeper board.', 'Shift reports posted by the zoo feeding planner are not signed.'],
      ['The weather station uplink encrypts its hourly readings before forwarding them to the met office.', 'Hourly readings forwarded by the weather station uplink are not encrypted.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'polarity' });
    }
  });
});
