// Runs the built Action (.test-build/index.js, made by the global setup) the way
// a runner does: a child process in the workspace with the GITHUB_* and INPUT_*
// variables, the event payload in a file, and the output, summary and state
// files; then reads back what the step left.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { cleanGitEnv } from './git-repo.js';

export const builtAction = fileURLToPath(new URL('../../.test-build/index.js', import.meta.url));
const actionYml = fileURLToPath(new URL('../../action.yml', import.meta.url));

export interface ActionRun {
  /** The runner's checkout (GITHUB_WORKSPACE, and the process's cwd). */
  workspace: string;
  /** HOME for git: no user config leaks in. */
  home: string;
  repository: string;
  eventName: string;
  payload: Record<string, unknown>;
  sha: string;
  ref: string;
  apiUrl: string;
  /** Defaults to the fake server's origin, so git credentials are keyed on it. */
  serverUrl?: string;
  inputs?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
}

export interface Annotation {
  level: 'warning' | 'error' | 'notice';
  message: string;
  properties: Record<string, string>;
}

export interface ActionResult {
  code: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** Everything a person sees in the log, in order. */
  log: string;
}

/** What the runner sets for inputs the workflow leaves out: action.yml's defaults. */
export function defaultInputs(): Record<string, string> {
  const manifest = parse(readFileSync(actionYml, 'utf8')) as { inputs?: Record<string, { default?: unknown }> };
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(manifest.inputs ?? {})) {
    const value = spec.default;
    // `${{ github.token }}` is an expression the runner evaluates; tests pass a token.
    if (value !== undefined && !String(value).includes('${{')) inputs[name] = String(value);
  }
  return inputs;
}

export async function runAction(run: ActionRun): Promise<ActionResult> {
  const files = mkdtempSync(join(run.home, 'runner-'));
  const temp = join(files, 'temp');
  mkdirSync(temp);
  const eventPath = join(files, 'event.json');
  writeFileSync(eventPath, JSON.stringify(run.payload));
  const outputFile = join(files, 'output');
  const summaryFile = join(files, 'summary');
  for (const f of [outputFile, summaryFile, join(files, 'state'), join(files, 'env'), join(files, 'path')]) writeFileSync(f, '');
  const env: NodeJS.ProcessEnv = cleanGitEnv({
    HOME: run.home,
    XDG_CONFIG_HOME: join(run.home, '.config'),
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: run.workspace,
    GITHUB_REPOSITORY: run.repository,
    GITHUB_REPOSITORY_OWNER: run.repository.split('/')[0],
    GITHUB_EVENT_NAME: run.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: run.sha,
    GITHUB_REF: run.ref,
    GITHUB_API_URL: run.apiUrl,
    GITHUB_SERVER_URL: run.serverUrl ?? run.apiUrl,
    GITHUB_GRAPHQL_URL: `${run.apiUrl}/graphql`,
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_STATE: join(files, 'state'),
    GITHUB_ENV: join(files, 'env'),
    GITHUB_PATH: join(files, 'path'),
    RUNNER_TEMP: temp,
    RUNNER_OS: 'Linux',
  });
  for (const key of Object.keys(env)) if (key.startsWith('INPUT_') || /^(https?|no)_proxy$/i.test(key)) delete env[key];
  for (const [name, value] of Object.entries({ ...defaultInputs(), ...run.inputs })) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  Object.assign(env, run.env);

  const child = spawn(process.execPath, [builtAction], { cwd: run.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.on('data', (c: Buffer) => err.push(c));
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (c) => resolve(c ?? -1));
  });
  const stdout = Buffer.concat(out).toString('utf8');
  const stderr = Buffer.concat(err).toString('utf8');
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    annotations: parseAnnotations(stdout),
    log: `${stdout}${stderr}`,
  };
}

/** The `name<<delimiter` blocks @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    i += 1;
    while (i < lines.length && lines[i] !== m[2]) value.push(lines[i++]!);
    outputs[m[1]!] = value.join('\n');
  }
  return outputs;
}

const unescapeData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string) => unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');

/** `::warning file=…,line=…,title=…::message` workflow commands. */
export function parseAnnotations(stdout: string): Annotation[] {
  const annotations: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(warning|error|notice)( [^:]*)?::(.*)$/.exec(line);
    if (!m) continue;
    const properties: Record<string, string> = {};
    for (const pair of (m[2] ?? '').trim().split(',').filter(Boolean)) {
      const at = pair.indexOf('=');
      properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
    }
    annotations.push({ level: m[1] as Annotation['level'], message: unescapeData(m[3]!), properties });
  }
  return annotations;
}
