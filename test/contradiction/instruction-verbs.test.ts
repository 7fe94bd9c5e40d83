import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('instructions: verbs that put a named thing to use ask for the same thing', () => {
  it('reads "never pass / don\'t add `X`" against an instruction that takes `X` with, as an argument, or with "use"', () => {
    for (const [older, newer] of [
      ['Always launch the emulator with `-no-snapshot`.', 'Never pass `-no-snapshot` to the emulator; cold boots take minutes.'],
      ['The nightly job must run `rsync --delete` so removed files disappear from the mirror.', 'Never pass `--delete` to rsync in the nightly job.'],
      ['Every query in `reports/` should use `WITH (NOLOCK)`.', "Don't add `WITH (NOLOCK)` to queries in `reports/`."],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'modality' });
    }
  });

  // recall-87: the labelled sets call a rule against a description that does what it forbids a contradiction
  // (dev-47, dev-87, external-7, external-15): "Never pass `--force`" / "The deploy script is run with `--force`".
  it('reads a rule on a flag against a statement that a script passes it (instructions.ts deniesSameFlag)', () => {
    expect(compare('The release script runs `npm publish` with `--provenance`.', 'Never pass `--provenance` to npm publish.').contradicts).toBe(true);
  });

  it('keeps another verb, a statement, and instructions for places that do not meet apart', () => {
    for (const [older, newer] of [
      // Committing and passing are different things done to the flag.
      ['Always commit `--frozen-lockfile` changes to the CI config.', 'Never pass `--frozen-lockfile` to yarn locally.'],
      // Each holds in its own place.
      ['Always run `cargo test` with `--release` in the benchmark job.', 'Never pass `--release` to cargo test on developer laptops.'],
      // A description of a run in one place, a rule for another.
      ['The release workflow runs `npm publish` with `--provenance` in CI.', 'Never pass `--provenance` to npm publish on developer laptops.'],
    ] as const) {
      expect(compare(older, newer).contradicts, newer).toBe(false);
    }
  });
});

describe('instructions: what one supplies in words, or supplies it with, is what the other takes as its means', () => {
  it('reads "never pass a colour profile" against "sent with a colour profile", and "don\'t prefix X with nice" against "run with `nice`"', () => {
    for (const [older, newer] of [
      ['Print jobs should always be sent with a colour profile.', 'Never pass a colour profile to print jobs; the printers embed their own.'],
      ['Harvest scripts should be run with `nice`.', "Don't prefix harvest scripts with nice; they need the full CPU at dawn."],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'modality' });
    }
  });

  it('keeps another thing supplied, or another means, apart', () => {
    for (const [older, newer] of [
      ['Print jobs should always be sent with a colour profile.', 'Never pass a paper size to print jobs; the printers read the tray.'],
      ['Harvest scripts should be run with `nice`.', "Don't prefix harvest logs with the hostname; the collector adds it."],
    ] as const) {
      expect(compare(older, newer).contradicts, newer).toBe(false);
    }
  });
});

