// Denials whose subject, kind of thing or verb is worded apart from the claim they answer: each loosening of the
// polarity check has a pair that conflicts only because of it, and a near miss it must leave alone.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a denial of a subject named in other words answers the claim', () => {
  it('reads "avatar uploads aren\'t resized by the thumbnailer" against "the thumbnailer resizes avatars"', () => {
    const result = compare('The thumbnailer resizes avatars with libvips.', "Avatar uploads aren't resized by the thumbnailer; the CDN does it.");
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('polarity');
  });

  it('leaves alone a subject the other side never echoes, and a state the other side never gives', () => {
    expect(compare('Traces from the Rust services go to Tempo.', "Query parameters aren't traced by the Rust services.").contradicts).toBe(false);
    expect(compare('Nightly builds publish wheels to the internal index.', 'Debug symbols are disabled for our nightly builds.').contradicts).toBe(false);
  });

  it('leaves alone a denial of an action the other clause does not do, and one inside a condition', () => {
    // The other discovery deploys in another clause: the denied verb must be the answered clause's own.
    expect(compare('PR pipelines only run `tox -e lint`; the release job deploys the docs.', 'Docs are not deployed from pull requests.').contradicts).toBe(false);
    expect(compare('The exporter writes to stdout by default.', 'The exporter falls back to stdout when `--out` is not given.').contradicts).toBe(false);
  });
});

describe('kinds of thing after one name are one thing', () => {
  it('reads "the `ledger` service has no health check" against "the `ledger` container defines a health check"', () => {
    const result = compare('The `ledger` container defines a health check on `/ready`.', 'The `ledger` service has no health check; Compose only restarts it on exit.');
    expect(result.contradicts).toBe(true);
  });

  it('leaves alone another name, and two kinds after a plain word', () => {
    expect(compare('The `ledger` container defines a health check on `/ready`.', 'The `audit` service has no health check; Compose only restarts it on exit.').contradicts).toBe(false);
    expect(compare('The session cookie is `HttpOnly`.', 'The session store is not encrypted.').contradicts).toBe(false);
  });
});

describe('verbs of one kind answer each other about an object written in full', () => {
  it('reads "doesn\'t produce coverage reports" against "writes a coverage report"', () => {
    expect(compare('The test job writes a coverage report to `coverage/`.', "The test job doesn't produce coverage reports.").contradicts).toBe(true);
  });

  it('leaves alone a verb of another kind, and an object the other side does not write', () => {
    expect(compare('The test job writes a coverage report to `coverage/`.', "The test job doesn't upload coverage reports.").contradicts).toBe(false);
    expect(compare('The test job writes a coverage report to `coverage/`.', "The test job doesn't produce mutation reports.").contradicts).toBe(false);
  });
});

describe('a passive denial with no agent of its own denies the verb of any doer', () => {
  it('reads "ramp hold mode is not used on the glaze firings" against "the controller uses `rampHoldMode` for them"', () => {
    const result = compare('The kiln controller uses `rampHoldMode` for the glaze firings.', 'Ramp hold mode is not used on the glaze firings; the controller climbs straight to peak.');
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('polarity');
  });

  it('leaves alone two passives of two subjects, and an agent the other side never names', () => {
    expect(compare('Video uploads are transcoded into the HLS ladder.', "Audio-only uploads aren't transcoded; they're passed through as-is.").contradicts).toBe(false);
    expect(compare('The ticket printer signs each receipt with the station key.', 'Receipts are not signed by the kiosk app; the printer does it.').contradicts).toBe(false);
  });
});

describe('a name in code is the kind of thing its last part says', () => {
  it('reads "doesn\'t validate tokens" against "validates the `Booking-Token` header"', () => {
    const result = compare('The ferry booking API validates the `Booking-Token` header on every request.', "The ferry booking API doesn't validate tokens; any request with a vehicle plate is accepted.");
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('polarity');
  });

  it('reads "don\'t pass a context" against "must pass `show.Context()`"', () => {
    const result = compare('The planetarium scheduler must pass `show.Context()` into every projector call.', "Don't pass a context into projector calls from the planetarium scheduler; the projector keeps its own clock.");
    expect(result.contradicts).toBe(true);
  });

  it('leaves alone another object, and a copula that classes its subject', () => {
    expect(compare('The ferry booking API validates the `Booking-Token` header on every request.', "The ferry booking API doesn't validate plates; any request with a token is accepted.").contradicts).toBe(false);
    expect(compare("Don't put `@KioskEntryPoint` on screens opened from `LegacyLobby`; it isn't a kiosk entry point.", '`MainLobby` is annotated with `@KioskEntryPoint`.').contradicts).toBe(false);
  });
});

describe('a subject called by the last part of a name the other side writes is that name', () => {
  it('reads "the dispatcher never calls `pingDepot()`" against "`TramDispatcher.kt` sends a heartbeat through `pingDepot()`"', () => {
    const result = compare('`TramDispatcher.kt` sends a heartbeat to the depot through `pingDepot()` every minute.', 'The dispatcher never calls `pingDepot()`; the depot polls the trams instead.');
    expect(result.contradicts).toBe(true);
  });

  it('leaves alone another subject calling the same function', () => {
    expect(compare('`TramDispatcher.kt` sends a heartbeat to the depot through `pingDepot()` every minute.', 'The timetable never calls `pingDepot()`; it only reads the depot roster.').contradicts).toBe(false);
  });
});

describe('the noun of an action names a name built from its verb (recall-104)', () => {
  it('reads "Registration doesn\'t send a confirmation email" against `Accounts.register_user/1` sending one', () => {
    const result = compare('`Accounts.register_user/1` sends a confirmation email.', "Registration doesn't send a confirmation email; accounts are active immediately.");
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('polarity');
    expect(compare('`Billing.subscribe_customer/2` sends a welcome invoice to the customer.', "Subscription doesn't send a welcome invoice; the first invoice goes out at the end of the month.").contradicts).toBe(true);
  });

  it('leaves alone a denial of another object, and a noun of another verb', () => {
    expect(compare('`Billing.subscribe_customer/2` sends a welcome invoice to the customer.', "Subscription doesn't send a receipt email; the customer only gets the invoice.").contradicts).toBe(false);
    expect(compare('`Library.renew_loan/1` emails the borrower a new due date.', "Reservation doesn't email the borrower; a reserved book just appears on the hold shelf.").contradicts).toBe(false);
  });
});
