// Real git repositories in temp folders, for tests. Every test that needs git
// makes its own (or gets a copy of one its file built once); nothing here is mocked.

import { execFileSync } from 'node:child_process';
import { appendFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, utimesSync, writeFileSync, existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The environment tests give git: none of the caller's repository variables, a throwaway HOME, no system config. */
export function cleanGitEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key.startsWith('GIT_') || key === 'HUSKY' || key === 'DISCOVERIES_SKIP') delete env[key];
  }
  env.GIT_CONFIG_NOSYSTEM = '1';
  env.GIT_TERMINAL_PROMPT = '0';
  return { ...env, ...extra };
}

let tick = 0;

export class TestRepo {
  readonly env: NodeJS.ProcessEnv;

  constructor(readonly dir: string, home: string) {
    this.env = cleanGitEnv({ HOME: home, XDG_CONFIG_HOME: join(home, '.config') });
  }

  /** Runs git synchronously in the repo and returns trimmed stdout. */
  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, env: this.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  }

  path(relative: string): string {
    return join(this.dir, relative);
  }

  write(relative: string, content: string): this {
    const file = this.path(relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return this;
  }

  read(relative: string): string {
    return readFileSync(this.path(relative), 'utf8');
  }

  exists(relative: string): boolean {
    return existsSync(this.path(relative));
  }

  remove(relative: string): this {
    rmSync(this.path(relative), { recursive: true, force: true });
    return this;
  }

  /**
   * Stages everything and commits. Dates advance one minute per commit from a
   * fixed start, so histories are reproducible; pass `date` to choose.
   */
  commit(message: string, options: { date?: string; author?: string } = {}): string {
    this.git('add', '-A');
    tick += 1;
    const date = options.date ?? new Date(Date.UTC(2026, 0, 1) + tick * 60_000).toISOString();
    const env = { ...this.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
    const args = ['commit', '--allow-empty', '-q', '-m', message];
    if (options.author) args.push(`--author=${options.author}`);
    execFileSync('git', args, { cwd: this.dir, env, stdio: 'pipe' });
    return this.git('rev-parse', 'HEAD');
  }

  head(): string {
    return this.git('rev-parse', 'HEAD');
  }
}

const made: string[] = [];

function newBase(): string {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'discoveries-test-')));
  made.push(base);
  return base;
}

/** A fresh repository on branch `main`, with identity set and signing off. */
export function makeRepo(options: { bare?: boolean } = {}): TestRepo {
  const base = newBase();
  const home = join(base, 'home');
  const dir = join(base, 'repo');
  mkdirSync(home, { recursive: true });
  mkdirSync(dir, { recursive: true });
  const repo = new TestRepo(dir, home);
  repo.git('init', '-q', '-b', 'main', ...(options.bare ? ['--bare'] : []));
  // What `git config user.name …`, `user.email`, `commit.gpgsign` and `tag.gpgsign` write, byte for byte, without four more git processes.
  appendFileSync(join(dir, options.bare ? '' : '.git', 'config'), '[user]\n\tname = Test User\n\temail = test@example.com\n[commit]\n\tgpgsign = false\n[tag]\n\tgpgsign = false\n');
  return repo;
}

/**
 * A copy of `from` (a folder `makeRepo` made: the repository and its HOME, with
 * whatever git and the CLI keep there), as if it had been made at the new place:
 * times kept (`cp -a`; caches compare them), and the old folder's path, which
 * caches in the git dir record, replaced by the new one (as long, so a file's
 * size stays what it was; its times are kept to the microsecond). Returns the
 * new folder.
 */
export function copyRepo(from: string): string {
  const to = newBase();
  execFileSync('cp', ['-a', `${from}/.`, to]);
  if (to.length !== from.length) throw new Error(`copyRepo: ${to} and ${from} differ in length`);
  const old = Buffer.from(from);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = lstatSync(path, { bigint: true });
      if (stat.isSymbolicLink()) {
        const target = readlinkSync(path);
        if (target.includes(from)) {
          rmSync(path);
          symlinkSync(target.replaceAll(from, to), path);
        }
      } else if (stat.isDirectory()) {
        // A git dir's objects are compressed: no path to find there.
        if (name !== 'objects' || !existsSync(join(dir, 'HEAD'))) walk(path);
      } else if (stat.isFile()) {
        const content = readFileSync(path);
        if (content.indexOf(old) < 0) continue;
        writeFileSync(path, content.toString('latin1').replaceAll(from, to), 'latin1');
        utimesSync(path, Number(stat.atimeNs) / 1e9, Number(stat.mtimeNs) / 1e9);
      }
    }
  };
  walk(to);
  return to;
}

/**
 * A test file's set-up, built once: `build` runs on the first call into a
 * template no test touches (it must return a repository `makeRepo` made, or a
 * copy of one), and every call returns a copy of it (`copyRepo`).
 */
export function sharedRepo(build: () => TestRepo): () => TestRepo {
  let template: TestRepo | null = null;
  return () => {
    if (!template || !existsSync(template.dir)) template = build();
    const to = copyRepo(dirname(template.dir));
    return new TestRepo(join(to, 'repo'), join(to, 'home'));
  };
}

/** Removes every repository this test file made. Call from afterAll. */
export function removeRepos(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
