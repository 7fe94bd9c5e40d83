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

describe('an aside naming code after the claim', () => {
  it('says where the claim is set, so its key and path do not part the subjects', () => {
    expect(verdict('Library loans last 21 days.', 'The loan period is 28 days (`loan_days: 28` in `circulation.yml`).')).toBe(true);
    expect(verdict('Choir rehearsal reminders go out 48 hours ahead.', 'Rehearsal reminders are sent 12 hours before (`REMINDER_LEAD_HOURS=12`).')).toBe(true);
  });

  it('leaves an equal value, another thing named in the aside, and an aside after the subject alone', () => {
    expect(verdict('Library loans last 21 days.', 'The loan period is three weeks (`loan_days: 21` in `circulation.yml`).')).toBe(false);
    expect(verdict('Choir rehearsal reminders go out 48 hours ahead.', 'Concert reminders are sent 12 hours before (`CONCERT_LEAD_HOURS=12`).')).toBe(false);
    expect(verdict('`k8s/api.yaml` runs 3 replicas.', 'The worker Deployment (`k8s/worker.yaml`) has 5 replicas.')).toBe(false);
  });
});
