import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { settingState } from '../../src/contradiction/setting-states.js';
import { toggleSetting } from '../../src/contradiction/tokens.js';

const verdict = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('a state spelled in code by a word of its own', () => {
  it('reads an atom, a directive, a modifier keyword and the last module of a path as the state they name', () => {
    for (const [older, newer] of [
      ['The `:quotes` table in the broker is `:public`.', 'The `:quotes` table in the broker is `:protected`; only its owner writes to it.'],
      ['The `Scoreboard` module is strictly type-checked.', '`Scoreboard.lua` is `--!nonstrict`.'],
      ['`Matrix4` in `src/linalg.jl` is an immutable struct.', '`Matrix4` is a `mutable struct` so the solver updates it in place.'],
      ['`load_charts` in `almanac/api.py` is synchronous.', '`load_charts` is declared `async def` in `almanac/api.py`.'],
      ['The map decoder reads tiles eagerly.', 'The map decoder reads tiles with `Data.ByteString.Lazy`.'],
    ] as const) {
      expect(verdict(older, newer), newer).toBe(true);
    }
  });

  it('reads an argument of an annotation set to a state: an enum constant, a catalogued setting, a state word set false', () => {
    expect(verdict('`Shipment.parcels` is loaded lazily.', '`@OneToMany(fetch = FetchType.EAGER)` on `Shipment.parcels`.')).toBe(true);
    expect(verdict('`Donor.bloodType` is nullable.', '`@Column(nullable = false)` on `Donor.bloodType`.')).toBe(true);
  });

  it('leaves the same spellings alone on another thing, and when both sides name one state', () => {
    for (const [older, newer] of [
      ['`Shipment.parcels` is loaded lazily.', '`@ManyToOne(fetch = FetchType.EAGER)` on `Shipment.carrier`.'],
      ['`Donor.bloodType` is nullable.', '`@Column(nullable = false)` on `Donor.surname`.'],
      ['`load_charts` in `almanac/api.py` is synchronous.', '`load_tides` is declared `async def` in `almanac/api.py`.'],
      ['The `Scoreboard` module is strictly type-checked.', '`Lobby.lua` is `--!nonstrict`.'],
      ['`Matrix4` in `src/linalg.jl` is mutable.', '`Matrix4` is a `mutable struct`.'],
      ['`load_charts` is asynchronous.', '`load_charts` is declared `async def`.'],
    ] as const) {
      expect(verdict(older, newer), newer).toBe(false);
    }
  });
});

describe('a state spelled in code by a setting', () => {
  it('reads a switch under a TOML or INI section as the section\'s switch', () => {
    expect(toggleSetting('[signup.invites] enabled = false')).toMatchObject({ key: 'signup.invites', on: false });
    expect(verdict('Invite-only signup is enabled on the forum.', '`[signup.invites] enabled = false` in `forum.ini`.')).toBe(true);
  });

  it('reads a key opening with a state word set to 1 or 0, but not a key that counts or times', () => {
    expect(toggleSetting('async_commit=1')).toMatchObject({ on: true });
    expect(toggleSetting('sync_interval=1')).toBeNull();
    expect(verdict('The ledger service commits synchronously.', 'The ledger service commits with `async_commit=1`.')).toBe(true);
  });

  it('reads a value that is a state word whatever its key, first of a list of directives, and a cookie\'s first attribute', () => {
    expect(settingState('Cache-Control: private, no-store')?.state).toBe('private');
    expect(settingState('evaluation: strict')?.state).toBe('strict');
    expect(settingState('color: internal')).toBeNull();
    expect(settingState('SameSite=Lax; Secure')?.state).toBe('lenient');
    expect(verdict('`/v1/forecast` responses carry `Cache-Control: public`.', '`/v1/forecast` is sent with `Cache-Control: private, max-age=0`.')).toBe(true);
    expect(verdict('The cart cookie is `SameSite=Strict`.', 'The cart cookie is set with `SameSite=None; Secure`.')).toBe(true);
    // The header is every response's: it names no subject, so two responses' headers are two claims.
    expect(verdict('Forecast responses are sent with `Cache-Control: private`.', 'Radar image responses are sent with `Cache-Control: public`.')).toBe(false);
  });

  it('reads code opening with "without" as the denial of what it names', () => {
    expect(verdict('Apex class `DonationService` runs `with sharing`.', '`DonationService` is declared `without sharing`.')).toBe(true);
    expect(verdict('The `samples` table in `lab.db` has a rowid.', 'The `samples` table in `lab.db` is created `WITHOUT ROWID`.')).toBe(true);
    expect(verdict('The `samples` table in `lab.db` has a rowid.', 'The `batches` table in `lab.db` is created `WITHOUT ROWID`.')).toBe(false);
  });
});

describe('a PHP or Ruby hash entry switches its key (recall-95)', () => {
  it('reads `\'key\' => false` and `:key => true` as switches', () => {
    expect(toggleSetting("'hierarchical' => false")).toMatchObject({ key: 'hierarchical', on: false });
    expect(toggleSetting(':cache => true')).toMatchObject({ key: 'cache', on: true });
    expect(toggleSetting("'per_page' => 20")).toBeNull();
  });

  it('compares the switch with the state the other side says, for the same subject only', () => {
    expect(verdict('The `course` post type is public.', 'The `course` post type is registered with `\'public\' => false`.')).toBe(true);
    expect(verdict('The `topic` taxonomy is hierarchical.', '`topic` is registered as a taxonomy with `\'hierarchical\' => false`.')).toBe(true);
    expect(verdict('The `course` post type is public.', 'The `lesson` post type is registered with `\'public\' => false`.')).toBe(false);
    expect(verdict('The `topic` taxonomy is hierarchical.', '`topic` is registered as a taxonomy with `\'hierarchical\' => true`.')).toBe(false);
  });

  it("reads Rust's `pub` as public and a Kubernetes access mode as one of two states", () => {
    expect(verdict('The fields of `Span` in `text/src/span.rs` are private.', 'All `Span` fields are `pub`; build it with a struct literal.')).toBe(true);
    expect(verdict('The media library PVC is `ReadWriteOnce`.', 'The media library PVC uses the `ReadWriteMany` access mode.')).toBe(true);
    // Another struct; another claim.
    expect(verdict('The fields of `Span` are private.', '`Token` has `pub` fields.')).toBe(false);
    expect(verdict('The media library PVC is `ReadWriteOnce`.', 'The Loki PVC uses the `ReadWriteMany` access mode.')).toBe(false);
  });
});
