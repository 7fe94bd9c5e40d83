import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('instructions: a ban or a requirement of one thing', () => {
  it('reads "X is banned / forbidden / not allowed / mandatory" against an instruction about X', () => {
    for (const [older, newer] of [
      ['Components must use signals for state.', 'Signals are forbidden.'],
      ['Views should always use `dayjs`.', '`dayjs` is banned.'],
      ['Services must call `legacyAuth()`.', '`legacyAuth()` is not allowed anymore.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true, kind: 'modality' });
    }
    expect(contradicts('Never log request bodies.', 'Logging request bodies is mandatory for audits.').contradicts).toBe(true);
  });

  it('keeps a ban of another thing, in another scope, or against no instruction apart', () => {
    for (const [older, newer] of [
      ['Always use `dayjs`.', '`moment` is banned.'],
      ['Use `moment` in the legacy admin.', '`moment` is banned in new packages.'],
      // "do not" (block merges) is no instruction about warnings.
      ['Warnings do not block merges.', 'Warnings are allowed.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false });
    }
  });
});

describe('instructions: another clause restates a claim only with the words in dispute', () => {
  it('does not let an instruction about another action hide the opposite instruction', () => {
    expect(contradicts('Always rebase release branches onto develop; never merge develop into them.', "Merge develop into your release branch; don't rebase.").contradicts).toBe(true);
  });

  it('still reads a clause that restates the claim as narrowing the other', () => {
    expect(contradicts('The API is versioned.', 'The API is versioned; the admin API is not versioned.').contradicts).toBe(false);
    // The folder both are in is where, not what is disputed: "never caches it" restates the older's claim.
    expect(
      contradicts('In `packages/shop-2/`, the catalog endpoint answers with `Cache-Control: no-store`, so the CDN never caches it.', 'In `packages/shop-2/`, admin routes are not cached by the CDN.').contradicts,
    ).toBe(false);
  });
});

describe('instructions: how docs permit, discourage and forbid', () => {
  it('reads "is discouraged" / "is prohibited" as a ban and "is encouraged" / "recommended" as a permission', () => {
    for (const [older, newer] of [
      ['Always use absolute imports in the web app.', 'Absolute imports are discouraged in the web app.'],
      ['Snapshot tests are required for new components.', 'Snapshot tests for new components are discouraged.'],
      ['Vendoring dependencies is encouraged.', 'Vendoring dependencies is prohibited.'],
      ['We recommend running `terraform plan` locally before pushing.', 'Running `terraform plan` locally is discouraged.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true });
    }
  });

  it('keeps a discouraged thing apart from another thing the other side asks for', () => {
    expect(contradicts('Inline styles are discouraged.', 'Use CSS modules for component styles.').contradicts).toBe(false);
    expect(contradicts('`moment` is discouraged in new packages.', 'Always use `dayjs` in new packages.').contradicts).toBe(false);
  });
});

describe('instructions: a note that opens with its topic', () => {
  it('reads the rule after "Topic:" or "Topic —" as about that topic', () => {
    expect(contradicts('Tests — always run with --runInBand.', 'Tests should never run with --runInBand.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Releases: always tag from main.', 'Never tag releases from main.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps rules about another topic apart', () => {
    expect(contradicts('Unit tests — always run with --runInBand.', 'E2E tests never run with --runInBand.').contradicts).toBe(false);
    // A sentence before the colon is a claim of its own, not a topic.
    expect(contradicts('The cache is shared: every worker reads it.', 'Workers never read the cache directly.').contradicts).toBe(false);
  });
});

describe('instructions: one order of two steps, said from either end', () => {
  it('reads "always A before B" and "never B before A" (or "never A before B" and "A after B") as one rule', () => {
    for (const [older, newer] of [
      ['Always run migrations before starting the API.', 'Never start the API before migrations run.'],
      ['Always build the image before pushing it.', 'Never push the image before building it.'],
      ['Always deploy after the tests pass.', 'Never deploy before the tests pass.'],
      ['Never merge before CI is green.', 'Merge after CI is green.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false });
    }
  });

  it('still reads the opposite order as a contradiction', () => {
    for (const [older, newer] of [
      ['Always build the image before pushing it.', 'Never build the image before pushing it.'],
      ['Always deploy after the tests pass.', 'Never deploy after the tests pass.'],
      ['Never merge before CI is green.', 'You can merge before CI is green.'],
      ['Run migrations before starting the API.', "Don't run migrations before starting the API."],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true });
    }
  });
});

describe('instructions: an imperative after an opening condition', () => {
  it('reads "After X, run …" and "When X, include …" as instructions against a ban of the same thing', () => {
    for (const [older, newer] of [
      ['After editing a glaze recipe in `recipes/`, run `kilnctl sync` to push it.', 'Do not run `kilnctl sync` by hand - the nightly workflow pushes recipes to the kilns.'],
      ['Once a ferry leaves the berth, write `berth.free` into the harbour log.', 'Never record `berth.free` in the harbour log; the AIS feed frees berths.'],
      ['If the humidity sensor drops offline, start the vent daemon with `--fallback-sensor`.', "Don't add `--fallback-sensor` to the vent daemon."],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true });
    }
  });

  it('keeps a statement after the condition, or a ban of another thing, apart', () => {
    for (const [older, newer] of [
      ['After editing a glaze recipe in `recipes/`, the `kilnctl sync` job pushes it to the controllers.', 'Do not run `kilnctl sync` by hand - the nightly workflow pushes recipes to the kilns.'],
      ['Once a ferry leaves the berth, write `berth.free` into the harbour log.', 'Never record `berth.reserved` in the harbour log by hand; the booking desk owns it.'],
      ['If the humidity sensor drops offline, start the vent daemon with `--fallback-sensor`.', "Don't add `--fallback-sensor` to the irrigation daemon."],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false });
    }
  });
});

describe('instructions: a plain verb before a bare noun phrase', () => {
  it('reads "Test webhooks against …", "Store logbooks in …" as instructions against a ban of the same thing', () => {
    for (const [older, newer] of [
      ['Test payment webhooks against the Stripe CLI before each release.', 'Never point webhook tests at the Stripe CLI; use the recorded fixtures in `fixtures/stripe/`.'],
      ['Store pilot logbooks in `Airtable`.', 'Never keep pilot logbooks in Airtable; they belong in the flight ops database.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true });
    }
  });

  it('keeps a statement that opens with such a verb, another object, or a folder both name as a place apart', () => {
    for (const [older, newer] of [
      ['Build scripts run on every push to the choir website repository.', "Don't run the choir website build scripts by hand."],
      ['Store pilot logbooks in `Airtable`.', 'Never store maintenance records in Airtable.'],
      ['Store large intermediate results as Parquet in `data/interim/`.', "Don't commit anything under `data/`; it's git-ignored and synced through DVC."],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false });
    }
  });
});

describe('instructions: a rule over every one of a thing', () => {
  it('meets a ban of the same name for a kind of that thing', () => {
    for (const [older, newer] of [
      ['Every harbour crane must send `load_peak` to the port dashboard.', 'Never send `load_peak` from gantry cranes to the port dashboard; the dashboard computes it from the hoist logs.'],
      ['Every choir rehearsal recording must include `setlist.csv`.', "Don't include `setlist.csv` in warm-up rehearsal recordings."],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true });
    }
  });

  it('keeps two recipients, or two kinds without the quantifier, apart', () => {
    for (const [older, newer] of [
      ['Every harbour crane must send `load_peak` to the port dashboard.', 'Never send `load_peak` from gantry cranes to the billing service.'],
      ['Harbour cranes must send `load_peak` to the port dashboard.', 'Never send `load_peak` from gantry cranes to the port dashboard.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false });
    }
  });
});

describe('instructions: a ban whose pronoun stands for the rule before it (recall-103)', () => {
  it("reads \"don't V them\" after a rule as banning V on that rule's subject", () => {
    for (const [older, newer] of [
      ['Always lowercase tag slugs before saving.', "Tag slugs must now keep the editor's original casing; don't downcase them."],
      ['Always trim whitespace from customer names before saving.', "Customer names must keep their original spacing; don't trim them."],
      ['Resize uploaded avatars to 256 pixels before storing.', 'Uploaded avatars must be stored at their original size; do not resize them.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, newer).toBe(true);
    }
  });

  it('keeps a rule about another subject, or a ban of another verb, apart', () => {
    for (const [older, newer] of [
      ['Always trim whitespace from customer names before saving.', "Customer notes must keep their original spacing; don't trim them."],
      ['Resize uploaded avatars to 256 pixels before storing.', 'Uploaded banners must be stored at their original size; do not resize them.'],
      ['Always sort the export rows by date.', "Export rows must be sorted by date; don't shuffle them."],
    ] as const) {
      expect(contradicts(older, newer).contradicts, newer).toBe(false);
    }
  });
});

describe('instructions: a setting written as a field of a literal (recall-103)', () => {
  it('reads `Result{Requeue: true}` as setting `Requeue: true` against a ban of it', () => {
    for (const [older, newer] of [
      ['Reconcilers should return `ctrl.Result{Requeue: true}` on transient errors.', 'Reconcilers should never set `Requeue: true` on errors; just return the error.'],
      ['Handlers should return `Response{Retry: true}` when the upstream times out.', 'Handlers must never set `Retry: true`; the client retries on its own.'],
    ] as const) {
      expect(contradicts(older, newer), newer).toMatchObject({ contradicts: true, kind: 'modality' });
    }
  });

  it('keeps another value or another field of the literal apart', () => {
    for (const [older, newer] of [
      ['Handlers should return `Response{Retry: true}` when the upstream times out.', 'Handlers must never set `Retry: false` on timeouts; the client relies on the retry hint.'],
      ['Handlers should return `Response{MaxRetry: true}` when the upstream times out.', 'Handlers must never set `Retry: true`; the client retries on its own.'],
      ['Always open the store with `Options{ReadOnly: true}` in the report jobs.', "Don't pass `Compress: true` to the store in the report jobs; the disks are fast."],
    ] as const) {
      expect(contradicts(older, newer).contradicts, newer).toBe(false);
    }
  });
});

describe('instructions: a pronoun ban after an instruction on another name (recall-103)', () => {
  it('keeps a ban whose pronoun stands for a name the other rule never writes apart', () => {
    for (const [older, newer] of [
      ['Always mount the `/cache` volume before starting the worker.', 'Attach `/tmp` after the worker is up; never mount it before the worker starts.'],
      ['Always wrap `fetchQuote()` in the retry helper.', 'Call `fetchRates()` bare in the checkout flow; never wrap it in the retry helper.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, newer).toBe(false);
    }
  });

  it('still meets the rule when the pronoun stands for its name', () => {
    for (const [older, newer] of [
      ['Always mount the `/cache` volume before starting the worker.', 'Attach `/cache` after the worker is up; never mount it before the worker starts.'],
      ['Always wrap `fetchQuote()` in the retry helper.', 'Call `fetchQuote()` bare in the checkout flow; never wrap it in the retry helper.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, newer).toBe(true);
    }
  });
});

describe('instructions: a thing taken out before an action, against that action done with it (recall-103)', () => {
  it('reads "Strip X from Y before V-ing" against "V Y with its X"', () => {
    for (const [older, newer] of [
      ['Strip EXIF metadata from photos before uploading them.', 'Photos must be uploaded with their EXIF metadata; the map view needs the GPS tags.'],
      ['Remove debug symbols from the firmware image before flashing it.', 'Flash the firmware image with its debug symbols so crash dumps can be decoded.'],
      ['Clear all notebook outputs before committing.', 'Commit the notebooks with their outputs.'],
    ] as const) {
      expect(contradicts(older, newer), newer).toMatchObject({ contradicts: true, kind: 'modality' });
      expect(contradicts(newer, older).contradicts, older).toBe(true);
    }
  });

  it('keeps another action, or the action with another thing, apart', () => {
    for (const [older, newer] of [
      ['Strip EXIF metadata from photos before uploading them.', 'Photos must be uploaded with their original file names; the archive sorts by them.'],
      ['Remove debug symbols from the firmware image before flashing it.', 'Archive the firmware image with its debug symbols so crash dumps can be decoded.'],
      ['Remove the sample data from the demo database before shipping it.', 'Keep a copy of the demo database with its sample data for the sales team.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, newer).toBe(false);
    }
  });
});

describe('prohibitions in other words: "barred from", "prevented from", "refrain from" (recall-115)', () => {
  it('reads them as "must not" against an instruction to do the same thing', () => {
    expect(compareDiscoveries('Workers should use the shared Redis pool.', 'Workers are barred from using the shared Redis pool.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(compareDiscoveries('Night-shift nurses may override the dosage warning in the pump UI.', 'Night-shift nurses are prevented from overriding the dosage warning in the pump UI.').contradicts).toBe(true);
    expect(compareDiscoveries("Plugins must call the host's `fetch()` wrapper for outbound requests.", "Plugins must refrain from calling the host's `fetch()` wrapper for outbound requests.").contradicts).toBe(true);
  });

  it('keeps another doer or another object apart, and "to prevent" as a purpose', () => {
    expect(compareDiscoveries('Night-shift nurses may override the dosage warning in the pump UI.', 'Pharmacy technicians are prevented from overriding the dosage warning in the pump UI.').contradicts).toBe(false);
    expect(compareDiscoveries('Field tablets should sync survey photos over cellular data.', 'Field tablets are barred from syncing raw video over cellular data.').contradicts).toBe(false);
    expect(compareDiscoveries('The launch handler checks the `nonce` against Redis to prevent replays.', 'The launch handler checks the `nonce` against Redis.').contradicts).toBe(false);
  });
});
