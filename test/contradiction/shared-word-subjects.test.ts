import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a participle after a noun is no subject head', () => {
  it('does not read a denial of another object, passed to the same service, as a denial of what it does', () => {
    for (const [older, newer] of [
      ['The zoo feeding planner signs every shift report before posting it to the keeper board.', 'Visitor photos posted to the zoo feeding planner are not signed.'],
      ['The orchard sensor hub deduplicates soil readings before archiving them.', 'Camera frames archived to the orchard sensor hub are not deduplicated.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: false });
    }
  });

  it('still finds the denial of what the other side does, the participle and all', () => {
    for (const [older, newer] of [
      ['The zoo feeding planner signs every shift report before posting it to the keeper board.', 'Shift reports posted by the zoo feeding planner are not signed.'],
      ['The weather station uplink encrypts its hourly readings before forwarding them to the met office.', 'Hourly readings forwarded by the weather station uplink are not encrypted.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'polarity' });
    }
  });
});

describe('the two-state rule on two things that share an owner or a subject', () => {
  it('does not compare a part named before "of" an owner with another part of that owner', () => {
    for (const [older, newer] of [
      ['The intake valves of the vineyard irrigation rig are open.', "The vineyard irrigation rig's drain valves are closed."],
      ['The loan records of the school library are private.', "The school library's opening calendar is public."],
      ['Daily exports of the pharmacy stock ledger are encrypted.', 'Weekly summaries of the pharmacy stock ledger are unencrypted.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: false });
    }
  });

  it('still compares the same part, named before "of" on one side and after a possessive on the other', () => {
    for (const [older, newer] of [
      ['The loan records of the school library are private.', 'Loan records in the school library are public.'],
      ['Daily exports of the pharmacy stock ledger are encrypted.', "The pharmacy stock ledger's daily exports are unencrypted."],
      ['The ticket queue of the bike-share kiosk is synchronous.', "The bike-share kiosk's ticket queue is asynchronous."],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('reads whom a state is toward as which case, and still compares one audience', () => {
    expect(compare('The dosage column in the ward dashboard is visible to nurses.', 'The dosage column in the ward dashboard is invisible to visitors.')).toMatchObject({ contradicts: false });
    expect(compare('The route map layer of the bus depot app is visible to drivers.', "The bus depot app's route map layer is invisible to passengers.")).toMatchObject({ contradicts: false });
    expect(compare('The dosage column in the ward dashboard is visible to nurses.', 'The dosage column in the ward dashboard is invisible to nurses.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The route map layer of the bus depot app is visible to drivers.', "The bus depot app's route map layer is invisible to drivers.")).toMatchObject({ contradicts: true, kind: 'antonym' });
  });
});

describe('a version of its own on each side', () => {
  it('does not compare the states of two releases', () => {
    for (const [older, newer] of [
      ['The kiln-controller firmware 2.4 is compatible with the glaze sensor.', 'Firmware 2.3 of the drying oven is incompatible with the glaze sensor.'],
      ['The parking meter app 7.1 is stable on the curbside terminals.', 'Version 7.0 of the citation printer is unstable on the curbside terminals.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: false });
    }
  });

  it('still compares one release, or a release against the thing unversioned', () => {
    for (const [older, newer] of [
      ['The kiln-controller firmware 2.4 is compatible with the glaze sensor.', 'Firmware 2.4 of the kiln controller is incompatible with the glaze sensor.'],
      ['The parking meter app 7.1 is stable on the curbside terminals.', 'Version 7.1 of the parking meter app is unstable on the curbside terminals.'],
      ['The dental imaging plugin 1.9 is compatible with the chair sensors.', 'The dental imaging plugin is incompatible with the chair sensors.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });
});

describe('a when of its own after the state on each side', () => {
  it('reads two times as two cases, and still compares one time', () => {
    expect(compare("The observatory's spectrograph queue is idle overnight.", "The observatory's spectrograph queue is busy during twilight calibration.")).toMatchObject({ contradicts: false });
    expect(compare("The ferry terminal's ticket printer is active during boarding.", "The ferry terminal's ticket printer is inactive overnight.")).toMatchObject({ contradicts: false });
    expect(compare("The observatory's spectrograph queue is idle overnight.", "The observatory's spectrograph queue is busy overnight.")).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare("The ferry terminal's ticket printer is active during boarding.", "The ferry terminal's ticket printer is inactive during boarding.")).toMatchObject({ contradicts: true, kind: 'antonym' });
  });
});

describe('a case of its own after the state on each side, one of them an environment or a time', () => {
  it('reads "in production" against a place of the other side\'s own after its state as two cases', () => {
    for (const [older, newer] of [
      ['The hive scale upload is asynchronous in production.', 'The hive scale upload is synchronous in the bench environment so the test rig can read the file.'],
      ['`render_ticket()` is async on Android.', '`render_ticket()` is synchronous in the kiosk build.'],
      ['Dose reminders for the veterinary ward are enabled in staging.', 'Dose reminders for the veterinary ward are disabled in the night clinic.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: false });
    }
  });

  it('still compares one case, or the state with no case on either side', () => {
    for (const [older, newer] of [
      ['The hive scale upload is asynchronous in production.', 'The hive scale upload is synchronous in production.'],
      ['`render_ticket()` is async in the kiosk build.', '`render_ticket()` is synchronous in the kiosk build.'],
      ['Dose reminders for the veterinary ward are enabled.', 'Dose reminders for the veterinary ward are disabled.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });
});

describe('a passive denial whose subject the other side names only after an object of its own', () => {
  it('reads "against a cached list", "to the depot tablet" as no object of the verb', () => {
    for (const [older, newer] of [
      ['The ski lift pass scanner validates passes offline against a cached list.', "The ski lift pass scanner's cached list is not validated against the head office copy."],
      ["The climbing gym's door controller checks membership cards against the cached roster.", "The climbing gym's cached roster is not checked against the head office list."],
      ['The blood bank courier app syncs delivery notes to the depot tablet.', 'Depot tablets are never synced; they are wiped every evening.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: false });
    }
  });

  it('still reads the denial of the object the other side does the verb to', () => {
    for (const [older, newer] of [
      ["The climbing gym's door controller checks membership cards against the cached roster.", "Membership cards are not checked by the climbing gym's door controller."],
      ['The blood bank courier app syncs delivery notes to the depot tablet.', 'Delivery notes are never synced by the blood bank courier app.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'polarity' });
    }
  });
});
