import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { analyze } from '../../src/contradiction/analyze.js';
import { coreDenialHit } from '../../src/contradiction/core-denial.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('polarity: one side denies the verb the other does to the same thing, named apart (core-denial.ts)', () => {
  it('reads a passive denial against the active verb, and a fronted "while" against a trailing one', () => {
    expect(compare('`SeatMapParser` reads the exit-row flag from the GDS seat map payload.', 'Exit-row flags in GDS payloads are no longer read by `SeatMapParser`.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The Kotlin driver app keeps sending a heartbeat while the driver is offline.', 'While a driver is offline, the driver app no longer sends heartbeats.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('reads two heads of one component, an abbreviation spelled out and a general word for the object', () => {
    expect(compare('The Unity build pipeline compresses asset bundles with LZ4.', 'Our Unity build script no longer compresses asset bundles at all.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The ATC gateway encrypts flight plan messages before relaying them.', 'The air traffic control gateway no longer encrypts flight plan messages.')).toMatchObject({ contradicts: true });
    expect(compare('`claims-api` exposes Prometheus metrics on `/actuator/prometheus`.', 'The claims API no longer exposes the Prometheus actuator endpoint.')).toMatchObject({ contradicts: true });
  });

  it('keeps a rival modifier or role of the doer, a narrowing relative clause and a case of the denial apart', () => {
    expect(compare('The invoice importer archives every processed CSV file.', "The invoice exporter doesn't archive processed CSV files.").contradicts).toBe(false);
    expect(compare("The pharmacy app's refill service sends a pickup reminder by SMS.", "The pharmacy app's delivery service no longer sends pickup reminders.").contradicts).toBe(false);
    expect(compare('The scheduler retries failed jobs.', 'The scheduler does not retry jobs that failed validation.').contradicts).toBe(false);
    expect(compare('The weather station uploads rainfall readings to the county API.', 'The weather station does not upload rainfall readings to the state archive.').contradicts).toBe(false);
    expect(compare('The permit API does not log request bodies.', 'The permit API logs request headers and response status codes.').contradicts).toBe(false);
  });
});

describe('polarity by roles: a doer named by its number', () => {
  it('keeps two numbered members of one kind apart', () => {
    const hit = (older: string, newer: string) => coreDenialHit(analyze(older), analyze(newer));
    expect(hit('Session 22 strips the comments from every template.', 'Session 23 no longer strips comments from templates.')).toBeNull();
    expect(hit('Session 23 strips the comments from every template.', 'Session 23 no longer strips comments from templates.')).toMatchObject({ kind: 'polarity' });
  });
});
