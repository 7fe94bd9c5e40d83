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
      'return toggleSetting(a) === stateSetting(b);',
    );
    const { kinds, change } = await checkEdit('src/compare.ts', COMPARE, after, TOGGLE);
    expect(kinds).toEqual(['anchor-changed']);
    expect(change.evidence[0]!.lines).toEqual([{ file: 'src/compare.ts', start: 5, end: 5 }]);
  });
});

// What a maintainer dismisses in source code: a comment, a call's arguments, a declaration's visibility.
/** Lines no change below touches, so that a small file's edit is not most of it (rewritten). */
const KEPT = Array.from({ length: 12 }, (_, i) => `keep_${i} = ${i}`).join('\n');

/** checkEdit on a file that also holds lines no edit touches. */
const checkSourceEdit = (path: string, before: string, after: string, text: string) => checkEdit(path, `${before}\n${KEPT}\n`, `${after}\n${KEPT}\n`, text);

describe('changes to a source file that say nothing new about a named term', () => {
  it("takes a call whose arguments changed for a touch in any language, and says so, but a declaration's parameters for a change", async () => {
    const cases: Array<[path: string, before: string, call: [string, string], declaration: [string, string]]> = [
      ['src/net.ts', 'export function retryRequest(fn) {\n  return fn();\n}\n\nexport const get = (url) => retryRequest(() => fetch(url));\n', ['retryRequest(() => fetch(url))', 'retryRequest(() => fetch(url, init))'], ['retryRequest(fn) {', 'retryRequest(fn, opts) {']],
      ['app/net.py', 'def retryRequest(fn):\n    return fn()\n\n\ndef get(url):\n    return retryRequest(lambda: fetch(url))\n', ['retryRequest(lambda: fetch(url))', 'retryRequest(lambda: fetch(url, timeout))'], ['def retryRequest(fn):', 'def retryRequest(fn, opts):']],
      ['net/net.go', 'package net\n\nfunc retryRequest(fn func() error) error {\n\treturn fn()\n}\n\nfunc get(url string) error {\n\treturn retryRequest(func() error { return fetch(url) })\n}\n', ['return fetch(url) })', 'return fetch(url, nil) })'], ['retryRequest(fn func() error) error {', 'retryRequest(fn func() error, tries int) error {']],
      ['src/net.rs', 'pub fn retryRequest(f: impl Fn() -> bool) -> bool {\n    f()\n}\n\nfn get(url: &str) -> bool {\n    retryRequest(|| fetch(url))\n}\n', ['retryRequest(|| fetch(url))', 'retryRequest(|| fetch(url, 30))'], ['retryRequest(f: impl Fn() -> bool) -> bool {', 'retryRequest(f: impl Fn() -> bool) -> Option<bool> {']],
      ['src/net.c', 'static int\nretryRequest(struct request *r)\n{\n  return send(r);\n}\n\nint get(const char *url)\n{\n  return retryRequest(make_request(url));\n}\n', ['make_request(url)', 'make_request(url, 0)'], ['retryRequest(struct request *r)', 'retryRequest(struct request *r, int tries)']],
      ['src/Net.java', 'class Net {\n  public static boolean retryRequest(Request r) {\n    return r.send();\n  }\n\n  boolean get(String url) {\n    return Net.retryRequest(new Request(url));\n  }\n}\n', ['retryRequest(new Request(url))', 'retryRequest(new Request(url, headers))'], ['retryRequest(Request r) {', 'retryRequest(Request r, int tries) {']],
    ];
    for (const [path, before, [call, called], [declaration, declared]] of cases) {
      const text = `\`retryRequest()\` in ${path} wraps the request`;
      const touched = await checkSourceEdit(path, before, before.replace(call, called), text);
      expect(touched.kinds, path).toEqual(['touched']);
      expect(touched.change.reason, path).toMatch(/still says the same about retryRequest\(\): only the arguments of a call to retryRequest\(\) changed/);
      const changed = await checkSourceEdit(path, before, before.replace(declaration, declared), text);
      expect(changed.kinds, path).toEqual(['anchor-changed']);
    }
  });

  it('keeps a call whose changed argument the discovery speaks of a change: a number it says, a name it uses', async () => {
    const before = 'import { retry } from "./retry";\n\nexport const client = retry(3, send);\n';
    const after = before.replace('retry(3, send)', 'retry(5, send)');
    expect((await checkSourceEdit('src/client.ts', before, after, 'The client in src/client.ts uses `retry()`, which retries 3 times')).kinds).toEqual(['anchor-changed']);
    expect((await checkSourceEdit('src/client.ts', before, after, '`retry()` in src/client.ts backs off exponentially')).kinds).toEqual(['touched']);
    const sends = await checkSourceEdit('src/client.ts', before, before.replace('retry(3, send)', 'retry(3, post)'), '`retry()` in src/client.ts wraps send');
    expect(sends.kinds).toEqual(['anchor-changed']);
    // The argument it speaks of is still passed: only others changed.
    const still = await checkSourceEdit('src/client.ts', before, before.replace('retry(3, send)', 'retry(3, wrap(send), { jitter: true })'), '`retry()` in src/client.ts wraps send');
    expect(still.kinds).toEqual(['touched']);
  });

  it('keeps a call whose arguments changed in prose a change: a Markdown line says what it says', async () => {
    const before = '# Client\n\nCall `retry(fn)` around every request.\n';
    const { kinds } = await checkSourceEdit('docs/client.md', before, before.replace('retry(fn)', 'retry(fn, opts)'), '`retry()` is documented in docs/client.md');
    expect(kinds).toEqual(['anchor-changed']);
  });

  it('takes an added export, public or pub (and readonly, override) for a touch naming it, but async, static or a changed value for a change', async () => {
    const ts = 'function parseConfig(text: string): Config {\n  return JSON.parse(text);\n}\n\nconst MAX_RETRIES = 3;\n';
    const text = '`parseConfig()` in src/config.ts parses JSON and `MAX_RETRIES` is 3';
    const exported = await checkSourceEdit('src/config.ts', ts, ts.replace('function parseConfig', 'export function parseConfig').replace('const MAX', 'export const MAX'), text);
    expect(exported.kinds).toEqual(['touched']);
    expect(exported.change.reason).toContain('only modifiers that do not change what it does (gained export) changed');
    const made = async (from: string, to: string) => (await checkSourceEdit('src/config.ts', ts, ts.replace(from, to), text)).kinds;
    expect(await made('function parseConfig', 'async function parseConfig')).toEqual(['anchor-changed']);
    expect(await made('const MAX_RETRIES = 3', 'export const MAX_RETRIES = 5')).toEqual(['anchor-changed']);
    const cls = 'export class Store {\n  cache: Map<string, string>;\n  load(path: string): string {\n    return read(path);\n  }\n}\n';
    const store = '`cache` and `load()` in src/store.ts';
    const readonly = await checkSourceEdit('src/store.ts', cls, cls.replace('  cache:', '  private readonly cache:').replace('  load(', '  public override load('), store);
    expect(readonly.kinds).toEqual(['touched']);
    expect(readonly.change.reason).toMatch(/gained (private, readonly|public, override)/);
    expect((await checkSourceEdit('src/store.ts', cls, cls.replace('  load(', '  static load('), store)).kinds).toEqual(['anchor-changed']);
    const rust = 'fn parse_config(text: &str) -> Config {\n    serde_json::from_str(text).unwrap()\n}\n';
    const pubbed = await checkSourceEdit('src/config.rs', rust, rust.replace('fn parse_config', 'pub fn parse_config'), '`parse_config()` in src/config.rs');
    expect(pubbed.kinds).toEqual(['touched']);
    expect(pubbed.change.reason).toContain('(gained pub)');
  });

  it('takes a reworded comment naming the term for a touch (a line of one, a block, one ending a line), in any comment syntax', async () => {
    const ts = '/**\n * parseConfig reads JSON.\n */\nexport function parseConfig(text) {\n  // parseConfig never throws\n  return JSON.parse(text); // parseConfig: strict\n}\n';
    const after = ts.replace(' * parseConfig reads JSON.', ' * parseConfig reads the JSON text.').replace('// parseConfig never throws', '// parseConfig throws on bad input').replace('// parseConfig: strict', '// parseConfig: strict JSON');
    const reworded = await checkSourceEdit('src/config.ts', ts, after, '`parseConfig()` in src/config.ts parses JSON');
    expect(reworded.kinds).toEqual(['touched']);
    expect(reworded.change.reason).toContain('lines 2, 5, 6 still say the same about parseConfig(): only comments changed');
    const yaml = '# deploy_timeout is in seconds\ndeploy_timeout: 30\n';
    const yamlComment = await checkSourceEdit('config/deploy.yml', yaml, yaml.replace('is in seconds', 'counts seconds'), '`deploy_timeout` in config/deploy.yml is 30');
    expect(yamlComment.kinds).toEqual(['touched']);
    expect(yamlComment.change.reason).toContain('only a comment changed');
    const sh = '#!/bin/sh\n# run_migrations runs before the server\nrun_migrations() {\n  npm run migrate\n}\n';
    expect((await checkSourceEdit('bin/start.sh', sh, sh.replace('before the server', 'first'), '`run_migrations()` in bin/start.sh')).kinds).toEqual(['touched']);
    expect((await checkSourceEdit('bin/start.sh', sh, sh.replace('npm run migrate', 'npm run migrate -- --all').replace('run_migrations() {', 'run_migrations() {\n  set -e'), '`run_migrations()` in bin/start.sh')).kinds).toEqual(['touched']);
  });

  it('keeps a comment a change when the file no longer names the term, and a Markdown heading (not a comment) a change', async () => {
    const ts = '// legacyMode keeps the old parser\nexport const parse = (text) => JSON.parse(text);\n';
    const gone = await checkSourceEdit('src/parse.ts', ts, ts.replace('// legacyMode keeps the old parser', '// the new parser only'), '`legacyMode` in src/parse.ts keeps the old parser');
    expect(gone.kinds).toEqual(['anchor-changed']);
    const md = '# parseConfig\n\nSee parseConfig below.\n';
    const heading = await checkSourceEdit('docs/config.md', md, md.replace('# parseConfig', '# parseConfig (deprecated)'), '`parseConfig()` is documented in docs/config.md');
    expect(heading.kinds).toEqual(['anchor-changed']);
  });

  it("flags a named function whose body was mostly rewritten, its declaration unchanged, in any language; not a body mostly kept or one of two lines", async () => {
    const cases: Array<[path: string, before: string, from: string, to: string]> = [
      [
        'src/config.ts',
        'export function parseConfig(text: string): Config {\n  const data = JSON.parse(text);\n  const merged = { ...DEFAULTS, ...data };\n  return merged;\n}\n',
        '  const data = JSON.parse(text);\n  const merged = { ...DEFAULTS, ...data };\n  return merged;',
        '  const doc = YAML.load(text);\n  validate(doc);\n  return freeze(doc);',
      ],
      [
        'app/config.py',
        'def parse_config(text):\n    data = json.loads(text)\n    merged = {**DEFAULTS, **data}\n    return merged\n',
        '    data = json.loads(text)\n    merged = {**DEFAULTS, **data}\n    return merged',
        '    doc = yaml.safe_load(text)\n    validate(doc)\n    return freeze(doc)',
      ],
    ];
    for (const [path, before, from, to] of cases) {
      const text = `\`${path.endsWith('.py') ? 'parse_config' : 'parseConfig'}()\` in ${path} parses JSON over the defaults`;
      const rewritten = await checkSourceEdit(path, before, before.replace(from, to), text);
      expect(rewritten.kinds, path).toEqual(['anchor-changed']);
      expect(rewritten.change.reason, path).toMatch(/the body of parse_?[cC]onfig\(\) in .* was mostly rewritten \(lines 2-4\)/);
      expect(rewritten.change.evidence[0]!.lines, path).toEqual([{ file: path, start: 1, end: 4 }]);
      const kept = await checkSourceEdit(path, before, before.replace(from, from.replace(/return merged/, 'return Object.freeze(merged)').replace(/return merged/, 'return freeze(merged)')), text);
      expect(kept.kinds, path).toEqual(['touched']);
    }
    const short = 'export function parseConfig(text: string): Config {\n  return JSON.parse(text);\n}\n';
    const oneLine = await checkSourceEdit('src/config.ts', short, short.replace('JSON.parse(text)', 'YAML.load(text)'), '`parseConfig()` in src/config.ts parses JSON');
    expect(oneLine.kinds).toEqual(['touched']);
  });
});

