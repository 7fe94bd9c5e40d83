import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { PREDICATIVE_STATES, SITUATED_STATES } from '../../src/contradiction/opposite-states.js';
import { ANTONYMS } from '../../src/contradiction/vocabulary.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('opposite states of software things', () => {
  it('reads two opposite states of one thing, said without negation, as an antonym', () => {
    for (const [older, newer] of [
      ['The `events` table is append-only.', 'Rows in the `events` table are updated in place.'],
      ['The reporting schema is normalized.', 'The reporting schema is denormalized for faster reads.'],
      ['The analytics store is row-oriented.', 'The analytics store is columnar.'],
      ['The staging database is single-AZ.', 'The staging database is multi-AZ.'],
      ['The two regions run active-active.', 'The two regions run active-passive.'],
      ['The worker nodes sit in a private subnet.', 'The worker nodes sit in a public subnet.'],
      ['The scheduler is preemptive.', 'The scheduler is cooperative.'],
      ['The ring buffer is lock-free.', 'The ring buffer is mutex-protected.'],
      ['The lint job is blocking on pull requests.', 'The lint job is advisory on pull requests.'],
      ['Sessions are cookie-based.', 'Sessions are token-based (JWT in the Authorization header).'],
      ['Requests to the API are same-origin.', 'Requests to the API are cross-origin.'],
      ['The app defaults to dark mode.', 'The app defaults to light mode.'],
      ['The game loop runs with a fixed timestep.', 'The game loop uses a variable timestep.'],
      ['The sensor driver is interrupt-driven.', 'The sensor driver is polled.'],
      ['User passwords are hashed with bcrypt.', 'User passwords are stored in plaintext.'],
      ['Audit logs are written in the same transaction as the order.', 'Audit logs are written in a separate transaction.'],
      ['Timestamps are stored in UTC.', 'Timestamps are stored in local time.'],
      ['The memory limit is a hard limit.', 'The memory limit is a soft limit.'],
      ['The webhook call is synchronous.', 'The webhook call is fire-and-forget.'],
      ['`Vector3` in the physics SDK is a value type.', '`Vector3` became a reference type so it can be pooled.'],
      ['`GetQuote` in `pricing.proto` is a unary call.', '`GetQuote` is server-streaming now: it pushes a new quote every second.'],
      ['The metrics exporter runs inside the cluster.', 'The metrics exporter runs outside the cluster, on the monitoring VM.'],
      ['The partner API is internal-only.', 'The partner API is publicly accessible through the gateway.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('reads a per-user or global limit before a noun as a kind of limit, not a state of it', () => {
    expect(contradicts('The global rate limit is 5000 requests per minute.', 'The per-user rate limit is 100 requests per minute.').contradicts).toBe(false);
    expect(contradicts('Feature flags are global.', 'The per-tenant feature flags live in Postgres.').contradicts).toBe(false);
    expect(contradicts('Rate limits are per-tenant.', 'Rate limits are global since v3.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('reads a compound state said across the clause: "deletes are soft" is "soft-deletes", "the timestep is fixed"', () => {
    expect(contradicts('Deletes on `ledger_entries` are soft: they set `deleted_at`.', '`LedgerRepo.remove` hard-deletes rows from `ledger_entries`.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The timestep in the replay engine is fixed.', 'The replay engine steps with a variable timestep.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    // Another engine; and "is soft" before more words is no compound's predicate.
    expect(contradicts('The timestep in the replay engine is fixed.', 'The render loop uses a variable timestep.').contradicts).toBe(false);
    expect(contradicts('Deletes on `ledger_entries` are soft to undo.', '`LedgerRepo.remove` hard-deletes rows from `ledger_entries`.').contradicts).toBe(false);
  });

  it('reads how often a thing is made and whether a call waits as the lifetime and blocking states', () => {
    expect(contradicts('The `QuoteRenderer` is constructed once and reused by every request.', 'The API builds a new `QuoteRenderer` per request.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The geocoder client is instantiated once for the whole importer.', 'The importer creates a geocoder client per thread.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('`Inventory.reserve` waits until the stock row is locked.', '`Inventory.reserve` is non-blocking; locking happens in a background job.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    // "once the build finishes" still ends a clause; another object made per request is another thing.
    expect(contradicts('The `QuoteRenderer` is constructed once and reused by every request.', 'The API builds a new `PdfWriter` per request.').contradicts).toBe(false);
    expect(contradicts('Once the build finishes, the bundle is uploaded.', 'The bundle is created per request.').contradicts).toBe(false);
  });

  it('reads "never blocks" and "never waits" as non-blocking, not as a denial of it', () => {
    expect(contradicts('`Cart.save` in the checkout service is blocking.', '`Cart.save` in the checkout service never blocks; it queues the write.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts("The sensor hub's `read_all()` blocks until every probe answers.", "The sensor hub's `read_all()` never waits for the probes.")).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('`Cart.save` in the checkout service is non-blocking.', '`Cart.save` in the checkout service never blocks; it queues the write.').contradicts).toBe(false);
  });

  it('counts a state said twice once ("append-only and immutable")', () => {
    expect(contradicts('The `audit_log` table is append-only and immutable.', 'The `audit_log` table is mutable; admins can edit rows.')).toMatchObject({
      contradicts: true,
      kind: 'antonym',
    });
  });

  it('keeps opposite states of two things apart', () => {
    for (const [older, newer] of [
      ['Reads are eventually consistent.', 'Writes are strongly consistent.'],
      ['The `events` table is append-only.', 'The `users` table is updated in place.'],
      ['The staging database is single-AZ.', 'The production database is multi-AZ.'],
      ['Old invoices live in cold storage.', 'Recent invoices are kept in hot storage.'],
      ['The admin dashboard is a single-page app.', 'The marketing site is a multi-page app.'],
      ['The lint job is blocking.', 'The coverage job is advisory.'],
      ['The memory limit is a hard limit.', 'The CPU limit is a soft limit.'],
      ['The sensor driver is interrupt-driven.', 'The button driver is polled.'],
      ['`Vector3` in the physics SDK is a value type.', '`Transform` in the physics SDK is a reference type.'],
      ['`GetQuote` in `pricing.proto` is a unary call.', '`StreamQuotes` in `pricing.proto` is server-streaming.'],
      ['The metrics exporter runs inside the cluster.', 'The log shipper runs outside the cluster.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, `${older} / ${newer}`).toBe(false);
    }
  });

  it('reads a state word that also names a thing only where it states something', () => {
    for (const [older, newer] of [
      // The subnets, the hooks and the scheduler are what these notes are about, not states of something.
      ['The public subnet hosts the load balancer.', 'The private subnet hosts the workers.'],
      ['The scheduler is preemptive.', 'The cooperative scheduler was removed in v2.'],
      ['We fixed the flaky e2e test.', 'The e2e suite is deterministic now.'],
      ['Third-party scripts are loaded after the first paint.', 'First-party scripts are loaded after the first paint.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, `${older} / ${newer}`).toBe(false);
    }
  });

  it('leaves states the un-/non- prefix rule reads to it ("pin" / "unpinned")', () => {
    expect(contradicts('Pin every GitHub Action to a commit SHA.', 'GitHub Actions in the deploy workflow are unpinned.').contradicts).toBe(true);
    expect(contradicts('The upload endpoint requires you to authenticate.', 'The upload endpoint is unauthenticated.').contradicts).toBe(true);
  });

  it('lists each word in one pair only, and guards only words it lists', () => {
    const seen = new Map<string, number>();
    ANTONYMS.forEach(([yes, no], n) => {
      for (const w of `${yes} ${no}`.split(/\s+/)) {
        expect(seen.get(w), `"${w}" is in two pairs`).toBeUndefined();
        seen.set(w, n);
      }
    });
    for (const w of [...PREDICATIVE_STATES, ...SITUATED_STATES]) expect(seen.has(w), w).toBe(true);
  });
});

describe('states said in a few words: "in a single thread", "filters out"', () => {
  it('reads "runs in a single thread" against "multi-threaded" and "filters out" against "includes"', () => {
    expect(contradicts('The resize step runs in a single thread.', 'The resize step is multi-threaded.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The audit export includes deleted accounts.', 'The audit export filters out deleted accounts.')).toMatchObject({ contradicts: true });
  });

  it('leaves alone another step and another export', () => {
    expect(contradicts('The resize step runs in a single thread.', 'The upload step is multi-threaded.').contradicts).toBe(false);
    expect(contradicts('The audit export includes deleted accounts.', 'The usage export filters out deleted accounts.').contradicts).toBe(false);
  });

  it('reads a denied state against the verb the other side writes ("are not batched" / "batches rows")', () => {
    expect(contradicts('The nightly exporter batches rows before writing them to S3.', 'Rows from the nightly exporter are not batched.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(contradicts('The build compiles the docs site.', 'The docs site is not compiled.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    // Another subject, and a state the other side never writes in any form, stay apart.
    expect(contradicts('The nightly exporter batches rows before writing them to S3.', 'Rows from the nightly importer are not batched.').contradicts).toBe(false);
    expect(contradicts('The images are stored in the bucket.', 'The images are not public.').contradicts).toBe(false);
  });

  it('reads the other state of a pair against the verb its participle comes from ("are unsigned" / "signs")', () => {
    expect(contradicts('The bakery order API signs its webhook payloads with HMAC.', 'Webhook payloads from the bakery order API are unsigned.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(contradicts('The auth service hashes passwords with bcrypt.', 'Passwords are stored unhashed by the auth service.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(contradicts('The query builder orders results by creation date.', 'Results from the query builder are unordered.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    // An adjective that only shares the verb's stem is no participle of it, and another subject stays apart.
    expect(contradicts('The token service validates JWTs.', 'The JWTs from the token service are invalid.').contradicts).toBe(false);
    expect(contradicts('The CI job signs the release binaries.', 'The debug binaries from the CI job are unsigned.').contradicts).toBe(false);
    expect(contradicts('The CLI attaches to the running container.', 'The container runs detached.').contradicts).toBe(false);
  });
});

describe('more dichotomies of software things (recall-95)', () => {
  it('reads matching modes, partitions, tax, access, value/handle classes, orders, constraints and opt-ins', () => {
    expect(contradicts('Parcel code lookup in the courier app is exact-match only.', 'Parcel code lookup in the courier app does prefix matching.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The `orders` table is range-partitioned by month.', '`orders` is an unpartitioned table.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Ticket prices in the box office app are tax-inclusive.', 'Ticket prices in the box office app are tax-exclusive.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Survey microdata downloads are open access.', 'Survey microdata downloads are controlled access.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('`Waveform` is a handle class.', '`Waveform` is a value class.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The smoke suite runs specs in random order.', 'The smoke suite runs specs in a fixed order.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Shift overlap in the rota planner is a hard constraint.', 'The rota planner treats shift overlap as a soft constraint.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Alumni newsletter signups use double opt-in.', 'Alumni newsletter signup is single opt-in now.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('reads states of two pairs that exclude each other: thread-local / shared, exclusive / shared queue, FIFO / newest first, offline / online-only', () => {
    expect(contradicts('The glyph cache is shared across render threads.', 'The glyph cache is thread-local.')).toMatchObject({ contradicts: true });
    expect(contradicts('Session counters are shared across instances.', 'Session counters are local to each instance.')).toMatchObject({ contradicts: true });
    expect(contradicts('The `billing.events` queue is exclusive to one consumer.', '`billing.events` is now a shared queue.')).toMatchObject({ contradicts: true });
    expect(contradicts('The print job queue is FIFO.', 'The print job queue now serves jobs newest first.')).toMatchObject({ contradicts: true });
    expect(contradicts('The field survey app works offline.', 'The field survey app is online-only.')).toMatchObject({ contradicts: true });
  });

  it('reads "in the background", "randomly", "in real time" and "session-only"', () => {
    expect(contradicts('Receipt emails are sent synchronously.', 'Receipt emails are now sent in the background.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Reviewer assignment is deterministic.', 'Reviewer assignment is now done randomly.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Usage charges are computed in nightly batches.', 'Usage charges are now computed in real time.')).toMatchObject({ contradicts: true });
    expect(contradicts('The forum login cookie is persistent.', 'The forum login cookie is session-only.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone another subject, a paraphrase, and code defined inline', () => {
    expect(contradicts('The glyph cache is shared across render threads.', 'The shader scratch buffer is thread-local.').contradicts).toBe(false);
    expect(contradicts('Ticket prices are tax-inclusive.', 'Delivery fees are tax-exclusive.').contradicts).toBe(false);
    expect(contradicts('The print job queue is FIFO.', 'The print job queue is FIFO, oldest job first.').contradicts).toBe(false);
    expect(contradicts('Receipt emails are sent in the background.', 'Receipt emails are sent in the background by a queue worker.').contradicts).toBe(false);
    expect(contradicts('Widgets are defined inline in the template.', 'Widgets are now rendered in the background.').contradicts).toBe(false);
  });
});

describe('a state denied after "without" (recall-95)', () => {
  it('reads "without blocking" as non-blocking and "without streaming" as not streamed', () => {
    expect(contradicts('The log flush in `Journal` is a blocking call.', 'The log flush in `Journal` now runs without blocking.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The invoice export endpoint streams rows to the client.', 'The invoice export endpoint returns the file without streaming.')).toMatchObject({ contradicts: true });
  });

  it('leaves alone another subject and a "without" that names a thing of its own', () => {
    expect(contradicts('The log flush in `Journal` is a blocking call.', 'The index rebuild in `Journal` runs without blocking.').contradicts).toBe(false);
    expect(contradicts('The upload handler streams files to S3.', 'The upload handler streams files to S3 without buffering them.').contradicts).toBe(false);
  });
});

describe('word forms of listed states (recall-95)', () => {
  it('reads "auto-assigned", "buffers the full …" and "structured logs"', () => {
    expect(contradicts('Pickup slots in the grocery app are auto-assigned.', 'Pickup slots in the grocery app are assigned manually.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The podcast exporter streams episodes to the CDN.', 'The podcast exporter buffers the full episode before uploading it.')).toMatchObject({ contradicts: true });
    expect(contradicts('The scheduler service emits structured logs.', 'The scheduler service writes plain-text logs.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone another subject, and "blocks the request until" another thing is done', () => {
    expect(contradicts('Pickup slots in the grocery app are auto-assigned.', 'Delivery drivers in the grocery app are assigned manually.').contradicts).toBe(false);
    expect(contradicts('The scheduler service emits structured logs.', 'The mailer service writes plain-text logs.').contradicts).toBe(false);
    expect(contradicts('Avatar resizing in the forum service is async.', 'The forum service blocks the request until the spam check is done.').contradicts).toBe(false);
  });
});

describe('a listed state opening with "one", read as a number by the tokenizer (recall-95)', () => {
  it('reads "one after another", "one by one" and "in one transaction"', () => {
    expect(contradicts('Chapters in the audiobook build are encoded one after another.', 'Chapters in the audiobook build are encoded in parallel.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Payout files are signed one by one.', 'Payout files are now signed in parallel.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone another subject and a count for each ("one thread per connection")', () => {
    expect(contradicts('Chapters in the audiobook build are encoded one after another.', 'Covers in the audiobook build are encoded in parallel.').contradicts).toBe(false);
    expect(contradicts('The chat server uses one thread per connection.', 'The chat server is multi-threaded.').contradicts).toBe(false);
  });

  it('reads "safe for concurrent use" as thread-safe, and its denial against the compound', () => {
    expect(contradicts('The `RateLimiter` is thread-safe.', '`RateLimiter` is not safe for concurrent use; guard it with a lock.')).toMatchObject({ contradicts: true });
    expect(contradicts('The image cache is safe for concurrent access.', 'The image cache is thread-unsafe.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    // Another limiter; the same state said twice.
    expect(contradicts('The `RateLimiter` is thread-safe.', 'The `QuotaTracker` is not safe for concurrent use.').contradicts).toBe(false);
    expect(contradicts('The image cache is thread-safe.', 'The image cache is safe for concurrent access from every handler.').contradicts).toBe(false);
  });
});

describe('opposite states in the words writers use for them (recall-110)', () => {
  it('reads where work is done said as a place, foreground work, precomputed results, ID schemes and other families', () => {
    for (const [older, newer] of [
      ['Shipping quotes are calculated server-side.', 'The checkout widget now calculates shipping quotes on the client.'],
      ['Spell checking of chat drafts runs on the device.', 'Chat drafts are spell-checked on the server now.'],
      ['Playlist exports run in the foreground behind a progress bar.', 'Playlist exports now run in the background.'],
      ['Leaderboard rankings are precomputed every hour.', 'Leaderboard rankings are now computed on the fly for each request.'],
      ['Ticket numbers are sequential integers.', 'Ticket numbers are now random UUIDs.'],
      ['Archiving a project is undoable from the settings page.', 'Archiving a project cannot be undone.'],
      ['Map tiles are downloaded as delta updates.', 'Map tiles are now downloaded as full images every time.'],
      ['The onboarding form is a single page.', 'Onboarding is now a multi-step form.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('leaves alone another action placed on the other side, another subject and the state restated', () => {
    expect(contradicts('Shipping rates are calculated server-side.', 'The storefront formats shipping rates on the client.').contradicts).toBe(false);
    expect(contradicts('Thumbnails for the gallery are rendered in the browser.', 'Gallery thumbnails are stored on the server after upload.').contradicts).toBe(false);
    expect(contradicts('Leaderboard rankings are precomputed every hour.', 'Friend suggestions are computed on the fly for each request.').contradicts).toBe(false);
    expect(contradicts('Ticket numbers are sequential integers.', 'Attachment names are random UUIDs.').contradicts).toBe(false);
    expect(contradicts('Spell checking of chat drafts runs on the device.', 'Spell checking of chat drafts runs on the device, even offline.').contradicts).toBe(false);
  });

  it('keeps the place a word of its clause for the checks that compare subjects', () => {
    expect(contradicts('Message IDs must be generated on the client as UUIDv7.', 'Clients must never generate message IDs; the server now assigns them on insert.').contradicts).toBe(true);
  });
});

describe('a state before "unless" is a default (recall-110)', () => {
  it('reads "off unless turned on" as opt-in and "on unless turned off" as opt-out, another state as said', () => {
    expect(contradicts('Crash reporting is off unless the user turns it on.', 'Crash reporting is now on by default.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Read receipts are disabled by default in the chat client.', 'In the chat client, read receipts are enabled unless the user turns them off.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Shared playlists are public by default.', 'New playlists are private unless the owner shares them.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone the default restated and a default of another thing', () => {
    expect(contradicts('Automatic backups of the notes vault are opt-in.', 'Automatic backups of the notes vault are off unless the user enables them.').contradicts).toBe(false);
    expect(contradicts('Crash reporting is off unless the user turns it on.', 'Crash reporting stays off until the user opts in from settings.').contradicts).toBe(false);
    expect(contradicts('Read receipts are disabled by default in the chat client.', 'Typing indicators are enabled unless the user turns them off.').contradicts).toBe(false);
  });
});

describe('more software dichotomies, with their common spellings (recall-110)', () => {
  it('reads kernel / user space, layer 4 / 7, duplex, grid-forming, the authoritative side, stateful in words, tolerant', () => {
    for (const [older, newer] of [
      ['The match timer is client-authoritative.', 'The server is authoritative for the match timer now.'],
      ['The packet filter runs in kernel space.', 'The packet filter now runs in user space.'],
      ['The serial link to the PLC is full-duplex.', 'The serial link to the PLC is half-duplex.'],
      ['The session service is stateless.', 'The session service keeps state in memory between requests now.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('reads layer 4 / layer 7 as two ways to balance load', () => {
    expect(contradicts('The load balancer for the game servers works at layer 4.', "The game servers' load balancer is now a layer 7 proxy.").contradicts).toBe(true);
    expect(contradicts('The load balancer for the game servers works at layer 4.', 'The load balancer for the web dashboard is a layer 7 proxy.').contradicts).toBe(false);
  });

  it('leaves alone the other state of another thing', () => {
    expect(contradicts('The match timer is client-authoritative.', 'The server is authoritative for player inventories.').contradicts).toBe(false);
    expect(contradicts('The packet filter runs in kernel space.', 'The log shipper runs in user space.').contradicts).toBe(false);
    expect(contradicts('The serial link to the PLC is full-duplex.', 'The radio link to the drones is half-duplex.').contradicts).toBe(false);
    expect(contradicts('The session service is stateless.', 'The cart service keeps state in memory between requests.').contradicts).toBe(false);
  });
});

describe('"sequential" and "random" said of identifiers (analyze.ts ID_SENSES)', () => {
  it('reads them as identifiers handed out in order or at random', () => {
    expect(contradicts('Membership numbers at the climbing gym are sequential.', 'Climbing gym membership numbers are now random.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Order IDs in the bakery app are assigned sequentially.', 'Bakery order IDs are generated randomly.').contradicts).toBe(true);
    expect(contradicts('Locker codes are random.', 'Locker codes are issued consecutively now.').contradicts).toBe(true);
  });

  it('leaves processing one after another, and other subjects, alone', () => {
    expect(contradicts('Membership numbers at the climbing gym are sequential.', 'Climbing gym route grades are random.').contradicts).toBe(false);
    expect(contradicts('Bakery orders are baked sequentially.', 'Bakery order IDs are generated randomly.').contradicts).toBe(false);
    expect(contradicts('Locker codes are random.', 'Locker codes are checked sequentially by the door controller.').contradicts).toBe(false);
  });
});

describe('state kept, with words of what state between the verb and "state" (analyze.ts keptStateEnd)', () => {
  it('reads "keeps per-user cart state" as the stateful side of "stateless"', () => {
    expect(contradicts('The seed-bank catalogue API is stateless.', 'The seed-bank catalogue API keeps per-visitor search state in memory.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The allotment booking server holds each member\'s draft state in its session.', 'The allotment booking server is stateless now.').contradicts).toBe(true);
  });

  it('leaves "keeps no state", a state machine and another keeper alone', () => {
    expect(contradicts('The seed-bank catalogue API is stateless.', 'The seed-bank catalogue API keeps no search state.').contradicts).toBe(false);
    expect(contradicts('The seed-bank catalogue API is stateless.', 'The seed-bank catalogue API stores the order state machine in its repo.').contradicts).toBe(false);
    expect(contradicts('The seed-bank catalogue API is stateless.', 'The visitor browser keeps per-visitor search state.').contradicts).toBe(false);
  });
});

describe('work done inline, and a background worker (vocabulary.ts, opposite-states.ts)', () => {
  it('reads "processed inline" as done while the caller waits and a background worker as off the main thread', () => {
    expect(contradicts('Pledge receipts are processed inline in the donation request.', 'Pledge receipts are now processed in the background by a job.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The map editor validates tiles on the main thread.', 'The map editor validates tiles in a background worker.').contradicts).toBe(true);
  });

  it('leaves styles written inline and another job alone', () => {
    expect(contradicts('The pledge email styles are written inline.', 'Pledge emails are sent in the background by a job.').contradicts).toBe(false);
    expect(contradicts('The map editor validates tiles on the main thread.', 'The map editor compresses exports in a background worker.').contradicts).toBe(false);
  });
});
