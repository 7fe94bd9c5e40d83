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

describe('modality and polarity: a rule for another occasion', () => {
  it('keeps two rules apart when each names an occasion the other never does', () => {
    expect(compare('Pilots must file a flight plan with the tower in controlled airspace.', "Don't file a flight plan with the tower when you practise circuits at the club field.").contradicts).toBe(false);
    expect(compare('Cooks must wear hair nets when they plate desserts.', 'Cooks must not wear hair nets while they work the grill.').contradicts).toBe(false);
    expect(compare('The ledger must lock accounts during the month-end close.', 'The ledger must never lock accounts inside a reconciliation preview.').contradicts).toBe(false);
    expect(compare('Coupons are applied for every loyalty member (`apply_coupons: true`).', 'Coupons are never applied for guest members.').contradicts).toBe(false);
  });

  it('still reads the rule said for the same occasion, or for one side only, and "by hand" as no occasion', () => {
    expect(compare('Pilots must file a flight plan with the tower in controlled airspace.', "Don't file a flight plan with the tower in controlled airspace; the radio call replaces it.")).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(compare('Cooks must wear hair nets when they plate desserts.', 'Cooks must not wear hair nets; the kitchen switched to caps.')).toMatchObject({ contradicts: true });
    expect(compare('Always bump `version` in `plugin.json` when you change its hooks.', "Don't bump the plugin version by hand; the release job sets it.").contradicts).toBe(true);
  });
});

describe('polarity: the other side says what an exception already said', () => {
  it('keeps a denial of the excepted case apart from the rule with its exception', () => {
    expect(compare('Use `rclone sync` to mirror the photo library, except on the studio laptops with small disks.', "The studio laptops don't use `rclone sync`; they mirror with `rsync`.").contradicts).toBe(false);
    expect(compare('Dispatch shifts rotate weekly, apart from the night desk whose roster is fixed.', "The night desk doesn't rotate weekly; its roster is fixed.").contradicts).toBe(false);
  });

  it('still reads a denial of the rule outside its exception', () => {
    expect(compare('Use `rclone sync` to mirror the photo library, except on the studio laptops with small disks.', "The photo library is not mirrored with `rclone sync` any more; backups go to tape.").contradicts).toBe(true);
    expect(compare('Dispatch shifts rotate weekly, apart from the night desk.', "Dispatch shifts don't rotate weekly any more; the roster is fixed for the whole season.").contradicts).toBe(true);
  });
});

describe('polarity: one noun each side narrows in its subject with words of its own is two cases (precision-16)', () => {
  it('keeps "X on frozen plans are not" apart from "Active X are"', () => {
    expect(compare('Tenants on month-to-month leases are not charged a renewal fee.', 'Tenants with annual leases are charged a renewal fee each year.').contradicts).toBe(false);
    expect(compare('Trial workspaces are not backed up.', 'Enterprise workspaces are backed up nightly.').contradicts).toBe(false);
    expect(compare('Vendors at the weekend market are not charged a stall fee.', 'Vendors at the weekday market pay the stall fee.').contradicts).toBe(false);
  });

  it('still reads one side narrowed only, the same narrowing, or a narrowed object after the verb', () => {
    expect(compare('Tenants are not charged a renewal fee.', 'Tenants with annual leases are charged a renewal fee each year.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('Trial workspaces are backed up nightly.', 'Workspaces are not backed up.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('Guests on the loyalty tier are not charged a resort fee.', 'Guests on the loyalty tier are charged the resort fee at checkout.')).toMatchObject({ contradicts: true });
    expect(compare('`cmd/server/main.go` reads feature flags from LaunchDarkly at startup.', 'cmd/server/main.go no longer fetches LaunchDarkly flags on boot.')).toMatchObject({ contradicts: true });
  });
});

describe('polarity: the subject narrowing read with capital names and state words (precision-16)', () => {
  it('reads state words the other side does not pair as which ones', () => {
    expect(compare('Silent sync pushes have no `notification` block.', 'Visible chat pushes do include a `notification` block with title and body.').contradicts).toBe(false);
  });
});