describe('a function whose body was mostly rewritten, however it is declared', () => {
  /** A body of four lines, and what it was rewritten to. */
  const JS_BODY = '  const data = JSON.parse(text);\n  const merged = { ...DEFAULTS, ...data };\n  check(merged);\n  return merged;';
  const JS_NEW = '  const doc = YAML.load(text);\n  validate(doc);\n  return freeze(doc);';
  const PY_BODY = '    data = json.loads(text)\n    merged = {**DEFAULTS, **data}\n    check(merged)\n    return merged';
  const PY_NEW = '    doc = yaml.safe_load(text)\n    validate(doc)\n    return freeze(doc)';

  it('flags a long function that gained export (or pub, public) in the same change that rewrote its body; an export alone stays a touch', async () => {
    // Past the 50 lines a statement is read over: the declaration's line is read alone.
    const body = (indent: string, end: string) => Array.from({ length: 60 }, (_, i) => `${indent}step${i}(text)${end}`).join('\n');
    const rewrite = (text: string) => text.replace(/step(\d)\(text\)/g, 'other$1(doc)').replace(/step([12]\d)\(text\)/g, 'other$1(doc)');
    const cases: Array<[path: string, declared: string, exported: string, body: string, closing: string]> = [
      ['src/config.ts', 'function parseConfig(text: string): Config {', 'export function parseConfig(text: string): Config {', body('  ', ';'), '}'],
      ['src/config.rs', 'fn parseConfig(text: &str) -> Config {', 'pub fn parseConfig(text: &str) -> Config {', body('    ', ';'), '}'],
      ['src/Config.java', '  static Config parseConfig(String text) {', '  public static Config parseConfig(String text) {', body('    ', ';'), '  }'],
    ];
    for (const [path, declared, exported, lines, closing] of cases) {
      const before = `${declared}\n${lines}\n${closing}\n`;
      const text = `\`parseConfig()\` in ${path} parses JSON over the defaults`;
      const both = await checkSourceEdit(path, before, rewrite(before).replace(declared, exported), text);
      expect(both.kinds, path).toEqual(['anchor-changed']);
      expect(both.change.reason, path).toMatch(/the body of parseConfig\(\) in \S+ was mostly rewritten \(lines 2-61\)/);
      const only = await checkSourceEdit(path, before, before.replace(declared, exported), text);
      expect(only.kinds, path).toEqual(['touched']);
      expect(only.change.reason, path).toContain('(gained ');
    }
  });

  it('reads a short function that gained export by its body as well: one line edited is a touch, most of it rewritten a change', async () => {
    const rulesBody = JS_BODY.replace(/merged/g, 'rules');
    const before = `function parseConfig(text: string): Config {\n${JS_BODY}\n}\n\nconst parseRules = (text) => {\n${rulesBody}\n};\n`;
    for (const [name, declared, body] of [['parseConfig', 'function parseConfig', JS_BODY], ['parseRules', 'const parseRules', rulesBody]] as const) {
      const text = `\`${name}()\` in src/config.ts parses JSON over the defaults`;
      const at = before.indexOf(declared);
      const edit = (from: string, to: string) => before.slice(0, at) + before.slice(at).replace(declared, `export ${declared}`).replace(from, to);
      const edited = await checkSourceEdit('src/config.ts', before, edit(body, body.replace('check(', 'validate(')), text);
      expect(edited.kinds, name).toEqual(['touched']);
      expect(edited.change.reason, name).toContain('(gained export)');
      const rewritten = await checkSourceEdit('src/config.ts', before, edit(body, JS_NEW), text);
      expect(rewritten.kinds, name).toEqual(['anchor-changed']);
      expect(rewritten.change.reason, name).toMatch(new RegExp(`the body of ${name}\\(\\) in src/config.ts was mostly rewritten`));
    }
    // A class is what its body holds: exported and edited, it changed.
    const cls = 'class ConfigParser {\n  strict = true;\n  parse(text) {\n    return JSON.parse(text);\n  }\n}\n';
    const exported = await checkSourceEdit('src/config.ts', cls, cls.replace('class', 'export class').replace('strict = true', 'strict = false'), '`ConfigParser` in src/config.ts is strict');
    expect(exported.kinds).toEqual(['anchor-changed']);
  });

  it('flags the rewritten body of an arrow function or a function expression bound to the name, not one mostly kept', async () => {
    const cases: Array<[path: string, declaration: string, closing: string]> = [
      ['src/config.ts', 'export const parseConfig = (text: string): Config => {', '};'],
      ['src/config.js', 'exports.parseConfig = function (text) {', '};'],
      ['src/config.js', 'const parseConfig = async text => {', '};'],
      ['src/config.ts', 'const parseConfig: Parser = (text) => {', '};'],
    ];
    for (const [path, declaration, closing] of cases) {
      const before = `${declaration}\n${JS_BODY}\n${closing}\n`;
      const text = `\`parseConfig()\` in ${path} parses JSON over the defaults`;
      const rewritten = await checkSourceEdit(path, before, before.replace(JS_BODY, JS_NEW), text);
      expect(rewritten.kinds, declaration).toEqual(['anchor-changed']);
      expect(rewritten.change.reason, declaration).toMatch(/the body of parseConfig\(\) in \S+ was mostly rewritten \(lines 2-5\)/);
      const kept = await checkSourceEdit(path, before, before.replace('  return merged;', '  return Object.freeze(merged);'), text);
      expect(kept.kinds, declaration).toEqual(['touched']);
    }
    // A method of an object literal.
    const object = `export const parsers = {\n  parseConfig: (text) => {\n${JS_BODY.replace(/^ {2}/gm, '    ')}\n  },\n};\n`;
    const member = await checkSourceEdit('src/parsers.ts', object, object.replace(JS_BODY.replace(/^ {2}/gm, '    '), JS_NEW.replace(/^ {2}/gm, '    ')), '`parseConfig()` in src/parsers.ts parses JSON');
    expect(member.kinds).toEqual(['anchor-changed']);
  });

  it('reads the body below a parameter list written over several lines, in TypeScript and Python', async () => {
    const ts = `export function parseConfig(\n  text: string,\n  options: Options,\n): Config {\n${JS_BODY}\n}\n`;
    const tsText = '`parseConfig()` in src/config.ts parses JSON over the defaults';
    const tsRewritten = await checkSourceEdit('src/config.ts', ts, ts.replace(JS_BODY, JS_NEW), tsText);
    expect(tsRewritten.kinds).toEqual(['anchor-changed']);
    expect(tsRewritten.change.reason).toMatch(/the body of parseConfig\(\) in src\/config.ts was mostly rewritten \(lines 2-8\)/);
    expect((await checkSourceEdit('src/config.ts', ts, ts.replace('  return merged;', '  return Object.freeze(merged);'), tsText)).kinds).toEqual(['touched']);
    // A parameter changed below the unchanged first line is a changed signature; a trailing comma dropped is layout.
    const parameter = await checkSourceEdit('src/config.ts', ts, ts.replace('  options: Options,\n', '  options: Options,\n  strict: boolean,\n'), tsText);
    expect(parameter.kinds).toEqual(['anchor-changed']);
    expect(parameter.change.reason).toContain('parseConfig() changed in src/config.ts (line 1)');
    expect((await checkSourceEdit('src/config.ts', ts, ts.replace('  options: Options,\n', '  options: Options\n'), tsText)).kinds).toEqual(['touched']);
    const py = `def parse_config(\n    text,\n    options,\n):\n${PY_BODY}\n`;
    const pyText = '`parse_config()` in app/config.py parses JSON over the defaults';
    expect((await checkSourceEdit('app/config.py', py, py.replace(PY_BODY, PY_NEW), pyText)).kinds).toEqual(['anchor-changed']);
    // A call written over several lines is no declaration: what changed around it is the file's.
    const call = `result = parse_config(\n    text,\n    options,\n)\n${PY_BODY.replace(/^ {4}/gm, '')}\n`;
    expect((await checkSourceEdit('app/run.py', call, call.replace(PY_BODY.replace(/^ {4}/gm, ''), PY_NEW.replace(/^ {4}/gm, '')), '`parse_config()` is called in app/run.py')).kinds).toEqual(['touched']);
  });
});

