import { describe, expect, it } from 'vitest';
import { extractPathMentions } from '../../src/anchors/paths.js';
import { PathResolver, globToRegExp } from '../../src/anchors/resolve.js';

const paths = (text: string) => extractPathMentions(text).map((m) => `${m.kind}:${m.path}`);

describe('path mentions', () => {
  it("finds the seed's four kinds: backticked, src/…, dir/file.ext and 'in file.ts'", () => {
    expect(paths('Use `lib/auth.go` for tokens')).toEqual(['file:lib/auth.go']);
    expect(paths('Routes live in src/routes/ now')).toEqual(['dir:src/routes']);
    expect(paths('see docs/setup.md, then run it')).toEqual(['file:docs/setup.md']);
    expect(paths('The retry logic in http.ts expects exponential backoff')).toEqual(['file:http.ts']);
  });

  it('keeps dots, dashes, @scope folders, dotfiles, globs and line suffixes', () => {
    expect(paths('edit packages/@acme/ui-kit/src/button.test.tsx:42 and .github/workflows/ci.yml')).toEqual([
      'file:packages/@acme/ui-kit/src/button.test.tsx',
      'file:.github/workflows/ci.yml',
    ]);
    expect(paths('Tests match `src/**/*.test.ts`')).toEqual(['glob:src/**/*.test.ts']);
    expect(paths('Snapshots are `*.snap` files')).toEqual(['glob:*.snap']);
    // A one-segment pattern is a file glob in a code span, not in prose: answers are remembered per token and per kind of text.
    expect(paths('Logs rotate to file?.log daily')).toEqual([]);
    expect(paths('Logs rotate to `file?.log` daily')).toEqual(['glob:file?.log']);
    expect(paths('Logs rotate to file?.log daily')).toEqual([]);
    // Variable patterns are not file globs.
    expect(paths('It strips `GIT_*` and `DISCOVERIES_*` variables')).toEqual([]);
    expect(paths('Config in ./config/app.config.json')).toEqual(['file:config/app.config.json']);
  });

  it('takes a backticked path with spaces and unicode whole', () => {
    expect(paths('The fixture `docs/user guide/über.md` is generated')).toEqual(['file:docs/user guide/über.md']);
  });

  it('drops URLs, placeholders, variables, versions, product names and paths leaving the repository', () => {
    expect(
      paths(
        'See https://example.com/a/b.ts and www.example.com/x.js; write path/to/file.ts or <dir>/x.ts or ../secret.ts or /etc/passwd.conf or ~/.ssh/id.pub or $HOME/x.ts or ${DIR}/x.ts; Node.js 20.1.4 is fine, e.g. v1.2.3',
      ),
    ).toEqual([]);
  });

  it('treats owner/repo and prose like red/green as paths only if they exist', () => {
    const mentions = extractPathMentions('Fork vercel/next.js? No: follow the red/green cycle in src/routes');
    expect(mentions.map((m) => `${m.kind}:${m.path}`)).toEqual(['file:vercel/next.js', 'maybe:red/green', 'maybe:src/routes']);
    const resolver = new PathResolver(['src/routes/index.ts', 'README.md']);
    const resolved = mentions.map((m) => resolver.resolve(m, ''));
    expect(resolved[1]).toBeNull(); // red/green: not a path here, not reported
    expect(resolved[2]).toMatchObject({ status: 'resolved', path: 'src/routes', kind: 'dir' });
  });
});

describe('resolving mentions', () => {
  const resolver = new PathResolver([
    'actionview/lib/action_view/helpers.rb',
    'activesupport/lib/x.rb',
    'packages/web/src/app.ts',
    'packages/api/src/app.ts',
    'src/http.ts',
  ]);
  const resolve = (text: string, baseDir = '') => resolver.resolve(extractPathMentions(text)[0]!, baseDir);

  it('resolves by exact path, then unique suffix, then unique base name', () => {
    expect(resolve('src/http.ts')).toMatchObject({ path: 'src/http.ts', how: 'exact' });
    expect(resolve('lib/action_view/helpers.rb')).toMatchObject({ path: 'actionview/lib/action_view/helpers.rb', how: 'suffix' });
    expect(resolve('http.ts')).toMatchObject({ path: 'src/http.ts', how: 'basename' });
  });

  it('resolves relative to the folder of the learning first', () => {
    expect(resolve('src/app.ts', 'packages/api')).toMatchObject({ path: 'packages/api/src/app.ts', how: 'exact' });
  });

  it('reports ambiguous and missing mentions instead of ignoring them', () => {
    expect(resolve('app.ts')).toMatchObject({ status: 'unresolved', reason: 'ambiguous' });
    expect(resolve('src/nope.ts')).toMatchObject({ status: 'unresolved', reason: 'not-found' });
  });

  it('resolves a glob written without its folders in any folder, and one written below a folder where that folder is unique', () => {
    expect(resolve('Tests live in `*.rb` files')).toMatchObject({ status: 'resolved', path: '**/*.rb', kind: 'glob', how: 'basename' });
    expect(resolve('helpers in `action_view/*.rb`')).toMatchObject({ status: 'resolved', path: '**/action_view/*.rb', how: 'suffix' });
    expect(resolve('sources in `src/*.ts`')).toMatchObject({ status: 'resolved', how: 'exact' });
    expect(resolve('apps in `src/app.*`')).toMatchObject({ status: 'unresolved', reason: 'ambiguous' });
    expect(resolve('`*.py` files')).toMatchObject({ status: 'unresolved', reason: 'not-found' });
  });

  it('globs: ** crosses folders, * does not', () => {
    expect(globToRegExp('src/**/*.ts').test('src/a/b/c.ts')).toBe(true);
    expect(globToRegExp('src/**/*.ts').test('src/c.ts')).toBe(true);
    expect(globToRegExp('src/*.ts').test('src/a/c.ts')).toBe(false);
    expect(globToRegExp('*.{yml,yaml}').test('ci.yaml')).toBe(true);
  });
});
