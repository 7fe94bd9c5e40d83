import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('subjects with different heads: two owners only when each subject has a word of its own', () => {
  it('reads a subject named more fully on one side, or by the file set in it, as one subject', () => {
    expect(compare('`backup.sh` runs `pg_dump` before rotating the logs.', "The nightly backup job doesn't run pg_dump; snapshots are taken by the volume driver.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('`app/models/invoice.rb` has a presence validation on `due_date`.', 'Invoice has no validation on `due_date`; the form checks it.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps subjects apart when each has a rival word in the same place', () => {
    expect(compare('`backup.sh` runs `pg_dump` before rotating the logs.', "The log shipper doesn't run pg_dump; it only tails files.").contradicts).toBe(false);
    expect(compare('The invoice model has a presence validation on `due_date`.', 'The credit note form has no validation on `due_date`.').contradicts).toBe(false);
    expect(compare('The Overpass client is throttled to 2 requests per second.', '`osm/tiles.py` allows up to 20 req/s.').contradicts).toBe(false);
    // A word the other side writes only in its scope ("In `packages/uploads/`,") does not name its subject.
    expect(compare('The upload limit is 10 MB.', 'In `packages/uploads/`, `HISTSIZE` in the zsh config is 100k.').contradicts).toBe(false);
  });
});
