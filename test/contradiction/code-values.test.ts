import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('compareDiscoveries: versions written as code constants', () => {
  it("reads Xcode's deployment targets as the platform's version, a floor by nature", () => {
    expect(contradicts('The app supports watchOS 9.', '`WATCHOS_DEPLOYMENT_TARGET = 10.0` in the project file.')).toBe(true);
    expect(contradicts('The minimum iOS version is iOS 14.', '`IPHONEOS_DEPLOYMENT_TARGET` is 17.0 now.')).toBe(true);
    expect(contradicts('The app supports watchOS 10.', '`WATCHOS_DEPLOYMENT_TARGET = 10.0` in the project file.')).toBe(false);
    // Another platform's target.
    expect(contradicts('The app supports watchOS 9.', '`TVOS_DEPLOYMENT_TARGET = 17.0` in the project file.')).toBe(false);
  });

  it("reads Gradle's JavaVersion constants and MSBuild's TargetFramework element", () => {
    expect(contradicts('The project compiles for Java 8.', '`build.gradle.kts` sets `JavaVersion.VERSION_11` for the toolchain.')).toBe(true);
    expect(contradicts('The project compiles for Java 8.', '`build.gradle.kts` sets `JavaVersion.VERSION_1_8` for the toolchain.')).toBe(false);
    expect(contradicts('Every project targets `net7.0`.', '`Directory.Build.props` has `<TargetFramework>net9.0</TargetFramework>` for every project.')).toBe(true);
    expect(contradicts('Every project targets `net9.0`.', '`Directory.Build.props` has `<TargetFramework>net9.0</TargetFramework>` for every project.')).toBe(false);
  });
});

describe('compareDiscoveries: a version constraint written alone', () => {
  it('reads `~> 5.10` as the version of the dependency or provider named before it', () => {
    expect(contradicts('The Google provider is pinned to `~> 4.80`.', '`versions.tf` requires `hashicorp/google` at `~> 5.10`.')).toBe(true);
    expect(contradicts('The Google provider is pinned to `~> 5.0`.', '`versions.tf` requires `hashicorp/google` at `~> 5.10`.')).toBe(false);
    // Another provider.
    expect(contradicts('The Google provider is pinned to `~> 4.80`.', '`versions.tf` requires `hashicorp/aws` at `~> 5.10`.')).toBe(false);
  });
});

describe('compareDiscoveries: a unit that comes from the key', () => {
  it('reads a function memory size setting in megabytes', () => {
    expect(contradicts('The `pdf-export` function gets 256 MB of memory.', '`pdf-export` runs with `MemorySize: 1024`.')).toBe(true);
    expect(contradicts('The `pdf-export` function gets 1 GB of memory.', '`pdf-export` runs with `MemorySize: 1024`.')).toBe(false);
  });

  it('reads a shift by 10, 20 or 30 bits as KiB, MiB or GiB', () => {
    expect(contradicts('The upload buffer in `internal/upload/buffer.go` is 8 MB.', '`internal/upload/buffer.go` sets `maxBufferSize = 32 << 20`.')).toBe(true);
    expect(contradicts('The upload buffer in `internal/upload/buffer.go` is 32 MB.', '`internal/upload/buffer.go` sets `maxBufferSize = 32 << 20`.')).toBe(false);
  });

  it("reads a coverage metric's threshold as a percentage of that metric", () => {
    expect(contradicts('Function coverage must be 95%.', '`coverageThreshold.global.functions` is 80 in `jest.config.ts`.')).toBe(true);
    expect(contradicts('Function coverage must be 80%.', '`coverageThreshold.global.functions` is 80 in `jest.config.ts`.')).toBe(false);
    // Another metric's threshold.
    expect(contradicts('Function coverage must be 95%.', '`coverageThreshold.global.statements` is 80 in `jest.config.ts`.')).toBe(false);
  });
});

