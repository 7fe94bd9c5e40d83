import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTDATED_OPTIONS, hubMatcher, resolveOutdatedOptions } from '../../src/outdated/options.js';

describe('check options', () => {
  it('defaults to the graded policy, hub files, a 50% rewrite threshold and 7 days before archiving', () => {
    expect(resolveOutdatedOptions()).toEqual(DEFAULT_OUTDATED_OPTIONS);
    expect(DEFAULT_OUTDATED_OPTIONS).toMatchObject({ policy: 'graded', rewrittenThreshold: 0.5, archiveAfterDays: 7 });
  });

  it('names the file and the fix for a bad value', () => {
    expect(() => resolveOutdatedOptions({ policy: 'lax' })).toThrow("policy must be 'graded' or 'strict', not \"lax\"");
    try {
      resolveOutdatedOptions({ rewrittenThreshold: 2 });
    } catch (error) {
      expect((error as { format(): string }).format()).toBe('.axiom/config.yml: rewrittenThreshold must be a number above 0 and at most 1, not 2 (fix: e.g. rewrittenThreshold: 0.5)');
    }
  });

  it('matches hub files by name anywhere, or by path when the pattern has a slash', () => {
    const isHub = hubMatcher(['package.json', 'requirements*.txt', '.axiom/**']);
    expect(isHub('packages/web/package.json')).toBe(true);
    expect(isHub('requirements-dev.txt')).toBe(true);
    expect(isHub('.axiom/cases.jsonl')).toBe(true);
    expect(isHub('src/package.ts')).toBe(false);
  });
});
