// actions/checkout leaves its token in the repository config as an extra
// Authorization header. When the Action pushes with its own token, git must
// send exactly one Authorization header (GitHub rejects two), and it must be ours.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runGit } from '../../src/git/exec.js';
import { gitAuthEnv } from '../../action/git.js';
import { makeRepo, removeRepos } from '../support/git-repo.js';

let server: Server;
let url = '';
const seen: string[][] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const values: string[] = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'authorization') values.push(req.rawHeaders[i + 1]!);
    seen.push(values);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  removeRepos();
});

it('replaces the credentials checkout persisted instead of adding a second Authorization header', async () => {
  const repo = makeRepo();
  repo.git('config', `http.${url}/.extraheader`, 'AUTHORIZATION: basic Y2hlY2tvdXQtdG9rZW4=');
  repo.git('remote', 'add', 'origin', `${url}/acme/widgets`);
  const env = gitAuthEnv(repo.env, url, 'ghp_actiontoken');
  const result = await runGit(['ls-remote', 'origin'], { cwd: repo.dir, env, allowFailure: true });
  expect(result.code).not.toBe(0);
  expect(seen.length).toBeGreaterThan(0);
  for (const headers of seen) {
    expect(headers).toEqual([`basic ${Buffer.from('x-access-token:ghp_actiontoken').toString('base64')}`]);
  }

  // Without the reset, git sends both: the situation the reset exists for.
  seen.length = 0;
  const naive = { ...repo.env, GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: `http.${url}/.extraheader`, GIT_CONFIG_VALUE_0: env.GIT_CONFIG_VALUE_1 };
  await runGit(['ls-remote', 'origin'], { cwd: repo.dir, env: naive, allowFailure: true });
  expect(seen[0]).toHaveLength(2);
});

it('keeps the token off the command line (it travels in GIT_CONFIG_* variables)', () => {
  const env = gitAuthEnv({ GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'core.quotepath', GIT_CONFIG_VALUE_0: 'false' }, 'https://github.com', 'tok');
  expect(env.GIT_CONFIG_COUNT).toBe('3');
  expect(env.GIT_CONFIG_KEY_0).toBe('core.quotepath');
  expect(env.GIT_CONFIG_KEY_1).toBe('http.https://github.com/.extraheader');
  expect(env.GIT_CONFIG_VALUE_1).toBe('');
  expect(env.GIT_CONFIG_VALUE_2).toContain('AUTHORIZATION: basic ');
});
