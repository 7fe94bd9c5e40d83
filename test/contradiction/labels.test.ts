import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: a label owns what its sentence says ("session 22", "round 3", "PR #12")', () => {
  it('reads the number of a label as no quantity', () => {
    expect(contradicts('Session 22 gained 93 true positives on the 5,521 labelled pairs.', 'Session 23 gained 19 true positives on the 7,207 labelled pairs.')).toBe(false);
    expect(contradicts('Issue 4 lists 12 false positives found by dogfooding.', 'Issue 7 lists 3 false positives found by dogfooding.')).toBe(false);
  });

  it("keeps two labels' values apart, whatever else the sentences share", () => {
    expect(contradicts('In sprint 4 the team closed 12 tickets.', 'In sprint 5 the team closed 20 tickets.')).toBe(false);
    expect(contradicts('Phase 2 of the migration moved 40 tables to the new cluster.', 'Phase 3 of the migration moved 15 tables to the new cluster.')).toBe(false);
    expect(contradicts('PR #12 raised the upload limit to 25 MB.', 'PR #31 raised the upload limit to 50 MB.')).toBe(false);
    // The label owns the values before it in its sentence too.
    expect(contradicts('A second round of fixes (round 3: five rules) gained 9 of 375 pairs.', 'A third round of fixes (round 4: two rules) gained 1 pair of 375.')).toBe(false);
  });

  it("keeps two labels' claims apart", () => {
    expect(contradicts('Session 22 ran the tests in parallel.', 'Session 23 did not run the tests in parallel.')).toBe(false);
    expect(contradicts('In sprint 4 the search API was public.', 'In sprint 5 the search API is private.')).toBe(false);
  });

  it('still compares what one label says on both sides, however the label is written', () => {
    expect(contradicts('Session 22 gained 93 true positives on the labelled pairs.', 'Session 22 gained 61 true positives on the labelled pairs.')).toBe(true);
    expect(contradicts('PR #12 set the cache TTL to 10 minutes.', 'PR 12 set the cache TTL to 30 minutes.')).toBe(true);
    expect(contradicts('Session 22 ran the tests in parallel.', 'Session 22 did not run the tests in parallel.')).toBe(true);
  });

  it('still compares a labelled value with the same quantity unlabelled', () => {
    expect(contradicts('In round 3 the webhook retry limit was set to 5.', 'The webhook retry limit is 3.')).toBe(true);
    expect(contradicts('The API listens on port 8080 since release 3.', 'The API listens on port 9090.')).toBe(true);
  });

  it('reads "since" a label as when a state began, not whose it is', () => {
    expect(contradicts('We pin Python 3.11 since PR 12.', 'We pin Python 3.12 since PR 40.')).toBe(true);
  });

  it('keeps counts, ports, versions and retries written after a noun as values', () => {
    expect(contradicts('The deploy pipeline has 5 stages.', 'The deploy pipeline has 7 stages.')).toBe(true);
    expect(contradicts('Step 2 of the setup guide starts the dev server on port 3000.', 'Step 2 of the setup guide starts the dev server on port 5173.')).toBe(true);
    expect(contradicts('The API runs on Node 20.', 'The API runs on Node 18.')).toBe(true);
    expect(contradicts('Every week 3 jobs are retried by hand.', 'Every week 5 jobs are retried by hand.')).toBe(true);
  });
});
