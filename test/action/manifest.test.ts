// action.yml, the workflows and the README section describe the same action:
// a workflow naming an input action.yml lacks only gets a warning on GitHub,
// so it is caught here instead.

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface Manifest {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
}
interface Workflow {
  permissions?: Record<string, string>;
  concurrency?: { group: string };
  jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
}

const manifest = parse(read('action.yml')) as Manifest;
// The README's "GitHub Action" section, up to the next top-level section.
const readme = (() => {
  const all = read('README.md');
  const start = all.indexOf('\n## GitHub Action\n');
  const end = all.indexOf('\n## ', start + 1);
  return all.slice(start, end === -1 ? undefined : end);
})();
// The workflows that run this action (`uses: ./`); ci.yml runs the tests.
const workflows = readdirSync(new URL('.github/workflows/', root))
  .map((name) => ({ name, text: read(`.github/workflows/${name}`) }))
  .filter((w) => /^\s*(- )?uses: \.\/\s*$/m.test(w.text));
const readmeWorkflows = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((y) => y.includes('\njobs:'));

describe('action.yml', () => {
  it('runs the bundled entry on node24', () => {
    expect(manifest.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('describes every input and output, and the README lists them all', () => {
    for (const [name, input] of Object.entries(manifest.inputs)) {
      expect(input.description, name).toBeTruthy();
      expect(readme, name).toContain(`| \`${name}\` |`);
    }
    for (const [name, output] of Object.entries(manifest.outputs)) {
      expect(output.description, name).toBeTruthy();
      expect(readme, name).toContain(`\`${name}\``);
    }
  });
});

describe('workflows (this repository and the README)', () => {
  const all = [...workflows.map((w) => ({ name: w.name, text: w.text })), ...readmeWorkflows.map((text, i) => ({ name: `README #${i + 1}`, text }))];

  it('this repository runs the action on its own pushes and pull requests', () => {
    expect(workflows.map((w) => w.name).sort()).toEqual(['discoveries-pr.yml', 'discoveries-review.yml']);
  });

  it('there is a push and a pull_request workflow in both places', () => {
    for (const group of [workflows.map((w) => w.text), readmeWorkflows]) {
      expect(group.some((t) => /\n\s+push:/.test(t))).toBe(true);
      expect(group.some((t) => /\n\s+pull_request:/.test(t))).toBe(true);
    }
  });

  it.each(all.map((w) => [w.name, w.text]))('%s sets permissions, concurrency, fetch-depth 0 and only known inputs', (_name, text) => {
    const workflow = parse(text) as Workflow;
    expect(workflow.permissions?.['pull-requests']).toBe('write');
    if (/\n\s+push:/.test(text)) expect(workflow.permissions?.contents).toBe('write');
    expect(workflow.concurrency?.group).toBeTruthy();
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    const ours = steps.filter((s) => s.uses === './' || s.uses?.includes('discovery-curator'));
    expect(ours).toHaveLength(1);
    for (const key of Object.keys(ours[0]!.with ?? {})) expect(Object.keys(manifest.inputs)).toContain(key);
  });
});