describe('compareDiscoveries: tries counted two ways', () => {
  it('reads attempts as the first try and the retries after it', () => {
    expect(contradicts('The sync client makes 3 attempts per request.', 'The sync client retries a request 2 times.')).toBe(false);
    expect(contradicts('The sync client makes 3 attempts per request.', 'The sync client retries a request 6 times.')).toBe(true);
    // The same number is one try more or less.
    expect(contradicts('The sync client makes 3 attempts per request.', 'The sync client retries a request 3 times.')).toBe(false);
  });
});

describe('compareDiscoveries: a value owned by the file or function both sides name', () => {
  it('reads a value in code against the prose value located in the same file', () => {
    expect(contradicts('The S3 client in `src/s3.ts` has a 10s timeout.', '`src/s3.ts` creates its SDK instance with `timeout: 30000`.')).toBe(true);
    expect(contradicts('The mail client in `lib/mail.rb` has a 10 second timeout.', '`lib/mail.rb` creates its SMTP object with `timeout: 30`.')).toBe(true);
    expect(contradicts('The S3 client in `src/s3.ts` has a 10s timeout.', '`src/s3.ts` creates its SDK instance with `timeout: 10000`.')).toBe(false);
  });

  it("reads a function of a file's package as that file's code", () => {
    expect(contradicts('Kafka producer timeout in `pkg/kafkax/producer.go` is 2s.', '`kafkax.NewProducer` sets `Timeout: 5 * time.Second`.')).toBe(true);
    // Another package's function.
    expect(contradicts('Redis client timeout in `pkg/redisx/client.go` is 2s.', '`queuex.NewClient` sets `Timeout: 5 * time.Second`.')).toBe(false);
  });

  it('reads a file named for what the other side names in code as its owner', () => {
    expect(contradicts('Jobs in the `nightly_export` DAG retry 2 times.', '`default_args` in `dags/nightly_export.py` sets `retries=5`.')).toBe(true);
    expect(contradicts('Jobs in the `nightly_export` DAG retry 5 times.', '`default_args` in `dags/nightly_export.py` sets `retries=5`.')).toBe(false);
    // Another DAG's file.
    expect(contradicts('Jobs in the `nightly_export` DAG retry 2 times.', '`default_args` in `dags/hourly_sync.py` sets `retries=5`.')).toBe(false);
  });

  it('reads "the default port in <file> is N" as a port, the path as where it is set', () => {
    expect(contradicts('`cmd/web/main.go` serves on 9000 by default.', 'The default port in `cmd/web/main.go` is 8000 unless `PORT` is set.')).toBe(true);
    expect(contradicts('`cmd/web/main.go` serves on 8000 by default.', 'The default port in `cmd/web/main.go` is 8000 unless `PORT` is set.')).toBe(false);
  });

  it('keeps two settings, two files, and a default against an override apart', () => {
    expect(contradicts('The upload timeout in `src/transfer.ts` is 60s.', '`src/transfer.ts` sets the download timeout with `timeout: 5000`.')).toBe(false);
    expect(contradicts('The HTTP client in `web/http.ts` has a 10s timeout.', '`jobs/http.ts` creates its client with `timeout: 30000`.')).toBe(false);
    expect(contradicts('`phone/build.gradle.kts` sets `minSdk = 24`.', '`minSdk = 26` in `wear/build.gradle.kts`.')).toBe(false);
    expect(contradicts('`src/transfer.ts` has a 10s timeout by default.', '`config/prod.yml` sets `timeout: 30000` for `src/transfer.ts` uploads.')).toBe(false);
  });
});

describe('compareDiscoveries: a default given right after the port', () => {
  it('reads "listens on `PORT`, default 3000" as port 3000', () => {
    expect(contradicts('`api/main.go` listens on `PORT`, default 4000.', 'The default port in `api/main.go` is 9000 when `PORT` is unset.')).toBe(true);
    expect(contradicts('`api/main.go` listens on `PORT`, default 4000.', 'The default port in `api/main.go` is 4000 when `PORT` is unset.')).toBe(false);
    // A default after another setting is not a port.
    expect(contradicts('`api/main.go` reads `WORKERS`, default 4.', 'The API listens on port 9000.')).toBe(false);
  });
});

