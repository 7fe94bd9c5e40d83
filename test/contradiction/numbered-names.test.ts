import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// precision-13: a number that says which one ("Line 4", "the 720p rendition") is a name, not a value.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('values and states: members of one kind named by their numbers', () => {
  it('reads "Tank 3" / "Tank 6" and "the 480p preview" / "the 1440p preview" as two things', () => {
    expect(compare('Tank 3 at the aquarium is kept at 24 degrees.', 'Tank 6 at the aquarium is kept at 18 degrees.').contradicts).toBe(false);
    expect(compare('Runway 2 at the airfield closes at 22:00.', 'Runway 5 at the airfield closes at 18:00.').contradicts).toBe(false);
    expect(compare('The 480p preview in `presets.yaml` targets 1 Mbps.', 'The 1440p preview in `presets.yaml` targets 9 Mbps.').contradicts).toBe(false);
    expect(compare('Ward 3 at the clinic runs on a three-shift rota.', 'Ward 7 at the clinic runs two shifts, with no night shift.').contradicts).toBe(false);
  });

  it('still compares the values of the member both name, and a level written after an abbreviation', () => {
    expect(compare('Tank 3 at the aquarium is kept at 24 degrees.', 'Tank 3 at the aquarium is now kept at 21 degrees.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('The 480p preview in `presets.yaml` targets 1 Mbps.', 'The 480p preview in `presets.yaml` targets 2 Mbps.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('The watch app compiles against SDK 9.', '`targetSdk = 10` in `watch/build.gradle.kts`.')).toMatchObject({ contradicts: true, kind: 'value' });
  });
});

// precision-18: a letter, an id with a digit or a name in code after a kind's noun names one member too.
describe('values and states: members of one kind named by a letter, an id or a name in code', () => {
  it('reads "Carrier A" / "Carrier B", "Study ABC-101" / "Study ABC-204" and "Alert `x`" / "Alert `y`" as two things', () => {
    expect(compare("Bakery A's oven doesn't preheat overnight.", "Bakery B's oven preheats overnight.").contradicts).toBe(false);
    expect(compare('Trial HX-101 enrols 40 patients per site.', 'Trial HX-230 enrols 25 patients per site.').contradicts).toBe(false);
    expect(compare('Monitor `DiskFull` fires after 10m.', 'Monitor `DiskSlow` fires after 30m.').contradicts).toBe(false);
    expect(compare('The ferry to Pier C leaves every 20 minutes.', 'The ferry to Pier D leaves every 45 minutes.').contradicts).toBe(false);
  });

  it('still compares the claims of the member both name', () => {
    expect(compare("Bakery A's oven doesn't preheat overnight.", "Bakery A's oven preheats overnight now.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('Trial HX-101 enrols 40 patients per site.', 'Trial HX-101 enrols 25 patients per site.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('Monitor `DiskFull` fires after 10m.', 'Monitor `DiskFull` fires after 30m.')).toMatchObject({ contradicts: true, kind: 'value' });
  });
});
