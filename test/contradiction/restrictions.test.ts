// A negation about a narrower thing than the other side's claim, and a double negative or a converse that
// says what the other side says: each mechanism has a pair it must leave alone and a true contradiction
// about the same subject it must still catch.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a restriction narrows what a negation is about', () => {
  it('reads "not every X" as about some X: a claim about one kind of X stands, a claim about every X does not', () => {
    expect(compare('Not every PR needs a changelog entry, only user-facing ones.', 'User-facing PRs need a changelog entry.').contradicts).toBe(false);
    expect(compare('Every PR needs a changelog entry.', 'Not every PR needs a changelog entry, only user-facing ones.').kind).toBe('polarity');
    // The newer "not every" read as a removal of what the older relies on was the substitution check's false positive.
    expect(compare('User-facing PRs need a changelog entry.', 'Not every PR needs a changelog entry.').contradicts).toBe(false);
    expect(compare('Backend migrations need a down script.', 'Not all migrations need a down script.').contradicts).toBe(false);
    expect(compare('Every migration needs a down script.', 'Not all migrations need a down script.').contradicts).toBe(true);
  });

  it('reads "request bodies" and "request headers" as two things, and still opposes the same thing', () => {
    expect(compare('Never log request bodies.', 'Log request headers, minus Authorization.').contradicts).toBe(false);
    expect(compare('Never log request headers.', 'Log request headers, minus Authorization.').kind).toBe('polarity');
    expect(compare('Never log request bodies.', 'Log request bodies at debug level.').kind).toBe('polarity');
  });

  it('reads two general heads of one kind after the word both write as one object (recall-101)', () => {
    expect(compare('The harbour crane planner applies the wind gust rules to every lift.', 'The harbour crane planner no longer applies wind gust limits.').kind).toBe('polarity');
    expect(compare('The tram depot app shows a shift swap screen to every driver.', "The tram depot app doesn't show a shift swap page anymore.").kind).toBe('polarity');
    expect(compare('The harbour crane planner applies the wind gust rules to every lift.', 'The harbour crane planner no longer applies wind speed limits.').contradicts).toBe(false);
    expect(compare('The tram depot app shows a shift swap screen to every driver.', "The tram depot app doesn't show a shift swap survey anymore.").contradicts).toBe(false);
  });

  it('reads "not run automatically" as denying the manner: a manual step agrees, "manually" does not', () => {
    expect(compare('Migrations are not run automatically on prod deploys.', 'To migrate prod, run `bin/migrate` after the deploy.').contradicts).toBe(false);
    expect(compare('Migrations are not run automatically on prod deploys.', 'Migrations now run automatically on prod deploys.').contradicts).toBe(true);
    expect(compare('Database fixtures must be loaded with manage.py loaddata before the tests.', "Database fixtures don't have to be loaded manually; pytest-django loads them per test.").kind).toBe('modality');
  });
});

describe('a scope that points at the writer\'s own project narrows nothing', () => {
  it('reads "in this X", "in our X" as where both notes are, and still reads a scope after it or "this week\'s" as narrower', () => {
    expect(compare('Fare capping is enabled for contactless taps.', 'Fare capping for contactless taps is switched off on this network.').kind).toBe('antonym');
    expect(compare('Two-factor login is mandatory for the payroll portal.', 'Two-factor login to the payroll portal is optional in this deployment.').kind).toBe('antonym');
    expect(compare('Fare capping is enabled for contactless taps.', 'Fare capping is disabled in our pilot for paper tickets.').contradicts).toBe(false);
    expect(compare('Two-factor login is mandatory for the payroll portal.', "Two-factor login is optional in this week's load-test environment.").contradicts).toBe(false);
    expect(compare('Lot numbers are required on vaccine records.', 'Lot numbers are optional in the travel-clinic module.').contradicts).toBe(false);
  });
});

describe('double negatives and converses read as the positive', () => {
  it('reads "can\'t X until Y" as "Y is required before X"', () => {
    expect(compare('A green `./gradlew check` is required before merging.', "You can't merge until `./gradlew check` passes.").contradicts).toBe(false);
    expect(compare('A green `./gradlew check` is required before merging.', 'A green `./gradlew check` is no longer required before merging.').kind).toBe('polarity');
  });

  it('reads "skipping X (aside) is not allowed" as one claim: X must run', () => {
    expect(compare('Skipping the pre-commit hook (`--no-verify`) is not allowed.', 'Always let the pre-commit hook run.').contradicts).toBe(false);
    expect(compare('Always let the pre-commit hook run.', 'Never let the pre-commit hook run.').kind).toBe('modality');
  });
});

describe('a state said in the passive has no object', () => {
  it('reads what follows "was turned off" as when it happened, not as what was turned off', () => {
    expect(compare('Uploads are scanned for viruses with ClamAV.', 'ClamAV scanning of uploads was turned off last quarter.').kind).toBe('polarity');
    expect(compare('The search service reindexes products every night.', 'Nightly reindexing of products in the search service was switched off last sprint.').contradicts).toBe(true);
  });

  it('still reads a scope after the passive, and an object after an active state verb', () => {
    expect(compare('Uploads are scanned for viruses with ClamAV.', 'ClamAV scanning of uploads is turned off in staging.').contradicts).toBe(false);
    expect(compare('The staging cluster autoscales between 2 and 6 nodes.', 'The staging cluster disables autoscaling for the database.').contradicts).toBe(false);
    expect(compare('The staging cluster autoscales between 2 and 6 nodes.', 'The staging cluster disables the database autoscaler.').contradicts).toBe(false);
  });
});

