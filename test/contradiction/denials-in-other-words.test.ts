// Opposite instructions and denials about one thing said in other words: each loosening of a gate that refused a
// whole family of true contradictions has a pair that conflicts only because of it, and a near miss it must leave alone.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('two instructions on one named thing disagree whatever their verbs', () => {
  it('reads "always include `x`" against "should never carry `x`"', () => {
    const result = compare(
      'Always include `traceparent` in calls to the ledger API.',
      'Calls to the ledger API should never carry `traceparent`; the ledger rejects unknown headers.',
    );
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('modality');
  });

  it('leaves alone a prohibition that holds in a place of its own, and a tool the other action is done with', () => {
    expect(compare('Always include `traceparent` in calls to the ledger API.', 'Never print `traceparent` in the access log.').contradicts).toBe(false);
    expect(compare('Release images must be signed with `cosign.key`.', 'Never commit `cosign.key`; the pipeline reads it from the vault.').contradicts).toBe(false);
  });
});

describe('"no X Y" denies the thing the words after "no" name together', () => {
  it('reads "there is no unique constraint on it" against "it has a unique index"', () => {
    expect(compare('The `accounts` table has a unique index on `handle`.', "There's no unique constraint on `accounts.handle`.").kind).toBe('polarity');
  });

  it('leaves alone another kind of thing, and the same kind on another column', () => {
    expect(compare('The `accounts` table has a unique index on `handle`.', "There's no foreign key on `accounts.handle`.").contradicts).toBe(false);
    expect(compare('The `accounts` table has a unique index on `handle`.', "There's no unique constraint on `accounts.email`.").contradicts).toBe(false);
  });
});

describe('a short denial is about what the clause before it is about', () => {
  it('reads "…; there\'s no batching" with the clause it follows', () => {
    expect(compare('`lib/geo.ts` batches requests to the geocoder.', "`lib/geo.ts` sends one geocoder request per address; there's no batching.").kind).toBe('polarity');
  });

  it('leaves alone a denial of a kind of what the clause before names', () => {
    expect(
      compare('The Go service reads its settings from env vars only.', "The Go service takes settings exclusively from env vars; there's no settings file.").contradicts,
    ).toBe(false);
  });
});

describe('doing the work "without X" denies having X', () => {
  it('reads "uploads files without a `Content-MD5`" against "tags every upload with a `Content-MD5` header"', () => {
    const result = compare('`sync/push.ts` tags every upload with a `Content-MD5` header.', "`sync/push.ts` uploads files without a `Content-MD5`, so S3 can't detect corruption.");
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('polarity');
  });

  it('leaves alone another thing of the same kind', () => {
    expect(
      compare('The `digest` mailer sends every message with a `List-Unsubscribe` header.', 'The `billing` mailer sends messages without a `List-Unsubscribe` header.').contradicts,
    ).toBe(false);
  });
});

describe('looking a thing over in other verbs', () => {
  it('reads "doesn\'t look at `x`" against "verifies the `x` header"', () => {
    expect(
      compare('The webhook receiver verifies the `X-Hub-Signature-256` header.', "The webhook receiver doesn't look at `X-Hub-Signature-256`; every delivery is trusted.").kind,
    ).toBe('polarity');
  });

  it('leaves alone another header', () => {
    expect(
      compare('The webhook receiver verifies the `X-Hub-Signature-256` header.', "The webhook receiver doesn't look at `X-GitHub-Delivery`; redeliveries are processed twice.")
        .contradicts,
    ).toBe(false);
  });
});

describe('a flag is passed or it is not, whatever the verbs', () => {
  it('reads "we don\'t pass `-trimpath`" against "built with `-trimpath`"', () => {
    expect(compare('The Go binaries are built with `-trimpath`.', "We don't pass `-trimpath` to go build; paths in stack traces are absolute.").kind).toBe('polarity');
  });

  it('leaves alone another flag', () => {
    expect(compare('The Go binaries are built with `-trimpath`.', "We don't pass `-race` to go build.").contradicts).toBe(false);
  });

  // recall-87: "to nvcc" names the command the flag goes to (polarity.ts flagRecipient), no scope of its own.
  it('reads "we don\'t pass `-lineinfo` to nvcc" against "compiled with `-lineinfo`"', () => {
    expect(compare('The tide model kernels in `src/gpu/` are compiled with `-lineinfo`.', "We don't pass `-lineinfo` to nvcc; `CMakeLists.txt` only adds `-O3`.").contradicts).toBe(true);
  });

  it('leaves alone the flag handed to another command in code, or to a place', () => {
    expect(compare('The tide model tests run `gfortran -fcheck=bounds`.', "We don't pass `-fcheck=bounds` to `ifort`.").contradicts).toBe(false);
    expect(compare('Tide model test binaries are linked with `-fsanitize=address`.', "We don't pass `-fsanitize=address` to the release build.").contradicts).toBe(false);
  });
});

