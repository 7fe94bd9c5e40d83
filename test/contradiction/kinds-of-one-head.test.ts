// Two kinds of one head noun, said two ways: a word before the head on one side ("Harbour crane logs") and an "of"
// phrase after it on the other ("the logs of the pilot boats"), or the two directions of one thing ("Incoming
// payments" / "Outgoing payments"). Each side's state is of its own kind, so the two states do not meet.
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