describe('a class (struct, interface, impl, module) whose body was mostly rewritten', () => {
  // Three members; `rewrite` replaces two of them and removes the third, `grow` adds a fourth and keeps the rest.
  const cases: Array<[path: string, before: string, rewrite: (s: string) => string, grow: (s: string) => string]> = [
    [
      'src/retry.ts',
      'export class RetryPolicy {\n  delay(attempt: number): number {\n    return BASE * 2 ** attempt;\n  }\n  shouldRetry(error: Error): boolean {\n    return isTransient(error);\n  }\n  get limit(): number {\n    return MAX_ATTEMPTS;\n  }\n}\n',
      (s) => s.replace('return BASE * 2 ** attempt;', 'return BASE + STEP * attempt;').replace('delay(attempt: number)', 'delay(n: number)').replace('shouldRetry(error: Error): boolean {\n    return isTransient(error);', 'shouldRetry(status: number): boolean {\n    return status >= 500;').replace('  get limit(): number {\n    return MAX_ATTEMPTS;\n  }\n', ''),
      (s) => s.replace('\n}\n', '\n  reset(): void {\n    this.attempts = 0;\n  }\n}\n'),
    ],
    [
      'app/retry.py',
      'class RetryPolicy:\n    def delay(self, attempt):\n        return BASE * 2 ** attempt\n\n    def should_retry(self, error):\n        return is_transient(error)\n\n    def limit(self):\n        return MAX_ATTEMPTS\n',
      (s) => s.replace('def delay(self, attempt):\n        return BASE * 2 ** attempt', 'def delay(self, n):\n        return BASE + STEP * n').replace('def should_retry(self, error):\n        return is_transient(error)', 'def should_retry(self, status):\n        return status >= 500').replace('\n    def limit(self):\n        return MAX_ATTEMPTS\n', ''),
      (s) => `${s}\n    def reset(self):\n        self.attempts = 0\n`,
    ],
    [
      'lib/retry.rb',
      'class RetryPolicy < Policy\n  def delay(attempt)\n    BASE * 2**attempt\n  end\n\n  def retry?(error)\n    transient?(error)\n  end\nend\n',
      (s) => s.replace('def delay(attempt)\n    BASE * 2**attempt', 'def delay(n)\n    BASE + STEP * n').replace('def retry?(error)\n    transient?(error)', 'def retry?(status)\n    status >= 500'),
      (s) => s.replace('\nend\n', '\n\n  def reset\n    @attempts = 0\n  end\nend\n').replace(/\nend\n$/, '\nend\n'),
    ],
    [
      'src/retry.rs',
      'impl RetryPolicy {\n    pub fn delay(&self, attempt: u32) -> u64 {\n        BASE * 2u64.pow(attempt)\n    }\n    pub fn should_retry(&self, e: &Error) -> bool {\n        e.is_transient()\n    }\n}\n',
      (s) => s.replace('attempt: u32) -> u64 {\n        BASE * 2u64.pow(attempt)', 'n: u32) -> u64 {\n        BASE + STEP * n as u64').replace('e: &Error) -> bool {\n        e.is_transient()', 'status: u16) -> bool {\n        status >= 500'),
      (s) => s.replace('\n}\n', '\n    pub fn reset(&mut self) {\n        self.attempts = 0;\n    }\n}\n'),
    ],
  ];

  it('flags a class whose members were mostly rewritten or removed, its declaration unchanged, and says which lines', async () => {
    for (const [path, before, rewrite] of cases) {
      const text = `\`RetryPolicy\` in ${path} backs off exponentially`;
      const rewritten = await checkSourceEdit(path, before, rewrite(before), text);
      expect(rewritten.kinds, path).toEqual(['anchor-changed']);
      expect(rewritten.change.reason, path).toMatch(/the body of RetryPolicy in \S+ was mostly rewritten \(lines 2-\d+\)/);
    }
  });

  it('keeps a class that only gained a member, or had one line of several edited, a touch', async () => {
    for (const [path, before, , grow] of cases) {
      const text = `\`RetryPolicy\` in ${path} backs off exponentially`;
      const grown = await checkSourceEdit(path, before, grow(before), text);
      expect(grown.kinds, path).toEqual(['touched']);
    }
    const [path, before] = cases[0]!;
    const edited = await checkSourceEdit(path, before, before.replace('return isTransient(error);', 'return isTransient(error) && !aborted;'), '`RetryPolicy` in src/retry.ts backs off exponentially');
    expect(edited.kinds).toEqual(['touched']);
  });

  it('reads a Go struct and a Java class the same way', async () => {
    const go = 'package retry\n\ntype RetryPolicy struct {\n\tBase     time.Duration\n\tFactor   float64\n\tAttempts int\n}\n';
    const goText = '`RetryPolicy` in retry/policy.go backs off exponentially';
    const goRewritten = await checkSourceEdit('retry/policy.go', go, go.replace('\tBase     time.Duration\n\tFactor   float64\n\tAttempts int', '\tInterval time.Duration\n\tJitter   bool\n\tMax      int'), goText);
    expect(goRewritten.kinds).toEqual(['anchor-changed']);
    expect((await checkSourceEdit('retry/policy.go', go, go.replace('\tAttempts int\n', '\tAttempts int\n\tJitter   bool\n'), goText)).kinds).toEqual(['touched']);
    const java = 'public class RetryPolicy extends Policy {\n  private final int attempts = 5;\n\n  long delay(int attempt) {\n    return BASE << attempt;\n  }\n}\n';
    const javaText = '`RetryPolicy` in src/RetryPolicy.java backs off exponentially';
    expect((await checkSourceEdit('src/RetryPolicy.java', java, java.replace('private final int attempts = 5;\n\n  long delay(int attempt) {\n    return BASE << attempt;', 'private final int max = 3;\n\n  long delay(int n) {\n    return BASE + STEP * n;'), javaText)).kinds).toEqual(['anchor-changed']);
  });
});

