import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('polarity: one thing in another case of time or place on each side', () => {
  it('keeps "not during X" apart from "between X", "not inside X" from "after X"', () => {
    expect(compare("Don't recalibrate the scale during a weighing.", 'Recalibrate the scale between weighings if the zero drifts.').contradicts).toBe(false);
    expect(compare('Never allocate buffers inside the render loop.', 'The renderer allocates its buffers after the loop ends.').contradicts).toBe(false);
    expect(compare('The printer does not purge the nozzle mid-print.', 'The printer purges the nozzle before each print.').contradicts).toBe(false);
    expect(compare('Never mop the gym floor while the class is running.', 'Mop the gym floor after the class leaves.').contradicts).toBe(false);
    expect(compare('Never reseed the lawn during a drought.', 'The groundskeeper reseeds the lawn once a year, after the drought.').contradicts).toBe(false);
  });

  it('still reads the same case on both sides, and "between" as "before each"', () => {
    expect(compare("Don't recalibrate the scale during a weighing.", 'Recalibrate the scale during the weighing when it drifts.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The printer purges the nozzle before each print.', 'The printer does not purge the nozzle between prints.')).toMatchObject({ contradicts: true });
    expect(compare('Never mop the gym floor while the class is running.', 'Mop the gym floor while the class runs.')).toMatchObject({ contradicts: true });
  });
});

describe('polarity: a denial for a narrower kind of what the other side names', () => {
  it('keeps "not X that Y" and "not <own words> <generic word> X" apart from a claim on every X', () => {
    expect(compare('The loom rethreads broken warps.', 'The loom does not rethread warps that broke during a bobbin change.').contradicts).toBe(false);
    expect(compare('The tram depot washes every carriage.', "The tram depot doesn't wash heritage service carriages.").contradicts).toBe(false);
  });

  it('still reads a denial of the whole kind, and a relative clause set off by a comma', () => {
    expect(compare('The loom rethreads broken warps.', 'The loom does not rethread broken warps.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The tram depot washes every carriage.', "The tram depot doesn't wash carriages, which the cleaning crew scrubs by hand.")).toMatchObject({ contradicts: true });
  });
});

describe('polarity: a named thing denied, another named thing used on the other side', () => {
  it('keeps "don\'t use / set `A`" apart from "does it with `B`", "use `B`"', () => {
    expect(compare("Don't use `make test` in the nightly job; use `ctest`.", 'The nightly job tests the firmware with `ctest`.').contradicts).toBe(false);
    expect(compare("Don't set `socket.timeout` in the relay.", 'Use `asyncio.wait_for` to bound every read in the relay.').contradicts).toBe(false);
  });

  it('still reads the denied name used on the other side', () => {
    expect(compare("Don't use `make test` in the nightly job.", 'The nightly job tests the firmware with `make test`.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare("Don't set `socket.timeout` in the relay.", 'The relay sets `socket.timeout` on every read.')).toMatchObject({ contradicts: true });
  });
});

describe('modality and polarity: one act after another named file or command on each side', () => {
  it('keeps "no need to X after editing `a`" apart from "X after changing `b`"', () => {
    expect(compare('No need to restart the tile renderer after editing `styles.json`; it is reread per request.', 'Restart the tile renderer after changing `renderer.toml`; it is read once at boot.').contradicts).toBe(false);
  });

  it('still reads the same file on both sides', () => {
    expect(compare('No need to restart the tile renderer after editing `renderer.toml`.', 'Restart the tile renderer after changing `renderer.toml`; it is read once at boot.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });
});

describe('polarity: a denial of how far the act reaches', () => {
  it('keeps "doesn\'t X them cluster-wide" apart from "X them in its own part"', () => {
    expect(compare("The cache warmer doesn't prefetch pages site-wide; editors pick the sections.", 'The cache warmer prefetches pages in the sections editors pick.').contradicts).toBe(false);
  });

  it('still reads the reach said on both sides', () => {
    expect(compare("The cache warmer doesn't prefetch pages site-wide.", 'The cache warmer prefetches pages site-wide every hour.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });
});

describe('compareDiscoveries: what a thing is used for, each side its own', () => {
  it('keeps a use for one purpose apart from a denied use for another', () => {
    expect(compareDiscoveries('The ski school app uses Firebase for push notifications.', "Firebase isn't used for the ski school app's lesson bookings.").contradicts).toBe(false);
    expect(compareDiscoveries('Memcached is not used for sessions in the clinic portal.', 'The clinic portal uses Memcached for page fragments.').contradicts).toBe(false);
  });

  it('still finds the same use denied, and a use for every case against a denied part', () => {
    expect(compareDiscoveries('The ski school app uses Firebase for push notifications.', "The ski school app doesn't use Firebase for push notifications anymore.").contradicts).toBe(true);
    expect(compareDiscoveries('You should use the shared fetch wrapper from src/lib/client.ts for every request.', "You shouldn't use the shared fetch wrapper for uploads; it forces a JSON body.").contradicts).toBe(true);
  });
});
