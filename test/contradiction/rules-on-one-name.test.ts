import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('two rules on one name: the scope around the name does not part them', () => {
  it('reads a prohibition to pass a flag somewhere against an obligation to run with it', () => {
    expect(
      contradicts('Kotlin should always be compiled with `--incremental` in this repo.', "Never pass `--incremental` to the KMP build: the native linker isn't compatible and the build fails."),
    ).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps another action on the name apart', () => {
    expect(contradicts('Release images must be signed with `cosign.key`.', 'Never commit `cosign.key`; CI pulls it from the vault.').contradicts).toBe(false);
    expect(
      contradicts('Always run `npx esbuild` with `--sourcemap` in the production build script.', 'The prod build should not upload `--sourcemap` output to the CDN; Sentry keeps the maps.').contradicts,
    ).toBe(false);
  });
});

describe('two rules that meet: a narrower case of one is covered by the other', () => {
  it('reads a prohibition in one worker or on one kind of schema against an obligation for all', () => {
    expect(contradicts('Workers must always acquire the queue lease before processing a batch.', 'Never acquire the queue lease in the replay worker; it reads a frozen snapshot.')).toMatchObject({
      contradicts: true,
      kind: 'modality',
    });
    expect(
      contradicts(
        'Schemas in `lib/shop/schemas/` must `@derive {Jason.Encoder, only: [...]}` so views can render them.',
        'Never derive `Jason.Encoder` on Ecto schemas; rendering goes through the `*JSON` view modules.',
      ),
    ).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps two kinds of one thing, and rules each with a place or purpose of its own, apart', () => {
    expect(contradicts('Always restart the queue workers after changing `queue.yml`.', 'Never restart the mail workers by hand; supervisord recycles them.').contradicts).toBe(false);
    expect(contradicts('Always minify bundles for the storefront build.', 'Never minify bundles in the admin build; the stack traces must stay readable.').contradicts).toBe(false);
  });
});

describe('two rules that meet and write one name are about that name', () => {
  it('reads "calls to `x` must pass a deadline" against "`x` calls should never pass one"', () => {
    expect(
      contradicts('Calls to `quote_store` via `grpc_client` must always pass an explicit deadline.', '`quote_store` calls should never pass a deadline argument; use the channel default.'),
    ).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(
      contradicts('Requests to `price_cache` must always set an explicit TTL.', '`price_cache` writes should never set a TTL argument; entries are evicted by size.'),
    ).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('does not take a folder both are in for the name', () => {
    expect(contradicts('In `services/quotes/`, responses must always be cached.', 'In `services/quotes/`, retries should never be automatic.').contradicts).toBe(false);
  });
});

describe('an object spelled as the parts of a name is that name', () => {
  it('reads "don\'t hit the disk cache" against `--disk_cache`', () => {
    expect(
      contradicts('`.bazelrc` sets `--disk_cache` for all local builds.', "Local Bazel builds don't hit the disk cache — `--disk_cache` only appears under `build:ci`."),
    ).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps another cache apart', () => {
    expect(
      contradicts('`.bazelrc` sets `--disk_cache` for all local builds.', "Local Bazel builds don't hit the remote cache — `--remote_cache` only appears under `build:ci`.").contradicts,
    ).toBe(false);
  });
});

describe('"write" is a way to store', () => {
  it('reads "must never be written to disk" against "must persist the token"', () => {
    expect(
      contradicts('Session tokens must never be written to disk.', '`authd` must persist the session token to `/var/lib/authd/token` so it survives restarts.'),
    ).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps another thing persisted apart', () => {
    expect(contradicts('Session tokens must never be written to disk.', '`authd` must persist the audit log to `/var/log/authd/` so it survives restarts.').contradicts).toBe(false);
  });
});

describe('two rules that meet, in other verbs, on one object the other names whole', () => {
  it('reads "must always include a budget" against "should never carry a budget"', () => {
    expect(
      contradicts('Jobs sent to the render farm must always include a frame budget.', 'Render farm jobs should never carry a frame budget; the scheduler assigns one.'),
    ).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps a tool of one rule, and a place only the prohibition names, apart', () => {
    expect(contradicts('Backups must always be encrypted with the vault key.', 'Never copy the vault key to a laptop; it stays in the HSM.').contradicts).toBe(false);
    expect(
      contradicts('Always add the tenant header to calls from the sync client.', 'Never print the tenant header in the debug console; support dashboards read the logs.').contradicts,
    ).toBe(false);
  });
});

describe('"unnecessary" and "needless" deny "necessary" and "obligatory"', () => {
  it('reads "is obligatory" against "is needless"', () => {
    expect(
      contradicts('A dry run of the payroll export is obligatory before each month-end close.', 'The payroll export dry run is needless before month-end close; the export validates itself.').contradicts,
    ).toBe(true);
  });

  it('keeps another case of the subject apart', () => {
    expect(contradicts('A security review is obligatory for changes to the payment pages.', 'A security review is needless for typo fixes in the docs.').contradicts).toBe(false);
  });
});

describe('two rules that meet, one naming in prose a part of the name the other writes in code', () => {
  it('reads "never freeze the ledger" against "always call `ledger.freeze()`", and a key against `Idempotency-Key`', () => {
    expect(contradicts('Always call `ledger.freeze()` before posting a batch.', 'Never freeze the ledger before posting a batch; postings are append-only.')).toMatchObject({
      contradicts: true,
      kind: 'modality',
    });
    expect(
      contradicts('Archive scripts must always call `scanner.release()` after the last page.', "Don't release the scanner after the last page; the next batch reuses it."),
    ).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps a statement, another verb and a place of its own apart', () => {
    // Not two rules: what the night script does says nothing against the rule.
    expect(contradicts("The bakery's night script calls `oven.preheat()` at 4 am.", 'Never preheat the oven before loading a tray; the proofing cabinet needs it cold.').contradicts).toBe(false);
    // Another action on a thing the name's part names: sending the header is not logging the value.
    expect(contradicts('Irrigation jobs must always send the `Soil-Moisture` header to the valve API.', 'Irrigation jobs should never log the moisture value.').contradicts).toBe(false);
    expect(contradicts('Always call `ledger.freeze()` in the month-end job.', 'Never freeze the ledger in the nightly import; it runs beside the cashiers.').contradicts).toBe(false);
  });
});