describe('comments written over several lines', () => {
  it('takes a reworded Python docstring naming the term for a touch, but not a triple-quoted string the code assigns', async () => {
    const py = 'def parse_config(text):\n    """\n    parse_config reads JSON.\n    """\n    return json.loads(text)\n';
    const text = '`parse_config()` in app/config.py parses JSON';
    const reworded = await checkSourceEdit('app/config.py', py, py.replace('parse_config reads JSON.', 'parse_config reads the JSON text.'), text);
    expect(reworded.kinds).toEqual(['touched']);
    expect(reworded.change.reason).toContain('only a comment changed');
    const oneLine = 'def parse_config(text):\n    """parse_config reads JSON."""\n    return json.loads(text)\n';
    expect((await checkSourceEdit('app/config.py', oneLine, oneLine.replace('reads JSON', 'reads the JSON text'), text)).kinds).toEqual(['touched']);
    const usage = 'USAGE = """\nparse_config FILE --strict\n"""\n';
    const changed = await checkSourceEdit('app/cli.py', usage, usage.replace('--strict', '--lenient'), '`parse_config` in app/cli.py is run with --strict');
    expect(changed.kinds).toEqual(['anchor-changed']);
  });

  it('takes a reworded Ruby =begin block naming the term for a touch', async () => {
    const rb = '=begin\nparse_config reads JSON.\n=end\ndef parse_config(text)\n  JSON.parse(text)\nend\n';
    const reworded = await checkSourceEdit('lib/config.rb', rb, rb.replace('reads JSON.', 'reads the JSON text.'), '`parse_config()` in lib/config.rb parses JSON');
    expect(reworded.kinds).toEqual(['touched']);
  });
});