describe('compareDiscoveries: a duration built by code', () => {
  it('reads the unit from the call or the argument next to the number', () => {
    expect(contradicts('The billing client gives up after 10 s.', 'The billing client is built with `.connect_timeout(Duration::from_secs(45))`.')).toBe(true);
    expect(contradicts('The billing client gives up after 45 s.', 'The billing client is built with `.connect_timeout(Duration::from_secs(45))`.')).toBe(false);
    expect(contradicts('The CI deploy stage is cut off after 30 minutes.', 'The CI deploy stage runs inside `timeout(time: 2, unit: \'HOURS\')`.')).toBe(true);
    expect(contradicts('The CI deploy stage is cut off after 2 hours.', 'The CI deploy stage runs inside `timeout(time: 2, unit: \'HOURS\')`.')).toBe(false);
  });

  it('reads a keyword argument named by its unit, and Go duration arithmetic', () => {
    expect(contradicts('Invite links from `invites/views.py` expire after 2 days.', '`invites/views.py` sets `expires = now + timedelta(hours=12)`.')).toBe(true);
    expect(contradicts('Invite links from `invites/views.py` expire after 12 hours.', '`invites/views.py` sets `expires = now + timedelta(hours=12)`.')).toBe(false);
    expect(contradicts('The health checker in `cmd/probe` waits 5 seconds between probes.', '`cmd/probe` sleeps `15 * time.Second` between probes.')).toBe(true);
    expect(contradicts('The health checker in `cmd/probe` waits 15 seconds between probes.', '`cmd/probe` sleeps `15 * time.Second` between probes.')).toBe(false);
  });
});

describe('compareDiscoveries: a version given to a version setting', () => {
  it("reads CMake's `VERSION` argument as the version of what the call is named after", () => {
    expect(contradicts('CMake 3.14 or newer is required to build.', 'The top-level `CMakeLists.txt` opens with `cmake_minimum_required(VERSION 3.24)`.')).toBe(true);
    expect(contradicts('CMake 3.24 or newer is required to build.', 'The top-level `CMakeLists.txt` opens with `cmake_minimum_required(VERSION 3.24)`.')).toBe(false);
  });

  it('reads a wildcard pin and a runtime-named manifest key as versions', () => {
    expect(contradicts('The worker targets Python 3.10.', '`requires-python = "==3.12.*"` in the worker\'s `pyproject.toml`.')).toBe(true);
    expect(contradicts('The worker targets Python 3.12.', '`requires-python = "==3.12.*"` in the worker\'s `pyproject.toml`.')).toBe(false);
    expect(contradicts('Node 18 is required.', '`package.json` has `engines.node` set to `>=20`.')).toBe(true);
    expect(contradicts('Node 20 is required.', '`package.json` has `engines.node` set to `>=20`.')).toBe(false);
    expect(contradicts('Node 22 is required.', '`package.json` has `engines.node` set to `^22.1`.')).toBe(false);
    // The parenthesis pins the version of what its sentence names: the web package, in one package folder.
    expect(contradicts('The web package requires Node 20 (`engines.node` is `>=20`).', 'The repo requires Node 18 (`.nvmrc`).')).toBe(false);
    expect(contradicts('In `packages/a/`, the web package requires Node 20 (`engines.node` is `>=20`).', 'In `packages/b/`, the web package requires Node 20 (`engines.node` is `>=22`).')).toBe(false);
  });

  it("reads a platform's deployment target and a crate's MSRV written in prose as versions", () => {
    expect(contradicts('The tvOS deployment target is 15.0.', '`TVOS_DEPLOYMENT_TARGET = 17.0` in the Xcode project.')).toBe(true);
    expect(contradicts('The tvOS deployment target is 17.0.', '`TVOS_DEPLOYMENT_TARGET = 17.0` in the Xcode project.')).toBe(false);
    expect(contradicts('MSRV is 1.63.', 'The workspace `Cargo.toml` sets `rust-version` to 1.77.')).toBe(true);
    expect(contradicts('MSRV is 1.77.', 'The workspace `Cargo.toml` sets `rust-version` to 1.77.')).toBe(false);
  });
});

