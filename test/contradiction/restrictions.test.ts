// A negation about a narrower thing than the other side's claim, and a double negative or a converse that
// says what the other side says: each mechanism has a pair it must leave alone and a true contradiction
// about the same subject it must still catch.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a restriction narrows what a negation is about', () => {
  it('reads a relative clause after the object as a subset ("jobs that failed validation")', () => {
    expect(compare('The scheduler retries failed jobs.', 'The scheduler does not retry jobs that failed validation.').contradicts).toBe(false);
    expect(compare('The scheduler retries failed jobs.', 'The scheduler does not retry failed jobs.').kind).toBe('polarity');
    expect(compare('The scheduler retries failed jobs.', 'The scheduler no longer retries failed jobs.').kind).toBe('polarity');
  });

  it('reads "No X for Y" as denying X, not as a claim about Y', () => {
    expect(compare('No Docker for local dev — use devbox.', 'Local dev uses devbox for the toolchain and services.').contradicts).toBe(false);
    expect(compare('Local dev uses Docker.', 'No Docker for local dev anymore — use devbox.').contradicts).toBe(true);
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
