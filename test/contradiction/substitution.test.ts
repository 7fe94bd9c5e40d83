import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { ALTERNATIVE_GROUPS, ALTERNATIVE_INDEX } from '../../src/contradiction/alternatives.js';
import { analyze } from '../../src/contradiction/analyze.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('substitution: a move that names only what was left', () => {
  it('reads "migrated off X", "moved away from X", "no longer on X" and "X was converted to Y" as X gone', () => {
    expect(compare('The web tier is hosted on Heroku.', 'We migrated off Heroku in the spring; see the infra repo.')).toMatchObject({ contradicts: true, kind: 'substitution', triggers: { older: ['heroku'] } });
    expect(compare('Nightly builds run on Jenkins.', 'We moved away from Jenkins.').kind).toBe('substitution');
    expect(compare('Preview apps are deployed on Netlify.', "We're no longer on Netlify.").kind).toBe('substitution');
    expect(compare('Request specs live in `spec/requests/`.', '`spec/requests/` was converted to `test/integration/`.').kind).toBe('substitution');
  });

  it('leaves toggles, other uses of "from" and nouns alone', () => {
    expect(compare('The export job has compression enabled.', 'The export job switched off compression').kind).toBe('antonym');
    expect(compare('Deploys are triggered from PR comments.', 'Infra changes from PR comments are applied by Atlantis.').contradicts).toBe(false);
    expect(compare('The app is hosted on Heroku.', 'We are not on Heroku yet for the staging app.').contradicts).toBe(false);
  });
});