describe('compareDiscoveries: a threshold written as a minimum or as where the run fails', () => {
  it('reads "fails below 90%" and "the minimum coverage is 85%" as one threshold', () => {
    expect(contradicts('The test job fails if coverage falls below 90%.', 'The minimum coverage is 85%.')).toBe(true);
    expect(contradicts('The test job fails if coverage falls below 85%.', 'The minimum coverage is 85%.')).toBe(false);
  });
});

describe('compareDiscoveries: code spans read again', () => {
  it('still finds a value in a span after the same span and others were read as names', () => {
    // `packages/billing-3/` and `db:migrate` state no value, whichever text reads them first; `pool=10` states one each time.
    for (let round = 0; round < 2; round++) {
      expect(contradicts('In `packages/billing-3/`, `db:migrate` runs with `pool=10`.', 'In `packages/billing-3/`, `db:migrate` runs with `pool=25`.')).toBe(true);
      expect(contradicts('In `packages/billing-3/`, `db:migrate` runs with `pool=25`.', 'In `packages/billing-3/`, `db:migrate` runs with `pool=25` again.')).toBe(false);
    }
  });
});

describe('compareDiscoveries: a setting named in code, read on both sides', () => {
  it("reads a bare number given to a name the other side writes in code in the other side's unit", () => {
    expect(contradicts("The renderer's `frameBudget` is 16 ms.", '`engine.render.frameBudget = 33` in `settings.lua`.')).toBe(true);
    expect(contradicts("The renderer's `frameBudget` is 33 ms.", '`engine.render.frameBudget = 33` in `settings.lua`.')).toBe(false);
  });

  it('reads a name in code that names the catalogue quantity both values are of as its name, not an owner', () => {
    // A package only one side names, or an owner inside a statement (`ALTER ROLE reporting …`), is still an owner.
    expect(contradicts('In `packages/billing-1/`, frontend coverage threshold is 39%', 'Coverage gate is 90%.')).toBe(false);
    expect(contradicts('`cargo test` in the nightly job errors out if coverage falls below 70%.', 'The coverage gate is `minimum = 0.85`.')).toBe(true);
    expect(contradicts('`cargo test` in the nightly job errors out if coverage falls below 85%.', 'The coverage gate is `minimum = 0.85`.')).toBe(false);
  });

  it("reads a bare number given to a size's name in code in bytes, or in the unit that makes the two equal", () => {
    expect(contradicts("The bootloader's stack (`BOOT_STACK_SIZE`) is 4 KB.", 'BOOT_STACK_SIZE is 8192 in the board config.')).toBe(true);
    expect(contradicts("The bootloader's stack (`BOOT_STACK_SIZE`) is 8 KB.", 'BOOT_STACK_SIZE is 8192 in the board config.')).toBe(false);
  });

  it('reads a share named a ratio or in basis points as a percentage', () => {
    expect(contradicts('Price alerts tolerate up to 0.25% slippage.', 'Slippage tolerance is `slippage_bps: 50`.')).toBe(true);
    expect(contradicts('Price alerts tolerate up to 0.5% slippage.', 'Slippage tolerance is `slippage_bps: 50`.')).toBe(false);
  });
});

