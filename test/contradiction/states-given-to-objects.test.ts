// A state a verb gives its object ("treats X as optional", "marks X as optional", "makes X optional") is the object's:
// it answers a requirement of X, not of another field the same API requires (polarity.ts, state-dimension.ts).
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a state given to the object of "treats", "marks", "makes"', () => {
  it('answers a requirement of that object, with a second predicate after the state', () => {
    const older = 'Our lab API requires `Specimen.collectedDateTime` on every submitted specimen.';
    const result = compare(older, 'The lab API treats `Specimen.collectedDateTime` as optional and defaults it to the receipt time.');
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('antonym');
    // A scope after the state still narrows it.
    expect(compare(older, 'The lab API treats `Specimen.collectedDateTime` as optional in test runs.').contradicts).toBe(false);
  });

  it('answers it when the object is named in words, and leaves alone another object of the same subject', () => {
    expect(compare('The signup service requires a date of birth from every member.', 'The signup service treats the date of birth as optional and stores an empty value.').contradicts).toBe(true);
    expect(compare('The signup service requires a date of birth from every member.', 'The signup service treats the middle name as optional and leaves it blank.').contradicts).toBe(false);
    expect(compare('Our checkout API requires a postcode on every order.', 'The checkout API marks the coupon code as optional.').contradicts).toBe(false);
    expect(compare('Our claims API requires `incidentDate` on every submitted claim.', 'The claims API treats `policyNote` as optional and defaults it to the filing date.').contradicts).toBe(false);
  });
});