describe('substitution: a thing moved to another place in the repository', () => {
  it('reads "X moved to `b/`" against "X lives in `a/`", the old place not named or named as gone', () => {
    for (const [older, newer] of [
      ['Email templates live in `resources/views/emails/`.', 'Email templates were moved to `resources/mail/`.'],
      ['Cypress fixtures are stored in `spec/fixtures/`.', 'Cypress fixtures were relocated to `test/data/`.'],
      ['Vendored fonts are kept in the `assets/fonts/` folder.', 'Vendored fonts moved to `static/fonts/`; `assets/fonts/` was deleted.'],
      ['The `slugify` helper is defined in `lib/text.rb`.', '`slugify` moved to `app/lib/strings.rb`.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'substitution' });
    }
  });

  it('leaves another thing, a part of it, a subfolder, and an old place still in use alone', () => {
    expect(compare('Email templates live in `resources/views/emails/`.', 'SMS templates were moved to `resources/sms/`.').contradicts).toBe(false);
    expect(compare('The `slugify` helper is defined in `lib/text.rb`.', '`titleize` moved to `app/lib/strings.rb`.').contradicts).toBe(false);
    expect(compare('Components live in `src/components/`.', 'Form components moved to `src/forms/`.').contradicts).toBe(false);
    expect(compare('Test fixtures live in `spec/fixtures/`.', 'Tests moved to `test/`.').contradicts).toBe(false);
    expect(compare('Components live in `src/components/`.', 'Components moved to `src/components/ui/`.').contradicts).toBe(false);
    expect(compare('Email templates live in `resources/views/emails/`.', 'Email templates moved to `resources/mail/`; `resources/views/emails/` keeps the layouts.').contradicts).toBe(false);
  });
});

describe('substitution: a participle with "out" that removes', () => {
  it('reads "was taken out", "compiled out", "commented out" as the thing gone', () => {
    expect(compare('The Android app pins the TLS certificate.', 'Certificate pinning was taken out of the app in 5.3.')).toMatchObject({
      contradicts: true,
      kind: 'substitution',
      triggers: { newer: ['was taken out', 'Certificate pinning'] },
    });
    expect(compare('The firmware builds with Bluetooth support.', 'Bluetooth support is compiled out of the firmware image.').contradicts).toBe(true);
    expect(compare('The API logs request bodies.', 'Request body logging was commented out in the API.').contradicts).toBe(true);
  });

  it('leaves participles that put something in place, and the same verbs without "out", alone', () => {
    expect(compare('The retry logic lives in the HTTP client.', 'The retry logic was split out of the HTTP client into its own module.').contradicts).toBe(false);
    expect(compare('The API logs request bodies.', 'Request body logging was rolled out to the API.').contradicts).toBe(false);
    expect(compare('The firmware builds with Bluetooth support.', 'Bluetooth support is compiled with the nRF SDK.').contradicts).toBe(false);
  });
});

describe('substitution: two members of one role', () => {
  it('flags different members for the same role even when the two sides share no other word', () => {
    const r = compare('Uploaded files are stored in MinIO.', 'Blobs live in Cloudflare R2.');
    expect(r).toMatchObject({ contradicts: true, kind: 'substitution', triggers: { older: ['minio'], newer: ['cloudflare r2'] } });
    expect(r.reason).toContain('object storage');
    expect(compare('Authentication is handled by Okta.', 'Sign-in goes through Keycloak.').kind).toBe('substitution');
    expect(compare('Product events are tracked in Mixpanel.', 'Analytics live in PostHog.').kind).toBe('substitution');
    expect(compare('The Android client makes HTTP calls with Volley.', 'Networking in the Android client uses OkHttp.').kind).toBe('substitution');
  });

  it('reads a name with its spellings and as several words ("Weights & Biases", "w&b", "GitHub Actions")', () => {
    expect(compare('Runs are logged to Weights & Biases.', 'Experiments are tracked in MLflow.').kind).toBe('substitution');
    expect(compare('CI runs on GitHub Actions.', 'The CI pipeline is Buildkite.').kind).toBe('substitution');
  });

  it('keeps two parts of one repo apart: another scope, another language or platform, a label', () => {
    expect(compare('The admin app uses jest.', 'The CLI uses vitest.').contradicts).toBe(false);
    expect(compare('The React app is tested with Jest.', 'The Vue app is tested with Vitest.').contradicts).toBe(false);
    expect(compare('The iOS app reports crashes to Sentry.', 'The Android app reports crashes to Bugsnag.').contradicts).toBe(false);
    expect(compare('The Go service logs with zap.', 'The Python service logs with structlog.').contradicts).toBe(false);
    expect(compare('Service A publishes to Kafka.', 'Service B publishes to SQS.').contradicts).toBe(false);
    expect(compare('Backups are written to S3.', 'Uploads are stored in GCS.').contradicts).toBe(false);
  });

  it('keeps a tool for one job apart from a tool for another, and a tool kept alongside', () => {
    expect(compare('We use Redis for caching.', 'Sessions are stored in Memcached.').contradicts).toBe(false);
    expect(compare('Linting is done by ESLint.', 'Formatting is done by Prettier.').contradicts).toBe(false);
    expect(compare('Docs are built with Docusaurus.', 'The API reference is generated with TypeDoc.').contradicts).toBe(false);
    expect(compare('Infra is Terraform.', 'The Lambda functions are deployed with the Serverless Framework.').contradicts).toBe(false);
    expect(compare('Uploads go to S3.', 'We also use MinIO for local development.').contradicts).toBe(false);
    expect(compare('Tests use pytest.', 'Some legacy tests still use unittest.').contradicts).toBe(false);
  });

  it('never substitutes members of a coexisting group by role alone, only for one stated subject', () => {
    expect(compare('The API is written in Python.', 'The CLI is written in Go.').contradicts).toBe(false);
    expect(compare('Errors are logged to stderr.', 'Errors are logged to stdout.').kind).toBe('substitution');
    expect(compare('Progress goes to stderr.', 'Results are printed to stdout.').contradicts).toBe(false);
  });

  it('matches a name that is also an everyday word only as the name is written', () => {
    expect(compare('The frontend is hosted on Vercel.', 'The frontend is hosted on Render.').kind).toBe('substitution');
    expect(compare('The frontend is hosted on Vercel.', 'The frontend pages render on the server.').contradicts).toBe(false);
  });
});

describe('substitution: two members of one role, told by someone else', () => {
  it('reads past the story around a claim: time, people, tickets, the means and the event that led to it', () => {
    expect(compare('Unit tests run on Jest.', 'Heads up, after the Q3 migration we run the test suite with Vitest.').kind).toBe('substitution');
    expect(compare('Unit tests run on Jest (see ADR-12).', 'The test runner is Vitest as of PLAT-231.').kind).toBe('substitution');
    expect(compare('Service metrics are pushed to Graphite.', 'Metrics are exported via OTLP to Grafana Mimir.').kind).toBe('substitution');
    expect(compare('Errors are reported to Sentry.', 'Since last sprint the team reports exceptions to Bugsnag.').kind).toBe('substitution');
    expect(compare('We deploy the API to Heroku.', 'The API now runs on Fly.io after the cost review in March.').kind).toBe('substitution');
    expect(compare('Feature flags are managed in LaunchDarkly.', 'Per the platform decision, flags live in Unleash now.').kind).toBe('substitution');
    expect(compare('Emails are sent through SendGrid.', 'FYI transactional mail goes out via Postmark these days.').kind).toBe('substitution');
    expect(compare('Crash reports go to Crashlytics.', 'We now collect crashes with Sentry.').kind).toBe('substitution');
  });

  it('reads the program a command in code runs', () => {
    expect(compare('We standardized on pnpm.', 'Install deps with `yarn install`.').kind).toBe('substitution');
    expect(compare('Tests run with `npx jest`.', 'The test suite uses Vitest.').kind).toBe('substitution');
    expect(compare('Tests run with `python -m pytest`.', 'Tests use pytest.').contradicts).toBe(false);
  });

  it('still keeps two parts apart when one is named inside the story', () => {
    expect(compare('The mobile app reports crashes to Crashlytics.', 'Since Q2 the web app reports errors to Sentry.').contradicts).toBe(false);
    expect(compare('The analytics pipeline runs on Airflow.', 'After the rewrite, the billing pipeline runs on Dagster.').contradicts).toBe(false);
    expect(compare('Staging is deployed to Render.', 'Production is deployed to Fly.io after the migration.').contradicts).toBe(false);
    expect(compare('The dev database is SQLite.', 'The prod database is Postgres.').contradicts).toBe(false);
    expect(compare('The public docs site is built with Docusaurus.', 'The internal runbooks are in MkDocs.').contradicts).toBe(false);
    expect(compare('The admin app uses Jest.', 'We use Vitest.').contradicts).toBe(false);
  });

  it('keeps both tools while a change is under way or for a subset', () => {
    expect(compare('Tests use Jest.', 'We are migrating the tests to Vitest, package by package.').contradicts).toBe(false);
    expect(compare('Tests use Jest.', 'New packages use Vitest.').contradicts).toBe(false);
    expect(compare('Background jobs run on Sidekiq.', 'Jobs are moving to GoodJob.').contradicts).toBe(false);
    expect(compare('Caching uses Redis.', 'Memcached serves as a fallback cache.').contradicts).toBe(false);
  });
});

describe('substitution: two members of one role, the old one named only as left behind', () => {
  it('reads the newer naming the older tool in another clause that says it is archived, a leftover, unused or off', () => {
    for (const [older, newer] of [
      ['Error tracking goes to Sentry.', 'Error tracking switched to Rollbar; the Sentry org is archived.'],
      ['Product search runs on Elasticsearch.', 'Product search moved to Meilisearch; the Elasticsearch cluster is a leftover we still pay for.'],
      ['Background jobs are processed by Sidekiq.', 'Background jobs are processed by GoodJob; the Sidekiq initializer is dead code.'],
      ['Metrics are pushed to InfluxDB.', 'Metrics are scraped by Prometheus now; InfluxDB is not written to anymore.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'substitution' });
    }
  });

  it('leaves the old tool kept for something, or named in the clause of the new one, alone', () => {
    expect(compare('Error tracking goes to Sentry.', 'Mobile crash reports go to Rollbar; Sentry still gets the backend errors.').contradicts).toBe(false);
    expect(compare('Product search runs on Elasticsearch.', 'Autocomplete runs on Meilisearch; an old Elasticsearch snapshot bucket is archived.').contradicts).toBe(false);
    expect(compare('Background jobs are processed by Sidekiq.', 'Mailers are delivered by GoodJob; the Sidekiq dashboard is read-only for support staff.').contradicts).toBe(false);
    expect(compare('Error tracking goes to Sentry.', 'Error tracking uses Rollbar and the archived Sentry org.').contradicts).toBe(false);
  });
});

describe('the catalogue of roles, by domain', () => {
  it('knows the roles of mobile, game, embedded, ML, data and per-language tooling', () => {
    expect(compare('The Flutter app uses Provider for state.', 'State management in the Flutter app is Riverpod.').kind).toBe('substitution');
    expect(compare('Navigation uses React Navigation.', 'Screens are routed with Expo Router.').kind).toBe('substitution');
    expect(compare('Physics uses PhysX.', 'The physics engine is Jolt.').kind).toBe('substitution');
    expect(compare('Multiplayer uses Photon.', 'Netcode is built on Mirror.').kind).toBe('substitution');
    expect(compare('The firmware runs on FreeRTOS.', 'The firmware is built on Zephyr.').kind).toBe('substitution');
    expect(compare('Models are served with TorchServe.', 'Inference runs on Triton Inference Server.').kind).toBe('substitution');
    expect(compare('Features are stored in Feast.', 'The feature store is Tecton.').kind).toBe('substitution');
    expect(compare('CDC is done with Debezium.', 'Change data capture runs through Fivetran.').kind).toBe('substitution');
    expect(compare('Tables are stored as Delta Lake.', 'The lakehouse tables are Apache Iceberg.').kind).toBe('substitution');
    expect(compare('Go tests use testify.', 'Go tests are written with Ginkgo.').kind).toBe('substitution');
    expect(compare('Translations are managed in Crowdin.', 'Strings are translated in Lokalise.').kind).toBe('substitution');
    expect(compare('Jobs are queued with BullMQ.', 'Background jobs run on Agenda.').kind).toBe('substitution');
    expect(compare('Logs are collected by Fluentd.', 'Fluent Bit ships the logs.').kind).toBe('substitution');
    expect(compare('Uploads go to Amazon Simple Storage Service.', 'Uploads are stored in GCS.').kind).toBe('substitution');
  });

  it('keeps tools of two roles apart, and names that are everyday words unless written as names', () => {
    expect(compare('Traces are instrumented with OpenTelemetry.', 'Traces are exported to Jaeger.').contradicts).toBe(false);
    expect(compare('Kotlin code is formatted with ktfmt.', 'Static analysis runs detekt.').contradicts).toBe(false);
    expect(compare('The database runs on Amazon RDS.', 'The database is Postgres.').contradicts).toBe(false);
    expect(compare('Background jobs run on Sidekiq.', 'The agenda for the release is in the wiki.').contradicts).toBe(false);
    expect(compare('Config drift is checked nightly by Terraform.', 'Local data lives in Room.').contradicts).toBe(false);
  });
});

describe('the catalogue of roles', () => {
  it('is broad, lower-case and spells each name once per group', () => {
    expect(ALTERNATIVE_GROUPS.filter((g) => g.exclusive).length).toBeGreaterThanOrEqual(100);
    expect(ALTERNATIVE_INDEX.size).toBeGreaterThanOrEqual(1000);
    for (const g of ALTERNATIVE_GROUPS) {
      const names = g.members.map((m) => m[0]!.toLowerCase());
      expect(new Set(names).size, g.role).toBe(names.length);
    }
  });
});

describe('substitution: two members of one role, one side citing the tool in code', () => {
  it("sets aside an identifier or file named after a member, and a path made of the role's words", () => {
    // `MAILGUN_API_KEY` and `src/mail/index.ts` say which tool and where, not which part of the project.
    expect(compare('Mail is sent through SendGrid.', 'Mail goes out through Mailgun (`MAILGUN_API_KEY`, `MAILGUN_DOMAIN`).').kind).toBe('substitution');
    expect(compare('Outgoing mail is sent through SendGrid.', '`src/mail/index.ts` sends mail with Mailgun.').kind).toBe('substitution');
    expect(compare('Python dependencies are managed with Poetry.', 'Python dependencies are installed with pdm (`pdm.lock`).').kind).toBe('substitution');
    expect(compare('Exceptions are reported through the Bugsnag SDK.', 'Exceptions go to Honeybadger (`HONEYBADGER_API_KEY`).').kind).toBe('substitution');
  });

  it('still tells two parts of the project apart', () => {
    expect(compare('The admin app sends mail through SendGrid.', 'The marketing site sends campaigns through Mailgun (`MAILGUN_API_KEY`).').contradicts).toBe(false);
    expect(compare('Outgoing mail is sent through SendGrid.', '`src/billing/receipts.ts` sends receipts with Mailgun.').contradicts).toBe(false);
  });
});

describe('substitution: "in place of" and a library under its lib name', () => {
  it('reads "in place of X" as "instead of X", and `libx264` as x264', () => {
    expect(compare('PDFs are rendered with wkhtmltopdf.', 'PDFs are rendered by Puppeteer in place of wkhtmltopdf.').kind).toBe('substitution');
    expect(compare('Video is encoded with libvpx.', 'Video is encoded with `libaom` in place of vpx.').kind).toBe('substitution');
    expect(compare('PDFs are rendered with wkhtmltopdf.', 'In place of a queue, PDFs are rendered inline by wkhtmltopdf.').contradicts).toBe(false);
  });
});

describe('the catalogue of roles: Rails asset pipelines and Electron packagers', () => {
  it('knows Sprockets and Propshaft, electron-builder and Electron Forge', () => {
    expect(compare('The storefront assets are precompiled by Sprockets.', 'Propshaft serves the storefront assets now.').kind).toBe('substitution');
    expect(compare('Release installers are built by electron-packager.', 'Release installers come from Electron Forge.').kind).toBe('substitution');
    expect(compare("The admin engine's assets go through Sprockets.", "The main app's assets are served by Propshaft.").contradicts).toBe(false);
  });
});

describe('substitution: a tool change said without "replaced"', () => {
  it('reads a newer that announces the change ("now", "switched", "ported") against an older with more detail', () => {
    expect(compare('The mobile app crash reports are collected with Bugsnag, tagged by release channel.', 'We switched crash reporting to Sentry.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Invoices are rendered to PDF with wkhtmltopdf on the billing worker.', 'PDF rendering now goes through WeasyPrint.').kind).toBe('substitution');
  });

  it('leaves another part of the project, and one without a change word, alone', () => {
    expect(compare('The admin dashboard e2e tests run on Cypress.', 'The checkout e2e tests run on Playwright now.').contradicts).toBe(false);
    expect(compare('In `packages/reports/`, date handling uses moment.js.', 'In `packages/mailer/`, dates are now handled by date-fns.').contradicts).toBe(false);
  });
});

describe("substitution: a tool's file said to be gone", () => {
  it('reads `webpack.config.js`, `.eslintrc` and "the YAML file" as the tool or file the older relies on', () => {
    expect(compare('The build uses webpack for the storefront bundle.', '`webpack.config.js` was deleted; the storefront bundles with esbuild.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The Rails app reads its feature toggles from `config/toggles.yml`.', 'Feature toggles are served by Flipper rather than the YAML file.').kind).toBe('substitution');
  });

  it('leaves a tool the newer still names, a file that only changed, and a word of a longer tool name alone', () => {
    expect(compare('The docs site is built with mkdocs.', 'MkDocs now reads `mkdocs.yml` from `docs/`; `mkdocs.yaml` at the root was deleted.').contradicts).toBe(false);
    expect(compare('The desktop app is built with Tauri.', '`tauri.conf.json` → `app.windows[0]`: `width: 922`.').contradicts).toBe(false);
    expect(compare('The REST API reference is generated with Swagger Codegen.', '`graphql-codegen` was replaced by `gql.tada`.').contradicts).toBe(false);
  });
});

describe('substitution: roles added to the catalogue', () => {
  it('reads bootloaders and firewalls as one role each', () => {
    expect(compare('Kiosk machines boot with U-Boot from the SD card.', 'The kiosk image boots with GRUB now.').kind).toBe('substitution');
    expect(compare('The bastion host packet filter rules are written with ufw.', 'Bastion firewalling moved to nftables.').kind).toBe('substitution');
  });

  it('leaves a note about the same tool alone', () => {
    expect(compare('The bastion host packet filter rules are written with ufw.', 'The bastion host ufw rules allow SSH only from the office VPN.').contradicts).toBe(false);
  });

  it('reads roles of every ecosystem: compilers, allocators, runtimes, speech services, pools, formats', () => {
    for (const [older, newer] of [
      ['The release binaries are compiled with GCC.', 'Release binaries are built with Clang now.'],
      ['The allocator in the ingest daemon is jemalloc.', 'The ingest daemon links mimalloc as its allocator.'],
      ['The Android player build uses the Mono scripting backend.', 'The Android player build is compiled with IL2CPP.'],
      ['Call recordings are transcribed with Deepgram.', 'Call recordings are transcribed by AssemblyAI.'],
      ['The Java services pool JDBC connections with c3p0.', 'JDBC connection pooling in the Java services is HikariCP.'],
      ['Uploaded photos are stored as JPEG.', 'Uploaded photos are stored as WebP.'],
    ] as const) {
      expect(compare(older, newer), newer).toMatchObject({ contradicts: true, kind: 'substitution' });
    }
  });

  it('reads a member whose name is also a word of the note ("gzip" is how "compressed" reads, "Chart.js" as "charts")', () => {
    expect(compare('Backups are compressed with gzip.', 'Backups are compressed with zstd.').kind).toBe('substitution');
    expect(compare('The dashboard charts use Chart.js.', 'The dashboard charts use ECharts.').kind).toBe('substitution');
  });

  it('leaves two tools that work together, one role filled in two places, and tools of other roles alone', () => {
    expect(compare('The notes editor is built on Tiptap.', 'Tiptap runs on top of ProseMirror in the notes editor.').contradicts).toBe(false);
    expect(compare('Unit tests run against an H2 database.', 'Production runs on PostgreSQL.').contradicts).toBe(false);
    expect(compare('The Linux builds are compiled with GCC.', 'The Windows builds are compiled with MSVC.').contradicts).toBe(false);
    expect(compare('The web app stores the refresh token in an HttpOnly cookie.', 'The mobile app keeps the refresh token in the Keychain.').contradicts).toBe(false);
    expect(compare('Product images are resized with sharp.', 'PDF previews are rasterized with ImageMagick.').contradicts).toBe(false);
  });
});

describe('substitution: contrasts that say nothing of the older', () => {
  it('still reads a contrast about the same subject', () => {
    expect(compare('Product photos are compressed with mozjpeg.', 'Product photos are compressed with `squoosh` in place of mozjpeg.').kind).toBe('substitution');
    expect(compare('Order events are encoded as Avro.', 'Order events are encoded as Protobuf, not Avro.').kind).toBe('substitution');
    expect(compare('The nightly export reads from a read replica.', 'The nightly export reads from the primary instead of a read replica.').kind).toBe('substitution');
  });

  it('leaves a contrast about another subject alone', () => {
    expect(compare('Product photos are compressed with mozjpeg.', 'Banner images are compressed with `squoosh` in place of mozjpeg.').contradicts).toBe(false);
    expect(compare('Order events are encoded as Avro, not Protobuf.', 'Inventory events on `inv.*` are Protobuf; only orders use Avro.').contradicts).toBe(false);
    expect(compare('The kiosk app does not use cookies; it sends bearer tokens.', 'The web app uses cookie sessions, not bearer tokens.').contradicts).toBe(false);
  });

  it('leaves a change that was tried, measured or imagined alone', () => {
    expect(compare('The nightly export reads from a read replica.', 'We tried running the nightly export against the primary instead of a read replica; it locked tables and was reverted.').contradicts).toBe(false);
    expect(compare('Release notes come from a separate changelog file.', 'If we generated release notes from commit messages instead of a separate changelog file, the manual step would go away.').contradicts).toBe(false);
  });

  it('leaves a plain word the older uses only inside a name or for another thing alone', () => {
    expect(compare('`npm run check-dist` fails CI when `dist/` differs from a fresh build.', 'Most CPU goes to parsing, not to the checks.').contradicts).toBe(false);
    expect(compare('Image uploads are scanned by the antivirus sidecar before they are stored.', 'Most of the request latency comes from the database, not from the scans.').contradicts).toBe(false);
  });
});

describe('substitution: a tool named by a word of its own, not by an inflection of it', () => {
  const named = (text: string) => analyze(text).clauses.flatMap((c) => [...c.alternatives.values()]);
  it('reads "fetched" and "requests" as the verb and the noun, `fetch` and "Request" as the HTTP clients', () => {
    expect(named('Keys are fetched from the JWKS endpoint and cached for 10 minutes.')).not.toContain('fetch');
    expect(named('The API authenticates requests with JWTs over HTTP.')).not.toContain('request');
    expect(named('The web client calls `fetch` for every HTTP request.')).toContain('fetch');
    expect(named("The script's HTTP calls go through Request.")).toContain('request');
  });

  it('still reads a name with a possessive or a hyphenated suffix: "`pnpm`-managed", "Jest\'s"', () => {
    expect(named('The workspace is `pnpm`-managed.')).toContain('pnpm');
    expect(named("Jest's watch mode is used locally.")).toContain('jest');
  });
});

// recall-88: one slot of one subject, the same verb group and preposition, holding another named thing.
describe('substitution: another name in the same frame', () => {
  it('reads "stored in X" / "now stored in Y" and "rendered with X" / "generated from Y templates" as one slot refilled', () => {
    expect(compare('Hive sensor readings in the apiary app are stored in InfluxDB.', 'Hive sensor readings in the apiary app are now stored in TimescaleDB.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Brewery batch reports are rendered with WeasyPrint.', 'Brewery batch reports are generated from Typst templates now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The lighthouse tours service loads its secrets from HashiCorp Vault.', 'Secrets for the lighthouse tours service now come from Doppler.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('reads a verb after a subject the clause reader took for the verb, and a kind noun after the new name', () => {
    expect(compare('Nightly jobs in the ticketing service run on Sidekiq.', "The ticketing service's nightly jobs now run on GoodJob.")).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The museum site is deployed to Netlify.', 'The museum site deploys to an R2 bucket fronted by Cloudflare.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps two subjects, a name kept beside another, the same name, and a frame that holds many apart', () => {
    expect(compare('Hive sensor readings in the apiary app are stored in InfluxDB.', 'Hive photos in the apiary app are stored in Backblaze B2.').contradicts).toBe(false);
    expect(compare("The library's overdue notices are sent through Mailgun.", 'Overdue notices are also sent through Twilio as text messages.').contradicts).toBe(false);
    expect(compare('Ferry ticket scans are uploaded to Backblaze B2.', 'Ferry ticket scans are uploaded to Backblaze B2 and copied to Wasabi every night.').contradicts).toBe(false);
    expect(compare('In staging, the ski rental API runs on Fly.io.', 'In production, the ski rental API runs on Render.').contradicts).toBe(false);
    expect(compare('Direct pushes to `main` are blocked.', 'Direct pushes to `sandbox` are allowed.').contradicts).toBe(false);
    expect(compare('The choir app uses Firebase for member logins.', 'The choir app uses Supabase for the sheet-music library.').contradicts).toBe(false);
  });
});

// recall-88: "Y has replaced X" is the active perfect: X is gone, not Y.
describe('substitution: "Y has replaced X"', () => {
  it('reads the object of "has replaced" / "has superseded" as the thing gone', () => {
    expect(compare('The analytics notebooks use pandas.', 'Polars has replaced pandas in the analytics notebooks.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The parish newsletter is laid out in Scribus.', 'Affinity Publisher has superseded Scribus for the parish newsletter.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('does not read the subject of "has replaced" as gone, and keeps "has been replaced" passive', () => {
    expect(compare("The recipe app's search uses Lunr.", "Lunr has replaced the hand-written filter in the recipe app's search.").contradicts).toBe(false);
    expect(compare('The parish newsletter is laid out in Scribus.', 'Scribus has replaced InDesign for the parish newsletter.').contradicts).toBe(false);
    expect(compare('The parish newsletter is laid out in Scribus.', 'Scribus has been replaced by Affinity Publisher.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});

// recall-88: a name that opens its clause with a verb of a frame group fills the slot "by X" fills.
describe('substitution: the new name as the subject of the active verb', () => {
  it('reads "MuseScore renders the PDFs" against "the PDFs are rendered by LilyPond"', () => {
    expect(compare('Sheet music PDFs for the band are rendered by LilyPond.', "MuseScore renders the band's sheet music PDFs now.")).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The harbour tide reports are generated by `tidegen`.', '`tideforge` generates the harbour tide reports now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps another object, the same name, a thing that runs something, and a noun read as the verb apart', () => {
    expect(compare('The harbour tide reports are generated by `tidegen`.', '`tideforge` generates the harbour weather reports.').contradicts).toBe(false);
    expect(compare('Sheet music PDFs for the band are rendered by LilyPond.', "LilyPond renders the band's sheet music PDFs with a custom stylesheet.").contradicts).toBe(false);
    expect(compare('Postgres runs version 15 in production.', 'Redis runs version 7 in production.').contradicts).toBe(false);
    expect(compare('`web` routes authenticate with the session guard.', '`api` routes authenticate with Sanctum tokens.').contradicts).toBe(false);
  });
});

// recall-88: a frame that holds many is no slot of one.
describe('substitution: frames that hold more than one name', () => {
  it('keeps an active verb with no object, "as well", and a purpose after the name apart', () => {
    expect(compare('The nightly export job reads from the `bookings` table.', 'The nightly export job reads from the `payments` table.').contradicts).toBe(false);
    expect(compare('Podcast episodes for the radio club are published to Spotify.', 'Radio club podcast episodes are published to Apple Podcasts as well.').contradicts).toBe(false);
    expect(compare('Logs are shipped to Loki.', 'Logs are shipped to S3 for archiving.').contradicts).toBe(false);
  });

  it('still reads the object between the verb and its preposition', () => {
    expect(compare('The greenhouse dashboard pulls its sensor readings from ThingsBoard.', 'The greenhouse dashboard now pulls its sensor readings from Ubidots.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });
});

// recall-88: a role said with a copula or "as", refilled once the newer says it changed.
describe('substitution: a role said with a copula', () => {
  it('reads "is now Y", "X is the R" and "uses X as its R" against one another', () => {
    expect(compare("The choir's ticketing provider is Ticket Tailor.", "The choir's ticketing provider is now Eventbrite.")).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('`tidewatch` is the alerting daemon for the harbour sensors.', "The harbour sensors' alerting daemon is now `seawarden`.")).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps another role, two facets with no change said, and an adjective made from a name apart', () => {
    expect(compare("The choir's ticketing provider is Ticket Tailor.", "The choir's merchandise provider is Printful.").contradicts).toBe(false);
    expect(compare('`tidewatch` is the alerting daemon for the harbour sensors.', '`seawarden` is the logging daemon for the harbour sensors.').contradicts).toBe(false);
    expect(compare('The frontend is React.', 'The frontend is TypeScript.').contradicts).toBe(false);
    expect(compare('The mobile app is Flutter.', 'The mobile app is now Android-only.').contradicts).toBe(false);
  });
});

// recall-92: the means of an activity ("geocoding", "search", "optimization"), whichever verb names it.
describe('substitution: the means of an activity', () => {
  it('reads "uses X" against "is handled / powered / done by Y" for one activity', () => {
    expect(compare('Tide prediction uses `pytides`.', 'Tide prediction is now handled by `utide`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Recipe search is powered by Algolia.', 'Recipe search now uses Meilisearch.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Seat allocation relies on OptaPlanner.', 'Seat allocation is done with Timefold.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps two plain "uses" with no change said, another activity, another slot and "as well" apart', () => {
    expect(compare('Recipe search uses Algolia.', 'Recipe search uses Redis.').contradicts).toBe(false);
    expect(compare('Tide prediction uses `pytides`.', 'Wave forecasting is now handled by `utide`.').contradicts).toBe(false);
    expect(compare('Seat allocation relies on OptaPlanner.', 'Seat allocation is scheduled by Airflow.').contradicts).toBe(false);
    expect(compare('Seat allocation relies on `seatfit`.', 'Seat allocation now uses `seat-solver` as well.').contradicts).toBe(false);
  });
});

// recall-92: a passive verb of a frame group names the activity the other side names as a noun.
describe('substitution: an activity said as a verb on one side, a noun on the other', () => {
  it('reads "is transcoded with X" against "transcoding now goes through Y", a catalogue tool in lower case too', () => {
    expect(compare('Choir rehearsal audio is transcoded with SoX.', 'Choir rehearsal transcoding now goes through ffmpeg.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Harbour tide charts are rendered with Matplotlib.', 'Tide chart rendering now uses Vega-Lite.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps another verb of the same thing, another activity, and a variant of the same name apart', () => {
    expect(compare('Harbour tide charts are rendered with Matplotlib.', 'Harbour tide charts are now archived with Restic.').contradicts).toBe(false);
    expect(compare('Harbour tide charts are rendered with Matplotlib.', 'Tide chart delivery is now handled by Cloudflare.').contradicts).toBe(false);
    expect(compare('Member passwords are hashed with argon2.', 'Member password hashing now uses argon2id with a higher memory cost.').contradicts).toBe(false);
  });
});

describe('substitution: a thing named with an activity ending', () => {
  it('keeps "The staging environment uses X" / "is powered by Y" apart', () => {
    expect(compare('The staging environment uses Postgres.', 'The staging environment is powered by Heroku.').contradicts).toBe(false);
  });
});

// recall-97: catalogue names written like an adverb, a CDN named by "delivery", solvers and MQTT brokers.
describe('substitution: a role filled by another member of a catalogue role added top-down', () => {
  it('reads a name ending in -ly as the tool, "delivery" as the CDN, a solver and an MQTT broker', () => {
    expect(compare('Product images are served through Fastly.', 'Product images are served through Akamai now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Payment errors are logged to Loggly.', 'Payment errors now go to Papertrail.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The image CDN is Fastly.', 'Image delivery moved to CloudFront.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The shipping-rate model is solved with Gurobi.', 'The shipping-rate model is now solved with CPLEX.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The greenhouse sensors publish to a Mosquitto broker.', 'The greenhouse sensors now publish to HiveMQ.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps another subject, a fallback and another role apart', () => {
    expect(compare('Product images are served through Fastly.', 'Product videos are served through Akamai.').contradicts).toBe(false);
    expect(compare('The shipping-rate model is solved with Gurobi.', 'The warehouse layout model is solved with CPLEX.').contradicts).toBe(false);
    expect(compare('Crew rostering uses OR-Tools as its solver.', 'Crew rostering uses OR-Tools, with Gurobi as a fallback for the largest instances.').contradicts).toBe(false);
    expect(compare('The greenhouse sensors publish to a Mosquitto broker.', 'The irrigation valves publish to HiveMQ Cloud.').contradicts).toBe(false);
  });

  it('keeps every catalogue name that ends like an adverb as a word', async () => {
    const { LY_WORDS } = await import('../../src/contradiction/vocabulary.js');
    const adverbLike = ALTERNATIVE_GROUPS.flatMap((g) => g.members.flat()).flatMap((s) => s.toLowerCase().split(/[\s-]+/)).filter((w) => /^[a-z]{3,}ly$/.test(w));
    expect(adverbLike.filter((w) => !LY_WORDS.has(w))).toEqual([]);
  });
});

// recall-97: a part named by a tool of another role on one side and by that role's word on the other.
describe('substitution: a part of the project named by a tool on one side, by its role on the other', () => {
  it('reads "the desktop app" / "the Electron app", "database backups" / "Postgres backups" as one part', () => {
    expect(compare('The desktop app uses npm.', '`pnpm` is the package manager for the Electron app.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The database backups are uploaded to S3.', 'Postgres backups are now uploaded to Backblaze B2.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Secrets for the Kubernetes cluster are stored in Vault.', 'Secrets for the container cluster now live in AWS Secrets Manager.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps a tool of another role, or another member of that role, on the word side apart', () => {
    expect(compare('The desktop app uses npm.', '`pnpm` is the package manager for the React Native app.').contradicts).toBe(false);
    expect(compare('The database backups are uploaded to S3.', 'Redis snapshots are now uploaded to Backblaze B2.').contradicts).toBe(false);
    expect(compare('Secrets for the Kubernetes cluster are stored in Vault.', 'Secrets for the Nomad cluster now live in AWS Secrets Manager.').contradicts).toBe(false);
    expect(compare('The mobile app\'s feature flags come from LaunchDarkly.', 'Feature flags in the Next.js web app are served by ConfigCat.').contradicts).toBe(false);
  });
});

// recall-97: a name of several words opening with a function word or a state word ("local disk", "Let's Encrypt").
describe('substitution: names of several words that open with a word read apart', () => {
  it('reads "local disk", "Let\'s Encrypt" and "HERE Maps" as members', () => {
    expect(compare('Podcast uploads are kept on the local filesystem.', 'Podcast uploads go to Cloudflare R2 now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare("TLS certificates for the booking site come from Let's Encrypt.", 'TLS certificates for the booking site are now issued by DigiCert.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Store locator tiles are drawn with HERE Maps.', 'Store locator tiles are drawn with Mapbox now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps local disk as a step before the store, another subject and a second map apart', () => {
    expect(compare('Invoice PDFs are rendered to local disk before upload.', 'Invoice PDFs are uploaded to S3 after rendering.').contradicts).toBe(false);
    expect(compare('Podcast uploads are kept on the local filesystem.', 'Podcast transcripts go to Cloudflare R2.').contradicts).toBe(false);
    expect(compare("TLS certificates for the booking site come from Let's Encrypt.", 'Code-signing certificates for the desktop installer are issued by DigiCert.').contradicts).toBe(false);
  });
});

// recall-97: a participle phrase after a comma right after the new tool says what the tool is, not which part.
describe('substitution: a detail of the tool set off by a comma', () => {
  it('sets aside "backed by Postgres", "registered in …", "self-hosted on Kubernetes" after the member', () => {
    expect(compare('Feature flags are read from LaunchDarkly.', 'Flags are now stored in Flipper, backed by Redis.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Product analytics events are tracked with Mixpanel.', 'Product analytics now goes to PostHog, self-hosted on Kubernetes.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps a subject of its own before the tool apart', () => {
    expect(compare('Feature toggles for the checkout come from Unleash.', 'Search ranking weights are now served by Flagsmith, backed by Postgres.').contradicts).toBe(false);
    expect(compare('Product analytics events are tracked with Mixpanel.', 'Marketing site analytics now goes to PostHog, self-hosted on Kubernetes.').contradicts).toBe(false);
  });
});

// recall-97: "X moved to B" whose X names a part the older never writes moved only that part.
describe('substitution: a move of a part the older does not name', () => {
  it('still reads a move of the whole, or of the same thing, against the older', () => {
    expect(compare('CI runs on Travis.', 'CI for the entire monorepo moved to GitHub Actions.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Docs are hosted on Read the Docs.', 'The docs moved to Netlify.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The medical device UI is built with Qt Widgets.', 'The UI layer was rewritten in QML.').contradicts).toBe(true);
  });

  it('keeps a move of a part of its own apart', () => {
    expect(compare('CI runs on Travis.', 'CI for the mobile apps moved to Bitrise.').contradicts).toBe(false);
    expect(compare('Docs are hosted on Read the Docs.', 'The API reference docs moved to Netlify.').contradicts).toBe(false);
    expect(compare('CI runs on Jenkins.', 'CI for the docs site moved to GitHub Actions.').contradicts).toBe(false);
  });
});

// recall-109: how a member is run ("our self-hosted … cluster", "a managed … instance", "External Secrets Operator"), a
// state ("at startup"), the whole project ("the monorepo") and what flows through it ("meter traffic") name no part.
describe('substitution: words for how a tool is run, not which part uses it', () => {
  it('sets aside "self-hosted", "managed", "cluster", "operator", "layer", "traffic", "at startup" and "monorepo"', () => {
    expect(compare('Feature flags come from LaunchDarkly.', 'Flags are read from our self-hosted Unleash server.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The MQTT broker for meter traffic is Mosquitto.', 'Meters connect to an EMQX cluster.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('CI runs on GitHub Actions.', 'CI for the monorepo migrated to GitLab CI.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Deploy credentials are loaded from Doppler at startup.', 'Deploy credentials come from Infisical now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Sensor metrics from the greenhouse are stored in InfluxDB.', 'Greenhouse sensor metrics now live in a managed TimescaleDB cluster.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps a part of its own, or a tool kept beside the other, apart', () => {
    expect(compare('Catalogue search for the museum archive uses Algolia.', 'Staff wiki search runs on our self-hosted Meilisearch cluster.').contradicts).toBe(false);
    expect(compare('Library member logins go through Auth0.', 'Staff logins for the admin console are handled by a Keycloak cluster.').contradicts).toBe(false);
    expect(compare('Sensor metrics from the greenhouse are stored in InfluxDB.', 'We also keep a managed TimescaleDB cluster for billing rollups.').contradicts).toBe(false);
  });
});

// recall-109: a frame's verb groups read "lives / resides in" as "stored in", "computed / calculated / performed" as
// "done", "receives" as "gets" and "exported to" as "sent to".
describe('substitution: one slot filled through verbs of one family', () => {
  it('reads "now live in", "is computed in" and "gets … through" against the older\'s verb of the same slot', () => {
    expect(compare('Traceability events are stored in MySQL.', 'Trace events now live in DynamoDB.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Geofence checks are done in PostGIS.', 'Geofencing is computed in ClickHouse with `pointInPolygon` now.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Shipment manifests are stored in MongoDB.', 'Shipment manifests now live in Postgres.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The scoreboard receives match events over WebSockets.', 'The scoreboard now gets match events through MQTT.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps another subject in the same slot apart', () => {
    expect(compare('Shipment manifests are stored in MongoDB.', 'Driver photos now live in Postgres.').contradicts).toBe(false);
    expect(compare('Route scoring for the courier app is done in Spark.', 'Fare estimates are computed in DuckDB.').contradicts).toBe(false);
    expect(compare('The scoreboard receives match events over WebSockets.', 'The referee tablet gets roster updates through MQTT.').contradicts).toBe(false);
  });
});

// recall-109: "Y took over from X" says X is gone; "Y replaced X and Z" replaces each name of the list on its own.
describe('substitution: a replacement that names the older tool among others, or "took over from" it', () => {
  it('reads "took over from X" and a name in a list of replaced names', () => {
    expect(compare('Game analytics are sent with the GameAnalytics SDK.', "Unity Analytics took over from GameAnalytics, which isn't in the project anymore.")).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Python linting is done with flake8.', 'Ruff replaced flake8 and isort in the pre-commit config.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare("The site's CSS is processed by Sass.", 'Lightning CSS replaced Sass and Autoprefixer in the build.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('E2E tests for the ferry booking site run on Protractor.', 'Playwright replaced Protractor and Karma last quarter.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves a list without the older tool, or what another tool took over from, alone', () => {
    expect(compare("The site's CSS is processed by Sass.", 'Lightning CSS replaced PostCSS and Autoprefixer in the build.').contradicts).toBe(false);
    expect(compare('E2E tests for the ferry booking site run on Protractor.', 'Vitest replaced Karma and Jasmine for unit tests.').contradicts).toBe(false);
    expect(compare('Lab bookings are synced with Acuity.', "Cal.com took over from SimplyBook for the clinic's intake forms.").contradicts).toBe(false);
  });
});

describe('substitution: a name said to be out at the end of its clause', () => {
  // "Moment is out": the copula's gap words ran to the end of the clause, and the role frame read past it and threw.
  it('reads the pair instead of throwing', () => {
    const moved = compare('Dates are formatted with Moment.js in the dashboard.', 'The dashboard formats dates with `date-fns` now; Moment is out.');
    expect(moved).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(() => compare('Invoices are rendered to PDF with Wkhtmltopdf.', 'PDF rendering uses `puppeteer` now; Wkhtmltopdf is out.')).not.toThrow();
  });
});

// recall-118: plain "use" and a change to a tool ("switched / moved / migrated to") fill the means of a verb of any
// group, once the newer says it changed; two names the catalogue puts in no role in common stay two slots.
describe('substitution: a means said with "use" or a change, against a means of another verb', () => {
  it('reads "use" or "switched to" against "written / compiled / goes through"', () => {
    expect(compare('Benchmarks use `criterion`.', 'Benchmarks are now written with `divan`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The survey exporter uses Apache POI.', 'The survey exporter switched to FastExcel.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Flight shopping goes through Sabre Bargain Finder Max.', 'Flight shopping was switched to Amadeus Master Pricer.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another part, a tool kept, an unmarked use or two catalogue roles alone', () => {
    expect(compare('The survey exporter uses Apache POI.', 'The survey importer switched to FastExcel.').contradicts).toBe(false);
    expect(compare('Invoice PDFs are rendered with wkhtmltopdf.', 'Invoice PDFs now also use Gotenberg for the cover page.').contradicts).toBe(false);
    expect(compare('Benchmarks use `criterion`.', 'Benchmarks are written with `divan`.').contradicts).toBe(false);
    expect(compare('The booking API uses Postgres.', 'The booking API now uses Sentry for error tracking.').contradicts).toBe(false);
  });
});

// recall-118: a passive of a verb of no frame group with a means ("are filtered with ObsPy") fills the slot of that
// verb: against "use" or a change only where the other side writes the verb or its noun, and against another such
// passive only of the same verb. A name run on into the other's is its variant on these new paths too ("argon2" /
// "argon2id", and so "BWA-MEM" / `bwa-mem2`).
describe('substitution: a means of a verb of no frame group, said in the passive', () => {
  it('reads "denoised with", "deskewed using", "aligned with" against the same verb or its noun', () => {
    expect(compare('Bird call recordings are denoised with RNNoise.', 'Bird call recordings are now denoised with `noisereduce`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Scanned ballots are deskewed with Leptonica.', 'Ballot scans are now deskewed using OpenCV.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Reads are aligned with BWA-MEM.', 'Alignment now uses Bowtie2.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another verb, another thing, a tool kept or an agent alone', () => {
    expect(compare('Bird call recordings are denoised with RNNoise.', 'Bird call recordings are now uploaded with `rclone`.').contradicts).toBe(false);
    expect(compare('Parcel addresses are normalised through Libpostal.', 'Parcel weights are now normalised through the Shippo API.').contradicts).toBe(false);
    expect(compare('Lidar point clouds are decimated with PDAL.', 'Lidar point clouds are now also decimated with `laspy` for previews.').contradicts).toBe(false);
    expect(compare('Scanned ballots are deskewed with Leptonica.', 'Scanned ballots are now reviewed by the County Clerk.').contradicts).toBe(false);
  });
});

// recall-118: a file of data or settings holds a frame's slot as a tool does ("read from `config/thresholds.ini`");
// two such files fill one slot whatever verb holds each ("loaded from" / "lives in") once the newer says it changed,
// and one file under two paths is the same file.
describe('substitution: a file of data or settings in a slot', () => {
  it('reads two files in one slot as a change', () => {
    expect(compare('Pump station thresholds are read from `config/thresholds.ini`.', 'The pump station service now reads its thresholds from `thresholds.toml`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The planetarium show list is loaded from `shows.csv`.', 'The planetarium show list now lives in `shows.json`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Python dependencies are listed in `requirements.txt`.', 'Dependencies are now declared in `pyproject.toml`.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another thing, a copy kept and one file under two paths alone', () => {
    expect(compare('Pump station thresholds are read from `config/thresholds.ini`.', 'Pump station alarm contacts are now read from `contacts.toml`.').contradicts).toBe(false);
    expect(compare('The planetarium show list is loaded from `shows.csv`.', 'The planetarium show list is now also exported to `shows.json`.').contradicts).toBe(false);
    expect(compare('Tram stop names are stored in `stops.xml`.', 'Tram stop names are now kept in `data/stops.xml`.').contradicts).toBe(false);
  });
});

// recall-118: "build", "compile" and "bundle" hold their means without an object ("now builds with Vite"), and a
// catalogue tool in lower case fills a frame's slot ("built with make", "shipped with fluentd").
describe('substitution: a build verb without an object, a catalogue tool in lower case', () => {
  it('reads "builds with" and a lower-case tool in the slot', () => {
    expect(compare('The ferry kiosk frontend is bundled with Parcel.', 'The ferry kiosk frontend now builds with Rspack.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('Orchard drone firmware is built with make.', 'Orchard drone firmware now builds with Ninja.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('leaves another part or a tool kept alone', () => {
    expect(compare('The ferry kiosk frontend is bundled with Parcel.', 'The ferry kiosk admin panel now builds with Rspack.').contradicts).toBe(false);
    expect(compare('Orchard drone firmware is built with make.', 'Orchard drone firmware now also builds with Ninja for CI runs.').contradicts).toBe(false);
    expect(compare("The choir app's native modules compile with CMake.", "The choir app's web bundle now compiles with esbuild.").contradicts).toBe(false);
  });
});
