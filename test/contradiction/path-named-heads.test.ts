// "The `sync` worker" and `workers/sync.py` are one thing: a head named by a path's file or folder on the other side
// is no second subject (subject.ts headsDiffer), even when the name is a word the checks read as a state ("sync").
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a subject named in words on one side and by its file on the other', () => {
  it('reads "`workers/sync.py` posts reports without X" against "the `sync` worker sends every report with X"', () => {
    for (const name of ['sync', 'async']) {
      const result = compare(`The \`${name}\` worker sends every report with a \`Content-MD5\` header.`, `\`workers/${name}.py\` posts reports without a \`Content-MD5\`.`);
      expect(result.contradicts, name).toBe(true);
      expect(result.kind).toBe('polarity');
    }
  });

  it('leaves alone a file of another name, the opposite state word included', () => {
    expect(compare('The `sync` worker sends every report with a `Content-MD5` header.', '`workers/async.py` posts reports without a `Content-MD5`.').contradicts).toBe(false);
    expect(compare('The `async` worker sends every report with a `Content-MD5` header.', '`workers/sync.py` posts reports without a `Content-MD5`.').contradicts).toBe(false);
    expect(compare('The `sync` worker sends every report with a `Content-MD5` header.', '`workers/export.py` posts reports without a `Content-MD5`.').contradicts).toBe(false);
  });
});
