import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// precision-13: a setting in code given the state the other side states is agreement, whatever other setting is beside it.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('antonyms: a setting the other side sets to the same state, beside another one', () => {
  it('reads "`x_mode` is false" as agreeing with "sets `x_mode: false` and `y: true`"', () => {
    expect(compare('`safe_mode` is false on the bike dock controller.', 'The bike dock controller sets `safe_mode: false` and `led_ring: true`.').contradicts).toBe(false);
  });

  it('still reads the same setting given the other state', () => {
    expect(compare('`auto_lock` is false on the bike dock controller.', 'The bike dock controller sets `auto_lock: true` and `led_ring: true`.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });
});
