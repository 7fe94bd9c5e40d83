// The README promises things a newcomer relies on; these keep them true.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/cli/main.js';
import { defaultConfigText } from '../src/config.js';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');

function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `README section "${title}"`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe('README', () => {
  it('documents every command with an example', () => {
    const commands = section('Commands');
    for (const [name, entry] of Object.entries(COMMANDS)) {
      if (entry.hidden) continue;
      expect(commands, name).toContain(`| \`${name}\` |`);
      expect(commands, name).toMatch(new RegExp(`\`discoveries ${name === 'version' ? '--version' : name}[ \`]`));
    }
  });

  it('has a two-command quick start whose test command is the one CI runs', () => {
    const block = /```sh\n([\s\S]*?)```/.exec(section('Quick start'))![1]!;
    const commands = block.trim().split('\n').map((line) => line.replace(/\s+#.*$/, '').trim());
    expect(commands).toHaveLength(2);
    expect(commands[0]).toMatch(/discoveries\.js check/);
    const ci = read('.ci/run').split('\n').map((l) => l.trim());
    expect(ci).toContain(commands[1]);
    expect(ci).toEqual(expect.arrayContaining(['npm run typecheck', 'npm run lint', 'npm run check-dist']));
  });

  it('prints the default config exactly as `discoveries init --print-config` does', () => {
    const block = /```yaml\n([\s\S]*?)```/.exec(section('Configuration'))![1]!;
    expect(block).toBe(defaultConfigText());
  });
});
