// Versions a release labels ("3.6.0-rc2", "3.13.0b1", "2021.3.33f1") and versions written as dates after the word
// "version" or a setting named one ("API version 2024-07", `x-ms-version: 2023-11-03`), which no quantity read before.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

describe('versions with a pre-release or build label', () => {
  it('compares two labels or a label against a release of one tool', () => {
    expect(contradicts('The tide-gauge firmware is built with Zephyr 3.6.0-rc2.', '`west.yml` pins Zephyr 3.6.0-rc3 for the tide-gauge firmware.')).toBe(true);
    expect(contradicts('The planetarium dome renderer runs on Python 3.13.0b1.', 'The planetarium dome renderer now runs on Python 3.12.4.')).toBe(true);
    expect(contradicts('`.tool-versions` pins erlang 27.0-rc3 for the pager relay.', 'The pager relay is built with Erlang 26.2.5.')).toBe(true);
    expect(contradicts('The kiosk game uses editor version 2021.3.33f1.', 'The kiosk game now uses editor version 2022.3.21f1.')).toBe(true);
  });

  it('leaves alone the same label, another project, and a unit written after a number', () => {
    expect(contradicts('The ferry ticketing app ships with Kotlin 2.0.0-RC1.', '`libs.versions.toml` sets Kotlin to 2.0.0-RC1 for the ticketing app.')).toBe(false);
    expect(contradicts('The library catalogue service is built on Elixir 1.17.0-rc.1.', "The library's barcode printer bridge is built on Elixir 1.16.2.")).toBe(false);
    expect(contradicts('The kiosk screen is a 1.5-inch panel.', 'The kiosk screen is a 2-inch panel.')).toBe(true);
  });
});

describe('versions written as dates', () => {
  it('reads a date after "version" or given to a setting named a version as the version', () => {
    expect(contradicts('The parcel locker app calls the Stripe API with version `2023-10-16`.', '`STRIPE_API_VERSION` for the parcel locker app is `2024-06-20`.')).toBe(true);
    expect(contradicts('The ferry bookings integration targets Azure Storage API version 2021-08-06.', 'Ferry bookings send `x-ms-version: 2023-11-03` to Azure Storage.')).toBe(true);
    expect(contradicts("The clinic's billing client pins Stripe API version 2024-04-10.", "`stripe.api_version = '2024-04-10'` in the clinic billing client.")).toBe(false);
  });

  it('reads no date as a version where no version is named, and keeps two integrations apart', () => {
    expect(contradicts('The kiosk release shipped on 2024-01-15.', 'The kiosk release shipped on 2024-03-02.')).toBe(false);
    expect(contradicts("The tram depot's payments webhook uses API version 2024-01.", "The tram depot's inventory sync uses API version 2023-07.")).toBe(false);
  });
});

describe('a version of three parts after "is now"', () => {
  it('reads the tool named before the link, past an adverb of time', () => {
    expect(contradicts('The ferry kiosk is built with Kotlin 1.8.', 'The Kotlin version for the ferry kiosk is now 1.9.22.')).toBe(true);
    expect(contradicts('The ferry kiosk is built with Kotlin 1.9.', 'The Kotlin version for the ferry kiosk is now 1.9.22.')).toBe(false);
    expect(contradicts('The ferry kiosk targets PHP 8.1.', 'The PHP version of the ferry kiosk is still 8.1.27.')).toBe(false);
  });
});

describe('compareDiscoveries: releases named with letters', () => {
  it('reads "Oracle 19c" and "Oracle Database 23ai" as Oracle versions', () => {
    expect(contradicts('The pharmacy claims database is Oracle 12c.', 'Pharmacy claims now run on Oracle Database 19c.')).toBe(true);
    expect(contradicts('The pharmacy claims database is Oracle 12c.', 'The pharmacy claims database runs on Oracle Database 12c.')).toBe(false);
    expect(contradicts('Seat inventory for the airline lives in Oracle 11g.', "The airline's loyalty database was upgraded to Oracle 21c.")).toBe(false);
  });
});

describe('compareDiscoveries: a version after "is now"', () => {
  it('reads "The Kotlin version for sensor-ingest is now 1.9.22" as a Kotlin version', () => {
    expect(contradicts('`sensor-ingest` is built with Kotlin 1.8.', 'The Kotlin version for sensor-ingest is now 1.9.22.')).toBe(true);
    expect(contradicts('The booking widget is bundled with Vite 5.1.4.', 'The Vite version for the booking widget is now 5.1.4.')).toBe(false);
  });
});

describe('compareDiscoveries: a version compared with its tool', () => {
  it('reads "R >= 4.1.0", "Python ≥ 3.10" and `Depends: R (>= 3.6.0)` as floors of that tool, met by a later release', () => {
    expect(contradicts('The `glacierfit` package requires R >= 4.2.0.', 'DESCRIPTION for `glacierfit` declares `Depends: R (>= 3.5.0)`.')).toBe(true);
    expect(contradicts('The `glacierfit` package requires R >= 4.2.0.', 'DESCRIPTION for `glacierfit` declares `Depends: R (>= 4.2.0)`.')).toBe(false);
    expect(contradicts('The radar toolkit requires Python ≥ 3.11.', 'The radar toolkit requires Python >= 3.9.')).toBe(true);
    // A release that meets the floor.
    expect(contradicts('The radar toolkit requires Python ≥ 3.11.', 'The radar toolkit runs on Python 3.12.')).toBe(false);
  });
});

