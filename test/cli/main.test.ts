import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { builtCli, runBuiltCli } from '../support/cli.js';
import { cleanGitEnv } from '../support/git-repo.js';
import { tmpdir } from 'node:os';

describe('discoveries binary', () => {
  it('prints the package version', () => {
    const result = runBuiltCli(['--version'], { cwd: tmpdir() });
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('lists the commands with --help and exits 0', () => {
    const result = runBuiltCli(['--help'], { cwd: tmpdir() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: discoveries <command>');
  });

  it('exits quietly when the reader of its output goes away (`| head -1`)', async () => {
    const child = spawn(process.execPath, [builtCli, 'compare', 'The API listens on port 3000.', 'The API listens on port 8080.'], {
      cwd: tmpdir(),
      env: cleanGitEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader closes before the CLI has started, so its first write meets a closed pipe.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('rejects an unknown command with exit code 2 and a suggestion', () => {
    const result = runBuiltCli(['verison'], { cwd: tmpdir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'verison'");
    expect(result.stderr).toContain("did you mean 'version'");
  });
});
