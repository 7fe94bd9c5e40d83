// "the e2e suite" / "the e2e tests", "preview links" / "preview URLs", "Profile photos" / "Profile images": a noun
// plain notes swap for one thing names the same subject (aliases.ts KIN_NOUNS, subject.ts subjectFound); a word of its
// own before it on one side still names another thing.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('kin nouns for one subject', () => {
  it('reads a subject named with a kin noun as the same subject', () => {
    expect(compare('Boarding pass photos are compressed before they are stored.', 'Boarding pass images are no longer compressed before storage.').contradicts).toBe(true);
    expect(compare('Shared playlist links expire after seven days.', 'Shared playlist URLs never expire.').contradicts).toBe(true);
    expect(compare('The nightly regression suite runs on the ARM runners.', 'The nightly regression tests no longer run on the ARM runners.').contradicts).toBe(true);
  });

  it('leaves alone kin nouns after words of their own', () => {
    expect(compare('Boarding pass photos are compressed before they are stored.', 'Luggage tag images are not compressed.').contradicts).toBe(false);
    expect(compare('Shared playlist links expire after seven days.', 'Artist profile URLs never expire.').contradicts).toBe(false);
    expect(compare('The nightly regression suite runs on the ARM runners.', 'The smoke tests no longer run on the ARM runners.').contradicts).toBe(false);
  });
});

describe('a controller and the endpoint or route it serves (recall-99)', () => {
  it('reads `XController` or "the X controller" as the X endpoint or route', () => {
    expect(compare('`TimesheetsController` rounds hours to the nearest quarter.', 'The timesheets endpoint no longer rounds hours.').contradicts).toBe(true);
    expect(compare('The parcels controller requires a courier token.', 'The parcels route is public and needs no courier token.').contradicts).toBe(true);
  });

  it('leaves alone a controller and an endpoint after a word of its own', () => {
    expect(compare('`TimesheetsController` rounds hours to the nearest quarter.', 'The payroll endpoint no longer rounds hours.').contradicts).toBe(false);
    expect(compare('The `Parcels` controller requires a courier token.', 'The parcel tracking route is public and needs no courier token.').contradicts).toBe(false);
  });
});
