import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a plain word in backticks is the word prose writes', () => {
  it('reads the `docs` bucket and the docs bucket, the `admin` panel and the admin panel, as one thing', () => {
    expect(contradicts('The `docs` bucket is public.', 'The docs bucket is private.')).toMatchObject({ contradicts: true, kind: 'antonym' });
    expect(contradicts('The `admin` panel is internal.', 'The admin panel is public: partners log in to it.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('still keeps two things named by different words apart', () => {
    expect(contradicts('The `docs` bucket is public.', 'The assets bucket is private.').contradicts).toBe(false);
  });
});

describe('a generic type with its type arguments is the type', () => {
  it('reads `Task<Order>` and `Task`, `Future[_]` and `Future`, as one name', () => {
    expect(contradicts('Public handlers must return `Future[_]`.', 'Public handlers must never expose `Future`.')).toMatchObject({ contradicts: true, kind: 'modality' });
  });

  it('keeps an index into an array a name of its own', () => {
    expect(contradicts('Always read `rows[0]` first.', 'Never read `rows` directly.').contradicts).toBe(false);
  });
});
