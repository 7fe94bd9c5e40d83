import { describe, expect, it } from 'vitest';
import { runBuiltCli } from '../support/cli.js';
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

  it('rejects an unknown command with exit code 2 and a suggestion', () => {
    const result = runBuiltCli(['verison'], { cwd: tmpdir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'verison'");
    expect(result.stderr).toContain("did you mean 'version'");
  });
});
