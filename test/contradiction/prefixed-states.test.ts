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
