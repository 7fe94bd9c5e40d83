// Two kinds of one head noun, said two ways: a word before the head on one side ("Harbour crane logs") and an "of"
// phrase after it on the other ("the logs of the pilot boats"), or the two directions of one thing ("Incoming
// payments" / "Outgoing payments"), or an HTTP status before "responses" or "errors" ("503 responses" / "429
// responses"). Each side's state or value is of its own kind, so the two do not meet.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a kind named before the head on one side and in an "of" phrase on the other', () => {
  it('leaves alone two kinds of one head', () => {
    expect(compare('Harbour crane logs are rotated synchronously.', 'The logs of the pilot boats are rotated asynchronously.').contradicts).toBe(false);
    expect(compare('Glacier survey photos are compressed.', 'The photos of the base camp kitchen are uncompressed.').contradicts).toBe(false);
    expect(compare('Orchestra rehearsal recordings are mutable.', 'The recordings of the board meetings are immutable.').contradicts).toBe(false);
  });

  it('still finds opposite states when the "of" phrase names the same kind, or one side names the head alone', () => {
    expect(compare('Harbour crane logs are rotated synchronously.', 'The logs are rotated asynchronously by a cron job.').kind).toBe('antonym');
    expect(compare('Glacier survey photos are compressed.', 'The photos of the glacier survey are uncompressed.').kind).toBe('antonym');
    expect(compare('Orchestra rehearsal recordings are mutable.', 'Rehearsal recordings are immutable once published.').kind).toBe('antonym');
  });
});

describe('the two directions of one thing', () => {
  it('leaves alone incoming against outgoing, and ingress against egress', () => {
    expect(compare('Incoming wire payments are screened manually.', 'Outgoing wire payments are screened automatically.').contradicts).toBe(false);
    expect(compare('Ingress traffic to the kiosk cluster is encrypted.', 'Egress traffic from the kiosk cluster is unencrypted.').contradicts).toBe(false);
  });

  it('still finds opposite states of one direction', () => {
    expect(compare('Incoming wire payments are screened manually.', 'Incoming wire payments are screened automatically.').kind).toBe('antonym');
    expect(compare('Ingress traffic to the kiosk cluster is encrypted.', 'Ingress traffic to the kiosk cluster is unencrypted.').kind).toBe('antonym');
  });
});

describe('responses of two HTTP statuses', () => {
  it('reads the status as which responses, not as a count, and two statuses as two kinds', () => {
    expect(compare('The tram API client retries 502 responses twice.', 'The tram API client does not retry 504 responses.').contradicts).toBe(false);
    expect(compare('The archive proxy caches 404 errors for 30 seconds.', 'The archive proxy caches 410 errors for an hour.').contradicts).toBe(false);
  });

  it('still compares the claims and values about responses of one status', () => {
    expect(compare('The tram API client retries 502 responses twice.', 'The tram API client does not retry 502 responses.').kind).toBe('polarity');
    expect(compare('The archive proxy caches 404 errors for 30 seconds.', 'The archive proxy caches 404 errors for an hour.').kind).toBe('value');
    expect(compare('The tram API client retries 502 responses 2 times.', 'The tram API client retries 502 responses 4 times.').kind).toBe('value');
  });
});
