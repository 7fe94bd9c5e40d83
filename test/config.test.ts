import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfigText, loadConfig, validateConfigText } from '../src/config.js';

describe('config file', () => {
  it('gives every problem with its line and a fix', async () => {
    const text = ['check:', '  policy: grade', '  hubfiles: [package.json]', 'lifecycle:', '  autoArchiveDays: -1', 'colour: true'].join('\n');
    const { errors } = await validateConfigText(text, '.axiom/config.yml');
    expect(errors.map((e) => e.format())).toEqual([
      '.axiom/config.yml:2: check.policy must be one of graded, strict (got "grade") (fix: set check.policy to one of graded, strict)',
      ".axiom/config.yml:3: unknown key 'check.hubfiles' (fix: did you mean 'check.hubFiles'?)",
      '.axiom/config.yml:5: lifecycle.autoArchiveDays must be a whole number ≥ 0 (got -1) (fix: set lifecycle.autoArchiveDays to a whole number ≥ 0)',
      ".axiom/config.yml:6: unknown key 'colour' (fix: known keys here: store, views, lifecycle, check, contradictions, hooks, sources)",
    ]);
  });

  it('reports YAML syntax errors with their line', async () => {
    const { errors } = await validateConfigText('check:\n  policy: [graded\n', 'c.yml');
    expect(errors[0]!.format()).toMatch(/^c\.yml:\d: invalid YAML: /);
  });

  it('accepts a single string where a list is expected', async () => {
    const { config, errors } = await validateConfigText('check:\n  hubFiles: go.sum\n', 'c.yml');
    expect(errors).toEqual([]);
    expect(config.check.hubFiles).toEqual(['go.sum']);
  });

  it('writes a default config that reads back as the defaults', async () => {
    const { config, errors } = await validateConfigText(defaultConfigText(), 'c.yml');
    expect(errors).toEqual([]);
    expect(config.lifecycle.autoArchiveDays).toBe(7);
    expect(config.check.policy).toBe('graded');
  });
});

describe('the parsed config kept in a cache file (the hooks)', () => {
  it('reads an unchanged text from the cache, a changed one anew, and never caches an invalid one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-cache-'));
    try {
      const file = join(dir, 'config.yml');
      const cacheFile = join(dir, 'state', 'config-cache.json');
      writeFileSync(file, 'check:\n  policy: strict\n');
      expect((await loadConfig(file, file, { cacheFile })).check.policy).toBe('strict');
      expect(JSON.parse(readFileSync(cacheFile, 'utf8')).text).toBe('check:\n  policy: strict\n');
      // The cache answers for the same text (shown by a cache that says otherwise).
      const cache = JSON.parse(readFileSync(cacheFile, 'utf8'));
      cache.config.check.policy = 'graded';
      writeFileSync(cacheFile, JSON.stringify(cache));
      expect((await loadConfig(file, file, { cacheFile })).check.policy).toBe('graded');
      // Another text is parsed again; an invalid one throws and leaves the cache as it was.
      writeFileSync(file, 'check:\n  policy: strict\n  rewrittenThreshold: 0.7\n');
      expect((await loadConfig(file, file, { cacheFile })).check).toMatchObject({ policy: 'strict', rewrittenThreshold: 0.7 });
      writeFileSync(file, 'check:\n  policy: nonsense\n');
      await expect(loadConfig(file, file, { cacheFile })).rejects.toThrow(/check.policy/);
      expect(JSON.parse(readFileSync(cacheFile, 'utf8')).text).toBe('check:\n  policy: strict\n  rewrittenThreshold: 0.7\n');
      // An unreadable cache only means a parse.
      writeFileSync(cacheFile, '{');
      writeFileSync(file, 'check:\n  policy: strict\n');
      expect((await loadConfig(file, file, { cacheFile })).check.policy).toBe('strict');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
