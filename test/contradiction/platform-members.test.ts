// Two members of one kind of place a claim holds in, a platform (iOS, Android, web, PC, Switch) or an environment
// (production, staging): a value or a state said in each is a claim of each, not one claim changed. A member named on
// one side only narrows what the other says of every one, and two words for one member (prod, production) are one.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a value in each of two platforms or environments', () => {
  it('leaves alone values said on two platforms', () => {
    expect(compare('The chess clock app autosaves every 15 seconds on iOS.', 'The chess clock app autosaves every 60 seconds on Android.').contradicts).toBe(false);
    expect(compare('`renderScale` is 1.0 on PC.', '`renderScale` is 0.7 on Switch.').contradicts).toBe(false);
    expect(compare('The weather widget refreshes every 5 minutes on web.', 'The iOS weather widget refreshes every 30 minutes.').contradicts).toBe(false);
  });

  it('leaves alone values of two environments, in another clause than the value too', () => {
    expect(compare('Span sampling for the ticket API is 0.2 in prod.', 'Staging keeps every span (`sampleRate: 1.0`).').contradicts).toBe(false);
  });

  it('still finds a value changed when one side names no member, or both name the same one', () => {
    expect(compare('The chess clock app autosaves every 15 seconds on iOS.', 'The chess clock app autosaves every 60 seconds.').kind).toBe('value');
    expect(compare('The weather widget refreshes every 5 minutes in production.', 'In prod the weather widget refreshes every 30 minutes.').kind).toBe('value');
    expect(compare('`renderScale` is 1.0 on PC.', '`renderScale` is 0.7 on PC.').kind).toBe('value');
  });
});

describe('a state in each of two platforms', () => {
  it('leaves alone opposite states said on two platforms', () => {
    expect(compare('Spell check in the notes app is enabled on macOS.', 'Spell check in the notes app is disabled on Windows.').contradicts).toBe(false);
  });

  it('still finds opposite states said on one platform', () => {
    expect(compare('Spell check in the notes app is enabled on macOS.', 'On macOS, spell check in the notes app is disabled.').kind).toBe('antonym');
  });

  it('reads "switch" as a platform only as a name', () => {
    expect(compare('The lamp controller polls every 2 seconds on the wall switch.', 'The lamp controller polls every 10 seconds on PC.').kind).toBe('value');
  });
});
