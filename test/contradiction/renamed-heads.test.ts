// "the `geoip` filter" / "geoip enrichment": one thing named by a name both write and a head word each says its own
// way is one thing (subject.ts slotsContrast, headAfterShared); a possessive's part, more words of its own around the
// name, or a common word instead of a name, still name another thing.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a head said two ways after the name both write', () => {
  it('reads a denied object whose head is said another way as the thing the other side has', () => {
    const result = compare('The ticket kiosks take card payments through the Adyen terminal.', 'There is no Adyen integration on the ticket kiosks; cards are taken by a separate reader.');
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('polarity');
    expect(compare('The ticket kiosks use the `Adyen` terminal for card payments.', 'The ticket kiosks have no Adyen integration.').contradicts).toBe(true);
  });

  it('reads a renamed head of the subject after a name as the same subject', () => {
    expect(compare('The Zebra driver rotates labels by 90 degrees.', 'The Zebra module doesn\'t rotate labels; templates are drawn upright.').contradicts).toBe(true);
    expect(compare('The SNOMED lookup caches concept names for an hour.', 'There is no caching in the SNOMED client; each concept name is fetched live.').contradicts).toBe(true);
  });

  it('leaves alone another name with the same head and more words of its own around the name', () => {
    expect(compare('The Zebra module rotates labels by 90 degrees.', 'The Brother module doesn\'t rotate labels.').contradicts).toBe(false);
    expect(compare('The `brewlog` service writes fermentation temperatures to InfluxDB.', 'The brewlog export script does not write fermentation temperatures to InfluxDB.').contradicts).toBe(false);
    expect(compare('The SNOMED lookup caches concept names for an hour.', 'The LOINC lookup doesn\'t cache concept names.').contradicts).toBe(false);
  });

  it('leaves alone a name that is only a part of another name on the other side', () => {
    expect(compare('In `packages/kiosk/`, the `/status` endpoint requires no authentication.', '`/api/status` requires a bearer token.').contradicts).toBe(false);
  });
});

// "the rest rules" / "rest limits", "its own retry loop" / "no retry logic": general heads of one kind right after a
// specific word both write word one thing (aliases.ts WORDING_HEADS, subject.ts slotsContrast); heads of two kinds,
// or another word before the head, still name two things (recall-101).
describe('general heads of one kind after a shared word', () => {
  it('reads two general heads of one kind after one specific word as one object', () => {
    expect(compare('The MQTT bridge runs its own reconnect loop.', 'The MQTT bridge has no reconnect logic anymore.').contradicts).toBe(true);
    expect(compare('The venue app caches seating responses in Redis.', 'The venue app does not cache seating results.').contradicts).toBe(true);
  });

  it('reads such a head against the verb it is the object of, not the subject before that verb', () => {
    expect(compare('`LeaseChecker` validates each booking against the noise curfew rules before saving it.', 'The lease checker no longer checks noise curfew limits.').kind).toBe('polarity');
    expect(compare('`LeaseChecker` validates each booking against the noise curfew rules before saving it.', 'The lease checker no longer checks noise exposure limits.').contradicts).toBe(false);
  });

  it('leaves alone heads of two kinds, or another word before the head', () => {
    expect(compare('The MQTT bridge runs its own reconnect loop.', 'The MQTT bridge has no reconnect limit anymore.').contradicts).toBe(false);
    expect(compare('The venue app caches seating responses in Redis.', 'The venue app does not cache seating maps.').contradicts).toBe(false);
  });
});