describe('a denial of a general verb covers a specific one (VERB_HYPONYMS), not the reverse', () => {
  it('reads "doesn\'t store" against "caches" and "doesn\'t send" against "publishes"', () => {
    expect(compare('The thumbnail service caches rendered previews in Redis.', "The thumbnail service doesn't store rendered previews anywhere.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The billing service publishes `invoice.paid` to SNS.', "The billing service doesn't send `invoice.paid` to SNS.")).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('leaves alone the specific verb denied against the general one, and another object', () => {
    expect(compare('The thumbnail service stores rendered previews in S3.', "The thumbnail service doesn't cache rendered previews.").contradicts).toBe(false);
    expect(compare('The billing service sends `invoice.paid` to the ledger over HTTP.', "The billing service doesn't publish `invoice.paid`.").contradicts).toBe(false);
    expect(compare('The thumbnail service caches rendered previews in Redis.', "The thumbnail service doesn't store original uploads.").contradicts).toBe(false);
    expect(compare('The billing service publishes `invoice.paid` to SNS.', "The billing service doesn't send `invoice.voided` to SNS.").contradicts).toBe(false);
  });

  it('reads the specific verb only as a verb: "all mail goes through" sends nothing', () => {
    expect(compare('The newsletter job emails every subscriber on Mondays.', "The newsletter job doesn't send anything to subscribers.").kind).toBe('polarity');
    expect(
      compare(
        'Do not send receipts from the Frankfurt relay; all mail must go through `relay-dublin`.',
        'Do not send receipts from the Frankfurt relay; all mail must go through `relay-paris`.',
      ).contradicts,
    ).toBe(false);
  });
});

describe('a plural subject\'s verb before a denying "no" (recall-94)', () => {
  it('reads "Order lines … carry no X" with "carry" as the verb, against the singular "includes X"', () => {
    expect(compare('Each order line in the ERP export includes a `<tax:code>` element.', 'Order lines in `erp.xml` carry no tax code element.').contradicts).toBe(true);
    expect(compare("Each audit event from the gateway includes the caller's `tenant_id`.", 'Audit events from the gateway contain no `tenant_id`.').contradicts).toBe(true);
  });

  it('leaves alone another object or another subject denied the same way', () => {
    expect(compare('Each order line in the ERP export includes a `<tax:code>` element.', 'Order lines in `erp.xml` carry no discount element.').contradicts).toBe(false);
    expect(compare("Each audit event from the gateway includes the caller's `tenant_id`.", 'Audit events from the gateway contain no request body.').contradicts).toBe(false);
    expect(compare("Each audit event from the gateway includes the caller's `tenant_id`.", 'Metrics from the gateway contain no `tenant_id`.').contradicts).toBe(false);
  });
});

describe('a name in code written with its value is there, so going without it denies it (recall-94)', () => {
  it('reads `Timing-Allow-Origin: *` as the header a newer goes without', () => {
    expect(compare('The image CDN sets `Timing-Allow-Origin: *` on every asset.', 'Assets from the image CDN are now served without a `Timing-Allow-Origin` header.').contradicts).toBe(true);
  });

  it('leaves alone going without another header', () => {
    expect(compare('The image CDN sets `Timing-Allow-Origin: *` on every asset.', 'Assets from the image CDN are now served without a `Vary` header.').contradicts).toBe(false);
  });
});

describe('going without X, the subject named by its path on one side (recall-94)', () => {
  it('reads "The `export` lambda" and `lambdas/export/handler.js` as one subject when the rest is the same action', () => {
    expect(compare('The `export` lambda writes every CSV with a UTF-8 byte order mark.', '`lambdas/export/handler.js` writes CSVs without a byte order mark.').contradicts).toBe(true);
  });

  it('leaves alone another object done without it, and another folder', () => {
    expect(compare('The `export` lambda writes every CSV with a UTF-8 byte order mark.', '`lambdas/export/handler.js` writes log lines without a byte order mark.').contradicts).toBe(false);
    expect(compare('The `export` lambda writes every CSV with a UTF-8 byte order mark.', '`lambdas/import/handler.js` writes CSVs without a byte order mark.').contradicts).toBe(false);
  });
});

describe('any dealing with a kind of store names the tool of that kind (recall-111)', () => {
  it('reads "doesn\'t touch the database" against a named database, and "any cache" against a named cache', () => {
    expect(compare('Integration tests for the tide-table API must query the real MySQL schema.', 'Tide-table API tests must never touch a database; they load fixtures from JSON.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(compare('The scoreboard widget reads match totals from SQLite.', 'The scoreboard widget never touches the database.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The ferry timetable page is rate-limited through Redis.', "The ferry timetable page doesn't hit any cache.")).toMatchObject({ contradicts: true });
  });

  it('keeps another kind of store, or another subject, apart', () => {
    expect(compare('The scoreboard widget reads match totals from SQLite.', 'The scoreboard widget never touches the network.').contradicts).toBe(false);
    expect(compare('The ferry timetable page is rate-limited through Redis.', "The ferry timetable page doesn't hit the database.").contradicts).toBe(false);
    expect(compare('The scoreboard widget reads match totals from SQLite.', 'The league ticker never touches the database.').contradicts).toBe(false);
  });
});

describe('going "outside of" X, or without X after "now", denies having X (recall-112)', () => {
  it('reads "outside of any transaction" against wrapping in one', () => {
    expect(compareDiscoveries('`jobs/rollup.py` runs each nightly rollup inside a database transaction.', 'Nightly rollups now run outside of any transaction, so a crash leaves half-written totals.').kind).toBe('polarity');
    expect(compareDiscoveries('The stable booking app imports ride schedules inside a single transaction.', 'The stable booking app imports ride schedules outside of a transaction now.').kind).toBe('polarity');
  });

  it('reads "are now published without X" against "publishes with X": "now" is no word of a subject', () => {
    expect(compareDiscoveries('The meeting client publishes camera tracks with simulcast.', 'Camera tracks are now published as a single encoding without simulcast.').contradicts).toBe(true);
  });

  it('leaves alone another job outside of a transaction, another time outside of a window, and another worker', () => {
    expect(compareDiscoveries('`jobs/rollup.py` runs each nightly rollup inside a database transaction.', 'The weekly archive job runs outside of any transaction.').contradicts).toBe(false);
    expect(compareDiscoveries('The stable booking app imports ride schedules inside a single transaction.', 'The stable booking app exports invoices outside of business hours.').contradicts).toBe(false);
    expect(compareDiscoveries('The `sync` worker sends every batch with an `Idempotency-Token` header.', 'The `audit` worker posts events without an `Idempotency-Token`.').contradicts).toBe(false);
  });
});

describe('what a subject can do, denied as not supported (recall-122)', () => {
  it('reads "X isn\'t supported" against "can V X" when the denial names nothing else', () => {
    expect(compare('The label printer app can print shipping labels in bulk.', 'Bulk printing of shipping labels is no longer supported in the label printer app.').kind).toBe('polarity');
    expect(compare('Tenants can pay rent by bank transfer in the resident portal.', "The resident portal doesn't support paying rent by bank transfer anymore.").kind).toBe('polarity');
  });

  it('leaves alone a denial that names a thing of its own', () => {
    expect(compare('The label printer app can print shipping labels in bulk.', 'Bulk printing of return labels is not supported in the label printer app.').contradicts).toBe(false);
    expect(compare('Tenants can pay rent by bank transfer in the resident portal.', "The landlord app doesn't support paying rent by bank transfer.").contradicts).toBe(false);
  });
});

describe('an action left out by its noun denies the verb of that action (recall-125)', () => {
  it('reads "runs no X lookup" and "omits the X normalization step" against the verb the noun names', () => {
    expect(compare("`invoice-worker` verifies each customer's VAT number with the EU VIES service.", '`invoice-worker` no longer runs the VAT number lookup.').kind).toBe('polarity');
    expect(compare('The nightly ETL normalizes phone numbers to E.164 before loading them.', 'The nightly ETL omits the phone number normalization step now.').kind).toBe('polarity');
  });

  it('reads "without any X lookup" and "has no PARTITION BY clause" against the action done to X', () => {
    expect(compare('The C function `vlan_tagger` verifies the VLAN ID against the trunk table before forwarding a frame.', '`vlan_tagger` forwards tagged frames without any VLAN ID lookup.').kind).toBe('polarity');
    expect(compare('The `orders` table is partitioned by `order_month`.', '`orders` has no PARTITION BY clause; it is one partition sorted by `id`.').kind).toBe('polarity');
  });

  it('leaves alone the lookup of another thing, another doer and a phrase inside the subject', () => {
    expect(compare("`invoice-worker` verifies each customer's VAT number with the EU VIES service.", '`invoice-worker` no longer runs the currency rate lookup.').contradicts).toBe(false);
    expect(compare('The C function `vlan_tagger` verifies the VLAN ID against the trunk table before forwarding a frame.', '`vlan_tagger` forwards tagged frames without any MAC address lookup.').contradicts).toBe(false);
    expect(compare('The label print call in `DepotPrinter` is blocking.', 'The status poll in `DepotPrinter` runs without blocking.').contradicts).toBe(false);
    expect(compare('The checkout flow verifies the shipping address with the postal API.', 'Orders placed without an address verification are held for manual review.').contradicts).toBe(false);
  });
});
