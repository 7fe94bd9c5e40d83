import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compareWithJudge,
  createHttpJudge,
  JudgeCache,
  judgeConfigFromEnv,
  JUDGE_PROMPT_VERSION,
  type JudgeConfig,
} from '../../src/index.js';

// A fake OpenAI-compatible endpoint on 127.0.0.1: it checks each request the way
// the real API would and answers from a script set by each test.
interface Seen {
  path: string;
  authorization: string | undefined;
  body: { model: string; temperature: number; response_format: { type: string }; messages: Array<{ role: string; content: string }> };
}
let server: Server;
let base: string;
const seen: Seen[] = [];
let answer: (request: Seen) => { status: number; body: string } = () => ({ status: 500, body: 'not scripted' });

const reply = (content: string) => ({ status: 200, body: JSON.stringify({ id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }) });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await readBody(req);
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/json') {
      res.writeHead(400).end('expected a JSON POST');
      return;
    }
    const request: Seen = { path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(text) as Seen['body'] };
    seen.push(request);
    const { status, body } = answer(request);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'judge-'));
  dirs.push(dir);
  return join(dir, 'cache', 'judge.json');
}

function config(overrides: Partial<JudgeConfig> = {}): JudgeConfig {
  return { url: base, model: 'small-model', apiKey: 'sk-test', minOverlap: 0.5, timeoutMs: 5000, cacheFile: null, ...overrides };
}

// The rules call this pair related with a high overlap and find no incompatible claim.
const OLDER = 'The payment worker retries declined charges.';
const NEWER = 'The payment worker gives up on declined charges immediately.';

describe('LLM judge', () => {
  it('is off unless DISCOVERIES_JUDGE_URL is set, and reads its settings from the environment', () => {
    expect(judgeConfigFromEnv({}, null)).toBeNull();
    expect(judgeConfigFromEnv({ DISCOVERIES_JUDGE_URL: `${base}/`, OPENAI_API_KEY: 'sk-env' }, '/tmp/c.json')).toEqual({
      url: base,
      model: 'gpt-4o-mini',
      apiKey: 'sk-env',
      minOverlap: 0.5,
      timeoutMs: 30000,
      cacheFile: '/tmp/c.json',
    });
    expect(() => judgeConfigFromEnv({ DISCOVERIES_JUDGE_URL: 'ftp://x' }, null)).toThrow('must be an http(s) URL');
    expect(() => judgeConfigFromEnv({ DISCOVERIES_JUDGE_URL: base, DISCOVERIES_JUDGE_MIN_OVERLAP: '2' }, null)).toThrow('from 0 to 1');
  });

  it('asks at temperature 0 for JSON, with the key, and turns a related pair into a contradiction', async () => {
    seen.length = 0;
    answer = () => reply('{"contradicts": true, "kind": "polarity", "reason": "Retrying and giving up immediately cannot both hold."}');
    const result = await compareWithJudge(OLDER, NEWER, createHttpJudge(config()), 0.3);
    expect(result).toMatchObject({ contradicts: true, kind: 'polarity', relation: 'contradiction', judged: true });
    expect(result.reason).toBe('judge (small-model): Retrying and giving up immediately cannot both hold.');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.body).toMatchObject({ model: 'small-model', temperature: 0, response_format: { type: 'json_object' } });
    expect(request!.body.messages[1]!.content).toBe(`OLDER: ${OLDER}\nNEWER: ${NEWER}`);
  });

  it('keeps the rules answer when the judge agrees there is no contradiction', async () => {
    answer = () => reply('{"contradicts": false, "kind": null, "reason": "Complementary facts."}');
    const result = await compareWithJudge(OLDER, NEWER, createHttpJudge(config()), 0.3);
    expect(result).toMatchObject({ contradicts: false, kind: null, relation: 'related', judged: true });
    expect(result.reason).toContain('judge (small-model) agrees: Complementary facts.');
  });

  it('is only asked about related pairs with enough overlap: never about contradictions or unrelated pairs', async () => {
    seen.length = 0;
    answer = () => reply('{"contradicts": true, "kind": "value", "reason": "x"}');
    const judge = createHttpJudge(config());
    expect(await compareWithJudge('Auth tokens expire after 1 hour.', 'Auth tokens now expire after 24 hours.', judge)).toMatchObject({ kind: 'value', judged: false });
    expect(await compareWithJudge('Tests use vitest.', 'The CDN is Cloudflare.', judge)).toMatchObject({ contradicts: false, judged: false });
    expect(await compareWithJudge(OLDER, NEWER, judge, 0.99)).toMatchObject({ contradicts: false, judged: false });
    expect(seen).toHaveLength(0);
  });

  it('answers a rerun from its cache file, keyed by prompt version, model and texts', async () => {
    seen.length = 0;
    const file = tempFile();
    answer = () => reply('{"contradicts": true, "kind": "polarity", "reason": "first answer"}');
    const first = await createHttpJudge(config({ cacheFile: file })).judge(OLDER, NEWER);
    answer = () => reply('{"contradicts": false, "kind": null, "reason": "a different answer"}');
    const again = await createHttpJudge(config({ cacheFile: file })).judge(OLDER, NEWER);
    expect(first).toEqual({ contradicts: true, kind: 'polarity', reason: 'first answer', cached: false });
    expect(again).toEqual({ ...first, cached: true });
    expect(seen).toHaveLength(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: JUDGE_PROMPT_VERSION });
    // Another model is another question.
    await createHttpJudge(config({ cacheFile: file, model: 'other-model' })).judge(OLDER, NEWER);
    expect(seen).toHaveLength(2);
    expect(new JudgeCache(file)).toBeDefined();
  });

  it('explains a failing endpoint in one line and never caches the failure', async () => {
    seen.length = 0;
    answer = () => ({ status: 401, body: '{"error":{"message":"invalid api key"}}' });
    const judge = createHttpJudge(config());
    await expect(judge.judge(OLDER, NEWER)).rejects.toThrow(/answered 401/);
    await expect(judge.judge(OLDER, NEWER)).rejects.toMatchObject({ fix: 'set DISCOVERIES_JUDGE_API_KEY' });
    answer = () => reply('I think they contradict.');
    await expect(judge.judge(OLDER, NEWER)).rejects.toThrow('an answer that is not JSON');
    answer = () => reply('{"kind": "value"}');
    await expect(judge.judge(OLDER, NEWER)).rejects.toThrow('without a true/false "contradicts"');
    expect(seen).toHaveLength(4);
    await expect(createHttpJudge(config({ url: 'http://127.0.0.1:9/v1', timeoutMs: 2000 })).judge(OLDER, NEWER)).rejects.toThrow('request to http://127.0.0.1:9/v1/chat/completions failed');
  });
});
