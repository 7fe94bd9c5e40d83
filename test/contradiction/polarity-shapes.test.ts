import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('polarity: the subject named by its path on one side, in words on the other', () => {
  it('reads "the seed script" as `scripts/seed.ts` and "the invoice worker" as `workers/invoice.rb`', () => {
    expect(compare('`scripts/seed.ts` truncates every table first.', "The seed script doesn't truncate any tables; it upserts rows.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The invoice worker retries failed webhooks.', '`workers/invoice.rb` never retries failed webhooks.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps another script, a word the path lacks, a scope and a path written as an object apart', () => {
    expect(compare('`scripts/seed.ts` truncates every table first.', "The reset script doesn't truncate any tables.").contradicts).toBe(false);
    expect(compare('The invoice worker retries failed webhooks.', '`workers/refund.rb` never retries failed webhooks.').contradicts).toBe(false);
    expect(compare('In `packages/search/`, the indexer batches writes.', "The search UI doesn't batch writes.").contradicts).toBe(false);
  });
});

describe('polarity: "has no `x` rule": the kind of declaration is no object of its own', () => {
  it('reads a missing rule or block as the name switched off', () => {
    expect(compare('`.stylelintrc` turns on `declaration-no-important`.', '`.stylelintrc` has no `declaration-no-important` rule.')).toMatchObject({ contradicts: true });
    expect(compare('`.rubocop.yml` enables `Style/FrozenStringLiteralComment`.', '`.rubocop.yml` has no `Style/FrozenStringLiteralComment` section, so the cop stays off.').contradicts).toBe(true);
  });

  it('keeps a block of something else apart', () => {
    expect(compare('`.stylelintrc` turns on `declaration-no-important`.', '`.stylelintrc` has no overrides block for the vendor CSS.').contradicts).toBe(false);
  });
});

describe('states: tracked by git or not, in other words', () => {
  it('reads "listed in `.gitignore`" and "checked into git" against "committed" and "aren\'t committed"', () => {
    expect(compare('`dist/` is committed so the package installs from git.', '`dist/` is listed in `.gitignore`; npm publishes a build.')).toMatchObject({ contradicts: true });
    expect(compare("The Storybook snapshots aren't committed.", 'Storybook snapshots are checked into git under `__snapshots__/`.')).toMatchObject({ contradicts: true });
  });

  it('keeps two paths apart', () => {
    expect(compare('`dist/` is committed so the package installs from git.', '`coverage/` is listed in `.gitignore`.').contradicts).toBe(false);
  });
});

describe('polarity: a denial in another verb of the same action', () => {
  it('reads "provisions" as "creates" and "enqueues" as "queues"', () => {
    expect(compare('`bootstrap.sh` provisions an S3 bucket for the uploads.', "`bootstrap.sh` doesn't create any S3 bucket for the uploads.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The signup handler enqueues a welcome email job.', "The signup handler doesn't queue a welcome email job; it sends the mail inline.")).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps another object apart', () => {
    expect(compare('`bootstrap.sh` provisions an S3 bucket for the uploads.', "`bootstrap.sh` doesn't create any DynamoDB tables.").contradicts).toBe(false);
  });
});

describe('polarity: a command run with a flag, then without it', () => {
  it('reads "calls `x` without `--flag`" against "runs `x --flag`"', () => {
    expect(compare('The nightly job runs `pg_dump --no-owner`.', 'The nightly job calls `pg_dump` without `--no-owner`, so restores need the same role.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps another flag, another command and another place apart', () => {
    expect(compare('The nightly job runs `pg_dump --no-owner`.', 'The nightly job calls `pg_dump` without `--clean`.').contradicts).toBe(false);
    expect(compare('The nightly job runs `pg_dump --no-owner`.', 'The nightly job calls `pg_restore` without `--no-owner`.').contradicts).toBe(false);
    expect(compare('The release pipeline runs `pytest -x`.', 'Locally we call `pytest` without `-x`.').contradicts).toBe(false);
  });
});

describe('polarity: "neither X nor Y" denies both', () => {
  it('reads the part after "nor" against the other side, and "neither … nor" as one negation', () => {
    expect(compare('The digest mailer neither batches nor retries sends.', 'The digest mailer retries failed sends twice.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The nightly job emails the report and posts it to Slack.', 'The nightly job neither emails the report nor posts it to Slack.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('leaves alone another mailer', () => {
    expect(compare('The digest mailer neither batches nor retries sends.', 'The alert mailer retries failed sends twice.').contradicts).toBe(false);
  });
});

describe('polarity: a denial of what lies past a value is a limit', () => {
  it('leaves "rejects X larger than N" to the values against a limit or a cap of the same kind', () => {
    expect(compare('The tile server rejects map uploads larger than 50 MB.', 'Map uploads to the tile server are capped at 50 MB.').contradicts).toBe(false);
    expect(compare('The tile server rejects map uploads larger than 50 MB.', 'Map uploads to the tile server are capped at 100 MB.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('The survey form limits answers to 300 characters.', 'The survey form refuses answers longer than 300 characters.').contradicts).toBe(false);
  });

  it('reads "accepts up to N" against "rejects over N" as one limit, another N as a change', () => {
    expect(compare('The dive shop rejects group bookings over 12 divers.', 'The dive shop accepts group bookings of up to 12 divers.').contradicts).toBe(false);
    expect(compare('The dive shop rejects group bookings over 12 divers.', 'The dive shop accepts group bookings of up to 20 divers.').contradicts).toBe(true);
  });

  it('still reads the opposite state past the same value, and two opposite rules past one value each', () => {
    expect(compare('The tile server rejects map uploads larger than 50 MB.', 'The tile server accepts map uploads larger than 50 MB.').contradicts).toBe(true);
    expect(compare('Sensor polls must always use a `batchSize` greater than 1.', 'Never set batchSize above 1 for sensor polls.').contradicts).toBe(true);
  });
});

// recall-87: a negation in disguise before the noun it describes (analyze.ts attributiveAt, polarity.ts saysWhichOnly).
describe('polarity: "the optional X", "the deprecated X" in the object say which X, and deny nothing', () => {
  it('reads "requests the optional `bluetooth` permission" against "doesn\'t request the `bluetooth` permission"', () => {
    expect(compare('The kiosk app requests the optional `bluetooth` permission on first launch.', "The kiosk app doesn't request the `bluetooth` permission on first launch.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The archive sweeper deletes the suspended tenant buckets.', 'The archive sweeper never deletes tenant buckets.').contradicts).toBe(true);
  });

  it('leaves alone a denial that takes the state itself, or another kind', () => {
    expect(compare('The signup form checks the optional referral code.', "The signup form doesn't require the referral code.").contradicts).toBe(false);
    expect(compare('The archive sweeper deletes the suspended tenant buckets.', 'The archive sweeper never deletes active tenant buckets.').contradicts).toBe(false);
  });
});

describe('a negation inside a short quoted phrase is a mention (recall-89)', () => {
  it('reads the clause around it as saying what it says', () => {
    expect(compareDiscoveries('The order app sends dietary notes such as \'no nuts\' to the bakery tablet.', 'Dietary notes are not sent to the bakery tablet by the order app.').kind).toBe('polarity');
    expect(compareDiscoveries('The quiz bot posts answers tagged "not graded" to the class channel.', "The quiz bot doesn't post answers to the class channel.").kind).toBe('polarity');
  });

  it('leaves alone the same quote on both sides, and still reads a negation after a lone apostrophe', () => {
    expect(compareDiscoveries("The parking app emails a 'no payment received' reminder to drivers.", "Drivers get a 'no payment received' email from the parking app.").contradicts).toBe(false);
    expect(compareDiscoveries("The members' lockers are locked at night.", "The members' lockers aren't locked at night anymore.").kind).toBe('polarity');
  });
});
