// A state said of a pronoun ("it's optional for them", "they're non-refundable") is said of what the clause before it
// names. When that clause and the other side each write a word of their own before one noun ("staff accounts" /
// "Claimant accounts"), the two are two members of one kind, each with its own state.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a state said of a pronoun', () => {
  it('leaves alone a state of another member of the kind the clause before names', () => {
    expect(compare('The gym app requires a waiver for member bookings.', 'Visitor bookings in the gym app are paid upfront; the waiver is optional for them.').contradicts).toBe(false);
    expect(compare('Premium seats at the cinema kiosk are refundable.', 'Standard seats at the cinema kiosk are sold at a discount, and they are non-refundable.').contradicts).toBe(false);
  });

  it('still finds the opposite state of the same member', () => {
    expect(compare('The gym app requires a waiver for member bookings.', 'Member bookings in the gym app are paid upfront; the waiver is optional for them.').contradicts).toBe(true);
  });

  it('reads a pronoun as an object as no subject', () => {
    expect(compare('Store tuning values in YAML under `config/`; never hardcode them in handlers.', 'Hardcode tuning constants in the handlers; we stopped adding YAML under `config/`.').contradicts).toBe(true);
  });
});
