// Values of one head noun that each side qualifies with a word or name of its own right before it ("The `night` shift
// roster" / "The `day` shift roster", "The Basic tier" / "The Pro tier"): two members of one kind, each with its own value.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a value of one head noun qualified apart on each side', () => {
  it('leaves alone two members of one kind, named in code or in words', () => {
    expect(compare('The `short` loan desk allows 3 books per card.', 'The `long` loan desk allows 10 books per card.').contradicts).toBe(false);
    expect(compare('The Basic tier in `billing/plans.rb` allows 500 uploads.', 'The Pro tier in `billing/plans.rb` allows 20,000 uploads.').contradicts).toBe(false);
    expect(compare('The `high` priority lane at the clinic has a 15-minute wait target.', 'The `low` priority lane has a 2-hour wait target.').contradicts).toBe(false);
  });

  it('still compares the value when one side names the head alone, both write one word, or the other text writes it elsewhere', () => {
    expect(compare('The `short` loan desk allows 3 books per card.', 'The loan desk allows 5 books per card.').kind).toBe('value');
    expect(compare('The Basic tier in `billing/plans.rb` allows 500 uploads.', 'The Basic tier in `billing/plans.rb` allows 800 uploads.').kind).toBe('value');
    expect(compare('The `rapid` test line in the lab has a 4-hour turnaround.', 'The test line in the lab has a 6-hour turnaround; `rapid` is its only line.').kind).toBe('value');
    // Words of two kinds, a name and a schedule, may call one thing two ways.
    expect(compare('The Postgres dump of the ferry bookings runs daily at midnight UTC.', 'The nightly dump of the ferry bookings runs at 02:00 UTC.').kind).toBe('value');
  });

  it('reads a name in code as another name than a longer one it starts, unless the other side spells it as words', () => {
    expect(compare('The `berth` table keeps rows for 90 days.', 'The `berth_moves` table keeps rows for 30 days.').contradicts).toBe(false);
    expect(compare('The `sample` queue in the lab holds 200 tubes.', 'The `sample_rerun` queue holds 40 tubes.').contradicts).toBe(false);
    expect(compare('The `berth` table keeps rows for 90 days.', 'The berth table keeps rows for 30 days.').kind).toBe('value');
  });

  it('leaves alone a noun both write after "the" with a name in code of its own on each side, wherever it stands', () => {
    expect(compare('Weather-model jobs on the `short` partition request `--time=00:30:00`.', 'Weather-model jobs on the `long` partition have a 48-hour wall-time limit.').contradicts).toBe(false);
    expect(compare('Scans from the `north` dock are kept for 30 days.', 'Scans from the `south` dock are kept for 90 days.').contradicts).toBe(false);
    expect(compare('Scans from the `north` dock are kept for 30 days.', 'Scans from the `north` dock are kept for 90 days.').kind).toBe('value');
  });
});

describe('a setting in code for one thing against a value in words for a sibling of it', () => {
  it('leaves alone "the X Y head" against "the X Z head" wherever each clause puts its subject', () => {
    expect(compare('`max_iter=300` for the tide route planner.', 'The tide berth planner runs at most 900 iterations.').contradicts).toBe(false);
    expect(compare('`pool_size=8` for the seed bank label printer.', 'The seed bank shelf printer keeps a pool of 20 connections.').contradicts).toBe(false);
  });

  it('still compares the values of one thing named the same way on both sides', () => {
    expect(compare('`max_iter=300` for the tide route planner.', 'The tide route planner runs at most 900 iterations.').kind).toBe('value');
  });
});

describe('values: one noun each subject narrows with words of its own is two cases (precision-16)', () => {
  it('keeps "X in the east unit" apart from "X in the paediatric ward", and "Weekday X" from "Weekend X"', () => {
    expect(compareDiscoveries('Dialysis chairs in the east unit are cleaned every 4 hours.', 'Dialysis chairs in the paediatric ward are cleaned every 2 hours.').contradicts).toBe(false);
    expect(compareDiscoveries('Walk-in freezers in the main kitchen are defrosted every 14 days.', 'Walk-in freezers at the pastry station are defrosted every 30 days.').contradicts).toBe(false);
    expect(compareDiscoveries('The EU dispatch region recalculates routes every 2 minutes.', 'Route recalculation for the US region runs every 5 minutes.').contradicts).toBe(false);
  });

  it('still reads one narrowing said twice, one side narrowed only, a short form, or a state the other side pairs', () => {
    expect(compareDiscoveries('Dialysis chairs in the east unit are cleaned every 4 hours.', 'Dialysis chairs in the east unit are cleaned every 6 hours.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compareDiscoveries('Greenhouse fans in the propagation house switch on at 28 °C.', 'Propagation-house fans switch on at 30 °C.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compareDiscoveries('The BigQuery loader writes in batches of 500 rows', 'bq loader batches 1000 rows at a time')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compareDiscoveries('Live chat conversations auto-close after 30 minutes without a message.', 'Idle chats are closed automatically after 2 hours with no messages.')).toMatchObject({ contradicts: true, kind: 'value' });
  });
});

describe('values: one word with each particle of a pair names the two sides (precision-16)', () => {
  it('keeps "scale-up" apart from "scale-down", "check-in" from "check-out"', () => {
    expect(compareDiscoveries('The scale-up threshold is 80% CPU.', 'The scale-down threshold is 20% CPU.').contradicts).toBe(false);
    expect(compareDiscoveries('Boat check-in at the marina closes at 18:00.', 'Boat check-out at the marina is due by 10:00.').contradicts).toBe(false);
    expect(compareDiscoveries('The ramp-up phase of the load test lasts 5 minutes.', 'The ramp-down phase of the load test lasts 2 minutes.').contradicts).toBe(false);
  });

  it('still compares one compound written on both sides', () => {
    expect(compareDiscoveries('The scale-up threshold is 80% CPU.', 'The scale-up threshold was lowered to 70% CPU.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compareDiscoveries('Guest check-in opens at 15:00.', 'Guest check-in now opens at 14:00.')).toMatchObject({ contradicts: true, kind: 'value' });
  });
});