describe('a call moved into another statement', () => {
  it('takes a construction moved into a helper, or a statement moved into a block, for a touch, and says so', async () => {
    const before = 'class Skip extends Uint8Array {}\n\nexport function readClause(tokens) {\n  const skip = new Skip(tokens.length);\n  return scan(tokens, skip);\n}\n';
    const after = 'class Skip extends Uint8Array {}\n\nexport function readClause(tokens) {\n  const skip = takeSkip(tokens.length);\n  return scan(tokens, skip);\n}\n\nfunction takeSkip(size) {\n  const kept = SKIPS.pop();\n  if (kept === undefined || kept.length < size) return new Skip(Math.max(size, 60));\n  return kept;\n}\n';
    const helper = await checkSourceEdit('src/clause.ts', before, after, '`Skip` in src/clause.ts is a field-less Uint8Array subclass');
    expect(helper.kinds).toEqual(['touched']);
    expect(helper.change.reason).toContain('only where a call to Skip is made (moved to another statement) changed');
    const log = 'export function startLog(meta, options) {\n  const parser = new LogParser(meta);\n  return walk(parser, options);\n}\n';
    const split = 'export function startLog(meta, options) {\n  if (options.plain) {\n    const parser = new LogParser(meta, true);\n    return walk(parser, options);\n  }\n  return walkTwo(meta, options);\n}\n';
    expect((await checkSourceEdit('src/log.ts', log, split, '`LogParser` in src/log.ts interns paths by their bytes')).kinds).toEqual(['touched']);
  });

  it('keeps a call a change when what is done with it changed, the discovery speaks of the condition it left, or of an argument that changed', async () => {
    // Another use of the call's result: no move.
    const view = 'export function show(input) {\n  render(sanitize(input));\n}\n';
    const moved = 'export function show(input) {\n  log(sanitize(input));\n  render(input);\n}\n';
    expect((await checkSourceEdit('src/view.ts', view, moved, '`sanitize()` in src/view.ts escapes HTML')).kinds).toEqual(['anchor-changed']);
    const subject = 'export function same(a, b) {\n  if (headsDiffer(a, b) || !a) return false;\n  return true;\n}\n';
    const apart = 'export function same(a, b) {\n  const apart = headsDiffer(a, b) || !a;\n  return !apart || rivals(a, b);\n}\n';
    expect((await checkSourceEdit('src/subject.ts', subject, apart, '`headsDiffer()` in src/subject.ts keeps different subjects apart')).kinds).toEqual(['anchor-changed']);
    // The same statement taken out of its condition: a move, unless the discovery speaks of the condition.
    const guardedOnly = 'export function send(request) {\n  if (request.idempotent) {\n    retry(request);\n  }\n  return request;\n}\n';
    const unguarded = 'export function send(request) {\n  log(request);\n  retry(request, 3);\n  return request;\n}\n';
    expect((await checkSourceEdit('src/send.ts', guardedOnly, unguarded, '`retry()` in src/send.ts is only used for idempotent requests')).kinds).toEqual(['anchor-changed']);
    expect((await checkSourceEdit('src/send.ts', guardedOnly, unguarded, '`retry()` in src/send.ts backs off exponentially')).kinds).toEqual(['touched']);
    const client = 'export function connect() {\n  const client = retry(3, send);\n  return client;\n}\n';
    const helper = 'export function connect() {\n  const client = withRetry(send);\n  return client;\n}\n\nfunction withRetry(fn) {\n  return retry(5, fn);\n}\n';
    expect((await checkSourceEdit('src/client.ts', client, helper, 'The client in src/client.ts uses `retry()`, which retries 3 times')).kinds).toEqual(['anchor-changed']);
    // Out of the condition it was made under, when the discovery speaks of that condition.
    const guarded = 'export function send(request) {\n  if (request.idempotent) {\n    retry(request);\n  }\n  return request;\n}\n';
    const always = 'export function send(request) {\n  log(request);\n  return retry(request);\n}\n';
    expect((await checkSourceEdit('src/send.ts', guarded, always, '`retry()` in src/send.ts is only used for idempotent requests')).kinds).toEqual(['anchor-changed']);
    // A call gone with no call like it anywhere else changed.
    const gone = 'export function connect() {\n  const client = open(send);\n  return client;\n}\n';
    expect((await checkSourceEdit('src/client.ts', client, gone, '`retry()` in src/client.ts wraps send')).kinds).toEqual(['anchor-changed']);
  });
});

