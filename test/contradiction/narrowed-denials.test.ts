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
