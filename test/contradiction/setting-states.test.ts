import { describe, expect, it } from 'vitest';
import { compareDiscoveries } from '../../src/index.js';
import { catalogueSize, catalogueStates, settingState } from '../../src/contradiction/setting-states.js';
import { keyPathTerms } from '../../src/contradiction/tokens.js';
import { ANTONYMS } from '../../src/contradiction/vocabulary.js';

const contradicts = (older: string, newer: string) => compareDiscoveries(older, newer);

describe('settings whose values name a state', () => {
  it('maps every value to a word of the antonym list, for 60 settings or more', () => {
    const known = new Set(ANTONYMS.flatMap(([yes, no]) => [...yes.split(' '), ...no.split(' ')]));
    expect(catalogueStates().filter((state) => !known.has(state))).toEqual([]);
    expect(catalogueSize()).toBeGreaterThanOrEqual(60);
  });

  it('reads a setting in code by its key or the key\'s last segments, in any case', () => {
    expect(settingState('cleanup.policy=delete')?.state).toBe('uncompacted');
    expect(settingState('alb.ingress.kubernetes.io/scheme: internet-facing')?.state).toBe('public');
    expect(settingState('"type": "LoadBalancer"')?.state).toBe('public');
    expect(settingState('SESSION_SAME_SITE=lax')?.state).toBe('lenient');
    expect(settingState('collation: utf8mb4_general_ci')?.state).toBe('insensitive');
    // A value the setting does not take, or a key the catalogue does not know, is no state.
    expect(settingState('cleanup.policy=compact,delete')).toBeNull();
    expect(settingState('color: internal')).toBeNull();
    expect(settingState('npm run build')).toBeNull();
  });

  it('compares the state a setting names with the state prose gives its subject', () => {
    for (const [older, newer] of [
      ['The admin ALB is internet-facing.', 'admin ALB scheme: internal.'],
      ['The `user-events` Kafka topic is compacted.', 'user-events has cleanup.policy=delete.'],
      ['The uploads bucket is private.', 'The uploads bucket ACL is `public-read`.'],
      ['The session cookie is SameSite=Strict.', 'The session cookie is sent with `SameSite=None`.'],
      ['The nightly sync reads from the primary and is strongly-consistent.', 'The nightly sync sets `readPreference: secondary`.'],
    ] as const) {
      expect(contradicts(older, newer), older).toMatchObject({ contradicts: true, kind: 'antonym' });
    }
  });

  it('reads a log level as which levels are logged: below it is off, so only debug against a higher level disagrees', () => {
    expect(contradicts('Debug logging is on in production.', 'Production runs with `LOG_LEVEL=warn`.').contradicts).toBe(true);
    expect(contradicts('Debug logging is off in production.', 'Production runs with `LOG_LEVEL=debug`.').contradicts).toBe(true);
    expect(contradicts('Debug logs are off in production.', 'Production runs with `LOG_LEVEL=info`.').contradicts).toBe(false);
  });

  it('keeps settings of two subjects, two places, and one state apart', () => {
    for (const [older, newer] of [
      ['The staging ALB is internal.', 'The prod ALB scheme is internet-facing.'],
      ['The `orders` topic is compacted.', 'The `clicks` topic has `cleanup.policy=delete`.'],
      ['The uploads bucket is private.', 'The uploads bucket ACL is `private`.'],
      ['The admin ALB is internal.', 'admin ALB scheme: internal.'],
      // A one-word key in lower case is a setting only with ":" or "=": "the type is …" is prose.
      ['The payments Service is internal.', 'The payments Service type is the default one.'],
    ] as const) {
      expect(contradicts(older, newer).contradicts, `${older} / ${newer}`).toBe(false);
    }
  });
});

describe('dotted keys read in prose', () => {
  it('names a key path by its last two segments that are not structure', () => {
    expect(keyPathTerms('resources.limits.cpu')).toEqual(['limit', 'cpu']);
    expect(keyPathTerms('spec.replicas')).toEqual(['replica']);
    expect(keyPathTerms('server.ssl.enabled')).toEqual(['ssl', 'enabl']);
    // Hosts and files are no key paths.
    expect(keyPathTerms('api.acme.io')).toEqual([]);
    expect(keyPathTerms('app.config.ts')).toEqual([]);
  });

  it('compares an instruction about a key with prose naming it by its words, in either order', () => {
    expect(contradicts('Always set `resources.limits.cpu` on Deployments.', "Don't set CPU limits on deployments, only requests.")).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Always set `spec.replicas` in the chart.', 'Never set the replica count in the chart; the HPA owns it.')).toMatchObject({ contradicts: true, kind: 'modality' });
    expect(contradicts('Always set `resources.limits.memory` on Deployments.', "Don't set CPU limits on deployments.").contradicts).toBe(false);
  });
});

describe('a setting that turns on a routine step by itself (`auto_ack`, `enable.auto.commit`) is the automatic state', () => {
  it('reads `auto_ack=True` against acking manually', () => {
    expect(contradicts('RabbitMQ consumers in `mailer/` must ack messages manually.', 'Consumers in `mailer/` should set `auto_ack=True`.')).toMatchObject({ contradicts: true, kind: 'antonym' });
  });

  it('leaves alone another setting of the same consumers', () => {
    expect(contradicts('RabbitMQ consumers in `mailer/` must ack messages manually.', 'Consumers in `mailer/` should set `prefetch_count=10`.').contradicts).toBe(false);
  });
});
