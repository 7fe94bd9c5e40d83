import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('subject test: a tool named on one side, its role in words on the other', () => {
  it('reads "the Postgres volume" as "the db volume" and "the Tauri app" as "the desktop client"', () => {
    expect(compare('The Postgres volume in docker-compose is ephemeral.', 'The db volume is persistent.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The Postgres volume is ephemeral.', 'The database volume is persistent.').kind).toBe('antonym');
    expect(compare('The desktop client checks for updates on startup.', "The Tauri app doesn't check for updates at launch anymore.")).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps two tools apart, also when one side adds a role word', () => {
    expect(compare('The Postgres volume is ephemeral.', 'The Redis volume is persistent.').contradicts).toBe(false);
    expect(compare('The Postgres volume is ephemeral.', 'The Redis db volume is persistent.').contradicts).toBe(false);
    expect(compare('The MySQL replica is read-only.', 'The primary db is writable.').contradicts).toBe(false);
  });

  it('does not take a general word of the role ("app", "data", "stored") for the role', () => {
    expect(compare('The Postgres backups are encrypted.', 'The data backups are not encrypted.').contradicts).toBe(false);
    expect(compare('The Electron updater is enabled.', 'The app updater is disabled.').contradicts).toBe(false);
    expect(compare('The Tauri app checks for updates on startup.', "The mobile app doesn't check for updates at launch.").contradicts).toBe(false);
    expect(compare('The Postgres database is encrypted at rest.', 'The analytics database is not encrypted.').contradicts).toBe(false);
  });

  it('does not take a scope for the role when the tool has a scope of its own, nor a platform for a framework', () => {
    expect(compare("Vite's preview server runs on port 4173.", 'The dev server runs on port 5173.').contradicts).toBe(false);
    expect(compare('The app is Expo managed (no native ios/ or android/ projects checked in).', 'The React Native app runs on the Hermes engine for Android builds.').contradicts).toBe(false);
  });
});

describe('subject test: a word on one side written short on the other', () => {
  it('reads "recsys", "phx" and "k8s" as the words they shorten', () => {
    expect(compare('The recommendation model is trained online.', 'The recsys model is trained offline in nightly batches.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The Phoenix app listens on port 4000.', 'phx server binds 4040 (PORT in runtime.exs).')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('The ctx object is mutable.', 'The context object is immutable.').kind).toBe('antonym');
    expect(compare('The mgr process is stateless.', 'The manager process is stateful.').kind).toBe('antonym');
  });

  it('does not take a word’s start alone, another word with the same letters, or another name for a short form', () => {
    expect(compare('The web server is stateless.', 'The webhook server is stateful.').contradicts).toBe(false);
    expect(compare('The mgr process is stateless.', 'The migration process is stateful.').contradicts).toBe(false);
    expect(compare('The recsys model is trained offline.', 'The search model is trained online.').contradicts).toBe(false);
    expect(compare('The k8s cluster is private.', 'The kafka cluster is public.').contradicts).toBe(false);
    expect(compare('The Phoenix app listens on port 4000.', 'The Plug app listens on port 4040.').contradicts).toBe(false);
  });
});

