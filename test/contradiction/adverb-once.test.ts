import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// "once" before "and", "at", "in", "for", "by" is the adverb ("is loaded once and cached in memory"), not a clause
// that starts after it ("once the plan is reviewed"): the predicate after it keeps the clause's subject (recall-81).
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('"once" as an adverb', () => {
  it('leaves the predicate after it to the subject before it', () => {
    expect(compare('The zoo feeding schedule is read once and cached in memory for the day.', 'The zoo feeding schedule is uncached; every keeper screen reads it from the database.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The planetarium show list is built once at startup and kept immutable.', 'The planetarium show list is mutable; staff edit it while the projector runs.').contradicts).toBe(true);
    expect(compare('Ferry fare tables are fetched once and stored encrypted on each ticket machine.', 'Ferry fare tables are stored unencrypted on the ticket machines.').contradicts).toBe(true);
  });

  it('still reads that predicate apart from another subject or an agreeing one', () => {
    expect(compare('The zoo feeding schedule is read once and cached in memory for the day.', 'The zoo visitor map is uncached; every kiosk reads it from the database.').contradicts).toBe(false);
    expect(compare('Ferry fare tables are fetched once and stored encrypted on each ticket machine.', 'Ferry fare tables are stored encrypted on the ticket machines.').contradicts).toBe(false);
  });
});
