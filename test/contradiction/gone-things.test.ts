import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

// A thing said to have stopped being, in a negation with "anymore" / "no longer" whatever its verb: "there are no X
// anymore", "nothing runs X anymore", "X no longer exists". The older relying on X is then outdated.
const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('substitution: a thing said to be gone by a negation of change', () => {
  it('reads "there is no X anymore", "nothing / nobody <verb> X anymore" and "X no longer exists" as X gone', () => {
    expect(compare('Dough recipes are read from `recipes.json` by the mixer tablet.', 'The mixer tablet loads recipes from the bakery API now; there is no `recipes.json` anymore.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Kiln firing curves are edited in `curvetool.exe` on the studio PC.', 'Firing curves are edited on the controller touchscreen now; nobody launches `curvetool.exe` anymore.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Tram timetables are exported by `ttexport.rb` every night.', 'Timetables come straight from the planning API; nothing runs `ttexport.rb` anymore.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Choir rosters are kept in `rosters.xlsx` on the shared drive.', 'Rosters live in the member portal now and `rosters.xlsx` no longer exists.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves a negation with no change marker, a scope after the thing, and another thing named after it alone', () => {
    // A state, not news: "there is no X" without "anymore".
    expect(compare('Tram timetables are exported by `ttexport.rb` every night.', 'Nothing runs `ttexport.rb` on public holidays; the old timetable stays up.').contradicts).toBe(false);
    // Gone for one part only.
    expect(compare('Choir rehearsal tracks are mixed in Audacity.', 'Concert recordings are mixed in Reaper now; nobody opens Audacity for concerts anymore.').contradicts).toBe(false);
    // The rotation of the file is gone, not the file.
    expect(compare('The kiln controller appends each firing to `firings.log`.', 'There is no `firings.log` rotation anymore; the file grows until the yearly archive.').contradicts).toBe(false);
  });
});

describe('substitution: a tool’s conventional file written as one word with "file"', () => {
  it('reads `Makefile` and `Rakefile` said to be gone as their tool gone', () => {
    expect(compare('Ferry manifests are rendered with Make.', 'Manifests are rendered by a Go command now; the Makefile was deleted.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Exhibit fixtures are loaded with rake (`rake fixtures:load`).', 'Exhibit fixtures load through `bin/fixtures` now; the Rakefile is gone.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves a part of the file removed while the tool stays, and another part’s file, alone', () => {
    expect(compare('Ferry manifests are rendered with Make.', 'The Makefile’s `lint` target was deleted; manifests still render with Make.').contradicts).toBe(false);
    expect(compare('The tram signal image is built with Docker.', 'The tram timetable mock’s Dockerfile was deleted; the mock runs on the host now.').contradicts).toBe(false);
  });
});

describe('substitution: a thing picked out by what happened to it', () => {
  it('reads a thing picked out by a relative clause ("the lines that are gone") as no claim that anything went', () => {
    // This repository's own store: disc-038 was read as superseding disc-026 through "lines that are gone".
    const older = "A `rewritten` finding measures the share of the old version's lines that are gone (`changedShare()` in `src/outdated/grade.ts`): a file that lost half its lines is `rewritten`.";
    const newer = "In source files a function's body counts as changed only when it lost half its lines (`rewrittenBody` in `src/outdated/grade.ts`).";
    expect(compare(older, newer).contradicts).toBe(false);
    expect(compare('Harbour pilots read tide tables from `tides.csv`.', 'Pilots re-read the tide rows which were dropped from `tides.csv` by the nightly job.').contradicts).toBe(false);
    // Said of the thing itself, removal is still a claim.
    expect(compare('Harbour pilots read tide tables from `tides.csv`.', 'Pilots read tides from the port API now; `tides.csv` was deleted.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});
