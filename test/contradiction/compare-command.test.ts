import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { runBuiltCli, runCli } from '../support/cli.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';

afterAll(removeRepos);

describe('discoveries compare', () => {
  it('explains a contradiction: kind, reason and the words that triggered it', async () => {
    const repo = makeRepo();
    const result = await runCli(['compare', 'Auth tokens expire after 1 hour.', 'Auth tokens now expire after 24 hours.'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'contradiction (value): auth tokens is 1 hour in the older and 24 hours in the newer (1 h vs 24 h)\n' +
        '  triggered by: older "1 hour"; newer "24 hours"\n',
    );
  });

  it('says how two discoveries relate when they do not contradict', async () => {
    const repo = makeRepo();
    const result = await runCli(['compare', 'Tests use vitest.', 'Tests use vitest, not jest.'], { cwd: repo.dir, env: repo.env });
    expect(result.stdout).toMatch(/^no contradiction: related \(overlap 0\.\d\d\)\n {2}related: same subject, no incompatible claim found\n$/);
  });

  it('prints JSON with --json and exits 1 on a contradiction with --exit-code', async () => {
    const repo = makeRepo();
    const result = await runCli(['compare', '--json', '--exit-code', '`loadConfig()` is synchronous.', '`loadConfig()` is async now.'], { cwd: repo.dir, env: repo.env });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ contradicts: true, kind: 'antonym', relation: 'contradiction', triggers: { older: ['synchronous'], newer: ['async'] }, judged: false });
    const calm = await runCli(['compare', '--exit-code', 'Use pnpm.', 'Use pnpm for installs.'], { cwd: repo.dir, env: repo.env });
    expect(calm.code).toBe(0);
  });

  it('takes discovery ids from the store', async () => {
    const repo = makeRepo();
    repo.write('README.md', '# demo\n').commit('initial');
    const cli = (...args: string[]) => runCli(args, { cwd: repo.dir, env: repo.env });
    expect((await cli('init')).code).toBe(0);
    await cli('add', 'Sessions are stored in Redis.');
    await cli('add', 'Feature flags come from Unleash.');
    const result = await cli('compare', 'disc-001', 'Sessions are not stored in Redis; they live in signed cookies now.', '--json');
    expect(JSON.parse(result.stdout)).toMatchObject({ contradicts: true, kind: 'polarity' });
    const missing = await cli('compare', 'disc-404', 'x');
    expect(missing).toMatchObject({ code: 2, stderr: "error: compare: no discovery disc-404 in the store (fix: pass the discovery's text in quotes, or an id from 'discoveries list')\n" });
  });

  it('refuses a missing argument, and --judge without a configured endpoint, with exit code 2', async () => {
    const repo = makeRepo();
    const one = await runCli(['compare', 'only one'], { cwd: repo.dir, env: repo.env });
    expect(one).toMatchObject({ code: 2, stderr: expect.stringContaining('compare: missing two discoveries, the older first') });
    const judge = await runCli(['compare', '--judge', 'a b', 'a c'], { cwd: repo.dir, env: repo.env });
    expect(judge).toMatchObject({ code: 2, stderr: expect.stringContaining('--judge needs DISCOVERIES_JUDGE_URL') });
  });

  it('asks the judge with --judge, caching its answer under XDG_CACHE_HOME', async () => {
    const repo = makeRepo();
    let requests = 0;
    const server = createServer((req, res) => {
      requests++;
      req.resume();
      req.on('end', () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: '{"contradicts":true,"kind":"polarity","reason":"One retries, the other gives up."}' } }] })),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const env = { ...repo.env, DISCOVERIES_JUDGE_URL: `http://127.0.0.1:${port}/v1`, DISCOVERIES_JUDGE_MIN_OVERLAP: '0.3', XDG_CACHE_HOME: repo.path('.cache') };
      const args = ['compare', '--judge', 'The payment worker retries declined charges.', 'The payment worker gives up on declined charges immediately.'];
      const first = await runCli(args, { cwd: repo.dir, env });
      const second = await runCli(args, { cwd: repo.dir, env });
      expect(first.stdout).toBe('contradiction (polarity): judge (gpt-4o-mini): One retries, the other gives up.\n');
      expect(second.stdout).toBe(first.stdout);
      expect(requests).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('is listed in the built binary and answers --help', () => {
    const repo = makeRepo();
    expect(runBuiltCli(['--help'], { cwd: repo.dir, env: repo.env }).stdout).toContain('compare');
    const help = runBuiltCli(['compare', '--help'], { cwd: repo.dir, env: repo.env });
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: discoveries compare "<older>" "<newer>"') });
  });
});
