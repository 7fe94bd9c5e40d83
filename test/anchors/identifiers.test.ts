import { describe, expect, it } from 'vitest';
import { extractAnchors, holdsNeedle, needleMatcher, type AnchorKind } from '../../src/anchors/identifiers.js';

const needles = (text: string) => extractAnchors(text).map((a) => `${a.kind}:${a.needle}`);

describe('identifier and value anchors', () => {
  it('takes backticked code, symbols, flags, config keys and values with units', () => {
    expect(needles('`retry()` reads `DATABASE_URL`')).toEqual(['identifier:retry', 'identifier:DATABASE_URL']);
    expect(needles('HttpClient calls maxRetries and max_retry_count')).toEqual(['identifier:max_retry_count', 'identifier:maxRetries', 'identifier:HttpClient']);
    expect(needles('run with --dry-run; set `compilerOptions.strict: true`')).toEqual(['key:strict', 'flag:--dry-run']);
    expect(needles('rate limit of 100/hour, timeout 30s, token expires after 1 hour')).toEqual(['value:100', 'value:30']);
  });

  it('ignores product names and paths', () => {
    expect(needles('TypeScript and GitHub; see src/http_client.py')).toEqual([]);
  });

  it('tests a line without a regex exactly as the regex does', () => {
    const terms: Array<{ needle: string; kind: AnchorKind }> = [
      { needle: 'retry', kind: 'identifier' },
      { needle: 'MAX_RETRIES', kind: 'identifier' },
      { needle: '--dry-run', kind: 'flag' },
      { needle: 'strict', kind: 'key' },
      { needle: '30', kind: 'value' },
      { needle: '1.5', kind: 'value' },
      { needle: 'a.b', kind: 'key' },
    ];
    const around = ['', ' ', 'x', '_', '$', '-', '.', '0', '9', '(', 'é', '`', "'", 'Z'];
    for (const term of terms) {
      const re = needleMatcher(term);
      for (const before of around) {
        for (const after of around) {
          for (const line of [`${before}${term.needle}${after}`, `${before}${term.needle}${after} ${term.needle}`, `${before}${term.needle}${term.needle}${after}`, `${before}${after}`]) {
            expect(holdsNeedle(line, term), `${term.kind} ${term.needle} in ${JSON.stringify(line)}`).toBe(re.test(line));
          }
        }
      }
    }
  });

  it('matches on identifier boundaries; values may carry their unit', () => {
    expect(needleMatcher({ needle: 'retry', kind: 'identifier' }).test('retryCount = 1')).toBe(false);
    expect(needleMatcher({ needle: 'retry', kind: 'identifier' }).test('await retry(fn)')).toBe(true);
    expect(needleMatcher({ needle: '30', kind: 'value' }).test("timeout: '30s'")).toBe(true);
    expect(needleMatcher({ needle: '30', kind: 'value' }).test('timeout: 300')).toBe(false);
  });
});
