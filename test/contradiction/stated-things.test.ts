// A manner or a state is said of a thing: the object a verb takes right before it ("sends reminder emails
// asynchronously"), else the clause's subject. Two sides that say opposite states of two such things, neither naming
// the other's, are about two things even when the actor both name is one (subject.ts statedThingsApart).
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('opposite states of two things one actor handles', () => {
  it('reads the object before the state as what it is said of', () => {
    const older = 'The courier app uploads delivery photos asynchronously.';
    expect(compare(older, 'The courier app uploads signature scans synchronously.').contradicts).toBe(false);
    expect(compare(older, 'Route plans in the courier app are uploaded synchronously.').contradicts).toBe(false);
    // The same object, named again on the other side: still one thing.
    const same = compare(older, 'The courier app uploads delivery photos synchronously.');
    expect(same.contradicts).toBe(true);
    expect(same.kind).toBe('antonym');
    expect(compare(older, 'Delivery photos in the courier app are uploaded synchronously.').contradicts).toBe(true);
  });

  it('tells two names by their last part, when a first part is shared', () => {
    const older = '`NMEA2Listener` in the chart plotter is instantiated once for the whole process.';
    expect(compare(older, '`NMEA2Parser` is instantiated per message in the chart plotter.').contradicts).toBe(false);
    expect(compare(older, '`NMEA2Listener` is instantiated per message in the chart plotter.').contradicts).toBe(true);
  });

  it('tells a generic head by the specific words before it', () => {
    const older = 'The dairy exporter writes milk tallies asynchronously.';
    expect(compare(older, "The dairy exporter's checksum step is blocking; the next run waits for it.").contradicts).toBe(false);
    expect(compare('Herd photos are shared publicly through the farm portal.', 'The farm portal shares vet invoice files privately with owners.').contradicts).toBe(false);
    expect(compare('Herd photos are shared publicly through the farm portal.', 'The farm portal shares herd photos privately with owners.').contradicts).toBe(true);
  });

  it('reads a manner of the whole actor against one of what it handles as one claim', () => {
    // The actor acts with no object on one side, and the other side's actor is one it writes.
    const newer = '`ledger/post.py` posts invoices in parallel with a worker pool.';
    expect(compare('The ingester in `ledger/post.py` runs single-process.', newer).contradicts).toBe(true);
    // A passive subject is a thing handled, not the actor: still two things.
    expect(compare('Tally sheets in `ledger/post.py` are posted single-process.', newer).contradicts).toBe(false);
  });

  it('does not read a plain subject said two ways as two things', () => {
    // "pod" / "deployment": one workload named two ways, no object on either side.
    expect(compare('The `ingest` pod runs as root.', 'The `ingest` deployment runs as a non-root user.').contradicts).toBe(true);
  });
});

describe('two objects of one actor whose name shares a word with one of them', () => {
  it('tells the objects apart by what follows each verb, not by the actor', () => {
    expect(compare('The census loader parses census forms synchronously.', 'The census loader geocodes street addresses asynchronously.').contradicts).toBe(false);
    expect(compare('The parcel router sorts parcel scans serially.', 'The parcel router prints route sheets in parallel.').contradicts).toBe(false);
  });

  it('still finds opposite states of one object the actor handles', () => {
    expect(compare('The census loader parses census forms synchronously.', 'The census loader parses census forms asynchronously, in a worker pool.').kind).toBe('antonym');
    expect(compare('The parcel router sorts parcel scans serially.', 'The parcel router sorts the scans in parallel.').kind).toBe('antonym');
  });
});