describe('block comments whose lines do not start with *', () => {
  it('takes a reworded line inside a /* … */ block for a touch, in C-style languages and CSS; not code after the block, nor a /* in a string', async () => {
    const cases: Array<[path: string, before: string, from: string, to: string, text: string]> = [
      ['src/config.c', '/* parse_config reads the file\n   parse_config never frees the buffer */\nint parse_config(const char *path);\n', 'never frees', 'does not free', '`parse_config()` in src/config.c reads the file'],
      ['src/config.go', 'package config\n\n/*\nParseConfig reads JSON.\n*/\nfunc ParseConfig(text string) Config {\n\treturn decode(text)\n}\n', 'reads JSON.', 'reads the JSON text.', '`ParseConfig()` in src/config.go parses JSON'],
      ['src/config.rs', '/*\n    parse_config reads JSON.\n*/\npub fn parse_config(text: &str) -> Config {\n    decode(text)\n}\n', 'reads JSON.', 'reads the JSON text.', '`parse_config()` in src/config.rs parses JSON'],
      ['src/Config.java', 'class Config {\n  /*\n     parseConfig reads JSON.\n   */\n  static Config parseConfig(String text) {\n    return decode(text);\n  }\n}\n', 'reads JSON.', 'reads the JSON text.', '`parseConfig()` in src/Config.java parses JSON'],
      ['src/Config.kt', '/*\n  parseConfig reads JSON.\n*/\nfun parseConfig(text: String): Config = decode(text)\n', 'reads JSON.', 'reads the JSON text.', '`parseConfig()` in src/Config.kt parses JSON'],
      ['src/Config.swift', '/*\n  parseConfig reads JSON.\n*/\nfunc parseConfig(_ text: String) -> Config { decode(text) }\n', 'reads JSON.', 'reads the JSON text.', '`parseConfig()` in src/Config.swift parses JSON'],
      ['styles/main.css', '/*\n  .sidebar is 240px wide on desktop\n*/\n.sidebar { width: 240px; }\n', 'on desktop', 'on wide screens', '`.sidebar` in styles/main.css is 240px wide'],
    ];
    for (const [path, before, from, to, text] of cases) {
      const reworded = await checkSourceEdit(path, before, before.replace(from, to), text);
      expect(reworded.kinds, path).toEqual(['touched']);
      expect(reworded.change.reason, path).toContain('only a comment changed');
    }
    // Code after a block that closed above, or on the line after its `*/`, is code.
    const after = '/*\n  the parser\n*/\nconst LIMIT = 3;\n/* strict */ const MAX_DEPTH = 8;\n';
    expect((await checkSourceEdit('src/limits.ts', after, after.replace('LIMIT = 3', 'LIMIT = 4'), '`LIMIT` in src/limits.ts is 3')).kinds).toEqual(['anchor-changed']);
    expect((await checkSourceEdit('src/limits.ts', after, after.replace('MAX_DEPTH = 8', 'MAX_DEPTH = 9'), '`MAX_DEPTH` in src/limits.ts is 8')).kinds).toEqual(['anchor-changed']);
    // A `/*` in a string opens no comment.
    const glob = "const FILES = 'src/**/*.ts';\nconst MAX_FILES = 3;\n";
    expect((await checkSourceEdit('src/files.ts', glob, glob.replace('MAX_FILES = 3', 'MAX_FILES = 4'), '`MAX_FILES` in src/files.ts is 3')).kinds).toEqual(['anchor-changed']);
  });
});

describe('calls without parentheses', () => {
  it("takes a shell function's or Ruby method's call whose arguments changed for a touch when the file declares it, not a command it does not", async () => {
    const sh = '#!/bin/sh\nrun_migrations() {\n  npm run migrate -- "$@"\n}\n\nrun_migrations --all\n';
    const shText = '`run_migrations` in bin/start.sh migrates the database before the server starts';
    const shCall = await checkSourceEdit('bin/start.sh', sh, sh.replace('run_migrations --all', 'run_migrations --all --verbose'), shText);
    expect(shCall.kinds).toEqual(['touched']);
    expect(shCall.change.reason).toContain('only the arguments of a call to run_migrations changed');
    // The argument the discovery speaks of is still what it says.
    expect((await checkSourceEdit('bin/start.sh', sh, sh.replace('run_migrations --all', 'run_migrations --pending'), '`run_migrations --all` in bin/start.sh migrates every database')).kinds).toEqual(['anchor-changed']);
    const rb = 'def notify_admins(subject, body)\n  Mailer.deliver(ADMINS, subject, body)\nend\n\nnotify_admins "deploy", "done"\n';
    const rbCall = await checkSourceEdit('lib/deploy.rb', rb, rb.replace('notify_admins "deploy", "done"', 'notify_admins "deploy", "finished at #{Time.now}"'), '`notify_admins` in lib/deploy.rb mails the admins');
    expect(rbCall.kinds).toEqual(['touched']);
    // Commands the file does not declare: their arguments are what they do.
    const clean = '#!/bin/sh\nset -e\ncleanup_dirs build\n';
    expect((await checkSourceEdit('bin/clean.sh', clean, clean.replace('cleanup_dirs build', 'cleanup_dirs build dist'), '`cleanup_dirs` in bin/clean.sh removes the build directory')).kinds).toEqual(['anchor-changed']);
    const model = 'class User < ApplicationRecord\n  has_many :posts, dependent: :destroy\nend\n';
    expect((await checkSourceEdit('app/models/user.rb', model, model.replace(':destroy', ':nullify'), '`has_many` in app/models/user.rb deletes a user\'s posts with the user')).kinds).toEqual(['anchor-changed']);
  });
});

