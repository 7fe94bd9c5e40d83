// A denial of what is done to one name in code against the same action done to another name: the two names share a
// part (a tool, a prefix, a word), which made them one subject, but each side speaks of its own.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a denial of the same verb done to another name in code', () => {
  it('leaves alone another target of one tool, another channel, another board', () => {
    expect(compare('Run `./gradlew test` before pushing changes to `tide-gauge`.', "Don't run `./gradlew hilTest` locally for `tide-gauge`; it needs the bench rig.").contradicts).toBe(false);
    expect(compare('Route pager alerts for the clinic servers to `#clinic-oncall`.', "Don't route clinic pager alerts to `#clinic-general`; nobody reads it.").contradicts).toBe(false);
    expect(compare('Flash the tractor controllers with `west build -b canbus_v3/stm32`.', "Don't flash for `canbus_v2/stm32`; the old boards brick on the new bootloader.").contradicts).toBe(false);
    // A name before a noun is a kind of that noun: another name when the other side writes its own before the same noun.
    expect(compare('Dispatch uses the `Primary Radio` channel for ambulance calls.', "Don't use the `Backup Radio` channel; it has dead zones downtown.").contradicts).toBe(false);
  });

  it('still reads a denial of the same name, or of the tool the other name runs', () => {
    expect(compare('Run `./gradlew test` before pushing changes to `tide-gauge`.', "Don't run `./gradlew test` locally for `tide-gauge`; CI runs it on every push.").contradicts).toBe(true);
    expect(compare('Route pager alerts for the clinic servers to `#clinic-oncall`.', "Don't route clinic pager alerts to `#clinic-oncall`; they page the on-call phone directly.").contradicts).toBe(true);
    expect(compare('Build the kiosk image with `docker build -f Dockerfile.kiosk`.', "Don't build the kiosk image with `docker build`; kiosks pull the signed image from the registry.").contradicts).toBe(true);
  });

  it('keeps reading a name that is no object of the denial: a time, or a kind of another noun', () => {
    expect(compare('The roster reconciler must always requeue the request after updating `status.phase`.', 'The roster reconciler should never requeue after `Status().Update()`; the watch triggers the next reconcile.').contradicts).toBe(true);
    expect(compare('Functions in `internal/ledger` must always take the `context.Context` argument first.', 'Functions in `internal/ledger` should never take a `ctx` parameter; they read the context from the `Ledger` struct.').contradicts).toBe(true);
  });
});

describe('polarity: a package denied against the work done with another name (precision-16)', () => {
  it('keeps "no longer uses the `X` package" apart from "does its work with `Y`", though X is named for that work', () => {
    expect(compareDiscoveries('The site generator no longer uses the `image-resizer` library.', 'The site generator resizes images with `sharp`.').contradicts).toBe(false);
    expect(compareDiscoveries('The mobile app no longer uses the separate `date-format` package.', 'The mobile app formats dates with `Intl.DateTimeFormat`.').contradicts).toBe(false);
  });

  it('still reads the work done with the denied package itself', () => {
    expect(compareDiscoveries('The site generator doesn\'t use the `sharp` library anymore.', 'The site generator resizes images with `sharp`.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compareDiscoveries('The mobile app no longer uses the `moment` library.', 'The mobile app formats dates with `moment`.')).toMatchObject({ contradicts: true });
  });
});
