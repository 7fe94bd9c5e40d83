import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// precision-13: "only X when C" said again from the other end is the same restriction, not its denial.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('polarity, antonyms and modality: an "only" restated from the other end', () => {
  it('reads a negation of the case left out, or of everything else, as the restriction again', () => {
    expect(compare('Crash reports are only uploaded when `TELEMETRY_KEY` is set.', 'With no `TELEMETRY_KEY` in the environment, crash report upload is skipped.').contradicts).toBe(false);
    expect(compare('The ticket scanner is only enabled during boarding windows.', 'Outside boarding windows the ticket scanner stays disabled.').contradicts).toBe(false);
    expect(compare('The `release` workflow only runs on tags.', '`release.yml` is triggered by tags and by nothing else.').contradicts).toBe(false);
  });

  it('still reads a denial of the restricted case itself, even in the case the restriction names', () => {
    expect(compare('The ticket scanner is only enabled during boarding windows.', 'The ticket scanner is disabled during boarding windows.')).toMatchObject({ contradicts: true });
    expect(compare('The staff wiki is only reachable from the office VPN.', 'The staff wiki is not reachable from the office VPN.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('Crash reports are only uploaded when `TELEMETRY_KEY` is set.', 'Crash reports are never uploaded, even when `TELEMETRY_KEY` is set.')).toMatchObject({ contradicts: true });
  });
});