describe('a declaration that only gained optional parameters', () => {
  it('takes optional parameters added after the old ones for a touch in any language, and says so', async () => {
    const cases: Array<[path: string, before: string, declaration: string, declared: string]> = [
      ['src/rewrite.ts', 'export function sameShape(written: string, oldPath: string): string {\n  return written;\n}\n', 'sameShape(written: string, oldPath: string): string {', 'sameShape(written: string, oldPath: string, folderRelative = false): string {'],
      ['src/rewrite.ts', 'export function sameShape(written: string, oldPath: string): string {\n  return written;\n}\n', 'sameShape(written: string, oldPath: string): string {', 'sameShape(written: string, oldPath: string, options?: Options, ...rest: string[]): string {'],
      ['src/rewrite.js', 'export const sameShape = (written, oldPath) => {\n  return written;\n};\n', '(written, oldPath) => {', '(written, oldPath, { folder } = {}) => {'],
      ['app/rewrite.py', 'def same_shape(written, old_path):\n    return written\n', 'def same_shape(written, old_path):', 'def same_shape(written, old_path, folder_relative: bool = False, *args, **kwargs):'],
      ['app/rewrite.py', 'def same_shape(written, old_path):\n    return written\n', 'def same_shape(written, old_path):', 'def same_shape(written, old_path, *, folder=None):'],
      ['lib/rewrite.rb', 'def same_shape(written, old_path)\n  written\nend\n', 'def same_shape(written, old_path)', 'def same_shape(written, old_path, relative = false, verbose: false, &block)'],
      ['src/Rewrite.kt', 'fun sameShape(written: String, oldPath: String): String {\n  return written\n}\n', 'fun sameShape(written: String, oldPath: String): String {', 'fun sameShape(written: String, oldPath: String, relative: Boolean = false, vararg extra: String): String {'],
      ['src/Rewrite.cs', 'class R {\n  public static string SameShape(string written, string oldPath) {\n    return written;\n  }\n}\n', 'SameShape(string written, string oldPath) {', 'SameShape(string written, string oldPath, bool relative = false, params string[] extra) {'],
      ['src/Rewrite.php', '<?php\nfunction sameShape($written, $oldPath) {\n  return $written;\n}\n', 'sameShape($written, $oldPath) {', 'sameShape($written, $oldPath, $relative = false, ...$extra) {'],
      ['net/rewrite.go', 'package net\n\nfunc SameShape(written string, oldPath string) string {\n\treturn written\n}\n', 'oldPath string) string {', 'oldPath string, opts ...Option) string {'],
    ];
    for (const [path, before, declaration, declared] of cases) {
      const name = /sameShape|same_shape|SameShape/.exec(before)![0];
      const text = `\`${name}()\` in ${path} keeps the shape of a written path`;
      const after = before.replace(declaration, declared);
      expect(after, path).not.toBe(before);
      const optional = await checkSourceEdit(path, before, after, text);
      expect(optional.kinds, `${path}: ${declared}`).toEqual(['touched']);
      expect(optional.change.reason, path).toContain(`only optional parameters added to the declaration of ${name} changed`);
    }
  });

  it('keeps a new required parameter, a changed, removed or reordered one, or a changed return type a change', async () => {
    const ts = 'export function sameShape(written: string, oldPath: string): string {\n  return written;\n}\n';
    const text = '`sameShape()` in src/rewrite.ts keeps the shape of a written path';
    const edited = async (declared: string) => (await checkSourceEdit('src/rewrite.ts', ts, ts.replace('sameShape(written: string, oldPath: string): string {', declared), text)).kinds;
    expect(await edited('sameShape(written: string, oldPath: string, folderRelative: boolean): string {')).toEqual(['anchor-changed']);
    expect(await edited('sameShape(written: string, oldPath: string, opts?: Options, folderRelative: boolean): string {')).toEqual(['anchor-changed']);
    expect(await edited('sameShape(written: string, oldPath = "", folderRelative = false): string {')).toEqual(['anchor-changed']);
    expect(await edited('sameShape(oldPath: string, written: string, folderRelative = false): string {')).toEqual(['anchor-changed']);
    expect(await edited('sameShape(written: string, folderRelative = false): string {')).toEqual(['anchor-changed']);
    expect(await edited('sameShape(written: string, oldPath: string, folderRelative = false): string | null {')).toEqual(['anchor-changed']);
    expect(await edited('sameShape(written: string, oldPath: string, folderRelative = false): string { return written; }\nfunction unused(): string {')).toEqual(['anchor-changed']);
    // Python: Optional[...] without a default is still a parameter every caller must pass.
    const py = 'def same_shape(written, old_path):\n    return written\n';
    const required = await checkSourceEdit('app/rewrite.py', py, py.replace('old_path):', 'old_path, folder: Optional[str]):'), '`same_shape()` in app/rewrite.py keeps the shape');
    expect(required.kinds).toEqual(['anchor-changed']);
    // Ruby: a keyword without a default is required.
    const rb = 'def same_shape(written, old_path)\n  written\nend\n';
    expect((await checkSourceEdit('lib/rewrite.rb', rb, rb.replace('old_path)', 'old_path, folder:)'), '`same_shape()` in lib/rewrite.rb keeps the shape')).kinds).toEqual(['anchor-changed']);
  });

  it('takes a function whose parameters name the term gaining an optional parameter (used in its body) for a touch, but not a required one', async () => {
    const ts = [
      'export class RawLogParser {',
      '  push(chunk: string): void {}',
      '}',
      '',
      'export function history(args: string[]) {',
      '  const walk = (parser: RawLogParser, magic = false) =>',
      '    stream(args, magic ? 1 : 0, (chunk) => parser.push(chunk)).then(() => parser.end());',
      '  return walk(new RawLogParser());',
      '}',
      '',
    ].join('\n');
    const text = '`RawLogParser` in src/walk.ts interns paths by their bytes';
    // The arrow's body is part of the statement naming the term: it changes with the new parameter.
    const edit = (to: string) =>
      checkSourceEdit('src/walk.ts', ts, ts.replace('(parser: RawLogParser, magic = false) =>', to).replace('(chunk) => parser.push(chunk))', 'watched ? read(parser) : (chunk) => parser.push(chunk))'), text);
    const edited = async (to: string) => (await edit(to)).kinds;
    const optional = await edit('(parser: RawLogParser, magic = false, watched = false) =>');
    expect(optional.kinds).toEqual(['touched']);
    expect(optional.change.reason).toContain('still says the same about RawLogParser: only optional parameters added to the declaration of walk changed');
    expect(await edited('(parser: RawLogParser, magic = false, watched: boolean) =>')).toEqual(['anchor-changed']);
    expect(await edited('(parser: RawLogParser | null, magic = false, watched = false) =>')).toEqual(['anchor-changed']);
  });

  it('reads a parameter list over several lines the same way, and still flags a body mostly rewritten', async () => {
    const ts = ['export function sameShape(', '  written: string,', '  oldPath: string,', '): string {', '  const bare = written.trim();', '  const folder = oldPath.slice(0, 3);', '  return bare + folder;', '}', ''].join('\n');
    const text = '`sameShape()` in src/rewrite.ts keeps the shape of a written path';
    const gained = ts.replace('  oldPath: string,\n', '  oldPath: string,\n  folderRelative = false,\n');
    expect((await checkSourceEdit('src/rewrite.ts', ts, gained, text)).kinds).toEqual(['touched']);
    expect((await checkSourceEdit('src/rewrite.ts', ts, ts.replace('  oldPath: string,\n', '  oldPath: string,\n  folderRelative: boolean,\n'), text)).kinds).toEqual(['anchor-changed']);
    const rewritten = gained.replace('  const bare = written.trim();\n  const folder = oldPath.slice(0, 3);\n  return bare + folder;', '  if (folderRelative) return oldPath;\n  const parts = written.split("/");\n  return parts.join("-");');
    expect((await checkSourceEdit('src/rewrite.ts', ts, rewritten, text)).kinds).toEqual(['anchor-changed']);
  });
});

