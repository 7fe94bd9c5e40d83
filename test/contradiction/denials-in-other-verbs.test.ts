// Denials the polarity check reads beyond a plain "not" on the same verb: a denial in another verb of one kind
// about a named object, and a passive denial whose agent the other side names. Each reading has a pair that
// conflicts only because of it and a near miss it must leave alone.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a denial in another verb of one kind about a named object', () => {
  it('reads parse / load, emit / log and include / expose as one action', () => {
    expect(compare('The loom controller parses `patterns.csv` on boot.', 'The loom controller never loads `patterns.csv`; patterns are flashed with the firmware.').kind).toBe('polarity');
    expect(compare('The ski lift gate emits an event for every rejected pass.', 'Rejected passes aren\'t logged by the ski lift gate.').kind).toBe('polarity');
    expect(compare('The clinic booking API includes the `referrer_name` field.', 'The clinic booking API doesn\'t expose `referrer_name`.').kind).toBe('polarity');
  });

  it('leaves alone a verb of another kind on the object, and the same verb on another object', () => {
    expect(compare('The loom controller parses `patterns.csv` on boot.', 'The loom controller never writes `patterns.csv`; weavers edit it by hand.').contradicts).toBe(false);
    expect(compare('The ski lift gate emits an event for every rejected pass.', 'Battery warnings aren\'t logged by the ski lift gate.').contradicts).toBe(false);
    expect(compare('The clinic booking API includes the `referrer_name` field.', 'The clinic booking API doesn\'t expose `insurer_id`.').contradicts).toBe(false);
  });
});

describe("a passive denial's agent is who does it, not a scope", () => {
  it('reads a scope after the agent as narrowing the denial', () => {
    expect(compare('The tollbooth camera uploads every plate read to the county server.', 'Plate reads aren\'t uploaded by the tollbooth camera during storms.').contradicts).toBe(false);
  });

  it('still reads the denial with only the agent after it', () => {
    expect(compare('The tollbooth camera uploads every plate read to the county server.', 'Plate reads are no longer uploaded by the tollbooth camera.').kind).toBe('polarity');
  });
});

describe("a passive denial's subject is what the verb is done to, not the doer named after it", () => {
  it('leaves alone a denial of another object whose subject only names the other side\'s doer', () => {
    expect(compare('The vineyard sensor gateway retries failed uploads to the cloud.', 'Firmware downloads to the vineyard sensor gateway are not retried.').contradicts).toBe(false);
    expect(compare('The ferry booking service compresses the nightly manifest.', 'Passenger photos in the ferry booking service are not compressed.').contradicts).toBe(false);
  });

  it('still reads a denial of the object the doer acts on, named with the doer', () => {
    expect(compare('The nightly exporter batches rows before writing them to S3.', 'Rows from the nightly exporter are not batched.').kind).toBe('polarity');
    expect(compare('The ferry booking service compresses the nightly manifest.', 'The nightly manifest from the ferry booking service is not compressed.').kind).toBe('polarity');
  });
});

describe('a denial that things changed, in another verb of one action (recall-89)', () => {
  it('reads log / record, trigger / fire, check / consult and gather / collect as one action', () => {
    expect(compare('Every rejected login is logged to the `auth_failures` table.', "Rejected logins aren't recorded in `auth_failures` anymore.").kind).toBe('polarity');
    expect(compare('Checkout triggers a fraud review for orders over 500 euros.', 'The checkout service no longer fires a fraud review.').kind).toBe('polarity');
    expect(compare('The nightly importer checks each row against the tariff catalogue.', 'The tariff import no longer consults the tariff catalogue.').kind).toBe('polarity');
    expect(compare('The survey app gathers allergy information from attendees.', 'The survey app no longer collects allergy information.').kind).toBe('polarity');
  });

  it('leaves alone the same verbs on another object, and a scope of its own', () => {
    expect(compare('Checkout triggers a fraud review for orders over 500 euros.', 'The checkout service no longer fires a loyalty bonus.').contradicts).toBe(false);
    expect(compare('The nightly importer checks each row against the tariff catalogue.', 'The tariff import no longer consults the tariff catalogue for archived rows.').contradicts).toBe(false);
    expect(compare('The survey app gathers allergy information from attendees.', 'The survey app no longer collects seating preferences.').contradicts).toBe(false);
  });
});

describe("an active denial that things changed, against a passive with no doer of its own (recall-89)", () => {
  it("reads the passive's subject as what the denial acts on, whoever it names as doer", () => {
    expect(compare('Boarding passes are emailed to every passenger.', 'The check-in system no longer emails boarding passes.').kind).toBe('polarity');
    expect(compare('Lab results are pushed to the patient app within an hour.', 'The LIS has stopped pushing lab results.').kind).toBe('polarity');
  });

  it('leaves alone a passive with an agent of its own, and a denial of another object', () => {
    expect(compare('Lab results are pushed to the patient app by the integration engine.', 'The LIS has stopped pushing lab results.').contradicts).toBe(false);
    expect(compare('Boarding passes are emailed to every passenger.', 'The check-in system no longer emails baggage receipts.').contradicts).toBe(false);
  });
});

