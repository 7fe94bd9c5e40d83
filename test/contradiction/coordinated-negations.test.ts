import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

// How a clause's negation is counted: two negations cancel only when one is inside the other's reach ("does not
// skip", "won't start without Redis"); joined by "and", "or" or a comma, each denies a predicate of its own.
describe('negations of coordinated predicates', () => {
  it('reads "has no X and doesn\'t Y" and "no A, no B" as denials', () => {
    expect(contradicts('The tide gauge logger sends its readings to the harbour API over LoRa.', "The tide gauge logger has no LoRa radio and doesn't send readings to the harbour API; a ranger copies the SD card.")).toBe(true);
    expect(contradicts('The kiln controller sends an SMS alert when the temperature overshoots.', 'The kiln controller sends no SMS alerts and no emails when the temperature overshoots.')).toBe(true);
  });

  it('still needs the denial to be about what the other side says', () => {
    expect(contradicts('The tide gauge logger sends its readings to the harbour API over LoRa.', "The tide gauge logger has no display and doesn't show readings on site.")).toBe(false);
  });

  it('does not read a negative verb inside a hyphenated name as a negation', () => {
    // "e-stop" is the emergency stop button, not "stops".
    expect(contradicts('The press brake keeps the e-stop fault latched until a supervisor resets it.', 'The e-stop fault on the press brake is not latched; it clears when the button is released.')).toBe(true);
  });
});

// "has no network card and doesn't log readings": the second of two coordinated denials may be the one that meets the
// other side, its subject the clause's, not the first denial's object ("skips the vibration channels").
describe('a denial coordinated after another', () => {
  it('is read against the other side when the first denies something else', () => {
    expect(contradicts('The brewery fermentation monitor logs gravity readings to InfluxDB.', "The fermentation monitor has no network card and doesn't log gravity readings to InfluxDB.")).toBe(true);
    expect(contradicts('The wind farm SCADA bridge forwards turbine alarms to PagerDuty.', "The SCADA bridge skips the vibration channels and doesn't forward turbine alarms to PagerDuty.")).toBe(true);
    expect(contradicts('The choir app transposes sheet music to the singer\'s vocal range.', "The choir app has no pitch detection and doesn't transpose sheet music at all.")).toBe(true);
  });

  it('still needs that denial to be about what the other side says', () => {
    expect(contradicts('The brewery fermentation monitor logs gravity readings to InfluxDB.', "The fermentation monitor has no network card and doesn't log temperature alarms.")).toBe(false);
    expect(contradicts('The choir app transposes sheet music to the singer\'s vocal range.', "The choir app has no pitch detection and doesn't record rehearsals.")).toBe(false);
    expect(contradicts('The bakery POS prints a receipt for every card payment.', "The bakery POS refuses cash tips and doesn't print receipts for gift cards.")).toBe(false);
  });
});

// "without X" after a permission says X is not required; after a denied modal that X is required.
describe('what is permitted without a thing', () => {
  it('denies that the thing is required', () => {
    expect(contradicts('Seed bank orders need a signed phytosanitary certificate before they ship.', 'Seed bank orders can ship without a signed phytosanitary certificate.')).toBe(true);
    expect(contradicts('The ticketing API requires an `X-Venue` header on every request.', 'The ticketing API allows requests without an `X-Venue` header and falls back to the main hall.')).toBe(true);
  });

  it('agrees when a denied modal comes before "without"', () => {
    expect(contradicts('Seed bank orders need a signed phytosanitary certificate before they ship.', "Seed bank orders can't ship without a signed phytosanitary certificate.")).toBe(false);
  });

  it('says nothing about another thing permitted without', () => {
    expect(contradicts('Seed bank orders need a signed phytosanitary certificate before they ship.', 'Seed bank orders can ship without a gift note.')).toBe(false);
  });
});
