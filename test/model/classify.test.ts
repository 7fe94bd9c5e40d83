import { describe, expect, it } from 'vitest';
import { classifyCategory, classifyImpact } from '../../src/model/classify.js';

describe('impact classification', () => {
  it("places the seed's own examples at the seed's levels", () => {
    expect(classifyImpact('Use const over let when possible')).toBe('low');
    expect(classifyImpact('This hook requires cleanup')).toBe('medium');
    expect(classifyImpact('All API calls go through gateway')).toBe('high');
    expect(classifyImpact('Auth token expires after 1 hour')).toBe('critical');
  });

  it('treats data loss and security as critical', () => {
    expect(classifyImpact('Never commit the .env file: it holds the Stripe secret key')).toBe('critical');
    expect(classifyImpact('Running db:reset in production causes data loss')).toBe('critical');
  });
});

describe('category classification', () => {
  it('matches whole words, not substrings', () => {
    // The seed's substring test files "build" under Frontend ("ui") and "latest" under Testing.
    expect(classifyCategory('Always build with the latest toolchain')).toBe('Architecture');
    expect(classifyCategory('Tests use vitest, not jest')).toBe('Testing');
    expect(classifyCategory('All API routes in src/routes/')).toBe('API');
    expect(classifyCategory('Run the migration before changing the schema')).toBe('Database');
    expect(classifyCategory('The Button component reads its colours from CSS variables')).toBe('Frontend');
    expect(classifyCategory('The `useCart` hook keeps the basket in local state')).toBe('Frontend');
    expect(classifyCategory('The post-commit hook never writes tracked files; git state lives in .git/')).toBe('Architecture');
    expect(classifyCategory('Pin lodash to version 4.17.21; newer packages break the build')).toBe('Dependencies');
    expect(classifyCategory('rehype requires explicit config for GFM')).toBe('Architecture');
  });
});