describe('a denial with its subject left out and a pronoun for its object (recall-89)', () => {
  it('reads "… but doesn\'t V them" as about the object of the clause before it', () => {
    expect(compare('The backup job encrypts the nightly dumps.', "The backup job writes the nightly dumps to S3 but doesn't encrypt them anymore.").kind).toBe('polarity');
    expect(compare('The ticket bot archives closed tickets every week.', "The ticket bot labels closed tickets but doesn't archive them.").kind).toBe('polarity');
  });

  it('leaves alone a pronoun standing for another object, and an instruction', () => {
    expect(compare('The backup job encrypts the nightly dumps.', "The backup job writes the audit logs to S3 but doesn't encrypt them.").contradicts).toBe(false);
    expect(compare('The ticket bot archives closed tickets every week.', "The ticket bot labels duplicate tickets but doesn't archive them.").contradicts).toBe(false);
  });
});

describe('a pronoun denial after a subject pronoun or a preposition (recall-126)', () => {
  it('reads "; it never V them" and "V to X; it never V it" as about the object of the clause before it', () => {
    expect(compare('The print server deletes finished jobs from the spool.', 'The print server archives finished jobs; it never deletes them.').kind).toBe('polarity');
    expect(compare('The VBA macro `ImportLedger` clears the `Staging` sheet before each import.', 'ImportLedger appends to the Staging sheet; it never clears it.').kind).toBe('polarity');
  });

  it('reads ", but doesn\'t V them" as "but doesn\'t V them": "but" names nothing', () => {
    expect(compare("The clinic's lab importer validates HL7 results.", "The lab importer parses HL7 results, but doesn't validate them.").kind).toBe('polarity');
    expect(compare("The clinic's lab importer validates HL7 results.", "The lab importer parses HL7 orders, but doesn't validate them.").contradicts).toBe(false);
  });

  it('leaves alone a pronoun standing for another object', () => {
    expect(compare('The print server deletes finished jobs from the spool.', 'The print server archives scanned pages; it never deletes them.').contradicts).toBe(false);
    expect(compare('The VBA macro `ImportLedger` clears the `Staging` sheet before each import.', 'ImportLedger appends to the Archive sheet; it never clears it.').contradicts).toBe(false);
  });
});

describe('omission verbs and verbs of one action (recall-94)', () => {
  it('reads "disregards" as "ignores", "leaves X out" as "excludes", "ask for" as "request", "posts" as "publishes"', () => {
    expect(compare('The dock scheduler honours carrier appointment windows.', 'The dock scheduler now disregards carrier appointment windows.').contradicts).toBe(true);
    expect(compare('The tax report includes refunded orders.', 'The tax report leaves refunded orders out.').contradicts).toBe(true);
    expect(compare('The tax report includes refunded orders.', 'The tax report leaves out refunded orders.').contradicts).toBe(true);
    expect(compare('The signup form requests a date of birth.', "The signup form doesn't ask for a date of birth anymore.").contradicts).toBe(true);
    expect(compare('The uptime monitor posts an alert to the on-call channel.', "The uptime monitor doesn't publish alerts to the on-call channel anymore.").contradicts).toBe(true);
  });

  it('leaves alone the same verbs done to another object', () => {
    expect(compare('The dock scheduler honours carrier appointment windows.', 'The dock scheduler disregards driver break requests.').contradicts).toBe(false);
    expect(compare('The tax report includes refunded orders.', 'The tax report leaves gift card sales out.').contradicts).toBe(false);
    expect(compare('The signup form requests a date of birth.', "The signup form doesn't ask for a home address.").contradicts).toBe(false);
    expect(compare('The uptime monitor posts an alert to the on-call channel.', "The uptime monitor doesn't publish metrics to the status page.").contradicts).toBe(false);
  });

  it('does not read "leaves" with a later "out" of another phrase as leaving out', () => {
    expect(compare('The importer includes archived rows.', 'The importer leaves archived rows to time out.').contradicts).toBe(false);
  });
});

describe('a state word used as a verb after "doesn\'t" or "no longer" is read as the verb (recall-104)', () => {
  it('reads "no longer syncs to the kitchen display" against "pushes new orders to the kitchen display"', () => {
    expect(compare('The kiosk app pushes new orders to the kitchen display.', 'The kiosk app no longer syncs to the kitchen display.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The checkout handler confirms the order only after the payment provider answers.', 'The checkout handler no longer waits for the payment provider before confirming the order.').contradicts).toBe(true);
  });

  it('leaves alone another destination or another thing waited for', () => {
    expect(compare('The kiosk app pushes new orders to the kitchen display.', 'The kiosk app no longer syncs to the loyalty service.').contradicts).toBe(false);
    expect(compare('The checkout handler confirms the order only after the payment provider answers.', 'The checkout handler no longer waits for the stock service before confirming the order.').contradicts).toBe(false);
  });
});

