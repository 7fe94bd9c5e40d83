import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// A contrast that rules out several things joined by "and" / "or" ("X, not A and its B"): a common word of one part
// is not the phrase, a name in it is (precision-3, from disc-072 / disc-073 of this repository's own store).
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

// disc-072 and disc-073 as they were written: the hook read the newer as relying again on "a state and its negation".
const DISC_072 =
  "The opposite states in `src/contradiction/dictionary-antonyms.ts` were picked by hand from WordNet 3.0's direct antonyms, listed once with their frequency in the tuning files by `scripts/wordnet-antonyms.mjs` (needs Debian's wordnet-base; nothing reads WordNet at run time). Each new word is a state only after a state verb and the pair is read as two states, not a state and its negation; words that are also verb forms (signed, attached, complete) and \"valid\" stay terms, else \"not signed\" stops denying \"signs\" and \"valid for 15 minutes\" stops being a TTL. On the sealed sets the dictionary gained 1 pair; the general polarity fix in the same branch (a denied state that is a form of the other side's verb denies that verb) gained 5.";
const DISC_073 =
  "Recall on the sealed sets moved in session 30 only through early exits of the pair checks that gave up on a reading a careful reader keeps: `negationMissesOther` in `src/contradiction/polarity.ts` returned on a denied state the other side never stated, though the state was a form of the other side's verb (+5 sealed pairs), and `flipsAgainst` on a participle's opposite state (+2); 30 dictionary antonyms gained 1, and three more gates loosened for tuning misses (branch recall-72, +8 tuning pairs) gained none. recall-72's census tags every early exit with the misses and the non-contradictions it rejects: start there, not from a pair's words.";

describe('a ruled-out phrase of joined parts', () => {
  it('is not relied on again by a text naming one common word of it', () => {
    expect(compare(DISC_072, DISC_073).contradicts).toBe(false);
    expect(compare('Tide readings at the pier are logged by the gauge itself, not a volunteer and a clipboard.', 'A volunteer cleans the pier’s tide gauge every month.').contradicts).toBe(false);
    expect(compare('Trail closures in the reserve are posted at the ranger station, not the trailhead sign and its QR code.', 'The trailhead sign in the reserve shows each trail’s length and closures ahead.').contradicts).toBe(false);
  });

  it('is relied on again by a text naming every part, or one part that is a name', () => {
    expect(compare('Tide readings at the pier are logged by the gauge itself, not a volunteer and a clipboard.', 'Tide readings at the pier are logged by a volunteer with a clipboard.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Library fines at the branch are paid at the circulation desk, not the kiosk and its card reader.', 'Library fines at the branch are paid at the kiosk and its card reader.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Orders are stored in Postgres, not MySQL and SQLite.', 'Orders are stored in SQLite now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Visitor passes at the shipyard are issued at the front desk, not the gate kiosk and the security office.', 'Visitor passes at the shipyard are issued at the gate kiosk and the security office.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves states or acts joined each ruled out on its own', () => {
    expect(compare('Webhook payloads at the tram depot are encrypted, not signed and compressed.', 'The tram depot’s gateway signs webhook payloads.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Census exports at the archive are written as plain CSV, not zipped and encrypted.', 'Census exports at the archive are zipped before upload.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('reads a name in code as no word of the phrase', () => {
    // "negation" is only inside `negationMissesOther`: the clause names "state" alone.
    expect(compare('Votes are counted as two ballots, not a ballot and its negation.', 'The clerk checks every ballot `negationCount` reports.').contradicts).toBe(false);
  });
});

describe('a thing ruled out that is the other state of a pair the other side states', () => {
  it('does not read "used to do a shallow merge" or "Invalid rows are dropped" as gone from a text stating the other state', () => {
    for (const [older, newer] of [
      ['`merge_rosters()` does a deep merge.', '`merge_rosters()` used to do a shallow merge before v4; it is deep now.'],
      ["The carpentry shop's tool inventory export is valid against the supplier schema.", 'Invalid tool inventory rows are dropped before the export runs.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: false });
    }
  });

  it('still reads the state the other side states as gone', () => {
    expect(compare('`merge_rosters()` does a deep merge.', '`merge_rosters()` used to do a deep merge; since v4 it is shallow.')).toMatchObject({ contradicts: true });
    expect(compare('Orders are stored in Postgres.', 'Orders used to be stored in Postgres; they are in DynamoDB now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});
