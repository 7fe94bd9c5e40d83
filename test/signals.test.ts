import { describe, expect, it } from 'vitest';
import { extractSignals } from '../src/signals.js';

describe('discovery signals', () => {
  it('finds local and global signals of both families, in order', () => {
    const text = [
      'Working on it.',
      '<axiom>DISCOVERY_LOCAL:This API requires authentication header</axiom>',
      'then <swarm>LEARNING_GLOBAL:All test files should use .test.ts extension</swarm> and',
      '<axiom>DISCOVERY_GLOBAL: Tests use vitest, not jest </axiom>',
    ].join('\n');
    expect(extractSignals(text).map((s) => [s.scope, s.form, s.content])).toEqual([
      ['local', 'axiom', 'This API requires authentication header'],
      ['global', 'swarm', 'All test files should use .test.ts extension'],
      ['global', 'axiom', 'Tests use vitest, not jest'],
    ]);
  });

  it('joins a signal that spans lines into one line', () => {
    const [signal] = extractSignals('<axiom>DISCOVERY_GLOBAL:The retry logic in\n   src/http.ts expects\nexponential backoff</axiom>');
    expect(signal!.content).toBe('The retry logic in src/http.ts expects exponential backoff');
  });

  it('reads signals out of a JSON transcript, including one streamed across deltas', () => {
    const events = [
      { type: 'assistant', message: { content: [{ type: 'text', text: 'Found it.\n<axiom>DISCOVERY_LOCAL:Safari requires \\"SameSite=None\\" for cookies</axiom>' }] } },
      { type: 'content_block_delta', delta: { type: 'text_delta', text: '<axiom>DISCOVERY_GLOBAL:Migrations run with ' } },
      { type: 'content_block_delta', delta: { type: 'text_delta', text: '`pnpm db:migrate`</axiom>' } },
    ];
    const signals = extractSignals(events.map((e) => JSON.stringify(e)).join('\n'));
    expect(signals.map((s) => s.content)).toEqual(['Safari requires \\"SameSite=None\\" for cookies', 'Migrations run with `pnpm db:migrate`']);
  });

  it('skips format placeholders from documentation', () => {
    expect(extractSignals('Emit <axiom>DISCOVERY_LOCAL:...</axiom> or <axiom>DISCOVERY_GLOBAL:{content}</axiom>')).toEqual([]);
  });

  it('handles a multi-megabyte transcript', () => {
    const filler = 'x'.repeat(1000) + '\n';
    const parts: string[] = [];
    for (let i = 0; i < 4000; i++) parts.push(filler, i % 100 === 0 ? `<axiom>DISCOVERY_GLOBAL:Fact number ${i}</axiom>\n` : '');
    const text = parts.join('');
    expect(text.length).toBeGreaterThan(4_000_000);
    expect(extractSignals(text)).toHaveLength(40);
  });
});
