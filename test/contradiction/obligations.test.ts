import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('obligations: "always" covers the place or the case a prohibition names', () => {
  it('reads a prohibition in one place against an obligation that holds everywhere', () => {
    expect(contradicts('Always run `go vet` before pushing.', 'Never run `go vet` in the release branch; it flags the generated stubs.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('The nightly export should always end with `VACUUM`.', 'Never `VACUUM` in the export cron job, it locks the reporting replica.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('reads a prohibition of a narrower kind against an obligation that holds for every kind', () => {
    expect(contradicts('Always gzip responses with `compression()`.', 'Never gzip image responses with `compression()`: the images are compressed already.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps an obligation in a place of its own, a manner, or another thing apart', () => {
    for (const [older, newer] of [
      // Each holds in a place the other never names.
      ['Always run `prettier --write` in the pre-commit hook.', 'Never run `prettier --write` in CI; there it only checks.'],
      // "by hand" says how, not where: the watcher does it.
      ['Always rebuild the icon sprite after adding an icon.', "Don't rebuild the icon sprite by hand; `svg-sprite --watch` does it."],
      // Another kind of thing: database calls are not HTTP calls.
      ['Always wrap outbound HTTP requests in `withTimeout()`.', 'Never wrap database queries in `withTimeout()`.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: false });
    }
  });
});

describe('obligations: an instruction that is its verb alone is about that action', () => {
  it('reads "Never squash-merge" against "must be squash-merged"', () => {
    expect(contradicts('Hotfix branches must be cherry-picked onto `release`.', "Don't cherry-pick; merge `main` into the release branch.")).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Never hard-reset.', 'Local branches should always be hard-reset to the remote after a failed rebase.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps another verb, or a statement that is no instruction, apart', () => {
    expect(contradicts('Never hard-reset.', 'Local branches should always be soft-reset.').contradicts).toBe(false);
    expect(contradicts("Don't cherry-pick.", 'The release bot cherry-picked the fix yesterday.').contradicts).toBe(false);
  });
});

describe('obligations: a prohibition of a name the other instruction writes is a claim about that name', () => {
  it('reads "Don\'t set `X`" against an instruction that asks for `X` in other words', () => {
    expect(contradicts('Every exported model must mark the sequence axis in `dynamic_axes`.', "Don't set `dynamic_axes`; the compiler needs static shapes.")).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Never call `featureFlags.raw()` directly; go through `useFlag()`.', 'Background jobs should call `featureFlags.raw()` directly.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps another action on the name apart', () => {
    expect(contradicts('Android release builds must be signed with `upload.jks`.', 'Never commit `upload.jks`; CI fetches it from the secret store.').contradicts).toBe(false);
  });
});

describe('obligations: verbs of one kind, in any of their forms', () => {
  it('reads "pull in" as including, "expose" as returning, "added" as "add"', () => {
    expect(contradicts('Every storybook story must include `theme.css`.', 'Stories should never pull in `theme.css`; the decorator loads it once.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Service methods must return `Task<Order>`.', 'Service methods must never expose `Task`; callers get plain values.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts("Don't add a `NOTICE` line for dev dependencies.", 'A `NOTICE` line should be added for every dev dependency.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps the same verb about another subject apart', () => {
    expect(contradicts('Service methods must return `Task<Order>`.', 'Controllers must never expose `Task` in responses.').contradicts).toBe(false);
    expect(contradicts('Every storybook story must include `theme.css`.', 'Email templates should never pull in `theme.css`.').contradicts).toBe(false);
  });
});

describe('"prefer (not) to" is a rule', () => {
  it('reads "we prefer not to use X" against "must use X"', () => {
    expect(contradicts('Modules in `lib/core/` must use named exports.', 'We prefer not to use named exports in `lib/core/`.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('leaves alone a preference that names a choice', () => {
    expect(contradicts('The geocoder prefers IPv6 connections.', "The geocoder doesn't use IPv4 connections.").contradicts).toBe(false);
    expect(contradicts('We prefer Vitest over Jest for new packages.', 'New packages must not use Jest.').contradicts).toBe(false);
  });
});

describe('obligations: a means both rules name is no scope, and a time of the obligation\'s own is one', () => {
  it('reads a place after a shared means ("with beeswax in the tasting room") as the prohibition\'s own', () => {
    expect(contradicts('Always glaze the cheese rinds with beeswax for the export wheels.', 'Never glaze the rinds with beeswax in the tasting room samples; the visitors cut them by hand.')).toMatchObject({ contradicts: false });
    expect(contradicts('Always seal the film cans with gaffer tape for the archive shelves.', 'Never seal film cans with gaffer tape in the projection booth; the reels are loaded daily.')).toMatchObject({ contradicts: false });
    expect(contradicts('Always glaze the cheese rinds with beeswax.', 'Never glaze the cheese rinds with beeswax; the wax cracks in transport.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Always seal the film cans with gaffer tape for the archive shelves.', 'Never seal the film cans with gaffer tape; the adhesive damages the cans.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('reads an obligation before or after an event as no rule for a place the prohibition names', () => {
    expect(contradicts('Always rinse the rowing shells before storing them in the boathouse.', 'Rowing shells must not be rinsed on the competition trailer.')).toMatchObject({ contradicts: false });
    expect(contradicts('Always anonymise the survey answers before exporting them to the research team.', 'Survey answers must not be anonymised in the internal dashboard.')).toMatchObject({ contradicts: false });
    expect(contradicts('Always wash the laundromat dryer filters after closing the shop.', 'Dryer filters must not be washed in the customer sink.')).toMatchObject({ contradicts: false });
    expect(contradicts('Always rinse the rowing shells before storing them in the boathouse.', 'Never rinse the rowing shells; the hull wax washes off.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Always wash the laundromat dryer filters after closing the shop.', 'The laundromat dryer filters must never be washed.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });
});

describe('obligations: a rule not to wait for what the other rule requires first (recall-111)', () => {
  it('reads "must not wait on X" and "without waiting for X" against a rule that X be done', () => {
    expect(contradicts('Pallet transfers must be countersigned by the dock supervisor.', 'Pallet transfers must not wait on a countersignature; the driver signs alone.').contradicts).toBe(true);
    expect(contradicts('Road closures may be announced only after the engineer sign-off is filed.', "Don't wait for engineer sign-off on road closures; announce them when the crew arrives.").contradicts).toBe(true);
    expect(contradicts('Recipe changes must be tasted by the head chef before service.', 'Recipe changes should now be served without waiting for a tasting by the head chef.').contradicts).toBe(true);
  });

  it('keeps a wait for something the other rule never asks for apart', () => {
    expect(contradicts('Pallet transfers must be countersigned by the dock supervisor.', 'Pallet transfers must not wait on the forklift battery swap.').contradicts).toBe(false);
    expect(contradicts('Road closures may be announced only after the engineer sign-off is filed.', "Don't wait for the traffic map refresh on road closures.").contradicts).toBe(false);
    expect(contradicts('Recipe changes must be tasted by the head chef before service.', 'Recipe changes should be served without waiting for the printed menus.').contradicts).toBe(false);
  });
});

describe('a duty said with a participle: "are expected to", "is supposed to", "every X is required to" (recall-120)', () => {
  it('reads it as a rule against a ban on the same action', () => {
    expect(compareDiscoveries('Data stewards are expected to evolve warehouse schemas from the migration notebooks.', 'Never alter warehouse schemas from the migration notebooks.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps "X is required to build" as what a build needs, and another object apart', () => {
    expect(compareDiscoveries('Go 1.22 is required to build the agent.', 'The agent builds with Go 1.21.').kind).not.toBe('modality');
    expect(compareDiscoveries('Data stewards are expected to evolve warehouse schemas from the migration notebooks.', 'Never alter billing exports from the migration notebooks.').contradicts).toBe(false);
  });
});
