// Repositories with the hooks installed the way a user installs them: husky in
// node_modules, discovery-curator in node_modules (its hooks/ scripts and the CLI
// built by the test setup), `discoveries init`, then real git commands whose
// hooks run the real scripts.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtCli } from '../support/cli.js';
import { copyRepo, makeRepo, TestRepo } from '../support/git-repo.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let fakePackage: string | null = null;

/** discovery-curator as npm would unpack it: hooks/ (copied, as published) and dist/cli (the test build). */
export function packageDir(): string {
  if (fakePackage) return fakePackage;
  const dir = join(mkdtempSync(join(tmpdir(), 'discoveries-pkg-')), 'discovery-curator');
  mkdirSync(join(dir, 'dist'), { recursive: true });
  cpSync(join(root, 'hooks'), join(dir, 'hooks'), { recursive: true });
  symlinkSync(dirname(builtCli), join(dir, 'dist', 'cli'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'discovery-curator', type: 'module', bin: { discoveries: 'dist/cli/discoveries.js' } }));
  fakePackage = dir;
  return dir;
}

export interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

export class HookRepo {
  constructor(
    readonly repo: TestRepo,
    /** Where package.json, node_modules and .axiom live ('' for the top). */
    readonly project: string,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  get dir(): string {
    return this.repo.dir;
  }

  /** Another work tree or clone at `dir`, with the same environment. */
  static at(dir: string, like: HookRepo, project = ''): HookRepo {
    return new HookRepo(new TestRepo(dir, like.env.HOME!), project, like.env);
  }

  path(relative: string): string {
    return this.repo.path(relative);
  }

  /** Runs git like a user: never throws, returns what git printed (hook output included). */
  git(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; input?: string } = {}): GitRun {
    const result = spawnSync('git', args, { cwd: options.cwd ?? this.dir, env: { ...this.env, ...options.env }, encoding: 'utf8', input: options.input });
    return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  }

  /** Git that must succeed; returns stdout trimmed. */
  ok(...args: string[]): string {
    const result = this.git(args);
    if (result.code !== 0) throw new Error(`git ${args.join(' ')} failed (${result.code}): ${result.stderr}`);
    return result.stdout.trim();
  }

  write(relative: string, content: string): this {
    this.repo.write(relative, content);
    return this;
  }

  /** `git add -A && git commit -m` with the hooks running; returns what git printed. */
  commit(message: string, ...extra: string[]): GitRun {
    this.ok('add', '-A');
    return this.git(['commit', '-q', '-m', message, ...extra]);
  }

  cli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): GitRun {
    const result = spawnSync(process.execPath, [builtCli, ...args], {
      cwd: options.cwd ?? this.projectDir,
      env: { ...this.env, ...options.env },
      encoding: 'utf8',
      input: options.input,
    });
    return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  }

  get projectDir(): string {
    return this.project ? join(this.dir, this.project) : this.dir;
  }

  /** The store path as git names it. */
  get store(): string {
    return this.project ? `${this.project}/.axiom/cases.jsonl` : '.axiom/cases.jsonl';
  }

  gitDir(cwd = this.dir): string {
    return spawnSync('git', ['rev-parse', '--path-format=absolute', '--git-dir'], { cwd, env: this.env, encoding: 'utf8' }).stdout.trim();
  }

  /** Pending findings of this worktree (or another one's), as `id action` strings. */
  pending(cwd = this.dir): string[] {
    const file = join(this.gitDir(cwd), 'discoveries', 'pending.json');
    if (!existsSync(file)) return [];
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { findings: Array<{ branch: string; change: { id: string; action: string } }> };
    return parsed.findings.map((f) => `${f.change.id} ${f.change.action} ${f.branch.replace('refs/heads/', '')}`);
  }

  /** Tracked files that differ from HEAD or the index (a hook must never leave any). */
  trackedChanges(cwd = this.dir): string {
    return spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd, env: this.env, encoding: 'utf8' }).stdout;
  }

  log(cwd = this.dir): string {
    const file = join(this.gitDir(cwd), 'discoveries', 'hooks.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  head(): string {
    return this.ok('rev-parse', 'HEAD');
  }
}

/** Links husky and discovery-curator into `<dir>/node_modules`, as `npm install` would. */
export function installPackages(dir: string, options: { husky?: boolean } = {}): void {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  if (options.husky !== false) symlinkSync(join(root, 'node_modules', 'husky'), join(dir, 'node_modules', 'husky'));
  symlinkSync(packageDir(), join(dir, 'node_modules', 'discovery-curator'));
}

