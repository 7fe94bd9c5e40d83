import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// recall-83: a tool replaced with no cue on the new one's clause, said by what happened to the old one.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('substitution: the old tool named again only as ended', () => {
  it('reads a closed or cancelled account of the old member as a replacement', () => {
    expect(compare('Invoices for the print shop are sent through Mailgun.', 'Print shop invoices go out through Postmark; the Mailgun account was closed.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Rider payments in the scooter app are handled by Braintree.', 'Rider payments in the scooter app are handled by Stripe, and the Braintree contract was terminated.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('reads "we are off X" as leaving it', () => {
    expect(compare('Ferry booking errors are reported to Rollbar.', 'Ferry booking errors are reported to Sentry; we are off Rollbar.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps the old member when what was ended is another tool, or "off" is a toggle', () => {
    expect(compare('Invoices for the print shop are sent through Mailgun.', 'Print shop invoices go out through Mailgun; the old SendGrid account was closed.').contradicts).toBe(false);
    expect(compare('Ferry booking errors are reported to Rollbar.', 'Ferry booking errors are reported to Rollbar; source maps are off in staging.').contradicts).toBe(false);
  });
});

describe('substitution: ", replacing X" after the new state', () => {
  it('reads the participle as the old thing gone', () => {
    expect(compare('The telescope scheduler reads targets from `targets.csv`.', 'The telescope scheduler reads targets from the observatory API now, replacing `targets.csv`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Hotel room keys are encoded with the Vingcard SDK.', 'Room keys at the hotel are encoded by the Salto SDK, superseding the Vingcard SDK.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('does not read what the tool overwrites each time as replaced when the older names it only in its subject', () => {
    expect(compare('Daily price snapshots for the farmers market are written by `snapshot.py`.', '`snapshot.py` writes the market prices each morning, replacing the daily price snapshot from the day before.').contradicts).toBe(false);
  });
});

describe('substitution: the older names the replaced thing longer than the newer does', () => {
  it('reads a scheme or prefix replaced as every address written after it', () => {
    expect(compare('Field recordings are archived to `gs://field-audio/raw`.', 'Field recordings are archived on the NAS now; the `gs://` buckets were removed.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Field recordings are archived to `gs://field-audio/raw`.', 'Field recordings are archived to `gs://field-audio/raw`; the `sftp://` targets were removed.').contradicts).toBe(false);
  });

  it('reads a module with its version, or a member of a role, as a tool rather than a part of the repository', () => {
    expect(compare('The lottery service parses flags with `clap/4.5`.', 'Flags in the lottery service are parsed with `argh/0.1` instead of clap.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The lottery service parses flags with `clap/4.5` in `src/cli/`.', 'Flags are parsed with `argh/0.1` in `src/admin/` instead of clap.').contradicts).toBe(false);
  });
});

describe('alternatives: a member whose name is an everyday word', () => {
  it('is not named by that word in another sense on the other side', () => {
    expect(compare('The recipe app keeps its state with the `provider` package.', 'The recipe app keeps its state with Riverpod; screens read it through providers.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The ferry client sends its API requests with HTTPoison.', 'The ferry client uses Req for its HTTP calls.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('is still named by its own spelling', () => {
    expect(compare('The recipe app keeps its state with the `provider` package.', 'The recipe app uses Riverpod for new screens and keeps `provider` for the old ones.').contradicts).toBe(false);
  });
});
