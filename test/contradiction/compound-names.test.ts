// A hyphenated name ("api-gateway") is one name: its first part written alone ("the api service") names
// another thing. The same name on both sides, or its head alone ("the gateway"), is still one subject.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a hyphenated name is one name', () => {
  it('keeps "the api service" and "the api-gateway service" apart, and compares each with itself', () => {
    expect(compare('The api service listens on port 8080.', 'The api-gateway service listens on port 9090.').contradicts).toBe(false);
    expect(compare('The api listens on 8080.', 'The api listens on 9090.').kind).toBe('value');
    expect(compare('The api-gateway listens on port 8080.', 'The api-gateway listens on port 9090.').kind).toBe('value');
  });

  it('still reads the head alone, an action part or another word for the last part as the same subject', () => {
    expect(compare('The api-gateway listens on port 8080.', 'The gateway listens on port 9090.').kind).toBe('value');
    expect(compare('You must run `nix flake update` yourself before opening a dependency-bump PR.', "Don't run `nix flake update` for dependency PRs; Renovate owns `flake.lock`.").kind).toBe('modality');
    expect(compare('The Angular initial-bundle budget errors at 500 kB.', 'angular.json: initial budget maximumError is 1mb.').kind).toBe('value');
    expect(compare('The ingest Lambda archives a copy of every payload to S3.', 'ingest-fn no longer writes payloads to the archive bucket.').kind).toBe('polarity');
  });
});

describe("a note's label names what changed", () => {
  it('does not read "billing router: mux -> chi" against the api-gateway, but does against the api-gateway router', () => {
    expect(compare('The api-gateway uses gorilla/mux for routing.', 'billing router: mux -> chi').contradicts).toBe(false);
    expect(compare('The api-gateway uses gorilla/mux for routing.', 'api-gateway router: mux -> chi').kind).toBe('substitution');
    expect(compare('HTTP routing in api-gateway uses gorilla/mux', 'api-gateway router: gorilla/mux -> chi').kind).toBe('substitution');
  });

  it('reads a number on each side of the arrow as a value that changed, not as a thing replaced', () => {
    // A measurement note ("git 8.61 G -> 7.12 G instructions") once superseded a note about what git is asked for.
    expect(compare('prefetchVersions asks git for the file versions while the walk runs.', 'The chain now comes from the walk (git 8.61 G -> 7.12 G instructions).').contradicts).toBe(false);
    expect(compare('The api Deployment runs 3 replicas.', 'api replicas: 3 -> 5')).toMatchObject({ contradicts: true, kind: 'value' });
  });

  it('reads "moved from N to M" as a value that changed, not as a thing replaced', () => {
    // Our own store: "four fresh sets moved only from recall 0.782 to 0.786" once superseded a note citing recall.
    expect(compare("Session 22's rounds raised the sealed sets' recall (external-17..19, recall 0.656 to 0.680).", 'Four fresh sets moved only from recall 0.782 to 0.786 over all the rounds.').contradicts).toBe(false);
    expect(compare('The api Deployment runs 3 replicas.', 'The api Deployment went from 3 to 5 replicas.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('Uploads are stored in MinIO.', 'Uploads moved from MinIO to Cloudflare R2.').kind).toBe('substitution');
  });
});

describe('a word with a bound prefix, hyphenated on one side and joined on the other', () => {
  it('reads "pre-fills" as "prefilling", "co-signed" as "cosigned", "re-indexes" as "reindex"', () => {
    expect(compareDiscoveries('The AE form pre-fills the site ID.', 'The AE form stopped prefilling the site ID.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compareDiscoveries('Timesheets are co-signed by the shift lead.', 'Timesheets are no longer cosigned by the shift lead.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compareDiscoveries('The archive job re-indexes the case files.', "The archive job doesn't reindex the case files anymore.")).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps another object apart, and the prefixed word apart from the bare one', () => {
    expect(compareDiscoveries('The archive job re-indexes the case files.', "The archive job doesn't reindex the audio files anymore.").contradicts).toBe(false);
    expect(compareDiscoveries('The archive job re-indexes the case files.', 'The archive job no longer indexes new uploads.').contradicts).toBe(false);
  });
});
