import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a state said where it is set, of a subject both sides name the same way', () => {
  it('reads a configuration file after the state as where it is set, not as a case it is limited to', () => {
    for (const [older, newer] of [
      ['Strict null checks are enabled for all packages.', "Strict null checks are disabled in the monorepo's tsconfig."],
      ['Seat reservation locking is enabled.', "Seat reservation locking is disabled in the venue's appconfig."],
      ['Strict schema validation of shipment manifests is enabled.', 'Strict schema validation of shipment manifests is turned off in `.manifestrc`.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('still reads a narrower case, a configuration of one environment, or another subject as apart', () => {
    for (const [older, newer] of [
      ['Gzip compression of harvest reports is enabled.', 'Gzip compression of harvest reports is disabled in `config/staging.yaml`.'],
      ['Seat reservation locking is enabled.', 'Seat reservation locking is disabled for standing-room events.'],
      ['Strict schema validation of shipment manifests is enabled.', 'Strict schema validation of customs declarations is turned off in `.manifestrc`.'],
      ['Lazy decoding of scanned invoices is on for every tenant.', 'Lazy decoding of scanned receipts is off in `ocr.toml`.'],
    ] as const) {
      expect(compare(older, newer).contradicts, newer).toBe(false);
    }
  });
});

describe('a state switched off in a configuration file, against a text stating both sides of the pair', () => {
  it('reads the file as where it is set when the other text never names it', () => {
    for (const [older, newer] of [
      ['Stock reconciliation is enabled, but the nightly email digest is disabled.', 'Stock reconciliation is disabled in `.stockrc`.'],
      ['Pallet label reprinting is enabled, but batch printing is disabled.', 'Pallet label reprinting is disabled in `warehouse.yaml`.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true });
    }
  });

  it("still reads an environment's file as a case of its own", () => {
    for (const [older, newer] of [
      ['Stock reconciliation is enabled, but the nightly email digest is disabled.', 'Stock reconciliation is disabled in `config/dev.yaml`.'],
      ['Pallet label reprinting is enabled, but batch printing is disabled.', 'Pallet label reprinting is disabled in `warehouse-staging.yaml`.'],
    ] as const) {
      expect(compare(older, newer).contradicts, newer).toBe(false);
    }
  });
});
