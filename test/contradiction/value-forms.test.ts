import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: values written in other forms', () => {
  it('reads a share written as a fraction of a setting as its percentage', () => {
    expect(contradicts('Tracing samples 10% of requests.', '`traces_sample_rate: 0.5` in the tracing config.')).toBe(true);
    expect(contradicts('Tracing samples 10% of requests.', '`traces_sample_rate: 0.1` in the tracing config.')).toBe(false);
    expect(contradicts('The SLO is 99.9% availability.', 'The availability SLO is 0.99.')).toBe(true);
    expect(contradicts('The SLO is 99.9% availability.', 'The availability SLO is 0.999.')).toBe(false);
  });

  it('keeps a fraction of one setting apart from the share another setting names', () => {
    expect(contradicts('In `packages/web/`, the canary gets 7 percent of traffic.', 'In `packages/web/`, backend coverage gate: 0.80')).toBe(false);
  });
});
