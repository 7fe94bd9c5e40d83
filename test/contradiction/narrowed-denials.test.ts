import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('polarity: a possessed part of the thing the other side names is a subject of its own', () => {
  it('keeps "the X\'s backup radio" apart from "X"', () => {
    expect(compare('The `beehive` scale uploads weight readings every hour.', "The beehive scale's backup radio doesn't upload weight readings.").contradicts).toBe(false);
    expect(compare('The parking app charges the card on exit.', "The parking app's visitor kiosk never charges the card.").contradicts).toBe(false);
  });

  it('still reads a denial of the thing itself, or of its part written the same way on both sides', () => {
    expect(compare('The `beehive` scale uploads weight readings every hour.', "The beehive scale doesn't upload weight readings; they stay on the SD card.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare("The parking app's visitor kiosk charges the card on exit.", "The parking app's visitor kiosk never charges the card.")).toMatchObject({ contradicts: true });
  });
});

describe('polarity: a denial of doing it again is no denial of doing it', () => {
  it('keeps "never X twice / again / more than once" apart from "always X first"', () => {
    expect(compare('Always call `camera.open()` first in the capture screen.', 'Never call `camera.open()` twice; the second call hangs.').contradicts).toBe(false);
    expect(compare('Run `cache.warm()` after each deploy.', "Don't run `cache.warm()` more than once an hour.").contradicts).toBe(false);
    expect(compare('Always rotate the signing key first on the release day.', 'Never rotate the signing key again after the tag is pushed.').contradicts).toBe(false);
  });

  it('still reads "never X" against "always X", and "twice" said on both sides', () => {
    expect(compare('Always call `camera.open()` in the capture screen.', 'Never call `camera.open()`; the preview component opens the camera.')).toMatchObject({ contradicts: true });
    expect(compare('Always rotate the signing key twice a year.', 'Never rotate the signing key twice a year; once is the policy.').contradicts).toBe(true);
  });
});
