// `discoveries init` installs the hooks through husky, next to whatever is there;
// `discoveries uninstall` takes out exactly what init put in.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { removeRepos, type TestRepo } from '../support/git-repo.js';
import type { HookRepo} from './support.js';
import { setupHookRepo } from './support.js';

afterAll(removeRepos);

const HOOKS = ['post-commit', 'post-merge', 'post-rewrite', 'post-checkout'];

/** Every file outside .git and node_modules, with its content and mode, plus the git config init may touch. */
function snapshot(hr: HookRepo): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === '.git' || name === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(hr.dir, path)] = `${(statSync(path).mode & 0o777).toString(8)} ${readFileSync(path, 'utf8')}`;
    }
  };
  walk(hr.dir);
  out['git config'] = hr.git(['config', '--local', '--list']).stdout.split('\n').filter((l) => /^(core\.hookspath|merge\.)/.test(l)).join('\n');
  return out;
}

function withoutStore(snap: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(snap).filter(([path]) => !path.startsWith('.axiom/')));
}

function setUpHusky(repo: TestRepo): void {
  const result = spawnSync(process.execPath, [join(repo.dir, 'node_modules', 'husky', 'bin.js')], { cwd: repo.dir, env: repo.env, encoding: 'utf8' });
  expect(result.status).toBe(0);
}