describe('compareDiscoveries: a value given to a setting named in code on both sides', () => {
  it('reads the only value of a clause or text that names the setting as its value', () => {
    // The name heads the clause; the other side writes it with its value.
    expect(contradicts('`queue.visibility.ms` for the `thumbnails` worker is 90000.', 'The thumbnails worker hides a claimed job for 30 s (`queue.visibility.ms=30000`).')).toBe(true);
    expect(contradicts('`queue.visibility.ms` for the `thumbnails` worker is 30000.', 'The thumbnails worker hides a claimed job for 30 s (`queue.visibility.ms=30000`).')).toBe(false);
    // The name in a later clause of a text with one value.
    expect(contradicts('The kiosk display refreshes its slides every 20 seconds; see `SLIDE_ROTATE_SECONDS` in `kiosk.env`.', '`kiosk.env` sets `SLIDE_ROTATE_SECONDS=45`.')).toBe(true);
    expect(contradicts('The kiosk display refreshes its slides every 45 seconds; see `SLIDE_ROTATE_SECONDS` in `kiosk.env`.', '`kiosk.env` sets `SLIDE_ROTATE_SECONDS=45`.')).toBe(false);
  });

  it('reads a bare number in the unit that makes it equal, else in the unit of the other side', () => {
    expect(contradicts('The scanner reads at 25 Hz (`SCAN_RATE` in `scanner.ini`).', '`SCAN_RATE` is 60 in `scanner.ini`.')).toBe(true);
    expect(contradicts('The scanner reads at 60 Hz (`SCAN_RATE` in `scanner.ini`).', '`SCAN_RATE` is 60 in `scanner.ini`.')).toBe(false);
    expect(contradicts('`DISK_ALERT_RATIO = 0.8` in the monitor config.', 'The monitor alerts at 90% disk use (`DISK_ALERT_RATIO`).')).toBe(true);
    expect(contradicts('`DISK_ALERT_RATIO = 0.9` in the monitor config.', 'The monitor alerts at 90% disk use (`DISK_ALERT_RATIO`).')).toBe(false);
  });

  it('keeps two owners of one setting name apart', () => {
    // A place written on one side only, a folder of its own on each side, and a name that is an owner, not a setting.
    expect(contradicts('Locally, the scanner reads at 25 Hz (`SCAN_RATE`).', '`SCAN_RATE` is 60 in `scanner.ini`.')).toBe(false);
    expect(contradicts('`services/kiosk/.env` sets `SLIDE_ROTATE_SECONDS=20`.', '`services/lobby/.env` sets `SLIDE_ROTATE_SECONDS=45`.')).toBe(false);
    expect(contradicts('`thumbnails_queue` keeps jobs for 7 days.', '`thumbnails_queue` is drained every 2 days.')).toBe(false);
  });
});

describe('compareDiscoveries: a C, C++ or PHP source file is where a value is set', () => {
  it('reads `*.c`, `*.cpp` and `*.php` paths as files, not as names of their own', () => {
    // As `buoys/telemetry.js` already was: the file says where the value is set, the subject test reads the rest.
    expect(contradicts('`buoys/telemetry.c` reports swell height every 10 minutes.', 'Buoys push a swell-height reading every hour.')).toBe(true);
    expect(contradicts('`buoys/telemetry.c` reports swell height every 10 minutes.', 'Buoys push a water-temperature reading every hour.')).toBe(false);
    expect(contradicts('Quote baskets expire after 45 minutes of inactivity.', '`config/baskets.php` sets `\'lifetime\' => 90` (minutes).')).toBe(true);
    expect(contradicts('Quote baskets expire after 90 minutes of inactivity.', '`config/baskets.php` sets `\'lifetime\' => 90` (minutes).')).toBe(false);
  });
});

describe('compareDiscoveries: a one-word setting in code on one side, as a word on the other', () => {
  it('reads the value after the word, whole or the longer word the name cuts short', () => {
    expect(contradicts('The grid solver in `grid/relax.f90` stops at `tol=1e-6`.', 'The grid solver in `grid/relax.f90` works to a tolerance of 1e-3.')).toBe(true);
    expect(contradicts('The grid solver in `grid/relax.f90` stops at `tol=1e-6`.', 'The grid solver in `grid/relax.f90` works to a tolerance of 1e-6.')).toBe(false);
    // Another quantity of the same solver, and a unit written as a name (`timedelta(seconds=1800)`), are not the setting.
    expect(contradicts('The grid solver in `grid/relax.f90` stops at `tol=1e-6`.', 'The grid solver in `grid/relax.f90` writes a checkpoint every 200 sweeps.')).toBe(false);
    expect(contradicts('`auth/cache.py` stores tokens with `ttl=timedelta(seconds=1800)`.', '`QUOTE_TTL_SECONDS=2592000` in the rating engine config.')).toBe(false);
  });
});

