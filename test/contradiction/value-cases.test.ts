// Values that belong to different things although they share a subject: the readings of the values check's false
// positives on our own set (precision-6). Each near miss has a contradiction of the same shape that must stay found.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a version between a thing and "is" with a property after names a release, not the thing\'s version', () => {
  it('reads "firmware 3.2 is supported" / "firmware 3.4 is unsupported" as two releases', () => {
    expect(compare('The pager firmware 3.2 is supported on the ward handsets.', 'Pager firmware 3.4 is unsupported on the ward handsets.').contradicts).toBe(false);
    expect(compare('The crane scheduler 7.1 is stable.', 'The crane scheduler 7.0 is unstable.').contradicts).toBe(false);
    // The version a thing runs, or the one chosen, still conflicts.
    expect(compare('The ward handsets run pager firmware 3.2.', 'The ward handsets run pager firmware 3.4.').kind).toBe('value');
    expect(compare("The port's crane scheduler is version 7.1.", "The port's crane scheduler is version 7.0.").kind).toBe('value');
    expect(compare('Node 18 is required for the kiosk app.', 'Node 20 is required for the kiosk app.').kind).toBe('value');
  });
});

describe('an owner each side names apart, before the value, makes two values of two things', () => {
  it('reads two possessors the other text never writes as two owners ("the kiosk app\'s" / "the billing job\'s")', () => {
    expect(compare("The kiosk app's `statement_timeout` is 5s.", "The billing job's `statement_timeout` is 120s.").contradicts).toBe(false);
    expect(compare("The kiosk app's `statement_timeout` is 5s.", "The kiosk app's `statement_timeout` is 30s.").kind).toBe('value');
  });

  it('reads "X for A" / "X for B" as two owners of X, and one owner named twice as one', () => {
    expect(compare('S3 objects for invoices expire after 30 days.', 'S3 objects for thumbnails expire after 1 day.').contradicts).toBe(false);
    expect(compare('Blob leases for uploads last 60 seconds.', 'Blob leases for retries last 15 seconds.').contradicts).toBe(false);
    expect(compare('Blob leases for uploads last 60 seconds.', 'Blob leases for uploads last 15 seconds.').kind).toBe('value');
  });
});

describe('a value after a compound whose last word each side has of its own measures another thing', () => {
  it('reads "caps tile width at 256" / "caps tile zoom at 18" as two quantities of tiles', () => {
    expect(compare('`tiles/limits.ts` caps tile width at 256.', '`tiles/limits.ts` caps tile zoom at 18.').contradicts).toBe(false);
    expect(compare('The search API caps result depth at 5.', 'The search API caps result count at 200.').contradicts).toBe(false);
    expect(compare('`tiles/limits.ts` caps tile width at 256.', '`tiles/limits.ts` caps tile width at 512.').kind).toBe('value');
  });

  it('reads a last word naming the value\'s role ("threshold", "gate", "limit") as one setting named two ways', () => {
    expect(compare('Frontend coverage threshold is 70%.', 'Frontend coverage gate is 85%.').kind).toBe('value');
  });
});

describe('a dated version the older writes again without "version" is the newer\'s value of another of its subjects', () => {
  it('reads "staging … 2023-10; live requests use 2023-04" as agreeing with "live requests use API version 2023-04"', () => {
    expect(compare('Staging requests to the tax service use API version 2023-10; live requests use 2023-04.', 'Live requests to the tax service use API version 2023-04.').contradicts).toBe(false);
    expect(compare('The tax service client uses API version 2023-10.', 'The tax service client uses API version 2023-04.').kind).toBe('value');
    // Written after "from", the date is the one left behind.
    expect(compare('The tax service client moved to API version 2023-10; it moved from 2023-04.', 'The tax service client uses API version 2023-04.').kind).toBe('value');
  });
});

