// Polarity read where the denial and the assertion are worded apart: a named thing said not to be used against a
// use of it, and a denial in another verb of one kind or another word for one action. Each has a pair that
// conflicts only because of its rule and a near miss it must leave alone.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a named thing said not to be used here answers a use of it', () => {
  it('reads "we don\'t depend on X" against "the app uses X", and "don\'t use X here" against "built with X"', () => {
    expect(compare('The Flutter app manages state with `riverpod` providers.', "We don't depend on riverpod; `pubspec.yaml` only lists `bloc` for state.").kind).toBe('polarity');
    expect(compare('The docs site is built with Hugo.', "Don't use Hugo here; the docs are plain Markdown rendered by GitHub.").contradicts).toBe(true);
  });

  it('leaves alone a denial with a subject or a scope of its own, and a plain word', () => {
    expect(compare('The Flutter app manages state with `riverpod` providers.', "The admin dashboard doesn't use riverpod; it keeps state in `setState`.").contradicts).toBe(false);
    expect(compare('MongoDB stores the audit trail in the `audit` collection.', "MongoDB isn't used for sessions; they live in Memcached.").contradicts).toBe(false);
    expect(compare('The importer caches parsed rows.', "We don't use caching; `importer.py` re-reads every row.").contradicts).toBe(false);
    // A part of a longer name is no name.
    expect(compare('The test script does not install deps.', 'Always install with `npm install --legacy-peer-deps`.').contradicts).toBe(false);
  });
});

describe('a denial in another verb of the same kind, or another word for one action', () => {
  it('reads "scans X" against "doesn\'t check X", and "parses X" against "doesn\'t decode X"', () => {
    expect(compare('The nightly job in `ci/audit.yml` scans the Docker images with Grype.', "`ci/audit.yml` doesn't check the Docker images with Grype; it only runs `npm audit`.").contradicts).toBe(true);
    expect(compare('`ingest/feed.rb` parses the partner XML with Nokogiri.', "`ingest/feed.rb` doesn't decode the partner XML itself; it hands the raw bytes to `xml-worker`.").contradicts).toBe(true);
  });

  it('leaves alone another kind of action, another object, and a scope of the denial', () => {
    expect(compare('The nightly job in `ci/audit.yml` scans the Docker images with Grype.', "`ci/audit.yml` doesn't sign the Docker images; signing happens in `release.yml`.").contradicts).toBe(false);
    expect(compare('`ingest/feed.rb` parses the partner XML with Nokogiri.', "`ingest/feed.rb` doesn't decode the partner JSON; that goes through `json_feed.rb`.").contradicts).toBe(false);
    expect(compare('The Pi agent boots the kiosk browser on power-up.', 'The Pi agent does not launch the kiosk browser when the screen is in maintenance mode.').contradicts).toBe(false);
  });
});