describe('compareDiscoveries: a setting of several words in code on one side, its words in prose on the other', () => {
  it('reads the value of a clause naming every word of whose it is, of the kind the name says', () => {
    // The name's unit, a duration word (`TTL`) or the noun it counts says which values of the prose are its.
    expect(contradicts('The ferry ticket scanner cache keeps 300 entries.', '`ferryScannerCacheMaxEntries: 1200` on the dock gates.')).toBe(true);
    expect(contradicts('Library holds expire after 7 days.', '`LIBRARY_HOLD_TTL_HOURS=72` in the circulation service.')).toBe(true);
    expect(contradicts('Library holds expire after 3 days.', '`LIBRARY_HOLD_TTL_HOURS=72` in the circulation service.')).toBe(false);
    expect(contradicts('Bike dock heartbeats are sent every 20 seconds.', '`dockHeartbeatIntervalMs = 5000` in the station firmware.')).toBe(true);
  });

  it('keeps a sibling, another kind of value and an idle timeout apart', () => {
    expect(contradicts('The greenhouse misting valve stays open for 8 seconds.', '`DRIP_VALVE_OPEN_SECONDS=15` in the greenhouse controller env.')).toBe(false);
    expect(contradicts('The ferry ticket scanner cache refreshes every 30 seconds.', '`ferryScannerCacheMaxEntries: 1200` on the dock gates.')).toBe(false);
    expect(contradicts('A bike dock heartbeat times out after 20 seconds.', '`dockHeartbeatIntervalMs = 5000` in the station firmware.')).toBe(false);
    expect(contradicts('Ticket sessions expire after 5 minutes.', 'Kiosk sessions expire after 2 hours idle (`SESSION_IDLE_TTL=7200`).')).toBe(false);
    // A port named for what its other words name; a short word (`DB`) is one of them.
    expect(contradicts('The tide dashboard container serves on port 4000.', '`docker-compose.yml` sets `TIDE_DASHBOARD_PORT: 4400` for the dashboard service.')).toBe(true);
    expect(contradicts('The planetarium projector panel listens on port 8080.', '`PROJECTOR_DB_PORT: 5432` in the dome compose file.')).toBe(false);
    // What the coded side says of it in words counts too: here it agrees.
    expect(contradicts('Ferry passes expire after 1 hour.', '`FERRY_PASS_TTL=4000` — ferry passes last an hour.')).toBe(false);
  });

  it('reads numbers a setting lists with commas as no one number, and "10,000" as ten thousand', () => {
    // `5,30` is two backoffs, not 530 seconds.
    expect(contradicts('The retry worker backoff is 5 seconds.', 'The retry worker uses `backoff_seconds=5,30`.')).toBe(false);
    expect(contradicts('The retry worker keeps at most 5000 jobs.', 'The retry worker uses `max_jobs=10,000`.')).toBe(true);
    expect(contradicts('The retry worker keeps at most 10000 jobs.', 'The retry worker uses `max_jobs=10,000`.')).toBe(false);
  });
});

describe('compareDiscoveries: a setting named in code on one side, spelled in words on the other', () => {
  it('reads `heartbeatIntervalMs` as "the heartbeat interval" when its words are the phrase before the other value', () => {
    expect(contradicts('The Phoenix channel heartbeat interval is 30 seconds.', '`assets/js/socket.js` configures `heartbeatIntervalMs: 15000`.')).toBe(true);
    expect(contradicts('The Marlowe survey app keeps a draft autosave delay of 3 seconds.', '`app/forms.js` passes `draftAutosaveDelayMs: 10000`.')).toBe(true);
    // The same value, in milliseconds.
    expect(contradicts('The Phoenix channel heartbeat interval is 30 seconds.', '`assets/js/socket.js` configures `heartbeatIntervalMs: 30000`.')).toBe(false);
  });

  it('keeps apart a name whose words are not all the phrase, and an owner each side names', () => {
    // Another setting of the same app.
    expect(contradicts('The Marlowe survey app keeps a draft autosave delay of 3 seconds.', '`app/forms.js` passes `photoUploadDelayMs: 10000`.')).toBe(false);
    // The setting's last words only: a humidity alarm is not a temperature alarm.
    expect(contradicts('`cellar/sensors.c` defines `HUMIDITY_ALARM_LEVEL 80` percent.', 'The wine cellar monitor raises the temperature alarm level at 18 degrees.')).toBe(false);
    // The code side's owner after the value, the prose side's before it: two owners of one setting name.
    expect(contradicts('`tickets/config.ts` exports `holdWindowMinutes: 15` for museum ticket reservations.', 'Gift shop orders have a hold window of 30 minutes before the items are released.')).toBe(false);
  });
});

