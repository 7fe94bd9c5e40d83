// Pairs written the way another author writes: names with and without backticks, a reason
// after the claim, other words around the same quantity. Each mechanism has a pair it must
// catch and, where it could over-reach, a pair it must leave alone.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);
const words = (r: ReturnType<typeof compare>) => [...r.triggers.older, ...r.triggers.newer].map((w) => w.toLowerCase());

describe('names written another way are one name', () => {
  it('reads `PaymentGateway` and PaymentGateway, `client.close()` and client.close() as the same name', () => {
    const r = compare('Checkout tests should stub `InventoryClient`.', "Checkout tests shouldn't stub InventoryClient; the stub hides real timeout behaviour.");
    expect(r).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(r.triggers).toEqual({ older: ['should'], newer: ["shouldn't"] });
    expect(compare('You should call `pool.release()` after every query in `lib/db.js`.', "You shouldn't call pool.release() after each query in lib/db.js — the driver releases it.").kind).toBe('modality');
  });

  it('reads a qualified name (cache.Store) as the name in its package (`Store` in package `cache`)', () => {
    const r = compare('The `Store` type in package `cache` is exported.', 'cache.Store is unexported; callers go through cache.New().');
    expect(r).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(words(r)).toEqual(['exported', 'unexported']);
  });

  it("drops a possessive from a path (pkg/log's logger) and joins split words (source maps / sourcemaps)", () => {
    expect(compare('The `billing` worker\'s logger is stateless.', "billing's logger is stateful: it caches the last 100 entries.").kind).toBe('antonym');
    expect(compare('`npm run build` uploads sourcemaps to Sentry.', "npm run build doesn't upload source maps anymore, that moved to the release job").kind).toBe('polarity');
  });

  it('reads British and American spellings and common abbreviations alike', () => {
    expect(compare('Sentry is initialized in `src/main.tsx`.', "Sentry isn't initialised in src/main.tsx anymore.").contradicts).toBe(true);
    expect(compare('The `beta_search` flag is enabled in production.', 'beta_search is switched off in prod.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });
});

describe('"and" before a subject with a verb of its own starts a second statement', () => {
  it('reads each statement on its own: "was rewritten and spell check is disabled", "moved to X and `y` was deleted"', () => {
    expect(compareDiscoveries('Spell check is enabled in the comment box.', 'The comment box was rewritten in Lexical and spell check is disabled there.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compareDiscoveries('Builds run on Travis CI.', 'Builds moved to Buildkite and the `.travis.yml` file was deleted.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('does not carry the second statement\'s state or negation over to the first, nor split a list of subjects', () => {
    expect(compareDiscoveries('Autosave is on in the editor.', 'Autosave is on in the editor and the draft list is disabled.').contradicts).toBe(false);
    expect(compareDiscoveries('Spell check is enabled in the comment box.', 'The comment box was rewritten in Lexical and spell check is disabled in the title field.').contradicts).toBe(false);
    expect(compareDiscoveries('The `orders` and the `refunds` tables are append-only.', 'The `orders` table is updated in place.').contradicts).toBe(true);
    // "each one lives on a single node, there's no cluster sharding": the denial is the second statement's only.
    expect(compareDiscoveries("Account actors aren't sharded — each one lives on a single node, there's no cluster sharding in the service.", 'order-service runs as a single node and `ClusterSharding(system).init(...)` is never called.').contradicts).toBe(false);
  });
});

describe('the claim, not its reason, decides the subject', () => {
  it('ignores a reason after ";", "—" or ", it …" when deciding whether two claims are about the same thing', () => {
    expect(compare('The exporter opens `events.db` in read-only mode.', 'exporter opens events.db read-write, it writes a checkpoint table back').kind).toBe('antonym');
    expect(compare('`flushQueue()` in `src/queue.ts` is synchronous.', 'flushQueue() is async now, callers have to await it.').kind).toBe('antonym');
    expect(compare('The search service caches results in Redis.', "The search service isn't caching results anymore; Redis was too slow.").kind).toBe('polarity');
  });

  it('finds a contradiction stated after a comma that starts a second statement', () => {
    const r = compare('User avatars are written to `/srv/avatars`.', "avatars go to s3://acme-avatars now, /srv/avatars isn't used anymore");
    expect(r).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(r.triggers.newer).toContain('/srv/avatars');
  });

  it('reads "X won\'t … unless Y" as a requirement that agrees with "do Y before X"', () => {
    expect(compare('Run `make seed` before starting the API.', "the API won't start cleanly unless you've run make seed first").contradicts).toBe(false);
  });
});

describe('same subject: what the claims are about, not how many words they use', () => {
  it('compares a quantity worded differently around the same name', () => {
    const r = compare('`src/client.ts` retries a failed call 2 times.', 'The retry wrapper in src/client.ts gives up after 4 retries.');
    expect(r).toMatchObject({ contradicts: true, kind: 'value' });
    expect(r.triggers).toEqual({ older: ['2 times'], newer: ['4 retries'] });
  });

  it('tells subjects apart by the word in the same place: "billing job" / "email sender", "smoke tests" / "unit tests"', () => {
    expect(compare('The billing job retries 3 times.', 'The email sender retries 5 times.').contradicts).toBe(false);
    expect(compare('The smoke tests need a running Redis.', "Unit tests don't need Redis anymore.").contradicts).toBe(false);
    expect(compare('Sessions are stored in Redis.', 'Sessions are not stored in cookies.').contradicts).toBe(false);
  });

  it('does not take a negation of something narrower or of someone else as a contradiction', () => {
    // What the negation is done to, its restriction, and whose doing it is.
    expect(compare('The worker pool scales between 2 and 8 workers.', 'The worker pool does not scale the database.').contradicts).toBe(false);
    expect(compare('Invoices are emailed through SES.', 'Invoices are never emailed to unverified addresses.').contradicts).toBe(false);
    expect(compare('Images are served through signed URLs.', 'The app server does not serve images.').contradicts).toBe(false);
  });
});

describe('vocabulary other writers use', () => {
  it('knows exported/unexported, internal-only/publicly reachable, client-side/server-side', () => {
    expect(words(compare('The `/debug/pprof` endpoint is internal-only.', '/debug/pprof is publicly reachable through the ingress.'))).toEqual(['internal-only', 'publicly reachable']);
    expect(words(compare('Avatars are resized client-side before upload.', 'Avatars are resized server-side in the upload handler.'))).toEqual(['client-side', 'server-side']);
  });

  it('reads "exported with StatsD" as sending data, and "is on ClickHouse" as a place, not a state', () => {
    expect(compare('Metrics are exported with StatsD.', 'The `/metrics` endpoint is internal-only.').contradicts).toBe(false);
    expect(compare('Analytics is disabled in staging.', 'The analytics warehouse is on ClickHouse.').contradicts).toBe(false);
  });

  it('reads "backs off" at the end of a clause as a phrasal verb, not as a state "off"', () => {
    // The README's own examples of anchor-changed and touched evidence, written one after the other.
    expect(compare('`MAX_RETRIES` in `src/http.ts` is 3', '`retry()` in `src/http.ts` backs off').contradicts).toBe(false);
    expect(compare('The retry logic is on.', 'The retry logic backs off.').contradicts).toBe(false);
    // A noun before the state still takes it: "the access log off", "persistence off".
    expect(compare('nginx has the access log on.', 'nginx has the access log off.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The cache has persistence on.', 'The cache has persistence off.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('knows removals written as notes ("Docusaurus removed", "was ripped out", "swapped X for Y", "moved out of X into Y")', () => {
    expect(compare('The docs site is built with Hugo.', 'Docs migrated to VitePress; Hugo removed.').kind).toBe('substitution');
    expect(compare('HTTP calls in the iOS app go through Alamofire.', 'iOS networking is URLSession now; Alamofire was ripped out last sprint.').kind).toBe('substitution');
    expect(compare('The CLI parses flags with `yargs`.', 'cli swapped yargs for commander').kind).toBe('substitution');
    const r = compare('All pages are defined in `src/pages/`.', 'Pages were moved out of src/pages/ into src/app/ during the router migration.');
    expect(r).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(r.reason).toContain('now src/app/');
  });
});

describe('quantities written another way', () => {
  it('reads a port without the word "port" ("listens on 5173") and a timeout after a "file:" label', () => {
    expect(compare('The admin app runs on port 4000.', 'Admin app listens on 4100 now.')).toMatchObject({ kind: 'value', triggers: { older: ['port 4000'], newer: ['port 4100'] } });
    const r = compare('The gRPC client timeout in `src/rpc.ts` is 20 s.', 'src/rpc.ts: call timeout set to 5000 ms.');
    expect(r).toMatchObject({ contradicts: true, kind: 'value' });
    expect(r.reason).toContain('(20 s vs 5 s)');
  });

  it('reads a port as the object of "binds" or "exposes", not a count ("binds 2 workers")', () => {
    expect(compare('The admin app listens on port 4000.', 'The admin app binds 4100.')).toMatchObject({ kind: 'value', triggers: { older: ['port 4000'], newer: ['port 4100'] } });
    expect(compare('The worker image exposes port 8080.', 'The worker image exposes 9090 now.').kind).toBe('value');
    expect(compare('The admin app listens on port 4000.', 'The admin app binds 4100 sockets.').contradicts).toBe(false);
  });

  it('compares a rate without a counted noun with one that has it, and names both per hour', () => {
    const r = compare('The geocoding API allows 50/hour.', 'The geocoding API lets us make 500 requests an hour.');
    expect(r).toMatchObject({ contradicts: true, kind: 'value' });
    expect(r.reason).toContain('(50/hour vs 500/hour)');
  });

  it('reads conns as connections, and "caps the pool at" as the pool size', () => {
    expect(compare('Redis pool size in `cache/pool.go` is 16 connections.', 'cache/pool.go caps the pool at 64 conns').kind).toBe('value');
    expect(compare('Redis pool size in `cache/pool.go` is 16 connections.', 'cache/pool.go caps the pool at 16 conns').contradicts).toBe(false);
  });
});

describe('names and settings written as notes', () => {
  it('reads "A→B" and "=" as punctuation, and "outside of" as "not in"', () => {
    expect(words(compare('The www→apex redirect is enabled in `caddy/Caddyfile`.', 'In caddy/Caddyfile the www to apex redirect is disabled.'))).toEqual(['enabled', 'disabled']);
    expect(compare('Jobs in `workers/` are not wrapped in a transaction.', 'worker jobs run outside of a transaction').contradicts).toBe(false);
  });

  it('finds a general subject ("objects", "query param", "Code in …") through the word that specifies it', () => {
    expect(compare('`Invoice` objects are immutable once issued.', 'Invoice instances are mutable — the dunning job edits them in place.').kind).toBe('antonym');
    expect(compare('The `--profile` flag is required for `acmectl login`.', '--profile on acmectl login is optional, defaults to default').kind).toBe('antonym');
  });

  it('does not oppose a negation about another thing of the same kind ("CSRF cookie" / "auth cookie")', () => {
    expect(compare('The auth cookie has a max-age of 30 days.', 'The CSRF cookie is session-scoped with no Max-Age.').contradicts).toBe(false);
  });

  it('finds a file the newer names without its folder, an abbreviation of a name, and "no X gets created"', () => {
    expect(compare('Webhook handlers are defined in `config/webhooks.yaml`.', 'webhooks.yaml is gone. Handlers are registered in code now.').kind).toBe('substitution');
    const r = compare('The chart creates a HorizontalPodAutoscaler for the worker.', 'no HPA gets created for the worker by the chart');
    expect(r).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(r.triggers.newer).toContain('no');
  });

  it('reads a command as what it runs: "npm" and "run" do not make `npm run build` the type checks', () => {
    expect(compare('Type checks run with `tsc --noEmit`.', '`npm run build` skips type-checking; use `npm run typecheck` for that.').contradicts).toBe(false);
    expect(compare('Run `make proto` before building.', "there's no need to run make proto before a build").kind).toBe('modality');
  });
});

describe('values in settings and unit-words', () => {
  it('takes the unit and the limit from a setting name (MAX_AVATAR_BYTES = 5242880, SESSION_TTL_SECONDS = 7200)', () => {
    const r = compare('Max avatar size is 2 MB (`MAX_AVATAR_BYTES` in `config/limits.py`).', 'config/limits.py has MAX_AVATAR_BYTES = 5242880, i.e. 5 MiB.');
    expect(r).toMatchObject({ contradicts: true, kind: 'value' });
    expect(r.reason).toContain('(2 MiB vs 5 MiB)');
    expect(compare('Sessions expire after 1 hour.', 'SESSION_TTL_SECONDS = 7200').reason).toContain('(1 h vs 2 h)');
    expect(compare('Sessions expire after 2 hours.', 'SESSION_TTL_SECONDS = 7200').contradicts).toBe(false);
  });

  it('reads "a 256-bit key", and a minimum named after the value ("Python 3.12 is the minimum")', () => {
    expect(compare('Webhook payloads are signed with a 256-bit HMAC key.', 'The HMAC key for webhook payloads is 512 bits.').kind).toBe('value');
    expect(compare('Minimum Python version for the repo is 3.10.', 'Python 3.12 is the minimum supported version.').kind).toBe('value');
  });

  it('reads a bare number after a setting name written in prose (lock_timeout = 5000, keepalive_timeout is 75) as that setting', () => {
    expect(compare('The Postgres lock timeout is 10 seconds.', 'Postgres lock_timeout = 5000.').kind).toBe('value');
    expect(compare('nginx keepalive timeout is 65s.', 'nginx keepalive_timeout is 75.').kind).toBe('value');
    // The same duration in milliseconds or seconds is no change.
    expect(compare('The Postgres lock timeout is 5 seconds.', 'Postgres lock_timeout = 5000.').contradicts).toBe(false);
    expect(compare('nginx keepalive timeout is 75s.', 'nginx keepalive_timeout is 75.').contradicts).toBe(false);
  });

  it('does not compare two kinds of duration (a timeout and a backoff)', () => {
    expect(compare('The HTTP timeout in `src/http.ts` is 30 s.', 'src/http.ts backoff is exponential: base 200ms, factor 2.').contradicts).toBe(false);
  });
});

describe('more of what another writer leaves implicit', () => {
  it('reads what a negating verb is done to ("skips `/healthz`") and a restriction on the subject ("PRs that touch `infra/`")', () => {
    expect(compare('The `auth` middleware skips `/healthz`.', 'The `auth` middleware checks the JWT signature on every other route.').contradicts).toBe(false);
    expect(compare('PRs need one approval to merge.', 'PRs that touch `infra/` need two approvals.').contradicts).toBe(false);
  });

  it('reads times of day written with a colon, and "bumped to 40 last week" as 40', () => {
    expect(compare('The nightly export runs at 01:00 UTC.', 'The nightly export runs at 03:30 UTC.').kind).toBe('value');
    expect(compare('The nightly export runs at 01:00 UTC.', 'The nightly export runs at 1am UTC.').contradicts).toBe(false);
    expect(compare('The Postgres pool max is 20.', 'pool max for postgres was bumped to 40 last week').triggers).toEqual({ older: ['20'], newer: ['40'] });
  });

  it('reads "20 req/s" as a rate, equal to 1200 per minute', () => {
    expect(compare('The API rate limit is 600 requests per minute.', 'API rate limit: 20 req/s').reason).toContain('(10/s vs 20/s)');
    expect(compare('The API rate limit is 1200 requests per minute.', 'API rate limit: 20 req/s').contradicts).toBe(false);
  });

  it('knows an abbreviation for the words it stands for (CRA / Create React App), and "it" for the subject before', () => {
    expect(compare('The frontend is built with Create React App.', 'The frontend moved from CRA to Vite in March.').kind).toBe('substitution');
    // "returns a promise" states async itself now: the first clause that disagrees is the one reported.
    expect(words(compare('`useAuth()` is a synchronous hook.', "useAuth() returns a promise now — it's async."))).toEqual(['synchronous', 'returns a promise']);
  });

  it('reads public/private as a state after "is", "was made", "is a", and as a kind before a noun', () => {
    expect(compare('The docs bucket is public.', 'The docs bucket was made private.').kind).toBe('antonym');
    expect(compare('Public API rate limit is 100 requests/hour.', 'The internal admin API is limited to 10 requests per second.').contradicts).toBe(false);
  });
});

describe('names written with and without backticks (second external style)', () => {
  it('reads `ledger-api` and an unquoted ledger-api as one subject, but not ledger-api and audit-api', () => {
    expect(compare('`ledger-api` retries webhook deliveries on 5xx', 'ledger-api does NOT retry webhook deliveries at all').kind).toBe('polarity');
    expect(compare('`ledger-api` retries webhook deliveries on 5xx', 'audit-api does not retry webhook deliveries').contradicts).toBe(false);
  });
});

describe('phrasal toggles: "turn on X", "switched off X"', () => {
  it('reads "turn on"/"switched off" before a name as enable/disable, and keeps the subject in view', () => {
    expect(compare('Always enable request tracing in the billing worker', "Don't turn on request tracing in the billing worker, it floods the collector").kind).toBe('modality');
    expect(compare('The nightly export job switched off compression', 'The nightly export job has compression enabled').kind).toBe('antonym');
    expect(compare('Always enable request tracing in the billing worker', "Don't turn on request tracing in the email worker").contradicts).toBe(false);
    expect(compare('Feature flags are evaluated on the edge', 'We turned off the edge cache').contradicts).toBe(false);
  });
});

describe('a light verb whose object is the other side\'s action: "doesn\'t run any type checking"', () => {
  it('reads "run (any) X-ing" as the verb X, and "tsc / any type checking" as alternatives that are all denied', () => {
    expect(compare('The pre-push hook type-checks the workspace', "the pre-push hook doesn't run any type checking").kind).toBe('polarity');
    expect(compare('`make ci` lints the Go code', 'make ci does not run staticcheck / any linting').kind).toBe('polarity');
    // Another action under the same light verb is another claim.
    expect(compare('The pre-push hook type-checks the workspace', "The pre-push hook doesn't run the unit tests").contradicts).toBe(false);
    expect(compare('`make ci` lints the Go code', 'make ci does not run gofmt / any formatting').contradicts).toBe(false);
  });
});

describe('verbs that deny any dealing with something, and verbs written two ways', () => {
  it('reads "never touches X", "does not hit X" as denying every more specific verb on X', () => {
    expect(compare('The smoke suite talks to the staging Postgres', 'The smoke suite never touches the staging Postgres').kind).toBe('polarity');
    expect(compare('`/readyz` queries Redis before answering', '/readyz does not touch Redis at all').kind).toBe('polarity');
    // Another object is another claim.
    expect(compare('`/readyz` queries Redis before answering', '/readyz does not touch Postgres').contradicts).toBe(false);
  });

  it('reads "spins up" as "starts" and "relies on" as "depends on"', () => {
    expect(compare('`make e2e` spins up a Kafka broker', "make e2e doesn't start any Kafka broker").kind).toBe('polarity');
    expect(compare('The importer relies on libvips', 'the importer does not depend on libvips anymore').contradicts).toBe(true);
    expect(compare('`make e2e` spins up a Kafka broker', "make e2e doesn't seed the Kafka broker").contradicts).toBe(false);
  });
});

describe('settings switched on or off in config syntax', () => {
  it('reads `key.enabled=false`, `KEY: true`, "key = off" as the state of what the key names', () => {
    expect(compare('Response compression is enabled in the gateway', 'gateway.compression.enabled=false in gateway.yml').kind).toBe('antonym');
    expect(compare('Rate limiting is turned off for the admin API', '`admin-api.rate-limiting.enabled: true`').kind).toBe('antonym');
    expect(compare('`search.enabled=true` in values.yaml', 'search.enabled=false in values.yaml').kind).toBe('antonym');
    expect(compare('Autovacuum is enabled on the reporting DB', 'autovacuum = off on the reporting db').kind).toBe('antonym');
  });

  it('does not oppose another key, nor a setting that only says how the state is reached', () => {
    expect(compare('Response compression is enabled in the gateway', 'gateway.tracing.enabled=false in gateway.yml').contradicts).toBe(false);
    expect(compare('Telemetry is disabled in CI', 'Telemetry is disabled in CI by setting TELEMETRY_ENABLED=false').contradicts).toBe(false);
    expect(compare('The consumer acks messages by hand', 'consumer acks by hand (auto.ack.enabled=false in consumer.yaml)').contradicts).toBe(false);
  });
});

describe('values written the way config and terse notes write them', () => {
  it('reads ":9090" as a port, lower-case "go 1.22" as the Go version, and "key: <number> …" as one statement', () => {
    expect(compare('The admin UI is served on port 8081', 'admin UI listens on :9090').kind).toBe('value');
    expect(compare('The CLI is built with Go 1.20', 'cli go.mod: go 1.22').kind).toBe('value');
    expect(compare('Upload limit: 25 MB per file for free accounts', 'the upload limit per file is 100 MB for free accounts').kind).toBe('value');
  });

  it('still needs the same subject around the value', () => {
    expect(compare('The admin UI is served on port 8081', 'the metrics sidecar listens on :9090').contradicts).toBe(false);
    expect(compare('The CLI is built with Go 1.20', 'the CLI requires git 2.40').contradicts).toBe(false);
    expect(compare('Upload limit: 25 MB per file for free accounts', 'Download limit is 100 MB per file').contradicts).toBe(false);
  });
});

describe('antonyms in compounds and verbs of permission', () => {
  it('reads "thread-unsafe" against "thread-safe" (not against "type-safe"), "denies" against "allows"', () => {
    expect(compare('`RateLimiter` is thread-safe', 'RateLimiter is thread-unsafe, wrap it in a mutex').kind).toBe('antonym');
    expect(compare('`RateLimiter` is thread-safe', 'RateLimiter is type-unsafe').contradicts).toBe(false);
    expect(compare('The bucket policy allows public reads', 'the bucket policy denies public reads').kind).toBe('antonym');
    expect(compare('The bucket policy allows public reads', 'the bucket policy denies public writes').contradicts).toBe(false);
  });

  it('reads a hyphenated "non-" word against the plain word, not against itself', () => {
    expect(compare('The import job is retryable.', 'The import job is non-retryable; a failed run must be restarted by hand.').kind).toBe('antonym');
    expect(compare('The cache layer is transactional.', 'The cache layer is non-transactional.').kind).toBe('antonym');
    expect(compare('The cache layer is non-transactional.', 'The cache layer is non-transactional and in memory.').contradicts).toBe(false);
    expect(compare('The cache layer is transactional.', 'The queue is non-transactional.').contradicts).toBe(false);
  });
});

describe('a change noted with an arrow', () => {
  it('reads "router: X -> Y" (no verb) as X replaced by Y, but not "redirects X -> Y"', () => {
    expect(compare('The mobile app stores tokens in SharedPreferences', 'mobile app token storage: SharedPreferences -> EncryptedSharedPreferences').kind).toBe('substitution');
    expect(compare('CLI arg parsing uses structopt', 'structopt -> clap 4 derive for arg parsing').kind).toBe('substitution');
    expect(compare('nginx serves plain HTTP on port 80', 'nginx redirects HTTP -> HTTPS').contradicts).toBe(false);
    expect(compare('HTTP routing in api-gateway uses chi', 'api-gateway router: gorilla/mux -> chi').contradicts).toBe(false);
  });
});

describe('a value whose subject the newer names another way', () => {
  it('matches a counted key against the words of the other side ("`max_workers: 4`" / "runs 8 workers")', () => {
    expect(compare('The importer retries a failed upload 2 times.', 'importer config has `upload_retries: 6` for failed uploads').kind).toBe('value');
    expect(compare('The prod web tier keeps at least 3 instances.', 'prod web tier `min_instances = 5`').kind).toBe('value');
    expect(compare('The importer retries a failed upload 2 times.', 'the importer spawns 6 workers for failed uploads').contradicts).toBe(false);
  });

  it('reads a dotted name (`PdfRenderer.Timeout`) as also naming its compound segment (`PdfRenderer`)', () => {
    expect(compare('The `PdfRenderer` timeout for invoices is 20 seconds.', 'Invoice PdfRenderer.Timeout is set to 90000 ms.').kind).toBe('value');
    expect(compare('The `PdfRenderer` timeout for invoices is 20 seconds.', 'Invoice ImageRenderer.Timeout is set to 90000 ms.').contradicts).toBe(false);
  });

  it('reads a unitless setting (`EXPORT_TIMEOUT = 1200`) against a duration, in seconds unless another unit makes them equal', () => {
    expect(compare('The nightly export timeout is 10 minutes.', 'nightly job has `EXPORT_TIMEOUT = 1200`').kind).toBe('value');
    expect(compare('The nightly export timeout is 10 minutes.', '`export_timeout_ms: 900000` for the nightly job').kind).toBe('value');
    expect(compare('The nightly export timeout is 10 minutes.', 'nightly job has `EXPORT_TIMEOUT = 600`').contradicts).toBe(false);
    expect(compare('The nightly export timeout is 10 minutes.', 'nightly export job has `EXPORT_BATCH = 1200`').contradicts).toBe(false);
  });
});

describe('other ways to say something is not needed', () => {
  it('reads "don\'t bother running X" and "no need for X" as needn\'t, and the verb after "bother" as the verb', () => {
    expect(compare('Always run the linter before you push.', "Don't bother running the linter before you push, CI does it.").kind).toBe('modality');
    expect(compare('You need a staging deploy before every release.', 'No need for a staging deploy before a release; canaries cover it.').kind).toBe('modality');
    expect(compare('Always run the linter before you push.', "Don't bother the reviewers before you push.").contradicts).toBe(false);
    expect(compare('You need a staging deploy before every release.', 'No need for a changelog entry before a release.').contradicts).toBe(false);
  });
});

describe('a move that names only where the subject went', () => {
  it('reads "X moved to B" against "X runs on A" (a relation that holds one thing at a time)', () => {
    const r = compare('Nightly builds run on TeamCity.', 'Nightly builds moved over to Buildkite last spring.');
    expect(r).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(r.reason).toContain('TeamCity');
    expect(compare('Session data is stored in Memcached.', 'Session data was migrated to Redis Cluster.').kind).toBe('substitution');
  });

  it('leaves relations that hold many things, moves to a folder, and moves that name the old place too', () => {
    expect(compare('The billing service uses Stripe.', 'The billing service moved to Kubernetes.').contradicts).toBe(false);
    expect(compare('Docs are generated with Sphinx.', 'Docs moved to `site/docs/`.').contradicts).toBe(false);
    expect(compare('Nightly builds run on TeamCity.', 'Nightly builds moved to the new TeamCity agents.').contradicts).toBe(false);
    expect(compare('Nightly builds run on TeamCity.', 'Release notes moved to Notion.').contradicts).toBe(false);
  });
});
