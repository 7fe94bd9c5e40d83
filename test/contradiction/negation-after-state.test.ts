import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

// A state said of the subject, then a negation that belongs to another predicate of the same clause: the state is
// still the claim against the other state of its pair.
describe('a negation after the state it follows', () => {
  it('leaves the state said before "and needs no …", "and never …"', () => {
    expect(contradicts('The bakery oven scheduler is single-threaded and never spawns workers.', 'The oven scheduler is multi-threaded: each oven gets its own thread.')).toBe(true);
    expect(contradicts('`packages/tide-charts` is private and never published.', '`packages/tide-charts` is published publicly from the release job.')).toBe(true);
  });

  it('leaves the state said before a purpose ("to avoid …") or a colon ("…: there are no setters")', () => {
    expect(contradicts('The vineyard harvest import runs at serializable isolation to avoid lost updates on the tank table.', 'The harvest import runs at read committed; the tank rows are locked by hand.')).toBe(true);
    expect(contradicts('`Cue` objects in `lib/stage/cues.rb` are immutable: no attribute writers.', '`Cue` objects in `lib/stage/cues.rb` are mutable.')).toBe(true);
    expect(contradicts("The seed bank's inventory sync is incremental and never rereads old lots.", 'The inventory sync of the seed bank is a full sync every night.')).toBe(true);
  });

  it('keeps the negation the claim when the state only says which things it is about', () => {
    expect(contradicts('Public timetables are not cached by the rail signalling portal.', 'Private timetables are cached by the rail signalling portal for an hour.')).toBe(false);
  });

  it('reads a negation inside the state as part of it', () => {
    // "requires no login" is the open state itself, which the newer says too.
    expect(contradicts('In `apps/tide-board/`, the `/buoys` endpoint requires no authentication.', 'The buoys endpoint is unauthenticated.')).toBe(false);
  });

  it('reads the states, not what the other side rules out on the way ("needs no token" / "without a token")', () => {
    expect(contradicts('The recipe catalogue is public and needs no account.', 'The recipe catalogue is private; visitors without an account see a sign-in page.')).toBe(true);
    expect(contradicts('The `/tides` feed is public and needs no API token.', '`/tides` is private; requests without a token are refused.')).toBe(true);
    // What one side rules out is still another thing's: a complement, not a change.
    expect(contradicts('The recipe catalogue is public, not the supplier list.', 'The supplier list is private; visitors without an account see a sign-in page.')).toBe(false);
    // Without opposite states, the term ruled out still tells the two apart.
    expect(contradicts('The `/tides` feed is public and needs no API token.', '`/tides` is public; requests without a token are rate-limited.')).toBe(false);
  });

  it('leaves the state said after an opening case that holds the negation ("With no committed offset, …")', () => {
    expect(contradicts('The `audit-sink` consumer reads from the earliest offset when it has no committed offset.', 'With no committed offset, `audit-sink` reads from the latest offset.')).toBe(true);
    expect(contradicts('The `audit-sink` consumer reads from the earliest offset when it has no committed offset.', 'With no committed offset, `billing-sink` reads from the latest offset.')).toBe(false);
  });

  it('still needs the same subject and the other state of the pair', () => {
    expect(contradicts("The observatory's dome camera feed is public and never needs a login.", "The observatory's weather station feed is private to staff.")).toBe(false);
    expect(contradicts("The hospital's bed board is read-only for porters and shows no patient names.", 'The bed board shows patient initials to ward nurses.')).toBe(false);
  });
});
