import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer).contradicts;

// Opposite states of one thing whose subject each writer names apart, and states said by what a thing does. Each
// rule has a pair it alone makes conflict and a near miss about two things that must stay apart.
describe('opposite states of one subject named apart', () => {
  it('reads a clause that says only the state with the clause before it', () => {
    expect(contradicts('The job queue in `q/jobs.ts` is FIFO.', '`q/jobs.ts` pops the newest job first (LIFO).')).toBe(true);
    // "the flag" names a thing, if a generic one: not NO_COLOR's state.
    expect(contradicts('The CLI respects `NO_COLOR`.', 'The CLI no longer prints anything for --legacy; the flag is silently ignored.')).toBe(false);
  });

  it('takes a subject word written whole on one side and cut short on the other as one word', () => {
    expect(contradicts("The logger's file transport is blocking.", 'Log writes are non-blocking; a worker flushes them.')).toBe(true);
    // The shared start is not the subject's head on either side.
    expect(contradicts("The auditor's disk writer is blocking.", 'Metrics writes are non-blocking; a worker flushes them.')).toBe(false);
  });

  it('reads a scope over all or every one as the whole, not a part of its own', () => {
    expect(contradicts('The `release` workflow is manual (`workflow_dispatch` only).', '`release.yml` runs automatically on every tag push.')).toBe(true);
    expect(contradicts('Spell checking is on for the body field in the editor.', 'Spell checking is off for the title field in the editor.')).toBe(false);
  });

  it('reads "X protection" and "X checks" as one feature', () => {
    expect(contradicts('CSRF protection is enabled on the admin app.', 'CSRF checks are disabled on the admin app.')).toBe(true);
    expect(contradicts('XSS protection is on for the marketing site.', 'XSS protection is off for the admin site.')).toBe(false);
  });
});

describe('states said by what a thing does', () => {
  it('reads "requires a token" as authenticated', () => {
    expect(contradicts('`/stats` requires a bearer token.', '`/stats` is unauthenticated so the uptime probe can reach it.')).toBe(true);
    expect(contradicts('`/stats` requires a bearer token.', '`/ping` is unauthenticated so the uptime probe can reach it.')).toBe(false);
  });

  it('reads "exposed through the public load balancer" as public', () => {
    expect(contradicts('The Kibana instance is internal-only.', 'Kibana is exposed through the public load balancer.')).toBe(true);
    expect(contradicts('The Kibana instance is internal-only.', 'The Kibana image is pulled from the public registry.')).toBe(false);
  });

  it('reads "blocks the calling thread" as blocking', () => {
    expect(contradicts('`Geocoder.lookup()` is non-blocking.', '`Geocoder.lookup()` blocks the calling thread until the HTTP call returns.')).toBe(true);
    expect(contradicts('`Geocoder.lookup()` is non-blocking.', '`Geocoder.warmup()` blocks the calling thread until the cache is loaded.')).toBe(false);
  });

  it('reads "loaded on demand" as lazy', () => {
    expect(contradicts('Plugin bundles are loaded eagerly at boot.', 'Plugin bundles are loaded on demand when a user opens them.')).toBe(true);
    expect(contradicts('Plugin bundles are loaded eagerly at boot.', 'Plugin icons are loaded on demand when a user opens the menu.')).toBe(false);
  });

  it('reads UPDATE grants and write scopes as read-write', () => {
    expect(contradicts('The BI service account is read-only on the warehouse.', 'The BI service account has DELETE grants on the warehouse.')).toBe(true);
    expect(contradicts('The BI service account is read-only on the warehouse.', 'The ETL service account has DELETE grants on the warehouse.')).toBe(false);
  });

  it('reads "buffers the whole upload" as not streamed', () => {
    expect(contradicts('Attachments in `mail/attach.go` are streamed to the blob store.', '`mail/attach.go` buffers the whole attachment in memory first.')).toBe(true);
    expect(contradicts('Attachments in `mail/attach.go` are streamed to the blob store.', '`mail/thumbs.go` buffers the whole thumbnail in memory first.')).toBe(false);
  });

  it('reads "returns a Promise" as async', () => {
    expect(contradicts('`Inventory.reserve()` is synchronous.', '`Inventory.reserve()` returns a `CompletableFuture`.')).toBe(true);
    expect(contradicts('`Inventory.reserve()` is synchronous.', '`Inventory.release()` returns a `CompletableFuture`.')).toBe(false);
  });
});

// "The `date_range` filter" names what "date filtering" does: a name in code with a part the other side writes does not
// narrow the word after it to a thing of its own, as "the `orders` table" / "the `inventory` table" do.
describe('a code name that the other side writes a part of', () => {
  it('reads "the `tide_chart` export" and "tide exports" as one subject, and a sibling as another', () => {
    expect(compareDiscoveries('The `tide_chart` export in the harbour app is synchronous.', 'Tide exports happen asynchronously in the nightly worker pool.').kind).toBe('antonym');
    expect(compareDiscoveries('The `tide_chart` export in the harbour app is synchronous.', 'Berth exports happen asynchronously in the nightly worker pool.').contradicts).toBe(false);
    expect(compareDiscoveries('The `loan_due` reminder in the library app is sent synchronously.', 'Hold reminders go out asynchronously through the mail relay.').contradicts).toBe(false);
  });
});

// recall-85: a possessed word that runs or configures its owner (a DaemonSet, a container, a process, a binary, a
// tsconfig) is no part of its own: the owner's state is said through it (polarity.ts EMBODIMENTS, possessedPart).
describe('compareDiscoveries: a state said of what runs a thing', () => {
  it('reads the owner through its DaemonSet or container, and keeps a part of it apart', () => {
    expect(compareDiscoveries('The parking gate agent runs privileged.', "The parking gate agent's DaemonSet runs unprivileged.").contradicts).toBe(true);
    expect(compareDiscoveries('The parking gate agent runs privileged.', "The parking lot agent's DaemonSet runs unprivileged.").contradicts).toBe(false);
    expect(compareDiscoveries('The parking gate agent runs privileged.', "The parking gate agent's plate reader runs unprivileged.").contradicts).toBe(false);
  });
});

// precision-19: one side's subject is a part named after the other side's subject as its owner ("the lab scheduler's
// export worker" against "the lab scheduler"): the part's state is not the whole's (state-dimension.ts partOfOthersSubject).
describe("compareDiscoveries: a state of an owner's part against the owner's", () => {
  it("keeps the owner and its part apart, and reads one thing named with and without its owner", () => {
    expect(contradicts('The brewery scheduler is single-threaded.', "The brewery scheduler's label printer driver is multi-threaded.")).toBe(false);
    expect(contradicts("The museum booking engine's export module is asynchronous.", 'The museum booking engine is synchronous.')).toBe(false);
    expect(contradicts('The choir newsletter archive is immutable.', "The choir newsletter archive's index file is mutable.")).toBe(false);
    expect(contradicts('The brewery label scheduler is single-threaded.', "The brewery's label scheduler is multi-threaded.")).toBe(true);
    expect(contradicts('The choir newsletter archive is immutable.', "The choir's newsletter archive is mutable.")).toBe(true);
    expect(contradicts("The library catalogue's backup bucket is unencrypted.", "The library catalogue's backup bucket is encrypted.")).toBe(true);
  });
});
