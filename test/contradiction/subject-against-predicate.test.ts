// "Checkout emails a PDF invoice" / "The checkout flow doesn't email invoices now": when a clause marks a change, a
// word one side says after its verb and the head the other gives its subject, next to one word both write, do not
// name two things (subject.ts subjectAgainstPredicate); two subjects of their own still do.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a subject head against a word of the predicate, when the newer marks a change', () => {
  it('reads the subject named with a head of its own as the same subject', () => {
    expect(compare('Dispatch texts a pickup code to each driver.', 'The dispatch service no longer texts pickup codes to drivers.').contradicts).toBe(true);
    expect(compare('Payroll posts a summary message to the finance channel.', 'The payroll job doesn\'t post summaries to the finance channel anymore.').contradicts).toBe(true);
  });

  it('leaves alone a subject with a word of its own before its head, or no change marked', () => {
    expect(compare('Dispatch texts a pickup code to each driver.', 'The dispatch audit page no longer texts anything to drivers.').contradicts).toBe(false);
    expect(compare('`GET /rides` is cached by the `cache:fleet` middleware.', 'The fleet search endpoint is no longer cached.').contradicts).toBe(false);
  });
});