describe('running or using the tool an action is done with', () => {
  it('reads "don\'t run X" / "doesn\'t use X" as denying an action the other side does with X', () => {
    expect(compare('Images are resized with sharp in the upload handler.', "The upload handler doesn't use sharp anymore.").kind).toBe('polarity');
    expect(compare('Always build the container images with Buildx.', "Don't run Buildx for the container images; plain docker build is enough.").kind).toBe('modality');
  });

  it('leaves alone another scope, another tool, and a command that names more than the tool', () => {
    expect(compare('Always build the container images with Buildx.', "Don't run Buildx in CI.").contradicts).toBe(false);
    expect(compare('The importer validates rows with zod.', "Don't use zod for config parsing.").contradicts).toBe(false);
    expect(compare('The importer validates rows with zod.', "The importer doesn't use yup.").contradicts).toBe(false);
    expect(compare('The deploy script signs artifacts with cosign.', "The deploy script doesn't run cosign verify.").contradicts).toBe(false);
  });
});

describe('"without X" is the negation of "with X", said from either side', () => {
  it('reads an older "without X" against a newer "with X", as the newer "without X" is read', () => {
    expect(compare('Run tests without --coverage.', 'Always run tests with --coverage.').contradicts).toBe(true);
    expect(compare('The build runs without type-checking.', 'The build type-checks.').contradicts).toBe(true);
    expect(compare('Images are built with the layer cache.', 'Images are built without the layer cache.').contradicts).toBe(true);
    expect(compare('Tests run minus the e2e suite.', 'Tests run with the e2e suite.').contradicts).toBe(true);
  });

  it('leaves alone another subject, a scope on each side, and another flag', () => {
    expect(compare('Run unit tests without --coverage.', 'Run integration tests with --coverage.').contradicts).toBe(false);
    expect(compare('Run integration tests with --coverage.', 'Run unit tests without --coverage.').contradicts).toBe(false);
    expect(compare('Run tests without --coverage locally.', 'Always run tests with --coverage in CI.').contradicts).toBe(false);
    expect(compare('Always run tests with --coverage in CI.', 'Run tests without --coverage locally.').contradicts).toBe(false);
    expect(compare('The API container runs with a read-only filesystem.', 'The worker container runs without a read-only filesystem.').contradicts).toBe(false);
    expect(compare('The build runs without type-checking.', 'The test step type-checks.').contradicts).toBe(false);
    expect(compare('Run tests without --coverage.', 'Always run tests with --watch.').contradicts).toBe(false);
  });
});

describe('"only A" rules out what the other side adds to A', () => {
  it('reads "A and B", "A or B", "A as well as B" and "also B" against "only A" / "A only" / "A alone" / "exclusively A"', () => {
    expect(compare('The pipeline deploys only from main.', 'The pipeline deploys from main and release/* branches.').kind).toBe('polarity');
    expect(compare('The API accepts JSON and XML.', 'The API accepts JSON only.').contradicts).toBe(true);
    expect(compare('Only admins can delete projects.', 'Admins and owners can delete projects.').contradicts).toBe(true);
    expect(compare('Only Postgres is supported.', 'Postgres and MySQL are supported.').contradicts).toBe(true);
    expect(compare('We deploy exclusively from main.', 'We also deploy from release branches.').contradicts).toBe(true);
    expect(compare('Releases are tagged from main alone.', 'Releases are tagged from main as well as hotfix branches.').contradicts).toBe(true);
    expect(compare('The pre-commit hook only runs Prettier.', 'The pre-commit hook runs Prettier and ESLint.').contradicts).toBe(true);
    expect(compare('Only lint errors block merging.', 'Type errors also block merging.').contradicts).toBe(true);
    expect(compare('Only Prettier runs there.', 'Black runs there, too.').contradicts).toBe(true);
    expect(compare('Only the main branch is deployed.', 'The main branch and tags are deployed.').contradicts).toBe(true);
    expect(compare('Run the e2e suite only on main.', 'Run the e2e suite on main and on release branches.').contradicts).toBe(true);
  });

  it('leaves alone a claim about A alone, another action, another scope, and "just" meaning "simply"', () => {
    expect(compare('Only admins can delete projects.', 'Admins can delete projects.').contradicts).toBe(false);
    expect(compare('Only admins can delete projects.', 'Admins and owners can view projects.').contradicts).toBe(false);
    expect(compare('Only admins can delete projects.', 'Admins can delete projects and teams.').contradicts).toBe(false);
    expect(compare('Only admins can delete projects.', 'In staging, owners can also delete projects.').contradicts).toBe(false);
    expect(compare('Only Postgres is supported in production.', 'Postgres and SQLite are supported in tests.').contradicts).toBe(false);
    expect(compare('The pipeline deploys only from main.', 'The pipeline deploys from main after CI passes.').contradicts).toBe(false);
    expect(compare('The API only accepts JSON.', 'The API accepts JSON and returns XML.').contradicts).toBe(false);
    expect(compare('Just run `make test` before pushing.', 'Run `make test` and `make lint` before pushing.').contradicts).toBe(false);
    expect(compare('Deploys happen only when CI passes.', 'Deploys happen when CI and the smoke tests pass.').contradicts).toBe(false);
    expect(compare('The hook runs not only Prettier but also ESLint.', 'The hook runs Prettier and ESLint.').contradicts).toBe(false);
    expect(compare('Only lint errors block merging.', 'In `packages/x/`, lint errors block the merge.').contradicts).toBe(false);
    expect(compare('ESLint is no longer run in the pre-commit hook (too slow); only Prettier runs there.', 'The hook was too slow.').contradicts).toBe(false);
  });
});
