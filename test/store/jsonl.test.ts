import { describe, expect, it } from 'vitest';
import { formatJsonl, parseJsonl, serializeOrdered } from '../../src/store/jsonl.js';

describe('JSON Lines', () => {
  it('keeps every line, including the ones that are not JSON, with a reason and column', () => {
    const doc = parseJsonl('{"id":"a"}\n{"id": "b",}\n\n[1]\n{"id":"c"}{"id":"d"}\n');
    expect(doc.lines.map((l) => l.raw)).toEqual(['{"id":"a"}', '{"id": "b",}', '', '[1]', '{"id":"c"}{"id":"d"}']);
    expect(doc.lines[0]!.value).toEqual({ id: 'a' });
    expect(doc.lines[1]!.error).toMatch(/^not valid JSON: .* at column 12$/);
    expect(doc.lines[2]!.error).toBeNull();
    expect(doc.lines[3]!.error).toBe('expected a JSON object, found an array');
    expect(doc.lines[4]!.error).toBe('two JSON objects on one line (a missing newline)');
  });

  it('recognises git conflict markers and truncated records', () => {
    const doc = parseJsonl('<<<<<<< HEAD\n{"id":"a"}\n=======\n>>>>>>> feature\n{"id":"b","content":"cut of');
    expect(doc.lines[0]!.error).toMatch(/git conflict marker/);
    expect(doc.lines[2]!.error).toMatch(/git conflict marker/);
    expect(doc.lines[4]!.error).toMatch(/truncated/);
  });

  it('writes CRLF files back with CRLF', () => {
    const doc = parseJsonl('{"a":1}\r\n{"b":2}\r\n');
    expect(doc.eol).toBe('\r\n');
    expect(formatJsonl(doc.lines.map((l) => l.raw), doc.eol)).toBe('{"a":1}\r\n{"b":2}\r\n');
  });

  it('orders known keys first and keeps unknown keys in their own order', () => {
    const text = serializeOrdered({ zeta: 1, metadata: { b: 1, scope: 'x' }, id: 'disc-1', alpha: 2 }, ['id', 'metadata'], { metadata: ['scope'] });
    expect(text).toBe('{"id":"disc-1","metadata":{"scope":"x","b":1},"zeta":1,"alpha":2}');
  });
});