describe('an override that names what it overrides and its one case leaves the default standing', () => {
  it('reads "overrides X to 2 s for the session store only" against a default as an override', () => {
    expect(compare("The print spooler's job retention defaults to 30 minutes.", '`spool/archive.c` overrides the job retention to 7 days for archived prints only.').contradicts).toBe(false);
    expect(compare("The print spooler's job retention defaults to 30 minutes.", 'The print spooler overrides the job retention to 7 days only for archived prints.').contradicts).toBe(false);
    expect(compare('The tram signal controller holds amber for 4 seconds by default.', 'The tram signal controller overrides the amber time to 6 seconds when the rails are icy.').contradicts).toBe(false);
  });

  it('still compares a case without an override named, an override for no case, and a changed default', () => {
    // A value for a case alone may be that case's new value.
    expect(compare('The tram signal controller holds amber for 4 seconds.', 'The tram signal controller holds amber for 6 seconds when the rails are icy.').kind).toBe('value');
    expect(compare('The print spooler keeps a job for 30 minutes by default.', 'The print spooler now keeps a job for 2 hours by default.').kind).toBe('value');
    // "when … isn't set" is the default's own case.
    expect(compare('The tram signal controller holds amber for 4 seconds by default.', 'The tram signal controller overrides the amber time to 6 seconds when no timing plan is set.').kind).toBe('value');
  });
});

describe('a value said to be the default and a value for one case are two cases', () => {
  it('reads "… by default" against "… when `--x` is passed" or "… if a flag is set" as two cases, either way round', () => {
    expect(compare('The bread maker kneads the dough for 15 minutes by default.', '`knead.py` kneads the dough for 25 minutes when `--wholegrain` is passed.').contradicts).toBe(false);
    expect(compare('Quiz answers are hidden for 2 days if the exam flag is set.', 'Quiz answers are hidden for 1 hour by default.').contradicts).toBe(false);
  });

  it('still compares two defaults, two values of one case, and a default against a value with no case', () => {
    expect(compare('The bread maker kneads the dough for 15 minutes by default.', 'The bread maker kneads the dough for 20 minutes by default.').kind).toBe('value');
    expect(compare('Quiz answers are hidden for 2 days if the exam flag is set.', 'Quiz answers are hidden for 5 days if the exam flag is set.').kind).toBe('value');
    expect(compare('By default, quiz answers are hidden for 1 hour.', 'Quiz answers are hidden for 3 hours.').kind).toBe('value');
  });
});

describe('a version for one case against a version of a part of its owner is two versions of two things', () => {
  it('reads "uses Go 1.23rc1 for fuzzing runs only" against "the decoder\'s production builds use Go 1.22" as two scopes', () => {
    expect(compare('The route planner uses Go 1.24rc2 for load tests only.', "The route planner's production builds use Go 1.23.").contradicts).toBe(false);
    expect(compare("The invoice renderer's release images run Ruby 3.3.", 'The invoice renderer runs Ruby 3.4.0-preview2 for canary deploys only.').contradicts).toBe(false);
  });

  it('still compares the version of one thing, and of one part named on both sides', () => {
    expect(compare('The route planner uses Go 1.22.', 'The route planner uses Go 1.23.').kind).toBe('value');
    expect(compare("The route planner's production builds use Go 1.22.", "The route planner's production builds use Go 1.23.").kind).toBe('value');
  });
});

describe('a value for each one against the value the other side calls the whole\'s is two quantities', () => {
  it('reads "100 requests per minute per user" against "the global limit is 10,000 requests per minute" as two limits', () => {
    expect(compare('The search API allows 60 requests per minute per user.', "The search API gateway's global limit is 9,000 requests per minute.").contradicts).toBe(false);
    expect(compare("The upload gateway's combined ceiling is 800 requests per second.", 'The upload gateway accepts 10 requests per second per account.').contradicts).toBe(false);
  });

  it('still compares two values for each one, and two values of the whole', () => {
    expect(compare('The search API allows 60 requests per minute per user.', 'The search API allows 90 requests per minute per user.').kind).toBe('value');
    expect(compare("The upload gateway's combined ceiling is 800 requests per second.", "The upload gateway's combined ceiling is 1,200 requests per second.").kind).toBe('value');
  });
});
