import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('compareDiscoveries: polarity', () => {
  it('catches a newer discovery that negates the older, and names the words', () => {
    const r = contradicts('The `build` script requires Docker to be running.', '`npm run build` no longer requires Docker.');
    expect(r).toMatchObject({ contradicts: true, kind: 'polarity', relation: 'contradiction' });
    expect(r.triggers.newer).toContain('no longer');
    expect(r.reason).toContain('docker');
  });

  it('catches the older being the negative one ("is not versioned" / "is now versioned")', () => {
    expect(contradicts('The API is not versioned.', 'The API is now versioned under /v1/.').contradicts).toBe(true);
  });

  it('scopes a contrast to its fragment: "use vitest, not jest" agrees with "use vitest"', () => {
    expect(contradicts('Tests use vitest.', 'Tests use vitest, not jest.')).toMatchObject({ contradicts: false, relation: 'related' });
    expect(contradicts('Tests use vitest, not jest.', 'We run the test suite with Vitest (jest isn\'t installed).').contradicts).toBe(false);
  });

  it('reads "there\'s no X" as denying X, whatever the clause began with', () => {
    expect(contradicts('The importer retries failed rows.', "Uploads are parsed in one pass and there's no retry anywhere in the importer.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    // What is denied must still be what the older claims.
    expect(contradicts('The importer retries failed rows.', "Uploads are parsed in one pass and there's no progress bar in the importer.").contradicts).toBe(false);
  });

  it('does not oppose two negatives about different things', () => {
    expect(contradicts("Don't use jest in new packages.", "Don't use mocha in new packages either.").contradicts).toBe(false);
  });

  it('reads another general verb of the same kind on the same named thing as the same claim', () => {
    expect(contradicts('The service publishes `order.created` events.', "The service doesn't emit `order.created`.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(contradicts('Every migration must add a `down` step.', "Don't write `down` steps in migrations.")).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps a negated operation apart from another operation on the same named thing', () => {
    for (const [older, newer] of [
      ['The gateway rate-limits `/api/search`.', 'The gateway does not cache `/api/search`.'],
      ['CI lints `src/legacy/`.', 'CI does not type-check `src/legacy/`.'],
      ['The CLI reads credentials from `~/.netrc`.', 'The CLI does not write to ~/.netrc.'],
      ['The app reads `config.yml` at startup.', 'The app does not create `config.yml`.'],
      ['The worker registers `cleanupTask`.', "The worker doesn't run `cleanupTask` on startup."],
    ]) {
      expect(contradicts(older!, newer!).contradicts, newer).toBe(false);
    }
  });

  it('does not take a negation about something the older never said as a contradiction', () => {
    expect(contradicts('The billing worker runs every 5 minutes.', 'The billing worker does not run on weekends.').contradicts).toBe(false);
    expect(contradicts('Images are stored in the `media` bucket.', 'The `media` bucket is not public; images are served through signed URLs.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: "stopped V-ing" says the action ended', () => {
  it('reads "stopped sending X" as "no longer sends X", whatever verb the older used for it', () => {
    const r = contradicts('Signing up triggers a welcome email from the Rails app.', 'FYI sign-up stopped sending the welcome email; marketing sends it from Customer.io now.');
    expect(r).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(r.triggers.newer).toContain('stopped');
    expect(contradicts('The nightly job publishes a usage report.', 'The nightly job ceased publishing the usage report in March.').contradicts).toBe(true);
  });

  it('leaves another action stopped, and something else stopped beside a kept action, alone', () => {
    expect(contradicts('The worker retries failed jobs.', 'The worker stopped logging failed jobs.').contradicts).toBe(false);
    expect(contradicts('Signing up sends a welcome email.', 'Sign-up stopped sending an SMS; the welcome email still goes out.').contradicts).toBe(false);
    expect(contradicts('The test container is started and stopped in its teardown.', 'The test container is started once per suite.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: a name after "to" is a destination, not a verb', () => {
  it('reads "no longer writes reports to the archive bucket" against "archives every report to GCS"', () => {
    expect(contradicts('The export job archives every report to GCS.', 'The export job no longer writes reports to the archive bucket.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(contradicts('The export job uploads every report to S3.', 'The export job no longer writes reports to the upload bucket.').contradicts).toBe(true);
  });

  it('still leaves another action, or another destination, alone', () => {
    expect(contradicts('The export job uploads every report to S3.', 'The export job no longer emails reports to the team.').contradicts).toBe(false);
    expect(contradicts('The export job archives every report to GCS.', 'The export job no longer writes reports to the temp bucket.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: modality', () => {
  it('opposes always and never, must and must not, should and should not on the same subject', () => {
    expect(contradicts('Always run `npm run db:migrate` before starting the API.', 'Never run `db:migrate` before starting the API; it migrates on boot.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Docker images must be built with `--platform linux/amd64`.', 'Docker images must not be built with `--platform linux/amd64` anymore.').kind).toBe('modality');
    expect(contradicts('You should mock `fetch` in unit tests.', "You shouldn't mock fetch in unit tests; hit the test server.").kind).toBe('modality');
  });

  it('leaves modal words about different subjects alone', () => {
    expect(contradicts('Always run migrations before starting the API.', 'Never use `any` in the frontend code.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: values', () => {
  it('compares the same quantity of the same subject after unit normalisation', () => {
    const r = contradicts('Auth tokens expire after 1 hour.', 'Auth tokens now expire after 24 hours.');
    expect(r).toMatchObject({ contradicts: true, kind: 'value' });
    expect(r.triggers).toEqual({ older: ['1 hour'], newer: ['24 hours'] });
    expect(contradicts('The dev server runs on port 3000.', 'The dev server runs on port 5173 since the move to Vite.').kind).toBe('value');
    expect(contradicts('The project requires Node 18.', 'The project requires Node 20 or later.').kind).toBe('value');
  });

  it('compares settings written as values: `main` / `master`, en-US / de-DE', () => {
    expect(contradicts('The default branch is `master`.', 'The default branch is `main`.').kind).toBe('value');
    expect(contradicts('The default locale is en-US.', 'The default locale is de-DE.').kind).toBe('value');
    expect(contradicts('The default locale is en-US.', 'The default locale is en-US, with de-DE as fallback.').contradicts).toBe(false);
  });

  it('reads "key: value" notes and values the newer says are gone ("from 30s to 60s", "was 30s")', () => {
    expect(contradicts('Max DB connections: 100.', 'Max DB connections: 50 (lowered after the RDS downsize).').kind).toBe('value');
    expect(contradicts('The HTTP timeout is 30s.', 'The HTTP timeout was raised from 30s to 60s.')).toMatchObject({ kind: 'value', triggers: { older: ['30s'], newer: ['60s'] } });
    expect(contradicts('The HTTP timeout is 30s.', 'The HTTP timeout is 60s now (was 30s).').kind).toBe('value');
    expect(contradicts('The HTTP timeout is 60s.', 'The HTTP timeout was raised from 30s to 60s.').contradicts).toBe(false);
    expect(contradicts('Go 1.22 is required.', 'We bumped Go from 1.22 to 1.23.').kind).toBe('value');
  });

  it('treats equal values written differently as agreement', () => {
    for (const [older, newer] of [
      ['The HTTP timeout in `src/http.ts` is 30 s.', '`src/http.ts` times out requests after 30000 ms.'],
      ['Upload limit is 10 MB.', 'Uploads larger than 10240 KB are rejected.'],
      ['Webhook signatures older than 5 minutes are rejected.', 'Webhook signatures are rejected when older than 300 seconds.'],
      ['`DB_POOL_MAX` is 20.', '`DB_POOL_MAX` is twenty.'],
      ['The rate limit is 1,000 requests per hour.', 'The rate limit is 1k requests/hour.'],
      ['The nightly backup runs at 02:00 UTC.', 'The nightly backup runs at 2am UTC.'],
    ]) {
      expect(contradicts(older!, newer!), `${older} / ${newer}`).toMatchObject({ contradicts: false });
    }
  });

  it('never compares values of different subjects', () => {
    expect(contradicts('The API listens on port 3000.', 'Postgres listens on port 5432 in `docker-compose.yml`.').contradicts).toBe(false);
    expect(contradicts('Access tokens are valid for 15 minutes.', 'Refresh tokens are valid for 30 days.').contradicts).toBe(false);
    expect(contradicts("The Go server's `ReadTimeout` is 5s.", "The Go server's `WriteTimeout` is 10s.").contradicts).toBe(false);
    expect(contradicts('Jest runs with `maxWorkers: 4` locally.', 'In CI, Jest runs with `maxWorkers: 2`.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: kinds of durations', () => {
  it('reads "after N minutes of inactivity" as an idle timeout, not as a lifetime', () => {
    expect(contradicts('Websocket connections close after 10 minutes of inactivity.', 'The websocket idle timeout is 1 hour.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('Websocket connections close after 10 minutes of inactivity.', 'Websocket connections have a hard lifetime of 1 hour.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: a setting named by its parts', () => {
  it('finds the subject of `maxRetriesCount` or `days-before-delete` in the words of the other side', () => {
    expect(contradicts('maxRetries is 3', 'maxRetriesCount = 5 in config/worker.yml')).toMatchObject({ contradicts: true, kind: 'value' });
    const r = contradicts('The cleanup bot deletes merged branches after 30 days.', 'in .github/cleanup.yml days-before-delete is 7');
    expect(r).toMatchObject({ contradicts: true, kind: 'value' });
    expect(r.reason).toContain('30 d vs 7 d');
  });

  it('still tells two settings apart by the part that says what they are about', () => {
    expect(contradicts('readTimeout is 5s on the proxy.', '`writeTimeoutMs` is 10000 on the proxy.').contradicts).toBe(false);
    expect(contradicts('maxRetries is 3 for the mailer.', '`maxRetryDelayMs` is 5000 for the mailer.').contradicts).toBe(false);
    expect(contradicts("The mailer's maxRetries is 3.", "The notifier's maxRetriesCount = 5").contradicts).toBe(false);
  });

  it('reads a key written as the sentence subject by all its parts, short forms and function words included', () => {
    expect(contradicts('The request sequence length is 512.', '`req_seq_len` is 1024 in the model config.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('The matchmaker tick rate is 30.', 'matchmaker_ticks_per_second = 60 in game.cfg')).toMatchObject({ contradicts: true, kind: 'value' });
    // A part that names another thing is not a short form: `minReplicas` is not `targetReplicas`.
    expect(contradicts('`minReplicas` is 2 for the api.', '`targetReplicas` is 5 for the api.').contradicts).toBe(false);
    expect(contradicts('The request sequence length is 512.', '`resp_seq_len` is 1024 in the model config.').contradicts).toBe(false);
  });

  it('reads three-part versions ("Elixir 1.15.7") and a setting named a version (`.elixir-version is 1.16.0`)', () => {
    expect(contradicts('The service is built with Elixir 1.15.7.', 'The service is built with Elixir 1.16.0 now.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('The service is built with Elixir 1.15.7.', 'The service still builds with Elixir 1.15.7.').contradicts).toBe(false);
    expect(contradicts('The app runs on Elixir 1.15.7.', '.elixir-version is 1.16.0.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('The app runs on Elixir 1.15.7.', '.erlang-version is 26.1.2.').contradicts).toBe(false);
    // "The app" and "replicas of the API" say nothing the other side's value is not about.
    expect(contradicts('The nightly cluster has 3 replicas of the API.', 'The API runs with 2 replicas on the nightly cluster.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('The nightly cluster has 3 replicas of the API.', 'The billing worker runs with 2 replicas on the nightly cluster.').contradicts).toBe(false);
  });

  it('reads a one-letter unit as a size where the words or the key talk about memory (`16g`, `4096m`), as minutes elsewhere', () => {
    expect(contradicts('The indexer JVM heap is 2 GB.', 'Indexer heap size: 4096m.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('Search workers get 8 GB of memory each.', '`search.worker.memory=16g`')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('The indexer heap is 2 GB.', '`indexer.heap=2048m`').contradicts).toBe(false);
    expect(contradicts('The report cache TTL is 5 minutes.', 'report cache TTL: 5m').contradicts).toBe(false);
    expect(contradicts('The report cache TTL is 5 minutes.', 'report cache TTL: 10m')).toMatchObject({ contradicts: true, kind: 'value' });
  });

  it('reads a camelCase key that starts with max or min as a limit, like its snake_case form', () => {
    expect(contradicts('`maxWorkers` for the build queue is 8.', 'The build queue allows a maximum of 4 workers.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('`minWorkers` for the build queue is 2.', 'The build queue allows a maximum of 4 workers.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: substitution', () => {
  it('catches "moved from X to Y", "Y instead of X", "X was replaced/removed" and "Y, not X" against an older X', () => {
    expect(contradicts('Linting is done by ESLint.', 'We moved from ESLint to Biome for linting.').kind).toBe('substitution');
    expect(contradicts('HTTP calls go through axios.', 'Use native `fetch` instead of axios.').kind).toBe('substitution');
    expect(contradicts('The ORM is TypeORM.', 'TypeORM was replaced by Prisma.').kind).toBe('substitution');
    expect(contradicts('Dates are formatted with moment.js.', 'moment.js was removed; use date-fns to format dates.').kind).toBe('substitution');
    expect(contradicts('Tests use jest.', 'Tests use vitest, not jest.')).toMatchObject({ contradicts: true, kind: 'substitution', triggers: { older: ['jest'] } });
  });

  it('knows tools that do the same job, without marker words', () => {
    expect(contradicts('Webpack handles the bundling.', 'Bundling is done by Vite now.')).toMatchObject({ kind: 'substitution', triggers: { older: ['webpack'], newer: ['vite'] } });
    expect(contradicts('Errors are logged to stderr.', 'Errors are logged to stdout.').kind).toBe('substitution');
    expect(contradicts('Unit tests run with jest.', 'E2E tests run with Playwright.').contradicts).toBe(false);
  });

  it('does not flag a replacement of something the older never relied on', () => {
    expect(contradicts('Use zod for request validation.', 'Use zod instead of yup for new request schemas.').contradicts).toBe(false);
    expect(contradicts('Images are not resized on the server.', 'Server-side resizing was removed; the CDN resizes images.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: antonyms', () => {
  it('opposes sync/async, enabled/disabled, required/optional, public/private, nullable/NOT NULL', () => {
    for (const [older, newer, words] of [
      ['`loadConfig()` is synchronous.', '`loadConfig()` is async now.', ['synchronous', 'async']],
      ['Telemetry is enabled by default.', 'Telemetry is disabled by default.', ['enabled by default', 'disabled by default']],
      ['The `email` field is required.', 'The `email` field is optional.', ['required', 'optional']],
      ['The `/status` endpoint is public.', '`/status` is private now.', ['public', 'private']],
      ['`users.middle_name` is nullable.', '`users.middle_name` is NOT NULL.', ['nullable', 'not null']],
    ] as const) {
      const r = contradicts(older, newer);
      expect(r, older).toMatchObject({ contradicts: true, kind: 'antonym' });
      expect([...r.triggers.older, ...r.triggers.newer].map((w) => w.toLowerCase())).toEqual(words);
    }
  });

  it('knows opposite states beyond on/off: opt-in / on by default, struct / class, single- / multi-threaded, internal / external', () => {
    for (const [older, newer, words] of [
      ['Analytics tracking is opt-in.', 'Analytics tracking is on by default now.', ['opt-in', 'on by default']],
      ['`Vec3` is a struct in the math module.', '`Vec3` is a class in the math module now.', ['struct', 'class']],
      ['The job queue is single-threaded.', 'The job queue is multi-threaded now.', ['single-threaded', 'multi-threaded']],
      ['The admin API is internal.', 'The admin API is external now.', ['internal', 'external']],
      ['The ledger store is strongly consistent.', 'The ledger store is eventually consistent.', ['strongly consistent', 'eventually consistent']],
    ] as const) {
      const r = contradicts(older, newer);
      expect(r, older).toMatchObject({ contradicts: true, kind: 'antonym' });
      expect([...r.triggers.older, ...r.triggers.newer].map((w) => w.toLowerCase())).toEqual(words);
    }
  });

  it('reads a state written as its adverb ("case-sensitively", "optimistically") as the state word', () => {
    for (const [older, newer, words] of [
      ['The parser matches keywords case-sensitively.', 'Keywords are case-insensitive in the parser.', ['case-sensitively', 'case-insensitive']],
      ['The tokenizer is case-insensitive.', 'The tokenizer compares identifiers case-sensitively.', ['case-insensitive', 'case-sensitively']],
      ['Cart updates are applied optimistically.', 'Cart updates are pessimistic now: the UI waits for the server.', ['optimistically', 'pessimistic']],
    ] as const) {
      const r = contradicts(older, newer);
      expect(r, older).toMatchObject({ contradicts: true, kind: 'antonym' });
      expect([...r.triggers.older, ...r.triggers.newer].map((w) => w.toLowerCase())).toEqual(words);
    }
  });

  it('does not read an adverb grading another word, or a kind word outside a predicate, as a state', () => {
    // "relatively small" says how small, not that the paths are relative.
    expect(contradicts('Image paths in the manifest are absolute.', 'Image paths in the manifest are relatively small.').contradicts).toBe(false);
    // "handled internally" is where, not "is internal".
    expect(contradicts('Retries are handled internally by the client.', 'The client is external.').contradicts).toBe(false);
  });

  it('reads "and" with a verb after a state as another predicate, not as what the state is about', () => {
    expect(contradicts('The `timezone` column is required.', '`timezone` is optional and falls back to UTC.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('Request signing is enabled.', 'Request signing is disabled and returns early in the middleware.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    // Without a verb, what follows still narrows the state: the older never talked about uploads.
    expect(contradicts('Audit logging is enabled.', 'Audit logging is disabled for uploads and exports.').contradicts).toBe(false);
  });

  it('reads general words of a pair (client / server, old / new, reads / writes) as two subjects, not two states of one', () => {
    for (const [older, newer] of [
      ['The client cache is persistent.', 'The server cache is ephemeral.'],
      ['The old API is synchronous.', 'The new API is asynchronous.'],
      ['The first request is synchronous.', 'The last request is asynchronous.'],
      ['Big files are uploaded synchronously.', 'Small files are uploaded asynchronously.'],
      ['Reads from the session store are cached.', 'Writes to the session store are not cached.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false, relation: 'related' });
    }
    // The same side in both is still one subject.
    expect(contradicts('The client cache is persistent.', 'The client cache is ephemeral now.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('reads "off by default" as opt-in, and "class" as a state only after a verb', () => {
    expect(contradicts('Beta search is off by default.', 'Beta search is opt-in.').contradicts).toBe(false);
    expect(contradicts('`Vec3` is a struct.', '`Matrix` is a class.').contradicts).toBe(false);
    expect(contradicts('The CSS class for errors is `.err`.', 'Error styles are a struct in the theme.').contradicts).toBe(false);
  });

  it('agrees when the antonym matches a negation ("disabled" / "does not emit")', () => {
    expect(contradicts('Source maps are disabled in production.', "Production builds don't emit source maps.").contradicts).toBe(false);
    expect(contradicts('The `email` field is required on the signup form.', 'The `phone` field is optional on the signup form.').contradicts).toBe(false);
  });
});

describe('compareDiscoveries: everything else', () => {
  it('calls paraphrases duplicates or related, never contradictions', () => {
    expect(contradicts('Tests use Vitest.', 'tests use vitest')).toMatchObject({ contradicts: false, kind: null, relation: 'duplicate' });
    expect(contradicts('Run `prisma generate` after editing `schema.prisma`.', 'After changing `prisma/schema.prisma` you need `npx prisma generate`.').contradicts).toBe(false);
  });

  it('calls different facts about one file related', () => {
    expect(contradicts('`src/http.ts` retries failed requests 3 times.', '`src/http.ts` sets a `User-Agent` header on every request.')).toMatchObject({ contradicts: false, relation: 'related' });
  });

  it('does not relate two discoveries through a popular file alone', () => {
    const r = contradicts('`package.json` pins TypeScript to 5.4.', 'The Stripe webhook secret lives in `package.json`.');
    expect(r.relation).toBe('unrelated');
    expect(contradicts('Tests use vitest.', 'The CDN in front of the app is Cloudflare.')).toMatchObject({ relation: 'unrelated', overlap: 0 });
  });

  it('treats a shared package as a scope, not as a claim in common', () => {
    const scope = 'In `packages/catalog/`, ';
    expect(contradicts(`${scope}we used to deploy with Capistrano; deploys now go through GitHub Actions.`, `${scope}actions shouldn't be pinned to SHAs.`).contradicts).toBe(false);
    expect(contradicts('In `packages/billing/`, dates are formatted with moment.js.', 'In `packages/search/`, moment.js was removed; use date-fns.').contradicts).toBe(false);
    expect(contradicts(`${scope}sessions are stored in Redis.`, `${scope}sessions are not stored in Redis anymore.`).kind).toBe('polarity');
  });

  it('reads words that are also JavaScript property names as words', () => {
    const r = contradicts('The constructor calls `init()`.', 'The constructor no longer calls `init()`.');
    expect(r.reason).toContain('about constructor `init()`');
    expect(contradicts('The toString method is overridden.', 'The hasOwnProperty check is skipped.').contradicts).toBe(false);
  });

  it('rejects anything but two strings', () => {
    expect(() => compareDiscoveries(undefined as unknown as string, 'x')).toThrow('takes two strings');
  });
});

describe('compareDiscoveries: a lower bound and a value inside it', () => {
  it('lets a value that meets "at least N" stand, and still catches one below it or a changed floor', () => {
    expect(contradicts('Deploys to production need at least 2 approvals.', 'Production deploys got 3 approvals this week.').contradicts).toBe(false);
    expect(contradicts('Deploys to production need at least 2 approvals.', 'Production deploys need 1 approval.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(contradicts('Deploys to production need at least 2 approvals.', 'Deploys to production need at least 3 approvals.')).toMatchObject({ contradicts: true, kind: 'value' });
  });

  it('keeps reading "up to N" as the value it states: a limit raised from 3 to "up to 5" is a change', () => {
    expect(contradicts('The client retries 3 times.', 'The client retries up to 5 times.')).toMatchObject({ contradicts: true, kind: 'value' });
  });
});
