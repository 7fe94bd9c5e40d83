import { describe, expect, it } from 'vitest';
import { defaultConfigText, validateConfigText } from '../src/config.js';

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
