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
