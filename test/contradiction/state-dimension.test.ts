import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('one state of one dimension on each side, the subject named in other words', () => {
  it('compares the two values when each text states one and both name what it is of', () => {
    for (const [older, newer] of [
      // The subject narrowed or renamed on one side: "lookups in the `geo` service" / "geo tile keys".
      ['Tile lookups in the `geo` service are case-insensitive.', 'Geo tile keys are compared case-sensitively; `Tile-7` and `tile-7` are different tiles.'],
      ['The sensor frame format is big-endian.', 'Frames from the sensor bus are little-endian.'],
      ['`Invoice` line items are eager-loaded in `InvoiceRepo.get`.', 'Relations on `Invoice` are lazy: each item access runs its own query.'],
      // A state said in prose on one side and by a setting on the other.
      ['Live reload is on for the Astro dev server.', '`astro.config.mjs` sets `server.livereload: false` because of the tunnel.'],
      // The thing named as code on both sides, the state carried by the verb's phrase.
      ['The `worker` pod runs as root.', 'The `worker` deployment runs as a non-root user (UID 1000).'],
    ] as const) {
      expect(compare(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('does not compare states of two things that each side names its own way', () => {
    for (const [older, newer] of [
      // The shared word narrowed to a thing of its own on both sides.
      ['The `admin` panel is public.', 'The reporting panel is private.'],
      ['The invoice store is persistent.', 'The preview store is non-persistent.'],
      // A place of its own on each side.
      ['Autosave is enabled in the document editor.', 'Autosave is disabled in the slide sorter.'],
      // Each side's subject is of one kind of a pair ("external" / "internal"), or on a platform of its own.
      ['The external partner API has request logging enabled.', 'The internal metrics API has request logging disabled.'],
      ['Haptics are disabled on iOS.', 'Android builds ship with haptics enabled.'],
      // A scope or a folder both name is where, not what.
      ['Compression is on in staging.', 'Debug logging is disabled in staging.'],
      ['In `services/search/`, the indexer is lazy.', 'In `services/search/`, the config loader runs eagerly at startup.'],
      // A negated clause is the polarity check's: what "doesn't require" denies is not the other's object.
      ["The importer doesn't require a header row in CSV files.", 'The importer requires a UTF-8 encoding declaration in XML files.'],
    ] as const) {
      expect(compare(older, newer).contradicts, older).toBe(false);
    }
  });

  it('does not compare when a text states both values of the dimension', () => {
    expect(compare('The `geo` service matches tile keys case-insensitively.', 'Geo tile ids are case-sensitive, but tile names are case-insensitive.').contradicts).toBe(false);
  });
});

describe('a state in a consequence is of the subject of the clause it follows', () => {
  it('reads the two sides of a pair (imports / exports) as two things', () => {
    const older = 'Exports in the tax app are written synchronously, so the request waits for the file.';
    expect(compare(older, 'Imports in the tax app are queued, so the upload request is asynchronous and returns at once.').contradicts).toBe(false);
    const same = compare(older, 'Exports in the tax app are queued, so the export request is asynchronous and returns at once.');
    expect(same.contradicts).toBe(true);
    expect(same.kind).toBe('antonym');
  });
});

describe('a scope whose own words narrow a word both sides write', () => {
  it('reads "in the sandbox lesson editor" as a case of its own against "for the lesson editor"', () => {
    const older = 'Autosave is enabled for the lesson editor.';
    expect(compare(older, 'Autosave is disabled in the sandbox lesson editor.').contradicts).toBe(false);
    expect(compare('Seat numbers are required for every ferry booking.', 'Seat numbers are optional in the harbour tours ferry bookings.').contradicts).toBe(false);
    // The same place, not narrowed: still the state of one thing.
    expect(compare(older, 'Autosave is disabled in the lesson editor.').contradicts).toBe(true);
  });
});

describe('a state word that names a setting', () => {
  it('reads "the `async` option" as which setting, not as the state of the helper', () => {
    const older = 'The `loadTrack` helper is synchronous.';
    expect(compare(older, '`loadTrack` moves the parse to a worker only when the `async` option is passed.').contradicts).toBe(false);
    expect(compare(older, '`loadTrack` is asynchronous and returns a Promise.').contradicts).toBe(true);
  });
});

describe('a state said with "now" is still one value (recall-95)', () => {
  it('compares it across differently named subjects as a plain state would be', () => {
    expect(compareDiscoveries('Tasks on `print.jobs` are processed in order.', 'The `print.jobs` queue is now consumed out of order.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compareDiscoveries('The tide gauge frame format is big-endian.', 'Frames from the tide gauge are now little-endian.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone another subject and the same state said again', () => {
    expect(compareDiscoveries('The tide gauge frame format is big-endian.', 'The wave buoy frame format is now little-endian.').contradicts).toBe(false);
    expect(compareDiscoveries('Tasks on `print.jobs` are processed in order.', 'Tasks on `print.jobs` are now processed in order by one worker.').contradicts).toBe(false);
  });
});

describe('a moment or signal after a manner is part of the state, not a case (recall-114)', () => {
  it('compares "lazily on first access" with "eagerly on launch", "open-loop on a timer" with "closed-loop on feedback"', () => {
    expect(compareDiscoveries('Greenhouse irrigation zones run open-loop on a timer.', 'Irrigation zones now run closed-loop on soil moisture feedback.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compareDiscoveries('Choir rehearsal recordings are transcoded synchronously on upload.', 'Rehearsal recordings are now transcoded asynchronously on a nightly schedule.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compareDiscoveries('Allotment plot maps load lazily on scroll.', 'Plot maps in the allotment portal now load eagerly on page open.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('still separates a place after the manner and a state that holds at a time', () => {
    expect(compareDiscoveries('Allotment plot maps load lazily on Android.', 'Plot maps in the allotment portal load eagerly on the desktop site.').contradicts).toBe(false);
    expect(compareDiscoveries('Vineyard frost fans run open-loop on the north slope.', 'Frost fans run closed-loop on the south terraces.').contradicts).toBe(false);
    expect(compareDiscoveries('The planetarium projector cache is cold on startup.', 'The planetarium projector cache is warm during shows.').contradicts).toBe(false);
  });
});

describe('a place inside a reason after the state is no case of it (recall-114)', () => {
  it('compares "read-only" with "can write … now that graders edit discounts in the UI"', () => {
    expect(compareDiscoveries("The app's MySQL user has read-only access to `grain_grades`.", 'The app user can write to `grain_grades` now that graders edit discounts in the UI.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('still separates a gift card from a loyalty card whatever the reason', () => {
    expect(compareDiscoveries('Loyalty card balances are cached.', 'Gift card balances are uncached so that cashiers see refunds in the till immediately.').contradicts).toBe(false);
  });
});

describe('a body of data and the table that holds it are one subject (recall-114)', () => {
  it('compares "reference data" with "the reference table", "records" with "table"', () => {
    expect(compareDiscoveries('Airport reference data is loaded lazily on first lookup.', 'The airport reference table is now loaded eagerly when the service starts.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compareDiscoveries('Hive weight records are mutable.', 'The hive weight table is append-only.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('still separates data from another thing with the same words before it', () => {
    expect(compareDiscoveries('Lift inspection data is loaded lazily.', 'The lift inspection scheduler is now loaded eagerly when the app starts.').contradicts).toBe(false);
    expect(compareDiscoveries('The ferry timetable dataset is public.', 'The ferry timetable editor is private.').contradicts).toBe(false);
  });
});
