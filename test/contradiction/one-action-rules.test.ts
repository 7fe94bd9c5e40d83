import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('two rules that meet on the verb both write and a word of what it is done to', () => {
  it('reads an obligation and a prohibition of one action on one thing, each naming the thing its own way', () => {
    expect(contradicts('Always strip EXIF GPS data from uploaded photos.', 'Do not strip GPS metadata from uploads anymore; the photo map needs it.')).toMatchObject({
      contradicts: true,
      kind: 'modality',
    });
    expect(contradicts('Invoices must be archived to cold storage after ninety days.', 'Never archive supplier invoices; the ledger keeps them forever.')).toMatchObject({
      contradicts: true,
    });
  });

  it('keeps a shared word outside what the verb is done to apart', () => {
    // "lab reports" is where the names are redacted from, not what is redacted.
    expect(contradicts('Always redact patient names from exported lab reports.', 'Do not redact lab report dates; the auditors rely on them.').contradicts).toBe(false);
    // The subject both write is who does it, not what it is done to.
    expect(contradicts('Lift operators must always send a `WindAlert` message when gusts pass 60 km/h.', 'Operators should never send wind readings to the public site.').contradicts).toBe(false);
    expect(contradicts('Invoices must be archived to cold storage after ninety days.', "Never archive the storage bucket's access logs.").contradicts).toBe(false);
  });
});

// precision-19: two rules of opposite sign on one thing, each on a specific act of its own (polarity.ts
// rulesOnOtherActs, ACT_FAMILIES): signing commits and squashing them are two acts; one act in other words is one.
describe('two rules on one thing, each on an act of its own', () => {
  it('keeps acts of two families apart and reads one act in two words as one', () => {
    expect(contradicts('Contributors must always sign their commits.', 'Contributors should never squash their commits.').contradicts).toBe(false);
    expect(contradicts('Baristas must always weigh the espresso dose.', 'Baristas must never discard the espresso dose.').contradicts).toBe(false);
    expect(contradicts('The sync worker must always compress outgoing batches.', 'The sync worker should never retry outgoing batches.').contradicts).toBe(false);
    expect(contradicts('Always delete `schema.graphql` before regenerating.', 'Never remove `schema.graphql` before regenerating.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Lab technicians must always label sample tubes before freezing.', 'Lab technicians should never tag sample tubes before freezing.')).toMatchObject({ contradicts: true, kind: 'modality' });
    // "check in" is committing, whatever "check" alone is.
    expect(contradicts('Always check in `poetry.lock` for the CLI package.', 'Never commit `poetry.lock`; the CLI resolves against its consumers.').contradicts).toBe(true);
  });
});
