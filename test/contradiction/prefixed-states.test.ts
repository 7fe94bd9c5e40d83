import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('prefixed states: "non-" or "un-" before a listed state is the other state of its pair', () => {
  it('reads "non-strict", "non-persistent" against "strict", "persistent"', () => {
    expect(contradicts('The CSV importer runs in strict mode.', 'The CSV importer is non-strict: it coerces malformed dates to null.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The job queue is persistent.', 'The job queue is non-persistent; a crash loses queued jobs.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('keeps the prefixed state of another subject, or a word that is no state, apart', () => {
    expect(contradicts('The job queue is persistent.', 'The metrics buffer is non-persistent.').contradicts).toBe(false);
    expect(contradicts('The session token is stateless.', 'The session token is unsafe to log.').contradicts).toBe(false);
  });
});

describe('compound states: a listed state before a participle, "auto-" before a verb of routine work', () => {
  it('reads "eager-loaded" against "lazy-loaded", "auto-renews" against "manually"', () => {
    expect(contradicts('`Cart.items` is eager-loaded.', '`Cart.items` is lazy-loaded, so touching it after the session closes fails.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The TLS certificate auto-renews via certbot.', 'The TLS certificate is renewed manually each quarter.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('keeps the verb of an auto- compound as what the claim is about', () => {
    expect(contradicts('The TLS certificate auto-renews via certbot.', 'API keys are rotated manually.').contradicts).toBe(false);
    // "auto-closes PRs after 30 days" is still about closing: the value check reads the two periods.
    expect(contradicts('The stale bot auto-closes PRs after 30 days.', 'In `.github/stale.yml`, days-before-close is 14.').contradicts).toBe(true);
  });
});

describe('in-, im-, il-, ir- before a word in -able or -ible (recall-95)', () => {
  it('reads "inaccessible", "immovable", "illegible" against the word they negate', () => {
    expect(compareDiscoveries('The volunteer rota page is accessible to drivers.', 'The volunteer rota page is inaccessible to drivers now.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compareDiscoveries('Widgets on the kiosk home screen are movable.', 'Widgets on the kiosk home screen are immovable.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone whom each side says it is toward, another subject, and "importable" / "portable"', () => {
    expect(compareDiscoveries('The volunteer rota page is accessible to drivers.', 'The volunteer rota page is inaccessible to the public.').contradicts).toBe(false);
    expect(compareDiscoveries('Widgets on the kiosk home screen are movable.', 'The clock on the kiosk home screen is immovable.').contradicts).toBe(false);
    expect(compareDiscoveries('The geometry library is portable.', 'The geometry library is importable from Python.').contradicts).toBe(false);
  });
});