/** Source files with a few lines each, so an edit to one line is a touch, not a rewrite. */
export const HTTP_TS = ['// The HTTP client.', 'export function retry(attempts = 3) {', '  return attempts;', '}', '', "export const userAgent = 'demo';", 'export const keepAlive = true;', ''].join('\n');
export const DB_TS = ['// Database access.', 'export const pool = 10;', '', 'export function connect() {', '  return pool;', '}', '', "export const name = 'demo';", ''].join('\n');

export interface SetupOptions {
  /** Put the package (package.json, node_modules, .axiom) in this subfolder. */
  project?: string;
  /** Leave husky out of node_modules. */
  husky?: boolean;
  /** Before init: prepare the repository (existing hooks, other managers). */
  before?: (repo: TestRepo) => void;
  /** Run `discoveries init` (default true). */
  init?: boolean;
}

/**
 * A repository with a source file, the packages in node_modules, `discoveries
 * init` run, and one discovery that mentions `src/http.ts` (and one that mentions
 * `src/db.ts`), all committed.
 *
 * Setting one up runs git and the CLI a dozen times (seconds); so the first
 * call with given options builds it once, as a template no test touches, and
 * every call gets its own copy of it (`copyRepo`). A `before` callback is the
 * caller's own preparation: those repositories are always built afresh.
 */
export function setupHookRepo(options: SetupOptions = {}): { hr: HookRepo; initOutput: GitRun } {
  if (options.before) return buildHookRepo(options);
  const key = JSON.stringify({ project: options.project ?? '', husky: options.husky ?? true, init: options.init ?? true });
  let template = templates.get(key);
  if (!template || !existsSync(template.hr.dir)) {
    template = buildHookRepo(options);
    templates.set(key, template);
  }
  return copyHookRepo(template);
}

const templates = new Map<string, { hr: HookRepo; initOutput: GitRun }>();

/**
 * A test file's own set-up, shared like `setupHookRepo`'s: `build` runs once, on
 * the first call, into a template no test touches; every call returns a copy.
 */
export function sharedHookRepo(build: () => HookRepo): () => HookRepo {
  let template: HookRepo | null = null;
  return () => {
    if (!template || !existsSync(template.dir)) template = build();
    return copyHookRepo({ hr: template, initOutput: { code: 0, stdout: '', stderr: '' } }).hr;
  };
}

function copyHookRepo(template: { hr: HookRepo; initOutput: GitRun }): { hr: HookRepo; initOutput: GitRun } {
  const from = dirname(template.hr.dir);
  const to = copyRepo(from);
  const moved = (text: string) => text.replaceAll(from, to);
  const repo = new TestRepo(join(to, 'repo'), join(to, 'home'));
  const env = Object.fromEntries(Object.entries(template.hr.env).map(([k, v]) => [k, v === undefined ? v : moved(v)]));
  const { code, stdout, stderr } = template.initOutput;
  return { hr: new HookRepo(repo, template.hr.project, env), initOutput: { code, stdout: moved(stdout), stderr: moved(stderr) } };
}

function buildHookRepo(options: SetupOptions): { hr: HookRepo; initOutput: GitRun } {
  const repo = makeRepo();
  const project = options.project ?? '';
  const at = (p: string) => (project ? `${project}/${p}` : p);
  const env = { ...repo.env };
  delete env.CI;
  delete env.DISCOVERIES_CLI;
  delete env.DISCOVERIES_HOOK_DEADLINE_MS;
  const hr = new HookRepo(repo, project, env);
  repo.write('.gitignore', 'node_modules/\n');
  repo.write(at('package.json'), JSON.stringify({ name: 'demo', private: true, devDependencies: { 'discovery-curator': '*', husky: '*' } }, null, 2));
  repo.write(at('src/http.ts'), HTTP_TS);
  repo.write(at('src/db.ts'), DB_TS);
  repo.write(at('README.md'), '# demo\n');
  installPackages(hr.projectDir, { husky: options.husky });
  options.before?.(repo);
  hr.ok('add', '-A');
  hr.ok('commit', '-q', '-m', 'initial');
  let initOutput: GitRun = { code: 0, stdout: '', stderr: '' };
  if (options.init !== false) {
    initOutput = hr.cli(['init']);
    if (initOutput.code !== 0) throw new Error(`init failed: ${initOutput.stderr}`);
    hr.cli(['add', 'The retry logic in src/http.ts retries 3 times']);
    hr.cli(['add', 'The connection pool in src/db.ts holds 10 connections']);
    hr.commit('Set up discoveries');
  }
  return { hr, initOutput };
}