describe('subject test: one thing under its other common names (common-names.ts)', () => {
  it('reads clipped forms and swapped synonyms as the thing they name', () => {
    expect(compare('The navigation drawer is collapsed by default.', 'The nav drawer starts expanded.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The admin panel is public.', 'The administrator panel is private.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('Perf tests run nightly.', 'Performance tests do not run nightly.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('Email notifications are sent synchronously.', 'Email notifs are sent asynchronously.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('keeps two things apart when each side names its own, and leaves short forms of two senses alone', () => {
    expect(compare('Perf tests run nightly.', 'Unit tests do not run nightly.').contradicts).toBe(false);
    expect(compare('The admin panel is public.', 'The billing panel is private.').contradicts).toBe(false);
    expect(compare('Auth tokens are stored in cookies.', 'Authorization headers are not stored.').contradicts).toBe(false);
    expect(compare('The temp directory is cleared on boot.', 'The CPU temperature is not cleared on boot.').contradicts).toBe(false);
    // A folder named with a short form is still only the scope both notes are in.
    expect(compare('In `packages/admin-7/`, nginx terminates TLS for the app.', 'In `packages/admin-7/`, debug builds have R8 disabled.').contradicts).toBe(false);
  });

  it('reads the short forms of infrastructure, media, ML and hardware the same way', () => {
    expect(compare('The bg sync job is idempotent.', 'The background sync job is not idempotent.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The photo cache is public.', 'The photograph cache is private.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('Training resumes from the last ckpt automatically.', 'Training does not resume from the last checkpoint.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The infra repo is public.', 'The infrastructure repository is private.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves "temp" out: it is a temperature as often as a temporary thing', () => {
    expect(compare('The GPU temp limit is enforced.', 'The temporary GPU limit is not enforced.').contradicts).toBe(false);
  });

  it('reads "settings" before a noun as the name of a screen, not the light verb "set"', () => {
    expect(compare('The nav drawer is collapsed by default.', 'The settings drawer is expanded by default.').contradicts).toBe(false);
    expect(compare('The search drawer is collapsed by default.', 'The settings drawer is expanded by default.').contradicts).toBe(false);
    expect(compare('The settings page is cached.', 'The settings page is not cached.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The retry settings allow 3 attempts.', 'The retry setting allows 5 attempts.')).toMatchObject({ contradicts: true, kind: 'value' });
  });
});

describe('subject test: one name spelled joined, spaced, hyphenated or as an identifier', () => {
  it('reads "drop-down" as "dropdown", "code base" as "codebase", "user id" as `userId`', () => {
    expect(compare('The drop-down menu is collapsed by default.', 'The dropdown menu is expanded by default.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The code base is formatted with Prettier.', 'The codebase is not formatted with Prettier.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The front-end is rendered on the server.', 'The frontend is not rendered on the server.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('`userId` is required on every event.', 'The user id is optional on events.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('reads a route by what it serves: `POST /exports` is the export endpoint', () => {
    expect(compare('The export endpoint is blocking.', 'POST /exports is non-blocking: it returns 202 with a job id.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('does not join words that spell another name, nor take a route for another resource', () => {
    expect(compare('The drop-down menu is collapsed by default.', 'The sidebar is expanded by default.').contradicts).toBe(false);
    expect(compare('`userId` is required on every event.', 'The session id is optional on events.').contradicts).toBe(false);
    expect(compare('The export endpoint is blocking.', 'POST /imports is non-blocking.').contradicts).toBe(false);
    expect(compare('The `/users` endpoint is paginated.', 'GET /api/orders is unpaginated.').contradicts).toBe(false);
  });
});

describe('subject test: a namespaced setting key against the words of its setting', () => {
  it('reads `org.gradle.daemon` as "the Gradle daemon", whatever file the other side says it is set in', () => {
    expect(compare('The Gradle daemon is disabled on CI (`org.gradle.daemon=false`).', 'The Gradle daemon is enabled on CI in `gradle.properties`.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(compare('The Gradle build cache is on (`org.gradle.caching=true`).', 'The build cache is disabled in `gradle.properties`.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('keeps a setting the key does not name apart: "the configuration cache" is not `org.gradle.caching`', () => {
    expect(compare('The Gradle build cache is on (`org.gradle.caching=true`).', 'The configuration cache is disabled in `gradle.properties`.').contradicts).toBe(false);
    expect(compare('The Gradle daemon is disabled on CI (`org.gradle.daemon=false`).', 'The build cache is enabled on CI in `gradle.properties`.').contradicts).toBe(false);
  });
});

describe('subject test: one verb and the nouns made from it stem alike', () => {
  it('reads "autoscaled" / "autoscale", "verify" / "verification" as one word', async () => {
    const { stem } = await import('../../src/contradiction/stem.js');
    for (const [x, y] of [['autoscaled', 'autoscale'], ['autoscaling', 'autoscaler'], ['verify', 'verification'], ['notifies', 'notifications'], ['classify', 'classification']]) expect(stem(x!)).toBe(stem(y!));
    expect(compare('The worker pool is autoscaled.', 'The worker pool does not autoscale.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps words apart that only look alike', async () => {
    const { stem } = await import('../../src/contradiction/stem.js');
    for (const [x, y] of [['signaled', 'sign'], ['totaling', 'tot'], ['player', 'play'], ['delay', 'deli'], ['retry', 'retro']]) expect(stem(x!)).not.toBe(stem(y!));
  });
});

describe('subject test: a Latin "-us" noun and its plural stem alike (recall-89)', () => {
  it('reads "bonus" / "bonuses", "status" / "statuses", "alias" / "aliases" as one word', async () => {
    const { stem } = await import('../../src/contradiction/stem.js');
    for (const [x, y] of [['bonus', 'bonuses'], ['status', 'statuses'], ['campus', 'campuses'], ['radius', 'radiuses'], ['alias', 'aliases']]) expect(stem(x!)).toBe(stem(y!));
    expect(compare('The loyalty service credits a bonus on every tenth visit.', "The loyalty service doesn't credit bonuses anymore.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The loyalty service credits a bonus on every tenth visit.', "The loyalty service doesn't credit bonuses to staff accounts.").contradicts).toBe(false);
  });

  it('keeps the "-use" words and the plurals of "-u" words as they were', async () => {
    const { stem } = await import('../../src/contradiction/stem.js');
    for (const [x, y] of [['causes', 'cause'], ['pauses', 'pause'], ['fuses', 'fuse'], ['excuses', 'excuse'], ['cpus', 'cpu'], ['menus', 'menu']]) expect(stem(x!)).toBe(stem(y!));
  });
});

describe('subject test: a route and its form under the API mount', () => {
  it('reads `/users` as `/api/users` and `/api/v1/users`, with or without the method', () => {
    expect(compare('`/users` requires auth.', '`/api/users` does not require auth.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('`GET /users` is paginated.', '`GET /api/v1/users` is not paginated.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The `/api/v1/orders` endpoint is cached.', 'The `/orders` endpoint is not cached.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps two versions, two mounts and two methods apart', () => {
    expect(compare('The `/api/v1/orders` endpoint is cached.', 'The `/v2/orders` endpoint is not cached.').contradicts).toBe(false);
    expect(compare('The `/api/users` endpoint is cached.', 'The `/admin/users` endpoint is not cached.').contradicts).toBe(false);
    expect(compare('`POST /users` is rate limited.', '`GET /api/users` is not rate limited.').contradicts).toBe(false);
  });
});

describe('subject test: two heads that name one thing after one modifier', () => {
  it('reads "unique index" as "unique constraint" and "feature flag" as "feature toggle"', () => {
    expect(compare('The `payments` table has a unique index on `reference`.', "There's no unique constraint on `payments.reference`.")).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The `dark_mode` feature flag is on for staff.', 'The `dark_mode` feature toggle is off for staff.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone another column, another modifier, and another audience', () => {
    expect(compare('The `payments` table has a unique index on `reference`.', "There's no unique constraint on `payments.batch_id`.").contradicts).toBe(false);
    expect(compare('The `payments` table has a unique index on `reference`.', "There's no foreign key constraint on `payments.reference`.").contradicts).toBe(false);
    expect(compare('The `dark_mode` feature flag is on for staff.', 'The `dark_mode` feature toggle is off for guests.').contradicts).toBe(false);
  });
});

describe('a path on one side and its file name on the other are one file', () => {
  it('reads "`scripts/sync-tides.sh` requires X" against "sync-tides.sh no longer reads X"', () => {
    expect(
      compare('`scripts/sync-tides.sh` requires `TIDES_SYNC_TOKEN` in the environment.', "sync-tides.sh no longer reads TIDES_SYNC_TOKEN; it uses the harbour's OIDC token."),
    ).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps another script, and a file of the same name in another folder, apart', () => {
    expect(
      compare('`scripts/sync-tides.sh` requires `TIDES_SYNC_TOKEN` in the environment.', "sync-buoys.sh no longer reads TIDES_SYNC_TOKEN; it uses the harbour's OIDC token.").contradicts,
    ).toBe(false);
    expect(
      compare('`plugins/lanterns/LanternTimer.gd` is registered as a plugin in `project.godot`.', '`plugins/beacons/LanternTimer.gd` is not a plugin anymore; nothing in `project.godot` lists it.')
        .contradicts,
    ).toBe(false);
    // Every package has a `tsconfig.json`: the root's is not `packages/editor/tsconfig.json`.
    expect(compare('Strict mode is off in `tsconfig.json`.', '`packages/editor/tsconfig.json` has `strict: true`.').contradicts).toBe(false);
  });
});

describe('subject test: the role side names a tool of another role (recall-99)', () => {
  it('reads a role word in that side\'s subject as the tool: "The mobile repo uses Yarn" / "the React Native repo"', () => {
    expect(compare('The mobile app repo uses Yarn.', '`pnpm` is the package manager for the Flutter app repo.')).toMatchObject({ contradicts: true, kind: 'substitution' });
    expect(compare('The search cluster is backed up to S3 every night.', 'Snapshots of the OpenSearch cluster now go to Google Cloud Storage.')).toMatchObject({ contradicts: true, kind: 'substitution' });
  });

  it('keeps a rival tool of that role on the role side apart, and a role word outside the subject', () => {
    expect(compare('The React Native app repo uses Yarn.', '`pnpm` is the package manager for the Flutter app repo.').contradicts).toBe(false);
    expect(compare('The Solr search cluster is backed up to S3 every night.', 'Snapshots of the OpenSearch cluster now go to Google Cloud Storage.').contradicts).toBe(false);
    expect(compare('Nightly jobs of the mobile team use Yarn.', '`pnpm` is the package manager for the Flutter app repo.').contradicts).toBe(false);
  });
});

describe('subject test: a command\'s last word in kebab or snake case names a CamelCase class (recall-104)', () => {
  it('reads `php artisan night-audit` as the `NightAudit` command', () => {
    expect(compare("The `NightAudit` command posts the night's room and tax charges to every in-house folio.", '`php artisan night-audit` no longer posts room charges; those are posted at checkout.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The `PruneSessions` command deletes expired sessions from the database.', '`php artisan prune-sessions` no longer deletes expired sessions; Redis expires them on its own.').contradicts).toBe(true);
  });

  it('leaves alone another command, and a denial of another object', () => {
    expect(compare('The `PruneSessions` command deletes expired sessions from the database.', '`php artisan prune-logs` no longer deletes expired sessions; it only trims the log tables.').contradicts).toBe(false);
    expect(compare('The `SendDigest` command emails the weekly digest to every subscriber.', "`php artisan send-digest` doesn't email the monthly report; finance sends that one.").contradicts).toBe(false);
  });
});

describe('subject test: clipped forms of collaboration, appointment, department, laboratory, schedule (recall-112)', () => {
  it('reads the clipped form and the word as one subject', () => {
    expect(compare('The collab editor autosaves drafts every ten seconds.', 'The collaboration editor no longer autosaves drafts.').kind).toBe('polarity');
    expect(compare('The dept dashboard shows overtime hours for every team.', 'The department dashboard no longer shows overtime hours.').kind).toBe('polarity');
    expect(compare('The lab results importer flags out-of-range values.', 'The laboratory results importer has stopped flagging out-of-range values.').kind).toBe('polarity');
    expect(compare('The sched service retries failed calendar syncs.', 'The schedule service never retries failed calendar syncs.').kind).toBe('polarity');
  });

  it('keeps another subject with the same head apart', () => {
    expect(compare('The collab editor autosaves drafts every ten seconds.', 'The comment editor no longer autosaves drafts.').contradicts).toBe(false);
    expect(compare('The lab results importer flags out-of-range values.', 'The imaging results importer has stopped flagging out-of-range values.').contradicts).toBe(false);
  });
});

describe('subject test: an acronym on one side, its words spelled out on the other', () => {
  it('reads "the AE form" as "the adverse events form", "HIL" as "hardware-in-the-loop", "SSO" as "single sign-on"', () => {
    expect(compare('The AE form pre-fills the site ID.', 'The adverse events form no longer pre-fills the site ID.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The HIL rig runs nightly.', 'The hardware-in-the-loop rig no longer runs nightly.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The booking site supports single sign-on.', 'The booking site no longer offers SSO.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The CMM probe logs every measurement.', 'The coordinate measuring machine probe does not log measurements.')).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps a claim about another part of the spelled-out thing apart, and a unit or other words with the same initials', () => {
    expect(compare('The AE form pre-fills the site ID.', 'The adverse events form does not pre-fill the visit date.').contradicts).toBe(false);
    expect(compare('The CMM probe logs every measurement.', 'The coordinate measuring machine camera does not log frames.').contradicts).toBe(false);
    expect(compare('The ROI report includes churn.', "The report of regional offices doesn't include churn.").contradicts).toBe(false);
    expect(compare('Attachments larger than 25 MB are compressed.', 'Mail bundles are not compressed.').contradicts).toBe(false);
  });
});

describe('subject test: an acronym taking a letter from inside one of its words', () => {
  it('reads "TCU" as "telematics unit", "RFID" as "radio-frequency identification", "DLR" as "delivery receipt"', () => {
    expect(compare('RFID badges unlock the lab doors.', 'Radio-frequency identification badges no longer unlock the lab doors; staff use PIN codes.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The TCU encrypts trip logs before upload.', 'The telematics unit no longer encrypts trip logs.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('RFID readers poll every 200 ms.', 'Radio-frequency identification readers poll every second now.')).toMatchObject({ contradicts: true, kind: 'value' });
    expect(compare('DLR webhooks are delivered at-least-once.', 'Delivery-receipt webhooks are at-most-once now.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('keeps a compatible claim apart, and reads no spelling from a verb, a vowel or a short word', () => {
    expect(compare('The MCU runs at 48 MHz.', 'The microcontroller unit runs at 48 MHz with the PLL enabled.').contradicts).toBe(false);
    expect(compare('The tram API times out after 10 seconds.', 'Apps polling the tram timetable time out after 30 seconds.').contradicts).toBe(false);
    expect(compare('Nav2 isn\'t used on the arm robots.', 'The AMRs navigate with Nav2.').contradicts).toBe(false);
    expect(compare('The CLI retries three times.', 'The client library no longer retries.').contradicts).toBe(false);
    // Words that spell it loosely but stand elsewhere: before another word, not opening their clause.
    expect(compare('One retry on timeout; CRC errors are not retried.', 'Stripe charge calls should always be retried on network errors.').contradicts).toBe(false);
    expect(compare('The bootloader verifies the signature of the application image.', 'The internal `admin` API has CSRF disabled.').contradicts).toBe(false);
  });
});

describe('subject test: a clipped word of two senses, the other side writing the full word of one', () => {
  it('reads "auth" as the other side\'s "authorization" and "collab" as "collaboration"', () => {
    expect(compare('The door controller checks badges against the local authorization cache.', 'The door controller no longer checks badges against the local auth cache.')).toMatchObject({ contradicts: true, kind: 'polarity' });
    expect(compare('The collab editor autosaves every draft.', "The collaboration editor doesn't autosave drafts anymore.")).toMatchObject({ contradicts: true, kind: 'polarity' });
  });

  it('keeps another claim apart, and leaves "temp" unread (a temp table, a temp sensor)', () => {
    expect(compare('The collab editor autosaves every draft.', "The collaboration editor doesn't autosave comments.").contradicts).toBe(false);
    expect(compare('The boiler temp sensor raises an alarm above 90 °C.', 'The temporary boiler sensor no longer raises alarms.').contradicts).toBe(false);
  });
});