describe('discoveries init', () => {
  it('sets husky up when it is not, creates the four hooks, and is idempotent', () => {
    const { hr, initOutput } = setupHookRepo();
    expect(initOutput.stdout).toContain('set up husky in .husky (core.hooksPath=.husky/_)');
    expect(initOutput.stdout).toContain('created .husky/post-commit, .husky/post-merge, .husky/post-rewrite, .husky/post-checkout');
    expect(hr.ok('config', 'core.hooksPath')).toBe('.husky/_');
    for (const hook of HOOKS) {
      expect(readFileSync(hr.path(`.husky/${hook}`), 'utf8')).toBe(
        "# >>> discovery-curator: reports discoveries this change made outdated ('discoveries uninstall' removes this)\n" +
          `[ ! -f node_modules/discovery-curator/hooks/${hook} ] || sh node_modules/discovery-curator/hooks/${hook} "$@" || :\n` +
          '# <<< discovery-curator\n',
      );
    }
    const before = snapshot(hr);
    const again = hr.cli(['init']);
    expect(again.stdout).toContain('hooks already installed in .husky/ (post-commit, post-merge, post-rewrite, post-checkout)');
    expect(snapshot(hr)).toEqual(before);
  });

  it('appends to husky hooks that exist, and both run', () => {
    const { hr, initOutput } = setupHookRepo({
      before: (repo) => {
        setUpHusky(repo);
        repo.write('.gitignore', 'node_modules/\n*.log\n');
        repo.write('.husky/post-commit', 'echo user post-commit >> user-hook.log');
        repo.write('.husky/pre-commit', 'echo user pre-commit >> user-hook.log\n');
      },
    });
    expect(initOutput.stdout).toContain('added the discoveries hook to .husky/post-commit (your commands there are kept)');
    expect(initOutput.stdout).toContain('created .husky/post-merge, .husky/post-rewrite, .husky/post-checkout');
    expect(readFileSync(hr.path('.husky/post-commit'), 'utf8')).toMatch(/^echo user post-commit >> user-hook.log\n# >>> discovery-curator/);
    hr.ok('rm', '-q', 'src/http.ts');
    const commit = hr.commit('Remove http');
    expect(commit.stderr).toContain('this commit outdated disc-001');
    expect(readFileSync(hr.path('user-hook.log'), 'utf8')).toContain('user post-commit');
  });

  it('warns when an existing hook exits before the block it appends', () => {
    const { initOutput } = setupHookRepo({
      before: (repo) => {
        setUpHusky(repo);
        repo.write('.husky/post-merge', 'echo merged\nexit 0\n');
      },
    });
    expect(initOutput.stdout).toContain("note: .husky/post-merge exits before the discoveries block; move the block above the 'exit' line");
    expect(initOutput.stdout).not.toContain('.husky/post-commit exits');
  });

  it('leaves another core.hooksPath alone and says what to add', () => {
    const { hr, initOutput } = setupHookRepo({
      before: (repo) => {
        repo.git('config', 'core.hooksPath', '.githooks');
        repo.write('.githooks/post-commit', '#!/bin/sh\necho mine\n');
      },
    });
    expect(initOutput.stdout).toContain("hooks not installed: core.hooksPath is '.githooks', which is not husky; to use them anyway, run 'sh node_modules/discovery-curator/hooks/<hook> <git's hook arguments>'");
    expect(hr.repo.read('.githooks/post-commit')).toBe('#!/bin/sh\necho mine\n');
    expect(hr.ok('config', 'core.hooksPath')).toBe('.githooks');
    expect(existsSync(hr.path('.husky'))).toBe(false);
  });

  it.each([
    ['lefthook', (repo: TestRepo) => repo.write('lefthook.yml', 'pre-commit:\n  commands: {}\n'), 'lefthook manages this repository\'s hooks (lefthook.yml)'],
    ['pre-commit', (repo: TestRepo) => repo.write('.pre-commit-config.yaml', 'repos: []\n'), "pre-commit manages this repository's hooks (.pre-commit-config.yaml)"],
    [
      'custom hooks',
      (repo: TestRepo) => {
        repo.write('.git/hooks/post-commit', '#!/bin/sh\necho custom\n');
        chmodSync(repo.path('.git/hooks/post-commit'), 0o755);
      },
      '.git/hooks has hooks of its own (post-commit) that husky would turn off',
    ],
  ])('does not take over from %s', (_name, before, said) => {
    const { hr, initOutput } = setupHookRepo({ before });
    expect(initOutput.stdout).toContain(`hooks not installed: ${said}`);
    expect(hr.git(['config', 'core.hooksPath']).code).toBe(1);
    expect(existsSync(hr.path('.husky'))).toBe(false);
  });

  it('keeps git-lfs running when it switches git to husky, and gives it back on uninstall', () => {
    const lfsHook = (name: string) => `#!/bin/sh\ncommand -v git-lfs >/dev/null 2>&1 || { echo >&2 "git-lfs missing"; exit 2; }\ngit lfs ${name} "$@"\n`;
    const { hr, initOutput } = setupHookRepo({
      before: (repo) => {
        for (const name of ['post-checkout', 'post-commit', 'post-merge', 'pre-push']) repo.write(`.git/hooks/${name}`, lfsHook(name));
      },
      init: false,
    });
    expect(initOutput.stdout).toBe('');
    const before = snapshot(hr);
    const init = hr.cli(['init', '--no-hooks']);
    expect(init.stdout).not.toContain('husky');
    const withHooks = hr.cli(['init']);
    expect(withHooks.stdout).toContain("git-lfs hooks were in .git/hooks: added 'git lfs <hook>' to .husky/post-checkout, .husky/post-commit, .husky/post-merge, .husky/pre-push");
    expect(hr.repo.read('.husky/pre-push')).toContain('git lfs pre-push "$@"');
    expect(hr.repo.read('.husky/post-checkout')).toContain('git lfs post-checkout "$@"');
    const out = hr.cli(['uninstall']);
    expect(out.stdout).toContain('undid husky');
    expect(out.stdout).toContain('git-lfs runs from .git/hooks again');
    expect(withoutStore(snapshot(hr))).toEqual(before);
    expect(hr.repo.read('.git/hooks/pre-push')).toBe(lfsHook('pre-push'));
  });

  it('says how to get husky when it is not installed', () => {
    const { hr, initOutput } = setupHookRepo({ husky: false });
    expect(initOutput.code).toBe(0);
    expect(initOutput.stdout).toContain("hooks not installed: husky is not installed (run 'npm install --save-dev husky', then 'discoveries init' again)");
    expect(hr.git(['config', 'core.hooksPath']).code).toBe(1);
  });

  it('with HUSKY=0, husky sets nothing up and init says so', () => {
    const { hr } = setupHookRepo({ init: false });
    const init = hr.cli(['init'], { env: { HUSKY: '0' } });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('hooks not installed: husky did not set up .husky (HUSKY=0 skip install)');
  });
});

describe('discoveries uninstall', () => {
  it('removes everything init added when init set husky up', () => {
    const { hr } = setupHookRepo({ init: false });
    const before = snapshot(hr);
    expect(hr.cli(['init']).code).toBe(0);
    hr.cli(['add', 'Queries go through src/db.ts']);
    expect(hr.commit('Discoveries, hooks and all').code).toBe(0);
    const out = hr.cli(['uninstall']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('deleted .husky/post-checkout, .husky/post-commit, .husky/post-merge, .husky/post-rewrite (created by init)');
    expect(out.stdout).toContain("undid husky's setup (core.hooksPath unset)");
    expect(out.stdout).toContain('Kept .axiom/ (your discoveries)');
    expect(withoutStore(snapshot(hr))).toEqual(before);
    expect(existsSync(join(hr.gitDir(), 'discoveries'))).toBe(false);
  });

  it('keeps the user’s husky hooks byte for byte, husky itself, and unreviewed findings', () => {
    const { hr } = setupHookRepo({
      init: false,
      before: (repo) => {
        setUpHusky(repo);
        repo.write('.husky/post-commit', 'echo one\necho two'); // no final newline
        repo.write('.husky/pre-commit', 'echo checking\n');
        repo.write('.gitattributes', '*.png binary\n');
      },
    });
    const before = snapshot(hr);
    expect(hr.cli(['init']).code).toBe(0);
    hr.cli(['add', 'The retry logic in src/http.ts retries 3 times']);
    hr.ok('rm', '-q', 'src/http.ts');
    hr.git(['commit', '-q', '-n', '-m', 'Remove http', '--', 'src/http.ts']);
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
    const out = hr.cli(['uninstall']);
    expect(out.stdout).toContain('removed the discoveries hook from .husky/post-commit');
    expect(out.stdout).toContain('removed the merge driver lines from .gitattributes');
    expect(out.stdout).toMatch(/kept .*pending\.json \(findings not reviewed yet; delete when done\)/);
    delete before['src/http.ts'];
    expect(withoutStore(snapshot(hr))).toEqual(before);
    expect(hr.ok('config', 'core.hooksPath')).toBe('.husky/_');
    expect(hr.pending()).toEqual(['disc-001 outdate main']);
  });
});
