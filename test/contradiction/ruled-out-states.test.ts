import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// A state or category ruled out as the predicate of a clause with a subject of its own ("Y, not X") is ruled out for
// that subject only (precision-5, from disc-038 / disc-074 of this repository's own store); a tool ruled out is gone
// wherever it was used.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

// disc-038 and disc-074 as they were written: `discoveries add` read the newer as ruling out what the older's
// "value and signature changes" stay.
const DISC_038 =
  "A changed line that still names an anchor term is anchor evidence only if what it says about the term changed: `restatements()` in `src/outdated/restated.ts` reduces every bracket holding the term to the member it is in and ignores layout, so an added import or list member, or a reformat, grades as `touched`; what binds the term (`NAME = 3`, `timeout: 30`, `retry(fn)`) is never reduced, so value and signature changes stay `anchor-changed`. In source files (`src/outdated/syntax.ts` decides which by extension, and how each comments: also Python docstrings, Ruby =begin blocks and the continuation lines of a /* */ block) a reworded comment, a call whose other arguments changed (unless the discovery says one of them: \"3 times\" keeps `retry(3)`'s 3; calls without parentheses only of a function the file declares), the same call moved unchanged into another block or into a helper the change added, and an inert modifier (`export`, `public`, `readonly`; not `async` or `static`) also grade `touched`; a declaration line speaks for the signature only (parameters over several lines included, matched across versions by `matchDeclaration` in `src/outdated/declarations.ts`), and the body of a function or class, however declared, counts as changed only when it lost half its lines (`rewrittenBody` in `src/outdated/grade.ts`).";
const DISC_074 =
  "Two more restatements grade `touched` in a source file, not `anchor-changed`: a declaration whose parameter list only gained optional parameters at its end (a default, `?:`, rest or varargs; `gainedOnlyOptionalParameters()` in `src/outdated/declarations.ts`), since every caller's call still means what it did, while Python's `Optional[str]` without a default counts as required; and a dotted setting (`commit.gpgsign=false`) now written under its section header with the same key and value, in INI, git config or TOML text, even inside a string (`settingsRestated()` in `src/outdated/grade.ts`), counted within one file only.";

describe('a state ruled out for a subject of its own', () => {
  it('says nothing against an older giving that state to another subject', () => {
    expect(compare(DISC_038, DISC_074).contradicts).toBe(false);
    expect(compare("Expired coupons are deleted after 90 days.", "Gift cards and vouchers are archived, not deleted.").contradicts).toBe(false);
    expect(compare("Lab samples from the night shift stay `quarantined` until a technician reviews them.", "Two more sample types are `released` on arrival, not `quarantined`: saliva swabs and urine cups.").contradicts).toBe(false);
    expect(compare("Crew rosters for the ferry are locked 48 hours before departure.", "Cargo manifests and passenger lists stay editable, not locked, until boarding closes.").contradicts).toBe(false);
  });

  it('contradicts an older giving that state to the same subject', () => {
    expect(compare("Uploaded avatars are persisted to disk.", "Uploaded avatars are cached in memory, not persisted.").contradicts).toBe(true);
    expect(compare("Lab samples from the night shift stay `quarantined` until a technician reviews them.", "Night-shift lab samples are `released` on arrival now, not `quarantined`.").contradicts).toBe(true);
    expect(compare("Weather alerts from the coastal stations are marked `urgent`.", "Coastal station alerts are marked `routine`, not `urgent`.").contradicts).toBe(true);
    expect(compare("Gift cards are deleted after a year.", "Gift cards are archived, not deleted.").contradicts).toBe(true);
  });

  it('leaves a ruled-out tool a substitution wherever the older uses it', () => {
    expect(compare("Run `npm install` before the e2e suite.", "Use pnpm, not npm.")).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare("Sessions live in Postgres.", "Sessions are stored in Redis, not Postgres.")).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare("The thermostat firmware is built with CMake.", "The thermostat firmware builds with Meson, not CMake.")).toMatchObject({ contradicts: true, kind: 'substitution' });
    // A tool the catalogue does not know, used by the older rather than given to it as a state.
    expect(compare("The Dart API uses `shelf_router` for routing.", "Routing in the backend is done with `dart_frog`, not shelf_router.")).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});
