import { afterAll, describe, expect, it } from 'vitest';
import { makeRepo, removeRepos } from '../support/git-repo.js';
import { BlobCache, BlobSession } from '../../src/history/blobs.js';

afterAll(removeRepos);

describe('reading file versions', () => {
  it('reads a file larger than a pipe holds, between small ones and a binary one, whole and in order', async () => {
    const repo = makeRepo();
    // 3 MB comes from git in dozens of pieces; the small files on each side share pieces with it.
    const large = Array.from({ length: 60_000 }, (_, i) => `export const value_${i} = ${i * 7}; // ünïcode\n`).join('');
    repo.write('small.ts', 'export const a = 1;\n').write('large.ts', large).write('other.ts', 'export const b = 2;\n').write('image.bin', 'PNG\0\0data');
    repo.commit('files');
    const ids = ['small.ts', 'large.ts', 'other.ts', 'image.bin'].map((path) => repo.git('rev-parse', `HEAD:${path}`));
    for (const buffered of [true, false]) {
      const session = new BlobSession({ cwd: repo.dir, env: repo.env }, { buffered, cache: new BlobCache() });
      const reads = ids.map((id) => session.request(id));
      if (buffered) session.close();
      const texts = await Promise.all(reads);
      session.close();
      expect(texts[0]).toBe('export const a = 1;\n');
      expect(texts[1]!.length).toBe(large.length);
      expect(texts[1] === large).toBe(true);
      expect(texts[2]).toBe('export const b = 2;\n');
      expect(texts[3]).toBeNull();
    }
  });
});
