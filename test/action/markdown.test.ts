// Discovery text in PR bodies and comments must render as written and do
// nothing else. These cases are what an agent (or an attacker writing through
// one) might put in a discovery.

import { describe, expect, it } from 'vitest';
import { code, inline, table } from '../../action/markdown.js';

describe('inline discovery text', () => {
  it('shows @-mentions and team mentions as code, so nobody is pinged', () => {
    const out = inline('Ask @octocat or @acme/platform-team before touching retries');
    expect(out).toContain('`@octocat`');
    expect(out).toContain('`@acme/platform-team`');
    expect(out.replace(/`[^`]*`/g, '')).not.toMatch(/@\w/);
  });

  it('leaves email addresses alone (GitHub does not ping them)', () => {
    expect(inline('mail ops@example.com')).toBe('mail ops@example.com');
  });

  it('shows issue references as code, so no issue gets a backlink', () => {
    expect(inline('fixed in #123 and acme/other#9')).toBe('fixed in `#123` and `acme/other#9`');
  });

  it('escapes raw HTML outside code', () => {
    const out = inline('never <script>alert(1)</script> or <img src=x onerror=y>');
    expect(out).not.toMatch(/(?<!\\)</);
    expect(out).toContain('\\<script\\>');
  });

  it('keeps code spans as code (HTML inside code is inert)', () => {
    expect(inline('use `<T>()` in `retry()`')).toBe('use `<T>()` in `retry()`');
  });

  it('neutralises links and images', () => {
    expect(inline('![x](https://evil.example/p.png) [click](https://evil.example)')).toBe(
      '!\\[x\\](https://evil.example/p.png) \\[click\\](https://evil.example)',
    );
  });

  it('escapes | so table cells cannot split, also inside code spans', () => {
    expect(inline('a | b `x|y`', { table: true })).toBe('a \\| b `x\\|y`');
    const row = table(['Discovery', 'Why'], [[code('disc-1', { table: true }), inline('left | right', { table: true })]]);
    expect(row.split('\n')[2]!.match(/(?<!\\)\|/g)).toHaveLength(3);
  });

  it('treats an unbalanced backtick as a character, not the start of code', () => {
    expect(inline('press the ` key to open the console')).toBe('press the \\` key to open the console');
    // As in CommonMark, a run closes only on a run of the same length.
    expect(inline('``run()` and `x`')).toBe('\\`\\`run()`and`x\\`');
    expect(inline('a ``` fence never closed')).toBe('a \\`\\`\\` fence never closed');
  });

  it('picks a fence longer than any backtick run inside', () => {
    expect(code('a `` b')).toBe('```a `` b```');
    expect(code('`x`')).toBe('`` `x` ``');
  });

  it('puts everything on one line and drops control and bidi-override characters', () => {
    expect(inline('line one\nline two\r\n\u202Eevil\u0007')).toBe('line one line two evil');
  });

  it('escapes what would start a heading or list at the start', () => {
    expect(inline('# Title')).toBe('\\# Title');
    expect(inline('- item')).toBe('\\- item');
    expect(inline('1. first')).toBe('1\\. first');
  });

  it('cuts long text with an ellipsis', () => {
    expect(inline('x'.repeat(50), { max: 10 })).toBe(`${'x'.repeat(9)}…`);
  });
});
