// A state in a clause opened by "so" ("…, so the whole server shares one instance") is said of the subject of the
// text's first clause: the clause splitter drops the "so", and the clause keeps it as `consequence`.
import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';

const compare = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('a state said as a consequence of the first clause', () => {
  it('is a state of the first clause\'s subject', () => {
    const result = compare('`SessionPool` is registered at startup, so the whole server shares one instance.', '`SessionPool` is registered per request, so each request gets its own instance.');
    expect(result.contradicts).toBe(true);
    expect(result.kind).toBe('antonym');
  });

  it('leaves alone the same consequences of two subjects', () => {
    expect(compare('`SessionPool` is registered at startup, so the whole server shares one instance.', '`QueryCache` is registered per request, so each request gets its own instance.').contradicts).toBe(false);
    expect(compare('`SearchClient` is a module-level singleton, so all routes share one client.', '`AuthClient` is created per route, so every route owns its own client.').contradicts).toBe(false);
    // The same subject in both first clauses: the consequences answer each other.
    expect(compare('`SearchClient` is a module-level singleton, so all routes share one client.', '`SearchClient` is created per route, so every route owns its own client.').contradicts).toBe(true);
  });
});

describe('a reason, a consequence or a second claim after the newer claim', () => {
  it('does not keep the claim before it from meeting the older', () => {
    expect(compare('Boarding passes are cached on the phone.', 'Boarding passes are no longer cached on the phone; every scan hits the airline API.').contradicts).toBe(true);
    expect(compare('Always preheat the kiln slowly for stoneware.', "Do not preheat the kiln slowly for stoneware now that the new elements can't hold a low setting.").contradicts).toBe(true);
  });

  it('leaves a tail that keeps what the older says, one that restates it, and a claim of another case alone', () => {
    expect(compare('Museum audio guides stream from the local server.', "Museum audio guides don't stream from the cloud; the local server still serves every track.").contradicts).toBe(false);
    expect(compare('Always run `make generate` after editing the proto files.', "Don't edit the generated files; run `make generate` after editing the proto files.").contradicts).toBe(false);
    expect(compare('Always preheat the kiln slowly for stoneware.', 'Do not preheat the kiln slowly for raku firings now that the new elements reach temperature fast.').contradicts).toBe(false);
  });
});
