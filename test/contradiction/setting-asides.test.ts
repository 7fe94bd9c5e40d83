import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const verdict = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('a setting alone in an aside', () => {
  it('gives its state to the clause before it when that clause says none', () => {
    expect(verdict('The ferry timetable grid renders every sailing (`virtualized: false`).', 'The ferry timetable grid is virtualized.')).toBe(true);
    expect(verdict('Invoices in the dental portal load their line items with the invoice (`fetch: eager`).', 'Line items of dental portal invoices are lazy-loaded.')).toBe(true);
  });

  it('leaves a clause that says a state of its own, and a state of another thing, alone', () => {
    // The clause's own state says what; the aside says how.
    expect(verdict('Offsets in the billing consumer are committed manually (`enable.auto.commit=false`).', 'The billing consumer commits offsets manually.')).toBe(false);
    expect(verdict('The ferry timetable grid renders every sailing (`virtualized: false`).', 'The ferry crew roster is virtualized.')).toBe(false);
  });
});
