import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// The form a frame verb gives its thing after "as" ("exported to S3 as Parquet" / "go to S3 as CSV files") is one
// slot, held by one named format at a time; "lives in" / "resides in" put a thing in a store as "stored in" does.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('frames: the form after "as", and where a thing lives', () => {
  it('reads another named form after "as" for one subject and verb group, and "lives in" as a store', () => {
    expect(compare('Meter readings are exported to the utility as XML.', 'Meter readings now go to the utility as JSON.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Crew rosters live in Airtable.', 'Crew rosters now live in Notion.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another subject, and a copy kept elsewhere, alone', () => {
    expect(compare('Meter readings are exported to the utility as XML.', 'Billing summaries go to the utility as JSON.').contradicts).toBe(false);
    expect(compare('Crew rosters live in Airtable.', 'Crew photos live in Dropbox.').contradicts).toBe(false);
    expect(compare('Meter readings are exported to the utility as XML.', 'Meter readings are also sent to the regulator as CSV.').contradicts).toBe(false);
  });
});
