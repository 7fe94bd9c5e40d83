import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('subject test: a tool named on one side, its role in words on the other', () => {
  it('reads "the Postgres volume" as "the db volume" and "the Tauri app" as "the desktop client"', () => {
    expect(compare('The Postgres volume in docker-compose is ephemeral.', 'The db volume is persistent.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The Postgres volume is ephemeral.', 'The database volume is persistent.').kind).toBe('antonym');
    expect(compare('The desktop client checks for updates on startup.', "The Tauri app doesn't check for updates at launch anymore.")).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps two tools apart, also when one side adds a role word', () => {
    expect(compare('The Postgres volume is ephemeral.', 'The Redis volume is persistent.').contradicts).toBe(false);
    expect(compare('The Postgres volume is ephemeral.', 'The Redis db volume is persistent.').contradicts).toBe(false);
    expect(compare('The MySQL replica is read-only.', 'The primary db is writable.').contradicts).toBe(false);
  });

  it('does not take a general word of the role ("app", "data", "stored") for the role', () => {
    expect(compare('The Postgres backups are encrypted.', 'The data backups are not encrypted.').contradicts).toBe(false);
    expect(compare('The Electron updater is enabled.', 'The app updater is disabled.').contradicts).toBe(false);
    expect(compare('The Tauri app checks for updates on startup.', "The mobile app doesn't check for updates at launch.").contradicts).toBe(false);
    expect(compare('The Postgres database is encrypted at rest.', 'The analytics database is not encrypted.').contradicts).toBe(false);
  });

  it('does not take a scope for the role when the tool has a scope of its own, nor a platform for a framework', () => {
    expect(compare("Vite's preview server runs on port 4173.", 'The dev server runs on port 5173.').contradicts).toBe(false);
    expect(compare('The app is Expo managed (no native ios/ or android/ projects checked in).', 'The React Native app runs on the Hermes engine for Android builds.').contradicts).toBe(false);
  });
});

describe('subject test: a word on one side written short on the other', () => {
  it('reads "recsys", "phx" and "k8s" as the words they shorten', () => {
    expect(compare('The recommendation model is trained online.', 'The recsys model is trained offline in nightly batches.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The Phoenix app listens on port 4000.', 'phx server binds 4040 (PORT in runtime.exs).')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('The ctx object is mutable.', 'The context object is immutable.').kind).toBe('antonym');
    expect(compare('The mgr process is stateless.', 'The manager process is stateful.').kind).toBe('antonym');
  });

  it('does not take a word’s start alone, another word with the same letters, or another name for a short form', () => {
    expect(compare('The web server is stateless.', 'The webhook server is stateful.').contradicts).toBe(false);
    expect(compare('The mgr process is stateless.', 'The migration process is stateful.').contradicts).toBe(false);
    expect(compare('The recsys model is trained offline.', 'The search model is trained online.').contradicts).toBe(false);
    expect(compare('The k8s cluster is private.', 'The kafka cluster is public.').contradicts).toBe(false);
    expect(compare('The Phoenix app listens on port 4000.', 'The Plug app listens on port 4040.').contradicts).toBe(false);
  });
});
