// A changed line that still says the same about what a discovery names is a touch, not
// anchor-changed; a changed value, signature or name stays anchor-changed.
import { afterAll, describe, expect, it } from 'vitest';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { check, learning } from './support.js';

afterAll(removeRepos);

/** One file written, then changed in one commit; `text` checked against the change. */
async function checkEdit(path: string, before: string, after: string, text: string) {
  const repo = makeRepo();
  repo.write(path, before);
  const anchor = repo.commit('write');
  repo.write(path, after);
  repo.commit('edit');
  const d = learning(text, { anchorCommit: anchor });
  const checked = await check(repo, [d]);
  return { kinds: checked.kinds(d.id), change: checked.change(d.id)! };
}

const COMPARE = [
  "import { termOfWord } from './tokens.js';",
  "import { toggleSetting, stateSetting } from './setting-states.js';",
  '',
  'export function compare(a, b) {',
  '  return toggleSetting(a) === toggleSetting(b);',
  '}',
  '',
].join('\n');
const TOGGLE = 'Boolean settings are parsed by `toggleSetting` in src/compare.ts';

describe('changed lines that say the same about a named term', () => {
  it('takes an import line that gained another name for a touch, and says so', async () => {
    const after = COMPARE.replace('{ toggleSetting, stateSetting }', '{ toggleSetting, stateSetting, modeSetting }');
    const { kinds, change } = await checkEdit('src/compare.ts', COMPARE, after, TOGGLE);
    expect(kinds).toEqual(['touched']);
    expect(change.action).toBe('review');
    expect(change.reason).toContain('line 2 still says the same about toggleSetting: only other members of its list changed');
  });

  it('still flags an import line whose source changed, or that no longer imports the name', async () => {
    const moved = await checkEdit('src/compare.ts', COMPARE, COMPARE.replace("stateSetting } from './setting-states.js'", "stateSetting } from './settings/index.js'"), TOGGLE);
    expect(moved.kinds).toEqual(['anchor-changed']);
    expect(moved.change.action).toBe('outdate');
    const dropped = await checkEdit('src/compare.ts', COMPARE, COMPARE.replace('{ toggleSetting, stateSetting }', '{ stateSetting }'), TOGGLE);
    expect(dropped.kinds).toEqual(['anchor-changed']);
  });

  it('takes a list that gained a member for a touch for its members, not for the key it is the value of', async () => {
    const before = 'export const app = {\n  exportedModules: [authModule, billingModule],\n};\n';
    const after = before.replace('billingModule]', 'billingModule, searchModule]');
    const member = await checkEdit('src/app.ts', before, after, '`authModule` is exported by src/app.ts');
    expect(member.kinds).toEqual(['touched']);
    expect(member.change.reason).toContain('only other members of its list changed');
    const key = await checkEdit('src/app.ts', before, after, '`exportedModules` in src/app.ts lists two modules');
    expect(key.kinds).toEqual(['anchor-changed']);
  });

  it('takes a call that gained an argument beside the name for a touch, but a changed signature for a change', async () => {
    const before = 'export function retryRequest(fn) {\n  return schedule(retryRequest, fn);\n}\n';
    const call = await checkEdit('src/net.ts', before, before.replace('schedule(retryRequest, fn)', 'schedule(retryRequest, fn, priority)'), '`retryRequest()` in src/net.ts is scheduled');
    expect(call.kinds).toEqual(['touched']);
    const signature = await checkEdit('src/net.ts', before, before.replace('retryRequest(fn) {', 'retryRequest(fn, opts) {'), '`retryRequest()` in src/net.ts takes the request');
    expect(signature.kinds).toEqual(['anchor-changed']);
    expect(signature.change.evidence[0]!.lines).toEqual([{ file: 'src/net.ts', start: 1, end: 1 }]);
  });

  it('takes a reformatted statement (split over lines, trailing comma, other quotes and spacing) for a touch, and says so', async () => {
    const after = COMPARE.replace(
      "import { toggleSetting, stateSetting } from './setting-states.js';",
      'import {\n  toggleSetting,\n  stateSetting,\n} from "./setting-states.js"',
    ).replace('return toggleSetting(a) === toggleSetting(b);', 'return toggleSetting( a ) === toggleSetting( b );');
    const { kinds, change } = await checkEdit('src/compare.ts', COMPARE, after, TOGGLE);
    expect(kinds).toEqual(['touched']);
    expect(change.reason).toContain('lines 2, 5 still say the same about toggleSetting: only their layout (spacing, quotes, trailing commas, line breaks) changed');
  });

  it('takes a line moved within the file and re-quoted for a touch', async () => {
    const before = "const LOG_LEVEL = 'info';\nconst a = 1;\nconst b = 2;\n";
    const after = 'const a = 1;\nconst b = 2;\nconst LOG_LEVEL = "info"\n';
    const { kinds } = await checkEdit('src/log.ts', before, after, '`LOG_LEVEL` in src/log.ts is info');
    expect(kinds).toEqual(['touched']);
  });

  it("takes a Python import that gained a name for a touch, but one from another module, or JavaScript's default import, for a change", async () => {
    const before = 'from app.settings import TIMEOUT, RETRIES\nimport MySQLdb, redis\n\nprint(TIMEOUT, MySQLdb.version_info)\n';
    const text = '`TIMEOUT` in app/client.py comes from the settings module';
    const gained = await checkEdit('app/client.py', before, before.replace('TIMEOUT, RETRIES', 'TIMEOUT, RETRIES, BACKOFF'), text);
    expect(gained.kinds).toEqual(['touched']);
    expect(gained.change.reason).toContain('only other members of its list changed');
    const plain = await checkEdit('app/client.py', before, before.replace('import MySQLdb, redis', 'import MySQLdb, redis, json'), '`MySQLdb` is imported in app/client.py');
    expect(plain.kinds).toEqual(['touched']);
    const moved = await checkEdit('app/client.py', before, before.replace('from app.settings import TIMEOUT, RETRIES', 'from app.config import TIMEOUT, RETRIES'), text);
    expect(moved.kinds).toEqual(['anchor-changed']);
    const js = "import retryRequest, { backoff } from './retry.js';\nimport { log } from './log.js';\n\nlog('start');\nretryRequest(backoff);\nlog('done');\n";
    const source = await checkEdit('src/net.ts', js, js.replace("'./retry.js'", "'./policy.js'"), '`retryRequest` in src/net.ts is the default export of the retry module');
    expect(source.kinds).toEqual(['anchor-changed']);
  });

  it('keeps a changed value anchor-changed, however the line is laid out', async () => {
    const rest = 'export const agent = makeAgent(client);\nexport const retries = 2;\n';
    const before = `export const client = { requestTimeout: 30, maxSockets: 10 };\n${rest}`;
    const sibling = await checkEdit('src/client.ts', before, before.replace('maxSockets: 10', 'maxSockets: 20'), '`requestTimeout` in src/client.ts is 30');
    expect(sibling.kinds).toEqual(['touched']);
    const value = await checkEdit('src/client.ts', before, `export const client = {\n  requestTimeout: 60,\n  maxSockets: 10,\n};\n${rest}`, '`requestTimeout` in src/client.ts is 30');
    expect(value.kinds).toEqual(['anchor-changed']);
    expect(value.change.action).toBe('outdate');
    const constant = await checkEdit('src/http.ts', 'export const MAX_RETRIES = 3;\n', 'export const MAX_RETRIES = 5\n', '`MAX_RETRIES` in src/http.ts is 3');
    expect(constant.kinds).toEqual(['anchor-changed']);
    const tuple = await checkEdit('app/codes.py', 'RETRY_CODES = 500, 502\n', 'RETRY_CODES = 500, 502, 503\n', '`RETRY_CODES` in app/codes.py are 500 and 502');
    expect(tuple.kinds).toEqual(['anchor-changed']);
  });

  it('keeps a renamed name anchor-changed', async () => {
    const { kinds } = await checkEdit('src/compare.ts', COMPARE, COMPARE.replaceAll('toggleSetting', 'switchSetting'), TOGGLE);
    expect(kinds).toEqual(['anchor-changed']);
  });

  it('keeps a changed call anchor-changed in a block after another statement, and a member beside it still a touch', async () => {
    const before = ['export function route(name) {', '  const alias = aliasOf(name);', '  return lookupRoute(alias ?? name, { cache: true });', '}', ''].join('\n');
    const text = '`lookupRoute()` in src/route.ts is called with the alias';
    const args = await checkEdit('src/route.ts', before, before.replace('lookupRoute(alias ?? name,', 'lookupRoute(name,'), text);
    expect(args.kinds).toEqual(['anchor-changed']);
    expect(args.change.evidence[0]!.lines).toEqual([{ file: 'src/route.ts', start: 3, end: 3 }]);
    const beside = await checkEdit('src/route.ts', before, before.replace('{ cache: true }', '{ cache: true, ttl: 60 }'), text.replace('lookupRoute()', 'cache: true'));
    expect(beside.kinds).toEqual(['touched']);
  });

  it('reports only the lines that changed what they say when others were merely restated', async () => {
    const after = COMPARE.replace('{ toggleSetting, stateSetting }', '{ toggleSetting, stateSetting, modeSetting }').replace(
      'return toggleSetting(a) === toggleSetting(b);',
      'return toggleSetting(a, modeSetting) === toggleSetting(b);',
    );
    const { kinds, change } = await checkEdit('src/compare.ts', COMPARE, after, TOGGLE);
    expect(kinds).toEqual(['anchor-changed']);
    expect(change.evidence[0]!.lines).toEqual([{ file: 'src/compare.ts', start: 5, end: 5 }]);
  });
});
