// The code cache the hooks compile the hook command with (src/cli/hook-cache.ts):
// whatever state it is in, a hook reports the same findings; a bad cache is
// only rewritten.

import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtCli } from '../support/cli.js';
import { removeRepos } from '../support/git-repo.js';
import { setupHookRepo, sharedHookRepo, type HookRepo } from './support.js';

afterAll(removeRepos);

const cacheDir = (hr: HookRepo) => join(hr.gitDir(), 'discoveries', 'code-cache');
const cacheFiles = (hr: HookRepo) => (existsSync(cacheDir(hr)) ? readdirSync(cacheDir(hr)) : []);

const FILES = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];

/** A repository whose discoveries disc-003… each name one of src/<FILES>.ts (each call a copy of one built once). */
const setup = sharedHookRepo(() => {
  const { hr } = setupHookRepo();
  for (const name of FILES) hr.write(`src/${name}.ts`, `// ${name}\nexport const ${name} = 1;\n`);
  hr.commit('More code');
  for (const name of FILES) hr.cli(['add', `The ${name} module lives in src/${name}.ts`]);
  hr.commit('More discoveries');
  return hr;
});

/** Deletes a file a discovery names: a finding for it. */
function remove(hr: HookRepo, name: string, env?: NodeJS.ProcessEnv) {
  hr.ok('rm', '-q', `src/${name}.ts`);
  return hr.git(['commit', '-q', '-m', `Remove ${name}`], { env });
}

const idOf = (name: string) => `disc-${String(FILES.indexOf(name) + 3).padStart(3, '0')}`;

/** A copy of the built CLI without the one-file hook command: the hooks run the binary. */
function binaryOnly(): NodeJS.ProcessEnv {
  const cli = join(mkdtempSync(join(tmpdir(), 'discoveries-cli-')), 'cli');
  cpSync(dirname(builtCli), cli, { recursive: true, filter: (src) => !/hook-[A-Z0-9]+\.cjs$/.test(src) });
  copies.push(dirname(cli));
  return { DISCOVERIES_CLI: join(cli, 'discoveries.js') };
}
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

const withoutShas = (text: string) => text.replace(/\b[0-9a-f]{7,40}\b/g, '<sha>');

