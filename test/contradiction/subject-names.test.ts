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
});
