import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// A contrast after a clause that is a state alone (", not UTC", "(not mutable)", "instead of blocking") denies that
// state of what the clause is about (recall-81): the clause says the state's other side as well as its own, and
// meets an older giving the denied state to the same thing. Before, the fragment was only read as a tool ruled out.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a state denied in a contrast after the clause', () => {
  it('contradicts an older giving that state to the same thing', () => {
    expect(compare('Shift rosters at the ambulance depot are stored in UTC.', "Ambulance depot rosters are stored in the depot's local time, not UTC.")).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('Booking confirmations in the hotel app are sent synchronously.', 'The hotel app sends booking confirmations from a queue worker, not synchronously.').contradicts).toBe(true);
    // After an aside, the contrast is a segment of its own: it denies the state of the clause before the aside.
    expect(compare('The ski lift gate counters run sequentially.', 'Ski lift gate counters run on four worker threads (one per gate bank), not sequentially.').contradicts).toBe(true);
    expect(compare('Orchard drone flight plans are mutable after upload.', 'Orchard drone flight plans are frozen once uploaded (not mutable).').contradicts).toBe(true);
    expect(compare('Greenhouse vent commands are blocking.', 'The greenhouse controller sends vent commands asynchronously instead of blocking.').contradicts).toBe(true);
    // The older may carry the contrast.
    expect(compare('Parking garage barrier events are logged asynchronously, not synchronously.', 'The parking garage logs barrier events synchronously.').contradicts).toBe(true);
  });

  it('says nothing against the same state of another thing', () => {
    expect(compare('Booking confirmations in the hotel app are sent synchronously.', 'The hotel app sends loyalty newsletters from a queue worker, not synchronously.').contradicts).toBe(false);
    expect(compare('Tram timetable exports are generated lazily.', 'Tram fare tables are generated at depot start-up, not lazily.').contradicts).toBe(false);
    expect(compare('Pharmacy stock counts are updated in real time.', 'Pharmacy price lists are refreshed by an overnight batch (not in real time).').contradicts).toBe(false);
  });

  it('agrees with an older saying the state the clause keeps', () => {
    expect(compare('Shift rosters at the ambulance depot are stored in UTC.', 'Ambulance depot rosters are stored in UTC, not in local time.').contradicts).toBe(false);
    expect(compare('Orchard drone flight plans are immutable after upload.', 'Orchard drone flight plans are frozen once uploaded (not mutable).').contradicts).toBe(false);
    expect(compare('Railway signal logs are stored encrypted.', 'Railway signal logs are stored encrypted, not in plaintext.').contradicts).toBe(false);
  });

  it('reads a contrast naming a thing as a thing, not a state of the clause', () => {
    expect(compare("The recipe app's image cache is global.", 'The recipe app keys thumbnails per user, not the global image cache.').contradicts).toBe(false);
    expect(compare('Fitness tracker step counts are synced automatically.', 'Fitness tracker step counts are synced over Bluetooth, not Wi-Fi.').contradicts).toBe(false);
  });
});