describe('a setting written as its section and key', () => {
  const SETUP = [
    "import { appendFileSync } from 'node:fs';",
    '',
    'export function makeRepo(dir: string): void {',
    "  git('init', dir);",
    "  git('config', 'user.name', 'Test User');",
    "  git('config', 'commit.gpgsign', 'false');",
    "  git('add', '.');",
    "  git('commit', '-m', 'init');",
    "  git('tag', 'start');",
    '}',
    '',
  ].join('\n');
  const TEXT = '`makeRepo()` in test/git-repo.ts sets `commit.gpgsign=false`';
  const written = (ini: string) =>
    SETUP.replace("  git('config', 'user.name', 'Test User');\n  git('config', 'commit.gpgsign', 'false');", `  appendFileSync(\`\${dir}/.git/config\`, '${ini}');`);

  it('takes git config text in a string (`[commit]` then `gpgsign = false`) for the same setting: a touch, and says so', async () => {
    const ini = await checkSourceEdit('test/git-repo.ts', SETUP, written('[user]\\n\\tname = Test User\\n[commit]\\n\\tgpgsign = false\\n'), TEXT);
    expect(ini.kinds).toEqual(['touched']);
    expect(ini.change.reason).toContain("only how its setting is written (the same key and value, under its section's header) changed");
  });

  it('keeps another value, the key under another section, or another key a change', async () => {
    expect((await checkSourceEdit('test/git-repo.ts', SETUP, written('[commit]\\n\\tgpgsign = true\\n'), TEXT)).kinds).toEqual(['anchor-changed']);
    expect((await checkSourceEdit('test/git-repo.ts', SETUP, written('[tag]\\n\\tgpgsign = false\\n'), TEXT)).kinds).toEqual(['anchor-changed']);
    expect((await checkSourceEdit('test/git-repo.ts', SETUP, written('[commit]\\n\\tverbose = false\\n'), TEXT)).kinds).toEqual(['anchor-changed']);
    // The section closed by other code before the key: not the setting.
    expect((await checkSourceEdit('test/git-repo.ts', SETUP, written('[commit]\\n\\tname = x\\n\') + run(\'\\n\\tgpgsign = false'), TEXT)).kinds).toEqual(['anchor-changed']);
  });

  it('reads a TOML table the same way: a dotted key `tool.ruff.line-length = 100` written under `[tool.ruff]`', async () => {
    // Not pyproject.toml: a hub file, whose changes count only on lines a discovery names.
    const toml = 'tool.ruff.line-length = 100\n\n[project]\nname = "app"\nversion = "1.0"\nreadme = "README.md"\n';
    const text = 'config/lint.toml sets `tool.ruff.line-length = 100`';
    const table = (value: string) => `[project]\nname = "app"\nversion = "1.0"\nreadme = "README.md"\n\n[tool.ruff]\nline-length = ${value}\n`;
    expect((await checkEdit('config/lint.toml', toml, table('100'), text)).kinds).toEqual(['touched']);
    expect((await checkEdit('config/lint.toml', toml, table('120'), text)).kinds).toEqual(['anchor-changed']);
  });
});

describe('a call after a logical operator', () => {
  it('takes `a && foo(b)` whose arguments changed for a call (a touch), not a declaration', async () => {
    const ts = 'export function save(ready: boolean, record: Row): void {\n  ready && persistRecord(record);\n  if (ready || persistRecord(record)) log(record);\n}\n';
    const text = '`persistRecord()` in src/save.ts writes the row';
    const and = await checkSourceEdit('src/save.ts', ts, ts.replace('ready && persistRecord(record);', 'ready && persistRecord(record, { sync: true });'), text);
    expect(and.kinds).toEqual(['touched']);
    expect(and.change.reason).toContain('only the arguments of a call to persistRecord() changed');
    const go = 'package store\n\nfunc save(ready bool, r Row) {\n\tif ready && persistRecord(r) {\n\t\tlog(r)\n\t}\n}\n';
    const inGo = await checkSourceEdit('store/save.go', go, go.replace('persistRecord(r) {', 'persistRecord(r, true) {'), '`persistRecord()` in store/save.go writes the row');
    expect(inGo.kinds).toEqual(['touched']);
  });
});