describe('compareDiscoveries: a unit written after the code span that gives a setting its number', () => {
  it("reads the word as the number's unit: a duration, a share or a size", () => {
    expect(contradicts('`bikeshare/docks.toml` sets `hold_timeout = 10` minutes for reserved bikes.', 'Reserved bikes are held at the dock for a hold timeout of 15 minutes.')).toBe(true);
    expect(contradicts('`greenhouse/vents.yml` sets `humidity_limit: 85` percent.', 'The greenhouse humidity limit is 75%.')).toBe(true);
    expect(contradicts('`clinic/uploads.py` sets `MAX_SCAN_SIZE = 20` MB for X-ray scans.', 'X-ray scan uploads at the clinic are capped at a max scan size of 50 MB.')).toBe(true);
  });

  it('finds the same value written in another unit equal, and keeps another owner of the setting apart', () => {
    // `timeout` alone is read in seconds by convention; the word after the span says minutes.
    expect(contradicts('`bikeshare/docks.toml` sets `hold_timeout = 10` minutes for reserved bikes.', 'Reserved bikes are held at the dock for a hold timeout of 600 seconds.')).toBe(false);
    expect(contradicts('`hotel/keycards.py` sets `card_validity = 24` hours for guest key cards.', 'Guest key cards at the hotel have a card validity of 1 day.')).toBe(false);
    expect(contradicts('`greenhouse/vents.yml` sets `humidity_limit: 85` percent for the orchid house.', 'The seedling house humidity limit is 70%.')).toBe(false);
    expect(contradicts('`ferry/boarding.toml` sets `gate_close_lead = 10` minutes for foot passengers.', 'For vehicles, the ferry gate close lead time is 30 minutes.')).toBe(false);
  });
});

describe('compareDiscoveries: a bare number in code whose setting the other side spells as the phrase before its value', () => {
  it('reads the number in any unit of that value: a share as a fraction or a whole, a span in seconds, milliseconds or minutes', () => {
    expect(contradicts('`lift/battery.toml` sets `battery_reserve = 0.3` for the chairlift backup drive.', 'The chairlift backup drive keeps a battery reserve of 20%.')).toBe(true);
    expect(contradicts('`hotel/elevator.ini` sets `door_hold_time = 8`.', 'The hotel elevator door hold time is 5 seconds.')).toBe(true);
    // A key in quotes (JSON, a PHP array) is a setting's name too.
    expect(contradicts('The ferry ramp lowering time is 90 seconds.', '`ferry/ramp.json` sets `"rampLoweringTime": 60`.')).toBe(true);
  });

  it('finds the value equal in one reading, and keeps two owners named before and after apart', () => {
    expect(contradicts('`lift/battery.toml` sets `battery_reserve = 0.2` for the chairlift backup drive.', 'The chairlift backup drive keeps a battery reserve of 20%.')).toBe(false);
    expect(contradicts('`hotel/elevator.ini` sets `door_hold_time = 5000`.', 'The hotel elevator door hold time is 5 seconds.')).toBe(false);
    expect(contradicts('`hotel/elevator.ini` sets `door_hold_time = 8` for the service lift.', 'The guest elevator door hold time is 5 seconds.')).toBe(false);
    expect(contradicts('`beehive/feeder.toml` sets `pump_run_time = 12` for the winter feeder.', 'The summer feeder pump run time is 30 seconds.')).toBe(false);
    // Another setting of the same kind of thing.
    expect(contradicts('The orchard sprayer uses a nozzle overlap of 30%.', '`mower/config.json` has `"bladeOverlap": 0.5`.')).toBe(false);
  });
});