describe('instructions: "by hand" when something else does the work', () => {
  it('reads a ban on doing it by hand, when an automation does it, against an instruction to do it', () => {
    expect(compare('Always rerun the codegen after changing `openapi.yaml`.', 'Never rerun the codegen by hand; the pre-commit hook does it.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(compare("Don't tag releases by yourself: the release workflow tags them.", 'Tag each release with `git tag -s` after the changelog is merged.').contradicts).toBe(true);
  });

  it('keeps "by hand" a manner when a tool is named to do it with, and places that do not meet apart', () => {
    expect(compare('Always rerun the codegen after changing `openapi.yaml`.', "Don't rerun the codegen by hand: `make api` does it for you.").contradicts).toBe(false);
    expect(compare('Run the seeder by hand in staging after a reset.', 'Never run the seeder by hand in production; the deploy job does it.').contradicts).toBe(false);
  });
});

describe('a `--no-` flag both sides write is a name', () => {
  it('does not read its "no" as a negation of either clause', () => {
    expect(compare('Always install with `--no-optional`.', "Don't copy `--no-optional` into the Dockerfile by hand; the base image sets it.").contradicts).toBe(false);
  });

  it('still reads an instruction against the flag', () => {
    expect(compare('Always install with `--no-optional`.', 'Never pass `--no-optional` to npm install; the native addons are optional dependencies.').contradicts).toBe(true);
  });
});

describe('rules in other verbs of one action: modify / amend, label / tag, restart / reboot, attach / include (recall-120)', () => {
  it('reads the two verbs as one action between a rule and a ban', () => {
    expect(compareDiscoveries('Signed contracts must never be modified.', 'Paralegals should amend signed contracts when a clause is renegotiated.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(compareDiscoveries('Always label every sample tube with the freezer rack.', "Don't tag sample tubes with the freezer rack anymore.").contradicts).toBe(true);
    expect(compareDiscoveries('Restart the render nodes after every driver update.', 'Never reboot the render nodes after a driver update; they reload the driver themselves.').contradicts).toBe(true);
  });

  it('keeps another object or another place apart', () => {
    expect(compareDiscoveries('Signed contracts must never be modified.', 'Paralegals should amend draft contracts when a clause is renegotiated.').contradicts).toBe(false);
    expect(compareDiscoveries('Restart the render nodes after every driver update.', 'Never reboot the license server after a driver update.').contradicts).toBe(false);
  });
});

// recall-127: a rule on what a carrier holds, said from the carrier's end on one side and from the doer's or the
// item's on the other (carried.ts), is read once more as "<carrier> must (not) include <item>".
describe('instructions: a rule on what a carrier holds, said from either end', () => {
  it('reads putting the item in, on or with the carrier, its appearing there, tagging and omitting as including it', () => {
    for (const [older, newer] of [
      ['Matchmaking tickets must include the player\'s MMR.', 'Clients must not put MMR in matchmaking tickets; the service looks it up.'],
      ['Every patient wristband must carry a barcode.', 'Nurses must not attach a barcode to patient wristbands anymore; the RFID chip replaces it.'],
      ['Always include the room ID in signaling server logs.', 'Room IDs must not appear in signaling logs anymore because they count as personal data.'],
      ['All model output must be tagged with the git commit hash.', 'Do not embed the git hash in model output.'],
      ['Every library loan receipt must include the due date.', 'Loan receipts must omit the due date now, since members get it by email.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'modality' });
    }
  });

  it('keeps another carrier, another item and two rules that agree apart', () => {
    for (const [older, newer] of [
      ['Every shipment label must include the warehouse code.', 'Packers must not put the warehouse code on customs forms.'],
      ['Matchmaking tickets must include the player\'s MMR.', 'Clients must not put MMR in lobby invites.'],
      ['Greenhouse sensor readings must include the bench number.', 'Firmware should never add debug counters to greenhouse sensor readings.'],
      ['Every audit event must include the actor\'s email address.', 'Always put the actor\'s email address in audit events.'],
      ['Loan receipts must include the due date.', 'Loan receipts must omit the borrower\'s address now.'],
    ] as const) {
      expect(compare(older, newer).contradicts, newer).toBe(false);
    }
  });
});

// recall-127: a phrasal verb is read once more as the one-word verb of its action the other side writes (phrasal.ts).
describe('instructions: a phrasal verb against a one-word verb of its action', () => {
  it('reads "kick off" as "trigger", "tear down" as "delete", "shut down" as "stop", "set up" as "provision"', () => {
    for (const [older, newer] of [
      ['Trigger the hotel inventory sync manually after each new supplier is onboarded.', 'Never kick off the hotel inventory sync by hand anymore; it is scheduler-only.'],
      ['Tear down the demo tenant after every sales call.', 'Never delete the demo tenant after sales calls; it is reused the next day.'],
      ['Always shut down the render nodes after the batch finishes.', 'Never stop the render nodes after a batch; the next batch reuses them warm.'],
      ['Set up a fresh sandbox account for each QA run.', "Don't provision a fresh sandbox account for QA runs; reuse the shared one."],
    ] as const) {
      expect(compare(older, newer).contradicts, newer).toBe(true);
    }
  });

  it('keeps the same action on another thing apart', () => {
    for (const [older, newer] of [
      ['Kick off the ledger reconciliation by hand after each month-end close.', 'Never trigger the payroll export manually; the scheduler owns it now.'],
      ['Tear down the demo tenant after every sales call.', 'Never delete the customer tenants after sales calls.'],
      ['Always shut down the render nodes after the batch finishes.', 'Never stop the database nodes after a batch; the reports need them.'],
    ] as const) {
      expect(compare(older, newer).contradicts, newer).toBe(false);
    }
  });
});
