import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// precision-13: moves and contrasts the substitution check read as a thing gone that the older relies on.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('substitution: something moved out of a place leaves the place', () => {
  it('takes the place left as the older’s only when the older names it with the same words before its head', () => {
    expect(compare('Tile decoding builds the layer list with a loop over the zoom levels.', 'Style lookups moved out of the draw loop in the map viewer.').contradicts).toBe(false);
    expect(compare('Each booking request in the clinic app opens a database transaction.', 'Slot checks moved out of the booking transaction into a pre-check in the clinic app.').contradicts).toBe(false);
  });

  it('still reads the same place named the same way as left', () => {
    expect(compare('Receipt emails for the cinema are sent from the billing loop.', 'Cinema receipt emails moved out of the billing loop into a queue worker.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Search indexing runs inside the monolith.', 'Search indexing moved out of the monolith into its own service.')).toMatchObject({ contradicts: true });
  });
});

describe('substitution: a contrast whose kept side the older states', () => {
  it('reads "from X rather than from Y" as agreeing with an older that serves from X and names Y in another place', () => {
    expect(compare('Lecture videos in `media/lectures` are streamed from Bunny CDN by the player.', 'The player streams lecture videos from Bunny CDN rather than from `media/lectures` on the web host.').contradicts).toBe(false);
    expect(compare('Parcel labels are printed via Shippo by the `labels` worker.', 'Parcel labels are printed via Shippo, not the `labels` worker’s own PDF code.').contradicts).toBe(false);
  });

  it('still reads a kept side the older puts the ruled-out thing in place of, or one the older never names', () => {
    expect(compare('Invoices are emailed through Mailgun, with Postmark as a backup.', 'Invoices go out through Postmark, not Mailgun.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Release notes are rendered with marked.', 'Use markdown-it, not marked, to render release notes.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Frame extraction in the pipeline shells out to ffmpeg.', '`pipeline/frames.py` uses PyAV for frame extraction instead of calling ffmpeg.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});
