import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/contradiction/analyze.js';
import { candidatePairs, localPairOrder, packedCandidatePairs } from '../../src/contradiction/candidates.js';
import { findContradictions, findContradictionsWith } from '../../src/index.js';
import { findContradictionsOf } from '../../src/contradiction/find.js';
import { learning, shuffled, timeline } from './helpers.js';

const STORE = [
  'Auth tokens expire after 1 hour.',
  'The dev server runs on port 3000.',
  'Tests use jest.',
  '`src/http.ts` retries failed requests 3 times.',
  'Sessions are stored in Redis.',
  'Auth tokens now expire after 24 hours.',
  '`src/http.ts` sets a `User-Agent` header on every request.',
  'Tests use vitest, not jest.',
  'Postgres listens on port 5432 in `docker-compose.yml`.',
  'Sessions are not stored in Redis; they live in signed cookies now.',
];

describe('findContradictions', () => {
  it('finds each contradiction once, the earlier learning as the older, with kind, reason and triggers', () => {
    const found = findContradictions(timeline(...STORE));
    expect(found.map((f) => [f.olderKey.split('#')[1], f.newerKey.split('#')[1], f.kind])).toEqual([
      ['disc-001', 'disc-006', 'value'],
      ['disc-003', 'disc-008', 'substitution'],
      ['disc-005', 'disc-010', 'polarity'],
    ]);
    const tokens = found[0]!;
    expect(tokens.reason).toContain('1 hour');
    expect(tokens.triggers).toEqual(['1 hour', '24 hours']);
  });

  it('never reports a pair a reviewer judged compatible, whichever side records it', () => {
    const [older, newer] = timeline('Auth tokens expire after 1 hour.', 'Auth tokens now expire after 24 hours.');
    expect(findContradictions([older!, newer!])).toHaveLength(1);
    expect(findContradictions([{ ...older!, compatibleWith: ['disc-002'] }, newer!])).toEqual([]);
    expect(findContradictions([older!, { ...newer!, compatibleWith: [older!.key] }])).toEqual([]);
    expect(findContradictionsWith(newer!, [{ ...older!, compatibleWith: ['disc-002'] }])).toEqual([]);
    // Judged compatible with another discovery: this pair is still reported.
    expect(findContradictions([{ ...older!, compatibleWith: ['disc-009'] }, newer!])).toHaveLength(1);
  });

  it('gives the same result whatever the input order', () => {
    const learnings = timeline(...STORE);
    const expected = JSON.stringify(findContradictions(learnings));
    for (const seed of [1, 2, 3, 4, 5]) expect(JSON.stringify(findContradictions(shuffled(learnings, seed)))).toBe(expected);
    expect(JSON.stringify(findContradictions([...learnings].reverse()))).toBe(expected);
  });

  it('takes the later createdAt as newer, whichever was passed first', () => {
    const [a, b] = [
      learning({ id: 'disc-010', content: 'Telemetry is disabled by default.', createdAt: '2025-03-01T00:00:00.000Z' }),
      learning({ id: 'disc-020', content: 'Telemetry is enabled by default.', createdAt: '2025-02-01T00:00:00.000Z' }),
    ];
    expect(findContradictions([a!, b!])).toMatchObject([{ olderKey: b!.key, newerKey: a!.key, kind: 'antonym' }]);
  });

  it('breaks equal timestamps by key, so ties never depend on order', () => {
    const older = learning({ id: 'disc-001', content: 'The default branch is `master`.', createdAt: '2025-01-01T00:00:00.000Z' });
    const newer = learning({ id: 'disc-002', content: 'The default branch is `main`.', createdAt: '2025-01-01T00:00:00.000Z' });
    expect(findContradictions([newer, older])).toMatchObject([{ olderKey: older.key, newerKey: newer.key, kind: 'value' }]);
  });

  it('does not report identical texts or unrelated discoveries', () => {
    expect(findContradictions(timeline('Use pnpm.', 'Use pnpm.', 'The CDN is Cloudflare.'))).toEqual([]);
  });
});

describe('findContradictionsWith', () => {
  it('compares a new learning with the existing ones, as the newer', () => {
    const existing = timeline(...STORE.slice(0, 5));
    const incoming = learning({ id: 'disc-099', content: 'The dev server runs on port 5173 since the move to Vite.', createdAt: '2025-06-01T00:00:00.000Z' });
    expect(findContradictionsWith(incoming, existing)).toMatchObject([{ olderKey: existing[1]!.key, newerKey: incoming.key, kind: 'value' }]);
    expect(findContradictionsWith(learning({ id: 'disc-100', content: 'Storybook runs on port 6006.', createdAt: '2025-06-02T00:00:00.000Z' }), existing)).toEqual([]);
  });
});