describe('the hooks’ code cache', () => {
  it('the hooks report what the binary reports, with the cache the first checks wrote', () => {
    const cached = setup();
    const plain = setup();
    const binary = binaryOnly();
    // (The set-up's commits ran the hooks too; the first check drops the set-up's cache, the second writes its own.)
    rmSync(cacheDir(plain), { recursive: true });
    for (const name of ['alpha', 'beta']) {
      for (const [hr, env] of [[cached, undefined], [plain, binary]] as const) expect(remove(hr, name, env).stderr).toContain(idOf(name));
    }
    const [file] = cacheFiles(cached);
    expect(file).toMatch(/^hook-[A-Z0-9]+-v\d+\.\d+\.\d+-\w+\.bin$/);
    expect(cacheFiles(plain)).toEqual([]);
    const written = readFileSync(join(cacheDir(cached), file!));

    const withCache = remove(cached, 'gamma');
    const withBinary = remove(plain, 'gamma', binary);
    expect(withCache.stderr).toContain(idOf('gamma'));
    expect(withoutShas(withCache.stderr)).toBe(withoutShas(withBinary.stderr));
    expect(cached.pending()).toEqual(plain.pending());
    // Used as it was, not written again.
    expect(readFileSync(join(cacheDir(cached), file!)).equals(written)).toBe(true);
  });

  it('a damaged cache changes nothing a hook reports, and is written anew', () => {
    const hr = setup();
    remove(hr, 'alpha');
    remove(hr, 'beta');
    const [file] = cacheFiles(hr);
    const path = join(cacheDir(hr), file!);
    const good = readFileSync(path);
    // Bytes flipped in the middle: only a checksum tells (V8 alone would run it, and crash).
    const damaged = Buffer.from(good);
    for (let i = damaged.length >> 1; i < (damaged.length >> 1) + 256; i++) damaged[i]! ^= 0x5a;
    writeFileSync(path, damaged);

    const result = remove(hr, 'gamma');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`outdated ${idOf('gamma')}`);
    expect(result.stderr).not.toMatch(/error|skipped/i);
    expect(readFileSync(path).equals(damaged)).toBe(false);

    // Garbage, an empty file: the same.
    for (const [junk, name] of [[Buffer.from('not a cache'), 'delta'], [Buffer.alloc(0), 'epsilon']] as const) {
      writeFileSync(path, junk);
      expect(remove(hr, name).stderr).toContain(`outdated ${idOf(name)}`);
      expect(readFileSync(path).length).toBeGreaterThan(1000);
    }
    expect(hr.trackedChanges()).toBe('');
  });

  it('a check after a commit that added discoveries leaves a cache of a check’s code only, not the comparison’s as well', () => {
    // The set-up's last commit added discoveries: its hook rebuilt the path index and compared them, and wrote that run's code.
    const hr = setup();
    const [file] = cacheFiles(hr);
    const path = join(cacheDir(hr), file!);
    const afterAdding = readFileSync(path).length;
    const fresh = setup();
    rmSync(cacheDir(fresh), { recursive: true });
    expect(remove(fresh, 'alpha').stderr).toContain(idOf('alpha'));
    const checkOnly = readFileSync(join(cacheDir(fresh), file!)).length;
    expect(checkOnly).toBeLessThan(afterAdding * 0.9);

    for (const name of ['alpha', 'beta', 'gamma']) expect(remove(hr, name).stderr).toContain(`outdated ${idOf(name)}`);
    // (V8 writes every function a process holds compiled: rewritten by a check that loaded it, it kept the comparison's code for good.)
    expect(readFileSync(path).length).toBeLessThan(checkOnly * 1.1);
  });

  it('a check that found no learning mentioning the paths leaves a cache the next full check replaces', () => {
    const hr = setup();
    remove(hr, 'alpha');
    remove(hr, 'beta');
    const [file] = cacheFiles(hr);
    const path = join(cacheDir(hr), file!);
    const full = readFileSync(path).length;
    rmSync(path);
    // A name git quotes: the shell's pre-filter cannot read it and starts Node, which finds no learning naming it.
    hr.write('docs/say "hi".txt', 'hi\n');
    expect(hr.commit('Add a note').stderr).toBe('');
    expect(hr.log()).toContain('no active learning mentions a changed path');
    const short = readFileSync(path);
    expect(short.length).toBeLessThan(full * 0.9);
    // A full check's code is worth keeping: that cache is replaced by the next check's.
    expect(remove(hr, 'gamma').stderr).toContain(`outdated ${idOf('gamma')}`);
    expect(readFileSync(path).length).toBeGreaterThan(full * 0.9);
  });

  it('caches of other builds or Node versions are removed; a deleted cache is only written again', () => {
    const hr = setup();
    remove(hr, 'alpha');
    remove(hr, 'beta');
    const [file] = cacheFiles(hr);
    writeFileSync(join(cacheDir(hr), 'hook-OLDBUILD-v18.0.0-x64.bin'), 'old');
    rmSync(join(cacheDir(hr), file!));
    expect(remove(hr, 'gamma').stderr).toContain(idOf('gamma'));
    expect(cacheFiles(hr)).toEqual([file]);
  });

  it('the one-file build is ASCII, its regular expressions’ characters escaped, and they still match', () => {
    // Read at every hook run: one character past ASCII made Node decode all of it two bytes a character.
    // The one hook.cjs loads (earlier test builds may have left others beside it).
    const bundle = /"(hook-[A-Z0-9]+\.cjs)"/.exec(readFileSync(join(dirname(builtCli), 'hook.cjs'), 'utf8'))?.[1];
    expect(bundle).toBeDefined();
    const text = readFileSync(join(dirname(builtCli), bundle!), 'utf8');
    expect(text).not.toMatch(/[^\0-\x7f]/);
    // tokens.ts's /[’‘]/g, as the bundle now writes it:
    const literal = /\/\[\\u2019\\u2018\]\/g/.exec(text)?.[0];
    expect(literal).toBeDefined();
    const quotes = new Function(`return ${literal!}`)() as RegExp;
    expect('it’s ‘so’'.replace(quotes, "'")).toBe("it's 'so'");
  });

  it('without the one-file build, the hooks run the binary and write no cache', () => {
    const hr = setup();
    rmSync(cacheDir(hr), { recursive: true });
    const checked = remove(hr, 'alpha', binaryOnly());
    expect(checked.code).toBe(0);
    expect(checked.stderr).toContain(idOf('alpha'));
    expect(cacheFiles(hr)).toEqual([]);
  });
});