describe('compareDiscoveries: MATLAB releases', () => {
  it('reads "R2021b" as a MATLAB release, a year and its half', () => {
    expect(contradicts('The minimum MATLAB release for the tremor scripts is R2020b.', 'The tremor scripts need at least R2022a.')).toBe(true);
    expect(contradicts('The tremor scripts require MATLAB R2021a.', 'The tremor scripts require MATLAB R2021a or newer.')).toBe(false);
    expect(contradicts('The tremor scripts require MATLAB R2021a.', 'The tremor scripts require MATLAB R2021b.')).toBe(true);
  });
});

describe('versions of four parts', () => {
  it('reads a number of four parts as a version ("GATK 4.2.6.1", "is now 4.5.0.0")', () => {
    expect(contradicts('The pipeline pins GATK 4.2.6.1.', "GATK in the pipeline's Docker image is now 4.5.0.0.")).toBe(true);
    expect(contradicts('The museum kiosks ship Chromium 118.0.5993.70.', 'Museum kiosks now ship Chromium 120.0.6099.109.')).toBe(true);
    expect(contradicts('The pipeline pins GATK 4.2.6.1.', "GATK in the pipeline's Docker image is 4.2.6.1.")).toBe(false);
  });

  it('leaves a number of four parts that may be an address unread as a version', () => {
    expect(contradicts('The museum kiosks reach the content server at 10.4.2.15.', 'The museum kiosks reach the ticketing server at 10.4.2.30.')).toBe(false);
    expect(contradicts('The ferry app uses 9.9.9.9 as its DNS resolver.', 'The ferry app pins Realm 9.9.9.9.')).toBe(false);
  });
});

describe('a whole number a tool is moved to', () => {
  it('reads "upgraded Postgres to 16", "MySQL was upgraded to 8" as the tool\'s version', () => {
    expect(contradicts('The API runs Postgres 14.', "We upgraded the API's Postgres to 16.")).toBe(true);
    expect(contradicts('The library catalogue API runs MySQL 5.7.', "The library catalogue API's MySQL was upgraded to 8.")).toBe(true);
    expect(contradicts('The API runs Postgres 16.', "We upgraded the API's Postgres to 16.")).toBe(false);
  });

  it('leaves a number something else of the tool is moved to a count', () => {
    expect(contradicts('The build image uses Node 18.', "We bumped the build image's worker count to 20.")).toBe(false);
    expect(contradicts('The clinic scheduler is pinned to Ruby 3.1.', "The clinic scheduler raised Ruby's thread count to 16.")).toBe(false);
  });
});

describe("a tool's version moved for the whole project", () => {
  it('compares "We upgraded Django to 5.0", "The project was upgraded to Next.js 14" with the version the older gives a part', () => {
    expect(contradicts('The booking site runs on Django 4.2.', 'We upgraded Django to 5.0 last sprint.')).toBe(true);
    expect(contradicts('The storefront is built with Next.js 13.', 'The project was upgraded to Next.js 14.')).toBe(true);
    expect(contradicts('The vineyard dashboard uses Vue 2.7.', 'We migrated Vue to 3.4.')).toBe(true);
  });

  it('leaves alone a part the newer names, another tool, and the same version', () => {
    expect(contradicts('The booking site runs on Django 4.2.', 'The booking admin was upgraded to Django 5.0.')).toBe(false);
    expect(contradicts('The storefront is built with Next.js 13.', 'The marketing site was upgraded to Next.js 14.')).toBe(false);
    expect(contradicts('The clinic portal ships Angular 15.', 'The repo was upgraded to TypeScript 5.3.')).toBe(false);
    expect(contradicts('The harbour API runs on Spring Boot 2.7.', 'We upgraded Spring Boot to 2.7.')).toBe(false);
  });

  it('reads a bare major version after a tool\'s name ("Drupal 9", "Grafana 10", "Godot 4") as that tool\'s', () => {
    expect(compareDiscoveries('Our museum catalogue runs on Drupal 9.', 'The project now runs on Drupal 10.2.').contradicts).toBe(true);
    expect(compareDiscoveries('The level editor embeds Godot 3.', 'The level editor now embeds Godot 4.').contradicts).toBe(true);
    expect(compareDiscoveries('The payroll batch runs on Airflow 2.', 'The payroll batch runs on Airflow 2.8.').contradicts).toBe(false);
    expect(compareDiscoveries('The iOS app\'s deployment target is iOS 15.', 'The Xcode project now sets `IPHONEOS_DEPLOYMENT_TARGET` to 16.0.').contradicts).toBe(true);
  });
});