describe('candidate index', () => {
  const texts = (...xs: string[]) => xs.map((x) => analyze(x));

  it('pairs discoveries that share anchors or informative words, not every pair', () => {
    const pairs = candidatePairs(
      texts(
        'Auth tokens expire after 1 hour.',
        'The CDN in front of the app is Cloudflare.',
        'Auth tokens now expire after 24 hours.',
        'Storybook runs on port 6006.',
      ),
    );
    expect(pairs).toEqual([[0, 2]]);
  });

  it('does not relate discoveries through a file most of them mention', () => {
    const many = Array.from({ length: 30 }, (_, i) => `\`package.json\` has a \`script${i}\` script for task number ${i}.`);
    const pairs = candidatePairs(texts(...many, '`package.json` pins TypeScript to 5.4.', 'The Stripe webhook secret lives in `package.json`.'));
    expect(pairs.some(([a, b]) => a >= 30 || b >= 30)).toBe(false);
  });

  it('still pairs two short discoveries that share their one informative word', () => {
    expect(candidatePairs(texts('Use pnpm.', "Don't use pnpm."))).toEqual([[0, 1]]);
  });

  it('counts a name one side writes as code and the other in prose as code', () => {
    // All the two share is the tool's name: backticked in the older, plain in the newer.
    const older = 'PDF invoices are rendered with `papyrus`.';
    const newer = 'papyrus was replaced by Typst.';
    expect(candidatePairs(texts(older, newer))).toEqual([[0, 1]]);
    expect(findContradictions(timeline(older, newer)).map((f) => f.kind)).toEqual(['substitution']);
    const [first, second] = timeline(older, newer);
    expect(findContradictionsWith(second!, [first!])).toHaveLength(1);
    // One plain word on both sides is still too little to relate two discoveries that say more.
    expect(candidatePairs(texts('PDF invoices are rendered with papyrus.', 'papyrus was replaced by Typst.'))).toEqual([]);
  });

  it('checks every candidate pair once, the pairs of one group of related discoveries together', () => {
    // Two groups of eight related discoveries (more, and their words would be too common to index), interleaved by
    // age: in the order of the older discovery, the two groups' pairs alternate.
    const group = (i: number) => (i % 2 === 0 ? `Auth tokens in \`services/auth\` expire after ${i + 1} hours.` : `The \`reports\` export job runs at ${i} am.`);
    const analyses = texts(...Array.from({ length: 16 }, (_, i) => group(i)));
    const packed = packedCandidatePairs(analyses);
    const ordered = localPairOrder(packed, analyses.length);
    expect([...ordered].sort((a, b) => a - b)).toEqual([...packed]);
    const groups = (pairs: Float64Array) => [...pairs].map((v) => Math.floor(v / analyses.length) % 2);
    const switches = (xs: number[]) => xs.filter((x, k) => k > 0 && x !== xs[k - 1]).length;
    expect(switches(groups(packed))).toBeGreaterThan(5);
    expect(switches(groups(ordered))).toBe(1);
  });
});

describe('findContradictionsOf (many new learnings at once: a first hook run, a large ingest)', () => {
  it('finds what comparing each new learning on its own finds, each pair once', () => {
    const learnings = timeline(...STORE);
    const incoming = [learnings[5]!, learnings[7]!, learnings[9]!, learnings[2]!];
    const one = (l: (typeof learnings)[number]) => findContradictionsWith(l, learnings);
    const expected = [...new Map(incoming.flatMap(one).map((f) => [`${f.olderKey} ${f.newerKey}`, f])).values()].sort((a, b) =>
      a.olderKey === b.olderKey ? (a.newerKey < b.newerKey ? -1 : 1) : a.olderKey < b.olderKey ? -1 : 1,
    );
    const found = findContradictionsOf(incoming, learnings);
    expect(found).toEqual(expected);
    // disc-003 (jest) is both new and the older side of disc-008's substitution: reported once.
    expect(found.map((f) => [f.olderKey.split('#')[1], f.newerKey.split('#')[1]])).toEqual([
      ['disc-001', 'disc-006'],
      ['disc-003', 'disc-008'],
      ['disc-005', 'disc-010'],
    ]);
    expect(findContradictionsOf([], learnings)).toEqual([]);
  });
});
