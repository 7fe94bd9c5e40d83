import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '../../src/config.js';
import { DiscoveryStore } from '../../src/store/discovery-store.js';
import { storePaths } from '../../src/store/paths.js';
import { readIndexedRecords, writeRecordIndex } from '../../src/store/record-index.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { TRICKY_STORE_LINES } from '../support/store-lines.js';

afterAll(removeRepos);

const LINES = [...TRICKY_STORE_LINES, 'not json, and names "disc-002"'];

/** A store written ten seconds ago (settled), its index file, and a way to index it "now". */
function setup(eol = '\r\n') {
  const repo = makeRepo();
  const paths = storePaths(repo.dir);
  mkdirSync(paths.dir, { recursive: true });
  writeFileSync(paths.cases, `${LINES.join(eol)}${eol}`);
  const past = new Date(Date.now() - 10_000);
  utimesSync(paths.cases, past, past);
  return { paths, config: defaultConfig(), index: join(repo.dir, 'store-records') };
}

describe('the record index', () => {
  for (const eol of ['\n', '\r\n']) {
    it(`gives the records, on their lines, that scanning the store gives (${JSON.stringify(eol)} line ends)`, () => {
      const { paths, config, index } = setup(eol);
      expect(writeRecordIndex(paths.cases, index)).toBe(true);
      const wanted = new Set(['disc-001', 'disc-003', 'disc-004']);
      const lines = readIndexedRecords(paths.cases, index, wanted);
      expect(lines).not.toBeNull();
      const view = (store: DiscoveryStore) =>
        store
          .discoveries()
          .filter((d) => wanted.has(d.id))
          .map((d) => [d.id, d.content, store.lineOf(d.id)]);
      const indexed = DiscoveryStore.fromLines(paths, config, lines!);
      const scanned = DiscoveryStore.partial(paths, config, readFileSync(paths.cases), wanted);
      expect(view(indexed)).toEqual(view(scanned));
      expect(view(indexed)).toEqual([
        ['disc-001', 'one – über', 1],
        ['disc-003', 'three', 6],
        ['disc-004', 'four', 7],
        ['disc-004', 'four again', 7],
      ]);
      expect(() => indexed.serialize()).toThrow('was read in part and cannot be written');
    });
  }

  it('says nothing for an id it does not list, a store changed since, or a line that is not the record', () => {
    const { paths, index } = setup();
    writeRecordIndex(paths.cases, index);
    expect(readIndexedRecords(paths.cases, index, new Set(['disc-001', 'disc-404']))).toBeNull();
    expect(readIndexedRecords(paths.cases, join(paths.dir, 'no-index'), new Set(['disc-001']))).toBeNull();

    // Same size, another time: stale.
    const text = readFileSync(paths.cases, 'utf8');
    writeFileSync(paths.cases, text.replace('"one', '"One'));
    expect(readIndexedRecords(paths.cases, index, new Set(['disc-001']))).toBeNull();

    // An index whose offsets are wrong for the store it names (edited by hand, or a bug): the line read is checked.
    const past = new Date(Date.now() - 10_000);
    utimesSync(paths.cases, past, past);
    writeRecordIndex(paths.cases, index);
    writeFileSync(index, readFileSync(index, 'utf8').replace(/^disc-001\t0\t/m, 'disc-001\t1\t'));
    expect(readIndexedRecords(paths.cases, index, new Set(['disc-001']))).toBeNull();
    expect(readIndexedRecords(paths.cases, index, new Set(['disc-002']))?.map((l) => l.lineNo)).toEqual([5]);
  });

  it('does not index a store written in the last two seconds (it may change again unseen)', () => {
    const { paths, index } = setup();
    writeFileSync(paths.cases, readFileSync(paths.cases));
    expect(writeRecordIndex(paths.cases, index)).toBe(false);
    expect(readIndexedRecords(paths.cases, index, new Set(['disc-001']))).toBeNull();
    expect(writeRecordIndex(paths.cases, index, Date.now() + 5_000)).toBe(true);
  });
});
