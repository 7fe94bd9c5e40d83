import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

// Opposite states the antonym check reads since branch antonym-1: more pairs of states, states spelled as code
// (a call named by its state, a `Sync`/`Async` name, a `-fno-` flag), how a dependency is registered, and a name
// each side spells its own way. Each with a near miss on another subject.
describe('opposite states in other words and in code', () => {
  it('reads each pair as an antonym or a negated state', () => {
    for (const [older, newer] of [
      ['The `config` loader uses `fs.readFileSync` to read the YAML file.', 'The config loader reads the YAML file asynchronously.'],
      ['The `phone` field in the signup schema is `z.string().optional()`.', '`phone` is required in the signup schema.'],
      ['The desktop build compiles with `-fno-rtti`.', 'RTTI is enabled in the desktop build.'],
      ['The `Logger` class is registered as a singleton in the DI container.', '`Logger` is registered per request in the DI container.'],
      ['The search indexer for `products` is incremental.', 'The `products` indexer does a full reindex on every run.'],
      ['The `orders` table uses row-level locking for updates.', 'Updates to the `orders` table take table-level locks.'],
      ['The `frontend` package is published as ES modules.', 'The `frontend` package is published as CommonJS.'],
      ['Uploads are stored on the local disk of the app server.', 'Uploads are stored in object storage (S3).'],
      ['The `reports` bucket has Block Public Access on.', 'The `reports` bucket is public.'],
      ['Checkout transactions run at serializable isolation.', 'Checkout transactions run at read committed.'],
      ['The firmware updater is interactive and asks before flashing.', 'The firmware updater is non-interactive; it flashes without asking.'],
      ['Sensor sampling in the drone uses a closed-loop controller.', 'The drone\'s sensor sampling runs open-loop.'],
      ['Audio in the podcast export is encoded at constant bitrate.', 'The podcast export encodes audio at variable bitrate.'],
      ['Player position updates are sent as reliable messages.', 'Player position updates are sent unreliable.'],
      ['`fetchRates()` in `rates.py` is deterministic.', '`fetchRates()` in `rates.py` is random: it shuffles providers.'],
      ["The print queue's job store is durable across the three nodes.", "The print queue's job store is in-memory."],
    ] as const) {
      expect(contradicts(older, newer).contradicts, `${older} / ${newer}`).toBe(true);
    }
  });

  it('leaves the same states of two subjects apart', () => {
    for (const [older, newer] of [
      ['The `config` loader uses `fs.readFileSync` to read the YAML file.', 'The plugin loader reads manifests asynchronously.'],
      ['The `phone` field in the signup schema is `z.string().optional()`.', '`email` is required in the signup schema.'],
      ['The desktop build compiles with `-fno-rtti`.', 'Exceptions are enabled in the desktop build.'],
      ['The `Logger` class is registered as a singleton in the DI container.', '`Mailer` is registered per request in the DI container.'],
      ['The search indexer for `products` is incremental.', 'The `reviews` indexer does a full reindex on every run.'],
      ['The `orders` table uses row-level locking for updates.', 'The `audit` table takes table-level locks during archival.'],
      ['The `frontend` package is published as ES modules.', 'The `cli` package is published as CommonJS.'],
      ['The `reports` bucket has Block Public Access on.', 'The `assets` bucket is public.'],
      ['Checkout transactions run at serializable isolation.', 'Reporting queries run at read committed.'],
      ['Audio in the podcast export is encoded at constant bitrate.', 'Video in the podcast export is encoded at variable bitrate.'],
      ['`fetchRates()` in `rates.py` is deterministic.', '`pickMirror()` in `rates.py` is random.'],
      // A synchronisation named `ErpSync` or `userSync` is no synchronous call.
      ['`Acme_ErpSync` exports orders to the ERP through a queue consumer.', 'Order exports to the ERP are asynchronous.'],
      // A switch turned off on the command line names what it turns off; two parts of one owner are two things.
      ['The image is built with `--no-cache`.', 'BuildKit is enabled for the image.'],
      ['The firmware for the soil sensors is built with `-fno-exceptions`.', 'RTTI is enabled in the soil sensor firmware.'],
      ["The print queue's job store is durable across the three nodes.", "The print queue's usage counters are in-memory."],
      // Nightly incremental and weekly full backups are one scheme.
      ['The nightly backup of the `crm` database is incremental.', 'The weekly `crm` backup is a full backup.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, `${older} / ${newer}`).toBe(false);
    }
  });

  it('reads states of models, pages, images, walks and stores, and leaves other subjects apart', () => {
    for (const [older, newer] of [
      ['Fine-tuning of the `summarizer` model runs in mixed precision (bf16).', 'The `summarizer` fine-tuning runs in full precision (fp32).'],
      ['The `Scorer` module is in eval mode when the nightly job scores leads.', 'The nightly lead-scoring job leaves `Scorer` in train mode, so dropout is active.'],
      ['The product pages are rendered at the edge.', 'Product pages are rendered at the origin on every request.'],
      ['The icon set in `assets/icons` is raster (PNG at 1x, 2x, 3x).', 'The icons in `assets/icons` are vector, drawn from SVG at any size.'],
      ['The tree walker in `fs/walk.go` is recursive.', '`fs/walk.go` walks the tree iteratively with an explicit stack.'],
      ['The public API is HTTPS-only.', 'The public API also serves plain HTTP on port 80.'],
      ['The order history is event-sourced.', 'Order history is CRUD-style: each order row is updated in place.'],
    ] as const) {
      expect(contradicts(older, newer), `${older} / ${newer}`).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
    for (const [older, newer] of [
      ['Fine-tuning of the `summarizer` model runs in mixed precision (bf16).', 'Evaluation of the `ranker` model runs in full precision.'],
      ['The product pages are rendered at the edge.', 'The checkout pages are rendered at the origin.'],
      ['The icon set in `assets/icons` is raster (PNG at 1x, 2x, 3x).', 'The illustrations in `assets/art` are vector.'],
      ['The tree walker in `fs/walk.go` is recursive.', 'The glob matcher in `fs/glob.go` is iterative.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, `${older} / ${newer}`).toBe(false);
    }
  });

  it('reads a state said in a "so" clause as said of what the first clause is about', () => {
    expect(contradicts('The `sku` column on `products` is case-sensitive.', '`products.sku` is a `citext` column, so lookups on it are case-insensitive.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Coupon codes are generated deterministically from the campaign id.', 'Coupon codes are drawn from a random pool, so the output is non-deterministic.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The `sku` column on `products` is case-sensitive.', '`orders.note` is a `citext` column, so lookups on it are case-insensitive.').contradicts).toBe(false);
    expect(contradicts('Coupon codes are generated deterministically from the campaign id.', 'Gift card numbers are drawn from a random pool, so the output is non-deterministic.').contradicts).toBe(false);
  });

  it('reads "polls" as the polled state only as the clause\'s verb', () => {
    expect(contradicts('The SPI driver in `drivers/spi.c` is interrupt-driven.', '`drivers/spi.c` polls the DMA status register in a loop.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The SPI driver in `drivers/spi.c` is interrupt-driven.', '`drivers/i2c.c` polls the status register in a loop.').contradicts).toBe(false);
    expect(contradicts('The SPI driver in `drivers/spi.c` is interrupt-driven.', 'The polls in `drivers/spi.c` are counted in a debug register.').contradicts).toBe(false);
  });

  it('reads a name the other side spells its own way as the same subject', () => {
    expect(contradicts('`PaymentGateway.charge()` is synchronous and waits for the bank.', 'charge() in `payment_gateway.rb` is async; it enqueues a job.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The `--dry-run` flag on `release.sh` is required.', '`-DryRun` in release.sh is optional.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    // Two functions of one gateway.
    expect(contradicts('`PaymentGateway.charge()` is synchronous and waits for the bank.', '`PaymentGateway.refund()` is async; it enqueues a job.').contradicts).toBe(false);
  });
});

// A state word that names a kind before a noun ("an internal endpoint") is a state after a state verb; "declared as",
// "marked as", "registered as" say what a thing is just as "is" does.
describe('a state after "declared as", "marked as"', () => {
  it('reads the state of what a thing is declared or marked as, and leaves a sibling name alone', () => {
    expect(contradicts('The `ferry-quotes` endpoint is public.', '`ferry-quotes` is declared as an internal endpoint in `routes.yaml`.').kind).toBe('antonym');
    expect(contradicts('The `harvest_log` table is permanent.', '`harvest_log` is marked as a temporary table by the nightly import.').kind).toBe('antonym');
    expect(contradicts('The `ferry-quotes` endpoint is public.', '`ferry-admin` is declared as an internal endpoint in `routes.yaml`.').contradicts).toBe(false);
    expect(contradicts('The `harvest_log` table is permanent.', '`harvest_staging` is marked as a temporary table by the nightly import.').contradicts).toBe(false);
    // "used as" is no such verb: "the table is used as a temporary store" says what it is for.
    expect(contradicts('The `harvest_log` table is permanent.', '`harvest_log` is used as a temporary scratch area during imports.').contradicts).toBe(false);
  });
});

// A passive participle after "is" says how the subject was made or set up, and a state after it is the subject's, as
// after "is" alone (recall-74): "is created per screen", "are published private". Not after "used": "is used per
// scene" says what it is for. In the active voice, a state ending the clause after the verb and its object says how
// the verb is done to it: "sends its wave readings unreliable".
describe('a state after a passive participle', () => {
  it('reads the state of what a thing is created, built or published as, and leaves another subject alone', () => {
    expect(contradicts('The `TicketPrinter` service is a singleton shared by the whole kiosk.', '`TicketPrinter` is created per session; each customer gets a fresh printer object.').kind).toBe('antonym');
    expect(contradicts('The tide chart tiles are public.', 'The tide chart tiles are published private to harbour pilots.').kind).toBe('antonym');
    expect(contradicts('Seed bank inventory exports are structured.', 'Seed bank inventory exports are written unstructured, as free text.').kind).toBe('antonym');
    expect(contradicts('The `BoilerClient` in the brewery app is a singleton.', '`BoilerClient` is built per scene in the brewery app.').kind).toBe('antonym');
    expect(contradicts('The `TicketPrinter` service is a singleton shared by the whole kiosk.', '`ReceiptFormatter` is created per session; each customer gets a fresh formatter.').contradicts).toBe(false);
    expect(contradicts('The tide chart tiles are public.', 'The berth schedule tiles are published private to harbour pilots.').contradicts).toBe(false);
    expect(contradicts('The `BoilerClient` in the brewery app is a singleton.', '`BoilerClient` is used per scene in the brewery app\'s debug overlay.').contradicts).toBe(false);
  });

  it('reads a state ending the clause after a verb and its object', () => {
    expect(contradicts('Buoy wave readings are sent as reliable messages.', 'The buoy firmware sends its wave readings unreliable, over LoRa.').kind).toBe('antonym');
    expect(contradicts('The planetarium show files are public.', 'The planetarium app keeps its show files private.').kind).toBe('antonym');
    expect(contradicts('Buoy wave readings are sent as reliable messages.', 'The buoy firmware sends its status pings unreliable, over LoRa.').contradicts).toBe(false);
  });
});

// Two states of two things (recall-74): a scope set off before the clause that the other text never names ("During the
// pilot, …") is a case of its own; plain words both write before each side's own noun ("Harbour crane camera
// snapshots" / "Harbour crane camera maintenance logs") name an area of two things, and the state's participle and a
// place both send the thing to ("are stored … on the yard server") do not name what the state is of.
describe('opposite states of two things that share words', () => {
  it('leaves a fronted scope and two things of one area apart, and keeps the same thing found', () => {
    expect(contradicts('Parcel locker door events are delivered synchronously to the courier app.', 'During the pilot, parcel locker door events are delivered asynchronously through a queue.').contradicts).toBe(false);
    expect(contradicts('Parcel locker door events are delivered synchronously to the courier app.', 'Parcel locker door events are delivered asynchronously through a queue.').kind).toBe('antonym');
    expect(contradicts('In production, parcel locker door events are delivered synchronously.', 'Parcel locker door events in production are delivered asynchronously through a queue.').kind).toBe('antonym');
    expect(contradicts('Harbour crane camera snapshots are stored encrypted on the yard server.', 'Harbour crane camera maintenance logs are stored unencrypted on the yard server.').contradicts).toBe(false);
    expect(contradicts('Harbour crane camera snapshots are stored encrypted on the yard server.', 'The yard server stores harbour crane camera snapshots unencrypted.').kind).toBe('antonym');
    expect(contradicts('Seed bank inventory exports are structured.', 'Seed bank donor notes are written unstructured, as free text.').contradicts).toBe(false);
  });
});

// "streams" as the clause's verb before its object is the streamed state (recall-85), read against "batched",
// "buffers the whole", "in one response": the state is what the verb does to its object, so the other side must be
// about the verb's doer or its object, and not narrow the doer's head with a word of its own (subject.ts verbStateApart).
describe('a state written as the verb "streams"', () => {
  it('meets batching of the same thing and leaves another thing or another doer apart', () => {
    expect(contradicts('The ferry tracker streams position fixes to the harbour office.', 'Position fixes are batched by the ferry tracker and sent every ten minutes.').kind).toBe('antonym');
    expect(contradicts('The kiln controller buffers the whole firing log and uploads it in one batch.', 'The kiln controller streams firing temperatures to the studio tablet.').kind).toBe('antonym');
    expect(contradicts('The ferry tracker streams position fixes to the harbour office.', 'Engine alarms are batched by the ferry tracker and sent every ten minutes.').contradicts).toBe(false);
    expect(contradicts('The ferry tracker streams position fixes to the harbour office.', 'The cargo tracker buffers the whole manifest and uploads it in one batch.').contradicts).toBe(false);
    expect(contradicts('The ferry tracker streams position fixes to the harbour office.', "The ferry tracker's billing export is a nightly batch job.").contradicts).toBe(false);
  });

  it('reads "streams X and never buffers" as one state, said twice', () => {
    expect(contradicts('The `/tiles` endpoint streams PNGs and never buffers the whole sheet.', 'The `/tiles` endpoint streams PNGs.').contradicts).toBe(false);
    expect(contradicts('The `/tiles` endpoint streams PNGs and never buffers the whole sheet.', 'The `/tiles` endpoint buffers the whole sheet.').contradicts).toBe(true);
  });

  it('reads a path by its file: `tiles/job.py` is a job, not the tiles', () => {
    expect(contradicts('The `/tiles` endpoint streams PNGs to the viewer.', '`tiles/job.py` calls the renderer with `streaming=False`.').contradicts).toBe(false);
  });

  it('reads "streams" as a noun as no state', () => {
    expect(contradicts('The ingest service reads two Kafka streams.', 'The ingest service is a nightly batch job.').contradicts).toBe(false);
  });

  it('reads "shows X" / "hides X" as a state of X, not when done at a moment, and reads "settings" before a noun as no verb', () => {
    expect(contradicts('The receipt email shows the card brand.', 'The receipt email hides the card brand.')).toMatchObject({ contradicts: true });
    expect(contradicts('The debug toolbar is visible in staging.', 'The staging build hides the debug toolbar.')).toMatchObject({ contradicts: true });
    // Another object; an action at a moment; two screens of one kiosk.
    expect(contradicts('The receipt email shows the card brand.', 'The receipt email hides the billing address.').contradicts).toBe(false);
    expect(contradicts('The editor shows the save banner.', 'The editor hides the save banner after 2 seconds.').contradicts).toBe(false);
    expect(contradicts('The kiosk home screen hides the admin menu.', 'The kiosk settings screen shows the admin menu.').contradicts).toBe(false);
  });
});