describe('compareDiscoveries: a tolerance written with a plus-minus sign', () => {
  it('reads "±5%" as five percent, bounded neither way', () => {
    expect(contradicts('The pharmacy scale accepts a ±2% weighing tolerance.', 'The pharmacy scale weighing tolerance is ±0.5%.')).toBe(true);
    expect(contradicts('The ticket gate clock drift tolerance is ±500 ms.', 'The ticket gate clock drift tolerance is ±0.5 s.')).toBe(false);
    expect(contradicts('The pharmacy scale weighing tolerance is ±2%.', 'The pharmacy thermometer reading tolerance is ±0.5%.')).toBe(false);
  });
});

describe('compareDiscoveries: a number given to a size against a square frame', () => {
  it("reads the number as the square's side, not a count of things (`batch_size`)", () => {
    expect(contradicts('Satellite image chips for the crop classifier are 512×512.', '`train.yaml` sets `chip_size: 224` for the crop classifier.')).toBe(true);
    expect(contradicts('The planetarium star map texture is 4096×4096.', '`starmap.json` has `"textureSize": 2048` for the star map.')).toBe(true);
    expect(contradicts('The museum kiosk renders thumbnails at 256x256.', '`kiosk/thumbs.py` sets `THUMB_SIZE = 256`.')).toBe(false);
    expect(contradicts('Satellite image chips for the crop classifier are 512×512.', '`train.yaml` sets `batch_size: 64` for the crop classifier.')).toBe(false);
  });
});

describe('compareDiscoveries: lengths on screen given to a setting in code', () => {
  it('reads `width: 640px`, `{ height: "600px" }` as pixels along the axis the name says', () => {
    expect(contradicts('The ticket stub template is 600px wide.', 'The ticket stub template sets `width: 720px` on its outer table.')).toBe(true);
    expect(contradicts('The ticket stub template is 600px wide.', 'The ticket stub template sets `width: 600px` on its outer table.')).toBe(false);
    expect(contradicts('The chat widget opens a 400px panel with `widget.resize(...)`.', "The chat widget calls `widget.resize({ height: '520px' })`.")).toBe(true);
    // A height against a width: two lengths.
    expect(contradicts('Seat map tiles in the venue app are 90px tall.', 'The venue app gives seat map tiles `maxWidth: 120px`.')).toBe(false);
  });
});

describe('compareDiscoveries: settings of a connection string', () => {
  it('reads a key of capitalised words with spaces (`Max Pool Size=40`) as one setting', () => {
    expect(contradicts('The tram depot API keeps at most 25 pooled connections.', 'The tram depot API connection string sets `Max Pool Size=60`.')).toBe(true);
    expect(contradicts('The tram depot API keeps at most 25 pooled connections.', 'The tram depot API connection string sets `Max Pool Size=25`.')).toBe(false);
    expect(contradicts('Report queries in the dispatch service are cancelled after 30 seconds.', 'The dispatch service connection string sets `Command Timeout=90`.')).toBe(true);
    // A floor of the pool against its cap, and two databases' strings.
    expect(contradicts('The tram depot API keeps at least 5 pooled connections open.', 'The tram depot API connection string sets `Max Pool Size=20`.')).toBe(false);
    expect(contradicts('The `TimetableDb` connection string sets `Max Pool Size=100`.', 'The `FaresDb` connection string sets `Max Pool Size=20`.')).toBe(false);
  });
});

describe('compareDiscoveries: a PascalCase timeout given a bare number', () => {
  it("reads `RequestTimeout = 120` as C#'s and Go's settings are written: seconds, or milliseconds from 1000 on", () => {
    expect(contradicts('The observatory dome API times out requests after 30 seconds.', 'The observatory dome API sets `RequestTimeout = 120`.')).toBe(true);
    expect(contradicts('The observatory dome API times out requests after 30 seconds.', 'The observatory dome API sets `RequestTimeout = 30`.')).toBe(false);
    expect(contradicts('The observatory dome API times out requests after 30 seconds.', 'The observatory dome API sets `RequestTimeout = 30000`.')).toBe(false);
    // Another timeout of the same client.
    expect(contradicts("The dome controller's read timeout is 5 seconds.", 'The dome controller sets `WriteTimeout = 20`.')).toBe(false);
  });
});
