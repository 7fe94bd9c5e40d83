import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: one noun qualified by "of" / "for" apart on each side', () => {
  it('reads a shared noun of two things as two subjects', () => {
    expect(contradicts('A dry run of the payroll export is obligatory.', 'A dry run of the invoice import is optional.')).toBe(false);
    expect(contradicts('Compression of the event stream is enabled.', 'Compression of the audit log is disabled.')).toBe(false);
    expect(contradicts('Approval from a maintainer is required for release branches.', 'Approval from a maintainer is optional for feature branches.')).toBe(false);
    expect(contradicts('Gzip is disabled for tiles in nginx.conf.', 'Gzip is enabled for `/api/` JSON responses in nginx.conf.')).toBe(false);
  });

  it('still compares a side without the qualifier, which may be about every one', () => {
    expect(contradicts('A dry run of the payroll export is obligatory.', 'A dry run is optional.')).toBe(true);
    expect(contradicts('Compression of the event stream is enabled.', 'Compression is disabled.')).toBe(true);
    expect(contradicts('Logging of request bodies is enabled for the payments API.', 'Logging of request bodies is disabled.')).toBe(true);
  });

  it('still compares one thing qualified on both sides, or named another way', () => {
    expect(contradicts('A dry run of the payroll export is obligatory.', 'A dry run of the payroll export is optional.')).toBe(true);
    expect(contradicts('A dry run of the payroll export is obligatory.', "The payroll export's dry run is optional.")).toBe(true);
    expect(contradicts('Validation of the signup form is synchronous.', 'Signup form validation is asynchronous.')).toBe(true);
    expect(contradicts('Retries for failed webhooks are enabled.', 'Retries are disabled for failed webhook deliveries.')).toBe(true);
  });
});