describe('a free relative after the denied verb is its object and names nothing of its own (recall-104)', () => {
  it('reads "has stopped gzipping what it sends" against "gzips its outgoing payloads"', () => {
    expect(compare('`FlightPlanFeed` gzips its outgoing payloads.', 'The flight plan feed has stopped gzipping what it sends.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The tile server compresses its responses with Brotli.', 'The tile server has stopped compressing what it returns.').contradicts).toBe(true);
  });

  it('leaves alone another verb, and another subject', () => {
    expect(compare('The tile server compresses its responses with Brotli.', 'The tile server has stopped caching what it returns.').contradicts).toBe(false);
    expect(compare('The export job validates the rows it produces against the schema.', 'The import job no longer validates what it produces.').contradicts).toBe(false);
  });
});

describe('a denial in another verb of the same family (recall-112)', () => {
  it('reads dedupe / deduplicate, zip / compress, convert / transform and inform / notify as one action', () => {
    expect(compare('`DonorImporter` deduplicates donor records by email before saving them.', '`DonorImporter` no longer dedupes donor records.').kind).toBe('polarity');
    expect(compare('The weather station firmware zips its hourly readings before uploading them.', 'The weather station firmware no longer compresses its hourly readings.').kind).toBe('polarity');
    expect(compare('The vineyard app converts harvest logs to Parquet before archiving them.', 'The vineyard app has stopped transforming harvest logs to Parquet.').kind).toBe('polarity');
    expect(compare('The choir roster tool informs section leaders when a singer drops out.', 'The choir roster tool no longer notifies section leaders when a singer drops out.').kind).toBe('polarity');
  });

  it('leaves alone the same family on another object', () => {
    expect(compare('The weather station firmware zips its hourly readings before uploading them.', "The weather station firmware doesn't compress its debug logs.").contradicts).toBe(false);
    expect(compare('The vineyard app converts harvest logs to Parquet before archiving them.', "The vineyard app doesn't transform the weather feed.").contradicts).toBe(false);
    expect(compare('The choir roster tool informs section leaders when a singer drops out.', "The choir roster tool doesn't notify the conductor about rehearsal changes.").contradicts).toBe(false);
  });
});

describe('asking for a thing and collecting it, and an action named by its noun (recall-122)', () => {
  it('reads ask for / collect / prompt for / solicit / request as one action, and "signature" as signing', () => {
    expect(compare('The tenant portal asks applicants for two references.', 'The tenant portal no longer collects references.').kind).toBe('polarity');
    expect(compare('The parking app prompts drivers for a licence plate.', "The parking app doesn't request a licence plate anymore.").kind).toBe('polarity');
    expect(compare('Release APKs from the build server carry a signature.', 'Release APKs from the build server are no longer signed.').kind).toBe('polarity');
  });

  it('leaves alone the same family on another object, and a signature of another thing', () => {
    expect(compare('The tenant portal asks applicants for two references.', 'The tenant portal no longer collects pay slips.').contradicts).toBe(false);
    expect(compare('The parking app prompts drivers for a licence plate.', "The parking meter doesn't request a licence plate.").contradicts).toBe(false);
    expect(compare('Release APKs from the build server carry a signature.', "The build server's debug logs are not signed.").contradicts).toBe(false);
  });
});

describe('a denial in a verb one family wider than the assertion\'s (recall-122)', () => {
  it('reads paging as notifying, archiving as copying, and consuming a topic as being subscribed to it', () => {
    expect(compare('The greenhouse controller pages the grower when humidity drops.', 'The greenhouse controller no longer notifies the grower when humidity drops.').kind).toBe('polarity');
    expect(compare('The museum CMS archives retired exhibit pages to the legacy bucket.', 'The museum CMS no longer copies retired exhibit pages to the legacy bucket.').kind).toBe('polarity');
    expect(compare('The payroll worker consumes the `timesheet-events` topic.', 'The payroll worker is no longer subscribed to the `timesheet-events` topic.').kind).toBe('polarity');
  });

  it('leaves alone the wider verb on another person, object or topic', () => {
    expect(compare('The greenhouse controller pages the grower when humidity drops.', "The greenhouse controller doesn't notify the supplier when humidity drops.").contradicts).toBe(false);
    expect(compare('The museum CMS archives retired exhibit pages to the legacy bucket.', "The museum CMS doesn't copy draft pages to the legacy bucket.").contradicts).toBe(false);
    expect(compare('The payroll worker consumes the `timesheet-events` topic.', "The payroll worker isn't subscribed to the `leave-events` topic.").contradicts).toBe(false);
  });
});
