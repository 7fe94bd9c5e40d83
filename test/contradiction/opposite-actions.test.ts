import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('two positive statements whose actions undo each other (opposite-actions.ts)', () => {
  it('reads the undoing verb as the denial of the doing one', () => {
    expect(contradicts('Library patrons\' borrowing history must be preserved when an account is closed.', "When an account is closed, the patron's borrowing history should be erased.")).toMatchObject({
      contradicts: true,
      kind: 'modality',
    });
    expect(contradicts('The firewall allows SSH from the office VPN range.', 'SSH from the office VPN range is now blocked by the firewall.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(contradicts('Contractors are granted write access to the `infra` repository.', 'Write access to the `infra` repository was revoked for contractors.').contradicts).toBe(true);
    expect(contradicts('Commit the generated `schema.graphql` so reviewers can diff it.', 'Gitignore the generated `schema.graphql`; CI regenerates it.').contradicts).toBe(true);
    expect(contradicts('The SDK retries failed uploads.', 'The SDK abandons failed uploads.').contradicts).toBe(true);
  });

  it('leaves other objects, kinds of one thing, sequences and retention periods alone', () => {
    expect(contradicts('The upload endpoint accepts HEIC photos from the field app.', 'The upload endpoint rejects TIFF scans larger than 50 MB.').contradicts).toBe(false);
    expect(contradicts('Contractors are granted read access to the `infra` repository.', 'Write access to the `infra` repository was revoked for contractors.').contradicts).toBe(false);
    expect(contradicts('The kiosk home screen hides the admin menu.', 'The kiosk settings screen shows the admin menu.').contradicts).toBe(false);
    expect(contradicts('Sensor readings from the greenhouse probes must be kept for ninety days, then deleted.', 'Greenhouse probe readings are kept for ninety days and deleted afterwards.').contradicts).toBe(false);
    expect(contradicts('Ballot exports are kept for 2 weeks.', 'Ballot exports are deleted after 14 days.').contradicts).toBe(false);
  });
});
